"""Syntax errors as bash reports them, and the parser's resource limits."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.limits import Limits

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

_DEFAULTS = Limits()


@dataclass(frozen=True, slots=True)
class ParseLimits:
    """Bounds on what one parse may cost; exceeding one raises ``ParseError`` (never ``RecursionError``)."""

    max_depth: int = _DEFAULTS.parse_depth
    """Nesting of compound commands, substitutions and brackets."""
    max_bytes: int = _DEFAULTS.script_bytes
    """Size of the script text."""
    max_work: int = 50_000_000
    """Tokens and word parts produced; bounds pathological inputs in time."""
    check: Callable[[], None] | None = None
    """Called every ``CHECK_EVERY`` tokens (the run's budget: a 100,000-statement line ends on time)."""


CHECK_EVERY = 256


class ParseError(Exception):
    """A syntax error with bash's exact message.

    ``message`` is bash's text (``syntax error near unexpected token `)'``),
    ``line`` the line bash reports, ``line_text`` the source line bash echoes
    as a second message line (``None`` when bash does not echo one, as for
    end-of-file errors), ``incomplete`` True when more input could complete
    the text (an interactive prompt then asks for a continuation line),
    ``status`` the exit status bash uses, and ``extra`` further message lines
    (``[[ ( a b ) ]]`` also says ``expected `)'``).  Some ``[[ ]]`` errors have
    an empty ``message``: bash rejects ``[[ ]]`` without printing anything.
    """

    def __init__(
        self,
        message: str,
        line: int,
        *,
        incomplete: bool = False,
        line_text: str | None = None,
        status: int = 2,
        name: str = "bash",
        extra: tuple[str, ...] = (),
    ) -> None:
        super().__init__(message)
        self.message = message
        self.extra = extra
        # A bad `name=(...)` compound assignment: bash reports it, drops the rest of the line and goes on.
        self.recoverable = False
        # Offset of the offending token in the parsed text (where parsing resumes after a recoverable error).
        self.offset = -1
        # Raised from inside $( ): after a bad a=(...) bash then counts one more line at the end of file.
        self.in_substitution = False
        # A second error bash reports right after this one, with its own line (`[[ a =~ ( ]]`).
        self.then: ParseError | None = None
        self.line = line
        self.incomplete = incomplete
        self.line_text = line_text
        self.status = status
        self.name = name

    def lines(self) -> list[str]:
        """The message lines without bash's ``NAME: line N: `` prefix (for callers with their own, e.g. ``eval``)."""
        out = [m for m in (self.message, *self.extra) if m]
        if self.line_text is not None:
            out.append("`" + self.line_text + "'")
        return out

    def format(self, source_name: str = "-c") -> str:
        """The stderr lines bash prints: ``bash: -c: line 1: msg`` for ``-c``, ``FILE: line 1: msg`` for a script."""
        prefix = f"{self.name}: -c: line {self.line}: " if source_name == "-c" else f"{source_name}: line {self.line}: "
        text = "".join(prefix + m + "\n" for m in self.lines())
        return text if self.then is None else text + self.then.format(source_name)

    def __repr__(self) -> str:
        return f"ParseError({self.message!r}, line={self.line}, incomplete={self.incomplete})"


class ArithSyntaxError(Exception):
    """An arithmetic syntax error; ``message`` is bash's run-time text without the ``bash: line N:`` prefix.

    For ``1 +`` it is ``1 +: syntax error: operand expected (error token is "+")``.
    """

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
