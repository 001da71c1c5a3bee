"""Arithmetic text with expansions, compiled once with the expansions as slots.

bash expands ``$(( n + ${#t} ))`` to text and parses that text on every
evaluation.  Where an expansion stands alone as an operand (operators, spaces
or parentheses on both sides), putting its text there is the same as putting
its value there *when the text is a plain non-negative decimal*, so the
expression is compiled once with a placeholder variable for each expansion,
and each run expands the parts (once, in order, as bash does), checks the
values and runs the closure.  Any other value (``1+1``, ``-3``, ``010``, a
name), a compile that cannot take the slot, an error or a fallback runs
bash's textual path on the text already expanded, so nothing is expanded
twice and every message stays bash's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vshell.expand import arith as arith_mod
from vshell.expand import fastparam
from vshell.expand.words import QUOTED, expand_arith_part, join_arith_parts
from vshell.interp.arithc import Fallback, compile_arith
from vshell.interp.errors import AbortCommand
from vshell.syntax import ast
from vshell.syntax.errors import ArithSyntaxError

if TYPE_CHECKING:
    from vshell.interp.core import InterpCore

_PREFIX = "vshell_slot_"
# Characters that would join an expansion's text to its neighbour into one token
# (`x$y`, `16#$n`, `$n.5`, `$a[0]`), or hide a sign (`2-$x` is fine, `--$x` is not a number).
_JOINS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_#.$@[\\'\"")
_SLOT_PARTS = (ast.ParamExp, ast.ArithSub, ast.CommandSub)


class _Template:
    __slots__ = ("fn", "node", "slots")

    def __init__(self, node: ast.Arith, fn: Any, slots: tuple[int, ...]) -> None:
        self.node = node
        self.fn = fn
        self.slots = slots  # indexes of the parts that are slots


# Per node, keyed by id: (node, its template or None); the entry keeps the node alive; bounded.
_TEMPLATES: dict[int, tuple[ast.Arith, _Template | None]] = {}
_MAX = 8192


def _incdec_next_to(text: str, at_end: bool) -> bool:
    """``++``/``--`` touching the slot: with a name there it is an increment, with a number an error."""
    edge = text[-2:] if at_end else text[:2]
    return edge in ("++", "--")


def _build(node: ast.Arith) -> _Template | None:
    parts = node.word.parts
    pieces: list[str] = []
    slots: list[int] = []
    names: dict[str, int] = {}
    for i, part in enumerate(parts):
        if type(part) is ast.Lit:
            if _PREFIX in part.text:
                return None
            pieces.append(part.text)
            continue
        if not isinstance(part, _SLOT_PARTS):
            return None
        before = parts[i - 1] if i else None
        after = parts[i + 1] if i + 1 < len(parts) else None
        if before is not None and (type(before) is not ast.Lit or before.text[-1:] in _JOINS
                                   or _incdec_next_to(before.text, True)):
            return None
        if after is not None and (type(after) is not ast.Lit or after.text[:1] in _JOINS
                                  or _incdec_next_to(after.text, False)):
            return None
        name = f"{_PREFIX}{len(slots)}"
        names[name] = len(slots)
        slots.append(i)
        pieces.append(f" {name} ")
    if not slots:
        return None
    from vshell.syntax.arith_parse import parse_arith

    try:
        expr = parse_arith("".join(pieces))
    except (ArithSyntaxError, arith_mod.ArithError):
        return None
    fn = compile_arith(expr, names)
    return None if fn is None else _Template(node, fn, tuple(slots))


def _template(node: ast.Arith) -> _Template | None:
    if len(_TEMPLATES) >= _MAX:
        _TEMPLATES.clear()
    tpl = _build(node)
    _TEMPLATES[id(node)] = (node, tpl)
    return tpl


def _decimal(pieces: list[tuple[str, int]]) -> int | None:
    if len(pieces) != 1:
        return None  # nothing, or `"$@"`'s several fields
    return _decimal_text(pieces[0][0])


def _decimal_text(text: str) -> int | None:
    if not text.isdigit() or not text.isascii() or len(text) > 18:
        return None
    if text[0] == "0" and len(text) > 1:
        return None  # octal in bash
    return int(text)


def evaluate(
    sh: InterpCore,
    node: ast.Arith,
    textual: Callable[[str], int] | None = None,
    prefix: str = "",
    failure: Callable[[], BaseException] | None = None,
) -> int:
    """Evaluate arithmetic whose text has expansions (``node.expr`` is None).

    ``textual`` evaluates expanded text as the context does (``$(( ))`` by default; ``(( ))``
    passes its own, whose errors print after ``((: `` and give status 1); ``prefix`` and
    ``failure`` are how the context reports an error the closure raised."""
    entry = _TEMPLATES.get(id(node))
    tpl = entry[1] if entry is not None and entry[0] is node else _template(node)
    if tpl is None:
        from vshell.expand.words import expand_arith_text

        return _textual(sh, textual, expand_arith_text(sh, node.word))
    parts = node.word.parts
    values: list[int] = []
    for i in tpl.slots:
        part = parts[i]
        text = fastparam.value(sh, part) if type(part) is ast.ParamExp else None
        if text is not None:
            value = _decimal_text(text)  # `${#t}`, `$n` prepared: one quoted piece inside `$(( ))`
            if value is None:
                pieces = [(text, QUOTED)]
        else:
            pieces = expand_arith_part(sh, part)
            value = _decimal(pieces)
        if value is None:
            # the rest is expanded now, in order, and bash's textual path decides
            done = _done(tpl, values)
            done[i] = pieces
            return _textual(sh, textual, join_arith_parts(sh, parts, done))
        values.append(value)
    sh.arith_slots = tuple(values)
    try:
        return tpl.fn(sh)  # type: ignore[no-any-return]
    except Fallback:
        return _textual(sh, textual, join_arith_parts(sh, parts, _done(tpl, values)))
    except arith_mod.ArithError as err:
        sh.arith_report(err, prefix, join_arith_parts(sh, parts, _done(tpl, values)))
        raise (failure() if failure is not None else AbortCommand(1)) from None


def _done(tpl: _Template, values: list[int]) -> dict[int, list[tuple[str, int]]]:
    """The slots expanded so far, by part index, as ``join_arith_parts`` takes them (nothing is
    expanded twice): each was a plain decimal, whose text is its value's."""
    return {i: [(str(v), QUOTED)] for i, v in zip(tpl.slots, values, strict=False)}


def _textual(sh: InterpCore, textual: Callable[[str], int] | None, text: str) -> int:
    """The expanded text through bash's textual path: the context's, else ``$(( ))``'s."""
    if textual is None:
        return sh.arith_text(text, fatal=False)
    return textual(text)
