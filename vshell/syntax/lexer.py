"""The lexer: per-mode tables and the command-mode tokenizer.

Bash's lexer is context sensitive, so the parser picks the mode: command
words, double-quoted text, ``${...}`` arguments, arithmetic text, ``[[ ]]``
operands, here-document bodies.  Each mode is a ``Mode`` row: a compiled
regex that takes a run of ordinary characters at once (the common case costs
one ``re`` call, not a Python loop per character) and the characters that
end the text in that mode.  ``words.py`` interprets the special characters
(quotes, ``$``, backquotes, backslashes) the same way in every mode.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.lib.lazyre import lazy_compile
from vshell.syntax.ast import Assign, HereDoc, Word
from vshell.syntax.errors import CHECK_EVERY, ParseError, ParseLimits

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


@dataclass(frozen=True, slots=True)
class Mode:
    """One lexer mode: ``run`` matches ordinary characters; ``ends`` stop the text at nesting depth 0.

    ``opens``/``closes`` are counted to find the end (parentheses in
    arithmetic, braces in ``${...}``, brackets in subscripts); ``squote``
    says whether ``'`` quotes; ``dquote`` whether ``"`` starts a quoted part;
    ``backslash`` is the set of characters a backslash escapes (``None``: any).
    """

    name: str
    run: re.Pattern[str]
    ends: str
    opens: str = ""
    closes: str = ""
    squote: bool = True
    dquote: bool = True
    backslash: str | None = None


def _run(specials: str) -> re.Pattern[str]:
    return lazy_compile("[^" + re.escape(specials) + "]+")


# ${x:-word}: the word ends at the first unquoted '}' (bash does not count braces: ${y:-{}} is "{}").
PARAM_ARG = Mode("param-arg", _run("}'\"\\$`"), "}")
# The same inside double quotes: single quotes are literal text (bash: "${x:-'a'}" is 'a').
PARAM_ARG_DQ = Mode("param-arg-dq", _run('}"\\$`'), "}", squote=False, backslash='$`"\\}\n')
# ${x/pattern/...}: the pattern also ends at '/'.
PARAM_PAT = Mode("param-pattern", _run("}/'\"\\$`"), "}/")
PARAM_PAT_DQ = Mode("param-pattern-dq", _run("}/'\"\\$`"), "}/", backslash="$`\"\\}/'\n")
# ${x:offset:length}: arithmetic text ending at ':' or '}'.
PARAM_OFFSET = Mode("param-offset", _run("()}:'\"\\$`"), ":}", "(", ")")
PARAM_LENGTH = Mode("param-length", _run("()}'\"\\$`"), "}", "(", ")")
# a[subscript]: brackets nest.
SUBSCRIPT = Mode("subscript", _run("[]'\"\\$`"), "]", "[", "]")
# $(( ... )) and (( ... )): parentheses nest; the text ends at an unmatched ')'.  Quotes pair up while
# bash looks for the end (a quoted ')' does not end it); evaluating them is an arithmetic error later.
ARITH = Mode("arith", _run("()'\"\\$`"), ")", "(", ")")
# for (( a; b; c )): each part also ends at ';'.
ARITH_FOR = Mode("arith-for", _run("();'\"\\$`"), ");", "(", ")")
# $[ ... ] (deprecated arithmetic).
ARITH_BRACKET = Mode("arith-bracket", _run("[]'\"\\$`"), "]", "[", "]")
# "...": only $, backquote, backslash and the closing quote are special.
DQUOTE = Mode("dquote", _run('"\\$`'), '"', squote=False, dquote=False, backslash='$`"\\\n')
# Here-document bodies: like double quotes, but '"' is ordinary.
HEREDOC = Mode("heredoc", _run("\\$`"), "", squote=False, dquote=False, backslash="$`\\\n")

# Command mode: a run of word characters, and the metacharacters that end a word.
WORD_RUN = _run(" \t\n;&|()<>'\"\\$`")
# [[ =~ regex ]]: parentheses and '|' are literal; the word ends at a blank outside parentheses.
REGEX_RUN = _run(" \t\n;&|()<>'\"\\$`")
METACHARS = frozenset(" \t\n;&|()<>")

BLANKS = lazy_compile(r"(?:[ \t]+|\\\n)+")
COMMENT = lazy_compile(r"#[^\n]*")
OPERATOR = lazy_compile(r";;&|;;|;&|;|&&|&>>|&>|&|\|\||\|&|\||\(|\)|\n")
REDIRECTION = lazy_compile(r"(?:([0-9]+)|\{([A-Za-z_][A-Za-z0-9_]*)\})?(<<<|<<-|<<|<>|<&|<|>>|>&|>\||>)")
NAME = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*")
ASSIGN_HEAD = lazy_compile(r"([A-Za-z_][A-Za-z0-9_]*)(\+?=|\[)")

RESERVED = frozenset(
    {"if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done"}
    | {"in", "function", "time", "{", "}", "!", "[[", "]]", "coproc"}
)
# Reserved words that can never start a command: finding one there is a syntax error.
CLOSERS = frozenset({"then", "else", "elif", "fi", "esac", "do", "done", "}", "in", "]]"})


class Tok:
    """A command-mode token: ``kind`` is ``word``, ``op``, ``redir`` or ``eof``."""

    __slots__ = ("assign", "end", "fd", "fd_var", "kind", "lit", "sensitive", "start", "value", "word")

    def __init__(self, kind: str, start: int, end: int, value: str = "") -> None:
        self.kind = kind
        self.start = start
        self.end = end
        self.value = value
        self.word: Word | None = None
        self.lit: str | None = None
        self.assign: Assign | None = None
        self.fd: int | None = None
        self.fd_var: str | None = None
        self.sensitive = False


@dataclass(slots=True)
class PendingHereDoc:
    """A ``<<`` whose body starts after the next newline token."""

    node: HereDoc
    delimiter: str
    strip: bool
    line: int
    end: int = -1
    """Offset just after the delimiter word."""


class LexerState:
    """Source text, position and the shared bookkeeping of one parse."""

    def __init__(
        self,
        src: str,
        *,
        extglob: Callable[[], bool],
        aliases: Callable[[str], str | None] | None,
        limits: ParseLimits,
        name: str,
        line_base: int = 0,
        depth: int = 0,
    ) -> None:
        self.src = src
        self.pos = 0
        self.extglob = extglob
        self.aliases = aliases
        self.limits = limits
        self.name = name
        self.line_base = line_base
        self.depth = depth
        self.work = 0
        # The next count of work at which _over_work looks at the limit and the budget.
        self.check_at = min(limits.max_work, CHECK_EVERY) if limits.check is not None else limits.max_work
        self.pending: list[PendingHereDoc] = []
        self.warnings: list[str] = []
        # A here-document ran into the end of the text (an interactive prompt would read more lines).
        self.heredoc_at_eof = False
        # Depth of $( ) / <( ) being parsed inside a word (aliases are expanded there by a second parse).
        self.nested = 0
        # An alias was found in command position while `nested`: the $( ) text must be parsed again.
        self.alias_missed = False
        self._tok: Tok | None = None
        self._tok_mode = 0
        self._newlines: list[int] | None = None
        # Alias expansions in progress: (name, end offset of its text), bash's recursion guard.
        self.alias_active: list[tuple[str, int]] = []
        # After an alias whose value ends in a blank, the word starting at or after this offset is checked too.
        self.alias_next = -1
        # Where an alias expanded in argument position put its value: its first word is checked too.
        self.alias_first = -1
        # Open `{` groups: inside one, `}` is a reserved word even where a case pattern is expected.
        self.brace_depth = 0

    def reset(self) -> None:
        """Forget the lookahead and pending here-documents (resuming after a reported error)."""
        self._tok = None
        self.pending = []
        self.depth = 0
        self.brace_depth = 0
        self.nested = 0
        self.alias_missed = False

    # -- positions -------------------------------------------------------
    def line_at(self, pos: int) -> int:
        """The 1-based line of ``pos`` (bash's LINENO for a command starting there)."""
        nl = self._newlines
        if nl is None:
            nl = self._newlines = []
            src = self.src
            i = src.find("\n")
            while i >= 0:
                nl.append(i)
                i = src.find("\n", i + 1)
        if not nl or pos <= nl[0]:
            return self.line_base + 1
        return self.line_base + bisect.bisect_left(nl, pos) + 1

    def line_text(self, pos: int) -> str:
        start = self.src.rfind("\n", 0, pos) + 1 if pos <= len(self.src) else len(self.src)
        end = self.src.find("\n", start)
        return self.src[start : end if end >= 0 else len(self.src)]

    def replace_source(self, start: int, end: int, text: str) -> None:
        self.src = self.src[:start] + text + self.src[end:]
        self._newlines = None
        self._tok = None

    # -- errors ----------------------------------------------------------
    def error_near(self, tok: Tok) -> ParseError:
        if tok.kind == "eof":
            return self.error_eof()
        text = "newline" if tok.value == "\n" else self.src[tok.start : tok.end]
        line = self.line_at(tok.start)
        newline = self.src.find("\n", tok.start)
        # Not when the offending token is glued to the delimiter word (`<<EOF(`): bash fails inside that word.
        if self.pending and newline >= 0 and self.pending[-1].end != tok.start:
            # bash reads the pending here-document bodies before it reports, and names the line it reached.
            line = self.line_at(self.read_heredocs(newline + 1)) - 1  # type: ignore[attr-defined]
        err = ParseError(
            f"syntax error near unexpected token `{text}'",
            line,
            line_text=self.line_text(tok.start),
            name=self.name,
        )
        err.offset = tok.start
        return err

    def error_eof(self) -> ParseError:
        line = self.line_at(len(self.src))
        if self.src.endswith("\\\n"):
            line += 1  # bash counts the line its added newline continues
        return ParseError("syntax error: unexpected end of file", line, incomplete=True, name=self.name)

    def error_matching(self, char: str, status: int = 2, start: int | None = None) -> ParseError:
        """EOF inside a quoted or bracketed text: bash names the line where it began (for ``$( )`` the last line)."""
        return ParseError(
            f"unexpected EOF while looking for matching `{char}'",
            self.line_at(len(self.src) if start is None else start),
            incomplete=True,
            status=status,
            name=self.name,
        )

    def tick(self, n: int = 1) -> None:
        self.work += n
        if self.work > self.check_at:
            self.over_work()

    def over_work(self) -> None:
        """``work`` passed ``check_at``: refuse past the work limit, else check the budget and go on."""
        limits = self.limits
        if self.work > limits.max_work:
            raise ParseError("syntax error: parser work limit exceeded", self.line_at(self.pos), name=self.name)
        if limits.check is not None:
            limits.check()
            self.check_at = min(limits.max_work, self.work + CHECK_EVERY)

    def enter(self) -> None:
        self.depth += 1
        if self.depth > self.limits.max_depth:
            raise ParseError(
                f"syntax error: nesting deeper than {self.limits.max_depth} levels",
                self.line_at(self.pos),
                name=self.name,
            )

    def leave(self) -> None:
        self.depth -= 1

    # -- tokens ----------------------------------------------------------
    def skip_blanks(self, pos: int) -> int:
        src = self.src
        m = BLANKS.match(src, pos)
        if m:
            pos = m.end()
        if pos < len(src) and src[pos] == "#":
            pos = COMMENT.match(src, pos).end()  # type: ignore[union-attr]
        return pos
