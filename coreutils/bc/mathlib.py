"""``bc -l``'s functions s, c, a, l, e and j, each exact to ``scale`` digits, truncated as bc truncates.

Each is computed with Python's ``decimal`` at the scale plus guard digits and
then cut to ``scale`` digits, which gives GNU bc's digits in the cases
measured (NOTES.md L-bc-mathlib).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal, localcontext

from vshell.coreutils.bc.lang import State
from vshell.coreutils.bc.number import BcError, Num

_GUARD = 12


def _dec(n: Num) -> Decimal:
    return Decimal(n.value).scaleb(-n.scale)


def _num(d: Decimal, scale: int) -> Num:
    with localcontext() as c:
        c.prec = max(scale + len(str(int(abs(d)))) + _GUARD, 28)
        q = d.scaleb(scale).to_integral_value(rounding="ROUND_DOWN")
    return Num(int(q), scale)


def _alternating(term: Decimal, x: Decimal, n: int, prec: int) -> Decimal:
    """sum of term, -term*x^2/((n+1)(n+2)), ...: the sine series from (x, 1), the cosine series from (1, 0)."""
    with localcontext() as c:
        c.prec = prec
        total = term
        eps = Decimal(10) ** -(prec + 2)
        while abs(term) > eps:
            term = -term * x * x / ((n + 1) * (n + 2))
            total += term
            n += 2
        return total


def _series_sin(x: Decimal, prec: int) -> Decimal:
    return _alternating(x, x, 1, prec)


def _series_cos(x: Decimal, prec: int) -> Decimal:
    return _alternating(Decimal(1), x, 0, prec)


def _pi(prec: int) -> Decimal:
    with localcontext() as c:
        c.prec = prec + 5
        return 4 * (4 * _atan_small(Decimal(1) / 5, prec + 5) - _atan_small(Decimal(1) / 239, prec + 5))


def _atan_small(x: Decimal, prec: int) -> Decimal:
    with localcontext() as c:
        c.prec = prec
        term, total, n = x, x, 1
        eps = Decimal(10) ** -(prec + 2)
        while abs(term) > eps:
            term = -term * x * x
            n += 2
            total += term / n
        return total


def _atan(x: Decimal, prec: int) -> Decimal:
    with localcontext() as c:
        c.prec = prec
        if x < 0:
            return -_atan(-x, prec)
        if x > 1:
            return _pi(prec) / 2 - _atan(1 / x, prec)
        # halve the argument twice so the series converges fast: atan(x) = 2 atan(x / (1 + sqrt(1 + x^2)))
        y = x / (1 + (1 + x * x).sqrt())
        y = y / (1 + (1 + y * y).sqrt())
        return 4 * _atan_small(y, prec)


def _prec(scale: int, x: Decimal) -> int:
    return scale + _GUARD + max(len(str(int(abs(x)))), 1)


def sine(state: State, args: list[Num]) -> Num:
    (x,) = _one(args, "s")
    d = _dec(x)
    p = _prec(state.scale, d)
    with localcontext() as c:
        c.prec = p
        two_pi = 2 * _pi(p)
        d = d - two_pi * (d / two_pi).to_integral_value(rounding="ROUND_HALF_EVEN")
        return _num(_series_sin(d, p), state.scale)


def cosine(state: State, args: list[Num]) -> Num:
    (x,) = _one(args, "c")
    d = _dec(x)
    p = _prec(state.scale, d)
    with localcontext() as c:
        c.prec = p
        two_pi = 2 * _pi(p)
        d = d - two_pi * (d / two_pi).to_integral_value(rounding="ROUND_HALF_EVEN")
        return _num(_series_cos(d, p), state.scale)


def arctan(state: State, args: list[Num]) -> Num:
    (x,) = _one(args, "a")
    d = _dec(x)
    return _num(_atan(d, _prec(state.scale, d)), state.scale)


def log(state: State, args: list[Num]) -> Num:
    (x,) = _one(args, "l")
    d = _dec(x)
    if d <= 0:
        raise BcError("l(x) of a non-positive number")  # bc's own library loops or gives garbage here
    with localcontext() as c:
        c.prec = _prec(state.scale, d) + len(str(abs(d.adjusted())))
        return _num(d.ln(), state.scale)


def exp(state: State, args: list[Num]) -> Num:
    (x,) = _one(args, "e")
    d = _dec(x)
    if d > 10**6:
        raise BcError("exponent too large in raise")
    with localcontext() as c:
        c.prec = _prec(state.scale, d) + int(abs(d) / Decimal("2.302585")) + 2
        return _num(d.exp(), state.scale)


def bessel(state: State, args: list[Num]) -> Num:
    if len(args) != 2:
        raise BcError("Parameter number mismatch")
    n = args[0].to_int()
    x = _dec(args[1])
    p = _prec(state.scale, x) + 10
    with localcontext() as c:
        c.prec = p
        if n < 0:
            n = -n
            sign = -1 if n % 2 else 1
        else:
            sign = 1
        half = x / 2
        term = Decimal(1)
        for k in range(1, n + 1):
            term = term * half / k
        total = term
        k = 0
        eps = Decimal(10) ** -(p + 2)
        while abs(term) > eps or k < 2:
            k += 1
            term = -term * half * half / (k * (n + k))
            total += term
        return _num(sign * total, state.scale)


def _one(args: list[Num], name: str) -> list[Num]:
    if len(args) != 1:
        raise BcError("Parameter number mismatch")
    return args


NATIVES: dict[str, Callable[[State, list[Num]], Num]] = {
    "s": sine, "c": cosine, "a": arctan, "l": log, "e": exp, "j": bessel,
}
