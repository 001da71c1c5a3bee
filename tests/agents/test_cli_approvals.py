"""``vshell --approvals MODE``: the CLI follows the same ladder (auto applies a low-risk set, asks about the rest)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = str(Path(__file__).resolve().parent.parent.parent)


def _vshell(ws: Path, *args: str, answer: str = "") -> subprocess.CompletedProcess[str]:
    env = {"PYTHONPATH": ROOT, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(
        [sys.executable, "-m", "vshell", "--workspace", str(ws), *args],
        input=answer, capture_output=True, text=True, env=env, cwd=str(ws), timeout=60,
    )


def _ws(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "f.py").write_text("x = 1\n")
    (ws / "g.txt").write_text("g\n")
    return ws


def test_auto_applies_a_low_risk_edit_without_a_question(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    done = _vshell(ws, "--approvals", "auto", "-c", "sed -i s/1/2/ f.py")
    assert (done.returncode, done.stdout, done.stderr) == (0, "", "vshell: applied 1 change\n")
    assert (ws / "f.py").read_text() == "x = 2\n"


def test_auto_asks_about_a_deletion_with_the_reason_and_no_keeps_the_file(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    done = _vshell(ws, "--approvals", "auto", "-c", "rm g.txt", answer="n\n")
    assert done.returncode == 0
    assert " asked because it is not low-risk:\n" in done.stderr
    assert f"   {ws}/g.txt: deletes an existing file [deletes]\n" in done.stderr
    assert done.stderr.endswith("Apply this change to the workspace? [y/N/d] n\nvshell: changes discarded; nothing was applied\n")
    assert (ws / "g.txt").exists()


def test_plan_and_full_are_the_dry_run_and_apply_modes(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    plan = _vshell(ws, "--approvals", "plan", "-c", "rm g.txt")
    assert plan.stderr == f"vshell: dry run; not applied:\n  D {ws}/g.txt\n"
    assert (ws / "g.txt").exists()
    full = _vshell(ws, "--approvals", "full", "-c", "rm g.txt")
    assert full.stderr == "vshell: applied 1 change\n"
    assert not (ws / "g.txt").exists()


def test_an_unknown_mode_is_a_usage_error(tmp_path: Path) -> None:
    done = _vshell(_ws(tmp_path), "--approvals", "yolo", "-c", "true")
    assert done.returncode == 2
    assert done.stderr.startswith("vshell: --approvals: expected plan, ask, auto or full, not 'yolo'\nusage: vshell ")


def test_vshell_mcp_usage_errors(tmp_path: Path) -> None:
    env = {"PYTHONPATH": ROOT, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    done = subprocess.run([sys.executable, "-m", "vshell", "mcp", "--approvals", "yolo"], capture_output=True,
                          text=True, env=env, cwd=str(tmp_path), timeout=60)
    assert done.returncode == 2
    assert done.stderr.startswith("vshell mcp: --approvals: expected one of plan, ask, auto, full, not 'yolo'\nusage: vshell mcp ")
