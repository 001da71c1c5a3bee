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
import io
import os
import stat as stat_mod
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import Any, BinaryIO

from vshell.fs import devices
from vshell.fs.changes import Change, ChangeSet, FileIdentity
from vshell.fs.devices import Device, RefusedDevice
from vshell.fs.diff import SKELETON, diff_overlay
from vshell.fs.lower import AppendFile, Lower, LowerReader, SmallFile, Tail, buffer_size
from vshell.fs.memory import MemoryFS, Node
from vshell.fs.paths import components, is_within, oserror
from vshell.fs.protocol import FileType, OpenMode
from vshell.fs.real_gate import Gate
from vshell.fs.undo import UndoLog
from vshell.limits import Budget, Limits

_TYPES = {
    stat_mod.S_IFDIR: FileType.DIR,
    stat_mod.S_IFLNK: FileType.SYMLINK,
    stat_mod.S_IFCHR: FileType.CHAR_DEVICE,
    stat_mod.S_IFIFO: FileType.FIFO,
}
"""``vshell.fs.real.file_type`` as one lookup (a listing makes one node per entry); anything else is a file."""
_new_node = object.__new__
_READ_AT_OPEN = 256 << 10
"""A workspace file up to this size is read whole when opened for reading (see ``_open_existing``)."""
_UPPER_INO_BASE = 1 << 40  # far above real inode numbers, so ``ls -i`` never shows a clash


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
        self._run = 0
        """The number of the run in progress (:meth:`begin_run`); listings are re-checked once per run."""
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
        """A node for an entry on disk, content and listing left there (a listing makes one per entry:
        every slot is set here once rather than through ``Node.__init__``'s defaults)."""
        mode = st.st_mode
        ftype = _TYPES.get(mode & 0o170000, FileType.FILE)
        node = _new_node(Node)
        node.ino = st.st_ino
        node.type = ftype
        node.mode = mode & 0o7777
        node.mtime_ns = st.st_mtime_ns
        node.atime_ns = st.st_atime_ns
        node.ctime_ns = st.st_ctime_ns
        node.nlink = st.st_nlink
        node.data = None
        node.entries = None
        node.target = "" if target is None else target
        node.parent = None
        # A FIFO or device on disk is not content: opened from either end it is EACCES, as the gate
        # refuses to read it (a write would otherwise turn it into an in-memory file nobody commits).
        node.device = RefusedDevice() if ftype is FileType.FIFO or ftype is FileType.CHAR_DEVICE else None
        node.origin = Lower(gate, rel, st)
        node.tail = None
        # D-user: the sandbox's one user owns everything in the workspace, whoever
        # owns it on the host (whose uids are none of the script's business).
        node.uid = node.gid = 1000
        node.dev = st.st_dev
        return node

    # ----- API for the session and the interpreter

    def bind_fds(self, fds: Mapping[int, Any]) -> AbstractContextManager[None]:
        """Bind ``/dev/fd/N`` (and /dev/std*) to streams in this context: see :mod:`vshell.fs.devices`."""
        return devices.bind_fds(fds)

    def begin_run(self) -> None:
        """A run starts: each listing it crosses is compared with the disk once (re-read when the disk's moved)."""
        with self._lock:
            self._run += 1
            self._new_generation()

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
        entries = node.entries
        if entries is None:
            # Pipeline stages are threads: two may cross a directory for the first
            # time at once. Load it under the lock, once, or the second load would
            # replace a listing the first thread has already added a new file to.
            with self._lock:
                if node.entries is None:
                    self._load_dir(node)
            entries = node.entries
            assert entries is not None
        elif node is self._devfd:
            self._refresh_devfd()
        else:
            lower = node.origin
            if isinstance(lower, Lower) and lower.checked != self._run:
                self._recheck_dir(node, lower)
        return entries

    def _load_dir(self, node: Node) -> None:
        lower = node.origin
        assert isinstance(lower, Lower)
        lower.checked = self._run
        try:
            dir_st, items = lower.gate.scan_dir(lower.rel)
            lower.dir_identity = (dir_st.st_ino, dir_st.st_mtime_ns)
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

    def _recheck_dir(self, node: Node, lower: Lower) -> None:
        """Once per run: re-read a listing whose directory moved on disk (inode or mtime_ns), so listings and contents agree."""
        with self._lock:
            if lower.checked == self._run:
                return
            lower.checked = self._run
            if not self._dir_moved(lower):
                return
            try:
                dir_st, items = lower.gate.scan_dir(lower.rel)
            except OSError:
                return  # gone from disk: the view keeps it; the commit refuses what depends on it
            lower.dir_identity = (dir_st.st_ino, dir_st.st_mtime_ns)
            self._merge_listing(node, lower, items)
            self._new_generation()
            self._diff_cache = None

    def _dir_moved(self, lower: Lower) -> bool:
        try:
            st = lower.gate.lstat(lower.rel)
        except OSError:
            return False
        listed = lower.dir_identity or (lower.st.st_ino, lower.st.st_mtime_ns)
        return (st.st_ino, st.st_mtime_ns) != listed

    def _merge_listing(self, node: Node, lower: Lower, items: list[tuple[str, os.stat_result, str | None]]) -> None:
        """Bring the disk's new listing into the view; what the script changed wins over the disk.

        A name the script did not touch follows the disk (appears, goes, or is
        replaced).  A name the script changed or removed keeps the script's
        version and the listing it was changed against, so the commit still
        sees (and refuses) a conflicting edit made on disk.  A name both the
        script and the disk created keeps the script's file and stays new
        (the commit refuses it as created on disk meanwhile).
        """
        entries = node.entries
        assert entries is not None
        names = lower.names if lower.names is not None else {}
        on_disk = {name: (st, target) for name, st, target in items}
        for name in [n for n in names if n not in on_disk]:
            child = entries.get(name)
            if child is None:
                del names[name]
            elif self._untouched(child, lower, name):
                del entries[name]
                del names[name]
        for name, (st, target) in on_disk.items():
            child = entries.get(name)
            if name in names:
                if child is None or not self._untouched(child, lower, name):
                    continue
                if child.type is FileType.DIR and child.entries is not None:
                    continue  # its own listing is re-checked when a path crosses it
                if child.origin.same_entry(st):
                    continue
            elif child is not None:
                continue
            fresh = self._lower_node(lower.gate, (*lower.rel, name), st, target)
            if fresh.type is FileType.DIR:
                fresh.parent = node
            entries[name] = fresh
            names[name] = fresh.type
        lower.names = names

    def _untouched(self, child: Node, lower: Lower, name: str) -> bool:
        """True when ``child`` is still the disk's entry ``name`` of ``lower``, unchanged by the script."""
        origin = child.origin
        return (
            isinstance(origin, Lower)
            and origin.rel == (*lower.rel, name)
            and child.data is None
            and child.tail is None
            and child.mode == origin.mode_at_load
        )

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
            tail = node.tail
            return node.origin.size if tail is None else int(tail.size)
        return super()._size_of(node)

    def _open_existing(self, node: Node, path: str, mode: OpenMode) -> BinaryIO | None:
        lower = node.origin
        if not isinstance(lower, Lower):
            return None
        fd, st = lower.gate.open_file(lower.rel)
        self._record_read(lower.path, FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino))
        tail: Tail | None = node.tail
        if tail is None and st.st_size <= _READ_AT_OPEN:
            # A small file is read at once, in one read, into a C-level stream (``grep -r`` and ``cat``
            # of thousands of files pay one Python reader per file otherwise).  One byte more than its
            # size asks whether it grew since the fstat; then it is streamed like a big one.
            try:
                content = os.read(fd, st.st_size + 1)
            except OSError:
                os.close(fd)
                raise
            if len(content) <= st.st_size:
                os.close(fd)
                return SmallFile(content, path)  # type: ignore[return-value]
        raw = LowerReader(fd, st, path, tail)
        return io.BufferedReader(raw, buffer_size(st.st_size if tail is None else tail.size))  # type: ignore[return-value]

    def read_bytes(self, path: str) -> bytes:
        """A whole file; one that is all on disk is read straight through the gate (grep -r reads thousands)."""
        node = self._walk(path, True).node
        if (
            node is not None
            and node.type is FileType.FILE
            and node.data is None
            and node.tail is None
            and node.device is None
            and isinstance(node.origin, Lower)
        ):
            self._check_access(node, 0o400, path)
            content, st = node.origin.gate.read_all(node.origin.rel)
            self._record_read(node.origin.path, FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino))
            return content
        return super().read_bytes(path)

    def _open_append(self, node: Node, path: str) -> BinaryIO | None:
        lower = node.origin
        if not isinstance(lower, Lower) or node.type is not FileType.FILE:
            return None
        with self._lock:
            if node.tail is None and node.data is None:
                node.tail = Tail(lower.size)
        return AppendFile(  # type: ignore[return-value]
            path, lambda chunk: self._append(node, chunk), lambda: self._size_of(node), lambda n: self._set_size(node, n)
        )

    def _append(self, node: Node, chunk: bytes) -> int:
        """``O_APPEND`` write: to the tail while the file stays on disk, else to its bytes in memory."""
        self._will_change(node)  # a descriptor opened in an earlier run writes in this one
        data = node.data
        if data is not None:
            self._charge(node, len(chunk), len(data) + len(chunk))
            data += chunk
            size = len(data)
        else:
            tail: Tail = node.tail
            self._charge(node, len(chunk), len(tail.data) + len(chunk))
            tail.data += chunk
            size = tail.size
        self._touch(node)
        return size

    def _materialize(self, node: Node) -> None:
        if node.data is not None or not isinstance(node.origin, Lower) or node.type is not FileType.FILE:
            return
        content = self._read_lower(node.origin)
        tail: Tail | None = node.tail
        held = 0
        if tail is not None:
            content = content[: tail.keep] + bytes(tail.data)
            held = len(tail.data)
        self._charge(node, len(content) - held, len(content))
        node.data = bytearray(content)
        node.tail = None

    def _read_lower(self, lower: Lower) -> bytes:
        content, st = lower.gate.read_all(lower.rel)
        self._record_read(lower.path, FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino))
        return content

    def _record_read(self, path: str, identity: FileIdentity) -> None:
        """The first identity a run saw of a file stays (a later, different one means the disk moved meanwhile)."""
        with self._lock:
            old = self._read_set.get(path)
            if old is None or (
                old.sha256 is None
                and identity.sha256 is not None
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

    def _uncharge(self, n: int) -> None:
        if n:
            with self._lock:
                self.upper_bytes -= n

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
        if node.type is not FileType.DIR and node.nlink <= 0:
            if node.data is not None:
                self._uncharge(len(node.data))
            elif node.tail is not None:
                self._uncharge(len(node.tail.data))
        return node

    def _set_size(self, node: Node, size: int) -> None:
        if size < 0:
            raise oserror(errno.EINVAL)
        lower = node.origin
        if node.data is None and isinstance(lower, Lower) and node.type is FileType.FILE:
            # truncate(1)/ftruncate on a file still on disk: keep a prefix of it, or pad the tail
            self._will_change(node)
            with self._lock:
                if node.tail is None:
                    node.tail = Tail(lower.size)
            tail: Tail = node.tail
            if size <= tail.keep:
                self._uncharge(len(tail.data))
                tail.data.clear()
                tail.keep = size
            else:
                want = size - tail.keep
                have = len(tail.data)
                if want < have:
                    self._uncharge(have - want)
                    del tail.data[want:]
                elif want > have:
                    self._charge(node, want - have, want)
                    tail.data.extend(bytes(want - have))
            self._touch(node)
            return
        self._materialize(node)
        assert node.data is not None
        shrink = len(node.data) - size
        super()._set_size(node, size)
        if shrink > 0:
            self._uncharge(shrink)

    def _set_size_fresh(self, node: Node) -> None:
        if node.data is not None:
            self._uncharge(len(node.data))
        elif node.tail is not None:
            self._uncharge(len(node.tail.data))
        node.tail = None
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
        """Everything that differs from the disk, one change per path, sorted by path (see :mod:`vshell.fs.diff`).

        The diff is kept until the next change, so a run after a big ``find`` does not walk it again.
        """
        with self._lock:
            if self._diff_cache is None:
                self._diff_cache = diff_overlay(self)
            return ChangeSet(self._diff_cache, read_set=dict(self._read_set), mounts=self.mounts)

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
