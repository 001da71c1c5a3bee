"""check -> review -> apply: the one entry point a host calls after a run."""

from __future__ import annotations

from dataclasses import dataclass

from vshell.commit.apply import ApplyError, apply_changes
from vshell.commit.policy import Policy
from vshell.commit.review import Review, build_review
from vshell.commit.rules import Verdict, check
from vshell.fs.changes import ChangeSet
from vshell.limits import Budget


@dataclass(frozen=True, slots=True)
class CommitOutcome:
    """What became of a change set.  ``message`` is for a person and a model alike."""

    applied: bool
    verdict: Verdict
    message: str


def _refused(verdict: Verdict, lead: str) -> str:
    n = len(verdict.refusals)
    lines = [f"vshell: {lead}; {n} {'path was' if n == 1 else 'paths were'} refused:"]
    lines.extend(f"  {r.text()}" for r in verdict.refusals)
    return "\n".join(lines)


def commit_changes(
    changes: ChangeSet, *, policy: Policy, review: Review, budget: Budget | None = None
) -> CommitOutcome:
    """Check the whole set, ask ``review``, and apply all of it or nothing.

    Never raises for a refused, discarded, failed or cancelled commit: the
    outcome says what happened and the disk is exactly as before.
    """
    verdict = check(changes, policy)
    if not verdict.ok:
        return CommitOutcome(False, verdict, _refused(verdict, "nothing was applied"))
    if not changes:
        dropped = f" ({len(verdict.discarded)} outside the workspace discarded)" if verdict.discarded else ""
        return CommitOutcome(False, verdict, f"vshell: no changes to apply{dropped}")
    if not review.decide(build_review(changes)):
        return CommitOutcome(False, verdict, "vshell: changes discarded; nothing was applied")
    try:
        paths = apply_changes(changes, policy, budget)
    except ApplyError as e:
        if e.refusals:
            late = Verdict(False, e.refusals, verdict.discarded)
            return CommitOutcome(False, late, _refused(late, e.message + "; nothing was applied"))
        return CommitOutcome(False, verdict, f"vshell: {e.message}")
    n = len(paths)
    return CommitOutcome(True, verdict, f"vshell: applied {n} {'change' if n == 1 else 'changes'}")
