"""The jq evaluator: every node kind, in value mode and in path mode."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from typing import Any

from vshell.coreutils.jq.evaluate import (
    Closure,
    Env,
    JqError,
    Path,
    Value,
    _Break,
    binop,
    delpaths,
    getpath,
    index_value,
    iterate,
    iterate_paths,
    setpath,
    slice_value,
    truthy,
)
from vshell.coreutils.jq.parse import Node, parse_defs

# Builtins written in jq itself (our own definitions of jq 1.6's documented behaviour).
_JQ_DEFS = r"""
def values: select(. != null);
def nulls: select(. == null);
def booleans: select(type == "boolean");
def numbers: select(type == "number");
def strings: select(type == "string");
def arrays: select(type == "array");
def objects: select(type == "object");
def iterables: select(type == "array" or type == "object");
def scalars: select(type != "array" and type != "object");
def map(f): [.[] | f];
def map_values(f): .[] |= f;
def select(f): if f then . else empty end;
def recurse(f): def r: ., (f | r); r;
def recurse(f; cond): def r: ., (f | select(cond) | r); r;
def recurse: recurse(.[]?);
def to_entries: [keys_unsorted[] as $k | {key: $k, value: .[$k]}];
def from_entries: map({(.key // .name // .Name // .Key): (if has("value") then .value else .Value end)}) | add + {} // {};
def with_entries(f): to_entries | map(f) | from_entries;
def paths: path(..) | select(length > 0);
def paths(node_filter): . as $dot | paths | select(. as $p | $dot | getpath($p) | node_filter);
def leaf_paths: paths(scalars);
def add: reduce .[] as $x (null; . + $x);
def any: reduce .[] as $x (false; . or $x);
def all: reduce .[] as $x (true; . and $x);
def any(f): reduce (.[] | f) as $x (false; . or $x);
def all(f): reduce (.[] | f) as $x (true; . and $x);
def isempty(g): first((g | false), true);
def any(g; cond): isempty(first(g | select(cond))) | not;
def all(g; cond): isempty(first(g | cond | select(. | not)));
def first(f): label $out | (f | ., break $out);
def first: .[0];
def last: .[-1];
def last(f): reduce f as $x (null; $x);
def nth($n): .[$n];
def nth($n; f): if $n < 0 then error("Out of bounds negative array index") else last(limit($n + 1; f)) end;
def until(cond; update): def _until: if cond then . else (update | _until) end; _until;
def while(cond; update): def _while: if cond then ., (update | _while) else empty end; _while;
def repeat(f): def _repeat: f | (., _repeat); _repeat;
def range($x): range(0; $x);
def in(xs): . as $x | xs | has($x);
def inside(xs): . as $x | xs | contains($x);
def combinations: if length == 0 then [] else .[0][] as $x | (.[1:] | combinations) as $w | [$x] + $w end;
def combinations(n): . as $dot | [range(n)] | map($dot) | combinations;
def walk(f): . as $in | if type == "object" then reduce keys_unsorted[] as $key ({}; . + {($key): ($in[$key] | walk(f))}) | f elif type == "array" then map(walk(f)) | f else f end;
def env: $ENV;
def finites: select(isinfinite or isnan | not);
def normals: select(isnormal);
def del(f): delpaths([path(f)]);
def to_array: if type == "array" then . else [.] end;
def join($x): reduce .[] as $i (null; (if . == null then "" else . + $x end) + ($i | if . == null then "" elif type == "string" then . else tojson end)) // "";
def flatten: flatten(1e9);
def flatten($d): if $d < 0 then error("flatten depth must not be negative") else reduce .[] as $i ([]; if $i | type == "array" and $d > 0 then . + ($i | flatten($d - 1)) else . + [$i] end) end;
def limit($n; f): if $n > 0 then label $out | foreach f as $item (0; . + 1; $item, if . >= $n then break $out else empty end) elif $n == 0 then empty else f end;
def index($i): indices($i) | .[0];
def rindex($i): indices($i) | .[-1:][0];
def unique_by(f): [group_by(f)[] | .[0]];
def splits($re): splits($re; null);
def splits($re; flags): split($re; flags) | .[];
def todate: strftime("%Y-%m-%dT%H:%M:%SZ");
def fromdate: fromdateiso8601;
def date: todate;
def dateadd(u; n): . + n;
def transpose: if . == [] then [] else . as $in | (map(length) | max) as $max | [range(0; $max) as $j | [range(0; $in | length) as $i | $in[$i][$j]]] end;
def IN(s): any(s == .; .);
def IN(src; s): any(src == s; .);
def INDEX(stream; idx_expr): reduce stream as $row ({}; .[$row | idx_expr | tostring] |= $row);
def INDEX(idx_expr): INDEX(.[]; idx_expr);
def JOIN($idx; idx_expr): [.[] | [., $idx[idx_expr]]];
def JOIN($idx; stream; idx_expr): stream | [., $idx[idx_expr]];
def JOIN($idx; stream; idx_expr; join_expr): stream | [., $idx[idx_expr]] | join_expr;
def test($re): test($re; null);
def match($re): match($re; null);
def capture($re): capture($re; null);
def scan($re): scan($re; null);
def sub($re; str): sub($re; str; "");
def gsub($re; str): sub($re; str; "g");
def gsub($re; str; flags): sub($re; str; flags + "g");
def tostream: path(def r: (.[]? | r), .; r) as $p | getpath($p) | reduce path(.[]?) as $q ([$p, .]; [$p + $q]);
def fromstream(f): {x: null, e: false} as $init | foreach f as $i ($init; if .e then $init else . end | if $i | length == 2 then setpath(["e"]; $i[0] | length == 0) | setpath(["x"] + $i[0]; $i[1]) else setpath(["e"]; $i[0] | length == 1) end; if .e then .x else empty end);
def truncate_stream(stream): . as $n | null | stream | . as $input | if (.[0] | length) > $n then setpath([0]; .[0][$n:]) else empty end;
def input_line_number: 0;
def halt_error: halt_error(5);
def todateiso8601: strftime("%Y-%m-%dT%H:%M:%SZ");
def fromdateiso8601: strptime("%Y-%m-%dT%H:%M:%SZ") | mktime;
def dateiso8601: todateiso8601;
def _modify(paths; update): reduce path(paths) as $p (.; label $out | (setpath($p; getpath($p) | update) | ., break $out), delpaths([$p]));
def ltrimstr($x): if type == "string" and ($x | type == "string") and startswith($x) then .[($x | length):] else . end;
def rtrimstr($x): if type == "string" and ($x | type == "string") and endswith($x) and ($x | length) > 0 then .[:length - ($x | length)] else . end;
"""


class Interp:
    def __init__(self, natives: dict[tuple[str, int], Callable[..., Iterator[Value]]], globals_: dict[str, Value],
                 tick: Callable[[], None]) -> None:
        self.natives = natives
        self.tick = tick
        self.root = Env(vars=dict(globals_))
        self.label_counter = itertools.count()
        for name, params, body in parse_defs(_JQ_DEFS):
            self.root.funcs[(name, len(params))] = Closure(tuple(params), body, self.root)

    def undefined_function(self, tree: Node) -> str | None:
        """The first ``name/arity`` the program calls that no definition in scope provides (a compile error)."""
        known = {k for k in self.root.funcs} | {k for k in self.natives if not k[0].startswith("*")}
        return _find_undefined(tree, frozenset(known))

    # -- value mode ---------------------------------------------------------------------
    def eval(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        kind = node[0]
        if kind == "identity":
            yield v
        elif kind == "literal":
            yield node[1]
        elif kind == "field":
            for t in self.eval(node[1], v, env):
                yield index_value(t, node[2])
        elif kind == "index":
            for t in self.eval(node[1], v, env):
                for k in self.eval(node[2], v, env):
                    yield index_value(t, k)
        elif kind == "slice":
            for t in self.eval(node[1], v, env):
                for hi in (self.eval(node[3], v, env) if node[3] is not None else [None]):
                    for lo in (self.eval(node[2], v, env) if node[2] is not None else [None]):
                        yield slice_value(t, lo, hi)
        elif kind == "iterate":
            for t in self.eval(node[1], v, env):
                yield from iterate(t)
        elif kind == "pipe":
            for x in self.eval(node[1], v, env):
                yield from self.eval(node[2], x, env)
        elif kind == "comma":
            yield from self.eval(node[1], v, env)
            yield from self.eval(node[2], v, env)
        elif kind == "neg":
            for x in self.eval(node[1], v, env):
                if not isinstance(x, float | int) or isinstance(x, bool):
                    from vshell.coreutils.jq.evaluate import brief

                    raise JqError(f"{brief(x)} cannot be negated")
                yield -x
        elif kind == "binop":
            for r in self.eval(node[3], v, env):
                for lft in self.eval(node[2], v, env):
                    yield binop(node[1], lft, r)
        elif kind == "and":
            for lft in self.eval(node[1], v, env):
                if not truthy(lft):
                    yield False
                    continue
                for r in self.eval(node[2], v, env):
                    yield truthy(r)
        elif kind == "or":
            for lft in self.eval(node[1], v, env):
                if truthy(lft):
                    yield True
                    continue
                for r in self.eval(node[2], v, env):
                    yield truthy(r)
        elif kind == "alt":
            # jq 1.6: an error on the left of // is not caught (only ?// and try catch).
            any_ok = False
            for x in self.eval(node[1], v, env):
                if truthy(x):
                    any_ok = True
                    yield x
            if not any_ok:
                yield from self.eval(node[2], v, env)
        elif kind == "array":
            yield [] if node[1] is None else list(self.eval(node[1], v, env))
        elif kind == "object":
            yield from self.object(node[1], v, env)
        elif kind == "string":
            yield from self.string(node[1], node[2], v, env)
        elif kind == "format":
            from vshell.coreutils.jq.natives import apply_format

            yield apply_format(node[1], v)
        elif kind == "if":
            yield from self.if_(node, v, env, self.eval)
        elif kind == "try":
            try:
                for x in self.eval(node[1], v, env):
                    yield x
            except JqError as e:
                if node[2] is not None:
                    if isinstance(e.value, dict) and e.value.get("__jq") == "break":
                        raise
                    yield from self.eval(node[2], e.value, env)
        elif kind == "reduce":
            _, source, pat, init, update, _x = node
            for acc in self.eval(init, v, env):
                for item in self.eval(source, v, env):
                    self.tick()
                    for e2 in self.bind(pat, item, env):
                        outs = list(self.eval(update, acc, e2))
                        acc = outs[-1] if outs else None
                yield acc
        elif kind == "foreach":
            _, source, pat, init, update, extract = node
            for acc in self.eval(init, v, env):
                for item in self.eval(source, v, env):
                    self.tick()
                    for e2 in self.bind(pat, item, env):
                        for new in self.eval(update, acc, e2):
                            acc = new
                            if extract is None:
                                yield new
                            else:
                                yield from self.eval(extract, new, e2)
        elif kind == "funcdef":
            e2 = env.child()
            e2.funcs[(node[1], len(node[2]))] = Closure(tuple(node[2]), node[3], e2)
            yield from self.eval(node[4], v, e2)
        elif kind == "var":
            if node[1] == "__loc__":
                yield {"file": "<stdin>", "line": 1}
            else:
                yield env.lookup_var(node[1])
        elif kind == "as":
            yield from self.destructure(node, v, env, self.eval)
        elif kind == "label":
            ident = next(self.label_counter)
            e2 = env.child()
            e2.vars["*label*" + node[1]] = ident
            try:
                yield from self.eval(node[2], v, e2)
            except _Break as b:
                if b.label != ident:
                    raise
        elif kind == "break":
            try:
                ident = env.lookup_var("*label*" + node[1])
            except JqError:
                raise JqError("$*label-" + node[1] + " is not defined") from None
            raise _Break(ident)
        elif kind == "assign":
            yield from self.assign(node, v, env)
        elif kind == "call":
            yield from self.call(node[1], node[2], v, env, path_mode=False)
        else:
            raise JqError(f"unsupported expression {kind}")

    def if_(self, node: Node, v: Value, env: Env, mode: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        _, cond, then, elifs, other = node
        for c in self.eval(cond, v, env):
            if truthy(c):
                yield from mode(then, v, env)
            elif elifs:
                rest = ("if", elifs[0][0], elifs[0][1], elifs[1:], other)
                yield from self.if_(rest, v, env, mode)
            elif other is not None:
                yield from mode(other, v, env)
            else:
                yield from (mode(("identity",), v, env))

    def object(self, entries: list[tuple[Node, Node | None]], v: Value, env: Env) -> Iterator[Value]:
        results: list[dict[str, Value]] = [{}]
        for key_node, value_node in entries:
            keys = list(self.eval(key_node, v, env))
            for k in keys:
                if not isinstance(k, str):
                    from vshell.coreutils.jq.evaluate import brief

                    raise JqError(f"Cannot use {brief(k)} as object key")
            if value_node is None:
                key_name = keys[0] if keys else ""
                if key_node[0] == "var":
                    values = [env.lookup_var(key_node[1])]
                else:
                    values = [index_value(v, key_name)]
            else:
                values = list(self.eval(value_node, v, env))
            new: list[dict[str, Value]] = []
            for base in results:
                for k in keys:
                    for val in values:
                        d = dict(base)
                        d[k] = val
                        new.append(d)
            results = new
        yield from results

    def string(self, parts: list[Any], fmt: str | None, v: Value, env: Env) -> Iterator[Value]:
        from vshell.coreutils.jq.natives import apply_format

        combos: list[str] = [""]
        for p in parts:
            if isinstance(p, str):
                combos = [c + p for c in combos]
                continue
            outs = []
            for x in self.eval(p[1], v, env):
                if fmt is not None:
                    outs.append(apply_format(fmt, x))
                else:
                    outs.append(x if isinstance(x, str) else apply_format("text", x))
            combos = [c + o for o in outs for c in combos]
        yield from combos

    # -- binding --------------------------------------------------------------------------
    def destructure(self, node: Node, v: Value, env: Env, run: Callable[..., Iterator[Any]]) -> Iterator[Any]:
        """``SOURCE as P1 ?// P2 ... | BODY``: an error binding an alternative, or in the body under it, moves
        on to the next alternative (outputs already given stay given); the last one's errors propagate.
        Every alternative's variables are bound, null unless the pattern in use sets them."""
        _, source, patterns, body = node
        names = sorted(set().union(*(_pattern_vars(p) for p in patterns))) if len(patterns) > 1 else []
        for x in self.eval(source, v, env):
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
                raise JqError(f"Cannot index {_tn(value)} with number")
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
    def call(self, name: str, args: list[Node], v: Value, env: Env, path_mode: bool) -> Iterator[Any]:
        self.tick()
        arity = len(args)
        closure = env.lookup_func(name, arity)
        if closure is not None:
            if not closure.params and closure.body[0] == "*arg*":
                # A filter argument: evaluate in the caller's environment.
                _, arg_node, arg_env = closure.body
                yield from (self.paths(arg_node, v, arg_env) if path_mode else self.eval(arg_node, v, arg_env))
                return
            yield from self._call_closure(closure, args, v, env, path_mode)
            return
        native = self.natives.get((name, arity))
        if native is None:
            raise JqError(f"{name}/{arity} is not defined")
        if path_mode:
            path_native = self.natives.get(("*path*" + name, arity))
            if path_native is None:
                raise JqError(f"Invalid path expression with result {name}")
            yield from path_native(self, v, env, *args)
            return
        yield from native(self, v, env, *args)

    def _call_closure(self, closure: Closure, args: list[Node], v: Value, env: Env,
                      path_mode: bool) -> Iterator[Any]:
        fenv = closure.env.child()
        value_params: list[tuple[str, Node]] = []
        for pname, arg in zip(closure.params, args, strict=True):
            if pname.startswith("$"):
                value_params.append((pname[1:], arg))
            else:
                fenv.funcs[(pname, 0)] = Closure((), ("*arg*", arg, env), env)
        if not value_params:
            yield from (self.paths(closure.body, v, fenv) if path_mode else self.eval(closure.body, v, fenv))
            return
        for combo in itertools.product(*[list(self.eval(a, v, env)) for _, a in value_params]):
            e2 = fenv.child()
            for (pname, _), val in zip(value_params, combo, strict=True):
                e2.vars[pname] = val
                e2.funcs[(pname, 0)] = Closure((), ("literal", val), e2)
            yield from (self.paths(closure.body, v, e2) if path_mode else self.eval(closure.body, v, e2))

    # -- path mode --------------------------------------------------------------------------------
    def paths(self, node: Node, v: Value, env: Env, base: Path = ()) -> Iterator[tuple[Path, Value]]:
        for p, x in self._paths(node, v, env):
            yield base + p, x

    def _paths(self, node: Node, v: Value, env: Env) -> Iterator[tuple[Path, Value]]:
        kind = node[0]
        if kind == "identity":
            yield (), v
        elif kind == "field":
            for p, t in self._paths(node[1], v, env):
                yield (*p, node[2]), index_value(t, node[2])
        elif kind == "index":
            for p, t in self._paths(node[1], v, env):
                for k in self.eval(node[2], v, env):
                    yield (*p, k), index_value(t, k)
        elif kind == "slice":
            for p, t in self._paths(node[1], v, env):
                for hi in (self.eval(node[3], v, env) if node[3] is not None else [None]):
                    for lo in (self.eval(node[2], v, env) if node[2] is not None else [None]):
                        yield (*p, {"start": lo, "end": hi}), slice_value(t, lo, hi)
        elif kind == "iterate":
            for p, t in self._paths(node[1], v, env):
                for k, x in iterate_paths(t):
                    yield (*p, k), x
        elif kind == "pipe":
            for p, x in self._paths(node[1], v, env):
                yield from self.paths(node[2], x, env, p)
        elif kind == "comma":
            yield from self._paths(node[1], v, env)
            yield from self._paths(node[2], v, env)
        elif kind == "if":
            yield from self.if_(node, v, env, self._paths)
        elif kind == "alt":
            any_ok = False
            for p, x in self._paths(node[1], v, env):
                if truthy(x):
                    any_ok = True
                    yield p, x
            if not any_ok:
                yield from self._paths(node[2], v, env)
        elif kind == "try":
            try:
                yield from self._paths(node[1], v, env)
            except JqError as e:
                if node[2] is not None:
                    for _ in self.eval(node[2], e.value, env):
                        pass
        elif kind == "funcdef":
            e2 = env.child()
            e2.funcs[(node[1], len(node[2]))] = Closure(tuple(node[2]), node[3], e2)
            yield from self._paths(node[4], v, e2)
        elif kind == "as":
            yield from self.destructure(node, v, env, self._paths)
        elif kind == "label":
            ident = next(self.label_counter)
            e2 = env.child()
            e2.vars["*label*" + node[1]] = ident
            try:
                yield from self._paths(node[2], v, e2)
            except _Break as b:
                if b.label != ident:
                    raise
        elif kind == "break":
            raise _Break(env.lookup_var("*label*" + node[1]))
        elif kind == "reduce":
            _, source, pat, init, update, _x = node
            for acc_p, acc in self._paths(init, v, env):
                for item in self.eval(source, v, env):
                    for e2 in self.bind(pat, item, env):
                        outs = list(self.paths(update, acc, e2, acc_p))
                        acc_p, acc = outs[-1] if outs else ((), None)
                yield acc_p, acc
        elif kind == "foreach":
            _, source, pat, init, update, extract = node
            for acc in self.eval(init, v, env):
                for item in self.eval(source, v, env):
                    for e2 in self.bind(pat, item, env):
                        for new in self.eval(update, acc, e2):
                            acc = new
                            if extract is None:
                                yield (), new
                            else:
                                yield from self._paths(extract, new, e2)
        elif kind == "call":
            yield from self.call(node[1], node[2], v, env, path_mode=True)
        elif kind == "literal" and node[1] is None:
            yield (), None
        else:
            for x in self.eval(node, v, env):
                from vshell.coreutils.jq.evaluate import dump

                raise JqError(f"Invalid path expression with result {dump(x)[:11]}{'...' if len(dump(x)) > 11 else ''}")

    # -- assignment -----------------------------------------------------------------------------------
    def assign(self, node: Node, v: Value, env: Env) -> Iterator[Value]:
        _, op, lhs, rhs = node
        if op == "|=":
            yield from self.call("_modify", [lhs, rhs], v, _with_args(env), path_mode=False)
            return
        if op == "=":
            for val in self.eval(rhs, v, env):
                out = v
                for p, _ in self.paths(lhs, v, env):
                    out = setpath(out, p, val)
                yield out
            return
        arith = op[:-1]
        for val in self.eval(rhs, v, env):
            out = v
            for p, _ in self.paths(lhs, v, env):
                cur = getpath(out, list(p))
                if arith == "//":
                    new = cur if truthy(cur) else val
                else:
                    new = binop(arith, cur, val)
                out = setpath(out, p, new)
            yield out


def undefined_variables(node: Any, scope: frozenset[str]) -> list[str]:
    """Every ``$name`` the program reads that no binding in scope provides, in source order (compile errors)."""
    found: list[str] = []
    _undefined_vars(node, scope, found)
    return found


def _pattern_vars(pattern: Any) -> set[str]:
    kind = pattern[0]
    if kind == "pvar":
        return {pattern[1]}
    if kind == "parray":
        return set().union(*(_pattern_vars(p) for p in pattern[1])) if pattern[1] else set()
    names: set[str] = set()
    for _key, bind_name, sub in pattern[1]:
        if bind_name is not None:
            names.add(bind_name)
        if sub is not None:
            names |= _pattern_vars(sub)
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
            bound |= _pattern_vars(p)
        _undefined_vars(body, scope | bound, found)
        return
    if kind in ("reduce", "foreach"):
        _, source, pat, init, update, extract = node
        _undefined_vars(source, scope, found)
        _pattern_keys(pat, scope, found)
        _undefined_vars(init, scope, found)
        inner = scope | _pattern_vars(pat)
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


def _find_undefined(node: Any, scope: frozenset[tuple[str, int]]) -> str | None:
    if not isinstance(node, tuple) or not node:
        return None
    kind = node[0]
    if kind == "call":
        name, args = node[1], node[2]
        if (name, len(args)) not in scope:
            return f"{name}/{len(args)}"
        for a in args:
            found = _find_undefined(a, scope)
            if found:
                return found
        return None
    if kind == "funcdef":
        _, name, params, body, rest = node
        inner = scope | {(name, len(params))} | {(p.lstrip("$"), 0) for p in params}
        return _find_undefined(body, inner) or _find_undefined(rest, scope | {(name, len(params))})
    for child in node[1:]:
        if isinstance(child, tuple):
            found = _find_undefined(child, scope)
        elif isinstance(child, list):
            found = None
            for c in child:
                if isinstance(c, tuple) and c and isinstance(c[0], str):
                    found = _find_undefined(c, scope)
                elif isinstance(c, tuple):
                    for cc in c:
                        found = found or _find_undefined(cc, scope)
                if found:
                    break
        else:
            found = None
        if found:
            return found
    return None


def _with_args(env: Env) -> Env:
    return env


def _tn(v: Value) -> str:
    from vshell.coreutils.jq.evaluate import type_name

    return type_name(v)


__all__ = ["Interp", "delpaths"]
