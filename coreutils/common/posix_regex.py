"""POSIX regular expressions (GNU BRE and ERE) for grep, sed and friends.

GNU's syntax is translated into the ``regex`` module's, and every user regex
is matched with a timeout (``Limits.regex_seconds``).  POSIX wants the
leftmost-*longest* match; ``regex``'s POSIX flag gives exactly that but costs
time, so it is only switched on when the pattern has an alternation, the one
place where leftmost-first and leftmost-longest differ for these patterns.

What is translated (GNU extensions included):

* BRE: ``\\( \\) \\{m,n\\} \\| \\+ \\?`` are operators, ``( ) { } | + ?``
  literal; ``*`` at the start of an expression (or after ``\\(``, ``\\|``,
  ``^``) is literal; ``^``/``$`` anchor only at the ends of an expression.
* ERE: ``( ) { } | + ?`` are operators; a ``{`` that does not start a valid
  interval is literal, as in GNU.
* Both: bracket expressions with ``[:class:]``, ``[=c=]``, ``[.c.]``, a
  leading ``]``, backslash literal inside brackets; ``\\< \\> \\b \\B \\w \\W
  \\s \\S \\` \\'``; back-references ``\\1``-``\\9``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

_CLASSES = {
    "alpha": r"\p{Alpha}",
    "digit": r"0-9",
    "alnum": r"\p{Alnum}",
    "upper": r"\p{Upper}",
    "lower": r"\p{Lower}",
    "space": r"\s",
    "blank": r" \t",
    "punct": r"!-/:-@\[-`{-~",
    "print": r"\x20-\x7e\x{a0}-\x{10ffff}",
    "graph": r"\x21-\x7e\x{a1}-\x{10ffff}",
    "cntrl": r"\x00-\x1f\x7f",
    "xdigit": r"0-9A-Fa-f",
}

# Characters that must be escaped to stand for themselves in ``regex`` syntax.
_SPECIAL = set("\\.^$*+?{}[]()|")
_SIMPLE_DUPS = ("*", "+", "?")


class RegexError(Exception):
    """A pattern GNU would reject; ``message`` is GNU's text (``Unmatched ( or \\(``)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class Translated:
    pattern: str
    groups: int
    has_alternation: bool
    has_backref: bool
    warnings: tuple[str, ...] = ()
    """grep 3.8's warnings, e.g. ``* at start of expression`` (GNU ignores such a repetition in an ERE)."""


def _lit(ch: str) -> str:
    return "\\" + ch if ch in _SPECIAL else ch


def _bracket(p: str, i: int, line_mode: bool = False, fold: bool = False, wide: bool = False,
             strict_ranges: bool = False) -> tuple[str, int]:
    """Translate the bracket expression starting at ``p[i] == '['``; return (regex, index after ``]``).

    In ``line_mode`` a negated set never matches a newline, so a pattern run
    over a whole buffer cannot match across lines (grep's line semantics).
    With ``fold`` (grep -i) the members are collected too, so a bracket GNU matches differently from
    IGNORECASE is spelled out (``gnufold.bracket``).
    """
    j = i + 1
    out = ["["]
    negated = False
    singles: list[str] = []
    ranges: list[tuple[str, str]] = []
    rest: list[str] = []
    pending: str | None = None  # the start of a range whose end is the next member

    def member(ch: str) -> None:
        nonlocal pending
        if pending is None:
            singles.append(ch)
        else:
            if strict_ranges and not (pending.isascii() and ch.isascii()):
                # glibc's regcomp in C.UTF-8 knows no collation order for a range beyond ASCII.
                raise RegexError("Invalid collation character")
            ranges.append((pending, ch))
            pending = None

    if j < len(p) and p[j] == "^":
        out.append("^\\n" if line_mode else "^")
        negated = True
        j += 1
    if j >= len(p):
        # GNU reports a bracket that ends the pattern (`a[`, `[^`) differently from an unclosed list.
        raise RegexError("Invalid regular expression")
    first = True
    while True:
        if j >= len(p):
            raise RegexError("Unmatched [, [^, [:, [., or [=")
        c = p[j]
        if c == "]" and not first:
            j += 1
            break
        first = False
        if c == "[" and j + 1 < len(p) and p[j + 1] in ":=.":
            kind = p[j + 1]
            end = p.find(kind + "]", j + 2)
            if end < 0:
                raise RegexError("Unmatched [, [^, [:, [., or [=")
            name = p[j + 2 : end]
            if kind == ":":
                if name not in _CLASSES:
                    raise RegexError("Invalid character class name")
                out.append(_CLASSES[name])
                # Under -i GNU's [:upper:] and [:lower:] match either case.
                rest.append(r"\p{Upper}\p{Lower}" if name in ("upper", "lower") else _CLASSES[name])
            else:
                out.append("".join("\\" + ch if ch in "\\]^-[" else ch for ch in name))
                for ch in name:
                    member(ch)
            j = end + 2
            continue
        if c in "\\[&~|]":
            out.append("\\" + c)
            member(c)
        elif c == "-" and j + 1 < len(p) and p[j + 1] != "]" and len(out) > 1:
            out.append("-")
            if singles:
                pending = singles.pop()
            else:
                fold = False
        elif c == "-":
            out.append("\\-")
            member(c)
        else:
            out.append(c)
            member(c)
        j += 1
    if fold:
        from vshell.coreutils.common import gnufold

        spelled = gnufold.bracket(negated, singles, ranges, ["\\n"] * (negated and line_mode) + rest, wide)
        if spelled is not None:
            return spelled, j
    return "".join(out) + "]", j


def _interval(p: str, i: int, extended: bool) -> tuple[str, int] | None:
    """Parse ``{m,n}`` (ERE) or ``\\{m,n\\}`` (BRE, ``i`` after the backslash-brace); None if not an interval."""
    close = "}" if extended else "\\}"
    end = p.find(close, i)
    if end < 0:
        if extended:
            return None
        raise RegexError("Unmatched \\{")
    body = p[i:end]
    lo, sep, hi = body.partition(",")
    if not (lo.isdigit() or (lo == "" and sep)) or (hi and not hi.isdigit()):
        if extended:
            return None
        raise RegexError("Invalid content of \\{\\}")
    lo_n = int(lo) if lo else 0
    if hi and int(hi) < lo_n:
        raise RegexError("Invalid content of \\{\\}")
    if lo_n > 32767 or (hi and int(hi) > 32767):
        raise RegexError("Regular expression too big")
    text = "{" + str(lo_n) + ("," + hi if sep else "") + "}"
    return text, end + len(close)


MAX_GROUP_DEPTH = 1000
"""Groups nested deeper are "Regular expression too big" (glibc's message for a regex past its bounds):
the ``regex`` module compiles a group by recursion, which stops near 3,000 levels (L-regex-depth)."""


def translate(p: str, *, extended: bool, line_mode: bool = False, dup_after_dup: bool = True,
              fold: bool = False, wide: bool = False, strict_ranges: bool = False) -> Translated:
    """Translate a GNU BRE (``extended`` False) or ERE into ``regex`` syntax.

    ``line_mode`` makes the result safe to search a whole multi-line buffer
    with MULTILINE: nothing in it matches a newline, and the buffer anchors
    become line anchors (each line is grep's buffer).

    Stacked repetitions combine as in GNU (``a{1,2}{2}`` is ``(a{1,2}){2}``);
    with ``dup_after_dup`` False (sed's BREs) a ``*`` or ``\\{`` right after a
    repetition is GNU's "Invalid preceding regular expression".

    ``fold`` spells the characters and brackets that grep -i matches differently from the ``regex``
    module's IGNORECASE as GNU matches them (``gnufold``); ``wide`` as GNU finds a selected line's spans.
    ``strict_ranges``: a range with an end beyond ASCII is glibc regcomp's "Invalid collation character"
    in the C.UTF-8 locale (grep, sed, find, git; gawk, expr and csplit accept it).
    """
    if fold:
        from vshell.coreutils.common import gnufold

        def lit(ch: str) -> str:
            return gnufold.literal(ch, wide) or _lit(ch)
    else:
        lit = _lit
    out: list[str] = []
    i = 0
    n = len(p)
    depth = 0
    deepest = 0
    groups = 0
    alternation = False
    backref = False
    at_start = True  # at the start of an expression: '*' is literal, '^' anchors
    warnings: list[str] = []
    # Where the last atom (a character, a bracket, a group) starts in `out`, and whether
    # it already carries a repetition: a second one wraps both in a group of its own.
    atom = -1
    repeated = False
    opens: list[int] = []

    def quantify(q: str, start: int) -> None:
        nonlocal repeated, atom
        if repeated_before and q in _SIMPLE_DUPS and out[-1] in _SIMPLE_DUPS:
            # a** a+* a?+ ... : one simple repetition says the same without nesting loops.
            out[-1] = q if q == out[-1] else "*"
        elif repeated_before and start >= 0:
            out[start:] = ["(?:" + "".join(out[start:]) + ")"]
            out.append(q)
        else:
            out.append(q)
        repeated = True
        atom = start

    while i < n:
        prev_atom, atom = atom, len(out)
        repeated_before = repeated
        repeated = False
        c = p[i]
        if c == "\\":
            i += 1
            if i >= n:
                raise RegexError("Trailing backslash")
            c = p[i]
            i += 1
            if not extended and c == "(":
                opens.append(len(out))
                out.append("(")
                depth += 1
                deepest = max(deepest, depth)
                groups += 1
                at_start = True
                continue
            if not extended and c == ")":
                if depth == 0:
                    raise RegexError("Unmatched ) or \\)")
                depth -= 1
                out.append(")")
                atom = opens.pop()
                at_start = False
                continue
            if not extended and c == "|":
                out.append("|")
                alternation = True
                at_start = True
                continue
            if not extended and c == "{":
                if at_start:
                    out.append("\\{")
                    continue
                iv = _interval(p, i, extended=False)
                assert iv is not None
                if repeated_before and not dup_after_dup:
                    raise RegexError("Invalid preceding regular expression")
                quantify(iv[0], prev_atom)
                i = iv[1]
                continue
            if not extended and c in "+?":
                if at_start:
                    out.append("\\" + c)
                else:
                    quantify(c, prev_atom)
                continue
            at_start = False
            if c.isdigit() and c != "0":
                if int(c) > groups:
                    raise RegexError("Invalid back reference")
                backref = True
                out.append("\\" + c)
            elif c == "<":
                out.append(r"\m")
            elif c == ">":
                out.append(r"\M")
            elif c in "sW" and line_mode:
                out.append(r"[^\S\n]" if c == "s" else r"[^\w\n]")
            elif c in "bBwWsS":
                out.append("\\" + c)
            elif c == "`":
                out.append("^" if line_mode else r"\A")
            elif c == "'":
                out.append("$" if line_mode else r"\Z")
            elif c == "n":
                out.append(r"\n")
            elif c == "t":
                out.append(r"\t")
            else:
                out.append(lit(c))
            continue
        if c == "[":
            text, i = _bracket(p, i, line_mode, fold, wide, strict_ranges)
            if line_mode and regex.match(text, "\n"):
                # [[:space:]], [[:cntrl:]] or a range holding the newline: over a buffer of lines it
                # must still not match the line end.
                text = "(?:(?!\n)" + text + ")"
            out.append(text)
            at_start = False
            continue
        if c == "^":
            # In a BRE only the first ^ of an expression anchors: `^^` is an anchor and a literal ^.
            # `*` after it is still at the start, so at_start stays.
            if extended or (at_start and not (out and out[-1] == "^")):
                out.append("^")
            else:
                out.append(r"\^")
                at_start = False
            i += 1
            continue
        if c == "$":
            rest = p[i + 1 :]
            at_end = (
                extended
                or rest == ""
                or rest.startswith("\\)")
                or rest.startswith("\\|")
            )
            out.append("$" if at_end else r"\$")
            i += 1
            at_start = False
            continue
        if c == "*":
            if at_start and extended:
                warnings.append("* at start of expression")
            elif at_start:
                out.append(r"\*")
            else:
                if repeated_before and not dup_after_dup:
                    raise RegexError("Invalid preceding regular expression")
                quantify("*", prev_atom)
            i += 1
            continue
        if extended:
            if c == "(":
                depth += 1
                deepest = max(deepest, depth)
                groups += 1
                opens.append(len(out))
                out.append("(")
                i += 1
                at_start = True
                continue
            if c == ")":
                if depth == 0:
                    out.append(r"\)")
                else:
                    depth -= 1
                    out.append(")")
                    atom = opens.pop()
                i += 1
                at_start = False
                continue
            if c == "|":
                alternation = True
                out.append("|")
                i += 1
                at_start = True
                continue
            if c in "+?":
                if at_start:
                    warnings.append(f"{c} at start of expression")
                else:
                    quantify(c, prev_atom)
                i += 1
                continue
            if c == "{":
                iv = None if at_start else _interval(p, i + 1, extended=True)
                if iv is None:
                    out.append(r"\{")
                    i += 1
                else:
                    quantify(iv[0], prev_atom)
                    i = iv[1]
                continue
        out.append("." if c == "." else lit(c))
        i += 1
        at_start = False
    if depth:
        raise RegexError("Unmatched ( or \\(")
    if deepest > MAX_GROUP_DEPTH:
        raise RegexError("Regular expression too big")
    pattern = "".join(out)
    return Translated(pattern, groups, alternation, backref, tuple(warnings))


@dataclass(frozen=True, slots=True)
class Compiled:
    """A compiled user regex and the timeout its matches run under."""

    rx: regex.Pattern[str]
    timeout: float

    # concurrent=True lets go of the GIL while matching, so a cancel (Ctrl+C in the terminal) is
    # handled at once even while a catastrophic pattern runs out its timeout
    def search(self, text: str, pos: int = 0) -> regex.Match[str] | None:
        return self.rx.search(text, pos, timeout=self.timeout, concurrent=True)

    def finditer(self, text: str) -> list[regex.Match[str]]:
        return list(self.rx.finditer(text, timeout=self.timeout, concurrent=True))


_CACHE: dict[tuple[str, bool, bool, bool, bool], regex.Pattern[str]] = {}


def compile_posix(
    p: str, *, extended: bool, ignore_case: bool = False, multiline: bool = False, timeout: float = 2.0,
    strict_ranges: bool = False,
) -> Compiled:
    """Compile a GNU BRE/ERE; raises ``RegexError`` with GNU's message."""
    key = (p, extended, ignore_case, multiline, strict_ranges)
    rx = _CACHE.get(key)
    if rx is None:
        t = translate(p, extended=extended, strict_ranges=strict_ranges)
        flags = regex.V0
        if ignore_case:
            flags |= regex.IGNORECASE
        if multiline:
            flags |= regex.MULTILINE
        if t.has_alternation:
            flags |= regex.POSIX
        try:
            rx = regex.compile(t.pattern, flags)
        except regex.error as e:
            raise RegexError(_gnu_message(str(e))) from None
        if len(_CACHE) > 512:
            _CACHE.clear()
        _CACHE[key] = rx
    return Compiled(rx, timeout)


def compile_perl(p: str, *, ignore_case: bool = False, timeout: float = 2.0) -> Compiled:
    """grep -P: Perl syntax, which ``regex`` speaks natively."""
    try:
        rx = regex.compile(p, regex.V0 | (regex.IGNORECASE if ignore_case else 0))
    except regex.error as e:
        raise RegexError(_gnu_message(str(e))) from None
    return Compiled(rx, timeout)


def _gnu_message(text: str) -> str:
    if "missing )" in text:
        return "Unmatched ( or \\("
    if "unbalanced parenthesis" in text:
        return "Unmatched ) or \\)"
    if "unterminated character set" in text:
        return "Unmatched [, [^, [:, [., or [="
    return "Invalid regular expression"
