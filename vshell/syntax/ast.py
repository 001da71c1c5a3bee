"""The bash abstract syntax tree: frozen, slotted dataclasses.

Every node carries a ``span`` (source offsets and the line it starts on) that
is excluded from equality, so ``parse(print(parse(s))) == parse(s)`` compares
structure only.  Sum types are ``Union`` aliases evaluated with ``match``.

Conventions shared by the parser, the printer and the interpreter:

* A ``Word`` is a sequence of parts.  Quotedness travels with each part
  (``Lit`` and ``Escaped`` are unquoted; everything inside ``DoubleQuoted``,
  ``SingleQuoted`` and ``AnsiCQuoted`` is quoted) until field splitting.
* Brace expansion is *not* resolved by the parser: ``{a,b}`` stays in ``Lit``
  parts and the expander performs it on the part sequence, as bash does on the
  unexpanded text.  Glob characters likewise stay in ``Lit`` parts.
* Arithmetic text (``$(( ))``, ``(( ))``, ``for ((;;))``, ``${x:off:len}``,
  array subscripts) is an ``Arith``: the text as a ``Word`` (bash expands
  ``$x`` inside it *before* parsing the arithmetic) plus ``expr``, the parsed
  ``ArithExpr`` when the text has no expansions and parses.  When ``expr`` is
  ``None`` the interpreter expands the word and parses the result at run time,
  which is also where bash reports arithmetic syntax errors.
* What bash only rejects when it runs it stays in the tree: ``ParamBad`` for a
  ``${...}`` that is a "bad substitution", ``CommandSub.raw`` for backquoted
  text that does not parse (bash parses backquotes when they run).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:
    # The same classes, built without compiling six methods per class at import (see records.py).
    from vshell.lib.records import dataclass, field


@dataclass(frozen=True, slots=True)
class Span:
    """Source position: byte offsets into the source text and the 1-based line."""

    start: int = 0
    end: int = 0
    line: int = 0


NO_SPAN = Span()


def _span() -> Span:
    return field(default=NO_SPAN, compare=False, repr=False)  # type: ignore[no-any-return]


# ---------------------------------------------------------------------------
# Word parts
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Lit:
    """Unquoted literal text (may hold glob and brace characters)."""

    text: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Escaped:
    """A backslash-escaped character outside quotes: ``\\x`` means a quoted ``x``."""

    char: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class SingleQuoted:
    """``'text'``."""

    text: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class AnsiCQuoted:
    """``$'...'``: ``raw`` is the text between the quotes, escapes undecoded."""

    raw: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class DoubleQuoted:
    """``"..."`` (``locale`` for ``$"..."``). Inner ``Lit`` parts are quoted text."""

    parts: tuple[WordPart, ...]
    locale: bool = False
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class TildePrefix:
    """``~`` or ``~user``, ``~+``, ``~-`` at the start of a word or after ``=``/``:`` in assignments."""

    user: str
    span: Span = _span()


class ParamOpKind(enum.Enum):
    """Operators of ``${name<op>word}``."""

    USE_DEFAULT = "-"  # ${x-w}   (colon variants carry colon=True)
    ASSIGN_DEFAULT = "="  # ${x=w}
    ERROR_IF_UNSET = "?"  # ${x?w}
    USE_ALTERNATE = "+"  # ${x+w}
    REMOVE_SMALLEST_PREFIX = "#"
    REMOVE_LARGEST_PREFIX = "##"
    REMOVE_SMALLEST_SUFFIX = "%"
    REMOVE_LARGEST_SUFFIX = "%%"
    UPPER_FIRST = "^"
    UPPER_ALL = "^^"
    LOWER_FIRST = ","
    LOWER_ALL = ",,"


@dataclass(frozen=True, slots=True)
class ParamDefault:
    """``${x-w} ${x:-w} ${x=w} ${x:=w} ${x?w} ${x:?w} ${x+w} ${x:+w}``; ``word`` None when empty-and-absent (``${x:?}``)."""

    kind: ParamOpKind
    colon: bool
    word: Word | None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ParamStrip:
    """``${x#p} ${x##p} ${x%p} ${x%%p}``."""

    kind: ParamOpKind
    pattern: Word
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ParamCase:
    """``${x^p} ${x^^p} ${x,p} ${x,,p}``; ``pattern`` None means any character."""

    kind: ParamOpKind
    pattern: Word | None
    span: Span = _span()


class ReplaceMode(enum.Enum):
    FIRST = "/"
    ALL = "//"
    PREFIX = "/#"
    SUFFIX = "/%"


@dataclass(frozen=True, slots=True)
class ParamReplace:
    """``${x/p/r} ${x//p/r} ${x/#p/r} ${x/%p/r}``; ``replacement`` None when there is no second slash."""

    mode: ReplaceMode
    pattern: Word
    replacement: Word | None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ParamSlice:
    """``${x:offset}`` and ``${x:offset:length}``."""

    offset: Arith
    length: Arith | None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ParamTransform:
    """``${x@Q}`` and the other ``@`` operators; ``op`` is the letter."""

    op: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ParamBad:
    """A ``${...}`` that bash accepts when parsing but rejects when expanding (``${x&}: bad substitution``).

    ``text`` is the whole expansion as written, ``${`` and ``}`` included, which is what bash's message shows.
    """

    text: str
    span: Span = _span()


ParamOp = Union[ParamDefault, ParamStrip, ParamCase, ParamReplace, ParamSlice, ParamTransform, ParamBad]


class ParamPrefix(enum.Enum):
    """What stands before the name inside the braces."""

    NONE = ""
    LENGTH = "#"  # ${#x} ${#a[@]}
    INDIRECT = "!"  # ${!x}, ${!a[@]} (keys), ${!pre*} / ${!pre@} (names)


@dataclass(frozen=True, slots=True)
class ParamExp:
    """A parameter expansion.

    ``name`` is a variable name, a positional digit string or a special
    parameter (``@ * # ? - $ ! 0``).  ``index`` is the subscript word of
    ``a[...]`` (``@`` and ``*`` appear as ``Lit('@')``/``Lit('*')``).  For
    ``${!pre*}``/``${!pre@}`` the prefix is ``INDIRECT``, ``name`` is the
    prefix and ``names_suffix`` is ``'*'`` or ``'@'``.  ``braced`` is False
    for ``$x``.
    """

    name: str
    braced: bool = True
    prefix: ParamPrefix = ParamPrefix.NONE
    index: Word | None = None
    op: ParamOp | None = None
    names_suffix: str = ""
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CommandSub:
    """``$(...)`` or a backquoted command (``backquote``).

    bash parses backquoted text only when the substitution runs, so a syntax
    error inside it is a run-time error: then ``raw`` holds the text (after
    the backquote escapes are removed) and ``body`` is empty; the interpreter
    parses ``raw`` when it runs it and reports the error as bash does
    (``bash: command substitution: line 1: syntax error near ...``).
    """

    body: CommandList
    backquote: bool = False
    span: Span = _span()
    raw: str | None = None


@dataclass(frozen=True, slots=True)
class ArithSub:
    """``$(( ... ))`` (and the deprecated ``$[ ... ]`` when ``bracket``)."""

    arith: Arith
    bracket: bool = False
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ProcessSub:
    """``<(...)`` (direction ``'<'``) or ``>(...)``."""

    direction: str
    body: CommandList
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ExtGlob:
    """An extglob group ``?(...) *(...) +(...) @(...) !(...)``; alternatives split on top-level ``|``."""

    op: str
    patterns: tuple[Word, ...]
    span: Span = _span()


WordPart = Union[
    Lit,
    Escaped,
    SingleQuoted,
    AnsiCQuoted,
    DoubleQuoted,
    TildePrefix,
    ParamExp,
    CommandSub,
    ArithSub,
    ProcessSub,
    ExtGlob,
]


@dataclass(frozen=True, slots=True)
class Word:
    parts: tuple[WordPart, ...]
    span: Span = _span()


# ---------------------------------------------------------------------------
# Arithmetic
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Arith:
    """Arithmetic text: ``word`` as written, ``expr`` pre-parsed when possible (see module doc)."""

    word: Word
    expr: ArithExpr | None = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithNumber:
    """A numeric literal as written (``10``, ``0x1F``, ``017``, ``2#101``); validated when evaluated."""

    text: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithVar:
    """A variable reference, optionally subscripted: ``x``, ``a[i+1]``.

    ``key`` is the subscript as written: an associative array's key (``m[a-b]``
    is the key ``a-b``); an indexed array evaluates ``index`` instead.
    """

    name: str
    index: ArithExpr | None = None
    span: Span = _span()
    key: str | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class ArithUnparsed:
    """A subscript that is not an arithmetic expression (``m[a b]``): fine as an associative
    array's key; for an indexed array bash reports the syntax error only when it evaluates it."""

    text: str
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithUnary:
    """Prefix ``+ - ! ~``."""

    op: str
    operand: ArithExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithIncDec:
    """``++x x++ --x x--``."""

    op: str
    prefix: bool
    target: ArithVar
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithBinary:
    """``** * / % + - << >> < <= > >= == != & ^ | && || ,``."""

    op: str
    left: ArithExpr
    right: ArithExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithAssign:
    """``= *= /= %= += -= <<= >>= &= ^= |=``."""

    op: str
    target: ArithVar
    value: ArithExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithTernary:
    cond: ArithExpr
    then: ArithExpr
    otherwise: ArithExpr
    span: Span = _span()


ArithExpr = Union[ArithNumber, ArithVar, ArithUnary, ArithIncDec, ArithBinary, ArithAssign, ArithTernary, ArithUnparsed]


# ---------------------------------------------------------------------------
# [[ conditional expressions ]]
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CondWord:
    """A lone word: true when non-empty."""

    word: Word
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondUnary:
    """``-f file``, ``-z s``, ``-v name`` ...; ``op`` includes the dash."""

    op: str
    operand: Word
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondBinary:
    """``== = != < > -eq ... -nt -ot -ef =~``; for ``==``/``!=`` the right side is a pattern, for ``=~`` a regex."""

    op: str
    left: Word
    right: Word
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondNot:
    operand: CondExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondAnd:
    left: CondExpr
    right: CondExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondOr:
    left: CondExpr
    right: CondExpr
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondGroup:
    """``( expr )`` inside ``[[ ]]``, kept so the printer reproduces it."""

    inner: CondExpr
    span: Span = _span()


CondExpr = Union[CondWord, CondUnary, CondBinary, CondNot, CondAnd, CondOr, CondGroup]


# ---------------------------------------------------------------------------
# Redirections and assignments
# ---------------------------------------------------------------------------


class RedirOp(enum.Enum):
    IN = "<"
    OUT = ">"
    APPEND = ">>"
    CLOBBER = ">|"
    IN_OUT = "<>"
    OUT_ERR = "&>"
    APPEND_ERR = "&>>"
    DUP_IN = "<&"
    DUP_OUT = ">&"
    HEREDOC = "<<"
    HEREDOC_STRIP = "<<-"
    HERESTRING = "<<<"


@dataclass(frozen=True, slots=True)
class HereDoc:
    """A here-document body.

    ``delimiter`` is the delimiter word as written (quotes included);
    ``quoted`` is True when any part of it was quoted, in which case ``body``
    is a single ``Lit`` with the raw text; otherwise ``body`` holds the parsed
    expansions (``$x``, ``$( )``, backquotes, ``\\`` rules of here-docs).
    With ``<<-`` leading tabs are already stripped from ``body``.
    """

    delimiter: str
    quoted: bool
    body: Word
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Redirect:
    """``[n|{var}]op target``.  ``fd`` None means the operator's default."""

    op: RedirOp
    target: Word | HereDoc
    fd: int | None = None
    fd_var: str | None = None
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArrayElement:
    """One element of ``(a b [k]=v [k]+=v)``; ``key`` None for positional elements."""

    value: Word
    key: Word | None = None
    append: bool = False
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArrayLiteral:
    elements: tuple[ArrayElement, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Assign:
    """``name=value``, ``name+=value``, ``name[idx]=value``, ``name=(...)``; ``value`` None for ``declare name``-style bare names is not used here."""

    name: str
    value: Word | ArrayLiteral
    index: Word | None = None
    append: bool = False
    span: Span = _span()


# ---------------------------------------------------------------------------
# Commands
# ---------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SimpleCommand:
    """Prefix assignments, words and redirections.

    For the declaration builtins (``declare typeset local export readonly``,
    also after ``builtin``/``command``), arguments that look like assignments
    are parsed as ``Assign`` nodes, which is how bash keeps them from word
    splitting and allows ``declare a=(1 2)``.
    """

    assigns: tuple[Assign, ...] = ()
    words: tuple[Word | Assign, ...] = ()
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()
    # bash's LINENO for the command: the line where the token after its first word (or assignment,
    # or redirection) ends -- yacc has read that lookahead when it makes the command node, so
    # `echo 'a<newline>b' $LINENO` says 2.  0: unknown (use span.line).
    line: int = field(default=0, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class BraceGroup:
    body: CommandList
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Subshell:
    body: CommandList
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class IfClause:
    condition: CommandList
    body: CommandList
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class If:
    """``if``/``elif`` clauses in order, then the optional ``else`` body."""

    clauses: tuple[IfClause, ...]
    else_body: CommandList | None = None
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class While:
    """``while`` or, with ``until``, ``until``."""

    condition: CommandList
    body: CommandList
    until: bool = False
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class For:
    """``for name [in words]; do ...; done``; ``words`` None means ``"$@"``."""

    var: str
    words: tuple[Word, ...] | None
    body: CommandList
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithFor:
    """``for ((init; cond; step))``; an absent part is None (an absent condition is true)."""

    init: Arith | None
    condition: Arith | None
    step: Arith | None
    body: CommandList
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Select:
    var: str
    words: tuple[Word, ...] | None
    body: CommandList
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


class CaseTerminator(enum.Enum):
    BREAK = ";;"
    FALLTHROUGH = ";&"
    CONTINUE = ";;&"


@dataclass(frozen=True, slots=True)
class CaseItem:
    patterns: tuple[Word, ...]
    body: CommandList
    terminator: CaseTerminator = CaseTerminator.BREAK
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Case:
    word: Word
    items: tuple[CaseItem, ...]
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CondCommand:
    """``[[ expr ]]``."""

    expr: CondExpr
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ArithCommand:
    """``(( expr ))``."""

    arith: Arith
    redirects: tuple[Redirect, ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class FunctionDef:
    """``name() body`` or ``function name [()] body``; redirections of the body apply at each call."""

    name: str
    body: Command
    keyword: bool = False
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class Coproc:
    """``coproc [NAME] command``; ``name`` defaults to ``COPROC``."""

    name: str
    body: Command
    span: Span = _span()


Command = Union[
    SimpleCommand,
    BraceGroup,
    Subshell,
    If,
    While,
    For,
    ArithFor,
    Select,
    Case,
    CondCommand,
    ArithCommand,
    FunctionDef,
    Coproc,
]


@dataclass(frozen=True, slots=True)
class Pipeline:
    """``[time [-p]] [!] cmd [| cmd]...``; ``stderr_too[i]`` is True when the i-th ``|`` is ``|&``."""

    commands: tuple[Command, ...]
    negated: bool = False
    stderr_too: tuple[bool, ...] = ()
    timed: bool = False
    time_posix: bool = False
    span: Span = _span()


class AndOrOp(enum.Enum):
    AND = "&&"
    OR = "||"


@dataclass(frozen=True, slots=True)
class AndOr:
    """``p1 && p2 || p3``: the first pipeline and the (operator, pipeline) pairs that follow."""

    first: Pipeline
    rest: tuple[tuple[AndOrOp, Pipeline], ...] = ()
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class ListItem:
    """An and-or list ended by ``;``/newline (``background`` False) or ``&``."""

    command: AndOr
    background: bool = False
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class CommandList:
    items: tuple[ListItem, ...]
    span: Span = _span()


@dataclass(frozen=True, slots=True)
class UnparsedList(CommandList):
    """The body of a backquoted command whose text (``raw``) did not parse: no items.

    bash parses backquoted text only when the substitution runs; the interpreter
    parses ``raw`` then and reports the error the way bash's subshell does.
    """

    raw: str = ""


@dataclass(frozen=True, slots=True)
class Program:
    """A whole script."""

    body: CommandList
    span: Span = _span()
