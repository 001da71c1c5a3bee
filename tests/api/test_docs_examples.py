"""The API documentation's examples run as written, and type-check under mypy --strict as a host's code."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"docs/api.md": ROOT / "docs" / "api.md", "README.md": ROOT / "README.md"}


def _blocks(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    if path.name == "README.md":
        text = text.split("## The Python API", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```python\n(.*?)```", text, flags=re.S)


EXAMPLES = [(f"{name}#{i}", code) for name, path in DOCS.items() for i, code in enumerate(_blocks(path), 1)]


def test_the_api_page_is_linked_from_the_readme_and_has_examples() -> None:
    assert "[docs/api.md](docs/api.md)" in DOCS["README.md"].read_text(encoding="utf-8")
    assert len([e for e in EXAMPLES if e[0].startswith("docs/")]) >= 8


@pytest.mark.parametrize(("where", "code"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_example_runs(where: str, code: str, tmp_path: Path) -> None:
    script = tmp_path / "example.py"
    script.write_text(code)
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, capture_output=True, text=True, timeout=300,
                          env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert (done.returncode, done.stderr) == (0, ""), where


def test_examples_type_check_under_mypy_strict(tmp_path: Path) -> None:
    for i, (_, code) in enumerate(EXAMPLES):
        (tmp_path / f"example_{i}.py").write_text(code)
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent", "--no-incremental",
         "--config-file", os.devnull, *sorted(str(p) for p in tmp_path.glob("example_*.py"))],
        cwd=tmp_path, capture_output=True, text=True, timeout=600, env={**os.environ, "MYPYPATH": str(ROOT)})
    assert done.returncode == 0, done.stdout
