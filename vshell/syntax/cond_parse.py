"""``[[ ]]``: the conditional-expression grammar of bash's ``parse.y`` (``cond_expr``).

Precedence: ``||`` below ``&&`` below ``!``; parentheses group.  In ``[[``
mode ``<`` and ``>`` are operators (not redirections), words are read with
extglob on (bash 5.2 parses ``[[ x == @(a|b) ]]`` without ``shopt -s
extglob``) and the right side of ``=~`` keeps ``( ) |`` literal.
"""

from __future__ import annotations

from vshell.syntax import lexer as L
from vshell.syntax.ast import (
    CondAnd,
    CondBinary,
    CondCommand,
    CondExpr,
    CondGroup,
    CondNot,
    CondOr,
    CondUnary,
    CondWord,
    Lit,
    Span,
    Word,
)
from vshell.syntax.errors import ParseError
from vshell.syntax.heredoc import HereDocMixin

UNARY_OPS = frozenset("-" + c for c in "abcdefghknoprstuvwxzGLNORS")
BINARY_OPS = frozenset({"==", "=", "!=", "=~", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef"})


class CondMixin(HereDocMixin):
    """Errors follow bash's ``cond_*`` messages; bash prints them without echoing the line."""

    def cond_peek(self, skip_newlines: bool = False) -> L.Tok:
        tok: L.Tok = self.peek(0, True)  # type: ignore[attr-defined]
        while skip_newlines and tok.kind == "op" and tok.value == "\n":
            self.advance()  # type: ignore[attr-defined]
            tok = self.peek(0, True)  # type: ignore[attr-defined]
        return tok

    def cond_error(self, message: str, tok: L.Tok) -> ParseError:
        # bash reports these and carries on; it fails with status 2 only when the input then ends.
        at_end = (tok.kind == "eof" or tok.value == "\n") and not self.src[tok.end :].strip()
        line = self.line_at(tok.start)
        return ParseError(message, line, name=self.name, incomplete=tok.kind == "eof", status=2 if at_end else 0)

    def cond_text(self, tok: L.Tok) -> str:
        if tok.kind == "eof":
            return "EOF"
        return "newline" if tok.value == "\n" else self.src[tok.start : tok.end]

    def cond_command(self) -> CondCommand:
        start = self.peek(2).start  # type: ignore[attr-defined]
        self.advance()  # type: ignore[attr-defined]
        expr = self.cond_or()
        tok = self.cond_peek(True)
        if tok.kind == "eof":
            err = self.cond_error("unexpected EOF while looking for `]]'", tok)
            err.line = self.line_at(len(self.src)) - (1 if self.src.endswith("\n") else 0)
            raise err
        if not (tok.kind == "word" and tok.lit == "]]"):
            if tok.kind == "word":
                raise self.cond_error("syntax error in conditional expression", tok)
            raise self.cond_error(
                f"syntax error in conditional expression: unexpected token `{self.cond_text(tok)}'", tok
            )
        self.advance()  # type: ignore[attr-defined]
        return CondCommand(expr, span=Span(start, self.pos, self.line_at(start)))

    def cond_or(self) -> CondExpr:
        left = self.cond_and()
        while True:
            tok = self.cond_peek(True)
            if tok.kind == "op" and tok.value == "||":
                self.advance()  # type: ignore[attr-defined]
                left = CondOr(left, self.cond_and())
            else:
                return left

    def cond_and(self) -> CondExpr:
        left = self.cond_term()
        while True:
            tok = self.cond_peek(True)
            if tok.kind == "op" and tok.value == "&&":
                self.advance()  # type: ignore[attr-defined]
                left = CondAnd(left, self.cond_term())
            else:
                return left

    def cond_term(self) -> CondExpr:
        self.enter()
        tok = self.cond_peek(True)
        start = tok.start
        if tok.kind == "word" and tok.lit == "!":
            self.advance()  # type: ignore[attr-defined]
            node: CondExpr = CondNot(self.cond_term())
        elif tok.kind == "op" and tok.value == "(":
            self.advance()  # type: ignore[attr-defined]
            try:
                inner = self.cond_or()
            except ParseError as err:
                err.extra += ("expected `)'",)
                raise
            close = self.cond_peek(True)
            if not (close.kind == "op" and close.value == ")"):
                raise self.cond_error(f"unexpected token `{self.cond_text(close)}', expected `)'", close)
            self.advance()  # type: ignore[attr-defined]
            node = CondGroup(inner)
        elif tok.kind == "word" and tok.lit in UNARY_OPS:
            op = tok.lit
            self.advance()  # type: ignore[attr-defined]
            arg = self.cond_peek()
            if arg.kind != "word" or arg.lit == "]]" or arg.word is None:
                raise self.cond_error(f"unexpected argument `{self.cond_text(arg)}' to conditional unary operator", arg)
            self.advance()  # type: ignore[attr-defined]
            node = CondUnary(op, arg.word)
        elif tok.kind == "word" and tok.lit != "]]" and tok.word is not None:
            left = tok.word
            self.advance()  # type: ignore[attr-defined]
            nxt = self.cond_peek()
            if nxt.kind == "word" and nxt.lit in BINARY_OPS:
                op = nxt.lit
            elif nxt.kind == "op" and nxt.value in ("<", ">"):
                op = nxt.value
            elif (nxt.kind == "word" and nxt.lit == "]]") or (nxt.kind == "op" and nxt.value in ("&&", "||", ")")):
                self.leave()
                return CondWord(left, Span(start, self.pos, self.line_at(start)))
            elif nxt.kind == "word":
                raise self.cond_error("conditional binary operator expected", nxt)
            else:
                raise self.cond_error(
                    f"unexpected token `{self.cond_text(nxt)}', conditional binary operator expected", nxt
                )
            self.advance()  # type: ignore[attr-defined]
            right = self.cond_regex() if op == "=~" else self.cond_operand()
            node = CondBinary(op, left, right)
        elif tok.kind == "word" and tok.lit == "]]":
            # bash rejects `[[ ]]`, `[[ ! ]]`, `[[ a && ]]` without a message.
            raise self.cond_error("", tok)
        else:
            raise self.cond_error(f"unexpected token `{self.cond_text(tok)}' in conditional command", tok)
        self.leave()
        return node

    def cond_operand(self) -> Word:
        tok = self.cond_peek()
        if tok.kind != "word" or tok.lit == "]]" or tok.word is None:
            raise self.cond_error(f"unexpected argument `{self.cond_text(tok)}' to conditional binary operator", tok)
        self.advance()  # type: ignore[attr-defined]
        return tok.word

    def cond_regex(self) -> Word:
        """The right side of ``=~``: a word in which ``( ) |`` (and blanks inside parentheses) are literal."""
        tok = self.cond_peek()
        if tok.kind == "eof" or tok.value == "\n" or (tok.kind == "word" and tok.lit == "]]"):
            raise self.cond_error(f"unexpected argument `{self.cond_text(tok)}' to conditional binary operator", tok)
        pos = self.skip_blanks(self.pos)
        parts, end, _ = self.read_cmd_word(pos, 0, True, True)
        if end == pos:
            raise self.cond_error(f"unexpected argument `{self.cond_text(tok)}' to conditional binary operator", tok)
        self._tok = None
        self.pos = end
        return Word(tuple(parts) if parts else (Lit(""),), Span(pos, end, self.line_at(pos)))
