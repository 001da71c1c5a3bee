"""Subscripts written inside name strings: ``unset 'a[$k]'``, ``printf -v 'a[i]'``, ``test -v``,
``read 'a[i]'`` and nameref targets (``declare -n r='A["K"]'``).

bash expands such a subscript when the name is used (parameters, command substitutions,
quote removal) and, for an indexed array, evaluates the result arithmetically; a negative
index counts back from the end.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from vshell.syntax import ast

# Characters that make a subscript more than literal text.
_SPECIAL = frozenset("$`\"'\\")


def split_name(text: str) -> tuple[str, str] | None:
    """``base[sub]`` as ``(base, sub)``; None when ``text`` has no subscript."""
    if not text.endswith("]"):
        return None
    base, bracket, sub = text[:-1].partition("[")
    return (base, sub) if bracket else None


@lru_cache(maxsize=512)
def _subscript_word(sub: str) -> ast.Word | None:
    from vshell.syntax.api import parse
    from vshell.syntax.errors import ParseError

    try:
        prog = parse(f"x[{sub}]=")
    except ParseError:
        return None
    items = prog.body.items
    if len(items) != 1 or items[0].command.rest:
        return None
    cmd = items[0].command.first.commands[0]
    if not isinstance(cmd, ast.SimpleCommand) or cmd.words or len(cmd.assigns) != 1:
        return None
    return cmd.assigns[0].index


def expand_subscript(sh: Any, sub: str) -> str:
    """The subscript's text after bash's expansions (literal text stays as it is)."""
    if not any(c in _SPECIAL for c in sub):
        return sub
    word = _subscript_word(sub)
    if word is None:
        return sub
    from vshell.expand.words import expand_string

    return expand_string(sh, word)


def subscript_key(sh: Any, base: str, sub: str) -> str | int:
    """The key ``base[sub]`` names: the expanded text for an associative array, else the
    arithmetic value (negative indices are left to the caller)."""
    text = expand_subscript(sh, sub)
    if sh.is_assoc(base):
        return text
    return int(sh.arith_text(text))


def element_index(value: dict[int, str], index: int) -> int | None:
    """A negative ``index`` counted from the end of the array; None when it falls before the start."""
    if index >= 0:
        return index
    index += (max(value) + 1) if value else 0
    return index if index >= 0 else None
