"""Fault injection: a failure at every step of the apply of a 50-file change set, and a full disk at
every byte-boundary class, leave the tree exactly before or exactly after once ``recover`` has run.

Every call the apply makes to the disk goes through ``commit._os``; ``Faults`` numbers those calls
and fails the chosen one.  The CI run covers every mutating step (write, fsync, rename, unlink,
mkdir, rmdir, link, symlink, chmod, journal write, directory fsync), once and persistently;
``-m deep`` adds every reading step (lstat, read, readlink, listdir) and every errno.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from commit_faults import ERRNOS, MUTATING, STEPS, Faults, disk_full_quotas
from commit_ws import WS, Tree, expected_after, mixed_changes, populate, snapshot

from vshell.commit import Policy, recover
from vshell.commit.apply import ApplyError, apply_changes
from vshell.fs.changes import ChangeSet

FILES = 50
CHUNKS = 8  # spread the trials over xdist workers


@dataclass
class Trial:
    ws: WS
    cs: ChangeSet
    before: Tree
    after: Tree


def fresh(base: Path, name: str) -> Trial:
    root = base / name
    root.mkdir()
    ws = WS(str(root))
    populate(ws, FILES)
    before = snapshot(ws.root)
    changes = mixed_changes(ws, FILES)
    return Trial(ws, ws.changeset(changes), before, expected_after(ws, before, changes))


def reference(base: Path) -> Faults:
    """A clean run, to number the steps and the bytes written."""
    t = fresh(base, "reference")
    with Faults() as f:
        apply_changes(t.cs, Policy())
    assert snapshot(t.ws.root) == t.after
    return f


def run(t: Trial, faults: Faults) -> tuple[bool, ApplyError | None]:
    with faults:
        try:
            apply_changes(t.cs, Policy())
            return True, None
        except ApplyError as e:
            return False, e


def assert_exact(t: Trial, applied: bool) -> str:
    """After ``recover``: exactly after when the apply said it applied, exactly before otherwise."""
    report = recover(t.ws.root)
    tree = snapshot(t.ws.root)
    assert tree == (t.after if applied else t.before)
    assert recover(t.ws.root) is None  # the journal is gone
    return report.action if report else "none"


def steps_of(f: Faults, kinds: tuple[str, ...]) -> list[int]:
    return [i + 1 for i, name in enumerate(f.log) if name in kinds]


def test_the_fault_harness_sees_every_kind_of_step(fast_dir: Path) -> None:
    f = reference(fast_dir)
    assert set(MUTATING) - {"rmdir"} <= set(f.log)
    assert len(f.log) > 500 and len(steps_of(f, MUTATING)) > 300
    assert "rmdir" in f.log  # deleted directories, and the journal directory


def _one_shot(fast_dir: Path, kinds: tuple[str, ...], chunk: int, err_cycle: tuple[int, ...]) -> None:
    f = reference(fast_dir)
    for n, k in enumerate(steps_of(f, kinds)[chunk::CHUNKS]):
        t = fresh(fast_dir, f"once{k}")
        applied, error = run(t, Faults(fail_at=k, err=err_cycle[n % len(err_cycle)]))
        if not applied:
            # The in-process rollback ran with the disk working again: already exact, no journal left.
            assert error is not None and error.rolled_back, (k, f.log[k - 1], error)
            assert snapshot(t.ws.root) == t.before, (k, f.log[k - 1])
        assert_exact(t, applied)


def _persistent(fast_dir: Path, kinds: tuple[str, ...], chunk: int, err_cycle: tuple[int, ...]) -> None:
    f = reference(fast_dir)
    for n, k in enumerate(steps_of(f, kinds)[chunk::CHUNKS]):
        t = fresh(fast_dir, f"from{k}")
        applied, _error = run(t, Faults(fail_from=k, err=err_cycle[n % len(err_cycle)]))
        assert_exact(t, applied)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_one_failure_at_every_mutating_step(fast_dir: Path, chunk: int) -> None:
    _one_shot(fast_dir, MUTATING, chunk, ERRNOS)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_step_failing_from_each_mutating_step_on(fast_dir: Path, chunk: int) -> None:
    _persistent(fast_dir, MUTATING, chunk, ERRNOS)


@pytest.mark.deep
@pytest.mark.parametrize("err", ERRNOS)
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_deep_every_step_every_errno(fast_dir: Path, chunk: int, err: int) -> None:
    (fast_dir / "once").mkdir()
    (fast_dir / "from").mkdir()
    _one_shot(fast_dir / "once", STEPS, chunk, (err,))
    _persistent(fast_dir / "from", STEPS, chunk, (err,))


@pytest.mark.parametrize("chunk", range(CHUNKS // 2))
def test_disk_full_at_every_byte_boundary_class(fast_dir: Path, chunk: int) -> None:
    f = reference(fast_dir)
    quotas = disk_full_quotas(f)
    assert len(quotas) >= 2 * len(f.write_offsets)
    for q in quotas[chunk :: CHUNKS // 2]:
        t = fresh(fast_dir, f"quota{q}")
        applied, error = run(t, Faults(quota=q))
        # Nothing is written after the commit point, so a full disk always means "nothing applied".
        assert not applied and error is not None, q
        assert "No space left on device" in error.message
        assert snapshot(t.ws.root) == t.before
        assert_exact(t, applied)


def test_exactly_enough_disk_applies(fast_dir: Path) -> None:
    f = reference(fast_dir)
    t = fresh(fast_dir, "exact")
    applied, error = run(t, Faults(quota=f.written))
    assert applied, error
    assert_exact(t, applied)


def test_a_failure_in_the_middle_of_a_rollback_is_finished_by_recover(fast_dir: Path) -> None:
    """Fail the apply late among its renames, then fail its rollback from each of the rollback's
    steps on: the journal stays, and ``recover`` still ends exactly at the before-state."""
    f = reference(fast_dir)
    late = steps_of(f, ("replace",))[-3]
    probe_trial = fresh(fast_dir, "probe")
    probe = Faults(fail_at=late)
    run(probe_trial, probe)
    assert_exact(probe_trial, False)
    rollback_steps = range(late + 1, probe.count + 1)
    assert len(rollback_steps) > 50
    for k in rollback_steps:
        t = fresh(fast_dir, f"rb{k}")
        applied, error = run(t, Faults(fail_at=late, fail_from=k))
        assert not applied and error is not None and not error.rolled_back
        assert "the rollback failed too" in error.message
        assert_exact(t, applied)
