"""The review a person reads: renames as one change, the summary just above the question, the diff on `d`."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from vshell import Session
from vshell.commit import TerminalReview, build_review, check, thrown_away
from vshell.commit.policy import Policy


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    for i in range(1, 10):
        (root / "src" / f"f{i}.txt").write_text(f"file {i}\n")
    (root / "notes.txt").write_text("".join(f"note {i}\n" for i in range(40)))
    return os.path.realpath(root)


@pytest.fixture
def session(ws: str) -> Iterator[Session]:
    with Session([ws]) as s:
        yield s


def test_a_directory_of_nine_files_moved_is_one_rename(session: Session) -> None:
    assert session.run("mv src dst").status == 0
    review = build_review(session.changes())
    assert len(review.files) == 1
    (entry,) = review.files
    assert (entry.label, entry.display, entry.files, entry.similarity) == ("renamed", "src => dst", 9, 100)
    assert entry.summary == "9 files, 100% similar"
    assert review.summary() == " renamed  src => dst | 9 files, 100% similar\n 1 path changed, 0 insertions(+), 0 deletions(-)\n"
    assert review.diff() == "".join(
        f"diff --git a/src/f{i}.txt b/dst/f{i}.txt\nsimilarity index 100%\nrename from src/f{i}.txt\n"
        f"rename to dst/f{i}.txt\n"
        for i in range(1, 10)
    )


def test_a_file_moved_and_edited_shows_its_similarity_and_hunk(session: Session) -> None:
    session.run("mv notes.txt moved.txt; sed -i 's/^note 5$/NOTE 5/' moved.txt")
    (entry,) = build_review(session.changes()).files
    assert (entry.display, entry.insertions, entry.deletions) == ("notes.txt => moved.txt", 1, 1)
    assert entry.similarity == 97  # 39 of 40 lines kept: difflib's ratio 0.975, floored as git does
    assert entry.diff.startswith(
        "diff --git a/notes.txt b/moved.txt\nsimilarity index 97%\nrename from notes.txt\nrename to moved.txt\n"
        "--- a/notes.txt\n+++ b/moved.txt\n@@ -3,7 +3,7 @@\n"
    )


def test_a_delete_and_an_add_of_the_same_content_pair_up(session: Session) -> None:
    session.run("cat notes.txt > copy.txt; rm notes.txt; echo fresh > other.txt")
    review = build_review(session.changes())
    assert [(f.label, f.display, f.summary) for f in review.files] == [
        ("renamed", "notes.txt => copy.txt", "100% similar"),
        ("added", "other.txt", "+1 -0"),
    ]


def test_the_summary_is_just_above_the_question(session: Session) -> None:
    session.run("mv src dst; echo new > a.txt")
    review = build_review(session.changes())
    out = Tty()
    assert TerminalReview(io.StringIO("n\n"), out, rows=40).decide(review) is False
    text = out.getvalue()
    summary = review.summary()
    question = "Apply these 2 changes to the workspace? [y/N/d] n\n"
    assert text.endswith(summary + question)
    assert text.count(summary) == 1  # the diff did not fit in 40 lines, so it was not shown


def test_a_short_diff_is_shown_and_the_summary_repeated_below_it(session: Session) -> None:
    session.run("echo new > a.txt")
    review = build_review(session.changes())
    out = Tty()
    assert TerminalReview(io.StringIO("y\n"), out, rows=40).decide(review) is True
    summary = review.summary()
    assert out.getvalue() == summary + "\n" + review.diff() + "\n" + summary + "Apply this change to the workspace? [y/N/d] y\n"


def test_a_transcript_gets_the_whole_diff_then_the_summary_again(session: Session) -> None:
    session.run("mv src dst")
    review = build_review(session.changes())
    out = io.StringIO()  # a pipe or a file: nothing scrolls away
    assert TerminalReview(io.StringIO("n\n"), out, rows=5).decide(review) is False
    summary = review.summary()
    assert out.getvalue() == summary + "\n" + review.diff() + "\n" + summary + "Apply this change to the workspace? [y/N/d] n\n"


def test_d_shows_the_diff_then_asks_again(session: Session) -> None:
    session.run("mv src dst; sed -i 's/^note 1$/changed/' notes.txt")
    review = build_review(session.changes())
    out = Tty()
    assert TerminalReview(io.StringIO("d\ny\n"), out, rows=20).decide(review) is True
    summary = review.summary()
    question = "Apply these 2 changes to the workspace? [y/N/d] "
    assert out.getvalue() == (
        f"(the diff is {review.diff().count(chr(10))} lines: answer d to read it)\n"
        + summary + question + "d\n" + review.diff() + summary + question + "y\n"
    )


def test_the_pager_shows_a_screen_at_a_time_on_a_terminal(session: Session) -> None:
    session.run("mv src dst")
    review = build_review(session.changes())
    lines = review.diff().splitlines(keepends=True)
    out = Tty()
    assert TerminalReview(Tty("d\n\nq\nn\n"), out, rows=5).decide(review) is False
    summary = review.summary()
    question = "Apply this change to the workspace? [y/N/d] "
    more = "-- diff: line {} of 36; Enter: next screen, q: back to the question --\n"
    assert out.getvalue() == (
        "(the diff is 36 lines: answer d to read it)\n" + summary + question
        + "".join(lines[:4]) + more.format(4) + "".join(lines[4:8]) + more.format(8)
        + summary + question
    )


def test_a_refused_set_names_the_good_changes_thrown_away(session: Session, ws: str) -> None:
    session.run("mkdir .git; echo x > .git/config; echo new > a.txt; mv src dst")
    changes = session.changes()
    verdict = check(changes, Policy())
    assert not verdict.ok
    assert thrown_away(changes, verdict) == "vshell: also not applied (2 changes refused with them): a.txt, src => dst"
