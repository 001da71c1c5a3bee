"""The pattern-action items of an AWK program, compiled into one function run for each record."""

from __future__ import annotations

from vshell.coreutils.awk.compile import Compiler, Stmt, Test
from vshell.coreutils.awk.parse import Node


def compile_items(c: Compiler, items: list[tuple[Node | None, Node | None, Node | None]]) -> Stmt:
    """The pattern-action items as one function run for each record."""
    compiled: list[Stmt] = []
    for pat, pat2, action in items:
        act = c.stmt(action) if action is not None else c.stmt(("print", [], None))
        if pat2 is not None and pat is not None:
            compiled.append(_range_item(c.test(pat), c.test(pat2), act))
        elif pat is not None:
            compiled.append(_pattern_item(c.test(pat), act))
        else:
            compiled.append(act)
    if len(compiled) == 1:
        return compiled[0]

    def run_items() -> None:
        for item in compiled:
            item()

    return run_items


def _pattern_item(test: Test, action: Stmt) -> Stmt:
    def item() -> None:
        if test():
            action()

    return item


def _range_item(start: Test, stop: Test, action: Stmt) -> Stmt:
    active = [False]

    def item() -> None:
        # A range that starts and ends on the same record matches just that record.
        if active[0]:
            if stop():
                active[0] = False
            action()
        elif start():
            active[0] = not stop()
            action()

    return item
