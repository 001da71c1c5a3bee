"""Every case file parses and has an up-to-date recording; every xfail cites a row of NOTES.md."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from vshell.golden.format import RECORDED_DIR, all_case_files, load_cases, load_recorded_file, recording_path

NOTES = Path(__file__).resolve().parents[2] / "NOTES.md"
CASE_FILES = all_case_files()


@pytest.mark.parametrize("case_file", CASE_FILES, ids=[p.name for p in CASE_FILES])
def test_recording_is_current(case_file: Path) -> None:
    cases = load_cases(case_file)
    rec_path = recording_path(case_file)
    assert rec_path.exists(), f"no recording: run python -m vshell.golden.record {case_file}"
    recorded = load_recorded_file(rec_path).recordings
    assert list(recorded) == [c.name for c in cases], f"case names differ: re-record {case_file}"
    stale = [c.name for c in cases if recorded[c.name].digest != c.digest]
    assert stale == [], f"stale recordings, re-record {case_file}"


@pytest.mark.parametrize("case_file", CASE_FILES, ids=[p.name for p in CASE_FILES])
def test_xfails_cite_notes(case_file: Path) -> None:
    ids = set(re.findall(r"^\| (L-[A-Za-z0-9-]+) \|", NOTES.read_text(encoding="utf-8"), re.M))
    missing = [(c.name, c.xfail.id) for c in load_cases(case_file) if c.xfail and c.xfail.id not in ids]
    assert missing == []


def test_no_orphan_recordings() -> None:
    """A case recording whose case file is gone is stale; other recordings (e.g. the syntax corpus) are not ours."""
    expected = {recording_path(p) for p in CASE_FILES}
    orphans = []
    for path in sorted(RECORDED_DIR.glob("*.json")):
        doc = json.loads(path.read_text(encoding="utf-8"))
        if isinstance(doc, dict) and "cases" in doc and "source" in doc and path not in expected:
            orphans.append(path.name)
    assert orphans == []
