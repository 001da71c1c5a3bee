"""The overlay beyond the conformance suite: namespace, copy-on-write, change set, read set, limits, devices."""

from __future__ import annotations

import errno
import hashlib
import io
import os
from pathlib import Path

import pytest

from vshell.fs.changes import ChangeKind, FileIdentity
from vshell.fs.overlay import Overlay
from vshell.fs.protocol import FileType, OpenMode
from vshell.fs.real_gate import Gate
from vshell.limits import Budget, LimitExceeded, Limits


def snapshot(root: Path) -> dict[str, tuple[str, bytes | str | None, int]]:
    """Everything on disk under root: type, content or link target, mode (to prove nothing was written)."""
    out: dict[str, tuple[str, bytes | str | None, int]] = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            st = os.lstat(p)
            if os.path.islink(p):
                out[p] = ("l", os.readlink(p), st.st_mode)
            elif os.path.isdir(p):
                out[p] = ("d", None, st.st_mode)
            else:
                out[p] = ("f", Path(p).read_bytes(), st.st_mode)
    return out


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    (root / "src" / "a.txt").write_bytes(b"alpha\n")
    (root / "src" / "b.txt").write_bytes(b"beta\n")
    (root / "docs").mkdir()
    (root / "docs" / "x.md").write_bytes(b"# x\n")
    (root / "run.sh").write_bytes(b"echo hi\n")
    os.chmod(root / "run.sh", 0o644)
    os.symlink("src/a.txt", root / "link")
    return Path(os.path.realpath(root))


def kinds(ov: Overlay) -> dict[str, tuple[str, str]]:
    return {c.path: (c.kind.value, c.type.value) for c in ov.changes().changes}


def test_root_lists_only_the_way_to_the_mounts(ws: Path) -> None:
    ov = Overlay([str(ws)])
    top = str(ws).split("/")[1]
    assert sorted(ov.listdir("/")) == sorted({top, "tmp", "dev", "home"})
    assert sorted(ov.listdir("/dev")) == ["fd", "null", "stderr", "stdin", "stdout", "zero"]
    assert ov.listdir("/home") == ["user"]
    assert ov.listdir("/home/user") == []


@pytest.mark.parametrize(
    "path", ["/etc/passwd", "/proc/self/environ", "/usr/bin/env", "/dev/tcp/127.0.0.1/80", "/root"]
)
def test_host_paths_do_not_exist(ws: Path, path: str) -> None:
    ov = Overlay([str(ws)])
    with pytest.raises(FileNotFoundError):
        ov.stat(path)


def test_virtual_parents_are_read_only(ws: Path) -> None:
    ov = Overlay([str(ws)])
    parent = str(ws.parent)
    for call in (lambda: ov.mkdir("/newdir"), lambda: ov.write_bytes(parent + "/x", b"1"), lambda: ov.mkdir("/dev/x")):
        with pytest.raises(PermissionError):
            call()
    with pytest.raises(OSError) as e:
        ov.rmdir(str(ws))
    assert e.value.errno == errno.EBUSY
    with pytest.raises(OSError) as e:
        ov.rename(str(ws), "/tmp/moved")
    assert e.value.errno == errno.EBUSY
    with pytest.raises(PermissionError):
        ov.chmod("/", 0o777)


def test_writes_never_reach_the_disk(ws: Path) -> None:
    before = snapshot(ws.parent)
    ov = Overlay([str(ws)])
    ov.write_bytes(f"{ws}/src/a.txt", b"changed\n")
    with ov.open(f"{ws}/src/b.txt", OpenMode.APPEND) as f:
        f.write(b"more\n")
    ov.unlink(f"{ws}/docs/x.md")
    ov.rmdir(f"{ws}/docs")
    ov.rename(f"{ws}/src", f"{ws}/lib")
    ov.mkdir(f"{ws}/new")
    ov.symlink("/etc/passwd", f"{ws}/new/pw")
    ov.link(f"{ws}/run.sh", f"{ws}/run2.sh")
    ov.chmod(f"{ws}/run.sh", 0o755)
    ov.truncate(f"{ws}/run2.sh", 2)
    ov.write_bytes("/tmp/scratch", b"s")
    assert snapshot(ws.parent) == before
    assert ov.read_bytes(f"{ws}/lib/a.txt") == b"changed\n"
    assert ov.read_bytes(f"{ws}/lib/b.txt") == b"beta\nmore\n"
    assert ov.read_bytes(f"{ws}/run.sh") == b"ec"


def test_change_set_lists_every_kind(ws: Path) -> None:
    ov = Overlay([str(ws)])
    w = str(ws)
    ov.write_bytes(f"{w}/src/a.txt", b"changed\n")
    ov.unlink(f"{w}/src/b.txt")
    ov.write_bytes(f"{w}/new.txt", b"n\n")
    ov.chmod(f"{w}/run.sh", 0o755)
    ov.symlink("new.txt", f"{w}/nl")
    ov.mkdir(f"{w}/d")
    ov.write_bytes("/tmp/t", b"t")
    cs = ov.changes()
    assert kinds(ov) == {
        f"{w}/src/a.txt": ("modified", "file"),
        f"{w}/src/b.txt": ("deleted", "file"),
        f"{w}/new.txt": ("added", "file"),
        f"{w}/run.sh": ("mode", "file"),
        f"{w}/nl": ("added", "symlink"),
        f"{w}/d": ("added", "dir"),
        "/tmp/t": ("added", "file"),
    }
    by = cs.by_path()
    assert by[f"{w}/src/a.txt"].old_content == b"alpha\n"
    assert by[f"{w}/src/a.txt"].new_content == b"changed\n"
    assert by[f"{w}/src/b.txt"].old_content == b"beta\n"
    assert (by[f"{w}/run.sh"].old_mode, by[f"{w}/run.sh"].new_mode) == (0o644, 0o755)
    assert by[f"{w}/nl"].link_target == "new.txt"
    assert by["/tmp/t"].in_mount is False
    assert all(c.in_mount for c in cs.changes if c.path.startswith(w))
    assert cs.mounts == (w,)


def test_rewriting_the_same_content_is_no_change(ws: Path) -> None:
    ov = Overlay([str(ws)])
    ov.write_bytes(f"{ws}/src/a.txt", b"x")
    ov.write_bytes(f"{ws}/src/a.txt", b"alpha\n")
    assert ov.changes().changes == ()
    assert not ov.changes()


def test_deleting_a_tree_lists_each_file(ws: Path) -> None:
    ov = Overlay([str(ws)])
    w = str(ws)
    ov.unlink(f"{w}/docs/x.md")
    ov.rmdir(f"{w}/docs")
    assert kinds(ov) == {f"{w}/docs": ("deleted", "dir"), f"{w}/docs/x.md": ("deleted", "file")}


def test_renamed_directory_is_added_and_its_files_renamed(ws: Path) -> None:
    ov = Overlay([str(ws)])
    w = str(ws)
    ov.rename(f"{w}/docs", f"{w}/manual")
    cs = ov.changes().by_path()
    assert {p: (c.kind.value, c.renamed_from) for p, c in cs.items()} == {
        f"{w}/docs": ("deleted", None),
        f"{w}/manual": ("added", f"{w}/docs"),
        f"{w}/manual/x.md": ("renamed", f"{w}/docs/x.md"),
    }
    moved = cs[f"{w}/manual/x.md"]
    assert moved.new_content is None
    assert moved.new_source is not None
    assert (moved.new_source.path, moved.new_source.length, moved.new_source.tail) == (f"{w}/docs/x.md", 4, b"")


def test_file_replaced_by_directory(ws: Path) -> None:
    ov = Overlay([str(ws)])
    w = str(ws)
    ov.unlink(f"{w}/run.sh")
    ov.mkdir(f"{w}/run.sh")
    c = ov.changes().by_path()[f"{w}/run.sh"]
    assert (c.kind, c.type, c.old_type) == (ChangeKind.ADDED, FileType.DIR, FileType.FILE)


def test_read_set_records_identity_and_hashes_only_what_the_commit_compares(ws: Path) -> None:
    ov = Overlay([str(ws)])
    w = str(ws)
    assert ov.read_bytes(f"{w}/link") == b"alpha\n"
    assert ov.read_bytes(f"{w}/src/b.txt") == b"beta\n"
    a, b = os.stat(f"{w}/src/a.txt"), os.stat(f"{w}/src/b.txt")
    assert dict(ov.read_set) == {
        f"{w}/src/a.txt": FileIdentity(a.st_size, a.st_mtime_ns, a.st_ino),
        f"{w}/src/b.txt": FileIdentity(b.st_size, b.st_mtime_ns, b.st_ino),
    }
    ov.write_bytes(f"{w}/src/a.txt", b"changed\n")
    cs = ov.changes()
    hashed = FileIdentity(a.st_size, a.st_mtime_ns, a.st_ino, hashlib.sha256(b"alpha\n").hexdigest())
    assert cs.by_path()[f"{w}/src/a.txt"].old_identity == hashed
    assert dict(cs.read_set) == {
        f"{w}/src/a.txt": hashed,
        f"{w}/src/b.txt": FileIdentity(b.st_size, b.st_mtime_ns, b.st_ino),
    }


def test_partial_read_records_identity_without_hash(ws: Path) -> None:
    ov = Overlay([str(ws)])
    with ov.open(f"{ws}/src/a.txt") as f:
        assert f.readline() == b"alpha\n"
    ident = ov.read_set[f"{ws}/src/a.txt"]
    assert ident.size == 6


def test_lower_times_and_sizes_come_from_disk(ws: Path) -> None:
    os.utime(ws / "src" / "a.txt", ns=(1_000_000_000, 2_000_000_000))
    ov = Overlay([str(ws)], clock=lambda: 5_000_000_000)
    st = ov.stat(f"{ws}/src/a.txt")
    assert (st.size, st.mtime_ns, st.ino) == (6, 2_000_000_000, os.stat(ws / "src" / "a.txt").st_ino)
    ov.write_bytes(f"{ws}/new", b"12")
    assert ov.stat(f"{ws}/new").mtime_ns == 5_000_000_000


def test_discard_and_rebase_return_to_the_disk(ws: Path) -> None:
    ov = Overlay([str(ws)])
    ov.write_bytes(f"{ws}/src/a.txt", b"changed\n")
    ov.write_bytes("/tmp/keep", b"k")
    ov.discard()
    assert ov.read_bytes(f"{ws}/src/a.txt") == b"alpha\n"
    assert ov.read_bytes("/tmp/keep") == b"k"
    assert not ov.changes()
    (ws / "src" / "a.txt").write_bytes(b"applied\n")
    ov.rebase()
    assert ov.read_bytes(f"{ws}/src/a.txt") == b"applied\n"


def test_opening_a_workspace_reads_no_directory(ws: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[object] = []
    real_scan = Gate.scan_dir
    monkeypatch.setattr(Gate, "scan_dir", lambda self, rel: calls.append(rel) or real_scan(self, rel))
    ov = Overlay([str(ws)])
    assert calls == []
    ov.stat(f"{ws}/src/a.txt")
    assert calls == [(), ("src",)]


def test_names_that_are_not_utf8_survive(tmp_path: Path) -> None:
    root = tmp_path / "w"
    root.mkdir()
    raw = os.path.join(os.fsencode(root), b"caf\xe9")
    with open(raw, "wb") as f:
        f.write(b"latin1 name\n")
    ov = Overlay([str(root)])
    name = os.fsdecode(b"caf\xe9")
    assert ov.listdir(str(root)) == [name]
    assert ov.read_bytes(f"{root}/{name}") == b"latin1 name\n"
    new = os.fsdecode(b"n\xff")
    ov.write_bytes(f"{root}/{new}", b"1")
    assert os.fsencode(ov.changes().changes[0].path).endswith(b"/n\xff")


def test_file_size_limit_ends_the_run(ws: Path) -> None:
    limits = Limits(file_size=10)
    ov = Overlay([str(ws)], limits=limits)
    ov.budget = Budget(limits)
    with ov.open(f"{ws}/big", OpenMode.WRITE) as f:
        f.write(b"0123456789")
        with pytest.raises(LimitExceeded) as e:
            f.write(b"x")
    assert e.value.limit == "file_size"
    assert e.value.message == "vshell: file size limit of 10 bytes exceeded"


def test_file_size_limit_without_a_run_is_efbig(ws: Path) -> None:
    ov = Overlay([str(ws)], limits=Limits(file_size=3))
    with pytest.raises(OSError) as e:
        ov.write_bytes(f"{ws}/big", b"abcd")
    assert e.value.errno == errno.EFBIG


def test_overlay_bytes_counts_what_is_held(ws: Path) -> None:
    limits = Limits(overlay_bytes=100)
    ov = Overlay([str(ws)], limits=limits)
    ov.budget = Budget(limits)
    for _ in range(50):  # rewriting the same file does not accumulate
        ov.write_bytes(f"{ws}/f", b"x" * 60)
    ov.unlink(f"{ws}/f")
    ov.write_bytes(f"{ws}/g", b"x" * 90)
    with pytest.raises(LimitExceeded) as e:
        ov.write_bytes(f"{ws}/h", b"x" * 20)
    assert e.value.limit == "overlay_bytes"


def test_overlay_files_limit(ws: Path) -> None:
    limits = Limits(overlay_files=3)
    ov = Overlay([str(ws)], limits=limits)
    ov.budget = Budget(limits)
    for i in range(3):
        ov.write_bytes(f"/tmp/{i}", b"")
    with pytest.raises(LimitExceeded) as e:
        ov.mkdir("/tmp/d")
    assert e.value.limit == "overlay_files"


def test_dev_null_and_zero(ws: Path) -> None:
    ov = Overlay([str(ws)])
    assert ov.read_bytes("/dev/null") == b""
    ov.write_bytes("/dev/null", b"gone")
    with ov.open("/dev/zero") as f:
        assert f.read(5) == b"\0" * 5
    assert ov.stat("/dev/null").type is FileType.CHAR_DEVICE
    assert not ov.changes().changes


def test_dev_fd_follows_the_bound_streams(ws: Path) -> None:
    ov = Overlay([str(ws)])
    out = io.BytesIO()
    with pytest.raises(FileNotFoundError):
        ov.open("/dev/fd/63")
    with ov.bind_fds({0: io.BytesIO(b"in\n"), 1: out, 63: io.BytesIO(b"proc\n")}):
        assert ov.read_bytes("/dev/stdin") == b"in\n"
        ov.write_bytes("/dev/stdout", b"to stdout")
        assert ov.read_bytes("/dev/fd/63") == b"proc\n"
        assert sorted(ov.listdir("/dev/fd")) == ["0", "1", "63"]
    assert out.getvalue() == b"to stdout"
    assert not out.closed
    assert ov.listdir("/dev/fd") == []


def test_a_mount_inside_tmp_is_not_a_scratch_change(ws: Path) -> None:
    """The workspaces of these tests live under /tmp: the way to them is not something a script added."""
    ov = Overlay([str(ws)])
    assert str(ws).startswith("/tmp/")
    ov.write_bytes("/tmp/mine", b"1")
    assert [(c.path, c.in_mount) for c in ov.changes().changes] == [("/tmp/mine", False)]


def test_change_set_follows_every_change_after_being_asked(ws: Path) -> None:
    """The diff is cached between changes: asking, changing, asking again must show the new state."""
    ov = Overlay([str(ws)])
    w = str(ws)
    assert ov.changes().changes == ()
    with ov.open(f"{w}/src/a.txt", OpenMode.APPEND) as f:
        f.write(b"x")
        assert [c.kind for c in ov.changes().changes] == [ChangeKind.MODIFIED]
        f.write(b"y")
    assert ov.changes().changes[0].new_content == b"alpha\nxy"
    ov.truncate(f"{w}/src/a.txt", 6)
    assert ov.changes().changes == ()
    ov.chmod(f"{w}/run.sh", 0o700)
    assert [c.kind for c in ov.changes().changes] == [ChangeKind.MODE]
    ov.discard()
    assert ov.changes().changes == ()


@pytest.mark.parametrize(
    ("setup_mode", "target", "call", "expected"),
    [
        # What Linux gives a non-root owner (the golden cases run bash as an ordinary user).
        (0o000, "src/a.txt", "read", errno.EACCES),
        (0o200, "src/a.txt", "read", errno.EACCES),
        (0o444, "src/a.txt", "write", errno.EACCES),
        (0o444, "src/a.txt", "append", errno.EACCES),
        (0o400, "src/a.txt", "read", None),
        (0o555, "src", "create-inside", errno.EACCES),
        (0o555, "src", "unlink-inside", errno.EACCES),
        (0o000, "src", "listdir", errno.EACCES),
        (0o600, "src", "stat-inside", errno.EACCES),
        (0o300, "src", "stat-inside", None),
        (0o444, "src/a.txt", "chmod", None),
    ],
)
def test_permission_bits_bind_the_owner(
    ws: Path, setup_mode: int, target: str, call: str, expected: int | None
) -> None:
    ov = Overlay([str(ws)])
    path = f"{ws}/{target}"
    ov.chmod(path, setup_mode)
    calls = {
        "read": lambda: ov.read_bytes(path),
        "write": lambda: ov.write_bytes(path, b"x"),
        "append": lambda: ov.open(path, OpenMode.APPEND).close(),
        "create-inside": lambda: ov.write_bytes(path + "/new", b"x"),
        "unlink-inside": lambda: ov.unlink(path + "/a.txt"),
        "listdir": lambda: ov.listdir(path),
        "stat-inside": lambda: ov.stat(path + "/a.txt"),
        "chmod": lambda: ov.chmod(path, 0o644),
    }
    try:
        calls[call]()
        got = None
    except OSError as e:
        got = e.errno
    assert got == expected
