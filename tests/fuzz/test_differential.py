"""Differential fuzzing against GNU bash: generated scripts and trees must give the same results.

CI runs a fixed, derandomised sample; ``-m deep`` runs many more examples.
A difference fails with the case written in the golden format, ready to add
to a case file and record.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from fuzz.differential import as_golden_case, case_of, compare, fixtures, scripts

pytestmark = pytest.mark.needs_bash


def _check(script: str, fixture: tuple[Any, ...]) -> None:
    case = case_of(script, fixture)
    diffs = compare(case)
    assert not diffs, as_golden_case(case) + "\n" + "\n".join(diffs)


@settings(max_examples=12, deadline=None, derandomize=True, database=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(scripts(), fixtures())
def test_fixed_sample_agrees_with_bash(script: str, fixture: tuple[Any, ...]) -> None:
    _check(script, fixture)


@pytest.mark.deep
@settings(max_examples=500, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(scripts(), fixtures())
def test_random_scripts_agree_with_bash(script: str, fixture: tuple[Any, ...]) -> None:
    _check(script, fixture)
