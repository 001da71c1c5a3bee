"""The AWK language (POSIX plus gawk 5.2's extensions): the parser.

The program becomes a small tree of tuples ``(kind, ...)`` that
``compile.py`` turns into closures.  Errors carry gawk's wording
(``syntax error``) and the line; the command prints them gawk-style.
"""

from __future__ import annotations

from typing import Any

from vshell.coreutils.awk.lex import AwkSyntaxError
from vshell.coreutils.awk.syntax import SPECIAL_VARS, ExprParser, Function, Node, Program, num_text


class Parser(ExprParser):
    """Statements, rules, functions and directives: the whole program."""

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
        prog.pot = self.lex.pot
        prog.regexes = self.lex.regexes
        for name, fn in prog.functions.items():
            if self.var_seen.get(name, -1) > fn.start:
                self.errors.append((self.var_line[name], f"function `{name}' called with space between name and "
                                    "`(',\nor used as a variable or an array"))
        if self.errors:
            errors = sorted(self.errors, key=lambda e: e[0])
            self.errors = []
            err = AwkSyntaxError(errors[0][1], errors[0][0], plain=True)
            err.more = errors[1:]
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
                    self.errors.append((line, f"`{kw}' used in {self.rule} action"))  # gawk says each and goes on
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
                        shown = value[1] if value[0] != "num" else num_text(value[1])
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
        e.before = parser.errors  # errors gawk said before it met this one
        raise


__all__ = ["Function", "IncludeRequest", "Node", "Parser", "Program", "parse_program"]
