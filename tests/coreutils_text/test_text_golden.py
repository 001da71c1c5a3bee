"""Replay the text commands' golden cases (sed, grep, jq, diff/cmp) through vshell.

The recordings come from GNU sed 4.9, grep 3.8, jq 1.6 and diffutils 3.8 run by
``golden/record.py``; a case passes when stdout, stderr, status and the work
dir's tree equal the recording (``test_golden_replay.matches``).  A fixed
sample (every 8th case of each file) runs by default; ``-m deep`` runs all.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_golden_replay import matches

from golden.format import CASES_DIR, Case, Recording, load_cases, load_recordings, recording_path

FILES = [
    "cmd_text_sed.test.sh",
    "cmd_text_sed2.test.sh",
    "cmd_text_grep.test.sh",
    "cmd_text_grep2.test.sh",
    "cmd_text_jq.test.sh",
    "cmd_text_jq2.test.sh",
    "cmd_text_jq3.test.sh",
    "cmd_text_diff.test.sh",
    "cmd_text_diff2.test.sh",
]
SAMPLE_EVERY = 8


def _params() -> list[Any]:
    params = []
    for fname in FILES:
        path = CASES_DIR / fname
        if not path.exists() or not recording_path(path).exists():
            continue
        recs = load_recordings(path)
        for n, case in enumerate(load_cases(path)):
            if case.name not in recs:
                continue
            marks = [] if n % SAMPLE_EVERY == 0 else [pytest.mark.deep]
            params.append(pytest.param(case, recs[case.name], id=f"{fname}::{case.name}", marks=marks))
    return params


@pytest.mark.parametrize(("case", "rec"), _params())
def test_text_golden_case(case: Case, rec: Recording) -> None:
    ok, why = matches(case, rec)
    if case.xfail is not None:
        assert not ok, f"case marked xfail ({case.xfail.id}) now passes: remove the annotation"
        return
    assert ok, why
