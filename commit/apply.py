"""The all-or-nothing, crash-safe apply, and recovery from its journal.

How an apply goes (NOTES.md D-commit-journal):

1. Plan: one journal entry per path, saying what is there now (type, mode,
   symlink target) and what will be; names for the helper files beside it.
2. Write the journal ``<state dir>/journals/<mount digest>/<id>.json``
   (state ``prepared``, signed: :mod:`vshell.commit.journal`) and fsync it,
   before anything else is created.
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
A journal is acted on only when its signature is this host's, its mounts are
the folders it was written for, and every path in it is reached from its
mount through real directories under a name this apply would have used
(``_check_journal``); anything else is refused and left alone.

Applies to a workspace are serialised by an ``flock`` on each mount's root
directory, whatever the state directory, so a second session neither
applies alongside nor recovers an apply in progress.
"""

from __future__ import annotations

import errno
import posixpath
import secrets
import stat as stat_mod
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field

from vshell.commit import _os
from vshell.commit import journal as jmod
from vshell.commit.content import with_rename_sources, write_new
from vshell.commit.journal import JournalRefused
from vshell.commit.policy import Policy
from vshell.commit.rules import Refusal, after_type, disk_conflict, mount_of, stat_type
from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType
from vshell.limits import Budget

JOURNAL_VERSION = 2
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
    txid: str = ""
    mounts: list[tuple[str, int, int]] = field(default_factory=list)
    """Each mount the apply touches: real path, st_dev, st_ino (recovery checks they are still those)."""
    key: bytes = b""

    def dump(self, state: str) -> bytes:
        doc = {
            "version": JOURNAL_VERSION,
            "txid": self.txid,
            "state": state,
            "mounts": [list(m) for m in self.mounts],
            "entries": [asdict(e) for e in self.entries],
        }
        return jmod.seal(doc, self.key)

    @classmethod
    def load(cls, path: str, key: bytes) -> Journal:
        """The journal at ``path``, if this host signed it and it is well formed; ``JournalRefused`` otherwise."""
        doc = jmod.unseal(_os.read_file(path, 64 * 1024 * 1024), key)
        try:
            if doc["version"] != JOURNAL_VERSION or set(doc) != {"version", "txid", "state", "mounts", "entries"}:
                raise ValueError("unknown journal version or fields")
            txid, state = doc["txid"], doc["state"]
            if not _is_txid(txid) or state not in (PREPARED, APPLYING, COMMITTED):
                raise ValueError("bad id or state")
            mounts = [(str(m[0]), int(m[1]), int(m[2])) for m in doc["mounts"] if len(m) == 3]
            entries = [_entry(e) for e in doc["entries"]]
        except (KeyError, TypeError, ValueError, IndexError) as e:
            raise JournalRefused(f"it is malformed ({e})") from e
        if posixpath.basename(path) != f"{txid}.json":
            raise JournalRefused("its name is not its own")
        return cls(path, state, entries, txid, mounts, key)

    def helpers(self) -> list[str]:
        """Every helper file name an entry may have left (staged, backup, half-made copy, restore)."""
        out: list[str] = []
        for e in self.entries:
            out.extend(h for h in (e.temp, e.backup, e.restore) if h is not None)
            if e.backup is not None:
                out.append(e.backup + ".part")
        return out


def _is_txid(value: object) -> bool:
    """The 12 lower-case hex digits ``secrets.token_hex(6)`` gives (helper names are built from it)."""
    return isinstance(value, str) and len(value) == 12 and all(ch in "0123456789abcdef" for ch in value)


_TYPES = frozenset(t.value for t in (FileType.FILE, FileType.DIR, FileType.SYMLINK))
_FIELDS: dict[str, tuple[type, ...]] = {
    "path": (str,),
    "before": (str, type(None)),
    "after": (str, type(None)),
    "before_mode": (int, type(None)),
    "after_mode": (int, type(None)),
    "old_target": (str, type(None)),
    "temp": (str, type(None)),
    "backup": (str, type(None)),
    "restore": (str, type(None)),
    "remove": (bool,),
    "make_dir": (bool,),
    "set_mode": (bool,),
}


def _entry(raw: object) -> Entry:
    if not isinstance(raw, dict) or set(raw) != set(_FIELDS):
        raise ValueError("an entry has unknown or missing fields")
    for name, types in _FIELDS.items():
        value = raw[name]
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            raise ValueError(f"an entry's {name} has the wrong type")
    for name in ("before", "after"):
        if raw[name] is not None and raw[name] not in _TYPES:
            raise ValueError(f"an entry's {name} is not a file, directory or symlink")
    for name in ("before_mode", "after_mode"):
        if raw[name] is not None and not 0 <= raw[name] <= 0o7777:
            raise ValueError(f"an entry's {name} is not a mode")
    return Entry(**raw)


def _check_journal(journal: Journal, workspace: tuple[str, int, int]) -> None:
    """Refuse a journal that is not for this workspace or names a path an apply here would not use."""
    if workspace[1:] not in [m[1:] for m in journal.mounts]:
        raise JournalRefused("it belongs to another workspace folder")
    for real, dev, ino in journal.mounts:
        try:
            now = jmod.mount_identity(real)
        except OSError:
            now = None
        if now != (real, dev, ino):
            raise JournalRefused(f"its workspace folder {real} is no longer the folder it was written for")
    roots = [m[0] for m in journal.mounts]
    for i, e in enumerate(journal.entries):
        root = next((r for r in roots if mount_of(e.path, [r]) is not None), None)
        if root is None:
            raise JournalRefused(f"it names {e.path!r}, which is outside its workspace folders")
        why = _os.confined(e.path, root)
        if why is not None:
            raise JournalRefused(f"it names {e.path!r}, which {why}")
        for helper, suffix in ((e.temp, "new"), (e.backup, "old"), (e.restore, "lnk")):
            if helper is None:
                continue
            where = posixpath.dirname(helper)
            expected = f".vshell-{journal.txid}-{i}.{suffix}"
            beside = where == root.rstrip("/") or (mount_of(where, [root]) is not None and e.path.startswith(where + "/"))
            if posixpath.basename(helper) != expected or not beside:
                raise JournalRefused(f"its helper file {helper!r} is not one an apply of {e.path!r} would make")
            why = _os.confined(helper, root)
            if why is not None:
                raise JournalRefused(f"its helper file {helper!r} {why}")


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
                assert e.after_mode is not None
                write_new(e.temp, c, e.after_mode)
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
    is left for ``recover``.  The journal goes to ``policy.state_dir``.
    """
    asked = sorted((c for c in changes.changes if c.in_mount), key=lambda c: c.path)
    scope = with_rename_sources(asked)
    if not scope:
        return ()
    outside = [c.path for c in scope if mount_of(c.path, changes.mounts) is None]
    if outside:  # ``check`` refuses these; the apply never writes outside the mounts even when called alone
        raise ApplyError(f"{outside[0]}: is outside the workspace folders; nothing was applied")
    txid = secrets.token_hex(6)
    roots = sorted({(mount_of(c.path, changes.mounts) or "/").rstrip("/") for c in scope})
    first = (mount_of(scope[0].path, changes.mounts) or "/").rstrip("/")
    locks: list[int] = []
    try:
        try:
            for root in roots:
                locks.append(_os.lock_dir(root))
        except BlockingIOError as err:
            raise ApplyError("another commit is being applied in this workspace; nothing was applied") from err
        try:
            state = jmod.state_dir(policy.state_dir)
            key = jmod.host_key(state)
            mounts = [jmod.mount_identity(r) for r in roots]
            jdir = jmod.journal_dir(first, state)
            if not _os.is_dir(_os.lstat_or_none(jdir)):
                _os.makedirs_private(posixpath.dirname(jdir))
                _os.mkdir(jdir, 0o700)
        except OSError as err:
            raise ApplyError(f"could not write the journal ({_describe(err, ())}); nothing was applied") from err
        journal = Journal(f"{jdir}/{txid}.json", PREPARED, [], txid, mounts, key)
        done = _apply_locked(scope, changes, policy, budget, journal)
    finally:
        for lock in locks:
            _os.unlock(lock)
    shown = {c.path for c in asked}
    return tuple(p for p in done if p in shown)  # a rename is one change: its old name is not counted


def _apply_locked(
    scope: Sequence[Change], changes: ChangeSet, policy: Policy, budget: Budget | None, journal: Journal
) -> tuple[str, ...]:
    try:
        journal.entries = _plan(scope, changes.mounts, journal.txid)
        _check_journal(journal, journal.mounts[0])
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
        if isinstance(err, JournalRefused):  # a path under a symlink swapped in on disk since the checks
            raise ApplyError(f"the apply was refused: {err}; nothing was applied") from err
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


def recover(workspace_dir: str, state_dir: str | None = None) -> RecoveryReport | None:
    """Finish or undo an interrupted apply to ``workspace_dir``; None when there was none.

    Call it whenever a workspace is opened, before the first run reads it.  Only journals
    this host signed for this folder are acted on; any other is refused (renamed to
    ``<name>.refused`` beside it, so it is reported once) and the report's ``problems`` say why.
    """
    root = workspace_dir.rstrip("/") or "/"
    state = jmod.state_dir(state_dir)
    try:
        jdir = jmod.journal_dir(root, state)
    except OSError:
        return None
    if not _os.is_dir(_os.lstat_or_none(jdir)):
        return None
    try:
        lock = _os.lock_dir(root)
    except BlockingIOError:
        return RecoveryReport("left alone", (), ("another process is applying a commit in this workspace now",))
    try:
        return _recover_locked(jdir, jmod.mount_identity(root), state)
    finally:
        _os.unlock(lock)


def _recover_locked(jdir: str, workspace: tuple[str, int, int], state: str) -> RecoveryReport | None:
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
            journal = Journal.load(path, jmod.host_key(state))
            _check_journal(journal, workspace)
        except (OSError, JournalRefused) as err:
            problems.append(_refuse(path, err))
            continue
        others = [m[0] for m in journal.mounts if m[1:] != workspace[1:]]
        held: list[int] = []
        try:
            try:
                held.extend(_os.lock_dir(m) for m in others)
            except BlockingIOError:
                problems.append(f"{path}: left alone, another process is applying a commit to {', '.join(others)}")
                continue
            action, found = _finish(journal)
        finally:
            for fd in held:
                _os.unlock(fd)
        actions.append(action)
        paths.extend(e.path for e in journal.entries)
        problems.extend(found)
    action = " and ".join(sorted(set(actions))) or "refused"
    return RecoveryReport(action=action, paths=tuple(paths), problems=tuple(problems))


def _refuse(path: str, err: BaseException) -> str:
    """Set a journal aside without acting on it; the text says why, for the one line the host prints."""
    why = str(err) if isinstance(err, JournalRefused) else f"it cannot be read ({_describe(err, ())})"
    kept = path + ".refused"
    try:
        _os.replace(path, kept)
    except OSError:
        kept = path
    return f"refused the interrupted-commit journal {kept}: {why}; nothing was changed"
