"""The arithmetic evaluator (with the parser's ``parse_arith``) against golden/cases/lib_arith.test.sh.

Direct cases are ``[NAME=VALUE; ...] echo $(( EXPR ))``: the expected output
is bash's recorded stdout, or its stderr and status 1 for an error.
"""

from __future__ import annotations

import re
import shlex

import pytest

from tests.lib.golden_cases import PREFIX, cases_with_recordings
from vshell.expand.arith import ArithError, ArithEvaluator
from vshell.syntax.errors import ArithSyntaxError

_SCRIPT = re.compile(r"(?P<assigns>(?:[^;]*; )*)echo \$\(\((?P<expr>.*)\)\)\Z")


class DictEnv:
    """Scalar variables only: what the direct cases use."""

    def __init__(self, values: dict[str, str]) -> None:
        self.values = dict(values)

    def get(self, name: str, index: str | int | None) -> str | None:
        return self.values.get(name) if index is None else None

    def set(self, name: str, index: str | int | None, value: int) -> None:
        self.values[name] = str(value)

    def is_assoc(self, name: str) -> bool:
        return False


def _assignments(text: str) -> dict[str, str] | None:
    values: dict[str, str] = {}
    for stmt in text.split("; "):
        if not stmt:
            continue
        words = shlex.split(stmt)
        for w in words:
            name, eq, value = w.partition("=")
            if not eq or not name.isidentifier():
                return None
            values[name] = value
    return values


def _direct_cases() -> list[object]:
    out = []
    for case, rec in cases_with_recordings("lib_arith"):
        m = _SCRIPT.match(case.script)
        if not m or any(c in m.group("expr") for c in "$\"'") or "$" in m.group("assigns"):
            continue  # expansions and quote removal happen in the interpreter, before arithmetic
        if rec.stderr.startswith(b"bash: -c:"):
            continue  # bash rejected the script when parsing it: the parser's business
        values = _assignments(m.group("assigns"))
        if values is None:
            continue
        out.append(pytest.param(values, m.group("expr"), rec, id=case.name))
    return out


_DIRECT = _direct_cases()


def run(values: dict[str, str], text: str) -> tuple[bytes, bytes, int]:
    ev = ArithEvaluator(DictEnv(values))
    try:
        value = ev.evaluate_text(text)
    except ArithError as err:
        return b"", PREFIX + err.format(text).encode() + b"\n", 1
    except ArithSyntaxError as err:
        return b"", PREFIX + err.message.encode() + b"\n", 1
    return f"{value}\n".encode(), b"", 0


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 140


@pytest.mark.parametrize(("values", "text", "rec"), _DIRECT)
def test_arith_matches_bash(values: dict[str, str], text: str, rec) -> None:  # type: ignore[no-untyped-def]
    assert run(values, text) == (rec.stdout, rec.stderr, rec.status)
