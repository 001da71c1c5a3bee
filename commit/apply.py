"""The all-or-nothing, crash-safe apply, and recovery from its journal.

How an apply goes (NOTES.md D-commit-journal):

1. Plan: one journal entry per path, saying what is there now (type, mode,
   symlink target) and what will be; names for the helper files beside it.
2. Write the journal ``<mount>/.vshell-journal/<id>.json`` (state
   ``prepared``) and fsync it, before anything else is created.
3. Stage, still invisible to the tree: every new content goes to a temporary
   file beside its target and is fsynced; new symlinks are made under a
   temporary name; what will be replaced or removed is kept as a backup
   (a hard link, or a copy where the filesystem has none).  "Beside" means
   the nearest directory above the target that exists and survives.
4. Re-check the changed-on-disk rule at the last moment.
5. Journal state ``applying``; then remove (deepest first), mkdir
   (shallowest first), rename the staged files into place, chmod; fsync the
   directories.
6. Journal state ``committed`` (the commit point), then remove the backups
   and the journal.

``recover`` reads a journal left by a crash: ``prepared`` -> remove the
helper files (the tree was never touched); ``applying`` -> roll back every
entry from its backup; ``committed`` -> roll forward (remove the backups).
Every rollback step looks at the disk first, so running it twice, or after a
crash in the middle of a previous rollback, still ends at the before-state.
"""

from __future__ import annotations

import errno
import json
import posixpath
import secrets
import stat as stat_mod
from collections.abc import Sequence
from dataclasses import asdict, dataclass

from vshell.commit import _os
from vshell.commit.policy import JOURNAL_DIR, Policy
from vshell.commit.rules import Refusal, after_type, disk_conflict, mount_of, stat_type
from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType
from vshell.limits import Budget

JOURNAL_VERSION = 1
PREPARED, APPLYING, COMMITTED = "prepared", "applying", "committed"
_DEFAULT_FILE_MODE = 0o644  # a new file the run gave no mode: umask 022's 0666
_DEFAULT_DIR_MODE = 0o755
_WORK_DIR_MODE = 0o700  # a directory we create or restore is writable by us until the end


@dataclass(frozen=True, slots=True)
class RecoveryReport:
    """What ``recover`` did with an interrupted apply's journal."""

    action: str
    """``rolled back`` (the tree is as before the apply) or ``rolled forward`` (as after)."""
    paths: tuple[str, ...]
    """The paths the interrupted apply was changing."""
    problems: tuple[str, ...] = ()
    """Steps that could not be undone (someone changed the path meanwhile); empty when exact."""


class ApplyError(Exception):
    """The apply did not happen.  ``rolled_back`` False: the journal is left for ``recover``."""

    def __init__(self, message: str, *, refusals: tuple[Refusal, ...] = (), rolled_back: bool = True) -> None:
        super().__init__(message)
        self.message = message
        self.refusals = refusals
        self.rolled_back = rolled_back


@dataclass(slots=True)
class Entry:
    """One path of the journal: what is there before, what will be, and the helper files."""

    path: str
    before: str | None  # FileType value on disk now, or None
    after: str | None
    before_mode: int | None = None
    after_mode: int | None = None
    old_target: str | None = None  # the symlink that was there
    temp: str | None = None  # staged new file or symlink
    backup: str | None = None  # the file that was there (hard link or copy)
    restore: str | None = None  # name for re-making the old symlink
    remove: bool = False  # the old entry goes away (deleted, or a dir <-> non-dir change)
    make_dir: bool = False
    set_mode: bool = False


@dataclass(slots=True)
class Journal:
    path: str
    state: str
    entries: list[Entry]

    def dump(self, state: str) -> bytes:
        doc = {"version": JOURNAL_VERSION, "state": state, "entries": [asdict(e) for e in self.entries]}
        return json.dumps(doc, ensure_ascii=True, indent=0).encode("ascii")

    @classmethod
    def load(cls, path: str) -> Journal:
        doc = json.loads(_os.read_file(path).decode("ascii"))
        if doc.get("version") != JOURNAL_VERSION:
            raise ValueError(f"unknown journal version {doc.get('version')!r}")
        return cls(path, doc["state"], [Entry(**e) for e in doc["entries"]])

    def helpers(self) -> list[str]:
        """Every helper file name an entry may have left (staged, backup, half-made copy, restore)."""
        out: list[str] = []
        for e in self.entries:
            out.extend(h for h in (e.temp, e.backup, e.restore) if h is not None)
            if e.backup is not None:
                out.append(e.backup + ".part")
        return out


def _write_journal(journal: Journal, state: str) -> None:
    """Replace the journal atomically; the rename is the moment the new state holds."""
    tmp = journal.path + ".tmp"
    if _os.lstat_or_none(tmp) is not None:
        _os.unlink(tmp)
    _os.write_file(tmp, journal.dump(state), 0o600)
    _os.replace(tmp, journal.path)
    journal.state = state
    _os.fsync_dir(posixpath.dirname(journal.path))


# ---- planning and staging ----------------------------------------------------------------


def _depth(path: str) -> int:
    return path.count("/")


def _stage_dir(path: str, leaving: set[str], root: str) -> str:
    """The nearest directory above ``path`` that exists now and survives the apply."""
    d = posixpath.dirname(path)
    while d != root and (d in leaving or not _os.is_dir(_os.lstat_or_none(d))):
        d = posixpath.dirname(d)
    return d


def _mode(new: int | None, keep: int | None, default: int) -> int:
    """The mode the run asked for, else the one the entry had, else the default for a new one."""
    if new is not None:
        return new & 0o7777
    return keep if keep is not None else default


def _plan(scope: Sequence[Change], mounts: Sequence[str], txid: str) -> list[Entry]:
    entries: list[Entry] = []
    staged_flags: list[bool] = []
    for c in scope:
        st = _os.lstat_or_none(c.path)
        before = stat_type(st.st_mode) if st is not None else None
        if before is not None and before not in (FileType.FILE, FileType.DIR, FileType.SYMLINK):
            raise ApplyError(f"{c.path}: is a {before.value} on disk; nothing was applied")
        after = after_type(c)
        e = Entry(c.path, before.value if before else None, after.value if after else None)
        if st is not None:
            e.before_mode = stat_mod.S_IMODE(st.st_mode)
        if before is FileType.SYMLINK:
            e.old_target = _os.readlink(c.path)
        e.remove = before is not None and (after is None or (before is FileType.DIR) != (after is FileType.DIR))
        e.make_dir = after is FileType.DIR and before is not FileType.DIR
        staged = after in (FileType.FILE, FileType.SYMLINK) and c.kind is not ChangeKind.MODE
        if after is FileType.FILE:
            keep = e.before_mode if before is FileType.FILE else None
            e.after_mode = _mode(c.new_mode, keep, _DEFAULT_FILE_MODE)
            # chmod follows symlinks: only ever chmod what is a file (or a directory) on disk now.
            e.set_mode = not staged and before is FileType.FILE and e.after_mode != e.before_mode
        elif after is FileType.DIR:
            keep = e.before_mode if before is FileType.DIR else None
            e.after_mode = _mode(c.new_mode, keep, _DEFAULT_DIR_MODE)
            e.set_mode = e.make_dir or (before is FileType.DIR and e.after_mode != e.before_mode)
        entries.append(e)
        staged_flags.append(staged)
    leaving = {e.path for e in entries if e.remove and e.before == FileType.DIR.value}
    for i, e in enumerate(entries):
        root = (mount_of(e.path, mounts) or "/").rstrip("/") or "/"
        base = f"{_stage_dir(e.path, leaving, root)}/.vshell-{txid}-{i}"
        replaced = e.remove or staged_flags[i]
        if staged_flags[i]:
            e.temp = base + ".new"
        if e.before == FileType.FILE.value and replaced:
            e.backup = base + ".old"
        if e.before == FileType.SYMLINK.value and replaced:
            e.restore = base + ".lnk"
    return entries


_NO_HARD_LINKS = frozenset({errno.EPERM, errno.EXDEV, errno.EMLINK, errno.ENOSYS, errno.EOPNOTSUPP})


def _backup(path: str, backup: str) -> None:
    """Keep what is at ``path``: a hard link (cheap, keeps inode and mode), else a durable copy."""
    try:
        _os.link(path, backup)
        return
    except OSError as e:
        if e.errno not in _NO_HARD_LINKS:
            raise
    part = backup + ".part"
    if _os.lstat_or_none(part) is not None:
        _os.unlink(part)
    mode = stat_mod.S_IMODE(_os.lstat(path).st_mode)
    _os.write_file(part, _os.read_file(path), mode)
    _os.replace(part, backup)


def _tick(budget: Budget | None) -> None:
    if budget is not None:
        budget.check()


def _stage(entries: Sequence[Entry], scope: Sequence[Change], budget: Budget | None) -> None:
    for e, c in zip(entries, scope, strict=True):
        _tick(budget)
        if e.temp is not None:
            if e.after == FileType.FILE.value:
                assert c.new_content is not None and e.after_mode is not None  # rule_complete refused otherwise
                _os.write_file(e.temp, c.new_content, e.after_mode)
            else:
                assert c.link_target is not None
                _os.symlink(c.link_target, e.temp)
        if e.backup is not None:
            _backup(e.path, e.backup)
    _fsync_dirs({posixpath.dirname(h) for e in entries for h in (e.temp, e.backup) if h is not None})


def _fsync_dirs(dirs: set[str]) -> None:
    for d in sorted(dirs):
        if _os.is_dir(_os.lstat_or_none(d)):
            _os.fsync_dir(d)


def _touched_dirs(entries: Sequence[Entry]) -> set[str]:
    dirs = {posixpath.dirname(e.path) for e in entries}
    dirs.update(posixpath.dirname(h) for e in entries for h in (e.temp, e.backup, e.restore) if h is not None)
    return dirs


# ---- doing it ----------------------------------------------------------------------------


def _run(entries: Sequence[Entry], budget: Budget | None) -> None:
    """The visible part: remove, mkdir, rename into place, chmod."""
    for e in sorted((e for e in entries if e.remove), key=lambda e: (-_depth(e.path), e.path)):
        _tick(budget)
        if e.before == FileType.DIR.value:
            _os.rmdir(e.path)
        else:
            _os.unlink(e.path)
    for e in sorted((e for e in entries if e.make_dir), key=lambda e: (_depth(e.path), e.path)):
        _tick(budget)
        _os.mkdir(e.path, _WORK_DIR_MODE)
    for e in entries:
        if e.temp is not None:
            _tick(budget)
            _os.replace(e.temp, e.path)
    # Children before parents: a directory losing its write bit last cannot block the rest.
    for e in sorted((e for e in entries if e.set_mode), key=lambda e: (-_depth(e.path), e.path)):
        _tick(budget)
        assert e.after_mode is not None
        _os.chmod(e.path, e.after_mode)
    _fsync_dirs(_touched_dirs(entries))


# ---- undoing it --------------------------------------------------------------------------


def _is_old_symlink(e: Entry) -> bool:
    st = _os.lstat_or_none(e.path)
    return st is not None and stat_mod.S_ISLNK(st.st_mode) and _os.readlink(e.path) == e.old_target


def _put_symlink(e: Entry) -> None:
    assert e.restore is not None and e.old_target is not None
    if _os.lstat_or_none(e.restore) is not None:
        _os.unlink(e.restore)
    _os.symlink(e.old_target, e.restore)
    _os.replace(e.restore, e.path)


def _roll_back(entries: Sequence[Entry]) -> list[str]:
    """Put every path back as it was; each step looks first, so it can run any number of times."""
    problems: list[str] = []
    # 1. Modes: a changed entry gets its old mode; a directory we made becomes writable to be emptied.
    for e in entries:
        if not e.set_mode:
            continue
        st = _os.lstat_or_none(e.path)
        if st is None or stat_type(st.st_mode).value != e.after:
            continue
        mode = _WORK_DIR_MODE if e.make_dir else e.before_mode
        if mode is not None and (e.make_dir or e.before == e.after) and stat_mod.S_IMODE(st.st_mode) != mode:
            _os.chmod(e.path, mode)
    # 2. What was renamed into place comes out again; a staged file still there was never used.
    for e in entries:
        if e.temp is None:
            continue
        if _os.lstat_or_none(e.temp) is not None:
            _os.unlink(e.temp)
            continue
        if e.before == FileType.FILE.value:
            if e.backup is not None and _os.lstat_or_none(e.backup) is not None:
                _os.replace(e.backup, e.path)
        elif e.before == FileType.SYMLINK.value:
            if not _is_old_symlink(e):
                _put_symlink(e)
        else:
            st = _os.lstat_or_none(e.path)
            if st is not None and not stat_mod.S_ISDIR(st.st_mode):
                _os.unlink(e.path)
    # 3. Directories we made go, deepest first.
    for e in sorted((e for e in entries if e.make_dir), key=lambda e: (-_depth(e.path), e.path)):
        if _os.is_dir(_os.lstat_or_none(e.path)):
            try:
                _os.rmdir(e.path)
            except OSError as err:
                if err.errno not in (errno.ENOTEMPTY, errno.EEXIST):  # someone put a file there meanwhile
                    raise
                problems.append(f"{e.path}: left in place, it is not empty")
    # 4. What was removed comes back, shallowest first.
    removed = sorted((e for e in entries if e.remove), key=lambda e: (_depth(e.path), e.path))
    for e in removed:
        if _os.lstat_or_none(e.path) is not None:
            continue
        if e.before == FileType.DIR.value:
            _os.mkdir(e.path, _WORK_DIR_MODE)
        elif e.before == FileType.FILE.value:
            if e.backup is not None and _os.lstat_or_none(e.backup) is not None:
                _os.replace(e.backup, e.path)
            else:
                problems.append(f"{e.path}: its backup is missing; it could not be restored")
        elif e.before == FileType.SYMLINK.value:
            _put_symlink(e)
    # 5. Restored directories get their mode back, deepest first (children went in while writable).
    for e in reversed(removed):
        if e.before == FileType.DIR.value and e.before_mode is not None:
            st = _os.lstat_or_none(e.path)
            if st is not None and stat_mod.S_IMODE(st.st_mode) != e.before_mode:
                _os.chmod(e.path, e.before_mode)
    return problems


def _remove_helpers(journal: Journal) -> None:
    for h in journal.helpers():
        if _os.lstat_or_none(h) is not None:
            _os.unlink(h)


def _finish(journal: Journal) -> tuple[str, list[str]]:
    """Bring an interrupted apply to an exact end state, then drop its journal."""
    problems: list[str] = []
    if journal.state == APPLYING:
        problems = _roll_back(journal.entries)
    _remove_helpers(journal)
    _fsync_dirs(_touched_dirs(journal.entries))
    _drop_journal(journal)
    return ("rolled forward" if journal.state == COMMITTED else "rolled back"), problems


def _drop_journal(journal: Journal) -> None:
    for p in (journal.path + ".tmp", journal.path):
        if _os.lstat_or_none(p) is not None:
            _os.unlink(p)
    jdir = posixpath.dirname(journal.path)
    try:
        _os.rmdir(jdir)
    except OSError as err:
        if err.errno not in (errno.ENOTEMPTY, errno.EEXIST, errno.ENOENT):  # another journal is there, or it is gone
            raise
    _os.fsync_dir(posixpath.dirname(jdir))


# ---- the entry points ----------------------------------------------------------------------


def _describe(err: BaseException, entries: Sequence[Entry]) -> str:
    if isinstance(err, ApplyError):
        return err.message
    if isinstance(err, OSError):
        names = {h: e.path for e in entries for h in (e.path, e.temp, e.backup, e.restore) if h is not None}
        path = names.get(str(err.filename)) if err.filename is not None else None
        where = f" while writing {path}" if path else ""
        return f"{err.strerror or err}{where}"
    message = getattr(err, "message", None)  # a RunAborted: "vshell: cancelled"
    return str(message).removeprefix("vshell: ") if message else repr(err)


def apply_changes(changes: ChangeSet, policy: Policy, budget: Budget | None = None) -> tuple[str, ...]:
    """Apply every in-mount change or none; return the paths applied.

    Raises ``ApplyError`` when nothing was applied (a conflict found at the
    last moment, a write that failed, a cancel): by then the tree is back to
    exactly the before-state, or, when even the rollback failed, the journal
    is left for ``recover``.
    """
    scope = sorted((c for c in changes.changes if c.in_mount), key=lambda c: c.path)
    if not scope:
        return ()
    outside = [c.path for c in scope if mount_of(c.path, changes.mounts) is None]
    if outside:  # ``check`` refuses these; the apply never writes outside the mounts even when called alone
        raise ApplyError(f"{outside[0]}: is outside the workspace folders; nothing was applied")
    txid = secrets.token_hex(6)
    root = (mount_of(scope[0].path, changes.mounts) or "/").rstrip("/")
    jdir = f"{root}/{JOURNAL_DIR}"
    try:
        if not _os.is_dir(_os.lstat_or_none(jdir)):
            _os.mkdir(jdir, 0o700)
        lock = _os.lock_dir(jdir)
    except BlockingIOError as err:
        raise ApplyError("another commit is being applied in this workspace; nothing was applied") from err
    except OSError as err:
        raise ApplyError(f"could not write the journal ({_describe(err, ())}); nothing was applied") from err
    try:
        return _apply_locked(scope, changes, policy, budget, f"{jdir}/{txid}.json", txid)
    finally:
        _os.unlock(lock)


def _apply_locked(
    scope: Sequence[Change], changes: ChangeSet, policy: Policy, budget: Budget | None, jpath: str, txid: str
) -> tuple[str, ...]:
    journal = Journal(jpath, PREPARED, [])
    try:
        journal.entries = _plan(scope, changes.mounts, txid)
        _write_journal(journal, PREPARED)
    except BaseException as err:
        try:
            _drop_journal(journal)
        except OSError:
            pass
        if not isinstance(err, Exception):
            raise
        if isinstance(err, ApplyError):
            raise
        raise ApplyError(f"could not write the journal ({_describe(err, ())}); nothing was applied") from err
    entries = journal.entries
    try:
        _stage(entries, scope, budget)
        _tick(budget)
        if policy.refuse_changed_on_disk:
            late = tuple(
                Refusal(c.path, "changed-on-disk", why)
                for c in scope
                if (why := disk_conflict(c, changes.read_set)) is not None
            )
            if late:
                raise ApplyError("a file changed on disk while the commit was being prepared", refusals=late)
        _write_journal(journal, APPLYING)
        _run(entries, budget)
        _write_journal(journal, COMMITTED)
    except BaseException as err:
        if journal.state != COMMITTED:
            try:
                _finish(journal)
            except BaseException as err2:
                raise ApplyError(
                    f"{_describe(err, entries)}; the rollback failed too ({_describe(err2, entries)}): "
                    f"the workspace is restored from {journal.path} when it is next opened",
                    rolled_back=False,
                ) from err
            if not isinstance(err, Exception):
                raise
            refusals = err.refusals if isinstance(err, ApplyError) else ()
            raise ApplyError(f"{_describe(err, entries)}; nothing was applied", refusals=refusals) from err
    try:
        _finish(journal)
    except OSError:
        pass  # committed: the backups left behind are removed by ``recover``
    return tuple(c.path for c in scope)


def recover(workspace_dir: str) -> RecoveryReport | None:
    """Finish or undo an interrupted apply found in ``workspace_dir``; None when there was none.

    Call it whenever a workspace is opened, before the first run reads it.
    """
    jdir = posixpath.join(workspace_dir.rstrip("/") or "/", JOURNAL_DIR)
    if not _os.is_dir(_os.lstat_or_none(jdir)):
        return None
    try:
        lock = _os.lock_dir(jdir)
    except BlockingIOError:
        return RecoveryReport("left alone", (), ("another process is applying a commit in this workspace now",))
    except FileNotFoundError:
        return None  # that other apply just finished
    try:
        return _recover_locked(jdir)
    finally:
        _os.unlock(lock)


def _recover_locked(jdir: str) -> RecoveryReport | None:
    names = sorted(_os.listdir(jdir))
    for n in names:
        if n.endswith(".tmp"):
            _os.unlink(posixpath.join(jdir, n))
    journals = [posixpath.join(jdir, n) for n in names if n.endswith(".json")]
    if not journals:
        try:
            _os.rmdir(jdir)
        except OSError:
            pass
        return None
    actions: list[str] = []
    paths: list[str] = []
    problems: list[str] = []
    for path in journals:
        try:
            journal = Journal.load(path)
        except (OSError, ValueError, KeyError, TypeError) as err:
            problems.append(f"{path}: unreadable journal left alone ({err})")
            continue
        action, found = _finish(journal)
        actions.append(action)
        paths.extend(e.path for e in journal.entries)
        problems.extend(found)
    action = " and ".join(sorted(set(actions))) or "left alone"
    return RecoveryReport(action=action, paths=tuple(paths), problems=tuple(problems))
