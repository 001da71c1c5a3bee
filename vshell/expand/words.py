"""Word expansion, one function per context (argv, literal, pattern, here-doc).

bash's order for argv words: brace expansion, then tilde, parameter,
arithmetic and command/process substitution left to right, then field
splitting on ``IFS``, pathname expansion and quote removal.  Quotedness
travels with every piece of text until splitting, which is what keeps
``"$@"`` and ``"${a[@]}"`` exact.

A piece is ``(text, kind)``: ``LIT`` unquoted text written in the script
(globbed, never split), ``QUOTED`` (neither) and ``EXP`` an unquoted
expansion result (split and globbed).  ``BREAK`` separates the fields of
``"$@"``-like expansions.  ``SEP`` pieces separate the elements of an unquoted
``$@``/``$*``: where words are split, bash joins the elements with IFS's first
character and splits the result (so with ``IFS=:`` an empty element is an empty
field), with an empty IFS they are separate words; elsewhere (``x=$*``) the
piece's own text joins them (a space for ``$@``, IFS's first character for ``$*``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from vshell.expand import fastparam
from vshell.expand.host import ExpandHost
from vshell.expand.variables import A_NAMEREF, CircularRef
from vshell.lib.lazyre import lazy_compile
from vshell.syntax import ast
from vshell.syntax.words import tilde_parts

LIT: Final = 0
QUOTED: Final = 1
EXP: Final = 2
Piece = tuple[str, int]
BREAK: Final[Piece] = ("", -1)
SEP: Final = -2

_GLOB_CHARS = frozenset("*?[")
DEFAULT_IFS = " \t\n"


def c_locale(host: ExpandHost) -> bool:
    """Whether the script's locale is C/POSIX (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``), where
    bash counts and matches bytes.  With none of them set vshell stays UTF-8 (its sessions set them)."""
    v = host.vars
    for name in ("LC_ALL", "LC_CTYPE", "LANG"):
        val = v.get(name)
        if val:
            return val in ("C", "POSIX")
    return False


def ifs_of(host: ExpandHost) -> str:
    v = host.vars.get("IFS")
    return DEFAULT_IFS if v is None else v


# ---------------------------------------------------------------------------
# Piece production
# ---------------------------------------------------------------------------


def expand_parts(host: ExpandHost, parts: tuple[ast.WordPart, ...], quoted: bool, out: list[Piece]) -> None:
    """Append the pieces of ``parts`` to ``out`` (``quoted``: inside double quotes)."""
    from vshell.expand.params import expand_param

    for part in parts:
        match part:
            case ast.Lit(text=text):
                out.append((text, QUOTED if quoted else LIT))
            case ast.ParamExp():
                expand_param(host, part, quoted, out)
            case ast.SingleQuoted(text=text):
                out.append((text, QUOTED))
            case ast.DoubleQuoted(parts=inner):
                start = len(out)
                expand_parts(host, inner, True, out)
                if len(out) == start and not _only_splats(inner):
                    out.append(("", QUOTED))
            case ast.Escaped(char=ch):
                out.append((ch, QUOTED))
            case ast.CommandSub(body=body):
                out.append((host.command_sub(body), QUOTED if quoted else EXP))
            case ast.ArithSub(arith=arith):
                out.append((str(host.arith(arith)), QUOTED if quoted else EXP))
            case ast.TildePrefix(user=user):
                home = host.home_dir(user)
                out.append((home, QUOTED) if home is not None else ("~" + user, QUOTED if quoted else LIT))
            case ast.AnsiCQuoted(raw=raw):
                out.append((decode_ansi_c(raw), QUOTED))
            case ast.ProcessSub():
                out.append((host.process_sub(part), QUOTED if quoted else EXP))
            case ast.ExtGlob(op=op, patterns=patterns):
                kind = QUOTED if quoted else LIT
                out.append((op + "(", kind))
                for i, w in enumerate(patterns):
                    if i:
                        out.append(("|", kind))
                    expand_parts(host, w.parts, quoted, out)
                out.append((")", kind))
            case _:
                raise TypeError(f"unknown word part {type(part).__name__}")


def _only_splats(parts: tuple[ast.WordPart, ...]) -> bool:
    """True for ``"$@"``/``"${a[@]}"`` (possibly several): with no elements they give no word at all."""
    if not parts:
        return False
    for p in parts:
        if not isinstance(p, ast.ParamExp):
            return False
        op = p.op
        splat_ops = (ast.ParamStrip, ast.ParamCase, ast.ParamReplace, ast.ParamSlice)
        transform = isinstance(op, ast.ParamTransform) and op.op != "A"  # "${e[@]@Q}": no word either
        alternate = isinstance(op, ast.ParamDefault) and op.kind is ast.ParamOpKind.USE_ALTERNATE
        if op is not None and not isinstance(op, splat_ops) and not transform and not alternate:
            return False
        if p.prefix is ast.ParamPrefix.LENGTH:
            return False
        is_at = p.name == "@" and p.index is None
        is_arr = p.index is not None and _index_is(p.index, "@")
        is_names = p.prefix is ast.ParamPrefix.INDIRECT and p.names_suffix == "@"
        if not (is_at or is_arr or is_names):
            return False
    return True


def _index_is(word: ast.Word, ch: str) -> bool:
    return len(word.parts) == 1 and isinstance(word.parts[0], ast.Lit) and word.parts[0].text == ch


def decode_ansi_c(raw: str) -> str:
    from vshell.expand import ansi_c

    return ansi_c.decode_ansi_c(raw)


# ---------------------------------------------------------------------------
# Field splitting
# ---------------------------------------------------------------------------

_split_cache: dict[str, re.Pattern[str] | None] = {}


def _delim_re(ifs: str) -> re.Pattern[str] | None:
    r = _split_cache.get(ifs)
    if r is None and ifs not in _split_cache:
        ws = "".join(c for c in ifs if c in " \t\n")
        nonws = "".join(c for c in ifs if c not in " \t\n")
        ws_class = f"[{re.escape(ws)}]*" if ws else ""
        alts = []
        if nonws:
            alts.append(f"{ws_class}[{re.escape(nonws)}]{ws_class}")
        if ws:
            alts.append(f"[{re.escape(ws)}]+")
        r = re.compile("|".join(alts)) if alts else None
        _split_cache[ifs] = r
    return r


def split_fields(pieces: list[Piece], ifs: str, tick: Callable[[], None] | None = None) -> list[list[Piece]]:
    """Split on ``IFS`` inside ``EXP`` pieces; returns fields as piece lists.  ``tick`` (the run's
    budget) is called per field made: ``$(seq 1 1000000)`` makes a million."""
    fields: list[list[Piece]] = []
    cur: list[Piece] = []
    started = False
    delim = _delim_re(ifs) if ifs else None
    nonws = {c for c in ifs if c not in " \t\n"}
    i = 0
    n = len(pieces)
    while i < n:
        piece = pieces[i]
        text, kind = piece
        i += 1
        if kind == -1 or (kind == SEP and delim is None):
            if started:
                fields.append(cur)
            cur = []
            started = False
            continue
        if delim is None or (kind != EXP and kind != SEP):
            if text or kind == QUOTED:
                cur.append(piece)
                started = True
            continue
        if i < n and (pieces[i][1] == EXP or pieces[i][1] == SEP):
            # a run of unquoted expansions splits as one text: a delimiter may span two of them
            run = [text if kind == EXP else ifs[0]]
            while i < n and (pieces[i][1] == EXP or pieces[i][1] == SEP):
                run.append(pieces[i][0] if pieces[i][1] == EXP else ifs[0])
                i += 1
            text = "".join(run)
        elif kind == SEP:
            text = ifs[0]
        pos = 0
        for m in delim.finditer(text):
            seg = text[pos : m.start()]
            if seg:
                cur.append((seg, EXP))
                started = True
            hard = bool(nonws) and any(c in nonws for c in m.group())
            if hard or started:
                fields.append(cur)
                cur = []
                started = False
                if tick is not None:
                    tick()
            pos = m.end()
        rest = text[pos:]
        if rest:
            cur.append((rest, EXP))
            started = True
    if started:
        fields.append(cur)
    return fields


# ---------------------------------------------------------------------------
# Contexts
# ---------------------------------------------------------------------------


def has_glob(field: list[Piece], extglob: bool) -> bool:
    """Whether bash would send the field to pathname expansion (its ``unquoted_glob_pattern_p``).

    An unquoted ``*`` or ``?`` makes a pattern; a ``[`` only once an unquoted
    ``]`` follows it with no ``/`` between, so ``[ -n "$x" ]`` is a plain
    word and never lists the directory (nor vanishes under nullglob).  Quoted
    characters never count, and an unquoted backslash (from an expansion)
    hides the character after it.
    """
    bracket = False
    skip = False
    for text, kind in field:
        if kind == QUOTED:
            skip = False
            continue
        if _GLOB_CHARS.isdisjoint(text) and "]" not in text and "\\" not in text and not (extglob and "(" in text):
            if bracket and "/" in text:
                bracket = False
            skip = False
            continue
        for i, c in enumerate(text):
            if skip:
                skip = False
            elif c == "*" or c == "?":
                return True
            elif c == "[":
                bracket = True
            elif c == "]":
                if bracket:
                    return True
            elif c == "/":
                bracket = False
            elif c == "\\":
                skip = True
            elif c == "(" and extglob and i > 0 and text[i - 1] in "+@!":
                return True
    return False


def expand_argv(host: ExpandHost, words: tuple[ast.Word, ...] | list[ast.Word]) -> list[str]:
    """Expand command words to argv: brace, the left-to-right expansions, splitting, globbing, quote removal."""
    result: list[str] = []
    extglob = host.option("extglob")
    noglob: bool | None = None
    for word in words:
        parts = word.parts
        if not parts:
            continue
        if (
            isinstance(parts[0], ast.Lit)
            and "~" in parts[0].text
            and _ASSIGN_LIKE.match(parts[0].text)
            and not host.option("posix")  # POSIX mode expands ~ only in real assignments
        ):
            word = ast.Word(_assignment_tildes(parts), word.span)
            parts = word.parts
        # Fast paths: a single literal without glob or brace characters is itself; a lone
        # simple ``$x`` whose value needs no splitting or globbing is its value.
        if len(parts) == 1:
            p0 = parts[0]
            if type(p0) is ast.ParamExp and p0.op is None and p0.index is None and p0.prefix is _NOPREFIX:
                val = simple_value(host, p0.name)
                if val is not None:
                    if val:
                        result.append(val)
                    continue
            if isinstance(p0, ast.Lit):
                t = p0.text
                if not (not _GLOB_CHARS.isdisjoint(t) or "{" in t or (extglob and "(" in t)):
                    result.append(t)
                    continue
            elif isinstance(p0, ast.SingleQuoted):
                result.append(p0.text)
                continue
        variants = brace_expand(host, word)
        many = len(variants) > 1
        for variant in variants:
            if many:
                host.tick()
                if variant and type(variant[0]) is ast.Lit and variant[0].text.startswith("~"):  # type: ignore[union-attr]
                    variant = _tilde_after_braces(variant)
            if len(variant) == 1 and type(variant[0]) is ast.Lit:
                t = variant[0].text  # type: ignore[union-attr]
                if t and not (not _GLOB_CHARS.isdisjoint(t) or (extglob and "(" in t)):
                    result.append(t)  # `{1..N}`'s words: literal, nothing to split or match
                    continue
            pieces: list[Piece] = []
            expand_parts(host, variant, False, pieces)
            if noglob is None:
                noglob = host.option("noglob")
            ifs = ifs_of(host)
            # A run of unquoted expansions is joined before it is split (a delimiter may span two), so a
            # field can be one piece longer than any value: past string_length every field is measured.
            joined_long = len(pieces) > 1 and sum(len(t) for t, _ in pieces) > host.limits.string_length
            fields = split_fields(pieces, ifs, host.tick)
            many_fields = len(fields) > 1
            for field in fields:
                if many_fields:
                    host.tick()
                if not noglob and has_glob(field, extglob):
                    matches = host.glob([(t, k == QUOTED) for t, k in field])
                    if matches:
                        result.extend(matches)
                        continue
                    if host.option("nullglob"):
                        continue
                if len(field) > 1 or joined_long:
                    _check_joined(host, field)
                result.append("".join(t for t, _ in field))
    return result


def _tilde_after_braces(parts: tuple[ast.WordPart, ...]) -> tuple[ast.WordPart, ...]:
    """``{a,~}/b``: a brace-expanded word starting with ``~`` gets tilde expansion (its literal
    pieces may come out of the brace expansion unmerged: ``~`` then ``/x``)."""
    merged: list[ast.WordPart] = []
    for p in parts:
        if type(p) is ast.Lit and merged and type(merged[-1]) is ast.Lit:
            merged[-1] = ast.Lit(merged[-1].text + p.text)  # type: ignore[union-attr]
        else:
            merged.append(p)
    return tuple(tilde_parts(merged, False))


_ASSIGN_LIKE = lazy_compile(r"[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])?\+?=")
_TILDE_AFTER = lazy_compile(r"(?<=[=:])~([^/:]*)")


def _assignment_tildes(parts: tuple[ast.WordPart, ...]) -> tuple[ast.WordPart, ...]:
    """bash expands ``~`` after ``=`` and ``:`` in arguments that look like assignments (``x=~/a:~/b``)."""
    out: list[ast.WordPart] = []
    seen_eq = False
    for i, p in enumerate(parts):
        if not isinstance(p, ast.Lit):
            out.append(p)
            continue
        text = p.text
        pos = 0
        for m in _TILDE_AFTER.finditer(text):
            if not seen_eq and "=" not in text[: m.start()]:
                continue
            end = m.end()
            nxt_is_lit_end = end == len(text) and i + 1 < len(parts) and not isinstance(parts[i + 1], ast.Lit)
            if nxt_is_lit_end and not isinstance(parts[i + 1], ast.Lit):
                continue
            if m.start() > pos:
                out.append(ast.Lit(text[pos : m.start()]))
            out.append(ast.TildePrefix(m.group(1)))
            pos = end
        if pos < len(text):
            out.append(ast.Lit(text[pos:]))
        seen_eq = seen_eq or "=" in text
    return tuple(out)


_NOPREFIX = ast.ParamPrefix.NONE
_SPECIAL_NAMES = frozenset("?#-$!0*@_")
_NEEDS_SLOW = frozenset(" \t\n*?[")


def simple_value(host: ExpandHost, name: str) -> str | None:
    """The value of ``$name`` when it can be used as a field as is (None: take the general path)."""
    if name in _SPECIAL_NAMES:
        return None
    if name.isdigit():
        val = host.special(name)
    else:
        try:
            val = host.vars.get(name)
        except CircularRef:
            return None  # the general path warns and expands to nothing
    if val is None:
        return None
    ifs = host.vars.get("IFS")
    if ifs is None or ifs == " \t\n":
        if val.isalnum():
            return val  # no blank, no glob or pattern character: nothing to split or match
        if not _NEEDS_SLOW.isdisjoint(val) or (host.option("extglob") and "(" in val):
            return None
        return val
    if any(c in val for c in ifs) or not _NEEDS_SLOW.isdisjoint(val) or "(" in val:
        return None
    return val


def quoted_value(host: ExpandHost, name: str) -> str | None:
    """The value of ``"$name"``, one field as is (None: take the general path: unset, special or ``"$@"``)."""
    if name in _SPECIAL_NAMES:
        return None
    if name.isdigit():
        return host.special(name)
    vs = host.vars
    if name not in vs.dynamic:
        v = vs.find(name)
        if v is None:
            return None
        if v.attrs & A_NAMEREF:
            return None  # "$r" with r -> a[@] is several words; a circular one warns
        if type(v.value) is str:
            return v.value
    return vs.get(name)


def literal_is_pattern(text: str, extglob: bool) -> bool:
    """Whether an unquoted literal word would be globbed or brace-expanded (see :func:`has_glob`)."""
    if "{" in text or (extglob and "(" in text):
        return True
    return has_glob([(text, LIT)], extglob)


def brace_expand(host: ExpandHost, word: ast.Word) -> list[tuple[ast.WordPart, ...]]:
    """Brace expansion on the word's parts (lang-libs' ``braces`` module)."""
    if not any(isinstance(p, ast.Lit) and "{" in p.text for p in word.parts) or not host.option("braceexpand"):
        return [word.parts]
    from vshell.expand import braces

    return [w.parts for w in braces.expand_braces(word, host.limits.brace_words, host.brace_limit, host.tick)]


def expand_string(host: ExpandHost, word: ast.Word) -> str:
    """Literal context (assignment values, redirection targets, ``case`` words): no splitting, no globbing."""
    parts = word.parts
    if len(parts) == 1:
        p0 = parts[0]
        t0 = type(p0)
        if t0 is ast.Lit or t0 is ast.SingleQuoted:
            return p0.text  # type: ignore[union-attr]
        if t0 is ast.ArithSub:
            return str(host.arith(p0.arith))  # type: ignore[union-attr]
        if t0 is ast.ParamExp and p0.op is None and p0.index is None and p0.prefix is _NOPREFIX:  # type: ignore[union-attr]
            name = p0.name  # type: ignore[union-attr]
            if name not in _SPECIAL_NAMES:
                try:
                    val = host.special(name) if name.isdigit() else host.vars.get(name)
                except CircularRef:
                    val = None  # the general path warns and expands to nothing
                if val is not None:
                    return val
        elif t0 is ast.ParamExp:
            val = fastparam.value(host, p0)  # type: ignore[arg-type]
            if val is not None:
                return val
    pieces: list[Piece] = []
    expand_parts(host, parts, False, pieces)
    return _join_pieces(host, pieces)


def expand_case_word(host: ExpandHost, word: ast.Word) -> str:
    """``case WORD in``: as :func:`expand_string`, except that a quoted ``"$@"`` giving several
    fields turns an empty one into bash's quoted-null marker (CTLNUL, ``\x7f``), which only a
    pattern holding that byte matches (bash leaves the word quoted for matching)."""
    parts = word.parts
    if not any(type(p) is ast.DoubleQuoted for p in parts):
        return expand_string(host, word)
    pieces: list[Piece] = []
    expand_parts(host, parts, False, pieces)
    if not any(k == -1 for _, k in pieces):
        return _join_pieces(host, pieces)
    _check_joined(host, pieces)
    return " ".join("".join(t for t, _ in f) or "\x7f" for f in _fields_by_break(pieces))


def expand_redirect_posix(host: ExpandHost, word: ast.Word) -> list[str]:
    """A redirection's word in a non-interactive POSIX shell: no field splitting and no pathname
    expansion (``> $f`` with ``f='a b'`` names ``a b``, ``> *.txt`` names ``*.txt``); an unquoted
    expansion that gives nothing is no word at all (an ambiguous redirect)."""
    pieces: list[Piece] = []
    expand_parts(host, word.parts, False, pieces)
    text = _join_pieces(host, pieces)
    if not text and not any(k == QUOTED for _, k in pieces):
        return []
    return [text]


def _check_joined(host: ExpandHost, pieces: list[Piece]) -> None:
    """``x=$x$x`` doubles a value per step: measure the join before building it (string_length)."""
    n = sum(len(t) for t, _ in pieces)  # "$@"'s separators aside: at most one per piece
    if n > host.limits.string_length:
        host.check_length(n)


def _join_pieces(host: ExpandHost, pieces: list[Piece]) -> str:
    if len(pieces) > 1:
        _check_joined(host, pieces)
    # "$@" in a literal context joins its fields with spaces, as bash does for assignments.
    if any(k == -1 for _, k in pieces):
        return " ".join("".join(t for t, _ in f) for f in _fields_by_break(pieces))
    return "".join(t for t, _ in pieces)


def _fields_by_break(pieces: list[Piece]) -> list[list[Piece]]:
    out: list[list[Piece]] = [[]]
    for p in pieces:
        if p[1] == -1:
            out.append([])
        else:
            out[-1].append(p)
    return out


# Pattern words without expansions (`*.txt`, `'a b'*`), their pieces made once per node: id -> (word, pieces).
_STATIC_PATTERNS: dict[int, tuple[ast.Word, list[tuple[str, bool]]]] = {}
_STATIC_MAX = 8192


def expand_pattern(host: ExpandHost, word: ast.Word) -> list[tuple[str, bool]]:
    """Pattern context (``case``, ``[[ == ]]``, ``${x#p}``): pieces of ``(text, quoted)`` for ``pattern``.

    The list may be shared between calls: callers read it and never change it.
    """
    hit = _STATIC_PATTERNS.get(id(word))
    if hit is not None and hit[0] is word:
        return hit[1]
    if all(type(p) is ast.Lit or type(p) is ast.SingleQuoted for p in word.parts):
        if len(_STATIC_PATTERNS) >= _STATIC_MAX:
            _STATIC_PATTERNS.clear()
        static = [(p.text, type(p) is ast.SingleQuoted) for p in word.parts]  # type: ignore[union-attr]
        _STATIC_PATTERNS[id(word)] = (word, static)
        return static
    pieces: list[Piece] = []
    expand_parts(host, word.parts, False, pieces)
    if any(k == -1 for _, k in pieces):
        joined = _join_pieces(host, pieces)
        return [(joined, False)]
    return [(t, k == QUOTED) for t, k in pieces if k != -1]


def expand_pattern_quoted(host: ExpandHost, word: ast.Word) -> list[tuple[str, bool]]:
    """Pattern word inside double quotes (``"${x#$p}"``): bash treats its unquoted parts still as pattern."""
    return expand_pattern(host, word)


def expand_heredoc(host: ExpandHost, body: ast.Word) -> str:
    """A here-document body: expansions as in double quotes, no splitting or globbing."""
    pieces: list[Piece] = []
    expand_parts(host, body.parts, True, pieces)
    return _join_pieces(host, pieces)


def expand_arith_text(host: ExpandHost, word: ast.Word) -> str:
    """Arithmetic text before parsing: expansions done, double quotes removed, single quotes kept
    (bash then reports them as a syntax error)."""
    parts = tuple(
        ast.Lit("'" + p.text + "'")
        if isinstance(p, ast.SingleQuoted)
        else ast.Lit("'" + decode_ansi_c(p.raw) + "'")  # $'...' keeps its quotes too (then an error)
        if isinstance(p, ast.AnsiCQuoted)
        else p
        for p in word.parts
    )
    pieces: list[Piece] = []
    expand_parts(host, parts, True, pieces)
    return _join_pieces(host, pieces)


def expand_arith_part(host: ExpandHost, part: ast.WordPart) -> list[Piece]:
    """One expansion of arithmetic text, expanded as :func:`expand_arith_text` would (inside quotes)."""
    pieces: list[Piece] = []
    expand_parts(host, (part,), True, pieces)
    return pieces


def join_arith_parts(host: ExpandHost, parts: tuple[ast.WordPart, ...], done: dict[int, list[Piece]]) -> str:
    """The text :func:`expand_arith_text` gives, with the parts in ``done`` (by index) already expanded."""
    pieces: list[Piece] = []
    for i, part in enumerate(parts):
        got = done.get(i)
        if got is None:
            expand_parts(host, (part,), True, pieces)
        else:
            pieces.extend(got)
    return _join_pieces(host, pieces)


def expand_word_quoted(host: ExpandHost, word: ast.Word) -> str:
    """Expand as if the whole word were double-quoted (``[[ ]]`` operands, here-strings)."""
    pieces: list[Piece] = []
    expand_parts(host, word.parts, False, pieces)
    return _join_pieces(host, pieces)
