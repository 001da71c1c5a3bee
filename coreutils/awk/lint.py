"""--lint: the warnings gawk gives about a program before running it.

What gawk says while running (uninitialized variables and elements, an
assignment used as a condition) is compiled in by the compiler when lint is
on, so a program run without ``--lint`` pays nothing for it.
"""

from __future__ import annotations

from typing import Any

from vshell.coreutils.awk.parse import Node, Program

# Expressions whose value is all they do: a statement made of one does nothing.
_PURE = {"var", "num", "str", "field", "bin", "concat", "cmp", "not", "neg", "plus", "group", "and", "or", "cond",
         "regex", "index", "in", "match"}


def _pure(node: Node) -> bool:
    if node[0] not in _PURE:
        return False
    if node[0] == "field":
        return _pure(node[1])
    return all(_pure(x) for x in node[1:] if isinstance(x, tuple)) and all(
        _pure(y) for x in node[1:] if isinstance(x, list) for y in x if isinstance(y, tuple))


def _walk(node: Any, found: list[Node]) -> None:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, tuple) and n:
            found.append(n)
            stack.extend(x for x in n if isinstance(x, (tuple, list)))


def program_warnings(prog: Program) -> tuple[list[tuple[int, str]], list[str]]:
    """(line, warning) pairs in line order, and the warnings gawk gives without a line (about functions)."""
    out: list[tuple[int, str]] = []
    bodies = [*prog.begin, *prog.end, *prog.beginfile, *prog.endfile, *(a for _, _, a in prog.items if a is not None),
              *(fn.body for fn in prog.functions.values())]
    for body in bodies:
        for stmt in body[1]:
            if stmt[0] == "expr" and _pure(stmt[1]):
                out.append((prog.lines.get(id(stmt), 1), "warning: statement has no effect"))
    for body in (*prog.begin, *prog.end):
        nodes: list[Node] = []
        _walk(body, nodes)
        for n in nodes:
            if n[0] == "print" and not n[1] and n[2] is None:
                out.append((prog.lines.get(id(n), 1),
                            "warning: plain `print' in BEGIN or END rule should probably be `print \"\"'"))
    out.extend(prog.lint)
    out.sort(key=lambda w: w[0])
    every: list[Node] = []
    _walk([*bodies, *(p for p, _, _ in prog.items if p is not None), *(p for _, p, _ in prog.items if p is not None)],
          every)
    called = {n[1] for n in every if n[0] == "call" and isinstance(n[1], str)}
    plain = [f"warning: function `{name}' defined but never called directly"
             for name in prog.functions if name not in called]
    plain += [f"warning: function `{name}' called but never defined"
              for name in sorted(called) if name not in prog.functions]
    return out, plain
