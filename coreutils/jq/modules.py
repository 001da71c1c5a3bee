"""jq 1.6 modules: ``import``, ``include``, data imports, ``-L`` search paths, ``modulemeta``, ``~/.jq``.

Where jq 1.6 looks for ``import "p" as m;``, as measured on Debian's jq 1.6: first in the
current directory (or, when the directive has ``{search: ...}`` metadata, in those directories,
relative to the importing file's directory), then in each search-list directory: ``-L`` paths
(made absolute from the current directory), else ``~/.jq``, ``$ORIGIN/../lib/jq`` and
``$ORIGIN/lib`` where ``$ORIGIN`` is ``.`` for a jq found through PATH.  In each directory it
tries ``p.jq``, ``p/jq/main.jq`` and ``p/BASENAME.jq`` (``.json`` for data).  An absolute path
is never found.  A code module's ``def``s become ``m::name``; ``include`` defines them as they
are; a data module's values, as one array, become ``$m::m`` (and ``$m``).
"""

from __future__ import annotations

import posixpath
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from vshell.command import CommandContext
from vshell.coreutils.jq.evaluate import Closure, Env, JqError, Value
from vshell.coreutils.jq.natives import generator
from vshell.coreutils.jq.parse import Directive, JqSyntaxError, Node, _Parser

DEFAULT_SEARCH = ["~/.jq", "$ORIGIN/../lib/jq", "$ORIGIN/lib"]


class ModuleError(Exception):
    """A compile error from a module: the whole message jq prints before ``jq: 1 compile error``."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class _Loaded:
    meta: dict[str, Any]
    deps: list[dict[str, Any]]
    defs: dict[tuple[str, int], Closure] = field(default_factory=dict)


class Loader:
    """Finds, parses and binds modules for one jq run (each file is read once)."""

    def __init__(self, ctx: CommandContext, lib_dirs: list[str], root: Env,
                 constant: Callable[[Node], Value], json_texts: Callable[[str], list[Value]]) -> None:
        self.ctx = ctx
        self.root = root
        self.constant = constant
        self.json_texts = json_texts
        self.cwd = ctx.cwd
        if lib_dirs:
            self.search_list = [self._expand(d, absolute=True) for d in lib_dirs]
            self.shown = list(self.search_list)
        else:
            self.search_list = [self._expand(d, absolute=False) for d in DEFAULT_SEARCH]
            self.shown = list(DEFAULT_SEARCH)
        self.cache: dict[str, _Loaded] = {}
        self.data_cache: dict[str, list[Value]] = {}

    def _expand(self, d: str, absolute: bool) -> str:
        if d.startswith("~/") or d == "~":
            d = self.ctx.env.get("HOME", "") + d[1:]
        elif d.startswith("$ORIGIN/"):
            d = "." + d[len("$ORIGIN"):]
        return posixpath.normpath(posixpath.join(self.cwd, d)) if absolute else d

    # -- finding --------------------------------------------------------------------------------
    def _find(self, rel: str, ext: str, base: str, meta: dict[str, Any] | None) -> str | None:
        if rel.startswith("/"):
            return None
        dirs: list[str]
        search = (meta or {}).get("search")
        if search is not None:
            items = search if isinstance(search, list) else [search]
            dirs = [posixpath.join(base, s) for s in items if isinstance(s, str)]
        else:
            dirs = ["."]
        dirs += self.search_list
        name = posixpath.basename(rel.rstrip("/"))
        for d in dirs:
            for candidate in (f"{rel}{ext}", f"{rel}/jq/main{ext}", f"{rel}/{name}{ext}"):
                path = self.ctx.resolve(posixpath.join(d, candidate))
                try:
                    if self.ctx.fs.stat(path).is_file:
                        return path
                except OSError:
                    continue
        return None

    def _read(self, path: str) -> str:
        try:
            return self.ctx.fs.read_bytes(path).decode("utf-8", "surrogateescape")
        except OSError as e:
            raise ModuleError(f"jq: error: Could not open {path}: {e.strerror}\n") from None

    # -- binding ----------------------------------------------------------------------------------
    def bind(self, directives: list[Directive], env: Env, base: str) -> list[dict[str, Any]]:
        """Bind each directive's functions or data into ``env``; the ``deps`` list modulemeta reports."""
        deps = []
        for d in directives:
            meta = self._meta(d.meta)
            dep = dict(meta)
            if d.alias is not None:
                dep["as"] = d.alias
            dep["is_data"] = d.data
            dep["relpath"] = d.path
            deps.append(dep)
            if d.data:
                assert d.alias is not None
                values = self._data(d.path, base, meta)
                env.vars[f"{d.alias}::{d.alias}"] = values
                env.vars[d.alias] = values
                continue
            loaded = self._code(d.path, base, meta)
            for (fname, arity), closure in loaded.defs.items():
                key = (fname if d.alias is None else f"{d.alias}::{fname}", arity)
                env.funcs[key] = closure
        return deps

    def _meta(self, node: Node | None) -> dict[str, Any]:
        if node is None:
            return {}
        value = self.constant(node)
        return value if isinstance(value, dict) else {}

    def _data(self, rel: str, base: str, meta: dict[str, Any]) -> list[Value]:
        path = self._find(rel, ".json", base, meta)
        if path is None:
            raise ModuleError(f"jq: error: module not found: {rel}\n\n")
        if path not in self.data_cache:
            self.data_cache[path] = self.json_texts(self._read(path))
        return self.data_cache[path]

    def _code(self, rel: str, base: str, meta: dict[str, Any]) -> _Loaded:
        path = self._find(rel, ".jq", base, meta)
        if path is None:
            raise ModuleError(f"jq: error: module not found: {rel}\n\n")
        return self.load_file(path)

    def load_file(self, path: str) -> _Loaded:
        cached = self.cache.get(path)
        if cached is not None:
            return cached
        text = self._read(path)
        try:
            meta_node, directives, defs = parse_module(text)
        except JqSyntaxError as e:
            first = text.split("\n", 1)[0]
            pad = " " * (e.at if e.at is not None else max(len(first) - 1, 0))
            raise ModuleError(f"jq: error: {e.message} at {path}, line 1:\n{first}{pad}\n") from None
        # A placeholder first, so a module that imports itself (directly or not) ends instead of looping.
        loaded = _Loaded(self._meta(meta_node), [])
        self.cache[path] = loaded
        env = self.root.child()
        loaded.deps = self.bind(directives, env, posixpath.dirname(path))
        for name, params, body in defs:
            closure = Closure(tuple(params), body, env)
            env.funcs[(name, len(params))] = closure
            loaded.defs[(name, len(params))] = closure
        return loaded

    def modulemeta(self, name: Value) -> Value:
        """``"m" | modulemeta``: the module's metadata object with its ``deps``."""
        if not isinstance(name, str):
            raise JqError("modulemeta input module not a string")
        try:
            loaded = self._code(name, self.cwd, {})
        except ModuleError as e:
            raise JqError(e.message.removeprefix("jq: error: ").strip()) from None
        return {**loaded.meta, "deps": loaded.deps}


def home_defs(ctx: CommandContext) -> str | None:
    """The text of ``~/.jq`` when it is a file (jq 1.6 includes its definitions in every program)."""
    home = ctx.env.get("HOME")
    if not home:
        return None
    path = ctx.resolve(posixpath.join(home, ".jq"))
    try:
        if not ctx.fs.stat(path).is_file:
            return None
        return ctx.fs.read_bytes(path).decode("utf-8", "surrogateescape")
    except OSError:
        return None


def parse_module(text: str) -> tuple[Node | None, list[Directive], list[tuple[str, list[str], Node]]]:
    """A module file: its metadata, its directives and its ``def``s (nothing else may follow them)."""
    p = _Parser(text)
    meta, directives = p.header()
    defs = []
    while p.at("kw", "def"):
        defs.append(p.funcdef())
    if not p.at("eof"):
        k, v = p.peek()
        raise p.error(k, v)
    return meta, directives, defs



@generator("modulemeta")
def _modulemeta(it: Any, v: Value, env: Any) -> Iterator[Value]:
    yield it.loader.modulemeta(v)


@generator("get_search_list")
def _get_search_list(it: Any, v: Value, env: Any) -> Iterator[Value]:
    yield list(it.loader.shown)
