"""The all-or-nothing, crash-safe apply, and recovery from its journal."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class RecoveryReport:
    """What ``recover`` did with an interrupted apply's journal."""

    action: str
    """``rolled back`` (the tree is as before the apply) or ``rolled forward`` (as after)."""
    paths: tuple[str, ...]
    """The paths the interrupted apply was changing."""
    problems: tuple[str, ...] = ()
    """Steps that could not be undone (someone changed the path meanwhile); empty when exact."""


def recover(workspace_dir: str) -> RecoveryReport | None:
    """Finish or undo an interrupted apply found in ``workspace_dir``; None when there was none."""
    raise NotImplementedError
