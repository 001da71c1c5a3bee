"""gnufold's tables against the regex module and Unicode: GNU grep's -i answers themselves are golden cases
(cmd_grep_casefold, recorded from GNU grep 3.8)."""

from __future__ import annotations

import sys

import regex

from vshell.coreutils.common import gnufold


def _all_cased() -> list[str]:
    return [chr(cp) for cp in range(sys.maxunicode + 1)
            if not 0xD800 <= cp < 0xE000 and (chr(cp).upper() != chr(cp) or chr(cp).lower() != chr(cp))]


def test_cased_blocks_hold_every_cased_character() -> None:
    assert gnufold._cased() == _all_cased()


def test_differs_is_where_ignorecase_is_not_gnus_rule() -> None:
    cased = gnufold._cased()
    text = "\n".join(cased)
    narrow, wide = set(), set()
    for c in cased:
        found = set(regex.findall("^" + regex.escape(c) + "$", text, regex.V0 | regex.IGNORECASE | regex.MULTILINE))
        if found != set(gnufold.counterparts(c)):
            narrow.add(c)
        if found != set(gnufold.wide_counterparts(c)):
            wide.add(c)
    # I is there for the fixed-string search over bytes, which cannot see dotless i.
    assert narrow | {"I"} == set(gnufold.DIFFERS)
    # Negated brackets and -o spans compare upper cases: where that differs, the character is spelled out too.
    assert wide <= set(gnufold.DIFFERS)


def test_spelled_literal_matches_exactly_the_counterparts() -> None:
    cased = gnufold._cased()
    text = "\n".join(cased)
    for c in gnufold.DIFFERS:
        spelled = gnufold.literal(c)
        assert spelled is not None
        found = regex.findall("^" + spelled + "$", text, regex.V0 | regex.IGNORECASE | regex.MULTILINE)
        assert sorted(found) == sorted(gnufold.counterparts(c))
