"""Lexical path helpers shared by every backend and by the interpreter.

Nothing here touches a filesystem: ``resolve`` joins and normalises like
``cd -L`` does in bash (``..`` removes the previous component textually), and
``components`` splits a virtual absolute path the way the kernel walks it.
Names that are not valid UTF-8 are ``str`` with surrogate escapes; ``encode``
and ``decode`` convert at the edge to the real disk.
"""

from __future__ import annotations

import os
import posixpath

SYMLINK_HOPS = 40
"""Linux's MAXSYMLINKS: the 41st symlink followed in one lookup gives ELOOP."""

NAME_MAX = 255
PATH_MAX = 4096


def resolve(cwd: str, path: str) -> str:
    """Join ``path`` to ``cwd`` and normalise ``.``/``..`` lexically; never returns a leading ``//``.

    The same rule as :func:`vshell.command.resolve` (kept in one place for the
    filesystem side); a trailing slash is dropped, callers that care about it
    check the original text.
    """
    joined = posixpath.join(cwd, path) if path else cwd
    norm = posixpath.normpath(joined)
    if norm.startswith("//"):
        norm = "/" + norm.lstrip("/")
    return norm


def components(path: str) -> list[str]:
    """The non-empty components of an absolute path; ``.`` and ``..`` are kept for the walker."""
    return [c for c in path.split("/") if c]


def has_trailing_slash(path: str) -> bool:
    """``a/`` asks for a directory: the kernel follows a final symlink and refuses a file (ENOTDIR)."""
    return len(path) > 1 and path.endswith("/")


def is_within(path: str, root: str) -> bool:
    """True when normalised ``path`` is ``root`` or below it (both absolute, normalised)."""
    if root == "/":
        return True
    return path == root or path.startswith(root + "/")


def encode(name: str) -> bytes:
    """A virtual name as the bytes the real disk holds (surrogateescape round trip)."""
    return os.fsencode(name)


def decode(raw: bytes) -> str:
    """Bytes from the real disk as a virtual name; invalid UTF-8 survives as surrogates."""
    return os.fsdecode(raw)


def oserror(err: int, path: str | None = None) -> OSError:
    """``OSError(errno, strerror, path)`` as the OS would raise it."""
    if path is None:
        return OSError(err, os.strerror(err))
    return OSError(err, os.strerror(err), path)
