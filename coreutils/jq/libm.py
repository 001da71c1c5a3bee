"""jq 1.6's math builtins, as C's libm answers them (-inf for the logarithm of 0, nan for other
domain errors, inf on overflow), and the Bessel functions, which Python's math lacks."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from vshell.coreutils.jq.evaluate import JqError, Value, brief
from vshell.coreutils.jq.natives import native


def _math1(name: str, fn: Callable[[float], Any]) -> None:
    @native(name)
    def run(v: Value) -> Value:
        if not isinstance(v, float | int) or isinstance(v, bool):
            raise JqError(f"{brief(v)} number required")
        x = float(v)
        if math.isinf(x) and name in _KEEP_INFINITE:
            return x
        try:
            out = fn(x)
        except OverflowError:
            return math.inf
        except ValueError:
            # C's libm answers -inf for a logarithm of 0 and nan for other domain errors.
            return -math.inf if x == 0 and name.startswith("log") else math.nan
        return [float(y) for y in out] if isinstance(out, tuple) else float(out)

    del run


def _round_away(x: float) -> float:
    return math.floor(x + 0.5) if x >= 0 else -math.floor(-x + 0.5)


def _lgamma_r(x: float) -> tuple[float, float]:
    return math.lgamma(x), (-1.0 if x < 0 and math.floor(x) % 2 == 1 and x != math.floor(x) else 1.0)


_KEEP_INFINITE = {"floor", "ceil", "round", "trunc", "rint", "nearbyint", "fabs", "significand"}
_MATH1: dict[str, Callable[[float], Any]] = {
    "floor": math.floor, "ceil": math.ceil, "round": _round_away, "trunc": math.trunc,
    "rint": round, "nearbyint": round, "sqrt": math.sqrt, "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x),
    "fabs": math.fabs, "exp": math.exp, "exp2": lambda x: 2.0**x, "exp10": lambda x: 10.0**x,
    "pow10": lambda x: 10.0**x, "expm1": math.expm1, "log": math.log, "log2": math.log2, "log10": math.log10,
    "log1p": math.log1p, "logb": lambda x: float(math.frexp(x)[1] - 1) if x else -math.inf,
    "sin": math.sin, "cos": math.cos, "tan": math.tan, "asin": math.asin, "acos": math.acos, "atan": math.atan,
    "sinh": math.sinh, "cosh": math.cosh, "tanh": math.tanh, "asinh": math.asinh, "acosh": math.acosh,
    "atanh": math.atanh, "erf": math.erf, "erfc": math.erfc, "gamma": math.lgamma, "lgamma": math.lgamma,
    "tgamma": math.gamma, "significand": lambda x: math.frexp(x)[0] * 2 if x else 0.0,
    "frexp": lambda x: (math.frexp(x)[0], float(math.frexp(x)[1])), "modf": lambda x: math.modf(x),
    "lgamma_r": _lgamma_r,
}
for _n, _f in _MATH1.items():
    _math1(_n, _f)


def bessel_j(n: int, x: float) -> float:
    """J_n(x) by Bessel's integral, (1/pi) * integral over [0, pi] of cos(n t - x sin t): the trapezoid
    rule on a periodic integrand converges geometrically."""
    steps = 64 + 4 * int(abs(x))
    h = math.pi / steps
    total = sum(math.cos(n * k * h - x * math.sin(k * h)) for k in range(1, steps))
    total += (1.0 + math.cos(n * math.pi)) / 2  # the ends, t = 0 and t = pi
    return total * h / math.pi


def bessel_y(n: int, x: float) -> float:
    """Y_n(x) for x > 0 by its integral form (the second part's integrand decays as exp(-x sinh t))."""
    if x < 0:
        return math.nan
    if x == 0:
        return -math.inf
    first = _simpson(lambda t: math.sin(x * math.sin(t) - n * t), math.pi, 2000) / math.pi
    tail_end = math.asinh(40.0 / x + 1.0) + 1.0
    second = _simpson(lambda t: (math.exp(n * t) + (-1) ** n * math.exp(-n * t)) * math.exp(-x * math.sinh(t)),
                      tail_end, 4000)
    return first - second / math.pi


def _simpson(f: Callable[[float], float], upto: float, steps: int) -> float:
    """The integral of ``f`` over [0, upto] by Simpson's rule (``steps`` even)."""
    h = upto / steps
    odd = sum(f((2 * k - 1) * h) for k in range(1, steps // 2 + 1))
    even = sum(f(2 * k * h) for k in range(1, steps // 2))
    return (f(0.0) + f(upto) + 4 * odd + 2 * even) * h / 3


_math1("j0", lambda x: bessel_j(0, x))
_math1("j1", lambda x: bessel_j(1, x))
_math1("y0", lambda x: bessel_y(0, x))
_math1("y1", lambda x: bessel_y(1, x))


def _math2(name: str, fn: Callable[[float, float], float]) -> None:
    @native(name, 2)
    def run(v: Value, a: Value, b: Value) -> float:
        for x in (a, b):
            if not isinstance(x, float | int) or isinstance(x, bool):
                raise JqError(f"{brief(v)} number required")
        try:
            return float(fn(float(a), float(b)))
        except (OverflowError, ZeroDivisionError):
            return math.inf
        except ValueError:
            return math.nan

    del run


_MATH2: dict[str, Callable[[float, float], float]] = {
    "pow": math.pow, "atan2": math.atan2, "fmin": min, "fmax": max, "fmod": math.fmod,
    "hypot": math.hypot, "copysign": math.copysign, "ldexp": lambda a, b: math.ldexp(a, int(b)),
    "scalb": lambda a, b: a * 2.0**b, "scalbln": lambda a, b: math.ldexp(a, int(b)), "fdim": lambda a, b: max(a - b, 0.0),
    "remainder": math.remainder, "drem": math.remainder, "nextafter": math.nextafter,
    "nexttoward": math.nextafter,
}
for _n2, _f2 in _MATH2.items():
    _math2(_n2, _f2)
_math2("jn", lambda n, x: bessel_j(int(n), x))
_math2("yn", lambda n, x: bessel_y(int(n), x))


__all__ = ["bessel_j", "bessel_y"]
