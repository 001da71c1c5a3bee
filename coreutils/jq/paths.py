"""Path mode (``path(f)``, ``del``, assignments): every node kind yielding ``(path, value)`` pairs.

jq 1.6 tracks one path while a path expression runs: index operations extend it, and any other
expression keeps it only when its result is the very value at the path (for null, booleans and
numbers an equal one: ``1 | path(1)`` is ``[]``).  Otherwise the path is broken, and jq says so
where it is next used: indexing it ("Invalid path expression near attempt to access element"),
iterating it, or at the end of the path expression ("Invalid path expression with result").
A broken path is ``None`` here.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from vshell.coreutils.jq.backtrack import flow, flow1, one
from vshell.coreutils.jq.evaluate import (
    Closure,
    Env,
    JqError,
    Path,
    Value,
    dump,
    index_value,
    iterate,
    slice_value,
    truthy,
)
from vshell.coreutils.jq.parse import Node

if TYPE_CHECKING:
    from vshell.coreutils.jq.interp import Interp

Pair = tuple[Path | None, Value]


def trunc(v: Value, size: int) -> str:
    """jq's dump of ``v`` cut to fit a ``size``-byte buffer, ``...`` marking the cut."""
    text = dump(v).encode("utf-8", "surrogateescape")
    if len(text) > size - 1:
        text = text[: size - 4] + b"..."
    return text.decode("utf-8", "replace")


def _identical(x: Value, v: Value) -> bool:
    """jv_identical: the same container or string, or an equal null, boolean or number (by its bits)."""
    if x is v:
        return True
    if isinstance(x, bool) or isinstance(v, bool) or x is None or v is None:
        return False
    if isinstance(x, float | int) and isinstance(v, float | int):
        fx, fv = float(x), float(v)
        return (fx == fv and math.copysign(1.0, fx) == math.copysign(1.0, fv)) or (fx != fx and fv != fv)
    return False


def _join(base: Path | None, p: Path | None) -> Path | None:
    return None if base is None or p is None else base + p


class PathMode:
    """The path-mode half of the interpreter."""

    def __init__(self, it: Interp) -> None:
        self.it = it

    def paths(self, node: Node, v: Value, env: Env) -> Iterator[tuple[Path, Value]]:
        """The paths ``node`` designates in ``v`` (jq's PATH_BEGIN ... PATH_END), each with its value."""
        def end(pair: Pair) -> tuple[Path, Value]:
            if pair[0] is None:
                raise JqError(f"Invalid path expression with result {trunc(pair[1], 30)}")
            return pair[0], pair[1]

        return flow1(self.path_pairs(node, v, env), end)

    def path_pairs(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        """``node``'s paths relative to ``v``; ``None`` for a path a value-mode expression broke."""
        kind = node[0]
        if kind == "identity":
            return one(((), v))
        if kind in ("field", "index", "slice", "iterate"):
            return self._index_paths(node, v, env, False)
        if kind == "opt":
            return self._index_paths(node[1], v, env, True)
        if kind == "pipe":
            right = node[2]
            return flow(self.path_pairs(node[1], v, env),
                        lambda px: flow1(self.path_pairs(right, px[1], env), lambda q: (_join(px[0], q[0]), q[1])))
        if kind == "comma":
            return self._comma_paths(node, v, env)
        if kind == "if":
            return self.it.if_(node, v, env, self.path_pairs)
        if kind == "alt":
            return self._alt_paths(node, v, env)
        if kind == "try":
            return self._try_paths(node, v, env)
        if kind == "funcdef":
            e2 = env.child()
            e2.funcs[(node[1], len(node[2]))] = Closure(tuple(node[2]), node[3], e2)
            return self.path_pairs(node[4], v, e2)
        if kind == "as":
            return self.it.destructure(node, v, env, self.path_pairs)
        if kind == "label":
            return self.it.label(node, v, env, self.path_pairs)
        if kind == "reduce":
            return self._reduce_paths(node, v, env)
        if kind == "foreach":
            return self._foreach_paths(node, v, env)
        if kind == "call":
            return self.it.call(node[1], node[2], v, env, path_mode=True)
        return self.not_a_path(self.it.eval(node, v, env), v)

    def not_a_path(self, outputs: Iterator[Value], v: Value) -> Iterator[Pair]:
        """A value-mode expression inside a path expression: the path stands if it gave the value at it."""
        return flow1(outputs, lambda x: (() if _identical(x, v) else None, x))

    def _index_paths(self, node: Node, v: Value, env: Env, optional: bool) -> Iterator[Pair]:
        kind = node[0]

        def at(key: Value, get: Callable[[Value], Value]) -> Callable[[Pair], Iterator[Pair]]:
            def step(pt: Pair) -> Iterator[Pair]:
                p, t = pt
                if p is None:
                    raise JqError(f"Invalid path expression near attempt to access element {trunc(key, 15)} of "
                                  f"{trunc(t, 30)}")
                try:
                    x = get(t)
                except JqError:
                    if optional:
                        return iter(())
                    raise
                return one(((*p, key), x))
            return step

        if kind == "field":
            name = node[2]
            return flow(self.path_pairs(node[1], v, env), at(name, lambda t: index_value(t, name)))
        if kind == "index":
            return flow(self.it.eval(node[2], v, env), lambda k: flow(
                self.path_pairs(node[1], v, env), at(k, lambda t: index_value(t, k))))
        if kind == "slice":
            lo_node, hi_node = node[2], node[3]
            return flow(self.it._or_null(lo_node, v, env), lambda lo: flow(self.it._or_null(hi_node, v, env), lambda hi: flow(
                self.path_pairs(node[1], v, env),
                at({"start": lo, "end": hi}, lambda t: slice_value(t, lo, hi)))))

        def each(pt: Pair) -> Iterator[Pair]:
            p, t = pt
            if p is None:
                raise JqError(f"Invalid path expression near attempt to iterate through {trunc(t, 30)}")
            if optional and not isinstance(t, list | dict):
                return iter(())
            if isinstance(t, list):
                return iter([((*p, float(i)), x) for i, x in enumerate(t)])
            if isinstance(t, dict):
                return iter([((*p, k), x) for k, x in t.items()])
            return iterate(t)  # raises jq's "Cannot iterate over ..."

        return flow(self.path_pairs(node[1], v, env), each)

    def _comma_paths(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        yield from self.path_pairs(node[1], v, env)
        yield from self.path_pairs(node[2], v, env)

    def _alt_paths(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        found = False

        def keep(px: Pair) -> Iterator[Pair]:
            nonlocal found
            if truthy(px[1]):
                found = True
                yield px

        yield from flow(self.path_pairs(node[1], v, env), keep)
        if not found:
            yield from self.path_pairs(node[2], v, env)

    def _try_paths(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        try:
            yield from self.path_pairs(node[1], v, env)
        except JqError as e:
            if node[2] is not None:
                # The handler's outputs are values, not paths of the input.
                yield from self.not_a_path(self.it.eval(node[2], e.value, env), v)

    def _reduce_paths(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        return flow(self.path_pairs(node[3], v, env), lambda acc: self._reduce_paths_from(node, acc, v, env))

    def _reduce_paths_from(self, node: Node, acc: Pair, v: Value, env: Env) -> Iterator[Pair]:
        _, source, pat, _init, update, _x = node
        state: list[Pair] = [acc]

        def step(item: Value) -> Iterator[Pair]:
            for e2 in self.it.bind(pat, item, env):
                (base, cur), state[0] = state[0], ((), None)
                for p, out in self.path_pairs(update, cur, e2):
                    state[0] = (_join(base, p), out)
            return iter(())

        for _ in flow(self.it.eval(source, v, env), step):
            pass
        yield state[0]

    def _foreach_paths(self, node: Node, v: Value, env: Env) -> Iterator[Pair]:
        return flow(self.it.eval(node[3], v, env), lambda acc: self._foreach_paths_from(node, acc, v, env))

    def _foreach_paths_from(self, node: Node, acc: Value, v: Value, env: Env) -> Iterator[Pair]:
        """jq tracks the path of the source's item; an output that is that very item has its path
        (``limit(2; .[]) |= 0``), any other is a value."""
        _, source, pat, _init, update, extract = node
        state = [acc]

        def step(pair: Pair) -> Iterator[Pair]:
            p, item = pair
            for e2 in self.it.bind(pat, item, env):
                cur, state[0] = state[0], None
                for new in self.it.eval(update, cur, e2):
                    state[0] = new
                    outs = one(new) if extract is None else self.it.eval(extract, new, e2)
                    yield from flow1(outs, lambda x: ((p if _identical(x, item) else None), x))

        return flow(self.path_pairs(source, v, env), step)


__all__ = ["PathMode", "trunc"]
