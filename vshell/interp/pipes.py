"""Bounded in-memory byte pipes joining concurrent pipeline stages.

A writer blocks while the buffer holds ``capacity`` bytes; a reader blocks
while it is empty and sees EOF once every writer closed.  When the reader
closes first, writes raise ``BrokenPipeError`` (the writer's stage then ends
with status 141, as bash's does on SIGPIPE).  Every blocking wait is sliced
through the run's :class:`Budget`, so a cancel or the deadline is seen within
50 ms even in a blocked pipeline.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

from vshell.limits import Budget


class Pipe:
    __slots__ = ("_buf", "_cond", "budget", "capacity", "read_closed", "writers")

    def __init__(self, capacity: int, budget: Budget) -> None:
        self._buf = bytearray()
        self._cond = threading.Condition(threading.Lock())
        self.capacity = capacity
        self.budget = budget
        self.writers = 1
        self.read_closed = False

    def _wait(self) -> None:
        # The caller holds the lock; wait in short slices and look at the budget between them.
        self._cond.wait(0.05)
        if self.budget.aborted is not None or self.budget.cancel_event.is_set():
            self._cond.release()
            try:
                self.budget.check()
            finally:
                self._cond.acquire()

    def write(self, data: bytes) -> int:
        view = memoryview(data)
        total = len(view)
        with self._cond:
            while view:
                if self.read_closed:
                    raise BrokenPipeError(32, "Broken pipe")
                room = self.capacity - len(self._buf)
                if room <= 0:
                    self._wait()
                    continue
                chunk = view[:room]
                self._buf += chunk
                view = view[room:]
                self._cond.notify_all()
        return total

    def close_writer(self) -> None:
        with self._cond:
            self.writers -= 1
            self._cond.notify_all()

    def close_reader(self) -> None:
        with self._cond:
            self.read_closed = True
            self._buf.clear()
            self._cond.notify_all()

    def read(self, n: int = -1) -> bytes:
        with self._cond:
            if n is None or n < 0:
                # Drain while waiting for EOF: a writer with more than the pipe's
                # capacity queued would otherwise block forever.
                acc = bytearray()
                while True:
                    if self._buf:
                        acc += self._buf
                        self._buf.clear()
                        self._cond.notify_all()
                    if self.writers <= 0:
                        return bytes(acc)
                    self._wait()
            while not self._buf and self.writers > 0:
                self._wait()
            data = bytes(self._buf[:n])
            del self._buf[:n]
            self._cond.notify_all()
            return data

    def readline(self, limit: int = -1) -> bytes:
        with self._cond:
            while True:
                i = self._buf.find(b"\n")
                if i >= 0 or self.writers <= 0 or (0 <= limit <= len(self._buf)):
                    end = i + 1 if i >= 0 else len(self._buf)
                    if 0 <= limit < end:
                        end = limit
                    data = bytes(self._buf[:end])
                    del self._buf[:end]
                    self._cond.notify_all()
                    return data
                self._wait()


class PipeReader:
    """The read end (a binary stream for ``CommandContext.stdin``)."""

    def __init__(self, pipe: Pipe) -> None:
        self.pipe = pipe
        self.closed = False

    def read(self, n: int | None = -1) -> bytes:
        return self.pipe.read(-1 if n is None else n)

    def read1(self, n: int = -1) -> bytes:
        return self.pipe.read(65536 if n is None or n < 0 else n)

    def readline(self, limit: int | None = -1) -> bytes:
        return self.pipe.readline(-1 if limit is None else limit)

    def readinto(self, b: bytearray | memoryview) -> int:
        data = self.pipe.read(len(b))
        b[: len(data)] = data
        return len(data)

    def __iter__(self) -> Iterator[bytes]:
        while True:
            line = self.pipe.readline()
            if not line:
                return
            yield line

    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return False

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.pipe.close_reader()

    def __enter__(self) -> PipeReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class PipeWriter:
    """The write end (a binary stream for ``CommandContext.stdout``)."""

    def __init__(self, pipe: Pipe) -> None:
        self.pipe = pipe
        self.closed = False

    def write(self, data: bytes | bytearray | memoryview) -> int:
        if self.closed:
            raise ValueError("write to closed pipe")
        return self.pipe.write(bytes(data))

    def flush(self) -> None:
        pass

    def readable(self) -> bool:
        return False

    def writable(self) -> bool:
        return True

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            self.pipe.close_writer()

    def __enter__(self) -> PipeWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def make_pipe(capacity: int, budget: Budget) -> tuple[PipeReader, PipeWriter]:
    p = Pipe(capacity, budget)
    return PipeReader(p), PipeWriter(p)
