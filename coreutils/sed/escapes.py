"""GNU sed's escape processing (compile.c's normalize_text) and the ERE checks glibc makes for sed."""

from __future__ import annotations

from vshell.coreutils.common.posix_regex import RegexError

_SIMPLE = {"a": "\a", "f": "\f", "\n": "\n", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_BASES = {"d": 10, "x": 16, "o": 8}


def _byte(n: int) -> str:
    """The character for byte ``n`` in sed's surrogateescape-decoded text."""
    b = n & 0xFF
    return chr(b) if b < 0x80 else chr(0xDC00 + b)


def _number(text: str, i: int, base: int) -> tuple[str, int]:
    """GNU's convert_number: digits of ``base`` after the letter at ``i`` while the value can stay a byte."""
    n = 0
    top = 1
    j = i + 1
    while j < len(text) and top <= 255:
        d = int(text[j], 16) if text[j] in "0123456789abcdefABCDEF" else -1
        if d < 0 or d >= base:
            break
        n = n * base + d
        j += 1
        top *= base
    if j == i + 1:
        return text[i], j
    return _byte(n), j


def normalize_text(text: str, kind: str, *, posix: bool = False) -> str:
    """Turn ``\\n \\t \\dNNN \\oNNN \\xHH \\cX ...`` into characters.

    ``kind`` is ``regex``, ``replacement`` or ``buffer`` (a/i/c text and y
    strings, where any other ``\\X`` is X).  Raises ValueError for GNU's
    "recursive escaping after \\c not allowed".
    """
    if "\\" not in text:
        return text
    out: list[str] = []
    i = 0
    n = len(text)
    bracket = ""  # with --posix, regex bracket expressions are left alone ("" outside, "-" inside)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and not bracket:
            i += 1
            d = text[i]
            if d in _SIMPLE:
                out.append(_SIMPLE[d])
                i += 1
                continue
            if d in _BASES:
                ch, i = _number(text, i, _BASES[d])
                if kind == "replacement" and ch in "&\\":
                    out.append("\\")
                out.append(ch)
                continue
            if d == "c":
                i += 1
                if i < n:
                    x = text[i]
                    out.append(chr(ord(x.upper()) ^ 0x40) if ord(x) < 128 else x)
                    if x == "\\":
                        i += 1
                        if i >= n or text[i] != "\\":
                            raise ValueError("recursive escaping after \\c not allowed")
                    i += 1
                elif kind != "buffer":
                    out.append("\\")
                continue
            if kind != "buffer":
                out.append("\\")
            out.append(d)
            i += 1
            continue
        if kind == "regex" and posix:
            if c == "[" and not bracket:
                bracket = "-"
            elif c in ":.=" and bracket == "-" and i > 0 and text[i - 1] == "[":
                bracket = c
            elif c == "]" and bracket:
                if bracket == "-":
                    bracket = ""
                elif i >= 2 and text[i - 2] != bracket and text[i - 1] == bracket:
                    bracket = "-"
        out.append(c)
        i += 1
    return "".join(out)


def _skip_bracket(p: str, i: int) -> int:
    """Index after the bracket expression starting at ``p[i] == '['`` (or len(p) if unterminated)."""
    j = i + 1
    if j < len(p) and p[j] == "^":
        j += 1
    if j < len(p) and p[j] == "]":
        j += 1
    while j < len(p) and p[j] != "]":
        if p[j] == "[" and j + 1 < len(p) and p[j + 1] in ":.=":
            end = p.find(p[j + 1] + "]", j + 2)
            j = end + 2 if end >= 0 else j + 1
            continue
        j += 1
    return j + 1


def check_ere(p: str) -> None:
    """The ERE errors glibc reports under sed's syntax bits that grep's translation accepts.

    A repetition with nothing before it (``*a``, ``a|+``, ``(?a)``, ``^*``), an
    unmatched ``)``, and a malformed interval (``a{1``, ``a{x}``, ``a{2,1}``).
    """
    start = True
    depth = 0
    i = 0
    n = len(p)
    while i < n:
        c = p[i]
        if c == "\\":
            i += 2
            start = False
            continue
        if c == "[":
            i = _skip_bracket(p, i)
            start = False
            continue
        if c in "(|^":
            depth += c == "("
            start = True
            i += 1
            continue
        if c == ")":
            if depth == 0:
                raise RegexError("Unmatched ) or \\)")
            depth -= 1
            start = False
            i += 1
            continue
        if c in "*+?{":
            if start:
                raise RegexError("Invalid preceding regular expression")
            if c == "{":
                i = _interval(p, i + 1)
                continue
        else:
            start = False
        i += 1


def _interval(p: str, i: int) -> int:
    """Check the interval whose text starts at ``i`` (after the ``{``); the index after its ``}``."""
    j = i
    while j < len(p) and p[j].isdigit():
        j += 1
    low = int(p[i:j]) if j > i else None
    high: int | None = low
    if j < len(p) and p[j] == ",":
        k = j + 1
        while k < len(p) and p[k].isdigit():
            k += 1
        high = int(p[j + 1 : k]) if k > j + 1 else None
        j = k
        if low is None:
            low = 0
    if j >= len(p):
        raise RegexError("Unmatched \\{")
    if p[j] != "}" or low is None or (high is not None and high < low):
        raise RegexError("Invalid content of \\{\\}")
    return j + 1
