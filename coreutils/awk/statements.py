"""Compiling AWK statements into closures: blocks, conditionals, loops, jumps, delete, print.

Loops charge the budget on every iteration; ``break``, ``continue``,
``next``, ``nextfile``, ``exit`` and ``return`` are exceptions caught where
they land.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from vshell.coreutils.awk.output import compile_print, compile_printf
from vshell.coreutils.awk.parse import Node
from vshell.coreutils.awk.symtab import check_delete
from vshell.coreutils.awk.value import UNINIT, AwkBreak, AwkContinue, AwkExit, AwkNext, AwkNextFile, AwkReturn, strnum

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler
    from vshell.coreutils.awk.run import Interp

Expr = Callable[[], Any]
Stmt = Callable[[], None]
Test = Callable[[], bool]
Setter = Callable[[Any], None]


def noop() -> None:
    return None


class StatementCompiler:
    """The statement half of the ``Compiler``."""

    if TYPE_CHECKING:
        it: Interp
        line: int

        def stmt(self, node: Node) -> Stmt: ...
        def expr(self, node: Node) -> Expr: ...
        def test(self, node: Node) -> Test: ...
        def num(self, node: Node) -> Callable[[], float]: ...
        def setter(self, target: Node) -> Setter: ...
        def array(self, name: str | Node) -> Callable[[], dict[str, Any]]: ...
        def subscript(self, items: list[Node]) -> Callable[[], str]: ...

    def _s_block(self, node: Node) -> Stmt:
        body = [self.stmt(s) for s in node[1]]
        if not body:
            return noop
        if len(body) == 1:
            return body[0]

        def block() -> None:
            for s in body:
                s()

        return block

    def _s_expr(self, node: Node) -> Stmt:
        # An expression statement is its expression: the value is simply not used.
        return cast(Stmt, self.expr(node[1]))

    def _s_print(self, node: Node) -> Stmt:

        return compile_print(cast("Compiler", self), node)

    def _s_printf(self, node: Node) -> Stmt:

        return compile_printf(cast("Compiler", self), node)

    def _s_if(self, node: Node) -> Stmt:
        t, then = self.test(node[1]), self.stmt(node[2])
        if node[3] is None:

            def if_() -> None:
                if t():
                    then()

            return if_
        other = self.stmt(node[3])

        def if_else() -> None:
            if t():
                then()
            else:
                other()

        return if_else

    def _s_while(self, node: Node) -> Stmt:
        t, body = self.test(node[1]), self.stmt(node[2])
        tick = self.it.ctx.budget.tick

        def while_() -> None:
            while t():
                tick()
                try:
                    body()
                except AwkBreak:
                    break
                except AwkContinue:
                    continue

        return while_

    def _s_do(self, node: Node) -> Stmt:
        body, t = self.stmt(node[1]), self.test(node[2])
        tick = self.it.ctx.budget.tick

        def do() -> None:
            while True:
                tick()
                try:
                    body()
                except AwkBreak:
                    break
                except AwkContinue:
                    pass
                if not t():
                    break

        return do

    def _s_for(self, node: Node) -> Stmt:
        init = self.stmt(node[1]) if node[1] is not None else noop
        t = self.test(node[2]) if node[2] is not None else (lambda: True)
        step = self.stmt(node[3]) if node[3] is not None else noop
        body = self.stmt(node[4])
        tick = self.it.ctx.budget.tick

        def for_() -> None:
            init()
            while t():
                tick()
                try:
                    body()
                except AwkBreak:
                    break
                except AwkContinue:
                    pass
                step()

        return for_

    def _s_forin(self, node: Node) -> Stmt:

        put = self.setter(("var", node[1]))
        table, body = self.array(node[2]), self.stmt(node[3])
        tick = self.it.ctx.budget.tick

        it = self.it

        def forin() -> None:
            arr = table()
            for key in it.loop_keys(arr):
                if key not in arr:  # deleted by the body meanwhile
                    continue
                tick()
                put(strnum(key))
                try:
                    body()
                except AwkBreak:
                    break
                except AwkContinue:
                    continue

        return forin

    def _s_break(self, node: Node) -> Stmt:
        def break_() -> None:
            raise AwkBreak()

        return break_

    def _s_continue(self, node: Node) -> Stmt:
        def continue_() -> None:
            raise AwkContinue()

        return continue_

    def _s_next(self, node: Node) -> Stmt:
        def next_() -> None:
            raise AwkNext()

        return next_

    def _s_nextfile(self, node: Node) -> Stmt:
        def nextfile() -> None:
            raise AwkNextFile()

        return nextfile

    def _s_exit(self, node: Node) -> Stmt:
        if node[1] is None:

            def exit_default() -> None:
                raise AwkExit(-1)

            return exit_default
        code = self.num(node[1])

        def exit_() -> None:
            c = code()
            raise AwkExit((int(c) if math.isfinite(c) else 0) & 0xFF)

        return exit_

    def _s_return(self, node: Node) -> Stmt:
        value = self.expr(node[1]) if node[1] is not None else (lambda: UNINIT)

        def return_() -> None:
            raise AwkReturn(value())

        return return_

    def _s_delete(self, node: Node) -> Stmt:
        check_delete(node, self.it.mode, self.line)
        table = self.array(node[1])
        if node[2] is None:
            return lambda: table().clear()
        key = self.subscript(node[2])

        def delete() -> None:
            table().pop(key(), None)

        return delete


