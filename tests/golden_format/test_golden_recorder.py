"""The recorder runs a case in real bash with the fixed environment and the fixture (through vshell.golden.record's API)."""

from __future__ import annotations

import pytest

from vshell.golden import record
from vshell.golden.format import parse_cases
from vshell.golden.record import RecordError, record_case

pytestmark = pytest.mark.needs_bash


def test_records_output_status_tree_and_normalises_paths() -> None:
    (case,) = parse_cases(
        "#### c\n## file: in.txt\n## | data\n## stdin: from stdin\\n\n"
        'echo "$0 $PWD $HOME $LC_ALL $TZ $USER ${LANG-unset}"; umask\n'
        'read -r line; echo "$line" >&2; cp in.txt out.txt; mkdir d; ln -s "$PWD/in.txt" d/l; exit 7\n',
        "t",
    )
    rec = record_case(case)
    assert rec.stdout == b"bash @WORK@ @HOME@ C.UTF-8 UTC user unset\n0022\n"
    assert rec.stderr == b"from stdin\n"
    assert rec.status == 7
    assert rec.tree == {
        "d": {"type": "dir"},
        "d/l": {"type": "symlink", "target": "@WORK@/in.txt"},
        "in.txt": {"type": "file", "content": "data\n", "exec": False},
        "out.txt": {"type": "file", "content": "data\n", "exec": False},
    }
    assert rec.digest == case.digest


def test_args_and_devnull_stdin() -> None:
    (case,) = parse_cases("#### c\n## args: -O extglob\nshopt -q extglob && echo on; cat; echo $?\n", "t")
    rec = record_case(case)
    assert (rec.stdout, rec.stderr, rec.status) == (b"on\n0\n", b"", 0)


def test_nondeterministic_case_is_refused() -> None:
    (case,) = parse_cases("#### c\necho $$\n", "t")
    with pytest.raises(RecordError, match="nondeterministic"):
        record_case(case)


def test_timeout_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record, "TIMEOUT_SECONDS", 0.3)
    (case,) = parse_cases("#### c\nsleep 5\n", "t")
    with pytest.raises(RecordError, match="timed out"):
        record_case(case)


def test_runaway_output_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(record, "MAX_OUTPUT_BYTES", 100_000)
    (case,) = parse_cases("#### c\nyes\n", "t")
    with pytest.raises(RecordError, match="wrote more than 100000 bytes"):
        record_case(case)


def test_dev_stdout_and_stdin_reopen() -> None:
    (case,) = parse_cases("#### c\n## stdin: in\\n\ncat /dev/stdin > /dev/stdout; echo e > /dev/stderr\n", "t")
    rec = record_case(case)
    assert (rec.stdout, rec.stderr, rec.status) == (b"in\n", b"e\n", 0)
