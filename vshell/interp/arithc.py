"""Arithmetic compiled to closures, prepared once per AST node (the loop benchmarks' hot path).

bash re-parses arithmetic text on every evaluation; vshell compiles each
``Arith`` node once into nested Python closures for the common operators and
falls back to the reference evaluator (``vshell.expand.arith``) for the rest
and for every error, so messages stay exactly bash's.  A fallback re-runs the
whole expression, so expressions that can fail (``/ % **``) are compiled only
when they have no side effects (no assignment, no ``++``/``--``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from vshell.expand import arith as arith_mod
from vshell.expand.arith import wrap_digits
from vshell.expand.errors import ShellError
from vshell.expand.variables import A_ARRAY, A_ASSOC, A_NAMEREF
from vshell.interp.errors import ArithAssignFailed
from vshell.syntax import ast

Fn = Callable[[Any], int]

_MASK = (1 << 64) - 1
_SIGN = 1 << 63


class Fallback(Exception):
    """Evaluate with the reference evaluator instead (errors, rare operators)."""


def _wrap(v: int) -> int:
    if -_SIGN <= v < _SIGN:
        return v
    v &= _MASK
    return v - (1 << 64) if v & _SIGN else v


def _has_effects(e: ast.ArithExpr) -> bool:
    match e:
        case ast.ArithAssign() | ast.ArithIncDec():
            return True
        case ast.ArithUnary(operand=o):
            return _has_effects(o)
        case ast.ArithBinary(left=l, right=r):
            return _has_effects(l) or _has_effects(r)
        case ast.ArithTernary(cond=c, then=t, otherwise=o):
            return _has_effects(c) or _has_effects(t) or _has_effects(o)
        case ast.ArithVar(index=i):
            return i is not None and _has_effects(i)
    return False


def _dec(raw: str) -> bool:
    """A canonical decimal (what arithmetic stores): its value is plain ``int``."""
    d = raw[1:] if raw[:1] == "-" else raw
    return d.isdigit() and d.isascii() and (d[0] != "0" or len(d) == 1)


# Variable attributes under which a read is more than the scalar's text (arrays, namerefs).
_READ_SLOW = A_ARRAY | A_ASSOC | A_NAMEREF


def _read(name: str) -> Fn:
    def read(sh: Any) -> int:
        vs = sh.vars
        v = vs.scopes[-1].get(name)
        if v is not None and not v.attrs & _READ_SLOW and name not in vs.dynamic:
            raw = v.value
            if raw is v.num_of:
                return v.num  # type: ignore[no-any-return]
        else:
            # an outer scope, a dynamic variable (RANDOM...), an array or nameref: ask the store
            raw = vs.get(name)
            v = None
        if raw is None:
            if sh.opts["nounset"]:
                return sh.arith_unset(name)  # type: ignore[no-any-return]
            return 0
        if raw.isdigit() and raw.isascii() and (raw[0] != "0" or len(raw) == 1):
            n = int(raw) if len(raw) <= 1000 else wrap_digits(raw)
            if n >= _SIGN:
                return _wrap(n)
            if v is not None:
                v.num = n
                v.num_of = raw
            return n
        if _dec(raw):
            if len(raw) <= 1000:
                return _wrap(int(raw))
            return _wrap(-wrap_digits(raw[1:])) if raw[0] == "-" else wrap_digits(raw)
        return sh.arith_value(raw, name)  # type: ignore[no-any-return]

    return read


def _store(sh: Any, name: str, value: int) -> None:
    """An assignment made by compiled arithmetic; errors (readonly...) as the evaluator's."""
    try:
        sh.vars.set_number(name, value)
    except ShellError as err:
        sh.error(err.message)
        raise ArithAssignFailed(1) from None


_BIN: dict[str, Callable[[int, int], int]] = {
    "+": lambda a, b: _wrap(a + b),
    "-": lambda a, b: _wrap(a - b),
    "*": lambda a, b: _wrap(a * b),
    "<": lambda a, b: 1 if a < b else 0,
    "<=": lambda a, b: 1 if a <= b else 0,
    ">": lambda a, b: 1 if a > b else 0,
    ">=": lambda a, b: 1 if a >= b else 0,
    "==": lambda a, b: 1 if a == b else 0,
    "!=": lambda a, b: 1 if a != b else 0,
    "&": lambda a, b: a & b,
    "|": lambda a, b: a | b,
    "^": lambda a, b: a ^ b,
}


_COMPARE: dict[str, Callable[[Fn, int], Fn]] = {
    "<": lambda f, n: lambda sh: 1 if f(sh) < n else 0,
    "<=": lambda f, n: lambda sh: 1 if f(sh) <= n else 0,
    ">": lambda f, n: lambda sh: 1 if f(sh) > n else 0,
    ">=": lambda f, n: lambda sh: 1 if f(sh) >= n else 0,
    "==": lambda f, n: lambda sh: 1 if f(sh) == n else 0,
    "!=": lambda f, n: lambda sh: 1 if f(sh) != n else 0,
}


def _div(a: int, b: int) -> int:
    if b == 0:
        raise Fallback
    q = abs(a) // abs(b)
    return _wrap(q if (a >= 0) == (b >= 0) else -q)


def _mod(a: int, b: int) -> int:
    if b == 0:
        raise Fallback
    r = abs(a) % abs(b)
    return r if a >= 0 else -r


class _Compiler:
    def __init__(self, pure: bool, slots: dict[str, int]) -> None:
        self.pure = pure
        self.slots = slots
        self.ok = True  # False once a slot is used other than as a plain operand

    def c(self, e: ast.ArithExpr) -> Fn | None:
        match e:
            case ast.ArithNumber(text=t):
                try:
                    n = arith_mod.parse_number(t)
                except arith_mod.ArithError:
                    return None
                return lambda sh: n
            case ast.ArithVar(name=name, index=None):
                if not (name[0].isalpha() or name[0] == "_"):
                    return None
                slot = self.slots.get(name)
                if slot is not None:
                    return lambda sh: sh.arith_slots[slot]  # type: ignore[no-any-return]
                return _read(name)
            case ast.ArithVar(name=name) if name in self.slots:
                self.ok = False  # `$x[1]`: the expansion is part of a name, not a value
                return None
            case ast.ArithUnary(op=op, operand=o):
                f = self.c(o)
                if f is None:
                    return None
                if op == "-":
                    return lambda sh: _wrap(-f(sh))
                if op == "+":
                    return f
                if op == "!":
                    return lambda sh: 0 if f(sh) else 1
                if op == "~":
                    return lambda sh: ~f(sh)
                return None
            case ast.ArithBinary(op=op, left=l, right=r):
                return self._binary(op, l, r)
            case ast.ArithTernary(cond=c0, then=t0, otherwise=o0):
                fc, ft, fo = self.c(c0), self.c(t0), self.c(o0)
                if fc is None or ft is None or fo is None:
                    return None
                return lambda sh: ft(sh) if fc(sh) else fo(sh)
            case ast.ArithAssign(target=ast.ArithVar(name=name)) | ast.ArithIncDec(
                target=ast.ArithVar(name=name)
            ) if name in self.slots:
                self.ok = False  # `$x=1`, `++$x`: the expansion names the variable
                return None
            case ast.ArithAssign(op=op, target=ast.ArithVar(name=name, index=None), value=v):
                fv = self.c(v)
                if fv is None:
                    return None
                if op == "=":

                    def assign(sh: Any) -> int:
                        val = fv(sh)
                        _store(sh, name, val)
                        return val

                    return assign
                binop = _BIN.get(op[:-1])
                if binop is None:
                    return None
                rd = _read(name)

                def update(sh: Any) -> int:
                    val = binop(rd(sh), fv(sh))  # type: ignore[misc]
                    _store(sh, name, val)
                    return val

                return update
            case ast.ArithIncDec(op=op, prefix=prefix, target=ast.ArithVar(name=name, index=None)):
                rd = _read(name)
                delta = 1 if op == "++" else -1

                def incdec(sh: Any) -> int:
                    vs = sh.vars
                    v = vs.scopes[-1].get(name)
                    if v is not None and v.value is v.num_of and not v.attrs and name not in vs.dynamic:
                        # the loop counter: a plain variable holding the number arithmetic stored
                        old = v.num
                        new = old + delta
                        if -_SIGN <= new < _SIGN:
                            text = str(new)
                            v.value = text
                            v.num = new
                            v.num_of = text
                            return new if prefix else old  # type: ignore[no-any-return]
                    old = rd(sh)
                    new = _wrap(old + delta)
                    _store(sh, name, new)
                    return new if prefix else old

                return incdec
        return None

    def _binary(self, op: str, lhs: ast.ArithExpr, rhs: ast.ArithExpr) -> Fn | None:
        fl, fr = self.c(lhs), self.c(rhs)
        if fl is None or fr is None:
            return None
        if op == "&&":
            return lambda sh: int(bool(fl(sh)) and bool(fr(sh)))
        if op == "||":
            return lambda sh: int(bool(fl(sh)) or bool(fr(sh)))
        if op == ",":
            return lambda sh: (fl(sh), fr(sh))[1]
        if op in ("/", "%"):
            if not self.pure:
                return None
            g = _div if op == "/" else _mod
            return lambda sh: g(fl(sh), fr(sh))
        f2 = _BIN.get(op)
        if f2 is None:
            return None
        if op == "+":

            def add(sh: Any) -> int:
                v = fl(sh) + fr(sh)
                return v if -_SIGN <= v < _SIGN else _wrap(v)

            return add
        if op in _COMPARE and isinstance(rhs, ast.ArithNumber):
            # `i < n`, the loop condition: the constant folded into the closure
            try:
                n = arith_mod.parse_number(rhs.text)
            except arith_mod.ArithError:
                return None
            return _COMPARE[op](fl, n)
        return lambda sh: f2(fl(sh), fr(sh))


def compile_arith(expr: ast.ArithExpr, slots: dict[str, int] | None = None) -> Fn | None:
    """A closure evaluating ``expr``; it raises ``Fallback`` (only when the expression has no side
    effects) where the reference evaluator must decide, and ``ArithError`` for errors in values.

    ``slots`` maps placeholder variable names to indexes into ``sh.arith_slots``
    (expansions filled in at run time); a placeholder used as anything but a
    plain operand gives None.
    """
    compiler = _Compiler(not _has_effects(expr), slots or {})
    fn = compiler.c(expr)
    return fn if compiler.ok else None
