"""check -> review -> apply: the one entry point a host calls after a run."""

from __future__ import annotations

from dataclasses import dataclass

from commit.policy import Policy
from commit.review import Review
from commit.rules import Verdict
from vshell.fs.changes import ChangeSet
from vshell.limits import Budget


@dataclass(frozen=True, slots=True)
class CommitOutcome:
    """What became of a change set.  ``message`` is for a person and a model alike."""

    applied: bool
    verdict: Verdict
    message: str


def commit_changes(
    changes: ChangeSet, *, policy: Policy, review: Review, budget: Budget | None = None
) -> CommitOutcome:
    """Check the whole set, ask ``review``, and apply all of it or nothing.

    Never raises for a refused, discarded, failed or cancelled commit: the
    outcome says what happened and the disk is exactly as before.
    """
    raise NotImplementedError
