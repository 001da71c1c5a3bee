"""``Session(approvals=...)``: the ladder after the commit rules, as the Python API sees it."""

from __future__ import annotations

from pathlib import Path

import pytest

from vshell.commit import ApplyDirectly, CallbackReview
from vshell.session import Session


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "a.txt").write_text("a\n")
    return tmp_path


def test_ask_without_a_review_applies_nothing_and_keeps_the_changes_pending(ws: Path) -> None:
    s = Session([str(ws)])
    s.run("echo b > b.txt")
    outcome = s.commit()
    assert not outcome.applied
    assert outcome.message.startswith("vshell: not applied: approval mode 'ask' needs a person's yes; still pending:\n")
    assert [c.path for c in s.changes().changes] == [f"{ws}/b.txt"]
    assert s.commit(ApplyDirectly()).applied and (ws / "b.txt").read_text() == "b\n"


def test_a_review_that_says_no_discards(ws: Path) -> None:
    s = Session([str(ws)], approvals="ask")
    s.run("rm a.txt")
    assert s.commit(CallbackReview(lambda review: False)).message == "vshell: changes discarded; nothing was applied"
    assert not s.changes() and (ws / "a.txt").exists()


def test_plan_never_applies_even_with_a_yes(ws: Path) -> None:
    s = Session([str(ws)], approvals="plan")
    s.run("rm a.txt")
    outcome = s.commit(ApplyDirectly())
    assert outcome.message == (
        "vshell: plan mode: nothing was applied; this is what would change:\n"
        " deleted  a.txt | +0 -1 -\n 1 path changed, 0 insertions(+), 1 deletion(-)"
    )
    assert (ws / "a.txt").exists() and s.changes()


def test_full_applies_without_asking_but_the_rules_still_hold(ws: Path) -> None:
    asked: list[object] = []
    s = Session([str(ws)], approvals="full")
    s.run("rm a.txt")
    assert s.commit(CallbackReview(lambda review: bool(asked.append(review)))).applied
    assert asked == [] and not (ws / "a.txt").exists()
    s.run("mkdir .git; echo x > .git/HEAD")
    refused = s.commit()
    assert not refused.applied and "[protected]" in refused.message and not (ws / ".git").exists()


def test_an_unknown_mode_is_refused_at_once(ws: Path) -> None:
    with pytest.raises(ValueError, match="unknown approval mode 'yolo'"):
        Session([str(ws)], approvals="yolo")
