"""Parameter expansion: ``$x``, ``${x...}`` with every operator bash 5.2 has.

:func:`expand_param` appends pieces (see ``words``) to the output list, so a
default word like ``${x:-"a b" c}`` keeps its own quoting and splitting, and
``"${a[@]}"`` yields one field per element.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from vshell.expand import fastparam
from vshell.expand import pattern as pat
from vshell.expand.errors import AbortCommand, ExitShell, ExpansionAbort, ShellError
from vshell.expand.host import ExpandHost
from vshell.expand.printer import param_text, word_text
from vshell.expand.variables import A_ASSOC, A_NAMEREF, CircularRef, Var, var_keys, var_values
from vshell.expand.words import (
    BREAK,
    EXP,
    LIT,
    QUOTED,
    SEP,
    Piece,
    c_locale,
    expand_parts,
    expand_pattern,
    expand_string,
    ifs_of,
)
from vshell.syntax import ast
from vshell.syntax.words import tilde_parts

_SPECIALS = frozenset("?#-$!0*@")


class Unbound(ExitShell):
    """``set -u`` on an unset parameter (bash: message, then the shell exits)."""


def _is_name(s: str) -> bool:
    return bool(s) and (s[0].isalpha() or s[0] == "_") and s.replace("_", "a").isalnum() and s.isascii()


def report(host: ExpandHost, message: str) -> None:
    host.error(message)  # type: ignore[attr-defined]


def bad_subst(host: ExpandHost, node: ast.ParamExp) -> ExpansionAbort | ExitShell:
    text = node.op.text if isinstance(node.op, ast.ParamBad) else source_of(node)
    report(host, f"{text}: bad substitution")
    if text.startswith("${#@"):
        # bash 5.2 fails `${#@...}` as a fatal expansion error: the shell exits (127; 1 in a subshell)
        return ExitShell(127, fatal=True)
    return ExpansionAbort(1)


_TOGGLE = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9@*])(~~?)(.*)\}", re.DOTALL)


# `${name@...}` with no valid operator letter after the `@`
_BAD_AT_OP = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(\[([^]]*)\])?@")


def _is_set_param(host: ExpandHost, name: str, index: str | None) -> bool:
    """Whether ``name`` (``name[index]``) has a value, or, for ``@``/``*``, any element."""
    if name in ("@", "*"):
        return bool(host.positional)
    if name in _SPECIALS or name.isdigit():
        return host.special(name) is not None
    var = host.vars.get_var(name)
    if var is None or var.value is None:
        return False
    if index is None:
        return host.vars.get(name) is not None
    if index in ("@", "*"):
        return bool(var_values(var))
    return True


def _report_bad(host: ExpandHost, node: ast.ParamExp) -> int:
    report(host, f"${{{node.name}:}}: bad substitution")
    return 1


def _toggle_case(host: ExpandHost, node: ast.ParamExp, text: str, quoted: bool, out: list[Piece]) -> bool:
    """``${x~}``/``${x~~}`` (case toggling, undocumented in bash 5.2 but accepted)."""
    m = _TOGGLE.fullmatch(text)
    if m is None:
        return False
    val, _ = _lookup(host, node, m.group(1), None)
    pieces = [(m.group(3), False)] if m.group(3) else None
    flags = _flags(host)
    _emit(host, _map(val, lambda s: pat.case_modify(s, m.group(2), pieces, flags, host.tick)), quoted, out)
    return True


def source_of(node: ast.ParamExp) -> str:
    return param_text(node)


def unbound(host: ExpandHost, name: str) -> Unbound:
    report(host, f"{name}: unbound variable")
    return Unbound(127, fatal=True)


def _flags(host: ExpandHost) -> pat.PatternFlags:
    return pat.PatternFlags(extglob=host.option("extglob"), nocase=False)


class _Val:
    """A parameter's value before the operator: a scalar (``items`` None) or a list (``star``/``at``)."""

    __slots__ = ("at", "items", "scalar")

    def __init__(self, scalar: str | None = None, items: list[str] | None = None, at: bool = True) -> None:
        self.scalar = scalar
        self.items = items
        self.at = at


def _subscript(host: ExpandHost, var: Var | None, name: str, index: ast.Word) -> str:
    """Evaluate ``a[index]``'s subscript: a key for associative arrays, arithmetic otherwise."""
    if var is not None and var.attrs & A_ASSOC:
        return expand_string(host, index)
    text = expand_string(host, index)
    return str(host.arith_text(text))


def _bad_length_subscript(host: ExpandHost, index: ast.Word) -> AbortCommand:
    """``${#a[-9]}`` past the start: bash names the subscript as written, with its ``]``, and gives up."""
    report(host, f"{word_text(index)}]: bad array subscript")
    return AbortCommand(1)


def _lookup(
    host: ExpandHost, node: ast.ParamExp, name: str, index: ast.Word | None, length: bool = False
) -> tuple[_Val, str]:
    """The value of ``name``/``name[index]``; returns it with the display name for errors
    (``length``: for ``${#...}``, where a subscript before the start ends the command)."""
    if index is None:
        if name in _SPECIALS or name.isdigit():
            if name in ("@", "*"):
                return _Val(items=list(host.positional), at=name == "@"), name
            return _Val(host.special(name)), ("$" + name if name.isdigit() else name)
        ref = host.vars.find(name)
        if ref is not None and ref.attrs & A_NAMEREF and isinstance(ref.value, str) and ref.value[-3:] in ("[@]", "[*]"):
            target = host.vars.get_var(ref.value[:-3])  # "$r" with r -> a[@] is "${a[@]}"
            return _Val(items=var_values(target) if target is not None else [], at=ref.value[-2] == "@"), name
        return _Val(host.vars.get(name)), name
    if _is_index(index, "@") or _is_index(index, "*"):
        var = host.vars.get_var(name)
        at = _is_index(index, "@")
        if var is None:
            return _Val(items=[], at=at), f"{name}[{'@' if at else '*'}]"
        return _Val(items=var_values(var), at=at), name
    var = host.vars.get_var(name)
    key = _subscript(host, var, name, index)
    if var is None:
        return _Val(None), f"{name}[{key if var is None else expand_string(host, index)}]"
    disp = f"{name}[{expand_string(host, index)}]"
    val = var.value
    if isinstance(val, dict):
        if var.attrs & A_ASSOC:
            return _Val(val.get(key)), disp  # type: ignore[call-overload]
        k = int(key)
        if k < 0:
            top = (max(val) + 1) if val else 0  # type: ignore[type-var, operator]
            if k + top < 0:
                if length:
                    raise _bad_length_subscript(host, index)
                report(host, f"{name}: bad array subscript")
                return _Val(None), disp
            k += top
        return _Val(val.get(k)), disp  # type: ignore[call-overload]
    if key.startswith("-") and val is not None:
        # a scalar is an array of one element, but bash 5.2 refuses any negative subscript of it
        if length:
            raise _bad_length_subscript(host, index)
        report(host, f"{name}: bad array subscript")
        return _Val(None), disp
    if key == "0" and val is not None:
        return _Val(val), disp
    return _Val(None), disp


def _is_index(word: ast.Word, ch: str) -> bool:
    return len(word.parts) == 1 and isinstance(word.parts[0], ast.Lit) and word.parts[0].text == ch


def _indirect_target(host: ExpandHost, node: ast.ParamExp) -> tuple[str, ast.Word | None]:
    """``${!x}``: the name x's value names (namerefs answer their target's name)."""
    v = host.vars.find(node.name)
    if v is not None and v.attrs & A_NAMEREF and node.index is None:
        return "\0ref", None
    if node.index is not None:
        lv, _ = _lookup(host, node, node.name, node.index)
        target = lv.scalar if lv.items is None else " ".join(lv.items)
    elif node.name in _SPECIALS or node.name.isdigit():
        target = (
            host.special(node.name) if node.name not in "@*" else (host.positional[-1] if host.positional else None)
        )
    else:
        target = host.vars.get(node.name)
    if target is None:
        shown = node.name if node.index is None else f"{node.name}[{word_text(node.index)}]"
        special = node.name in _SPECIALS or node.name.isdigit()
        if not special and host.vars.get_var(node.name) is None:
            report(host, f"{shown}: invalid indirect expansion")  # no such variable at all
            raise AbortCommand(1)
        if host.option("nounset"):
            raise unbound(host, "!" + shown)
        return "\0none", None
    if "[" in target and target.endswith("]"):
        base, _, idx = target.partition("[")
        return base, ast.Word((ast.Lit(idx[:-1]),))
    return target, None


def _posix_bang(node: ast.ParamExp) -> ast.ParamExp:
    """POSIX mode applies no indirection to ``#`` and ``?``: ``${!#}`` is ``$!`` with an empty
    prefix removed, ``${!?}`` is ``$!`` or the error that it is not set."""
    empty = ast.Word(())
    if node.name == "#":
        op: ast.ParamOp = ast.ParamStrip(ast.ParamOpKind.REMOVE_SMALLEST_PREFIX, empty)
    else:
        op = ast.ParamDefault(ast.ParamOpKind.ERROR_IF_UNSET, False, None)
    return ast.ParamExp("!", op=op, span=node.span)


def expand_param(host: ExpandHost, node: ast.ParamExp, quoted: bool, out: list[Piece]) -> None:
    """Append the expansion of ``node`` to ``out``."""
    fast = fastparam.value(host, node)
    if fast is not None:
        out.append((fast, QUOTED if quoted else EXP))
        return
    bang_special = node.prefix is ast.ParamPrefix.INDIRECT and node.name in ("#", "?")
    if bang_special and node.op is None and node.index is None and host.option("posix"):
        node = _posix_bang(node)
    name = node.name
    prefix = node.prefix
    op = node.op
    if isinstance(op, ast.ParamBad):
        toggled = _toggle_case(host, node, op.text, quoted, out)
        if toggled:
            return
        at_op = _BAD_AT_OP.match(op.text)
        if at_op is not None:
            if not _is_set_param(host, at_op.group(1), at_op.group(3)):
                return  # `${x@QQ}`, `${x@}` of an unset parameter: nothing, no error
            bad_subst(host, node)
            raise ExitShell(127, fatal=True)
        raise bad_subst(host, node)
    if prefix is ast.ParamPrefix.LENGTH and op is not None:
        raise bad_subst(host, node)  # ${#x-d} ${#x#p} ${#x:1}: a length takes no operator
    # ${!prefix*} ${!prefix@}: variable names.
    if prefix is ast.ParamPrefix.INDIRECT and node.names_suffix:
        if not _is_name(name):
            raise bad_subst(host, node)  # ${!1*}: a prefix is the start of a name
        names = sorted(n for n in host.vars.names() if n.startswith(name) and host.vars.find(n).value is not None)  # type: ignore[union-attr]
        _emit_items(host, names, node.names_suffix == "@", quoted, out)
        return
    # ${!a[@]} ${!a[*]}: keys (with an operator, ${!a[@]/x/y} is an indirection through "${a[@]}").
    if (
        prefix is ast.ParamPrefix.INDIRECT
        and op is None
        and node.index is not None
        and (_is_index(node.index, "@") or _is_index(node.index, "*"))
    ):
        var = host.vars.get_var(name)
        keys = var_keys(var) if var is not None else []
        _emit_items(host, keys, _is_index(node.index, "@"), quoted, out)
        return
    if prefix is ast.ParamPrefix.INDIRECT:
        target, tindex = _indirect_target(host, node)
        if target == "\0ref":
            v = host.vars.find(name)
            val = _Val(v.value if v is not None and isinstance(v.value, str) else None)
            disp = name
        elif target == "\0none":
            val, disp = _Val(None), name
        else:
            if not (_is_name(target) or target.isdigit() or target in _SPECIALS):
                report(host, f"{target}: invalid variable name")
                raise AbortCommand(1)
            val, _ = _lookup(host, node, target, tindex)
            disp = "!" + name  # set -u names the indirection: "!n: unbound variable"
    else:
        try:
            val, disp = _lookup(host, node, name, node.index, prefix is ast.ParamPrefix.LENGTH)
        except CircularRef as err:
            report(host, err.message)
            val, disp = _Val(None), name

    if prefix is ast.ParamPrefix.LENGTH:
        ref = host.vars.find(name) if node.index is None else None
        if ref is not None and ref.attrs & A_NAMEREF and "[" in (ref.value or ""):  # type: ignore[operator]
            out.append(("0", QUOTED if quoted else EXP))  # bash 5.2: ${#r} of r -> a[1] is 0
            return
        if node.index is not None and host.option("nounset") and name not in ("@", "*"):
            var = host.vars.get_var(name)
            if var is None or var.value is None or not var.is_array:
                # bash's array_length_reference: `${#a[@]}`, `${#x[0]}` of anything but a set array
                report(host, f"{name}: unbound variable")
                raise AbortCommand(1)
        if val.items is not None:
            n = len(val.items)
        else:
            if val.scalar is None and host.option("nounset") and name not in ("@", "*") and node.index is None:
                raise unbound(host, disp.lstrip("$"))  # ${#1}: bash says "1: unbound variable"
            n = len(val.scalar or "")
            if n and c_locale(host):
                n = len(pat.to_c(val.scalar or ""))
        out.append((str(n), QUOTED if quoted else EXP))
        return

    if op is None:
        if val.items is None and val.scalar is None and host.option("nounset") and not _nounset_exempt(name):
            raise unbound(host, disp)
        _emit(host, val, quoted, out)
        return

    match op:
        case ast.ParamDefault(kind=kind, colon=colon, word=word):
            is_set = _is_set(val, colon, ifs_of(host)[:1] if quoted else " ")
            if kind is ast.ParamOpKind.USE_DEFAULT:
                if is_set:
                    _emit(host, val, quoted, out)
                elif word is not None:
                    _emit_word(host, word, quoted, out)
                elif quoted:
                    out.append(("", QUOTED))
                return
            if kind is ast.ParamOpKind.USE_ALTERNATE:
                if is_set and word is not None:
                    _emit_word(host, word, quoted, out)
                elif quoted and val.items is not None and not is_set:
                    _emit(host, val, quoted, out)  # "${e[@]+x}" of an empty e is "${e[@]}": no word
                elif quoted:
                    out.append(("", QUOTED))
                return
            if kind is ast.ParamOpKind.ASSIGN_DEFAULT:
                if is_set:
                    _emit(host, val, quoted, out)
                    return
                whole = node.index is not None and (_is_index(node.index, "@") or _is_index(node.index, "*"))
                if whole and not _is_assoc(host, name):  # an assoc array takes "@" as a key
                    report(host, f"{name}[{node.index.parts[0].text}]: bad array subscript")  # type: ignore[union-attr]
                    raise AbortCommand(1)
                value = expand_string(host, _tilde_first(word)) if word is not None else ""
                if prefix is ast.ParamPrefix.INDIRECT or name in _SPECIALS or name.isdigit():
                    report(host, f"${name}: cannot assign in this way")
                    raise AbortCommand(1)
                try:
                    if node.index is not None:
                        var = host.vars.get_var(name)
                        host.vars.set_element(name, _subscript(host, var, name, node.index), value)
                    else:
                        host.vars.set(name, value)
                except ShellError as err:
                    report(host, err.message)
                    raise AbortCommand(1)
                _emit(host, _Val(value), quoted, out)
                return
            # ERROR_IF_UNSET
            if is_set:
                _emit(host, val, quoted, out)
                return
            if word is not None:
                msg = expand_string(host, word)
            else:
                msg = "parameter null or not set" if colon else "parameter not set"
            report(host, f"{disp.lstrip('$')}: {msg}")
            raise Unbound(127, fatal=True)
        case _:
            pass

    if val.items is None and val.scalar is None and host.option("nounset") and not _nounset_exempt(name):
        raise unbound(host, disp)

    # Under LC_ALL=C patterns and offsets work on bytes: the value goes in and comes out as bytes.
    cbytes = isinstance(op, (ast.ParamStrip, ast.ParamReplace, ast.ParamSlice)) and c_locale(host)
    if cbytes:
        val = _map(val, pat.to_c)
    match op:
        case ast.ParamStrip(kind=kind, pattern=pword):
            pieces = expand_pattern(host, _tilde_first(pword))
            if cbytes:
                pieces = pat.c_pieces(pieces)
            longest = kind in (ast.ParamOpKind.REMOVE_LARGEST_PREFIX, ast.ParamOpKind.REMOVE_LARGEST_SUFFIX)
            flags = _flags(host)
            if kind in (ast.ParamOpKind.REMOVE_SMALLEST_PREFIX, ast.ParamOpKind.REMOVE_LARGEST_PREFIX):
                res = _map(val, lambda s: pat.remove_prefix(s, pieces, longest, flags, host.tick))
            else:
                res = _map(val, lambda s: pat.remove_suffix(s, pieces, longest, flags, host.tick))
        case ast.ParamCase(kind=kind, pattern=pword):
            pieces2 = expand_pattern(host, pword) if pword is not None else None
            flags = _flags(host)
            res = _map(val, lambda s: pat.case_modify(s, kind.value, pieces2, flags, host.tick))
        case ast.ParamReplace(mode=mode, pattern=pword, replacement=rword):
            if pword is not None and (mode is ast.ReplaceMode.FIRST or mode is ast.ReplaceMode.ALL):
                pword = _tilde_first(pword)  # not after an anchor: ${x/#~/y} matches a literal ~
            if rword is not None:
                rword = _tilde_first(rword)
            pieces3 = expand_pattern(host, pword) if pword is not None else []
            repl = expand_pattern(host, rword) if rword is not None else []
            if cbytes:
                pieces3 = pat.c_pieces(pieces3)
                repl = pat.c_pieces(repl)
            # bash's pat_subst matches under nocasematch (removal and case modification do not)
            flags = pat.PatternFlags(extglob=host.option("extglob"), nocase=host.option("nocasematch"))
            psr = host.option("patsub_replacement")
            res = _map(val, lambda s: _replace_bounded(host, s, pieces3, repl, mode.value, flags, psr))
        case ast.ParamSlice(offset=off, length=length):
            if not off.word.parts and off.expr is not None and length is None:
                raise AbortCommand(_report_bad(host, node))
            res = _slice(host, node, val, off, length)
        case ast.ParamTransform(op=letter):
            res = _transform(host, node, val, letter, disp)
        case _:
            raise bad_subst(host, node)
    _emit(host, _map(res, pat.from_c) if cbytes else res, quoted, out)


def _is_assoc(host: ExpandHost, name: str) -> bool:
    var = host.vars.get_var(name)
    return var is not None and bool(var.attrs & A_ASSOC)


def _nounset_exempt(name: str) -> bool:
    return name in ("@", "*")


def _is_set(val: _Val, colon: bool, star_sep: str = " ") -> bool:
    """Whether an operator's parameter counts as set (``colon``: and not null).  A list is null when
    its elements joined make an empty string: ``("" "")`` is not null, joined by a space, except
    for a quoted ``[*]`` whose separator (IFS's first character, ``star_sep``) is empty."""
    if val.items is not None:
        if not val.items:
            return False
        if colon:
            sep = " " if val.at else star_sep
            return any(val.items) or (len(val.items) > 1 and sep != "")
        return True
    if val.scalar is None:
        return False
    return not (colon and val.scalar == "")


def _replace_bounded(
    host: ExpandHost,
    s: str,
    pieces: list[tuple[str, bool]],
    repl: list[tuple[str, bool]],
    mode: str,
    flags: pat.PatternFlags,
    psr: bool,
) -> str:
    """``${x// /$x}`` grows by the replacement per match: past string_length, measure before building it."""
    rlen = sum(len(t) for t, _ in repl)
    limit = host.limits.string_length
    if len(s) + (len(s) + 1) * rlen > limit:
        # Rare: two passes with tiny replacements give the match count and the matched length.
        without = len(pat.replace(s, pieces, [], mode, flags, psr, host.tick))
        matches = len(pat.replace(s, pieces, [("\0", True)], mode, flags, psr, host.tick)) - without
        amps = sum(t.count("&") for t, q in repl if not q) if psr else 0  # each & re-inserts its match
        n = without + matches * (rlen - amps) + amps * (len(s) - without)
        if n > limit:
            host.check_length(n)
    return pat.replace(s, pieces, repl, mode, flags, psr, host.tick)


def _map(val: _Val, fn: object) -> _Val:
    f = fn  # type: ignore[assignment]
    if val.items is not None:
        return _Val(items=[f(s) for s in val.items], at=val.at)  # type: ignore[operator]
    if val.scalar is None:
        return val
    return _Val(f(val.scalar))  # type: ignore[operator]


def _emit(host: ExpandHost, val: _Val, quoted: bool, out: list[Piece]) -> None:
    # An operator's result (``${x@Q}`` quadruples quotes) past string_length ends the run here, so a
    # loop like ``x=${x@Q}`` stops one step past the limit instead of growing without bound.
    limit = host.limits.string_length
    if val.items is None:
        if val.scalar is not None:
            if len(val.scalar) > limit:
                host.check_length(len(val.scalar))
            out.append((val.scalar, QUOTED if quoted else EXP))
        return
    if val.items and max(map(len, val.items)) > limit:
        host.check_length(max(map(len, val.items)))
    _emit_items(host, val.items, val.at, quoted, out)


def _emit_items(host: ExpandHost, items: Sequence[str], at: bool, quoted: bool, out: list[Piece]) -> None:
    if quoted and not at:
        ifs = ifs_of(host)
        out.append(((ifs[:1]).join(items), QUOTED))
        return
    kind = QUOTED if quoted else EXP
    sep = BREAK if quoted else (" " if at else ifs_of(host)[:1], SEP)
    for i, item in enumerate(items):
        if i:
            out.append(sep)
        out.append((item, kind))


def _emit_word(host: ExpandHost, word: ast.Word, quoted: bool, out: list[Piece]) -> None:
    if quoted:
        # Inside double quotes the word is expanded as double-quoted text, except that
        # single quotes stay literal characters... bash removes them in 5.2: treat as quoted.
        expand_parts(host, word.parts, True, out)
        if not word.parts:
            out.append(("", QUOTED))
        return
    start = len(out)
    expand_parts(host, _tilde_first(word).parts, False, out)
    # the word's literal text is part of an unquoted expansion: it is split like one
    for i in range(start, len(out)):
        if out[i][1] == LIT:
            out[i] = (out[i][0], EXP)


def _tilde_first(word: ast.Word) -> ast.Word:
    """A word of an operator (``${x:-~}``, ``${x//~/h}``) starting with ``~`` gets tilde expansion
    like a word's start (it is literal text here, not a ``TildePrefix`` from the parser)."""
    parts = word.parts
    if parts and type(parts[0]) is ast.Lit and parts[0].text.startswith("~"):
        return ast.Word(tuple(tilde_parts(list(parts), False)), word.span)
    return word


def _slice(host: ExpandHost, node: ast.ParamExp, val: _Val, off: ast.Arith, length: ast.Arith | None) -> _Val:
    if (val.scalar is None and val.items is None) or (val.items == [] and node.name not in ("@", "*")):
        return val  # bash evaluates no offset for an unset variable or an empty array
    label = ("!" if node.prefix is ast.ParamPrefix.INDIRECT else "") + node.name
    if node.index is not None:
        label += f"[{word_text(node.index)}]"
    try:
        o = host.arith(off, f"{label}: ")
        n = host.arith(length, f"{label}: ") if length is not None else None
    except AbortCommand as err:
        raise AbortCommand(err.status) from None  # not an error that ends a POSIX shell
    if val.items is not None:
        items = val.items
        if node.name == "@" or node.name == "*":
            items = [host.special("0") or "", *items]
        elif node.index is not None:
            var = host.vars.get_var(node.name)
            if var is not None and isinstance(var.value, dict) and not (var.attrs & A_ASSOC):
                keys = sorted(var.value)  # type: ignore[type-var]
                top = (keys[-1] + 1) if keys else 0  # type: ignore[operator]
                start = o if o >= 0 else top + o
                if o < 0 and start < 0:
                    return _Val(items=[], at=val.at)
                sel = [var.value[k] for k in keys if k >= start]  # type: ignore[operator, index]
                if n is not None:
                    if n < 0:
                        report(host, f"{n}: substring expression < 0")
                        raise AbortCommand(1)
                    sel = sel[:n]
                return _Val(items=sel, at=val.at)
            if var is not None and var.attrs & A_ASSOC:
                return _Val(items=_assoc_slice(host, items, o, n), at=val.at)
            if var is not None and isinstance(var.value, str) and len(items) == 1:
                # ${x[@]:1} of a scalar slices its text; an offset outside it makes no word
                text = items[0]
                if not 0 <= (o if o >= 0 else len(text) + o) <= len(text):
                    return _Val(items=[], at=val.at)
                return _Val(items=[_slice_text(host, text, o, n)], at=val.at)
        total = len(items)
        start = o if o >= 0 else total + o
        if start < 0 or start > total:
            return _Val(items=[], at=val.at)
        if n is None:
            return _Val(items=items[start:], at=val.at)
        if n < 0:
            report(host, f"{n}: substring expression < 0")
            raise AbortCommand(1)
        return _Val(items=items[start : start + n], at=val.at)
    s = val.scalar
    if s is None:
        return val
    return _Val(_slice_text(host, s, o, n))


def _assoc_slice(host: ExpandHost, items: list[str], o: int, n: int | None) -> list[str]:
    """bash's ``assoc_subrange``: offsets count from 1 like positional parameters (0 is 1, a
    negative one counts back from the element after the last), and a length of 0 still gives
    the element the offset names."""
    if n is not None and n < 0:
        report(host, f"{n}: substring expression < 0")
        raise AbortCommand(1)
    start = o if o >= 0 else len(items) + 1 + o
    if start < 0:
        return []
    rest = items[max(start - 1, 0) :]
    if n is None:
        return rest
    return rest[: max(n, 1)]


def _slice_text(host: ExpandHost, s: str, o: int, n: int | None) -> str:
    total = len(s)
    start = o if o >= 0 else total + o
    if start < 0 or start > total:
        return ""
    if n is None:
        return s[start:]
    if n < 0:
        end = total + n
        if end < start:
            report(host, f"{n}: substring expression < 0")
            raise AbortCommand(1)
        return s[start:end]
    return s[start : start + n]


def _transform(host: ExpandHost, node: ast.ParamExp, val: _Val, letter: str, disp: str) -> _Val:
    from vshell.expand import quoting

    if letter == "Q":
        return _map(val, quoting.quote)
    if letter == "E":
        return _map(val, quoting.expand_escapes)
    if letter == "P":
        return _map(val, lambda s: host.prompt(s))  # type: ignore[attr-defined]
    if letter in ("U", "u", "L"):
        fns = {"U": str.upper, "u": lambda s: s[:1].upper() + s[1:], "L": str.lower}
        return _map(val, fns[letter])
    name = node.name
    var = host.vars.get_var(name) if name not in _SPECIALS and not name.isdigit() else None
    if letter == "a":
        attrs = var.attr_letters() if var is not None else ""
        if val.items is not None:
            return _Val(items=[attrs for _ in val.items], at=val.at)
        return _Val(attrs if val.scalar is not None or var is not None else None)
    if letter in ("K", "k"):
        if var is not None and isinstance(var.value, dict) and val.items is not None:
            keys = var_keys(var)
            vals = var_values(var)
            if letter == "k":
                flat: list[str] = []
                for k, v in zip(keys, vals, strict=True):
                    flat += [k, v]
                return _Val(items=flat, at=val.at)
            if not keys:
                return _Val(items=[], at=val.at)  # "${e[@]@K}" of an empty array: no word
            pairs = [f"{quoting.key_word(k)} {quoting.dq(v)}" for k, v in zip(keys, vals, strict=True)]
            text = " ".join(pairs) + (" " if var.attrs & A_ASSOC else "")
            return _Val(text)
        return _map(val, quoting.quote)
    if letter == "A":
        if var is None:
            if val.scalar is None:
                return val
            return _Val(f"{name}={quoting.quote(val.scalar)}")
        if val.items is not None and isinstance(var.value, dict):
            return _Val(quoting.declare_line(name, var))
        flags = var.attr_letters()
        if val.scalar is None:
            # a declared variable (or array whose element 0 is unset) shows its attributes alone
            return _Val(f"declare -{flags} {name}") if flags else val
        if flags:
            return _Val(f"declare -{flags} {name}={quoting.quote(val.scalar)}")
        return _Val(f"{name}={quoting.quote(val.scalar)}")
    if val.scalar is None and not val.items:
        return val  # bash rejects an unknown operator only on a set parameter
    bad_subst(host, node)
    raise Unbound(127, fatal=True)
