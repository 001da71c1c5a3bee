"""The README's LangChain and PydanticAI examples run offline as written, and do what their comments say."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent


def _examples() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("### LangChain and PydanticAI", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", section, flags=re.S)


def _run(code: str) -> str:
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_there_are_the_two_examples() -> None:
    heads = [code.splitlines()[0] for code in _examples()]
    assert heads == ["# LangChain: the agent loop of langchain.agents.create_agent",
                     "# PydanticAI: Agent with vshell's toolset (the prompt block comes as the toolset's instructions)"]


def test_the_langchain_example_applies_the_append() -> None:
    pytest.importorskip("langchain.agents", reason="langchain is not installed (pip install 'vshell[test]')")
    out = _run(_examples()[0])
    assert out.endswith("AIMessage Added it.\n# Notes\n- tidy up\n\n")
    assert "ToolMessage # Notes\n[exit status: 0]\n[pending file changes: 1 modified]\n[applied 1 change to the workspace]\n" in out


def test_the_pydantic_ai_example_asks_and_keeps_the_file() -> None:
    pytest.importorskip("pydantic_ai", reason="pydantic-ai-slim is not installed (pip install 'vshell[pydantic-ai]')")
    assert _run(_examples()[1]) == "I asked; old.txt stays.\n['old.txt']\n"
