"""An in-memory filesystem that behaves like Linux: the upper layer of the overlay, and a test double.

Inodes are :class:`Node` objects; a directory holds ``name -> Node``, so hard
links are two names for one node and ``nlink`` is counted as the kernel does
(files: names; directories: 2 + subdirectories).  Path lookup is the kernel's
walk (``path_resolution(7)``): component by component, following symlinks in
every component but the last unless asked to, at most 40 symlinks per lookup
(then ``ELOOP``), ``..`` taken physically from the directory actually reached.

Errors are ``OSError(errno, strerror, path)`` with the errno Linux gives;
a call that fails changes nothing.  Decisions (NOTES.md):

* D-fs-perm: the sandbox user owns every file and is an ordinary user, as
  the golden cases are recorded (bash runs as ``nobody`` there): with
  ``enforce_permissions=True`` (the overlay's default) the owner's bits
  give EACCES as Linux does for a non-root owner (read, write, search).
  MemoryFS alone defaults to False, a permissive test double.
* D-fs-opendir: ``open`` of a directory for reading raises ``EISDIR`` at
  once (Linux raises it at the first ``read``); every caller reports it the
  same way (``cat: d: Is a directory``).
* ``EXDEV`` never happens: one namespace, one device.

The overlay subclasses this class and supplies nodes lazily from the real
disk through the hooks ``_entries``, ``_open_existing`` and ``_materialize``.
"""

from __future__ import annotations

import errno
import io
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any, BinaryIO, NamedTuple

from vshell.fs.devices import Device, Fifo
from vshell.fs.paths import SYMLINK_HOPS, components, has_trailing_slash, oserror
from vshell.fs.protocol import DirEntry, FileType, OpenMode, Stat
from vshell.fs.undo import UndoLog
from vshell.limits import Budget, Limits

_WRITE_MODES = frozenset(
    {OpenMode.WRITE, OpenMode.APPEND, OpenMode.EXCLUSIVE, OpenMode.READ_WRITE, OpenMode.READ_WRITE_CREATE}
)
_CREATE_MODES = frozenset({OpenMode.WRITE, OpenMode.APPEND, OpenMode.EXCLUSIVE, OpenMode.READ_WRITE_CREATE})
_DIR_SIZE = 4096
LONG_WALK = 64
"""Path walks longer than this many components check the run's budget first (see ``_long_walk``)."""
_DIR_CACHE_SIZE = 4096  # directories remembered by the walk cache before it starts over


class Node:
    """One inode.  ``entries`` is None for a directory whose listing the overlay has not loaded yet."""

    __slots__ = (
        "atime_ns",
        "ctime_ns",
        "data",
        "dev",
        "device",
        "entries",
        "gid",
        "ino",
        "mode",
        "mtime_ns",
        "nlink",
        "origin",
        "parent",
        "tail",
        "target",
        "type",
        "uid",
    )

    def __init__(self, ino: int, ftype: FileType, mode: int, now: int) -> None:
        self.ino = ino
        self.type = ftype
        self.mode = mode
        self.mtime_ns = self.atime_ns = self.ctime_ns = now
        self.nlink = 2 if ftype is FileType.DIR else 1
        self.data: bytearray | None = bytearray() if ftype is FileType.FILE else None
        self.entries: dict[str, Node] | None = {} if ftype is FileType.DIR else None
        self.target = ""
        self.parent: Node | None = None
        self.device: Device | None = None
        self.origin: Any = None  # the overlay's record of the real file behind this node
        self.tail: Any = None  # the overlay's: a prefix of the real file plus bytes written after it
        self.uid = 1000
        self.gid = 1000
        self.dev = 1


# Where a walk ended: the directory holding the last name, the name, and the node if it exists.  A named
# tuple (every path lookup makes one), declared with its types as values: the class form's annotations are
# strings here (annotations are postponed), and typing compiles each one, which costs a start-up the
# initialisation of Python's whole `ast` module.
Lookup = NamedTuple("Lookup", [("parent", Node), ("name", str), ("node", Node | None), ("path", str)])  # noqa: UP014


class MemoryFile(io.RawIOBase):
    """An open file description over a node's bytearray: writes are seen by every reader at once."""

    def __init__(self, fs: MemoryFS, node: Node, readable: bool, writable: bool, append: bool, name: str) -> None:
        super().__init__()
        self._fs = fs
        self._node = node
        self._readable = readable
        self._writable = writable
        self._append = append
        self._pos = 0
        self.name = name

    @property
    def _data(self) -> bytearray:
        if self._node.data is None:  # opened before a stopped run whose copy-up was undone (D-stopped-run)
            self._fs._materialize(self._node)
        assert self._node.data is not None
        return self._node.data

    def readable(self) -> bool:
        return self._readable

    def writable(self) -> bool:
        return self._writable

    def seekable(self) -> bool:
        return True

    def _check_read(self) -> None:
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        if not self._readable:
            raise oserror(errno.EBADF)

    def read(self, size: int | None = -1) -> bytes:
        self._check_read()
        data = self._data
        start = self._pos
        end = len(data) if size is None or size < 0 else min(len(data), start + size)
        if end <= start:
            return b""
        self._pos = end
        return bytes(data[start:end])

    def readall(self) -> bytes:
        return self.read(-1)

    def readinto(self, buffer: Any) -> int:
        chunk = self.read(len(buffer))
        buffer[: len(chunk)] = chunk
        return len(chunk)

    def readline(self, size: int | None = -1) -> bytes:
        # `while read` calls this once a line: the checks of _check_read and _data inlined
        if self.closed or not self._readable:
            self._check_read()
        data = self._node.data
        if data is None:
            data = self._data
        start = self._pos
        nl = data.find(b"\n", start)
        end = len(data) if nl < 0 else nl + 1
        if size is not None and size >= 0:
            end = min(end, start + size)
        if end <= start:
            return b""
        self._pos = end
        return bytes(data[start:end])

    def write(self, b: Any) -> int:
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        if not self._writable:
            raise oserror(errno.EBADF)
        chunk = bytes(b)
        self._fs._will_change(self._node)
        data = self._data
        if self._append:
            self._pos = len(data)
        end = self._pos + len(chunk)
        if end > len(data):
            self._fs._charge(self._node, end - len(data), end)
        if self._pos > len(data):
            data.extend(bytes(self._pos - len(data)))
        data[self._pos : end] = chunk
        self._pos = end
        if chunk:
            self._fs._touch(self._node)
        return len(chunk)

    def seek(self, offset: int, whence: int = 0) -> int:
        if self.closed:
            raise ValueError("I/O operation on closed file.")
        base = {0: 0, 1: self._pos, 2: len(self._data)}[whence]
        pos = base + offset
        if pos < 0:
            raise oserror(errno.EINVAL)
        self._pos = pos
        return pos

    def tell(self) -> int:
        return self._pos

    def truncate(self, size: int | None = None) -> int:
        if not self._writable:
            raise oserror(errno.EBADF)
        size = self._pos if size is None else size
        self._fs._will_change(self._node)
        self._fs._set_size(self._node, size)
        return size

    def fileno(self) -> int:
        raise io.UnsupportedOperation("in-memory file has no descriptor")


class MemoryFS:
    """A complete in-memory :class:`~vshell.fs.protocol.FileSystem`."""

    def __init__(
        self,
        *,
        clock: Callable[[], int] = time.time_ns,
        umask: int = 0o022,
        enforce_permissions: bool = False,
        first_ino: int = 2,
    ) -> None:
        self.clock = clock
        self._umask = umask
        self.enforce_permissions = enforce_permissions
        self.limits = Limits()
        self.budget: Budget | None = None
        """The running command's budget: FIFO waits end through it (the overlay's Session sets it per run)."""
        self._next_ino = first_ino
        self._undo: UndoLog | None = None
        self._ns_gen = 0
        self._dir_cache: dict[str, tuple[int, Node]] = {}
        self.root = self._new_node(FileType.DIR, 0o755)
        self.root.parent = self.root

    # ----- construction helpers (tests and the overlay's virtual tree)

    def _new_node(self, ftype: FileType, mode: int) -> Node:
        node = Node(self._next_ino, ftype, mode, self.clock())
        self._next_ino += 1
        return node

    @classmethod
    def from_tree(cls, tree: Mapping[str, bytes | str | tuple[str, str] | None], **kwargs: Any) -> MemoryFS:
        """Build a filesystem from ``{path: content}``.

        ``bytes``/``str`` make a file, ``None`` (or a path ending in ``/``) a
        directory, ``("symlink", target)`` a symlink; missing parents are made.
        """
        fs = cls(**kwargs)
        for path, value in tree.items():
            if value is None or path.endswith("/"):
                fs.makedirs(path)
            elif isinstance(value, tuple):
                fs.makedirs(path.rsplit("/", 1)[0] or "/")
                fs.symlink(value[1], path)
            else:
                fs.add_file(path, value)
        return fs

    def makedirs(self, path: str, mode: int = 0o777) -> None:
        """``mkdir -p``."""
        cur = ""
        for part in components(path):
            cur += "/" + part
            try:
                self.mkdir(cur, mode)
            except FileExistsError:
                if not self.stat(cur).is_dir:
                    raise oserror(errno.ENOTDIR, cur) from None

    def add_file(self, path: str, content: bytes | str = b"", mode: int = 0o644, mtime_ns: int | None = None) -> None:
        """Create (or replace) a file with parents, exact ``mode`` (no umask) and optional mtime."""
        self.makedirs(path.rsplit("/", 1)[0] or "/")
        data = content.encode("utf-8", "surrogateescape") if isinstance(content, str) else content
        self.write_bytes(path, data)
        self.chmod(path, mode)
        if mtime_ns is not None:
            self.utime(path, mtime_ns, mtime_ns)

    # ----- hooks the overlay overrides

    def _entries(self, node: Node) -> dict[str, Node]:
        """The directory's listing (the overlay loads it from disk on first use)."""
        assert node.entries is not None
        return node.entries

    def _materialize(self, node: Node) -> None:
        """Make a file node's content writable in memory (the overlay copies it up)."""

    def _open_existing(self, node: Node, path: str, mode: OpenMode) -> BinaryIO | None:
        """A stream for a node whose content is not in memory (the overlay's lower files); None here."""
        return None

    def _open_append(self, node: Node, path: str) -> BinaryIO | None:
        """An ``O_APPEND`` stream for a node whose content is not in memory, without loading it; None here."""
        return None

    def _charge(self, node: Node, grow: int, new_size: int) -> None:
        """Called before a file grows by ``grow`` bytes to ``new_size``; raises to refuse (limits)."""

    def _charge_entry(self) -> None:
        """Called before a new directory entry is created; raises to refuse (limits)."""

    def _long_walk(self) -> None:
        """Called before a walk of more than ``LONG_WALK`` components (the overlay checks its budget:
        ``mkdir -p`` of a 10,000-deep path walks 50 million components)."""

    def _changed(self, node: Node) -> None:
        """Called after a node's content, mode or times change (the overlay tracks what changed)."""

    # ----- undoing a run (vshell.fs.undo; NOTES.md D-stopped-run)

    def _will_change(self, node: Node) -> None:
        """Called before a node's content, listing, mode, times or links change: the run's undo log keeps it."""
        undo = self._undo
        if undo is not None:
            undo.keep(node)

    def snapshot(self) -> UndoLog:
        """Start remembering what changes from now on, so that :meth:`restore` can put it back."""
        self._undo = UndoLog(self._next_ino, Node.__slots__)
        return self._undo

    def release(self, log: UndoLog) -> None:
        """Stop remembering for ``log``: what it kept stands."""
        if self._undo is log:
            self._undo = None

    def restore(self, log: UndoLog) -> None:
        """Put back everything changed since ``log`` was taken (a stopped run's writes)."""
        self.release(log)
        log.undo()
        self._new_generation()  # listings were put back: no cached walk may skip them

    # ----- the walk

    def _walk(self, path: str, follow_last: bool) -> Lookup:
        """Walk ``path`` as ``path_resolution(7)`` does; errors for intermediate components raise here.

        The directory holding the last name comes from the walk cache when it
        can (see :meth:`_dir_of`); a final ``.``/``..``, a trailing slash or a
        final symlink to follow take the full walk.
        """
        if not path.startswith("/"):
            raise ValueError(f"relative path given to the filesystem: {path!r}")
        cut = path.rfind("/")
        name = path[cut + 1 :]
        if not name or name == "." or name == "..":
            return self._walk_full(path, follow_last)
        cur = self._dir_of(path[:cut] or "/", path)
        self._check_search(cur, path)
        node = self._entries(cur).get(name)
        if node is not None and follow_last and node.type is FileType.SYMLINK:
            return self._walk_full(path, follow_last)
        return Lookup(cur, name, node, path)

    def _dir_of(self, prefix: str, path: str) -> Node:
        """The directory ``prefix`` resolves to (every symlink followed), for a lookup of ``path`` below it.

        Cached by the text of ``prefix``: each ``stat``/``open`` of a file then
        costs one dictionary lookup for its directory instead of a walk from
        ``/``.  An entry holds the namespace generation it was made in, and
        every change that could make a cached walk resolve differently
        (a name removed or moved, a mode changed, a listing re-read from disk)
        starts a new generation; an entry from an older one is never used.
        """
        gen = self._ns_gen
        hit = self._dir_cache.get(prefix)
        if hit is not None and hit[0] == gen:
            return hit[1]
        found = self._walk_full(prefix, True, shown=path)
        node = found.node
        if node is None:
            raise oserror(errno.ENOENT, path)
        if node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, path)
        if len(self._dir_cache) >= _DIR_CACHE_SIZE:
            self._dir_cache.clear()
        self._dir_cache[prefix] = (gen, node)
        return node

    def _new_generation(self) -> None:
        """Forget every cached walk (a name was removed or moved, or a mode changed)."""
        self._ns_gen += 1
        self._dir_cache.clear()

    def _walk_full(self, path: str, follow_last: bool, shown: str | None = None) -> Lookup:
        """The component-by-component walk from ``/``; errors name ``shown`` (the path asked for)."""
        err_path = path if shown is None else shown
        must_dir = has_trailing_slash(path)
        follow_last = follow_last or must_dir
        todo = components(path)
        if len(todo) > LONG_WALK:
            self._long_walk()
        todo.reverse()
        cur = self.root
        hops = 0
        name = ""
        node: Node | None = self.root
        parent = self.root
        while todo:
            part = todo.pop()
            last = not todo
            self._check_search(cur, err_path)
            if part == ".":
                parent, name, node = cur, ".", cur
            elif part == "..":
                up = cur.parent or self.root
                parent, name, node = up, "..", up
            else:
                node = self._entries(cur).get(part)
                parent, name = cur, part
            if node is None:
                if not last:
                    raise oserror(errno.ENOENT, err_path)
                break
            if node.type is FileType.SYMLINK and (not last or follow_last):
                hops += 1
                if hops > SYMLINK_HOPS:
                    raise oserror(errno.ELOOP, err_path)
                target = node.target
                more = components(target)
                if target.startswith("/"):
                    cur = self.root
                todo.extend(reversed(more))
                if not todo:
                    parent, name, node = cur.parent or self.root, ".", cur
                    if cur is self.root:
                        parent, name = self.root, ""
                continue
            if node.type is FileType.DIR:
                if not last:
                    cur = node
            elif not last:
                raise oserror(errno.ENOTDIR, err_path)
        if must_dir and node is not None and node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, err_path)
        return Lookup(parent, name, node, path)

    def _check_search(self, node: Node, path: str) -> None:
        if self.enforce_permissions and not node.mode & 0o100:
            raise oserror(errno.EACCES, path)

    def _check_access(self, node: Node, bit: int, path: str) -> None:
        if self.enforce_permissions and not node.mode & bit:
            raise oserror(errno.EACCES, path)

    def _existing(self, path: str, follow: bool = True) -> Node:
        found = self._walk(path, follow)
        if found.node is None:
            raise oserror(errno.ENOENT, path)
        return found.node

    def _creatable(self, path: str, follow: bool = False) -> Lookup:
        """A lookup for a name about to be created: the parent must exist and be writable."""
        found = self._walk(path, follow) if follow else self._entry(path, creating=True)
        if found.node is None:
            self._check_access(found.parent, 0o200, path)
        return found

    def _entry(self, path: str, creating: bool = False) -> Lookup:
        """The directory entry ``path`` names, for calls that act on the entry itself.

        ``mkdir``, ``rmdir``, ``unlink``, ``rename``, ``symlink`` and ``link`` never
        follow a final symlink, even with a trailing slash; the slash only
        demands a directory (a symlink there gives ENOTDIR, as Linux does).
        """
        stripped = path.rstrip("/") or "/"
        found = self._walk(stripped, False)
        if stripped != path and not creating and found.node is not None and found.node.type is not FileType.DIR:
            if found.node.type is FileType.SYMLINK:
                self._walk(path, True)
            raise oserror(errno.ENOTDIR, path)
        return Lookup(found.parent, found.name, found.node, path)

    # ----- bookkeeping

    def _touch(self, node: Node) -> None:
        self._will_change(node)
        now = self.clock()
        node.mtime_ns = node.ctime_ns = now
        self._changed(node)

    def _set_size(self, node: Node, size: int) -> None:
        if size < 0:
            raise oserror(errno.EINVAL)
        self._will_change(node)
        self._materialize(node)
        data = node.data
        assert data is not None
        if size > len(data):
            self._charge(node, size - len(data), size)
            data.extend(bytes(size - len(data)))
        else:
            del data[size:]
        self._touch(node)

    def _link_in(self, parent: Node, name: str, node: Node) -> None:
        entries = self._entries(parent)
        self._will_change(parent)
        self._will_change(node)
        entries[name] = node
        if node.type is FileType.DIR:
            node.parent = parent
            parent.nlink += 1
        self._touch(parent)

    def _unlink_from(self, parent: Node, name: str) -> Node:
        entries = self._entries(parent)
        self._will_change(parent)
        self._will_change(entries[name])
        node = entries.pop(name)
        self._new_generation()
        if node.type is FileType.DIR:
            parent.nlink -= 1
        else:
            node.nlink -= 1
            node.ctime_ns = self.clock()
        self._touch(parent)
        return node

    def _make(self, parent: Node, name: str, ftype: FileType, mode: int) -> Node:
        self._charge_entry()
        node = self._new_node(ftype, mode)
        self._link_in(parent, name, node)
        self._changed(node)
        return node

    # ----- the protocol

    def stat(self, path: str) -> Stat:
        node = self._cached_entry(path)
        if node is None or node.type is FileType.SYMLINK:
            node = self._existing(path, True)
        return self._stat_of(node)

    def lstat(self, path: str) -> Stat:
        node = self._cached_entry(path)
        if node is None:
            node = self._existing(path, False)
        return self._stat_of(node)

    def _cached_entry(self, path: str) -> Node | None:
        """The node ``path`` names when its directory is in the walk cache and searchable; else None (walk).

        ``du`` and ``find`` stat every entry: this is :meth:`_walk`'s fast
        path without building a lookup.
        """
        cut = path.rfind("/")
        if cut < 0 or path[0] != "/":
            return None
        hit = self._dir_cache.get(path[:cut] or "/")
        if hit is None or hit[0] != self._ns_gen:
            return None
        cur = hit[1]
        if self.enforce_permissions and not cur.mode & 0o100:
            return None
        name = path[cut + 1 :]
        if not name or name == "." or name == "..":
            return None
        return self._entries(cur).get(name)

    def exists(self, path: str) -> bool:
        try:
            self.stat(path)
        except (OSError, ValueError):
            return False
        return True

    def _stat_of(self, node: Node) -> Stat:
        if node.type is FileType.FILE:
            size = self._size_of(node)
            blocks = (size + 4095) // 4096 * 8
        elif node.type is FileType.DIR:
            size, blocks = _DIR_SIZE, 8
        elif node.type is FileType.SYMLINK:
            size, blocks = len(node.target.encode("utf-8", "surrogateescape")), 0
        else:
            size, blocks = 0, 0
        return Stat(  # positional: a walk makes one per entry (the order of Stat's fields)
            node.type,
            node.mode,
            size,
            node.mtime_ns,
            node.atime_ns,
            node.ctime_ns,
            node.ino,
            node.nlink,
            node.uid,
            node.gid,
            node.dev,
            0x103 if node.type is FileType.CHAR_DEVICE else 0,
            4096,
            blocks,
        )

    def _size_of(self, node: Node) -> int:
        return len(node.data) if node.data is not None else 0

    def open(self, path: str, mode: OpenMode = OpenMode.READ, perm: int = 0o666) -> BinaryIO:
        if mode is OpenMode.READ:
            return self._open_read(path)
        write = mode in _WRITE_MODES
        if mode is OpenMode.EXCLUSIVE:
            found = self._creatable(path, follow=False)
            if found.node is not None:
                raise oserror(errno.EEXIST, path)
        elif mode in _CREATE_MODES:
            found = self._creatable(path, follow=True)
        else:
            found = self._walk(path, True)
        node = found.node
        if node is None:
            if mode not in _CREATE_MODES:
                raise oserror(errno.ENOENT, path)
            if has_trailing_slash(path):
                raise oserror(errno.EISDIR, path)
            node = self._make(found.parent, found.name, FileType.FILE, perm & ~self._umask & 0o7777)
        elif node.type is FileType.DIR:
            raise oserror(errno.EISDIR, path)
        elif node.device is None or node.device.checks_permissions:
            if mode is not OpenMode.WRITE and mode is not OpenMode.APPEND:
                self._check_access(node, 0o400, path)
            if write:
                self._check_access(node, 0o200, path)
        if node.device is not None:
            return node.device.open(mode)
        if write:
            self._will_change(node)
        if mode is OpenMode.WRITE and (node.data is None or len(node.data)):
            self._set_size_fresh(node)
        elif not write and node.data is None:
            stream = self._open_existing(node, path, mode)
            if stream is not None:
                return stream
        elif write:
            if mode is OpenMode.APPEND and node.data is None:
                stream = self._open_append(node, path)
                if stream is not None:
                    return stream
            self._materialize(node)
        return MemoryFile(
            self,
            node,
            readable=not write or mode in (OpenMode.READ_WRITE, OpenMode.READ_WRITE_CREATE),
            writable=write,
            append=mode is OpenMode.APPEND,
            name=path,
        )  # type: ignore[return-value]

    def _open_read(self, path: str) -> BinaryIO:
        """``open(path, O_RDONLY)``: :meth:`open`'s steps for reading alone (``cat``/``grep -r`` open thousands)."""
        node = self._walk(path, True).node
        if node is None:
            raise oserror(errno.ENOENT, path)
        if node.type is FileType.DIR:
            raise oserror(errno.EISDIR, path)
        device = node.device
        if device is None or device.checks_permissions:
            self._check_access(node, 0o400, path)
        if device is not None:
            return device.open(OpenMode.READ)
        if node.data is None:
            stream = self._open_existing(node, path, OpenMode.READ)
            if stream is not None:
                return stream
        return MemoryFile(self, node, readable=True, writable=False, append=False, name=path)  # type: ignore[return-value]

    def _set_size_fresh(self, node: Node) -> None:
        """O_TRUNC: the old content is dropped without being read."""
        self._will_change(node)
        if node.data is None:
            node.data = bytearray()
        else:
            node.data.clear()
        self._touch(node)

    def read_bytes(self, path: str) -> bytes:
        with self.open(path) as f:
            return f.read()

    def write_bytes(self, path: str, data: bytes) -> None:
        with self.open(path, OpenMode.WRITE) as f:
            f.write(data)

    def listdir(self, path: str) -> list[str]:
        node = self._existing(path, True)
        if node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, path)
        self._check_access(node, 0o400, path)
        return list(self._entries(node))

    def scandir(self, path: str) -> Iterator[DirEntry]:
        node = self._existing(path, True)
        if node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, path)
        self._check_access(node, 0o400, path)
        return iter([DirEntry(name, child.type) for name, child in self._entries(node).items()])

    def mkdir(self, path: str, mode: int = 0o777) -> None:
        found = self._creatable(path)
        if found.node is not None:
            raise oserror(errno.EEXIST, path)
        self._make(found.parent, found.name, FileType.DIR, mode & ~self._umask & 0o1777)

    def mkfifo(self, path: str, mode: int = 0o666) -> None:
        """``mkfifo(3)``: a named pipe, here in memory only (:class:`~vshell.fs.devices.Fifo`), ``mode`` less the umask."""
        found = self._creatable(path)
        if found.node is not None:
            raise oserror(errno.EEXIST, path)
        if has_trailing_slash(path):
            raise oserror(errno.ENOENT, path)
        node = self._make(found.parent, found.name, FileType.FIFO, mode & ~self._umask & 0o7777)
        node.device = Fifo(lambda: self.budget, self.limits)

    def rmdir(self, path: str) -> None:
        found = self._entry(path)
        node = found.node
        if node is None:
            raise oserror(errno.ENOENT, path)
        if node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, path)
        if found.name == ".":
            raise oserror(errno.EINVAL, path)
        if node is self.root:
            raise oserror(errno.EBUSY, path)
        if found.name == ".." or self._entries(node):
            raise oserror(errno.ENOTEMPTY, path)
        self._check_access(found.parent, 0o200, path)
        self._unlink_from(found.parent, found.name)

    def unlink(self, path: str) -> None:
        found = self._entry(path)
        node = found.node
        if node is None:
            raise oserror(errno.ENOENT, path)
        if node.type is FileType.DIR:
            raise oserror(errno.EISDIR, path)
        self._check_access(found.parent, 0o200, path)
        self._unlink_from(found.parent, found.name)

    def rename(self, src: str, dst: str) -> None:
        s = self._entry(src)
        if s.node is None:
            raise oserror(errno.ENOENT, src)
        d = self._entry(dst)
        node = s.node
        if node is self.root or s.name in (".", "..", ""):
            raise oserror(errno.EBUSY if node is self.root else errno.EINVAL, src)
        if d.name in (".", "..", ""):
            raise oserror(errno.EBUSY if d.node is self.root else errno.EINVAL, dst)
        if node.type is FileType.DIR:
            anc: Node | None = d.parent
            while True:
                if anc is node:
                    raise oserror(errno.EINVAL, src)
                if anc is self.root or anc is None:
                    break
                anc = anc.parent
        target = d.node
        if target is node:
            return
        if target is not None:
            if node.type is FileType.DIR:
                if target.type is not FileType.DIR:
                    raise oserror(errno.ENOTDIR, dst)
                if self._entries(target):
                    raise oserror(errno.ENOTEMPTY, dst)
            elif target.type is FileType.DIR:
                raise oserror(errno.EISDIR, dst)
        elif has_trailing_slash(dst) and node.type is not FileType.DIR:
            raise oserror(errno.ENOTDIR, dst)
        self._check_access(s.parent, 0o200, src)
        self._check_access(d.parent, 0o200, dst)
        if target is None:
            self._charge_entry()
        else:
            self._unlink_from(d.parent, d.name)
        self._will_change(s.parent)
        self._will_change(node)
        self._entries(s.parent).pop(s.name)
        self._new_generation()
        if node.type is FileType.DIR:
            s.parent.nlink -= 1
        self._touch(s.parent)
        self._link_in(d.parent, d.name, node)
        node.ctime_ns = self.clock()
        self._changed(node)

    def symlink(self, target: str, path: str) -> None:
        found = self._creatable(path)
        if found.node is not None:
            raise oserror(errno.EEXIST, path)
        if has_trailing_slash(path):
            raise oserror(errno.ENOENT, path)
        if not target:
            raise oserror(errno.ENOENT, path)
        self._charge_entry()
        node = self._new_node(FileType.SYMLINK, 0o777)
        node.target = target
        self._link_in(found.parent, found.name, node)
        self._changed(node)

    def readlink(self, path: str) -> str:
        node = self._existing(path, False)
        if node.type is not FileType.SYMLINK:
            raise oserror(errno.EINVAL, path)
        return node.target

    def link(self, src: str, dst: str) -> None:
        node = self._existing(src, False)
        found = self._creatable(dst)
        if found.node is not None:
            raise oserror(errno.EEXIST, dst)
        if node.type is FileType.DIR:
            raise oserror(errno.EPERM, src)
        if has_trailing_slash(dst):
            raise oserror(errno.ENOENT, dst)
        self._charge_entry()
        self._will_change(node)
        self._will_change(found.parent)
        self._materialize(node)
        node.nlink += 1
        node.ctime_ns = self.clock()
        self._entries(found.parent)[found.name] = node
        self._touch(found.parent)
        self._changed(node)

    def chmod(self, path: str, mode: int, follow_symlinks: bool = True) -> None:
        node = self._existing(path, follow_symlinks)
        if node.type is FileType.SYMLINK:
            raise oserror(errno.EOPNOTSUPP, path)
        self._will_change(node)
        node.mode = mode & 0o7777
        node.ctime_ns = self.clock()
        if node.type is FileType.DIR:
            self._new_generation()  # cached walks skipped this directory's search-permission check
        self._changed(node)

    def utime(self, path: str, atime_ns: int | None, mtime_ns: int | None, follow_symlinks: bool = True) -> None:
        node = self._existing(path, follow_symlinks)
        self._will_change(node)
        now = self.clock()
        node.atime_ns = now if atime_ns is None else atime_ns
        node.mtime_ns = now if mtime_ns is None else mtime_ns
        node.ctime_ns = now
        self._changed(node)

    def truncate(self, path: str, length: int) -> None:
        node = self._existing(path, True)
        if node.type is FileType.DIR:
            raise oserror(errno.EISDIR, path)
        if length < 0:
            raise oserror(errno.EINVAL, path)
        self._check_access(node, 0o200, path)
        if node.device is not None:
            return
        self._will_change(node)
        self._set_size(node, length)

    def realpath(self, path: str, strict: bool = False) -> str:
        if not path.startswith("/"):
            raise ValueError(f"relative path given to the filesystem: {path!r}")
        todo = components(path)
        todo.reverse()
        done: list[str] = []
        node: Node | None = self.root
        hops = 0
        while todo:
            part = todo.pop()
            if part == ".":
                continue
            if part == "..":
                if done:
                    done.pop()
                node = self._existing("/" + "/".join(done)) if node is not None else None
                continue
            child = self._entries(node).get(part) if node is not None and node.type is FileType.DIR else None
            if child is None:
                if strict or (node is not None and node.type is not FileType.DIR):
                    raise oserror(errno.ENOENT if node is None or node.type is FileType.DIR else errno.ENOTDIR, path)
                done.append(part)
                node = None
                continue
            if child.type is FileType.SYMLINK:
                hops += 1
                if hops > SYMLINK_HOPS:
                    if strict:
                        raise oserror(errno.ELOOP, path)
                    done.append(part)
                    done.extend(reversed(todo))
                    return "/" + "/".join(done)
                if child.target.startswith("/"):
                    done = []
                    node = self.root
                todo.extend(reversed(components(child.target)))
                continue
            if strict and child.type is not FileType.DIR and todo:
                raise oserror(errno.ENOTDIR, path)
            done.append(part)
            node = child
        return "/" + "/".join(done)

    def umask(self, mask: int | None = None) -> int:
        old = self._umask
        if mask is not None:
            self._umask = mask & 0o777
        return old

    # ----- helpers for tests and for the overlay's diff

    def walk_files(self, top: str = "/") -> Iterable[tuple[str, Stat]]:
        """Every path under ``top`` with its lstat, depth first, names sorted."""
        stack = [top]
        while stack:
            path = stack.pop()
            st = self.lstat(path)
            yield path, st
            if st.is_dir:
                for name in sorted(self.listdir(path), reverse=True):
                    stack.append(path.rstrip("/") + "/" + name)
