"""Every call the commit stage makes to the real disk, in one small module.

Tests inject faults (a failing ``fsync``, a full disk, a missing permission, a
crash) by monkeypatching the functions here, so every step of an apply goes
through exactly one of them.  Nothing else in ``commit`` imports ``os`` for
disk access.
"""

from __future__ import annotations

import errno
import fcntl
import os
import stat as stat_mod
from collections.abc import Iterator

_CHUNK = 1024 * 1024
_WRITE_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
_READ_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC


def lstat(path: str) -> os.stat_result:
    return os.lstat(path)


def lstat_or_none(path: str) -> os.stat_result | None:
    """``lstat``, or None when nothing is there (ENOENT, or a parent that is not a directory)."""
    try:
        return lstat(path)
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        return None


def is_dir(st: os.stat_result | None) -> bool:
    return st is not None and stat_mod.S_ISDIR(st.st_mode)


def open_new(path: str, mode: int = 0o600) -> int:
    """Create ``path`` exclusively (never following a symlink) and return a write descriptor."""
    return os.open(path, _WRITE_FLAGS, mode)


def open_read(path: str) -> int:
    return os.open(path, _READ_FLAGS)


def write(fd: int, data: bytes | memoryview) -> int:
    return os.write(fd, data)


def read(fd: int, size: int) -> bytes:
    return os.read(fd, size)


def fsync(fd: int) -> None:
    os.fsync(fd)


def close(fd: int) -> None:
    os.close(fd)


def replace(src: str, dst: str) -> None:
    os.replace(src, dst)


def unlink(path: str) -> None:
    os.unlink(path)


def mkdir(path: str, mode: int = 0o700) -> None:
    os.mkdir(path, mode)


def rmdir(path: str) -> None:
    os.rmdir(path)


def link(src: str, dst: str) -> None:
    os.link(src, dst, follow_symlinks=False)


def symlink(target: str, path: str) -> None:
    os.symlink(target, path)


def chmod(path: str, mode: int) -> None:
    os.chmod(path, mode)


def readlink(path: str) -> str:
    return os.readlink(path)


def listdir(path: str) -> list[str]:
    return os.listdir(path)


def realpath(path: str) -> str:
    return os.path.realpath(path)


def fsync_dir(path: str) -> None:
    """Make a directory's entries (a rename, a new or removed name) durable."""
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def lock_dir(path: str) -> int:
    """Take the workspace's commit lock (``flock`` on the journal directory) without waiting.

    Raises ``BlockingIOError`` while another process holds it.  The kernel drops
    the lock when its holder dies, so a crash never leaves the workspace locked.
    """
    fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BaseException:
        os.close(fd)
        raise
    return fd


def unlock(fd: int) -> None:
    os.close(fd)  # closing the descriptor releases the flock


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data``; a short write followed by nothing is a full disk."""
    view = memoryview(data)
    while view:
        n = write(fd, view[:_CHUNK])
        if n <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[n:]


def read_file(path: str, limit: int | None = None) -> bytes:
    """The content of a regular file (not following a final symlink), at most ``limit`` bytes."""
    fd = open_read(path)
    try:
        parts: list[bytes] = []
        total = 0
        while limit is None or total < limit:
            chunk = read(fd, _CHUNK if limit is None else min(_CHUNK, limit - total))
            if not chunk:
                break
            parts.append(chunk)
            total += len(chunk)
        return b"".join(parts)
    finally:
        close(fd)


def read_blocks(path: str) -> Iterator[bytes]:
    """The content of a regular file (not following a final symlink) in blocks: hashed without loading it."""
    fd = open_read(path)
    try:
        while chunk := read(fd, _CHUNK):
            yield chunk
    finally:
        close(fd)


def copy_file(path: str, source: str, length: int, tail: bytes, mode: int) -> None:
    """Create ``path`` with the first ``length`` bytes of ``source`` then ``tail``, block by block; durable
    on return; a partial file is removed.  A big file appended to is written this way, never loaded."""
    fd = open_new(path, 0o600)
    try:
        src = open_read(source)
        try:
            left = length
            while left > 0:
                chunk = read(src, min(_CHUNK, left))
                if not chunk:
                    raise OSError(errno.EIO, f"{source} is shorter than when it was read")
                write_all(fd, chunk)
                left -= len(chunk)
        finally:
            close(src)
        write_all(fd, tail)
        fsync(fd)
    except BaseException:
        close(fd)
        try:
            unlink(path)
        except OSError:
            pass
        raise
    close(fd)
    chmod(path, mode)


def write_file(path: str, data: bytes, mode: int) -> None:
    """Create ``path`` with ``data`` and ``mode``, durable on return; a partial file is removed."""
    fd = open_new(path, 0o600)
    try:
        write_all(fd, data)
        fsync(fd)
    except BaseException:
        close(fd)
        try:
            unlink(path)
        except OSError:
            pass
        raise
    close(fd)
    chmod(path, mode)


# ---- the host's state directory (the journal's key), outside the numbered steps of an apply


def makedirs_private(path: str) -> None:
    """``mkdir -p`` with mode 0700 for what it creates."""
    os.makedirs(path, mode=0o700, exist_ok=True)


def create_private(path: str, data: bytes) -> None:
    """Create ``path`` (0600) holding ``data`` all at once: written beside it, then hard-linked into place,
    so a reader never sees it half-written and two creators agree on the first one's content."""
    tmp = f"{path}.{os.getpid()}.{os.urandom(4).hex()}.tmp"
    fd = os.open(tmp, _WRITE_FLAGS, 0o600)
    try:
        write_all_raw(fd, data)
        os.fsync(fd)
    finally:
        os.close(fd)
    os.chmod(tmp, 0o600)
    try:
        os.link(tmp, path, follow_symlinks=False)
    except FileExistsError:
        pass
    finally:
        os.unlink(tmp)


def write_all_raw(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        n = os.write(fd, view)
        if n <= 0:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        view = view[n:]


def read_private(path: str, size: int) -> bytes:
    """A secret of exactly ``size`` bytes from a regular file only its owner (we) can read or write."""
    st = os.lstat(path)
    if not stat_mod.S_ISREG(st.st_mode) or st.st_uid != os.geteuid() or st.st_mode & 0o077:
        raise PermissionError(errno.EACCES, "the key file is not private to this user", path)
    fd = os.open(path, _READ_FLAGS)
    try:
        if os.fstat(fd).st_ino != st.st_ino:
            raise PermissionError(errno.EACCES, "the key file was replaced while it was read", path)
        data = os.read(fd, size + 1)
    finally:
        os.close(fd)
    if len(data) != size:
        raise PermissionError(errno.EINVAL, "the key file has the wrong size", path)
    return data


def confined(path: str, root: str) -> str | None:
    """Why ``path`` is not reached from ``root`` through real directories only, or None when it is.

    ``path`` must be a normalized absolute path strictly below ``root``; each directory between
    them that exists must be a directory, not a symlink (``lstat``, component by component).  A
    component that does not exist ends the walk: nothing below it exists either.
    """
    if not path.startswith("/") or os.path.normpath(path) != path or "\0" in path:
        return "is not a normalized absolute path"
    base = root.rstrip("/") or "/"
    prefix = base if base == "/" else base + "/"
    if path == base or not path.startswith(prefix):
        return "is outside the workspace folder"
    cur = base
    for part in path[len(prefix) :].split("/")[:-1]:
        cur = f"{cur}/{part}" if cur != "/" else f"/{part}"
        st = lstat_or_none(cur)
        if st is None:
            return None
        if stat_mod.S_ISLNK(st.st_mode):
            return f"goes through the symlink {cur}"
        if not stat_mod.S_ISDIR(st.st_mode):
            return None  # nothing can be below a file: every step on this path fails with ENOTDIR
    return None
