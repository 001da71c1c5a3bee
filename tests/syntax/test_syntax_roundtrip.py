"""The printer property: ``parse(to_bash(parse(s))) == parse(s)`` on generated scripts (fuzz/strategies_syntax.py).

The corpus files have the same property checked in test_corpus.py.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings

from fuzz.strategies_syntax import scripts
from vshell.syntax import ParseError, parse, to_bash

_FAST = settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
_DEEP = settings(max_examples=500, deadline=None, suppress_health_check=list(HealthCheck))


def _round_trip(script: str) -> None:
    try:
        tree = parse(script)
    except ParseError:
        assume(False)
        raise
    printed = to_bash(tree)
    assert parse(printed) == tree, printed


@_FAST
@given(scripts(depth=1))
def test_round_trip_generated(script: str) -> None:
    _round_trip(script)


@pytest.mark.deep
@_DEEP
@given(scripts(depth=2))
def test_round_trip_generated_deep(script: str) -> None:
    _round_trip(script)


def test_generated_scripts_parse() -> None:
    """The generator writes valid bash, so the property above is not vacuous."""
    found = []

    @settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(scripts(depth=1))
    def collect(script: str) -> None:
        parse(script)
        found.append(script)

    collect()
    assert len(found) == 10


@pytest.mark.parametrize(
    "script",
    [
        "cat < <(ls) > >(wc)",
        'echo "${x#\\\'}" "${x//\\//\\\\/}" "${y:-\'q\'}"',
        "echo `echo \\`echo a\\` \\$x`",
        'echo "`echo \\"a\\"`"',
        "f() { cat <<EOF; }\nbody\nEOF",
        "if cat <<A\nx\nA\nthen :; fi",
        "a=(1 [2]=b [k]+=c) b+=() c[1+2]+=x",
        "case x in (a|b) ;; *) echo;;& esac",
        "echo $( (echo a) ) $((1+(2))) $[3]",
        "echo ${x:-$(echo })} ${#} ${!} ${#x} ${!x} ${!x[@]} ${!pre@}",
        "[[ ! ( a < b ) && $x =~ ^(a|b c)$ || -n $y ]]",
        "time -p ! echo a |& cat",
        "coproc { cat; } >/dev/null",
        "echo \\$x \\\" 'it''s' $'a\\'b' $\"loc\"",
        "echo ~ ~/a ~user a=~ x=a:~/b",
        "for ((;;)); do break; done; for x; do :; done; select y in; do :; done",
    ],
)
def test_round_trip_tricky(script: str) -> None:
    _round_trip(script)
