"""fmt, numfmt, tsort, sum, basenc, strings, pr, csplit: option errors, --help, and what golden cases cannot show."""

from __future__ import annotations

import pytest

from tests.coreutils_misc.harness import make_fs, run
from vshell.command import lookup

# Usage-error statuses of the GNU originals (measured: `numfmt --bogus; echo $?` etc.).
STATUS = {"fmt": 1, "numfmt": 1, "tsort": 1, "sum": 1, "basenc": 1, "pr": 1, "csplit": 1}
PRESENT = sorted(name for name in STATUS if lookup(name) is not None)


@pytest.mark.parametrize("name", PRESENT)
def test_bogus_long_option(name: str) -> None:
    r = run([name, "--bogus-option"])
    assert (r.out, r.status) == (b"", STATUS[name])
    assert r.err == (f"{name}: unrecognized option '--bogus-option'\n"
                     f"Try '{name} --help' for more information.\n").encode()


def test_strings_answers_a_bogus_option_with_binutils_usage_on_stderr() -> None:
    r = run(["strings", "--bogus-option"])
    assert (r.out, r.status) == (b"", 1)
    assert r.err.startswith(b"strings: unrecognized option '--bogus-option'\nUsage: strings [option(s)] [file(s)]\n")
    assert r.err.endswith(b"tekhex binary ihex plugin\n")


@pytest.mark.parametrize("name", [*PRESENT, "strings"])
def test_help_prints_usage(name: str) -> None:
    r = run([name, "--help"])
    assert r.status == 0 and r.out.startswith(b"Usage: ") and r.err == b""


def test_fmt_flushes_a_paragraph_longer_than_gnus_buffer_at_a_cheap_break() -> None:
    # 1500 two-digit-or-more words: more than GNU's 1000-word buffer, so the paragraph is
    # written in parts; every line must still respect the width and keep every word in order.
    words = [str(i) for i in range(1500)]
    r = run(["fmt", "-w", "40", "f"], fs=make_fs({"f": " ".join(words) + "\n"}))
    assert r.status == 0
    lines = r.text.splitlines()
    assert all(len(line) <= 40 for line in lines)
    assert " ".join(lines).split() == words


def test_fmt_word_longer_than_the_buffer_is_written_whole() -> None:
    r = run(["fmt", "f"], fs=make_fs({"f": "a " + "y" * 12000 + " b\n"}))
    assert r.out == b"a\n" + b"y" * 12000 + b"\nb\n"


def test_long_double_rounding_matches_x87_extended_precision() -> None:
    from fractions import Fraction

    from vshell.coreutils.numfmt.units import ld

    # 0.1 as an x87 long double: significand 0xCCCCCCCCCCCCCCCD, exponent -67 (hand-derived).
    assert ld(Fraction(1, 10)) == Fraction(0xCCCCCCCCCCCCCCCD, 1 << 67)
    assert ld(Fraction(-1, 10)) == -Fraction(0xCCCCCCCCCCCCCCCD, 1 << 67)
    # 2**64 + 1 needs 65 bits: the tie rounds to the even significand, 2**64.
    assert ld((1 << 64) + 1) == 1 << 64
    assert ld((1 << 64) + 3) == (1 << 64) + 4


def test_numfmt_many_lines_convert_each() -> None:
    data = "".join(f"{i * 1000}\n" for i in range(1, 2001)).encode()
    r = run(["numfmt", "--to=si"], stdin=data)
    lines = r.text.splitlines()
    assert (r.status, len(lines), lines[0], lines[9], lines[-1]) == (0, 2000, "1.0K", "10K", "2.0M")
