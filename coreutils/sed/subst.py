"""The ``s`` command: GNU sed 4.9's do_subst and append_replacement, planned once per command."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import regex

from vshell.coreutils.sed.parse import Command, Regex, Repl

if TYPE_CHECKING:
    from dataclasses import dataclass
    from typing import TypeAlias

    AnyPattern: TypeAlias = re.Pattern[str] | regex.Pattern[str]
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


_TOKEN = r"(?:[^\\\[\](){}|*+?]|\\[^A-Za-z0-9]|\\[ntZ]|\[\^?(?:\\[^A-Za-z0-9]|\\[nt]|[^\[\]\\])*\])"
_PLAIN = re.compile(rf"(?:{_TOKEN}(?:[*+?]|\{{\d+(?:,\d*)?\}})?)*")
"""A translated pattern the ``re`` engine runs as ``regex`` does: literals, escaped punctuation, ``\\n``
``\\t`` ``\\Z``, ``.``, ``^`` and sets of such characters, each maybe repeated; no class escape (``\\w`` and
``\\s`` differ between the two engines on some Unicode characters), group or alternation."""
_LITERAL = re.compile(r"(?:[^\\\[\](){}|*+?.^$]|\\[^A-Za-z0-9]|\\[nt])*")


def fast_pattern(r: Regex | None) -> re.Pattern[str] | None:
    """The regex compiled by ``re`` when that runs it with the same result (a plain pattern, at most one
    repeat, no I or M flag), which is several times faster to call than ``regex``."""
    if r is None or r.rx is None or r.flags or r.rx.flags & regex.POSIX:
        return None
    pattern = r.rx.pattern
    if not backtrack_safe(pattern) or not _PLAIN.fullmatch(pattern):
        return None
    try:
        return re.compile(pattern, re.DOTALL)
    except re.error:
        return None


def literal_of(r: Regex | None) -> str | None:
    """The text a plain literal regex stands for (its search is then a substring test)."""
    if r is None or r.rx is None or r.flags or not _LITERAL.fullmatch(r.rx.pattern):
        return None
    return re.sub(r"\\(.)", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), r.rx.pattern, flags=re.DOTALL)


def backtrack_safe(pattern: str) -> bool:
    """No groups (so no backreferences or nested repeats) and at most one repeat: at worst
    quadratic in the line's length, so the regex timeout would only cost time."""
    return "(" not in pattern and sum(pattern.count(q) for q in "*+?{") <= 1


@dataclass(frozen=True, slots=True)
class SubPlan:
    """What an ``s`` command needs per line, worked out once."""

    constant: str | None  # the replacement when it is plain text
    safe: bool  # the regex cannot backtrack badly, so it runs without the (costly) timeout
    fast: bool  # s/re/x/: one search
    fast_g: bool  # s/re/x/g: the engine's own scan
    rx: AnyPattern | None  # what fast and fast_g search with (``re`` when it gives the same answer)

    @staticmethod
    def of(c: Command) -> SubPlan:
        plain = all(p.group == -1 and p.case == 0 for p in c.replacement)
        constant = "".join(p.prefix for p in c.replacement) if plain else None
        src = c.rx.rx.pattern if c.rx is not None and c.rx.rx is not None else None
        safe = src is not None and backtrack_safe(src)
        first = c.numb <= 1 and safe
        rx = fast_pattern(c.rx) or (c.rx.rx if c.rx is not None else None)
        return SubPlan(constant, safe, first and not c.global_, first and c.global_, rx)


def _case(text: str, mode: int) -> tuple[str, int]:
    """GNU's str_append_modified: returns the text and the mode left for what follows (first-letter bits used up)."""
    if mode == 0 or not text:
        return text, mode
    if mode & 12:
        first = text[0].upper() if mode & 4 else text[0].lower()
        mode &= 3
        rest = text[1:]
        if mode == 1:
            rest = rest.upper()
        elif mode == 2:
            rest = rest.lower()
        return first + rest, mode
    return (text.upper() if mode == 1 else text.lower()), mode


def expand(parts: list[Repl], m: re.Match[str] | regex.Match[str]) -> str:
    """The replacement for one match (GNU's append_replacement)."""
    out: list[str] = []
    pending = 0  # a \u or \l met on an empty group waits for the next piece
    groups = m.re.groups
    for p in parts:
        mode = p.case if p.case & 12 else p.case | pending
        pending = 0
        if p.prefix:
            text, _ = _case(p.prefix, mode)
            out.append(text)
            mode &= 3
        if 0 <= p.group <= groups:
            g = m.group(p.group) or ""
            if not g and p.case & 12:
                pending = mode & 12
            elif g:
                out.append(_case(g, mode)[0])
    return "".join(out)


def sub_first(plan: SubPlan, c: Command, rx: AnyPattern, ps: str) -> tuple[str, bool]:
    """The common ``s/re/text/``: one search, no empty-match bookkeeping needed."""
    m = rx.search(ps)
    if m is None:
        return ps, False
    s, e = m.span()
    rep = plan.constant if plan.constant is not None else expand(c.replacement, m)
    return ps[:s] + rep + ps[e:], True


def sub_all(plan: SubPlan, c: Command, rx: AnyPattern, ps: str) -> tuple[str, bool]:
    """``s/re/text/g`` with a group-free regex: the engine's own scan finds the same matches as GNU
    once an empty match right after the previous match is dropped."""
    parts: list[str] = []
    pos = 0
    constant = plan.constant
    for m in rx.finditer(ps):
        s, e = m.span()
        if s == e and s == pos and parts:
            continue
        parts.append(ps[pos:s])
        parts.append(constant if constant is not None else expand(c.replacement, m))
        pos = e
    if not parts:
        return ps, False
    parts.append(ps[pos:])
    return "".join(parts), True


def sub_general(c: Command, rx: regex.Pattern[str], ps: str, timeout: float | None) -> tuple[str, bool]:
    """Every other ``s``: the N-th occurrence, groups, and GNU's rules for empty matches."""
    out: list[str] = []
    pos = 0
    count = 0
    done = False
    last_end = -1
    search_at = 0
    while search_at <= len(ps):
        m = rx.search(ps, search_at, timeout=timeout)
        if m is None:
            break
        s, e = m.span()
        if s == e and s == last_end:
            # No empty match right after the previous match (GNU, unlike Python).
            if s >= len(ps):
                break
            search_at = s + 1
            continue
        count += 1
        if count >= c.occurrence:
            out.append(ps[pos:s])
            out.append(expand(c.replacement, m))
            pos = e
            done = True
            if not c.global_:
                break
        last_end = e
        search_at = e if e > s else e + 1
        if s == e and s < len(ps) and count >= c.occurrence:
            out.append(ps[pos : s + 1])
            pos = s + 1
    if not done:
        return ps, False
    out.append(ps[pos:])
    return "".join(out), True
