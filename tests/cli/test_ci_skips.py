"""A test skipped for a missing system package is a skip on a fresh machine and a failure in CI (CI=true)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROBE = """\
import pytest

from tests.host_tools import reason


def test_needs_the_corpus() -> None:
    pytest.skip(reason("bash-completion", "the bash-completion corpus"))


def test_skips_for_another_reason() -> None:
    pytest.skip("not about a system package")
"""


def _run(tmp_path: Path, ci: str | None) -> subprocess.CompletedProcess[str]:
    (tmp_path / "test_probe.py").write_text(PROBE)
    env = {k: v for k, v in os.environ.items() if k != "CI"}
    env["PYTHONPATH"] = str(ROOT)
    if ci is not None:
        env["CI"] = ci
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "tests.conftest", "-p", "no:cacheprovider", "-p", "no:xdist",
         "-p", "no:randomly", "-rfs", "--rootdir", str(tmp_path), "-c", os.devnull, str(tmp_path / "test_probe.py")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)


def test_off_ci_both_skip_with_one_line_each(tmp_path: Path) -> None:
    done = _run(tmp_path, None)
    assert done.returncode == 0, done.stdout
    assert "2 skipped" in done.stdout
    assert "the bash-completion corpus is absent (needs the system package bash-completion; .ci/run installs it)" in done.stdout


def test_in_ci_a_system_package_skip_fails(tmp_path: Path) -> None:
    done = _run(tmp_path, "true")
    assert done.returncode == 1, done.stdout
    assert "1 failed, 1 skipped" in done.stdout
    assert "skipped in CI, where it must run" in done.stdout
