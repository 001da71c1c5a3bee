"""timeout's deadline over scripts and shells (the golden file cmd_misc_timeout_scripts shows what GNU does);
here what a golden case cannot show: the run's own limits still hold inside, and the deadline reaches only
timeout's command."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vshell.limits import STATUS_LIMIT, Limits
from vshell.session import EndedBy, Session

LOOP = "while :; do :; done"


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    return os.path.realpath(root)


def _ended(ws: str, script: str, limits: Limits, limit: str) -> bytes:
    s = Session([ws], limits=limits)
    r = s.run(script)
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, limit, STATUS_LIMIT), r.stderr[-300:]
    assert s.settle(20.0)
    return r.stdout


def test_the_runs_step_limit_counts_a_script_under_timeout(ws: str) -> None:
    out = _ended(ws, f"timeout 60 bash -c '{LOOP}'; echo after", Limits(steps=20_000, wall_time=60), "steps")
    assert out == b""


def test_the_runs_loop_limit_ends_the_run_not_only_timeouts_command(ws: str) -> None:
    script = f"printf '{LOOP}\\n' > s.sh; chmod +x s.sh; timeout 60 ./s.sh; echo after"
    out = _ended(ws, script, Limits(loop_iterations=1_000, wall_time=60), "loop_iterations")
    assert out == b""


def test_the_runs_shorter_wall_time_ends_the_run_with_no_124(ws: str) -> None:
    out = _ended(ws, f"timeout 60 sh -c '{LOOP}'; echo \"s=$?\"", Limits(wall_time=0.3), "wall_time")
    assert out == b""


def test_a_job_started_before_timeout_keeps_the_runs_deadline(ws: str) -> None:
    r = Session([ws]).run(f"sleep 0.2 & timeout 0.05 bash -c '{LOOP}'; echo \"s=$?\"; wait $!; echo \"job $?\"")
    assert (r.stdout, r.stderr, r.status) == (b"s=124\njob 0\n", b"", 0)


def test_the_script_cannot_catch_the_deadline(ws: str) -> None:
    r = Session([ws]).run(f"timeout 0.05 bash -c '({LOOP}) || echo caught; echo never'; echo \"s=$?\"")
    assert (r.stdout, r.stderr, r.status) == (b"s=124\n", b"", 0)


def test_an_exit_trap_runs_past_the_deadline_that_stopped_its_shell(ws: str) -> None:
    """The trap waits and loops on the budget timeout itself runs under, not the expired one."""
    script = f"timeout 0.05 bash -c 'trap \"sleep 0.01; for i in 1 2; do echo \\$i; done\" EXIT; {LOOP}'; echo \"s=$?\""
    r = Session([ws]).run(script)
    assert (r.stdout, r.stderr, r.status) == (b"1\n2\ns=124\n", b"", 0)


def test_timeout_env_and_xargs_hand_the_deadline_to_a_script(ws: str) -> None:
    script = (f"printf '{LOOP}\\n' > s.sh; chmod +x s.sh; timeout 0.05 env ./s.sh; echo \"env $?\"; "
              "echo x | timeout 0.05 xargs ./s.sh; echo \"xargs $?\"; "
              "timeout 0.05 find . -name s.sh -exec ./s.sh \\;; echo \"find $?\"")
    r = Session([ws]).run(script)
    assert (r.stdout, r.stderr, r.status) == (b"env 124\nxargs 124\nfind 124\n", b"", 0)
