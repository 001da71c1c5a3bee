"""bash 5.2's own pattern matcher, for patterns with extglob groups (and ``GLOBIGNORE``).

A regex cannot give bash's answers for ``!(..)`` and for ``*`` next to a group:
bash's matcher (``lib/glob/sm_loop.c``) is a recursive walk with shortcuts whose
results are part of its behaviour.  This module walks a pattern the same way, so
that every answer is bash's, quirks included:

* ``*`` never backtracks into an earlier ``*`` (after a later ``*`` is reached the
  earlier one is settled: glibc's trick);
* ``*`` before a group other than ``?(``/``*(`` tries the rest of the pattern only
  at positions before the end of the subject, and ``*`` before ``!(..)`` at the
  end of the subject matches whatever follows (bash hands the group to its
  matcher one character early and compares the pattern text with the empty
  rest);
* a group is matched against every split of the rest of the subject: the
  subpattern against the part before the split, the rest of the pattern against
  the part after it (``*(``/``+(`` again from the split);
* ``!(p)`` takes the first split whose part before matches no alternative and
  whose part after matches the rest;
* a group without its ``)`` compares the rest of the pattern with the rest of the
  subject as text.

The pattern is bash's internal form: a quoted character is written ``\\c``.  Each
call of the walk is remembered by its arguments (string and pattern positions and
flags), which keeps bash's exponential cases polynomial; every new call ticks the
run's budget, or, without one, a match ends after ``regex_seconds``.  Positions
are absolute, so the many substrings ``${x/p/r}`` tries share one memo.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable

from vshell.limits import LimitExceeded

Tick = Callable[[], None]

PATHNAME = 1
PERIOD = 2
DOTDOT = 4
CASEFOLD = 8
EXTMATCH = 16
_NOT_START = ~(PERIOD | DOTDOT)

_EXT_OPS = "?*+@!"
_MEMO_CAP = 400_000
_CLASSES = frozenset(
    [
        "alpha",
        "digit",
        "alnum",
        "word",
        "upper",
        "lower",
        "space",
        "blank",
        "cntrl",
        "print",
        "graph",
        "punct",
        "xdigit",
        "ascii",
    ]
)


def bash_text(pieces: list[tuple[str, bool]] | tuple[tuple[str, bool], ...]) -> str:
    """The pattern as bash's matcher sees it: each quoted character after a backslash."""
    return "".join("".join("\\" + c for c in t) if q else t for t, q in pieces)


def has_group(text: str) -> bool:
    """True when the pattern (bash's form, :func:`bash_text`) has an unescaped ``?( *( +( @( !(``."""
    i = 0
    n = len(text) - 1
    while i < n:
        c = text[i]
        if c == "\\":
            i += 2
            continue
        if c in _EXT_OPS and text[i + 1] == "(":
            return True
        i += 1
    return False


@functools.lru_cache(maxsize=4096)
def _fold_wide(c: str) -> str:
    low = c.lower()
    return low if len(low) == 1 and c.isupper() else c


def fold_char(c: str, c_locale: bool) -> str:
    if c < "\x80":
        return c.lower()
    return c if c_locale else _fold_wide(c)


@functools.lru_cache(maxsize=4096)
def _in_class(c: str, name: str, c_locale: bool) -> bool:
    if c >= "\x80":
        if c_locale:
            return False
        from vshell.expand.pattern import class_regex

        return class_regex(name).fullmatch(c) is not None
    o = ord(c)
    if name == "ascii":
        return True
    if name == "alpha":
        return c.isalpha()
    if name == "digit":
        return c.isdigit()
    if name == "alnum":
        return c.isalnum()
    if name == "word":
        return c.isalnum() or c == "_"
    if name == "upper":
        return "A" <= c <= "Z"
    if name == "lower":
        return "a" <= c <= "z"
    if name == "space":
        return c in " \t\n\v\f\r"
    if name == "blank":
        return c in " \t"
    if name == "cntrl":
        return o < 32 or o == 127
    if name == "print":
        return 32 <= o < 127
    if name == "graph":
        return 32 < o < 127
    if name == "punct":
        return 32 < o < 127 and not c.isalnum()
    return c in "0123456789abcdefABCDEF"  # xdigit


class Stop(Exception):
    """The walk went deeper than Python allows: the caller answers another way."""


class Walk:
    """One matching job: a pattern against positions of one subject string ``s``."""

    __slots__ = ("aux", "c_locale", "count", "deadline", "fixed", "flags", "memo", "pat", "plen", "s", "slen", "tick")

    def __init__(self, pat: str, s: str, flags: int, tick: Tick | None, timeout: float, c_locale: bool) -> None:
        self.pat = pat
        self.plen = len(pat)
        self.s = s
        self.slen = len(s)
        self.flags = flags
        self.tick = tick
        self.deadline = 0.0 if tick is not None else time.monotonic() + timeout
        self.c_locale = c_locale
        self.memo: dict[tuple[int, int, int, int, int, bool], object] = {}
        self.fixed: dict[tuple[int, int], int] = {}
        self.aux: dict[str, Walk] = {}
        """Walks of other patterns over the same subject (bash's padded pre-check), kept for their memo."""
        self.count = 0

    # -- entry -------------------------------------------------------------------------

    def match(self, start: int, end: int) -> bool:
        """Does ``s[start:end]`` match the whole pattern?  (bash's ``strmatch``.)"""
        try:
            return self._gm(start, end, 0, self.plen, False, self.flags) is True
        except RecursionError:
            raise Stop from None

    # -- helpers -----------------------------------------------------------------------

    def _pc(self, i: int) -> str:
        return self.pat[i] if i < self.plen else ""

    def _sc(self, i: int) -> str:
        return self.s[i] if 0 <= i < self.slen else ""

    def _fold(self, c: str, flags: int) -> str:
        return fold_char(c, self.c_locale) if c and flags & CASEFOLD else c

    def _sdot(self, i: int) -> bool:
        """``.`` or ``..`` starts at ``i`` and ends the subject."""
        sc = self._sc
        return sc(i) == "." and (sc(i + 1) == "" or (sc(i + 1) == "." and sc(i + 2) == ""))

    def _pdot(self, i: int) -> bool:
        """``.`` or ``..`` starts at ``i`` and ends the subject or a path component."""
        sc = self._sc
        return sc(i) == "." and (sc(i + 1) in ("", "/") or (sc(i + 1) == "." and sc(i + 2) in ("", "/")))

    def _leading_dot_refused(self, n: int, string: int, flags: int) -> bool:
        """FNM_PERIOD / FNM_DOTDOT: a wildcard may not match a leading ``.`` (or ``.``/``..``)."""
        after_slash = flags & PATHNAME and n > 0 and self.s[n - 1] == "/"
        if flags & PERIOD and self._sc(n) == "." and (n == string or after_slash):
            return True
        return bool(flags & DOTDOT and ((n == string and self._sdot(n)) or (after_slash and self._pdot(n))))

    def _charge(self) -> None:
        self.count += 1
        if self.tick is not None:
            self.tick()
        elif not self.count & 1023 and time.monotonic() > self.deadline:
            raise LimitExceeded("regex_seconds", "vshell: pattern match took too long")
        if len(self.memo) > _MEMO_CAP:
            self.memo.clear()

    # -- the walk ----------------------------------------------------------------------

    def _gm(self, string: int, se: int, p: int, pe: int, ends: bool, flags: int) -> object:
        """Match ``s[string:se]`` against ``pat[p:pe]``: True, False, or (with ``ends``) the
        (pattern, string) positions of the next ``*`` once the text before it matched."""
        key = (string, se, p, pe, flags, ends)
        memo = self.memo
        got = memo.get(key)
        if got is not None:
            return got
        self._charge()
        got = self._gm_walk(string, se, p, pe, ends, flags)
        memo[key] = got
        return got

    def _gm_walk(self, string: int, se: int, p: int, pe: int, ends: bool, flags: int) -> object:
        pat = self.pat
        s = self.s
        pc = self._pc
        fold = self._fold
        ext = flags & EXTMATCH
        n = string
        while p < pe:
            c = fold(pat[p], flags)
            p += 1
            sc = s[n] if n < se else ""
            if ext and c in _EXT_OPS and pc(p) == "(":
                return self._ext(c, n, se, p, pe, flags if n == string else flags & _NOT_START)
            if c == "?":
                if sc == "" or (flags & PATHNAME and sc == "/") or self._leading_dot_refused(n, string, flags):
                    return False
            elif c == "\\":
                if p == pe and sc == "\\" and n + 1 == se:
                    pass
                elif p == pe:
                    return False
                else:
                    c = fold(pat[p], flags)
                    p += 1
                    if fold(sc, flags) != c:
                        return False
            elif c == "*":
                if ends:
                    return (p - 1, n)
                got = self._star(string, n, se, p, pe, flags)
                if type(got) is tuple:
                    p, n = got  # a later `*` was reached: go on from it
                    continue
                return got
            elif c == "[":
                if sc == "" or n == se or self._leading_dot_refused(n, string, flags):
                    return False
                after = self._bracket(p, sc, flags)
                if after is None:
                    return False
                p = after
            elif c != fold(sc, flags):
                return False
            n += 1
        return n == se

    def _star(self, string: int, n: int, se: int, p: int, pe: int, flags: int) -> object:
        """The rest of the pattern after a ``*`` (``p`` just past it) at subject position ``n``."""
        pat = self.pat
        s = self.s
        pc = self._pc
        ext = flags & EXTMATCH
        sc = s[n] if n < se else ""
        if self._leading_dot_refused(n, string, flags):
            return False
        if p == pe:
            return True
        # a run of * and ? is one *, each ? taking one character; *( and ?( groups are tried here
        c = pat[p]
        p += 1
        while c in ("?", "*"):
            if flags & PATHNAME and sc == "/":
                return False
            if ext and c == "?" and pc(p) == "(":
                if self._ext("?", n, se, p, pe, flags) is True:
                    return True
                after = self._patscan(p + 1, pe, "")
                p = pe if after is None else after
            elif c == "?":
                if sc == "":
                    return False
                n += 1
                sc = s[n] if n < se else ""
            if ext and c == "*" and pc(p) == "(":
                for start in range(n, se):
                    if self._ext("*", start, se, p, pe, flags) is True:
                        return True
                after = self._patscan(p + 1, pe, "")
                p = pe if after is None else after
            if p == pe:
                break
            c = pat[p]
            p += 1
        if p == pe and c in ("?", "*"):
            return True
        if n == se and ext and c == "!" and pc(p) == "(":
            # bash hands the group over from its operator character, not its parenthesis
            return self._ext(c, n, se, p - 1, pe, flags) is not True
        if c == "/" and flags & PATHNAME:
            while n < se and s[n] != "/":
                n += 1
            return n < se and self._gm(n + 1, se, p, pe, False, flags) is True
        endp = se
        if flags & PATHNAME:
            slash = s.find("/", n, se)
            if slash >= 0:
                endp = slash
        c1 = self._fold(pc(p) if c == "\\" else c, flags)
        p -= 1
        first_known = c != "[" and not (ext and (pc(p + 1) == "(" or pat[p] in _EXT_OPS))
        sub = flags & _NOT_START
        for start in range(n, endp):
            if first_known and self._fold(s[start], flags) != c1:
                continue
            got = self._gm(start, se, p, pe, True, sub)
            if got is True:
                return True
            if got is not False:
                return got  # (pattern, string) of the next `*`
        return False

    def _ext(self, xc: str, s: int, se: int, p: int, pe: int, flags: int) -> bool:
        """A group ``xc(...)``: ``p`` is at its ``(`` (or, bash's slip, at ``xc``)."""
        gm = self._gm
        prest = self._patscan(p + (self._pc(p) == "("), pe, "")
        if prest is None:
            return self.pat[p - 1 : pe] == self.s[s:se]
        sub_flags = flags & _NOT_START
        if xc in "+*":
            if xc == "*" and gm(s, se, prest, pe, False, flags) is True:
                return True
            for psub, pnext in self._alternatives(p + 1, prest, pe):
                for srest in self._ends(s, se, psub, pnext - 1, s):
                    if gm(s, srest, psub, pnext - 1, False, flags) is True:
                        xflags = sub_flags if srest > s else flags
                        if gm(srest, se, prest, pe, False, xflags) is True:
                            return True
                        if s != srest and gm(srest, se, p - 1, pe, False, xflags) is True:
                            return True
            return False
        if xc in "?@":
            if xc == "?" and gm(s, se, prest, pe, False, flags) is True:
                return True
            for psub, pnext in self._alternatives(p + 1, prest, pe):
                for srest in self._ends(s, se, psub, pnext - 1, se if prest == pe else s):
                    xflags = sub_flags if srest > s else flags
                    if gm(s, srest, psub, pnext - 1, False, flags) is True and (
                        gm(srest, se, prest, pe, False, xflags) is True
                    ):
                        return True
            return False
        alts = [(psub, pnext, self._fixed_len(psub, pnext - 1)) for psub, pnext in self._alternatives(p + 1, prest, pe)]
        for srest in range(s, se + 1):
            if any(
                (size < 0 or srest - s == size) and gm(s, srest, psub, pnext - 1, False, flags) is True
                for psub, pnext, size in alts
            ):
                continue
            if flags & PERIOD and self._sc(s) == ".":
                return False
            if flags & DOTDOT and (
                self._sdot(s) or (flags & PATHNAME and s > 0 and self.s[s - 1] == "/" and self._pdot(s))
            ):
                return False
            xflags = sub_flags if srest > s else flags
            if gm(srest, se, prest, pe, False, xflags) is True:
                return True
        return False

    def _ends(self, s: int, se: int, psub: int, pend: int, first: int) -> range | tuple[int, ...]:
        """The ends ``srest`` (from ``first``) worth trying for ``s[s:srest]`` against ``pat[psub:pend]``:
        an alternative without ``*``, groups or unusual brackets matches only its own length."""
        n = self._fixed_len(psub, pend)
        if n < 0:
            return range(first, se + 1)
        return (s + n,) if first <= s + n <= se else ()

    def _fixed_len(self, p: int, pe: int) -> int:
        """How many characters ``pat[p:pe]`` matches when that is fixed, else -1."""
        key = (p, pe)
        got = self.fixed.get(key)
        if got is not None:
            return got
        pat = self.pat
        n = 0
        i = p
        while i < pe:
            c = pat[i]
            if c == "*" or (c in _EXT_OPS and self._pc(i + 1) == "("):
                n = -1
                break
            if c == "\\":
                i += 2 if i + 1 < pe else 1
            elif c == "[":
                i = self._simple_bracket_end(i, pe)
                if i < 0:
                    n = -1
                    break
            else:
                i += 1
            n += 1
        self.fixed[key] = n
        return n

    def _simple_bracket_end(self, i: int, pe: int) -> int:
        """The position after a ``[...]`` at ``i`` made only of characters, ranges and valid
        ``[:class:]`` names, closing before ``pe``; -1 for any other shape."""
        pat = self.pat
        k = i + 1
        if k < pe and pat[k] in "!^":
            k += 1
        if k < pe and pat[k] == "]":
            k += 1
        while k < pe:
            c = pat[k]
            if c == "]":
                return k + 1
            if c == "\\":
                return -1
            if c == "[":
                if self._pc(k + 1) != ":":
                    return -1
                close = pat.find(":]", k + 2, pe)
                if close < 0 or pat[k + 2 : close] not in _CLASSES:
                    return -1
                k = close + 2
                continue
            k += 1
        return -1

    def _alternatives(self, psub: int, prest: int, pe: int) -> tuple[tuple[int, int], ...]:
        """Each alternative of a group as (start, position after its ``|`` or ``)``)."""
        return alternatives(self.pat, psub, prest, pe)

    def _patscan(self, i: int, end: int, delim: str) -> int | None:
        return patscan(self.pat, i, end, delim)

    def _bracket(self, p: int, test_orig: str, flags: int) -> int | None:
        """``[...]`` whose body starts at ``p`` against one character: the position after it when
        it matches, else None; an unclosed ``[`` matches a literal ``[`` (back at ``p``)."""
        pc = self._pc
        fold = self._fold
        test = fold(test_orig, flags)
        savep = p
        unclosed = savep if test == "[" else None
        negate = pc(p) in ("!", "^")
        if negate:
            p += 1
        c = pc(p)
        p += 1
        matched = False
        while True:
            cstart = cend = c
            if c == "[" and pc(p) == "=" and pc(p + 1) and pc(p + 2) == "=" and pc(p + 3) == "]":
                equiv = fold(pc(p + 1), flags)
                p += 4
                if test == equiv:
                    p += 1
                    matched = True
                    break
                c = pc(p)
                p += 1
                if c == "":
                    return unclosed
                c = fold(c, flags)
                continue
            if c == "[" and pc(p) == ":":
                found = False
                close = p + 1
                while pc(close) != "" and not (pc(close) == ":" and pc(close + 1) == "]"):
                    close += 1
                if pc(close) != "":
                    name = self.pat[p + 1 : close].replace("\\", "")
                    found = name in _CLASSES and _in_class(test_orig, name, self.c_locale)
                    p = close + 2
                if found:
                    p += 1
                    matched = True
                    break
                c = pc(p)
                p += 1
                if c == "":
                    return unclosed
                if c == "]":
                    break
                c = fold(c, flags)
                continue
            if c == "[" and pc(p) == ".":
                p, sym = self._collsym(p)
                cstart = sym if sym is not None else chr(ord(test) + 1)
            if c == "\\":
                if pc(p) == "":
                    return None
                cstart = cend = pc(p)
                p += 1
            cstart = cend = fold(cstart, flags)
            if c == "":
                return unclosed
            c = fold(pc(p), flags)
            p += 1
            if c == "":
                return unclosed
            if flags & PATHNAME and c == "/":
                return None
            isrange = False
            if c == "-" and pc(p) != "]":
                cend = pc(p)
                p += 1
                if cend == "\\":
                    cend = pc(p)
                    p += 1
                if cend == "":
                    return None
                if cend == "[" and pc(p) == ".":
                    p, sym = self._collsym(p)
                    cend = sym if sym is not None else chr(max(ord(test) - 1, 0))
                cend = fold(cend, flags)
                c = pc(p)
                p += 1
                if cstart > cend:
                    if c == "]":
                        break
                    c = fold(c, flags)
                    continue
                isrange = True
            if (not isrange and test == cstart) or (isrange and cstart <= test <= cend):
                matched = True
                break
            if c == "]":
                break
        if not matched:
            return p if negate else None
        # skip the rest of the expression that already matched
        p -= 1
        c = pc(p)
        depth = 1
        inner = -1
        while depth > 0:
            if c == "":
                return unclosed
            oc = c
            c = pc(p)
            p += 1
            if c == "[" and pc(p) in ("=", ":", "."):
                depth += 1
                inner = p
                p += 1
                c = pc(p)
                if c == "":
                    return unclosed
            elif c == "]" and depth > 1 and inner >= 0 and oc == pc(inner):
                depth -= 1
                inner = -1
            elif c == "]" and (inner < 0 or pc(inner) != "."):
                depth = 0
            elif c == "\\":
                if pc(p) == "":
                    return None
                p += 1
        return None if negate else p

    def _collsym(self, p: int) -> tuple[int, str | None]:
        """``[.c.]`` with ``p`` at its ``.``: the position after it and its character (None: invalid)."""
        p += 1
        k = 0
        while self._pc(p + k) != "" and not (self._pc(p + k) == "." and self._pc(p + k + 1) == "]"):
            k += 1
        if self._pc(p + k) == "":
            return p + k, None
        name = self.pat[p : p + k]
        return p + k + 2, (name if len(name) == 1 else None)


@functools.lru_cache(maxsize=16384)
def patscan(pat: str, i: int, end: int, delim: str) -> int | None:
    """Scan from ``i`` for the ``)`` closing a group (``delim`` "") or for a ``|`` at its top
    level (``delim`` "|"), skipping nested groups and brackets; the position after it.
    None when ``i`` is ``end`` or the pattern ends first."""
    if i == end:
        return None
    n = len(pat)
    pnest = bnest = 0
    skip = False
    cchar = ""
    bfirst = -1
    while i < n:
        if i >= end:
            return i
        c = pat[i]
        if skip:
            skip = False
        elif c == "\\":
            skip = True
        elif c == "[":
            if bnest == 0:
                bfirst = i + 1
                if (pat[bfirst] if bfirst < n else "") in ("!", "^"):
                    bfirst += 1
                bnest += 1
            elif (pat[i + 1] if i + 1 < n else "") in (":", ".", "="):
                cchar = pat[i + 1]
        elif c == "]":
            if bnest:
                if cchar and pat[i - 1] == cchar:
                    cchar = ""
                elif i != bfirst:
                    bnest -= 1
                    bfirst = -1
        elif c == "(":
            if bnest == 0:
                pnest += 1
        elif c == ")":
            if bnest == 0:
                if pnest <= 0:
                    return i + 1
                pnest -= 1
        elif c == "|" and bnest == 0 and pnest == 0 and delim == "|":
            return i + 1
        i += 1
    return None


@functools.lru_cache(maxsize=16384)
def alternatives(pat: str, psub: int, prest: int, pe: int) -> tuple[tuple[int, int], ...]:
    """The alternatives of the group whose body starts at ``psub`` (``prest`` just past its ``)``)."""
    out: list[tuple[int, int]] = []
    while True:
        pnext = patscan(pat, psub, pe, "|")
        if pnext is None or pnext > prest:
            pnext = prest
        out.append((psub, pnext))
        if pnext == prest:
            return tuple(out)
        psub = pnext


def skipname(pat: str, name: str, dotglob: bool, skipdots: bool = True) -> bool:
    """Whether pathname expansion skips ``name`` (only dot files are ever skipped) before
    matching it against the component ``pat``: bash looks at how the pattern, or each of
    its leading group's alternatives, begins.  ``skipdots``: globskipdots."""
    if len(pat) > 1 and pat[0] in _EXT_OPS and pat[1] == "(":
        return _extglob_skipname(pat, name, dotglob, skipdots)
    if name in (".", "..") and (skipdots or (dotglob and pat[:1] != "." and pat[:2] != "\\.")):
        return True
    return not dotglob and name[:1] == "." and pat[:1] != "." and pat[:2] != "\\."


def _extglob_skipname(pat: str, name: str, dotglob: bool, skipdots: bool) -> bool:
    wild = pat[0] in "*?"
    walk = Walk(pat, "", 0, None, 1.0, False)
    se = len(pat)
    pe = walk._patscan(2, se, "")
    if pe is None:
        return False
    if pe == se and pat[pe - 1] == ")" and "|" not in pat[2:]:
        return skipname(pat[2 : pe - 1], name, dotglob, skipdots)
    pp = 2
    result = True
    while True:
        t = walk._patscan(pp, pe, "|")
        if t is None:
            break
        sub = pat[pp:] if (pat[t - 1] == ")" and _starts_group(pat[pp:])) else pat[pp : t - 1]
        result = skipname(sub, name, dotglob, skipdots)
        if not result:
            return False
        pp = t
        if pp == pe:
            break
    if pp == se:
        return result
    if wild and pe < se:
        return skipname(pat[pe:], name, dotglob, skipdots)
    return True


def _starts_group(text: str) -> bool:
    return len(text) > 1 and text[0] in _EXT_OPS and text[1] == "("


# ---------------------------------------------------------------------------
# ${x#p} ${x%p} ${x/p/r}: bash tries substrings in a fixed order (subst.c)
# ---------------------------------------------------------------------------


def strip(walk: Walk, prefix: bool, longest: bool) -> str:
    """``${x#p}`` ``${x##p}`` ``${x%p}`` ``${x%%p}`` of the walk's subject: the first cut, in
    bash's order, whose removed part matches."""
    value = walk.s
    n = len(value)
    if n == 0 or walk.plen == 0:
        return value
    if prefix:
        for end in range(n, -1, -1) if longest else range(n + 1):
            if walk.match(0, end):
                return value[end:]
    else:
        for start in range(n + 1) if longest else range(n, -1, -1):
            if walk.match(start, n):
                return value[:start]
    return value


def first_char_may_match(pat: str, s: str, i: int, end: int, nocase: bool, c_locale: bool) -> bool:
    """bash's quick test of a candidate start: can the pattern's first element match ``s[i]``?"""
    if i >= end:
        return pat[:1] == "*"  # only a leading * is let match the empty rest

    def same(a: str, b: str) -> bool:
        return (fold_char(a, c_locale) == fold_char(b, c_locale)) if nocase else a == b

    c = pat[0]
    nxt = pat[1:2]
    if c == "\\":
        return same(s[i], nxt)
    if c in "?*[":
        return True
    if c in "+!@":
        return nxt == "(" or same(s[i], c)
    return same(s[i], c)


def _padded(pat: str, star_before: bool, star_after: bool) -> str:
    """The pattern bash first tries over the whole rest, with ``*`` added at either end."""
    if not (pat[0] != "*" or pat[:2] == "*(" or pat[-1] != "*"):
        return pat
    out = pat
    if star_before and (pat[0] != "*" or pat[:2] == "*("):
        out = "*" + out
    if star_after:
        if pat[-1] == "*" and pat[-2:-1] == "\\":
            unescaped = True
            i = len(pat) - 3
            while i >= 0 and pat[i] == "\\":
                unescaped = not unescaped
                i -= 1
            if unescaped:
                out += "*"
        elif pat[-1] != "*":
            out += "*"
    return out


def find(walk: Walk, start: int, mode: str, nocase: bool) -> tuple[int, int] | None:
    """bash's ``match_pattern`` on the subject's rest from ``start``: ``mode`` "" (anywhere), "#"
    (at the start) or "%" (at the end); the leftmost start and the longest match there."""
    s = walk.s
    pat = walk.pat
    end = len(s)
    if not pat:
        return None
    wide = not walk.c_locale and not (s.isascii() and pat.isascii())
    padded = _padded(pat, wide or mode != "#", wide or mode != "%")
    whole = walk if padded == pat else walk.aux.get(padded)
    if whole is None:
        whole = walk.aux[padded] = Walk(padded, s, walk.flags, walk.tick, 0.0, walk.c_locale)
        whole.deadline = walk.deadline
    if not whole.match(start, end):
        return None
    c_loc = walk.c_locale
    if mode == "":
        for i in range(start, end + 1):
            if first_char_may_match(pat, s, i, end, nocase, c_loc):
                for j in range(end, i - 1, -1):
                    if walk.match(i, j):
                        return i, j
        return None
    if mode == "#":
        if not first_char_may_match(pat, s, start, end, nocase, c_loc):
            return None
        for j in range(end, start - 1, -1):
            if walk.match(start, j):
                return start, j
        return None
    for i in range(start, end + 1):
        if walk.match(i, end):
            return i, end
    return None


def regex_agrees(text: str) -> bool:
    """Whether the regex translation gives bash's answers for this pattern (bash's form): no
    ``!(..)``, no ``*`` (alone or in a run of ``*`` and ``?``) right before a group, every group
    closed and every bracket plain (characters, ranges, classes).  Then bash's walk has no
    quirk left to show (checked against bash on random patterns of that shape) and the regex,
    much faster, answers."""
    walk = Walk(text, "", 0, None, 1.0, False)
    n = len(text)
    star_run = False  # the elements since the last other one are * and ? with at least one *
    i = 0
    while i < n:
        c = text[i]
        if c in _EXT_OPS and i + 1 < n and text[i + 1] == "(":
            if c == "!" or star_run or walk._patscan(i + 2, n, "") is None:
                return False
            star_run = False
            i += 2
            continue
        if c == "*":
            star_run = True
        elif c != "?":
            star_run = False
        if c == "\\":
            i += 2
            continue
        if c == "[":
            end = walk._simple_bracket_end(i, n)
            if end < 0:
                return False
            i = end
            continue
        i += 1
    return True
