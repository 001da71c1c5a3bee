"""PROCINFO["sorted_in"]: the order ``for (k in a)`` visits an array's keys in, as gawk defines them.

The predefined orders compare indices or values as strings or numbers, with
ties broken by the index string; a user function's name orders by calling
``cmp(i1, v1, i2, v2)``.  Descending orders are the ascending comparison
turned round, tie-break included.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cmp_to_key
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.value import AwkError, StrNum, Uninit, strnum, to_num

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

Cmp = Callable[[tuple[str, Any], tuple[str, Any]], int]


def _sign(x: float) -> int:
    return (x > 0) - (x < 0)


def _str_cmp(a: str, b: str) -> int:
    return (a > b) - (a < b)


def _index_number(k: str) -> float:
    return to_num(k)


def _ind_str(a: tuple[str, Any], b: tuple[str, Any]) -> int:
    return _str_cmp(a[0], b[0])


def _ind_num(a: tuple[str, Any], b: tuple[str, Any]) -> int:
    return _sign(_index_number(a[0]) - _index_number(b[0])) or _str_cmp(a[0], b[0])


def _kind(v: Any) -> int:
    """gawk's order of value types: numbers, then strings, then arrays."""
    if type(v) is dict:
        return 2
    if isinstance(v, (float, StrNum)) or (type(v) is Uninit):
        return 0
    return 1


def _val_num(it: Interp) -> Cmp:
    def cmp(a: tuple[str, Any], b: tuple[str, Any]) -> int:
        ka, kb = type(a[1]) is dict, type(b[1]) is dict
        if ka or kb:  # subarrays after scalars
            return (ka - kb) or _str_cmp(a[0], b[0])
        return _sign(to_num(a[1]) - to_num(b[1])) or _str_cmp(a[0], b[0])

    return cmp


def _val_str(it: Interp) -> Cmp:
    def cmp(a: tuple[str, Any], b: tuple[str, Any]) -> int:
        ka, kb = type(a[1]) is dict, type(b[1]) is dict
        if ka or kb:
            return (ka - kb) or _str_cmp(a[0], b[0])
        return _str_cmp(it.tostr(a[1]), it.tostr(b[1])) or _str_cmp(a[0], b[0])

    return cmp


def _val_type(it: Interp) -> Cmp:
    num, text = _val_num(it), _val_str(it)

    def cmp(a: tuple[str, Any], b: tuple[str, Any]) -> int:
        ka, kb = _kind(a[1]), _kind(b[1])
        if ka != kb:
            return _sign(ka - kb)
        if ka == 0:
            return num(a, b)
        if ka == 1:
            return text(a, b)
        return _str_cmp(a[0], b[0])

    return cmp


_ORDERS: dict[str, Callable[[Interp], Cmp]] = {
    "ind_str": lambda it: _ind_str, "ind_num": lambda it: _ind_num,
    "val_str": _val_str, "val_num": _val_num, "val_type": _val_type,
}


def _user(it: Interp, name: str) -> Cmp:
    def cmp(a: tuple[str, Any], b: tuple[str, Any]) -> int:
        r = it.call_values(name, [strnum(a[0]), a[1], strnum(b[0]), b[1]])
        return _sign(to_num(r))

    return cmp


def ordered_keys(it: Interp, arr: dict[str, Any], how: str) -> list[str]:
    """The keys of ``arr`` in the order ``how`` (a sorted_in value) names."""
    if how.startswith("@"):
        if how == "@unsorted":
            return list(arr)
        base, _, direction = how[1:].rpartition("_")
        make = _ORDERS.get(base)
        if make is None or direction not in ("asc", "desc"):
            raise AwkError(f"fatal: sort comparison function `{how}' is not defined")
        cmp = make(it)
        if direction == "desc":
            up = cmp
            cmp = lambda a, b: -up(a, b)  # noqa: E731 - the comparison turned round
    else:
        if how not in it.prog.functions:
            raise AwkError(f"fatal: sort comparison function `{how}' is not defined")
        cmp = _user(it, how)
    items = sorted(arr.items(), key=cmp_to_key(cmp))
    return [k for k, _ in items]


__all__ = ["ordered_keys"]
