"""GNU's file-name quoting in messages (expected texts measured with GNU cat/mkdir 9.1, LC_ALL=C.UTF-8)."""

from __future__ import annotations

import pytest

from vshell.coreutils.common.errors import quote, quoteaf, quotef


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("a b", "'a b'"),
        ("a#b", "a#b"),
        ("#b", "'#b'"),
        ("a~b", "a~b"),
        ("~b", "'~b'"),
        ("a:b", "'a:b'"),
        ("a=b", "'a=b'"),
        ("a]b", "a]b"),
        ("a{b", "a{b"),
        ("a%b", "a%b"),
        ("aéb", "aéb"),
        ("a\u00a0b", "a\u00a0b"),
        ("", "''"),
        ("a'b", '"a\'b"'),
        ("a'b c", '"a\'b c"'),
        ("a'b:c", '"a\'b:c"'),
        ("a'b@c", '"a\'b@c"'),
        ("a'b$c", "'a'\\''b$c'"),
        ("a'b#c", "'a'\\''b#c'"),
        ("a'b{c", "'a'\\''b{c'"),
        ("a'b=c", "'a'\\''b=c'"),
        ("a\tb", "'a'$'\\t''b'"),
        ("\tb", "''$'\\t''b'"),
        ("a\t", "'a'$'\\t'"),
        ("a\t\tb", "'a'$'\\t\\t''b'"),
        ("a\x7f", "'a'$'\\177'"),
        ("a\x80b", "'a'$'\\302\\200''b'"),
        ("a\udcffb", "'a'$'\\377''b'"),
        ("a\t'b", "'a'$'\\t'\\''b'"),
        ("a\nb'c", "'a'$'\\n''b'\\''c'"),
    ],
)
def test_quotef_matches_gnu_cat(name: str, shown: str) -> None:
    assert quotef(name) == shown


def test_quoteaf_always_quotes() -> None:
    assert quoteaf("nosuch") == "'nosuch'"
    assert quoteaf("a'b") == '"a\'b"'


def test_locale_quote_matches_gnu_mkdir() -> None:
    assert quote("a b") == "\u2018a b\u2019"
    assert quote("a\nb") == "\u2018a\\nb\u2019"
    assert quote("a'b") == "\u2018a'b\u2019"
    assert quote("\udcff") == "\u2018\\377\u2019"
    assert quote("a\\b") == "\u2018a\\\\b\u2019"
