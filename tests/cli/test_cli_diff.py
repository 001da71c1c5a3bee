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
    assert (status, out) == (0, "vshell diff: same stdout, stderr, exit status and files as GNU bash "
                                "(by-design differences left out; --exact shows them)\n")


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


ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.needs_bash
def test_the_readme_example_runs_on_this_repository(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """From the README's folder, as the README says; owner, group, copy times and `..` differ by design."""
    monkeypatch.chdir(ROOT)
    status = cli.main(["diff", "-c", "ls -la | sort -k5n; wc -l README.md"])
    out, _ = capsys.readouterr()
    assert (status, out) == (0, "vshell diff: same stdout, stderr, exit status and files as GNU bash "
                                "(by-design differences left out; --exact shows them)\n")


@pytest.mark.needs_bash
def test_exact_shows_the_by_design_differences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.txt").write_text("hello\n")
    status = cli.main(["diff", "--exact", "--workspace", os.path.realpath(tmp_path), "-c", "ls -la"])
    out, _ = capsys.readouterr()
    assert status == 1
    assert "@@" in out and " ..\n" in out


def test_by_design_normalises_ls_lines() -> None:
    from vshell.difftest import by_design

    bash = b"total 8\ndrwxr-xr-x 2 nobody nogroup 4096 Dec  1 21:30 .\ndrwxrwxrwt 9 root root 4096 Dec  1 21:29 ..\n" \
           b"-rw-r--r-- 1 nobody nogroup    6 Jan  2  2020 old.txt\n"
    vsh = b"total 8\ndrwxr-xr-x 2 user user 4096 Dec  1 21:31 .\ndr-xr-xr-x 3 root root 4096 Dec  1 00:00 ..\n" \
          b"-rw-r--r-- 1 user user 6 Jan  2  2020 old.txt\n"
    assert by_design(bash) == by_design(vsh) == (
        b"total [counts .., differs by design]\ndrwxr-xr-x 2 OWNER GROUP 4096 Dec 1 HH:MM .\n"
        b"-rw-r--r-- 1 OWNER GROUP 6 Jan 2 2020 old.txt\n"
        b"[.. of the listed folder: differs by design]\n")


def test_a_folder_too_big_says_the_limit_and_what_to_do(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from vshell import difftest

    monkeypatch.setattr(difftest, "MAX_FIXTURE_FILES", 3)
    for i in range(5):
        (tmp_path / f"f{i}").write_text("x")
    assert cli.main(["diff", "--workspace", str(tmp_path), "-c", "ls"]) == 2
    err = capsys.readouterr().err
    assert err == (f"vshell diff: {tmp_path} holds more than 3 entries or 256 MiB, the most a differential run "
                   "copies (each side runs in a copy); run it in a smaller folder: vshell diff --workspace DIR ...\n")


@pytest.mark.needs_bash
def test_a_virtual_environment_in_the_folder_is_seen_empty_and_named(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The README's quick start makes `.venv` in the folder; `vshell diff` there must still run, and say what it
    left out. More files than a differential run copies sit inside the environment."""
    venv = tmp_path / ".venv"
    (venv / "lib").mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text("home = /usr/bin\n")
    for i in range(difftest_limit() + 1):
        (venv / "lib" / f"m{i}.py").write_bytes(b"")
    (tmp_path / "a.txt").write_text("hello\n")
    status = cli.main(["diff", "--workspace", os.path.realpath(tmp_path), "-c", "ls -a .venv; cat a.txt"])
    out, err = capsys.readouterr()
    assert (status, out) == (0, "vshell diff: same stdout, stderr, exit status and files as GNU bash "
                                "(by-design differences left out; --exact shows them)\n")
    assert err == "vshell diff: .venv/ is a Python virtual environment: both sides see it empty\n"


def difftest_limit() -> int:
    from vshell.difftest import MAX_FIXTURE_FILES
    return MAX_FIXTURE_FILES
