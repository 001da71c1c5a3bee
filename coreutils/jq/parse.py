"""The jq 1.6 parser: a recursive descent over the lexer's tokens into a tuple tree, with jq's
(bison's) error messages and its error recovery where programs commonly go wrong.

Node kinds (first element): ``identity``, ``recurse_default``, ``field``
(target, name), ``index`` (target, expr), ``slice`` (target, from, to),
``iterate`` (target), ``literal`` (value), ``string`` (parts, format),
``format`` (name), ``array`` (expr|None), ``object`` (entries), ``neg``,
``pipe``, ``comma``, ``alt``, ``and``, ``or``, ``binop`` (op, l, r),
``assign`` (op, lhs, rhs), ``if`` (cond, then, elifs, else), ``try``
(body, catch), ``reduce``/``foreach``, ``funcdef`` (name, params, body,
rest), ``call`` (name, args, offset), ``var`` (name, offset), ``as`` (source,
patterns, body), ``label`` (name, body), ``break`` (name, offset), ``opt``
(an index whose own error gives no output).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vshell.coreutils.jq.lexer import _QUOTING, JqSyntaxError, Lexer, Node

# How bison names a token jq's parser did not expect.
_TOKEN_NAMES = {"eof": "$end", "num": "LITERAL", "str": "QQSTRING_START", "format": "FORMAT", "field": "FIELD",
                "ident": "IDENT", "var": "'$'", "invalid": "INVALID_CHARACTER"}
_ASSIGN_OPS = ("=", "|=", "+=", "-=", "*=", "/=", "%=", "//=")
_COMPARE_OPS = ("==", "!=", "<", "<=", ">", ">=")
_EXP_KEYWORDS = ("if", "try", "reduce", "foreach", "label", "def")


class _Parser:
    def __init__(self, text: str) -> None:
        self.lex = Lexer(text, lambda inner: parse(inner, interpolation=True))
        self.toks = self.lex.tokens
        self.i = 0
        self.start = 0  # the first token after the module header
        self.builtin = False  # vshell's own definitions may leave out `else`
        self.interpolation = False  # parsing the inside of a string's `\(...)`
        self.indexed_at = -1  # the token position just after the last index operation
        # Errors reported so far (bison recovers from some and goes on), and the token it resynced on.
        self.errors: list[tuple[str, int | None]] = []
        self.resynced: int | None = None

    def peek(self, k: int = 0) -> tuple[str, Any]:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def next(self) -> tuple[str, Any]:
        t = self.toks[self.i]
        self.i += 1
        return t

    def at(self, kind: str, value: Any = None) -> bool:
        k, v = self.peek()
        return k == kind and (value is None or v == value)

    def at_op(self, *values: str) -> bool:
        k, v = self.peek()
        return k == "op" and v in values

    def expect(self, kind: str, value: Any = None, expecting: str = "") -> Any:
        k, v = self.next()
        if k != kind or (value is not None and v != value):
            self.i -= 1
            raise self.error(k, v, expecting)
        return v

    def error(self, kind: str, value: Any, expecting: str = "", none: bool = False) -> JqSyntaxError:
        """bison's message for the token at ``self.i`` (``expecting``: the one list jq's parser gives there)."""
        if kind == "op":
            what = f"'{value}'" if len(str(value)) == 1 else str(value)
        elif kind == "kw":
            what = str(value)
        else:
            what = _TOKEN_NAMES.get(kind, str(value))
        # Called before or after the offending token was taken: find it.
        i = self.i if self.i < len(self.toks) and self.toks[self.i] == (kind, value) else self.i - 1
        i = max(0, min(i, len(self.lex.spans) - 1))
        if self.interpolation and expecting == "$end":
            expecting = ""  # inside `\(...)` bison has too many tokens to list
        if i == self.start and kind != "eof" and not expecting and not none and not self.interpolation:
            # Nothing parsed yet: an empty program is one, so only the end of input was possible.
            expecting = "$end"
        more = f", expecting {expecting}" if expecting else ""
        at = self.lex.spans[i][1] if kind == "eof" else self.lex.spans[i][0]
        e = JqSyntaxError(f"syntax error, unexpected {what}{more}{_QUOTING}", at=at)
        e.token = i
        return e

    def offset(self) -> int:
        return self.lex.spans[min(self.i, len(self.lex.spans) - 1)][0]

    # -- grammar ------------------------------------------------------------------
    def program(self) -> Node:
        try:
            node = self._program()
        except JqSyntaxError as e:
            self.report(e)
            node = ("identity",)
        if self.errors:
            first = JqSyntaxError(*self.errors[0])
            first.more = [(m, a if a is not None else 0) for m, a in self.errors[1:]]
            raise first
        return node

    def report(self, e: JqSyntaxError) -> None:
        """Keep a syntax error's messages, unless bison would not say them: within three tokens of
        where it last resynced after an error."""
        if not e.message or (e.token is not None and self.resynced is not None
                             and self._shifted(self.resynced, e.token) < 3):
            return
        self.errors.append((e.message, e.at))
        self.errors.extend(e.more)

    def _shifted(self, start: int, end: int) -> int:
        """How many of jq's tokens lie in ours from ``start`` to ``end``: jq lexes `$x` as two and a
        string as its start, its pieces and its end."""
        count = 0
        for kind, value in self.toks[start:end]:
            count += 2 if kind == "var" else 2 + 2 * len(value) if kind == "str" else 1
        return count

    def _program(self) -> Node:
        meta, directives = self.header()
        self.start = self.i
        if self._only_defs():
            # A program of definitions alone runs `.` (jq's FuncDefs top level).
            node: Node = ("identity",)
            for name, params, body in reversed(self._defs()):
                node = ("funcdef", name, params, body, node)
        else:
            node = self.pipe()
        if meta is not None or directives:
            node = ("module", meta, directives, node)
        if not self.at("eof"):
            k, v = self.peek()
            raise self.error(k, v, "$end")
        return node

    def _only_defs(self) -> bool:
        """Whether the rest is ``def``s and nothing after them (looked at by a trial parse)."""
        if not self.at("kw", "def"):
            return False
        saved = self.i, list(self.errors), self.resynced
        try:
            self._defs()
            return self.at("eof") and len(self.errors) == len(saved[1])
        except JqSyntaxError:
            return False
        finally:
            self.i, self.errors, self.resynced = saved

    def _defs(self) -> list[tuple[str, list[str], Node]]:
        out = []
        while self.at("kw", "def"):
            out.append(self.funcdef())
        return out

    def header(self) -> tuple[Node | None, list[Directive]]:
        """``module META;`` and the ``import``/``include`` directives that may open a program or module."""
        meta: Node | None = None
        if self.at("ident", "module"):
            self.next()
            meta = self.constant_object()
            self.expect("op", ";")
        directives: list[Directive] = []
        while self.at("kw", "import") or self.at("kw", "include"):
            kind = self.next()[1]
            k, parts = self.next()
            if k != "str":
                raise self.error(k, parts)
            if any(not isinstance(part, str) for part in parts):
                raise JqSyntaxError("Import path must be constant")
            path = "".join(parts)
            alias, data = None, False
            if kind == "import":
                k, v = self.next()
                if (k, v) != ("kw", "as"):
                    raise self.error(k, v)
                k, v = self.next()
                if k == "var":
                    alias, data = v, True
                elif k in ("ident", "kw"):
                    alias = v
                else:
                    raise self.error(k, v)
            dmeta = None if self.at_op(";") else self.constant_object()
            self.expect("op", ";")
            directives.append(Directive(kind, path, alias, data, dmeta))
        return meta, directives

    def constant_object(self) -> Node:
        if not self.at_op("{"):
            k, v = self.peek()
            raise self.error(k, v)
        node = self.object()
        if not _constant(node):
            raise JqSyntaxError("Module metadata must be constant")
        return node

    def pipe(self) -> Node:
        if self.at("kw", "def"):
            fn = self.funcdef()
            rest = self.pipe()
            return ("funcdef", fn[0], fn[1], fn[2], rest)
        left = self.comma()
        if self.at_op("|"):
            self.next()
            return ("pipe", left, self.pipe())
        return left

    def funcdef(self) -> tuple[str, list[str], Node]:
        self.expect("kw", "def")
        k, name = self.next()
        if k not in ("ident", "kw"):
            raise self.error(k, name)
        params: list[str] = []
        if self.at_op("("):
            self.next()
            while True:
                k, v = self.next()
                if k == "var":
                    params.append("$" + v)
                elif k == "ident":
                    params.append(v)
                else:
                    raise self.error(k, v)
                if self.at_op(";"):
                    self.next()
                    continue
                self.expect("op", ")", "';' or ')'")
                break
        self.expect("op", ":")
        body = self.pipe()
        self.expect("op", ";")
        return name, params, body

    def pattern(self) -> Any:
        k, v = self.peek()
        if k == "var":
            self.next()
            return ("pvar", v)
        if self.at_op("["):
            self.next()
            items = []
            if not self.at_op("]"):
                while True:
                    items.append(self.pattern())
                    if self.at_op(","):
                        self.next()
                        continue
                    break
            self.expect("op", "]")
            return ("parray", items)
        if self.at_op("{"):
            self.next()
            entries = []
            while True:
                k, v = self.next()
                if k == "var":
                    key: Any = ("literal", v)
                    bind = v
                    if self.at_op(":"):
                        self.next()
                        entries.append((key, bind, self.pattern()))
                    else:
                        entries.append((key, bind, None))
                elif k in ("ident", "kw"):
                    self.expect("op", ":")
                    entries.append((("literal", v), None, self.pattern()))
                elif k == "str":
                    self.expect("op", ":")
                    entries.append((("string", v, None), None, self.pattern()))
                elif k == "op" and v == "(":
                    key = self.pipe()
                    self.expect("op", ")")
                    self.expect("op", ":")
                    entries.append((key, None, self.pattern()))
                else:
                    raise self.error(k, v)
                if self.at_op(","):
                    self.next()
                    continue
                break
            self.expect("op", "}")
            return ("pobject", entries)
        raise self.error(k, v, "'$' or '[' or '{'")

    def comma(self) -> Node:
        left = self.alt()
        while self.at_op(","):
            self.next()
            left = ("comma", left, self.alt())
        return left

    def alt(self) -> Node:
        left = self.assign()
        if self.at_op("//"):
            self.next()
            return ("alt", left, self.alt())
        return left

    def assign(self) -> Node:
        left = self.or_()
        if self.at_op(*_ASSIGN_OPS):
            op = self.next()[1]
            # The update operators are non-associative and bind tighter than `//`, `,` and `|`:
            # `.a = 1 // 2` is `(.a = 1) // 2`, and a second one is a syntax error.
            right = self.or_()
            if self.at_op(*_ASSIGN_OPS):
                k, v = self.peek()
                raise self.error(k, v, none=True)
            return ("assign", op, left, right)
        return left

    def or_(self) -> Node:
        left = self.and_()
        while self.at("kw", "or"):
            self.next()
            left = ("or", left, self.and_())
        return left

    def and_(self) -> Node:
        left = self.compare()
        while self.at("kw", "and"):
            self.next()
            left = ("and", left, self.compare())
        return left

    def compare(self) -> Node:
        left = self.additive()
        if self.at_op(*_COMPARE_OPS):
            op = self.next()[1]
            right = self.additive()
            if self.at_op(*_COMPARE_OPS):
                # Non-associative: `1 == 2 == 3` is a syntax error with nothing expected.
                k, v = self.peek()
                raise self.error(k, v, none=True)
            return ("binop", op, left, right)
        return left

    def additive(self) -> Node:
        left = self.multiplicative()
        while self.at_op("+", "-"):
            op = self.next()[1]
            left = ("binop", op, left, self.multiplicative())
        return left

    def multiplicative(self) -> Node:
        start = self.offset()
        left = self.unary()
        while self.at_op("*", "/", "%"):
            op = self.next()[1]
            right = self.unary()
            if op == "/" and _is_number(left) and _is_number(right) and right[1] == 0:
                # jq 1.6 folds a division of two literals: x/0 is a compile error, 0/0 is nan.
                if left[1] != 0:
                    self.errors.append(("Division by zero?", start))
                left = ("literal", math.nan if left[1] == 0 else math.copysign(math.inf, left[1]))
                continue
            left = ("binop", op, left, right)
        return left

    def unary(self) -> Node:
        if self.at_op("-"):
            self.next()
            return ("neg", self.postfix())
        return self.postfix()

    def postfix(self, expd: bool = False, binding: bool = True) -> Node:
        """A term and its suffixes; with ``binding``, a following ``as PATTERNS | BODY`` too, whose body
        runs to the end of the enclosing expression (jq's ``Term "as" Patterns '|' Exp``)."""
        node = self._suffixed(expd)
        if binding and not expd and self.at("kw", "as"):
            self.next()
            patterns = [self.pattern()]
            while self.at_op("?//"):
                self.next()
                patterns.append(self.pattern())
            self.expect("op", "|", "'|'")
            return ("as", node, patterns, self.pipe())
        return node

    def _suffixed(self, expd: bool) -> Node:
        k, v = self.peek()
        node = self.term()
        if k == "kw" and v in _EXP_KEYWORDS:
            # jq 1.6 has these as whole expressions, not terms: no suffix follows them.
            return node
        while True:
            k, v = self.peek()
            if k == "field":
                self.next()
                node = ("field", node, v)
                self.indexed_at = self.i
            elif k == "op" and v == "." and self.peek(1)[0] == "str":
                self.next()
                _, parts = self.next()
                node = ("index", node, ("string", parts, None))
                self.indexed_at = self.i
            elif k == "op" and v == "[" :
                node = self.bracket_suffix(node)
                self.indexed_at = self.i
            elif k == "op" and v == ".":
                # jq 1.6 takes only a string or a format after a term's `.` (`.a.[0]` is an error).
                self.next()
                k2, v2 = self.peek()
                raise self.error(k2, v2, "FORMAT or QQSTRING_START")
            elif k == "op" and v == "?":
                self.next()
                # After an index, `?` is jq's INDEX_OPT/EACH_OPT: only that index's error is dropped
                # (`5 | .a[]?` still fails on `.a`); after anything else it is `try`.
                indexed = self.indexed_at == self.i - 1 and node[0] in ("field", "index", "slice", "iterate")
                if not indexed and expd:
                    # An object's value is a term; `?` on anything but an index is an expression's.
                    raise self.error(k, v, "'}'")
                node = ("opt", node) if indexed else ("try", node, None)
            elif k == "kw" and v == "as":
                return node
            else:
                return node

    def bracket_suffix(self, node: Node) -> Node:
        self.expect("op", "[")
        try:
            return self._bracket_rest(node)
        except JqSyntaxError as e:
            self.resync(e, "]")  # bison's ``Term '[' error ']'``: the term stands
            return node

    def _bracket_rest(self, node: Node) -> Node:
        if self.at_op("]"):
            self.next()
            return ("iterate", node)
        if self.at_op(":"):
            self.next()
            hi = self.pipe()
            self.expect("op", "]")
            return ("slice", node, None, hi)
        idx = self.pipe()
        if self.at_op(":"):
            self.next()
            hi2: Node | None = None if self.at_op("]") else self.pipe()
            self.expect("op", "]")
            return ("slice", node, idx, hi2)
        self.expect("op", "]")
        return ("index", node, idx)

    def term(self) -> Node:
        k, v = self.peek()
        if k == "num":
            self.next()
            return ("literal", v)
        if k == "str":
            self.next()
            return ("string", v, None)
        if k == "format":
            self.next()
            if self.at("str"):
                _, parts = self.next()
                return ("string", parts, v)
            return ("format", v)
        if k == "field":
            self.next()
            self.indexed_at = self.i
            return ("field", ("identity",), v)
        if k == "var":
            at = self.offset()
            self.next()
            if v == "__loc__":
                return ("literal", {"file": "<top-level>", "line": 1})
            return ("var", v, at)
        if k == "op":
            if v == ".":
                self.next()
                if self.at("str"):
                    _, parts = self.next()
                    self.indexed_at = self.i
                    return ("index", ("identity",), ("string", parts, None))
                if self.at_op("["):
                    node = self.bracket_suffix(("identity",))
                    self.indexed_at = self.i
                    return node
                return ("identity",)
            if v == "..":
                self.next()
                return ("call", "recurse", [], self.offset())
            if v == "(":
                self.next()
                try:
                    inner = self.pipe()
                    self.expect("op", ")")
                except JqSyntaxError as e:
                    return self.resync(e, ")")
                return inner
            if v == "[":
                self.next()
                if self.at_op("]"):
                    self.next()
                    return ("array", None)
                try:
                    inner = self.pipe()
                    self.expect("op", "]")
                except JqSyntaxError as e:
                    return self.resync(e, "]")
                return ("array", inner)
            if v == "{":
                return self.object()
            if v == "-":
                self.next()
                return ("neg", self.postfix())
            if v == "$":
                self.next()
                k2, v2 = self.peek()
                raise self.error(k2, v2, "IDENT or __loc__")
        if k == "kw":
            if v == "if":
                return self.if_()
            if v == "try":
                where = self.offset()
                self.next()
                body = self.postfix_only()
                catch = None
                if self.at("kw", "catch"):
                    self.next()
                    try:
                        catch = self.postfix_only()
                    except JqSyntaxError as e:
                        return self.unterminated("try", where, e)
                return ("try", body, catch)
            if v in ("reduce", "foreach"):
                self.next()
                source = self.postfix(binding=False)
                self.expect("kw", "as")
                pat = self.pattern()
                self.expect("op", "(", expecting="'('")
                init = self.pipe()
                self.expect("op", ";")
                update = self.pipe()
                extract = None
                if v == "foreach" and self.at_op(";"):
                    self.next()
                    extract = self.pipe()
                self.expect("op", ")")
                return (v, source, pat, init, update, extract)
            if v == "label":
                self.next()
                name = self.expect("var", expecting="'$'")
                self.expect("op", "|")
                return ("label", name, self.pipe())
            if v == "def":
                fn = self.funcdef()
                rest = self.pipe()
                return ("funcdef", fn[0], fn[1], fn[2], rest)
        if k == "ident":
            at = self.offset()
            self.next()
            if v in ("null", "true", "false") and not self.at_op("("):
                return ("literal", {"null": None, "true": True, "false": False}[v])
            if v == "break":
                name = self.expect("var")
                return ("break", name, at)
            args: list[Node] = []
            if self.at_op("("):
                self.next()
                while True:
                    args.append(self.pipe())
                    if self.at_op(";"):
                        self.next()
                        continue
                    break
                self.expect("op", ")")
            return ("call", v, args, at)
        raise self.error(k, v)

    def postfix_only(self) -> Node:
        return self.postfix()

    def if_(self) -> Node:
        where = self.offset()
        self.expect("kw", "if")
        cond = self.pipe()
        self.expect("kw", "then")
        try:
            return self._if_rest(cond)
        except JqSyntaxError as e:
            return self.unterminated("if", where, e)

    def resync(self, e: JqSyntaxError, closer: str) -> Node:
        """bison's recovery inside brackets (``'(' error ')'``): drop tokens up to the closer and go on after it."""
        self.i = self._after_error(e)
        while not self.at("eof") and not self.at_op(closer):
            self.next()
        if self.at("eof"):
            raise JqSyntaxError("") from None  # bison gives up at the end: nothing more is said
        self.resynced = self.i
        self.next()
        return ("identity",)

    def unterminated(self, keyword: str, where: int, e: JqSyntaxError) -> Node:
        """bison's recovery after ``then`` (or ``catch``): the statement ends in error ("Possibly unterminated
        ..."), and parsing goes on at the offending token, errors within three tokens unsaid."""
        resume = self._after_error(e)
        self.errors.append((f"Possibly unterminated '{keyword}' statement", where))
        self.i = self.resynced = resume
        return ("identity",)

    def _after_error(self, e: JqSyntaxError) -> int:
        """Report ``e`` as bison would; the token to go on from.  An error before any token was taken
        since the last one drops the offending token, or, at the end of the program, gives up."""
        if not e.message or e.token is None:
            raise e
        again = e.token == self.resynced
        if again and self.toks[e.token][0] == "eof":
            raise JqSyntaxError("") from None
        self.report(e)
        return e.token + 1 if again else e.token

    def _if_rest(self, cond: Node) -> Node:
        then = self.pipe()
        elifs: list[tuple[Node, Node]] = []
        other: Node | None = None
        while True:
            if self.at("kw", "elif"):
                self.next()
                c = self.pipe()
                self.expect("kw", "then")
                elifs.append((c, self.pipe()))
                continue
            if self.at("kw", "else"):
                self.next()
                other = self.pipe()
            elif not self.builtin:
                # jq 1.6 has no `if ... then ... end` without `else` (1.7 added it).
                k, v = self.peek()
                raise self.error(k, v)
            self.expect("kw", "end")
            break
        return ("if", cond, then, elifs, other)

    def object(self) -> Node:
        opened = self.i
        self.expect("op", "{")
        entries: list[tuple[Node, Node | None]] = []
        if self.at_op("}"):
            self.next()
            return ("object", entries)
        while True:
            first = self.i
            after_comma = bool(entries) or first > opened + 1
            try:
                entries.append(self._entry())
            except JqSyntaxError as e:
                # Within an entry: bison pops back to the `,` or `{` before it.
                if self._recover_entry(e, first, after_comma, opened):
                    return ("object", entries)
            else:
                if not self.at_op(",", "}"):
                    k, v = self.peek()
                    if self._recover_entry(self.error(k, v, "'}'"), opened + 1, False, opened):
                        return ("object", entries)
            if self.at_op(","):
                self.next()
                if self.at_op("}"):
                    # jq 1.6 takes a trailing comma in an object.
                    self.next()
                    return ("object", entries)
                continue
            self.expect("op", "}", "'}'")
            return ("object", entries)

    def _recover_entry(self, e: JqSyntaxError, start: int, after_comma: bool, opened: int) -> bool:
        """bison's recovery in an object: drop tokens up to a `,`, `:` or (right after the `{`) `}` and
        go on there (after a `:` a value follows, said to need parentheses around its key).  ``start``
        is the first token of what was popped for the error token (where that message points).  An
        error after a whole entry reduces every entry so far (``MkDict``) and resumes after the `{`.
        Whether the object ended."""
        while True:
            sync = (",", ":") if after_comma else (",", ":", "}")
            self.i = self._after_error(e)
            while not self.at("eof") and not self.at_op(*sync):
                self.next()
            if self.at("eof"):
                raise JqSyntaxError("") from None  # nothing more is reported
            self.resynced = self.i
            if self.at_op("}"):
                self.next()
                return True
            if not self.at_op(":"):
                return False
            self.next()
            try:
                self.object_value()
            except JqSyntaxError as again:
                e = again  # within the value: the error token is popped and shifted again
                continue
            self.errors.append(("May need parentheses around object key expression", self.lex.spans[start][0]))
            if self.at_op(",", "}"):
                return False
            k, v = self.peek()
            e = self.error(k, v, "'}'")
            start, after_comma = opened + 1, False

    def _entry(self) -> tuple[Node, Node | None]:
        """One ``key: value`` of an object (``{a}``, ``{$x}`` and ``{"s"}`` take their value from the key)."""
        k, v = self.next()
        key: Node
        value: Node | None = None
        if k == "var":
            if v == "__loc__":
                # `{$__loc__}` is not in jq 1.6's grammar: `$` wants a name there.
                e = JqSyntaxError(f"syntax error, unexpected __loc__, expecting IDENT{_QUOTING}",
                                  at=self.lex.spans[self.i - 1][1])
                e.token = self.i - 1
                raise e
            key = ("literal", v)
            value = ("var", v, self.lex.spans[self.i - 1][0])
        elif k in ("ident", "kw"):
            key = ("literal", v)
        elif k == "str":
            key = ("string", v, None)
        elif k == "format":
            if self.at("str"):
                _, parts = self.next()
                key = ("string", parts, v)
            else:
                key = ("format", v)
        elif k == "op" and v == "(":
            opened = self.lex.spans[self.i - 1][0]
            key = self.pipe()
            self.expect("op", ")")
            self.expect("op", ":", "':'")
            value = self.object_value()
            known = _const_value(key)
            if known is not _NOT_CONST and not isinstance(known, str):
                # jq 1.6 checks a constant key when the pair is reduced (check_object_key).
                from vshell.coreutils.jq.evaluate import brief
                self.errors.append((f"Cannot use {brief(known)} as object key", opened))
            return key, value
        else:
            self.i -= 1
            raise self.error(k, v)
        if self.at_op(":"):
            self.next()
            value = self.object_value()
        return key, value

    def object_value(self) -> Node:
        """jq 1.6's ExpD: terms, optionally negated, joined by pipes; anything else needs parentheses."""
        left = self._expd_term()
        while self.at_op("|"):
            self.next()
            left = ("pipe", left, self._expd_term())
        return left

    def _expd_term(self) -> Node:
        if self.at_op("-"):
            self.next()
            return ("neg", self._expd_term())
        k, v = self.peek()
        if k == "kw" and v in _EXP_KEYWORDS:
            raise self.error(k, v)
        return self.postfix(expd=True)


def _is_number(node: Node) -> bool:
    return node[0] == "literal" and isinstance(node[1], float)


def _constant(node: Any) -> bool:
    kind = node[0]
    if kind == "literal":
        return True
    if kind == "string":
        return all(isinstance(p, str) for p in node[1])
    if kind == "array":
        return node[1] is None or _constant(node[1])
    if kind == "comma":
        return _constant(node[1]) and _constant(node[2])
    if kind == "object":
        return all(_constant(k) and v is not None and _constant(v) for k, v in node[1])
    return False


_NOT_CONST = object()
_FOLDED: dict[str, Callable[[float, float], Any]] = {
    "+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b,
    "/": lambda a, b: a / b if b else math.copysign(math.inf, a) if a else math.nan,
    "==": lambda a, b: a == b, "!=": lambda a, b: a != b, "<": lambda a, b: a < b,
    ">": lambda a, b: a > b, "<=": lambda a, b: a <= b, ">=": lambda a, b: a >= b,
}


def _const_value(node: Any) -> Any:
    """The value of an expression jq 1.6 compiles to a constant, or ``_NOT_CONST``: literals, arrays and
    objects of constants (string keys), and its folds of two constants (``+`` with a null side, and
    arithmetic and comparisons of two numbers; ``%`` is not folded)."""
    kind = node[0]
    if kind == "literal":
        return node[1]
    if kind == "string":
        return "".join(node[1]) if node[2] is None and all(isinstance(p, str) for p in node[1]) else _NOT_CONST
    if kind == "array":
        items: list[Any] = []
        return items if node[1] is None or _const_items(node[1], items) else _NOT_CONST
    if kind == "object":
        built: dict[str, Any] = {}
        for k, v in node[1]:
            key = _const_value(k)
            if v is None or not isinstance(key, str):
                return _NOT_CONST
            value = _const_value(v)
            if value is _NOT_CONST:
                return _NOT_CONST
            built[key] = value
        return built
    if kind == "binop" and node[1] in _FOLDED:
        a, b = _const_value(node[2]), _const_value(node[3])
        if a is _NOT_CONST or b is _NOT_CONST:
            return _NOT_CONST
        if node[1] == "+" and (a is None or b is None):
            return b if a is None else a
        if isinstance(a, float) and isinstance(b, float):
            return float(_FOLDED[node[1]](a, b)) if node[1] in "+-*/" else bool(_FOLDED[node[1]](a, b))
    return _NOT_CONST


def _const_items(node: Any, into: list[Any]) -> bool:
    """A chain of constants jq 1.6 collects at compile time: ``a, b, c`` as it nests them (to the left;
    ``1, (2, 3)`` is built at run time)."""
    if node[0] == "comma":
        return node[2][0] != "comma" and _const_items(node[1], into) and _const_items(node[2], into)
    value = _const_value(node)
    into.append(value)
    return value is not _NOT_CONST


@dataclass(frozen=True)
class Directive:
    """``import PATH as NAME;`` (``data`` for ``as $NAME``) or ``include PATH;``, with its metadata object."""

    kind: str
    path: str
    alias: str | None
    data: bool
    meta: Node | None


_CACHE: dict[tuple[str, bool], Node] = {}


def parse(text: str, interpolation: bool = False) -> Node:
    node = _CACHE.get((text, interpolation))
    if node is None:
        p = _Parser(text)
        p.interpolation = interpolation
        node = p.program()
        if len(_CACHE) > 256:
            _CACHE.clear()
        _CACHE[(text, interpolation)] = node
    return node


def parse_defs(text: str) -> list[tuple[str, list[str], Node]]:
    """Parse a sequence of ``def``s (the builtins written in jq)."""
    p = _Parser(text)
    p.builtin = True
    out = []
    while p.at("kw", "def"):
        out.append(p.funcdef())
    if not p.at("eof"):
        raise JqSyntaxError("builtin definitions: trailing text")
    return out


__all__ = ["Directive", "JqSyntaxError", "Node", "parse", "parse_defs"]
