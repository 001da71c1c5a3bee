"""The fixed-string trie finds what a brute-force search finds: every word, the leftmost-longest first."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from vshell.coreutils.common.literals import compile_literals

_WORDS = st.lists(st.text("abc.", min_size=1, max_size=4), min_size=1, max_size=12)
_TEXT = st.text("abc. \n", max_size=40)


def _leftmost_longest(words: list[str], text: str) -> list[str]:
    found = []
    i = 0
    while i < len(text):
        best = max((w for w in words if text.startswith(w, i)), key=len, default=None)
        if best is None:
            i += 1
            continue
        found.append(best)
        i += len(best)
    return found


@settings(max_examples=200, deadline=None)
@given(_WORDS, _TEXT)
def test_finditer_is_leftmost_longest(words: list[str], text: str) -> None:
    lit = compile_literals(words, ignore_case=False, word=False, line=False, multiline=False)
    assert lit is not None
    assert [m.group() for m in lit.finditer(text)] == _leftmost_longest(words, text)


@settings(max_examples=200, deadline=None)
@given(_WORDS, _TEXT)
def test_line_mode_selects_whole_lines(words: list[str], text: str) -> None:
    lit = compile_literals(words, ignore_case=False, word=False, line=True, multiline=True)
    assert lit is not None
    selected = {m.group() for m in lit.rx.finditer(text)}
    assert selected == {ln for ln in text.split("\n") if ln in words}


def test_empty_word_is_left_to_the_general_matcher() -> None:
    assert compile_literals(["a", ""], ignore_case=False, word=False, line=False, multiline=False) is None
