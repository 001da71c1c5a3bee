"""AWK's built-in functions (POSIX plus gawk's gensub, strftime, asort, ...)."""

from __future__ import annotations

import io
import math
import random
import time
from collections.abc import Callable
from datetime import UTC, datetime
from functools import partial
from typing import TYPE_CHECKING, Any

import regex

from vshell.coreutils.awk.fieldsplit import split_regex
from vshell.coreutils.awk.gawkext import element_raw
from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.value import (
    UNINIT,
    AwkError,
    RegexVal,
    StrNum,
    Uninit,
    format_printf,
    is_true,
    other_base,
    strnum,
    to_num,
)
from vshell.coreutils.awk.vartypes import ByRef, value_names

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler
    from vshell.coreutils.awk.run import Interp


def _sub(it: Interp, args: list[Node], global_: bool) -> float:
    if len(args) < 2:
        raise AwkError("fatal: sub/gsub: needs at least 2 arguments")
    rx = it.as_regex(args[0])
    repl = it.tostr(it.eval(args[1]))
    target = args[2] if len(args) > 2 else _RECORD
    result, count = substitute(it, rx, repl, it.tostr(it.eval(target)), global_)
    if count:
        it.store(target, result)
    return float(count)


_RECORD: Node = ("field", ("num", 0.0))


def substitute(it: Interp, rx: regex.Pattern[str], repl: str, text: str, global_: bool) -> tuple[str, int]:
    """sub/gsub on a string: the new text and the number of replacements."""
    literal = "&" not in repl and "\\" not in repl
    empty = False

    def replace(m: regex.Match[str]) -> str:
        nonlocal empty
        if m.start() == m.end():
            empty = True
        return repl if literal else _awk_replacement(repl, m.group())

    # One C-level pass; gawk differs from Python only in where empty matches may fall
    # (never right after a match), so a global substitution that met one is redone by hand.
    result, count = rx.subn(replace, text, count=0 if global_ else 1, timeout=it.timeout)
    if empty and global_:
        return _sub_by_hand(it, rx, repl, text)
    return result, count


def _compile_sub(c: Compiler, args: list[Node], global_: bool) -> Callable[[], Any] | None:
    """sub/gsub with a regex literal and an lvalue target: compiled, and a C-level template when it can be."""
    if len(args) < 2 or args[0][0] != "regex" or (len(args) > 2 and args[2][0] not in ("var", "index", "field")):
        return None
    it = c.it
    rx, subn, repl = c.regex(args[0]), c.substituter(args[0]), c.string(args[1])
    # A pattern without these characters cannot match the empty string: Python's and gawk's
    # substitutions then agree, and the replacement can be a template expanded in C.
    nonempty = not any(ch in args[0][1] for ch in "*?{|()\\^$")
    if len(args) > 2:
        text, put = c.string(args[2]), c.setter(args[2])
    else:
        text, put = (lambda: it.record), it.set_record
    count = 0 if global_ else 1

    def sub() -> float:
        r, t = repl(), text()
        if nonempty and "\\" not in r:
            result, n = subn()(r.replace("&", "\\g<0>") if "&" in r else r, t, count=count)
        else:
            result, n = substitute(it, rx(), r, t, global_)
        if n:
            put(result)
        return float(n)

    return sub


def _sub_by_hand(it: Interp, rx: regex.Pattern[str], repl: str, text: str) -> tuple[str, int]:
    count = 0
    out: list[str] = []
    pos = 0
    search_at = 0
    last_end = -1
    while search_at <= len(text):
        m = rx.search(text, search_at, timeout=it.timeout)
        if m is None:
            break
        s, e = m.span()
        if s == e and s == last_end:
            if s >= len(text):
                break
            search_at = s + 1
            continue
        out.append(text[pos:s])
        out.append(_awk_replacement(repl, m.group()))
        count += 1
        pos = e
        last_end = e
        if s == e:
            if s < len(text):
                out.append(text[s])
            pos = s + 1
            search_at = s + 1
        else:
            search_at = e
    out.append(text[pos:])
    return "".join(out), count


def _awk_replacement(repl: str, matched: str) -> str:
    """& is the match; \\& a literal &; \\\\ a backslash (POSIX sub/gsub rules)."""
    out: list[str] = []
    i = 0
    while i < len(repl):
        c = repl[i]
        if c == "\\" and i + 1 < len(repl) and repl[i + 1] in "&\\":
            out.append(repl[i + 1])
            i += 2
            continue
        out.append(matched if c == "&" else c)
        i += 1
    return "".join(out)


def _gensub(it: Interp, args: list[Node]) -> str:
    rx = it.as_regex(args[0])
    repl = it.tostr(it.eval(args[1]))
    how = it.eval(args[2]) if len(args) > 2 else "g"
    target = it.tostr(it.eval(args[3])) if len(args) > 3 else it.record
    how_s = it.tostr(how)
    global_ = how_s[:1] in ("g", "G")
    which = 0 if global_ else max(1, int(to_num(how)))

    def expand(m: regex.Match[str]) -> str:
        out: list[str] = []
        i = 0
        while i < len(repl):
            c = repl[i]
            if c == "\\" and i + 1 < len(repl):
                d = repl[i + 1]
                if d.isdigit():
                    out.append(m.group(int(d)) or "" if int(d) <= (m.re.groups or 0) else "")
                elif d == "&":
                    out.append("&")
                else:
                    out.append(d)
                i += 2
                continue
            out.append(m.group() if c == "&" else c)
            i += 1
        return "".join(out)

    result: list[str] = []
    pos = 0
    for n, m in enumerate(rx.finditer(target, timeout=it.timeout), start=1):
        if global_ or n == which:
            result.append(target[pos : m.start()])
            result.append(expand(m))
            pos = m.end()
            if not global_:
                break
    result.append(target[pos:])
    return "".join(result)


def _split(it: Interp, args: list[Node], pat: bool = False) -> float:
    text = it.tostr(it.eval(args[0]))
    name = args[1][1]
    if args[1][0] == "var" and name in it.globals and not (it.locals and name in it.locals[-1]):
        raise AwkError(f"fatal: {'patsplit' if pat else 'split'}: second argument is not an array")
    arr = array_arg(it, args[1])
    seps_arr = array_arg(it, args[3]) if len(args) > 3 else None
    arr.clear()
    if pat:
        parts, seps = _patsplit(it, text, args[2] if len(args) > 2 else None)
    elif seps_arr is not None:
        parts, seps = _split_seps(it, text, args[2])
    elif len(args) > 2:
        sep_node = args[2]
        if sep_node[0] == "regex":
            parts = split_regex(it.regex(sep_node[1]), text, it.timeout) if text else []
        else:
            parts = it.split_fields(text, it.eval(sep_node))
    else:
        parts = it.split_fields(text)
    for i, p in enumerate(parts):
        arr[str(i + 1)] = strnum(p)
    if seps_arr is not None:
        seps_arr.clear()
        first = 1 if not pat and not (len(args) > 2 and _is_space(it, args[2])) else 0
        for i, s in enumerate(seps):
            seps_arr[str(i + first)] = strnum(s)
    return float(len(parts))


def _is_space(it: Interp, node: Node) -> bool:
    return node[0] != "regex" and it.tostr(it.eval(node)) == " "


def _split_seps(it: Interp, text: str, sep: Node) -> tuple[list[str], list[str]]:
    """split() with a fourth argument: the fields and the separators between them (gawk's seps)."""
    seps: list[str] = []
    if text == "":
        return [], seps
    if sep[0] == "regex":
        return split_regex(it.regex(sep[1]), text, it.timeout, seps), seps
    fs = it.tostr(it.eval(sep))
    if fs == " ":
        # Leading and trailing blanks are seps[0] and seps[n]; the fields are what lies between.
        rx = regex.compile("[ \t\n]+")
        inner = text.strip(" \t\n")
        lead = text[: len(text) - len(text.lstrip(" \t\n"))]
        trail = text[len(text.rstrip(" \t\n")) :]
        fields = split_regex(rx, inner, it.timeout, seps) if inner else []
        return fields, [lead, *seps, trail] if inner else [lead]
    rx = regex.compile(regex.escape(fs)) if len(fs) == 1 and fs != "\\" else it.regex(fs)
    return split_regex(rx, text, it.timeout, seps), seps


def _patsplit(it: Interp, text: str, pattern: Node | None) -> tuple[list[str], list[str]]:
    """patsplit(): the pieces that match, and seps[0..n] the text before, between and after them."""
    if pattern is None:
        search = it.searcher(it.tostr(it.globals.get("FPAT", "[^[:space:]]+")))
    elif pattern[0] == "regex":
        search = it.searcher(pattern[1])
    else:
        search = it.searcher(it.tostr(it.eval(pattern)))
    fields: list[str] = []
    seps: list[str] = []
    pos, prev_end, n = 0, -1, len(text)
    last = 0
    while pos <= n and text:
        m = search(text, pos)
        if m is None:
            break
        s, e = m.span()
        if s == e and s == prev_end:
            pos = s + 1
            continue
        seps.append(text[last:s])
        fields.append(text[s:e])
        last = prev_end = pos = e
        if s == e:
            pos = e + 1
    seps.append(text[last:])
    return fields, seps


def array_arg(it: Interp, node: Node) -> dict[str, Any]:
    """A built-in's array argument: a name, or an element holding (or made to hold) a subarray."""
    if node[0] in ("index", "subindex"):
        return it.compiler.dynamic_array(node)()
    return it.array(node[1])


def _substr(it: Interp, args: list[Node]) -> str:
    s = it.tostr(it.eval(args[0]))
    start = _round(to_num(it.eval(args[1])))
    # gawk (like BWK awk) treats a start below one as one, keeping the length.
    start = max(start, 1)
    if len(args) > 2:
        length = to_num(it.eval(args[2]))
        if math.isnan(length) or length <= 0:
            return ""
        end = start + (_round(length) if not math.isinf(length) else len(s) + 1)
    else:
        end = len(s) + 1
    return s[start - 1 : max(start - 1, end - 1)]


def _round(x: float) -> int:
    """gawk rounds substr positions to the nearest integer, halves to even."""
    if math.isinf(x):
        return -(10**18) if x < 0 else 10**18
    return round(x)


def _strftime(it: Interp, args: list[Node]) -> str:
    fmt = it.tostr(it.eval(args[0])) if args else "%a %b %e %H:%M:%S %Z %Y"
    when = to_num(it.eval(args[1])) if len(args) > 1 else time.time()
    utc = len(args) > 2 and is_true(it.eval(args[2]))
    tz = UTC if utc else None
    dt = datetime.fromtimestamp(int(when), tz=tz) if tz else datetime.fromtimestamp(int(when), tz=UTC)
    return dt.strftime(fmt)


def _asort(it: Interp, args: list[Node], by_index: bool) -> float:
    src = array_arg(it, args[0])
    dst = array_arg(it, args[1]) if len(args) > 1 else src
    if by_index:
        items = sorted(src.keys(), key=_sort_key)
    else:
        items = sorted(src.values(), key=_sort_key)
    dst.clear()
    for i, v in enumerate(items):
        dst[str(i + 1)] = v
    return float(len(items))


def _sort_key(v: Any) -> tuple[int, float, str]:
    if isinstance(v, float):
        return (0, v, "")
    if isinstance(v, StrNum):
        return (0, v.num, "")
    return (1, 0.0, str(v))


_TYPE_NAMES: dict[type, str] = {Uninit: "unassigned", StrNum: "strnum", RegexVal: "regexp"}


def call_builtin(it: Interp, name: str, args: list[Node]) -> Any:
    ev = it.eval
    if name == "length":
        if not args:
            return float(len(it.record))
        a = args[0]
        if a[0] == "var" and (a[1] in it.arrays or (it.locals and isinstance(it.locals[-1].get(a[1]), dict))):
            if it.mode == "posix":
                raise AwkError("fatal: length: received array argument")
            return float(len(it.array(a[1])))
        return float(len(it.tostr(ev(a))))
    if name == "substr":
        return _substr(it, args)
    if name == "index":
        return float(it.tostr(ev(args[0])).find(it.tostr(ev(args[1]))) + 1)
    if name == "split":
        return _split(it, args)
    if name in ("sub", "gsub"):
        return _sub(it, args, name == "gsub")
    if name == "gensub":
        return _gensub(it, args)
    if name == "match":
        text = it.tostr(ev(args[0]))
        m = it.as_regex(args[1]).search(text, timeout=it.timeout)
        if len(args) > 2:
            arr = array_arg(it, args[2])
            arr.clear()
            if m:
                for g in range((m.re.groups or 0) + 1):
                    if m.group(g) is not None:
                        arr[str(g)] = strnum(m.group(g))
                        arr[f"{g}\x1cstart"] = float(m.start(g) + 1)
                        arr[f"{g}\x1clength"] = float(len(m.group(g)))
        if m:
            it.globals["RSTART"] = float(m.start() + 1)
            it.globals["RLENGTH"] = float(len(m.group()))
            return float(m.start() + 1)
        it.globals["RSTART"] = 0.0
        it.globals["RLENGTH"] = -1.0
        return 0.0
    if name == "sprintf":
        if not args:
            raise AwkError("fatal: sprintf: no arguments")
        vals = [ev(a) for a in args]
        return format_printf(it.tostr(vals[0]), vals[1:], str(it.globals["CONVFMT"]))
    if name in ("sin", "cos", "exp", "log", "sqrt", "int"):
        x = to_num(ev(args[0])) if args else 0.0
        if name == "int":
            return float(math.trunc(x)) if math.isfinite(x) else x
        if name == "log":
            if x < 0:
                it.warn(f"log: received negative argument {it.tostr(x)}")
                return -math.nan
            return math.log(x) if x > 0 else -math.inf
        if name == "sqrt":
            return math.sqrt(x) if x >= 0 else math.nan
        if name == "exp":
            try:
                return math.exp(x)
            except OverflowError:
                return math.inf
        return float(getattr(math, name)(x))
    if name == "atan2":
        return math.atan2(to_num(ev(args[0])), to_num(ev(args[1])))
    if name == "rand":
        return it.rand.random()
    if name == "srand":
        return srand_value(it, to_num(ev(args[0])) if args else None)
    if name == "tolower":
        return it.tostr(ev(args[0])).lower()
    if name == "toupper":
        return it.tostr(ev(args[0])).upper()
    if name == "system":
        if it.sandbox:
            raise AwkError("fatal: 'system' function not allowed in sandbox mode")
        it.flush_out()
        it.ctx.stdout.flush()
        for key in list(it.outputs):
            if not key.startswith("|"):
                it._flush_file(key)
        return float(it.ctx.run(["sh", "-c", it.tostr(ev(args[0]))], stdout=it.out))
    if name == "close":
        return it.close(it.tostr(ev(args[0])))
    if name == "fflush":
        return 0.0
    if name == "systime":
        return float(int(time.time()))
    if name == "strftime":
        return _strftime(it, args)
    if name == "mktime":
        spec = it.tostr(ev(args[0])).split()
        try:
            y, mo, d, h, mi, s = (int(x) for x in spec[:6])
            return float(int(datetime(y, mo, d, h, mi, s, tzinfo=UTC).timestamp()))
        except (ValueError, TypeError):
            return -1.0
    if name == "patsplit":
        return _split(it, args, pat=True)
    if name in ("asort", "asorti"):
        return _asort(it, args, name == "asorti")
    if name in ("and", "or", "xor"):
        vals = [int(to_num(ev(a))) for a in args]
        acc = vals[0]
        for v in vals[1:]:
            acc = acc & v if name == "and" else acc | v if name == "or" else acc ^ v
        return float(acc)
    if name == "lshift":
        return float(int(to_num(ev(args[0]))) << int(to_num(ev(args[1]))))
    if name == "rshift":
        return float(int(to_num(ev(args[0]))) >> int(to_num(ev(args[1]))))
    if name == "compl":
        return float(~int(to_num(ev(args[0]))) & ((1 << 53) - 1))
    if name in ("dcgettext", "dcngettext"):
        # No message catalogues here: the text is its own translation (gawk in the C locale).
        values = [ev(a) for a in args]
        at = 4 if name == "dcngettext" else 2
        category = it.tostr(values[at]) if len(values) > at else "LC_MESSAGES"
        if category not in _LOCALE_CATEGORIES:
            raise AwkError(f"fatal: {name}: `{category}' is not a valid locale category")
        if name == "dcgettext":
            return it.tostr(values[0])
        return it.tostr(values[0] if to_num(values[2]) == 1 else values[1])
    if name == "bindtextdomain":
        return it.tostr(ev(args[0]))
    if name == "mkbool":
        return 1.0 if is_true(ev(args[0])) else 0.0
    if name == "strtonum":
        v = ev(args[0])
        if isinstance(v, (float, StrNum)):  # a number, or input that reads as one, is that number
            return to_num(v)
        # gawk looks for 0x or 0 at the very start (" 011" is decimal eleven), then reads decimal.
        text = it.tostr(v)
        n = other_base(text)
        return n if n is not None else to_num(text)
    if name == "isarray":
        a = args[0]
        return 1.0 if a[0] == "var" and a[1] in it.arrays else 0.0
    if name == "typeof":
        a = args[0]
        if a[0] == "var":
            # Looking at a name's type must not give it one (ev would make it a scalar).
            frame = it.locals[-1] if it.locals and a[1] in it.locals[-1] else None
            v = frame[a[1]] if frame is not None else it.globals.get(a[1], it.arrays.get(a[1]))
            if type(v) is dict:
                return "array"
            if v is None and it.value_names is None:
                it.value_names = value_names(it.prog)
            if type(v) is ByRef or (v is None and a[1] not in (it.value_names or ())):
                return "untyped"
            if v is None:
                return "unassigned"
        elif a[0] == "index" and it.array(a[1]).get(it.subscript(a[2]), UNINIT) is UNINIT:
            return "untyped"  # an element only referenced
        v = ev(a)
        if isinstance(v, float):
            return "number"
        return _TYPE_NAMES.get(type(v), "string")
    raise AwkError(f"fatal: function `{name}' not supported")


_LOCALE_CATEGORIES = frozenset(("LC_ALL", "LC_COLLATE", "LC_CTYPE", "LC_MESSAGES", "LC_MONETARY", "LC_NUMERIC",
                                "LC_RESPONSE", "LC_TIME"))


def _element_builtin(c: Compiler, name: str, node: Node) -> Callable[[], Any]:
    """length, isarray and typeof of an element that may hold a subarray."""
    raw = element_raw(c, node)
    tostr = c.it.tostr

    def element() -> Any:
        v = raw()[2]
        if name == "length":
            return float(len(v) if type(v) is dict else len(tostr(v)))
        if name == "isarray":
            return 1.0 if type(v) is dict else 0.0
        if type(v) is dict:
            return "array"
        if v is UNINIT:
            return "untyped"
        return "number" if isinstance(v, float) else _TYPE_NAMES.get(type(v), "string")

    return element


def compile_builtin(c: Compiler, name: str, args: list[Node]) -> Callable[[], Any]:
    """The builtins used per record get their own closure; the rest evaluate their argument nodes."""
    it = c.it
    if it.prog.subarrays and name in ("length", "isarray", "typeof") and args and args[0][0] in ("index", "subindex"):
        return _element_builtin(c, name, args[0])
    if name == "length" and not args:
        return lambda: float(len(it.record))
    if name == "length" and args[0][0] != "var":
        text = c.string(args[0])
        return lambda: float(len(text()))
    if name in ("tolower", "toupper") and len(args) == 1:
        text = c.string(args[0])
        return (lambda: text().lower()) if name == "tolower" else (lambda: text().upper())
    if name == "int" and len(args) == 1:
        x = c.num(args[0])

        def int_() -> float:
            v = x()
            return float(math.trunc(v)) if math.isfinite(v) else v

        return int_
    if name == "index" and len(args) == 2:
        hay, needle = c.string(args[0]), c.string(args[1])
        return lambda: float(hay().find(needle()) + 1)
    if name in ("sub", "gsub"):
        compiled = _compile_sub(c, args, name == "gsub")
        if compiled is not None:
            return compiled
    return partial(call_builtin, it, name, args)


__all__ = ["call_builtin", "compile_builtin", "io"]


def srand_value(interp: Interp, seed: float | None) -> float:
    """srand(): reseed (from the time of day when no seed is given) and return the previous seed."""
    old = interp.seed
    interp.seed = float(int(time.time())) if seed is None else seed
    interp.rand = random.Random(interp.seed)
    return old
