"""The arithmetic sub-parser: bash's ``expr.c`` grammar into ``ArithExpr`` nodes.

Used for ``(( ))``, ``$(( ))``, ``for ((;;))``, ``let`` arguments, array
subscripts and ``${x:off:len}``.  Errors carry bash's run-time message text
(``1 +: syntax error: operand expected (error token is "+")``): bash reports
arithmetic syntax errors only when the expression is evaluated, so the
interpreter raises them then.

Bash's "error token" is the text from the start of the last token read; the
end of input does not move it, which is why ``1 +`` reports ``"+"``.
"""

from __future__ import annotations

import re

from vshell.lib.lazyre import lazy_compile
from vshell.lib.records import replace
from vshell.syntax.ast import (
    ArithAssign,
    ArithBinary,
    ArithExpr,
    ArithIncDec,
    ArithNumber,
    ArithTernary,
    ArithUnary,
    ArithUnparsed,
    ArithVar,
    Span,
)
from vshell.syntax.errors import ArithSyntaxError

__all__ = ["ASSIGN_OPS", "ArithParser", "parse_arith", "run_parser"]

# The arithmetic mode's token table: longest operators first.
_TOKEN = lazy_compile(
    r"""[ \t\n\r]*(?:
      (?P<num>[0-9][0-9A-Za-z_#@]*)
    | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
    | (?P<op><<=|>>=|\*\*|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||\*=|/=|%=|\+=|-=|&=|\^=|\|=|[-+*/%<>=&^|!~?:,()])
    | (?P<bad>.)
    | (?P<end>$)
    )""",
    re.X | re.S,
)
_VAR_START = lazy_compile(r"[ \t\n\r]*[A-Za-z_]")
ASSIGN_OPS = frozenset({"=", "*=", "/=", "%=", "+=", "-=", "<<=", ">>=", "&=", "^=", "|="})
# Binary levels from loosest to tightest (below assignment and ?:), as in expr.c.
_LEVELS: tuple[frozenset[str], ...] = (
    frozenset({"||"}),
    frozenset({"&&"}),
    frozenset({"|"}),
    frozenset({"^"}),
    frozenset({"&"}),
    frozenset({"==", "!="}),
    frozenset({"<", ">", "<=", ">="}),
    frozenset({"<<", ">>"}),
    frozenset({"+", "-"}),
    frozenset({"*", "/", "%"}),
)
_MAX_DEPTH = 200


class ArithParser:
    """bash's arithmetic grammar by recursive descent.  ``done`` sees each node as it is completed
    and ``guarded`` decides whether the right side of ``&&``/``||`` and a ``?:`` branch count:
    the hooks an evaluator uses to work as bash does, while it parses (``vshell.expand.arith``)."""

    __slots__ = ("depth", "kind", "last_start", "noeval", "pos", "prev_kind", "text", "tok", "tok_end", "whole")

    def __init__(self, text: str, whole: str) -> None:
        self.text = text
        self.whole = whole
        self.pos = 0
        self.kind = ""
        self.tok = ""
        self.prev_kind = ""
        self.last_start = 0
        self.tok_end = 0
        self.depth = 0
        self.noeval = 0

    def done(self, node: ArithExpr) -> ArithExpr:
        """A completed node (a plain parse keeps it as it is)."""
        return node

    def guarded(self, op: str, left: ArithExpr) -> bool:
        """Whether what follows ``left op`` is evaluated (always, for a plain parse)."""
        return True

    def error(self, msg: str) -> ArithSyntaxError:
        return ArithSyntaxError(f'{self.whole}: {msg} (error token is "{self.text[self.last_start :]}")')

    def advance(self) -> None:
        self.prev_kind = self.kind
        m = _TOKEN.match(self.text, self.pos)
        assert m is not None
        kind = m.lastgroup or "end"
        if kind == "end":
            self.kind, self.tok, self.pos = "end", "", m.end()
            return
        start = m.start(kind)
        self.last_start = start
        tok = m.group(kind)
        end = m.end()
        if kind == "op" and tok in ("++", "--"):
            if self.prev_kind == "var":
                kind = "post"
            elif _VAR_START.match(self.text, end):
                kind = "pre"
            else:
                # Not an increment: bash ungets the second character.
                tok, end = tok[0], end - 1
        elif kind == "name" and end < len(self.text) and self.text[end] == "[":
            close = _match_bracket(self.text, end)
            if close < 0:
                self.pos = len(self.text)
                raise ArithSyntaxError(f'{self.whole}: bad array subscript (error token is "{self.text[start:]}")')
            self.kind, self.tok, self.pos = "var", tok, close + 1
            self.tok_end = end
            return
        elif kind == "name":
            kind = "var"
        self.kind, self.tok, self.pos, self.tok_end = kind, tok, end, end

    def var_node(self) -> ArithVar:
        if self.pos > self.tok_end:
            sub = self.text[self.tok_end + 1 : self.pos - 1]
            index: ArithExpr
            try:
                index = _parse(sub, sub.lstrip(" \t\n"), self.depth + 1)
            except ArithSyntaxError:
                # bash evaluates a subscript only when it reads the element (and not at all for a key)
                index = ArithUnparsed(sub)
            return ArithVar(self.tok, index, key=sub)
        return ArithVar(self.tok)

    def enter(self) -> None:
        self.depth += 1
        if self.depth > _MAX_DEPTH:
            raise self.error("expression recursion level exceeded")

    def comma(self) -> ArithExpr:
        left = self.assign()
        while self.kind == "op" and self.tok == ",":
            self.advance()
            left = self.done(ArithBinary(",", left, self.assign()))
        return left

    def assign(self) -> ArithExpr:
        self.enter()
        left = self.cond()
        if self.kind == "op" and self.tok in ASSIGN_OPS:
            if not isinstance(left, ArithVar) or self.prev_kind != "var":
                raise self.error("attempted assignment to non-variable")
            op = self.tok
            self.advance()
            value = self.assign()
            if op in ("/=", "%="):
                # bash names the last token it read by then (the end of input does not count)
                value = _located(value, self.last_start)
            left = self.done(ArithAssign(op, left, value))
        self.depth -= 1
        return left

    def cond(self) -> ArithExpr:
        test = self.binary(0)
        if self.kind == "op" and self.tok == "?":
            self.advance()
            self._expression_expected()
            taken = self.guarded("?", test)
            self.noeval += not taken
            then = self.comma()
            self.noeval -= not taken
            if not (self.kind == "op" and self.tok == ":"):
                raise self.error("`:' expected for conditional expression")
            self.advance()
            self._expression_expected()
            self.enter()
            self.noeval += taken
            otherwise = self.cond()
            self.noeval -= taken
            self.depth -= 1
            return self.done(ArithTernary(test, then, otherwise))
        return test

    def _expression_expected(self) -> None:
        """bash wants an expression after ``?`` and after ``:``."""
        if self.kind == "end" or (self.kind == "op" and self.tok == ":"):
            raise self.error("expression expected")

    def binary(self, level: int) -> ArithExpr:
        if level == len(_LEVELS):
            return self.power()
        ops = _LEVELS[level]
        left = self.binary(level + 1)
        while self.kind == "op" and self.tok in ops:
            op = self.tok
            self.advance()
            start = self.last_start
            skip = op in ("&&", "||") and not self.guarded(op, left)
            self.noeval += skip
            right = self.binary(level + 1)
            self.noeval -= skip
            if op in ("/", "%"):
                right = _located(right, start)
            left = self.done(ArithBinary(op, left, right))
        return left

    def power(self) -> ArithExpr:
        base = self.unary()
        if self.kind == "op" and self.tok == "**":
            self.advance()
            self.enter()
            exponent = _located(self.power(), self.last_start)  # a negative one names the last token read
            self.depth -= 1
            return self.done(ArithBinary("**", base, exponent))
        return base

    def unary(self) -> ArithExpr:
        if self.kind == "op" and self.tok in ("!", "~", "-", "+"):
            op = self.tok
            self.advance()
            self.enter()
            operand = self.unary()
            self.depth -= 1
            return self.done(ArithUnary(op, operand))
        if self.kind == "pre":
            op = self.tok
            self.advance()
            target = self.var_node()
            self.advance()
            return self.done(ArithIncDec(op, True, target))
        return self.primary()

    def primary(self) -> ArithExpr:
        kind = self.kind
        if kind == "num":
            node: ArithExpr = ArithNumber(self.tok)
            self.advance()
            return node
        if kind == "var":
            var = self.var_node()
            self.advance()
            if self.kind == "post":
                op = self.tok
                self.advance()
                return self.done(ArithIncDec(op, False, var))
            return var
        if kind == "op" and self.tok == "(":
            self.advance()
            self.enter()
            inner = self.comma()
            self.depth -= 1
            if not (self.kind == "op" and self.tok == ")"):
                raise self.error("missing `)'")
            self.advance()
            return inner
        raise self.error("syntax error: operand expected")


def _located(node: ArithExpr, start: int) -> ArithExpr:
    """An operand with the place in the text its error names: bash's error token is the text from
    there (``c/(2-i) >= 0`` names ``(2-i) >= 0``; ``x/=(0)`` and ``y**(y)`` name ``)``)."""
    return replace(node, span=Span(start, start, 0))


def _match_bracket(text: str, open_pos: int) -> int:
    depth = 0
    for i in range(open_pos, len(text)):
        c = text[i]
        if c == "[":
            depth += 1
        elif c == "]":
            depth -= 1
            if depth == 0:
                return i
    return -1


def _parse(text: str, whole: str, depth: int) -> ArithExpr:
    p = ArithParser(text, whole)
    p.depth = depth
    return run_parser(p)


def run_parser(p: ArithParser) -> ArithExpr:
    """The whole text through ``p``: an empty one is 0, anything left over a syntax error."""
    p.advance()
    if p.kind == "end":
        return ArithNumber("0")
    node = p.comma()
    if p.kind != "end":
        if p.kind == "bad":
            raise p.error("syntax error: invalid arithmetic operator")
        raise p.error("syntax error in expression")
    return node


def parse_arith(text: str) -> ArithExpr:
    """Parse arithmetic ``text`` (already expanded); raise ``ArithSyntaxError`` with bash's message.

    Blank text is ``ArithNumber("0")``, as ``$(( ))`` is 0 in bash.
    """
    whole = text.lstrip(" \t\n")
    try:
        return _parse(text, whole, 0)
    except RecursionError:
        raise ArithSyntaxError(f'{whole}: expression recursion level exceeded (error token is "{whole}")') from None
