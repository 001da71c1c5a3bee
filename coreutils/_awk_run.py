"""Evaluating an AWK program (gawk 5.2 semantics for what agents use).

Values are ``float`` (numbers), ``str`` (strings) and ``StrNum`` (strings
from input that look numeric: compared as numbers, printed as read).  An
uninitialised variable is ``UNINIT``, both "" and 0.  Commands run by
``system()``, ``print | cmd`` and ``cmd | getline`` go through the context's
sub-runner as ``sh -c cmd``: no process is started.
"""

from __future__ import annotations

import io
import math
import random
import re
import time
from collections.abc import Callable
from typing import Any

import regex

from coreutils._awk_parse import Function, Node, Program
from coreutils._regex import RegexError, translate
from vshell.command import CommandContext

RxPattern = regex.Pattern  # the Interp.regex method shadows the module name inside the class


class StrNum(str):
    """An input string that looks like a number (POSIX 'numeric string')."""

    num: float


class _Uninit(str):
    pass


UNINIT = _Uninit("")
_NUMERIC = re.compile(r"[ \t\n]*[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|inf|nan)[ \t\n]*\Z",
                      re.IGNORECASE)
_PREFIX = re.compile(r"[ \t\n\r\f\v]*([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?))")


class AwkError(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _Next(Exception):
    pass


class _NextFile(Exception):
    pass


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


class _Return(Exception):
    def __init__(self, value: Any) -> None:
        super().__init__()
        self.value = value


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


def strnum(s: str) -> str:
    if _NUMERIC.match(s):
        v = StrNum(s)
        v.num = to_num(s)
        return v
    return s


def to_num(v: Any) -> float:
    if isinstance(v, float):
        return v
    if isinstance(v, StrNum):
        return v.num
    m = _PREFIX.match(v)
    if not m:
        low = v.strip().lower()
        if low in ("+inf", "-inf", "+nan", "-nan"):
            return float(low)
        return 0.0
    return float(m.group(1))


def num_to_str(n: float, fmt: str) -> str:
    if math.isfinite(n) and n == int(n):
        return str(int(n))
    if math.isnan(n):
        return "-nan" if math.copysign(1, n) < 0 else "+nan"
    if math.isinf(n):
        return "-inf" if n < 0 else "+inf"
    return format_printf(fmt, [n])


def is_true(v: Any) -> bool:
    if isinstance(v, float):
        return v != 0.0
    if isinstance(v, StrNum):
        return v.num != 0.0
    return bool(v != "")


_FMT = re.compile(r"%([-+ #0]*)(\*|\d+)?(?:\.(\*|\d+)?)?([a-zA-Z%])")


def format_printf(fmt: str, args: list[Any], convfmt: str = "%.6g") -> str:
    out: list[str] = []
    pos = 0
    ai = 0

    def arg() -> Any:
        nonlocal ai
        if ai < len(args):
            ai += 1
            return args[ai - 1]
        raise AwkError(
            "fatal: not enough arguments to satisfy format string\n"
            f"\t`{fmt}'\n\t{' ' * (m.end() - 1)}^ ran out for this one"
        )

    for m in _FMT.finditer(fmt):
        out.append(fmt[pos : m.start()])
        pos = m.end()
        flags, width, prec, conv = m.groups()
        if conv == "%":
            out.append("%")
            continue
        if width == "*":
            w = int(to_num(arg()))
            if w < 0:
                flags += "-"
                w = -w
            width = str(w)
        if prec == "*":
            prec = str(max(0, int(to_num(arg()))))
        spec = "%" + flags + (width or "") + ("." + prec if prec is not None else "")
        value = arg()
        if conv in "di":
            n = to_num(value)
            if math.isnan(n) or math.isinf(n):
                out.append((spec + "f") % n)
            else:
                out.append((spec + "d") % int(n))
        elif conv in "oxXu":
            n = int(to_num(value))
            if n < 0:
                n &= (1 << 64) - 1
            out.append((spec + ("d" if conv == "u" else conv)) % n)
        elif conv in "eEfFgGaA":
            n = to_num(value)
            if conv in "aA":
                out.append(float.hex(n))
            else:
                out.append((spec + conv) % n)
        elif conv == "c":
            if isinstance(value, float):
                ch = chr(int(value)) if 0 <= int(value) < 0x110000 else ""
            else:
                # gawk prints a NUL byte for %c of an empty string.
                ch = value[:1] or "\0"
            out.append((spec + "s") % ch)
        elif conv == "s":
            text = value if isinstance(value, str) else num_to_str(value, convfmt)
            out.append((spec + "s") % text)
        else:
            out.append(m.group())
    out.append(fmt[pos:])
    return "".join(out)


class Interp:
    def __init__(self, ctx: CommandContext, prog: Program, assigns: list[tuple[str, str]],
                 operands: list[str]) -> None:
        self.ctx = ctx
        self.prog = prog
        self.globals: dict[str, Any] = {}
        self.arrays: dict[str, dict[str, Any]] = {}
        self.locals: list[dict[str, Any]] = []
        self.fields: list[str] = [""]
        self.nf = 0
        self.record = ""
        self.range_active = [False] * len(prog.items)
        self.outputs: dict[str, tuple[str, io.BytesIO]] = {}
        self.readers: dict[str, tuple[list[str], int]] = {}
        self.rx_cache: dict[str, RxPattern[str]] = {}
        self.timeout = ctx.budget.limits.regex_seconds
        self.rand = random.Random(0)
        self.seed = 0.0
        g = self.globals
        g.update(FS=" ", OFS=" ", ORS="\n", RS="\n", NR=0.0, NF=0.0, FNR=0.0, SUBSEP="\x1c",
                 CONVFMT="%.6g", OFMT="%.6g", FILENAME="", RSTART=0.0, RLENGTH=-1.0, IGNORECASE=0.0)
        self.arrays["ENVIRON"] = {k: strnum(v) for k, v in ctx.env.items()}
        self.arrays["ARGV"] = {"0": "awk", **{str(i + 1): strnum(a) for i, a in enumerate(operands)}}
        g["ARGC"] = float(len(operands) + 1)
        for name, value in assigns:
            g[name] = strnum(_escape_assign(value))
        self.out = ctx.stdout

    # -- variables ------------------------------------------------------------
    def getvar(self, name: str) -> Any:
        if self.locals and name in self.locals[-1]:
            v = self.locals[-1][name]
            return UNINIT if isinstance(v, dict) else v
        if name == "NF":
            return float(self.nf)
        return self.globals.get(name, UNINIT)

    def setvar(self, name: str, value: Any) -> None:
        if self.locals and name in self.locals[-1]:
            self.locals[-1][name] = value
            return
        if name == "NF":
            self.set_nf(int(to_num(value)))
            return
        self.globals[name] = value

    def array(self, name: str) -> dict[str, Any]:
        if self.locals and name in self.locals[-1]:
            v = self.locals[-1][name]
            if not isinstance(v, dict):
                v = {}
                self.locals[-1][name] = v
            return v
        arr = self.arrays.get(name)
        if arr is None:
            arr = self.arrays[name] = {}
        return arr

    def tostr(self, v: Any) -> str:
        if isinstance(v, float):
            return num_to_str(v, str(self.globals["CONVFMT"]))
        return str(v)

    def outstr(self, v: Any) -> str:
        if isinstance(v, float):
            return num_to_str(v, str(self.globals["OFMT"]))
        return str(v)

    def subscript(self, items: list[Node]) -> str:
        if len(items) == 1:
            return self.tostr(self.eval(items[0]))
        return str(self.globals["SUBSEP"]).join(self.tostr(self.eval(i)) for i in items)

    # -- records and fields --------------------------------------------------------
    def set_record(self, text: str) -> None:
        self.record = text
        self.fields = [text, *self.split_fields(text)]
        self.nf = len(self.fields) - 1

    def split_fields(self, text: str) -> list[str]:
        fs = self.tostr(self.getvar("FS"))
        if fs == " ":
            parts = text.split()
        elif text == "":
            parts = []
        elif len(fs) == 1 and fs != "\\":
            if fs == "\t" or (not fs.isalnum() and fs not in ".[]()*+?^$|{}"):
                parts = text.split(fs)
            else:
                parts = self.regex(fs).split(text)
        else:
            parts = self.regex(fs).split(text, timeout=self.timeout)
        return [strnum(p) for p in parts]

    def get_field(self, i: int) -> Any:
        if i < 0:
            raise AwkError(f"attempt to access field {i}")
        if i == 0:
            return strnum(self.record) if not isinstance(self.fields[0], StrNum) else self.fields[0]
        if i <= self.nf:
            return self.fields[i]
        return UNINIT

    def set_field(self, i: int, value: Any) -> None:
        if i < 0:
            raise AwkError(f"attempt to access field {i}")
        if i == 0:
            self.set_record(self.tostr(value))
            return
        while len(self.fields) <= i:
            self.fields.append(UNINIT)
        self.fields[i] = value
        if i > self.nf:
            self.nf = i
        self.rebuild()

    def set_nf(self, n: int) -> None:
        while len(self.fields) <= n:
            self.fields.append(UNINIT)
        del self.fields[n + 1 :]
        self.nf = n
        self.rebuild()

    def rebuild(self) -> None:
        ofs = self.tostr(self.getvar("OFS"))
        self.record = ofs.join(self.outfield(f) for f in self.fields[1 : self.nf + 1])
        self.fields[0] = self.record

    def outfield(self, v: Any) -> str:
        return self.tostr(v)

    # -- regexes ------------------------------------------------------------------
    def regex(self, text: str) -> RxPattern[str]:
        ic = is_true(self.globals.get("IGNORECASE", 0.0))
        key = ("i" if ic else "c") + text
        rx = self.rx_cache.get(key)
        if rx is None:
            try:
                t = translate(_awk_regex(text), extended=True)
            except RegexError as e:
                raise AwkError(f"fatal: {e.message}: /{text}/") from None
            flags = regex.V0 | regex.DOTALL | (regex.IGNORECASE if ic else 0) | (regex.POSIX if t.has_alternation else 0)
            rx = regex.compile(t.pattern.replace("$", r"\Z") if "$" in t.pattern else t.pattern, flags)
            self.rx_cache[key] = rx
        return rx

    def as_regex(self, node: Node) -> RxPattern[str]:
        if node[0] == "regex":
            return self.regex(node[1])
        return self.regex(self.tostr(self.eval(node)))

    # -- evaluation -----------------------------------------------------------------
    def eval(self, node: Node) -> Any:
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "str":
            return node[1]
        if kind == "var":
            return self.getvar(node[1])
        if kind == "field":
            return self.get_field(int(to_num(self.eval(node[1]))))
        if kind == "index":
            key = self.subscript(node[2])
            arr = self.array(node[1])
            if key not in arr:
                arr[key] = UNINIT
            return arr[key]
        if kind == "group":
            return self.eval(node[1])
        if kind == "concat":
            return self.tostr(self.eval(node[1])) + self.tostr(self.eval(node[2]))
        if kind == "bin":
            return self.arith(node[1], to_num(self.eval(node[2])), to_num(self.eval(node[3])))
        if kind == "neg":
            return -to_num(self.eval(node[1]))
        if kind == "plus":
            return to_num(self.eval(node[1]))
        if kind == "not":
            return 0.0 if is_true(self.eval(node[1])) else 1.0
        if kind == "and":
            return 1.0 if is_true(self.eval(node[1])) and is_true(self.eval(node[2])) else 0.0
        if kind == "or":
            return 1.0 if is_true(self.eval(node[1])) or is_true(self.eval(node[2])) else 0.0
        if kind == "cmp":
            return 1.0 if self.compare(node[1], self.eval(node[2]), self.eval(node[3])) else 0.0
        if kind == "match":
            text = self.tostr(self.eval(node[2]))
            hit = self.as_regex(node[3]).search(text, timeout=self.timeout) is not None
            return 1.0 if hit != node[1] else 0.0
        if kind == "regex":
            return 1.0 if self.regex(node[1]).search(self.record, timeout=self.timeout) else 0.0
        if kind == "cond":
            return self.eval(node[2]) if is_true(self.eval(node[1])) else self.eval(node[3])
        if kind == "in":
            key = self.subscript(node[1])
            return 1.0 if key in self.array(node[2]) else 0.0
        if kind == "assign":
            return self.assign(node)
        if kind == "preinc":
            v = to_num(self.eval(node[2])) + node[1]
            self.store(node[2], v)
            return v
        if kind == "postinc":
            old = to_num(self.eval(node[2]))
            self.store(node[2], old + node[1])
            return old
        if kind == "builtin":
            return self.builtin(node[1], node[2])
        if kind == "call":
            return self.call(node[1], node[2])
        if kind == "getline":
            return self.getline_main(node[1])
        if kind == "getline_file":
            return self.getline_file(node[1], self.tostr(self.eval(node[2])))
        if kind == "getline_cmd":
            return self.getline_cmd(node[2], self.tostr(self.eval(node[1])))
        raise AwkError(f"internal: unknown node {kind}")

    def arith(self, op: str, a: float, b: float) -> float:
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            if b == 0:
                raise AwkError("fatal: division by zero attempted")
            return a / b
        if op == "%":
            if b == 0:
                raise AwkError("fatal: division by zero attempted in `%'")
            return math.fmod(a, b)
        try:
            r = a**b
        except OverflowError:
            return math.inf
        return r.real if isinstance(r, complex) else float(r)

    def compare(self, op: str, a: Any, b: Any) -> bool:
        if _numeric(a) and _numeric(b):
            x: Any = to_num(a)
            y: Any = to_num(b)
        else:
            x, y = self.tostr(a), self.tostr(b)
        if op == "<":
            return bool(x < y)
        if op == "<=":
            return bool(x <= y)
        if op == ">":
            return bool(x > y)
        if op == ">=":
            return bool(x >= y)
        if op == "==":
            return bool(x == y)
        return bool(x != y)

    def store(self, target: Node, value: Any) -> None:
        kind = target[0]
        if kind == "var":
            self.setvar(target[1], value)
        elif kind == "index":
            self.array(target[1])[self.subscript(target[2])] = value
        elif kind == "field":
            self.set_field(int(to_num(self.eval(target[1]))), value)
        else:
            raise AwkError("assignment to non-lvalue")

    def assign(self, node: Node) -> Any:
        op, target, value_node = node[1], node[2], node[3]
        value = self.eval(value_node)
        if op != "=":
            value = self.arith(op[0], to_num(self.eval(target)), to_num(value))
        elif isinstance(value, _Uninit):
            value = UNINIT
        self.store(target, value)
        return value

    # -- statements ---------------------------------------------------------------------
    def execute(self, node: Node) -> None:
        kind = node[0]
        self.ctx.budget.tick()
        if kind == "block":
            for s in node[1]:
                self.execute(s)
        elif kind == "expr":
            self.eval(node[1])
        elif kind == "print":
            args = node[1]
            if not args:
                text = self.record
            else:
                ofs = self.tostr(self.getvar("OFS"))
                text = ofs.join(self.outstr(self.eval(a)) for a in args)
            self.emit(text + self.tostr(self.getvar("ORS")), node[2])
        elif kind == "printf":
            args = [self.eval(a) for a in node[1]]
            if not args:
                raise AwkError("fatal: printf: no format")
            self.emit(format_printf(self.tostr(args[0]), args[1:], str(self.globals["CONVFMT"])), node[2])
        elif kind == "if":
            if is_true(self.eval(node[1])):
                self.execute(node[2])
            elif node[3] is not None:
                self.execute(node[3])
        elif kind == "while":
            while is_true(self.eval(node[1])):
                try:
                    self.execute(node[2])
                except _Break:
                    break
                except _Continue:
                    continue
        elif kind == "do":
            while True:
                try:
                    self.execute(node[1])
                except _Break:
                    break
                except _Continue:
                    pass
                if not is_true(self.eval(node[2])):
                    break
        elif kind == "for":
            if node[1] is not None:
                self.execute(node[1])
            while node[2] is None or is_true(self.eval(node[2])):
                try:
                    self.execute(node[4])
                except _Break:
                    break
                except _Continue:
                    pass
                if node[3] is not None:
                    self.execute(node[3])
        elif kind == "forin":
            arr = self.array(node[2])
            for key in list(arr.keys()):
                if key not in arr:
                    continue
                self.setvar(node[1], strnum(key))
                try:
                    self.execute(node[3])
                except _Break:
                    break
                except _Continue:
                    continue
        elif kind == "break":
            raise _Break()
        elif kind == "continue":
            raise _Continue()
        elif kind == "next":
            raise _Next()
        elif kind == "nextfile":
            raise _NextFile()
        elif kind == "exit":
            code = int(to_num(self.eval(node[1]))) & 0xFF if node[1] is not None else None
            raise _Exit(code if code is not None else -1)
        elif kind == "return":
            raise _Return(self.eval(node[1]) if node[1] is not None else UNINIT)
        elif kind == "delete":
            if node[2] is None:
                self.array(node[1]).clear()
            else:
                self.array(node[1]).pop(self.subscript(node[2]), None)
        else:
            raise AwkError(f"internal: unknown statement {kind}")

    # -- output --------------------------------------------------------------------------
    def emit(self, text: str, redir: Node | None) -> None:
        data = text.encode("utf-8", "surrogateescape")
        if redir is None:
            self.out.write(data)
            return
        op, target = redir
        name = self.tostr(self.eval(target))
        if op == "|":
            entry = self.outputs.get("|" + name)
            if entry is None:
                entry = self.outputs["|" + name] = ("|", io.BytesIO())
            entry[1].write(data)
            return
        if name in ("/dev/stdout", "-"):
            self.out.write(data)
            return
        if name == "/dev/stderr":
            self.ctx.stderr.write(data)
            return
        entry = self.outputs.get(name)
        if entry is None:
            mode = ">>" if op == ">>" else ">"
            entry = self.outputs[name] = (mode, io.BytesIO())
            if mode == ">":
                self.ctx.fs.write_bytes(self.ctx.resolve(name), b"")
        entry[1].write(data)
        self._flush_file(name)

    def _flush_file(self, name: str) -> None:
        _mode, buf = self.outputs[name]
        data = buf.getvalue()
        if not data:
            return
        path = self.ctx.resolve(name)
        try:
            old = self.ctx.fs.read_bytes(path)
        except OSError:
            old = b""
        self.ctx.fs.write_bytes(path, old + data)
        buf.seek(0)
        buf.truncate()

    def close(self, name: str) -> float:
        if "|" + name in self.outputs:
            _, buf = self.outputs.pop("|" + name)
            status = self.ctx.run(["sh", "-c", name], stdin=io.BytesIO(buf.getvalue()), stdout=self.out)
            return float(status)
        if name in self.outputs:
            self._flush_file(name)
            del self.outputs[name]
            return 0.0
        if name in self.readers:
            del self.readers[name]
            return 0.0
        return -1.0

    def close_all(self) -> None:
        for key in list(self.outputs):
            if key.startswith("|"):
                self.close(key[1:])
            else:
                self.close(key)

    # -- input ---------------------------------------------------------------------------
    def split_records(self, data: str) -> list[str]:
        rs = self.tostr(self.getvar("RS"))
        if rs == "\n":
            recs = data.split("\n")
            if recs and recs[-1] == "":
                recs.pop()
            return recs
        if rs == "":
            body = data.lstrip("\n")
            recs = re.split(r"\n\n+", body)
            if recs and recs[-1].endswith("\n"):
                recs[-1] = recs[-1].rstrip("\n")
            return [r for r in recs if r != ""] if body else []
        if len(rs) == 1:
            recs = data.split(rs)
        else:
            recs = self.regex(rs).split(data)
        if recs and recs[-1] == "":
            recs.pop()
        return recs

    def getline_main(self, var: Node | None) -> float:
        rec = self.source.next_record()
        if rec is None:
            return 0.0
        self.globals["NR"] = to_num(self.globals["NR"]) + 1
        self.globals["FNR"] = to_num(self.globals["FNR"]) + 1
        if var is None:
            self.set_record(rec)
        else:
            self.store(var, strnum(rec))
        return 1.0

    def getline_file(self, var: Node | None, name: str) -> float:
        if name not in self.readers:
            try:
                if name in ("-", "/dev/stdin"):
                    data = self.ctx.stdin.read()
                else:
                    data = self.ctx.fs.read_bytes(self.ctx.resolve(name))
            except OSError:
                return -1.0
            self.readers[name] = (self.split_records(data.decode("utf-8", "surrogateescape")), 0)
        recs, i = self.readers[name]
        if i >= len(recs):
            return 0.0
        self.readers[name] = (recs, i + 1)
        if var is None:
            self.set_record(recs[i])
            self.globals["NR"] = to_num(self.globals["NR"]) + 1
        else:
            self.store(var, strnum(recs[i]))
        return 1.0

    def getline_cmd(self, var: Node | None, cmd: str) -> float:
        key = "cmd:" + cmd
        if key not in self.readers:
            out = io.BytesIO()
            self.ctx.run(["sh", "-c", cmd], stdout=out)
            self.readers[key] = (self.split_records(out.getvalue().decode("utf-8", "surrogateescape")), 0)
        recs, i = self.readers[key]
        if i >= len(recs):
            return 0.0
        self.readers[key] = (recs, i + 1)
        if var is None:
            self.set_record(recs[i])
            self.globals["NR"] = to_num(self.globals["NR"]) + 1
        else:
            self.store(var, strnum(recs[i]))
        return 1.0

    # -- functions --------------------------------------------------------------------------
    def call(self, name: str, args: list[Node]) -> Any:
        fn: Function | None = self.prog.functions.get(name)
        if fn is None:
            raise AwkError(f"fatal: function `{name}' not defined")
        if len(self.locals) > 1000:
            raise AwkError("fatal: function call nesting too deep")
        frame: dict[str, Any] = {}
        for i, pname in enumerate(fn.params):
            if i >= len(args):
                frame[pname] = UNINIT
                continue
            a = args[i]
            is_local_array = bool(self.locals) and isinstance(self.locals[-1].get(a[1] if a[0] == "var" else ""), dict)
            untyped = a[0] == "var" and a[1] not in self.globals and not (self.locals and a[1] in self.locals[-1])
            if a[0] == "var" and (a[1] in self.arrays or is_local_array or untyped):
                # Arrays are passed by reference; an untyped variable may become one inside the call.
                frame[pname] = self.array(a[1])
            else:
                frame[pname] = self.eval(a)
        self.locals.append(frame)
        try:
            self.execute(fn.body)
        except _Return as r:
            return r.value
        finally:
            self.locals.pop()
        return UNINIT

    def builtin(self, name: str, args: list[Node]) -> Any:
        from coreutils._awk_builtins import call_builtin

        return call_builtin(self, name, args)

    # -- the main loop ----------------------------------------------------------------------------
    source: _Source

    def run(self, sources: list[str]) -> int:
        prog = self.prog
        status = 0
        self.source = _Source(self, sources)
        try:
            try:
                for b in prog.begin:
                    self.execute(b)
                if prog.items or prog.end:
                    while True:
                        rec = self.source.next_record()
                        if rec is None:
                            break
                        self.globals["NR"] = to_num(self.globals["NR"]) + 1
                        self.globals["FNR"] = to_num(self.globals["FNR"]) + 1
                        self.set_record(rec)
                        try:
                            self.run_items()
                        except _Next:
                            continue
                        except _NextFile:
                            self.source.skip_file()
            except _Exit as e:
                status = e.code
                try:
                    for b in prog.end:
                        self.execute(b)
                except _Exit as e2:
                    status = e2.code if e2.code >= 0 else status
                self.close_all()
                return max(status, 0) if status >= 0 else 0
            for b in prog.end:
                self.execute(b)
        except _Exit as e:
            status = e.code if e.code >= 0 else 0
        self.close_all()
        return max(status, self.source_status())

    def source_status(self) -> int:
        src = getattr(self, "source", None)
        return 2 if src is not None and src.failed else 0

    def run_items(self) -> None:
        for i, (pat, pat2, action) in enumerate(self.prog.items):
            if pat2 is not None:
                if self.range_active[i]:
                    if is_true(self.eval(pat2)):
                        self.range_active[i] = False
                    hit = True
                elif is_true(self.eval(pat)):  # type: ignore[arg-type]
                    hit = True
                    self.range_active[i] = not is_true(self.eval(pat2))
                else:
                    hit = False
            else:
                hit = pat is None or is_true(self.eval(pat))
            if hit:
                if action is None:
                    self.emit(self.record + self.tostr(self.getvar("ORS")), None)
                else:
                    self.execute(action)


class _Source:
    """The main input: ARGV operands read in turn, assignments applied when reached."""

    def __init__(self, interp: Interp, operands: list[str]) -> None:
        self.interp = interp
        self.index = 1
        self.records: list[str] = []
        self.pos = 0
        self.failed = False
        self.used_file = False
        self.stdin_done = False

    def skip_file(self) -> None:
        self.records, self.pos = [], 0

    def _open_next(self) -> bool:
        it = self.interp
        argv = it.arrays["ARGV"]
        argc = int(to_num(it.globals["ARGC"]))
        while self.index < argc:
            arg = argv.get(str(self.index), "")
            self.index += 1
            arg = it.tostr(arg)
            if arg == "":
                continue
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)\Z", arg, re.S)
            if m:
                it.setvar(m.group(1), strnum(_escape_assign(m.group(2))))
                continue
            self.used_file = True
            try:
                if arg in ("-", "/dev/stdin"):
                    data = it.ctx.stdin.read()
                else:
                    path = it.ctx.resolve(arg)
                    st = it.ctx.fs.stat(path)
                    if st.is_dir:
                        it.ctx.stderr.write(f"awk: warning: command line argument `{arg}' is a directory: skipped\n".encode())
                        continue
                    data = it.ctx.fs.read_bytes(path)
            except OSError as e:
                from coreutils._errors import strerror

                it.ctx.stderr.write(f"awk: fatal: cannot open file `{arg}' for reading: {strerror(e)}\n".encode())
                self.failed = True
                raise _Exit(2) from None
            self._load(arg, data)
            return True
        if not self.used_file and not self.stdin_done:
            self.stdin_done = True
            self._load("", it.ctx.stdin.read())
            return True
        return False

    def _load(self, name: str, data: bytes) -> None:
        it = self.interp
        it.globals["FILENAME"] = name
        it.globals["FNR"] = 0.0
        self.records = it.split_records(data.decode("utf-8", "surrogateescape"))
        self.pos = 0

    def next_record(self) -> str | None:
        while self.pos >= len(self.records):
            if not self._open_next():
                return None
        rec = self.records[self.pos]
        self.pos += 1
        return rec


def _numeric(v: Any) -> bool:
    return isinstance(v, float | StrNum | _Uninit)


def _escape_assign(value: str) -> str:
    """Command-line ``var=value`` assignments process escape sequences like string literals."""
    from coreutils._awk_parse import _unescape

    return _unescape(value)


def _awk_regex(text: str) -> str:
    """gawk regex escapes not in POSIX: \\y word boundary, \\s etc pass through; \\/ is /."""
    return text.replace("\\y", "\\b").replace("\\/", "/")


def srand_value(interp: Interp, seed: float | None) -> float:
    old = interp.seed
    interp.seed = float(int(time.time())) if seed is None else seed
    interp.rand = random.Random(interp.seed)
    return old


Builtin = Callable[[Interp, list[Node]], Any]
