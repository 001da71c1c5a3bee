"""Compiling gawk's own statements and values: switch, indirect calls, regex constants, arrays of arrays.

An element that holds an array (``a[1][2] = 3`` makes ``a["1"]`` one) is
a ``dict`` stored in its parent.  Only programs that subscript an element
(``Program.subarrays``) can make one, so only they pay for the checks that
an element is used as what it is; the others compile as before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.lex import ARITY
from vshell.coreutils.awk.value import UNINIT, AwkBreak, AwkError, RegexVal, StrNum, Uninit, to_num

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler, Expr, Setter, Stmt
    from vshell.coreutils.awk.parse import Node
    from vshell.coreutils.awk.run import Interp

Table = Callable[[], dict[str, Any]]
_NUMERIC_TYPES = (float, StrNum, Uninit)


def typed_regex(c: Compiler, node: Node) -> Expr:
    value = RegexVal(node[1])
    return lambda: value


def array_label(it: Interp, table: dict[str, Any]) -> str:
    """How gawk names an array in a message: ``a`` or ``a["1"]["2"]`` (worked out only for the message)."""
    known = it.labels.get(id(table))
    if known is not None and known[0] is table:
        return str(known[1])
    for name, arr in it.arrays.items():
        if arr is table:
            return name
    for frame in reversed(it.locals):
        for local, value in frame.items():
            if value is table:
                return str(local)
    return "array"


def element_label(it: Interp, table: dict[str, Any], key: str) -> str:
    return f'{array_label(it, table)}["{key}"]'


def _is_untyped(v: Any) -> bool:
    return v is None or v is UNINIT


def subtable(c: Compiler, node: Node) -> Table:
    """The array held by the element ``node`` (an index or subindex node), made on first use."""
    parent = c.element_table(node)
    key = c.subscript(node[2])
    it = c.it

    def table() -> dict[str, Any]:
        k = key()
        t = parent()
        v = t.get(k)
        if type(v) is dict:
            return v
        if not _is_untyped(v):
            raise AwkError(f"fatal: attempt to use scalar `{element_label(it, t, k)}' as an array")
        sub: dict[str, Any] = {}
        t[k] = sub
        it.labels[id(sub)] = (sub, element_label(it, t, k))
        return sub

    return table


def element_raw(c: Compiler, node: Node, lint: bool = False) -> Callable[[], tuple[dict[str, Any], str, Any]]:
    """An element's table, key and value (created as untyped if missing), whatever the value is."""
    parent, key = c.element_table(node), c.subscript(node[2])
    it = c.it

    def raw() -> tuple[dict[str, Any], str, Any]:
        k = key()
        t = parent()
        if lint and k not in t:
            it.lint_warn(f"reference to uninitialized element `{element_label(it, t, k)}'")
        return t, k, t.setdefault(k, UNINIT)

    return raw


def linted_var(c: Compiler, name: str) -> Expr:
    """A global read under --lint: gawk warns each time it reads a variable never assigned."""
    it = c.it
    g = it.globals

    def read() -> Any:
        if name not in g and name not in it.arrays and not (it.locals and name in it.locals[-1]):
            it.lint_warn(f"reference to uninitialized variable `{name}'")
        return it.getvar(name)

    return read


def linted_condition(c: Compiler, node: Node) -> Callable[[], bool]:
    from vshell.coreutils.awk.value import is_true

    value = c.expr(node)
    it = c.it

    def test() -> bool:
        it.lint_warn("assignment used in conditional context")
        return is_true(value())

    return test


def element_expr(c: Compiler, node: Node) -> Expr:
    """An element read as a value: an array there is gawk's fatal error."""
    raw = element_raw(c, node, lint=bool(c.it.lint))
    it = c.it

    def value() -> Any:
        t, k, v = raw()
        if type(v) is dict:
            raise AwkError(f"fatal: attempt to use array `{element_label(it, t, k)}' in a scalar context")
        return v

    return value


def element_setter(c: Compiler, node: Node) -> Setter:
    parent, key = c.element_table(node), c.subscript(node[2])
    it = c.it

    def put(v: Any) -> None:
        k = key()
        t = parent()
        if type(t.get(k)) is dict:
            raise AwkError(f"fatal: attempt to use array `{element_label(it, t, k)}' in a scalar context")
        t[k] = v

    return put


def element_update(c: Compiler, node: Node,
                   change: Callable[[float, float], tuple[float, Any]]) -> Callable[[float], Any]:
    parent, key = c.element_table(node), c.subscript(node[2])
    it = c.it

    def item(operand: float) -> Any:
        k = key()
        t = parent()
        if it.lint and k not in t:
            it.lint_warn(f"reference to uninitialized element `{element_label(it, t, k)}'")
        old = t.get(k, UNINIT)
        if type(old) is dict:
            raise AwkError(f"fatal: attempt to use array `{element_label(it, t, k)}' in a scalar context")
        new, result = change(to_num(old), operand)
        t[k] = new
        return result

    return item


def delete_sub(c: Compiler, node: Node) -> Stmt:
    table, key = subtable(c, node[1]), c.subscript(node[2])

    def delete() -> None:
        table().pop(key(), None)

    return delete


def switch(c: Compiler, node: Node) -> Stmt:
    """gawk's switch: the first case equal to the value (or matching it, for a regex) runs on to the end."""
    subject = c.expr(node[1])
    flat: list[Stmt] = []
    tests: list[tuple[Callable[[Any], bool], int]] = []
    default: int | None = None
    for value, body in node[2]:
        start = len(flat)
        flat.extend(c.stmt(s) for s in body)
        if value is None:
            default = start
        else:
            tests.append((_case_test(c, value), start))

    def run() -> None:
        v = subject()
        start = default
        for test, at in tests:
            if test(v):
                start = at
                break
        if start is None:
            return
        try:
            for s in flat[start:]:
                s()
        except AwkBreak:
            pass

    return run


def _case_test(c: Compiler, value: Node) -> Callable[[Any], bool]:
    """A case label as a test of the switch value: a regex matches it, a constant equals it as ``==`` does."""
    tostr = c.it.tostr
    if value[0] == "regex":
        search = c.searcher(value)
        return lambda v: search()(tostr(v)) is not None
    if value[0] == "num":
        n = float(value[1])
        text = tostr(n)
        return lambda v: (to_num(v) == n) if isinstance(v, _NUMERIC_TYPES) else tostr(v) == text
    s: str = value[1]
    return lambda v: tostr(v) == s


def indirect_call(c: Compiler, node: Node, call_builtin: Callable[[Interp, str, list[Node]], Any]) -> Expr:
    """``@name(args)``: the function whose name is the variable's value, a user function or a built-in."""
    name_of = c.expr(("var", node[1]))
    args: list[Node] = node[2]
    for a in args:
        c.expr(a)
    it = c.it

    def call() -> Any:
        fname = it.tostr(name_of())
        if fname in it.prog.functions:
            return it.call(fname, args)
        arity = ARITY.get(fname)
        if arity is None or fname in it.hidden_builtins:
            raise AwkError(f"fatal: `{fname}' is not a function, so it cannot be called indirectly")
        low, high = arity
        if len(args) < low or (high is not None and len(args) > high):
            raise AwkError(f"fatal: {fname}: called with {len(args)} arguments")
        return call_builtin(it, fname, args)

    return call
