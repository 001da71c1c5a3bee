"""The few devices the sandbox has: /dev/null, /dev/zero, the descriptors of the running command, and FIFOs.

``/dev/stdin``, ``/dev/stdout``, ``/dev/stderr`` and ``/dev/fd/N`` name the
streams of *the command that opens them*, which differ between the stages of a
pipeline running at once in several threads.  So the streams are bound per
context with :func:`bind_fds` (a ``contextvars`` binding): the interpreter
wraps each command (each pipeline stage, in its own thread or context) in
``with bind_fds({0: stdin, 1: stdout, 2: stderr, 63: procsub_reader}):``.
Opening ``/dev/fd/N`` then gives a stream that reads from or writes to the
bound object without closing it; an unbound N is ENOENT, as on Linux for a
closed descriptor.

A FIFO (``mkfifo``) lives only in memory, in the overlay's upper layer: a
:class:`Fifo` is the kernel's pipe object behind the name, joining the
threads that run jobs and pipeline stages.  Opening it for reading blocks
until a writer opens it and the other way round (``O_RDWR`` never blocks, as
on Linux); data flows through a bounded buffer; readers see EOF once every
writer has closed; a write with no reader left is EPIPE.  Every blocking wait
is sliced through the budget of what is running (:func:`bind_budget`: a job, a
pipeline stage, timeout's command; else the run's), so a cancel, the deadline
or ``kill %1`` ends it, the way SIGTERM ends a process blocked in open(2).
"""

from __future__ import annotations

import contextlib
import contextvars
import errno
import io
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from types import MappingProxyType
from typing import Any, BinaryIO

from vshell.fs.paths import oserror
from vshell.fs.protocol import OpenMode
from vshell.limits import Budget, Limits

_ZERO_CHUNK = 64 * 1024
_READ_MODES = frozenset({OpenMode.READ, OpenMode.READ_WRITE, OpenMode.READ_WRITE_CREATE})
_WAIT_SLICE = 0.05  # seconds a blocked FIFO open/read/write sleeps between looks at the budget
# How long a writer opening a FIFO gives readers that are neither blocked nor gone to close or to read
# again.  A process that has read its line or its EOF closes at once; a thread may not have run yet, and a
# writer taking it for its partner would see its data dropped at that close (`while read l < p` loops).
_CLOSE_GRACE = 0.1


class Device:
    """A character device or FIFO node's behaviour: ``open`` returns the stream for one opener."""

    checks_permissions = False
    """True when opening obeys the node's mode bits (a FIFO); /dev/null and /dev/fd/N are always open to all."""

    def open(self, mode: OpenMode) -> BinaryIO:  # pragma: no cover - interface
        raise NotImplementedError

_NONE: Mapping[int, Any] = MappingProxyType({})
_bound: contextvars.ContextVar[Mapping[int, Any]] = contextvars.ContextVar("vshell_fds", default=_NONE)
_budget: contextvars.ContextVar[Budget | None] = contextvars.ContextVar("vshell_budget", default=None)


@contextlib.contextmanager
def bind_fds(fds: Mapping[int, Any]) -> Iterator[None]:
    """Bind descriptor numbers to streams for everything run inside the ``with``, in this context."""
    token = _bound.set(dict(fds))
    try:
        yield
    finally:
        _bound.reset(token)


@contextlib.contextmanager
def bind_budget(budget: Budget) -> Iterator[None]:
    """The budget of what runs inside the ``with`` in this context (a job, a pipeline stage, timeout's
    command): FIFO waits end through it, so ``kill %1`` or timeout's deadline ends a blocked open."""
    token = _budget.set(budget)
    try:
        yield
    finally:
        _budget.reset(token)


def bound_fds() -> Mapping[int, Any]:
    """The descriptors bound in the current context."""
    return _bound.get()


class _Stream(io.RawIOBase):
    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)


class NullStream(_Stream):
    """/dev/null: reads end at once, writes vanish."""

    def read(self, size: int | None = -1) -> bytes:
        return b""

    def readline(self, size: int | None = -1) -> bytes:
        return b""

    def write(self, b: Any) -> int:
        return len(b)


class ZeroStream(_Stream):
    """/dev/zero: endless NULs; ``read()`` without a size returns one chunk, never everything."""

    def read(self, size: int | None = -1) -> bytes:
        return bytes(_ZERO_CHUNK if size is None or size < 0 else size)

    def readline(self, size: int | None = -1) -> bytes:
        return self.read(size)

    def write(self, b: Any) -> int:
        return len(b)


class BoundStream(io.RawIOBase):
    """A view of a bound stream: closing it leaves the command's own stream open (like closing a dup)."""

    def __init__(self, target: Any, readable: bool, writable: bool) -> None:
        super().__init__()
        self._target = target
        self._readable = readable
        self._writable = writable

    def readable(self) -> bool:
        return self._readable

    def writable(self) -> bool:
        return self._writable

    def read(self, size: int | None = -1) -> bytes:
        if not self._readable:
            raise oserror(errno.EBADF)
        data: bytes = self._target.read(-1 if size is None else size)
        return data

    def readline(self, size: int | None = -1) -> bytes:
        if not self._readable:
            raise oserror(errno.EBADF)
        data: bytes = self._target.readline(-1 if size is None else size)
        return data

    def readinto(self, buffer: Any) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def write(self, b: Any) -> int:
        if not self._writable:
            raise oserror(errno.EBADF)
        self._target.write(bytes(b))
        return len(b)

    def flush(self) -> None:
        if self._writable and not self.closed:
            flush = getattr(self._target, "flush", None)
            if flush is not None:
                flush()


class NullDevice(Device):
    def open(self, mode: OpenMode) -> BinaryIO:
        return NullStream()  # type: ignore[return-value]


class ZeroDevice(Device):
    def open(self, mode: OpenMode) -> BinaryIO:
        return ZeroStream()  # type: ignore[return-value]


class RefusedDevice(Device):
    """A FIFO or device found on the real disk: the sandbox opens it from neither end (EACCES)."""

    def open(self, mode: OpenMode) -> BinaryIO:
        raise oserror(errno.EACCES)


class FdDevice(Device):
    """/dev/fd/N (and /dev/stdin = 0, /dev/stdout = 1, /dev/stderr = 2) of the opening command."""

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def open(self, mode: OpenMode) -> BinaryIO:
        target = _bound.get().get(self.fd)
        if target is None:
            raise oserror(errno.ENOENT, f"/dev/fd/{self.fd}")
        reading = mode in (OpenMode.READ, OpenMode.READ_WRITE, OpenMode.READ_WRITE_CREATE)
        writing = mode is not OpenMode.READ
        return BoundStream(target, reading, writing)  # type: ignore[return-value]


class _Opener:
    """One open(2) of a FIFO waiting for the other end."""

    __slots__ = ("budget", "dropped", "reading")

    def __init__(self, budget: Budget, reading: bool) -> None:
        self.budget = budget
        self.reading = reading
        self.dropped = False

    def stale(self) -> bool:
        """True once its run, job or command has ended: the opener is as good as gone."""
        b: Budget | None = self.budget
        while b is not None:
            if b.aborted is not None or b.cancel_event.is_set():
                return True
            b = getattr(b, "parent", None)  # a job's or timeout's budget ends with the run's
        return False


class Fifo(Device):
    """The pipe object behind a FIFO's name: counts of open ends, a bounded buffer, and the waits on them."""

    checks_permissions = True

    def __init__(self, budget_of: Callable[[], Budget | None], limits: Limits) -> None:
        self._budget_of = budget_of
        self._limits = limits
        self.capacity = limits.pipe_buffer
        self._cond = threading.Condition(threading.Lock())
        self._buf = bytearray()
        self.readers = 0
        self.writers = 0
        # How many times each end was ever opened: an opener waiting for its partner wakes when the
        # partner came, even if it has already gone again (Linux's r_counter/w_counter).
        self._reader_opens = 0
        self._writer_opens = 0
        self._waiting: list[_Opener] = []
        # Each time the last writer leaves, the readers blocked then have their EOF (Linux wakes them with
        # it): they no longer wait for data, however late their thread runs.
        self._quiet = 0
        self._live: dict[int, int] = {}  # readers blocked in open or in a read, by the _quiet they wait in

    def budget(self) -> Budget:
        """The running command's budget (bound by :func:`bind_budget`, else the run's); without one (a bare
        MemoryFS in tests) a fresh one bounds the wait."""
        return _budget.get() or self._budget_of() or Budget(self._limits)

    def wait(self, budget: Budget, timeout: float = _WAIT_SLICE) -> None:
        """Sleep one slice (the caller holds the lock); raise if what is running must end."""
        self._cond.wait(timeout)
        self._cond.release()
        try:
            budget.check()
        finally:
            self._cond.acquire()

    def open(self, mode: OpenMode) -> BinaryIO:
        reading = mode in _READ_MODES
        writing = mode is not OpenMode.READ
        budget = self.budget()
        with self._cond:
            self._drop_stale()
            if writing and not reading:
                self._let_readers_settle(budget)
            if reading:
                self.readers += 1
                self._reader_opens += 1
            if writing:
                self.writers += 1
                self._writer_opens += 1
            self._cond.notify_all()
            if reading and writing:
                return FifoStream(self, reading, writing, budget)  # type: ignore[return-value]
            me = _Opener(budget, reading)
            self._waiting.append(me)
            try:
                if reading:
                    seen = self._writer_opens
                    while self.writers == 0 and self._writer_opens == seen:
                        self._wait_as_reader(budget, self._quiet)
                else:
                    seen = self._reader_opens
                    while self.readers == 0 and self._reader_opens == seen:
                        self.wait(budget)
            except BaseException:
                if not me.dropped:
                    self._waiting.remove(me)
                    self._release(reading, writing)
                raise
            self._waiting.remove(me)
        return FifoStream(self, reading, writing, budget)  # type: ignore[return-value]

    def _let_readers_settle(self, budget: Budget) -> None:
        """Before a writer joins a FIFO nobody writes to: wait (briefly) while its readers are all between a
        read and their close, so that it pairs with a reader that will read (see ``_CLOSE_GRACE``)."""
        end = time.monotonic() + _CLOSE_GRACE
        while self.writers == 0 and self.readers > 0 and not self._live.get(self._quiet):
            left = end - time.monotonic()
            if left <= 0:
                return
            self.wait(budget, min(left, _WAIT_SLICE))

    def _wait_as_reader(self, budget: Budget, quiet: int) -> None:
        """A reader waits for a writer or for data: it is live (a writer may pair with it at once)."""
        self._live[quiet] = self._live.get(quiet, 0) + 1
        self._cond.notify_all()
        try:
            self.wait(budget)
        finally:
            left = self._live[quiet] - 1
            if left:
                self._live[quiet] = left
            else:
                del self._live[quiet]

    def _drop_stale(self) -> None:
        """Openers still waiting for a partner whose run or job has ended leave now, not at their next look
        at the budget: a later run's opener must not take a dead one for its partner (and lose its data)."""
        for op in [op for op in self._waiting if op.stale()]:
            self._waiting.remove(op)
            op.dropped = True
            self._release(op.reading, not op.reading)

    def _release(self, reading: bool, writing: bool) -> None:
        """Close one opener's ends (the caller holds the lock); the data goes when nobody holds the FIFO open."""
        if reading:
            self.readers -= 1
        if writing:
            self.writers -= 1
            if self.writers == 0:
                self._quiet += 1
        if self.readers == 0 and self.writers == 0:
            self._buf.clear()
        self._cond.notify_all()

    def close_end(self, reading: bool, writing: bool) -> None:
        with self._cond:
            self._release(reading, writing)

    def read(self, n: int, budget: Budget) -> bytes:
        """Up to ``n`` bytes once any are there (all of it until EOF when ``n`` < 0); b"" at EOF."""
        with self._cond:
            quiet = self._quiet
            if n < 0:
                acc = bytearray()
                while True:
                    if self._buf:
                        acc += self._buf
                        self._buf.clear()
                        self._cond.notify_all()
                    elif self.writers == 0 or self._quiet != quiet:
                        return bytes(acc)
                    else:
                        self._wait_as_reader(budget, quiet)
            while not self._buf and self.writers > 0 and self._quiet == quiet:
                self._wait_as_reader(budget, quiet)
            data = bytes(self._buf[:n])
            del self._buf[:n]
            self._cond.notify_all()
            return data

    def readline(self, limit: int, budget: Budget) -> bytes:
        with self._cond:
            quiet = self._quiet
            while True:
                i = self._buf.find(b"\n")
                if i >= 0 or self.writers == 0 or self._quiet != quiet or 0 <= limit <= len(self._buf):
                    end = i + 1 if i >= 0 else len(self._buf)
                    if 0 <= limit < end:
                        end = limit
                    data = bytes(self._buf[:end])
                    del self._buf[:end]
                    self._cond.notify_all()
                    return data
                self._wait_as_reader(budget, quiet)

    def write(self, data: bytes, budget: Budget) -> int:
        view = memoryview(data)
        with self._cond:
            while view:
                if self.readers == 0:
                    raise BrokenPipeError(errno.EPIPE, "Broken pipe")
                room = self.capacity - len(self._buf)
                if room <= 0:
                    self.wait(budget)
                    continue
                self._buf += view[:room]
                view = view[room:]
                self._cond.notify_all()
        return len(data)


class FifoStream(io.RawIOBase):
    """One opener's ends of a FIFO; closing it (or dropping it) closes them."""

    def __init__(self, fifo: Fifo, reading: bool, writing: bool, budget: Budget) -> None:
        super().__init__()
        self._fifo = fifo
        self._reading = reading
        self._writing = writing
        self._budget = budget

    def readable(self) -> bool:
        return self._reading

    def writable(self) -> bool:
        return self._writing

    def _check(self, allowed: bool) -> None:
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        if not allowed:
            raise oserror(errno.EBADF)

    def read(self, size: int | None = -1) -> bytes:
        self._check(self._reading)
        return self._fifo.read(-1 if size is None else size, self._budget)

    def readall(self) -> bytes:
        return self.read(-1)

    def readinto(self, buffer: Any) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def readline(self, size: int | None = -1) -> bytes:
        self._check(self._reading)
        return self._fifo.readline(-1 if size is None else size, self._budget)

    def write(self, b: Any) -> int:
        self._check(self._writing)
        return self._fifo.write(bytes(b), self._budget)

    def close(self) -> None:
        if not self.closed:
            self._fifo.close_end(self._reading, self._writing)
        super().close()
