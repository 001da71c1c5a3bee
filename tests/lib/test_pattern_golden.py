"""Pattern matching against golden/cases/lib_pattern.test.sh (extglob on, as the cases run with -O extglob).

Shapes: ``x='V'; echo "[${x<op>P}]"`` for removal, replacement and case
modification; ``[[ 'V' == P ]]`` and ``case 'V' in P)`` for whole matches,
optionally after ``shopt -s nocasematch``.
"""

from __future__ import annotations

import re

import pytest

from tests.lib.golden_cases import cases_with_recordings, split_words
from vshell.expand.pattern import PatternFlags, case_modify, match, remove_prefix, remove_suffix, replace

_STRIP = re.compile(r"x=(?P<v>'[^']*'); echo \"\[\$\{x(?P<op>##|#|%%|%)(?P<p>[^}]*)\}\]\"\Z")
# bash: a "/" right after "/" or "//" belongs to the pattern (${x///} removes slashes)
_REPLACE = re.compile(
    r"x=(?P<v>'[^']*'); echo \"\[\$\{x(?P<op>//|/#|/%|/)(?P<p>(?<=/)/?[^/}]*|[^/}]*)/(?P<r>[^}]*)\}\]\"\Z"
)
_CASEMOD = re.compile(r"x=(?P<v>'[^']*'); echo \"\[\$\{x(?P<op>\^\^|\^|,,|,|~~|~)(?P<p>[^}]*)\}\]\"\Z")
_COND = re.compile(r"(?P<nc>shopt -s nocasematch; )?\[\[ (?P<v>'[^']*') == (?P<p>.*) \]\] && echo yes \|\| echo no\Z")
_CASE = re.compile(
    r"(?P<nc>shopt -s nocasematch; )?case (?P<v>'[^']*') in (?P<p>.*)\) echo yes;; \*\) echo no;; esac\Z"
)


def _value(quoted: str) -> str:
    words = split_words(quoted)
    return words[0] if words else ""


def _dq_unescape(text: str) -> str:
    """Inside "${...}" a backslash before \\ is removed by bash's double-quote processing of the pattern."""
    return text.replace("\\\\", "\\")


def engine_output(script: str) -> bytes | None:
    flags = PatternFlags(extglob=True)
    if m := _STRIP.match(script):
        v, op, p = _value(m["v"]), m["op"], [(m["p"], False)]
        out = remove_prefix(v, p, op == "##", flags) if op[0] == "#" else remove_suffix(v, p, op == "%%", flags)
    elif m := _REPLACE.match(script):
        v = _value(m["v"])
        out = replace(v, [(m["p"], False)], [(_dq_unescape(m["r"]), False)], m["op"], flags)
    elif m := _CASEMOD.match(script):
        out = case_modify(_value(m["v"]), m["op"], [(m["p"], False)] if m["p"] else None, flags)
    elif (m := _COND.match(script)) or (m := _CASE.match(script)):
        flags = PatternFlags(extglob=True, nocase=bool(m["nc"]))
        return b"yes\n" if match([(m["p"], False)], _value(m["v"]), flags) else b"no\n"
    else:
        return None
    return f"[{out}]\n".encode("utf-8", "surrogateescape")


_DIRECT = []
for _case, _rec in cases_with_recordings("lib_pattern"):
    if not _rec.stderr and engine_output(_case.script) is not None:
        _DIRECT.append(pytest.param(_case.script, _rec, id=_case.name))


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 170


@pytest.mark.parametrize(("script", "rec"), _DIRECT)
def test_pattern_matches_bash(script: str, rec) -> None:  # type: ignore[no-untyped-def]
    assert (engine_output(script), rec.status) == (rec.stdout, rec.status)
