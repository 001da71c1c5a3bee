"""AST renderings for messages: now in :mod:`vshell.expand.printer`.

Expansion needs them and must not import the interpreter (syntax -> expand -> interp);
they are re-exported here so ``vshell.interp.printer`` imports keep working.
"""

from __future__ import annotations

from vshell.expand.printer import param_text, part_text, word_text
from vshell.syntax import ast

__all__ = ["andor_text", "param_text", "part_text", "word_text"]


def andor_text(node: ast.AndOr) -> str:
    from vshell.interp.funcprint import _andor

    return _andor(node, 0)
