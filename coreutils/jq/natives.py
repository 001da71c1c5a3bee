"""jq's built-in functions implemented in Python (the rest are written in jq in ``interp.py``)."""

from __future__ import annotations

import base64
import math
import time
import urllib.parse
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

from vshell.coreutils.jq.backtrack import flow, flow1, one
from vshell.coreutils.jq.evaluate import (
    JqError,
    Value,
    brief,
    compare,
    dump,
    format_number,
    index_value,
    sort_key,
    type_name,
)
from vshell.coreutils.jq.inputs import InputError, json_values
from vshell.coreutils.jq.parse import Node
from vshell.coreutils.jq.pathops import delpaths, getpath, setpath

Natives = dict[tuple[str, int], Callable[..., Iterator[Value]]]
NATIVES: Natives = {}


def native(name: str, arity: int = 0, path: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Register a function of the input and its argument values, called for every combination of
    the arguments' outputs as jq calls a C builtin: the last argument is the outermost loop, and an
    error in the call goes back to the arguments (``backtrack.flow``)."""

    def deco(fn: Callable[..., Any]) -> Callable[..., Any]:
        def run(it: Any, v: Value, env: Any, *args: Node) -> Iterator[Value]:
            if not args:
                return one(fn(v))
            if len(args) == 1:
                return flow1(it.eval(args[0], v, env), lambda x: fn(v, x))

            def level(i: int, vals: tuple[Value, ...]) -> Iterator[Value]:
                if i < 0:
                    return one(fn(v, *vals))
                return flow(it.eval(args[i], v, env), lambda x: level(i - 1, (x, *vals)))

            return level(len(args) - 1, ())

        NATIVES[(name, arity)] = run
        return fn

    return deco


def generator(name: str, arity: int = 0) -> Callable[[Callable[..., Iterator[Value]]], Callable[..., Iterator[Value]]]:
    """Register a function that receives the interpreter and raw argument nodes."""

    def deco(fn: Callable[..., Iterator[Value]]) -> Callable[..., Iterator[Value]]:
        NATIVES[(name, arity)] = fn
        return fn

    return deco


def path_generator(name: str, arity: int = 0) -> Callable[[Callable[..., Iterator[Any]]], Callable[..., Iterator[Any]]]:
    def deco(fn: Callable[..., Iterator[Any]]) -> Callable[..., Iterator[Any]]:
        NATIVES[("*path*" + name, arity)] = fn
        return fn

    return deco


# -- core ------------------------------------------------------------------------------

@generator("empty")
def _empty(it: Any, v: Value, env: Any) -> Iterator[Value]:
    return iter(())


@path_generator("empty")
def _empty_path(it: Any, v: Value, env: Any) -> Iterator[Any]:
    return iter(())


@native("not")
def _not(v: Value) -> bool:
    return v is None or v is False


@native("length")
def _length(v: Value) -> Value:
    if v is None:
        return 0.0
    if v is True or v is False:
        raise JqError(f"{brief(v)} has no length")
    if isinstance(v, float | int):
        return float(abs(v))
    return float(len(v))


@native("utf8bytelength")
def _utf8bytelength(v: Value) -> float:
    if not isinstance(v, str):
        raise JqError(f"{brief(v)} only strings have UTF-8 byte length")
    return float(len(v.encode("utf-8", "surrogatepass")))


@native("type")
def _type(v: Value) -> str:
    return type_name(v)


@native("keys")
def _keys(v: Value) -> list[Value]:
    if isinstance(v, dict):
        return sorted(v)
    if isinstance(v, list):
        return [float(i) for i in range(len(v))]
    raise JqError(f"{brief(v)} has no keys")


@native("keys_unsorted")
def _keys_unsorted(v: Value) -> list[Value]:
    if isinstance(v, dict):
        return list(v)
    keys: list[Value] = _keys(v)
    return keys


@native("has", 1)
def _has(v: Value, k: Value) -> bool:
    if v is None:
        return False
    if isinstance(v, dict) and isinstance(k, str):
        return k in v
    if isinstance(v, list) and isinstance(k, float | int) and not isinstance(k, bool):
        return 0 <= k < len(v)
    raise JqError(f"Cannot check whether {type_name(v)} has a {type_name(k)} key")


def _contains(a: Value, b: Value) -> bool:
    ta, tb = type_name(a), type_name(b)
    if ta != tb:
        raise JqError(f"{brief(a)} and {brief(b)} cannot have their containment checked")
    if ta == "object":
        return all(k in a and _contains(a[k], bv) for k, bv in b.items())
    if ta == "array":
        return all(any(type_name(x) == type_name(y) and _contains(x, y) for x in a) for y in b)
    if ta == "string":
        return b in a
    return compare(a, b) == 0


@native("contains", 1)
def _contains_native(v: Value, b: Value) -> bool:
    return _contains(v, b)


@native("tostring")
def _tostring(v: Value) -> str:
    return v if isinstance(v, str) else dump(v)


@native("tojson")
def _tojson(v: Value) -> str:
    return dump(v)


def from_json_text(text: str) -> Value:
    """jq 1.6's jv_parse: exactly one JSON text, errors as its parser words them."""
    try:
        values = [x for x, _ in json_values(text)][:2]
        why = "Expected JSON value" if not values else "Unexpected extra JSON values" if len(values) > 1 else ""
    except InputError as e:
        why = e.message
    if why:
        raise JqError(f"{why} (while parsing '{text}')")
    return values[0]


@native("fromjson")
def _fromjson(v: Value) -> Value:
    if not isinstance(v, str):
        raise JqError(f"{brief(v)} only strings can be parsed")
    return from_json_text(v)


@native("tonumber")
def _tonumber(v: Value) -> Value:
    if isinstance(v, float | int) and not isinstance(v, bool):
        return float(v)
    if isinstance(v, str):
        x = from_json_text(v)
        if isinstance(x, float | int) and not isinstance(x, bool):
            return x
    raise JqError(f"{brief(v)} cannot be parsed as a number")


@native("ascii_downcase")
def _down(v: Value) -> str:
    # jq 1.6 writes ascii_downcase and ascii_upcase with explode, whose error they give.
    return "".join(c.lower() if "A" <= c <= "Z" else c for c in _exploded(v))


@native("ascii_upcase")
def _up(v: Value) -> str:
    return "".join(c.upper() if "a" <= c <= "z" else c for c in _exploded(v))


def _exploded(v: Value) -> str:
    if not isinstance(v, str):
        raise JqError("explode input must be a string")
    return v


@native("explode")
def _explode(v: Value) -> list[float]:
    return [float(ord(c)) for c in _exploded(v)]


@native("implode")
def _implode(v: Value) -> str:
    if not isinstance(v, list):
        raise JqError("implode input must be an array")
    for c in v:
        if not isinstance(c, int | float) or isinstance(c, bool):
            raise JqError(f"{brief(c)} can't be imploded, unicode codepoint needs to be numeric")
    # jq 1.6 truncates each number and writes U+FFFD for what is not a scalar value.
    out = []
    for c in v:
        n = int(c) if math.isfinite(c) else -1
        out.append(chr(n) if 0 <= n <= 0x10FFFF and not 0xD800 <= n <= 0xDFFF else "\ufffd")
    return "".join(out)


@native("startswith", 1)
def _startswith(v: Value, s: Value) -> bool:
    if not isinstance(v, str) or not isinstance(s, str):
        raise JqError("startswith() requires string inputs")
    return v.startswith(s)


@native("endswith", 1)
def _endswith(v: Value, s: Value) -> bool:
    if not isinstance(v, str) or not isinstance(s, str):
        raise JqError("endswith() requires string inputs")
    return v.endswith(s)


@native("split", 1)
def _split1(v: Value, sep: Value) -> list[str]:
    if not isinstance(v, str) or not isinstance(sep, str):
        raise JqError("split input and separator must be strings")
    if v == "":
        return []
    return list(v) if sep == "" else v.split(sep)


@native("indices", 1)
def _indices_native(v: Value, i: Value) -> Value:
    from vshell.coreutils.jq.evaluate import _indices

    if isinstance(v, list):
        return _indices(v, i if isinstance(i, list) else [i])
    if isinstance(v, str) and isinstance(i, str):
        return _indices(v, i)
    # jq 1.6 falls back to `.[$i]`.
    return index_value(v, i)


@native("sort")
def _sort(v: Value) -> list[Value]:
    if not isinstance(v, list):
        raise JqError(f"{brief(v)} cannot be sorted, as it is not an array")
    return sorted(v, key=sort_key)


@native("reverse")
def _reverse(v: Value) -> Value:
    # jq 1.6 collects `.[length - 1 - range(0; length)]`: what has no length, or cannot be indexed
    # by number, fails as that would.
    n = int(_length(v))
    if n == 0:
        return []
    if isinstance(v, list):
        return v[::-1]
    raise JqError(f"Cannot index {type_name(v)} with number")


@native("min")
def _min(v: Value) -> Value:
    if not isinstance(v, list):
        raise JqError(f"{brief(v)} and {brief(v)} cannot be iterated over")
    return min(v, key=sort_key) if v else None


@native("max")
def _max(v: Value) -> Value:
    if not isinstance(v, list):
        raise JqError(f"{brief(v)} and {brief(v)} cannot be iterated over")
    if not v:
        return None
    best = v[0]
    for x in v[1:]:
        if compare(x, best) >= 0:
            best = x
    return best


def _by(it: Any, v: Value, env: Any, f: Node, what: str = "cannot be sorted, as they are not both arrays"
        ) -> list[tuple[Any, Value]]:
    """Each element with its key; other inputs fail as jq 1.6's ``_impl(map([f]))`` definitions do."""
    if isinstance(v, dict):
        keys = [list(it.eval(f, x, env)) for x in v.values()]
        raise JqError(f"{brief(v)} and {brief(keys)} {what}")
    if not isinstance(v, list):
        raise JqError(f"Cannot iterate over {brief(v)}")
    return [(sort_key(list(it.eval(f, x, env))), x) for x in v]


@generator("sort_by", 1)
def _sort_by(it: Any, v: Value, env: Any, f: Node) -> Iterator[Value]:
    pairs = _by(it, v, env, f)
    yield [x for _, x in sorted(pairs, key=lambda p: p[0])]


@generator("group_by", 1)
def _group_by(it: Any, v: Value, env: Any, f: Node) -> Iterator[Value]:
    pairs = sorted(_by(it, v, env, f), key=lambda p: p[0])
    groups: list[list[Value]] = []
    last: Any = object()
    for k, x in pairs:
        if groups and k == last:
            groups[-1].append(x)
        else:
            groups.append([x])
            last = k
    yield groups


@generator("min_by", 1)
def _min_by(it: Any, v: Value, env: Any, f: Node) -> Iterator[Value]:
    pairs = _by(it, v, env, f, "cannot be iterated over")
    yield min(pairs, key=lambda p: p[0])[1] if pairs else None


@generator("max_by", 1)
def _max_by(it: Any, v: Value, env: Any, f: Node) -> Iterator[Value]:
    pairs = _by(it, v, env, f, "cannot be iterated over")
    if not pairs:
        yield None
        return
    best = pairs[0]
    for p in pairs[1:]:
        if p[0] >= best[0]:
            best = p
    yield best[1]


@generator("range", 2)
def _range2(it: Any, v: Value, env: Any, a: Node, b: Node) -> Iterator[Value]:
    # jq 1.6's range/2 takes each start (outer) with each end; downstream errors go back to them.
    return flow(it.eval(a, v, env), lambda lo: flow(it.eval(b, v, env), lambda hi: _count(it, lo, hi, 1.0)))


def _count(it: Any, lo: Value, hi: Value, step: float) -> Iterator[Value]:
    if not all(isinstance(x, float | int) and not isinstance(x, bool) for x in (lo, hi)):
        raise JqError("Range bounds must be numeric")
    x = lo
    while (x < hi) if step > 0 else (x > hi):
        it.tick()
        yield x
        x += step


@generator("range", 3)
def _range3(it: Any, v: Value, env: Any, a: Node, b: Node, c: Node) -> Iterator[Value]:
    def each(lo: Value, hi: Value, step: Value) -> Iterator[Value]:
        # jq 1.6's range/3: a step of 0 gives nothing here (its definition yields nothing either).
        return _count(it, lo, hi, step) if step else iter(())

    return flow(it.eval(a, v, env), lambda lo: flow(it.eval(b, v, env), lambda hi: flow(
        it.eval(c, v, env), lambda step: each(lo, hi, step))))


@generator("path", 1)
def _path(it: Any, v: Value, env: Any, f: Node) -> Iterator[Value]:
    return flow1(it.paths(f, v, env), lambda pv: list(pv[0]))


@native("getpath", 1)
def _getpath(v: Value, p: Value) -> Value:
    if not isinstance(p, list):
        raise JqError("Path must be specified as an array")
    return getpath(v, p)


@path_generator("getpath", 1)
def _getpath_path(it: Any, v: Value, env: Any, p: Node) -> Iterator[Any]:
    for path in it.eval(p, v, env):
        yield tuple(path), _getpath(v, path)


@native("setpath", 2)
def _setpath(v: Value, p: Value, x: Value) -> Value:
    if not isinstance(p, list):
        raise JqError("Path must be specified as an array")
    return setpath(v, p, x)


@native("delpaths", 1)
def _delpaths(v: Value, ps: Value) -> Value:
    if not isinstance(ps, list):
        raise JqError("Paths must be specified as an array")
    return delpaths(v, ps)


@generator("error", 1)
def _error1(it: Any, v: Value, env: Any, m: Node) -> Iterator[Value]:
    def fail(msg: Value) -> Iterator[Value]:
        # An error whose message is null is no error in jq 1.6: it backtracks, as `empty` does.
        if msg is None:
            return iter(())
        raise JqError(msg)

    return flow(it.eval(m, v, env), fail)


@native("infinite")
def _infinite(v: Value) -> float:
    return math.inf


@native("nan")
def _nan(v: Value) -> float:
    return math.nan


@native("isinfinite")
def _isinfinite(v: Value) -> bool:
    return isinstance(v, float) and math.isinf(v)


@native("isnan")
def _isnan(v: Value) -> bool:
    return isinstance(v, float) and math.isnan(v)


@native("isnormal")
def _isnormal(v: Value) -> bool:
    return isinstance(v, float) and math.isfinite(v) and v != 0


@native("now")
def _now(v: Value) -> float:
    return time.time()


@generator("input", 0)
def _input(it: Any, v: Value, env: Any) -> Iterator[Value]:
    source = it.inputs
    try:
        yield next(source)
    except StopIteration:
        raise JqError("break") from None  # jq 1.6's words for it
    except InputError as e:
        # Read by the program, a parse error is the program's error.
        raise JqError(e.message) from None


@generator("inputs", 0)
def _inputs(it: Any, v: Value, env: Any) -> Iterator[Value]:
    try:
        yield from it.inputs
    except InputError as e:
        raise JqError(e.message) from None


@generator("debug", 0)
def _debug(it: Any, v: Value, env: Any) -> Iterator[Value]:
    it.stderr.write(("[\"DEBUG:\"," + dump(v) + "]\n").encode("utf-8", "surrogateescape"))
    yield v


@generator("stderr", 0)
def _stderr(it: Any, v: Value, env: Any) -> Iterator[Value]:
    it.stderr.write(dump(v).encode("utf-8", "surrogateescape"))
    yield v


@generator("input_filename", 0)
def _input_filename(it: Any, v: Value, env: Any) -> Iterator[Value]:
    yield it.reader.filename()


@generator("input_line_number", 0)
def _input_line_number(it: Any, v: Value, env: Any) -> Iterator[Value]:
    yield float(it.reader.line_number())


@generator("halt", 0)
def _halt(it: Any, v: Value, env: Any) -> Iterator[Value]:
    raise _Halt(0, None)


@generator("halt_error", 1)
def _halt_error(it: Any, v: Value, env: Any, code: Node) -> Iterator[Value]:
    for c in it.eval(code, v, env):
        if not isinstance(c, (int, float)) or isinstance(c, bool):
            raise JqError(f"{brief(v)} halt_error/1: number required")
        raise _Halt(int(c), v)
    return iter(())


class _Halt(Exception):
    def __init__(self, code: int, value: Value) -> None:
        super().__init__(code)
        self.code = code
        self.value = value


@generator("builtins", 0)
def _builtins(it: Any, v: Value, env: Any) -> Iterator[Value]:
    # jq lists its builtins but not the helpers whose names start with `_`.
    yield sorted(f"{n}/{a}" for (n, a) in it.known_functions() if not n.startswith("_"))


@native("_min_by_impl", 1)
def _min_by_impl(v: Value, keys: Value) -> Value:
    return min(zip(keys, v, strict=False), key=lambda p: sort_key(p[0]))[1] if v else None


@native("_max_by_impl", 1)
def _max_by_impl(v: Value, keys: Value) -> Value:
    return max(zip(keys, v, strict=False), key=lambda p: sort_key(p[0]))[1] if v else None



# -- dates -----------------------------------------------------------------------------------------

def _broken_down(t: float) -> list[float]:
    dt = datetime.fromtimestamp(math.floor(t), tz=UTC)
    secs = dt.second + (t - math.floor(t))
    return [float(dt.year), float(dt.month - 1), float(dt.day), float(dt.hour), float(dt.minute), secs,
            float(dt.weekday() + 1) % 7, float(dt.timetuple().tm_yday - 1)]


@native("gmtime")
def _gmtime(v: Value) -> list[float]:
    if not isinstance(v, float | int):
        raise JqError("gmtime() requires a number")
    return _broken_down(float(v))


@native("localtime")
def _localtime(v: Value) -> list[float]:
    broken: list[float] = _gmtime(v)
    return broken


@native("mktime")
def _mktime(v: Value) -> float:
    if not isinstance(v, list) or len(v) < 6:
        raise JqError("mktime requires array of 6 numbers")
    dt = datetime(int(v[0]), int(v[1]) + 1, int(v[2]), int(v[3]), int(v[4]), int(v[5]), tzinfo=UTC)
    return float(int(dt.timestamp()))


@native("strftime", 1)
def _strftime(v: Value, fmt: Value) -> str:
    if isinstance(v, float | int) and not isinstance(v, bool):
        v = _broken_down(float(v))
    # jq 1.6 reads all eight fields of the broken-down time, each a number.
    if (not isinstance(v, list) or not isinstance(fmt, str) or len(v) < 8
            or not all(isinstance(x, float | int) and not isinstance(x, bool) for x in v[:8])):
        raise JqError("strftime/1 requires parsed datetime inputs")
    try:
        dt = datetime(int(v[0]), int(v[1]) + 1, int(v[2]), int(v[3]), int(v[4]), int(v[5]), tzinfo=UTC)
    except (ValueError, OverflowError):
        raise JqError("strftime/1 requires parsed datetime inputs") from None
    return dt.strftime(fmt)


@native("strflocaltime", 1)
def _strflocaltime(v: Value, fmt: Value) -> str:
    # The sandbox's local time is UTC (L-printf-tz).
    out: str = _strftime(v, fmt)
    return out


@native("strptime", 1)
def _strptime(v: Value, fmt: Value) -> list[float]:
    if not isinstance(v, str):
        raise JqError("strptime/1 requires string inputs and arguments")
    try:
        dt = datetime.strptime(v, fmt).replace(tzinfo=UTC)
    except ValueError:
        raise JqError(f"date \"{v}\" does not match format \"{fmt}\"") from None
    return _broken_down(dt.timestamp())


@native("format", 1)
def _format(v: Value, name: Value) -> str:
    if not isinstance(name, str):
        raise JqError(f"{brief(name)} is not a valid format")
    return apply_format(name, v)


@native("fma", 3)
def _fma(v: Value, a: Value, b: Value, c: Value) -> float:
    for x in (a, b, c):
        if not isinstance(x, float | int) or isinstance(x, bool):
            raise JqError(f"{brief(v)} number required")
    return float(a) * float(b) + float(c)


# -- formats -----------------------------------------------------------------------------------------

_B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def _base64_decode(text: str, v: Value) -> str:
    """jq 1.6's @base64d: read up to the first `=`; another character outside the alphabet is an error,
    and so is one lone character left over."""
    out = bytearray()
    code = count = 0
    for ch in text.split("=", 1)[0]:
        if ch not in _B64:
            raise JqError(f"{brief(v)} is not valid base64 data")
        code = code << 6 | _B64[ch]
        count += 1
        if count == 4:
            out += code.to_bytes(3, "big")
            code = count = 0
    if count == 3:
        out += (code >> 2).to_bytes(2, "big")
    elif count == 2:
        out.append(code >> 4)
    elif count == 1:
        raise JqError(f"{brief(v)} trailing base64 byte found")
    return out.decode("utf-8", "replace")


def apply_format(name: str, v: Value) -> str:
    if name == "text":
        return v if isinstance(v, str) else dump(v)
    if name == "json":
        return dump(v)
    if name in ("csv", "tsv"):
        if not isinstance(v, list):
            raise JqError(f"{brief(v)} cannot be {name}-formatted, only array")
        cells = []
        for x in v:
            if isinstance(x, str):
                if name == "csv":
                    cells.append('"' + x.replace('"', '""') + '"')
                else:
                    cells.append(x.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n").replace("\r", "\\r"))
            elif x is None:
                cells.append("")
            elif isinstance(x, bool):
                cells.append("true" if x else "false")
            elif isinstance(x, float | int):
                cells.append(format_number(float(x)))
            else:
                raise JqError(f"{brief(x)} is not valid in a csv row")
        return ("," if name == "csv" else "\t").join(cells)
    text = v if isinstance(v, str) else dump(v)
    if name == "html":
        return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
                .replace("'", "&apos;").replace('"', "&quot;"))
    if name == "uri":
        return urllib.parse.quote(text, safe="-_.!~*'()")  # jq 1.6's unreserved set (RFC 2396's marks)
    if name == "sh":
        items = v if isinstance(v, list) else [v]
        out = []
        for x in items:
            if isinstance(x, list | dict):
                raise JqError(f"{brief(x)} can not be escaped for shell")
            s = x if isinstance(x, str) else dump(x)
            out.append("'" + s.replace("'", "'\\''") + "'" if isinstance(x, str) else s)
        return " ".join(out)
    if name == "base64":
        return base64.b64encode(text.encode("utf-8", "surrogateescape")).decode()
    if name == "base64d":
        return _base64_decode(text, v)
    raise JqError(f"{name} is not a valid format")




__all__ = ["NATIVES", "apply_format", "index_value"]
