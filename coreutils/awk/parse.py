"""The AWK language (POSIX plus gawk 5.2's extensions): the parser.

The program becomes a small tree of tuples ``(kind, ...)`` that
``compile.py`` turns into closures.  Errors carry gawk's wording
(``syntax error``) and the line; the command prints them gawk-style.
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
    lines: dict[int, int] = field(default_factory=dict)
    """The line each statement node (by id) starts on."""
    """What gawk warns about while reading the program: (line, message)."""


class Parser:
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

    # -- program --------------------------------------------------------------
    def program(self) -> Program:
        prog = self.prog
        self.skip_terms()
        while self.tok.kind != "eof" or self.tok.value == "eos":
            if self.tok.kind == "eof":  # the end of one source: the next begins
                self.advance()
            elif self.is_op("@") and self.gawk and self._peek().kind == "name":
                self.directive()
            elif self.is_kw("BEGIN", "END", "BEGINFILE", "ENDFILE"):
                rule = self.advance()
                self.skip_nl()
                if not self.is_op("{"):
                    raise AwkSyntaxError(f"{rule.value} blocks must have an action part", rule.line, plain=True,
                                         bare=True)
                rules = {"BEGIN": prog.begin, "END": prog.end, "BEGINFILE": prog.beginfile,
                         "ENDFILE": prog.endfile}[rule.value]
                rules.append(self.rule_block(rule.value))
            elif self.is_kw("function", "func"):
                self.advance()
                fn = self.function()
                if fn.name in prog.functions or fn.name in self.var_seen:
                    self.errors.append((fn.line, f"function name `{fn.name}' previously defined"))
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
        prog.warnings = self.lex.warnings
        prog.regexes = self.lex.regexes
        for name, fn in prog.functions.items():
            if self.var_seen.get(name, -1) > fn.start:
                self.errors.append((self.var_line[name], f"function `{name}' called with space between name and "
                                    "`(',\nor used as a variable or an array"))
        if self.errors:
            self.errors.sort(key=lambda e: e[0])
            err = AwkSyntaxError(self.errors[0][1], self.errors[0][0], plain=True)
            err.more = self.errors[1:]
            raise err
        return prog

    def directive(self) -> None:
        """``@include "file"``, ``@namespace "name"`` and ``@load "lib"`` (no extension can be loaded here)."""
        start = self.tok.start
        self.advance()
        word = self.advance()
        if word.value not in ("include", "namespace", "load") or self.tok.kind != "str":
            raise self.error()
        if word.value == "include" and self.peeked is None:
            # The caller reads the file in and parses again (see sources.Sources.include).
            raise IncludeRequest(self.tok.value, start, self.lex.pos, word.line)
        arg = self.advance().value
        if word.value == "load":
            raise AwkSyntaxError(f"cannot open shared library `{arg}' for reading: No such file or directory",
                                 word.line, plain=True)
        if not arg.isidentifier() or not arg.isascii():
            raise AwkSyntaxError(f"namespace name `{arg}' must meet identifier naming rules", word.line, plain=True)
        self.lex.namespace = arg

    def _peek(self) -> Tok:
        if self.peeked is None:
            self.peeked = self.lex.next()
        return self.peeked

    def function(self) -> Function:
        start = self.tok.start
        if self.tok.kind in ("funcname", "name") and self.tok.value in self.builtins:
            raise self.error(f"`{self.tok.value}' is a built-in function, it cannot be redefined")
        line = self.tok.line
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
            pname = self.advance().value
            n = len(params) + 1
            if pname == name:
                self.errors.append((line, f"function `{name}': cannot use function name as parameter name"))
            elif pname in SPECIAL_VARS:
                self.errors.append((line, f"function `{name}': cannot use special variable `{pname}' as a "
                                    "function parameter"))
            elif pname in params:
                self.errors.append((line, f"function `{name}': parameter #{n}, `{pname}', duplicates parameter "
                                    f"#{params.index(pname) + 1}"))
            params.append(pname)
            if self.is_op(","):
                self.advance()
                self.skip_nl()
        self.advance()
        self.skip_nl()
        fn = Function(name, params, self.rule_block("function"))
        fn.line, fn.start = line, start
        return fn

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
        line = self.tok.line
        node = self._statement()
        self.prog.lines[id(node)] = line  # for messages about it at run time (gawk names the line)
        return node

    def _statement(self) -> Node:
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
            if kw == "switch":
                return self.switch_stmt()
            if kw in ("break", "continue", "next", "nextfile"):
                line = self.tok.line
                after = self._peek()
                if after.kind not in ("nl", "eof") and not (after.kind == "op" and after.value in (";", "}")):
                    self.advance()
                    raise self.error()
                if (kw == "continue" and not self.loops) or (kw == "break" and not self.loops and not self.switches):
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
                    value = self.typed_or_expr() if kw == "return" else self.expr()
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
                    if self.is_op("["):
                        target = self.chain(("index", name, subs))
                        self.simple_end()
                        return ("delete_sub", target[1], target[2])
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
                arr = self.array_ref()
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

    def switch_stmt(self) -> Node:
        """``switch (e) { case v: ... default: ... }``: cases are constants or regex literals, each once."""
        self.advance()
        self.expect_op("(")
        subject = self.expr()
        self.expect_op(")")
        self.skip_nl()
        self.expect_op("{")
        cases: list[tuple[Node | None, list[Node]]] = []
        seen: set[tuple[str, Any]] = set()
        has_default = False
        self.switches += 1
        try:
            self.skip_terms()
            while not self.is_op("}"):
                line = self.tok.line
                if self.is_kw("default"):
                    self.advance()
                    if has_default:
                        raise AwkSyntaxError("duplicate `default' detected in switch body", line, plain=True)
                    has_default = True
                    value: Node | None = None
                elif self.is_kw("case"):
                    self.advance()
                    value = self.case_value()
                    key = (value[0], value[1])
                    if key in seen:
                        shown = value[1] if value[0] != "num" else _num_text(value[1])
                        raise AwkSyntaxError(f"duplicate case values in switch body: {shown}", line, plain=True)
                    seen.add(key)
                else:
                    raise self.error()
                self.expect_op(":")
                body: list[Node] = []
                self.skip_terms()
                while not (self.is_kw("case", "default") or self.is_op("}")):
                    if self.tok.kind == "eof":
                        raise self.error()
                    body.append(self.statement())
                    self.skip_terms()
                cases.append((value, body))
        finally:
            self.switches -= 1
        self.advance()
        return ("switch", subject, cases)

    def case_value(self) -> Node:
        sign = ""
        if self.is_op("-", "+"):
            sign = self.advance().value
            if self.tok.kind != "num":
                raise self.error()
        t = self.tok
        if t.kind == "num":
            node = self.primary()
            return ("num", -node[1]) if sign == "-" else node
        if t.kind == "str":
            self.advance()
            return ("str", t.value)
        if t.kind == "regex":
            self.advance()
            return ("regex", t.value)
        if self.is_op("@") and self._peek().kind == "regex":
            self.advance()
            return ("regex", self.advance().value)
        raise self.error()

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
                return ("builtin", name, args)
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
                    return ("builtin", name, args)
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


def _is_lvalue(node: Node) -> bool:
    return node[0] in ("var", "index", "field", "subindex")


def _num_text(x: float) -> str:
    return str(int(x)) if x == int(x) else repr(x)


class IncludeRequest(Exception):
    """``@include "name"`` met at ``start`` of the joined sources; the program text goes on at ``resume``."""

    def __init__(self, name: str, start: int, resume: int, line: int) -> None:
        super().__init__(name)
        self.name, self.start, self.resume, self.line = name, start, resume, line


def parse_program(text: str, mode: str = "gawk", bounds: list[int] | None = None) -> Program:
    """Parse the program (the sources joined, ``bounds`` where each ends) in gawk, posix or traditional mode."""
    parser = Parser(text, mode, bounds)
    try:
        return parser.program()
    except AwkSyntaxError as e:
        e.warnings = parser.lex.warnings
        raise
