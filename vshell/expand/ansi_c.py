"""Decoding of ``$'...'`` (ANSI-C quoting) and the shared backslash-escape table.

bash works on bytes here: ``\\xHH`` and ``\\nnn`` give raw bytes (invalid
UTF-8 survives as surrogate escapes), ``\\u``/``\\U`` give the UTF-8 encoding
of the code point (also surrogates and values past U+10FFFF, as bash's own
encoder does), ``\\cX`` is the control character of X's first byte, and the
value ends at the first NUL byte because bash's strings are C strings.
Unknown escapes keep their backslash.
"""

from __future__ import annotations

import enum

SIMPLE_ESCAPES: dict[str, bytes] = {
    "a": b"\x07",
    "b": b"\x08",
    "e": b"\x1b",
    "E": b"\x1b",
    "f": b"\x0c",
    "n": b"\n",
    "r": b"\r",
    "t": b"\t",
    "v": b"\x0b",
    "\\": b"\\",
    "'": b"'",
    '"': b'"',
    "?": b"?",
}

_OCT = frozenset("01234567")
_HEX = frozenset("0123456789abcdefABCDEF")


def encode_code_point(cp: int) -> bytes:
    """UTF-8 encoding of ``cp`` the way bash's ``u32cconv`` writes it, surrogates and >U+10FFFF included."""
    if cp < 0x80:
        return bytes([cp])
    if cp < 0x800:
        return bytes([0xC0 | cp >> 6, 0x80 | cp & 0x3F])
    if cp < 0x10000:
        return bytes([0xE0 | cp >> 12, 0x80 | (cp >> 6) & 0x3F, 0x80 | cp & 0x3F])
    if cp < 0x200000:
        return bytes([0xF0 | cp >> 18, 0x80 | (cp >> 12) & 0x3F, 0x80 | (cp >> 6) & 0x3F, 0x80 | cp & 0x3F])
    if cp < 0x4000000:
        return bytes(
            [
                0xF8 | cp >> 24,
                0x80 | (cp >> 18) & 0x3F,
                0x80 | (cp >> 12) & 0x3F,
                0x80 | (cp >> 6) & 0x3F,
                0x80 | cp & 0x3F,
            ]
        )
    return bytes(
        [
            0xFC | (cp >> 30) & 0x01,
            0x80 | (cp >> 24) & 0x3F,
            0x80 | (cp >> 18) & 0x3F,
            0x80 | (cp >> 12) & 0x3F,
            0x80 | (cp >> 6) & 0x3F,
            0x80 | cp & 0x3F,
        ]
    )


def _take(data: bytes, i: int, allowed: frozenset[str], most: int) -> int:
    j = i
    while j < len(data) and j - i < most and chr(data[j]) in allowed:
        j += 1
    return j


class EscapeMode(enum.Enum):
    """The four flavours of backslash escapes bash has, which differ in small ways."""

    ANSI_C = "ansi_c"  # $'...': \nnn octal, \cX control, \' \" \? decoded
    ECHO = "echo"  # echo -e: octal only as \0nnn, \c stops, \' \" \? kept
    PRINTF_B = "printf_b"  # printf %b: \0nnn and \nnn, \c stops, missing-digit warnings
    PRINTF_FORMAT = "printf_format"  # printf's format: \nnn, \" \' \? decoded, \c literal


def decode_escapes(data: bytes, mode: EscapeMode = EscapeMode.ANSI_C) -> tuple[bytes, bool, list[str]]:
    """Decode backslash escapes in ``data`` under ``mode``.

    Returns ``(decoded, stopped, warnings)``: ``stopped`` is True when a
    ``\\c`` ended the output (echo -e, printf %b; the rest is dropped);
    ``warnings`` are printf's messages without the ``printf: `` prefix
    (``missing hex digit for \\x``).
    """
    out = bytearray()
    warnings: list[str] = []
    ansi = mode is EscapeMode.ANSI_C
    i = 0
    n = len(data)
    while i < n:
        b = data[i]
        if b != 0x5C or i + 1 >= n:
            out.append(b)
            i += 1
            continue
        c = chr(data[i + 1])
        if c in SIMPLE_ESCAPES and (c not in "'\"?" or mode in (EscapeMode.ANSI_C, EscapeMode.PRINTF_FORMAT)):
            out += SIMPLE_ESCAPES[c]
            i += 2
        elif c in _OCT and (mode is not EscapeMode.ECHO or c == "0"):
            if c == "0" and mode in (EscapeMode.ECHO, EscapeMode.PRINTF_B):
                start, most = i + 2, 3  # \0nnn: up to three digits after the 0
            else:
                start, most = i + 1, 3
            j = _take(data, start, _OCT, most)
            out.append(int(data[start:j] or b"0", 8) & 0xFF)
            i = j
        elif c == "x":
            j = _take(data, i + 2, _HEX, 2)
            if j == i + 2:
                if mode in (EscapeMode.PRINTF_B, EscapeMode.PRINTF_FORMAT):
                    warnings.append("missing hex digit for \\x")
                out += b"\\x"
                i += 2
            else:
                out.append(int(data[i + 2 : j], 16))
                i = j
        elif c in "uU":
            j = _take(data, i + 2, _HEX, 4 if c == "u" else 8)
            if j == i + 2:
                if mode in (EscapeMode.PRINTF_B, EscapeMode.PRINTF_FORMAT):
                    warnings.append(f"missing unicode digit for \\{c}")
                out += b"\\" + c.encode()
                i += 2
            else:
                out += encode_code_point(int(data[i + 2 : j], 16))
                i = j
        elif c == "c" and mode in (EscapeMode.ECHO, EscapeMode.PRINTF_B):
            return bytes(out), True, warnings
        elif c == "c" and ansi and i + 2 < n:
            x = data[i + 2]
            step = 3
            if x == 0x5C and i + 3 < n and data[i + 3] == 0x5C:
                step = 4  # \c\\ is the control character of one backslash
            out.append(0x7F if x == 0x3F else bytes([x]).upper()[0] & 0x1F)
            i += step
        else:
            out += data[i : i + 2]
            i += 2
    return bytes(out), False, warnings


def decode_ansi_c(raw: str) -> str:
    """The value of ``$'raw'``: escapes decoded, cut at the first NUL, bytes -> str with surrogateescape."""
    if "\\" not in raw:
        return raw
    data, _, _ = decode_escapes(raw.encode("utf-8", "surrogateescape"), EscapeMode.ANSI_C)
    nul = data.find(b"\0")
    if nul >= 0:
        data = data[:nul]
    return data.decode("utf-8", "surrogateescape")
