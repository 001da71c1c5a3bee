"""Big workspace files stay on disk (issue 11 item 3): memory does not grow with the file.

Each memory test runs a Session in a child process whose address space is
capped (``RLIMIT_AS``) a little above what it had mapped after warming up,
far below the file's size, so any step that loaded the file would fail there
with a MemoryError.  The 2 GiB files are sparse (made with truncate), so the
tests are quick.  The change-set tests check what the commit stage is given
and what it does with it: a rename is one change and lands with its content
intact, an append to a big file lands byte for byte, and a file edited on
disk meanwhile is refused.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vshell.commit import ApplyDirectly, Policy
from vshell.fs.changes import INLINE_LIMIT, ChangeKind
from vshell.limits import Limits
from vshell.session import Session

ROOT = Path(__file__).resolve().parent.parent.parent
GIB2 = 2 << 30

CHILD = r"""
import json, resource, sys
from vshell.commit import ApplyDirectly, Policy
from vshell.limits import Limits
from vshell.session import Session

def vm_peak():
    for line in open("/proc/self/status"):
        if line.startswith("VmPeak:"):
            return int(line.split()[1]) * 1024
    raise SystemExit("no VmPeak")

ws, script, margin, commit = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4] == "1"
huge = 1 << 40
s = Session([ws], limits=Limits(file_size=huge, overlay_bytes=huge, memory_bytes=huge, wall_time=120.0),
            policy=Policy(max_file_bytes=None))
s.run("cat /dev/null; echo warm > /dev/null")
cap = vm_peak() + margin
resource.setrlimit(resource.RLIMIT_AS, (cap, cap))
r = s.run(script)
out = {"status": r.status, "stdout": r.stdout.decode(errors="replace")[-200:],
       "stderr": r.stderr.decode(errors="replace")[-400:],
       "changes": [[c.path, c.kind.value] for c in r.changes.changes]}
if commit:
    outcome = s.commit(ApplyDirectly())
    out["applied"], out["message"] = outcome.applied, outcome.message
print(json.dumps(out))
"""


def run_capped(ws: Path, script: str, margin: int, commit: bool = False) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(ws), script, str(margin), "1" if commit else "0"],
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


@pytest.fixture
def sparse(tmp_path: Path) -> Path:
    """A workspace holding ``big``: a first line, 2 GiB of hole, a last line."""
    ws = tmp_path / "ws"
    ws.mkdir()
    with open(ws / "big", "wb") as f:
        f.write(b"first line\n")
        f.truncate(GIB2)
        f.seek(GIB2)
        f.write(b"\nlast line\n")
    return ws


MIB = 1 << 20


@pytest.mark.parametrize(
    ("script", "stdout", "changes"),
    [
        ("echo x >> big", "", [["big", "modified"]]),
        ("mv big moved", "", [["moved", "renamed"]]),
        ("rm big", "", [["big", "deleted"]]),
        ("tail -1 big", "last line\n", []),
        ("tail -c 5 big", "line\n", []),
        ("truncate -s 1K big", "", [["big", "modified"]]),
    ],
)
def test_a_2gib_file_is_never_loaded(sparse: Path, script: str, stdout: str, changes: list[list[str]]) -> None:
    got = run_capped(sparse, script, 128 * MIB)
    assert (got["status"], got["stderr"], got["stdout"]) == (0, "", stdout)
    assert got["changes"] == [[f"{sparse}/{p}", k] for p, k in changes]


def test_mv_of_a_2gib_file_commits_as_a_rename_on_disk(sparse: Path) -> None:
    ino = os.stat(sparse / "big").st_ino
    got = run_capped(sparse, "mv big moved", 128 * MIB, commit=True)
    assert (got["status"], got["applied"], got["message"]) == (0, True, "vshell: applied 1 change")
    assert sorted(os.listdir(sparse)) == ["moved"]
    st = os.stat(sparse / "moved")
    assert (st.st_ino, st.st_size) == (ino, GIB2 + 11)  # the same file, not a copy


def test_rm_of_a_2gib_file_commits_without_reading_it(sparse: Path) -> None:
    got = run_capped(sparse, "rm big", 128 * MIB, commit=True)
    assert (got["status"], got["applied"]) == (0, True)
    assert os.listdir(sparse) == []


def test_append_to_a_big_file_commits_block_by_block(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    body = b"".join(b"%08d some text on a line\n" % i for i in range(32 * MIB // 32))
    (ws / "log").write_bytes(body)
    got = run_capped(ws, "echo x >> log", 16 * MIB, commit=True)
    assert (got["status"], got["changes"], got["applied"]) == (0, [[f"{ws}/log", "modified"]], True)
    data = (ws / "log").read_bytes()
    assert hashlib.sha256(data).hexdigest() == hashlib.sha256(body + b"x\n").hexdigest()


def test_sed_n_1p_streams_a_file(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "f").write_bytes(b"".join(b"line %07d\n" % i for i in range(2 * 1024 * 1024)))  # 26 MiB
    got = run_capped(ws, "sed -n 1p f", 16 * MIB)
    assert (got["status"], got["stderr"], got["stdout"]) == (0, "", "line 0000000\n")


# ----- the change set and the commit (in process, small and big files)


def _session(ws: Path) -> Session:
    return Session([str(ws)], policy=Policy(max_file_bytes=None))


def test_a_rename_is_one_change_and_lands_with_its_content(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "a.txt").write_bytes(b"alpha\n")
    ino = os.stat(ws / "src" / "a.txt").st_ino
    s = _session(ws)
    r = s.run("mv src/a.txt b.txt")
    assert [(c.path, c.kind, c.renamed_from, c.new_content) for c in r.changes.changes] == [
        (f"{ws}/b.txt", ChangeKind.RENAMED, f"{ws}/src/a.txt", None)
    ]
    outcome = s.commit(ApplyDirectly())
    assert (outcome.applied, outcome.message) == (True, "vshell: applied 1 change")
    assert (ws / "b.txt").read_bytes() == b"alpha\n"
    assert os.stat(ws / "b.txt").st_ino == ino
    assert os.listdir(ws / "src") == []
    assert s.run("cat b.txt; ls src | wc -l").stdout == b"alpha\n0\n"


def test_a_renamed_file_edited_on_disk_meanwhile_is_refused(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_bytes(b"alpha\n")
    s = _session(ws)
    s.run("mv a.txt b.txt")
    (ws / "a.txt").write_bytes(b"alpha, and what the person typed\n")
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert [(r.path, r.rule) for r in outcome.verdict.refusals] == [(f"{ws}/b.txt", "changed-on-disk")]
    assert sorted(os.listdir(ws)) == ["a.txt"]
    assert (ws / "a.txt").read_bytes() == b"alpha, and what the person typed\n"


def test_an_append_to_a_big_file_edited_on_disk_meanwhile_is_refused(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    body = b"y" * (INLINE_LIMIT + 1) + b"\n"
    (ws / "big").write_bytes(body)
    s = _session(ws)
    r = s.run("echo x >> big")
    (change,) = r.changes.changes
    assert change.new_source is not None and change.new_content is None
    assert (change.new_source.length, change.new_source.tail) == (len(body), b"x\n")
    with open(ws / "big", "ab") as f:
        f.write(b"the person's line\n")
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert [r.rule for r in outcome.verdict.refusals] == ["changed-on-disk"]
    assert (ws / "big").read_bytes() == body + b"the person's line\n"


def test_reading_an_appended_file_gives_disk_then_tail(tmp_path: Path) -> None:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "f").write_bytes(b"one\ntwo\n")
    s = Session([str(ws)], limits=Limits())
    r = s.run("echo three >> f; cat f; wc -c < f; truncate -s 6 f; cat f; echo; truncate -s 10 f; od -c f | head -2")
    assert r.stdout == (
        b"one\ntwo\nthree\n14\none\ntw\n"
        b"0000000   o   n   e  \\n   t   w  \\0  \\0  \\0  \\0\n0000012\n"
    )
    assert [(c.path, c.kind, c.new_content) for c in r.changes.changes] == [
        (f"{ws}/f", ChangeKind.MODIFIED, b"one\ntw\0\0\0\0")
    ]


def test_a_rename_rolls_back_when_the_apply_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from vshell.commit import _os

    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_bytes(b"alpha\n")
    s = _session(ws)
    s.run("mv a.txt b.txt")
    real_replace = _os.replace

    def failing(src: str, dst: str) -> None:
        if dst == f"{ws}/b.txt":
            raise OSError(28, "No space left on device", dst)
        real_replace(src, dst)

    monkeypatch.setattr(_os, "replace", failing)
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert sorted(os.listdir(ws)) == ["a.txt"]
    assert (ws / "a.txt").read_bytes() == b"alpha\n"
