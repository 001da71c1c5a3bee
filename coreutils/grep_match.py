"""grep's matcher: the patterns compiled once, to search a line and to search a buffer of lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.coreutils.common.literals import Literals, compile_literals, is_literal, lazy_literals, plain_words
from vshell.coreutils.grep_block import BlockRx, block_line_set, block_literals, block_regex

if TYPE_CHECKING:
    from dataclasses import dataclass

    from vshell.coreutils.common.posix_regex import Compiled
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


class Trouble(Exception):
    """A usage problem reported as ``grep: message`` with status 2."""


@dataclass(frozen=True, slots=True)
class Matchers:
    line: Compiled | Literals
    """Searches one line."""
    buffer: Compiled | Literals | None
    """Searches a whole newline-separated buffer (MULTILINE, never across a newline); None for -P."""
    block: BlockRx | None = None
    """Finds the whole lines that match in a block (``grep_block``); None for -P."""
    spans: Compiled | None = None
    """Under -i, where GNU finds the matches within a selected line (-o, --color) by comparing upper cases,
    which a few characters make differ from how it selects lines (``gnufold.wide_counterparts``); else None."""
    exact: Callable[[], Matchers | None] | None = None
    """Under -i, for an ASCII pattern GNU matches differently from IGNORECASE in a text for which
    ``gnufold.has_trigger`` holds (``i`` and dotless ``ı``, ``k`` and KELVIN SIGN): builds the matchers to use
    there (on first need: they load ``regex``)."""


_PCRE_PARENS_NEST = 250
"""PCRE2's default bound on nested parentheses, which GNU grep -P reports as its own error."""


_LAZY_WORD = 100
"""Fixed strings no longer than this compile their line forms on first use (far from re's nesting limits)."""


def _paren_depth(p: str) -> int:
    """The deepest nesting of unescaped ``(`` outside bracket expressions in a Perl pattern."""
    depth = deepest = 0
    i, n = 0, len(p)
    in_class = False
    while i < n:
        c = p[i]
        if c == "\\":
            i += 2
            continue
        if in_class:
            in_class = c != "]"
        elif c == "[":
            in_class = True
            if p[i + 1 : i + 2] == "^":
                i += 1
            if p[i + 1 : i + 2] == "]":
                i += 1  # a ']' first in the class is literal
        elif c == "(":
            depth += 1
            deepest = max(deepest, depth)
        elif c == ")":
            depth = max(0, depth - 1)
        i += 1
    return deepest


def _literal_branches(patterns: list[str], syntax: str) -> list[str] | None:
    """The fixed strings the patterns stand for, alternations of them split (``ERROR|WARN``); None if any is not."""
    if syntax == "P":
        return None
    if syntax == "F":
        return patterns
    bar = "|" if syntax == "E" else "\\|"
    words: list[str] = []
    for p in patterns:
        branches = p.split(bar)
        if not all(is_literal(b, syntax) for b in branches):
            return None
        words.extend(branches)
    return list(dict.fromkeys(words))


def build_matcher(patterns: list[str], syntax: str, ignore_case: bool, word: bool, line: bool,
                   timeout: float, warn: Callable[[str], None], null_data: bool = False) -> Matchers | None:
    if not patterns:
        return None
    if not ignore_case or syntax == "P" or not _folds_differ(patterns, syntax):
        return _build(patterns, syntax, ignore_case, word, line, timeout, warn, null_data, False)
    if not all(p.isascii() for p in patterns):
        return _build(patterns, syntax, ignore_case, word, line, timeout, warn, null_data, True)
    # An ASCII pattern: the IGNORECASE matchers are GNU's unless the text holds a trigger character.
    plain = _build(patterns, syntax, ignore_case, word, line, timeout, warn, null_data, False)
    if plain is None:
        return None

    def exact() -> Matchers | None:
        return _build(patterns, syntax, ignore_case, word, line, timeout, lambda _: None, null_data, True)

    return Matchers(plain.line, plain.buffer, plain.block, exact=exact)


def _folds_differ(patterns: list[str], syntax: str) -> bool:
    """Whether grep -i may match these patterns differently from IGNORECASE (``gnufold``)."""
    from vshell.coreutils.common.gnufold import DIFFERS

    return any(not DIFFERS.isdisjoint(p) or (syntax != "F" and "[" in p) for p in patterns)


def _build(patterns: list[str], syntax: str, ignore_case: bool, word: bool, line: bool,
           timeout: float, warn: Callable[[str], None], null_data: bool, fold: bool) -> Matchers | None:
    words = None if fold else _literal_branches(patterns, syntax)
    if words is not None and plain_words(words):
        # -x, case kept: lines are looked up in a set.  Otherwise, for words short enough, the block's
        # trie compiled, so the line forms (the same trie) will.  Either way the line forms, costly for
        # thousands of words, wait for a use (-c and -l never need them).
        block = block_line_set(words) if line and not ignore_case else None
        if block is None and max(map(len, words)) <= _LAZY_WORD:
            block = block_literals(words, ignore_case, word and not line, line)
        if block is not None:
            on_line, on_buffer = (lazy_literals(words, ignore_case=ignore_case, word=word, line=line, multiline=m)
                                  for m in (False, True))
            return Matchers(on_line, on_buffer, block)
    if words is not None:
        # GNU sends fixed strings to its multi-string matcher; here a trie does that job.
        one = compile_literals(words, ignore_case=ignore_case, word=word, line=line, multiline=False)
        many = compile_literals(words, ignore_case=ignore_case, word=word, line=line, multiline=True)
        if one is not None and many is not None:
            return Matchers(one, many, block_literals(words, ignore_case, word and not line, line))
    # Loaded by the first pattern that is not fixed strings (D-start-lazy): importing regex is 20-30 ms.
    import regex

    from vshell.coreutils.common.posix_regex import Compiled, RegexError, translate

    bodies: list[str] = []
    # The line form, the buffer form, and under fold the form that finds a selected line's spans.
    for line_mode, wide in ((False, False), (True, False), (False, True))[: 3 if fold else 2]:
        if syntax == "F":
            parts = [regex.escape(p, special_only=True) for p in patterns]
            if fold:
                from vshell.coreutils.common.gnufold import literal

                parts = ["".join(literal(c, wide) or c for c in part) for part in parts]
            body = "|".join(parts)
            multi = len(parts) > 1
        elif syntax == "P":
            if len(patterns) > 1:
                raise Trouble("the -P option only supports a single pattern")
            body = patterns[0]
            if _paren_depth(body) > _PCRE_PARENS_NEST:
                raise Trouble("parentheses are too deeply nested")
            multi = False
        else:
            translated = []
            for p in patterns:
                try:
                    translated.append(translate(p, extended=syntax == "E", line_mode=line_mode, fold=fold,
                                                wide=wide, strict_ranges=True))
                except RegexError as e:
                    raise Trouble(e.message) from None
                if not line_mode and not wide:
                    for w in translated[-1].warnings:
                        warn(f"warning: {w}")
            body = "|".join(f"(?:{t.pattern})" for t in translated) if len(translated) > 1 else translated[0].pattern
            multi = len(translated) > 1 or translated[0].has_alternation
        if line:
            body = f"^(?:{body})$"
        elif word:
            body = rf"(?<![\w])(?:{body})(?![\w])"
        bodies.append(body)
    flags = regex.V0 | (regex.IGNORECASE if ignore_case else 0)
    if multi and syntax != "P":
        flags |= regex.POSIX
    # With -z a record may hold newlines, which '.' and bracket expressions match as GNU's do.
    line_flags = flags | regex.DOTALL if null_data and syntax != "P" else flags
    try:
        rx = regex.compile(bodies[0], line_flags)
        # Which lines match does not depend on which match is the longest, so the buffer search
        # goes without POSIX mode, which tries every alternative at every position.
        whole = None if syntax == "P" else regex.compile(bodies[1], (flags & ~regex.POSIX) | regex.MULTILINE)
    except regex.error as e:
        if syntax == "P":
            raise Trouble(str(e)) from None
        raise Trouble(RegexError(str(e)).message) from None
    if whole is None:
        return Matchers(Compiled(rx, timeout), None)
    block = block_regex(bodies[1], (flags & ~regex.POSIX) | regex.MULTILINE, timeout)
    spans = None
    if fold and bodies[2] != bodies[0]:
        try:
            spans = Compiled(regex.compile(bodies[2], line_flags), timeout)
        except regex.error as e:
            raise Trouble(RegexError(str(e)).message) from None
    return Matchers(Compiled(rx, timeout), Compiled(whole, timeout), block, spans=spans)
