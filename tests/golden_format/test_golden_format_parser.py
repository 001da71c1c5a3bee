"""The case-file parser: every directive, and a clear file:line error for each malformed input."""

from __future__ import annotations

import pytest

from vshell.golden.format import (
    Case,
    CaseFormatError,
    FixtureDir,
    FixtureFile,
    FixtureMode,
    FixtureSymlink,
    Xfail,
    parse_cases,
)

FULL = """\
# header comment, ignored

#### first case
## file: dir/a.txt
## | line one
## |
## |   indented
## file-nonl: b.txt
## | no newline
## dir: empty/inner
## symlink: link -> dir/a.txt
## mode: b.txt 755
## stdin: a\\tb\\nc\\\\\\x41\\0
## args: -O extglob -e
## xfail: L-12 bash prints this differently
echo one
## not a directive once the script began: a bash comment

echo two

#### second
echo 'x'
"""


def test_full_case_parses_every_directive() -> None:
    first, second = parse_cases(FULL, "t.test.sh")
    assert first == Case(
        file="t.test.sh",
        name="first case",
        line=3,
        script="echo one\n## not a directive once the script began: a bash comment\n\necho two",
        fixture=(
            FixtureFile("dir/a.txt", b"line one\n\n  indented\n"),
            FixtureFile("b.txt", b"no newline"),
            FixtureDir("empty/inner"),
            FixtureSymlink("link", "dir/a.txt"),
            FixtureMode("b.txt", 0o755),
        ),
        stdin=b"a\tb\nc\\A\0",
        args=("-O", "extglob", "-e"),
        xfail=Xfail("L-12", "bash prints this differently"),
    )
    assert second == Case(file="t.test.sh", name="second", line=21, script="echo 'x'")


def test_defaults_and_empty_files() -> None:
    (case,) = parse_cases("#### c\n## file: empty\n## file-nonl: empty2\n:\n")
    assert case.fixture == (FixtureFile("empty", b""), FixtureFile("empty2", b""))
    assert case.stdin is None and case.args == () and case.xfail is None


def test_stdin_utf8_and_empty() -> None:
    (case,) = parse_cases("#### c\n## stdin: é\\xff\n:\n")
    assert case.stdin == "é".encode() + b"\xff"
    (case,) = parse_cases("#### c\n## stdin:\n:\n")
    assert case.stdin == b""


def test_digest_tracks_behaviour_not_names() -> None:
    a, b, c, d = parse_cases(
        "#### a\necho x\n#### b\n## xfail: L-1 why\necho x\n#### c\necho y\n#### d\n## stdin: q\necho x\n"
    )
    assert a.digest == b.digest
    assert len({a.digest, c.digest, d.digest}) == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("echo hi\n#### a\n:\n", "t:1: text before the first"),
        ("####\n:\n", "t:1: a case starts with"),
        ("####name\n:\n", "t:1: a case starts with"),
        ("#### a\n:\n#### a\n:\n", "t:3: duplicate case name 'a' (first at line 1)"),
        ("#### a\n## bogus: x\n:\n", "t:2: unknown directive"),
        ("#### a\n## | stray\n:\n", "t:2: '## |' content line outside"),
        ("#### a\n## dir: d\n## | stray\n:\n", "t:3: '## |' content line outside"),
        ("#### a\n## file: /abs\n:\n", "t:2: fixture path must be a plain relative path"),
        ("#### a\n## file: ../up\n:\n", "t:2: fixture path must be a plain relative path"),
        ("#### a\n## file: a//b\n:\n", "t:2: fixture path must be a plain relative path"),
        ("#### a\n## dir: x\n## file: x\n:\n", "t:3: fixture path 'x' declared twice"),
        ("#### a\n## file: x\n## file: x/y\n:\n", "t:3: 'x/y' lies under 'x'"),
        ("#### a\n## symlink: l\n:\n", "t:2: symlink needs"),
        ("#### a\n## mode: x 755\n:\n", "t:2: mode for 'x', which is no file or dir"),
        ("#### a\n## file: x\n## mode: x rwx\n:\n", "t:3: mode needs"),
        ("#### a\n## stdin: \\q\n:\n", "t:2: unknown escape \\q"),
        ("#### a\n## stdin: x\n## stdin: y\n:\n", "t:3: stdin given twice"),
        ("#### a\n## args: 'unclosed\n:\n", "t:2: bad args"),
        ("#### a\n## xfail: because\n:\n", "t:2: xfail needs 'L-<id> reason'"),
        ("#### a\n## xfail: L-3\n:\n", "t:2: xfail needs 'L-<id> reason'"),
        ("#### a\necho\n## stdin: late\n", "t:3: directive after the script began"),
        ("#### a\n## dir: d\n\n\n#### b\n:\n", "t:1: case 'a' has no script"),
    ],
)
def test_malformed_inputs_name_the_line(text: str, message: str) -> None:
    with pytest.raises(CaseFormatError) as info:
        parse_cases(text, "t")
    assert str(info.value).startswith(message)
