"""Arithmetic evaluation with bash's semantics (``$(( ))``, ``(( ))``, ``let``, subscripts).

Everything is signed 64-bit two's complement, as bash's ``intmax_t``:
``+ - * ** <<`` wrap around, ``/`` and ``%`` truncate toward zero, shift
counts are taken modulo 64 (what x86 does with bash's unchecked C shifts),
and ``INTMAX_MIN / -1`` is ``INTMAX_MIN`` (bash special-cases it).

A variable's value is itself an arithmetic expression (``x="1+2"``;
``$((x*3))`` is 9), evaluated recursively up to bash's limit of 1024 levels.

The interpreter supplies variables through :class:`ArithEnv` and a parser for
variable values (``vshell.syntax.parse_arith`` by default).  Errors are
:class:`ArithError` carrying bash's message text and its ``error token``; the
interpreter formats them with :meth:`ArithError.format`.
"""

from __future__ import annotations

import re as _re
import sys
from collections.abc import Callable
from typing import Protocol

from vshell.syntax import ast
from vshell.syntax.arith_parse import ASSIGN_OPS, ArithParser, run_parser
from vshell.syntax.errors import ArithSyntaxError

_MASK = (1 << 64) - 1
_SIGN = 1 << 63
INT_MIN = -(1 << 63)
INT_MAX = (1 << 63) - 1
#: bash's MAX_EXPR_RECURSION_LEVEL.
MAX_RECURSION = 1024
_STACK_NEEDED = 8 * MAX_RECURSION + 4000

# bash's digit set for base#digits with a base above 36.
_DIGITS64 = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ@_"
_DIGIT_VALUE64 = {c: i for i, c in enumerate(_DIGITS64)}


def wrap(value: int) -> int:
    """Reduce a Python int to bash's signed 64-bit range (two's complement wrap-around)."""
    value &= _MASK
    return value - (1 << 64) if value & _SIGN else value


def wrap_digits(digits: str, base: int = 10) -> int:
    """``wrap(int(digits, base))`` for any number of digits, in linear time: bash's value * base + digit in a
    64-bit integer (Python refuses to convert more than its limit of digits at once, and the work is quadratic)."""
    if len(digits) <= 1000:
        return wrap(int(digits, base))
    value = 0
    for i in range(0, len(digits), 1000):
        chunk = digits[i : i + 1000]
        value = (value * base ** len(chunk) + int(chunk, base)) & _MASK
    return wrap(value)


class ArithError(Exception):
    """An arithmetic evaluation error, as bash reports it.

    ``message`` is bash's text (``division by 0``), ``token`` the error token
    (bash prints ``(error token is "TOKEN")``; ``None`` omits it) and
    ``expression`` -- when set -- the text bash names instead of the whole
    expression (a bad constant names itself: ``08: value too great for base``;
    a variable's value names the value).
    """

    def __init__(
        self, message: str, token: str | None = None, expression: str | None = None, full: str | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.token = token
        self.expression = expression
        self.full = full
        self.in_subscript = False

    @classmethod
    def from_syntax_error(cls, full: str) -> ArithError:
        """Wrap the parser's already formatted ``ArithSyntaxError`` text (``1 +: syntax error: ...``)."""
        return cls(full, full=full)

    def format_in(self, context: str, expression: str) -> str:
        """:meth:`format` after the command's ``context`` (``((: ``, ``let: ``); an error in an
        array subscript has none, as bash evaluates a subscript on its own."""
        return (context if not self.in_subscript else "") + self.format(expression)

    def format(self, expression: str) -> str:
        """Bash's message without the ``bash: line N: `` prefix.

        ``expression`` is the arithmetic text as evaluated (bash strips the
        leading blanks and keeps the trailing ones: ``$(( 1/0 ))`` shows
        ``1/0 : division by 0 (error token is "0 ")``).
        """
        if self.full is not None:
            return self.full
        shown = self.expression if self.expression is not None else expression.lstrip(" \t\n")
        text = f"{shown}: {self.message}"
        if self.token is not None:
            text += f' (error token is "{self.token}")'
        return text


class ArithEnv(Protocol):
    """The variables arithmetic reads and writes (the interpreter implements it)."""

    def get(self, name: str, index: str | int | None) -> str | None:
        """The value of ``name`` (``name[index]`` when ``index`` is given), ``None`` when unset.

        ``index`` is an ``int`` for indexed arrays (already evaluated,
        possibly negative) and the key ``str`` for associative arrays; ``@`` or ``*`` may
        come for any variable (``$((a[@]))``), an error but for an associative array.
        ``set -u`` checking is the implementer's business (raise its own error).
        """
        ...

    def set(self, name: str, index: str | int | None, value: int) -> None:
        """Assign ``value`` (readonly and type attributes are the implementer's business)."""
        ...

    def is_assoc(self, name: str) -> bool:
        """True when ``name`` is an associative array (subscripts are then keys, not arithmetic)."""
        ...


ParseFn = Callable[[str], ast.ArithExpr]


def _default_parse(text: str) -> ast.ArithExpr:
    from vshell.syntax.arith_parse import parse_arith

    return parse_arith(text)


def parse_number(text: str) -> int:
    """Convert an integer constant as bash's arithmetic does.

    Accepts decimal, ``0x``/``0X`` hex, leading-``0`` octal and ``base#digits``
    (bases 2..64; digits ``0-9a-zA-Z@_``, letters case-insensitive up to base
    36).  Values wrap to 64 bits.  Raises :class:`ArithError` with bash's
    ``value too great for base``, ``invalid arithmetic base`` or ``invalid
    integer constant``; the error names the constant itself.
    """
    s = text
    base = 10
    digits = s
    if "#" in s:
        base_text, _, digits = s.partition("#")
        if not base_text.isdigit() or not base_text.isascii():
            raise ArithError("invalid arithmetic base", text, text)
        base = int(base_text)
        if base < 2 or base > 64:
            raise ArithError("invalid arithmetic base", text, text)
        if digits == "":
            raise ArithError("invalid integer constant", text, text)
    elif len(s) > 1 and s[0] == "0":
        if s[1] in "xX":
            base = 16
            digits = s[2:]
            if digits == "":
                return 0
        else:
            base = 8
            digits = s[1:]
    if base <= 36 and digits.isascii() and digits.isalnum():
        try:
            return wrap_digits(digits, base)
        except ValueError:
            raise ArithError("value too great for base", text, text)
    value = 0
    for ch in digits:
        d = _DIGIT_VALUE64.get(ch)
        if d is not None and base <= 36 and d >= 36:
            d -= 26  # upper-case letters mean the same as lower-case up to base 36
        if d is None or d >= base:
            raise ArithError("value too great for base", text, text)
        value = value * base + d
    return wrap(value)


def _is_plain_decimal(s: str) -> bool:
    return s.isascii() and s.isdigit() and (len(s) == 1 or s[0] != "0")


class ArithEvaluator:
    """Evaluates ``ArithExpr`` trees against an :class:`ArithEnv`.

    ``text`` (optional) is the source the tree was parsed from; when the
    parser's spans index into it, error tokens match bash's exactly.
    ``parse`` parses variable values; ``tick`` (optional) is called once per
    evaluation, for the interpreter's budget and cancellation.  Trees are
    compiled once into closures (:func:`compile_arith`), so a loop that
    evaluates the same node again pays only for the calls.
    """

    __slots__ = ("_depth", "env", "parse", "tick")

    def __init__(
        self,
        env: ArithEnv,
        parse: ParseFn | None = None,
        tick: Callable[[], None] | None = None,
    ) -> None:
        self.env = env
        self.parse = parse or _default_parse
        self.tick = tick
        self._depth = 0

    def evaluate(self, expr: ast.ArithExpr, text: str = "") -> int:
        """Evaluate ``expr`` and return its signed 64-bit value (raises :class:`ArithError`)."""
        if self.tick is not None:
            self.tick()
        return compile_arith(expr)(self, text)

    def evaluate_text(self, text: str) -> int:
        """Parse and evaluate ``text`` (blank text is 0, as for ``$(( ))``).  Text that does not
        parse is first evaluated as far as it goes, as bash evaluates while it parses: an error
        met before the syntax error is the one reported, and assignments before it are made."""
        if text.strip(" \t\n") == "":
            return 0
        try:
            tree = self.parse(text)
        except ArithSyntaxError:
            run_parser(_EagerParser(text, text.lstrip(" \t\n"), self))
            raise
        return self.evaluate(tree, text)

    def value_of(self, raw: str | None, name: str) -> int:
        """Arithmetic value of a variable's string value (recursively evaluated; unset/empty is 0)."""
        if raw is None:
            return 0
        if raw.isdigit() and raw.isascii() and (raw[0] != "0" or len(raw) == 1):
            return wrap_digits(raw)
        s = raw.strip(" \t\n")
        if s == "":
            return 0
        if _is_plain_decimal(s):
            return wrap_digits(s)
        if s[0] == "-" and _is_plain_decimal(s[1:]):
            return wrap(-wrap_digits(s[1:]))
        if self._depth >= MAX_RECURSION:
            raise ArithError("expression recursion level exceeded", s, s)
        if self._depth == 64 and sys.getrecursionlimit() < _STACK_NEEDED:
            # bash allows 1024 nested variable values; each costs a few Python frames
            sys.setrecursionlimit(_STACK_NEEDED)
        self._depth += 1
        try:
            try:
                tree = self.parse(s)
            except ArithError as err:
                if err.expression is None:
                    err.expression = s
                raise
            except ArithSyntaxError as err:
                raise ArithError.from_syntax_error(err.message)
            try:
                return compile_arith(tree)(self, s)
            except ArithError as err:
                if err.expression is None:
                    err.expression = s
                raise
        finally:
            self._depth -= 1


class _EagerParser(ArithParser):
    """bash's order for text that does not parse: each node is evaluated as soon as it is complete
    (a variable as soon as it is read), the untaken sides of ``&&``, ``||`` and ``?:`` are not,
    and a bad constant names the text up to itself (``1 + 08: value too great for base``)."""

    __slots__ = ("ev",)

    def __init__(self, text: str, whole: str, ev: ArithEvaluator) -> None:
        super().__init__(text, whole)
        self.ev = ev

    def _constant(self, node: ast.ArithExpr) -> ast.ArithExpr:
        if self.noeval:
            return ast.ArithNumber("0", span=node.span)
        value = compile_arith(node)(self.ev, self.text)
        if value < 0:
            return ast.ArithUnary("-", ast.ArithNumber(str(-value)), span=node.span)
        return ast.ArithNumber(str(value), span=node.span)

    def done(self, node: ast.ArithExpr) -> ast.ArithExpr:
        return self._constant(node)

    def guarded(self, op: str, left: ast.ArithExpr) -> bool:
        value = 0 if self.noeval else compile_arith(left)(self.ev, self.text)
        return value == 0 if op == "||" else value != 0

    def primary(self) -> ast.ArithExpr:
        if self.kind == "num":
            try:
                parse_number(self.tok)
            except ArithError as err:
                err.expression = self.text[: self.pos].lstrip(" \t\n")
                raise
        node = super().primary()
        if isinstance(node, ast.ArithVar) and not (self.kind == "op" and self.tok in ASSIGN_OPS):
            return self._constant(node)  # bash reads a variable when it reads its name
        return node


class _Run:
    """The source text of one evaluation, for bash's error tokens and associative keys."""

    __slots__ = ("ev", "text")

    def __init__(self, ev: ArithEvaluator, text: str) -> None:
        self.ev = ev
        self.text = text

    # -- error tokens -------------------------------------------------------

    def _after(self, node: ast.ArithExpr, skip_op: str = "") -> str | None:
        """Source text after ``node`` (then after ``skip_op``), blanks stripped on the left."""
        end = node.span.end
        if not self.text or end <= 0 or end > len(self.text):
            return None
        rest = self.text[end:].lstrip(" \t\n")
        if skip_op and rest.startswith(skip_op):
            rest = rest[len(skip_op) :].lstrip(" \t\n")
        return rest

    def _divisor_token(self, left: ast.ArithExpr, op: str, right: ast.ArithExpr) -> str:
        start = right.span.start
        if start > 0 and self.text and start < len(self.text):
            return self.text[start:]  # the parser located the divisor: the text from there on
        tok = self._after(left, op)
        if tok is not None:
            return tok
        # no spans: find the divisor as written after the operator, the last such place in the text
        if isinstance(right, (ast.ArithNumber, ast.ArithVar)) and self.text:
            word = right.text if isinstance(right, ast.ArithNumber) else right.name
            found = [
                m.start(1) for m in _re.finditer(_re.escape(op) + r"[ \t\n]*(" + _re.escape(word) + ")", self.text)
            ]
            if found:
                return self.text[found[-1] :]
        return self.text.lstrip(" \t\n") if self.text else "0"

    def _exponent_token(self, right: ast.ArithExpr) -> str:
        """bash names the token after the exponent, or the exponent's last token at the end of input."""
        start = right.span.start
        if start > 0 and self.text and start < len(self.text):
            return self.text[start:]
        tok = self._after(right)
        if tok:
            return tok
        inner = right.operand if isinstance(right, ast.ArithUnary) else right
        if self.text and isinstance(inner, (ast.ArithNumber, ast.ArithVar)):
            word = inner.text if isinstance(inner, ast.ArithNumber) else inner.name
            found = list(_re.finditer(r"\*\*[ \t\n]*[-+]?[ \t\n]*(" + _re.escape(word) + ")", self.text))
            if found:
                rest = self.text[found[-1].end() :]
                return rest.lstrip(" \t\n") if rest.strip(" \t\n") else self.text[found[-1].start(1) :]
        return ""

    def assoc_key(self, idx: ast.ArithExpr) -> str | None:
        """An associative array's key as written (bash does not evaluate it), when recoverable."""
        if self.text and 0 <= idx.span.start < idx.span.end <= len(self.text):
            return self.text[idx.span.start : idx.span.end]
        if isinstance(idx, ast.ArithVar) and idx.index is None:
            return idx.name
        if isinstance(idx, ast.ArithNumber):
            return idx.text
        return None


def apply_op(op: str, a: int, b: int) -> int:
    """Apply binary operator ``op`` to 64-bit values with bash's wrap-around (no zero checks)."""
    if op == "+":
        return wrap(a + b)
    if op == "-":
        return wrap(a - b)
    if op == "*":
        return wrap(a * b)
    if op == "/":
        if a == INT_MIN and b == -1:
            return INT_MIN
        q = abs(a) // abs(b)
        return wrap(q if (a < 0) == (b < 0) else -q)
    if op == "%":
        if b == -1:
            return 0
        r = abs(a) % abs(b)
        return -r if a < 0 else r
    if op == "**":
        # modular exponentiation: 2**99999999 costs microseconds and wraps like bash
        return wrap(pow(a, b, 1 << 64)) if b > 0 else 1
    if op == "<<":
        return wrap(a << (b & 63))
    if op == ">>":
        return a >> (b & 63)
    if op == "<":
        return int(a < b)
    if op == "<=":
        return int(a <= b)
    if op == ">":
        return int(a > b)
    if op == ">=":
        return int(a >= b)
    if op == "==":
        return int(a == b)
    if op == "!=":
        return int(a != b)
    if op == "&":
        return a & b
    if op == "|":
        return a | b
    if op == "^":
        return a ^ b
    raise ArithError("syntax error: invalid arithmetic operator", op)


def evaluate(
    expr: ast.ArithExpr,
    env: ArithEnv,
    *,
    text: str = "",
    parse: ParseFn | None = None,
    tick: Callable[[], None] | None = None,
) -> int:
    """Evaluate one arithmetic tree; see :class:`ArithEvaluator` for the arguments."""
    return ArithEvaluator(env, parse, tick).evaluate(expr, text)


# ---------------------------------------------------------------------------
# Compilation to closures: each node is prepared once (bash re-parses the text
# on every loop iteration; we do not), then a run is a chain of calls.
# ---------------------------------------------------------------------------

ArithFn = Callable[[ArithEvaluator, str], int]
"""A compiled expression: ``fn(evaluator, source_text) -> value``."""

_COMPILED: dict[int, tuple[ast.ArithExpr, ArithFn]] = {}
_COMPILED_MAX = 4096


def compile_arith(expr: ast.ArithExpr) -> ArithFn:
    """The closure for ``expr``, cached by node identity (the tree is kept alive by the cache)."""
    hit = _COMPILED.get(id(expr))
    if hit is not None and hit[0] is expr:
        return hit[1]
    fn = _compile(expr)
    bad = _first_bad_constant(expr)
    if bad is not None:
        fn = _constant_error(bad)
    if len(_COMPILED) >= _COMPILED_MAX:
        _COMPILED.clear()
    _COMPILED[id(expr)] = (expr, fn)
    return fn


def _fits(v: int) -> int:
    return v if INT_MIN <= v <= INT_MAX else wrap(v)


def _compile(node: ast.ArithExpr) -> ArithFn:
    match node:
        case ast.ArithNumber(text=text):
            value = wrap_digits(text) if _is_plain_decimal(text) else None
            if value is not None:
                const = value
                return lambda ev, src: const
            return lambda ev, src: parse_number(text)
        case ast.ArithVar(name=name, index=None):

            def scalar(ev: ArithEvaluator, src: str) -> int:
                raw = ev.env.get(name, None)
                if raw is None:
                    return 0
                if raw.isdigit() and raw.isascii() and (raw[0] != "0" or len(raw) == 1):
                    v = int(raw)
                    return v if v <= INT_MAX else wrap(v)
                return ev.value_of(raw, name)

            return scalar
        case ast.ArithVar():
            read = _compile_read(node)
            return lambda ev, src: read(ev, src)[0]
        case ast.ArithUnary(op=op, operand=operand):
            f = _compile(operand)
            if op == "-":
                return lambda ev, src: _fits(-f(ev, src))
            if op == "+":
                return f
            if op == "!":
                return lambda ev, src: int(f(ev, src) == 0)
            if op == "~":
                return lambda ev, src: ~f(ev, src)
            return _fail("syntax error: operand expected", op)
        case ast.ArithIncDec(op=op, prefix=prefix, target=target):
            return _compile_incdec(target, 1 if op == "++" else -1, prefix)
        case ast.ArithBinary(op=op, left=left, right=right):
            return _compile_binary(op, left, right)
        case ast.ArithAssign(op=op, target=target, value=value):
            return _compile_assign(op, target, value)
        case ast.ArithTernary(cond=cond, then=then, otherwise=otherwise):
            c, t, o = _compile(cond), _compile(then), _compile(otherwise)
            return lambda ev, src: t(ev, src) if c(ev, src) != 0 else o(ev, src)
        case ast.ArithUnparsed(text=text):
            return _unparsed(text)
    return _fail("syntax error in expression", None)


def _unparsed(text: str) -> ArithFn:
    """An indexed array's subscript that does not parse: bash names the subscript text in the error."""

    def fn(ev: ArithEvaluator, src: str) -> int:
        try:
            tree = ev.parse(text)
        except ArithSyntaxError as err:
            raise ArithError.from_syntax_error(err.message) from None
        return compile_arith(tree)(ev, text)

    return fn


def _fail(message: str, token: str | None) -> ArithFn:
    def fn(ev: ArithEvaluator, src: str) -> int:
        raise ArithError(message, token)

    return fn


_Read = Callable[[ArithEvaluator, str], tuple[int, "str | int | None"]]


def _compile_index(var: ast.ArithVar) -> Callable[[ArithEvaluator, str], str | int | None]:
    if var.index is None:
        return lambda ev, src: None
    idx_node = var.index
    idx_fn = compile_arith(idx_node)
    name = var.name

    key_text = var.key
    if key_text in ("@", "*"):
        # the key of an associative array; for any other variable the env reports
        # `a[@]: bad array subscript` and the element reads as 0 and is never assigned
        return lambda ev, src: key_text

    def index(ev: ArithEvaluator, src: str) -> str | int | None:
        if ev.env.is_assoc(name):
            # bash takes an associative array's key as written (`m[a-b]` is the key "a-b")
            key = key_text if key_text is not None else _Run(ev, src).assoc_key(idx_node)
            return key if key is not None else str(idx_fn(ev, src))
        if key_text is None:
            return idx_fn(ev, src)
        try:
            return idx_fn(ev, key_text)  # bash evaluates the subscript as a text of its own
        except ArithError as err:
            if err.expression is None:
                err.expression = key_text.lstrip(" \t\n")
            err.in_subscript = True
            raise

    return index


def _compile_read(var: ast.ArithVar) -> _Read:
    name = var.name
    if var.index is None:

        def read_scalar(ev: ArithEvaluator, src: str) -> tuple[int, str | int | None]:
            raw = ev.env.get(name, None)
            if raw is None:
                return 0, None
            if raw.isdigit() and raw.isascii() and (raw[0] != "0" or len(raw) == 1):
                return _fits(int(raw)), None
            return ev.value_of(raw, name), None

        return read_scalar
    index_fn = _compile_index(var)

    def read_element(ev: ArithEvaluator, src: str) -> tuple[int, str | int | None]:
        index = index_fn(ev, src)
        return ev.value_of(ev.env.get(name, index), name), index

    return read_element


def _compile_incdec(target: ast.ArithVar, delta: int, prefix: bool) -> ArithFn:
    read = _compile_read(target)
    name = target.name

    def incdec(ev: ArithEvaluator, src: str) -> int:
        old, index = read(ev, src)
        new = _fits(old + delta)
        ev.env.set(name, index, new)
        return new if prefix else old

    return incdec


def _compile_binary(op: str, left: ast.ArithExpr, right: ast.ArithExpr) -> ArithFn:
    lf, rf = _compile(left), _compile(right)
    if op == "&&":
        return lambda ev, src: int(lf(ev, src) != 0 and rf(ev, src) != 0)
    if op == "||":
        return lambda ev, src: int(lf(ev, src) != 0 or rf(ev, src) != 0)
    if op == ",":
        return lambda ev, src: (lf(ev, src), rf(ev, src))[1]
    if op == "+":
        return lambda ev, src: v if INT_MIN <= (v := lf(ev, src) + rf(ev, src)) <= INT_MAX else wrap(v)
    if op == "-":
        return lambda ev, src: v if INT_MIN <= (v := lf(ev, src) - rf(ev, src)) <= INT_MAX else wrap(v)
    if op == "*":
        return lambda ev, src: v if INT_MIN <= (v := lf(ev, src) * rf(ev, src)) <= INT_MAX else wrap(v)
    if op == "<":
        return lambda ev, src: int(lf(ev, src) < rf(ev, src))
    if op == "<=":
        return lambda ev, src: int(lf(ev, src) <= rf(ev, src))
    if op == ">":
        return lambda ev, src: int(lf(ev, src) > rf(ev, src))
    if op == ">=":
        return lambda ev, src: int(lf(ev, src) >= rf(ev, src))
    if op == "==":
        return lambda ev, src: int(lf(ev, src) == rf(ev, src))
    if op == "!=":
        return lambda ev, src: int(lf(ev, src) != rf(ev, src))

    def general(ev: ArithEvaluator, src: str) -> int:
        a = lf(ev, src)
        b = rf(ev, src)
        if b == 0 and (op == "/" or op == "%"):
            raise ArithError("division by 0", _Run(ev, src)._divisor_token(left, op, right))
        if op == "**" and b < 0:
            raise ArithError("exponent less than 0", _Run(ev, src)._exponent_token(right))
        return apply_op(op, a, b)

    return general


def _compile_assign(op: str, target: ast.ArithVar, value: ast.ArithExpr) -> ArithFn:
    index_fn = _compile_index(target)
    vf = _compile(value)
    name = target.name
    if op == "=":

        def assign(ev: ArithEvaluator, src: str) -> int:
            index = index_fn(ev, src)
            result = vf(ev, src)
            ev.env.set(name, index, result)
            return result

        return assign
    bop = op[:-1]

    def update(ev: ArithEvaluator, src: str) -> int:
        index = index_fn(ev, src)
        old = ev.value_of(ev.env.get(name, index), name)
        b = vf(ev, src)
        if b == 0 and (bop == "/" or bop == "%"):
            raise ArithError("division by 0", _Run(ev, src)._divisor_token(target, op, value))
        result = apply_op(bop, old, b)
        ev.env.set(name, index, result)
        return result

    return update


# stands for a subscript in the list of constants: bash evaluates it (its constants with it) where it is read
_SUBSCRIPT = ast.ArithNumber("subscript")


def _constants(node: ast.ArithExpr | None) -> list[ast.ArithNumber]:
    """The numeric literals of ``node`` in source order (a subscript as ``_SUBSCRIPT``)."""
    match node:
        case None:
            return []
        case ast.ArithNumber():
            return [node]
        case ast.ArithVar(index=index):
            return [] if index is None or not _first_bad_in(_constants(index)) else [_SUBSCRIPT]
        case ast.ArithUnary(operand=operand):
            return _constants(operand)
        case ast.ArithIncDec(target=target):
            return _constants(target)
        case ast.ArithBinary(left=left, right=right):
            return _constants(left) + _constants(right)
        case ast.ArithAssign(target=target, value=value):
            return _constants(target) + _constants(value)
        case ast.ArithTernary(cond=cond, then=then, otherwise=otherwise):
            return _constants(cond) + _constants(then) + _constants(otherwise)
    return []


def _first_bad_constant(expr: ast.ArithExpr) -> ast.ArithNumber | None:
    """The first constant that does not convert, unless a subscript holding one comes first (its
    own evaluation reports it, naming the subscript's text)."""
    bad = _first_bad_in(_constants(expr))
    return None if bad is _SUBSCRIPT else bad


def _first_bad_in(numbers: list[ast.ArithNumber]) -> ast.ArithNumber | None:
    for number in numbers:
        if number is _SUBSCRIPT:
            return number
        if not _is_plain_decimal(number.text):
            try:
                parse_number(number.text)
            except ArithError:
                return number
    return None


def _constant_error(number: ast.ArithNumber) -> ArithFn:
    """bash converts constants while reading them, even in branches it will not evaluate, so a bad one
    fails the whole expression; the message names the text up to the end of the constant."""

    def fail(ev: ArithEvaluator, src: str) -> int:
        try:
            parse_number(number.text)
        except ArithError as err:
            shown = src.lstrip(" \t\n")
            found = _re.search(r"(?<![0-9A-Za-z_#@])" + _re.escape(number.text) + r"(?![0-9A-Za-z_#@])", shown)
            if found is not None:
                err.expression = shown[: found.end()]
            raise
        return 0

    return fail
