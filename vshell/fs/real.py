"""The filesystem protocol over the real OS, for the conformance suite only (tests).

Virtual paths are real absolute paths, so a test can run the same scenario
here, on :class:`~vshell.fs.memory.MemoryFS` and on the overlay and compare
the outcomes: this backend *is* the expectation.  Nothing in vshell's runtime
uses it; the sandbox reaches the disk only through :mod:`vshell.fs.real_gate`.
"""

from __future__ import annotations

import errno
import os
import stat as stat_mod
import time
from collections.abc import Iterator
from typing import BinaryIO

from vshell.fs.paths import oserror
from vshell.fs.protocol import DirEntry, FileType, OpenMode, Stat

_FLAGS = {
    OpenMode.READ: os.O_RDONLY,
    OpenMode.WRITE: os.O_WRONLY | os.O_CREAT | os.O_TRUNC,
    OpenMode.APPEND: os.O_WRONLY | os.O_CREAT | os.O_APPEND,
    OpenMode.EXCLUSIVE: os.O_WRONLY | os.O_CREAT | os.O_EXCL,
    OpenMode.READ_WRITE: os.O_RDWR,
    OpenMode.READ_WRITE_CREATE: os.O_RDWR | os.O_CREAT,
}


def file_type(mode: int) -> FileType:
    """The protocol's type for an ``st_mode``."""
    if stat_mod.S_ISDIR(mode):
        return FileType.DIR
    if stat_mod.S_ISLNK(mode):
        return FileType.SYMLINK
    if stat_mod.S_ISCHR(mode):
        return FileType.CHAR_DEVICE
    if stat_mod.S_ISFIFO(mode):
        return FileType.FIFO
    return FileType.FILE


def to_stat(st: os.stat_result) -> Stat:
    """A protocol ``Stat`` from ``os.stat_result``."""
    return Stat(
        type=file_type(st.st_mode),
        mode=stat_mod.S_IMODE(st.st_mode),
        size=st.st_size,
        mtime_ns=st.st_mtime_ns,
        atime_ns=st.st_atime_ns,
        ctime_ns=st.st_ctime_ns,
        ino=st.st_ino,
        nlink=st.st_nlink,
        uid=st.st_uid,
        gid=st.st_gid,
        dev=st.st_dev,
        rdev=st.st_rdev,
        blksize=st.st_blksize,
        blocks=st.st_blocks,
    )


def _absolute(path: str) -> str:
    if not path.startswith("/"):
        raise ValueError(f"relative path given to the filesystem: {path!r}")
    return path


class RealFS:
    """The protocol over the real OS (tests only)."""

    def stat(self, path: str) -> Stat:
        return to_stat(os.stat(_absolute(path)))

    def lstat(self, path: str) -> Stat:
        return to_stat(os.lstat(_absolute(path)))

    def exists(self, path: str) -> bool:
        return os.path.exists(_absolute(path))

    def open(self, path: str, mode: OpenMode = OpenMode.READ, perm: int = 0o666) -> BinaryIO:
        fd = os.open(_absolute(path), _FLAGS[mode], perm)
        if stat_mod.S_ISDIR(os.fstat(fd).st_mode):
            os.close(fd)
            raise oserror(errno.EISDIR, path)  # D-fs-opendir: refused at open, as MemoryFS does
        pymode = {
            OpenMode.READ: "rb",
            OpenMode.WRITE: "wb",
            OpenMode.APPEND: "ab",
            OpenMode.EXCLUSIVE: "wb",
            OpenMode.READ_WRITE: "r+b",
            OpenMode.READ_WRITE_CREATE: "r+b",
        }[mode]
        return os.fdopen(fd, pymode, buffering=0)  # type: ignore[return-value]

    def read_bytes(self, path: str) -> bytes:
        with self.open(path) as f:
            return f.read()

    def write_bytes(self, path: str, data: bytes) -> None:
        with self.open(path, OpenMode.WRITE) as f:
            f.write(data)

    def listdir(self, path: str) -> list[str]:
        return os.listdir(_absolute(path))

    def scandir(self, path: str) -> Iterator[DirEntry]:
        with os.scandir(_absolute(path)) as it:
            entries = [DirEntry(e.name, file_type(e.stat(follow_symlinks=False).st_mode)) for e in it]
        return iter(entries)

    def mkdir(self, path: str, mode: int = 0o777) -> None:
        os.mkdir(_absolute(path), mode)

    def rmdir(self, path: str) -> None:
        os.rmdir(_absolute(path))

    def unlink(self, path: str) -> None:
        os.unlink(_absolute(path))

    def rename(self, src: str, dst: str) -> None:
        os.rename(_absolute(src), _absolute(dst))

    def symlink(self, target: str, path: str) -> None:
        os.symlink(target, _absolute(path))

    def readlink(self, path: str) -> str:
        return os.readlink(_absolute(path))

    def link(self, src: str, dst: str) -> None:
        os.link(_absolute(src), _absolute(dst), follow_symlinks=False)

    def chmod(self, path: str, mode: int, follow_symlinks: bool = True) -> None:
        if not follow_symlinks and stat_mod.S_ISLNK(os.lstat(_absolute(path)).st_mode):
            raise oserror(errno.EOPNOTSUPP, path)
        os.chmod(path, mode)

    def utime(self, path: str, atime_ns: int | None, mtime_ns: int | None, follow_symlinks: bool = True) -> None:
        now = time.time_ns()
        times = (now if atime_ns is None else atime_ns, now if mtime_ns is None else mtime_ns)
        os.utime(_absolute(path), ns=times, follow_symlinks=follow_symlinks)

    def truncate(self, path: str, length: int) -> None:
        os.truncate(_absolute(path), length)

    def realpath(self, path: str, strict: bool = False) -> str:
        return os.path.realpath(_absolute(path), strict=strict)

    def umask(self, mask: int | None = None) -> int:
        old = os.umask(0o022 if mask is None else mask)
        if mask is None:
            os.umask(old)
        return old
