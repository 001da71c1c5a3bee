"""``[[ ]]``: no splitting or globbing of operands, patterns on the right of ``==``/``!=``, ``=~`` with BASH_REMATCH."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.expand import pattern as pat
from vshell.expand.words import (
    QUOTED,
    Piece,
    c_locale,
    expand_parts,
    expand_pattern,
    expand_word_quoted,
    quoted_value,
)
from vshell.lib import test_expr
from vshell.syntax import ast
from vshell.syntax.words import tilde_parts

if TYPE_CHECKING:
    from vshell.interp.shell import Interp


class CondError(Exception):
    """An operand error already reported (``[[ a -nt ]]``...): the command's status is 2."""


def eval_cond(sh: Interp, expr: ast.CondExpr) -> int:
    try:
        if sh.opts["xtrace"]:
            return 0 if _traced(sh, expr, False) else 1
        return 0 if prepared_cond(expr)(sh) else 1
    except CondError:
        return 2


def prepared_cond(expr: ast.CondExpr) -> Callable[[Interp], bool]:
    """The closure of a ``[[ ]]`` expression: its truth, or ``CondError``."""
    entry = _COMPILED.get(id(expr))
    if entry is None or entry[0] is not expr:
        if len(_COMPILED) >= _MAX:
            _COMPILED.clear()
        entry = _COMPILED[id(expr)] = (expr, _compile(expr))
    return entry[1]


# ``[[ ]]`` expressions compiled to closures once per node, keyed by id (the entry keeps the node
# alive); bounded.  Forms without a closure of their own run through ``_eval``.
_COMPILED: dict[int, tuple[ast.CondExpr, Callable[[Interp], bool]]] = {}
_MAX = 8192


def _compile(e: ast.CondExpr) -> Callable[[Interp], bool]:
    match e:
        case ast.CondAnd(left=l, right=r):
            left, right = _compile(l), _compile(r)
            return lambda sh: left(sh) and right(sh)
        case ast.CondOr(left=l, right=r):
            left, right = _compile(l), _compile(r)
            return lambda sh: left(sh) or right(sh)
        case ast.CondNot(operand=x):
            inner = _compile(x)
            return lambda sh: not inner(sh)
        case ast.CondGroup(inner=x):
            return _compile(x)
        case ast.CondWord(word=w):
            get = _operand_fn(w)
            return lambda sh: get(sh) != ""
        case ast.CondUnary(op="-n", operand=w):
            get = _operand_fn(w)
            return lambda sh: get(sh) != ""
        case ast.CondUnary(op="-z", operand=w):
            get = _operand_fn(w)
            return lambda sh: get(sh) == ""
        case ast.CondBinary(op="==" | "=" | "!=" as op, left=lw, right=rw):
            test = _pattern_fn(rw)
            if test is not None:
                get = _operand_fn(lw)
                if op == "!=":
                    return lambda sh: not test(sh, get(sh))
                return lambda sh: test(sh, get(sh))
    return lambda sh: _eval(sh, e)


def _operand_fn(w: ast.Word) -> Callable[[Interp], str]:
    parts = w.parts
    if len(parts) == 1:
        p = parts[0]
        if type(p) is ast.DoubleQuoted and not p.locale and len(p.parts) == 1:
            p = p.parts[0]
        if type(p) is ast.Lit or type(p) is ast.SingleQuoted:
            text = p.text
            return lambda sh: text
    return lambda sh: _operand(sh, w)


def _pattern_fn(w: ast.Word) -> Callable[[Interp, str], bool] | None:
    """A right-hand pattern without expansions, compiled once per nocasematch setting (extglob is
    always on there); None when it has expansions (expanded on each run)."""
    if not all(type(p) is ast.Lit or type(p) is ast.SingleQuoted for p in w.parts):
        return None
    pieces = [(p.text, type(p) is ast.SingleQuoted) for p in w.parts]  # type: ignore[union-attr]
    compiled: dict[bool, pat.CompiledPattern] = {}

    def match(sh: Interp, s: str) -> bool:
        nocase = sh.shopts["nocasematch"]
        cp = compiled.get(nocase)
        if cp is None:
            cp = compiled[nocase] = pat.compile_pattern(pieces, pat.PatternFlags(extglob=True, nocase=nocase))
        if cp.literal is not None and not cp.nocase:
            return s == cp.literal
        if cp.head is not None:
            return s.startswith(cp.head)
        if cp.tail is not None:
            return s.endswith(cp.tail)
        if not s.isascii() and c_locale(sh):  # LC_ALL=C: `?` is one byte
            return pat.match(pieces, s, pat.PatternFlags(extglob=True, nocase=nocase, c_locale=True), sh.tick)
        return cp.fullmatch(s, tick=sh.tick)

    return match


def _traced(sh: Interp, e: ast.CondExpr, invert: bool) -> bool:
    """``[[ ]]`` under ``set -x``, as bash traces it: each term as it is evaluated (so ``&&`` and
    ``||`` leave out what they skip), ``[[ -n x ]]`` for a lone word, an empty value as ``''``, a
    ``!`` only before the term it applies to."""
    match e:
        case ast.CondNot(operand=x):
            return _traced(sh, x, not invert)
        case ast.CondGroup(inner=x):
            return invert != _traced(sh, x, False)
        case ast.CondAnd(left=l, right=r):
            return invert != (_traced(sh, l, False) and _traced(sh, r, False))
        case ast.CondOr(left=l, right=r):
            return invert != (_traced(sh, l, False) or _traced(sh, r, False))
        case ast.CondWord(word=w):
            arg = _operand(sh, w)
            _trace(sh, invert, "-n", arg)
            return invert != (arg != "")
        case ast.CondUnary(op=op, operand=w):
            arg = _operand(sh, w)
            _trace(sh, invert, op, arg)
            return invert != _unary(sh, op, arg)
        case ast.CondBinary(op=op, left=l, right=r):
            return invert != _binary(sh, op, l, r, invert)
    raise TypeError(type(e).__name__)


def _trace(sh: Interp, invert: bool, *words: str) -> None:
    shown = [w if w else "''" for w in words]
    sh.xtrace_line(["[[", *(["!"] if invert else []), *shown, "]]"], raw=True)


def _pattern_text(pieces: list[tuple[str, bool]]) -> str:
    """A right-hand pattern as bash traces it: each quoted character after a backslash."""
    return "".join("".join("\\" + c for c in text) if quoted else text for text, quoted in pieces)


def _operand(sh: Interp, w: ast.Word) -> str:
    """An operand's text: a lone literal or ``$name``/``"$name"`` directly, anything else expanded."""
    parts = w.parts
    if len(parts) == 1:
        p = parts[0]
        if type(p) is ast.DoubleQuoted and not p.locale and len(p.parts) == 1:
            p = p.parts[0]
        if type(p) is ast.Lit or type(p) is ast.SingleQuoted:
            return p.text
        if type(p) is ast.ParamExp and p.op is None and p.index is None and p.prefix is ast.ParamPrefix.NONE:
            value = quoted_value(sh, p.name)
            if value is not None:
                return value
    return expand_word_quoted(sh, w)


def _eval(sh: Interp, e: ast.CondExpr) -> bool:
    match e:
        case ast.CondWord(word=w):
            return _operand(sh, w) != ""
        case ast.CondNot(operand=x):
            return not _eval(sh, x)
        case ast.CondAnd(left=l, right=r):
            return _eval(sh, l) and _eval(sh, r)
        case ast.CondOr(left=l, right=r):
            return _eval(sh, l) or _eval(sh, r)
        case ast.CondGroup(inner=x):
            return _eval(sh, x)
        case ast.CondUnary(op=op, operand=w):
            return _unary(sh, op, _operand(sh, w))
        case ast.CondBinary(op=op, left=l, right=r):
            return _binary(sh, op, l, r)
    raise TypeError(type(e).__name__)


def _unary(sh: Interp, op: str, arg: str) -> bool:
    if op == "-n" or op == "-z":
        return (arg != "") is (op == "-n")
    from vshell.fs.devices import bind_fds
    from vshell.interp.builtins.basic import test_context

    with bind_fds(sh.fds):
        return test_expr.unary_test(op, arg, test_context(sh))


def _binary(sh: Interp, op: str, lw: ast.Word, rw: ast.Word, trace: bool | None = None) -> bool:
    """A binary test; ``trace`` (not None: ``set -x``, True when inverted) prints the term first."""
    left = _operand(sh, lw)
    if op in ("==", "=", "!="):
        pieces = expand_pattern(sh, rw)
        if trace is not None:
            _trace(sh, trace, left, op, _pattern_text(pieces))
        cbytes = not left.isascii() and c_locale(sh)  # LC_ALL=C: `?` is one byte
        flags = pat.PatternFlags(extglob=True, nocase=sh.shopts["nocasematch"], c_locale=cbytes)
        m = pat.match(pieces, left, flags, sh.tick)
        return m if op != "!=" else not m
    if op == "=~":
        src, shown = _regex_source(sh, rw)
        if trace is not None:
            _trace(sh, trace, left, op, shown)
        return _regex_match(sh, left, src)
    right = _operand(sh, rw)
    if trace is not None:
        _trace(sh, trace, left, op, right)
    if op in ("<", ">"):
        lb = left.encode("utf-8", "surrogateescape")
        rb = right.encode("utf-8", "surrogateescape")
        return lb < rb if op == "<" else lb > rb
    from vshell.interp.builtins.basic import test_context

    if op in ("-eq", "-ne", "-lt", "-le", "-gt", "-ge"):
        a = sh.arith_text(left)
        b = sh.arith_text(right)
        return {"-eq": a == b, "-ne": a != b, "-lt": a < b, "-le": a <= b, "-gt": a > b, "-ge": a >= b}[op]
    try:
        return test_expr.binary_test(left, op, right, test_context(sh))
    except test_expr.TestError as err:
        sh.error(err.message)
        raise CondError() from None


_ERE_SPECIAL = frozenset(".[\\()*+?{|^$")


def _regex_source(sh: Interp, rw: ast.Word) -> tuple[str, str]:
    """The regex of ``=~``'s right side (quoted parts match literally), and the text ``set -x``
    shows for it (bash's: a backslash before each quoted character special in an ERE)."""
    pieces: list[Piece] = []
    parts = rw.parts
    if parts and type(parts[0]) is ast.Lit and parts[0].text.startswith("~"):
        parts = tuple(tilde_parts(list(parts), False))  # bash expands a leading ~ in the regex too
    expand_parts(sh, parts, False, pieces)
    out = []
    shown = []
    for text, kind in pieces:
        if kind == -1:
            out.append(" ")
            shown.append(" ")
        elif kind == QUOTED:
            out.append(re.escape(text))
            shown.append("".join("\\" + c if c in _ERE_SPECIAL else c for c in text))
        else:
            out.append(text)
            shown.append(text)
    return "".join(out), "".join(shown)


def _regex_match(sh: Interp, left: str, src: str) -> bool:
    import regex  # deferred (about 13 ms to import): only =~ needs it here

    flags = regex.IGNORECASE if sh.shopts["nocasematch"] else 0
    try:
        rx = regex.compile(_ere_to_python(src), flags)
    except (regex.error, ValueError, TypeError, IndexError):
        raise CondError() from None
    try:
        m = rx.search(left, timeout=sh.budget.regex_timeout)
    except TimeoutError:
        sh.budget.exceed("regex_seconds", "regular expression took too long")
        raise
    if m is None:
        sh.vars.unset("BASH_REMATCH") if sh.vars.find("BASH_REMATCH") is not None else None
        sh.vars.set_array("BASH_REMATCH", {})
        return False
    groups = [m.group(0)] + [g if g is not None else "" for g in m.groups()]
    sh.vars.set_array("BASH_REMATCH", dict(enumerate(groups)))
    return True


def _ere_to_python(src: str) -> str:
    """POSIX ERE to Python regex: a ``]`` first in a bracket is literal; ``\\`` escapes stay."""
    out = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c == "\\" and i + 1 < n:
            out.append(src[i : i + 2])
            i += 2
            continue
        if c == "[":
            j = i + 1
            if j < n and src[j] == "^":
                j += 1
            if j < n and src[j] == "]":
                j += 1
            while j < n and src[j] != "]":
                if src[j] == "[" and j + 1 < n and src[j + 1] in ":.=":
                    end = src.find(src[j + 1] + "]", j + 2)
                    j = end + 2 if end >= 0 else j + 1
                    continue
                j += 1
            if j >= n:
                out.append("[")  # unbalanced: regcomp fails, and so does compile
                i += 1
                continue
            body = src[i + 1 : j]
            neg = body.startswith("^")
            if neg:
                body = body[1:]
            lead = ""
            if body.startswith("]"):
                lead = "\\]"
                body = body[1:]
            body = body.replace("\\", "\\\\")
            body = re.sub(r"\[(?![:.=])", r"\\[", body)
            out.append("[" + ("^" if neg else "") + lead + body + "]")
            i = j + 1
            continue
        out.append(c)
        i += 1
    return "".join(out)
