"""vshell.golden.show renders a case with its recording for review."""

from __future__ import annotations

from vshell.golden.format import Recording, parse_cases
from vshell.golden.show import render


def test_render_shows_script_status_streams_and_tree() -> None:
    (case,) = parse_cases("#### c\n## file: f\necho hi\nln -s f l\n", "t.test.sh")
    rec = Recording(
        name="c",
        digest=case.digest,
        stdout=b"hi\n",
        stderr=b"",
        status=0,
        tree={
            "f": {"type": "file", "content": "", "exec": False},
            "l": {"type": "symlink", "target": "f"},
        },
    )
    assert render(case, rec).split("\n") == [
        "#### c  (t.test.sh:1)",
        "    echo hi",
        "    ln -s f l",
        "  status: 0",
        "  stdout: b'hi\\n'",
        "  tree: f [file] ''",
        "  tree: l [symlink] -> f",
    ]


def test_render_flags_stale_and_missing_recordings() -> None:
    (case,) = parse_cases("#### c\necho hi\n", "t.test.sh")
    stale = Recording(name="c", digest="0" * 64, stdout=b"", stderr=b"e", status=1, tree={})
    assert "  (recording is stale: the case changed since)" in render(case, stale).split("\n")
    assert render(case, None).endswith("  (not recorded)")
