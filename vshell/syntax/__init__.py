"""vshell.syntax: bash 5.2's grammar as a typed AST, and back to text.

Public API (stable; other packages code against it):

* ``parse(text, *, extglob=False, aliases=None, name="bash", limits=None) -> Program``
  parses a whole script or raises ``ParseError``.
* ``iter_commands(text, *, extglob=..., aliases=..., name=..., limits=...)``
  yields one top-level complete command (``CommandList``) at a time, the way
  bash reads and runs a script: a syntax error on a later line is raised only
  when that line is reached, and ``extglob``/``aliases`` (callables) are
  consulted anew for every command.  ``CommandParser`` is the same as a class
  with ``next_command()``; after each call take
  ``take_errors()`` (a bad ``a=(...)``: bash prints ``err.format(name)``, sets
  ``$?`` to 1, drops the rest of that line and goes on) and
  ``take_warnings()`` (here-document warnings bash prints while parsing, e.g.
  ``line 2: warning: here-document at line 1 delimited by end-of-file (wanted
  `EOF')``, to be prefixed with ``bash: `` for ``-c`` or ``FILE: ``);
  ``heredoc_incomplete`` tells a prompt that a here-document is still open.
* ``ParseError``: ``message`` (bash's text; empty for the few errors bash
  reports silently, e.g. ``[[ ]]``), ``extra`` (further lines), ``line``,
  ``line_text`` (echoed as a second line, or None), ``incomplete`` (more input
  could complete it), ``status`` (2; 1 for ``a=(...)``, 127 inside ``$( )``,
  0 for most ``[[ ]]`` errors, as bash), ``format(source_name)`` (bash's
  stderr lines).
* ``check_syntax(text, *, source_name="-c", extglob=False) -> (stderr, status)``:
  ``bash -n``.
* ``parse_arith(text) -> ArithExpr`` raising ``ArithSyntaxError`` with bash's
  run-time message.
* ``to_bash(node) -> str``: the printer; ``parse(to_bash(parse(s))) == parse(s)``.
* ``ParseLimits``: nesting depth, script size, work; exceeding one is a
  ``ParseError``, never a ``RecursionError``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vshell.syntax.api import CommandParser, check_syntax, iter_commands, parse
from vshell.syntax.errors import ArithSyntaxError, ParseError, ParseLimits

if TYPE_CHECKING:
    from vshell.syntax.arith_parse import parse_arith
    from vshell.syntax.printer import to_bash

# Loaded on first use (a start-up needs neither the printer nor, before its first arithmetic, the
# arithmetic parser).
_LAZY = {"parse_arith": "vshell.syntax.arith_parse", "to_bash": "vshell.syntax.printer"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'vshell.syntax' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value

__all__ = [
    "ArithSyntaxError",
    "CommandParser",
    "ParseError",
    "ParseLimits",
    "check_syntax",
    "iter_commands",
    "parse",
    "parse_arith",
    "to_bash",
]
