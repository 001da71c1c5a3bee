"""fmt, numfmt, tsort, sum, basenc, strings, pr, csplit: option errors, --help, and what golden cases cannot show."""

from __future__ import annotations

import pytest

from tests.coreutils_misc.harness import make_fs, run
from vshell.command import lookup

# Usage-error statuses of the GNU originals (measured: `numfmt --bogus; echo $?` etc.).
STATUS = {"fmt": 1, "numfmt": 1, "tsort": 1, "sum": 1, "basenc": 1, "strings": 1, "pr": 1, "csplit": 1}
PRESENT = sorted(name for name in STATUS if lookup(name) is not None)


@pytest.mark.parametrize("name", PRESENT)
def test_bogus_long_option(name: str) -> None:
    r = run([name, "--bogus-option"])
    assert (r.out, r.status) == (b"", STATUS[name])
    assert r.err == (f"{name}: unrecognized option '--bogus-option'\n"
                     f"Try '{name} --help' for more information.\n").encode()


@pytest.mark.parametrize("name", PRESENT)
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
