"""Helpers for numfmt: x87 ``long double`` arithmetic and GNU's field-list parser.

GNU numfmt computes in ``long double`` (80-bit on x86: a 64-bit significand)
and prints with ``%Lf``, so rounding decisions (``--round``, a value just
under ``999.95``) depend on where that arithmetic rounds.  Python floats have
a 53-bit significand; exact fractions rounded to 64 bits after every
operation reproduce GNU's results bit for bit.
"""

from __future__ import annotations

import functools
from fractions import Fraction

from coreutils._args import UsageError
from coreutils._errors import quote

INTMAX_MAX = (1 << 63) - 1
UINTMAX_MAX = (1 << 64) - 1


def ld(x: Fraction | int) -> Fraction:
    """``x`` rounded to the nearest long double (64-bit significand, ties to even)."""
    if isinstance(x, int):
        x = Fraction(x)
    n, d = abs(x.numerator), x.denominator
    if n.bit_length() <= 64 and not d & (d - 1):
        return x  # already a long double (every integer below 2**64 is one)
    e = n.bit_length() - d.bit_length()
    if (n << max(0, -e)) < (d << max(0, e)):
        e -= 1
    shift = 63 - e
    num, den = (n << shift, d) if shift >= 0 else (n, d << -shift)
    q, r = divmod(num, den)
    if 2 * r > den or (2 * r == den and q & 1):
        q += 1
    value = Fraction(q, 1 << shift) if shift >= 0 else Fraction(q << -shift)
    return value if x > 0 else -value


@functools.lru_cache(maxsize=256)
def powerld(base: int, power: int) -> Fraction:
    result = Fraction(1)
    for _ in range(power):
        result = ld(result * base)
    return result


def expld(val: Fraction, base: int) -> tuple[Fraction, int]:
    """Divide by ``base`` until the magnitude is below it: (scaled value, power)."""
    power = 0
    while abs(val) >= base:
        power += 1
        val = ld(val / base)
    return val, power


def _trunc(val: Fraction) -> int:
    """C's conversion of a long double to intmax_t (towards zero)."""
    return int(val)


def simple_round(val: Fraction, method: str) -> Fraction:
    """GNU numfmt's simple_round: rounding to an integer as intmax_t, by ``--round`` method."""
    mul = _trunc(ld(val / INTMAX_MAX))
    val = ld(val - ld(Fraction(INTMAX_MAX) * mul))
    if method == "from-zero":
        method = "down" if val < 0 else "up"
    if method == "up":
        r = _trunc(val)
        if r < val:
            r += 1
    elif method == "down":
        r = _trunc(val)
        if r > val:
            r -= 1
    elif method == "towards-zero":
        r = _trunc(val)
    else:  # nearest: half away from zero, computed as GNU does
        r = _trunc(ld(val - Fraction(1, 2)) if val < 0 else ld(val + Fraction(1, 2)))
    return ld(ld(Fraction(INTMAX_MAX) * mul) + r)


def fixed(val: Fraction, precision: int) -> str:
    """``%.*Lf``: the exact binary value rounded half-to-even to ``precision`` decimals."""
    scaled = val * 10**precision
    q = round(scaled)
    sign = "-" if q < 0 or (q == 0 and val < 0) else ""
    digits = str(abs(q)).rjust(precision + 1, "0")
    if precision:
        return f"{sign}{digits[:-precision]}.{digits[-precision:]}"
    return f"{sign}{digits}"


def parse_fields(text: str) -> list[tuple[int, int]]:
    """GNU's set_fields with SETFLD_ALLOW_DASH (numfmt --field): inclusive 1-based ranges.

    Messages end with GNU's ``Try`` line (a usage error), like cut's.
    """
    ranges: list[tuple[int, int]] = []
    initial = 1
    value = 0
    lhs = rhs = dash = False
    i = 0
    if text == "-":
        value, lhs, dash, i = 1, True, True, 1
    num_start = 0
    in_digits = False
    while True:
        ch = text[i] if i < len(text) else ""
        if ch == "-":
            in_digits = False
            if dash:
                raise UsageError("invalid field range")
            dash = True
            i += 1
            if lhs and not value:
                raise UsageError("fields are numbered from 1")
            initial = value if lhs else 1
            value = 0
        elif ch in (",", " ", "\t", ""):
            in_digits = False
            if dash:
                dash = False
                if not lhs and not rhs:
                    initial = 1
                if not rhs:
                    ranges.append((initial, UINTMAX_MAX))
                else:
                    if value < initial:
                        raise UsageError("invalid decreasing range")
                    ranges.append((initial, value))
                value = 0
            else:
                if value == 0:
                    raise UsageError("fields are numbered from 1")
                ranges.append((value, value))
                value = 0
            if ch == "":
                break
            i += 1
            lhs = rhs = False
        elif ch.isdigit() and ch.isascii():
            if not in_digits:
                num_start = i
            in_digits = True
            if dash:
                rhs = True
            else:
                lhs = True
            value = value * 10 + int(ch)
            if value >= UINTMAX_MAX:
                j = num_start
                while j < len(text) and text[j] in "0123456789":
                    j += 1
                raise UsageError(f"field number {quote(text[num_start:j])} is too large")
            i += 1
        else:
            j = i
            while j < len(text) and text[j] not in ", \t":
                j += 1
            raise UsageError(f"invalid field value {quote(text[i:j])}")
    return ranges
