"""The commit stage: check a run's whole change set, review it, apply all of it or nothing.

It sees only the change set (``vshell.fs.changes``) and is the one place that
writes the real disk.  The flow (NOTES.md D-commit-journal)::

    verdict = check(changes, policy)          # every rule over the whole set
    outcome = commit_changes(changes, policy=policy, review=TerminalReview(...))
    recover(workspace_dir)                    # when a workspace is opened

``commit_changes`` runs check -> review -> apply; one refusal and nothing is
applied.  The apply is journaled so that a crash, a full disk or a permission
error at any point leaves the tree exactly before or exactly after once
``recover`` has run.
"""

from vshell.commit.apply import RecoveryReport, recover
from vshell.commit.journal import STATE_ENV, state_dir
from vshell.commit.policy import DEFAULT_PROTECTED, Policy
from vshell.commit.review import (
    ApplyDirectly,
    CallbackReview,
    FileReview,
    Review,
    ReviewSet,
    TerminalReview,
    build_review,
    thrown_away,
)
from vshell.commit.rules import Refusal, Verdict, check
from vshell.commit.stage import CommitOutcome, commit_changes

__all__ = [
    "DEFAULT_PROTECTED",
    "STATE_ENV",
    "ApplyDirectly",
    "CallbackReview",
    "CommitOutcome",
    "FileReview",
    "Policy",
    "RecoveryReport",
    "Refusal",
    "Review",
    "ReviewSet",
    "TerminalReview",
    "Verdict",
    "build_review",
    "check",
    "commit_changes",
    "recover",
    "state_dir",
    "thrown_away",
]
