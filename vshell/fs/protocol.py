"""The filesystem protocol every backend implements (memory, overlay, real).

The contract, in the words of the OS:

* Paths are *virtual absolute* ``str`` paths (``/work/proj/a.txt``); names
  that are not valid UTF-8 are carried with ``surrogateescape``.  Relative
  paths are resolved by callers with :func:`vshell.fs.paths.resolve` against a
  cwd; a backend receiving a relative path raises ``ValueError`` (a bug).
* Errors are ``OSError(errno, os.strerror(errno), path)`` raised exactly where
  Linux would raise them, with the same errno (``ENOENT``, ``ENOTDIR``,
  ``EISDIR``, ``EEXIST``, ``ENOTEMPTY``, ``EACCES``, ``ELOOP``, ``EXDEV``,
  ``EINVAL``, ``ENAMETOOLONG``, ``EFBIG``/``ENOSPC`` for limits), so that
  ``cat: x: No such file or directory`` comes out right by construction.
* A call that fails changes nothing.
* ``stat``/``open``/... follow symlinks in every component; ``lstat``,
  ``readlink``, ``unlink`` and ``rename`` do not follow the last component.
* ``open`` returns a binary file object (``read``, ``readline``, iteration,
  ``write``, ``seek``, ``tell``, ``truncate``, ``close``, context manager).
  A write becomes visible to other readers when it is written (no buffering
  beyond the object's own), as on a real filesystem.
"""

# No `from __future__ import annotations`: the named tuples' annotations must be the types themselves, or
# typing compiles each one (and with the first compile() Python builds its whole `ast` module, ~4 ms).
import enum
from collections.abc import Iterator
from typing import BinaryIO, NamedTuple, Protocol


class FileType(enum.Enum):
    FILE = "file"
    DIR = "dir"
    SYMLINK = "symlink"
    CHAR_DEVICE = "chardev"  # /dev/null, /dev/zero, /dev/stdin ...
    FIFO = "fifo"  # /dev/fd/N of a process substitution


class Stat(NamedTuple):
    """What ``stat(2)`` tells, in the units GNU tools print.

    A named tuple, not a frozen dataclass: walks make one per entry, and a
    tuple is built several times faster (issue 14).
    """

    type: FileType
    mode: int  # permission bits only (0o7777)
    size: int
    mtime_ns: int
    atime_ns: int
    ctime_ns: int
    ino: int
    nlink: int = 1
    uid: int = 1000
    gid: int = 1000
    dev: int = 1
    rdev: int = 0
    blksize: int = 4096
    blocks: int = 0  # 512-byte blocks

    @property
    def is_dir(self) -> bool:
        return self.type is FileType.DIR

    @property
    def is_file(self) -> bool:
        return self.type is FileType.FILE

    @property
    def is_symlink(self) -> bool:
        return self.type is FileType.SYMLINK


class DirEntry(NamedTuple):
    name: str
    type: FileType


class OpenMode(enum.Enum):
    READ = "r"  # O_RDONLY
    WRITE = "w"  # O_WRONLY|O_CREAT|O_TRUNC
    APPEND = "a"  # O_WRONLY|O_CREAT|O_APPEND
    EXCLUSIVE = "x"  # O_WRONLY|O_CREAT|O_EXCL (noclobber, mktemp)
    READ_WRITE = "r+"  # O_RDWR (no create, no truncate)
    READ_WRITE_CREATE = "rw"  # O_RDWR|O_CREAT (bash's <>)


class FileSystem(Protocol):
    """The small, errno-faithful filesystem every part of vshell sees."""

    def stat(self, path: str) -> Stat: ...

    def lstat(self, path: str) -> Stat: ...

    def exists(self, path: str) -> bool:
        """True when ``stat`` succeeds (follows symlinks)."""
        ...

    def open(self, path: str, mode: OpenMode = OpenMode.READ, perm: int = 0o666) -> BinaryIO:
        """Open a file; ``perm`` is applied (after the umask) when the file is created."""
        ...

    def read_bytes(self, path: str) -> bytes: ...

    def write_bytes(self, path: str, data: bytes) -> None: ...

    def listdir(self, path: str) -> list[str]:
        """Names in the directory, without ``.`` and ``..``, in no particular order."""
        ...

    def scandir(self, path: str) -> Iterator[DirEntry]: ...

    def mkdir(self, path: str, mode: int = 0o777) -> None: ...

    def rmdir(self, path: str) -> None: ...

    def unlink(self, path: str) -> None: ...

    def rename(self, src: str, dst: str) -> None: ...

    def symlink(self, target: str, path: str) -> None: ...

    def readlink(self, path: str) -> str: ...

    def link(self, src: str, dst: str) -> None: ...

    def chmod(self, path: str, mode: int, follow_symlinks: bool = True) -> None: ...

    def utime(self, path: str, atime_ns: int | None, mtime_ns: int | None, follow_symlinks: bool = True) -> None:
        """Set times; ``None`` means now."""
        ...

    def truncate(self, path: str, length: int) -> None: ...

    def realpath(self, path: str, strict: bool = False) -> str:
        """Resolve every symlink; with ``strict`` raise as ``realpath -e`` would."""
        ...

    def umask(self, mask: int | None = None) -> int:
        """Return the current umask, setting it when ``mask`` is given."""
        ...
