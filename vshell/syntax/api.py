"""Entry points: whole-script ``parse``, command-at-a-time ``CommandParser``, and ``check_syntax`` (``bash -n``)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator

from vshell.syntax.ast import CommandList, ListItem, Program, Span
from vshell.syntax.errors import ParseError, ParseLimits
from vshell.syntax.parser import Parser

# Each nesting level costs a bounded number of Python frames (list, and-or,
# pipeline, command, compound, word...); the depth limit is what bounds the
# recursion, so the interpreter limit only has to be above it.
_FRAMES_PER_LEVEL = 24


def _ensure_recursion_limit(limits: ParseLimits) -> None:
    needed = limits.max_depth * _FRAMES_PER_LEVEL + 1000
    if sys.getrecursionlimit() < needed:
        sys.setrecursionlimit(needed)


# Raised once at import for the default limits, so a parse does not change interpreter state later.
_ensure_recursion_limit(ParseLimits())


def _never() -> bool:
    return False


def _always() -> bool:
    return True


class CommandParser:
    """Reads one top-level complete command at a time, as bash does when it runs a script.

    ``extglob`` may be a callable consulted before every command, so a
    ``shopt -s extglob`` the interpreter runs affects the following lines;
    ``aliases`` likewise sees the alias table as it is when a line is read.
    """

    def __init__(
        self,
        text: str,
        *,
        extglob: bool | Callable[[], bool] = False,
        aliases: Callable[[str], str | None] | None = None,
        name: str = "bash",
        limits: ParseLimits | None = None,
    ) -> None:
        self.limits = limits or ParseLimits()
        self.name = name
        if callable(extglob):
            flag = extglob
        else:
            flag = _always if extglob else _never
        too_big = len(text) > self.limits.max_bytes or (
            len(text) * 4 > self.limits.max_bytes  # a character is at most 4 bytes: short texts need no count
            and len(text.encode("utf-8", "surrogateescape")) > self.limits.max_bytes
        )
        if too_big:
            self._error: ParseError | None = ParseError(
                f"script too large (over {self.limits.max_bytes} bytes)", 1, status=2, name=name
            )
        else:
            self._error = None
        # bash -c and scripts behave as if the text ended with a newline: `echo <` is an
        # error near `newline', and a here-document's last line is complete.
        src = text if not text or text.endswith("\n") else text + "\n"
        if (len(text) - len(text.rstrip("\\"))) % 2:
            # bash escapes a backslash that ends the text, so it stays a literal character.
            src = text + "\\\n"
        if limits is not None:
            _ensure_recursion_limit(self.limits)
        self._parser = Parser(src, extglob=flag, aliases=aliases, limits=self.limits, name=name)
        self._done = False
        self._errors: list[ParseError] = []

    def next_command(self) -> CommandList | None:
        """The next complete command, or None at the end; raises ``ParseError`` (then stays finished)."""
        if self._done:
            return None
        if self._error is not None:
            self._done = True
            raise self._error
        parser = self._parser
        while True:
            try:
                cmd = parser.next_command()
                break
            except ParseError as err:
                if not err.recoverable:
                    self._done = True
                    raise
                self._recover(err)
            except RecursionError:
                self._done = True
                raise ParseError(
                    f"syntax error: nesting deeper than {self.limits.max_depth} levels",
                    parser.line_at(parser.pos),
                    name=self.name,
                ) from None
        if cmd is None:
            self._done = True
        return cmd

    def _recover(self, err: ParseError) -> None:
        """bash reports a bad ``name=(...)``, discards the rest of that line and reads on (``$?`` becomes 1)."""
        self._errors.append(err)
        parser = self._parser
        if err.offset < 0:
            # The compound assignment ran into the end of the text: bash then also hits the end of file.
            self._done = True
            eof = ParseError(
                "syntax error: unexpected end of file",
                parser.line_at(len(parser.src)) + err.in_substitution,
                incomplete=True,
                status=1,
                name=self.name,
            )
            raise eof
        end = parser.src.find("\n", err.offset)
        parser.pos = len(parser.src) if end < 0 else end + 1
        parser.reset()

    def take_errors(self) -> list[ParseError]:
        """Syntax errors bash reported and read past (a bad ``a=(...)``), cleared once taken.

        Print each with ``format(source_name)``; ``$?`` becomes their ``status`` (1).  The rest of the
        line holding the error was dropped; the command returned next comes from the following lines.
        """
        out, self._errors = self._errors, []
        return out

    @property
    def heredoc_incomplete(self) -> bool:
        """True once a here-document body ran into the end of the text (bash warns; a prompt would continue)."""
        return self._parser.heredoc_at_eof

    def take_warnings(self) -> list[str]:
        """Warnings produced so far (``line N: warning: ...``), cleared once taken."""
        out, self._parser.warnings = self._parser.warnings, []
        return out

    def __iter__(self) -> Iterator[CommandList]:
        while True:
            cmd = self.next_command()
            if cmd is None:
                return
            yield cmd


def iter_commands(
    text: str,
    *,
    extglob: bool | Callable[[], bool] = False,
    aliases: Callable[[str], str | None] | None = None,
    name: str = "bash",
    limits: ParseLimits | None = None,
) -> Iterator[CommandList]:
    """Yield each top-level complete command of ``text`` in order (see ``CommandParser``)."""
    return iter(CommandParser(text, extglob=extglob, aliases=aliases, name=name, limits=limits))


def parse(
    text: str,
    *,
    extglob: bool = False,
    aliases: Callable[[str], str | None] | None = None,
    name: str = "bash",
    limits: ParseLimits | None = None,
) -> Program:
    """Parse a whole script into a ``Program``; raise ``ParseError`` with bash's message."""
    items: list[ListItem] = []
    reader = CommandParser(text, extglob=extglob, aliases=aliases, name=name, limits=limits)
    while (cmd := reader.next_command()) is not None:
        items.extend(cmd.items)
    body = CommandList(tuple(items), Span(0, len(text), 1))
    return Program(body, Span(0, len(text), 1))


def check_syntax(text: str, *, source_name: str = "-c", extglob: bool = False, name: str = "bash") -> tuple[str, int]:
    """``bash -n``: the stderr text and exit status bash gives for ``bash -n -c text`` or ``bash -n FILE``."""
    reader = CommandParser(text, extglob=extglob, name=name)
    prefix = f"{name}: " if source_name == "-c" else f"{source_name}: "
    out: list[str] = []
    status = 0

    def drain() -> None:
        nonlocal status
        for e in reader.take_errors():
            out.append(e.format(source_name))
            status = e.status
        out.extend(prefix + w + "\n" for w in reader.take_warnings())

    try:
        for _ in reader:
            drain()
    except ParseError as err:
        drain()
        out.append(err.format(source_name))
        return "".join(out), err.status
    drain()
    return "".join(out), status
