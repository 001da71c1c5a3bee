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

from vshell.coreutils.common.fields import parse_list

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
    """GNU's set_fields with SETFLD_ALLOW_DASH (numfmt --field): inclusive 1-based ranges."""
    return parse_list(text, allow_dash=True)


