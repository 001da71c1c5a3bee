"""The copy-on-write view every command sees: real workspaces below, memory above, nothing else.

The namespace (NOTES.md D-fs-ns):

* each workspace folder is mounted at its real absolute path (the *lower*
  layer), read lazily through :class:`~vshell.fs.real_gate.Gate` and never
  written; the directories above a mount exist as read-only virtual
  directories listing only the way to the mounts (creating or removing
  anything in them is EACCES);
* a private, empty, writable ``/tmp`` (mode 1777) and ``HOME`` (default
  ``/home/user``); what is written there is never committed;
* ``/dev/null``, ``/dev/zero``, ``/dev/stdin``, ``/dev/stdout``,
  ``/dev/stderr`` and ``/dev/fd/N``: the interpreter binds the streams of the
  running command with :func:`vshell.fs.devices.bind_fds` (also
  ``Overlay.bind_fds``), per thread/context, so each pipeline stage and each
  process substitution sees its own;
* nothing else: ``/etc``, ``/proc``, ``/usr``, ``/dev/tcp`` are ENOENT.

A FIFO made with ``mkfifo`` is a node of the upper layer only
(:class:`vshell.fs.devices.Fifo`): it is never created or opened on disk, and
:meth:`Overlay.changes` lists one left in a workspace as an added FIFO, which
the commit stage refuses.  A FIFO or device already on disk is never opened:
reading or writing it is EACCES.

One tree of :class:`~vshell.fs.memory.Node` holds the merged view: a lower
directory's listing is loaded (one ``scandir`` and ``lstat`` per entry
through the gate) the first time a path goes through it, so opening a
workspace of 100,000 files costs one ``open`` of its root.  Whiteouts and
opaque directories are implicit: a loaded directory's ``entries`` is the
truth, and the names it had on disk are remembered for :meth:`changes`.
Symlinks are resolved by :class:`~vshell.fs.memory.MemoryFS`'s walk inside
this tree, so a symlink leading out of the mounts ends in the virtual root
and does not resolve (ENOENT), never at the host file (T-symlink-escape).

The read set: every lower file whose content a run read is recorded with its
:class:`~vshell.fs.changes.FileIdentity` (the hash once read to the end).

Limits: the overlay's ``limits`` and per-run ``budget`` (set by the Session
for each run) bound the bytes held in memory (``overlay_bytes``), the entries
created (``overlay_files``) and one file's size (``file_size``).  Past a
limit the whole run ends through ``budget.exceed`` (a LimitExceeded no
script catches); without a budget the write fails with EFBIG or ENOSPC.
"""

from __future__ import annotations

import errno
import hashlib
import io
import os
import stat as stat_mod
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, BinaryIO

from vshell.fs import devices
from vshell.fs.changes import Change, ChangeKind, ChangeSet, FileIdentity
from vshell.fs.devices import Device, RefusedDevice
from vshell.fs.memory import MemoryFS, Node
from vshell.fs.paths import components, is_within, oserror
from vshell.fs.protocol import FileType, OpenMode
from vshell.fs.real import file_type
from vshell.fs.real_gate import Gate, Rel
from vshell.fs.undo import UndoLog
from vshell.limits import Budget, Limits

SKELETON = "skeleton"
"""``Node.origin`` of the read-only virtual directories (``/``, ``/dev``, the parents of mounts)."""

_UPPER_INO_BASE = 1 << 40  # far above real inode numbers, so ``ls -i`` never shows a clash


class Lower:
    """Where a node came from on disk: the gate, the path below the mount, and its identity then."""

    __slots__ = ("gate", "identity", "mode_at_load", "names", "path", "rel", "size")

    def __init__(self, gate: Gate, rel: tuple[str, ...], st: os.stat_result) -> None:
        self.gate = gate
        self.rel = rel
        self.path = gate.path_of(rel)
        self.size = st.st_size
        self.identity = FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)
        self.mode_at_load = stat_mod.S_IMODE(st.st_mode)
        self.names: dict[str, FileType] | None = None

    def __repr__(self) -> str:
        return f"Lower({self.path!r})"


class _LowerRaw(io.RawIOBase):
    """A read-only stream on a lower file; hashes what it reads in order and records it in the read set."""

    def __init__(self, overlay: Overlay, node: Node, fd: int, st: os.stat_result, name: str) -> None:
        super().__init__()
        self._overlay = overlay
        self._node = node
        self._fd = fd
        self._hash: Any = hashlib.sha256()
        self._pos = 0
        self._identity = FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)
        self.name = name
        overlay._record_read(node.origin.path, self._identity)

    def readable(self) -> bool:
        return True

    def seekable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        data = os.read(self._fd, len(buffer))
        n = len(data)
        buffer[:n] = data
        if self._hash is not None:
            if n:
                self._hash.update(data)
            else:
                ident = self._identity
                self._overlay._record_read(
                    self._node.origin.path,
                    FileIdentity(ident.size, ident.mtime_ns, ident.ino, self._hash.hexdigest()),
                )
                self._hash = None
        self._pos += n
        return n

    def seek(self, offset: int, whence: int = 0) -> int:
        pos = os.lseek(self._fd, offset, whence)
        if pos != self._pos:
            self._hash = None  # not a plain front-to-back read: no hash to vouch for
        self._pos = pos
        return pos

    def tell(self) -> int:
        return self._pos

    def close(self) -> None:
        if not self.closed:
            os.close(self._fd)
        super().close()


class Overlay(MemoryFS):
    """The sandbox's filesystem: see the module docstring."""

    def __init__(
        self,
        mounts: Sequence[str],
        *,
        limits: Limits | None = None,
        home: str = "/home/user",
        clock: Callable[[], int] = time.time_ns,
        umask: int = 0o022,
        enforce_permissions: bool = True,
    ) -> None:
        # D-fs-perm: the sandbox user owns every file and is not root, as the golden cases are
        # recorded (bash runs as an ordinary user): a file chmod'ed 000 cannot be read.
        super().__init__(clock=clock, umask=umask, first_ino=_UPPER_INO_BASE, enforce_permissions=enforce_permissions)
        self.limits = limits or Limits()
        self.budget: Budget | None = None
        """The running command's budget; the Session sets it for each run."""
        self.mounts = tuple(_check_mounts(mounts))
        self.home = home
        self._lock = threading.RLock()
        self._read_set: dict[str, FileIdentity] = {}
        self.upper_bytes = 0
        self.upper_entries = 0
        self._gates: dict[str, Gate] = {}
        self._diff_cache: tuple[Change, ...] | None = None
        self._mount_slots: list[tuple[str, Node, str]] = []
        self.root.origin = SKELETON
        self.root.mode = 0o755
        self._scratch: list[str] = []
        for scratch, mode in (("/tmp", 0o1777), (home, 0o755)):
            if not any(is_within(scratch, m) for m in self.mounts):
                self._virtual_dir(scratch, mode, writable=True)
                self._scratch.append(scratch)
        for mount in self.mounts:
            parent = self._virtual_dir(mount.rsplit("/", 1)[0] or "/", 0o755, writable=False)
            name = mount.rsplit("/", 1)[1]
            gate = Gate(mount)
            self._gates[mount] = gate
            self._mount_slots.append((mount, parent, name))
            self._install_mount(parent, name, gate)
        self._build_dev()

    # ----- construction

    def _virtual_dir(self, path: str, mode: int, *, writable: bool) -> Node:
        """The directory at ``path``, creating read-only skeleton parents (and it) as needed."""
        node = self.root
        parts = components(path)
        for i, part in enumerate(parts):
            assert node.entries is not None
            child = node.entries.get(part)
            if child is None:
                child = self._new_node(FileType.DIR, 0o755)
                child.origin = SKELETON
                child.parent = node
                node.entries[part] = child
                node.nlink += 1
            if i == len(parts) - 1 and writable:
                child.origin = None
                child.mode = mode
            node = child
        return node

    def _install_mount(self, parent: Node, name: str, gate: Gate) -> None:
        assert parent.entries is not None
        old = parent.entries.get(name)
        node = self._lower_node(gate, (), os.fstat(gate._root_fd), None)
        node.parent = parent
        if old is None:
            parent.nlink += 1
        parent.entries[name] = node
        self._new_generation()

    def _build_dev(self) -> None:
        dev = self._virtual_dir("/dev", 0o755, writable=False)
        assert dev.entries is not None
        specs: list[tuple[str, Device]] = [
            ("null", devices.NullDevice()),
            ("zero", devices.ZeroDevice()),
            ("stdin", devices.FdDevice(0)),
            ("stdout", devices.FdDevice(1)),
            ("stderr", devices.FdDevice(2)),
        ]
        for name, device in specs:
            node = self._new_node(FileType.CHAR_DEVICE, 0o666)
            node.data = None
            node.device = device
            node.origin = SKELETON
            dev.entries[name] = node
        self._devfd = self._virtual_dir("/dev/fd", 0o500, writable=False)
        self._fd_nodes: dict[int, Node] = {}

    def _lower_node(self, gate: Gate, rel: tuple[str, ...], st: os.stat_result, target: str | None) -> Node:
        ftype = file_type(st.st_mode)
        node = Node(st.st_ino, ftype, stat_mod.S_IMODE(st.st_mode), st.st_mtime_ns)
        node.atime_ns = st.st_atime_ns
        node.ctime_ns = st.st_ctime_ns
        node.nlink = st.st_nlink
        # D-user: the sandbox's one user owns everything in the workspace, whoever
        # owns it on the host (whose uids are none of the script's business).
        node.dev = st.st_dev
        node.origin = Lower(gate, rel, st)
        node.data = None
        node.entries = None
        if ftype is FileType.FIFO or ftype is FileType.CHAR_DEVICE:
            # A FIFO or device on disk is not content: opened from either end it is EACCES, as the gate
            # refuses to read it (a write would otherwise turn it into an in-memory file nobody commits).
            node.device = RefusedDevice()
        if target is not None:
            node.target = target
        return node

    # ----- API for the session and the interpreter

    def bind_fds(self, fds: Mapping[int, Any]) -> AbstractContextManager[None]:
        """Bind ``/dev/fd/N`` (and /dev/std*) to streams in this context: see :mod:`vshell.fs.devices`."""
        return devices.bind_fds(fds)

    @property
    def read_set(self) -> Mapping[str, FileIdentity]:
        with self._lock:
            return dict(self._read_set)

    def discard(self) -> None:
        """Forget every change to the workspaces: back to the disk as it is now (``/tmp`` and HOME stay)."""
        with self._lock:
            for _mount, parent, name in self._mount_slots:
                self._install_mount(parent, name, self._gates[_mount])
            self._read_set.clear()
            self._diff_cache = None
            self.upper_bytes = 0
            self.upper_entries = 0

    def rebase(self) -> None:
        """After a successful apply the disk holds the changes: forget them and read the disk afresh."""
        self.discard()

    def close(self) -> None:
        for gate in self._gates.values():
            gate.close()

    # ----- a stopped run's own writes are undone (vshell.fs.undo; NOTES.md D-stopped-run)

    def snapshot(self) -> UndoLog:
        with self._lock:
            log = super().snapshot()
            log.extra = (self.upper_bytes, self.upper_entries)
            return log

    def restore(self, log: UndoLog) -> None:
        with self._lock:
            super().restore(log)
            self.upper_bytes, self.upper_entries = log.extra
            self._diff_cache = None

    # ----- hooks of MemoryFS

    def _entries(self, node: Node) -> dict[str, Node]:
        if node.entries is None:
            # Pipeline stages are threads: two may cross a directory for the first
            # time at once. Load it under the lock, once, or the second load would
            # replace a listing the first thread has already added a new file to.
            with self._lock:
                if node.entries is None:
                    self._load_dir(node)
        elif node is self._devfd:
            self._refresh_devfd()
        assert node.entries is not None
        return node.entries

    def _load_dir(self, node: Node) -> None:
        lower = node.origin
        assert isinstance(lower, Lower)
        try:
            items = lower.gate.scan(lower.rel)
        except OSError:
            items = []  # gone from disk since it was listed: it reads as empty, and nothing is deleted
        if self.budget is not None:
            self.budget.tick(len(items))
        entries: dict[str, Node] = {}
        names: dict[str, FileType] = {}
        for name, st, target in items:
            child = self._lower_node(lower.gate, (*lower.rel, name), st, target)
            if child.type is FileType.DIR:
                child.parent = node
            entries[name] = child
            names[name] = child.type
        lower.names = names
        node.entries = entries

    def _refresh_devfd(self) -> None:
        assert self._devfd.entries is not None
        self._devfd.entries.clear()
        for n in devices.bound_fds():
            fd_node = self._fd_nodes.get(n)
            if fd_node is None:
                fd_node = self._new_node(FileType.CHAR_DEVICE if n < 3 else FileType.FIFO, 0o600)
                fd_node.data = None
                fd_node.device = devices.FdDevice(n)
                fd_node.origin = SKELETON
                self._fd_nodes[n] = fd_node
            self._devfd.entries[str(n)] = fd_node

    def _changed(self, node: Node) -> None:
        self._diff_cache = None

    def _size_of(self, node: Node) -> int:
        if node.data is None and isinstance(node.origin, Lower):
            return node.origin.size
        return super()._size_of(node)

    def _open_existing(self, node: Node, path: str, mode: OpenMode) -> BinaryIO | None:
        lower = node.origin
        if not isinstance(lower, Lower):
            return None
        fd, st = lower.gate.open_file(lower.rel)
        return io.BufferedReader(_LowerRaw(self, node, fd, st, path), 64 * 1024)  # type: ignore[return-value]

    def _materialize(self, node: Node) -> None:
        if node.data is not None or not isinstance(node.origin, Lower) or node.type is not FileType.FILE:
            return
        content = self._read_lower(node.origin)
        self._charge(node, len(content), len(content))
        node.data = bytearray(content)

    def _read_lower(self, lower: Lower) -> bytes:
        content, st = lower.gate.read_all(lower.rel)
        self._record_read(
            lower.path, FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino, hashlib.sha256(content).hexdigest())
        )
        return content

    def _record_read(self, path: str, identity: FileIdentity) -> None:
        with self._lock:
            old = self._read_set.get(path)
            if old is None or (
                old.sha256 is None
                and (old.size, old.mtime_ns, old.ino) == (identity.size, identity.mtime_ns, identity.ino)
            ):
                self._read_set[path] = identity

    def _charge(self, node: Node, grow: int, new_size: int) -> None:
        limits = self.limits
        if new_size > limits.file_size:
            self._refuse("file_size", errno.EFBIG, f"file size limit of {limits.file_size} bytes exceeded")
        with self._lock:
            if self.upper_bytes + grow > limits.overlay_bytes:
                self._refuse(
                    "overlay_bytes", errno.ENOSPC, f"overlay limit of {limits.overlay_bytes} bytes of changes exceeded"
                )
            self.upper_bytes += grow

    def _charge_entry(self) -> None:
        with self._lock:
            if self.upper_entries + 1 > self.limits.overlay_files:
                self._refuse(
                    "overlay_files", errno.ENOSPC, f"overlay limit of {self.limits.overlay_files} new files exceeded"
                )
            self.upper_entries += 1

    def _long_walk(self) -> None:
        if self.budget is not None:
            self.budget.check()

    def _refuse(self, limit: str, err: int, message: str) -> None:
        if self.budget is not None:
            self.budget.exceed(limit, message)
        raise oserror(err)

    def _unlink_from(self, parent: Node, name: str) -> Node:
        node = super()._unlink_from(parent, name)
        if node.type is not FileType.DIR and node.nlink <= 0 and node.data is not None:
            with self._lock:
                self.upper_bytes -= len(node.data)
        return node

    def _set_size(self, node: Node, size: int) -> None:
        self._materialize(node)
        assert node.data is not None
        shrink = len(node.data) - size
        super()._set_size(node, size)
        if shrink > 0:
            with self._lock:
                self.upper_bytes -= shrink

    def _set_size_fresh(self, node: Node) -> None:
        if node.data is not None:
            with self._lock:
                self.upper_bytes -= len(node.data)
        super()._set_size_fresh(node)

    def _check_access(self, node: Node, bit: int, path: str) -> None:
        if bit == 0o200 and node.origin == SKELETON:
            raise oserror(errno.EACCES, path)
        super()._check_access(node, bit, path)

    def _pinned(self, node: Node | None) -> bool:
        """Mount roots and skeleton directories stay where they are, like mount points (EBUSY)."""
        if node is None:
            return False
        return node.origin == SKELETON or (isinstance(node.origin, Lower) and not node.origin.rel)

    def rmdir(self, path: str) -> None:
        found = self._entry(path)
        if self._pinned(found.node):
            raise oserror(errno.EBUSY, path)
        super().rmdir(path)

    def rename(self, src: str, dst: str) -> None:
        if self._pinned(self._entry(src).node) or self._pinned(self._entry(dst).node):
            raise oserror(errno.EBUSY, src)
        super().rename(src, dst)

    def chmod(self, path: str, mode: int, follow_symlinks: bool = True) -> None:
        node = self._existing(path, follow_symlinks)
        if node.origin == SKELETON:
            raise oserror(errno.EPERM, path)
        super().chmod(path, mode, follow_symlinks)

    def utime(self, path: str, atime_ns: int | None, mtime_ns: int | None, follow_symlinks: bool = True) -> None:
        node = self._existing(path, follow_symlinks)
        if node.origin == SKELETON:
            raise oserror(errno.EPERM, path)
        super().utime(path, atime_ns, mtime_ns, follow_symlinks)

    # ----- the change set

    def changes(self) -> ChangeSet:
        """Everything that differs from the disk, one change per path, sorted by path.

        The diff is kept until the next change, so a run after a big ``find`` does not walk it again.
        """
        with self._lock:
            if self._diff_cache is not None:
                return ChangeSet(self._diff_cache, read_set=dict(self._read_set), mounts=self.mounts)
            out: list[Change] = []
            for mount, parent, name in self._mount_slots:
                node = self._entries(parent).get(name)
                if node is not None and isinstance(node.origin, Lower) and node.origin.path == mount:
                    self._diff_dir(mount, node, out)
            for scratch in self._scratch:
                try:
                    node = self._existing(scratch, False)
                except OSError:
                    continue
                if node.type is FileType.DIR and node.entries is not None:
                    for child_name, child in sorted(node.entries.items()):
                        self._added(f"{scratch}/{child_name}", child, out, in_mount=False, old_type=None)
            out.sort(key=lambda c: c.path)
            self._diff_cache = tuple(out)
            return ChangeSet(self._diff_cache, read_set=dict(self._read_set), mounts=self.mounts)

    def _diff_dir(self, path: str, node: Node, out: list[Change]) -> None:
        lower = node.origin
        assert isinstance(lower, Lower)
        if node.entries is None:
            return
        orig = lower.names or {}
        for name in sorted(set(orig) | set(node.entries)):
            p = f"{path}/{name}"
            child = node.entries.get(name)
            old_type = orig.get(name)
            if child is None:
                assert old_type is not None
                self._deleted(p, (*lower.rel, name), old_type, lower.gate, out)
                continue
            clower = child.origin
            if isinstance(clower, Lower) and clower.path == p and child.type is old_type:
                self._diff_in_place(p, child, clower, out)
                continue
            if old_type is FileType.DIR:
                for sub, sub_type in self._lower_tree(lower.gate, (*lower.rel, name)):
                    self._deleted_one(f"{p}/{'/'.join(sub[len(lower.rel) + 1 :])}", sub_type, lower.gate, sub, out)
            if old_type is child.type is FileType.FILE:
                old_identity = self._identity_of(p)
                new = self._content(child)
                old = self._old_content(lower.gate, (*lower.rel, name))
                if old != new or old_identity is None:
                    out.append(
                        Change(
                            p,
                            ChangeKind.MODIFIED,
                            FileType.FILE,
                            old_content=old,
                            new_content=new,
                            old_mode=None,
                            new_mode=child.mode,
                            old_identity=old_identity,
                            renamed_from=_renamed_from(child, p),
                        )
                    )
                continue
            self._added(p, child, out, in_mount=True, old_type=old_type)

    def _diff_in_place(self, p: str, child: Node, lower: Lower, out: list[Change]) -> None:
        if child.type is FileType.DIR:
            if child.mode != self._orig_mode(child):
                out.append(
                    Change(p, ChangeKind.MODE, FileType.DIR, old_mode=self._orig_mode(child), new_mode=child.mode)
                )
            self._diff_dir(p, child, out)
        elif child.type is FileType.FILE:
            old_mode = self._orig_mode(child)
            if child.data is not None:
                old = self._old_content(lower.gate, lower.rel)
                if old != bytes(child.data):
                    out.append(
                        Change(
                            p,
                            ChangeKind.MODIFIED,
                            FileType.FILE,
                            old_content=old,
                            new_content=bytes(child.data),
                            old_mode=old_mode,
                            new_mode=child.mode,
                            old_identity=self._identity_of(p, lower),
                        )
                    )
                    return
            if child.mode != old_mode:
                out.append(
                    Change(
                        p,
                        ChangeKind.MODE,
                        FileType.FILE,
                        old_mode=old_mode,
                        new_mode=child.mode,
                        old_identity=self._identity_of(p, lower),
                    )
                )

    def _orig_mode(self, node: Node) -> int:
        lower = node.origin
        assert isinstance(lower, Lower)
        return lower.mode_at_load

    def _identity_of(self, path: str, lower: Lower | None = None) -> FileIdentity | None:
        got = self._read_set.get(path)
        if got is not None:
            return got
        return lower.identity if lower is not None else None

    def _content(self, node: Node) -> bytes:
        if node.data is not None:
            return bytes(node.data)
        lower = node.origin
        assert isinstance(lower, Lower)
        return self._read_lower(lower)

    def _old_content(self, gate: Gate, rel: Rel) -> bytes | None:
        try:
            content, _st = gate.read_all(rel)
        except OSError:
            return None
        return content

    def _lower_tree(self, gate: Gate, rel: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], FileType]]:
        """Everything below a lower directory, children before their directory (for deletion order)."""
        try:
            items = gate.scan(rel)
        except OSError:
            return
        for name, st, _target in items:
            sub = (*rel, name)
            ftype = file_type(st.st_mode)
            if ftype is FileType.DIR:
                yield from self._lower_tree(gate, sub)
            yield sub, ftype

    def _deleted(self, p: str, rel: tuple[str, ...], ftype: FileType, gate: Gate, out: list[Change]) -> None:
        if ftype is FileType.DIR:
            for sub, sub_type in self._lower_tree(gate, rel):
                self._deleted_one(f"{p}/{'/'.join(sub[len(rel) :])}", sub_type, gate, sub, out)
        self._deleted_one(p, ftype, gate, rel, out)

    def _deleted_one(self, p: str, ftype: FileType, gate: Gate, rel: tuple[str, ...], out: list[Change]) -> None:
        old = self._old_content(gate, rel) if ftype is FileType.FILE else None
        ident = self._read_set.get(p)
        if ident is None:
            try:
                st = gate.lstat(rel)
                ident = FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)
            except OSError:
                ident = None
        out.append(Change(p, ChangeKind.DELETED, ftype, old_content=old, old_identity=ident))

    def _added(self, p: str, node: Node, out: list[Change], *, in_mount: bool, old_type: FileType | None) -> None:
        if self._pinned(node):
            return  # the way to a mount inside /tmp or HOME, or the mount itself: not a change
        renamed = _renamed_from(node, p)
        if node.type is FileType.FILE:
            out.append(
                Change(
                    p,
                    ChangeKind.ADDED,
                    FileType.FILE,
                    in_mount=in_mount,
                    new_content=self._content(node),
                    new_mode=node.mode,
                    old_type=old_type,
                    renamed_from=renamed,
                )
            )
        elif node.type is FileType.SYMLINK:
            out.append(
                Change(
                    p,
                    ChangeKind.ADDED,
                    FileType.SYMLINK,
                    in_mount=in_mount,
                    link_target=node.target,
                    old_type=old_type,
                    renamed_from=renamed,
                )
            )
        elif node.type is FileType.DIR:
            out.append(
                Change(
                    p,
                    ChangeKind.ADDED,
                    FileType.DIR,
                    in_mount=in_mount,
                    new_mode=node.mode,
                    old_type=old_type,
                    renamed_from=renamed,
                )
            )
            for name, child in sorted(self._entries(node).items()):
                self._added(f"{p}/{name}", child, out, in_mount=in_mount, old_type=None)
        else:
            out.append(Change(p, ChangeKind.ADDED, node.type, in_mount=in_mount, old_type=old_type))


def _renamed_from(node: Node, path: str) -> str | None:
    lower = node.origin
    if isinstance(lower, Lower) and lower.path != path:
        return lower.path
    return None


def _check_mounts(mounts: Sequence[str]) -> Iterator[str]:
    """Mounts are absolute, real (no symlink in them), not ``/``, not nested, not under /dev."""
    seen: list[str] = []
    for raw in mounts:
        if not os.path.isabs(raw):
            raise ValueError(f"workspace path must be absolute: {raw!r}")
        path = os.path.realpath(raw)
        if path == "/" or is_within(path, "/dev"):
            raise ValueError(f"cannot mount {path!r} as a workspace")
        if not os.path.isdir(path):
            raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), raw)
        for other in seen:
            if is_within(path, other) or is_within(other, path):
                raise ValueError(f"workspaces {other!r} and {path!r} overlap")
        seen.append(path)
        yield path
