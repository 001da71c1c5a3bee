"""Many fixed strings searched at once: a trie spelled as one ``re`` pattern.

``grep -F -f words`` with thousands of words (or BRE/ERE patterns with no
special character, which GNU grep also hands to its fixed-string matcher)
would otherwise be an alternation of thousands of branches, tried one after
another at every position of the input, under the ``regex`` module's POSIX
(leftmost-longest) mode.  Merged into a trie, the words share their prefixes,
so at each position the engine follows one path of characters.

Children are tried before a word that ends at their node, so at a given start
the longest word wins; ``finditer`` then gives GNU's leftmost-longest matches
for ``-o`` and ``--color``.  The pattern has no repetition, so a search is
linear in its input and runs on ``re`` without the regex timeout (as in
D-awk-plain-regex).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

_BRE_SPECIAL = frozenset("\\.[*^$")
_ERE_SPECIAL = _BRE_SPECIAL | frozenset("+?{}()|")
_MAX_WORD = 400
"""Longer words are left to the general matcher: the trie is spelled recursively, a level per character."""


def is_literal(pattern: str, syntax: str) -> bool:
    """True when ``pattern`` matches only its own text in grep's syntax ``F``, ``G`` (BRE) or ``E`` (ERE)."""
    if syntax == "F":
        return True
    special = _ERE_SPECIAL if syntax == "E" else _BRE_SPECIAL
    return not any(ch in special for ch in pattern)


def trie_pattern(words: Sequence[str]) -> str:
    """One ``re`` pattern matching exactly ``words`` (none empty), the longest first at each start."""
    root: dict[str, dict] = {}  # type: ignore[type-arg]
    for word in words:
        node = root
        for ch in word:
            node = node.setdefault(ch, {})
        node[""] = {}

    def spell(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        ends = "" in node
        branches: list[str] = []
        leaves: list[str] = []
        for ch in sorted(k for k in node if k):
            rest = spell(node[ch])
            if rest:
                branches.append(re.escape(ch) + rest)
            else:
                leaves.append(ch)
        if len(leaves) == 1:
            branches.append(re.escape(leaves[0]))
        elif leaves:
            branches.append("[" + "".join(re.escape(c) for c in leaves) + "]")
        if not branches:
            return ""
        if len(branches) == 1 and not ends:
            return branches[0]
        group = "(?:" + "|".join(branches) + ")"
        return group + "?" if ends else group

    return spell(root)


class Literals:
    """A set of fixed strings compiled for one way of searching; the interface of ``Compiled``.

    Built from a compiled pattern, or (``lazy_literals``) from the words alone, compiled on first use:
    ``grep -x -f`` with thousands of words selects lines by set membership and never needs the trie.
    """

    __slots__ = ("_rx", "_spec")

    def __init__(self, rx: re.Pattern[str] | None, spec: tuple[Sequence[str], bool, bool, bool, bool] | None = None
                 ) -> None:
        self._rx = rx
        self._spec = spec

    @property
    def rx(self) -> re.Pattern[str]:
        if self._rx is None:
            assert self._spec is not None
            words, ignore_case, word, line, multiline = self._spec
            body = literals_body(words, ignore_case=ignore_case, word=word, line=line, multiline=multiline)
            assert body is not None
            self._rx = re.compile(body, (re.IGNORECASE if ignore_case else 0) | (re.MULTILINE if multiline else 0))
        return self._rx

    def search(self, text: str, pos: int = 0) -> re.Match[str] | None:
        return self.rx.search(text, pos)

    def finditer(self, text: str) -> list[re.Match[str]]:
        return list(self.rx.finditer(text))


def compile_literals(
    words: Sequence[str], *, ignore_case: bool, word: bool, line: bool, multiline: bool
) -> Literals | None:
    """The matcher for ``words``, or None when they are not a case for it (an empty or very long word).

    ``word`` and ``line`` are grep's ``-w`` and ``-x``; ``multiline`` searches a
    buffer of many lines (``^``/``$`` at each line), else one line or record.
    """
    body = literals_body(words, ignore_case=ignore_case, word=word, line=line, multiline=multiline)
    if body is None:
        return None
    flags = (re.IGNORECASE if ignore_case else 0) | (re.MULTILINE if multiline else 0)
    try:
        return Literals(re.compile(body, flags))
    except (re.error, RecursionError, OverflowError):
        return None


def lazy_literals(words: Sequence[str], *, ignore_case: bool, word: bool, line: bool, multiline: bool) -> Literals:
    """``compile_literals`` compiled on first use, for words that ``plain_words`` accepts (their trie compiles:
    it is escaped text nested at most ``_MAX_WORD`` deep, which ``re`` takes)."""
    return Literals(None, (words, ignore_case, word, line, multiline))


def plain_words(words: Sequence[str]) -> bool:
    """Whether ``literals_body`` takes ``words`` (none empty or too long)."""
    return bool(words) and all(w and len(w) <= _MAX_WORD for w in words)


def literals_body(
    words: Sequence[str], *, ignore_case: bool, word: bool, line: bool, multiline: bool
) -> str | None:
    """The ``re`` pattern text of ``compile_literals``, or None when the words are not a case for it."""
    if not plain_words(words):
        return None
    # Under -i the trie holds one spelling of each word, so case variants cannot hide a longer word.
    keys = sorted({w.lower() for w in words} if ignore_case else set(words))
    body = trie_pattern(keys)
    if line:
        return f"^(?:{body})$" if multiline else rf"\A(?:{body})\Z"
    if word:
        return rf"(?<!\w)(?:{body})(?!\w)"
    return body
