"""Confinement at the overlay level: every case states what must happen, and after every case the
canary's token appeared in no result and nothing on the host changed (see sec_fixture)."""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from sec_fixture import Trap, make_trap, snapshot

from vshell.fs.overlay import Overlay
from vshell.fs.protocol import OpenMode

ENOENT, ENOTDIR, ELOOP, EEXIST, EACCES, EBUSY, EPERM = (
    errno.ENOENT,
    errno.ENOTDIR,
    errno.ELOOP,
    errno.EEXIST,
    errno.EACCES,
    errno.EBUSY,
    errno.EPERM,
)
OK = "ok"


def _read(ov: Overlay, p: str) -> bytes:
    with ov.open(p) as f:
        return f.read()


def _write(mode: OpenMode) -> Callable[[Overlay, str], Any]:
    def run(ov: Overlay, p: str) -> None:
        with ov.open(p, mode) as f:
            f.write(b"pwned\n")

    return run


FILE_OPS: dict[str, Callable[[Overlay, str], Any]] = {
    "read": _read,
    "stat": lambda ov, p: ov.stat(p),
    "write": _write(OpenMode.WRITE),
    "append": _write(OpenMode.APPEND),
    "readwrite": _write(OpenMode.READ_WRITE),
    "truncate": lambda ov, p: ov.truncate(p, 0),
    "chmod": lambda ov, p: ov.chmod(p, 0o777),
    "utime": lambda ov, p: ov.utime(p, 0, 0),
    "realpath-e": lambda ov, p: ov.realpath(p, strict=True),
}

# Symlinks whose target leaves the mounts: following them finds nothing (ENOENT), whatever the call.
ESCAPING_FILE_LINKS = [
    "esc_abs",
    "esc_rel",
    "passwd",
    "chain1",
    "src/up2",
    "esc_dir/secret.txt",
    "esc_dir_abs/secret.txt",
    "deep/a/b/secret.txt",
    "etc/passwd",
    "rootlink/etc/passwd",
    "proc/etc/shadow",
    "many_up/etc/passwd",
    "home_real/.bashrc",
    "dotdot/outside/secret.txt",
    "dotdot/../outside/secret.txt",
]

DIR_OPS: dict[str, Callable[[Overlay, str], Any]] = {
    "listdir": lambda ov, p: ov.listdir(p),
    "create-inside": lambda ov, p: _write(OpenMode.WRITE)(ov, p + "/new.txt"),
    "mkdir-inside": lambda ov, p: ov.mkdir(p + "/newdir"),
    "symlink-inside": lambda ov, p: ov.symlink("x", p + "/l"),
    "unlink-inside": lambda ov, p: ov.unlink(p + "/secret.txt"),
    "rename-into": lambda ov, p: ov.rename(ov.ws + "/notes.txt", p + "/notes.txt"),  # type: ignore[attr-defined]
    "read-deep": lambda ov, p: _read(ov, p + "/sub/deep.txt"),
}
ESCAPING_DIR_LINKS = ["esc_dir", "esc_dir_abs", "deep/a/b", "src/../esc_dir", "inner/../esc_dir", "etc", "home_real"]


def cases() -> Iterator[Any]:
    for link in ESCAPING_FILE_LINKS:
        for op in FILE_OPS:
            yield pytest.param(op, link, ENOENT, id=f"{op}-via-{link}-is-ENOENT")
    for link in ESCAPING_DIR_LINKS:
        for op in DIR_OPS:
            yield pytest.param("dir:" + op, link, ENOENT, id=f"{op}-via-{link}-is-ENOENT")
    for link in ["loop", "loop_a", "loop/x", "loop_a/x"]:
        for op in ("read", "stat", "write"):
            yield pytest.param(op, link, ELOOP, id=f"{op}-via-{link}-is-ELOOP")


@pytest.fixture
def trap(tmp_path: Path) -> Iterator[Trap]:
    trap = make_trap(tmp_path)
    before = snapshot(tmp_path)
    yield trap
    assert snapshot(tmp_path) == before, "the host changed"


def overlay(trap: Trap) -> Overlay:
    ov = Overlay([trap.ws])
    ov.ws = trap.ws  # type: ignore[attr-defined]
    return ov


def assert_no_canary(trap: Trap, value: Any) -> None:
    assert trap.token not in repr(value)


def attempt(fn: Callable[[], Any]) -> tuple[str, Any]:
    try:
        return OK, fn()
    except OSError as e:
        return "err", e.errno


@pytest.mark.parametrize(("op", "link", "expected"), list(cases()))
def test_escape_attempt_fails(trap: Trap, op: str, link: str, expected: int) -> None:
    ov = overlay(trap)
    path = f"{trap.ws}/{link}"
    table = DIR_OPS if op.startswith("dir:") else FILE_OPS
    kind, value = attempt(lambda: table[op.removeprefix("dir:")](ov, path))
    assert_no_canary(trap, value)
    assert (kind, value) == ("err", expected)
    assert_no_canary(trap, ov.changes())


PATH_CASES: list[Any] = [
    # (description, path relative to nothing: absolute virtual paths built from the trap, expectation)
    pytest.param("{outside}/secret.txt", ENOENT, id="absolute-host-path-outside-is-ENOENT"),
    pytest.param("{ws}/../outside/secret.txt", ENOENT, id="dotdot-from-ws-is-ENOENT"),
    pytest.param("{ws}/src/../../outside/secret.txt", ENOENT, id="dotdot-twice-is-ENOENT"),
    pytest.param("/../../../../{outside}/secret.txt", ENOENT, id="dotdot-above-root-is-ENOENT"),
    pytest.param("/etc/passwd", ENOENT, id="etc-passwd-is-ENOENT"),
    pytest.param("/etc/shadow", ENOENT, id="etc-shadow-is-ENOENT"),
    pytest.param("/proc/self/environ", ENOENT, id="proc-environ-is-ENOENT"),
    pytest.param("/proc/self/root/etc/passwd", ENOENT, id="proc-root-is-ENOENT"),
    pytest.param("/proc/1/cmdline", ENOENT, id="proc-1-is-ENOENT"),
    pytest.param("/sys/kernel/hostname", ENOENT, id="sys-is-ENOENT"),
    pytest.param("/dev/tcp/127.0.0.1/80", ENOENT, id="dev-tcp-is-ENOENT"),
    pytest.param("/dev/udp/8.8.8.8/53", ENOENT, id="dev-udp-is-ENOENT"),
    pytest.param("/dev/sda", ENOENT, id="dev-sda-is-ENOENT"),
    pytest.param("/dev/mem", ENOENT, id="dev-mem-is-ENOENT"),
    pytest.param("/usr/bin/python3", ENOENT, id="usr-bin-is-ENOENT"),
    pytest.param("/bin/sh", ENOENT, id="bin-sh-is-ENOENT"),
    pytest.param("/root/.ssh/id_rsa", ENOENT, id="root-ssh-is-ENOENT"),
    pytest.param("/var/run/docker.sock", ENOENT, id="docker-sock-is-ENOENT"),
    pytest.param("/home/user/../../etc/passwd", ENOENT, id="home-dotdot-is-ENOENT"),
    pytest.param("/tmp/../etc/hostname", ENOENT, id="tmp-dotdot-is-ENOENT"),
    pytest.param("{ws}/hard", b"shared inode\n", id="hard-link-content-is-workspace-content"),
    pytest.param("{ws}/inner/main.c", b"int main(void) { return 0; }\n", id="inner-dir-link-resolves"),
    pytest.param("{ws}/inner_file", b"int main(void) { return 0; }\n", id="inner-file-link-resolves"),
]


@pytest.mark.parametrize(("template", "expected"), PATH_CASES)
def test_read_path(trap: Trap, template: str, expected: int | bytes) -> None:
    ov = overlay(trap)
    path = os.path.normpath(template.format(ws=trap.ws, outside=trap.outside)).replace("//", "/")
    kind, value = attempt(lambda: _read(ov, path))
    assert_no_canary(trap, value)
    assert value == expected
    assert kind == ("err" if isinstance(expected, int) else OK)


@pytest.mark.parametrize(
    ("template", "expected"),
    [
        pytest.param("/newfile", EACCES, id="create-in-root-is-EACCES"),
        pytest.param("/etc/passwd", ENOENT, id="create-etc-passwd-is-ENOENT"),
        pytest.param("{outside}/new", ENOENT, id="create-outside-is-ENOENT"),
        pytest.param("{parent}/new", EACCES, id="create-beside-ws-is-EACCES"),
        pytest.param("/dev/new", EACCES, id="create-in-dev-is-EACCES"),
        pytest.param("/dev/tcp/1.2.3.4/80", ENOENT, id="write-dev-tcp-is-ENOENT"),
        pytest.param("/home/new", EACCES, id="create-in-home-parent-is-EACCES"),
        pytest.param("/proc/sys/kernel/x", ENOENT, id="write-proc-is-ENOENT"),
        pytest.param("{ws}/rootlink/newfile", EACCES, id="create-via-root-link-is-EACCES"),
        pytest.param("{ws}/dotdot/new", EACCES, id="create-via-dotdot-link-is-EACCES"),
        pytest.param("{ws}/many_up/new", EACCES, id="create-via-many-up-link-is-EACCES"),
        pytest.param("/tmp/ok", OK, id="create-in-private-tmp-is-virtual"),
        pytest.param("{ws}/tmp_real/ok", OK, id="create-via-tmp-link-lands-in-private-tmp"),
        pytest.param("/home/user/ok", OK, id="create-in-virtual-home-is-virtual"),
        pytest.param("{ws}/hard", OK, id="write-hard-link-stays-in-memory"),
        pytest.param("{ws}/notes.txt", OK, id="write-workspace-file-stays-in-memory"),
    ],
)
def test_write_path(trap: Trap, template: str, expected: int | str) -> None:
    ov = overlay(trap)
    path = template.format(ws=trap.ws, outside=trap.outside, parent=str(trap.root))
    kind, value = attempt(lambda: _write(OpenMode.WRITE)(ov, path))
    assert (value if kind == "err" else OK) == expected


def test_hard_link_write_never_touches_the_shared_inode(trap: Trap) -> None:
    """Writing through a hard link whose inode is shared with an outside file changes only memory."""
    ov = overlay(trap)
    ov.write_bytes(trap.ws + "/hard", b"overwritten\n")
    with ov.open(trap.ws + "/hard", OpenMode.APPEND) as f:
        f.write(b"more\n")
    assert Path(trap.outside, "hard_target").read_bytes() == b"shared inode\n"
    assert ov.read_bytes(trap.ws + "/hard") == b"overwritten\nmore\n"


def test_cd_above_root_stays_at_root(trap: Trap) -> None:
    """`..` of `/` is `/`, and `/` lists only the virtual top level."""
    ov = overlay(trap)
    assert sorted(ov.listdir("/../../..")) == sorted(ov.listdir("/"))
    assert ov.realpath("/../../..") == "/"
    assert "etc" not in ov.listdir("/")


def test_root_link_lists_only_the_virtual_root(trap: Trap) -> None:
    """A symlink to `/` shows the sandbox's root, not the host's."""
    ov = overlay(trap)
    top = trap.ws.split("/")[1]
    assert sorted(ov.listdir(trap.ws + "/rootlink")) == sorted({top, "tmp", "dev", "home"})


def test_realpath_of_escaping_link_is_virtual(trap: Trap) -> None:
    """realpath -m of an escaping link names a virtual path that does not exist; no host lookup happens."""
    ov = overlay(trap)
    assert ov.realpath(trap.ws + "/passwd") == "/etc/passwd"
    assert not ov.exists(ov.realpath(trap.ws + "/passwd"))


def test_script_created_symlinks_do_not_escape(trap: Trap) -> None:
    """Symlinks a script creates (absolute, relative, chains, to dirs) resolve in the virtual namespace only."""
    ov = overlay(trap)
    ws = trap.ws
    ov.symlink(trap.outside + "/secret.txt", ws + "/s_abs")
    ov.symlink("../outside/secret.txt", ws + "/s_rel")
    ov.symlink("s_rel", ws + "/s_chain")
    ov.symlink("../outside", ws + "/s_dir")
    ov.symlink("/", ws + "/s_root")
    for name in ("s_abs", "s_rel", "s_chain", "s_dir/secret.txt", "s_root" + trap.outside + "/secret.txt"):
        kind, value = attempt(lambda name=name: _read(ov, f"{ws}/{name}"))
        assert (kind, value) == ("err", ENOENT)
    kind, value = attempt(lambda: ov.write_bytes(ws + "/s_dir/planted", b"x"))
    assert (kind, value) == ("err", ENOENT)
    links = {c.path: c.link_target for c in ov.changes().changes}
    assert links[ws + "/s_abs"] == trap.outside + "/secret.txt"


def test_symlink_loop_created_by_script(trap: Trap) -> None:
    """A loop the script makes ends with ELOOP after 40 hops."""
    ov = overlay(trap)
    for i in range(45):
        ov.symlink(f"c{i + 1}", f"{trap.ws}/c{i}")
    ov.write_bytes(f"{trap.ws}/c45", b"end")
    with pytest.raises(OSError) as e:
        ov.read_bytes(f"{trap.ws}/c0")
    assert e.value.errno == ELOOP
    assert ov.read_bytes(f"{trap.ws}/c6") == b"end"


def test_swapped_symlink_during_a_walk_is_not_followed(trap: Trap) -> None:
    """T-swap: a directory replaced on disk by a symlink to the outside between lookup and open is refused."""
    ov = overlay(trap)
    assert ov.stat(trap.ws + "/src/main.c").size > 0
    gate = next(iter(ov._gates.values()))
    moved = trap.ws + "/src.moved"

    def swap(rel: Any, index: int) -> None:
        if index == 0 and not os.path.islink(trap.ws + "/src"):
            os.rename(trap.ws + "/src", moved)
            os.symlink(trap.outside, trap.ws + "/src")
            Path(trap.outside, "main.c").write_text(trap.token + " swapped\n")

    gate.before_step = swap
    try:
        kind, value = attempt(lambda: _read(ov, trap.ws + "/src/main.c"))
    finally:
        gate.before_step = None
        os.unlink(trap.ws + "/src")
        os.rename(moved, trap.ws + "/src")
        os.unlink(Path(trap.outside, "main.c"))
    assert_no_canary(trap, value)
    assert kind == "err"
    assert value in (ENOENT, ENOTDIR)


def test_swapped_file_symlink_at_the_last_step_is_not_followed(trap: Trap) -> None:
    """T-swap: the file itself replaced by a symlink just before it is opened: O_NOFOLLOW refuses it."""
    ov = overlay(trap)
    assert ov.stat(trap.ws + "/notes.txt").size == 6
    gate = next(iter(ov._gates.values()))

    def swap(rel: Any, index: int) -> None:
        if rel[-1] == "notes.txt" and not os.path.islink(trap.ws + "/notes.txt"):
            os.rename(trap.ws + "/notes.txt", trap.ws + "/notes.moved")
            os.symlink(trap.outside + "/secret.txt", trap.ws + "/notes.txt")

    gate.before_step = swap
    try:
        kind, value = attempt(lambda: _read(ov, trap.ws + "/notes.txt"))
    finally:
        gate.before_step = None
        os.unlink(trap.ws + "/notes.txt")
        os.rename(trap.ws + "/notes.moved", trap.ws + "/notes.txt")
    assert_no_canary(trap, value)
    assert (kind, value) == ("err", ENOENT)


NAMES = [
    pytest.param(os.fsdecode(b"bad\xff\xfe"), id="invalid-utf8"),
    pytest.param("\u202etxt.exe", id="bidi-override"),
    pytest.param("a\nb", id="newline"),
    pytest.param("\x1b[31mred", id="escape-sequence"),
    pytest.param("tab\there", id="tab"),
    pytest.param("\u200bzero-width", id="zero-width"),
    pytest.param("-rf", id="leading-dash"),
    pytest.param(" ", id="space-only"),
    pytest.param("...", id="three-dots"),
    pytest.param("\x7f", id="delete-char"),
]


@pytest.mark.parametrize("name", NAMES)
def test_strange_names_stay_inside_and_survive(trap: Trap, name: str) -> None:
    """Names with invalid UTF-8, bidi and control characters round-trip and land under the workspace only."""
    ov = overlay(trap)
    ov.write_bytes(f"{trap.ws}/{name}", b"data")
    assert name in ov.listdir(trap.ws)
    assert ov.read_bytes(f"{trap.ws}/{name}") == b"data"
    (change,) = ov.changes().changes
    assert change.path == f"{trap.ws}/{name}"
    assert change.in_mount


@pytest.mark.parametrize("name", NAMES)
def test_strange_names_on_disk_are_read_inside(tmp_path: Path, name: str) -> None:
    """A fixture file with such a name is listed and read through the gate like any other."""
    ws = tmp_path / "w"
    ws.mkdir()
    with open(os.fsencode(ws) + b"/" + os.fsencode(name), "wb") as f:
        f.write(b"disk")
    ov = Overlay([str(ws)])
    assert ov.listdir(str(ws)) == [name]
    assert ov.read_bytes(f"{ws}/{name}") == b"disk"


def test_gate_refuses_non_names(trap: Trap) -> None:
    """The gate accepts only plain names: `..`, `.`, `/` inside a component are a bug, not a path."""
    ov = overlay(trap)
    gate = next(iter(ov._gates.values()))
    for rel in [("..",), ("src", ".."), ("a/b",), ("",), (".",), ("src", "")]:
        with pytest.raises(ValueError):
            gate.lstat(rel)
        with pytest.raises(ValueError):
            gate.open_file(rel)


def test_fifo_in_workspace_is_not_opened(tmp_path: Path) -> None:
    """A FIFO on disk in the workspace is refused (EACCES) instead of blocking or reading a device."""
    ws = tmp_path / "w"
    ws.mkdir()
    os.mkfifo(ws / "pipe")
    ov = Overlay([str(ws)])
    with pytest.raises(PermissionError):
        ov.read_bytes(f"{ws}/pipe")
