"""printf_format against bash's recordings of golden/cases/lib_printf.test.sh (one printf per case)."""

from __future__ import annotations

import pytest

from tests.lib.golden_cases import cases_with_recordings, split_words, stderr_of
from vshell.lib.printf_format import printf_format

_DIRECT = []
for _case, _rec in cases_with_recordings("lib_printf"):
    _argv = split_words(_case.script)
    if _argv and _argv[0] == "printf" and len(_argv) >= 2 and not _argv[1].startswith("-"):
        _DIRECT.append(pytest.param(_argv[1], _argv[2:], _rec, id=_case.name))


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 150


@pytest.mark.parametrize(("fmt", "args", "rec"), _DIRECT)
def test_printf_matches_bash(fmt: str, args: list[str], rec) -> None:  # type: ignore[no-untyped-def]
    result = printf_format(fmt, args)
    assert (result.output, stderr_of(result.messages, "printf"), result.status) == (rec.stdout, rec.stderr, rec.status)
