"""x87 80-bit ``long double`` emulation for printf's floating conversions.

bash's printf parses numbers with ``strtold`` and prints them with glibc's
``%Lf``/``%Le``/``%Lg``/``%La``, so ``printf '%.20f' 0.1`` shows the long
double value ``0.10000000000000000000`` where a C double would show
``...0555``.  We reproduce that exactly: parse the text to an exact rational,
round it to a 64-bit significand (round-half-even, like strtold), then format
the exact binary value with round-half-even as glibc does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

_SIG_BITS = 64
_MAX_EXP = 16384  # values >= 2**16384 overflow to inf
_MIN_EXP = -16445  # below the smallest subnormal (2**-16445) rounds to 0

_DEC_RE = re.compile(r"[ \t\n\v\f\r]*([+-]?)(?:(\d+)\.?(\d*)|\.(\d+))(?:[eE]([+-]?\d+))?")
_HEX_RE = re.compile(
    r"[ \t\n\v\f\r]*([+-]?)0[xX](?:([0-9a-fA-F]+)\.?([0-9a-fA-F]*)|\.([0-9a-fA-F]+))(?:[pP]([+-]?\d+))?"
)
_SPECIAL_RE = re.compile(r"[ \t\n\v\f\r]*([+-]?)(inf(?:inity)?|nan(?:\([0-9A-Za-z_]*\))?)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class LongDouble:
    """``(-1)**negative * mantissa * 2**exponent``; ``kind`` is ``num``, ``inf`` or ``nan``."""

    negative: bool
    mantissa: int
    exponent: int
    kind: str = "num"

    @property
    def exact(self) -> Fraction:
        value = Fraction(self.mantissa) * (Fraction(2) ** self.exponent)
        return -value if self.negative else value

    @property
    def is_zero(self) -> bool:
        return self.kind == "num" and self.mantissa == 0


def from_fraction(value: Fraction, negative: bool | None = None) -> tuple[LongDouble, bool]:
    """Round an exact value to the nearest long double; returns ``(value, overflowed_or_underflowed)``."""
    neg = value < 0 if negative is None else negative
    v = abs(value)
    if v == 0:
        return LongDouble(neg, 0, 0), False
    e = v.numerator.bit_length() - v.denominator.bit_length() - _SIG_BITS
    while True:
        scaled = v / (Fraction(2) ** e)
        if scaled >= 2**_SIG_BITS:
            e += 1
        elif scaled < 2 ** (_SIG_BITS - 1):
            e -= 1
        else:
            break
    if e < _MIN_EXP:
        # subnormal: a fixed exponent and fewer significant bits; strtold reports ERANGE
        m = _round_half_even(v / (Fraction(2) ** _MIN_EXP))
        return LongDouble(neg, m, _MIN_EXP), True
    m = _round_half_even(scaled)
    if m == 2**_SIG_BITS:
        m >>= 1
        e += 1
    if m.bit_length() + e > _MAX_EXP:
        return LongDouble(neg, 0, 0, "inf"), True
    return LongDouble(neg, m, e), False


def _round_half_even(x: Fraction) -> int:
    q, r = divmod(x.numerator, x.denominator)
    twice = 2 * r
    if twice > x.denominator or (twice == x.denominator and q & 1):
        q += 1
    return q


def parse(text: str) -> tuple[LongDouble, int, bool]:
    """``strtold``: returns ``(value, characters consumed, out_of_range)``; consumed 0 means no number."""
    m = _HEX_RE.match(text)
    if m:
        sign, ip, fp, only_frac, exp = m.groups()
        digits = (ip or "") + (fp or only_frac or "")
        frac_len = len(fp or only_frac or "")
        value = Fraction(int(digits, 16)) * Fraction(2) ** (int(exp or 0) - 4 * frac_len)
        ld, oor = from_fraction(value, sign == "-")
        return ld, m.end(), oor and value != 0
    m = _SPECIAL_RE.match(text)
    if m:
        sign, word = m.groups()
        kind = "inf" if word[0] in "iI" else "nan"
        return LongDouble(sign == "-", 0, 0, kind), m.end(), False
    m = _DEC_RE.match(text)
    if not m:
        return LongDouble(False, 0, 0), 0, False
    sign, ip, fp, only_frac, exp = m.groups()
    digits = (ip or "") + (fp or only_frac or "")
    frac_len = len(fp or only_frac or "")
    significant = digits.lstrip("0")
    if not significant:
        return LongDouble(sign == "-", 0, 0), m.end(), False
    stripped = significant.rstrip("0")
    e10 = _exponent(exp) - frac_len + len(significant) - len(stripped)
    significant = stripped
    if len(significant) > _KEEP_DIGITS:
        # Digits past the first _KEEP_DIGITS only decide on which side of a rounding boundary the value
        # lies (a boundary has fewer digits): a nonzero one becomes a final 1.
        e10 += len(significant) - _KEEP_DIGITS - 1
        significant = significant[:_KEEP_DIGITS] + "1"
    n = _decimal_int(significant)
    # bound the work for absurd exponents: anything past 10**5000 is inf/0 anyway
    magnitude = len(significant) + e10
    if magnitude > 5000:
        return LongDouble(sign == "-", 0, 0, "inf"), m.end(), True
    if magnitude < -5000:
        return LongDouble(sign == "-", 0, 0), m.end(), True
    value = Fraction(n) * Fraction(10) ** e10
    ld, oor = from_fraction(value, sign == "-")
    return ld, m.end(), oor


_KEEP_DIGITS = 6000
"""More significant digits than any long double's halfway point has (a subnormal's runs to about 4,950)."""


def _exponent(text: str | None) -> int:
    """A decimal exponent's value, saturated: past a million digits' worth the answer is inf or 0 anyway."""
    if not text:
        return 0
    negative = text.startswith("-")
    body = text.lstrip("+-").lstrip("0") or "0"
    if len(body) > 9:
        return -10**9 if negative else 10**9
    return -int(body) if negative else int(body)


def _decimal_int(digits: str) -> int:
    """``int(digits)`` in chunks under Python's 4,300-digit conversion limit."""
    if len(digits) <= 4000:
        return int(digits)
    n = 0
    for i in range(0, len(digits), 4000):
        chunk = digits[i : i + 4000]
        n = n * 10 ** len(chunk) + int(chunk)
    return n


def from_int(n: int) -> LongDouble:
    """An integer (a character code, for ``'c`` arguments) as a long double."""
    return from_fraction(Fraction(n))[0]


# ---------------------------------------------------------------------------
# Formatting: digits only; the caller adds sign, padding and flags.
# ---------------------------------------------------------------------------


def _scaled_round(v: Fraction, power10: int) -> int:
    return _round_half_even(v * Fraction(10) ** power10)


def _int_str(n: int) -> str:
    """``str(n)`` for any size (long doubles reach 4933 digits, past Python's default conversion limit)."""
    if n < 10**4000:
        return str(n)
    k = 2000
    q, r = divmod(n, 10**k)
    return _int_str(q) + _int_str(r).rjust(k, "0")


def _places(x: LongDouble) -> int:
    """Decimal places after which ``x``'s expansion ends: ``m * 2**-k`` has at most ``k``, so rounding
    further changes nothing and every later digit is 0.  A precision of millions (``%.8000000f``) then
    costs one string of zeros, not a multiplication by ``10**8000000``."""
    return max(0, -x.exponent)


def fmt_f(x: LongDouble, prec: int, alt: bool) -> str:
    """``%.{prec}f`` of ``|x|`` (no sign)."""
    zeros = max(0, prec - _places(x))
    prec -= zeros
    n = _scaled_round(abs(x.exact), prec)
    s = _int_str(n).rjust(prec + 1, "0")
    if prec == 0 and not zeros:
        return s + ("." if alt else "")
    cut = len(s) - prec
    return s[:cut] + "." + s[cut:] + "0" * zeros


def _decimal_exponent(v: Fraction) -> int:
    e = int((v.numerator.bit_length() - v.denominator.bit_length()) * 0.30102999566398120)
    while Fraction(10) ** e > v:
        e -= 1
    while Fraction(10) ** (e + 1) <= v:
        e += 1
    return e


def _e_digits(v: Fraction, prec: int, places: int) -> tuple[str, int]:
    """Digits (prec+1 of them) and decimal exponent of ``v`` > 0 rounded to ``prec`` places after the point;
    ``v``'s expansion ends after ``places`` decimal places (the digits past them are zeros, see ``_places``)."""
    e = _decimal_exponent(v)
    zeros = max(0, prec - e - places)
    prec -= zeros
    n = _scaled_round(v, prec - e)
    if n >= 10 ** (prec + 1):
        e += 1
        n = _scaled_round(v, prec - e)
    return _int_str(n) + "0" * zeros, e


def fmt_e(x: LongDouble, prec: int, alt: bool, upper: bool) -> str:
    """``%.{prec}e`` of ``|x|`` (no sign)."""
    v = abs(x.exact)
    if v == 0:
        digits, e = "0" * (prec + 1), 0
    else:
        digits, e = _e_digits(v, prec, _places(x))
    mant = digits[0] + ("." + digits[1:] if prec > 0 else ("." if alt else ""))
    exp = f"{'E' if upper else 'e'}{'-' if e < 0 else '+'}{abs(e):02d}"
    return mant + exp


def fmt_g(x: LongDouble, prec: int, alt: bool, upper: bool) -> str:
    """``%.{prec}g`` of ``|x|`` (no sign)."""
    p = prec if prec != 0 else 1
    v = abs(x.exact)
    e = 0 if v == 0 else _e_digits(v, p - 1, _places(x))[1]
    if -4 <= e < p:
        s = fmt_f(x, p - 1 - e, alt)
    else:
        s = fmt_e(x, p - 1, alt, upper)
    if not alt:
        mant, sep, exp = s.partition("E" if upper else "e")
        if "." in mant:
            mant = mant.rstrip("0").rstrip(".")
        s = mant + (sep + exp if sep else "")
    return s


def fmt_finite(x: LongDouble, conv: str, prec: int | None, alt: bool, upper: bool) -> str:
    """The digits of finite ``x`` for a ``%f %e %g %a`` conversion (either case), without sign or padding."""
    if conv in "fF":
        return fmt_f(x, 6 if prec is None else prec, alt)
    if conv in "eE":
        return fmt_e(x, 6 if prec is None else prec, alt, upper)
    if conv in "gG":
        return fmt_g(x, 6 if prec is None else prec, alt, upper)
    return fmt_a(x, prec, upper, alt)


def fmt_a(x: LongDouble, prec: int | None, upper: bool, alt: bool = False) -> str:
    """``%La`` of ``|x|``: glibc puts the significand's top four bits before the point (``0x8p-3`` for 1)."""
    if x.mantissa == 0:
        body = "0" + ("." + "0" * prec if prec else ("." if alt else "")) + "p+0"
        return ("0X" + body.upper()) if upper else "0x" + body
    if x.exponent == _MIN_EXP and x.mantissa.bit_length() < _SIG_BITS:
        m = x.mantissa  # subnormal: glibc keeps the fixed exponent and leading zero digits
        exp = _MIN_EXP + 60
    else:
        m = x.mantissa << (_SIG_BITS - x.mantissa.bit_length())
        exp = x.exponent - (_SIG_BITS - x.mantissa.bit_length()) + 60
    frac_bits = 60
    if prec is not None and prec < 15:
        drop = 4 * (15 - prec)
        m = _round_half_even(Fraction(m, 1 << drop))
        frac_bits -= drop
        if m >> frac_bits >= 16:
            m >>= 4
            exp += 4
    lead = m >> frac_bits
    frac = m & ((1 << frac_bits) - 1)
    hexfrac = f"{frac:0{frac_bits // 4}x}" if frac_bits else ""
    if prec is None:
        hexfrac = hexfrac.rstrip("0")
    elif prec > len(hexfrac):
        hexfrac += "0" * (prec - len(hexfrac))
    point = "." + hexfrac if hexfrac else ("." if alt else "")
    body = f"{lead:x}" + point + f"p{'-' if exp < 0 else '+'}{abs(exp)}"
    return ("0X" + body.upper()) if upper else "0x" + body
