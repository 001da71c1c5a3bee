"""The README's quick start, as written, in a fresh clone with a fresh virtual environment (deep: it installs
everything from the package index and runs the whole suite once more)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _quick_start_lines() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return [line for block in re.findall(r"```sh\n(.*?)```", section, flags=re.S) for line in block.splitlines()
            if line.strip()]


@pytest.mark.deep
@pytest.mark.skipif(shutil.which("git") is None, reason="a fresh clone needs git")
def test_the_quick_start_passes_as_written_in_a_fresh_clone(tmp_path: Path) -> None:
    clone = tmp_path / "vshell"
    subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True, timeout=300)
    # One shell for the three lines, as a person types them (the venv stays active); `vshell` reads
    # its script from stdin, which is empty here, so it ends at once.
    script = "set -e\n" + "\n".join(_quick_start_lines()) + "\n"
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "CI")}
    done = subprocess.run(["bash", "-c", script], cwd=clone, env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=3600)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    assert re.search(r"\d+ passed", done.stdout), done.stdout[-2000:]
