"""AWK values: numbers (``float``), strings, numeric input strings and the uninitialised value.

``StrNum`` is an input string that looks numeric (POSIX "numeric string"):
it compares as a number but prints exactly as read.  ``UNINIT`` is both ""
and 0.  The control-flow exceptions of the language live here too.
"""

from __future__ import annotations

import math
import re
from contextvars import ContextVar
from typing import Any


class StrNum(str):
    """An input string that looks like a number (POSIX 'numeric string')."""

    num: float


class Uninit(str):
    pass


class RegexVal(str):
    """A gawk regex constant ``@/re/`` held as a value: its text, of type "regexp"."""


UNINIT = Uninit("")
# gawk takes infinity and NaN from input only with a sign: "+inf" is numeric, "inf" a string.
_NUMERIC = re.compile(r"[ \t\n]*(?:[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|[-+](?:inf|nan))[ \t\n]*\Z",
                      re.IGNORECASE)
_NUMBER_START = frozenset(" \t\n+-.0123456789iInN")
_PREFIX = re.compile(r"[ \t\n\r\f\v]*([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?))")


class AwkError(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.line = 0  # the source line, when known where it was raised


class AwkNext(Exception):
    pass


class AwkNextFile(Exception):
    pass


class AwkExit(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class AwkReturn(Exception):
    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value


class AwkBreak(Exception):
    pass


class AwkContinue(Exception):
    pass


# How text becomes a number besides decimal, for the awk running in this thread (set by Interp.run):
# "" (gawk: 0x... is not a number), "posix" (C's strtod: hexadecimal too, as gawk --posix reads input)
# or "nondec" (-n, --non-decimal-data: 0x... hexadecimal and 0... octal as well).
NUMBERS: ContextVar[str] = ContextVar("awk_numbers", default="")
_HEX_FLOAT = re.compile(r"[ \t\n\r\f\v]*([-+]?0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][-+]?\d+)?)")
_HEX_INT = re.compile(r"0[xX]([0-9a-fA-F]*)")
_OCTAL = re.compile(r"0[0-7]+\Z")


def strnum(s: str) -> str:
    """Mark input text that looks numeric (fields, getline vars, ARGV, ENVIRON, -v)."""
    if s.isdigit() and s.isascii():  # the common case, without a regex
        v = StrNum(s)
        v.num = float(s) if s[0] != "0" or not NUMBERS.get() else to_num(s)
        return v
    if s[:1] not in _NUMBER_START:  # also the common case: a word
        return s
    if _NUMERIC.match(s) or (NUMBERS.get() and _other_base_text(s)):
        v = StrNum(s)
        v.num = to_num(s)
        return v
    return s


def _other_base_text(s: str) -> bool:
    """Whether the text is all one hexadecimal (or, for -n, octal) number, as the thread's rule reads them."""
    t = s.strip(" \t\n")
    m = _HEX_FLOAT.match(t)
    if m is not None and m.end() == len(t):
        return NUMBERS.get() == "posix" or t[0] in "+-" or _HEX_INT.fullmatch(t) is not None
    return False


def other_base(text: str) -> float | None:
    """A 0x hexadecimal or 0 octal number at the start of the text (gawk's strtonum and -n), else None."""
    if len(text) < 2 or text[0] != "0":
        return None
    if text[1] in "xX":
        digits = _HEX_INT.match(text)
        return float(int(digits.group(1), 16)) if digits is not None and digits.group(1) else 0.0
    run = re.match(r"\d*", text).group()  # type: ignore[union-attr]
    if text[len(run) : len(run) + 1] in (".", "e", "E") or text[1] in "89" or not text[1].isdigit():
        return None
    octal = re.match(r"[0-7]*", text).group()  # type: ignore[union-attr]
    return None if run != octal else float(int(octal, 8))


def to_num(v: Any) -> float:
    if type(v) is float:
        return v
    if isinstance(v, StrNum):
        return v.num
    rule = NUMBERS.get()
    if rule:
        t = v.lstrip(" \t\n\r\f\v")
        n = other_base(t) if rule == "nondec" else None
        if n is not None:
            return n
        h = _HEX_FLOAT.match(t)
        if h is not None:
            return float.fromhex(h.group(1))
    m = _PREFIX.match(v)
    if not m:
        low = v.strip().lower()
        if low in ("+inf", "-inf", "+nan", "-nan"):
            return float(low)
        return 0.0
    return float(m.group(1))


def num_to_str(n: float, fmt: str) -> str:
    if math.isfinite(n) and n == int(n):
        return str(int(n))
    if math.isnan(n):
        return "-nan" if math.copysign(1, n) < 0 else "+nan"
    if math.isinf(n):
        return "-inf" if n < 0 else "+inf"
    return format_printf(fmt, [n])


def is_true(v: Any) -> bool:
    if isinstance(v, float):
        return v != 0.0
    if isinstance(v, StrNum):
        return v.num != 0.0
    return bool(v != "")


_FMT = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+)?)?([a-zA-Z%])")


def format_printf(fmt: str, args: list[Any], convfmt: str = "%.6g") -> str:
    out: list[str] = []
    pos = 0
    ai = 0

    def arg() -> Any:
        nonlocal ai
        if ai < len(args):
            ai += 1
            return args[ai - 1]
        raise AwkError(
            "fatal: not enough arguments to satisfy format string\n"
            f"\t`{fmt}'\n\t{' ' * (m.end() - 1)}^ ran out for this one"
        )

    for m in _FMT.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        flags, width, prec, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            w = _finite_int(to_num(arg()))
            if w < 0:
                flags += "-"
                w = -w
            width = str(w)
        if prec == "*":
            p = to_num(arg())
            prec = str(max(0, int(p))) if math.isfinite(p) else None
        spec = "%" + flags + (width or "") + ("." + prec if prec is not None else "")
        value = arg()
        if conv in "dioxXu" and not math.isfinite(to_num(value)):
            # gawk prints +inf, -inf, +nan or -nan for an integer format, ignoring width.
            out.append(num_to_str(to_num(value), "%.6g"))
        elif conv in "di":
            out.append((spec + "d") % int(to_num(value)))
        elif conv in "oxXu":
            n = int(to_num(value))
            if n < 0:
                n &= (1 << 64) - 1
            if conv == "o" and "#" in flags:
                out.append(_alt_octal(n, flags, width, prec))
            else:
                out.append((spec + ("d" if conv == "u" else conv)) % n)
        elif conv in "eEfFgGaA":
            x = to_num(value)
            out.append(float.hex(x) if conv in "aA" else (spec + conv) % x)
        elif conv == "c":
            if isinstance(value, float):
                code = _finite_int(value)
                ch = chr(code) if 0 <= code < 0x110000 else ""
            else:
                # gawk prints a NUL byte for %c of an empty string.
                ch = value[:1] or "\0"
            out.append((spec + "s") % ch)
        elif conv == "s":
            text = value if isinstance(value, str) else num_to_str(value, convfmt)
            out.append((spec + "s") % text)
        else:
            out.append(m.group())
    out.append(fmt[pos:])
    return "".join(out)


def _finite_int(x: float) -> int:
    """C's conversion of a double to an int where Python's raises: infinities and NaN give 0."""
    return int(x) if math.isfinite(x) else 0


def _alt_octal(n: int, flags: str, width: str | None, prec: str | None) -> str:
    """C's %#o: a leading 0 (not Python's 0o), then the usual width and padding."""
    digits = ("%." + prec + "o") % n if prec else f"{n:o}"
    if not digits.startswith("0"):
        digits = "0" + digits
    w = int(width or 0)
    if "-" in flags:
        return digits.ljust(w)
    return digits.rjust(w, "0" if "0" in flags and prec is None else " ")


def is_numeric(v: Any) -> bool:
    """Uninitialised values, numbers and numeric input strings compare as numbers."""
    return isinstance(v, float | StrNum | Uninit)
