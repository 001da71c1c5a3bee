"""Brace expansion on a word's parts, before any other expansion (as bash does it on the raw text).

Only characters of unquoted ``Lit`` parts are special: ``Escaped``, quoted
parts and expansions (``${...}``, ``$(...)``) are opaque atoms, so ``\\{``,
``"{a,b}"`` and ``${x:-{a,b}}`` are never expanded.

bash's rules, measured on 5.2:

* the first ``{`` with a matching ``}`` whose body has a top-level ``,`` or
  is a valid sequence expands; any other ``{`` stays literal and the search
  goes on after it (``{a}{b,c}`` is ``{a}b {a}c``);
* alternatives and the rest of the word are expanded recursively, in order
  (``{a,b}{1,2}`` is ``a1 a2 b1 b2``);
* ``{x..y[..n]}``: integers (optional sign) or single ASCII letters; the
  step's sign is ignored and 0 means 1; integers are zero-padded to the
  longer endpoint's width when either has a leading zero (``{01..10}``,
  ``{-05..5}``); anything else is left literal.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vshell.syntax import ast

_Atom = str | ast.WordPart  # str: unquoted Lit text (one character, or a generated sequence element)
_INT = re.compile(r"[-+]?[0-9]+\Z")

LimitCallback = Callable[[int], None]
"""Called with the number of words produced so far when it passes the limit; must raise."""


def _atoms(word: ast.Word) -> list[_Atom]:
    out: list[_Atom] = []
    for part in word.parts:
        if isinstance(part, ast.Lit):
            out.extend(part.text)
        else:
            out.append(part)
    return out


def _to_word(atoms: list[_Atom], span: ast.Span) -> ast.Word:
    try:
        text = "".join(atoms)  # type: ignore[arg-type]  # the common case: all literal text
    except TypeError:
        pass
    else:
        return ast.Word((ast.Lit(text),) if text else (), span)
    parts: list[ast.WordPart] = []
    buf: list[str] = []
    for a in atoms:
        if isinstance(a, str):
            buf.append(a)
        else:
            if buf:
                parts.append(ast.Lit("".join(buf)))
                buf = []
            parts.append(a)
    if buf:
        parts.append(ast.Lit("".join(buf)))
    return ast.Word(tuple(parts), span)


def has_braces(word: ast.Word) -> bool:
    """Cheap test: could ``word`` brace-expand at all (an unquoted ``{`` and ``}`` in its literal text)?"""
    text = "".join(p.text for p in word.parts if isinstance(p, ast.Lit))
    return "{" in text and "}" in text


def expand_braces(
    word: ast.Word,
    max_words: int = 1_000_000,
    on_limit: LimitCallback | None = None,
    tick: Callable[[], None] | None = None,
) -> list[ast.Word]:
    """Brace-expand ``word`` into the words bash produces, in bash's order.

    A word without an expandable brace comes back alone and unchanged.
    Words that become empty (``{a,}``) are returned with no parts; the
    caller removes them as bash removes empty unquoted words.  When more
    than ``max_words`` words would be produced, ``on_limit`` is called (it
    must raise, e.g. ``Budget.exceed('brace_words', ...)``); without a
    callback ``LimitExceeded`` is raised.  ``tick`` (the run's budget) is called once per
    word made, so a million-word expansion ends on time when the run must.
    """
    if not has_braces(word):
        return [word]
    counter = _Counter(max_words, on_limit, tick)
    tick_ = counter.tick
    out = []
    for a in _expand(_atoms(word), counter):
        tick_()
        out.append(_to_word(a, word.span))
    return out


_SEQ_CHUNK = 64
"""A sequence's words are made this many per tick."""


def _no_tick() -> None:
    pass


class _Counter:
    __slots__ = ("limit", "on_limit", "tick")

    def __init__(self, limit: int, on_limit: LimitCallback | None, tick: Callable[[], None] | None) -> None:
        self.limit = limit
        self.on_limit = on_limit
        self.tick = tick or _no_tick

    def check(self, n: int) -> None:
        if n > self.limit:
            if self.on_limit is not None:
                self.on_limit(n)
            from vshell.limits import LimitExceeded

            raise LimitExceeded("brace_words", f"vshell: brace expansion makes more than {self.limit} words")


def _find_close(atoms: list[_Atom], start: int) -> tuple[int, list[int]] | None:
    """Matching ``}`` for the ``{`` at ``start`` and the top-level comma positions."""
    depth = 0
    commas: list[int] = []
    for i in range(start, len(atoms)):
        a = atoms[i]
        if a == "{":
            depth += 1
        elif a == "}":
            depth -= 1
            if depth == 0:
                return i, commas
        elif a == "," and depth == 1:
            commas.append(i)
    return None


def _expand(atoms: list[_Atom], counter: _Counter) -> list[list[_Atom]]:
    i = 0
    n = len(atoms)
    while i < n:
        if atoms[i] != "{":
            i += 1
            continue
        found = _find_close(atoms, i)
        if found is None:
            i += 1
            continue
        close, commas = found
        alternatives: list[list[_Atom]]
        if commas:
            bounds = [i, *commas, close]
            alternatives = [atoms[bounds[k] + 1 : bounds[k + 1]] for k in range(len(bounds) - 1)]
        else:
            body = atoms[i + 1 : close]
            seq = _sequence(body, counter) if all(isinstance(a, str) for a in body) else None
            if seq is None:
                i += 1
                continue
            # a generated element is never scanned for braces again, so it stays one atom
            alternatives = [[s] if s != "\\" else [ast.SingleQuoted("")] for s in seq]
        pre = atoms[:i]
        posts = _expand(atoms[close + 1 :], counter)
        out: list[list[_Atom]] = []
        for alt in alternatives:
            for a in _expand(alt, counter) if commas else [alt]:
                for p in posts:
                    out.append(pre + a + p)
                    counter.tick()
                counter.check(len(out))
        return out
    return [atoms]


def _sequence(body: list[_Atom], counter: _Counter) -> list[str] | None:
    text = "".join(a for a in body if isinstance(a, str))
    pieces = text.split("..")
    if len(pieces) not in (2, 3):
        return None
    lo, hi = pieces[0], pieces[1]
    step = 1
    if len(pieces) == 3:
        if not _INT.match(pieces[2]):
            return None
        step = abs(int(pieces[2])) or 1
    if _INT.match(lo) and _INT.match(hi):
        a, b = int(lo), int(hi)
        width = 0
        if _padded(lo) or _padded(hi):
            width = max(len(lo), len(hi))
        direction = 1 if b >= a else -1
        count = abs(b - a) // step + 1
        counter.check(count)
        words: list[str] = []
        for first in range(0, count, _SEQ_CHUNK):
            counter.tick()
            words += [f"{a + direction * step * k:0{width}d}" for k in range(first, min(count, first + _SEQ_CHUNK))]
        return words
    if len(lo) == 1 and len(hi) == 1 and lo.isascii() and hi.isascii() and lo.isalpha() and hi.isalpha():
        a, b = ord(lo), ord(hi)
        direction = 1 if b >= a else -1
        count = abs(b - a) // step + 1
        return [chr(a + direction * step * k) for k in range(count)]
    return None


def _padded(num: str) -> bool:
    """bash zero-pads when an endpoint is written with a leading zero (``01``, ``-05``; not ``0`` or ``-0``)."""
    digits = num[1:] if num[0] == "-" else num
    return len(digits) > 1 and digits[0] == "0"
