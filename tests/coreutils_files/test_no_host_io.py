"""No command module touches the host: every module in coreutils/ is scanned (AST) for host I/O.

Forbidden: importing os, shutil, pathlib, subprocess, socket, pty, multiprocessing, io's open,
calling the builtin ``open``, ``eval``/``exec``/``compile``.  The single exception is
``coreutils/common/errors.py``, which may import ``os`` and use only ``os.strerror`` (GNU's messages
come from the C library's errno text).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from vshell import coreutils

PACKAGE = Path(coreutils.__file__).parent
FORBIDDEN_MODULES = {"os", "shutil", "pathlib", "subprocess", "socket", "pty", "multiprocessing", "tempfile", "glob"}
FORBIDDEN_CALLS = {"open", "eval", "exec", "compile", "__import__"}
MODULES = sorted(PACKAGE.rglob("*.py"))


def _problems(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), str(path))
    found = []
    os_allowed = path == PACKAGE / "common" / "errors.py"
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                root = alias.name.split(".")[0]
                if root in FORBIDDEN_MODULES and not (root == "os" and os_allowed and alias.name == "os"):
                    found.append(f"line {node.lineno}: import {alias.name}")
        elif isinstance(node, ast.ImportFrom):
            root = (node.module or "").split(".")[0]
            if root in FORBIDDEN_MODULES or (root == "io" and any(a.name == "open" for a in node.names)):
                found.append(f"line {node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in FORBIDDEN_CALLS:
            found.append(f"line {node.lineno}: {node.func.id}()")
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "os"
            and not (os_allowed and node.attr == "strerror")
        ):
            found.append(f"line {node.lineno}: os.{node.attr}")
    return found


def test_there_are_modules_to_scan() -> None:
    assert len(MODULES) > 20


@pytest.mark.parametrize("path", MODULES, ids=[p.relative_to(PACKAGE).as_posix() for p in MODULES])
def test_module_does_no_host_io(path: Path) -> None:
    assert _problems(path) == []


def test_the_scan_catches_host_io(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nimport shutil\nfrom pathlib import Path\nopen('x')\nos.listdir('.')\n")
    assert _problems(bad) == [
        "line 1: import os",
        "line 2: import shutil",
        "line 3: from pathlib import ...",
        "line 4: open()",
        "line 5: os.listdir",
    ]
