"""bash glob patterns (``case``, ``[[ == ]]``, ``${x#p}``, ``${x/p/r}``, pathnames) as compiled ``regex``.

A pattern arrives as a sequence of ``(text, quoted)`` pieces: quoted text is
literal, unquoted text carries ``* ? [...]``, backslash escapes and -- with
``extglob`` -- ``?(..) *(..) +(..) @(..) !(..)``.  bash's semantics:

* ``*`` and ``?`` match any character including ``/`` (pathname expansion
  splits on ``/`` itself, see ``glob.py``);
* ``[...]``: ``!`` or ``^`` negates, a leading ``]`` is literal, ranges by
  code point (our locale is C.UTF-8), ``[:class:]``, ``[=c=]``, ``[.c.]``;
  an unknown class matches nothing; an unclosed ``[`` is a literal ``[``;
* a pattern with an extglob group (``?(..) *(..) +(..) @(..) !(..)``) is
  matched by bash's own algorithm (``extmatch.py``): no regex gives its
  answers for ``!(..)`` and for ``*`` next to a group.  Its regex translation
  is kept for a subject too long for that walk's recursion.

Matching runs under a timeout (``Limits.regex_seconds``); a pattern that
takes longer raises ``LimitExceeded`` rather than hanging the run.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from vshell.expand import extmatch
from vshell.limits import LimitExceeded, Limits

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

Piece = tuple[str, bool]
"""One piece of a pattern: ``(text, quoted)``; quoted text matches literally."""

#: Default match timeout in seconds (the interpreter may pass the session's).
DEFAULT_TIMEOUT = Limits().regex_seconds

# glibc's C.UTF-8 classes, one character each (measured against bash): non-ASCII digits are alpha,
# no-break spaces are not space but graph and punct, every other printable non-alnum is punct.
# upper/lower ignore nocasematch/nocaseglob, as bash does.
_NA = r"(?![\x00-\x7f])"
_ALPHA_NA = _NA + r"[\p{L}\p{Nl}\p{Nd}]"
_SPACE_NA = _NA + r"(?![\u00a0\u2007\u202f])[\p{Zs}\u2028\u2029]"
_PRINT_NA = _NA + r"[^\p{Cc}\p{Cn}\p{Cs}\u2028\u2029]"
_CLASS_RE: dict[str, str] = {
    "alpha": r"[A-Za-z]|" + _ALPHA_NA,
    "digit": r"[0-9]",
    "alnum": r"[A-Za-z0-9]|" + _ALPHA_NA,
    "word": r"[A-Za-z0-9_]|" + _ALPHA_NA,
    "upper": r"(?-i:[A-Z]|" + _NA + r"\p{Lu})",
    "lower": r"(?-i:[a-z]|" + _NA + r"\p{Ll})",
    "space": r"[ \t\n\v\f\r]|" + _SPACE_NA,
    "blank": r"[ \t]|" + _NA + r"(?![\u00a0\u2007\u202f])\p{Zs}",
    "cntrl": r"[\x00-\x1f\x7f]|" + _NA + r"[\p{Cc}\u2028\u2029]",
    "print": r"[ -~]|" + _PRINT_NA,
    "graph": r"[!-~]|(?!" + _SPACE_NA + ")" + _PRINT_NA,
    "punct": r"[!-/:-@\[-`{-~]|(?!" + _ALPHA_NA + "|" + _SPACE_NA + ")" + _PRINT_NA,
    "xdigit": r"[0-9A-Fa-f]",
    "ascii": r"[\x00-\x7f]",
}
_EXT_OPS = "?*+@!"
_SPECIAL = frozenset("*?[\\")
Tick = Callable[[], None]


@functools.lru_cache(maxsize=32)
def class_regex(name: str) -> Any:
    """``[:name:]`` as a compiled regex for one character (bash's matcher asks it of non-ASCII ones)."""
    return _regex("(?:" + _CLASS_RE[name] + ")", False)


@dataclass(frozen=True, slots=True)
class PatternFlags:
    """Shell options that change matching: ``extglob`` and ``nocasematch``/``nocaseglob``;
    ``c_locale``: :func:`match` compares bytes, as bash does under ``LC_ALL=C``."""

    extglob: bool = False
    nocase: bool = False
    c_locale: bool = False


def to_c(s: str) -> str:
    """``s`` as the C locale sees it: one character per UTF-8 byte (so ``?`` and lengths count bytes)."""
    return s if s.isascii() else s.encode("utf-8", "surrogateescape").decode("latin-1")


def from_c(s: str) -> str:
    """The inverse of :func:`to_c`; a cut through a character leaves its bytes as surrogate escapes."""
    return s if s.isascii() else s.encode("latin-1").decode("utf-8", "surrogateescape")


def c_pieces(pieces: Sequence[Piece]) -> list[Piece]:
    return [(to_c(t), q) for t, q in pieces]


# ---------------------------------------------------------------------------
# Translation
# ---------------------------------------------------------------------------

_Chars = list[tuple[str, bool]]


def _explode(pieces: Sequence[Piece]) -> _Chars:
    out: _Chars = []
    for text, quoted in pieces:
        out.extend((c, quoted) for c in text)
    return out


def has_glob_chars(pieces: Sequence[Piece], extglob: bool = False) -> bool:
    """True when an unquoted ``* ? [`` (or an extglob opener) could make the pattern non-literal.

    Pathname expansion leaves a word without them untouched; an unquoted
    backslash alone does not make a word a pattern for globbing.
    """
    for text, quoted in pieces:
        if quoted:
            continue
        if "*" in text or "?" in text or "[" in text:
            return True
        if extglob and ("+(" in text or "@(" in text or "!(" in text):
            return True
    return False


class _Translator:
    """Turns exploded pattern characters into a regex source string."""

    def __init__(self, chars: _Chars, extglob: bool, nocase: bool = False) -> None:
        self.chars = chars
        self.extglob = extglob
        self.nocase = nocase
        self.groups = 0
        self.ext = False

    def translate(self, start: int, end: int) -> str:
        out: list[str] = []
        i = start
        chars = self.chars
        while i < end:
            c, quoted = chars[i]
            if quoted:
                out.append(re.escape(c))
                i += 1
                continue
            if self.extglob and c in _EXT_OPS and i + 1 < end and chars[i + 1] == ("(", False):
                close = self._find_close(i + 1, end)
                if close is not None:
                    out.append(self._extglob(c, i + 2, close))
                    i = close + 1
                    continue
            if c == "*":
                # runs of * are one * (cheaper backtracking), but not the * of a following *( group
                while (
                    i + 1 < end
                    and chars[i + 1] == ("*", False)
                    and not (self.extglob and i + 2 < end and chars[i + 2] == ("(", False))
                ):
                    i += 1
                if (
                    self.extglob
                    and i + 2 < end
                    and chars[i + 1][0] in "@+!"
                    and not chars[i + 1][1]
                    and chars[i + 2] == ("(", False)
                ):
                    # bash's * before @( +( !( leaves at least one character to the group and the rest;
                    # before !( it may also match nothing at the end of the subject (measured)
                    out.append("(?:\\Z|.*(?=.))" if chars[i + 1][0] == "!" else ".*(?=.)")
                else:
                    out.append(".*")
                i += 1
            elif c == "?":
                out.append(".")
                i += 1
            elif c == "[":
                got = self._bracket(i + 1, end)
                if got is None:
                    out.append(re.escape("["))
                    i += 1
                else:
                    text, i = got
                    out.append(text)
            elif c == "\\":
                if i + 1 < end:
                    out.append(re.escape(chars[i + 1][0]))
                    i += 2
                else:
                    out.append(re.escape("\\"))
                    i += 1
            else:
                out.append(re.escape(c))
                i += 1
        return "".join(out)

    def _find_close(self, open_index: int, end: int) -> int | None:
        depth = 0
        i = open_index
        chars = self.chars
        while i < end:
            c, quoted = chars[i]
            if not quoted:
                if c == "\\":
                    i += 2
                    continue
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth -= 1
                    if depth == 0:
                        return i
                elif c == "[":
                    got = self._bracket(i + 1, end)
                    if got is not None:
                        i = got[1]
                        continue
            i += 1
        return None

    def _split_alternatives(self, start: int, end: int) -> list[tuple[int, int]]:
        parts: list[tuple[int, int]] = []
        depth = 0
        i = start
        part_start = start
        chars = self.chars
        while i < end:
            c, quoted = chars[i]
            if not quoted:
                if c == "\\":
                    i += 2
                    continue
                if c == "(":
                    depth += 1
                elif c == ")":
                    depth -= 1
                elif c == "|" and depth == 0:
                    parts.append((part_start, i))
                    part_start = i + 1
                elif c == "[":
                    got = self._bracket(i + 1, end)
                    if got is not None:
                        i = got[1]
                        continue
            i += 1
        parts.append((part_start, end))
        return parts

    def _extglob(self, op: str, start: int, end: int) -> str:
        self.ext = True
        alts = "|".join(self.translate(a, b) for a, b in self._split_alternatives(start, end))
        if op == "?":
            return f"(?:{alts})?"
        if op == "*":
            return f"(?:{alts})*"
        if op == "+":
            return f"(?:{alts})+"
        if op == "@":
            return f"(?:{alts})"
        # !(p): consume x lazily, then look back over exactly x (backreference) and
        # refuse when p, followed by the rest of the subject, matches there.
        k = self.groups
        self.groups += 1
        return f"(?P<nx{k}>.*?)(?=(?P<nt{k}>.*)\\Z)(?<!(?=(?:{alts})(?P=nt{k})\\Z)(?P=nx{k}))"

    def _bracket(self, i: int, end: int) -> tuple[str, int] | None:
        """Translate ``[...]`` whose body starts at ``i``; None when there is no closing ``]``."""
        chars = self.chars
        negate = False
        if i < end and chars[i][0] in "!^" and not chars[i][1]:
            negate = True
            i += 1
        items: list[str] = []
        classes: list[str] = []
        first = True
        while i < end:
            c, quoted = chars[i]
            if c == "]" and not quoted and not first:
                alts = ["(?:" + _CLASS_RE[name] + ")" for name in classes]
                if items:
                    alts.append("[" + "".join(items) + "]")
                if not alts:
                    # an empty set (only unknown classes, or reversed ranges) matches nothing
                    return ("." if negate else "(?!)"), i + 1
                if negate:
                    return "(?!" + "|".join(alts) + ").", i + 1
                return ("(?:" + "|".join(alts) + ")" if len(alts) > 1 else alts[0]), i + 1
            first = False
            if c == "[" and not quoted and i + 1 < end and chars[i + 1][0] in ":=." and not chars[i + 1][1]:
                kind = chars[i + 1][0]
                j = i + 2
                name: list[str] = []
                while j + 1 < end and not (chars[j][0] == kind and chars[j + 1][0] == "]"):
                    name.append(chars[j][0])
                    j += 1
                if j + 1 < end:
                    text = "".join(name)
                    if kind == ":":
                        if text in _CLASS_RE:
                            classes.append(text)
                    else:
                        items.extend(_class_char(ch) for ch in text)
                    i = j + 2
                    continue
            if c == "\\" and not quoted and i + 1 < end:
                i += 1
                c = chars[i][0]
                quoted = True
            lo = c
            i += 1
            if i + 1 < end and chars[i] == ("-", False) and chars[i + 1] != ("]", False):
                hi_c, hi_q = chars[i + 1]
                step = 2
                if hi_c == "\\" and not hi_q and i + 2 < end:
                    hi_c = chars[i + 2][0]
                    step = 3
                if ord(hi_c) >= ord(lo):
                    items.append(f"{_class_char(lo)}-{_class_char(hi_c)}")
                i += step
                continue
            items.append(_class_char(lo))
        return None


def _class_char(c: str) -> str:
    if c.isalnum():
        return c
    return "\\" + c if c in "\\]^-[" else re.escape(c)


_Regex = Any  # a compiled ``regex`` pattern
_P = ParamSpec("_P")
_R = TypeVar("_R")

_STAR = ".*"
_LAZY_STAR = ".*?"


@functools.lru_cache(maxsize=2048)
def _regex(source: str, nocase: bool, variant: str = "") -> _Regex:
    """Compile with the ``regex`` module (``variant`` "posix": leftmost-longest; "reverse": matched backwards).

    The module is imported here, on the first pattern that is not a plain literal: it
    costs about 13 ms, which a run that matches no pattern does not pay.
    """
    import regex  # type: ignore[import-untyped]  # no stubs; patterns are typed as _Regex

    flags = regex.DOTALL | regex.V0
    if nocase:
        flags |= regex.IGNORECASE
    if variant == "posix":
        flags |= regex.POSIX
    elif variant == "reverse":
        flags |= regex.REVERSE
    return regex.compile(source, flags)


def _timeout(fn: Callable[_P, _R]) -> Callable[_P, _R]:
    """Turn the regex module's TimeoutError into the run's uncatchable limit."""

    @functools.wraps(fn)
    def wrapper(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        try:
            return fn(*args, **kwargs)
        except TimeoutError:
            raise LimitExceeded("regex_seconds", "vshell: pattern match took too long")

    return wrapper


@dataclass(frozen=True, slots=True)
class CompiledPattern:
    """A compiled pattern; ``literal`` is set when it has no specials.

    Without extglob groups a pattern is stars, single characters and
    literals; then the greedy backtracking match is the longest one and the
    lazy match the shortest, so removal and replacement are single C calls.
    With groups, the ``regex`` module's POSIX (leftmost-longest) mode and
    bounded loops give bash's answers.  A leading ``*`` also means that if
    any suffix matches, the whole string does.
    """

    source: str
    literal: str | None
    nocase: bool
    ext: bool
    head: str | None = None
    """The pattern is ``head`` then one ``*`` (no other specials, case-sensitive)."""
    tail: str | None = None
    """The pattern is one ``*`` then ``tail``."""
    bash: str | None = None
    """The pattern in bash's form when it has an extglob group: bash's matcher decides (``extmatch``)."""
    regex_ok: int = 0
    """With ``bash`` set: 1 when the regex gives bash's answers for whole matches and removal (no
    quirk of bash's walk can show, ``extmatch.regex_agrees``), 2 when also for replacement (nor with
    the ``*`` bash's pre-check puts first: no group or ``?`` run then a group at the start)."""

    def walk(self, s: str, tick: Tick | None = None, c_locale: bool = False, flags: int = 0) -> extmatch.Walk:
        """A matching job of bash's matcher over ``s`` (``bash`` must be set)."""
        assert self.bash is not None
        flags |= extmatch.EXTMATCH | (extmatch.CASEFOLD if self.nocase else 0)
        return extmatch.Walk(self.bash, s, flags, tick, DEFAULT_TIMEOUT, c_locale)

    @property
    def regex(self) -> _Regex:
        return _regex(self.source, self.nocase)

    def _variant(self, kind: str) -> _Regex:
        src = self.source
        if kind == "posix":
            return _regex(src, self.nocase, "posix")
        lazy = src.replace(_STAR, _LAZY_STAR) if not self.ext else src
        if kind == "suffix":
            return _regex(f"(?:{src})\\Z", self.nocase)
        if kind == "lazy":
            return _regex(lazy, self.nocase)
        return _regex(f"(?:{lazy})\\Z", self.nocase, "reverse")  # "rsuffix"

    @_timeout
    def fullmatch(
        self, s: str, pos: int = 0, endpos: int | None = None, tick: Tick | None = None, c_locale: bool = False
    ) -> bool:
        """True when ``s[pos:endpos]`` matches the whole pattern; ``tick`` charges the run's budget."""
        end = len(s) if endpos is None else endpos
        if self.bash is not None and not self.regex_ok:
            try:
                return self.walk(s, tick, c_locale).match(pos, end)
            except extmatch.Stop:
                pass  # too deep for the walk: the regex translation answers
        if self.literal is not None and not self.nocase:
            return end - pos == len(self.literal) and s.startswith(self.literal, pos)
        if self.head is not None:
            return end - pos >= len(self.head) and s.startswith(self.head, pos, end)
        if self.tail is not None:
            return end - pos >= len(self.tail) and s.endswith(self.tail, pos, end)
        return self.regex.fullmatch(s, pos, end, timeout=DEFAULT_TIMEOUT) is not None

    @_timeout
    def longest_at(self, s: str, pos: int) -> int:
        """End of the longest match starting at ``pos``, or -1."""
        rx = self._variant("posix") if self.ext else self.regex
        m = rx.match(s, pos, timeout=DEFAULT_TIMEOUT)
        return -1 if m is None else m.end()

    @_timeout
    def shortest_at(self, s: str, pos: int) -> int:
        """End of the shortest match starting at ``pos``, or -1."""
        if self.ext:
            for end in range(pos, len(s) + 1):
                if self.fullmatch(s, pos, end):
                    return end
            return -1
        m = self._variant("lazy").match(s, pos, timeout=DEFAULT_TIMEOUT)
        return -1 if m is None else m.end()

    @_timeout
    def search_longest(self, s: str, pos: int) -> tuple[int, int] | None:
        """The leftmost match at or after ``pos`` and the longest there: ``(start, end)``."""
        m = self.regex.search(s, pos, timeout=DEFAULT_TIMEOUT)
        if m is None:
            return None
        if self.ext:
            return m.start(), self.longest_at(s, m.start())
        return m.start(), m.end()

    @_timeout
    def longest_suffix_start(self, s: str) -> int:
        """Start of the longest suffix of ``s`` that matches, or -1."""
        if self.source.startswith(_STAR):
            return 0 if self.fullmatch(s) else -1
        m = self._variant("suffix").search(s, timeout=DEFAULT_TIMEOUT)
        return -1 if m is None else m.start()

    @_timeout
    def shortest_suffix_start(self, s: str) -> int:
        """Start of the shortest suffix of ``s`` that matches, or -1."""
        n = len(s)
        if self.source.startswith(_STAR) and not self.fullmatch(s):
            return -1
        if self.ext:
            for start in range(n, -1, -1):
                if self.fullmatch(s, start, n):
                    return start
            return -1
        m = self._variant("rsuffix").search(s, timeout=DEFAULT_TIMEOUT)
        return -1 if m is None else m.start()


@functools.lru_cache(maxsize=1024)
def _compile(pieces: tuple[Piece, ...], extglob: bool, nocase: bool) -> CompiledPattern:
    chars = _explode(pieces)
    literal = _literal_of(chars, extglob)
    head = tail = None
    if literal is None and not nocase and chars:
        # `L*` and `*L`, the shapes of `${f%.*}`, `${p##*/}` and `case $f in *.txt)`: string methods
        if chars[-1] == ("*", False):
            head = _literal_of(chars[:-1], extglob)
        elif chars[0] == ("*", False):
            tail = _literal_of(chars[1:], extglob)
    tr = _Translator(chars, extglob, nocase)
    source = tr.translate(0, len(chars))
    if literal is None and head is None and tail is None:
        _regex(source, nocase)  # compile now: a bad pattern fails here, not mid-match
    text = extmatch.bash_text(pieces) if extglob else ""
    bash = text if extglob and extmatch.has_group(text) else None
    regex_ok = 0
    if bash is not None:
        literal = head = tail = None
        if tr.ext and extmatch.regex_agrees(bash):
            regex_ok = 2 if extmatch.regex_agrees("*" + bash) else 1
    return CompiledPattern(source, literal, nocase, tr.ext, head, tail, bash, regex_ok)


def _literal_of(chars: _Chars, extglob: bool) -> str | None:
    """The text the characters match, when they hold no unquoted special (else None)."""
    if all(q or c not in _SPECIAL for c, q in chars) and not (extglob and any(c in "(" for c, q in chars if not q)):
        return "".join(c for c, _ in chars)
    return None


def compile_pattern(pieces: Sequence[Piece], flags: PatternFlags = PatternFlags()) -> CompiledPattern:
    """Compile (with an LRU cache) the pattern ``pieces`` under ``flags``."""
    return _compile(tuple(pieces), flags.extglob, flags.nocase)


def match(pieces: Sequence[Piece], s: str, flags: PatternFlags = PatternFlags(), tick: Tick | None = None) -> bool:
    """Whole-string match, as ``case`` and ``[[ s == p ]]`` do; ``tick`` charges the run's budget."""
    if flags.c_locale and not (s.isascii() and all(t.isascii() for t, _ in pieces)):
        s = to_c(s)
        pieces = c_pieces(pieces)
    return compile_pattern(pieces, flags).fullmatch(s, tick=tick, c_locale=flags.c_locale)


# ---------------------------------------------------------------------------
# ${x#p} ${x##p} ${x%p} ${x%%p}
# ---------------------------------------------------------------------------


def remove_prefix(
    value: str, pieces: Sequence[Piece], longest: bool, flags: PatternFlags = PatternFlags(), tick: Tick | None = None
) -> str:
    """``${x#p}`` (shortest) or ``${x##p}`` (longest): drop the matching prefix, if any."""
    return strip_prefix(compile_pattern(pieces, flags), value, longest, tick)


def _bash_strip(cp: CompiledPattern, value: str, prefix: bool, longest: bool, tick: Tick | None) -> str | None:
    """bash's own removal for a pattern with a group; None when the walk is too deep (the regex answers)."""
    try:
        return extmatch.strip(cp.walk(value, tick), prefix, longest)
    except extmatch.Stop:
        return None


def strip_prefix(cp: CompiledPattern, value: str, longest: bool, tick: Tick | None = None) -> str:
    """:func:`remove_prefix` with the pattern compiled (a prepared ``${x#p}`` keeps it)."""
    if cp.bash is not None and not cp.regex_ok and (got := _bash_strip(cp, value, True, longest, tick)) is not None:
        return got
    if cp.head is not None:  # `L*`: the prefix is L (shortest) or everything (longest)
        return value if not value.startswith(cp.head) else "" if longest else value[len(cp.head):]
    if cp.tail is not None:  # `*L`: up to the first (shortest) or last (longest) L
        i = value.rfind(cp.tail) if longest else value.find(cp.tail)
        return value if i < 0 else value[i + len(cp.tail):]
    end = cp.longest_at(value, 0) if longest else cp.shortest_at(value, 0)
    return value if end < 0 else value[end:]


def remove_suffix(
    value: str, pieces: Sequence[Piece], longest: bool, flags: PatternFlags = PatternFlags(), tick: Tick | None = None
) -> str:
    """``${x%p}`` (shortest) or ``${x%%p}`` (longest): drop the matching suffix, if any."""
    return strip_suffix(compile_pattern(pieces, flags), value, longest, tick)


def strip_suffix(cp: CompiledPattern, value: str, longest: bool, tick: Tick | None = None) -> str:
    """:func:`remove_suffix` with the pattern compiled (a prepared ``${x%p}`` keeps it)."""
    if cp.bash is not None and not cp.regex_ok and (got := _bash_strip(cp, value, False, longest, tick)) is not None:
        return got
    if cp.head is not None:  # `L*`: from the last (shortest) or first (longest) L
        i = value.find(cp.head) if longest else value.rfind(cp.head)
        return value if i < 0 else value[:i]
    if cp.tail is not None:  # `*L`: the suffix is L (shortest) or everything (longest)
        return value if not value.endswith(cp.tail) else "" if longest else value[: len(value) - len(cp.tail)]
    start = cp.longest_suffix_start(value) if longest else cp.shortest_suffix_start(value)
    return value if start < 0 else value[:start]


# ---------------------------------------------------------------------------
# ${x/p/r} ${x//p/r} ${x/#p/r} ${x/%p/r}
# ---------------------------------------------------------------------------


def render_replacement(replacement: Sequence[Piece], matched: str, amp: bool) -> str:
    """The replacement text: unquoted ``&`` is the match (``patsub_replacement``), ``\\c`` is ``c``."""
    out: list[str] = []
    for text, quoted in replacement:
        if quoted or (not amp and "\\" not in text):
            out.append(text)
            continue
        i = 0
        while i < len(text):
            c = text[i]
            if c == "\\" and i + 1 < len(text):
                out.append(text[i + 1])
                i += 2
                continue
            out.append(matched if (c == "&" and amp) else c)
            i += 1
    return "".join(out)


def replace(
    value: str,
    pieces: Sequence[Piece],
    replacement: Sequence[Piece],
    mode: str,
    flags: PatternFlags = PatternFlags(),
    patsub_replacement: bool = True,
    tick: Tick | None = None,
) -> str:
    """Pattern substitution ``${x<mode>p/r}``; ``mode`` is ``/``, ``//``, ``/#`` or ``/%``.

    bash takes the leftmost position with a match and the longest match
    there; ``//`` repeats after it, copying one character past an empty
    match.  An empty pattern changes nothing except with ``/#`` and ``/%``,
    where it inserts at the start or end.  In ``replacement`` an unquoted
    ``&`` stands for the matched text when ``patsub_replacement`` is on
    (bash 5.2's default) and an unquoted backslash makes the next character
    literal; quoted pieces are literal.
    """
    cp = compile_pattern(pieces, flags)
    n = len(value)
    empty_pattern = all(text == "" for text, _ in pieces)
    if cp.bash is not None and cp.regex_ok < 2:
        got = _bash_replace(cp, value, replacement, mode, patsub_replacement, tick, flags.c_locale)
        if got is not None:
            return got
    if n == 0 and not empty_pattern:
        # bash (measured): an empty value is replaced when the pattern matches it and, except for /%,
        # starts with an unquoted * (${x/*(a)/r} is r, ${x/?(a)/r} is empty, ${x/%?(a)/r} is r)
        lead_star = next(((t[0], q) for t, q in pieces if t), ("", True)) == ("*", False)
        if (lead_star or mode == "/%") and cp.fullmatch(""):
            return render_replacement(replacement, "", patsub_replacement)
        return value
    if mode == "/#":
        end = cp.longest_at(value, 0)
        if end < 0:
            return value
        return render_replacement(replacement, value[:end], patsub_replacement) + value[end:]
    if mode == "/%":
        start = cp.longest_suffix_start(value)
        if start < 0:
            return value
        return value[:start] + render_replacement(replacement, value[start:], patsub_replacement)
    if empty_pattern:
        return value
    if cp.literal is not None and not cp.nocase:
        # a literal pattern: every match is the pattern itself, found with str methods
        lit = cp.literal
        rendered_lit = render_replacement(replacement, lit, patsub_replacement)
        return value.replace(lit, rendered_lit, -1 if mode == "//" else 1)
    if mode == "//" and not cp.ext and not cp.fullmatch(""):
        # no empty matches possible: greedy leftmost matching is bash's leftmost-longest, in one C call
        if all(q or ("\\" not in t and not (patsub_replacement and "&" in t)) for t, q in replacement):
            template = "".join(t for t, _ in replacement).replace("\\", "\\\\")
            result: str = _timeout(cp.regex.sub)(template, value, timeout=DEFAULT_TIMEOUT)
            return result
        rendered: str = _timeout(cp.regex.sub)(
            lambda m: render_replacement(replacement, m.group(0), patsub_replacement), value, timeout=DEFAULT_TIMEOUT
        )
        return rendered
    out: list[str] = []
    i = 0
    copied = 0
    while i < n:
        found = cp.search_longest(value, i)
        if found is None or found[0] >= n:
            break
        i, end = found
        out.append(value[copied:i])
        out.append(render_replacement(replacement, value[i:end], patsub_replacement))
        if mode != "//":
            return "".join(out) + value[end:]
        if end == i:
            out.append(value[i])
            i += 1
        else:
            i = end
        copied = i
    out.append(value[copied:])
    return "".join(out)


def _bash_replace(
    cp: CompiledPattern, value: str, replacement: Sequence[Piece], mode: str, amp: bool, tick: Tick | None, c: bool
) -> str | None:
    """bash's ``pat_subst`` for a pattern with a group (None: the walk is too deep, the regex answers)."""
    where = "#" if mode == "/#" else "%" if mode == "/%" else ""
    try:
        walk = cp.walk(value, tick, c)
        if not value:
            return render_replacement(replacement, "", amp) if extmatch.find(walk, 0, where, cp.nocase) else value
        out: list[str] = []
        i = 0
        n = len(value)
        while i < n:
            got = extmatch.find(walk, i, where, cp.nocase)
            if got is None:
                break
            start, end = got
            out.append(value[i:start])
            out.append(render_replacement(replacement, value[start:end], amp))
            i = end
            if mode != "//":
                break
            if start == end and i < n:
                out.append(value[i])  # after an empty match one character is copied
                i += 1
        out.append(value[i:])
        return "".join(out)
    except extmatch.Stop:
        return None


# ---------------------------------------------------------------------------
# ${x^p} ${x^^p} ${x,p} ${x,,p} ${x~p} ${x~~p}
# ---------------------------------------------------------------------------


def _convert(c: str, op: str) -> str:
    if op[0] == "^":
        return c.upper() if len(c.upper()) == 1 else c
    if op[0] == ",":
        return c.lower() if len(c.lower()) == 1 else c
    swapped = c.lower() if c.isupper() else c.upper()
    return swapped if len(swapped) == 1 else c


def case_modify(
    value: str,
    op: str,
    pieces: Sequence[Piece] | None = None,
    flags: PatternFlags = PatternFlags(),
    tick: Tick | None = None,
) -> str:
    """Case modification; ``op`` is ``^ ^^ , ,, ~ ~~``.

    The single-character forms change only the first character; the pattern
    (``None`` or empty means any character) is matched against each single
    character.  A conversion that would change a character into several
    (German sharp s) leaves it, as towupper does.
    """
    if not value:
        return value
    cp = compile_pattern(pieces, flags) if pieces and any(t for t, _ in pieces) else None
    if len(op) == 1:
        first = value[0]
        if cp is None or cp.fullmatch(first, tick=tick):
            return _convert(first, op) + value[1:]
        return value
    if cp is None:
        if value.isascii():
            return value.upper() if op == "^^" else value.lower() if op == ",," else value.swapcase()
        return "".join(_convert(c, op) for c in value)
    return "".join(_convert(c, op) if cp.fullmatch(c, tick=tick) else c for c in value)
