"""The bc language (GNU bc 1.07): a tokenizer, a recursive-descent parser, and the interpreter.

Precedence is GNU's, lowest first: ``||``, ``&&``, ``!``, relations,
assignment (so ``a = 3 < 2`` is ``(a = 3) < 2``), ``+ -``, ``* / %``, ``^``
(right to left), unary minus (so ``-2^2`` is 4), ``++ --``.  Top-level
statements run as soon as they are read, as bc runs them line by line; a
syntax error skips the rest of its line.  Variables of functions
(parameters and ``auto``) are scoped dynamically, arrays are passed by value.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from vshell.coreutils.bc.number import BcError, Num, add, compare, div, mod, mul, parse_number, power, sqrt, sub

_TOKEN = re.compile(
    r"""(?P<ws>[ \t\r]+|\\\n)|(?P<comment>/\*.*?\*/|\#[^\n]*)|(?P<nl>\n)|(?P<num>[0-9A-F]+(?:\.[0-9A-F]*)?|\.[0-9A-F]+)
    |(?P<name>[a-z][a-z0-9_]*)|(?P<str>"[^"]*")|(?P<op>\+\+|--|[-+*/%^]=|==|!=|<=|>=|&&|\|\||[-+*/%^=<>!()\[\]{},;.])""",
    re.S | re.X,
)
KEYWORDS = {"if", "else", "while", "for", "break", "continue", "return", "define", "auto", "print", "quit", "halt",
            "length", "sqrt", "scale", "ibase", "obase", "last", "read", "limits", "warranty"}


class BcSyntaxError(Exception):
    """A syntax error at a line; an error found at a newline is reported on the next line, as bc's lexer counts."""

    def __init__(self, line: int, message: str = "syntax error") -> None:
        super().__init__(message)
        self.line = line
        self.message = message


@dataclass(slots=True)
class Tok:
    kind: str
    text: str
    line: int


def tokenize(text: str) -> list[Tok]:
    toks: list[Tok] = []
    line = 1
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:
            toks.append(Tok("bad", text[pos], line))
            pos += 1
            continue
        kind = m.lastgroup or ""
        chunk = m.group(0)
        if kind == "nl":
            toks.append(Tok("nl", "\n", line))
        elif kind in ("num", "name", "str", "op"):
            toks.append(Tok(kind, chunk, line))
        line += chunk.count("\n")
        pos = m.end()
    toks.append(Tok("eof", "", line))
    return toks


# AST: tuples keep it small; the first item names the node.
Node = tuple[Any, ...]


@dataclass(slots=True)
class Function:
    params: list[tuple[str, bool]]  # (name, is_array)
    autos: list[tuple[str, bool]]
    body: list[Node]


class Parser:
    def __init__(self, toks: list[Tok]) -> None:
        self.toks = toks
        self.i = 0

    @property
    def tok(self) -> Tok:
        return self.toks[self.i]

    def at(self, text: str) -> bool:
        return self.tok.text == text and self.tok.kind in ("op", "name")

    def eat(self, text: str) -> None:
        if not self.at(text):
            raise self.error()
        self.i += 1

    def error(self) -> BcSyntaxError:
        return BcSyntaxError(self.tok.line + (self.tok.kind == "nl"))

    def skip_newlines(self) -> None:
        while self.tok.kind == "nl":
            self.i += 1

    def recover(self) -> None:
        """After a syntax error: drop the rest of the line."""
        while self.tok.kind not in ("nl", "eof"):
            self.i += 1

    # statements ---------------------------------------------------------------------------------
    def top_level(self) -> Node | None:
        """The next top-level item (a statement or a definition), None at the end."""
        while self.tok.kind == "nl" or self.at(";"):
            self.i += 1
        if self.tok.kind == "eof":
            return None
        if self.at("define"):
            return self.define()
        node = self.statement()
        self.end_statement()
        return node

    def end_statement(self) -> None:
        if self.tok.kind in ("nl", "eof") or self.at(";"):
            if self.tok.kind != "eof":
                self.i += 1
            return
        if self.at("}"):
            return
        raise self.error()

    def define(self) -> Node:
        line = self.tok.line
        self.eat("define")
        name = self.name()
        self.eat("(")
        params = self.name_list(")")
        self.eat(")")
        self.skip_newlines()
        self.eat("{")
        self.skip_newlines()
        autos: list[tuple[str, bool]] = []
        if self.at("auto"):
            self.i += 1
            autos = self.name_list(None)
            self.end_statement()
        body = self.block_body()
        return ("define", name, Function(params, autos, body), line)

    def name_list(self, closer: str | None) -> list[tuple[str, bool]]:
        out: list[tuple[str, bool]] = []
        if closer and self.at(closer):
            return out
        while True:
            if self.at("*"):
                self.i += 1
            n = self.name()
            is_array = False
            if self.at("["):
                self.i += 1
                self.eat("]")
                is_array = True
            out.append((n, is_array))
            if not self.at(","):
                return out
            self.i += 1

    def name(self) -> str:
        if self.tok.kind != "name" or self.tok.text in KEYWORDS:
            raise self.error()
        text = self.tok.text
        self.i += 1
        return text

    def block_body(self) -> list[Node]:
        body: list[Node] = []
        while True:
            while self.tok.kind == "nl" or self.at(";"):
                self.i += 1
            if self.at("}"):
                self.i += 1
                return body
            if self.tok.kind == "eof":
                raise self.error()
            body.append(self.statement())
            self.end_statement()

    def statement(self) -> Node:
        t = self.tok
        if t.kind == "str":
            self.i += 1
            return ("string", t.text[1:-1])
        if t.kind == "op" and t.text == "{":
            self.i += 1
            return ("block", self.block_body())
        if t.kind == "name":
            word = t.text
            if word == "if":
                self.i += 1
                self.eat("(")
                test = self.expr()
                self.eat(")")
                self.skip_newlines()
                then = self.statement()
                j = self.i
                while self.toks[j].kind == "nl" or (self.toks[j].text == ";" and self.toks[j].kind == "op"):
                    j += 1
                if self.toks[j].text == "else" and self.toks[j].kind == "name":
                    self.i = j + 1
                    self.skip_newlines()
                    return ("if", test, then, self.statement())
                return ("if", test, then, None)
            if word == "while":
                self.i += 1
                self.eat("(")
                test = self.expr()
                self.eat(")")
                self.skip_newlines()
                return ("while", test, self.statement())
            if word == "for":
                self.i += 1
                self.eat("(")
                init: Node | None = None if self.at(";") else self.expr()
                self.eat(";")
                cond: Node | None = None if self.at(";") else self.expr()
                self.eat(";")
                step: Node | None = None if self.at(")") else self.expr()
                self.eat(")")
                self.skip_newlines()
                return ("for", init, cond, step, self.statement())
            if word in ("break", "continue", "halt", "limits", "warranty"):
                self.i += 1
                return (word,)
            if word == "quit":
                self.i += 1
                return ("quit",)
            if word == "return":
                self.i += 1
                if self.at("("):
                    self.i += 1
                    value: Node | None = None if self.at(")") else self.expr()
                    self.eat(")")
                    return ("return", value)
                if self.tok.kind in ("nl", "eof") or self.at(";") or self.at("}"):
                    return ("return", None)
                return ("return", self.expr())
            if word == "print":
                self.i += 1
                items: list[Node] = []
                while True:
                    if self.tok.kind == "str":
                        items.append(("string", self.tok.text[1:-1]))
                        self.i += 1
                    else:
                        items.append(self.expr())
                    if not self.at(","):
                        break
                    self.i += 1
                return ("print", items)
        if t.kind in ("nl", "eof") or (t.kind == "op" and t.text in (";", "}")):
            return ("empty",)
        return ("expr", self.expr())

    # expressions --------------------------------------------------------------------------------
    def expr(self) -> Node:
        return self.or_()

    def or_(self) -> Node:
        left = self.and_()
        while self.at("||"):
            self.i += 1
            left = ("or", left, self.and_())
        return left

    def and_(self) -> Node:
        left = self.not_()
        while self.at("&&"):
            self.i += 1
            left = ("and", left, self.not_())
        return left

    def not_(self) -> Node:
        if self.at("!"):
            self.i += 1
            return ("not", self.not_())
        return self.relation()

    def relation(self) -> Node:
        left = self.assignment()
        while self.tok.kind == "op" and self.tok.text in ("==", "!=", "<", "<=", ">", ">="):
            op = self.tok.text
            self.i += 1
            left = ("rel", op, left, self.assignment())
        return left

    def assignment(self) -> Node:
        left = self.additive()
        if self.tok.kind == "op" and self.tok.text in ("=", "+=", "-=", "*=", "/=", "%=", "^="):
            if left[0] not in ("var", "elem", "special"):
                raise self.error()
            op = self.tok.text
            self.i += 1
            return ("assign", op, left, self.assignment())
        return left

    def additive(self) -> Node:
        left = self.multiplicative()
        while self.tok.kind == "op" and self.tok.text in ("+", "-"):
            op = self.tok.text
            self.i += 1
            left = ("bin", op, left, self.multiplicative())
        return left

    def multiplicative(self) -> Node:
        left = self.power()
        while self.tok.kind == "op" and self.tok.text in ("*", "/", "%"):
            op = self.tok.text
            self.i += 1
            left = ("bin", op, left, self.power())
        return left

    def power(self) -> Node:
        base = self.unary()
        if self.at("^"):
            self.i += 1
            return ("bin", "^", base, self.power())
        return base

    def unary(self) -> Node:
        if self.at("-"):
            self.i += 1
            return ("neg", self.unary())
        return self.incdec()

    def incdec(self) -> Node:
        if self.tok.kind == "op" and self.tok.text in ("++", "--"):
            op = self.tok.text
            self.i += 1
            target = self.primary()
            if target[0] not in ("var", "elem", "special"):
                raise self.error()
            return ("pre", op, target)
        node = self.primary()
        if self.tok.kind == "op" and self.tok.text in ("++", "--") and node[0] in ("var", "elem", "special"):
            op = self.tok.text
            self.i += 1
            return ("post", op, node)
        return node

    def primary(self) -> Node:
        t = self.tok
        if t.kind == "num":
            self.i += 1
            return ("num", t.text)
        if t.kind == "op" and t.text == "(":
            self.i += 1
            inner = self.expr()
            self.eat(")")
            return inner
        if t.kind == "op" and t.text == ".":
            self.i += 1
            return ("special", "last")
        if t.kind == "name":
            word = t.text
            if word in ("scale", "ibase", "obase", "last") and self.toks[self.i + 1].text != "(":
                self.i += 1
                return ("special", word)
            if word in ("length", "sqrt", "scale"):
                self.i += 1
                self.eat("(")
                arg = self.expr()
                self.eat(")")
                return ("builtin", word, arg)
            if word == "read":
                self.i += 1
                self.eat("(")
                self.eat(")")
                return ("read",)
            name = self.name()
            if self.at("("):
                self.i += 1
                args: list[Node] = []
                if not self.at(")"):
                    while True:
                        if self.tok.kind == "name" and self.toks[self.i + 1].text == "[" and \
                                self.toks[self.i + 2].text == "]":
                            args.append(("array", self.tok.text))
                            self.i += 3
                        else:
                            args.append(self.expr())
                        if not self.at(","):
                            break
                        self.i += 1
                self.eat(")")
                return ("call", name, args)
            if self.at("["):
                self.i += 1
                index = self.expr()
                self.eat("]")
                return ("elem", name, index)
            return ("var", name)
        raise self.error()


class _Break(Exception):
    pass


class _Continue(Exception):
    pass


class _Return(Exception):
    def __init__(self, value: Num) -> None:
        super().__init__()
        self.value = value


class Halt(Exception):
    """``halt`` or ``quit``: bc stops."""


@dataclass(slots=True)
class State:
    scale: int = 0
    ibase: int = 10
    obase: int = 10
    last: Num = field(default_factory=lambda: Num(0, 0))
    scalars: dict[str, list[Num]] = field(default_factory=dict)
    arrays: dict[str, list[dict[int, Num]]] = field(default_factory=dict)
    functions: dict[str, Function] = field(default_factory=dict)


class Interpreter:
    def __init__(self, write: Callable[[str], None], tick: Callable[[], None], read_line: Callable[[], str],
                 natives: dict[str, Callable[[State, list[Num]], Num]]) -> None:
        self.s = State()
        self.write = write
        self.tick = tick
        self.read_line = read_line
        self.natives = natives
        self.line_width = 70
        self.depth = 0

    def show(self, n: Num) -> None:
        from vshell.coreutils.bc.number import break_lines, format_number

        self.write(break_lines(format_number(n, self.s.obase), self.line_width) + "\n")

    # statements ---------------------------------------------------------------------------------
    def run(self, node: Node) -> None:
        kind = node[0]
        self.tick()
        if kind == "expr":
            value = self.eval(node[1])
            if node[1][0] != "assign":
                self.s.last = value
                self.show(value)
        elif kind == "string":
            self.write(node[1])
        elif kind == "print":
            for item in node[1]:
                if item[0] == "string":
                    self.write(_escapes(item[1]))
                else:
                    value = self.eval(item)
                    self.s.last = value
                    from vshell.coreutils.bc.number import break_lines, format_number

                    self.write(break_lines(format_number(value, self.s.obase), self.line_width))
        elif kind == "block":
            for stmt in node[1]:
                self.run(stmt)
        elif kind == "if":
            if self.eval(node[1]).truth():
                self.run(node[2])
            elif node[3] is not None:
                self.run(node[3])
        elif kind == "while":
            while self.eval(node[1]).truth():
                try:
                    self.run(node[2])
                except _Break:
                    break
                except _Continue:
                    continue
        elif kind == "for":
            if node[1] is not None:
                self.eval(node[1])
            while node[2] is None or self.eval(node[2]).truth():
                try:
                    self.run(node[4])
                except _Break:
                    break
                except _Continue:
                    pass
                if node[3] is not None:
                    self.eval(node[3])
        elif kind == "break":
            raise _Break
        elif kind == "continue":
            raise _Continue
        elif kind == "return":
            raise _Return(self.eval(node[1]) if node[1] is not None else Num(0, 0))
        elif kind in ("halt", "quit"):
            raise Halt
        elif kind == "limits":
            self.write("BC_BASE_MAX     = 2147483647\nBC_DIM_MAX      = 16777215\nBC_SCALE_MAX    = 2147483647\n"
                       "BC_STRING_MAX   = 2147483647\nMAX Exponent    = 9223372036854775807\n"
                       "Number of vars  = 9223372036854775807\n")
        elif kind == "define":
            self.s.functions[node[1]] = node[2]

    # values -------------------------------------------------------------------------------------
    def get(self, name: str) -> Num:
        stack = self.s.scalars.get(name)
        return stack[-1] if stack else Num(0, 0)

    def set(self, name: str, value: Num) -> None:
        stack = self.s.scalars.setdefault(name, [Num(0, 0)])
        stack[-1] = value

    def array(self, name: str) -> dict[int, Num]:
        stack = self.s.arrays.setdefault(name, [{}])
        return stack[-1]

    def index(self, node: Node) -> int:
        i = self.eval(node).to_int()
        if i < 0 or i > 16777215:
            raise BcError("Array index out of bounds")
        return i

    def load(self, target: Node) -> Num:
        if target[0] == "var":
            return self.get(target[1])
        if target[0] == "elem":
            return self.array(target[1]).get(self.index(target[2]), Num(0, 0))
        return self.special(target[1])

    def special(self, name: str) -> Num:
        s = self.s
        return {"scale": Num(s.scale, 0), "ibase": Num(s.ibase, 0), "obase": Num(s.obase, 0), "last": s.last}[name]

    def store(self, target: Node, value: Num) -> Num:
        if target[0] == "var":
            self.set(target[1], value)
        elif target[0] == "elem":
            self.array(target[1])[self.index(target[2])] = value
        else:
            name = target[1]
            n = value.to_int()
            if name == "scale":
                if n < 0:
                    raise BcError("negative scale, set to 0")
                self.s.scale = n
            elif name == "ibase":
                self.s.ibase = min(max(n, 2), 16)
            elif name == "obase":
                if n < 2:
                    raise BcError("obase too small, set to 2")
                self.s.obase = n
            else:
                self.s.last = value
        return value

    def arith(self, op: str, a: Num, b: Num) -> Num:
        scale = self.s.scale
        if op == "+":
            return add(a, b)
        if op == "-":
            return sub(a, b)
        if op == "*":
            return mul(a, b, scale)
        if op == "/":
            return div(a, b, scale)
        if op == "%":
            return mod(a, b, scale)
        return power(a, b, scale)

    def eval(self, node: Node) -> Num:
        kind = node[0]
        if kind == "num":
            return parse_number(node[1], self.s.ibase)
        if kind in ("var", "elem", "special"):
            return self.load(node)
        if kind == "bin":
            return self.arith(node[1], self.eval(node[2]), self.eval(node[3]))
        if kind == "neg":
            v = self.eval(node[1])
            return Num(-v.value, v.scale)
        if kind == "assign":
            op, target = node[1], node[2]
            value = self.eval(node[3])
            if op != "=":
                value = self.arith(op[0], self.load(target), value)
            return self.store(target, value)
        if kind in ("pre", "post"):
            old = self.load(node[2])
            new = add(old, Num(1 if node[1] == "++" else -1, 0))
            self.store(node[2], new)
            return new if kind == "pre" else old
        if kind == "rel":
            c = compare(self.eval(node[2]), self.eval(node[3]))
            op = node[1]
            ok = {"==": c == 0, "!=": c != 0, "<": c < 0, "<=": c <= 0, ">": c > 0, ">=": c >= 0}[op]
            return Num(int(ok), 0)
        if kind == "and":
            return Num(int(self.eval(node[1]).truth() and self.eval(node[2]).truth()), 0)
        if kind == "or":
            return Num(int(self.eval(node[1]).truth() or self.eval(node[2]).truth()), 0)
        if kind == "not":
            return Num(int(not self.eval(node[1]).truth()), 0)
        if kind == "builtin":
            v = self.eval(node[2])
            if node[1] == "length":
                return Num(v.length(), 0)
            if node[1] == "scale":
                return Num(v.scale, 0)
            return sqrt(v, self.s.scale)
        if kind == "read":
            line = self.read_line()
            toks = tokenize(line)
            return self.eval(Parser(toks).expr())
        if kind == "call":
            return self.call(node[1], node[2])
        raise BcError(f"unknown node {kind}")

    def call(self, name: str, args: list[Node]) -> Num:
        fn = self.s.functions.get(name)
        if fn is None:
            native = self.natives.get(name)
            if native is None:
                raise BcError(f"Function {name} not defined.")
            return native(self.s, [self.eval(a) for a in args])
        if len(args) != len(fn.params):
            raise BcError("Parameter number mismatch")
        values: list[Num | dict[int, Num]] = []
        for (_name, is_array), arg in zip(fn.params, args, strict=True):
            if is_array:
                if arg[0] != "array":
                    raise BcError("Parameter type mismatch")
                values.append(dict(self.array(arg[1])))
            else:
                if arg[0] == "array":
                    raise BcError("Parameter type mismatch")
                values.append(self.eval(arg))
        self.depth += 1
        if self.depth > 1000:
            self.depth -= 1
            raise BcError("function call nesting too deep")
        pushed = [*fn.params, *fn.autos]
        for (pname, is_array), value in zip(pushed, [*values, *([None] * len(fn.autos))], strict=True):
            if is_array:
                self.s.arrays.setdefault(pname, [{}]).append(value if isinstance(value, dict) else {})
            else:
                self.s.scalars.setdefault(pname, [Num(0, 0)]).append(value if isinstance(value, Num) else Num(0, 0))
        try:
            for stmt in fn.body:
                self.run(stmt)
            return Num(0, 0)
        except _Return as ret:
            return ret.value
        finally:
            self.depth -= 1
            for pname, is_array in pushed:
                (self.s.arrays if is_array else self.s.scalars)[pname].pop()  # type: ignore[attr-defined]


def _escapes(text: str) -> str:
    """``print``'s escapes: \\a \\b \\f \\n \\q (a quote) \\r \\t \\e (a backslash)."""
    table = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "q": '"', "r": "\r", "t": "\t", "e": "\\", "\\": "\\"}
    return re.sub(r"\\(.)", lambda m: table.get(m.group(1), m.group(1)), text)


def statements(text: str, on_error: Callable[[BcSyntaxError], None]) -> Iterator[Node]:
    """Top-level items of ``text`` one at a time, reporting syntax errors and going on after them."""
    parser = Parser(tokenize(text))
    while True:
        start = parser.i
        try:
            node = parser.top_level()
        except BcSyntaxError as exc:
            on_error(exc)
            parser.i = max(parser.i, start)
            parser.recover()
            continue
        if node is None:
            return
        yield node
