"""One test per Limits field: the script trips it, the run ends with one clear line on stderr and status 124,
and its change set is not offered for commit (the session refuses until discard)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vshell.limits import STATUS_LIMIT, Limits
from vshell.session import EndedBy, Session


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "keep.txt").write_text("keep\n")
    return os.path.realpath(root)


# field -> (limits, script, the exact last stderr line). Each script first writes a file, so that
# "not offered" is a real claim: there was a change, and it must not be committed.
TRIPS: dict[str, tuple[dict[str, object], str, str]] = {
    "wall_time": ({"wall_time": 0.2}, "while :; do :; done", "vshell: time limit of 0.2s exceeded"),
    "steps": ({"steps": 2000}, "i=0; while :; do i=$((i+1)); done", "vshell: step limit of 2000 exceeded"),
    "loop_iterations": (
        {"loop_iterations": 100},
        "for ((;;)); do :; done",
        "vshell: loop iteration limit of 100 exceeded",
    ),
    "function_depth": (
        {"function_depth": 20},
        "f(){ f; }; f",
        "vshell: f: maximum function nesting level exceeded (20)",
    ),
    "subst_depth": (
        {"subst_depth": 3},
        "echo $(echo $(echo $(echo $(echo hi))))",
        "vshell: command substitution nesting deeper than 3",
    ),
    "overlay_bytes": (
        {"overlay_bytes": 300},
        "for i in 1 2 3 4; do printf '%0100d' 0 > f$i; done",
        "vshell: overlay limit of 300 bytes of changes exceeded",
    ),
    "overlay_files": (
        {"overlay_files": 5},
        "for i in 1 2 3 4 5 6 7; do : > f$i; done",
        "vshell: overlay limit of 5 new files exceeded",
    ),
    "file_size": ({"file_size": 50}, "printf '%0100d' 0 > big", "vshell: file size limit of 50 bytes exceeded"),
    "string_length": (
        {"string_length": 1000},
        "printf '%*s' 2000 x",
        "vshell: printf: field width or precision 2000 exceeds the output limit",
    ),
    "brace_words": ({"brace_words": 100}, "echo {1..1000}", "vshell: brace expansion of more than 100 words"),
    "regex_seconds": (
        {"regex_seconds": 0.1},
        "x=$(printf 'a%.0s' {1..28}); [[ ${x}! =~ ^(a|a)*$ ]]",
        "vshell: regular expression took too long",
    ),
    "heredoc_bytes": (
        {"heredoc_bytes": 100},
        "cat <<EOF\n$(printf '%0200d' 0)\nEOF",
        "vshell: here-document larger than 100 bytes",
    ),
    "script_bytes": ({"script_bytes": 40}, "echo " + "x" * 60, "vshell: script larger than 40 bytes"),
    "jobs": (
        {"jobs": 3},
        "for i in 1 2 3 4 5 6; do sleep 1 & done; wait",
        "vshell: more than 3 background jobs",
    ),
    "memory_bytes": (
        {"memory_bytes": 64 * 1024 * 1024, "string_length": 1 << 40},
        "x=a; while :; do x=$x$x; done",
        "vshell: memory limit of 64 MiB exceeded",
    ),
}


@pytest.mark.parametrize("field", sorted(TRIPS))
def test_limit_ends_the_run_and_offers_nothing(ws: str, field: str) -> None:
    limits, script, message = TRIPS[field]
    s = Session([ws], limits=Limits(**limits))  # type: ignore[arg-type]
    r = s.run("echo changed > keep.txt; " + script)
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, field, STATUS_LIMIT)
    assert r.stderr.decode().splitlines()[-1] == message
    assert r.message == message
    assert not r.changes
    outcome = s.commit()
    assert not outcome.applied
    assert Path(ws, "keep.txt").read_text() == "keep\n"


def test_script_bytes_counts_before_anything_runs(ws: str) -> None:
    r = Session([ws], limits=Limits(script_bytes=40)).run("echo ran; " + "#" * 60)
    assert (r.stdout, r.limit) == (b"", "script_bytes")


def test_output_bytes_is_kept_not_tripped(ws: str) -> None:
    """output_bytes does not stop the run: the rest is counted and said, and the changes stay offered."""
    s = Session([ws], limits=Limits(output_bytes=100))
    r = s.run("echo new > n.txt; yes | head -c 1000")
    assert (r.ended_by, r.status, len(r.stdout), r.stdout_dropped) == (EndedBy.NORMAL, 0, 100, 900)
    assert r.stderr == b"vshell: stdout: 900 more bytes were not kept (output limit 100 bytes)\n"
    assert r.changes


def test_arith_bits_is_bash_wraparound(ws: str) -> None:
    """arith_bits is bash's 64-bit arithmetic: 2**99999999 wraps to 0 at once, as in bash, instead of a bignum."""
    r = Session([ws]).run("echo $(( 2**99999999 )) $(( 2**63 )) $(( 2**64 ))")
    assert (r.stdout, r.status) == (b"0 -9223372036854775808 0\n", 0)


def test_parse_depth_is_a_syntax_error(ws: str) -> None:
    """Nesting past parse_depth (500) is refused by the parser like a syntax error: status 2, nothing runs."""
    r = Session([ws]).run("echo x > new.txt\n" + "{ " * 1000 + "echo deep" + "; }" * 1000)
    assert r.status == 2
    assert r.stderr == b"bash: -c: line 2: syntax error: nesting deeper than 500 levels\n"
    assert r.stdout == b""


def test_pipe_buffer_bounds_a_pipe_without_ending_it(ws: str) -> None:
    """pipe_buffer is a pipe's capacity, not a limit that trips: a 16-byte pipe still streams everything."""
    r = Session([ws], limits=Limits(pipe_buffer=16)).run("seq 1 2000 | tail -n 1")
    assert (r.stdout, r.status, r.ended_by) == (b"2000\n", 0, EndedBy.NORMAL)


def test_every_field_is_covered() -> None:
    covered = set(TRIPS) | {"output_bytes", "arith_bits", "parse_depth", "pipe_buffer"}
    assert covered == set(Limits.field_names())


def test_an_exceeded_budget_stays_exceeded(ws: str) -> None:
    """`|| true`, traps and subshells do not swallow a limit."""
    r = Session([ws], limits=Limits(function_depth=10)).run(
        "trap 'echo trapped' ERR; ( f(){ f; }; f ) || true; echo after"
    )
    assert (r.ended_by, r.limit) == (EndedBy.LIMIT, "function_depth")
    assert b"after" not in r.stdout
