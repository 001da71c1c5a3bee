"""The overlay's records of real files, and the streams that read and append to them without loading them.

A node of the overlay whose content is still on disk has ``data`` None and a
:class:`Lower` origin.  Appending to it (``echo x >> big``) or truncating it
keeps the content on disk: the node gets a :class:`Tail`, which says how many
bytes of the real file still count and what was written after them.  Only a
write into the middle (``O_RDWR``, ``dd conv=notrunc``) or a hard link loads
the file into memory.
"""

from __future__ import annotations

import errno
import io
import os
import stat as stat_mod
from collections.abc import Callable
from typing import Any

from vshell.fs.changes import FileIdentity
from vshell.fs.paths import oserror
from vshell.fs.protocol import FileType
from vshell.fs.real_gate import Gate

_MAX_BUFFER = 64 << 10
"""Commands read in blocks of 64 KiB or more (a bigger read goes around the buffer), so ``head -1`` of a big
file reads one such block."""


class Lower:
    """Where a node came from on disk: the gate, the path below the mount, and its ``lstat`` then.

    A walk makes one per entry it lists, so only the ``stat_result`` is kept:
    the identity and the path are made when asked for (by the change set, the
    read set and the commit stage, for the few files they look at).
    """

    __slots__ = ("checked", "dir_identity", "gate", "names", "rel", "st")

    def __init__(self, gate: Gate, rel: tuple[str, ...], st: os.stat_result) -> None:
        self.gate = gate
        self.rel = rel
        self.st = st
        self.names: dict[str, FileType] | None = None
        """A directory's names on disk when its listing was (last) read."""
        self.dir_identity: tuple[int, int] | None = None
        """A directory's (inode, mtime_ns) when its listing was read: when the disk's moves, it is re-read."""
        self.checked = -1
        """The run in which the directory was last compared with the disk."""

    @property
    def path(self) -> str:
        """The real path (for the read set, the change set and messages)."""
        return self.gate.path_of(self.rel)

    @property
    def size(self) -> int:
        return self.st.st_size

    @property
    def identity(self) -> FileIdentity:
        st = self.st
        return FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)

    @property
    def mode_at_load(self) -> int:
        return stat_mod.S_IMODE(self.st.st_mode)

    def same_entry(self, st: os.stat_result) -> bool:
        """True when ``st`` is the entry as it was listed (inode, mtime_ns, size and type)."""
        old = self.st
        return (st.st_ino, st.st_mtime_ns, st.st_size, stat_mod.S_IFMT(st.st_mode)) == (
            old.st_ino, old.st_mtime_ns, old.st_size, stat_mod.S_IFMT(old.st_mode)
        )

    def __repr__(self) -> str:
        return f"Lower({self.path!r})"


class Tail:
    """The first ``keep`` bytes of the real file, then ``data`` (held in memory)."""

    __slots__ = ("data", "keep")

    def __init__(self, keep: int, data: bytearray | None = None) -> None:
        self.keep = keep
        self.data = bytearray() if data is None else data

    @property
    def size(self) -> int:
        return self.keep + len(self.data)

    def __copy__(self) -> Tail:
        return Tail(self.keep, bytearray(self.data))


def buffer_size(size: int) -> int:
    """A read buffer as big as the file, between 8 KiB and 64 KiB (small files do not pay for a big one)."""
    return max(io.DEFAULT_BUFFER_SIZE, min(size, _MAX_BUFFER))


class LowerReader(io.RawIOBase):
    """A read-only stream on a real file (``pread`` at our own offset), optionally cut at ``keep`` and followed by a tail.

    The identity of the file actually opened is recorded in the read set when
    it is opened; the content is not hashed here (the change set hashes the
    few files the commit stage must compare, when it is made).
    """

    def __init__(self, fd: int, st: os.stat_result, name: str, tail: Tail | None = None) -> None:
        super().__init__()
        self._fd = fd
        self._pos = 0
        self._keep = st.st_size if tail is None else tail.keep
        self._extra = b"" if tail is None else bytes(tail.data)
        self._end = self._keep + len(self._extra)
        self.name = name

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        view = memoryview(buffer).cast("B")
        want = len(view)
        pos = self._pos
        if pos < self._keep:
            n = os.preadv(self._fd, [view[: min(want, self._keep - pos)]], pos)
            if n == 0:
                # The real file is shorter than when it was listed (edited on disk): what is
                # left of it ends here, and the commit stage refuses to apply over it.
                self._keep = pos
                self._end = pos + len(self._extra)
            else:
                self._pos = pos + n
                return n
        start = pos - self._keep
        chunk = self._extra[start : start + want]
        n = len(chunk)
        view[:n] = chunk
        self._pos = pos + n
        return n

    def readall(self) -> bytes:
        parts: list[bytes] = []
        while self._pos < self._keep:
            chunk = os.pread(self._fd, min(self._keep - self._pos, 1 << 24), self._pos)
            if not chunk:
                self._keep = self._pos
                self._end = self._pos + len(self._extra)
                break
            parts.append(chunk)
            self._pos += len(chunk)
        start = self._pos - self._keep
        parts.append(self._extra[start:])
        self._pos = self._end
        return b"".join(parts)

    def seek(self, offset: int, whence: int = 0) -> int:
        base = {0: 0, 1: self._pos, 2: self._end}[whence]
        if base + offset < 0:
            raise oserror(errno.EINVAL)
        self._pos = base + offset
        return self._pos

    def tell(self) -> int:
        return self._pos

    def fileno(self) -> int:
        raise io.UnsupportedOperation("an overlay file has no descriptor")

    def close(self) -> None:
        if not self.closed:
            os.close(self._fd)
        super().close()


class SmallFile(io.BytesIO):
    """A small real file read whole when it was opened: a read-only, seekable stream over its bytes."""

    def __init__(self, content: bytes, name: str) -> None:
        super().__init__(content)
        self.name = name

    def writable(self) -> bool:
        return False

    def write(self, b: Any) -> int:
        raise io.UnsupportedOperation("not writable")

    def truncate(self, size: int | None = None) -> int:
        raise io.UnsupportedOperation("not writable")

    def fileno(self) -> int:
        raise io.UnsupportedOperation("an overlay file has no descriptor")


class AppendFile(io.RawIOBase):
    """``O_WRONLY|O_APPEND`` on a file whose first part stays on disk: the overlay appends each write.

    ``append`` adds bytes at the end of the node, wherever its content lives
    by then (a tail, or memory if something loaded the file meanwhile), and
    returns the new size; ``size`` and ``truncate`` act on the node too.
    """

    def __init__(
        self, name: str, append: Callable[[bytes], int], size: Callable[[], int], truncate: Callable[[int], None]
    ) -> None:
        super().__init__()
        self._append = append
        self._size = size
        self._truncate = truncate
        self._pos = size()
        self.name = name

    def writable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        chunk = bytes(b)
        self._pos = self._append(chunk) if chunk else self._size()
        return len(chunk)

    def seek(self, offset: int, whence: int = 0) -> int:
        base = {0: 0, 1: self._pos, 2: self._size()}[whence]
        if base + offset < 0:
            raise oserror(errno.EINVAL)
        self._pos = base + offset
        return self._pos

    def tell(self) -> int:
        return self._pos

    def truncate(self, size: int | None = None) -> int:
        size = self._pos if size is None else size
        self._truncate(size)
        return size

    def fileno(self) -> int:
        raise io.UnsupportedOperation("an overlay file has no descriptor")
