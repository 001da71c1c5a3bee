"""Evaluating jq programs: generators of outputs, and path mode for assignments.

Values are Python ``None``/``bool``/``float``/``str``/``list``/``dict``
(numbers are always floats, as jq's are doubles).  ``evaluate(node, value,
env)`` yields every output; ``paths(node, value, env)`` yields ``(path,
value)`` pairs for path expressions (``path(f)``, ``del``, ``|=`` ...).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from vshell.coreutils.jq.lexer import Node

Value = Any
Path = tuple[Any, ...]


class JqError(Exception):
    """A jq runtime error; ``value`` is what ``error`` was given (a message string usually)."""

    def __init__(self, value: Value) -> None:
        super().__init__(value)
        self.value = value


class _Break(JqError):
    """``break $name``: jq 1.6 raises it as an error whose value is the label's ``{"__jq": N}``, so a
    ``try`` or ``?`` between the break and its label catches it."""

    def __init__(self, label: int) -> None:
        super().__init__({"__jq": label})
        self.label = label


@dataclass(frozen=True)
class Closure:
    params: tuple[str, ...]
    body: Node
    env: Env


@dataclass
class Env:
    vars: dict[str, Value] = field(default_factory=dict)
    funcs: dict[tuple[str, int], Closure] = field(default_factory=dict)
    parent: Env | None = None

    def lookup_var(self, name: str) -> Value:
        e: Env | None = self
        while e is not None:
            if name in e.vars:
                return e.vars[name]
            e = e.parent
        raise JqError(f"${name} is not defined")

    def has_var(self, name: str) -> bool:
        e: Env | None = self
        while e is not None:
            if name in e.vars:
                return True
            e = e.parent
        return False

    def lookup_func(self, name: str, arity: int) -> Closure | None:
        e: Env | None = self
        while e is not None:
            f = e.funcs.get((name, arity))
            if f is not None:
                return f
            e = e.parent
        return None

    def child(self) -> Env:
        return Env(parent=self)


# -- value helpers ----------------------------------------------------------------------

def type_name(v: Value) -> str:
    if v is None:
        return "null"
    if v is True or v is False:
        return "boolean"
    if isinstance(v, float | int):
        return "number"
    if isinstance(v, str):
        return "string"
    if isinstance(v, list):
        return "array"
    return "object"


def format_number(x: float) -> str:
    """jq 1.6's number output: shortest round-trip digits, exponent past 17 digits or below 1e-4."""
    if x != x:
        return "null"
    if math.isinf(x):
        x = 1.7976931348623157e308 if x > 0 else -1.7976931348623157e308
    if x == 0:
        return "-0" if math.copysign(1.0, x) < 0 else "0"
    r = repr(float(x))
    sign = ""
    if r[0] == "-":
        sign, r = "-", r[1:]
    mant, _, exp = r.partition("e")
    whole, _, frac = mant.partition(".")
    digits = (whole + frac).lstrip("0")
    lead_zeros = len(whole + frac) - len((whole + frac).lstrip("0"))
    decpt = len(whole) + (int(exp) if exp else 0) - lead_zeros
    digits = digits.rstrip("0") or "0"
    nd = len(digits)
    if decpt <= -4 or decpt > nd + 15:
        e = decpt - 1
        m = digits[0] + ("." + digits[1:] if nd > 1 else "")
        return f"{sign}{m}e{'-' if e < 0 else '+'}{abs(e):02d}"
    if decpt <= 0:
        return f"{sign}0.{'0' * -decpt}{digits}"
    if decpt >= nd:
        return f"{sign}{digits}{'0' * (decpt - nd)}"
    return f"{sign}{digits[:decpt]}.{digits[decpt:]}"


def _escape_string(s: str, ascii_only: bool) -> str:
    out = ['"']
    for ch in s:
        o = ord(ch)
        if ch == '"':
            out.append('\\"')
        elif ch == "\\":
            out.append("\\\\")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\r":
            out.append("\\r")
        elif ch == "\b":
            out.append("\\b")
        elif ch == "\f":
            out.append("\\f")
        elif o < 0x20 or o == 0x7F:
            out.append(f"\\u{o:04x}")
        elif ascii_only and o > 0x7E:
            if o > 0xFFFF:
                o -= 0x10000
                out.append(f"\\u{0xD800 + (o >> 10):04x}\\u{0xDC00 + (o & 0x3FF):04x}")
            else:
                out.append(f"\\u{o:04x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def dump(v: Value, indent: int | str = 0, sort_keys: bool = False, ascii_only: bool = False, level: int = 0) -> str:
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, float | int):
        return format_number(float(v))
    if isinstance(v, str):
        return _escape_string(v, ascii_only)
    pad = (indent if isinstance(indent, str) else " " * indent) if indent else ""
    if isinstance(v, list):
        if not v:
            return "[]"
        if not pad:
            return "[" + ",".join(dump(x, indent, sort_keys, ascii_only) for x in v) + "]"
        inner = pad * (level + 1)
        items = (inner + dump(x, indent, sort_keys, ascii_only, level + 1) for x in v)
        return "[\n" + ",\n".join(items) + "\n" + pad * level + "]"
    keys = sorted(v) if sort_keys else list(v)
    if not keys:
        return "{}"
    if not pad:
        return "{" + ",".join(_escape_string(k, ascii_only) + ":" + dump(v[k], indent, sort_keys, ascii_only)
                              for k in keys) + "}"
    inner = pad * (level + 1)
    items = (inner + _escape_string(k, ascii_only) + ": " + dump(v[k], indent, sort_keys, ascii_only, level + 1)
             for k in keys)
    return "{\n" + ",\n".join(items) + "\n" + pad * level + "}"


_ESC = "\x1b["
_RESET = "\x1b[0m"
_FIELD = "\x1b[34;1m"


def _color_of(v: Value) -> str:
    # jq 1.6's default JQ_COLORS: null 1;30, false/true/numbers 0;39, strings 0;32, arrays/objects 1;39.
    if v is None:
        return _ESC + "1;30m"
    if isinstance(v, str):
        return _ESC + "0;32m"
    if isinstance(v, (list, dict)):
        return _ESC + "1;39m"
    return _ESC + "0;39m"


def dump_color(v: Value, indent: int | str = 0, sort_keys: bool = False, ascii_only: bool = False,
               level: int = 0) -> str:
    """``jq -C``: jq 1.6's escape sequences, re-sent after every element as its printer does."""
    col = _color_of(v)
    if not isinstance(v, (list, dict)):
        return col + dump(v, indent, sort_keys, ascii_only) + _RESET
    if not v:
        return col + ("[]" if isinstance(v, list) else "{}") + _RESET
    pad = (indent if isinstance(indent, str) else " " * indent) if indent else ""
    inner = "\n" + pad * (level + 1) if pad else ""
    out = [col, "[" if isinstance(v, list) else "{", inner]
    if isinstance(v, list):
        for i, x in enumerate(v):
            if i:
                out.append("," + inner)
            out.append(dump_color(x, indent, sort_keys, ascii_only, level + 1))
            out.append(col)
    else:
        for i, k in enumerate(sorted(v) if sort_keys else list(v)):
            if i:
                out.append("," + inner)
            out.append(_RESET + _FIELD + _escape_string(k, ascii_only) + _RESET)
            out.append(col + ":" + (" " if pad else "") + _RESET)
            out.append(dump_color(v[k], indent, sort_keys, ascii_only, level + 1))
            out.append(col)
    if pad:
        out.append("\n" + pad * level)
    out.append(col + ("]" if isinstance(v, list) else "}") + _RESET)
    return "".join(out)


def brief(v: Value) -> str:
    """jq's truncated dump of a value inside an error message."""
    text = dump(v)
    if len(text.encode()) > 14:
        # jq cuts the bytes; a character cut in two becomes U+FFFD when the message is made.
        text = text.encode("utf-8", "surrogateescape")[:11].decode("utf-8", "replace") + "..."
    return f"{type_name(v)} ({text})"


_ORDER = {"null": 0, "boolean": 1, "number": 2, "string": 3, "array": 4, "object": 5}


class _NanKey:
    """A nan's sort key: below every other number and below any other nan, never equal (jq 1.6)."""

    __slots__ = ()

    def __lt__(self, other: object) -> bool:
        return True

    def __le__(self, other: object) -> bool:
        return True

    def __gt__(self, other: object) -> bool:
        return False

    def __ge__(self, other: object) -> bool:
        return False

    def __eq__(self, other: object) -> bool:
        return False

    __hash__ = None  # type: ignore[assignment]


def sort_key(v: Value) -> Any:
    t = type_name(v)
    if t == "boolean":
        return (1, int(v))
    if t == "number":
        f = float(v)
        # jq 1.6 orders nan below every number (and below itself: `nan < nan` is true).
        return (2, 0, _NanKey()) if f != f else (2, 1, f)
    if t == "string":
        return (3, v)
    if t == "array":
        return (4, [sort_key(x) for x in v])
    if t == "object":
        keys = sorted(v)
        return (5, keys, [sort_key(v[k]) for k in keys])
    return (0,)


def compare(a: Value, b: Value) -> int:
    ka, kb = sort_key(a), sort_key(b)
    return int(ka > kb) - int(ka < kb)


def truthy(v: Value) -> bool:
    return not (v is None or v is False)


# -- arithmetic ----------------------------------------------------------------------------

def binop(op: str, a: Value, b: Value) -> Value:
    if op == "+":
        if a is None:
            return b
        if b is None:
            return a
        ta, tb = type_name(a), type_name(b)
        if ta == tb == "number":
            return float(a) + float(b)
        if ta == tb and ta in ("string", "array"):
            return a + b
        if ta == tb == "object":
            return {**a, **b}
        raise JqError(f"{brief(a)} and {brief(b)} cannot be added")
    if op == "-":
        ta, tb = type_name(a), type_name(b)
        if ta == tb == "number":
            return float(a) - float(b)
        if ta == tb == "array":
            return [x for x in a if all(compare(x, y) != 0 for y in b)]
        raise JqError(f"{brief(a)} and {brief(b)} cannot be subtracted")
    if op == "*":
        ta, tb = type_name(a), type_name(b)
        if ta == tb == "number":
            return float(a) * float(b)
        if (ta, tb) in (("string", "number"), ("number", "string")):
            s, n = (a, b) if ta == "string" else (b, a)
            return None if n <= 0 else s * max(1, int(n))
        if ta == tb == "object":
            return _deep_merge(a, b)
        raise JqError(f"{brief(a)} and {brief(b)} cannot be multiplied")
    if op == "/":
        ta, tb = type_name(a), type_name(b)
        if ta == tb == "number":
            if b == 0:
                raise JqError(f"{brief(a)} and {brief(b)} cannot be divided because the divisor is zero")
            return float(a) / float(b)
        if ta == tb == "string":
            return _split(a, b)
        raise JqError(f"{brief(a)} and {brief(b)} cannot be divided")
    if op == "%":
        ta, tb = type_name(a), type_name(b)
        if ta == tb == "number":
            ib = int(b)
            if ib == 0:
                raise JqError(f"{brief(a)} and {brief(b)} cannot be divided (remainder) because the divisor is zero")
            ia = int(a)
            r = abs(ia) % abs(ib)
            return float(-r if ia < 0 else r)
        raise JqError(f"{brief(a)} and {brief(b)} cannot be divided (remainder)")
    c = compare(a, b)
    return {"==": c == 0, "!=": c != 0, "<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0}[op]


def _split(s: str, sep: str) -> list[str]:
    if s == "":
        return []
    if sep == "":
        return list(s)
    return s.split(sep)


def _deep_merge(a: dict[str, Value], b: dict[str, Value]) -> dict[str, Value]:
    out = dict(a)
    for k, v in b.items():
        if isinstance(out.get(k), dict) and isinstance(v, dict):
            out[k] = _deep_merge(out[k], v)
        else:
            out[k] = v
    return out


# -- indexing --------------------------------------------------------------------------------

def index_value(v: Value, key: Value) -> Value:
    if isinstance(key, str):
        if v is None:
            return None
        if isinstance(v, dict):
            return v.get(key)
        raise JqError(f'Cannot index {type_name(v)} with string "{key}"')
    if isinstance(key, float | int) and not isinstance(key, bool):
        if v is None:
            return None
        if isinstance(v, list):
            # jq 1.6 answers null for an index that is not a whole number.
            if key != key or math.isinf(key) or key != int(key):
                return None
            i = int(key)
            if i < 0:
                i += len(v)
            return v[i] if 0 <= i < len(v) else None
        raise JqError(f"Cannot index {type_name(v)} with number")
    if isinstance(key, dict) and (v is None or isinstance(v, list | str)):
        if v is None:
            return None
        return slice_value(v, key.get("start"), key.get("end"))
    if isinstance(key, list) and isinstance(v, list):
        return _indices(v, key)
    if key is None and isinstance(v, dict):
        raise JqError("Cannot index object with null")
    raise JqError(f"Cannot index {type_name(v)} with {type_name(key)}")


def _indices(v: Any, sub: Any) -> list[float]:
    if isinstance(v, str):
        if not sub:
            return []
        out, i = [], v.find(sub)
        while i >= 0:
            out.append(float(len(v[:i].encode())))
            i = v.find(sub, i + 1)
        return out
    if not isinstance(sub, list):
        sub = [sub]
    if not sub:
        return []
    n = len(sub)
    return [float(i) for i in range(len(v) - n + 1) if all(compare(v[i + j], sub[j]) == 0 for j in range(n))]


def slice_bounds(length: int, lo: Value, hi: Value) -> tuple[int, int]:
    """Where ``[lo:hi]`` starts and ends in a sequence of ``length`` (jq 1.6: null is the open end, a
    negative bound counts from the end, the start is cut down and the end rounded up to a whole index)."""
    lo = 0.0 if lo is None else lo
    hi = float(length) if hi is None else hi
    for bound in (lo, hi):
        if not isinstance(bound, float | int) or isinstance(bound, bool):
            raise JqError("Start and end indices of an array slice must be numbers")
    start, end = float(lo), float(hi)
    if start < 0:
        start += length
    if end < 0:
        end += length
    start = min(max(start, 0.0), float(length))
    end = max(min(end, float(length)), start)
    return int(start), math.ceil(end)


def slice_value(v: Value, lo: Value, hi: Value) -> Value:
    if v is None:
        return None
    if not isinstance(v, list | str):
        raise JqError(f"Cannot index {type_name(v)} with object")
    a, b = slice_bounds(len(v), lo, hi)
    return v[a:b]


def iterate(v: Value) -> Iterator[Value]:
    if isinstance(v, list):
        yield from v
    elif isinstance(v, dict):
        yield from v.values()
    else:
        raise JqError(f"Cannot iterate over {brief(v)}")


Native = Callable[..., Iterator[Value]]
