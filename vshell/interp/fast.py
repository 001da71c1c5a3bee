"""Shortcuts the simple-command path takes for the commands loops run most (issue 14).

- :func:`prepare`: a simple command's words prepared once per node (literal
  argv, a plan of literals and expansions, a ``local`` plan).
- :func:`concat`: an assignment value of several parts (``f=file$i.txt``,
  ``s+="$a:$b"``) joined from its literals and prepared parameter expansions,
  its plan made once per word.
- :func:`local_assign`: ``local a=$1 b=$2`` making new locals without the
  option parser and the declaration machinery of ``declare``.
- :func:`string_test`: ``[ ... ]`` and ``test`` with 0 to 3 operands whose
  operators only compare strings or integers (``-n``, ``-z``, ``=``, ``!=``,
  ``<``, ``-eq``...), answered without binding descriptors or building the
  file-test context; every other form, and every error, is left to the
  builtin (which then gives bash's message).

Each shortcut either gives exactly the general path's answer or declines
(None) before anything observable happened.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vshell.expand import fastparam
from vshell.expand.variables import A_EXPORT, A_NAMEREF, A_READONLY, Var
from vshell.expand.words import expand_string, literal_is_pattern, quoted_value, simple_value
from vshell.lib.test_expr import TestError, parse_test_int
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.core import InterpCore

_MAX = 8192

# Assignment values of several parts, keyed by id: (word, its literals and parameter expansions or None).
_CONCAT: dict[int, tuple[ast.Word, tuple[str | ast.ParamExp, ...] | None]] = {}


def concat(sh: InterpCore, word: ast.Word) -> str:
    """A value of several parts: literals and prepared expansions joined, else the general
    expansion (a prepared expansion that declines has had no effect)."""
    entry = _CONCAT.get(id(word))
    if entry is None or entry[0] is not word:
        entry = _concat_plan(word)
    plan = entry[1]
    if plan is None:
        return expand_string(sh, word)
    return join_plan(sh, word, plan)


def concat_plan(word: ast.Word) -> tuple[str | ast.ParamExp, ...] | None:
    """The literals and parameter expansions a value of several parts joins (None: expand it)."""
    entry = _CONCAT.get(id(word))
    if entry is None or entry[0] is not word:
        entry = _concat_plan(word)
    return entry[1]


def join_plan(sh: InterpCore, word: ast.Word, plan: tuple[str | ast.ParamExp, ...]) -> str:
    """The value of ``word`` from its :func:`concat_plan`, else (an expansion declines) the general
    expansion."""
    out = []
    for p in plan:
        if type(p) is str:
            out.append(p)
            continue
        v = fastparam.value(sh, p)  # type: ignore[arg-type]
        if v is None:
            return expand_string(sh, word)
        out.append(v)
    text = "".join(out)
    if len(text) > sh.limits.string_length:
        sh.check_length(len(text))
    return text


def joinable(p: ast.WordPart) -> bool:
    """``"$a:${b%.*}"``: double-quoted literals and parameter expansions (not ``"$@"``), one word."""
    return (
        type(p) is ast.DoubleQuoted
        and not p.locale
        and bool(p.parts)
        and all(_plain_part(q) and not (type(q) is ast.ParamExp and q.name in "@*") for q in p.parts)
    )


def joined(sh: InterpCore, p: ast.DoubleQuoted) -> str | None:
    """The word of a :func:`joinable` part, or None when an expansion declines (nothing done)."""
    out = []
    for q in p.parts:
        if type(q) is ast.Lit:
            out.append(q.text)
            continue
        v = fastparam.value(sh, q)  # type: ignore[arg-type]
        if v is None:
            return None
        out.append(v)
    text = "".join(out)
    if len(text) > sh.limits.string_length:
        return None  # the general path raises the limit
    return text


def _plain_part(p: ast.WordPart) -> bool:
    return type(p) is ast.Lit or (type(p) is ast.ParamExp and p.name != "RANDOM")


def _concat_plan(word: ast.Word) -> tuple[ast.Word, tuple[str | ast.ParamExp, ...] | None]:
    plan: list[str | ast.ParamExp] = []
    ok = True
    for p in word.parts:
        if type(p) is ast.Lit or type(p) is ast.SingleQuoted:
            plan.append(p.text)  # type: ignore[union-attr]
        elif type(p) is ast.ParamExp and p.name != "RANDOM":  # RANDOM's read is not free of effects
            plan.append(p)
        elif type(p) is ast.DoubleQuoted and not p.locale and all(_plain_part(q) for q in p.parts):
            plan.extend(q.text if type(q) is ast.Lit else q for q in p.parts)  # type: ignore[union-attr, misc]
        else:
            ok = False
            break
    if len(_CONCAT) >= _MAX:
        _CONCAT.clear()
    entry = _CONCAT[id(word)] = (word, tuple(plan) if ok else None)
    return entry


LocalPlan = tuple[tuple[str, "str | ast.ParamExp | None"], ...]
"""``local``'s operands: (name, a literal value, a parameter expansion, or None for no value)."""


def local_plan(words: tuple[ast.Word | ast.Assign, ...]) -> LocalPlan | None:
    """The plan of ``local a=$1 b=lit c``: names with literal or lone parameter values, else None."""
    first = words[0]
    p0 = first.parts[0] if type(first) is ast.Word and len(first.parts) == 1 else None
    if type(p0) is not ast.Lit or p0.text != "local":
        return None
    plan: list[tuple[str, str | ast.ParamExp | None]] = []
    for w in words[1:]:
        if type(w) is ast.Word:
            p = w.parts[0] if len(w.parts) == 1 else None
            if type(p) is not ast.Lit or not (p.text.isidentifier() and p.text.isascii()):
                return None
            plan.append((p.text, None))
            continue
        assert type(w) is ast.Assign
        value = w.value
        if w.index is not None or w.append or type(value) is not ast.Word or len(value.parts) != 1:
            return None
        p = value.parts[0]
        if type(p) is ast.DoubleQuoted and not p.locale and len(p.parts) == 1:
            p = p.parts[0]
        if type(p) is ast.Lit or type(p) is ast.SingleQuoted:
            plan.append((w.name, p.text))  # type: ignore[union-attr]
        elif type(p) is ast.ParamExp and p.name != "RANDOM":
            plan.append((w.name, p))
        else:
            return None
    return tuple(plan)


def run_local(sh: InterpCore, plan: LocalPlan, disabled: set[str]) -> str | None:
    """Run a planned ``local``: its last word as ``$_`` sees it, or None (nothing done, nothing
    expanded with an effect) when the general path must run it."""
    if sh.opts["xtrace"] or disabled or "local" in sh.functions:
        return None
    values: list[str | None] = []
    for _, v in plan:
        if v is None or type(v) is str:
            values.append(v)  # type: ignore[arg-type]
            continue
        text = fastparam.value(sh, v)  # type: ignore[arg-type]
        if text is None:
            if not _unset_plain(sh, v):  # type: ignore[arg-type]
                return None
            text = ""  # `local x=$2` with no $2
        values.append(text)
    if _make_locals(sh, [(name, values[k]) for k, (name, _) in enumerate(plan)]) is None:
        return None
    name, value = plan[-1][0], values[-1]
    return name if value is None else f"{name}={value}"


def _unset_plain(sh: InterpCore, p: ast.ParamExp) -> bool:
    """A plain ``$name``/``$N`` that is unset, with no variable (nor nameref) behind it, no set -u."""
    if p.op is not None or p.index is not None or p.prefix is not ast.ParamPrefix.NONE or sh.opts["nounset"]:
        return False
    name = p.name
    if name.isdigit():
        return sh.special(name) is None
    return name.isidentifier() and sh.vars.find(name) is None and name not in sh.vars.dynamic


def _make_locals(sh: InterpCore, pairs: list[tuple[str, str | None]]) -> int | None:
    """Make each name a new local with its value, as the builtin would, or None (nothing done)."""
    if not sh.frames or sh.opts["allexport"] or sh.shopts["localvar_inherit"]:
        return None
    vs = sh.vars
    scope = vs.scopes[-1]
    dynamic = vs.dynamic
    made: dict[str, Var] = {}
    for name, value in pairs:
        if name in scope or name in made or name in dynamic:
            return None  # re-declared, or a dynamic variable (whose read may have an effect)
        outer = vs.find(name)
        if outer is not None and outer.attrs & A_NAMEREF:
            outer = vs.get_var(name)  # the variable it names
        attrs = 0
        if outer is not None:
            if outer.attrs & A_READONLY:
                return None
            if outer.attrs & A_EXPORT:
                attrs = A_EXPORT  # a local shadowing an exported variable is exported too
        made[name] = Var(value, attrs)
    scope.update(made)
    return 0


def local_assign(sh: InterpCore, argv: list[str]) -> int | None:
    """``local a=$1 b=$2 i`` with argv built: each name new to the function's scope, made as the
    builtin would make it (exported when it shadows an exported variable), else None: options,
    subscripts, arrays, ``+=``, a name already local, allexport or localvar_inherit are the builtin's.
    Nothing is changed before it decides."""
    if len(argv) < 2:
        return None
    pairs: list[tuple[str, str | None]] = []
    for arg in argv[1:]:
        if type(arg) is str:
            if not (arg.isidentifier() and arg.isascii()):
                return None
            pairs.append((arg, None))
        elif getattr(arg, "array", True) is None and getattr(arg, "index", "") is None and not arg.append:  # type: ignore[attr-defined]
            pairs.append((arg.name, arg.value))  # type: ignore[attr-defined]
        else:
            return None
    return _make_locals(sh, pairs)


_INT_OPS = frozenset(["-eq", "-ne", "-lt", "-le", "-gt", "-ge"])


def _two(a: str, b: str) -> bool | None:
    if a == "!":
        return b == ""
    if a == "-n":
        return b != ""
    if a == "-z":
        return b == ""
    return None  # a file test, or an error: the builtin's


def _compare(a: str, op: str, b: str) -> bool | None:
    if op == "=" or op == "==":
        return a == b
    if op == "!=":
        return a != b
    if op in _INT_OPS:
        try:
            x = parse_test_int(a)
            y = parse_test_int(b)
        except TestError:
            return None  # the builtin reports it
        if op == "-eq":
            return x == y
        if op == "-ne":
            return x != y
        if op == "-lt":
            return x < y
        if op == "-le":
            return x <= y
        return x > y if op == "-gt" else x >= y
    if op == "<":
        return a < b
    if op == ">":
        return a > b
    return None


def string_test(argv: list[str]) -> int | None:
    """The status of ``[``/``test`` when its form only compares strings or integers, else None."""
    n = len(argv) - 1
    if argv[0] == "[":
        if argv[-1] != "]" or n == 0:
            return None  # `missing ]'
        n -= 1
    if n == 1:
        return 0 if argv[1] != "" else 1
    if n == 2:
        r = _two(argv[1], argv[2])
    elif n == 3:
        a, op, b = argv[1], argv[2], argv[3]
        r = _compare(a, op, b)
        if r is None and op not in _BINARY and a == "!":
            r = _two(op, b)
            if r is not None:
                r = not r
    elif n == 0:
        return 1
    else:
        return None
    if r is None:
        return None
    return 0 if r else 1


_BINARY = frozenset(
    ["=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef", "-a", "-o"]
)


Prepared = tuple[
    ast.SimpleCommand,
    tuple[str, ...] | None,
    bool,
    tuple[tuple[int, str | ast.DoubleQuoted], ...] | None,
    "LocalPlan | None",
]
"""A simple command prepared once: (node, its argv when all words are literals, whether a word is an
assignment argument, its word plan, its ``local`` plan)."""

# Keyed by id; the entry keeps the node alive; bounded.
PREPARED: dict[int, Prepared] = {}


_SEEN: dict[int, ast.SimpleCommand] = {}  # nodes run once, keyed by id (kept alive while listed)


def prepared(node: ast.SimpleCommand) -> Prepared:
    """The node's entry, made now if it has none."""
    entry = PREPARED.get(id(node))
    if entry is None or entry[0] is not node:
        entry = _prepare(node)
    return entry


def prepare(node: ast.SimpleCommand) -> Prepared:
    """The node's entry: made on its second run, so a one-shot command does not pay for it."""
    return _prepare(node) if _SEEN.pop(id(node), None) is node else _seen(node)


def _seen(node: ast.SimpleCommand) -> Prepared:
    """First run of a node: remember it, and expand its words the general way this time."""
    if len(_SEEN) >= _MAX:
        _SEEN.clear()
    _SEEN[id(node)] = node
    return (node, None, True, None, None)


def _prepare(node: ast.SimpleCommand) -> Prepared:
    if len(PREPARED) >= _MAX:
        PREPARED.clear()
    words = node.words
    has_assign = any(isinstance(w, ast.Assign) for w in words)
    decl = local_plan(words) if has_assign else None
    entry = (node, _static_argv(words), has_assign, _word_plan(words), decl)
    PREPARED[id(node)] = entry
    return entry


PLAN_LITERAL, PLAN_PARAM, PLAN_QUOTED, PLAN_JOINED = 0, 1, 2, 3


def _plain(p: ast.WordPart) -> str | None:
    """The name of a plain ``$name`` part (no operator, index or prefix), else None."""
    if type(p) is ast.ParamExp and p.op is None and p.index is None and p.prefix is ast.ParamPrefix.NONE:
        return p.name
    return None


def _literal(p: ast.WordPart) -> str | None:
    """The text of a word part that is a plain literal word by itself, else None."""
    if type(p) is ast.SingleQuoted:
        return p.text
    if type(p) is ast.Lit and "~" not in p.text and not literal_is_pattern(p.text, True):
        return p.text  # `[` and `]` alone are no pattern: bash globs `[` only with a `]` after it
    if type(p) is ast.DoubleQuoted and not p.locale and len(p.parts) == 1 and type(p.parts[0]) is ast.Lit:
        return p.parts[0].text
    return None


def _word_plan(words: tuple[ast.Word | ast.Assign, ...]) -> tuple[tuple[int, str | ast.DoubleQuoted], ...] | None:
    """Words that are literals, a lone plain ``$name`` or ``"$name"``, or double-quoted text of
    literals and parameter expansions (``"$a:${b%.*}"``): ``(kind, text, name or the part)`` each."""
    out: list[tuple[int, str | ast.DoubleQuoted]] = []
    for w in words:
        if type(w) is not ast.Word or len(w.parts) != 1:
            return None
        p = w.parts[0]
        if (text := _literal(p)) is not None:
            out.append((PLAN_LITERAL, text))
        elif (name := _plain(p)) is not None:
            out.append((PLAN_PARAM, name))
        elif type(p) is ast.DoubleQuoted and len(p.parts) == 1 and (name := _plain(p.parts[0])) is not None:
            out.append((PLAN_QUOTED, name))
        elif joinable(p):
            out.append((PLAN_JOINED, p))  # type: ignore[arg-type]
        else:
            return None
    return tuple(out)


def plan_argv(sh: InterpCore, plan: tuple[tuple[int, str | ast.DoubleQuoted], ...]) -> list[str] | None:
    """The argv of a word plan: literals, lone ``$name``s, ``"$name"``s and ``"a$b"``s, each value a
    word of its own; None (nothing expanded with an effect) when a value needs splitting or globbing
    (``simple_value`` says None) or an expansion declines: the full expansion must run."""
    argv: list[str] = []
    for kind, item in plan:
        if kind == PLAN_LITERAL:
            argv.append(item)  # type: ignore[arg-type]
            continue
        if kind == PLAN_PARAM:
            val = simple_value(sh, item)  # type: ignore[arg-type]
        elif kind == PLAN_QUOTED:
            val = quoted_value(sh, item)  # type: ignore[arg-type]
        else:
            val = joined(sh, item)  # type: ignore[arg-type]
        if val is None:
            return None
        if val or kind != PLAN_PARAM:
            argv.append(val)
    return argv


def _static_argv(words: tuple[ast.Word | ast.Assign, ...]) -> tuple[str, ...] | None:
    """The argv of a command whose words are plain literals (prepared once per node), else None."""
    out = []
    for w in words:
        if type(w) is not ast.Word or len(w.parts) != 1:
            return None
        text = _literal(w.parts[0])
        if text is None:
            return None
        out.append(text)
    return tuple(out)
