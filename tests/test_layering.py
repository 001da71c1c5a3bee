"""The import graph keeps the layers one-way, and nothing in the product starts a process.

syntax -> expand -> interp; coreutils sees only the command context, the
filesystem protocol, the limits and the pure libraries; commit sees only the
change set.  Imports inside functions count too (an AST walk, not a grep).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# package prefix -> module prefixes it must never import
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "vshell.syntax": ("vshell.expand", "vshell.interp", "vshell.fs", "vshell.session", "vshell.cli", "coreutils", "commit"),
    "vshell.expand": ("vshell.interp", "vshell.session", "vshell.cli", "coreutils", "commit"),
    "vshell.lib": ("vshell.interp", "vshell.session", "vshell.cli", "coreutils", "commit"),
    "vshell.interp": ("vshell.session", "vshell.cli", "coreutils", "commit"),
    "vshell.fs": ("vshell.interp", "vshell.expand", "vshell.syntax", "vshell.session", "coreutils", "commit"),
    "coreutils": ("vshell.interp", "vshell.session", "vshell.cli", "vshell.fs.overlay", "vshell.fs.memory", "commit"),
    "commit": ("vshell.interp", "vshell.expand", "vshell.syntax", "vshell.session", "vshell.fs.overlay", "coreutils"),
}

# Starting processes, opening sockets, evaluating code: never in the product.
# Only the golden recorder and the differential tool run GNU bash (through golden.record).
NO_PROCESS = ("subprocess", "socket", "pty", "multiprocessing", "asyncio.subprocess")
ALLOWED_NO_PROCESS = {"vshell.difftest"}  # runs bash only through golden.record.run_once


def _modules() -> list[tuple[str, Path]]:
    out = []
    for package in ("vshell", "coreutils", "commit"):
        for path in sorted((ROOT / package).rglob("*.py")):
            rel = path.relative_to(ROOT).with_suffix("")
            parts = list(rel.parts)
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


MODULES = _modules()


@pytest.mark.parametrize(("name", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_layers_point_one_way(name: str, path: Path) -> None:
    bad = []
    for prefix, forbidden in FORBIDDEN.items():
        if name == prefix or name.startswith(prefix + "."):
            bad += [imp for imp in _imports(path) if any(imp == f or imp.startswith(f + ".") for f in forbidden)]
    assert bad == []


@pytest.mark.parametrize(("name", "path"), MODULES, ids=[m for m, _ in MODULES])
def test_no_processes_no_sockets_no_eval(name: str, path: Path) -> None:
    imports = [i for i in _imports(path) if any(i == p or i.startswith(p + ".") for p in NO_PROCESS)]
    if name in ALLOWED_NO_PROCESS:
        imports = []
    assert imports == []
    assert _calls(path) == []


def test_the_interpreter_finds_commands_only_through_the_registry() -> None:
    """vshell never imports a command module; the registry loads the coreutils package by name."""
    offenders = [
        name for name, path in MODULES
        if name.startswith("vshell") and any(i.startswith("coreutils") for i in _imports(path))
    ]
    assert offenders == []
