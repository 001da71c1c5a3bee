"""vshell's terminal against GNU bash: the same keys, the same emulator, the same screen and cursor.

The expected screens were drawn by interactive bash 5.2 under a pty and recorded by
``python -m vshell.golden.record_terminal`` (``golden/terminal/*.json``, never edited by hand).
Each step's keys are fed at once and the terminal is left to settle, as the recorder did.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.terminal.screens import Screen

RECORDED = Path(__file__).resolve().parents[2] / "golden" / "terminal"
CASES = sorted(RECORDED.glob("*.json"))


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text())
    return data


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_screen_matches_bash(tmp_path: Path, path: Path) -> None:
    case = _load(path)
    for name, content in case["files"].items():
        if name.endswith("/"):
            (tmp_path / name).mkdir(parents=True, exist_ok=True)
        else:
            (tmp_path / name).write_text(content)
    s = Screen(tmp_path, cols=case["cols"], rows=case["rows"])
    try:
        for step in case["steps"]:
            if isinstance(step, dict):
                until = step["until"]
                s.keys(step["keys"], wait=False)
                s.wait(lambda: s.term.state == until)  # noqa: B023 (waited for here, in this iteration)
                continue
            s.keys(step, wait=False)
            # settled: waiting for keys at a prompt, or a command waiting for a line
            s.wait(lambda: s.term.state in ("prompt", "search", "review", "closed") or s.term.waiting_for_input)
        assert s.lines() == case["screen"]
        assert list(s.cursor) == case["cursor"]
    finally:
        s.close()


def test_there_are_recordings() -> None:
    assert len(CASES) >= 25
