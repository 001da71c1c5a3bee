"""jq 1.6's compile-time checks: calls to undefined functions and reads of undefined ``$names``."""

from __future__ import annotations

from typing import Any


def undefined_variables(node: Any, scope: frozenset[str]) -> list[str]:
    """Every ``$name`` the program reads that no binding in scope provides, in source order (compile errors)."""
    found: list[str] = []
    _undefined_vars(node, scope, found)
    return found


def pattern_vars(pattern: Any) -> set[str]:
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


def _pattern_keys(pattern: Any, scope: frozenset[str], found: list[str]) -> None:
    if pattern[0] == "parray":
        for p in pattern[1]:
            _pattern_keys(p, scope, found)
    elif pattern[0] != "pvar":
        for key, _bind, sub in pattern[1]:
            _undefined_vars(key, scope, found)
            if sub is not None:
                _pattern_keys(sub, scope, found)


def _undefined_vars(node: Any, scope: frozenset[str], found: list[str]) -> None:
    if not isinstance(node, tuple) or not node or not isinstance(node[0], str):
        if isinstance(node, (list, tuple)):
            for child in node:
                _undefined_vars(child, scope, found)
        return
    kind = node[0]
    if kind == "var":
        if node[1] not in scope:
            found.append(node[1])
        return
    if kind == "as":
        _, left, patterns, body = node
        _undefined_vars(left, scope, found)
        bound: set[str] = set()
        for p in patterns:
            _pattern_keys(p, scope, found)
            bound |= pattern_vars(p)
        _undefined_vars(body, scope | bound, found)
        return
    if kind in ("reduce", "foreach"):
        _, source, pat, init, update, extract = node
        _undefined_vars(source, scope, found)
        _pattern_keys(pat, scope, found)
        _undefined_vars(init, scope, found)
        inner = scope | pattern_vars(pat)
        _undefined_vars(update, inner, found)
        if extract is not None:
            _undefined_vars(extract, inner, found)
        return
    if kind == "funcdef":
        _, _name, params, body, rest = node
        _undefined_vars(body, scope | {p[1:] for p in params if isinstance(p, str) and p.startswith("$")}, found)
        _undefined_vars(rest, scope, found)
        return
    if kind in ("label", "break"):
        if kind == "label":
            _undefined_vars(node[2], scope, found)
        return
    for child in node[1:]:
        if isinstance(child, (tuple, list)):
            _undefined_vars(child, scope, found)


def find_undefined(node: Any, scope: frozenset[tuple[str, int]]) -> str | None:
    if not isinstance(node, tuple) or not node:
        return None
    kind = node[0]
    if kind == "call":
        name, args = node[1], node[2]
        if (name, len(args)) not in scope:
            return f"{name}/{len(args)}"
        for a in args:
            found = find_undefined(a, scope)
            if found:
                return found
        return None
    if kind == "funcdef":
        _, name, params, body, rest = node
        inner = scope | {(name, len(params))} | {(p.lstrip("$"), 0) for p in params}
        return find_undefined(body, inner) or find_undefined(rest, scope | {(name, len(params))})
    for child in node[1:]:
        if isinstance(child, tuple):
            found = find_undefined(child, scope)
        elif isinstance(child, list):
            found = None
            for c in child:
                if isinstance(c, tuple) and c and isinstance(c[0], str):
                    found = find_undefined(c, scope)
                elif isinstance(c, tuple):
                    for cc in c:
                        found = found or find_undefined(cc, scope)
                if found:
                    break
        else:
            found = None
        if found:
            return found
    return None
