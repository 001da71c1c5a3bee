"""The AWK language (POSIX plus the gawk extensions agents use): lexer and parser.

The program becomes a small tree of tuples ``(kind, ...)`` that
``run.py`` evaluates.  Errors carry gawk's wording
(``syntax error``) and the line; the command prints them gawk-style.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

Node = tuple[Any, ...]


class AwkSyntaxError(Exception):
    """A parse error; ``plain`` ones are gawk's ``error:`` lines (no source line, no caret), said ``times`` times."""

    def __init__(self, message: str, line: int, source_line: str = "", eof: bool = False, *, plain: bool = False,
                 times: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.source_line = source_line
        self.eof = eof
        self.column = len(source_line)
        self.plain = plain
        self.times = times


_KEYWORDS = {
    "BEGIN", "END", "BEGINFILE", "ENDFILE", "function", "func", "if", "else", "while", "for", "do", "break",
    "continue", "next", "nextfile", "exit", "return", "delete", "in", "getline", "print", "printf",
}
# gawk's built-ins with the numbers of arguments each accepts (None: no upper bound).
ARITY: dict[str, tuple[int, int | None]] = {
    "length": (0, 1), "substr": (2, 3), "index": (2, 2), "split": (2, 4), "sub": (2, 3), "gsub": (2, 3),
    "match": (2, 3), "sprintf": (1, None), "sin": (1, 1), "cos": (1, 1), "atan2": (2, 2), "exp": (1, 1),
    "log": (1, 1), "sqrt": (1, 1), "int": (1, 1), "rand": (0, 0), "srand": (0, 1), "tolower": (1, 1),
    "toupper": (1, 1), "system": (1, 1), "close": (1, 2), "fflush": (0, 1), "gensub": (3, 4), "strftime": (0, 4),
    "systime": (0, 0), "mktime": (1, 2), "asort": (1, 3), "asorti": (1, 3), "and": (2, None), "or": (2, None),
    "xor": (2, None), "lshift": (2, 2), "rshift": (2, 2), "compl": (1, 1), "isarray": (1, 1), "typeof": (1, 2),
    "patsplit": (2, 4), "strtonum": (1, 1),
}
BUILTINS = set(ARITY)

_TOKEN = re.compile(
    r"""
    (?P<ws>[ \t\r]+|\\\r?\n)
  | (?P<comment>\#[^\n]*)
  | (?P<nl>\n)
  | (?P<num>0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<str>"(?:[^"\\\n]|\\.|\\\n)*")
  | (?P<funcname>[A-Za-z_][A-Za-z0-9_]*\()
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>\*\*=|\^=|\+=|-=|\*=|/=|%=|==|<=|>=|!=|\+\+|--|&&|\|\||>>|\*\*|!~|[-+*/%^!<>|?:~$=(){}\[\];,])
    """,
    re.VERBOSE,
)


@dataclass
class Tok:
    kind: str  # num str name funcname op nl regex eof
    value: str
    line: int
    start: int = 0


def _unescape(s: str) -> str:
    out: list[str] = []
    i = 0
    simple = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "/": "/", "a": "\a", "b": "\b",
              "f": "\f", "v": "\v"}
    while i < len(s):
        c = s[i]
        if c != "\\" or i + 1 >= len(s):
            out.append(c)
            i += 1
            continue
        d = s[i + 1]
        if d in simple:
            out.append(simple[d])
            i += 2
        elif d == "\n":
            i += 2
        elif d in "01234567":
            j = i + 1
            while j < len(s) and j < i + 4 and s[j] in "01234567":
                j += 1
            out.append(chr(int(s[i + 1 : j], 8)))
            i = j
        else:
            out.append("\\" + d)
            i += 2
    return "".join(out)


class Lexer:
    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0
        self.line = 1
        self.prev: str = "nl"

    def _regex_allowed(self) -> bool:
        return self.prev not in ("num", "str", "name", "regex", ")", "]", "$", "++", "--")

    def next(self) -> Tok:
        tok = self._next()
        if tok.kind != "eof":
            tok.start = self.tok_start
        else:
            tok.start = len(self.text)
        return tok

    def _next(self) -> Tok:
        text = self.text
        while True:
            self.tok_start = self.pos
            if self.pos >= len(text):
                return Tok("eof", "", self.line)
            c = text[self.pos]
            if c == "/" and self._regex_allowed():
                return self._regex()
            m = _TOKEN.match(text, self.pos)
            if m is None:
                raise AwkSyntaxError("syntax error", self.line, self._line_text())
            self.pos = m.end()
            kind = m.lastgroup or ""
            value = m.group()
            if kind in ("ws", "comment"):
                if kind == "ws" and "\n" in value:
                    self.line += 1
                continue
            if kind == "nl":
                self.line += 1
                self.prev = "nl"
                return Tok("nl", "\n", self.line - 1)
            if kind == "str":
                self.line += value.count("\n")
                self.prev = "str"
                return Tok("str", _unescape(value[1:-1]), self.line)
            if kind == "funcname":
                name = value[:-1]
                if name in _KEYWORDS and name not in ("getline",):
                    self.pos -= 1
                    self.prev = name
                    return Tok("kw", name, self.line)
                self.prev = ")"
                self.prev = "funcname"
                return Tok("funcname", name, self.line)
            if kind == "name":
                if value in _KEYWORDS:
                    self.prev = value
                    return Tok("kw", value, self.line)
                self.prev = "name"
                return Tok("name", value, self.line)
            if kind == "num":
                self.prev = "num"
                return Tok("num", value, self.line)
            self.prev = value
            return Tok("op", value, self.line)

    def _regex(self) -> Tok:
        text = self.text
        i = self.pos + 1
        out: list[str] = []
        in_bracket = False
        while i < len(text):
            c = text[i]
            if c == "\n":
                raise AwkSyntaxError("unterminated regexp", self.line, self._line_text())
            if c == "\\" and i + 1 < len(text):
                if text[i + 1] == "/":
                    out.append("/")
                else:
                    out.append(text[i : i + 2])
                i += 2
                continue
            if c == "[" and not in_bracket:
                in_bracket = True
                out.append(c)
                i += 1
                if i < len(text) and text[i] == "^":
                    out.append("^")
                    i += 1
                if i < len(text) and text[i] == "]":
                    out.append("]")
                    i += 1
                continue
            if c == "]" and in_bracket:
                in_bracket = False
            elif c == "/" and not in_bracket:
                self.pos = i + 1
                self.prev = "regex"
                return Tok("regex", "".join(out), self.line)
            out.append(c)
            i += 1
        raise AwkSyntaxError("unterminated regexp", self.line, self._line_text())

    def _line_text(self, at: int | None = None) -> str:
        pos = self.pos if at is None else at
        start = self.text.rfind("\n", 0, pos) + 1
        end = self.text.find("\n", pos)
        return self.text[start : end if end >= 0 else len(self.text)]

    def column(self, at: int) -> int:
        return at - (self.text.rfind("\n", 0, at) + 1)


@dataclass
class Function:
    name: str
    params: list[str]
    body: Node


@dataclass
class Program:
    begin: list[Node] = field(default_factory=list)
    end: list[Node] = field(default_factory=list)
    items: list[tuple[Node | None, Node | None, Node | None]] = field(default_factory=list)
    """(pattern, pattern2 for ranges, action); a missing action means print $0."""
    functions: dict[str, Function] = field(default_factory=dict)


class Parser:
    def __init__(self, text: str) -> None:
        self.lex = Lexer(text)
        self.tok = self.lex.next()
        self.peeked: Tok | None = None
        self.no_gt = 0  # inside print's expression list: '>' is a redirection
        self.no_in = 0  # inside for( ... ): 'in' belongs to the loop
        self.loops = 0  # loops around the statement being read: break and continue need one
        self.rule = ""  # "BEGIN", "END", "function" or "" (a main rule), for next, nextfile and return

    # -- token helpers ------------------------------------------------------
    def advance(self) -> Tok:
        t = self.tok
        if self.peeked is not None:
            self.tok, self.peeked = self.peeked, None
        else:
            self.tok = self.lex.next()
        return t

    def error(self, message: str = "syntax error") -> AwkSyntaxError:
        eof = self.tok.kind in ("eof", "nl")
        at = self.tok.start
        err = AwkSyntaxError(message, self.tok.line, self.lex._line_text(at), eof)
        err.column = self.lex.column(at)
        return err

    def is_op(self, *values: str) -> bool:
        return self.tok.kind == "op" and self.tok.value in values

    def is_kw(self, *values: str) -> bool:
        return self.tok.kind == "kw" and self.tok.value in values

    def expect_op(self, value: str) -> None:
        if not self.is_op(value):
            raise self.error()
        self.advance()

    def skip_nl(self) -> None:
        while self.tok.kind == "nl":
            self.advance()

    def skip_terms(self) -> None:
        while self.tok.kind == "nl" or self.is_op(";"):
            self.advance()

    # -- program --------------------------------------------------------------
    def program(self) -> Program:
        prog = Program()
        self.skip_terms()
        while self.tok.kind != "eof":
            if self.is_kw("BEGIN"):
                self.advance()
                self.skip_nl()
                prog.begin.append(self.rule_block("BEGIN"))
            elif self.is_kw("END"):
                self.advance()
                self.skip_nl()
                prog.end.append(self.rule_block("END"))
            elif self.is_kw("BEGINFILE", "ENDFILE"):
                self.advance()
                self.skip_nl()
                self.block()
            elif self.is_kw("function", "func"):
                self.advance()
                fn = self.function()
                prog.functions[fn.name] = fn
            else:
                pat: Node | None = None
                pat2: Node | None = None
                if not self.is_op("{"):
                    pat = self.expr()
                    if self.is_op(","):
                        self.advance()
                        self.skip_nl()
                        pat2 = self.expr()
                action = self.block() if self.is_op("{") else None
                prog.items.append((pat, pat2, action))
            self.skip_terms()
        return prog

    def function(self) -> Function:
        if self.tok.kind == "funcname":
            name = self.advance().value
        elif self.tok.kind == "name":
            name = self.advance().value
            self.expect_op("(")
        else:
            raise self.error()
        params: list[str] = []
        while not self.is_op(")"):
            if self.tok.kind != "name":
                raise self.error()
            params.append(self.advance().value)
            if self.is_op(","):
                self.advance()
                self.skip_nl()
        self.advance()
        self.skip_nl()
        return Function(name, params, self.rule_block("function"))

    def rule_block(self, rule: str) -> Node:
        saved, self.rule = self.rule, rule
        try:
            return self.block()
        finally:
            self.rule = saved

    def loop_body(self) -> Node:
        self.loops += 1
        try:
            return self.statement()
        finally:
            self.loops -= 1

    def block(self) -> Node:
        self.expect_op("{")
        stmts: list[Node] = []
        self.skip_terms()
        while not self.is_op("}"):
            if self.tok.kind == "eof":
                raise self.error()
            stmts.append(self.statement())
            self.skip_terms()
        self.advance()
        return ("block", stmts)

    def simple_end(self) -> None:
        if self.is_op(";") or self.tok.kind == "nl":
            self.advance()
        elif self.is_op("}") or self.tok.kind == "eof":
            pass
        else:
            raise self.error()

    def statement(self) -> Node:
        t = self.tok
        if self.is_op("{"):
            return self.block()
        if self.is_op(";"):
            self.advance()
            return ("block", [])
        if t.kind == "kw":
            kw = t.value
            if kw == "if":
                self.advance()
                self.expect_op("(")
                cond = self.expr()
                self.expect_op(")")
                self.skip_nl()
                then = self.statement()
                save = (self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev)
                self.skip_terms()
                if self.is_kw("else"):
                    self.advance()
                    self.skip_nl()
                    return ("if", cond, then, self.statement())
                self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev = save
                return ("if", cond, then, None)
            if kw == "while":
                self.advance()
                self.expect_op("(")
                cond = self.expr()
                self.expect_op(")")
                if self.is_op(";"):
                    self.advance()
                    return ("while", cond, ("block", []))
                self.skip_nl()
                return ("while", cond, self.loop_body())
            if kw == "do":
                self.advance()
                self.skip_nl()
                body = self.loop_body()
                self.skip_terms()
                if not self.is_kw("while"):
                    raise self.error()
                self.advance()
                self.expect_op("(")
                cond = self.expr()
                self.expect_op(")")
                self.simple_end()
                return ("do", body, cond)
            if kw == "for":
                return self.for_stmt()
            if kw in ("break", "continue", "next", "nextfile"):
                line = self.tok.line
                if kw in ("break", "continue") and not self.loops:
                    where = "a loop or switch" if kw == "break" else "a loop"
                    raise AwkSyntaxError(f"`{kw}' is not allowed outside {where}", line, plain=True, times=2)
                if kw in ("next", "nextfile") and self.rule in ("BEGIN", "END"):
                    raise AwkSyntaxError(f"`{kw}' used in {self.rule} action", line, plain=True)
                self.advance()
                self.simple_end()
                return (kw,)
            if kw == "return" and self.rule != "function":
                raise self.error("`return' used outside function context")
            if kw in ("exit", "return"):
                self.advance()
                value = None
                if not (self.is_op(";", "}") or self.tok.kind in ("nl", "eof")):
                    value = self.expr()
                self.simple_end()
                return (kw, value)
            if kw == "delete":
                self.advance()
                if self.tok.kind != "name":
                    raise self.error()
                name = self.advance().value
                subs = None
                if self.is_op("["):
                    subs = self.subscripts()
                self.simple_end()
                return ("delete", name, subs)
            if kw in ("print", "printf"):
                node = self.print_stmt(kw)
                self.simple_end()
                return node
        node = ("expr", self.expr())
        self.simple_end()
        return node

    def for_stmt(self) -> Node:
        self.advance()
        self.expect_op("(")
        if self.tok.kind == "name":
            save = (self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev)
            var = self.advance().value
            if self.is_kw("in"):
                self.advance()
                if self.tok.kind != "name":
                    raise self.error()
                arr = self.advance().value
                if self.is_op(")"):
                    self.advance()
                    self.skip_nl()
                    return ("forin", var, arr, self.loop_body())
            self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev = save
        init = None if self.is_op(";") else self.simple_or_expr()
        self.expect_op(";")
        self.skip_nl()
        cond = None if self.is_op(";") else self.expr()
        self.expect_op(";")
        self.skip_nl()
        step = None if self.is_op(")") else self.simple_or_expr()
        self.expect_op(")")
        if self.is_op(";"):
            self.advance()
            return ("for", init, cond, step, ("block", []))
        self.skip_nl()
        return ("for", init, cond, step, self.loop_body())

    def simple_or_expr(self) -> Node:
        return ("expr", self.expr())

    def print_stmt(self, kw: str) -> Node:
        self.advance()
        args: list[Node] = []
        self.no_gt += 1
        try:
            if self.is_op("(") :
                # print (a, b) > "f"  — a parenthesised list, or a grouped expression.
                save = (self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev)
                self.advance()
                self.no_gt -= 1
                try:
                    inner = [self.expr()]
                    while self.is_op(","):
                        self.advance()
                        self.skip_nl()
                        inner.append(self.expr())
                    closed = self.is_op(")")
                finally:
                    self.no_gt += 1
                if closed:
                    self.advance()
                    if self.is_op(";", "}", ">", ">>", "|") or self.tok.kind in ("nl", "eof"):
                        args = inner
                    else:
                        self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev = save
                else:
                    self.tok, self.peeked, self.lex.pos, self.lex.line, self.lex.prev = save
            if not args and not (self.is_op(";", "}", ">", ">>", "|") or self.tok.kind in ("nl", "eof")):
                args.append(self.expr())
                while self.is_op(","):
                    self.advance()
                    self.skip_nl()
                    args.append(self.expr())
        finally:
            self.no_gt -= 1
        redir = None
        if self.is_op(">", ">>", "|"):
            op = self.advance().value
            redir = (op, self.concat_expr())
        return (kw, args, redir)

    # -- expressions ------------------------------------------------------------
    def expr(self) -> Node:
        return self.ternary()

    def ternary(self) -> Node:
        cond = self.or_expr()
        if self.is_op("?"):
            self.advance()
            self.skip_nl()
            a = self.ternary()
            self.skip_nl()
            self.expect_op(":")
            self.skip_nl()
            b = self.ternary()
            return ("cond", cond, a, b)
        if self.is_op("=", "+=", "-=", "*=", "/=", "%=", "^=", "**=") and _is_lvalue(cond):
            op = self.advance().value
            self.skip_nl()
            value = self.ternary()
            return ("assign", op.replace("**", "^"), cond, value)
        return cond

    def or_expr(self) -> Node:
        left = self.and_expr()
        while self.is_op("||"):
            self.advance()
            self.skip_nl()
            left = ("or", left, self.and_expr())
        return left

    def and_expr(self) -> Node:
        left = self.in_expr()
        while self.is_op("&&"):
            self.advance()
            self.skip_nl()
            left = ("and", left, self.in_expr())
        return left

    def in_expr(self) -> Node:
        left = self.match_expr()
        while self.is_kw("in") and not self.no_in:
            self.advance()
            if self.tok.kind != "name":
                raise self.error()
            left = ("in", [left], self.advance().value)
        return left

    def match_expr(self) -> Node:
        left = self.rel_expr()
        while self.is_op("~", "!~"):
            op = self.advance().value
            left = ("match", op == "!~", left, self.rel_expr())
        return left

    def rel_expr(self) -> Node:
        left = self.concat_expr()
        ops = ("<", "<=", "!=", "==", ">=") if self.no_gt else ("<", "<=", "!=", "==", ">", ">=")
        if self.is_op(*ops):
            op = self.advance().value
            left = ("cmp", op, left, self.concat_expr())
        return left

    def concat_expr(self) -> Node:
        left = self.additive()
        while self._starts_operand():
            left = ("concat", left, self.additive())
        return left

    def _starts_operand(self) -> bool:
        t = self.tok
        if t.kind in ("num", "str", "name", "funcname", "regex"):
            return True
        if t.kind == "op":
            return t.value in ("$", "!", "(", "-", "+", "++", "--")
        return False

    def additive(self) -> Node:
        left = self.mult()
        while self.is_op("+", "-"):
            op = self.advance().value
            left = ("bin", op, left, self.mult())
        return left

    def mult(self) -> Node:
        left = self.unary()
        while self.is_op("*", "/", "%"):
            op = self.advance().value
            left = ("bin", op, left, self.unary())
        return left

    def unary(self) -> Node:
        if self.is_op("!"):
            self.advance()
            return ("not", self.unary())
        if self.is_op("-", "+"):
            op = self.advance().value
            return ("neg" if op == "-" else "plus", self.unary())
        return self.power()

    def power(self) -> Node:
        base = self.postfix()
        if self.is_op("^", "**"):
            self.advance()
            # Right associative, and binds tighter than unary minus on its left.
            exp = self.unary_power()
            return ("bin", "^", base, exp)
        return base

    def unary_power(self) -> Node:
        if self.is_op("-", "+"):
            op = self.advance().value
            inner = self.unary_power()
            return ("neg", inner) if op == "-" else ("plus", inner)
        if self.is_op("!"):
            self.advance()
            return ("not", self.unary_power())
        return self.power()

    def postfix(self) -> Node:
        if self.is_op("++", "--"):
            op = self.advance().value
            target = self.postfix()
            if not _is_lvalue(target):
                raise self.error()
            return ("preinc", 1 if op == "++" else -1, target)
        node = self.primary()
        if _is_lvalue(node) and self.is_op("++", "--"):
            op = self.advance().value
            return ("postinc", 1 if op == "++" else -1, node)
        # cmd | getline [var]
        while self.is_op("|") and self._peek_is_getline():
            self.advance()
            self.advance()
            var = self._getline_target()
            node = ("getline_cmd", node, var)
        return node

    def _peek_is_getline(self) -> bool:
        if self.peeked is None:
            self.peeked = self.lex.next()
        return self.peeked.kind == "kw" and self.peeked.value == "getline"

    def _getline_target(self) -> Node | None:
        if self.tok.kind == "name" or self.is_op("$"):
            return self.primary()
        return None

    def primary(self) -> Node:
        t = self.tok
        if t.kind == "num":
            self.advance()
            text = t.value
            if text[:2] in ("0x", "0X"):
                value = float(int(text, 16))
            elif len(text) > 1 and text[0] == "0" and text.isdigit() and "8" not in text and "9" not in text:
                value = float(int(text, 8))  # gawk reads 010 in a program as octal
            else:
                value = float(text)
            return ("num", value)
        if t.kind == "str":
            self.advance()
            return ("str", t.value)
        if t.kind == "regex":
            self.advance()
            return ("regex", t.value)
        if self.is_op("$"):
            self.advance()
            if self.is_op("++", "--"):
                return ("field", self.postfix())
            return ("field", self.primary())
        if self.is_op("("):
            self.advance()
            self.no_gt_save = self.no_gt
            saved_gt, self.no_gt = self.no_gt, 0
            saved_in, self.no_in = self.no_in, 0
            try:
                first = self.expr()
                if self.is_op(","):
                    items = [first]
                    while self.is_op(","):
                        self.advance()
                        self.skip_nl()
                        items.append(self.expr())
                    self.expect_op(")")
                    if not self.is_kw("in"):
                        raise self.error()
                    self.advance()
                    if self.tok.kind != "name":
                        raise self.error()
                    return ("in", items, self.advance().value)
                self.expect_op(")")
            finally:
                self.no_gt, self.no_in = saved_gt, saved_in
            return ("group", first)
        if t.kind == "kw" and t.value == "getline":
            self.advance()
            var = self._getline_target()
            if self.is_op("<"):
                self.advance()
                src = self.primary_no_concat()
                return ("getline_file", var, src)
            return ("getline", var)
        if t.kind == "funcname":
            name = self.advance().value
            args = self.call_args(opened=True, builtin=name if name in BUILTINS else None)
            if name in BUILTINS and name not in ("length",):
                return ("builtin", name, args)
            if name == "length":
                return ("builtin", name, args)
            return ("call", name, args)
        if t.kind == "name":
            name = self.advance().value
            if name in BUILTINS:
                if self.is_op("("):
                    self.advance()
                    args = self.call_args(opened=True, builtin=name)
                    return ("builtin", name, args)
                if name == "length":
                    return ("builtin", "length", [])
                raise self.error()
            if self.is_op("["):
                return ("index", name, self.subscripts())
            return ("var", name)
        if self.is_op("-", "+", "!"):
            return self.unary()
        raise self.error()

    def primary_no_concat(self) -> Node:
        return self.primary()

    def call_args(self, opened: bool = False, builtin: str | None = None) -> list[Node]:
        if not opened:
            self.expect_op("(")
        args: list[Node] = []
        saved_gt, self.no_gt = self.no_gt, 0
        saved_in, self.no_in = self.no_in, 0
        try:
            self.skip_nl()
            while not self.is_op(")"):
                args.append(self.expr())
                self.skip_nl()
                if self.is_op(","):
                    self.advance()
                    self.skip_nl()
                elif not self.is_op(")"):
                    raise self.error()
            if builtin is not None:
                low, high = ARITY[builtin]
                if len(args) < low or (high is not None and len(args) > high):
                    raise self.error(f"{len(args)} is invalid as number of arguments for {builtin}")
            self.advance()
        finally:
            self.no_gt, self.no_in = saved_gt, saved_in
        return args

    def subscripts(self) -> list[Node]:
        self.expect_op("[")
        saved_gt, self.no_gt = self.no_gt, 0
        try:
            items = [self.expr()]
            while self.is_op(","):
                self.advance()
                self.skip_nl()
                items.append(self.expr())
            self.expect_op("]")
        finally:
            self.no_gt = saved_gt
        return items


def _is_lvalue(node: Node) -> bool:
    return node[0] in ("var", "index", "field")


def parse_program(text: str) -> Program:
    return Parser(text).program()
