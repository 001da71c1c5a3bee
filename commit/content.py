"""New contents on disk: written from bytes, linked from a renamed file, or copied block by block.

A change whose content comes from a file on disk (``new_source``: a rename,
an append to a file too big to carry) is staged without loading that file:
a RENAMED file that keeps its mode becomes a hard link beside its target,
which the apply then renames into place while the old name is removed (the
journal's usual remove-and-rename, so a crash rolls back exactly); anything
else is copied in blocks into the staged file, then the appended tail.
"""

from __future__ import annotations

import errno
import stat as stat_mod
from collections.abc import Sequence

from vshell.commit import _os
from vshell.fs.changes import Change, ChangeKind
from vshell.fs.protocol import FileType

_NO_HARD_LINKS = frozenset({errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOSYS, errno.EOPNOTSUPP})


def with_rename_sources(scope: Sequence[Change]) -> list[Change]:
    """``scope`` plus the removal of each renamed file's old name that nothing else takes over.

    The change set lists a rename once, at its new path; the apply also has
    to remove the old name, with a backup and a journal entry like any other
    removal, and the changed-on-disk rule checks it by the identity the run saw.
    """
    paths = {c.path for c in scope}
    out = list(scope)
    for c in scope:
        src = c.new_source
        if c.kind is ChangeKind.RENAMED and src is not None and src.path not in paths:
            out.append(Change(src.path, ChangeKind.DELETED, FileType.FILE, old_identity=src.identity))
            paths.add(src.path)
    out.sort(key=lambda c: c.path)
    return out


def write_new(temp: str, change: Change, mode: int) -> None:
    """Stage ``change``'s new file content at ``temp`` with ``mode``, durable on return."""
    src = change.new_source
    if src is None:
        assert change.new_content is not None  # rule_complete refused otherwise
        _os.write_file(temp, change.new_content, mode)
        return
    if change.kind is ChangeKind.RENAMED and not src.tail and src.length == src.identity.size:
        st = _os.lstat(src.path)
        if stat_mod.S_IMODE(st.st_mode) == mode:
            try:
                _os.link(src.path, temp)
                return
            except OSError as e:
                if e.errno not in _NO_HARD_LINKS:
                    raise
    _os.copy_file(temp, src.path, src.length, src.tail, mode)
