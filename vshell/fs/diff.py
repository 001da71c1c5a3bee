"""The overlay's change set: the merged tree compared with the disk, one change per path.

Contents stay on disk wherever they can (issue 11): a file moved and not
written is one RENAMED change whose ``new_source`` names the file it came
from; a file appended to or truncated that is bigger than ``INLINE_LIMIT``
is a change whose ``new_source`` is a prefix of the real file plus the bytes
written after it; a deleted file is described by its identity, its content
carried only when it is small.  So ``mv big moved``, ``rm big`` and
``echo x >> big`` cost memory independent of the file's size.

The read set records a file's identity when a run opens it; the content is
hashed here, lazily, only for the files the commit stage must compare (those
the run read and now changes), and only while the disk still holds what was
read.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from vshell.fs.changes import INLINE_LIMIT, Change, ChangeKind, DiskContent, FileIdentity
from vshell.fs.lower import Lower, Tail
from vshell.fs.memory import Node
from vshell.fs.protocol import FileType
from vshell.fs.real import file_type
from vshell.fs.real_gate import Gate

if TYPE_CHECKING:
    from vshell.fs.overlay import Overlay

SKELETON = "skeleton"
"""``Node.origin`` of the read-only virtual directories (``/``, ``/dev``, the parents of mounts)."""


def diff_overlay(ov: Overlay) -> tuple[Change, ...]:
    """Every change of ``ov`` against the disk, sorted by path (the caller holds the overlay's lock)."""
    d = _Diff(ov)
    for mount, parent, name in ov._mount_slots:
        node = ov._entries(parent).get(name)
        if node is not None and isinstance(node.origin, Lower) and node.origin.path == mount:
            d.dir(mount, node)
    for scratch in ov._scratch:
        try:
            node = ov._existing(scratch, False)
        except OSError:
            continue
        if node.type is FileType.DIR and node.entries is not None:
            for child_name, child in sorted(node.entries.items()):
                d.added(f"{scratch}/{child_name}", child, in_mount=False, old_type=None)
    # A file renamed in the workspace is one change at its new path: its old path is not also a deletion.
    moved = {c.renamed_from for c in d.out if c.kind is ChangeKind.RENAMED}
    out = [c for c in d.out if not (c.kind is ChangeKind.DELETED and c.type is FileType.FILE and c.path in moved)]
    out.sort(key=lambda c: c.path)
    return tuple(out)


class _Diff:
    def __init__(self, ov: Overlay) -> None:
        self.ov = ov
        self.out: list[Change] = []

    # ----- identities and contents

    def identity(self, path: str, gate: Gate, rel: tuple[str, ...], fallback: FileIdentity | None) -> FileIdentity | None:
        """What the run saw of the real file ``path``: its identity when read (hashed now, if the disk still
        holds it), else ``fallback`` (its identity when listed)."""
        read = self.ov._read_set.get(path)
        if read is None:
            return fallback
        if read.sha256 is not None:
            return read
        try:
            st = gate.lstat(rel)
            if (st.st_size, st.st_mtime_ns, st.st_ino) != (read.size, read.mtime_ns, read.ino):
                return read  # already changed on disk: the commit refuses it by identity
            import hashlib  # only a file the run read and now changes is hashed; most runs never load it

            h = hashlib.sha256()
            for block in gate.blocks(rel):
                h.update(block)
        except OSError:
            return read
        hashed = FileIdentity(read.size, read.mtime_ns, read.ino, h.hexdigest())
        self.ov._read_set[path] = hashed
        return hashed

    def lower_identity(self, lower: Lower) -> FileIdentity | None:
        return self.identity(lower.path, lower.gate, lower.rel, lower.identity)

    def disk_identity(self, path: str, gate: Gate, rel: tuple[str, ...]) -> FileIdentity | None:
        """The identity of what is at ``path`` on disk now (for an entry the script replaced without reading)."""
        try:
            st = gate.lstat(rel)
        except OSError:
            return self.ov._read_set.get(path)
        return self.identity(path, gate, rel, FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino))

    def old_content(self, gate: Gate, rel: tuple[str, ...]) -> bytes | None:
        """A small file's content on disk (None when big, gone or unreadable: the commit reads the disk itself)."""
        try:
            if gate.lstat(rel).st_size > INLINE_LIMIT:
                return None
            return gate.read_all(rel)[0]
        except OSError:
            return None

    def new_side(self, node: Node) -> tuple[bytes | None, DiskContent | None]:
        """A file node's content: bytes when in memory or small, else a :class:`DiskContent`."""
        if node.data is not None:
            return bytes(node.data), None
        lower = node.origin
        assert isinstance(lower, Lower)
        tail: Tail | None = node.tail
        keep, extra = (lower.size, b"") if tail is None else (tail.keep, bytes(tail.data))
        if keep + len(extra) <= INLINE_LIMIT:
            try:
                base = lower.gate.read_prefix(lower.rel, keep)
            except OSError:
                base = b""
            return base + extra, None
        return None, DiskContent(lower.path, self.lower_identity(lower) or lower.identity, keep, extra)

    def same_as_disk(
        self, gate: Gate, rel: tuple[str, ...], content: bytes | None, source: DiskContent | None, old: bytes | None
    ) -> bool:
        """Whether the new content equals the file on disk, comparing block by block when it is big."""
        if content is not None and old is not None:
            return content == old
        try:
            size = gate.lstat(rel).st_size
        except OSError:
            return False
        if source is not None:
            return source.path == gate.path_of(rel) and not source.tail and source.length == size
        assert content is not None
        if size != len(content):
            return False
        pos = 0
        try:
            for block in gate.blocks(rel):
                if content[pos : pos + len(block)] != block:
                    return False
                pos += len(block)
        except OSError:
            return False
        return pos == len(content)

    # ----- the walk

    def dir(self, path: str, node: Node) -> None:
        lower = node.origin
        assert isinstance(lower, Lower)
        if node.entries is None:
            return
        orig = lower.names or {}
        for name in sorted(set(orig) | set(node.entries)):
            p = f"{path}/{name}"
            rel = (*lower.rel, name)
            child = node.entries.get(name)
            old_type = orig.get(name)
            if child is None:
                assert old_type is not None
                self.deleted(p, rel, old_type, lower.gate)
                continue
            clower = child.origin
            if isinstance(clower, Lower) and clower.path == p and child.type is old_type:
                self.in_place(p, child, clower)
                continue
            if old_type is FileType.DIR:
                for sub, sub_type in _lower_tree(lower.gate, rel):
                    self.deleted_one(f"{p}/{'/'.join(sub[len(rel) :])}", sub_type, lower.gate, sub)
            if old_type is child.type is FileType.FILE:
                self.replaced_file(p, child, lower.gate, rel)
                continue
            self.added(p, child, in_mount=True, old_type=old_type)

    def in_place(self, p: str, child: Node, lower: Lower) -> None:
        old_mode = lower.mode_at_load
        if child.type is FileType.DIR:
            if child.mode != old_mode:
                self.out.append(Change(p, ChangeKind.MODE, FileType.DIR, old_mode=old_mode, new_mode=child.mode))
            self.dir(p, child)
            return
        if child.type is not FileType.FILE:
            return
        if child.data is not None or child.tail is not None:
            content, source = self.new_side(child)
            old = self.old_content(lower.gate, lower.rel) if source is None else None
            if not self.same_as_disk(lower.gate, lower.rel, content, source, old):
                self.out.append(
                    Change(
                        p,
                        ChangeKind.MODIFIED,
                        FileType.FILE,
                        old_content=old,
                        new_content=content,
                        new_source=source,
                        old_mode=old_mode,
                        new_mode=child.mode,
                        old_identity=self.lower_identity(lower),
                    )
                )
                return
        if child.mode != old_mode:
            self.out.append(
                Change(
                    p,
                    ChangeKind.MODE,
                    FileType.FILE,
                    old_mode=old_mode,
                    new_mode=child.mode,
                    old_identity=self.lower_identity(lower),
                )
            )

    def replaced_file(self, p: str, child: Node, gate: Gate, rel: tuple[str, ...]) -> None:
        """A file on disk whose name now holds another file: one moved there, or a new one."""
        if _moved_whole(child):
            self.out.append(self.renamed(p, child, FileType.FILE, self.disk_identity(p, gate, rel)))
            return
        old_identity = self.ov._read_set.get(p)
        if old_identity is not None:
            old_identity = self.identity(p, gate, rel, old_identity)
        content, source = self.new_side(child)
        old = self.old_content(gate, rel) if source is None else None
        if old_identity is None or not self.same_as_disk(gate, rel, content, source, old):
            self.out.append(
                Change(
                    p,
                    ChangeKind.MODIFIED,
                    FileType.FILE,
                    old_content=old,
                    new_content=content,
                    new_source=source,
                    old_mode=None,
                    new_mode=child.mode,
                    old_identity=old_identity,
                    renamed_from=_renamed_from(child, p),
                )
            )

    def renamed(self, p: str, child: Node, old_type: FileType | None, old_identity: FileIdentity | None) -> Change:
        src = child.origin
        assert isinstance(src, Lower)
        return Change(
            p,
            ChangeKind.RENAMED,
            FileType.FILE,
            old_type=old_type,
            old_identity=old_identity,
            old_mode=src.mode_at_load,
            new_mode=child.mode,
            renamed_from=src.path,
            new_source=DiskContent(src.path, self.lower_identity(src) or src.identity, src.size),
        )

    def deleted(self, p: str, rel: tuple[str, ...], ftype: FileType, gate: Gate) -> None:
        if ftype is FileType.DIR:
            for sub, sub_type in _lower_tree(gate, rel):
                self.deleted_one(f"{p}/{'/'.join(sub[len(rel) :])}", sub_type, gate, sub)
        self.deleted_one(p, ftype, gate, rel)

    def deleted_one(self, p: str, ftype: FileType, gate: Gate, rel: tuple[str, ...]) -> None:
        old = self.old_content(gate, rel) if ftype is FileType.FILE else None
        ident = self.disk_identity(p, gate, rel) if ftype is FileType.FILE else self.ov._read_set.get(p)
        if ident is None and ftype is not FileType.FILE:
            try:
                st = gate.lstat(rel)
                ident = FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)
            except OSError:
                ident = None
        self.out.append(Change(p, ChangeKind.DELETED, ftype, old_content=old, old_identity=ident))

    def added(self, p: str, node: Node, *, in_mount: bool, old_type: FileType | None) -> None:
        if self.ov._pinned(node):
            return  # the way to a mount inside /tmp or HOME, or the mount itself: not a change
        renamed = _renamed_from(node, p)
        if node.type is FileType.FILE:
            if in_mount and _moved_whole(node):
                self.out.append(self.renamed(p, node, old_type, None))
                return
            content, source = self.new_side(node)
            self.out.append(
                Change(
                    p,
                    ChangeKind.ADDED,
                    FileType.FILE,
                    in_mount=in_mount,
                    new_content=content,
                    new_source=source,
                    new_mode=node.mode,
                    old_type=old_type,
                    renamed_from=renamed,
                )
            )
        elif node.type is FileType.SYMLINK:
            self.out.append(
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
            self.out.append(
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
            for name, child in sorted(self.ov._entries(node).items()):
                self.added(f"{p}/{name}", child, in_mount=in_mount, old_type=None)
        else:
            self.out.append(Change(p, ChangeKind.ADDED, node.type, in_mount=in_mount, old_type=old_type))


def _moved_whole(node: Node) -> bool:
    """A real file that only moved: its content is all of the file on disk, untouched."""
    return node.data is None and node.tail is None and isinstance(node.origin, Lower) and node.type is FileType.FILE


def _renamed_from(node: Node, path: str) -> str | None:
    lower = node.origin
    if isinstance(lower, Lower) and lower.path != path:
        return lower.path
    return None


def _lower_tree(gate: Gate, rel: tuple[str, ...]) -> Iterator[tuple[tuple[str, ...], FileType]]:
    """Everything below a lower directory, children before their directory (for deletion order)."""
    try:
        items = gate.scan(rel)
    except OSError:
        return
    for name, st, _target in items:
        sub = (*rel, name)
        ftype = file_type(st.st_mode)
        if ftype is FileType.DIR:
            yield from _lower_tree(gate, sub)
        yield sub, ftype
