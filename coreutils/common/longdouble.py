"""x87 ``long double`` arithmetic for seq: exact integers rounded to a 64-bit significand.

GNU seq parses its operands with ``strtold`` and computes each value as
``first + i * step`` in x86-64 ``long double`` (80-bit x87: 64-bit
significand, round-half-even, exponents down to the 2**-16445 subnormal).
Values are :class:`vshell.lib.longdouble.LongDouble` (``(-1)**negative *
mantissa * 2**exponent``); every operation here computes the exact result in
integers and rounds it once, as the FPU does.  Formatting reuses
``vshell.lib.longdouble`` (glibc's ``%Lf``/``%Le``/``%Lg``/``%La``), with a
quicker integer path for the ``%.Nf`` seq prints by default.
"""

from __future__ import annotations

import math
import re
from fractions import Fraction

from vshell.lib import longdouble as ld
from vshell.lib.longdouble import LongDouble

_BITS = 64
_MAX_EXP = 16384  # a value of 2**16384 or more is inf
_MIN_EXP = -16445  # the exponent of the smallest subnormal's last bit
_FAR = 200  # bits below a sum's larger operand past which the smaller acts only as a sticky bit

ZERO = LongDouble(False, 0, 0)
DEFAULT_NAN = LongDouble(True, 0, 0, "nan")  # the x87 "indefinite" NaN has its sign bit set: "-nan"


def rounded(negative: bool, m: int, e: int) -> LongDouble:
    """The long double nearest ``(-1)**negative * m * 2**e`` (``m >= 0``), ties to even."""
    if m == 0:
        return LongDouble(negative, 0, 0)
    shift = max(m.bit_length() - _BITS, _MIN_EXP - e)
    if shift > 0:
        q = m >> shift
        r = m - (q << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m, e = q, e + shift
        if m.bit_length() > _BITS:
            m, e = m >> 1, e + 1
        if m == 0:
            return LongDouble(negative, 0, 0)
    elif shift < 0:
        m, e = m << -shift, e + shift  # normalise: a 64-bit significand unless subnormal
    if m.bit_length() + e > _MAX_EXP:
        return LongDouble(negative, 0, 0, "inf")
    return LongDouble(negative, m, e)


def from_int(n: int) -> LongDouble:
    return rounded(n < 0, abs(n), 0)


def mul_int(i: int, x: LongDouble) -> LongDouble:
    """``i * x`` for a positive integer ``i`` (seq's loop counter)."""
    if x.kind != "num":
        return x
    return rounded(x.negative, i * x.mantissa, x.exponent)


def add(a: LongDouble, b: LongDouble) -> LongDouble:
    """``a + b`` rounded once, with IEEE's signed zeros, infinities and NaNs."""
    if a.kind == "nan":
        return a
    if b.kind == "nan":
        return b
    if a.kind == "inf" or b.kind == "inf":
        if a.kind == "inf" and b.kind == "inf" and a.negative != b.negative:
            return DEFAULT_NAN
        return a if a.kind == "inf" else b
    if b.mantissa == 0:
        return LongDouble(a.negative and b.negative, 0, 0) if a.mantissa == 0 else a
    if a.mantissa == 0:
        return b
    if a.exponent < b.exponent:
        a, b = b, a
    bm, be = b.mantissa, b.exponent
    if a.exponent - (be + bm.bit_length()) > _FAR:
        bm, be = 1, a.exponent - _FAR
    am = a.mantissa << (a.exponent - be)
    total = (-am if a.negative else am) + (-bm if b.negative else bm)
    if total == 0:
        return ZERO  # an exact zero sum is +0 when rounding to nearest
    return rounded(total < 0, abs(total), be)


def compare(a: LongDouble, b: LongDouble) -> int | None:
    """-1, 0 or 1 as ``a`` is below, equal to or above ``b``; None when either is a NaN."""
    if a.kind == "nan" or b.kind == "nan":
        return None
    ra, rb = _rank(a), _rank(b)
    if ra != rb:
        return -1 if ra < rb else 1
    if abs(ra) != 1:
        return 0  # both zero (of either sign) or the same infinity
    e = min(a.exponent, b.exponent)
    ma = a.mantissa << (a.exponent - e)
    mb = b.mantissa << (b.exponent - e)
    if ma == mb:
        return 0
    return ra if ma > mb else -ra


def _rank(x: LongDouble) -> int:
    """-2 for -inf, -1 below zero, 0 for either zero, 1 above zero, 2 for inf."""
    if x.kind == "inf":
        return -2 if x.negative else 2
    if x.mantissa == 0:
        return 0
    return -1 if x.negative else 1


def less(a: LongDouble, b: LongDouble) -> bool:
    return compare(a, b) == -1


def equal(a: LongDouble, b: LongDouble) -> bool:
    return compare(a, b) == 0


def integer_value(x: LongDouble) -> int | None:
    """``x`` as an int when it is a finite integer, else None."""
    if x.kind != "num":
        return None
    if x.exponent >= 0:
        n = x.mantissa << x.exponent
    elif x.mantissa & ((1 << -x.exponent) - 1):
        return None
    else:
        n = x.mantissa >> -x.exponent
    return -n if x.negative else n


def strtold(text: str) -> LongDouble | None:
    """gnulib's ``xstrtold``: the whole of ``text`` must be a number (after leading white space); overflow
    fails, an underflow to 0 is accepted, an inexact subnormal (glibc's ERANGE) fails."""
    value, used, out_of_range = _parse(text)
    if used == 0 or used < len(text):
        return None
    if not out_of_range or value.is_zero:
        return value
    if value.kind == "inf":
        return None
    return value if _written_value(text) == abs(value.exact) else None


_LONG_DECIMAL = re.compile(r"[ \t\n\v\f\r]*([+-]?)(\d*)\.?(\d*)(?:[eE]([+-]?\d+))?")


def _parse(text: str) -> tuple[LongDouble, int, bool]:
    """``ld.parse``, also for decimal numbers with more digits than Python converts at once."""
    if len(text) < 4000:
        return ld.parse(text)
    m = _LONG_DECIMAL.fullmatch(text)
    if not m or not (m.group(2) or m.group(3)):
        return ld.parse(text)
    sign, whole, frac, exp = m.groups()
    digits = (whole + frac).lstrip("0") or "0"
    e10 = int(exp or "0") - len(frac)
    if digits == "0":
        return LongDouble(sign == "-", 0, 0), len(text), False
    magnitude = len(digits) + e10
    if magnitude > 5000:
        return LongDouble(sign == "-", 0, 0, "inf"), len(text), True
    if magnitude < -5000:
        return LongDouble(sign == "-", 0, 0), len(text), True
    value, out_of_range = ld.from_fraction(Fraction(digits_value(digits)) * Fraction(10) ** e10, sign == "-")
    return value, len(text), out_of_range


def _written_value(text: str) -> Fraction:
    """The exact magnitude ``text`` (a number ``ld.parse`` accepted as a tiny one) spells."""
    body = text.strip(" \t\n\v\f\r").lstrip("+-")
    if body[:2].lower() != "0x":
        m = _LONG_DECIMAL.fullmatch(body)
        assert m is not None
        _, whole, frac, exp10 = m.groups()
        return Fraction(digits_value(whole + frac or "0")) * Fraction(10) ** (int(exp10 or "0") - len(frac))
    digits, _, exp = body[2:].lower().partition("p")
    whole, _, frac = digits.partition(".")
    return Fraction(int(whole + frac or "0", 16)) * Fraction(2) ** (int(exp or "0") - 4 * len(frac))


def int_text(n: int) -> str:
    """``str(n)`` for any size (Python refuses to convert past 4300 digits by default)."""
    if -(10**4000) < n < 10**4000:
        return str(n)
    if n < 0:
        return "-" + int_text(-n)
    high, low = divmod(n, 10**2000)
    return int_text(high) + str(low).rjust(2000, "0")


def digits_value(s: str) -> int:
    """``int(s)`` for a string of decimal digits of any length."""
    if len(s) <= 4000:
        return int(s)
    return digits_value(s[:-2000]) * 10**2000 + int(s[-2000:])


# ---------------------------------------------------------------------------
# glibc printf of a long double
# ---------------------------------------------------------------------------


def fixed(x: LongDouble, prec: int) -> str:
    """``%.{prec}Lf`` of ``x`` (with its sign), the format seq picks by default."""
    if x.kind != "num":
        return ("-" if x.negative else "") + x.kind
    sign = "-" if x.negative else ""
    m, e = x.mantissa, x.exponent
    if e >= 0:
        digits = int_text(m << e)
        return sign + (digits + "." + "0" * prec if prec else digits)
    if prec > 64 or -e > 256:
        return sign + ld.fmt_f(x, prec, False)
    k = -e
    scaled = m * 10**prec
    q = scaled >> k
    r = scaled - (q << k)
    half = 1 << (k - 1)
    if r > half or (r == half and q & 1):
        q += 1
    if not prec:
        return sign + str(q)
    s = str(q).rjust(prec + 1, "0")
    return sign + s[:-prec] + "." + s[-prec:]


def as_exact_float(x: LongDouble) -> float | None:
    """``x`` as a Python float when a double holds it exactly (then C's and Python's ``%g`` agree digit for
    digit: both round the exact binary value half to even), else None."""
    if x.kind != "num":
        return None
    m = x.mantissa
    if m == 0:
        return -0.0 if x.negative else 0.0
    top = x.exponent + m.bit_length()
    if m.bit_length() - ((m & -m).bit_length() - 1) > 53 or not -1000 < top < 1000:
        return None
    value = math.ldexp(m, x.exponent)
    return -value if x.negative else value


def printf(flags: str, width: int, prec: int | None, conv: str, x: LongDouble) -> str:
    """glibc's ``%{flags}{width}.{prec}L{conv}`` for a long double (the ``'`` flag groups nothing in C)."""
    alt = "#" in flags
    upper = conv in "FEGA"
    zero = False
    if x.kind != "num":
        digits = x.kind.upper() if upper else x.kind
    else:
        if conv in "fF":
            # seq's own %Lf (its whole-number fast path); the rest as printf's
            digits = fixed(LongDouble(False, x.mantissa, x.exponent), 6 if prec is None else prec)
            if alt and "." not in digits:
                digits += "."
        else:
            digits = ld.fmt_finite(x, conv, prec, alt, upper)
        zero = "0" in flags and "-" not in flags
    sign = "-" if x.negative else ("+" if "+" in flags else (" " if " " in flags else ""))
    body = sign + digits
    fill = width - len(body)
    if fill <= 0:
        return body
    if "-" in flags:
        return body + " " * fill
    if zero:
        cut = len(sign) + (2 if conv in "aA" else 0)  # zeros go after the sign and the 0x
        return body[:cut] + "0" * fill + body[cut:]
    return " " * fill + body
