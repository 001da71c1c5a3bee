"""gawk's regular expressions before translation: its escapes, and awk's end anchor."""

from __future__ import annotations


def end_anchors(pattern: str) -> str:
    """awk's $ matches only at the very end: each unescaped $ outside brackets becomes \\Z."""
    out: list[str] = []
    i, n = 0, len(pattern)
    while i < n:
        c = pattern[i]
        if c == "\\":
            out.append(pattern[i : i + 2])
            i += 2
            continue
        if c == "[":
            j = i + 1
            if j < n and pattern[j] == "^":
                j += 1
            if j < n and pattern[j] == "]":
                j += 1
            while j < n and pattern[j] != "]":
                j += 2 if pattern[j] == "\\" else 1
            out.append(pattern[i : j + 1])
            i = j + 1
            continue
        out.append("\\Z" if c == "$" else c)
        i += 1
    return "".join(out)


_KNOWN = set("<>`'bBwWsSy")
_C_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "f": "\f", "v": "\v", "a": "\a"}
_META = set("\\^$.[]|()*+?{}")
_HEX = set("0123456789abcdefABCDEF")


def awk_regex(text: str) -> tuple[str, list[str]]:
    """gawk's regex escapes made POSIX, and gawk's warnings about the ones it does not know.

    ``\\y`` is a word boundary, ``\\/`` and ``\\"`` are the characters, C, octal
    and ``\\x`` escapes are characters; ``\\8``, ``\\9`` and unknown letters are
    the plain character, with a warning.  Bracket expressions are left as written.
    """
    if "\\" not in text:
        return text, []
    out: list[str] = []
    warnings: list[str] = []
    i, n = 0, len(text)
    in_bracket = False
    while i < n:
        c = text[i]
        if in_bracket:
            out.append(c)
            if c == "]" and not (text[i - 1] == "[" or text[i - 2 : i] == "[^"):
                in_bracket = False
            i += 1
            continue
        if c == "[":
            in_bracket = True
            out.append(c)
            i += 1
            continue
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        d = text[i + 1]
        i += 2
        if d in "/\"":
            out.append(d)
        elif d == "y":
            out.append("\\b")
        elif d in _KNOWN:
            out.append("\\" + d)
        elif d in _C_ESCAPES:
            out.append(_C_ESCAPES[d])
        elif d in "01234567":
            j = i
            while j < n and j < i + 2 and text[j] in "01234567":
                j += 1
            out.append(_literal(_byte(int(text[i - 1 : j], 8))))
            i = j
        elif d == "x" and i < n and text[i] in _HEX:
            j = i
            while j < n and j < i + 2 and text[j] in _HEX:
                j += 1
            out.append(_literal(_byte(int(text[i:j], 16))))
            i = j
        elif d in "89":
            warnings.append(f"regexp escape sequence `\\{d}' treated as plain `{d}'")
            out.append(d)
        elif d.isalpha():
            warnings.append(f"regexp escape sequence `\\{d}' is not a known regexp operator")
            out.append(d)
        else:
            out.append("\\" + d)
    return "".join(out), warnings


def _byte(value: int) -> str:
    value &= 0xFF
    return chr(value) if value < 0x80 else chr(0xDC00 + value)


def _literal(ch: str) -> str:
    return "\\" + ch if ch in _META else ch
