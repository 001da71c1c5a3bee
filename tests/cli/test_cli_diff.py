"""`vshell diff` runs the script in GNU bash (through the golden recorder) and in vshell and compares."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vshell import cli


@pytest.mark.needs_bash
def test_same_behaviour_is_reported_same(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.txt").write_text("hello\n")
    status = cli.main(["diff", "--workspace", os.path.realpath(tmp_path), "-c", "cat a.txt; echo new > b.txt"])
    out, _ = capsys.readouterr()
    assert (status, out) == (0, "vshell diff: same stdout, stderr, exit status and files as GNU bash\n")


@pytest.mark.needs_bash
def test_a_difference_is_shown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A program vshell does not have (python3 exists for the host bash here): status and stderr differ."""
    status = cli.main(["diff", "--workspace", os.path.realpath(tmp_path), "-c", "python3 -c 'print(1)'"])
    out, _ = capsys.readouterr()
    assert status == 1
    assert "exit status: bash 0, vshell 127" in out


def test_diff_needs_a_script(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["diff"]) == 2
    assert capsys.readouterr().err.startswith("vshell diff: a script is needed\n")
