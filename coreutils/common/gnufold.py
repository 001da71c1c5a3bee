"""Case-insensitive matching as GNU grep does it in a UTF-8 locale (``grep -i``).

GNU grep does not fold both sides to one form.  A pattern character ``c``
matches the text characters ``c``, ``U = towupper(c)``, ``towlower(U)`` (when
that maps back to ``U``) and the few "lonesome" lower-case letters whose upper
case is ``U`` but which are not ``towlower(U)`` (MICRO SIGN, dotless i, long s,
final sigma, ...), each mapping taken one character to one character.  So
``k`` does not match KELVIN SIGN (its upper case is itself), ``i`` matches
dotless ``ı`` but not ``İ``, and ``ß`` does not match ``ẞ``.  The ``regex``
module's IGNORECASE uses Unicode's simple case folding instead, which differs
for the characters in ``DIFFERS``; for those a pattern spells the exact set
(``(?-i:[kK])``).  A bracket expression is the union of its members' sets, so
``[a-k]`` matches ``ı`` and not KELVIN SIGN.
"""

from __future__ import annotations

import bisect
import functools

# The characters whose matches under regex's IGNORECASE are not GNU's: checked against the regex
# module's own behaviour by tests/coreutils_text/test_grep_fold.py, and against GNU grep by the golden
# cases of cmd_grep_casefold.
DIFFERS = frozenset(
    "IKik\u00c5\u00df\u00e5\u0130\u0131\u0390\u0398\u03a9\u03b0\u03b8\u03c9\u03d1\u03f4\u0412\u0414\u041e"
    "\u0421\u0422\u042a\u0432\u0434\u043e\u0441\u0442\u044a\u0462\u0463\u1c84\u1c85\u1e9e\u1fd3\u1fe3\u2126"
    "\u212a\u212b\ua64a\ua64b\ufb05\ufb06"
)


def has_trigger(data: bytes) -> bool:
    """Whether UTF-8 ``data`` holds a character an ASCII pattern matches differently under IGNORECASE (İ, ı,
    KELVIN SIGN); one-byte searches first, which run at memchr speed."""
    return (b"\xc4" in data and (b"\xc4\xb0" in data or b"\xc4\xb1" in data)) or (
        b"\xe2" in data and b"\xe2\x84\xaa" in data)


# Lower-case letters that are not towlower of their own upper case (gnulib's list).
_LONESOME = "\u00b5\u0131\u017f\u01c5\u01c8\u01cb\u01f2\u0345\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1e9b\u1fbe"
_CLASS_SPECIAL = frozenset("\\]^-[&~|")


def _upper(c: str) -> str:
    """towupper: the simple (one-character) upper case, else the title case, else the character."""
    u = c.upper()
    if len(u) == 1:
        return u
    t = c.title()
    return t if len(t) == 1 else c


def _lower(c: str) -> str:
    low = c.lower()
    return low if len(low) == 1 else c


@functools.lru_cache(maxsize=4096)
def counterparts(c: str) -> str:
    """The characters pattern character ``c`` matches under ``grep -i``, ``c`` first."""
    out = [c]
    uc = _upper(c)
    lc = _lower(uc)
    if uc != c:
        out.append(uc)
    if lc not in (uc, c) and _upper(lc) == uc:
        out.append(lc)
    out.extend(li for li in _LONESOME if li not in (lc, uc, c) and _upper(li) == uc)
    return "".join(out)


# The blocks that hold every character with a case mapping (checked against all of Unicode by
# tests/coreutils_text/test_grep_fold.py); scanning them is milliseconds, scanning all of Unicode is not.
_CASED_BLOCKS = ((0x0, 0x58F), (0x10A0, 0x10FF), (0x13A0, 0x13FF), (0x1C80, 0x1CBF), (0x1D00, 0x1FFF),
                 (0x2100, 0x218F), (0x24B6, 0x24E9), (0x2C00, 0x2D2F), (0xA640, 0xA7FF), (0xAB30, 0xABBF),
                 (0xFB00, 0xFB17), (0xFF21, 0xFF5A), (0x10400, 0x104FF), (0x10570, 0x105BF), (0x10C80, 0x10CFF),
                 (0x118A0, 0x118FF), (0x16E40, 0x16E9F), (0x1E900, 0x1E95F))


@functools.cache
def _cased() -> list[str]:
    """Every character with a case mapping, in code point order (for the members of a range)."""
    return [c for lo, hi in _CASED_BLOCKS for c in map(chr, range(lo, hi + 1)) if c.upper() != c or c.lower() != c]


@functools.cache
def _by_upper() -> dict[str, str]:
    table: dict[str, str] = {}
    for c in _cased():
        u = _upper(c)
        table[u] = table.get(u, "") + c
    return table


@functools.lru_cache(maxsize=4096)
def wide_counterparts(c: str) -> str:
    """What ``c`` stands for where GNU compares upper cases (a negated bracket, the spans of -o and --color):
    ``counterparts(c)`` and every character whose upper case is ``c``'s."""
    return "".join(dict.fromkeys(counterparts(c) + _by_upper().get(_upper(c), "")))


def _class_char(c: str) -> str:
    return "\\" + c if c in _CLASS_SPECIAL else c


def literal(c: str, wide: bool = False) -> str | None:
    """``c`` spelled as GNU matches it under -i, for a pattern compiled with IGNORECASE; None if IGNORECASE agrees.

    ``wide``: as GNU finds the spans of a selected line (``wide_counterparts``).
    """
    if c not in DIFFERS:
        return None
    return "(?-i:[" + "".join(_class_char(x) for x in (wide_counterparts(c) if wide else counterparts(c))) + "])"


def bracket(negated: bool, singles: list[str], ranges: list[tuple[str, str]], rest: list[str],
            wide: bool = False) -> str | None:
    """A bracket expression as GNU matches it under -i, or None if IGNORECASE already agrees.

    ``rest`` holds the members that are neither characters nor ranges (classes), already in regex syntax.
    """
    chars = list(singles)
    cased = _cased()
    for lo, hi in ranges:
        chars.extend(cased[bisect.bisect_left(cased, lo) : bisect.bisect_right(cased, hi)])
    if not any(c in DIFFERS for c in chars):
        return None
    # A negated bracket excludes every character whose upper case is a member's too.
    spread = wide_counterparts if negated or wide else counterparts
    expanded = dict.fromkeys(x for c in chars for x in spread(c))
    body = "".join(_class_char(c) for c in expanded)
    body += "".join(f"{_class_char(lo)}-{_class_char(hi)}" for lo, hi in ranges)
    return "(?-i:[" + ("^" if negated else "") + body + "".join(rest) + "])"
