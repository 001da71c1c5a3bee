"""Case scripts follow the recording rules of TEAM.md: deterministic and self-contained.

The recorder's double run catches most nondeterminism; this catches what two quick runs can agree on
by luck (random numbers, clocks, other processes' state) and what would make a case slow or reach outside.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from vshell.golden.format import all_case_files, load_cases

CASE_FILES = all_case_files()

# Each rule: a pattern over the script and why it is refused.
RULES = [
    (re.compile(r"\$\{?RANDOM\b|\$\{?SRANDOM\b"), "random numbers differ per run"),
    (re.compile(r"\$\{?(EPOCHSECONDS|EPOCHREALTIME|SECONDS)\b"), "clock values differ per run"),
    # ``date``, ``date -u`` and ``date +FMT`` read the clock; ``date -d/-r/-f ...`` do not.
    (
        re.compile(r"(^|[;&|(`])\s*date(\s+-u)?(\s+(\+\S*|'\+[^']*'|\"\+[^\"]*\"))?\s*($|[;&|)`])", re.M),
        "the date differs per run",
    ),
    (re.compile(r"/proc/"), "/proc describes the host"),
    (re.compile(r"(^|[\s;&|(])(curl|wget|nc|ssh|ping)\s", re.M), "no network"),
]
SLEEP = re.compile(r"(^|[\s;&|(])sleep\s+([0-9.]+)", re.M)
MAX_SLEEP = 0.2


@pytest.mark.parametrize("case_file", CASE_FILES, ids=[p.name for p in CASE_FILES])
def test_scripts_are_deterministic_and_local(case_file: Path) -> None:
    problems: list[str] = []
    for case in load_cases(case_file):
        for pattern, why in RULES:
            if pattern.search(case.script):
                problems.append(f"{case.name}: {why}")
        problems.extend(
            f"{case.name}: sleep {m.group(2)} is longer than {MAX_SLEEP}s"
            for m in SLEEP.finditer(case.script)
            if float(m.group(2)) > MAX_SLEEP
        )
    assert problems == []


@pytest.mark.parametrize(
    ("script", "flagged"),
    [
        ("echo $RANDOM", True),
        ("x=$(date +%s)", True),
        ("date", True),
        ("date -u '+%F %T'; echo", True),
        ("date -d @0 +%s", False),
        ("date -r f '+%F'", False),
        ("cat /proc/self/status", True),
        ("sleep 1", True),
        ("sleep 0.1; echo ok", False),
        ("echo update; echo $SECONDS_X", False),
        ("echo date", False),
    ],
)
def test_rules_flag_what_they_should(script: str, flagged: bool) -> None:
    hit = any(p.search(script) for p, _ in RULES) or any(float(m.group(2)) > MAX_SLEEP for m in SLEEP.finditer(script))
    assert hit is flagged
