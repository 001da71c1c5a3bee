"""The few devices the sandbox has: /dev/null, /dev/zero, and the descriptors of the running command.

``/dev/stdin``, ``/dev/stdout``, ``/dev/stderr`` and ``/dev/fd/N`` name the
streams of *the command that opens them*, which differ between the stages of a
pipeline running at once in several threads.  So the streams are bound per
context with :func:`bind_fds` (a ``contextvars`` binding): the interpreter
wraps each command (each pipeline stage, in its own thread or context) in
``with bind_fds({0: stdin, 1: stdout, 2: stderr, 63: procsub_reader}):``.
Opening ``/dev/fd/N`` then gives a stream that reads from or writes to the
bound object without closing it; an unbound N is ENOENT, as on Linux for a
closed descriptor.
"""

from __future__ import annotations

import contextlib
import contextvars
import errno
import io
from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Any, BinaryIO

from vshell.fs.memory import Device
from vshell.fs.paths import oserror
from vshell.fs.protocol import OpenMode

_ZERO_CHUNK = 64 * 1024

_NONE: Mapping[int, Any] = MappingProxyType({})
_bound: contextvars.ContextVar[Mapping[int, Any]] = contextvars.ContextVar("vshell_fds", default=_NONE)


@contextlib.contextmanager
def bind_fds(fds: Mapping[int, Any]) -> Iterator[None]:
    """Bind descriptor numbers to streams for everything run inside the ``with``, in this context."""
    token = _bound.set(dict(fds))
    try:
        yield
    finally:
        _bound.reset(token)


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
