"""The import graph keeps the layers one-way, and nothing in the product starts a process.

One import name, ``vshell``: the commands (``coreutils/``), the commit stage
(``commit/``) and the golden recorder (``golden/``) install as
``vshell.coreutils``, ``vshell.commit`` and ``vshell.golden``.  The core
(``syntax``, ``expand``, ``interp``, ``fs``, ``lib``, ``command``, ``limits``)
imports neither the session, a host, the commands nor the commit stage (the
registry loads the commands lazily, by name); the commands and the commit
stage import no host; hosts stand above ``Session``.  Imports inside
functions count too (an AST walk, not a grep).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# The real folders behind each installed package (vshell/coreutils and the others are symlinks).
SOURCES = {"vshell": ROOT / "vshell", "vshell.coreutils": ROOT / "coreutils", "vshell.commit": ROOT / "commit",
           "vshell.golden": ROOT / "golden"}
MAPPED = ("coreutils", "commit", "golden")

HOSTS = ("vshell.cli", "vshell.invocation", "vshell.difftest", "vshell.terminal", "vshell.web", "vshell.mcp",
         "vshell.agents")
ABOVE_CORE = ("vshell.session", *HOSTS, "vshell.coreutils", "vshell.commit", "vshell.golden")

# package prefix -> module prefixes it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "vshell.syntax": ("vshell.expand", "vshell.interp", "vshell.fs", *ABOVE_CORE),
    "vshell.expand": ("vshell.interp", *ABOVE_CORE),
    "vshell.lib": ("vshell.interp", *ABOVE_CORE),
    "vshell.interp": ABOVE_CORE,
    "vshell.fs": ("vshell.interp", "vshell.expand", "vshell.syntax", *ABOVE_CORE),
    "vshell.command": ABOVE_CORE,
    "vshell.limits": ABOVE_CORE,
    "vshell.coreutils": ("vshell.interp", "vshell.session", "vshell.fs.overlay", "vshell.fs.memory", "vshell.commit",
                         "vshell.golden", *HOSTS),
    "vshell.commit": ("vshell.interp", "vshell.expand", "vshell.syntax", "vshell.session", "vshell.fs.overlay",
                      "vshell.coreutils", "vshell.golden", *HOSTS),
}

# Starting processes, opening sockets, evaluating code: never in the product.
# Only the golden recorder and the differential tool run GNU bash (through vshell.golden.record).
NO_PROCESS = ("subprocess", "socket", "pty", "multiprocessing", "asyncio.subprocess")
# vshell.difftest runs bash only through vshell.golden.record.run_once; vshell.web.serve binds the
# server's own listening socket (a host's, never a command's).
ALLOWED_NO_PROCESS = {"vshell.difftest", "vshell.web.serve"}
PRODUCT = ("vshell.coreutils", "vshell.commit")  # plus vshell itself, less the recorder


def _modules() -> list[tuple[str, Path]]:
    out = []
    for package, folder in SOURCES.items():
        for path in sorted(folder.rglob("*.py")):
            rel = path.relative_to(folder)
            if package == "vshell" and rel.parts[0] in MAPPED:
                continue
            parts = [*package.split("."), *rel.with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            out.append((".".join(parts), path))
    return out


def _imports(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    names: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            names.extend(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def _calls(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Name) and f.id in ("eval", "exec", "compile"):
                found.append(f.id)
            if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) and f.value.id == "os" and (
                f.attr in ("system", "popen", "fork", "forkpty") or f.attr.startswith(("exec", "spawn", "posix_spawn"))
            ):
                found.append(f"os.{f.attr}")
    return found


def _within(name: str, prefix: str) -> bool:
    return name == prefix or name.startswith(prefix + ".")


MODULES = _modules()
NAMES = {name for name, _ in MODULES}


def violations(name: str, imports: list[str]) -> list[str]:
    """The imports of module ``name`` that break a layering rule."""
    bad = []
    for prefix, forbidden in FORBIDDEN.items():
        if _within(name, prefix):
            bad += [imp for imp in imports if any(_within(imp, f) for f in forbidden)]
    return sorted(set(bad))


@pytest.mark.parametrize(("name", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_layers_point_one_way(name: str, path: Path) -> None:
    assert violations(name, _imports(path)) == []


def test_a_violation_is_caught() -> None:
    """The rules bite: the core importing the session, a host or the commit stage is reported."""
    assert violations("vshell.interp.simple", ["vshell.session", "vshell.terminal.editor"]) == [
        "vshell.session", "vshell.terminal.editor"]
    assert violations("vshell.coreutils.grep", ["vshell.mcp.server", "vshell.command"]) == ["vshell.mcp.server"]
    assert violations("vshell.commit.rules", ["vshell.coreutils.common.args"]) == ["vshell.coreutils.common.args"]


@pytest.mark.parametrize(("name", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_only_the_installed_names_are_imported(name: str, path: Path) -> None:
    """``coreutils``, ``commit`` and ``golden`` exist only under ``vshell``; a host's own commit.py must not shadow them."""
    bare = [imp for imp in _imports(path) if imp.split(".")[0] in MAPPED]
    assert bare == []


@pytest.mark.parametrize("path", sorted(p for d in ("tests", "fuzz", "bench") for p in (ROOT / d).rglob("*.py")),
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_tests_and_tools_import_the_installed_names(path: Path) -> None:
    bare = [imp for imp in _imports(path) if imp.split(".")[0] in MAPPED]
    assert bare == []


@pytest.mark.parametrize(("name", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_no_processes_no_sockets_no_eval(name: str, path: Path) -> None:
    if _within(name, "vshell.golden") or name in ALLOWED_NO_PROCESS:
        return  # the recorder runs GNU bash on purpose; the differential tool only through it
    imports = [i for i in _imports(path) if any(_within(i, p) for p in NO_PROCESS)]
    assert imports == []
    assert _calls(path) == []


def test_the_interpreter_finds_commands_only_through_the_registry() -> None:
    """The core never imports a command module; the registry loads the coreutils package by name."""
    offenders = [
        name for name, path in MODULES
        if _within(name, "vshell") and not _within(name, "vshell.coreutils")
        and any(_within(i, "vshell.coreutils") for i in _imports(path))
    ]
    assert offenders == []


def _graph(prefix: str) -> dict[str, set[str]]:
    """Module-level import edges between the modules under ``prefix`` (``TYPE_CHECKING`` blocks left out)."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES:
        if not _within(name, prefix) or path.name == "__init__.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        typing_only = {id(n) for block in ast.walk(tree) if isinstance(block, ast.If)
                       and isinstance(block.test, ast.Name) and block.test.id == "TYPE_CHECKING"
                       for n in ast.walk(block)}
        edges = set()
        for node in ast.walk(tree):
            if id(node) in typing_only:
                continue
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                edges |= {m for m in (node.module, *(f"{node.module}.{a.name}" for a in node.names)) if m in NAMES}
            elif isinstance(node, ast.Import):
                edges |= {a.name for a in node.names if a.name in NAMES}
        graph[name] = {e for e in edges if _within(e, prefix) and e not in (name, prefix)}
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    state: dict[str, int] = {}
    path: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        state[node] = 2
        path.pop()
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


@pytest.mark.parametrize("prefix", ["vshell.coreutils", "vshell.commit", "vshell.golden"])
def test_no_import_cycles(prefix: str) -> None:
    """awk's compiler, runtime and built-ins import one way; so does every other command package."""
    assert _cycle(_graph(prefix)) == []


def test_the_cli_and_the_differential_tool_import_one_way() -> None:
    graph = {name: set(_imports(path)) for name, path in MODULES if name in ("vshell.cli", "vshell.difftest")}
    assert not any(_within(i, "vshell.cli") for i in graph["vshell.difftest"])


def test_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
