"""expr: evaluate expressions (GNU: arbitrary-size integers, BRE matching with ``:``, statuses 0/1/2/3)."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import quote
from vshell.coreutils.common.posix_regex import RegexError, compile_posix
from vshell.coreutils.common.registry import command, help_text_for, version_text

_INT = re.compile(r"[-+]?\d+")
_USAGE = "expr EXPRESSION\n  or:  expr OPTION"
MAX_DEPTH = 1000
"""Nesting of parentheses and ``length``/``match``/... operands; deeper is refused with status 3 (GNU's
"an error occurred"; GNU itself recurses until its stack ends, near 20,000 levels)."""


class ExprError(Exception):
    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


def _is_int(v: str) -> bool:
    return _INT.fullmatch(v) is not None


def _null(v: str) -> bool:
    return v == "" or (_is_int(v) and int(v) == 0)


class _Parser:
    def __init__(self, ctx: CommandContext, args: list[str]) -> None:
        self.ctx = ctx
        self.args = args
        self.pos = 0
        self.depth = 0  # of `(` and the prefix keywords: the parser recurses once per level

    def peek(self) -> str | None:
        return self.args[self.pos] if self.pos < len(self.args) else None

    def take(self) -> str:
        if self.pos >= len(self.args):
            prev = self.args[self.pos - 1] if self.pos else ""
            raise ExprError(f"syntax error: missing argument after {quote(prev)}")
        self.pos += 1
        return self.args[self.pos - 1]

    def parse(self) -> str:
        value = self.or_()
        if self.pos < len(self.args):
            raise ExprError(f"syntax error: unexpected argument {quote(self.args[self.pos])}")
        return value

    def or_(self) -> str:
        left = self.and_()
        while self.peek() == "|":
            self.pos += 1
            right = self.and_()
            left = left if not _null(left) else (right if not _null(right) else "0")
        return left

    def and_(self) -> str:
        left = self.cmp()
        while self.peek() == "&":
            self.pos += 1
            right = self.cmp()
            left = left if not (_null(left) or _null(right)) else "0"
        return left

    def cmp(self) -> str:
        left = self.add()
        while self.peek() in ("<", "<=", "=", "==", "!=", ">=", ">"):
            op = self.take()
            right = self.add()
            if _is_int(left) and _is_int(right):
                a: int | str = int(left)
                b: int | str = int(right)
            else:
                a, b = left, right
            result = {"<": a < b, "<=": a <= b, "=": a == b, "==": a == b, "!=": a != b, ">=": a >= b,  # type: ignore[operator]
                      ">": a > b}[op]  # type: ignore[operator]
            left = "1" if result else "0"
        return left

    def add(self) -> str:
        left = self.mul()
        while self.peek() in ("+", "-"):
            op = self.take()
            right = self.mul()
            a, b = self._ints(left, right)
            left = str(a + b if op == "+" else a - b)
        return left

    def mul(self) -> str:
        left = self.match()
        while self.peek() in ("*", "/", "%"):
            op = self.take()
            right = self.match()
            a, b = self._ints(left, right)
            if op == "*":
                left = str(a * b)
                continue
            if b == 0:
                raise ExprError("division by zero")
            q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)  # C truncates toward zero
            left = str(q if op == "/" else a - b * q)
        return left

    def _ints(self, a: str, b: str) -> tuple[int, int]:
        if not (_is_int(a) and _is_int(b)):
            raise ExprError("non-integer argument")
        return int(a), int(b)

    def match(self) -> str:
        left = self.primary()
        while self.peek() == ":":
            self.pos += 1
            left = self._regex(left, self.primary())
        return left

    def _regex(self, text: str, pattern: str) -> str:
        try:
            rx = compile_posix(pattern, extended=False, timeout=self.ctx.budget.regex_timeout)
        except RegexError as exc:
            raise ExprError(str(exc)) from None
        self.ctx.budget.tick()
        m = rx.rx.match(text, timeout=rx.timeout)
        if rx.rx.groups:
            return (m.group(1) or "") if m else ""
        return str(m.end()) if m else "0"

    def primary(self) -> str:
        self.depth += 1
        try:
            if self.depth > MAX_DEPTH:
                raise ExprError(f"expression nested deeper than {MAX_DEPTH} levels", 3)
            return self._primary()
        finally:
            self.depth -= 1

    def _primary(self) -> str:
        tok = self.take()
        if tok == "(":
            value = self.or_()
            if self.peek() != ")":
                nxt = self.peek()
                raise ExprError("syntax error: expecting ')' after " + quote(self.args[self.pos - 1])
                                if nxt is None else f"syntax error: expecting ')' instead of {quote(nxt)}")
            self.pos += 1
            return value
        if tok == "+":
            return self.take()
        if tok == "length":
            return str(len(self.primary()))
        if tok == "match":
            text = self.primary()
            return self._regex(text, self.primary())
        if tok == "substr":
            text, pos, length = self.primary(), self.primary(), self.primary()
            if not (_is_int(pos) and _is_int(length)) or int(pos) < 1 or int(length) < 1:
                return ""
            return text[int(pos) - 1 : int(pos) - 1 + int(length)]
        if tok == "index":
            text, chars = self.primary(), self.primary()
            found = [i for i, ch in enumerate(text, 1) if ch in chars]
            return str(found[0]) if found else "0"
        return tok


@command("expr", summary="evaluate expressions", usage=_USAGE, parse=False)
def expr_cmd(ctx: CommandContext, args: Parsed) -> int:
    ops = list(args.operands)
    if ops == ["--help"]:
        ctx.stdout.write(help_text_for("expr", _USAGE, "Print the value of EXPRESSION to standard output.", (), None).encode())
        return 0
    if ops == ["--version"]:
        ctx.stdout.write(version_text("expr").encode())
        return 0
    if ops[:1] == ["--"]:
        ops = ops[1:]
    if not ops:
        ctx.error("missing operand")
        ctx.stderr.write(b"Try 'expr --help' for more information.\n")
        return 2
    try:
        value = _Parser(ctx, ops).parse()
    except ExprError as exc:
        ctx.error(exc.message)
        return exc.status
    ctx.stdout.write(value.encode("utf-8", "surrogateescape") + b"\n")
    return 1 if _null(value) else 0
