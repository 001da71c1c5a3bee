"""The commit rules: each a small named function over the whole change set.

A rule yields ``Refusal`` values, one per offending path, with a reason a
person and a model can read.  ``check`` runs every rule; one refusal refuses
the whole set.  Rules see only in-mount changes: a change outside the mounts
(``/tmp``, ``$HOME``) is discarded, never applied, and never refused.
"""

from __future__ import annotations

import hashlib
import posixpath
import stat as stat_mod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from fnmatch import fnmatchcase

from vshell.commit import _os
from vshell.commit import journal as jmod
from vshell.commit.names import caseless, could_be_short_name_of, folded, shown, unshowable
from vshell.commit.policy import Policy
from vshell.fs.changes import Change, ChangeKind, ChangeSet, DiskContent, FileIdentity
from vshell.fs.protocol import FileType

WRITABLE_TYPES = frozenset({FileType.FILE, FileType.DIR, FileType.SYMLINK})
BOM = b"\xef\xbb\xbf"
_OLD_CONTENT_LIMIT = 64 * 1024 * 1024  # judging line endings of a bigger original is not worth reading it


@dataclass(frozen=True, slots=True)
class Refusal:
    path: str | None
    """The offending real path; None when the rule is about the whole set (too many files)."""
    rule: str
    """The rule's name (``protected``, ``line-endings`` ...), stable for hosts to match on."""
    reason: str
    """A sentence for a person and a model."""

    def text(self) -> str:
        """``path: reason [rule]``, the path with what a terminal would not show truthfully escaped."""
        return f"{shown(self.path) if self.path is not None else '(the change set)'}: {self.reason} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    refusals: tuple[Refusal, ...] = ()
    discarded: tuple[str, ...] = ()
    """Paths outside the mounts (``/tmp``, ``$HOME``): dropped, never applied."""

    def text(self) -> str:
        """Every refusal, one per line, as ``path: reason [rule]``."""
        return "\n".join(r.text() for r in self.refusals)


Rule = Callable[[Sequence[Change], ChangeSet, Policy], Iterator[Refusal]]


# ---- helpers shared with the apply -------------------------------------------------------


def mount_of(path: str, mounts: Sequence[str]) -> str | None:
    """The mount strictly containing ``path`` (the mount folder itself is not changeable)."""
    for mount in mounts:
        root = mount.rstrip("/") or "/"
        if path != root and path.startswith(root if root == "/" else root + "/"):
            return mount
    return None


def before_type(change: Change) -> FileType | None:
    """What is on disk at the path before the apply (None: nothing)."""
    if change.kind is ChangeKind.ADDED or change.kind is ChangeKind.RENAMED:
        return change.old_type
    return change.old_type or change.type


def after_type(change: Change) -> FileType | None:
    """What is on disk at the path after the apply (None: nothing)."""
    return None if change.kind is ChangeKind.DELETED else change.type


def stat_type(st_mode: int) -> FileType:
    if stat_mod.S_ISREG(st_mode):
        return FileType.FILE
    if stat_mod.S_ISDIR(st_mode):
        return FileType.DIR
    if stat_mod.S_ISLNK(st_mode):
        return FileType.SYMLINK
    if stat_mod.S_ISFIFO(st_mode):
        return FileType.FIFO
    return FileType.CHAR_DEVICE


def _hash_file(path: str) -> str:
    h = hashlib.sha256()
    for block in _os.read_blocks(path):
        h.update(block)
    return h.hexdigest()


def disk_conflict(change: Change, read_set: Mapping[str, FileIdentity]) -> str | None:
    """Why the disk at ``change.path`` is no longer what the run saw, or None when it still is.

    Files and symlinks compare size, mtime_ns and inode, then the content hash
    when those agree and the run took one.  Directories compare the inode
    only: their mtime moves whenever a sibling is written, by us included.
    A change whose new content comes from a file on disk (a rename, an
    append to a big file) also needs that file to be what the run saw.
    """
    why = _target_conflict(change, read_set)
    if why is None and change.new_source is not None:
        why = _source_conflict(change.new_source)
    return why


def _source_conflict(source: DiskContent) -> str | None:
    ident = source.identity
    try:
        st = _os.lstat_or_none(source.path)
        if st is None or not stat_mod.S_ISREG(st.st_mode):
            return f"takes its content from {source.path}, which is gone from disk"
        if (st.st_size, st.st_mtime_ns, st.st_ino) != (ident.size, ident.mtime_ns, ident.ino):
            return f"takes its content from {source.path}, which was changed on disk after the command saw it"
        if ident.sha256 is not None and _hash_file(source.path) != ident.sha256:
            return f"takes its content from {source.path}, whose content was edited on disk meanwhile"
    except OSError as e:
        return f"cannot read {source.path} on disk ({e.strerror})"
    return None


def _target_conflict(change: Change, read_set: Mapping[str, FileIdentity]) -> str | None:
    expected = before_type(change)
    try:
        st = _os.lstat_or_none(change.path)
    except OSError as e:
        return f"cannot be examined on disk ({e.strerror})"
    if expected is None:
        if st is not None:
            return "was created on disk after the command looked; the command's version would overwrite it"
        return None
    if st is None:
        return "was deleted on disk after the command read it"
    now = stat_type(st.st_mode)
    if now is not expected:
        return f"is now a {now.value} on disk, but the command saw a {expected.value}"
    ident = change.old_identity or read_set.get(change.path)
    if expected is FileType.DIR:
        if ident is not None and ident.ino != st.st_ino:
            return "was replaced by another directory on disk after the command read it"
        return None
    if ident is None:
        if change.kind is ChangeKind.ADDED or change.kind is ChangeKind.RENAMED:
            return None  # the run replaced the entry wholesale (``ln -sf``, ``mv x f``) and saw only its type
        if expected is FileType.FILE and change.old_content is not None:
            try:
                same = _os.read_file(change.path) == change.old_content
            except OSError as e:
                return f"cannot be read on disk ({e.strerror})"
            return None if same else "was edited on disk after the command read it"
        return "has no record of what the command read, so an edit made on disk meanwhile could be lost"
    differ = [
        name
        for name, was, now_value in (
            ("size", ident.size, st.st_size),
            ("modification time", ident.mtime_ns, st.st_mtime_ns),
            ("inode", ident.ino, st.st_ino),
        )
        if was != now_value
    ]
    if differ:
        return f"was changed on disk after the command read it ({', '.join(differ)} differ)"
    if ident.sha256 is not None and expected is FileType.FILE:
        try:
            if _hash_file(change.path) != ident.sha256:
                return "was edited on disk after the command read it (its content differs)"
        except OSError as e:
            return f"cannot be read on disk ({e.strerror})"
    return None


def original_content(change: Change) -> bytes | None:
    """The file's content before the change: the run's copy, else the disk's (None when unknown)."""
    if change.old_content is not None:
        return change.old_content
    if before_type(change) is not FileType.FILE:
        return None
    try:
        st = _os.lstat_or_none(change.path)
        if st is None or not stat_mod.S_ISREG(st.st_mode) or st.st_size > _OLD_CONTENT_LIMIT:
            return None
        return _os.read_file(change.path, _OLD_CONTENT_LIMIT)
    except OSError:
        return None


def new_text(change: Change) -> bytes | None:
    """The new content the text rules judge (a file's bytes; None for deletions, dirs, symlinks, modes)."""
    if change.type is FileType.FILE and change.kind in (ChangeKind.ADDED, ChangeKind.MODIFIED):
        if change.new_source is not None:
            return change.new_source.tail  # the rest is the file on disk, as it was
        return change.new_content
    return None


def new_size(change: Change) -> int | None:
    """The size of a file's new content (a big one is not loaded to tell)."""
    if change.new_source is not None and change.kind is not ChangeKind.RENAMED:
        return change.new_source.size
    data = new_text(change)
    return None if data is None else len(data)


def line_endings(data: bytes) -> frozenset[str]:
    """The kinds of line ending in ``data``: ``crlf``, ``lf`` (a bare newline); empty when none."""
    crlf = data.count(b"\r\n")
    lf = data.count(b"\n") - crlf
    return frozenset(k for k, n in (("crlf", crlf), ("lf", lf)) if n)


def _describe_endings(kinds: frozenset[str]) -> str:
    if len(kinds) > 1:
        return "mixed CRLF and LF"
    return "CRLF" if "crlf" in kinds else "LF"


# ---- the rules ---------------------------------------------------------------------------


def rule_confinement(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Always on: a path must be a normalized absolute path strictly inside a mount, reached without
    leaving the mounts through a symlink on disk, and named once."""
    real_mounts = [_os.realpath(m) for m in changes.mounts]
    seen: set[str] = set()
    for c in scope:
        p = c.path
        if not p.startswith("/") or posixpath.normpath(p) != p:
            yield Refusal(p, "outside-mounts", "is not a normalized absolute path")
        elif mount_of(p, changes.mounts) is None:
            yield Refusal(p, "outside-mounts", "is outside the workspace folders; only they can be changed")
        elif mount_of(_os.realpath(posixpath.dirname(p)) + "/x", real_mounts) is None:
            yield Refusal(p, "outside-mounts", "lies under a symlink on disk that leads out of the workspace")
        elif p in seen:
            yield Refusal(p, "malformed", "appears twice in the change set")
        elif c.new_source is not None and mount_of(c.new_source.path, changes.mounts) is None:
            yield Refusal(p, "outside-mounts", "takes its content from a file outside the workspace folders")
        seen.add(p)


def rule_state_dir(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Always on: vshell's own state directory (the journals and their key) is never changed, nor
    any folder above it, when it lies inside a mount (a journal written there would be trusted)."""
    state = jmod.state_dir(policy.state_dir)
    guarded = {state, _os.realpath(state)}
    for c in scope:
        for g in guarded:
            if c.path == g or c.path.startswith(g + "/") or g.startswith(c.path + "/"):
                yield Refusal(c.path, "vshell-state", "is vshell's own state directory, or holds it")
                break


def rule_complete(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Always on: the change says everything the apply needs to write it."""
    for c in scope:
        after = after_type(c)
        if after is FileType.FILE and c.kind is not ChangeKind.MODE and c.new_content is None and c.new_source is None:
            yield Refusal(c.path, "malformed", "has no new content to write")
        elif after is FileType.SYMLINK and c.kind is not ChangeKind.MODE and c.link_target is None:
            yield Refusal(c.path, "malformed", "is a new symlink without a target")
        elif c.kind is ChangeKind.MODE and c.new_mode is None:
            yield Refusal(c.path, "malformed", "is a mode change without a new mode")


def rule_special_files(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Always on: only regular files, directories and symlinks can be committed."""
    for c in scope:
        for t in (c.type, c.old_type):
            if t is not None and t not in WRITABLE_TYPES:
                yield Refusal(c.path, "special-file", f"is a {t.value} (device files and FIFOs cannot be committed)")
                break


def _component_match(parts: Sequence[str], pattern: str) -> bool:
    anchored = pattern.startswith("/")
    pat = [s for s in pattern.strip("/").casefold().split("/") if s]
    if not pat:
        return False
    starts = [0] if anchored else range(len(parts) - len(pat) + 1)
    for i in starts:
        window = parts[i : i + len(pat)]
        if len(window) == len(pat) and all(fnmatchcase(n, g) for n, g in zip(window, pat, strict=True)):
            return True
    return False


def protected_pattern(path: str, mounts: Sequence[str], patterns: Sequence[str]) -> str | None:
    """The first protected pattern matching ``path`` (case-insensitively), if any."""
    mount = mount_of(path, mounts)
    if mount is None:
        return None
    rel = path[len(mount.rstrip("/")) :].strip("/")
    parts = rel.casefold().split("/")
    for pattern in patterns:
        if _component_match(parts, pattern):
            return pattern
    return None


def rule_protected(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Protected paths, and new entries under protected directories, are never changed."""
    for c in scope:
        pattern = protected_pattern(c.path, changes.mounts, policy.protected)
        if pattern is None and c.renamed_from is not None:
            pattern = protected_pattern(c.renamed_from, changes.mounts, policy.protected)
        if pattern is not None:
            yield Refusal(c.path, "protected", f"is protected ({pattern!r}); vshell never changes it")


def _alias_of(name: str, glob: str) -> bool:
    """Whether macOS or Windows see the component ``name`` as one matching ``glob`` (case folded)."""
    if fnmatchcase(folded(name), glob):
        return True
    return not any(ch in glob for ch in "*?[") and could_be_short_name_of(name, glob)


def protected_alias(path: str, mounts: Sequence[str], patterns: Sequence[str]) -> tuple[str, str] | None:
    """``(pattern, component)`` when ``path`` is protected once macOS or Windows fold its names, else None."""
    mount = mount_of(path, mounts)
    if mount is None:
        return None
    parts = path[len(mount.rstrip("/")) :].strip("/").split("/")
    for pattern in patterns:
        anchored = pattern.startswith("/")
        pat = [g for g in pattern.strip("/").casefold().split("/") if g]
        for i in [0] if anchored else range(len(parts) - len(pat) + 1):
            window = parts[i : i + len(pat)]
            if pat and len(window) == len(pat) and all(_alias_of(n, g) for n, g in zip(window, pat, strict=True)):
                odd = [n for n, g in zip(window, pat, strict=True) if not fnmatchcase(n.casefold(), g)]
                return pattern, (odd or window)[0]
    return None


def rule_protected_alias(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Names macOS or Windows fold onto a protected one: ``.git.``, ``.git ``, ``.g\u200cit``, ``GIT~1``,
    ``AGENTS.md.`` (trailing dots and spaces, ignorable code points, streams, 8.3 short names)."""
    if not policy.refuse_protected_aliases:
        return
    for c in scope:
        for p in (c.path, c.renamed_from):
            if p is None or protected_pattern(p, changes.mounts, policy.protected) is not None:
                continue  # ``protected`` refuses it already
            hit = protected_alias(p, changes.mounts, policy.protected)
            if hit is not None:
                pattern, name = hit
                yield Refusal(
                    c.path,
                    "protected-alias",
                    f"has the name {shown(name)!r}, which macOS or Windows take for the protected {pattern!r}",
                )
                break


def rule_symlinks_into_protected(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """A new symlink may not lead into a protected path (writes through it would land there)."""
    if not policy.refuse_symlinks_into_protected:
        return
    for c in scope:
        if after_type(c) is not FileType.SYMLINK or c.link_target is None or c.kind is ChangeKind.MODE:
            continue
        joined = posixpath.join(posixpath.dirname(c.path), c.link_target)
        for target in (posixpath.normpath(joined), _os.realpath(joined)):
            pattern = protected_pattern(target, changes.mounts, policy.protected)
            if pattern is None:
                alias = protected_alias(target, changes.mounts, policy.protected)
                pattern = alias[0] if alias is not None else None
            if pattern is not None:
                yield Refusal(
                    c.path,
                    "symlink-protected",
                    f"is a symlink to {shown(c.link_target)!r}, which leads into the protected {pattern!r}",
                )
                break


def rule_world_writable(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """No new file or folder is writable by every user (``umask 000``; ``chmod`` of an existing one is
    the ``mode`` rule's)."""
    if not policy.refuse_world_writable:
        return
    for c in scope:
        if c.new_mode is None or after_type(c) not in (FileType.FILE, FileType.DIR) or not c.new_mode & 0o002:
            continue
        if before_type(c) is after_type(c):
            continue  # an existing entry's mode change is the ``mode`` rule's to judge
        yield Refusal(c.path, "world-writable", f"would be writable by every user (mode {c.new_mode & 0o7777:04o})")


def rule_unshowable_names(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """A new name must be one a review can show as it is: no control characters (newlines, escape
    sequences), no bidi or zero-width format characters, nothing that is not UTF-8."""
    if not policy.refuse_unshowable_names:
        return
    for c in scope:
        if c.kind is not ChangeKind.ADDED:
            continue  # a name already on disk is the person's own
        why = unshowable(posixpath.basename(c.path))
        if why is not None:
            yield Refusal(c.path, "unshowable-name", f"has a name a review cannot show as it is ({why})")


def rule_nul(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    if not policy.refuse_nul:
        return
    for c in scope:
        data = new_text(c)
        if data is not None and b"\0" in data:
            yield Refusal(
                c.path, "nul-byte", f"contains a NUL byte at offset {data.index(0)}: binary files are refused"
            )


def rule_utf8(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    if not policy.require_utf8:
        return
    for c in scope:
        data = new_text(c)
        if data is None:
            continue
        try:
            data.decode("utf-8")
        except UnicodeDecodeError as e:
            yield Refusal(
                c.path, "not-utf8", f"is not valid UTF-8 (bad byte at offset {e.start}): only text is committed"
            )


def rule_bom(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """No byte-order mark is added: a new file, or one that had none, may not start with one."""
    if not policy.refuse_bom:
        return
    for c in scope:
        data = new_text(c)
        if data is None or c.new_source is not None or not data.startswith(BOM):
            continue
        old = original_content(c) if c.kind is ChangeKind.MODIFIED else None
        if old is None or not old.startswith(BOM):
            yield Refusal(c.path, "bom", "starts with a UTF-8 byte-order mark")


def rule_bom_removal(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """The reverse of ``bom``: a file that starts with a byte-order mark keeps it (a diff does not show it)."""
    if not policy.refuse_bom_removal:
        return
    for c in scope:
        data = new_text(c)
        if data is None or c.kind is not ChangeKind.MODIFIED or c.new_source is not None or data.startswith(BOM):
            continue
        old = original_content(c)
        if old is not None and old.startswith(BOM):
            yield Refusal(
                c.path, "bom-removal", "would lose the UTF-8 byte-order mark it starts with (a diff does not show it)"
            )


def rule_size(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    limit = policy.max_file_bytes
    if limit is None:
        return
    for c in scope:
        size = new_size(c)
        if size is not None and size > limit:
            yield Refusal(c.path, "too-large", f"would be {size} bytes, over the limit of {limit} bytes")


def rule_line_endings(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """A file keeps its kind of line ending; a unified diff does not show the difference.

    Judged per file against the original: the new kinds must be among the
    original's (a CRLF file stays CRLF, an LF file stays LF, a mixed file may
    lose one kind).  An original without any line break (or a new file)
    may take either kind but not both (NOTES.md D-commit-endings).
    """
    if not policy.keep_line_endings:
        return
    for c in scope:
        data = new_text(c)
        if data is None or b"\n" not in data:
            continue
        new = line_endings(data)
        old_data = original_content(c) if c.kind is ChangeKind.MODIFIED else None
        old = line_endings(old_data) if old_data is not None else frozenset()
        if old and not new <= old:
            yield Refusal(
                c.path,
                "line-endings",
                f"would change its line endings from {_describe_endings(old)} to {_describe_endings(new)}",
            )
        elif not old and len(new) > 1:
            yield Refusal(c.path, "line-endings", "would mix CRLF and LF line endings")


def rule_changed_on_disk(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    if not policy.refuse_changed_on_disk:
        return
    for c in scope:
        why = disk_conflict(c, changes.read_set)
        if why is not None:
            yield Refusal(c.path, "changed-on-disk", why)


def rule_dirty_buffer(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    ask = policy.dirty_buffer
    if ask is None:
        return
    for c in scope:
        try:
            dirty = ask(c.path)
        except Exception as e:  # a host callback's bug must refuse, never let an edit be overwritten
            yield Refusal(c.path, "dirty-buffer", f"could not be checked for unsaved editor changes ({e!r})")
            continue
        if dirty:
            yield Refusal(c.path, "dirty-buffer", "has unsaved changes in an editor")


def rule_case(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Case-only renames, and new names a case- and normalisation-insensitive filesystem would fold
    together (macOS, Windows checkouts): names are compared NFD, case folded (``names.caseless``)."""
    if not policy.refuse_case_renames:
        return
    by_path = {c.path: c for c in scope}
    for c in scope:
        src = c.renamed_from
        if src is not None and src != c.path and caseless(src) == caseless(c.path):
            yield Refusal(c.path, "case-rename", f"renames {posixpath.basename(src)!r} by letter case only")
    # ``cp A a && rm A``, ``cat A > a; rm A``: a rename all the same, judged by what the two names hold.
    deleted = {caseless(c.path): c for c in scope if c.kind is ChangeKind.DELETED}
    for c in scope:
        twin = deleted.get(caseless(c.path)) if c.kind is ChangeKind.ADDED and c.renamed_from is None else None
        if twin is not None and twin.path != c.path and _same_entry(twin, c):
            yield Refusal(
                c.path,
                "case-rename",
                f"replaces {posixpath.basename(twin.path)!r}, deleted, with the same content: "
                "a rename by letter case only",
            )
    # Names that exist after the apply, per directory: the disk's survivors plus the new ones.
    new_by_dir: dict[str, list[str]] = {}
    for c in scope:
        if c.kind is ChangeKind.ADDED:
            new_by_dir.setdefault(posixpath.dirname(c.path), []).append(posixpath.basename(c.path))
    for d, names in sorted(new_by_dir.items()):
        try:
            on_disk = _os.listdir(d) if _os.is_dir(_os.lstat_or_none(d)) else []
        except OSError:
            on_disk = []
        gone = {
            n for n in on_disk if (g := by_path.get(posixpath.join(d, n))) is not None and g.kind is ChangeKind.DELETED
        }
        groups: dict[str, set[str]] = {}
        for n in (set(on_disk) - gone) | set(names):
            groups.setdefault(caseless(n), set()).add(n)
        for name in sorted(names):
            clash = sorted(groups[caseless(name)] - {name})
            if clash:
                how = "letter case" if all(o.casefold() == name.casefold() for o in clash) else (
                    "letter case or Unicode normalisation"
                )
                yield Refusal(
                    posixpath.join(d, name),
                    "case-collision",
                    f"differs only in {how} from {', '.join(map(repr, clash))} in the same folder",
                )


def _same_entry(old: Change, new: Change) -> bool:
    """Whether a deleted entry and an added one hold the same thing (type, and bytes or target)."""
    if before_type(old) is not new.type:
        return False
    if new.type is FileType.FILE:
        return original_content(old) == new.new_content
    if new.type is FileType.SYMLINK:
        try:
            return _os.readlink(old.path) == new.link_target
        except OSError:
            return False
    return True


def rule_count(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    limit = policy.max_files
    if limit is not None and len(scope) > limit:
        yield Refusal(None, "too-many-files", f"changes {len(scope)} paths, over the limit of {limit}")


def rule_mode(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """Existing entries may flip only ``mode_change_mask`` bits; new ones may not be setuid/setgid/sticky."""
    mask = policy.mode_change_mask
    if mask is None:
        return
    for c in scope:
        if c.new_mode is None or c.kind is ChangeKind.DELETED:
            continue
        new = c.new_mode & 0o7777
        old_mode = c.old_mode if c.old_mode is not None else _disk_mode(c)
        if old_mode is None or before_type(c) is not after_type(c):
            special = new & 0o7000
            if special:
                yield Refusal(c.path, "mode", f"would be created with mode {new:04o} (setuid, setgid or sticky)")
            continue
        flipped = (old_mode ^ new) & 0o7777 & ~mask
        if flipped:
            yield Refusal(
                c.path,
                "mode",
                f"would change mode {old_mode & 0o7777:04o} to {new:04o}; only the execute bits may change",
            )


def _disk_mode(change: Change) -> int | None:
    """The permission bits on disk now, for a change that did not record its old mode."""
    try:
        st = _os.lstat_or_none(change.path)
    except OSError:
        return None
    return None if st is None else stat_mod.S_IMODE(st.st_mode)


def rule_symlinks(scope: Sequence[Change], changes: ChangeSet, policy: Policy) -> Iterator[Refusal]:
    """A new symlink must resolve inside the mounts, both as written and through symlinks on disk."""
    if not policy.refuse_escaping_symlinks:
        return
    real_mounts = [_os.realpath(m) for m in changes.mounts]
    for c in scope:
        if after_type(c) is not FileType.SYMLINK or c.link_target is None:
            continue
        joined = posixpath.join(posixpath.dirname(c.path), c.link_target)
        lexical = posixpath.normpath(joined)
        inside = mount_of(lexical + "/x", changes.mounts) is not None
        if inside:
            inside = mount_of(_os.realpath(joined) + "/x", real_mounts) is not None
        if not inside:
            yield Refusal(
                c.path, "symlink-escape", f"is a symlink to {c.link_target!r}, which leads out of the workspace"
            )


RULES: tuple[Rule, ...] = (
    rule_confinement,
    rule_state_dir,
    rule_complete,
    rule_special_files,
    rule_protected,
    rule_protected_alias,
    rule_unshowable_names,
    rule_nul,
    rule_utf8,
    rule_bom,
    rule_bom_removal,
    rule_size,
    rule_line_endings,
    rule_changed_on_disk,
    rule_dirty_buffer,
    rule_case,
    rule_count,
    rule_mode,
    rule_symlinks,
    rule_symlinks_into_protected,
    rule_world_writable,
)


def check(changes: ChangeSet, policy: Policy) -> Verdict:
    """Run every rule over the whole change set; ``ok`` only when none refuses."""
    scope = sorted((c for c in changes.changes if c.in_mount), key=lambda c: c.path)
    discarded = tuple(sorted(c.path for c in changes.changes if not c.in_mount))
    refusals: list[Refusal] = []
    for rule in RULES:
        refusals.extend(rule(scope, changes, policy))
    refusals.sort(key=lambda r: (r.path is not None, r.path or "", r.rule))
    return Verdict(ok=not refusals, refusals=tuple(refusals), discarded=discarded)
