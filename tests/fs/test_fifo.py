"""FIFOs (mkfifo) in the in-memory layer and the overlay: fifo(7)'s open/read/write rules between threads.

Expectations are Linux's (fifo(7), pipe(7)): opening one end blocks until the
other end is opened, O_RDWR never blocks, readers see EOF once every writer
has closed, a write with no reader is EPIPE, and the buffer is bounded.  Every
blocking wait ends through the run's budget (cancel, deadline) or the budget
of a job that ``kill`` stopped.
"""

from __future__ import annotations

import errno
import os
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vshell.fs.changes import ChangeKind
from vshell.fs.devices import bind_budget
from vshell.fs.memory import MemoryFS
from vshell.fs.overlay import Overlay
from vshell.fs.protocol import FileType, OpenMode
from vshell.limits import Budget, Cancelled, LimitExceeded, Limits, RunAborted


def _fs(**limits: Any) -> MemoryFS:
    fs = MemoryFS(enforce_permissions=True)
    fs.limits = Limits(**limits)
    fs.makedirs("/w")
    fs.budget = Budget(Limits(wall_time=20.0))
    return fs


def _in_thread(fn: Callable[[], Any]) -> tuple[threading.Thread, list[Any]]:
    """Run ``fn`` in a thread; the list receives its result or the exception it raised."""
    out: list[Any] = []

    def main() -> None:
        try:
            out.append(fn())
        except BaseException as e:  # the test looks at what the thread raised
            out.append(e)

    t = threading.Thread(target=main, daemon=True)
    t.start()
    return t, out


def _read_all(fs: MemoryFS, path: str) -> bytes:
    with fs.open(path) as f:
        data: bytes = f.read()
        return data


def test_mkfifo_makes_a_fifo_node_with_umask_applied() -> None:
    fs = _fs()
    fs.umask(0o027)
    fs.mkfifo("/w/p")
    st = fs.stat("/w/p")
    assert (st.type, st.mode, st.size) == (FileType.FIFO, 0o640, 0)
    assert [(e.name, e.type) for e in fs.scandir("/w")] == [("p", FileType.FIFO)]


def test_mkfifo_errors_are_linux_errnos() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    with pytest.raises(OSError) as exists:
        fs.mkfifo("/w/p")
    with pytest.raises(OSError) as no_parent:
        fs.mkfifo("/w/nodir/q")
    with pytest.raises(OSError) as slash:
        fs.mkfifo("/w/q/")
    fs.chmod("/w", 0o555)
    with pytest.raises(OSError) as readonly:
        fs.mkfifo("/w/r")
    assert [e.value.errno for e in (exists, no_parent, slash, readonly)] == [
        errno.EEXIST,
        errno.ENOENT,
        errno.ENOENT,
        errno.EACCES,
    ]


def test_reader_waits_for_a_writer_and_gets_everything_then_eof() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    t, got = _in_thread(lambda: _read_all(fs, "/w/p"))
    payload = b"line\n" * 50_000  # several times the 64 KiB buffer: the writer blocks until the reader drains
    with fs.open("/w/p", OpenMode.WRITE) as w:
        w.write(payload)
    t.join(10)
    assert got == [payload]


def test_writer_waits_for_a_reader() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")

    def write() -> str:
        with fs.open("/w/p", OpenMode.APPEND) as w:
            w.write(b"hi\n")
        return "written"

    t, got = _in_thread(write)
    with fs.open("/w/p") as r:
        assert r.readline() == b"hi\n"
        assert r.read() == b""
    t.join(10)
    assert got == ["written"]


def test_read_write_open_does_not_block_and_reads_its_own_writes() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    with fs.open("/w/p", OpenMode.READ_WRITE) as f:
        f.write(b"one\ntwo\n")
        assert f.readline() == b"one\n"
        assert f.read(100) == b"two\n"


def test_write_without_a_reader_is_epipe() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    t, _ = _in_thread(lambda: fs.open("/w/p").close())
    w = fs.open("/w/p", OpenMode.WRITE)
    t.join(10)
    with pytest.raises(BrokenPipeError):
        w.write(b"x")
    w.close()


def test_buffer_is_bounded_and_the_blocked_writer_ends_with_the_budget() -> None:
    fs = _fs(pipe_buffer=8)
    fs.mkfifo("/w/p")
    budget = Budget(Limits(wall_time=20.0))
    fs.budget = budget
    with fs.open("/w/p", OpenMode.READ_WRITE) as f:
        t, got = _in_thread(lambda: f.write(b"0123456789"))  # 2 bytes more than the FIFO holds, nobody reads
        t.join(0.2)
        assert t.is_alive()
        budget.cancel()
        t.join(10)
    assert len(got) == 1 and isinstance(got[0], Cancelled)


def test_blocked_open_ends_at_the_deadline() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    fs.budget = Budget(Limits(wall_time=0.2))
    with pytest.raises(LimitExceeded):
        fs.open("/w/p")
    # the failed opener is gone: a writer alone still waits (and fails the same way), a reader+writer pair works
    fs.budget = Budget(Limits(wall_time=20.0))
    with fs.open("/w/p", OpenMode.READ_WRITE) as f:
        f.write(b"ok")
        assert f.read(2) == b"ok"


def test_a_blocked_open_ends_through_the_budget_bound_in_its_thread() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    job_budget = Budget(Limits(wall_time=20.0))

    def open_as_job() -> Any:
        with bind_budget(job_budget):
            return fs.open("/w/p")

    t, got = _in_thread(open_as_job)
    t.join(0.1)
    assert t.is_alive()
    try:
        job_budget.abort(Cancelled("vshell: killed"))
    except RunAborted:
        pass
    t.join(10)
    assert len(got) == 1 and isinstance(got[0], Cancelled)


def test_fifo_permissions_are_checked_on_open() -> None:
    fs = _fs()
    fs.mkfifo("/w/p", 0o200)
    with pytest.raises(PermissionError):
        fs.open("/w/p")


def test_unlinked_fifo_keeps_working_for_its_openers() -> None:
    fs = _fs()
    fs.mkfifo("/w/p")
    with fs.open("/w/p", OpenMode.READ_WRITE) as f:
        fs.unlink("/w/p")
        f.write(b"still\n")
        assert f.readline() == b"still\n"
    assert fs.listdir("/w") == []


def test_overlay_fifo_stays_in_memory_and_is_in_the_change_set(tmp_path: Path) -> None:
    root = os.path.realpath(tmp_path)
    fs = Overlay([root])
    fs.mkfifo(f"{root}/p")
    fs.mkfifo(f"{root}/gone")
    fs.unlink(f"{root}/gone")
    assert os.listdir(root) == []
    assert [(c.path, c.kind, c.type) for c in fs.changes().changes] == [(f"{root}/p", ChangeKind.ADDED, FileType.FIFO)]


def test_a_fifo_on_disk_is_refused_from_both_ends_and_no_change(tmp_path: Path) -> None:
    root = os.path.realpath(tmp_path)
    os.mkfifo(f"{root}/disk")  # opening it on the real disk would block this test: the overlay must not
    fs = Overlay([root])
    fs.budget = Budget(Limits(wall_time=20.0))
    for mode in (OpenMode.READ, OpenMode.WRITE, OpenMode.APPEND, OpenMode.READ_WRITE):
        with pytest.raises(PermissionError):
            fs.open(f"{root}/disk", mode)
    assert fs.lstat(f"{root}/disk").type is FileType.FIFO
    assert fs.changes().changes == ()
