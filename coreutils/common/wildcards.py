"""fnmatch(3) patterns for find ``-name``/``-path`` and ls ``--hide``/``-I``, translated to ``regex``.

Like glibc's ``fnmatch`` without ``FNM_PERIOD``/``FNM_PATHNAME``: ``*`` and
``?`` match any character including ``/`` and a leading ``.``; brackets take
``!`` or ``^`` for negation, ``[:class:]``, and a leading ``]``; a backslash
quotes the next character.  An unterminated ``[`` is a literal.
"""

from __future__ import annotations

import functools

import regex

_CLASSES = {
    "alpha": r"\p{Alpha}",
    "digit": "0-9",
    "alnum": r"\p{Alnum}",
    "upper": r"\p{Upper}",
    "lower": r"\p{Lower}",
    "space": r"\s",
    "blank": r" \t",
    "punct": r"!-/:-@\[-`{-~",
    "print": r"\x20-\x7e\u00a0-\U0010ffff",
    "graph": r"\x21-\x7e\u00a1-\U0010ffff",
    "cntrl": r"\x00-\x1f\x7f",
    "xdigit": "0-9A-Fa-f",
}


def _bracket(p: str, i: int) -> tuple[str, int] | None:
    """Translate the bracket expression starting after ``[`` at ``i``; None when it never closes."""
    j = i
    negate = False
    if j < len(p) and p[j] in "!^":
        negate = True
        j += 1
    parts: list[str] = []
    first = True
    while j < len(p):
        ch = p[j]
        if ch == "]" and not first:
            body = "".join(parts)
            return ("[^" if negate else "[") + body + "]", j + 1
        first = False
        if ch == "[" and j + 1 < len(p) and p[j + 1] == ":":
            end = p.find(":]", j + 2)
            if end >= 0 and p[j + 2 : end] in _CLASSES:
                parts.append(_CLASSES[p[j + 2 : end]])
                j = end + 2
                continue
        if ch == "\\" and j + 1 < len(p):
            j += 1
            ch = p[j]
        if ch in "\\]^-[" and not (ch == "-" and parts and j + 1 < len(p) and p[j + 1] != "]"):
            parts.append("\\" + ch)
        else:
            parts.append(ch)
        j += 1
    return None


@functools.lru_cache(maxsize=512)
def glob_regex(pattern: str, ignore_case: bool = False) -> regex.Pattern[str]:
    out: list[str] = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        i += 1
        if ch == "*":
            out.append(".*")
        elif ch == "?":
            out.append(".")
        elif ch == "[":
            br = _bracket(pattern, i)
            if br is None:
                out.append(r"\[")
            else:
                out.append(br[0])
                i = br[1]
        elif ch == "\\" and i < len(pattern):
            out.append(regex.escape(pattern[i]))
            i += 1
        else:
            out.append(regex.escape(ch))
    flags = regex.DOTALL | (regex.IGNORECASE if ignore_case else 0)
    return regex.compile("".join(out), flags)


def fnmatch(pattern: str, name: str, ignore_case: bool = False) -> bool:
    return glob_regex(pattern, ignore_case).fullmatch(name) is not None
