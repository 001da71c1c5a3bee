"""Compiling the AWK tree into Python closures, once per run.

Each node becomes a function of no arguments that closes over the
interpreter, so evaluating ``s += $2`` for a record is three calls with no
string dispatch.  Names are resolved when compiling: inside a function body
a parameter reads the call frame, anything else reads the globals directly.
Every compiled expression is also filed under its node, so the builtins
(which take their argument nodes) and ``Interp.eval`` reuse it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk import gawkext
from vshell.coreutils.awk.builtins import call_builtin, compile_builtin
from vshell.coreutils.awk.ops import ARITH, CMP, COMPOUND, constant, field_index
from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.statements import StatementCompiler
from vshell.coreutils.awk.value import (
    UNINIT,
    AwkError,
    StrNum,
    Uninit,
    format_printf,
    is_true,
    to_num,
)
from vshell.coreutils.awk.vartypes import SCALAR_UNINIT, ByRef, array_in_scalar_context

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

Expr = Callable[[], Any]
Num = Callable[[], float]
Test = Callable[[], bool]
Stmt = Callable[[], None]
Setter = Callable[[Any], None]

_NUMERIC_TYPES = (float, StrNum, Uninit)
# Assigning one of these changes how records are split (gawk): the assignment goes through Interp.setvar.
_SPLIT_VARS = frozenset(("FS", "FIELDWIDTHS", "FPAT", "IGNORECASE"))


class Compiler(StatementCompiler):
    """Turns nodes into closures over one interpreter; ``params`` is the enclosing function's, or None."""

    def __init__(self, it: Interp, array_names: set[str] | frozenset[str] = frozenset()) -> None:
        self.it = it
        # Globals the program also uses as arrays: their scalar uses check the type (gawk's fatal error).
        self.array_names = array_names
        self.params: frozenset[str] | None = frozenset()
        self.exprs: dict[int, tuple[Node, Expr]] = {}
        self.stmts: dict[int, tuple[Node, Stmt]] = {}
        # The source line of each compiled statement (by the closure's id), and of the one being compiled.
        self.fn_lines: dict[int, tuple[Stmt, int]] = {}
        self.line = 1

    # -- entry points ------------------------------------------------------------------
    def expr(self, node: Node) -> Expr:
        fn: Expr = getattr(self, "_e_" + node[0])(node)
        if self.params is not None:
            self.exprs[id(node)] = (node, fn)
        return fn

    def stmt(self, node: Node) -> Stmt:
        saved = self.line
        line = self.line = self.it.prog.lines.get(id(node), saved)
        try:
            fn: Stmt = getattr(self, "_s_" + node[0])(node)
        except AwkCompileError as e:
            e.line = e.line or line
            raise
        finally:
            self.line = saved
        if self.params is not None:
            self.stmts[id(node)] = (node, fn)
        self.fn_lines.setdefault(id(fn), (fn, line))
        return fn

    def function(self, params: list[str], body: Node) -> Stmt:
        saved, self.params = self.params, frozenset(params)
        try:
            return self.stmt(body)
        finally:
            self.params = saved

    def dynamic_expr(self, node: Node) -> Expr:
        """A node made up at run time (not in the program): names resolved when evaluated."""
        saved, self.params = self.params, None
        try:
            return self.expr(node)
        finally:
            self.params = saved

    def dynamic_setter(self, node: Node) -> Setter:
        saved, self.params = self.params, None
        try:
            return self.setter(node)
        finally:
            self.params = saved

    def dynamic_array(self, node: Node) -> Callable[[], dict[str, Any]]:
        saved, self.params = self.params, None
        try:
            return gawkext.subtable(self, node)
        finally:
            self.params = saved

    def dynamic_raw(self, node: Node) -> Callable[[], tuple[dict[str, Any], str, Any]]:
        saved, self.params = self.params, None
        try:
            return gawkext.element_raw(self, node)
        finally:
            self.params = saved

    def dynamic_stmt(self, node: Node) -> Stmt:
        saved, self.params = self.params, None
        try:
            return self.stmt(node)
        finally:
            self.params = saved

    # -- typed views ---------------------------------------------------------------------
    def num(self, node: Node) -> Num:
        """The node's value as a number (the common case of arithmetic operands)."""
        kind = node[0]
        if kind == "num":
            c = float(node[1])
            return lambda: c
        if kind == "group":
            return self.num(node[1])
        if kind in ("bin", "neg", "plus", "preinc", "postinc", "not", "and", "or", "cmp", "match", "in"):
            return self.expr(node)
        if kind == "var" and node[1] == "NF" and self.params is not None and "NF" not in self.params:
            self.expr(node)
            return self.it.nf_value
        if kind == "field" and node[1][0] == "num" and int(node[1][1]) > 0:
            self.expr(node)
            return partial(self.it.field_num, int(node[1][1]))
        f = self.expr(node)

        def number() -> float:
            v = f()
            return v if type(v) is float else to_num(v)

        return number

    def plain(self, node: Node) -> Expr:
        """The node's value where a numeric string and a string behave alike (print, concatenation)."""
        if node[0] == "field" and node[1][0] == "num" and int(node[1][1]) > 0:
            self.expr(node)
            return partial(self.it.field_plain, int(node[1][1]))
        if node[0] == "field" and node[1][0] == "num" and int(node[1][1]) == 0:
            self.expr(node)
            it = self.it
            return lambda: it.record
        if node[0] == "field":
            self.expr(node)
            index, text = self.num(node[1]), self.it.field_text
            return lambda: text(field_index(index()))
        return self.expr(node)

    def string(self, node: Node) -> Expr:
        """The node's value as a string (CONVFMT for numbers)."""
        if node[0] == "str":
            c = node[1]
            return lambda: c
        f = self.plain(node)
        tostr = self.it.tostr

        def text() -> str:
            v = f()
            return v if type(v) is str else tostr(v)

        return text

    def test(self, node: Node) -> Test:
        """The node's truth value."""
        kind = node[0]
        if kind == "assign" and node[1] == "=" and self.it.lint:
            return gawkext.linted_condition(self, node)
        if kind == "group":
            return self.test(node[1])
        if kind == "not":
            t = self.test(node[1])
            return lambda: not t()
        if kind == "and":
            a, b = self.test(node[1]), self.test(node[2])
            return lambda: a() and b()
        if kind == "or":
            a, b = self.test(node[1]), self.test(node[2])
            return lambda: a() or b()
        if kind == "regex":
            self.expr(node)
            return self._record_test(node)
        f = self.expr(node)
        if kind in ("cmp", "match", "in", "bin"):
            return lambda: f() != 0.0
        return lambda: is_true(f())

    # -- expressions -------------------------------------------------------------------------
    def _e_num(self, node: Node) -> Expr:
        c = float(node[1])
        return lambda: c

    def _e_str(self, node: Node) -> Expr:
        c = node[1]
        return lambda: c

    def _e_group(self, node: Node) -> Expr:
        return self.expr(node[1])

    def _e_var(self, node: Node) -> Expr:
        name: str = node[1]
        it = self.it
        if self.params is None:
            return partial(it.getvar, name)
        if name in self.params:
            frames = it.locals

            def local() -> Any:
                v = frames[-1][name]
                if type(v) is dict:
                    raise array_in_scalar_context(name, frames[-1])
                if type(v) is ByRef:
                    frames[-1][name] = v = v.make_scalar(it)
                elif v is UNINIT:
                    frames[-1][name] = v = SCALAR_UNINIT  # read as a value: a scalar from now on
                return v

            return local
        if name == "NF":
            return it.nf_value
        if it.lint:
            return gawkext.linted_var(self, name)
        if name in self.array_names:
            g, arrays = it.globals, it.arrays

            def checked() -> Any:
                if name in arrays:
                    raise array_in_scalar_context(name)
                # A read makes an untyped name a scalar: a later x[1] is the error then.
                return g.setdefault(name, UNINIT)

            return checked
        return partial(it.globals.get, name, UNINIT)

    def _e_field(self, node: Node) -> Expr:
        it = self.it
        inner = node[1]
        if inner[0] == "num":
            i = int(inner[1])
            if i == 0:
                return it.record_value
            return partial(it.get_field, i)
        index = self.num(inner)
        return lambda: it.get_field(field_index(index()))

    def array(self, name: str | Node) -> Callable[[], dict[str, Any]]:
        """The array a name (or an element holding a subarray) stands for."""
        it = self.it
        if not isinstance(name, str):
            return gawkext.subtable(self, name)
        if self.params is None or name in self.params:
            return partial(it.array, name)
        arrays = it.arrays

        def table() -> dict[str, Any]:
            a = arrays.get(name)
            if a is None:
                a = it.global_array(name)
            return a

        return table

    def subscript(self, items: list[Node]) -> Callable[[], str]:
        tostr = self.it.tostr
        parts = [self.plain(i) for i in items]
        if len(parts) == 1:
            one = parts[0]

            def key() -> str:
                v = one()
                return v if type(v) is str else tostr(v)

            return key
        g = self.it.globals
        return lambda: tostr(g["SUBSEP"]).join(tostr(p()) for p in parts)

    def element_table(self, node: Node) -> Callable[[], dict[str, Any]]:
        """The table an element (an index or subindex node) is in."""
        return self.array(node[1]) if node[0] == "index" else gawkext.subtable(self, node[1])

    def _e_subindex(self, node: Node) -> Expr:
        return gawkext.element_expr(self, node)

    def _s_delete_sub(self, node: Node) -> Stmt:
        return gawkext.delete_sub(self, node)

    def _e_typed_regex(self, node: Node) -> Expr:
        return gawkext.typed_regex(self, node)

    def _e_icall(self, node: Node) -> Expr:
        return gawkext.indirect_call(self, node, call_builtin)

    def _s_switch(self, node: Node) -> Stmt:
        return gawkext.switch(self, node)

    def _e_index(self, node: Node) -> Expr:
        if self.it.prog.subarrays or self.it.lint:
            return gawkext.element_expr(self, node)
        table, key = self.array(node[1]), self.subscript(node[2])
        # Referencing an element creates it, as in every awk.
        def element() -> Any:
            k = key()  # gawk evaluates the subscript before it looks at the array
            return table().setdefault(k, UNINIT)

        return element

    def _e_in(self, node: Node) -> Expr:
        key, table = self.subscript(node[1]), self.array(node[2])
        return lambda: 1.0 if key() in table() else 0.0

    def _e_concat(self, node: Node) -> Expr:
        parts: list[Node] = []
        while node[0] == "concat":
            parts.append(node[2])
            node = node[1]
        parts.append(node)
        parts.reverse()
        fs = [self.string(p) for p in parts]
        if len(fs) == 2:
            a, b = fs
            return lambda: a() + b()
        return lambda: "".join([f() for f in fs])

    def _e_bin(self, node: Node) -> Expr:
        if node[1] in "/%" and constant(node[3]) == 0:
            # gawk checks a constant divisor while parsing: the program does not start.
            where = " in `%'" if node[1] == "%" else ""
            raise AwkCompileError(f"error: division by zero attempted{where}")
        fn = ARITH[node[1]]
        a, b = self.num(node[2]), self.num(node[3])
        if node[3][0] == "num":
            c = float(node[3][1])
            return lambda: fn(a(), c)
        return lambda: fn(a(), b())

    def _e_neg(self, node: Node) -> Expr:
        a = self.num(node[1])
        return lambda: -a()

    def _e_plus(self, node: Node) -> Expr:
        return self.num(node[1])

    def _e_not(self, node: Node) -> Expr:
        t = self.test(node[1])
        return lambda: 0.0 if t() else 1.0

    def _e_and(self, node: Node) -> Expr:
        a, b = self.test(node[1]), self.test(node[2])
        return lambda: 1.0 if a() and b() else 0.0

    def _e_or(self, node: Node) -> Expr:
        a, b = self.test(node[1]), self.test(node[2])
        return lambda: 1.0 if a() or b() else 0.0

    def _e_cond(self, node: Node) -> Expr:
        t, a, b = self.test(node[1]), self.expr(node[2]), self.expr(node[3])
        return lambda: a() if t() else b()

    def _e_cmp(self, node: Node) -> Expr:
        op = CMP[node[1]]
        if self._always_number(node[2]) and self._always_number(node[3]):
            x, y = self.num(node[2]), self.num(node[3])
            return lambda: 1.0 if op(x(), y()) else 0.0
        if node[2][0] == "str" or node[3][0] == "str":
            # A string constant makes the comparison one of strings ($3 == "ERROR").
            sa, sb = self.string(node[2]), self.string(node[3])
            return lambda: 1.0 if op(sa(), sb()) else 0.0
        a, b = self.expr(node[2]), self.expr(node[3])
        tostr = self.it.tostr

        def compare() -> float:
            x, y = a(), b()
            if type(x) is float and type(y) is float:
                return 1.0 if op(x, y) else 0.0
            # Numbers and numeric-looking input compare as numbers, anything else as strings.
            if isinstance(x, _NUMERIC_TYPES) and isinstance(y, _NUMERIC_TYPES):
                return 1.0 if op(to_num(x), to_num(y)) else 0.0
            return 1.0 if op(tostr(x), tostr(y)) else 0.0

        return compare

    def _always_number(self, node: Node) -> bool:
        """Whether the node's value is a number whatever happens at run time (so compares are numeric)."""
        kind = node[0]
        if kind == "group":
            return self._always_number(node[1])
        if kind == "var":
            return node[1] == "NF" and self.params is not None and "NF" not in self.params
        return kind in ("num", "bin", "neg", "plus", "preinc", "postinc", "not", "and", "or", "cmp", "match", "in")

    def regex(self, node: Node) -> Callable[[], Any]:
        """The node as a compiled regex (a literal, or a dynamic regex from a string)."""
        it = self.it
        return self._per_regex(node, it.regex)

    def searcher(self, node: Node) -> Callable[[], Callable[..., Any]]:
        """The node's regex as a ``search(string)`` function."""
        return self._per_regex(node, self.it.searcher)

    def substituter(self, node: Node) -> Callable[[], Callable[..., tuple[str, int]]]:
        """The node's regex as a ``subn(template, string, count=n)`` function."""
        return self._per_regex(node, self.it.substituter)

    def _per_regex(self, node: Node, make: Callable[[str], Any]) -> Callable[[], Any]:
        if node[0] == "regex":
            # Made once, and again only if IGNORECASE is assigned (a new value object).
            text_: str = node[1]
            g, ic_name = self.it.globals, self.it.ic_name
            seen: list[Any] = [self, None]

            def literal() -> Any:
                ic = g.get(ic_name)
                if ic is not seen[0]:
                    seen[1] = make(text_)
                    seen[0] = ic
                return seen[1]

            return literal
        text = self.string(node)
        return lambda: make(text())

    def _record_test(self, node: Node) -> Test:
        """``/re/`` as a condition: whether it matches $0 (the regex made again only if IGNORECASE changes)."""
        it, text, make = self.it, node[1], self.it.searcher
        g, ic_name = it.globals, it.ic_name
        seen: list[Any] = [self, None]

        def matches() -> bool:
            ic = g.get(ic_name)
            if ic is not seen[0]:
                seen[1] = make(text)
                seen[0] = ic
            return seen[1](it.record) is not None

        return matches

    def _e_match(self, node: Node) -> Expr:
        negate: bool = node[1]
        text, search = self.string(node[2]), self.searcher(node[3])
        return lambda: 1.0 if (search()(text()) is not None) != negate else 0.0

    def _e_regex(self, node: Node) -> Expr:
        it = self.it
        search = self.searcher(node)
        return lambda: 1.0 if search()(it.record) is not None else 0.0

    def setter(self, target: Node) -> Setter:
        it = self.it
        kind = target[0]
        if kind == "var":
            name: str = target[1]
            if self.params is None:
                return partial(it.setvar, name)
            if name in self.params:
                frames = it.locals

                def set_local(v: Any) -> None:
                    frame = frames[-1]
                    old = frame[name]
                    if type(old) is dict:
                        raise array_in_scalar_context(name, frame)
                    if type(old) is ByRef:
                        old.make_scalar(it)
                    frame[name] = v

                return set_local
            if name == "NF":
                return lambda v: it.set_nf(field_index(to_num(v)))
            if name in self.array_names or name in _SPLIT_VARS:
                return partial(it.setvar, name)
            return partial(it.globals.__setitem__, name)
        if kind in ("index", "subindex") and self.it.prog.subarrays:
            return gawkext.element_setter(self, target)
        if kind == "index":
            table, key = self.array(target[1]), self.subscript(target[2])

            def set_item(v: Any) -> None:
                k = key()
                table()[k] = v

            return set_item
        if kind == "field":
            index = self.num(target[1])
            return lambda v: it.set_field(field_index(index()), v)
        raise AwkError("assignment to non-lvalue")

    def update(self, target: Node, change: Callable[[float, float], tuple[float, Any]]) -> Callable[[float], Any]:
        """Read-modify-write of an lvalue with an operand, evaluating its subscript or field number once."""
        it = self.it
        kind = target[0]
        if kind in ("index", "subindex") and (it.prog.subarrays or it.lint):
            return gawkext.element_update(self, target, change)
        if kind == "index":
            table, key = self.array(target[1]), self.subscript(target[2])

            def item(operand: float) -> Any:
                k = key()
                t = table()
                new, result = change(to_num(t.get(k, UNINIT)), operand)
                t[k] = new
                return result

            return item
        if kind == "field":
            index = self.num(target[1])

            def field(operand: float) -> Any:
                i = field_index(index())
                new, result = change(to_num(it.get_field(i)), operand)
                it.set_field(i, new)
                return result

            return field
        get, put = self.expr(target), self.setter(target)

        def var(operand: float) -> Any:
            v = get()
            new, result = change(v if type(v) is float else to_num(v), operand)
            put(new)
            return result

        return var

    def _e_assign(self, node: Node) -> Expr:
        op, target = node[1], node[2]
        if op == "=":
            value, put = self.expr(node[3]), self.setter(target)

            def assign() -> Any:
                v = value()
                put(v)
                return v

            return assign
        fn = COMPOUND.get(op, ARITH[op[0]])
        amount = self.num(node[3])
        if self._plain_global(target):
            g, name = self.it.globals, target[1]

            def global_update() -> Any:
                v = amount()
                old = g.get(name, UNINIT)
                new = fn(old if type(old) is float else to_num(old), v)
                g[name] = new
                return new

            return global_update

        def change(old: float, operand: float) -> tuple[float, Any]:
            new = fn(old, operand)
            return new, new

        body = self.update(target, change)
        # The right side is evaluated before the target is read, as gawk does.
        return lambda: body(amount())

    def _plain_global(self, target: Node) -> bool:
        """Whether the lvalue is a global scalar whose assignment has no side effect (not NF, FS, ...)."""
        return (target[0] == "var" and self.params is not None and target[1] not in self.params
                and target[1] != "NF" and target[1] not in self.array_names and target[1] not in _SPLIT_VARS)

    def _global_step(self, name: str, step: float, post: bool) -> Expr:
        g = self.it.globals

        def step_global() -> Any:
            old = g.get(name, UNINIT)
            if type(old) is not float:
                old = to_num(old)
            g[name] = new = old + step
            return old if post else new

        return step_global

    def _e_preinc(self, node: Node) -> Expr:
        step = float(node[1])
        if self._plain_global(node[2]) and not self.it.lint:
            return self._global_step(node[2][1], step, False)

        def change(old: float, operand: float) -> tuple[float, Any]:
            return old + operand, old + operand

        body = self.update(node[2], change)
        return lambda: body(step)

    def _e_postinc(self, node: Node) -> Expr:
        step = float(node[1])
        if self._plain_global(node[2]) and not self.it.lint:
            return self._global_step(node[2][1], step, True)
        if node[2][0] == "index" and not self.it.prog.subarrays and not self.it.lint:  # the counting idiom a[$1]++
            table, key = self.array(node[2][1]), self.subscript(node[2][2])

            def count() -> Any:
                k = key()
                t = table()
                old = t.get(k, UNINIT)
                if type(old) is not float:
                    old = to_num(old)
                t[k] = old + step
                return old

            return count

        def change(old: float, operand: float) -> tuple[float, Any]:
            return old + operand, old

        body = self.update(node[2], change)
        return lambda: body(step)

    def _e_builtin(self, node: Node) -> Expr:

        for a in node[2]:
            self.expr(a)
        return compile_builtin(self, node[1], node[2])

    def _e_call(self, node: Node) -> Expr:
        for a in node[2]:
            self.expr(a)
        return partial(self.it.call, node[1], node[2])

    def _e_getline(self, node: Node) -> Expr:
        self._lvalue(node[1])
        return partial(self.it.getline_main, node[1])

    def _e_getline_file(self, node: Node) -> Expr:
        self._lvalue(node[1])
        name = self.string(node[2])
        it = self.it
        return lambda: it.getline_file(node[1], name())

    def _e_getline_cmd(self, node: Node) -> Expr:
        self._lvalue(node[2])
        cmd = self.string(node[1])
        it = self.it
        return lambda: it.getline_cmd(node[2], cmd())

    def _lvalue(self, node: Node | None) -> None:
        """File an lvalue's parts so run-time stores find them compiled in the right scope."""
        if node is not None:
            self.expr(node)

class AwkCompileError(AwkError):
    """An error gawk reports before running anything (status 1, like a syntax error)."""


__all__ = ["ARITH", "AwkCompileError", "Compiler", "format_printf"]
