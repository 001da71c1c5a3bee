"""The README's promises: two quick-start command lines, and a command list that is the registry."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"


def test_command_list_is_generated_from_the_registry() -> None:
    # A fresh interpreter: other tests register throwaway commands in this one.
    code = "import sys; from vshell.docs import render; sys.stdout.write(render(sys.stdin.read()))"
    text = README.read_text(encoding="utf-8")
    fresh = subprocess.run([sys.executable, "-c", code], input=text, capture_output=True, text=True,
                           cwd=README.parent, check=True)
    assert fresh.stdout == text, "README command list is stale: run python -m vshell.docs"


def test_quick_start_is_a_venv_line_then_two_command_lines() -> None:
    text = README.read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    blocks = re.findall(r"```sh\n(.*?)```", section, flags=re.S)
    lines = [line for block in blocks for line in block.splitlines() if line.strip()]
    assert lines == [
        "python3 -m venv .venv && . .venv/bin/activate",
        "pip install . && vshell",
        "pip install '.[test]' && python -m pytest -n auto",
    ]


def test_ci_runs_the_readme_test_command() -> None:
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert "pip install '.[test]' && python -m pytest -n auto" in ci
