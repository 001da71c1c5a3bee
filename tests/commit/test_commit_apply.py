"""The apply: every kind of change lands exactly; conflicts, cancels and failures land nothing."""

from __future__ import annotations

import errno
import os
import threading

import pytest
from commit_ws import WS, expected_after, mixed_changes, populate, snapshot

from vshell.commit import ApplyDirectly, Policy, commit_changes, recover
from vshell.commit import _os as cos
from vshell.commit.apply import ApplyError, apply_changes
from vshell.commit.journal import journal_dir, state_dir
from vshell.fs.changes import ChangeSet
from vshell.fs.protocol import FileType
from vshell.limits import Budget, Limits


def no_helpers_left(root: str) -> None:
    """No journal, staged file or backup stays behind after an apply (or its rollback)."""
    leftovers = [
        os.path.join(d, n) for d, dirs, files in os.walk(root) for n in dirs + files if n.startswith(".vshell")
    ]
    assert leftovers == []


def test_mixed_change_set_lands_exactly(ws: WS) -> None:
    populate(ws, 50)
    before = snapshot(ws.root)
    changes = mixed_changes(ws, 50)
    applied = apply_changes(ws.changeset(changes), Policy())
    assert len(applied) == len(changes)
    assert snapshot(ws.root) == expected_after(ws, before, changes)
    no_helpers_left(ws.root)
    assert recover(ws.root) is None


@pytest.mark.parametrize(
    "scenario",
    [
        "nested-new-dirs",
        "delete-tree",
        "file-to-dir",
        "dir-to-file",
        "file-to-symlink",
        "symlink-to-file",
        "modes",
        "relink",
        "new-file-modes",
    ],
)
def test_each_kind_of_change(ws: WS, scenario: str) -> None:
    ws.put("f.txt", b"f\n")
    ws.put("tree/a/b.txt", b"b\n")
    ws.put("tree/c.txt", b"c\n")
    ws.symlink("ln", "f.txt")
    ws.mkdir("private", 0o755)
    before = snapshot(ws.root)
    changes = {
        "nested-new-dirs": [ws.added_dir("x"), ws.added_dir("x/y"), ws.added("x/y/z.txt", b"z\n")],
        "delete-tree": ws.deleted_tree("tree"),
        "file-to-dir": [ws.replaced("f.txt", FileType.DIR, mode=0o755), ws.added("f.txt/in.txt", b"in\n")],
        "dir-to-file": [*ws.deleted_tree("tree")[:-1], ws.replaced("tree", FileType.FILE, data=b"t\n", mode=0o644)],
        "file-to-symlink": [ws.replaced("f.txt", FileType.SYMLINK, target="tree/c.txt")],
        "symlink-to-file": [ws.replaced("ln", FileType.FILE, data=b"real now\n", mode=0o644)],
        "modes": [ws.chmod("f.txt", 0o755), ws.chmod("private", 0o700)],
        "relink": [ws.relinked("ln", "tree/c.txt")],
        "new-file-modes": [
            ws.added("secret", b"s\n", 0o600),
            ws.added_dir("locked", 0o555),
            ws.added("locked/in", b"i\n", 0o444),
        ],
    }[scenario]
    outcome = commit_changes(ws.changeset(changes), policy=Policy.off(), review=ApplyDirectly())
    assert outcome.applied, outcome.message
    assert snapshot(ws.root) == expected_after(ws, before, changes)
    no_helpers_left(ws.root)


def test_replacing_a_file_keeps_the_old_inode_nowhere(ws: WS) -> None:
    """A hard link elsewhere keeps the old content, as with git checkout: the apply renames a new file in."""
    ws.put("a.txt", b"old\n")
    os.link(ws.path("a.txt"), ws.path("hard"))
    apply_changes(ws.changeset([ws.modified("a.txt", b"new\n")]), Policy())
    assert snapshot(ws.root) == {"a.txt": ("file", 0o644, b"new\n"), "hard": ("file", 0o644, b"old\n")}


def test_edit_made_between_staging_and_renaming_is_refused_and_survives(ws: WS, monkeypatch) -> None:
    """The changed-on-disk rule is checked again at the last moment, after the slow staging."""
    populate(ws, 20)
    changes = mixed_changes(ws, 20)
    victim = ws.path("src/d0/f000.txt")
    assert any(c.path == victim for c in changes)
    real_stage = __import__("vshell.commit.apply", fromlist=["_stage"])._stage

    def stage_then_person_edits(*args, **kwargs):  # type: ignore[no-untyped-def]
        real_stage(*args, **kwargs)
        with open(victim, "ab") as f:
            f.write(b"typed by the person\n")

    monkeypatch.setattr("vshell.commit.apply._stage", stage_then_person_edits)
    before = snapshot(ws.root)
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=ApplyDirectly())
    assert not outcome.applied
    assert [(r.path, r.rule) for r in outcome.verdict.refusals] == [(victim, "changed-on-disk")]
    expected = dict(before)
    expected["src/d0/f000.txt"] = ("file", 0o644, b"line one of 0\nline two\ntyped by the person\n")
    assert snapshot(ws.root) == expected
    no_helpers_left(ws.root)


def test_cancel_during_the_apply_rolls_back(ws: WS, monkeypatch) -> None:
    populate(ws, 30)
    changes = mixed_changes(ws, 30)
    before = snapshot(ws.root)
    cancel = threading.Event()
    budget = Budget(Limits(), cancel)
    renames = 0
    real_replace = cos.replace

    def replace(src: str, dst: str) -> None:
        nonlocal renames
        real_replace(src, dst)
        if src.endswith(".new"):  # a staged file renamed into place (rollback renames backups back)
            renames += 1
            if renames == 5:  # the person presses Ctrl+C halfway through the renames
                cancel.set()

    monkeypatch.setattr(cos, "replace", replace)
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=ApplyDirectly(), budget=budget)
    assert (outcome.applied, outcome.message) == (False, "vshell: cancelled; nothing was applied")
    assert renames == 5
    assert snapshot(ws.root) == before
    no_helpers_left(ws.root)


def test_a_cancel_before_the_apply_changes_nothing(ws: WS) -> None:
    populate(ws, 5)
    changes = mixed_changes(ws, 5)
    before = snapshot(ws.root)
    cancel = threading.Event()
    cancel.set()
    outcome = commit_changes(
        ws.changeset(changes), policy=Policy(), review=ApplyDirectly(), budget=Budget(Limits(), cancel)
    )
    assert not outcome.applied
    assert snapshot(ws.root) == before
    no_helpers_left(ws.root)


def test_without_hard_links_backups_are_copies(ws: WS, monkeypatch) -> None:
    def no_links(src: str, dst: str) -> None:
        raise OSError(errno.EPERM, os.strerror(errno.EPERM), src)

    monkeypatch.setattr(cos, "link", no_links)
    populate(ws, 10)
    before = snapshot(ws.root)
    changes = mixed_changes(ws, 10)
    apply_changes(ws.changeset(changes), Policy())
    assert snapshot(ws.root) == expected_after(ws, before, changes)
    no_helpers_left(ws.root)


def test_a_failure_is_reported_with_the_users_path_and_nothing_lands(ws: WS, monkeypatch) -> None:
    populate(ws, 10)
    changes = mixed_changes(ws, 10)
    before = snapshot(ws.root)
    real_write = cos.write_file
    target = ws.path("new/sub0/n000.txt")

    def write_file(path: str, data: bytes, mode: int) -> None:
        if data == b"new file 0\n":
            raise OSError(errno.EACCES, os.strerror(errno.EACCES), path)
        real_write(path, data, mode)

    monkeypatch.setattr(cos, "write_file", write_file)
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=ApplyDirectly())
    assert (outcome.applied, outcome.message) == (
        False,
        f"vshell: Permission denied while writing {target}; nothing was applied",
    )
    assert snapshot(ws.root) == before
    no_helpers_left(ws.root)


def test_two_mounts_apply_together(ws: WS, tmp_path) -> None:
    other = WS(str(tmp_path / "other"))
    os.mkdir(other.root)
    ws.put("a.txt", b"a\n")
    other.put("b.txt", b"b\n")
    changes = (
        ws.modified("a.txt", b"A\n"),
        other.modified("b.txt", b"B\n"),
        other.added("c/d.txt", b"d\n"),
        other.added_dir("c"),
    )
    cs = ChangeSet(
        changes, read_set={c.path: c.old_identity for c in changes if c.old_identity}, mounts=(ws.root, other.root)
    )
    assert commit_changes(cs, policy=Policy(), review=ApplyDirectly()).applied
    assert snapshot(ws.root) == {"a.txt": ("file", 0o644, b"A\n")}
    assert snapshot(other.root) == {
        "b.txt": ("file", 0o644, b"B\n"),
        "c": ("dir", 0o755),
        "c/d.txt": ("file", 0o644, b"d\n"),
    }


def test_recover_without_a_journal_is_none_and_removes_an_empty_journal_dir(ws: WS) -> None:
    assert recover(ws.root) is None
    jdir = journal_dir(ws.root, state_dir())
    os.makedirs(jdir)
    with open(jdir + "/abc.json.tmp", "wb") as f:
        f.write(b'{"half')
    assert recover(ws.root) is None
    assert (snapshot(ws.root), os.path.exists(jdir)) == ({}, False)


def test_apply_error_says_whether_it_rolled_back(ws: WS, monkeypatch) -> None:
    ws.put("a.txt", b"a\n")
    changes = [ws.modified("a.txt", b"b\n"), ws.added("n.txt", b"n\n")]

    def broken(*args: object) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(cos, "replace", broken)  # every rename fails, the journal's too
    with pytest.raises(ApplyError) as info:
        apply_changes(ws.changeset(changes), Policy())
    assert info.value.rolled_back
    assert info.value.message == "could not write the journal (Input/output error); nothing was applied"
    assert snapshot(ws.root) == {"a.txt": ("file", 0o644, b"a\n")}


def test_the_apply_is_bounded_by_the_budgets_deadline(ws: WS) -> None:
    populate(ws, 5)
    changes = mixed_changes(ws, 5)
    before = snapshot(ws.root)
    budget = Budget(Limits(wall_time=0.0))
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=ApplyDirectly(), budget=budget)
    assert (outcome.applied, outcome.message) == (False, "vshell: time limit of 0s exceeded; nothing was applied")
    assert snapshot(ws.root) == before
    no_helpers_left(ws.root)


def test_apply_alone_never_writes_outside_the_mounts(ws: WS, tmp_path) -> None:
    stray = ws.added("x", b"x\n")
    stray = type(stray)(str(tmp_path / "elsewhere.txt"), stray.kind, stray.type, new_content=b"x\n")
    with pytest.raises(ApplyError, match="outside the workspace"):
        apply_changes(ws.changeset([stray]), Policy.off())
    assert not (tmp_path / "elsewhere.txt").exists()


def test_a_commit_in_progress_elsewhere_is_neither_joined_nor_recovered(ws: WS) -> None:
    """Two sessions on one folder: the second neither applies alongside nor rolls back the first."""
    populate(ws, 5)
    changes = mixed_changes(ws, 5)
    before = snapshot(ws.root)
    os.makedirs(journal_dir(ws.root, state_dir()))  # a journal folder exists: recovery looks, then sees the lock
    held = cos.lock_dir(ws.root)  # another open file description: as another process
    try:
        with pytest.raises(ApplyError, match="another commit is being applied in this workspace"):
            apply_changes(ws.changeset(changes), Policy())
        report = recover(ws.root)
        assert report is not None
        assert (report.action, report.problems) == (
            "left alone",
            ("another process is applying a commit in this workspace now",),
        )
    finally:
        cos.unlock(held)
    assert recover(ws.root) is None
    assert snapshot(ws.root) == before
    apply_changes(ws.changeset(changes), Policy())
    assert snapshot(ws.root) == expected_after(ws, before, changes)


def test_a_mode_change_never_goes_through_a_symlink_swapped_in_on_disk(ws: WS, tmp_path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"not yours\n")
    outside.chmod(0o644)
    ws.put("f", b"f\n")
    change = ws.chmod("f", 0o755)
    os.unlink(ws.path("f"))
    ws.symlink("f", str(outside))  # swapped in after the run read it; every rule off
    apply_changes(ws.changeset([change]), Policy.off())
    assert (outside.stat().st_mode & 0o777, snapshot(ws.root)) == (0o644, {"f": ("symlink", str(outside))})


def test_the_apply_refuses_a_path_under_a_symlink_even_one_staying_inside(ws: WS) -> None:
    """The apply checks its own plan through the gate recovery uses, so it never writes a journal recovery would refuse."""
    ws.mkdir("real")
    ws.symlink("in", "real")
    with pytest.raises(ApplyError) as info:
        apply_changes(ws.changeset([ws.added("in/x.txt", b"x\n")]), Policy.off())
    assert info.value.message == (
        f"the apply was refused: it names '{ws.path('in/x.txt')}', which goes through the symlink {ws.path('in')}; "
        "nothing was applied"
    )
    assert snapshot(ws.root) == {"real": ("dir", 0o755), "in": ("symlink", "real")}
    assert recover(ws.root) is None
