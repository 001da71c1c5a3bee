"""bc's numbers: exact decimals with a scale, and bc's rules for the scale of each result.

A number is an integer ``value`` and a ``scale`` (digits after the point):
``Num(150, 2)`` is 1.50.  Division truncates toward zero at the global
``scale``; multiplication keeps ``min(a.scale + b.scale, max(scale, a.scale,
b.scale))`` digits; ``%`` is ``a - (a / b) * b`` computed at ``scale``, so it
depends on ``scale`` as GNU bc's does; ``^`` takes an integer exponent.
Printing follows bc: no leading ``0`` before the point, ``0`` for zero,
bases other than ten digit by digit (``A``-``F`` up to sixteen, then
space-separated decimal groups).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

MAX_DIGITS = 1_000_000  # a bound on any one result, so 9^9^9 is a clean error and not a memory bomb


class BcError(Exception):
    """A run-time error, worded as GNU bc words it (``Divide by zero``)."""


@dataclass(frozen=True, slots=True)
class Num:
    value: int
    scale: int

    @staticmethod
    def of(n: int) -> Num:
        return Num(n, 0)

    def rescale(self, scale: int) -> Num:
        """The same number with ``scale`` digits, truncating toward zero."""
        if scale == self.scale:
            return self
        if scale > self.scale:
            return Num(self.value * 10 ** (scale - self.scale), scale)
        q = abs(self.value) // 10 ** (self.scale - scale)
        return Num(q if self.value >= 0 else -q, scale)

    def is_zero(self) -> bool:
        return self.value == 0

    def truth(self) -> bool:
        return self.value != 0

    def to_int(self) -> int:
        """The integer part, truncated toward zero."""
        return self.rescale(0).value

    def length(self) -> int:
        """bc's ``length``: significant digits, counting the scale's digits."""
        digits = len(str(abs(self.value))) if self.value else 0
        if self.value == 0:
            return max(self.scale, 1) if self.scale else 1
        return max(digits, self.scale)


def _align(a: Num, b: Num) -> tuple[int, int, int]:
    s = max(a.scale, b.scale)
    return a.rescale(s).value, b.rescale(s).value, s


def _check(n: Num) -> Num:
    if abs(n.value).bit_length() > MAX_DIGITS * 3.33:
        raise BcError("number too large")
    return n


def add(a: Num, b: Num) -> Num:
    x, y, s = _align(a, b)
    return Num(x + y, s)


def sub(a: Num, b: Num) -> Num:
    x, y, s = _align(a, b)
    return Num(x - y, s)


def mul(a: Num, b: Num, scale: int) -> Num:
    full = Num(a.value * b.value, a.scale + b.scale)
    return _check(full.rescale(min(a.scale + b.scale, max(scale, a.scale, b.scale))))


def div(a: Num, b: Num, scale: int) -> Num:
    if b.is_zero():
        raise BcError("Divide by zero")
    # a/b at `scale` digits: (a.value * 10^(scale + b.scale)) / (b.value * 10^a.scale), truncated
    num = a.value * 10 ** (scale + b.scale)
    den = b.value * 10 ** a.scale
    q = abs(num) // abs(den)
    return Num(q if (num >= 0) == (den >= 0) else -q, scale)


def mod(a: Num, b: Num, scale: int) -> Num:
    if b.is_zero():
        raise BcError("Modulo by zero")
    q = div(a, b, scale)
    r_scale = max(scale + b.scale, a.scale)
    prod = Num(q.value * b.value, q.scale + b.scale)
    return sub(a.rescale(r_scale), prod.rescale(r_scale)).rescale(r_scale)


def power(a: Num, b: Num, scale: int) -> Num:
    if b.scale and b.value % 10 ** b.scale:
        raise BcError("Non-zero scale in exponent")  # bc warns and truncates; see NOTES L-bc-errors
    e = b.to_int()
    if e == 0:
        return Num(1, 0)
    if abs(e) * max(len(str(abs(a.value))), 1) > MAX_DIGITS:
        raise BcError("exponent too large in raise")
    if e < 0:
        whole = Num(a.value ** -e, a.scale * -e)
        return div(Num(1, 0), whole, scale)
    result = Num(a.value**e, a.scale * e)
    return _check(result.rescale(min(a.scale * e, max(scale, a.scale))))


def sqrt(a: Num, scale: int) -> Num:
    if a.value < 0:
        raise BcError("Square root of a negative number")
    s = max(scale, a.scale)
    n = a.rescale(2 * s).value  # value * 10^(2s)
    return Num(math.isqrt(n), s)


def compare(a: Num, b: Num) -> int:
    x, y, _ = _align(a, b)
    return (x > y) - (x < y)


def parse_number(text: str, ibase: int) -> Num:
    """A numeric constant in ``ibase``: digits 0-9 and A-F (each worth its value even above ibase)."""
    whole, _, frac = text.partition(".")
    if len(whole) == 1 and not frac:
        return Num(int(whole, 16), 0)  # a single digit is its own value whatever ibase is
    v = 0
    for ch in whole:
        v = v * ibase + int(ch, 16)
    if not frac:
        return Num(v, 0)
    # the fraction keeps as many decimal digits as it has base-ibase digits, truncated
    num, den = 0, 1
    for ch in frac:
        num = num * ibase + int(ch, 16)
        den *= ibase
    scale = len(frac)
    fv = num * 10**scale // den
    return Num(v * 10**scale + fv, scale)


_DIGITS = "0123456789ABCDEF"


def format_number(n: Num, obase: int) -> str:
    """``n`` as bc prints it in ``obase``, before line breaking."""
    if n.is_zero():
        return "0"
    sign = "-" if n.value < 0 else ""
    a = abs(n.value)
    ip, fp = divmod(a, 10**n.scale)
    if obase == 10:
        out = (str(ip) if ip else "")
        if n.scale:
            out += "." + str(fp).rjust(n.scale, "0")
        return sign + out
    width = len(str(obase - 1))
    big = obase > 16

    def digit(d: int, space: bool = True) -> str:
        return f"{' ' if space else ''}{str(d).rjust(width, '0')}" if big else _DIGITS[d]

    digits = []
    while ip:
        ip, d = divmod(ip, obase)
        digits.append(digit(d))
    out = "".join(reversed(digits)) if digits else ("" if n.scale else digit(0))
    if n.scale:
        out += "."
        # as many base-obase digits as it takes to show 10^-scale
        place, frac, den = 1, fp, 10**n.scale
        first = True
        while place < den:
            frac *= obase
            d, frac = divmod(frac, den)
            out += digit(d, not first)  # bc puts no space before the first fraction digit
            first = False
            place *= obase
    return sign + out


def break_lines(text: str, width: int) -> str:
    """bc's output lines: ``width - 2`` characters and a backslash, then a newline (GNU counts the newline)."""
    if width <= 2 or len(text) < width:
        return text
    step = width - 2
    parts = [text[i : i + step] for i in range(0, len(text), step)]
    return "\\\n".join(parts)
