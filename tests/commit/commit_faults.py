"""Fault injection for the commit stage: every call in ``commit._os`` becomes a numbered step
that can fail (once, or from then on), run out of disk space at a byte boundary, or kill the process."""

from __future__ import annotations

import errno
import os
import signal
from collections.abc import Callable
from typing import Any

from vshell.commit import _os as cos

MUTATING = (
    "open_new",
    "write",
    "fsync",
    "close",
    "replace",
    "unlink",
    "mkdir",
    "rmdir",
    "link",
    "symlink",
    "chmod",
    "fsync_dir",
)
READING = ("lstat", "open_read", "read", "readlink", "listdir")
STEPS = MUTATING + READING
ERRNOS = (errno.EIO, errno.ENOSPC, errno.EACCES, errno.EROFS, errno.EPERM)


class Faults:
    """Wraps every ``commit._os`` step.  ``fail_at``: the 1-based step that fails; ``fail_from``:
    that step and every later one fail (a disk that went away).  ``quota``: bytes ``write`` may still
    write before ENOSPC (a short write first, as Linux does).  ``kill_at``: SIGKILL ourselves
    just before that step (the crash test's child).  ``real_fsync`` False makes fsync a counted
    no-op: the page cache survives a killed process, so tests need not wait for the disk."""

    def __init__(
        self,
        *,
        fail_at: int | None = None,
        fail_from: int | None = None,
        err: int = errno.EIO,
        quota: int | None = None,
        kill_at: int | None = None,
        real_fsync: bool = False,
    ) -> None:
        self.fail_at = fail_at
        self.fail_from = fail_from
        self.err = err
        self.quota = quota
        self.kill_at = kill_at
        self.real_fsync = real_fsync
        self.count = 0
        self.log: list[str] = []
        self.written = 0
        self.write_offsets: list[int] = []
        self.active = True
        self._saved: dict[str, Any] = {}

    def install(self) -> Faults:
        for name in STEPS:
            self._saved[name] = getattr(cos, name)
            setattr(cos, name, self._wrap(name, self._saved[name]))
        return self

    def uninstall(self) -> None:
        for name, fn in self._saved.items():
            setattr(cos, name, fn)
        self._saved.clear()

    def __enter__(self) -> Faults:
        return self.install()

    def __exit__(self, *exc: object) -> None:
        self.uninstall()

    def _wrap(self, name: str, real: Callable[..., Any]) -> Callable[..., Any]:
        def step(*args: Any) -> Any:
            if not self.active:
                return real(*args)
            self.count += 1
            self.log.append(name)
            if self.kill_at is not None and self.count >= self.kill_at:
                os.kill(os.getpid(), signal.SIGKILL)
            if self.count == self.fail_at or (self.fail_from is not None and self.count >= self.fail_from):
                raise OSError(self.err, os.strerror(self.err), args[0] if args and isinstance(args[0], str) else None)
            if name == "write":
                return self._write(real, *args)
            if name in ("fsync", "fsync_dir") and not self.real_fsync:
                return None
            return real(*args)

        return step

    def _write(self, real: Callable[..., int], fd: int, data: bytes | memoryview) -> int:
        self.write_offsets.append(self.written)
        if self.quota is not None:
            room = self.quota - self.written
            if room <= 0:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
            data = data[:room]
        n = real(fd, data)
        self.written += n
        return n


def disk_full_quotas(f: Faults) -> list[int]:
    """For every write: no byte fits, one byte fits, all but the last byte fit."""
    sizes = [
        *[b - a for a, b in zip(f.write_offsets, f.write_offsets[1:], strict=False)],
        f.written - f.write_offsets[-1],
    ]
    quotas: set[int] = set()
    for start, size in zip(f.write_offsets, sizes, strict=True):
        quotas.update(q for q in (start, start + 1, start + size - 1) if 0 <= q < f.written)
    return sorted(quotas)
