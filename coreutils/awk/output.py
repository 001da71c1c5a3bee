"""Compiling ``print`` and ``printf``: the plain stdout case writes straight to the stream."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.value import AwkError, format_printf

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler, Stmt


def compile_print(c: Compiler, node: Node) -> Stmt:
    it = c.it
    g = it.globals
    tostr = it.tostr
    body = _print_body(c, node[1])
    redir: Node | None = node[2]
    if redir is not None:
        c.expr(redir[1])

    def text() -> str:
        ors = g["ORS"]
        return body() + (ors if type(ors) is str else tostr(ors))

    if redir is not None:
        return lambda: it.emit(text(), redir)
    pending, flush = it.pending, it.flush_out

    def print_() -> None:
        ors = g["ORS"]
        pending.append(body() + (ors if type(ors) is str else tostr(ors)))
        if len(pending) >= 512:
            flush()

    return print_


def _print_body(c: Compiler, nodes: list[Node]) -> Callable[[], str]:
    """The text print writes before ORS: the arguments (OFMT for numbers) joined by OFS, or $0."""
    it = c.it
    g = it.globals
    outstr, tostr = it.outstr, it.tostr
    args = [c.plain(a) for a in nodes]
    if not args:
        return lambda: it.record
    if len(args) == 1:
        one = args[0]

        def single() -> str:
            v = one()
            return v if type(v) is str else outstr(v)

        return single
    if len(args) == 2:
        first, second = args

        def pair() -> str:
            x = first()
            y = second()
            ofs = g["OFS"]
            return ((x if type(x) is str else outstr(x)) + (ofs if type(ofs) is str else tostr(ofs))
                    + (y if type(y) is str else outstr(y)))

        return pair

    def joined() -> str:
        parts = []
        for a in args:
            v = a()
            parts.append(v if type(v) is str else outstr(v))
        ofs = g["OFS"]
        return (ofs if type(ofs) is str else tostr(ofs)).join(parts)

    return joined


def compile_printf(c: Compiler, node: Node) -> Stmt:
    it = c.it
    g = it.globals
    tostr = it.tostr
    args = [c.expr(a) for a in node[1]]
    redir: Node | None = node[2]
    if redir is not None:
        c.expr(redir[1])

    def printf() -> None:
        if not args:
            raise AwkError("fatal: printf: no arguments")
        values: list[Any] = [a() for a in args]
        it.emit(format_printf(tostr(values[0]), values[1:], tostr(g["CONVFMT"])), redir)

    return printf
