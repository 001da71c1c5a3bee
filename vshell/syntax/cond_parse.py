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
    def cond_peek(self) -> L.Tok:
        tok = self.peek(False, True)  # type: ignore[attr-defined]
        while tok.kind == "op" and tok.value == "\n":
            self.advance()  # type: ignore[attr-defined]
            tok = self.peek(False, True)  # type: ignore[attr-defined]
        return tok

    def cond_error(self, message: str, tok: L.Tok) -> ParseError:
        return ParseError(message, self.line_at(tok.start), name=self.name, incomplete=tok.kind == "eof")

    def cond_token_text(self, tok: L.Tok) -> str:
        return "newline" if tok.value == "\n" else self.src[tok.start : tok.end]

    def cond_command(self) -> CondCommand:
        self.advance()  # type: ignore[attr-defined]
        expr = self.cond_or()
        tok = self.cond_peek()
        if tok.kind == "eof":
            raise self.error_eof()
        if not (tok.kind == "word" and tok.lit == "]]"):
            raise self.cond_error(
                f"syntax error in conditional expression: unexpected token `{self.cond_token_text(tok)}'", tok
            )
        self.advance()  # type: ignore[attr-defined]
        return CondCommand(expr)

    def cond_or(self) -> CondExpr:
        left = self.cond_and()
        while True:
            tok = self.cond_peek()
            if tok.kind == "op" and tok.value == "||":
                self.advance()  # type: ignore[attr-defined]
                left = CondOr(left, self.cond_and())
            else:
                return left

    def cond_and(self) -> CondExpr:
        left = self.cond_term()
        while True:
            tok = self.cond_peek()
            if tok.kind == "op" and tok.value == "&&":
                self.advance()  # type: ignore[attr-defined]
                left = CondAnd(left, self.cond_term())
            else:
                return left

    def cond_term(self) -> CondExpr:
        self.enter()
        tok = self.cond_peek()
        start = tok.start
        if tok.kind == "eof":
            raise self.error_eof()
        if tok.kind == "word" and tok.lit == "!":
            self.advance()  # type: ignore[attr-defined]
            node: CondExpr = CondNot(self.cond_term())
        elif tok.kind == "op" and tok.value == "(":
            self.advance()  # type: ignore[attr-defined]
            inner = self.cond_or()
            close = self.cond_peek()
            if not (close.kind == "op" and close.value == ")"):
                raise self.cond_error("expected `)'", close)
            self.advance()  # type: ignore[attr-defined]
            node = CondGroup(inner)
        elif tok.kind == "word" and tok.lit in UNARY_OPS:
            op = tok.lit
            self.advance()  # type: ignore[attr-defined]
            arg = self.cond_peek()
            if arg.kind != "word" or arg.lit == "]]" or arg.word is None:
                raise self.cond_error(
                    f"unexpected argument `{self.cond_token_text(arg)}' to conditional unary operator", arg
                )
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
            else:
                raise self.cond_error(
                    f"unexpected token `{self.cond_token_text(nxt)}', conditional binary operator expected", nxt
                )
            self.advance()  # type: ignore[attr-defined]
            right = self.cond_regex() if op == "=~" else self.cond_operand()
            node = CondBinary(op, left, right)
        else:
            raise self.cond_error(f"unexpected token `{self.cond_token_text(tok)}' in conditional command", tok)
        self.leave()
        return node

    def cond_operand(self) -> Word:
        tok = self.cond_peek()
        if tok.kind != "word" or tok.lit == "]]" or tok.word is None:
            raise self.cond_error(
                f"unexpected argument `{self.cond_token_text(tok)}' to conditional binary operator", tok
            )
        self.advance()  # type: ignore[attr-defined]
        return tok.word

    def cond_regex(self) -> Word:
        """The right side of ``=~``: a word in which ``( ) |`` (and blanks inside parentheses) are literal."""
        tok = self.cond_peek()
        if tok.kind == "eof" or (tok.kind == "word" and tok.lit == "]]"):
            raise self.cond_error(
                f"unexpected argument `{self.cond_token_text(tok)}' to conditional binary operator", tok
            )
        pos = self.skip_blanks(self.pos)
        parts, end, _ = self.read_cmd_word(pos, False, True, True)
        if end == pos:
            raise self.cond_error(
                f"unexpected argument `{self.cond_token_text(tok)}' to conditional binary operator", tok
            )
        self._tok = None
        self.pos = end
        return Word(tuple(parts) if parts else (Lit(""),), Span(pos, end, self.line_at(pos)))
