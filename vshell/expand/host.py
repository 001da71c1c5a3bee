"""What word expansion needs from the running shell (the interpreter implements it).

Expansion itself is pure over this protocol: variables come from ``vars``,
command substitution, arithmetic and pathname expansion arrive as callbacks,
so ``vshell.expand`` never imports the interpreter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.expand.variables import VarStore
    from vshell.limits import Limits


class ExpandHost(Protocol):
    vars: VarStore
    positional: list[str]
    limits: Limits

    def special(self, name: str) -> str | None:
        """``$? $# $- $$ $! $0`` and positional digits."""
        ...

    def option(self, name: str) -> bool:
        """A ``set -o`` option (``nounset``, ``noglob``) or a ``shopt`` (``nullglob``...)."""
        ...

    def command_sub(self, body: ast.CommandList) -> str:
        """Run ``$( )`` and return its output with trailing newlines removed."""
        ...

    def process_sub(self, node: ast.ProcessSub) -> str:
        """Start ``<( )``/``>( )`` and return the ``/dev/fd/N`` path."""
        ...

    def arith(self, node: ast.Arith, prefix: str = "") -> int:
        """Evaluate arithmetic text (raises the shell's arithmetic error, its message after ``prefix``)."""
        ...

    def arith_text(self, text: str) -> int: ...

    def glob(self, pieces: list[tuple[str, bool]]) -> list[str]:
        """Pathname expansion of one field's pattern; [] when nothing matches."""
        ...

    def home_dir(self, user: str) -> str | None: ...

    def tick(self) -> None: ...

    def check_length(self, n: int) -> None:
        """A string of ``n`` characters is about to be built: raise the string_length limit if too long."""
        ...

    def brace_limit(self, n: int) -> None:
        """Charge ``n`` brace-expansion words to the budget."""
        ...
