"""The review protocol: git-like diffs and summaries, one decision for the whole set."""

from __future__ import annotations

import io
import os

import pytest
from commit_ws import WS, snapshot

from vshell.commit import (
    ApplyDirectly,
    CallbackReview,
    Policy,
    ReviewSet,
    TerminalReview,
    build_review,
    commit_changes,
)
from vshell.fs.changes import Change, ChangeKind
from vshell.fs.protocol import FileType


def small_set(ws: WS) -> list[Change]:
    ws.put("a.txt", b"one\ntwo\nthree\n")
    ws.put("run.sh", b"echo hi\n", 0o644)
    ws.put("old.txt", b"bye\n")
    return [
        ws.modified("a.txt", b"one\n2\nthree\n"),
        ws.added("b.txt", b"new\nlast"),
        ws.chmod("run.sh", 0o755),
        ws.deleted("old.txt"),
    ]


# Written by hand from `git diff`'s format (no index lines: there is no object database).
EXPECTED_DIFF = """\
diff --git a/a.txt b/a.txt
--- a/a.txt
+++ b/a.txt
@@ -1,3 +1,3 @@
 one
-two
+2
 three
diff --git a/b.txt b/b.txt
new file mode 100644
--- /dev/null
+++ b/b.txt
@@ -0,0 +1,2 @@
+new
+last
\\ No newline at end of file
diff --git a/old.txt b/old.txt
deleted file mode 100644
--- a/old.txt
+++ /dev/null
@@ -1 +0,0 @@
-bye
diff --git a/run.sh b/run.sh
old mode 100644
new mode 100755
"""

EXPECTED_SUMMARY = """\
 modified  a.txt   | +1 -1 +-
 added     b.txt   | +2 -0 ++
 deleted   old.txt | +0 -1 -
 mode      run.sh  | mode 100644 -> 100755
 4 paths changed, 3 insertions(+), 2 deletions(-)
"""


def test_review_set_diff_and_summary(ws: WS) -> None:
    review = build_review(ws.changeset(small_set(ws)))
    assert review.diff() == EXPECTED_DIFF
    assert review.summary() == EXPECTED_SUMMARY
    assert [(f.display, f.kind, f.insertions, f.deletions) for f in review.files] == [
        ("a.txt", ChangeKind.MODIFIED, 1, 1),
        ("b.txt", ChangeKind.ADDED, 2, 0),
        ("old.txt", ChangeKind.DELETED, 0, 1),
        ("run.sh", ChangeKind.MODE, 0, 0),
    ]


def test_terminal_review_shows_everything_and_applies_on_yes(ws: WS) -> None:
    changes = small_set(ws)
    out = io.StringIO()
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=TerminalReview(io.StringIO("y\n"), out))
    assert (
        out.getvalue()
        == EXPECTED_SUMMARY + "\n" + EXPECTED_DIFF + "\n" + EXPECTED_SUMMARY
        + "Apply these 4 changes to the workspace? [y/N/d] y\n"
    )
    assert outcome.applied
    assert snapshot(ws.root) == {
        "a.txt": ("file", 0o644, b"one\n2\nthree\n"),
        "b.txt": ("file", 0o644, b"new\nlast"),
        "run.sh": ("file", 0o755, b"echo hi\n"),
    }


@pytest.mark.parametrize("answer", ["n\n", "\n", "", "no\n", "yep\n", "maybe"])
def test_terminal_review_applies_nothing_unless_yes(ws: WS, answer: str) -> None:
    changes = small_set(ws)
    before = snapshot(ws.root)
    out = io.StringIO()
    outcome = commit_changes(ws.changeset(changes), policy=Policy(), review=TerminalReview(io.StringIO(answer), out))
    assert (outcome.applied, outcome.message) == (False, "vshell: changes discarded; nothing was applied")
    assert snapshot(ws.root) == before
    assert out.getvalue().endswith("[y/N/d] " + answer + ("" if answer.endswith("\n") else "\n"))


@pytest.mark.parametrize("answer", ["y\n", "Y\n", "yes\n", " YES \n"])
def test_terminal_review_yes_spellings(ws: WS, answer: str) -> None:
    changes = small_set(ws)
    review = TerminalReview(io.StringIO(answer), io.StringIO())
    assert commit_changes(ws.changeset(changes), policy=Policy(), review=review).applied


def test_terminal_review_in_colour(ws: WS) -> None:
    out = io.StringIO()
    TerminalReview(io.StringIO(""), out, color=True).decide(build_review(ws.changeset(small_set(ws))))
    text = out.getvalue()
    assert "\x1b[1mdiff --git a/a.txt b/a.txt\x1b[m\n" in text
    assert "\x1b[36m@@ -1,3 +1,3 @@\x1b[m\n \x1b[31m" not in text
    assert "\x1b[36m@@ -1,3 +1,3 @@\x1b[m\n one\n\x1b[31m-two\x1b[m\n\x1b[32m+2\x1b[m\n three\n" in text


def test_callback_review_sees_the_set_and_decides(ws: WS) -> None:
    seen: list[ReviewSet] = []

    def host(review: ReviewSet) -> bool:
        seen.append(review)
        return False

    changes = small_set(ws)
    before = snapshot(ws.root)
    assert not commit_changes(ws.changeset(changes), policy=Policy(), review=CallbackReview(host)).applied
    assert snapshot(ws.root) == before
    assert [f.display for f in seen[0].files] == ["a.txt", "b.txt", "old.txt", "run.sh"]
    assert commit_changes(ws.changeset(changes), policy=Policy(), review=CallbackReview(lambda r: True)).applied


def test_a_callback_that_raises_discards(ws: WS) -> None:
    def broken(review: ReviewSet) -> bool:
        raise RuntimeError("host crashed")

    before_changes = small_set(ws)
    before = snapshot(ws.root)
    assert not commit_changes(ws.changeset(before_changes), policy=Policy(), review=CallbackReview(broken)).applied
    assert snapshot(ws.root) == before


def test_refused_sets_never_reach_the_review(ws: WS) -> None:
    asked: list[ReviewSet] = []
    review = CallbackReview(lambda r: asked.append(r) or True)
    outcome = commit_changes(ws.changeset([ws.added("CLAUDE.md", b"x\n")]), policy=Policy(), review=review)
    assert (outcome.applied, asked) == (False, [])


def test_nothing_to_apply_is_said_and_not_reviewed(ws: WS) -> None:
    scratch = ws.root + "-virtual-tmp/x"  # a virtual /tmp path: never written to the real disk
    tmp = Change(scratch, ChangeKind.ADDED, FileType.FILE, in_mount=False, new_content=b"x")
    outcome = commit_changes(ws.changeset([tmp]), policy=Policy(), review=ApplyDirectly())
    assert (outcome.applied, outcome.message) == (
        False,
        "vshell: no changes to apply (1 outside the workspace discarded)",
    )
    assert not os.path.exists(os.path.dirname(scratch))


def test_binary_symlink_directory_and_type_change_diffs(ws: WS) -> None:
    ws.put("f", b"was a file\n")
    ws.symlink("ln", "old-target")
    changes = [
        ws.added("bin", b"\0\1\2"),
        ws.relinked("ln", "new-target"),
        ws.added_dir("d", 0o755),
        ws.replaced("f", FileType.DIR, mode=0o755),
    ]
    review = build_review(ws.changeset(changes))
    assert review.diff() == (
        "diff --git a/bin b/bin\nnew file mode 100644\nBinary files /dev/null and b/bin differ\n"
        "diff --git a/d b/d\nnew directory mode 040755\n"
        "diff --git a/f b/f\ndeleted file mode 100644\nnew dir mode 040755\n"
        "--- a/f\n+++ /dev/null\n@@ -1 +0,0 @@\n-was a file\n"
        "diff --git a/ln b/ln\n--- a/ln\n+++ b/ln\n@@ -1 +1 @@\n"
        "-old-target\n\\ No newline at end of file\n+new-target\n\\ No newline at end of file\n"
    )
    assert [f.summary for f in review.files] == ["binary", "new directory", "+0 -1, file -> dir", "+1 -1"]


def test_crlf_lines_are_diffed_as_lines(ws: WS) -> None:
    ws.put("w.txt", b"a\r\nb\r\nc\r\n")
    review = build_review(ws.changeset([ws.modified("w.txt", b"a\r\nB\r\nc\r\n")]))
    assert review.diff().splitlines(keepends=True)[3:] == ["@@ -1,3 +1,3 @@\n", " a\r\n", "-b\r\n", "+B\r\n", " c\r\n"]


def test_discarded_paths_are_listed_in_the_summary(ws: WS) -> None:
    tmp = Change("/tmp/t", ChangeKind.ADDED, FileType.FILE, in_mount=False, new_content=b"x")
    review = build_review(ws.changeset([ws.added("a", b"a\n"), tmp]))
    assert review.discarded == ("/tmp/t",)
    assert review.summary().splitlines()[-1] == " discarded, outside the workspace (never applied): /tmp/t"
