"""Confirm runs: the stored recordings still match GNU bash on this machine (through vshell.golden.record's API).

A fixed sample runs by default; every case runs with ``-m deep``. Both skip when this machine's bash is not
the version the recordings were made with, since then a difference says nothing about the cases.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from vshell.golden.format import Case, RecordedFile, all_case_files, load_cases, load_recorded_file, recording_path
from vshell.golden.record import record_case, tool_versions

pytestmark = pytest.mark.needs_bash

LANG_FILES = [p for p in all_case_files() if p.name.startswith("lang_")]
SAMPLE_EVERY = 40


@cache
def _recorded(case_file: str) -> RecordedFile:
    return load_recorded_file(recording_path(case_file))


@cache
def _bash_here() -> str:
    return tool_versions()["bash"]


def _same_bash(case_file: Path) -> None:
    recorded = _recorded(case_file.name).tools.get("bash")
    here = _bash_here()
    if recorded != here:
        pytest.skip(f"recorded with {recorded!r}, this machine has {here!r}")


def _check(case: Case) -> None:
    stored = _recorded(Path(case.file).name).recordings[case.name]
    fresh = record_case(case)
    assert (fresh.stdout, fresh.stderr, fresh.status, fresh.tree) == (
        stored.stdout,
        stored.stderr,
        stored.status,
        stored.tree,
    )


def _sample() -> list[Case]:
    cases = [c for f in LANG_FILES for c in load_cases(f)]
    return cases[::SAMPLE_EVERY]


@pytest.mark.parametrize("case", _sample(), ids=lambda c: f"{Path(c.file).name}::{c.name}")
def test_sample_matches_bash(case: Case) -> None:
    _same_bash(Path(case.file))
    _check(case)


@pytest.mark.deep
@pytest.mark.parametrize("case_file", LANG_FILES, ids=[p.name for p in LANG_FILES])
def test_every_case_matches_bash(case_file: Path) -> None:
    _same_bash(case_file)
    for case in load_cases(case_file):
        _check(case)
