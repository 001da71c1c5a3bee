"""Limits the interpreter itself enforces: string_length on values, jobs across clones, parse_depth."""

from __future__ import annotations

import io

import pytest

from tests.interp.conftest import make_shell
from vshell.interp import Shell
from vshell.limits import Budget, LimitExceeded, Limits


def _run(sh: Shell, lim: Limits, script: str) -> tuple[str, str, int]:
    out, err = io.BytesIO(), io.BytesIO()
    status = sh.run(script, stdin=io.BytesIO(b""), stdout=out, stderr=err, budget=Budget(lim))
    return out.getvalue().decode(), err.getvalue().decode(), status


def _limit_of(script: str, **limits: object) -> tuple[LimitExceeded, Shell]:
    sh, _fs, lim = make_shell(Limits(wall_time=10.0, **limits))  # type: ignore[arg-type]
    with pytest.raises(LimitExceeded) as info:
        _run(sh, lim, script)
    return info.value, sh


@pytest.mark.parametrize(
    "script",
    ["x=a; while :; do x=$x$x; done", "x=a; while :; do x+=$x; done", 'x=a; while :; do x="$x$x"; done'],
)
def test_doubling_a_string_ends_on_string_length_before_the_value_is_built(script: str) -> None:
    exc, sh = _limit_of(script, string_length=1000)
    assert exc.limit == "string_length"
    # 512 is the last doubling of "a" within 1000 characters: the 1024-character value never existed.
    assert sh.interp.vars.get("x") == "a" * 512


def test_appending_to_an_array_element_is_bounded_too() -> None:
    exc, sh = _limit_of("a=(x y); while :; do a[1]+=${a[1]}; done", string_length=100)
    assert exc.limit == "string_length"
    var = sh.interp.vars.find("a")
    assert var is not None
    assert var.value == {0: "x", 1: "y" * 64}  # 128 characters would pass the limit of 100


def test_a_command_word_joined_past_the_limit_ends_the_run() -> None:
    exc, _sh = _limit_of('x=$(printf "%0400d" 0); echo $x$x$x', string_length=1000)
    assert exc.limit == "string_length"


def test_values_up_to_the_limit_are_fine() -> None:
    sh, _fs, lim = make_shell(Limits(wall_time=10.0, string_length=1000))
    script = 'x=$(printf "%0500d" 0); y=$x$x; y+=""; echo ${#y} $(echo $x$x | wc -c)'
    assert _run(sh, lim, script) == ("1000 1001\n", "", 0)


def test_pattern_replacement_growing_past_the_limit_is_refused_before_it_is_built() -> None:
    exc, sh = _limit_of('x=$(printf "%0300d" 0); y=${x//0/$x}; echo no', string_length=1000)
    assert exc.limit == "string_length"
    assert sh.interp.vars.get("y") is None


@pytest.mark.parametrize(("limit", "ends"), [(800, False), (799, True)])
def test_pattern_replacement_is_measured_exactly(limit: int, ends: bool) -> None:
    # 100 "ab" pairs; each a becomes a + 6 x's: 100 * 7 + 100 b's = 800 characters (by hand)
    script = "x=$(printf 'ab%.0s' {1..100}); y=${x//a/&xxxxxx}; echo ${#y}"
    sh, _fs, lim = make_shell(Limits(wall_time=10.0, string_length=limit))
    if ends:
        with pytest.raises(LimitExceeded):
            _run(sh, lim, script)
    else:
        assert _run(sh, lim, script) == ("800\n", "", 0)


def test_quoting_a_value_over_and_over_ends_on_string_length() -> None:
    exc, sh = _limit_of('x="\'"; while :; do x=${x@Q}; done', string_length=1000)
    assert exc.limit == "string_length"
    value = sh.interp.vars.get("x")
    assert value is not None and len(value) <= 1000


def test_fork_bomb_ends_on_the_jobs_limit() -> None:
    # the bomb runs on in background jobs while the shell sleeps; its jobs, not the clock, end the run
    exc, _sh = _limit_of(":(){ :|:& };:; sleep 5", jobs=20)
    assert exc.limit == "jobs"


def test_jobs_in_subshells_count_against_one_limit() -> None:
    # Each subshell's own job table holds at most 2 jobs, but 2 outer + 4 inner are alive at once.
    script = "(sleep 0.3 & sleep 0.3 & wait) & (sleep 0.3 & sleep 0.3 & wait) & wait"
    exc, _sh = _limit_of(script, jobs=3)
    assert exc.limit == "jobs"


def test_jobs_that_ended_free_their_slots() -> None:
    sh, _fs, lim = make_shell(Limits(wall_time=10.0, jobs=3))
    script = "for i in 1 2 3 4 5 6 7 8; do echo $i | cat & wait; done; echo done"
    assert _run(sh, lim, script) == ("1\n2\n3\n4\n5\n6\n7\n8\ndone\n", "", 0)


def test_parse_depth_reaches_eval() -> None:
    sh, _fs, lim = make_shell(Limits(wall_time=10.0, parse_depth=20))
    deep = "{ " * 30 + "echo deep" + "; }" * 30
    # the eval'd text is refused like any syntax error (status 2); the script goes on
    assert _run(sh, lim, f"eval '{deep}'; echo after $?") == (
        "after 2\n",
        "bash: eval: line 1: syntax error: nesting deeper than 20 levels\n",
        0,
    )
