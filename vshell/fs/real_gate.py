"""The one gate to the real disk: read-only, descriptor-relative, no symlink ever followed.

Every byte vshell reads from a workspace comes through a :class:`Gate`.  The
gate holds a descriptor on the mount's root directory and reaches anything
below it one component at a time with ``openat(dirfd, name,
O_NOFOLLOW|O_DIRECTORY)``, or, where the kernel has it, in one
``openat2(RESOLVE_BENEATH|RESOLVE_NO_SYMLINKS)`` that walks the same way
(every symlink refused, no step above the root); the final file is opened
with ``O_NOFOLLOW`` and must be a regular file.  So a symlink swapped in on disk while a command runs
(T-swap) cannot redirect a read outside the workspace: the kernel refuses to
follow it (ELOOP/ENOTDIR) instead.  Components are checked to be plain names
(no ``/``, ``.`` or ``..``): the overlay resolves those in the virtual
namespace before it asks.  The gate never writes, creates or deletes.
"""

from __future__ import annotations

import errno
import os
import stat as stat_mod
import sys
from collections.abc import Callable, Iterator, Sequence

from vshell.fs.paths import oserror

_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
# O_NONBLOCK: a FIFO swapped in opens at once (and is then refused) instead of blocking; reads use pread.
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC | os.O_NONBLOCK

_SYS_OPENAT2 = 437  # one number on every architecture since Linux 5.1's unified syscall table
_RESOLVE = 0x04 | 0x08  # RESOLVE_NO_SYMLINKS | RESOLVE_BENEATH


def _open_how(flags: int) -> bytes:
    """openat2(2)'s ``struct open_how {u64 flags, mode, resolve}`` in the machine's byte order."""
    return b"".join(v.to_bytes(8, sys.byteorder) for v in (flags, 0, _RESOLVE))


_HOW_DIR = _open_how(_DIR_FLAGS)
_HOW_FILE = _open_how(_FILE_FLAGS)
_UNSUPPORTED = frozenset({errno.ENOSYS, errno.EPERM, errno.EINVAL, errno.E2BIG})


def _load_openat2() -> Callable[..., int] | None:
    """libc's ``syscall`` set up for openat2, or None where it cannot be (not Linux, an unknown machine).

    ``ctypes`` is imported here, once the process has walked ``_WALKS_FIRST`` paths, not when vshell starts."""
    if sys.platform != "linux" or os.uname().machine not in ("x86_64", "aarch64"):
        return None
    import ctypes

    try:
        fn = ctypes.CDLL(None, use_errno=True).syscall
    except (OSError, AttributeError):
        return None
    fn.restype = ctypes.c_long
    fn.argtypes = [ctypes.c_long, ctypes.c_int, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
    get_errno = ctypes.get_errno

    def openat2(dirfd: int, path: bytes, how: bytes) -> int:
        """The new descriptor, or minus the errno."""
        fd: int = fn(_SYS_OPENAT2, dirfd, path, how, len(how))
        return fd if fd >= 0 else -get_errno()

    return openat2


_openat2: list[Callable[[int, bytes, bytes], int] | None] = []
"""The one-call walk when the kernel has it (5.6+) and no seccomp filter refuses it: empty until it is loaded,
None after the first refusal."""

_WALKS_FIRST = 256
"""Paths opened by the walk before openat2 is loaded: loading it imports ``ctypes`` (about 3 ms), which the
few reads of a short run never earn back (the walk costs one ``openat`` per component)."""

_walks = [0]


Rel = Sequence[str]
"""A path below the mount root as its components."""


class Gate:
    """Read-only, symlink-proof access to one mounted real directory."""

    def __init__(self, root: str) -> None:
        self.root = root
        self._root_fd = os.open(root, _DIR_FLAGS)
        self.before_step: Callable[[Rel, int], None] | None = None
        """Test hook: called with the components and the index about to be opened (to swap files mid-walk)."""

    def close(self) -> None:
        if self._root_fd >= 0:
            os.close(self._root_fd)
            self._root_fd = -1

    def __del__(self) -> None:
        try:
            self.close()
        except OSError:
            pass

    def path_of(self, rel: Rel) -> str:
        return self.root if not rel else self.root.rstrip("/") + "/" + "/".join(rel)

    def _check(self, rel: Rel) -> None:
        for name in rel:
            if not name or name in (".", "..") or "/" in name or "\0" in name:
                raise ValueError(f"gate given a non-name component: {name!r}")

    def _open_beneath(self, rel: Rel, how: bytes) -> int | None:
        """``rel`` opened in one openat2(RESOLVE_BENEATH|RESOLVE_NO_SYMLINKS): the kernel walks it component by
        component, refusing every symlink and any step out of the mount, as the walk below does with one
        ``openat`` each.  None when the kernel has no openat2 (the caller walks)."""
        if not _openat2:
            _walks[0] += 1
            if _walks[0] <= _WALKS_FIRST:
                return None
            _openat2.append(_load_openat2())
        fn = _openat2[0]
        if fn is None:
            return None
        if self.before_step is not None:
            for i in range(len(rel)):
                self.before_step(rel, i)
        fd = fn(self._root_fd, os.fsencode("/".join(rel)), how)
        if fd >= 0:
            return fd
        if -fd in _UNSUPPORTED:
            _openat2[0] = None
            return None
        raise oserror(_walk_errno(OSError(-fd, os.strerror(-fd))), self.path_of(rel))

    def _open_dir(self, rel: Rel) -> int:
        """A new descriptor on the directory ``rel`` (the caller closes it)."""
        self._check(rel)
        if rel:
            got = self._open_beneath(rel, _HOW_DIR)
            if got is not None:
                return got
        fd = os.dup(self._root_fd)
        try:
            for i, name in enumerate(rel):
                if self.before_step is not None:
                    self.before_step(rel, i)
                nxt = os.open(name, _DIR_FLAGS, dir_fd=fd)
                os.close(fd)
                fd = nxt
        except OSError as e:
            os.close(fd)
            raise oserror(_walk_errno(e), self.path_of(rel)) from None
        return fd

    def lstat(self, rel: Rel) -> os.stat_result:
        self._check(rel)
        if not rel:
            return os.fstat(self._root_fd)
        fd = self._open_dir(rel[:-1])
        try:
            if self.before_step is not None:
                self.before_step(rel, len(rel) - 1)
            return os.stat(rel[-1], dir_fd=fd, follow_symlinks=False)
        except OSError as e:
            raise oserror(e.errno or errno.EIO, self.path_of(rel)) from None
        finally:
            os.close(fd)

    def scan(self, rel: Rel) -> list[tuple[str, os.stat_result, str | None]]:
        """Each entry of directory ``rel``: name, lstat, and the target for a symlink."""
        return self.scan_dir(rel)[1]

    def scan_dir(self, rel: Rel) -> tuple[os.stat_result, list[tuple[str, os.stat_result, str | None]]]:
        """The directory's own fstat (its identity as listed) and :meth:`scan`'s entries."""
        fd = self._open_dir(rel)
        out: list[tuple[str, os.stat_result, str | None]] = []
        try:
            dir_st = os.fstat(fd)
            with os.scandir(fd) as it:
                for entry in it:
                    try:
                        st = entry.stat(follow_symlinks=False)
                        target = os.readlink(entry.name, dir_fd=fd) if stat_mod.S_ISLNK(st.st_mode) else None
                    except OSError:
                        continue  # vanished between readdir and stat: as if listed a moment later
                    out.append((entry.name, st, target))
        finally:
            os.close(fd)
        return dir_st, out

    def open_file(self, rel: Rel) -> tuple[int, os.stat_result]:
        """A read-only descriptor on the regular file ``rel`` and its fstat."""
        self._check(rel)
        if not rel:
            raise oserror(errno.EISDIR, self.root)
        got = self._open_beneath(rel, _HOW_FILE)
        if got is not None:
            fd = got
        else:
            fd_dir = self._open_dir(rel[:-1])
            try:
                if self.before_step is not None:
                    self.before_step(rel, len(rel) - 1)
                fd = os.open(rel[-1], _FILE_FLAGS, dir_fd=fd_dir)
            except OSError as e:
                raise oserror(_walk_errno(e), self.path_of(rel)) from None
            finally:
                os.close(fd_dir)
        st = os.fstat(fd)
        if not stat_mod.S_ISREG(st.st_mode):
            os.close(fd)
            # A FIFO, socket or device inside a workspace is not content: refuse to read it.
            raise oserror(errno.EISDIR if stat_mod.S_ISDIR(st.st_mode) else errno.EACCES, self.path_of(rel))
        return fd, st

    def read_all(self, rel: Rel) -> tuple[bytes, os.stat_result]:
        fd, st = self.open_file(rel)
        try:
            return _read_up_to(fd, None, st.st_size), st
        finally:
            os.close(fd)

    def read_prefix(self, rel: Rel, size: int) -> bytes:
        """At most the first ``size`` bytes of the file."""
        fd, _st = self.open_file(rel)
        try:
            return _read_up_to(fd, size)
        finally:
            os.close(fd)

    def blocks(self, rel: Rel, size: int | None = None) -> Iterator[bytes]:
        """The file's content (its first ``size`` bytes) in blocks of 1 MiB: for hashing and comparing without loading it."""
        fd, _st = self.open_file(rel)
        try:
            left = size
            while left is None or left > 0:
                chunk = os.read(fd, _BLOCK if left is None else min(_BLOCK, left))
                if not chunk:
                    return
                if left is not None:
                    left -= len(chunk)
                yield chunk
        finally:
            os.close(fd)


_BLOCK = 1 << 20


def _read_up_to(fd: int, size: int | None, expect: int = 1 << 24) -> bytes:
    """Up to ``size`` bytes (all with None); the first read asks for ``expect`` + 1 (the file's size as
    stat'ed, so a small file costs one buffer of its own size and one read past its end)."""
    chunks = []
    left = size
    step = min(expect + 1, 1 << 24)
    while left is None or left > 0:
        chunk = os.read(fd, step if left is None else min(step, left))
        step = 1 << 24
        if not chunk:
            break
        chunks.append(chunk)
        if left is not None:
            left -= len(chunk)
    return b"".join(chunks)


def _walk_errno(e: OSError) -> int:
    """A symlink met where the gate will not follow one reads as ENOENT: the path does not exist in the sandbox."""
    if e.errno in (errno.ELOOP, errno.EMLINK, errno.EXDEV):
        return errno.ENOENT
    return e.errno or errno.EIO
