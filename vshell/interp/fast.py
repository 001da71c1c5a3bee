"""Shortcuts the simple-command path takes for the commands loops run most (issue 14).

- :func:`concat`: an assignment value of several parts (``f=file$i.txt``,
  ``s+="$a:$b"``) joined from its literals and prepared parameter expansions,
  its plan made once per word.
- :func:`string_test`: ``[ ... ]`` and ``test`` with 0 to 3 operands whose
  operators only compare strings or integers (``-n``, ``-z``, ``=``, ``!=``,
  ``<``, ``-eq``...), answered without binding descriptors or building the
  file-test context; every other form, and every error, is left to the
  builtin (which then gives bash's message).

Each shortcut either gives exactly the general path's answer or declines
(None) before anything observable happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vshell.expand import fastparam
from vshell.expand.words import expand_string
from vshell.lib.test_expr import TestError, parse_test_int
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.core import InterpCore

_MAX = 8192

# Assignment values of several parts, keyed by id: (word, its literals and parameter expansions or None).
_CONCAT: dict[int, tuple[ast.Word, tuple[str | ast.ParamExp, ...] | None]] = {}


def concat(sh: InterpCore, word: ast.Word) -> str:
    """A value of several parts: literals and prepared expansions joined, else the general
    expansion (a prepared expansion that declines has had no effect)."""
    entry = _CONCAT.get(id(word))
    if entry is None or entry[0] is not word:
        entry = _concat_plan(word)
    plan = entry[1]
    if plan is None:
        return expand_string(sh, word)
    out = []
    for p in plan:
        if type(p) is str:
            out.append(p)
            continue
        v = fastparam.value(sh, p)  # type: ignore[arg-type]
        if v is None:
            return expand_string(sh, word)
        out.append(v)
    text = "".join(out)
    if len(text) > sh.limits.string_length:
        sh.check_length(len(text))
    return text


def _plain_part(p: ast.WordPart) -> bool:
    return type(p) is ast.Lit or (type(p) is ast.ParamExp and p.name != "RANDOM")


def _concat_plan(word: ast.Word) -> tuple[ast.Word, tuple[str | ast.ParamExp, ...] | None]:
    plan: list[str | ast.ParamExp] = []
    ok = True
    for p in word.parts:
        if type(p) is ast.Lit or type(p) is ast.SingleQuoted:
            plan.append(p.text)  # type: ignore[union-attr]
        elif type(p) is ast.ParamExp and p.name != "RANDOM":  # RANDOM's read is not free of effects
            plan.append(p)
        elif type(p) is ast.DoubleQuoted and not p.locale and all(_plain_part(q) for q in p.parts):
            plan.extend(q.text if type(q) is ast.Lit else q for q in p.parts)  # type: ignore[union-attr, misc]
        else:
            ok = False
            break
    if len(_CONCAT) >= _MAX:
        _CONCAT.clear()
    entry = _CONCAT[id(word)] = (word, tuple(plan) if ok else None)
    return entry


_INT_OPS = frozenset(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"])


def _two(a: str, b: str) -> bool | None:
    if a == "!":
        return b == ""
    if a == "-n":
        return b != ""
    if a == "-z":
        return b == ""
    return None  # a file test, or an error: the builtin's


def _compare(a: str, op: str, b: str) -> bool | None:
    if op == "=" or op == "==":
        return a == b
    if op == "!=":
        return a != b
    if op in _INT_OPS:
        try:
            x = parse_test_int(a)
            y = parse_test_int(b)
        except TestError:
            return None  # the builtin reports it
        if op == "-eq":
            return x == y
        if op == "-ne":
            return x != y
        if op == "-lt":
            return x < y
        if op == "-le":
            return x <= y
        return x > y if op == "-gt" else x >= y
    if op == "<":
        return a < b
    if op == ">":
        return a > b
    return None


def string_test(argv: list[str]) -> int | None:
    """The status of ``[``/``test`` when its form only compares strings or integers, else None."""
    n = len(argv) - 1
    if argv[0] == "[":
        if argv[-1] != "]" or n == 0:
            return None  # `missing ]'
        n -= 1
    if n == 1:
        return 0 if argv[1] != "" else 1
    if n == 2:
        r = _two(argv[1], argv[2])
    elif n == 3:
        a, op, b = argv[1], argv[2], argv[3]
        r = _compare(a, op, b)
        if r is None and op not in _BINARY and a == "!":
            r = _two(op, b)
            if r is not None:
                r = not r
    elif n == 0:
        return 1
    else:
        return None
    if r is None:
        return None
    return 0 if r else 1


_BINARY = frozenset(["=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef", "-a", "-o"])
