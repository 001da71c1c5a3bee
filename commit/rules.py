"""The commit rules: each a small named function over the whole change set.

A rule yields ``Refusal`` values, one per offending path, with a reason a
person and a model can read.  ``check`` runs every rule; one refusal refuses
the whole set.
"""

from __future__ import annotations

from dataclasses import dataclass

from commit.policy import Policy
from vshell.fs.changes import ChangeSet


@dataclass(frozen=True, slots=True)
class Refusal:
    path: str | None
    """The offending real path; None when the rule is about the whole set (too many files)."""
    rule: str
    """The rule's name (``protected``, ``line-endings`` ...), stable for hosts to match on."""
    reason: str
    """A sentence for a person and a model."""


@dataclass(frozen=True, slots=True)
class Verdict:
    ok: bool
    refusals: tuple[Refusal, ...] = ()
    discarded: tuple[str, ...] = ()
    """Paths outside the mounts (``/tmp``, ``$HOME``): dropped, never applied."""

    def text(self) -> str:
        """Every refusal, one per line, as ``path: reason (rule)``."""
        raise NotImplementedError


def check(changes: ChangeSet, policy: Policy) -> Verdict:
    """Run every rule over the whole change set."""
    raise NotImplementedError
