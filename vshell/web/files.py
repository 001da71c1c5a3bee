"""The read-only file endpoint's reader: one file of a session's view, never a host path.

The file is read through the session's own overlay, the only filesystem its
commands see: a pending change shows as the terminal would show it, and a
symlink whose target leaves the mounts does not resolve there, so it cannot
be read here either.  On top of that the resolved path must lie inside a
workspace mount (not the private ``/tmp``, ``HOME`` or ``/dev``) and be a
regular file; at most :data:`MAX_BYTES` of it are sent.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import Any

MAX_BYTES = 1 << 20


@dataclass(frozen=True, slots=True)
class FileView:
    status: int
    """HTTP status: 200, or 400/403/404 with ``text`` saying why."""
    text: str
    truncated: bool = False


def _inside(path: str, mounts: tuple[str, ...]) -> bool:
    return any(path == m or path.startswith(m.rstrip("/") + "/") for m in mounts)


def read_view_file(session: Any, path: str) -> FileView:
    """The text of ``path`` as ``session`` sees it (UTF-8, undecodable bytes replaced)."""
    if not path.startswith("/") or "\x00" in path:
        return FileView(400, "vshell: the path must be absolute")
    mounts = tuple(session.workspaces)
    wanted = posixpath.normpath(path)
    if not _inside(wanted, mounts):
        return FileView(403, "vshell: only files of the workspace are shown")
    fs = session.fs
    try:
        real = fs.realpath(wanted, strict=True)
        if not _inside(real, mounts):
            return FileView(403, "vshell: only files of the workspace are shown")
        if not fs.stat(real).is_file:
            return FileView(404, "vshell: not a regular file")
        with fs.open(real) as f:
            data = f.read(MAX_BYTES + 1)
    except (OSError, ValueError, RuntimeError):
        # a missing file, a symlink leading out of the mounts, a loop: all the same to the page
        return FileView(404, "vshell: no such file in this session's view")
    return FileView(200, data[:MAX_BYTES].decode("utf-8", "replace"), len(data) > MAX_BYTES)
