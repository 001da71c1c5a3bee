"""Differential fuzzing per command family: generated command lines for awk, sed, grep, sort, cut, tr, jq, patch
and diff must give what the GNU tool gives.

CI runs a fixed, derandomised sample per family; ``-m deep`` runs 2,000 generated cases per family
(``python -m fuzz.differential --family NAME 2000`` does the same from the command line and prints each
difference as a golden case).  A difference written down in ``fuzz.explained`` does not fail.
"""

from __future__ import annotations

import warnings

import pytest
from hypothesis import HealthCheck, Phase, given, settings

from fuzz.differential import FAMILIES, as_golden_case, case_of_probe, compare
from fuzz.explained import explain
from fuzz.strategies_text import Probe

pytestmark = pytest.mark.needs_bash


def _check(family: str, probe: Probe) -> None:
    case = case_of_probe(probe)
    diffs = compare(case)
    if diffs and explain(family, case.script, case.stdin, diffs) is None:
        pytest.fail(as_golden_case(case) + "\n" + "\n".join(diffs))


def _run(family: str, n: int, derandomize: bool) -> None:
    @settings(max_examples=n, deadline=None, derandomize=derandomize, database=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=[HealthCheck.too_slow])
    @given(FAMILIES[family])
    def probe(p: Probe) -> None:
        _check(family, p)

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="The recursion limit will not be reset")
        probe()


@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_fixed_sample_agrees_with_gnu(family: str) -> None:
    _run(family, 3, derandomize=True)


@pytest.mark.deep
@pytest.mark.parametrize("family", sorted(FAMILIES))
def test_generated_cases_agree_with_gnu(family: str) -> None:
    _run(family, 2000, derandomize=False)
