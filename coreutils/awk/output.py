"""Compiling ``print`` and ``printf``: the plain stdout case writes straight to the stream."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.value import AwkError, format_printf

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler, Stmt


def compile_print(c: Compiler, node: Node) -> Stmt:
    it = c.it
    g = it.globals
    outstr, tostr = it.outstr, it.tostr
    args = [c.plain(a) for a in node[1]]
    redir: Node | None = node[2]
    if redir is not None:
        c.expr(redir[1])

    def text() -> str:
        ors = g["ORS"]
        if type(ors) is not str:
            ors = tostr(ors)
        if not args:
            return it.record + ors
        if len(args) == 1:
            v = args[0]()
            return (v if type(v) is str else outstr(v)) + ors
        ofs = g["OFS"]
        if type(ofs) is not str:
            ofs = tostr(ofs)
        parts = []
        for a in args:
            v = a()
            parts.append(v if type(v) is str else outstr(v))
        return ofs.join(parts) + ors

    if redir is not None:
        return lambda: it.emit(text(), redir)
    pending, flush = it.pending, it.flush_out

    def print_() -> None:
        pending.append(text())
        if len(pending) >= 512:
            flush()

    return print_


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
