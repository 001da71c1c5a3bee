"""The review protocol: the host sees the checked change set and answers apply or discard."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol, TextIO

from vshell.fs.changes import ChangeKind, ChangeSet


@dataclass(frozen=True, slots=True)
class FileReview:
    """One path as the reviewer sees it."""

    path: str
    """The real absolute path."""
    display: str
    """The path as ``git diff`` would name it (relative to its mount)."""
    kind: ChangeKind
    summary: str
    """One line: what happens to the path (``modified``, ``+3 -1``, ``mode 100644 -> 100755`` ...)."""
    diff: str
    """``git diff``-like text for this path (headers, hunks; ``Binary files ... differ`` for non-text)."""
    insertions: int = 0
    deletions: int = 0


@dataclass(frozen=True, slots=True)
class ReviewSet:
    """The validated change set as the host reviews it."""

    files: tuple[FileReview, ...]
    discarded: tuple[str, ...] = ()
    """Paths outside the mounts (``/tmp``, ``$HOME``) that are dropped, never applied."""

    def summary(self) -> str:
        """Per-file summary plus a totals line, like ``git diff --stat``."""
        raise NotImplementedError

    def diff(self) -> str:
        """The whole unified diff."""
        raise NotImplementedError


def build_review(changes: ChangeSet) -> ReviewSet:
    """Make the review set (diffs made with difflib) for the in-mount changes."""
    raise NotImplementedError


class Review(Protocol):
    """The host's single decision over a whole checked change set."""

    def decide(self, review: ReviewSet) -> bool:
        """True: apply all of it.  False: discard all of it."""
        ...


class ApplyDirectly:
    """Apply without asking, for hosts that review elsewhere (or not at all)."""

    def decide(self, review: ReviewSet) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class CallbackReview:
    """Ask a function (an agent host's approval card); an exception in it means discard."""

    fn: Callable[[ReviewSet], bool]

    def decide(self, review: ReviewSet) -> bool:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class TerminalReview:
    """Show the summary and the (coloured) diff on ``output``, ask one yes/no on ``input``.

    Only ``y`` or ``yes`` applies; anything else, an empty line and end of input discard.
    """

    input: TextIO
    output: TextIO
    color: bool = False

    def decide(self, review: ReviewSet) -> bool:
        raise NotImplementedError
