"""The commit stage sees only the change set, starts no process, and reaches the disk through one module."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent.parent / "commit"
ALLOWED_VSHELL = {"vshell.fs.changes", "vshell.fs.protocol", "vshell.limits", "vshell.lib.statedir"}
FORBIDDEN_MODULES = {"subprocess", "socket", "pty", "multiprocessing", "shutil", "ctypes"}
FORBIDDEN_CALLS = {
    "system",
    "popen",
    "fork",
    "forkpty",
    "execv",
    "execve",
    "execvp",
    "execl",
    "spawnv",
    "eval",
    "exec",
    "compile",
}
SOURCES = sorted(PACKAGE.glob("*.py"))


def imports(tree: ast.AST) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_imports_only_the_change_set_contract(source: Path) -> None:
    mods = imports(ast.parse(source.read_text()))
    own = {m for m in mods if m == "vshell.commit" or m.startswith("vshell.commit.")}
    assert {m for m in mods - own if m.split(".")[0] == "vshell"} <= ALLOWED_VSHELL
    assert not {m.split(".")[0] for m in mods} & FORBIDDEN_MODULES
    if source.name != "_os.py":
        assert "os" not in mods and "os.path" not in mods, "the disk is reached only through commit/_os.py"


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.name)
def test_no_process_or_code_execution_calls(source: Path) -> None:
    for node in ast.walk(ast.parse(source.read_text())):
        if isinstance(node, ast.Call):
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else fn.id if isinstance(fn, ast.Name) else ""
            assert name not in FORBIDDEN_CALLS, f"{source.name}:{node.lineno} calls {name}"


def test_every_commit_module_is_checked() -> None:
    assert {p.name for p in SOURCES} >= {
        "__init__.py",
        "_os.py",
        "apply.py",
        "policy.py",
        "review.py",
        "rules.py",
        "stage.py",
    }
