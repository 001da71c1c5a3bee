"""Pathname expansion against golden/cases/lib_glob.test.sh, on the case's fixture in a real temp dir.

Direct cases are ``[shopt -s OPTS;] echo WORDS`` with unquoted words (and
``-O extglob``); each word goes through ``glob`` and the caller's rules
(no match: the word itself, nothing with nullglob, ``no match:`` with failglob).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.lib.golden_cases import PREFIX, cases_with_recordings
from vshell.expand.glob import GlobOptions, glob, needs_glob
from vshell.fs.real import RealFS
from vshell.golden.format import materialise

_SCRIPT = re.compile(r"(?:shopt -(?P<on>[su]) (?P<opts>[a-z ]+); )?echo (?P<words>[^;|&<>$'\"\\`]*)\Z")


def _direct_cases() -> list[object]:
    out = []
    for case, rec in cases_with_recordings("lib_glob"):
        m = _SCRIPT.match(case.script)
        if not m:
            continue
        named = (m.group("opts") or "").split()
        opts = set(named) if m.group("on") == "s" else {f"no{o}" for o in named}
        if "-O" in case.args:
            opts.add(case.args[case.args.index("-O") + 1])
        out.append(pytest.param(case, sorted(opts), m.group("words").split(), rec, id=case.name))
    return out


_DIRECT = _direct_cases()


def expand_echo(words: list[str], opts: set[str], cwd: str) -> tuple[bytes, bytes, int]:
    gopts = GlobOptions(
        dotglob="dotglob" in opts,
        extglob="extglob" in opts,
        nocaseglob="nocaseglob" in opts,
        globstar="globstar" in opts,
        globskipdots="noglobskipdots" not in opts,
    )
    fields: list[str] = []
    for w in words:
        pieces = [(w, False)]
        if not needs_glob(pieces, gopts.extglob):
            fields.append(w)
            continue
        found = glob(pieces, RealFS(), cwd, gopts)
        if found is not None:
            fields.extend(found)
        elif "failglob" in opts:
            return b"", PREFIX + f"no match: {w}\n".encode(), 1
        elif "nullglob" not in opts:
            fields.append(w)
    return (" ".join(fields) + "\n").encode(), b"", 0


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 70


@pytest.mark.parametrize(("case", "opts", "words", "rec"), _DIRECT)
def test_glob_matches_bash(case, opts: list[str], words: list[str], rec, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    materialise(case.fixture, tmp_path)
    assert expand_echo(words, set(opts), str(tmp_path)) == (rec.stdout, rec.stderr, rec.status)
