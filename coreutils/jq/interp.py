"""The jq evaluator: every node kind in value mode, calls, and binding patterns (path mode: ``paths.py``).

Each node kind has one method; it returns a generator of the node's outputs.  Values taken from
a generator and used go through ``backtrack.flow``, so an error raised downstream reaches the
producer as jq 1.6's backtracking would (a live ``try`` upstream catches it).  Where jq
evaluates several sub-expressions as nested loops the nesting is jq's: an index's key outside
its target, a binary operator's right side outside its left, a C builtin's last argument
outermost, a string's last interpolation outermost.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

from vshell.coreutils.jq.backtrack import flow, flow1, one
from vshell.coreutils.jq.check import pattern_vars
from vshell.coreutils.jq.defs import JQ_DEFS
from vshell.coreutils.jq.evaluate import (
    Closure,
    Env,
    JqError,
    Value,
    _Break,
    binop,
    brief,
    index_value,
    iterate,
    slice_value,
    truthy,
    type_name,
)
from vshell.coreutils.jq.parse import Node, parse_defs
from vshell.coreutils.jq.paths import PathMode

Natives = dict[tuple[str, int], Callable[..., Iterator[Value]]]


class Interp:
    def __init__(self, natives: Natives, globals_: dict[str, Value], tick: Callable[[], None]) -> None:
        self.natives = natives
        self.tick = tick
        self.root = Env(vars=dict(globals_))
        self.label_counter = itertools.count()
        self.pathmode = PathMode(self)
        self.paths = self.pathmode.paths
        self.path_pairs = self.pathmode.path_pairs
        for name, params, body in parse_defs(JQ_DEFS):
            self.root.funcs[(name, len(params))] = Closure(tuple(params), body, self.root)
        self._value: dict[str, Callable[[Node, Value, Env], Iterator[Value]]] = {
            "identity": self._identity, "literal": self._literal, "field": self._index_op, "index": self._index_op,
            "slice": self._index_op, "iterate": self._index_op, "opt": self._opt, "pipe": self._pipe,
            "comma": self._comma, "neg": self._neg, "binop": self._binop, "and": self._and, "or": self._or,
            "alt": self._alt, "array": self._array, "object": self._object, "string": self._string,
            "format": self._format, "if": self._if, "try": self._try, "reduce": self._reduce,
            "foreach": self._foreach, "funcdef": self._funcdef, "var": self._var, "as": self._as,
            "label": self._label, "break": self._break, "assign": self.assign, "call": self._call,
        }

    def known_functions(self) -> set[tuple[str, int]]:
        """Every ``(name, arity)`` a program may call: the builtins and what its imports define."""
        return set(self.root.funcs) | {k for k in self.natives if not k[0].startswith("*")}

    def eval(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        """Every output of ``node`` on the input ``v``."""
        return self._value[node[0]](node, v, env)

    # -- terms ------------------------------------------------------------------------------
    def _identity(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        yield v

    def _literal(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        yield node[1]

    def _index_op(self, node: Node, v: Value, env: Env, optional: bool = False) -> Iterator[Value]:
        """``.name``, ``.[k]``, ``.[a:b]``, ``.[]`` on every output of the target; ``optional``: their own
        errors give no output (jq's INDEX_OPT / EACH_OPT), the target's errors still count."""
        kind = node[0]

        def guard(apply: Callable[[Value], Iterator[Value]]) -> Callable[[Value], Iterator[Value]]:
            if not optional:
                return apply

            def quiet(t: Value) -> Iterator[Value]:
                try:
                    out = list(apply(t))
                except JqError:
                    return
                yield from out

            return quiet

        if kind == "field":
            name = node[2]
            return flow(self.eval(node[1], v, env), guard(lambda t: one(index_value(t, name))))
        if kind == "iterate":
            return flow(self.eval(node[1], v, env), guard(iterate))
        if kind == "index":
            # jq computes the key first: the key's outputs are the outer loop.
            return flow(self.eval(node[2], v, env), lambda k: flow(
                self.eval(node[1], v, env), guard(lambda t: one(index_value(t, k)))))
        lo_node, hi_node = node[2], node[3]
        return flow(self._or_null(lo_node, v, env), lambda lo: flow(self._or_null(hi_node, v, env), lambda hi: flow(
            self.eval(node[1], v, env), guard(lambda t: one(slice_value(t, lo, hi))))))

    def _or_null(self, node: Node | None, v: Value, env: Env) -> Iterator[Value]:
        return one(None) if node is None else self.eval(node, v, env)

    def _opt(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self._index_op(node[1], v, env, optional=True)

    def _pipe(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        right = node[2]
        return flow(self.eval(node[1], v, env), lambda x: self.eval(right, x, env))

    def _comma(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        yield from self.eval(node[1], v, env)
        yield from self.eval(node[2], v, env)

    def _neg(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        def negate(x: Value) -> Value:
            if not isinstance(x, float | int) or isinstance(x, bool):
                raise JqError(f"{brief(x)} cannot be negated")
            return -x

        return flow1(self.eval(node[1], v, env), negate)

    def _binop(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        op, left = node[1], node[2]
        return flow(self.eval(node[3], v, env), lambda r: flow1(self.eval(left, v, env), lambda lft: binop(op, lft, r)))

    def _and(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        right = node[2]
        return flow(self.eval(node[1], v, env),
                    lambda lft: flow1(self.eval(right, v, env), truthy) if truthy(lft) else one(False))

    def _or(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        right = node[2]
        return flow(self.eval(node[1], v, env),
                    lambda lft: one(True) if truthy(lft) else flow1(self.eval(right, v, env), truthy))

    def _alt(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        # jq 1.6: an error on the left of // is not caught (only ?// and try catch); the right side
        # runs when the left gave no true value.
        found = False

        def keep(x: Value) -> Iterator[Value]:
            nonlocal found
            if truthy(x):
                found = True
                yield x

        yield from flow(self.eval(node[1], v, env), keep)
        if not found:
            yield from self.eval(node[2], v, env)

    def _array(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        yield [] if node[1] is None else list(self.eval(node[1], v, env))

    def _object(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self._entries(node[1], 0, v, env, {})

    def _entries(self, entries: list[tuple[Node, Node | None]], i: int, v: Value, env: Env,
                 built: dict[str, Value]) -> Iterator[Value]:
        """The objects from entry ``i`` on: each entry's key outside its value, earlier entries outside later."""
        if i == len(entries):
            return one(built)
        key_node, value_node = entries[i]

        def with_key(k: Value) -> Iterator[Value]:
            if value_node is None:
                values = one(env.lookup_var(key_node[1]) if key_node[0] == "var" else index_value(v, k))
            else:
                values = self.eval(value_node, v, env)

            def insert(val: Value) -> Iterator[Value]:
                if not isinstance(k, str):
                    raise JqError(f"Cannot use {brief(k)} as object key")
                return self._entries(entries, i + 1, v, env, {**built, k: val})

            return flow(values, insert)

        return flow(self.eval(key_node, v, env), with_key)

    def _string(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        from vshell.coreutils.jq.natives import apply_format

        parts: list[Any] = node[1]
        fmt: str | None = node[2]

        def text(x: Value) -> str:
            if fmt is not None:
                return apply_format(fmt, x)
            return x if isinstance(x, str) else apply_format("text", x)

        def build(i: int, after: str) -> Iterator[Value]:
            # The last interpolation is jq's outer loop: walk the parts from the end.
            while i >= 0 and isinstance(parts[i], str):
                after = parts[i] + after
                i -= 1
            if i < 0:
                return one(after)
            return flow(self.eval(parts[i][1], v, env), lambda x: build(i - 1, text(x) + after))

        return build(len(parts) - 1, "")

    def _format(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        from vshell.coreutils.jq.natives import apply_format

        yield apply_format(node[1], v)

    # -- control ---------------------------------------------------------------------------------
    def _if(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self.if_(node, v, env, self.eval)

    def if_(self, node: Node, v: Value, env: Env, mode: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        _, cond, then, elifs, other = node

        def branch(c: Value) -> Iterator[Any]:
            if truthy(c):
                return mode(then, v, env)
            if elifs:
                return self.if_(("if", elifs[0][0], elifs[0][1], elifs[1:], other), v, env, mode)
            return mode(("identity",) if other is None else other, v, env)

        return flow(self.eval(cond, v, env), branch)

    def _try(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        try:
            yield from self.eval(node[1], v, env)
        except JqError as e:
            handler = node[2]
            if handler is None:
                return
            if e.value == "object":
                # jq 1.6's handler means to re-raise its own break objects but tests `. == "object"`,
                # then indexes that string.
                raise JqError('Cannot index string with string "__jq"') from None
            yield from self.eval(handler, e.value, env)

    def _reduce(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return flow(self.eval(node[3], v, env), lambda acc: self._reduce_from(node, acc, v, env))

    def _reduce_from(self, node: Node, acc: Value, v: Value, env: Env) -> Iterator[Value]:
        _, source, pat, _init, update, _x = node
        state = [acc]

        def step(item: Value) -> Iterator[Value]:
            self.tick()
            for e2 in self.bind(pat, item, env):
                # jq takes the state out of its variable (leaving null) and stores each output back.
                cur, state[0] = state[0], None
                for out in self.eval(update, cur, e2):
                    state[0] = out
            return iter(())

        for _ in flow(self.eval(source, v, env), step):
            pass
        yield state[0]

    def _foreach(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return flow(self.eval(node[3], v, env), lambda acc: self._foreach_from(node, acc, v, env))

    def _foreach_from(self, node: Node, acc: Value, v: Value, env: Env) -> Iterator[Value]:
        _, source, pat, _init, update, extract = node
        state = [acc]

        def step(item: Value) -> Iterator[Value]:
            self.tick()
            for e2 in self.bind(pat, item, env):
                cur, state[0] = state[0], None

                def emit(new: Value, e2: Env = e2) -> Iterator[Value]:
                    state[0] = new
                    return one(new) if extract is None else self.eval(extract, new, e2)

                yield from flow(self.eval(update, cur, e2), emit)

        return flow(self.eval(source, v, env), step)

    def _funcdef(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        e2 = env.child()
        e2.funcs[(node[1], len(node[2]))] = Closure(tuple(node[2]), node[3], e2)
        return self.eval(node[4], v, e2)

    def _var(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        yield env.lookup_var(node[1])

    def _as(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self.destructure(node, v, env, self.eval)

    def _label(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self.label(node, v, env, self.eval)

    def label(self, node: Node, v: Value, env: Env, mode: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        """``label $name | body``: jq 1.6 makes it a ``try`` that ends quietly on its own break (an error
        whose value is the label's ``{"__jq": N}``) and re-raises any other error."""
        ident = next(self.label_counter)
        e2 = env.child()
        e2.vars["*label*" + node[1]] = ident
        try:
            yield from mode(node[2], v, e2)
        except JqError as e:
            if not (isinstance(e.value, dict) and e.value == {"__jq": ident}):
                raise

    def _break(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        try:
            ident = env.lookup_var("*label*" + node[1])
        except JqError:
            raise JqError("$*label-" + node[1] + " is not defined") from None
        raise _Break(ident)

    def assign(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        """``=``, ``|=`` and the arithmetic updates, built as jq 1.6 builds them: ``a |= f`` is
        ``_modify(a; f)``, ``a = b`` is ``_assign(a; b)``, ``a op= b`` is ``b as $x | _modify(a; . op $x)``."""
        _, op, lhs, rhs = node
        if op in ("|=", "="):
            return self.call("_modify" if op == "|=" else "_assign", [lhs, rhs], v, env, path_mode=False)
        arith = op[:-1]
        with_tmp = (("alt", ("identity",), ("var", "*update*")) if arith == "//"
                    else ("binop", arith, ("identity",), ("var", "*update*")))

        def update(x: Value) -> Iterator[Value]:
            e2 = env.child()
            e2.vars["*update*"] = x
            return self.call("_modify", [lhs, with_tmp], v, e2, path_mode=False)

        return flow(self.eval(rhs, v, env), update)

    # -- binding --------------------------------------------------------------------------
    def destructure(self, node: Node, v: Value, env: Env, run: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        """``SOURCE as P1 ?// P2 ... | BODY``: an error binding an alternative, or in the body under it, moves
        on to the next alternative (outputs already given stay given); the last one's errors propagate.
        Every alternative's variables are bound, null unless the pattern in use sets them."""
        _, source, patterns, body = node
        names = sorted(set().union(*(pattern_vars(p) for p in patterns))) if len(patterns) > 1 else []

        def each(x: Value) -> Iterator[Any]:
            for i, pattern in enumerate(patterns):
                base = env.child()
                for name in names:
                    base.vars[name] = None
                if i == len(patterns) - 1:
                    for e2 in self._bind(pattern, x, base):
                        yield from run(body, v, e2)
                    break
                try:
                    for e2 in self._bind(pattern, x, base):
                        yield from run(body, v, e2)
                except JqError:
                    continue
                break

        return flow(self.eval(source, v, env), each)

    def bind(self, pattern: Any, value: Value, env: Env) -> Iterator[Env]:
        e2 = env.child()
        yield from self._bind(pattern, value, e2)

    def _bind(self, pattern: Any, value: Value, env: Env) -> Iterator[Env]:
        kind = pattern[0]
        if kind == "pvar":
            env.vars[pattern[1]] = value
            yield env
        elif kind == "parray":
            if value is not None and not isinstance(value, list):
                raise JqError(f"Cannot index {type_name(value)} with number")
            envs = [env]
            for i, sub in enumerate(pattern[1]):
                item = index_value(value, float(i))
                envs = [e for base in envs for e in self._bind(sub, item, base)]
            yield from envs
        else:
            envs = [env]
            for key_node, bind_name, sub in pattern[1]:
                new_envs = []
                for base in envs:
                    for k in self.eval(key_node, value, base):
                        item = index_value(value, k)
                        if bind_name is not None:
                            base.vars[bind_name] = item
                        if sub is None:
                            new_envs.append(base)
                        else:
                            new_envs.extend(self._bind(sub, item, base))
                envs = new_envs
            yield from envs

    # -- calls ------------------------------------------------------------------------------
    def _call(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        return self.call(node[1], node[2], v, env, path_mode=False)

    def call(self, name: str, args: list[Node], v: Value, env: Env, path_mode: bool) -> Iterator[Any]:
        self.tick()
        arity = len(args)
        closure = env.lookup_func(name, arity)
        if closure is not None:
            if not closure.params and closure.body[0] == "*arg*":
                # A filter argument: evaluate in the caller's environment.
                _, arg_node, arg_env = closure.body
                return self.path_pairs(arg_node, v, arg_env) if path_mode else self.eval(arg_node, v, arg_env)
            return self._call_closure(closure, args, v, env, path_mode)
        native = self.natives.get((name, arity))
        if native is None:
            raise JqError(f"{name}/{arity} is not defined")
        if path_mode:
            path_native = self.natives.get(("*path*" + name, arity))
            if path_native is None:
                return self.pathmode.not_a_path(native(self, v, env, *args), v)
            return path_native(self, v, env, *args)
        return native(self, v, env, *args)

    def _call_closure(self, closure: Closure, args: list[Node], v: Value, env: Env,
                      path_mode: bool) -> Iterator[Any]:
        fenv = closure.env.child()
        value_params: list[tuple[str, Node]] = []
        for pname, arg in zip(closure.params, args, strict=True):
            if pname.startswith("$"):
                value_params.append((pname[1:], arg))
            else:
                fenv.funcs[(pname, 0)] = Closure((), ("*arg*", arg, env), env)

        def run(e2: Env) -> Iterator[Any]:
            return self.path_pairs(closure.body, v, e2) if path_mode else self.eval(closure.body, v, e2)

        def bind_from(i: int, e2: Env) -> Iterator[Any]:
            # `def f($a; $b)` binds $a outside $b, as `a as $a | b as $b | ...` would.
            if i == len(value_params):
                return run(e2)
            pname, arg = value_params[i]

            def with_value(val: Value) -> Iterator[Any]:
                e3 = e2.child()
                e3.vars[pname] = val
                e3.funcs[(pname, 0)] = Closure((), ("literal", val), e3)
                return bind_from(i + 1, e3)

            return flow(self.eval(arg, v, env), with_value)

        return bind_from(0, fenv)


__all__ = ["Interp"]
