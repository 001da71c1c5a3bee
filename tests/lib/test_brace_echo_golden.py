"""Brace expansion and echo against golden/cases/lib_brace.test.sh and lib_echo.test.sh."""

from __future__ import annotations

import re

import pytest

from tests.lib.golden_cases import cases_with_recordings, split_words
from vshell.expand.braces import expand_braces
from vshell.lib.echo import echo_output
from vshell.syntax import ast

_PLAIN_ECHO = re.compile(r"echo ([^;|&<>$'\"\\`=]*)\Z")


def _brace_cases() -> list[object]:
    out = []
    for case, rec in cases_with_recordings("lib_brace"):
        m = _PLAIN_ECHO.match(case.script)
        if m:
            out.append(pytest.param(m.group(1).split(), rec, id=case.name))
    return out


def _echo_cases() -> list[object]:
    out = []
    for case, rec in cases_with_recordings("lib_echo"):
        argv = split_words(case.script)
        if argv and argv[0] == "echo":
            out.append(pytest.param(argv[1:], rec, id=case.name))
    return out


_BRACE = _brace_cases()
_ECHO = _echo_cases()


def test_enough_cases_are_checked_directly() -> None:
    assert len(_BRACE) >= 60
    assert len(_ECHO) >= 15


def brace_words(words: list[str]) -> bytes:
    fields: list[str] = []
    for w in words:
        for out in expand_braces(ast.Word((ast.Lit(w),))):
            text = "".join(p.text for p in out.parts if isinstance(p, (ast.Lit, ast.SingleQuoted)))
            if text or any(isinstance(p, ast.SingleQuoted) for p in out.parts):
                fields.append(text)
    return (" ".join(fields) + "\n").encode()


@pytest.mark.parametrize(("words", "rec"), _BRACE)
def test_braces_match_bash(words: list[str], rec) -> None:  # type: ignore[no-untyped-def]
    assert (brace_words(words), b"", 0) == (rec.stdout, rec.stderr, rec.status)


@pytest.mark.parametrize(("args", "rec"), _ECHO)
def test_echo_matches_bash(args: list[str], rec) -> None:  # type: ignore[no-untyped-def]
    assert (echo_output(args), b"", 0) == (rec.stdout, rec.stderr, rec.status)
