"""``case``: the word matched against each item's patterns, compiled once per node and setting.

Each pattern becomes a test once per (extglob, nocasematch) setting: a literal compared with
``==``, ``L*`` and ``*L`` as ``startswith``/``endswith``, any other pattern compiled, and a
pattern with expansions expanded and matched at each run, in order, as bash expands them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.expand import pattern as pat
from vshell.expand.printer import source_text
from vshell.expand.words import c_locale, expand_case_word, expand_pattern
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.shell import Interp

_LITERAL, _HEAD, _TAIL, _COMPILED, _EXPANDED = range(5)
_Test = tuple[int, "str | pat.CompiledPattern | None", ast.Word]
_Items = tuple[tuple[tuple[_Test, ...], ast.CaseTerminator], ...]
"""Per item: its pattern tests and its terminator."""
Body = Callable[["Interp"], int] | None
"""An item's body run (None when the body is empty)."""


class _CasePlan:
    """A ``case`` node's items with their patterns compiled per (extglob, nocasematch) setting."""

    __slots__ = ("bodies", "compiled", "node", "pieces")

    def __init__(self, node: ast.Case) -> None:
        self.node = node
        self.pieces = [[_static_pattern(p) for p in item.patterns] for item in node.items]
        self.compiled: list[_Items | None] = [None, None, None, None]  # index: extglob * 2 + nocasematch
        self.bodies = tuple(_list_run(item.body) if item.body.items else None for item in node.items)

    def compile(self, ext: bool, nocase: bool) -> _Items:
        flags = pat.PatternFlags(extglob=ext, nocase=nocase)
        items: list[tuple[tuple[_Test, ...], ast.CaseTerminator]] = []
        for item, pieces_of in zip(self.node.items, self.pieces, strict=True):
            row: list[_Test] = []
            for word, pieces in zip(item.patterns, pieces_of, strict=True):
                try:
                    cp = pat.compile_pattern(pieces, flags) if pieces is not None else None
                except Exception:  # raised again where the general path reaches it
                    cp = None
                if cp is None:
                    row.append((_EXPANDED, None, word))
                elif cp.literal is not None and not cp.nocase:
                    row.append((_LITERAL, cp.literal, word))
                elif cp.head is not None:
                    row.append((_HEAD, cp.head, word))
                elif cp.tail is not None:
                    row.append((_TAIL, cp.tail, word))
                else:
                    row.append((_COMPILED, cp, word))
            items.append((tuple(row), item.terminator))
        out = tuple(items)
        self.compiled[ext * 2 + nocase] = out
        return out


def _list_run(body: ast.CommandList) -> Callable[[Interp], int]:
    return lambda sh: sh.exec_list(body)


def _static_pattern(word: ast.Word) -> list[tuple[str, bool]] | None:
    """A pattern word's pieces when it has no expansion (``expand_pattern``'s answer for it)."""
    if all(type(p) is ast.Lit or type(p) is ast.SingleQuoted for p in word.parts):
        return [(p.text, type(p) is ast.SingleQuoted) for p in word.parts]  # type: ignore[union-attr]
    return None


# Per case node, keyed by id (the entry keeps the node alive); bounded, every run parses new nodes.
_CASES: dict[int, _CasePlan] = {}
_MAX = 8192


def plan_of(node: ast.Case) -> _CasePlan:
    """The node's plan, made on first use."""
    plan = _CASES.get(id(node))
    if plan is None or plan.node is not node:
        if len(_CASES) >= _MAX:
            _CASES.clear()
        plan = _CASES[id(node)] = _CasePlan(node)
    return plan


def exec_case(sh: Interp, node: ast.Case, plan: _CasePlan | None = None, bodies: tuple[Body, ...] = ()) -> int:
    """Run ``case`` (its line number already set): the first item with a matching pattern runs, then
    ``;&`` falls into the next body and ``;;&`` goes on testing.  An empty body's status is 0.
    ``bodies`` runs the items' bodies (by default through ``exec_list``); a negative status from one
    (a function body's ``return``) ends the command at once."""
    if sh.traps and sh.trap_active("DEBUG"):
        from vshell.interp.funcprint import header_text

        sh.debug_trap_text(header_text(node))
    if sh.opts["xtrace"]:
        # bash traces the word as parsed, before expanding it ($'...' already decoded)
        sh.xtrace_line(["case", source_text(node.word), "in"], raw=True)
    word = expand_case_word(sh, node.word)
    shopts = sh.shopts
    ext = shopts["extglob"]
    nocase = shopts["nocasematch"]
    if plan is None:
        plan = plan_of(node)
    if not bodies:
        bodies = plan.bodies
    items = plan.compiled[ext * 2 + nocase] or plan.compile(ext, nocase)
    cbytes = not word.isascii() and c_locale(sh)  # LC_ALL=C: `?` is one byte
    flags: pat.PatternFlags | None = None
    status = 0
    i = 0
    n = len(items)
    while i < n:
        tests, term = items[i]
        for how, what, p in tests:
            if how == _LITERAL:
                if word == what:
                    break
            elif how == _HEAD:
                if word.startswith(what):  # type: ignore[arg-type]
                    break
            elif how == _TAIL:
                if word.endswith(what):  # type: ignore[arg-type]
                    break
            elif how == _COMPILED and not cbytes:
                if what.fullmatch(word, tick=sh.tick):  # type: ignore[union-attr]
                    break
            else:
                # a pattern with expansions: expanded now, in order, as bash does
                if flags is None:
                    flags = pat.PatternFlags(extglob=ext, nocase=nocase, c_locale=cbytes)
                if pat.match(expand_pattern(sh, p), word, flags, sh.tick):
                    break
        else:
            i += 1
            continue
        while True:
            body = bodies[i]
            status = body(sh) if body is not None else 0
            if status < 0:
                return status
            if term is ast.CaseTerminator.FALLTHROUGH and i + 1 < n:
                i += 1
                term = items[i][1]
                continue
            break
        if term is ast.CaseTerminator.CONTINUE:
            i += 1
            continue
        return status
    return status
