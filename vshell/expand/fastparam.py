"""Parameter expansions prepared once per node: the operators loops use, on a scalar, at C speed.

:func:`vshell.expand.params.expand_param` re-dispatches on the operator, expands
the pattern word, builds flags and a value record on every evaluation.  For the
shapes real loops use -- ``${x}``, ``${#x}``, ``${x#p}`` ``${x##p}`` ``${x%p}``
``${x%%p}``, ``${x/p/r}`` ``${x//p/r}`` with a pattern and replacement free of
expansions, and ``${x:-w}`` ``${x-w}`` ``${x:+w}`` with a plain literal word --
a closure is made once per node that computes the value from the variable's
scalar, with the pattern compiled once per ``extglob`` setting.

A closure answers ``None`` whenever the general path must decide (the variable
unset, so ``set -u`` and the empty word rules apply; a special parameter; a
result past ``string_length``; a non-ASCII value under ``LC_ALL=C``, where
bash counts bytes), and it has changed nothing by then, so the
general path runs exactly as before.  Reading a variable has no side effect
except for dynamic ones (``RANDOM``), which are never unset, so they are never
read twice.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.expand.variables import A_NAMEREF
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.expand import pattern as pat
    from vshell.expand.host import ExpandHost

class _Decline(Exception):
    """Raised by a getter when the general path must expand the parameter."""


Fn = Callable[["ExpandHost"], "str | None"]

_SPECIALS = frozenset("?#-$!0*@")
_K = ast.ParamOpKind

# Per node, keyed by id (the entry keeps its node alive, so an id is not reused while listed); bounded.
_PREPARED: dict[int, tuple[ast.ParamExp, Fn | None]] = {}
_MAX = 8192


def value(host: ExpandHost, node: ast.ParamExp) -> str | None:
    """The expansion of ``node`` as one scalar text, or None: take the general path."""
    entry = _PREPARED.get(id(node))
    if entry is None or entry[0] is not node:
        if len(_PREPARED) >= _MAX:
            _PREPARED.clear()
        entry = (node, _prepare(node))
        _PREPARED[id(node)] = entry
    fn = entry[1]
    if fn is None:
        return None
    try:
        v = fn(host)
    except _Decline:
        return None
    if v is not None and len(v) > host.limits.string_length:
        return None  # the general path raises the limit
    return v


def _c_locale(host: ExpandHost) -> bool:
    from vshell.expand.words import c_locale  # words imports this module

    return c_locale(host)


def _static_pieces(word: ast.Word) -> list[tuple[str, bool]] | None:
    """A pattern word's pieces when it has no expansion (what ``expand_pattern`` gives for it)."""
    pieces: list[tuple[str, bool]] = []
    for p in word.parts:
        if type(p) is ast.Lit:
            pieces.append((p.text, False))
        elif type(p) is ast.SingleQuoted:
            pieces.append((p.text, True))
        else:
            return None
    return pieces


def _getter(name: str) -> Callable[[ExpandHost], str | None]:
    if name.isdigit():
        k = int(name) - 1
        if k < 0:
            return lambda host: host.special(name)

        def positional(host: ExpandHost) -> str | None:
            pos = host.positional
            return pos[k] if k < len(pos) else None

        return positional

    def get(host: ExpandHost) -> str | None:
        vs = host.vars
        v = vs.find(name)
        if v is not None:
            if v.attrs & A_NAMEREF:
                raise _Decline  # r -> a[@] is several words, a circular one warns: the general path
            val = v.value
            if type(val) is str and name not in vs.dynamic:
                return val  # what vs.get gives a plain scalar, without finding it again
        return vs.get(name)

    return get


def _prepare(node: ast.ParamExp) -> Fn | None:
    name = node.name
    if node.index is not None or name in _SPECIALS or node.names_suffix:
        return None
    if not name.isascii() or not (name.isdigit() or name.isidentifier()):
        return None
    get = _getter(name)
    op = node.op
    prefix = node.prefix
    if prefix is ast.ParamPrefix.LENGTH:
        if op is not None:
            return None

        def length(host: ExpandHost) -> str | None:
            v = get(host)
            if v is None or (not v.isascii() and _c_locale(host)):
                return None
            return str(len(v))

        return length
    if prefix is not ast.ParamPrefix.NONE:
        return None
    if op is None:
        return get
    if type(op) is ast.ParamStrip:
        return _strip(get, op)
    if type(op) is ast.ParamReplace:
        return _replace(get, op)
    if type(op) is ast.ParamDefault:
        return _default(get, op)
    return None


def _compiler(pieces: list[tuple[str, bool]]) -> Callable[[ExpandHost], pat.CompiledPattern]:
    """The pattern compiled once for each ``extglob`` setting (the option may change between runs)."""
    from vshell.expand import pattern as pat

    compiled: dict[bool, pat.CompiledPattern] = {}

    def cp_for(host: ExpandHost) -> pat.CompiledPattern:
        ext = host.option("extglob")
        cp = compiled.get(ext)
        if cp is None:
            cp = compiled[ext] = pat.compile_pattern(pieces, pat.PatternFlags(extglob=ext))
        return cp

    return cp_for


def _strip(get: Callable[[ExpandHost], str | None], op: ast.ParamStrip) -> Fn | None:
    pieces = _static_pieces(op.pattern)
    if pieces is None or (pieces and pieces[0][0].startswith("~") and not pieces[0][1]):
        return None  # ${x#~/}: tilde expansion of the pattern, the general path
    from vshell.expand import pattern as pat

    cp_for = _compiler(pieces)
    kind = op.kind
    longest = kind in (_K.REMOVE_LARGEST_PREFIX, _K.REMOVE_LARGEST_SUFFIX)
    strip = pat.strip_prefix if kind in (_K.REMOVE_SMALLEST_PREFIX, _K.REMOVE_LARGEST_PREFIX) else pat.strip_suffix

    def run(host: ExpandHost) -> str | None:
        v = get(host)
        if v is None or (not v.isascii() and _c_locale(host)):
            return None
        return strip(cp_for(host), v, longest, host.tick)  # never longer than the value

    return run


def _replace(get: Callable[[ExpandHost], str | None], op: ast.ParamReplace) -> Fn | None:
    pieces = _static_pieces(op.pattern)
    repl = _static_pieces(op.replacement) if op.replacement is not None else []
    if pieces is None or repl is None:
        return None
    if (pieces and pieces[0][0].startswith("~") and not pieces[0][1]) or (repl and repl[0][0].startswith("~")):
        return None  # tilde expansion of the pattern or the replacement: the general path
    from vshell.expand import pattern as pat

    cp_for = _compiler(pieces)
    mode = op.mode.value
    count = -1 if mode == "//" else 1
    rlen = sum(len(t) for t, _ in repl)
    rendered: dict[bool, str] = {}  # the replacement of a literal pattern, per patsub_replacement

    def run(host: ExpandHost) -> str | None:
        v = get(host)
        if v is None or (not v.isascii() and _c_locale(host)) or host.option("nocasematch"):
            return None  # nocasematch: the general path matches without case
        n = len(v)
        if n + (n + 1) * rlen > host.limits.string_length:
            return None  # the general path measures before building (string_length)
        cp = cp_for(host)
        psr = host.option("patsub_replacement")
        lit = cp.literal
        if lit and n and mode in ("/", "//") and not cp.nocase:
            r = rendered.get(psr)
            if r is None:
                r = rendered[psr] = pat.render_replacement(repl, lit, psr)
            return v.replace(lit, r, count)
        return pat.replace(v, pieces, repl, mode, pat.PatternFlags(extglob=host.option("extglob")), psr, host.tick)

    return run


def _default(get: Callable[[ExpandHost], str | None], op: ast.ParamDefault) -> Fn | None:
    kind = op.kind
    colon = op.colon
    word = op.word
    lit: str | None = None
    if word is not None and len(word.parts) == 1 and type(word.parts[0]) is ast.Lit:
        text = word.parts[0].text
        if text and not text.startswith("~"):
            lit = text  # the word's text as is, quoted or not (it splits like the value would)
    if kind is _K.USE_ALTERNATE:
        if lit is None:
            return None

        def alternate(host: ExpandHost) -> str | None:
            v = get(host)
            return lit if v is not None and (v or not colon) else None

        return alternate

    def use(host: ExpandHost) -> str | None:
        v = get(host)
        if v is not None and (v or not colon):
            return v
        return lit if kind is _K.USE_DEFAULT else None

    return use
