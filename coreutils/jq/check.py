"""jq 1.6's compile-time checks: calls to undefined functions, reads of undefined ``$names``, breaks
without a label.

jq reports every one, in the order its compiler meets them: a function's own code first, in the
order jq lays it out (an index's key before its target), then its sub-functions one by one (the
bodies of the ``def``s it uses, then the filter arguments it passes to functions written in jq),
each the same way.  An argument of a builtin written in C is code of the caller, checked in
place; the arguments of an undefined call are never checked, nor the body of a ``def`` nothing uses.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

Node = tuple[Any, ...]

# jq 1.6's builtins written in C that take arguments (their arguments are compiled in place).
_C_WITH_ARGS = frozenset({
    ("startswith", 1), ("endswith", 1), ("ltrimstr", 1), ("rtrimstr", 1), ("split", 1), ("_strindices", 1),
    ("setpath", 2), ("getpath", 1), ("delpaths", 1), ("has", 1), ("contains", 1), ("error", 1), ("format", 1),
    ("halt_error", 1), ("strptime", 1), ("strftime", 1), ("strflocaltime", 1), ("_match_impl", 3),
    ("_sort_by_impl", 1), ("_group_by_impl", 1), ("_min_by_impl", 1), ("_max_by_impl", 1),
    ("pow", 2), ("atan2", 2), ("fmin", 2), ("fmax", 2), ("fmod", 2), ("hypot", 2), ("ldexp", 2),
    ("copysign", 2), ("drem", 2), ("nextafter", 2), ("nexttoward", 2), ("scalb", 2), ("scalbln", 2),
    ("remainder", 2), ("jn", 2), ("yn", 2), ("fdim", 2), ("fma", 3),
})


@dataclass(frozen=True)
class _Scope:
    funcs: frozenset[tuple[str, int]]  # every function callable here
    user: frozenset[tuple[str, int]]  # those defined in the program (or parameters), which shadow builtins
    vars: frozenset[str]
    labels: frozenset[str] = frozenset()

    def with_funcs(self, names: Iterable[tuple[str, int]]) -> _Scope:
        names = frozenset(names)
        return _Scope(self.funcs | names, self.user | names, self.vars, self.labels)

    def with_vars(self, names: Iterable[str]) -> _Scope:
        return _Scope(self.funcs, self.user, self.vars | frozenset(names), self.labels)


@dataclass
class _Unit:
    """One function being compiled: its errors, and the sub-functions to compile after it."""

    errors: list[tuple[str, int]] = field(default_factory=list)
    subs: list[tuple[Node, _Scope]] = field(default_factory=list)


def compile_errors(tree: Node, funcs: Iterable[tuple[str, int]], variables: Iterable[str]) -> list[tuple[str, int]]:
    """Every compile error of ``tree`` as (message, offset of the construct in the program), in jq's order."""
    return _compile(tree, _Scope(frozenset(funcs), frozenset(), frozenset(variables)))


def _compile(node: Node, scope: _Scope) -> list[tuple[str, int]]:
    unit = _Unit()
    _walk(node, scope, unit)
    errors = unit.errors
    for sub, sub_scope in unit.subs:
        errors.extend(_compile(sub, sub_scope))
    return errors


def pattern_vars(pattern: Any) -> set[str]:
    """The ``$names`` a destructuring pattern binds."""
    kind = pattern[0]
    if kind == "pvar":
        return {pattern[1]}
    if kind == "parray":
        return set().union(*(pattern_vars(p) for p in pattern[1])) if pattern[1] else set()
    names: set[str] = set()
    for _key, bind_name, sub in pattern[1]:
        if bind_name is not None:
            names.add(bind_name)
        if sub is not None:
            names |= pattern_vars(sub)
    return names


def _pattern_keys(pattern: Any, scope: _Scope, unit: _Unit) -> None:
    if pattern[0] == "parray":
        for p in pattern[1]:
            _pattern_keys(p, scope, unit)
    elif pattern[0] != "pvar":
        for key, _bind, sub in pattern[1]:
            _walk(key, scope, unit)
            if sub is not None:
                _pattern_keys(sub, scope, unit)


def _calls(node: Any, name: str, arity: int) -> bool:
    """Whether ``node`` calls ``name/arity`` anywhere."""
    if isinstance(node, tuple) and node and node[0] == "call" and node[1] == name and len(node[2]) == arity:
        return True
    if isinstance(node, (tuple, list)):
        return any(_calls(child, name, arity) for child in node)
    return False


def _walk(node: Any, scope: _Scope, unit: _Unit) -> None:
    kind = node[0]
    if kind == "call":
        _call(node, scope, unit)
    elif kind == "var":
        if node[1] not in scope.vars:
            unit.errors.append((f"${node[1]} is not defined", node[2] if len(node) > 2 else 0))
    elif kind == "break":
        if node[1] not in scope.labels:
            unit.errors.append((f"$*label-{node[1]} is not defined", node[2] if len(node) > 2 else 0))
    elif kind == "funcdef":
        _, name, params, body, rest = node
        key = (name, len(params))
        if _calls(rest, name, len(params)):
            inner = scope.with_funcs([key, *((p.lstrip("$"), 0) for p in params)])
            unit.subs.append((body, inner.with_vars(p[1:] for p in params if p.startswith("$"))))
        _walk(rest, scope.with_funcs([key]), unit)
    elif kind == "index":
        # jq lays out an index's key before its target.
        _walk(node[2], scope, unit)
        _walk(node[1], scope, unit)
    elif kind == "slice":
        for part in (node[2], node[3], node[1]):
            if part is not None:
                _walk(part, scope, unit)
    elif kind == "as":
        _, source, patterns, body = node
        _walk(source, scope, unit)
        bound: set[str] = set()
        for p in patterns:
            _pattern_keys(p, scope, unit)
            bound |= pattern_vars(p)
        _walk(body, scope.with_vars(bound), unit)
    elif kind in ("reduce", "foreach"):
        _, source, pat, init, update, extract = node
        _walk(init, scope, unit)
        _walk(source, scope, unit)
        _pattern_keys(pat, scope, unit)
        inner = scope.with_vars(pattern_vars(pat))
        _walk(update, inner, unit)
        if extract is not None:
            _walk(extract, inner, unit)
    elif kind == "label":
        _walk(node[2], _Scope(scope.funcs, scope.user, scope.vars, scope.labels | {node[1]}), unit)
    elif kind == "assign":
        _, op, lhs, rhs = node
        if op in ("|=", "="):
            # `_modify(lhs; rhs)` / `_assign(lhs; rhs)`: both are filter arguments of a jq function.
            unit.subs.extend([(lhs, scope), (rhs, scope)])
        else:
            # `rhs as $x | _modify(lhs; . op $x)`
            _walk(rhs, scope, unit)
            unit.subs.append((lhs, scope))
    elif kind == "string":
        for part in node[1]:
            if not isinstance(part, str):
                _walk(part[1], scope, unit)
    elif kind == "object":
        for key, value in node[1]:
            _walk(key, scope, unit)
            if value is not None:
                _walk(value, scope, unit)
    elif kind == "if":
        _, cond, then, elifs, other = node
        for part in (cond, then, *(x for pair in elifs for x in pair), other):
            if part is not None:
                _walk(part, scope, unit)
    else:
        for child in node[1:]:
            if isinstance(child, tuple) and child and isinstance(child[0], str):
                _walk(child, scope, unit)


def _call(node: Node, scope: _Scope, unit: _Unit) -> None:
    name, args = node[1], node[2]
    key = (name, len(args))
    if key not in scope.funcs:
        unit.errors.append((f"{name}/{len(args)} is not defined", node[3] if len(node) > 3 else 0))
        return
    if key in _C_WITH_ARGS and key not in scope.user:
        for arg in args:
            _walk(arg, scope, unit)
    else:
        unit.subs.extend((arg, scope) for arg in args)


__all__ = ["compile_errors", "pattern_vars"]
