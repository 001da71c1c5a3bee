"""Crash test: a child Python process applies a large change set and is killed with SIGKILL;
after ``recover`` the tree is always exactly before or exactly after.

Two ways to pick the moment: at random times after the child is ready (a fixed seed, 15 trials
in CI, 200 with ``-m deep``), and just before a chosen step of the apply (the child kills
itself through the fault harness: a sample of steps in CI, every step of a 50-file change set
with ``-m deep``).
"""

from __future__ import annotations

import os
import pickle
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from commit_faults import Faults
from commit_ws import WS, Tree, expected_after, mixed_changes, populate, snapshot

from vshell.commit import Policy, recover
from vshell.commit.apply import apply_changes

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CHILD = HERE / "crash_child.py"
FILES = 240  # under the 300-file limit, large enough that a commit takes a while


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(HERE), env.get("PYTHONPATH", "")])
    return env


def prepare(base: Path, name: str, files: int = FILES) -> tuple[WS, Path, Tree, Tree]:
    root = base / name
    root.mkdir()
    ws = WS(str(root))
    populate(ws, files)
    before = snapshot(ws.root)
    changes = mixed_changes(ws, files)
    after = expected_after(ws, before, changes)
    blob = base / f"{name}.pickle"
    blob.write_bytes(pickle.dumps(ws.changeset(changes)))
    return ws, blob, before, after


def start(blob: Path, kill_at: int | None = None) -> subprocess.Popen[str]:
    args = [sys.executable, str(CHILD), str(blob)] + ([str(kill_at)] if kill_at is not None else [])
    child = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_env(), cwd=str(ROOT))
    assert child.stdout is not None
    line = child.stdout.readline()
    assert line == "ready\n", (line, child.stderr.read() if child.stderr else "")
    return child


def settle(ws: WS, before: Tree, after: Tree) -> str:
    recover(ws.root)
    tree = snapshot(ws.root)
    assert tree in (before, after), sorted(set(tree.items()) ^ set(before.items()))[:5]
    assert recover(ws.root) is None
    return "after" if tree == after else "before"


def calibrate(base: Path) -> float:
    ws, blob, _before, after = prepare(base, "calibrate")
    child = start(blob)
    out, err = child.communicate(timeout=60)
    assert child.returncode == 0, err
    assert snapshot(ws.root) == after
    return float(out.split()[1])


def random_kills(base: Path, trials: int, seed: int) -> dict[str, int]:
    duration = calibrate(base)
    rng = random.Random(seed)
    seen = {"before": 0, "after": 0}
    for i in range(trials):
        ws, blob, before, after = prepare(base, f"t{i}")
        child = start(blob)
        time.sleep(rng.uniform(0, duration * 1.2))
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
        seen[settle(ws, before, after)] += 1
    return seen


def test_sigkill_at_random_moments(fast_dir: Path) -> None:
    seen = random_kills(fast_dir, 15, seed=20261130)
    print(f"\ncrash trials: 15 ({seen['before']} ended before, {seen['after']} after)")
    assert sum(seen.values()) == 15


@pytest.mark.deep
def test_deep_sigkill_at_random_moments(fast_dir: Path) -> None:
    seen = random_kills(fast_dir, 200, seed=7)
    print(f"\ncrash trials: {sum(seen.values())} ({seen['before']} ended before, {seen['after']} after)")
    assert sum(seen.values()) == 200
    assert seen["before"] and seen["after"]


def step_kills(base: Path, every: int, files: int = FILES) -> tuple[int, dict[str, int]]:
    _ws, blob, _before, _after = prepare(base, "count", files)
    with Faults() as counter:
        apply_changes(pickle.loads(blob.read_bytes()), Policy())
    steps = counter.count
    seen = {"before": 0, "after": 0}
    for k in range(1, steps + 1, every):
        ws, blob, before, after = prepare(base, f"k{k}", files)
        child = start(blob, kill_at=k)
        child.communicate(timeout=60)
        assert child.returncode == -signal.SIGKILL
        seen[settle(ws, before, after)] += 1
    return steps, seen


def test_sigkill_before_a_sample_of_steps(fast_dir: Path) -> None:
    steps, seen = step_kills(fast_dir, every=311)
    print(f"\nstep kills: {sum(seen.values())} of {steps} steps ({seen['before']} before, {seen['after']} after)")
    assert seen["before"] and seen["after"], (steps, seen)


@pytest.mark.deep
def test_deep_sigkill_before_every_step(fast_dir: Path) -> None:
    steps, seen = step_kills(fast_dir, every=1, files=50)
    print(f"\nstep kills: {sum(seen.values())} of {steps} steps ({seen['before']} before, {seen['after']} after)")
    assert sum(seen.values()) == steps
