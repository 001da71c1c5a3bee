"""AST renderings for messages: now in :mod:`vshell.expand.printer`.

Expansion needs them and must not import the interpreter (syntax -> expand -> interp);
they are re-exported here so ``vshell.interp.printer`` imports keep working.
"""

from __future__ import annotations

from vshell.expand.printer import param_text, part_text, word_text
from vshell.syntax import ast

__all__ = ["andor_text", "param_text", "part_text", "word_text"]


def andor_text(node: ast.AndOr) -> str:
    """A job's command as ``jobs`` shows it: a brace group on one line, other commands as
    ``declare -f`` prints them."""
    from vshell.interp.funcprint import _andor, _inline_list, _redirs

    p = node.first
    if not node.rest and not p.negated and len(p.commands) == 1 and type(p.commands[0]) is ast.BraceGroup:
        group = p.commands[0]
        return "{ " + _inline_list(group.body, 0) + "; }" + _redirs(group.redirects)
    return _andor(node, 0)
