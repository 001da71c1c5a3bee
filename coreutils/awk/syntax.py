"""The AWK program's tree (``Node`` tuples, ``Function``, ``Program``) and the expression grammar.

``ExprParser`` holds the tokens and reads expressions; ``parse.Parser`` adds
statements, rules and the program on top.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from vshell.coreutils.awk.lex import ARITY, ARRAY_ARGS, AwkSyntaxError, Lexer, Tok

Node = tuple[Any, ...]


@dataclass
class Function:
    name: str
    params: list[str]
    body: Node
    line: int = 1
    start: int = 0  # where the definition starts in the text


# Names a function parameter may not have (gawk's special variables).
SPECIAL_VARS = frozenset((
    "ARGC", "ARGV", "CONVFMT", "ENVIRON", "FILENAME", "FNR", "FS", "NF", "NR", "OFMT", "OFS", "ORS", "RLENGTH", "RS",
    "RSTART", "SUBSEP", "ARGIND", "BINMODE", "ERRNO", "FIELDWIDTHS", "FPAT", "FUNCTAB", "IGNORECASE", "LINT",
    "PREC", "PROCINFO", "ROUNDMODE", "RT", "SYMTAB", "TEXTDOMAIN",
))


@dataclass
class Program:
    begin: list[Node] = field(default_factory=list)
    end: list[Node] = field(default_factory=list)
    items: list[tuple[Node | None, Node | None, Node | None]] = field(default_factory=list)
    """(pattern, pattern2 for ranges, action); a missing action means print $0."""
    functions: dict[str, Function] = field(default_factory=dict)
    beginfile: list[Node] = field(default_factory=list)
    endfile: list[Node] = field(default_factory=list)
    subarrays: bool = False
    """Whether the program subscripts an element (``a[1][2]``): only then may an element hold an array."""
    warnings: list[tuple[int, str]] = field(default_factory=list)
    lint: list[tuple[int, str]] = field(default_factory=list)
    """What --lint says about the program that only the parser sees: (line, warning)."""
    regexes: list[str] = field(default_factory=list)
    """The regex literals (gawk warned about their escapes while parsing)."""
    pot: list[tuple[int, str, str | None]] = field(default_factory=list)
    """The strings to translate (``_"..."``, dcgettext's): what --gen-pot prints."""
    lines: dict[int, int] = field(default_factory=dict)
    """The line each statement node (by id) starts on."""
    """What gawk warns about while reading the program: (line, message)."""


class ExprParser:
    """Tokens, their helpers and the expression grammar (the first half of the parser)."""

    def __init__(self, text: str, mode: str = "gawk", bounds: list[int] | None = None) -> None:
        self.lex = Lexer(text, mode, bounds)
        self.gawk = mode == "gawk"
        self.builtins = self.lex.builtins
        self.prog = Program()
        self.tok = self.lex.next()
        self.peeked: Tok | None = None
        self.no_gt = 0  # inside print's expression list: '>' is a redirection
        self.no_in = 0  # inside for( ... ): 'in' belongs to the loop
        self.loops = 0  # loops around the statement being read: break and continue need one
        self.switches = 0  # switch bodies around it: break may end one
        # Errors gawk reports and goes on parsing after: all are said at the end.
        self.errors: list[tuple[int, str]] = []
        # Where each variable name is first used (text position and line): a function may not share it.
        self.var_seen: dict[str, int] = {}
        self.var_line: dict[str, int] = {}
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
        # gawk has read the newline when it reports it: the line number is the next one's.
        line = self.tok.line + 1 if self.tok.kind == "nl" else self.tok.line
        if self.tok.kind == "eof" and at > 0 and self.lex.text[at - 1 : at] == "\n":
            at -= 1  # at the end of a source after its last newline gawk shows the line before
        err = AwkSyntaxError(message, line, self.lex.line_text(at), eof)
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

    def _peek(self) -> Tok:
        if self.peeked is None:
            self.peeked = self.lex.next()
        return self.peeked

    def typed_or_expr(self) -> Node:
        """An expression, or a gawk regex constant ``@/re/`` where gawk takes one (a whole value)."""
        if self.is_op("@") and self.gawk and self._peek().kind == "regex":
            self.advance()
            return ("typed_regex", self.advance().value)
        return self.expr()

    def array_ref(self) -> Node | str:
        """The array after ``in``: a name, or an element holding a subarray (``a[1]``)."""
        if self.tok.kind != "name":
            raise self.error()
        name = self.advance().value
        if not self.is_op("["):
            return name
        return self.chain(("index", name, self.subscripts()), at_least=0)

    def chain(self, node: Node, at_least: int = 1) -> Node:
        """Further subscripts of an element: ``a[1][2]`` is a subarray's element."""
        if at_least or self.is_op("["):
            self.prog.subarrays = True
        while self.is_op("["):
            node = ("subindex", node, self.subscripts())
        return node

    def simple_or_expr(self) -> Node:
        return ("expr", self.expr())

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
        if self.is_op("=", "+=", "-=", "*=", "/=", "%=", "^=", "**=") and is_lvalue(cond):
            op = self.advance().value
            self.skip_nl()
            value = self.typed_or_expr() if op == "=" else self.ternary()
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
            left = ("in", [left], self.array_ref())
        return left

    def match_expr(self) -> Node:
        left = self.rel_expr()
        while self.is_op("~", "!~"):
            op = self.advance().value
            if self.is_op("@") and self.gawk and self._peek().kind == "regex":
                self.advance()
                left = ("match", op == "!~", left, ("regex", self.advance().value))
                continue
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
            if t.value == "@":  # an indirect call @f() (a regex constant cannot be concatenated)
                return self.gawk and self._peek().kind == "funcname"
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
            if not is_lvalue(target):
                raise self.error()
            return ("preinc", 1 if op == "++" else -1, target)
        node = self.primary()
        if is_lvalue(node) and self.is_op("++", "--"):
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
            elif (self.gawk and len(text) > 1 and text[0] == "0" and text.isdigit() and "8" not in text
                  and "9" not in text):
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
                    return ("in", items, self.array_ref())
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
            args = self.call_args(opened=True, builtin=name if name in self.builtins else None)
            if name in self.builtins and name not in ("length",):
                return self.builtin_call(name, args, t.line)
            if name == "length":
                return ("builtin", name, args)
            for i, a in enumerate(args):
                if a[0] == "regex":  # a user function gets the match against $0, 0 or 1
                    self.lex.warnings.append(
                        (t.line, f"warning: regexp constant for parameter #{i + 1} yields boolean value"))
            return ("call", name, args)
        if t.kind == "name":
            name = self.advance().value
            if name in self.builtins:
                if self.is_op("("):
                    self.advance()
                    args = self.call_args(opened=True, builtin=name)
                    return self.builtin_call(name, args, t.line)
                if name == "length":
                    warning = "warning: call of `length' without parentheses is not portable"
                    if not any(w == warning for _, w in self.prog.lint):  # gawk says it once
                        self.prog.lint.append((t.line, warning))
                    return ("builtin", "length", [])
                raise self.error()
            if name not in self.var_seen:
                self.var_seen[name] = t.start
                self.var_line[name] = t.line
            if self.is_op("["):
                return self.chain(("index", name, self.subscripts()), at_least=0)
            return ("var", name)
        if self.is_op("@") and self.gawk and self._peek().kind == "funcname":
            self.advance()
            name = self.advance().value
            return ("icall", name, self.call_args(opened=True))
        if self.is_op("-", "+", "!"):
            return self.unary()
        if self.is_op("@"):
            self.advance()  # gawk reports what follows a stray @
        raise self.error()

    def builtin_call(self, name: str, args: list[Node], line: int) -> Node:
        """A built-in's call; dcgettext's and dcngettext's constant texts are strings to translate."""
        if name in ("dcgettext", "dcngettext") and args and args[0][0] == "str":
            plural = args[1][1] if name == "dcngettext" and len(args) > 1 and args[1][0] == "str" else None
            if name == "dcgettext" or plural is not None:
                self.lex.pot.append((line, args[0][1], plural))
        return ("builtin", name, args)

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
                args.append(self.typed_or_expr())
                self.skip_nl()
                if self.is_op(","):
                    self.advance()
                    self.skip_nl()
                elif not self.is_op(")"):
                    raise self.error()
            if builtin is not None:
                if any(i < len(args) and args[i][0] == "index" for i in ARRAY_ARGS.get(builtin, ())):
                    self.prog.subarrays = True  # split(s, a[1]): the element becomes a subarray
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


def is_lvalue(node: Node) -> bool:
    return node[0] in ("var", "index", "field", "subindex")


def num_text(x: float) -> str:
    return str(int(x)) if x == int(x) else repr(x)
