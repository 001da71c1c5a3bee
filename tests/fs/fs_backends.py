"""The three backends of the conformance suite, each over the same absolute root path.

The real OS (``RealFS`` on a temporary directory) is the expectation; the
in-memory layer and the overlay must give the same outcome, errno for errno.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from vshell.fs.memory import MemoryFS
from vshell.fs.protocol import FileSystem, OpenMode
from vshell.fs.real import RealFS

FIXTURE: list[tuple[str, ...]] = [
    ("file", "f", "hello\n"),
    ("dir", "d"),
    ("file", "d/g", "g\n"),
    ("dir", "d/sub"),
    ("dir", "e"),
    ("symlink", "f", "lf"),
    ("symlink", "d", "ld"),
    ("symlink", "missing", "dangling"),
    ("symlink", "loop2", "loop1"),
    ("symlink", "loop1", "loop2"),
    ("symlink", "self", "self"),
    ("symlink", "d/g", "lg"),
    ("symlink", "../f", "d/up"),
]


def build(fs: FileSystem, root: str) -> None:
    """Create the fixture through the protocol itself."""
    for entry in FIXTURE:
        kind, a = entry[0], entry[1]
        if kind == "file":
            fs.write_bytes(f"{root}/{a}", entry[2].encode())
        elif kind == "dir":
            fs.mkdir(f"{root}/{a}")
        else:
            fs.symlink(a, f"{root}/{entry[2]}")


def make_real(tmp: Path) -> tuple[FileSystem, str]:
    root = os.path.realpath(tmp / "w")
    os.mkdir(root)
    fs = RealFS()
    build(fs, root)
    return fs, root


def make_memory(tmp: Path) -> tuple[FileSystem, str]:
    root = os.path.realpath(tmp / "w")
    fs = MemoryFS()
    fs.makedirs(root)
    build(fs, root)
    return fs, root


def make_overlay(tmp: Path) -> tuple[FileSystem, str]:
    """The fixture on disk, seen through the overlay (the lower layer), so nothing is in memory yet."""
    from vshell.fs.overlay import Overlay

    _, root = make_real(tmp)
    return Overlay([root]), root


def make_overlay_upper(tmp: Path) -> tuple[FileSystem, str]:
    """The fixture written through the overlay onto an empty mount (all in the upper layer)."""
    from vshell.fs.overlay import Overlay

    root = os.path.realpath(tmp / "w")
    os.mkdir(root)
    fs = Overlay([root])
    build(fs, root)
    return fs, root


def _overlay_available() -> bool:
    try:
        import vshell.fs.overlay  # noqa: F401
    except ImportError:
        return False
    return True


BACKENDS: dict[str, Callable[[Path], tuple[FileSystem, str]]] = {"memory": make_memory}
if _overlay_available():
    BACKENDS["overlay"] = make_overlay
    BACKENDS["overlay-upper"] = make_overlay_upper


def outcome(fn: Callable[[], Any]) -> tuple[Any, ...]:
    """``("ok", value)`` or ``("err", exception class name, errno)``: what two backends must agree on."""
    try:
        return ("ok", fn())
    except OSError as e:
        return ("err", type(e).__name__, e.errno)


def run_ops(fs: FileSystem, root: str, ops: list[tuple[Any, ...]]) -> list[tuple[Any, ...]]:
    """Run each operation, recording its outcome; paths are relative to ``root`` unless absolute."""

    def p(rel: str) -> str:
        if rel.startswith("/"):
            return rel
        return f"{root}/{rel}" if rel else root

    def st(s: Any) -> tuple[Any, ...]:
        size = s.size if not s.is_dir else None  # directory sizes differ between filesystems
        return (s.type.value, oct(s.mode), size, s.nlink)

    def rel(path: str) -> str:
        return path[len(root) :] if path.startswith(root) else "OUTSIDE:" + path

    def read(path: str, mode: OpenMode = OpenMode.READ) -> bytes:
        with fs.open(path, mode) as f:
            return f.read()

    def write(path: str, data: str, mode: OpenMode) -> None:
        with fs.open(path, mode) as f:
            f.write(data.encode())

    actions: dict[str, Callable[..., Any]] = {
        "read": lambda a: read(p(a)),
        "write": lambda a, data="x": write(p(a), data, OpenMode.WRITE),
        "append": lambda a, data="x": write(p(a), data, OpenMode.APPEND),
        "excl": lambda a, data="x": write(p(a), data, OpenMode.EXCLUSIVE),
        "rw": lambda a, data="x": write(p(a), data, OpenMode.READ_WRITE),
        "rwc": lambda a, data="x": write(p(a), data, OpenMode.READ_WRITE_CREATE),
        "mkdir": lambda a: fs.mkdir(p(a)),
        "rmdir": lambda a: fs.rmdir(p(a)),
        "unlink": lambda a: fs.unlink(p(a)),
        "rename": lambda a, b: fs.rename(p(a), p(b)),
        "symlink": lambda target, a: fs.symlink(target, p(a)),
        "readlink": lambda a: fs.readlink(p(a)),
        "link": lambda a, b: fs.link(p(a), p(b)),
        "chmod": lambda a, mode: fs.chmod(p(a), mode),
        "stat": lambda a: st(fs.stat(p(a))),
        "lstat": lambda a: st(fs.lstat(p(a))),
        "ls": lambda a: sorted(fs.listdir(p(a))),
        "scandir": lambda a: sorted((e.name, e.type.value) for e in fs.scandir(p(a))),
        "truncate": lambda a, n: fs.truncate(p(a), n),
        "realpath": lambda a: rel(fs.realpath(p(a))),
        "realpath_strict": lambda a: rel(fs.realpath(p(a), strict=True)),
        "exists": lambda a: fs.exists(p(a)),
        "ino_same": lambda a, b: fs.stat(p(a)).ino == fs.stat(p(b)).ino,
    }
    return [outcome(lambda op=op: actions[op[0]](*op[1:])) for op in ops]
