"""awk unit checks against hand-worked answers (the recorded gawk cases are in golden/cases/cmd_text_awk)."""

from __future__ import annotations

import io
import threading

import pytest

from vshell.command import CommandContext, lookup
from vshell.fs.memory import MemoryFS
from vshell.limits import Budget, Cancelled, LimitExceeded, Limits


def awk(*args: str, stdin: bytes = b"", files: dict[str, bytes] | None = None,
        limits: Limits | None = None, cancel: threading.Event | None = None) -> tuple[int, str, str]:
    fs = MemoryFS()
    fs.makedirs("/w")
    for name, data in (files or {}).items():
        fs.add_file("/w/" + name, data)
    out, err = io.BytesIO(), io.BytesIO()
    ctx = CommandContext(argv=["awk", *args], stdin=io.BytesIO(stdin), stdout=out, stderr=err, env={}, cwd="/w",
                         fs=fs, budget=Budget(limits or Limits(), cancel), run=None)  # type: ignore[arg-type]
    info = lookup("awk")
    assert info is not None
    status = info.func(ctx)
    return status, out.getvalue().decode(), err.getvalue().decode()


def test_sums_second_field() -> None:
    assert awk("{s += $2} END {print s}", stdin=b"a 1\nb 2\nc 39\n") == (0, "42\n", "")


def test_input_numbers_compare_as_numbers_and_strings_as_text() -> None:
    assert awk('{print ($1 < $2), ($1"" < $2"")}', stdin=b"10 9\n") == (0, "0 1\n", "")


def test_uninitialised_is_zero_and_empty() -> None:
    assert awk('BEGIN {print x + 0, "[" x "]", length(x)}') == (0, "0 [] 0\n", "")


def test_field_assignment_rebuilds_record_with_ofs() -> None:
    assert awk("-v", "OFS=-", '{$2 = "X"; print; $5 = "e"; print; print NF}', stdin=b"a b c\n") == (
        0, "a-X-c\na-X-c--e\n5\n", "")


def test_nf_assignment_truncates() -> None:
    assert awk("{NF = 2; print; print $3 \"|\"}", stdin=b"a b c d\n") == (0, "a b\n|\n", "")


def test_fields_split_with_the_fs_of_their_own_record() -> None:
    # The new FS applies from the next record on, even though the first record's fields are read after it.
    assert awk('{FS = ":"; print $1}', stdin=b"a:b c\nd:e f\n") == (0, "a:b\nd\n", "")


def test_default_fs_splits_on_space_tab_newline_only() -> None:
    assert awk('{print NF "|" $2 "|"}', stdin=b"a \tb\r\n") == (0, "2|b\r|\n", "")


def test_single_character_fs_is_literal() -> None:
    assert awk("-F.", "{print $2, NF}", stdin=b"x.y.z\n") == (0, "y 3\n", "")


def test_paragraph_mode_adds_newline_as_separator() -> None:
    assert awk('BEGIN {RS = ""; FS = ":"} {print NF ": " $2}', stdin=b"a:b\nc\n\n\nd\n") == (0, "3: b\n1: \n", "")


def test_compound_assignment_evaluates_subscript_once() -> None:
    assert awk("BEGIN {i = 5; a[i++] += 10; print i, a[5], length(a)}") == (0, "6 10 1\n", "")


def test_recursion_and_local_arrays() -> None:
    prog = "function fib(n) {return n < 2 ? n : fib(n-1) + fib(n-2)} BEGIN {print fib(15)}"
    assert awk(prog) == (0, "610\n", "")


def test_array_parameter_is_by_reference() -> None:
    assert awk('function fill(a) {a["k"] = 7} BEGIN {fill(t); print t["k"], length(t)}') == (0, "7 1\n", "")


def test_alternate_octal_format() -> None:
    assert awk('BEGIN {printf "%#o|%#5o|%#o\\n", 8, 8, 0}') == (0, "010|  010|0\n", "")


def test_constant_division_by_zero_stops_before_running() -> None:
    assert awk('BEGIN {print "never"; print 1/0}') == (1, "", "awk: cmd. line:1: error: division by zero attempted\n")


def test_runtime_division_by_zero_names_the_record() -> None:
    status, out, err = awk("{print 6 / $1}", "d", files={"d": b"3\n0\n"})
    assert (status, out) == (2, "2\n")
    assert err == "awk: cmd. line:1: (FILENAME=d FNR=2) fatal: division by zero attempted\n"


def test_gsub_counts_and_replaces_with_ampersand() -> None:
    assert awk('{n = gsub(/o/, "[&]"); print n, $0}', stdin=b"foo bar\n") == (0, "2 f[o][o] bar\n", "")


def test_endless_loop_stops_at_the_step_limit() -> None:
    with pytest.raises(LimitExceeded):
        awk("BEGIN {while (1) x++}", limits=Limits(steps=5000))


def test_cancel_stops_the_record_loop() -> None:
    event = threading.Event()
    event.set()
    with pytest.raises(Cancelled):
        awk("{n++}", stdin=b"x\n" * 100_000, cancel=event)


_COUNT_DOWN = "function f(n) { return n ? f(n-1) + 1 : 0 } BEGIN { print f(%d) }"


def test_deep_recursion_runs_past_the_python_stack() -> None:
    # 3000 levels are far more Python frames than the interpreter's recursion limit allows in one thread.
    assert awk(_COUNT_DOWN % 3000, limits=Limits(function_depth=5000)) == (0, "3000\n", "")


def test_recursion_keeps_locals_arrays_and_return_values_across_threads() -> None:
    prog = ("function build(n, a,  k) { if (n == 0) return 0; a[n] = n * 2; k = build(n - 1, a); return k + a[n] }"
            " BEGIN { print build(2000, arr), length(arr), arr[1], arr[2000] }")
    assert awk(prog, limits=Limits(function_depth=5000)) == (0, "4002000 2000 2 4000\n", "")


def test_exit_and_errors_deep_in_recursion_end_the_program() -> None:
    assert awk("function f(n) { if (n == 0) exit 3; f(n-1) } BEGIN { f(1500) } END { print \"end\" }",
               limits=Limits(function_depth=5000)) == (3, "end\n", "")
    status, out, err = awk("function f(n, z) { if (n == 0) print 1/z; f(n-1) } BEGIN { f(1500) }",
                           limits=Limits(function_depth=5000))
    assert (status, out) == (2, "") and "division by zero" in err


def test_recursion_past_function_depth_is_a_clear_awk_error() -> None:
    assert awk(_COUNT_DOWN % 60, limits=Limits(function_depth=50)) == (
        2, "", "awk: cmd. line:1: fatal: function call nesting too deep (more than 50 levels)\n")
