"""What the host must have for the tests that compare with GNU tools, and the one way to skip without it.

A fresh machine with nothing but Python runs the suite: a test that reads the
bash-completion corpus or runs GNU bash 5.2 and the tools the golden cases use
(gawk, jq, tree ...) skips with one line naming the system package.  Every
such reason contains ``SYSTEM_SKIP``; under ``CI=true`` the root conftest
turns those skips into failures, because ``.ci/run`` installs the packages.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

SYSTEM_SKIP = "needs the system package"

CORPUS = Path("/usr/share/bash-completion")

# Programs the golden cases and the differential runs start, and the Debian package of each.
GNU_TOOLS = {"bash": "bash", "gawk": "gawk", "jq": "jq", "tree": "tree", "sed": "sed", "grep": "grep",
             "find": "findutils", "diff": "diffutils", "sort": "coreutils"}  # fmt: skip


def reason(package: str, what: str) -> str:
    return f"{what} is absent ({SYSTEM_SKIP} {package}; .ci/run installs it)"


@functools.cache
def bash_version() -> tuple[int, int] | None:
    """The major and minor version of the bash on PATH (``BASH_VERSINFO``), or None without one."""
    path = shutil.which("bash")
    if path is None:
        return None
    try:
        done = subprocess.run([path, "-c", 'echo "${BASH_VERSINFO[0]} ${BASH_VERSINFO[1]}"'],
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.fullmatch(r"(\d+) (\d+)\n", done.stdout)
    return (int(m.group(1)), int(m.group(2))) if m else None


def missing_tools() -> str | None:
    """The skip reason when GNU bash 5.2 or one of the tools the golden cases use is absent, else None."""
    if bash_version() != (5, 2):
        return reason("bash", "GNU bash 5.2")
    for tool, package in GNU_TOOLS.items():
        if shutil.which(tool) is None:
            return reason(package, tool)
    return None


def needs_corpus_file(path: Path) -> None:
    """Skip unless ``path`` (a file of the bash-completion corpus) is there to read."""
    if not path.is_file():
        pytest.skip(reason("bash-completion", f"the bash-completion corpus ({CORPUS})"))


def corpus_files() -> list[Path]:
    """The corpus's files, or a skip when the package is not installed (its main file is the sign)."""
    needs_corpus_file(CORPUS / "bash_completion")
    return sorted(p for p in CORPUS.rglob("*") if p.is_file())


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() == "true"
