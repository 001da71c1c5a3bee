"""The quoting styles against golden/cases/lib_quote.test.sh (and printf %q cases there)."""

from __future__ import annotations

import re

import pytest

from tests.lib.golden_cases import PREFIX, cases_with_recordings, split_words, stderr_of
from vshell.lib.printf_format import printf_format
from vshell.lib.shquote import double_quote, set_listing_quote, single_quote, xtrace_quote

_AT_Q = re.compile(r"v=(?P<v>.*); echo \"\$\{v@Q\}\"\Z")
_DECLARE = re.compile(r"v=(?P<v>.*); declare -p v\Z")
_SET = re.compile(r"v=(?P<v>.*); set \| grep '\^v='\Z")
_XTRACE = re.compile(r"set -x; : (?P<words>.*)\Z")


def _one(text: str) -> str | None:
    if text == "":
        return ""
    words = split_words(text)
    return words[0] if words and len(words) == 1 else None


def expected_by_engine(script: str) -> tuple[bytes, bytes, int] | None:
    """What our engines say for the script, when it has one of the shapes this file checks."""
    if m := _AT_Q.match(script):
        v = _one(m.group("v"))
        return None if v is None else ((single_quote(v) + "\n").encode("utf-8", "surrogateescape"), b"", 0)
    if m := _DECLARE.match(script):
        v = _one(m.group("v"))
        return None if v is None else (f"declare -- v={double_quote(v)}\n".encode("utf-8", "surrogateescape"), b"", 0)
    if m := _SET.match(script):
        v = _one(m.group("v"))
        return None if v is None else (f"v={set_listing_quote(v)}\n".encode("utf-8", "surrogateescape"), b"", 0)
    if m := _XTRACE.match(script):
        words = split_words(m.group("words"))
        if words is None:
            return None
        line = "+ : " + " ".join(xtrace_quote(w) for w in words) + "\n"
        return b"", line.encode("utf-8", "surrogateescape"), 0
    words = split_words(script.removesuffix("; echo"))
    if words and words[0] == "printf" and len(words) >= 2:
        r = printf_format(words[1], words[2:])
        out = r.output + (b"\n" if script.endswith("; echo") else b"")
        return out, stderr_of(r.messages, "printf"), r.status
    return None


_DIRECT = []
for _case, _rec in cases_with_recordings("lib_quote"):
    if expected_by_engine(_case.script) is not None:
        _DIRECT.append(pytest.param(_case.script, _rec, id=_case.name))


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 25
    assert PREFIX


@pytest.mark.parametrize(("script", "rec"), _DIRECT)
def test_quoting_matches_bash(script: str, rec) -> None:  # type: ignore[no-untyped-def]
    assert expected_by_engine(script) == (rec.stdout, rec.stderr, rec.status)
