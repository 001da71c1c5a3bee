"""AWK's arithmetic and comparison operators, with C's answers where Python's differ."""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.value import AwkError

if TYPE_CHECKING:
    from vshell.coreutils.awk.parse import Node


def _div(a: float, b: float) -> float:
    if b == 0:
        raise AwkError("fatal: division by zero attempted")
    return a / b


def _mod(a: float, b: float) -> float:
    if b == 0:
        raise AwkError("fatal: division by zero attempted in `%'")
    return _fmod(a, b)


def _fmod(a: float, b: float) -> float:
    try:
        return math.fmod(a, b)
    except ValueError:  # an infinite dividend: C's fmod gives -nan
        return -math.nan


def _pow(a: float, b: float) -> float:
    try:
        r = a**b
    except OverflowError:
        return math.inf
    except ZeroDivisionError:  # 0 ** -1: C's pow() gives inf
        return math.inf
    return r.real if isinstance(r, complex) else float(r)


ARITH: dict[str, Callable[[float, float], float]] = {
    "+": operator.add, "-": operator.sub, "*": operator.mul, "/": _div, "%": _mod, "^": _pow,
}


def _div_assign(a: float, b: float) -> float:
    if b == 0:
        raise AwkError("fatal: division by zero attempted in `/='")
    return a / b


def _mod_assign(a: float, b: float) -> float:
    if b == 0:
        raise AwkError("fatal: division by zero attempted in `%='")
    return _fmod(a, b)


COMPOUND: dict[str, Callable[[float, float], float]] = {"/=": _div_assign, "%=": _mod_assign}
CMP: dict[str, Callable[[Any, Any], bool]] = {
    "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge, "==": operator.eq, "!=": operator.ne,
}


def constant(node: Node) -> float | None:
    """A number literal, possibly negated, as gawk's parser folds it."""
    if node[0] == "num":
        return float(node[1])
    if node[0] == "neg" and node[1][0] == "num":
        return -float(node[1][1])
    return None


def field_index(x: float) -> int:
    """A number used as a field number: truncated; NaN and infinities are errors."""
    try:
        return int(x)
    except (ValueError, OverflowError):  # gawk's C conversion gives the most negative long
        raise AwkError("fatal: attempt to access field -9223372036854775808") from None
