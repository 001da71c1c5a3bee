"""Syntax errors and ``bash -n`` against GNU bash's recordings (golden/cases/syntax_*.test.sh).

``## args: -n`` cases are compared with ``check_syntax`` (stderr and status);
plain ``bash -c`` cases have their error in the first command, so bash ran
nothing before it and the expected stderr is exactly the formatted error.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from vshell.golden.format import Case, Recording, load_cases, load_recordings
from vshell.syntax import CommandParser, ParseError, check_syntax

_CASES = Path(__file__).resolve().parents[2] / "golden" / "cases"


def _load() -> list[tuple[Case, Recording]]:
    out = []
    for path in sorted(_CASES.glob("syntax_*.test.sh")):
        recs = load_recordings(path)
        out.extend((case, recs[case.name]) for case in load_cases(path))
    return out


_ALL = _load()


def _run_plain(script: str) -> tuple[str, int, bool] | None:
    """What bash -c prints for the script's syntax errors, its status, and whether the error stopped the script.

    None when it parses.  A bad ``a=(...)`` is reported and bash runs the following lines (not stopped).
    """
    reader = CommandParser(script)
    out: list[str] = []
    status = None

    def drain() -> None:
        nonlocal status
        for e in reader.take_errors():
            out.append(e.format("-c"))
            status = e.status
        out.extend("bash: " + w + "\n" for w in reader.take_warnings())

    try:
        for _ in reader:
            drain()
    except ParseError as err:
        drain()
        return "".join(out) + err.format("-c"), err.status, True
    drain()
    return None if status is None else ("".join(out), status, False)


def test_enough_error_cases() -> None:
    assert sum(1 for _, rec in _ALL if rec.status != 0 or rec.stderr) >= 300


@pytest.mark.parametrize(("case", "rec"), _ALL, ids=[f"{Path(c.file).stem}:{c.name}" for c, _ in _ALL])
def test_matches_bash(case: Case, rec: Recording) -> None:
    expected = (rec.stderr.decode(), rec.status)
    if case.args == ("-n",):
        assert check_syntax(case.script) == expected
        return
    assert case.args == ()
    got = _run_plain(case.script)
    if got is None:
        # It parses: bash's error came from running it (backquoted text is parsed when it runs),
        # which is the interpreter's part; here bash must not have reported a parse error.
        assert "bash: -c: line" not in expected[0]
        assert "command substitution: line" in expected[0]
    elif got[2]:
        assert rec.stdout == b"", "plain cases must fail before running anything"
        assert got[:2] == expected
    else:
        # bash reported the error and ran the following lines (their output and status are the interpreter's).
        assert got[0] == expected[0]
