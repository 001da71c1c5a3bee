"""The change set the overlay produces and the commit stage consumes.

Immutable once a run ends.  Paths are virtual absolute paths, which for the
workspace mounts are also the real absolute paths on disk.  Changes outside
the mounts (``/tmp``, ``$HOME``) are listed too, with ``in_mount`` False: the
commit stage discards them, never applies them.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from vshell.fs.protocol import FileType

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field


class ChangeKind(enum.Enum):
    ADDED = "added"
    MODIFIED = "modified"  # content changed (and perhaps the mode)
    DELETED = "deleted"
    MODE = "mode"  # only the permission bits changed
    RENAMED = "renamed"  # the file at ``renamed_from`` moved here, its content untouched (``new_source``)


INLINE_LIMIT = 4 * 1024 * 1024
"""Contents up to this size travel in a change as bytes; a bigger file whose
content is still on disk travels as a :class:`DiskContent`, never loaded."""


@dataclass(frozen=True, slots=True)
class FileIdentity:
    """What a real file was when the overlay read it (or its directory entry)."""

    size: int
    mtime_ns: int
    ino: int
    sha256: str | None = None
    """Hex digest of the content read, when the content was read."""


@dataclass(frozen=True, slots=True)
class DiskContent:
    """New content that is the first ``length`` bytes of a file on disk, then ``tail``.

    ``echo x >> big`` is ``DiskContent(big, ..., len(big), b"x\n")`` and
    ``mv big moved`` a RENAMED change whose source is all of ``big``: the
    commit stage copies or links the file on disk and never loads it.  The
    file must still be ``identity`` when the commit applies (else it is
    refused as changed on disk).
    """

    path: str
    identity: FileIdentity
    length: int
    tail: bytes = b""

    @property
    def size(self) -> int:
        return self.length + len(self.tail)


@dataclass(frozen=True, slots=True)
class Change:
    path: str
    kind: ChangeKind
    type: FileType
    """The new type (for DELETED: the old one): FILE, DIR or SYMLINK; anything else is refused at commit."""
    in_mount: bool = True
    old_content: bytes | None = None
    new_content: bytes | None = None
    old_mode: int | None = None
    new_mode: int | None = None
    old_type: FileType | None = None
    """The type on disk before, when it differs from ``type`` (a file replaced by a directory)."""
    link_target: str | None = None
    """For a new symlink: its target as written."""
    old_identity: FileIdentity | None = None
    """Identity of the lower-layer file this change replaces or deletes."""
    renamed_from: str | None = None
    """When the change came from a rename in the same run, the source path."""
    new_source: DiskContent | None = None
    """The new content when it is (a prefix of) a file on disk, instead of ``new_content``:
    a RENAMED file, or a file too big to carry (over ``INLINE_LIMIT``) that the run appended to."""


@dataclass(frozen=True, slots=True)
class ChangeSet:
    changes: tuple[Change, ...] = ()
    read_set: Mapping[str, FileIdentity] = field(default_factory=lambda: MappingProxyType({}))
    """Every real file the run read (or stat'ed to decide on), with its identity at that time."""
    mounts: tuple[str, ...] = ()

    def __bool__(self) -> bool:
        return any(c.in_mount for c in self.changes)

    def by_path(self) -> dict[str, Change]:
        return {c.path: c for c in self.changes}
