"""Every operation whose cost grows with its input charges the budget, so a limit ends it (issue 11, item 2).

Most tests prove the charge without timing anything: a small ``steps`` limit must end the operation (it
only can if the operation ticks), with a wall-time limit behind it that a run without ticks would meet
instead.  Where the defence is a clock check rather than a step (path walks, the parser, regex matches
near the deadline, memory), the test checks the mechanism directly, or that the stopped run's worker
thread ends (``Session.settle`` with a generous 20 s, far above the figures in bench/limits_overrun.py).
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from vshell import command as registry
from vshell.command import CommandContext, lookup
from vshell.limits import STATUS_LIMIT, Budget, Limits
from vshell.session import EndedBy, Session
from vshell.syntax import CommandParser
from vshell.syntax.errors import ParseLimits

ROOT = Path(__file__).resolve().parents[2]
GENEROUS = 20.0
"""Seconds a stopped run's worker may take to reach its next tick (in practice under 0.5 s)."""


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    return os.path.realpath(root)


def steps_end(ws: str, script: str, steps: int, stdin: bytes = b"") -> None:
    s = Session([ws], limits=Limits(steps=steps, wall_time=60))
    r = s.run(script, stdin=stdin)
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, "steps", STATUS_LIMIT), r.stderr[-300:]
    assert s.settle(GENEROUS)


def test_read_of_an_endless_line_ticks(ws: str) -> None:
    """bash's `read x < /dev/zero` reads one endless line; it must end at a limit, not print one and go on."""
    steps_end(ws, "read x < /dev/zero; echo after", 200)


def test_read_r_of_an_endless_line_reads_on_like_bash(ws: str) -> None:
    """-r reads /dev/zero's 64 KiB pieces (L-dev-zero-lines) on to the newline, as bash does: it never returns."""
    steps_end(ws, "read -r x < /dev/zero; echo after", 500)


def test_mapfile_of_an_endless_line_ticks(ws: str) -> None:
    steps_end(ws, "mapfile a < /dev/zero; echo after", 500)


def test_read_and_mapfile_still_read_pieces_of_finite_lines(ws: str) -> None:
    r = Session([ws]).run("head -c 200000 /dev/zero | tr '\\0' a > f; read -r x < f; echo ${#x} $?; mapfile m < f; echo ${#m[@]} ${#m[0]}")
    assert r.stdout == b"200000 1\n1 200000\n"


def test_mkdir_p_of_a_deep_path_ticks(ws: str) -> None:
    steps_end(ws, "mkdir -p $(printf 'a/%.0s' {1..3000})", 2_000)


def test_long_path_walks_check_the_budget(ws: str) -> None:
    """A walk of more than 64 components looks at the budget first: a cancelled run ends inside `mkdir -p`."""
    s = Session([ws], limits=Limits(wall_time=60))
    r = s.run("mkdir -p $(printf 'a/%.0s' {1..100})")
    assert r.status == 0
    budget = Budget(Limits())
    budget.cancel()
    s.fs.budget = budget
    with pytest.raises(Exception) as caught:
        s.fs.stat(ws + "/a" * 100)
    assert type(caught.value).__name__ == "Cancelled"


def test_brace_expansion_ticks(ws: str) -> None:
    steps_end(ws, ": {1..1000000}", 20_000)


def test_brace_product_ticks(ws: str) -> None:
    steps_end(ws, ": {1..1000}{1..1000}", 20_000)


def test_word_splitting_ticks(ws: str) -> None:
    """The fields of one unquoted expansion: the read before it ticks only once per 4096 bytes."""
    text = " ".join(str(i) for i in range(200_000)).encode()
    steps_end(ws, "read -r -d '' x; : $x", 20_000, stdin=text)


def test_globbing_ticks_per_name(ws: str) -> None:
    """Listing the folder charges one step per entry; matching each name against the pattern charges another."""
    for i in range(20_000):
        Path(ws, f"f{i}").touch()
    steps_end(ws, ": *[0-9]*", 30_000)


def test_the_parser_checks_the_budget_as_it_reads() -> None:
    """A 100,000-statement line is one command to parse: the parser calls the budget every 256 tokens."""
    calls = []
    parser = CommandParser(":;" * 100_000, limits=ParseLimits(check=lambda: calls.append(1)))
    assert parser.next_command() is not None
    assert len(calls) >= 100_000 // 256


def test_a_stopped_parse_ends_its_worker(ws: str) -> None:
    s = Session([ws], limits=Limits(wall_time=0.3))
    s.run("cat </dev/null", timeout=60)
    r = s.run("eval \"$(printf ':;%.0s' {1..100000})\"")
    assert (r.ended_by, r.limit) == (EndedBy.LIMIT, "wall_time")
    assert s.settle(GENEROUS)


def test_printf_huge_precision_is_cheap(ws: str) -> None:
    """The long double 0.1 ends after 67 decimal places: the other 7,999,933 digits are zeros, not arithmetic.
    Expected: GNU bash's ``printf '%.70f' 0.1``, and the length of the whole."""
    r = Session([ws], limits=Limits(wall_time=60)).run("printf '%.8000000f' 0.1 > /tmp/p; head -c 72 /tmp/p; echo; wc -c < /tmp/p")
    expected = b"0.1000000000000000000013552527156068805425093160010874271392822265625000\n8000002\n"
    assert (r.stdout, r.ended_by) == (expected, EndedBy.NORMAL)


def test_regex_timeout_never_passes_the_deadline() -> None:
    """The regex module reads the timeout as a match starts: regex_seconds, or less when the deadline is near."""
    far = Budget(Limits(wall_time=60, regex_seconds=2))
    assert float(far.regex_timeout) == 2
    near = Budget(Limits(wall_time=0.5, regex_seconds=100))
    assert 0 < float(near.regex_timeout) <= 0.5


@pytest.mark.parametrize(
    "script",
    [
        "x=$(printf 'a%.0s' {1..40}); [[ ${x}! =~ ^(a|a)*$ ]]",
        # grep decides which lines match without POSIX longest-match search, so the line must fail to match
        # for the backtracking to explode
        "{ printf 'a%.0s' {1..40}; echo b; } | grep -E '^(a|a)*$'",
        "printf 'a%.0s' {1..40} | sed -E 's/^(a|a)*$//'",
    ],
)
def test_a_slow_match_is_cut_at_the_deadline(ws: str, script: str) -> None:
    """With regex_seconds far above the wall time, the run still ends by the wall clock, and so does its worker."""
    s = Session([ws], limits=Limits(wall_time=1, regex_seconds=600))
    s.run("cat </dev/null", timeout=60)
    r = s.run(script)
    assert (r.ended_by, r.limit) == (EndedBy.LIMIT, "wall_time"), r.stderr
    assert s.settle(GENEROUS)


def _raising(error: BaseException) -> registry.CommandFunc:
    def func(ctx: CommandContext) -> int:
        raise error

    return func


def test_a_memory_error_in_a_command_is_the_memory_limit(ws: str, monkeypatch: pytest.MonkeyPatch) -> None:
    info = lookup("tac")
    assert info is not None
    monkeypatch.setitem(registry._REGISTRY, "tac", dataclasses.replace(info, func=_raising(MemoryError())))
    r = Session([ws]).run("echo hi | tac; echo after")
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, "memory_bytes", STATUS_LIMIT)
    assert r.stderr == b"vshell: out of memory (the host's memory cap was reached)\n"


def test_a_recursion_error_in_a_command_is_a_failed_command(ws: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The last line of defence: the script goes on after the command, as after any failing command."""
    info = lookup("tac")
    assert info is not None
    monkeypatch.setitem(registry._REGISTRY, "tac", dataclasses.replace(info, func=_raising(RecursionError())))
    r = Session([ws]).run("echo hi | tac; echo status $?")
    assert (r.stdout, r.stderr, r.ended_by) == (b"status 1\n", b"tac: nesting too deep\n", EndedBy.NORMAL)


_CAPPED = """
import json, os, resource, sys
from vshell.limits import Limits
from vshell.session import Session
s = Session([os.getcwd()], limits=Limits(wall_time=60, memory_bytes=int(sys.argv[2])))
s.run("cat </dev/null")
r = s.run(sys.argv[1])
print(json.dumps([r.status, r.limit, r.stderr.decode()[-200:]]))
"""


@pytest.mark.parametrize("script", ["tac /dev/zero", "sort /dev/zero", "cat /dev/zero | tac"])
def test_endless_input_under_a_host_memory_cap_is_a_limit(ws: str, script: str) -> None:
    """Under a host address-space cap, reading /dev/zero into memory ends as a limit (124), never status 70."""
    import json
    import resource

    def cap() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    out = subprocess.run(
        [sys.executable, "-c", _CAPPED, script, str(256 << 20)],
        cwd=ws, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, preexec_fn=cap, timeout=120,
    )
    status, limit, err = json.loads(out.stdout)
    assert (status, limit) == (STATUS_LIMIT, "memory_bytes"), err


def test_the_cli_exits_after_a_limit(ws: str) -> None:
    """A stopped run's worker never keeps the vshell process alive (it used to wait for `read` forever)."""
    out = subprocess.run(  # the timeout is generous: a start-up on a loaded machine; before, it never exited
        [sys.executable, "-m", "vshell", "--limit", "wall_time=1", "-c", "read x < /dev/zero; echo after"],
        cwd=ws, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, timeout=60,
    )
    assert out.returncode == STATUS_LIMIT
    assert out.stdout == b""
    assert out.stderr.endswith(b"vshell: time limit of 1s exceeded\n")
