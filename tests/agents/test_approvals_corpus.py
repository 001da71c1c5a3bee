"""The ``auto`` classification measured on a corpus of real agent scripts (NOTES.md D-approvals-auto).

Each case runs through ``Session(approvals="auto")`` over a fresh copy of a
small project; ``commit`` is given a person who records being asked and says
no.  Everyday change sets must apply without the person ever being asked;
risky ones must be asked, with the rule the case names among the reasons,
and (declined) leave the disk as it was.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from agents_corpus import PROJECT, Case, everyday, make_project, risky

from vshell.commit.review import ReviewSet
from vshell.session import Session

EVERYDAY = everyday()
RISKY = risky()


class Person:
    """Says no, and remembers what it was shown."""

    def __init__(self) -> None:
        self.shown: list[ReviewSet] = []

    def decide(self, review: ReviewSet) -> bool:
        self.shown.append(review)
        return False


def _tree(root: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(root)): (p.read_bytes(), p.stat().st_mode) for p in sorted(root.rglob("*")) if p.is_file()}


def _run(tmp_path: Path, case: Case) -> tuple[Session, Person, object]:
    root = tmp_path / "proj"
    make_project(root)
    s = Session([str(root)], approvals="auto")
    r = s.run(case.script)
    assert r.status == 0, (case.script, r.stderr.decode())
    assert r.changes, f"{case.name} changed nothing"
    person = Person()
    return s, person, s.commit(person)


def test_the_corpus_is_as_large_as_promised() -> None:
    assert len(EVERYDAY) >= 150
    assert len(RISKY) >= 60
    assert len({c.name for c in EVERYDAY + RISKY}) == len(EVERYDAY) + len(RISKY)


@pytest.mark.parametrize("case", EVERYDAY, ids=[c.name for c in EVERYDAY])
def test_everyday_change_sets_apply_without_asking(tmp_path: Path, case: Case) -> None:
    s, person, outcome = _run(tmp_path, case)
    assert person.shown == [], f"asked: {s.last_approval.concerns}"
    assert outcome.applied, outcome.message  # type: ignore[attr-defined]
    assert not s.changes()


@pytest.mark.parametrize("case", RISKY, ids=[c.name for c in RISKY])
def test_risky_change_sets_are_asked_with_their_reason(tmp_path: Path, case: Case) -> None:
    s, person, outcome = _run(tmp_path, case)
    assert len(person.shown) == 1, outcome.message  # type: ignore[attr-defined]
    rules = {c.rule for c in s.last_approval.concerns}
    assert case.rule in rules, rules
    shown = person.shown[0]
    assert any(line.endswith(f"[{case.rule}]") for line in shown.concerns)
    assert "asked because it is not low-risk:" in shown.summary()
    assert not outcome.applied  # type: ignore[attr-defined]
    root = tmp_path / "proj"
    assert {k: v[0].decode() for k, v in _tree(root).items()} == PROJECT
