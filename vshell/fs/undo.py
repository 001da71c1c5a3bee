"""One run's undo log over the in-memory tree: what a stopped run wrote is put back (NOTES.md D-stopped-run).

Copy on first write: :class:`~vshell.fs.memory.MemoryFS` calls
``_will_change(node)`` before it changes a node's content, listing, mode,
times or links, and the log keeps that node's state the first time only.
So a snapshot costs nothing when it is taken, and a run pays for what it
touches (one copy per node it changes), never for the size of the tree.
Nodes made during the run are not kept: once their parents' listings are put
back they are unreachable.  Undo writes every kept state back into the same
node objects, so a descriptor an earlier run left open (``exec 3>f``) still
names the right file.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from vshell.fs.memory import Node


class UndoLog:
    """The states of the nodes a run changed, as they were when it started."""

    __slots__ = ("_first_new", "_kept", "_slots", "extra")

    def __init__(self, first_new_ino: int, slots: tuple[str, ...]) -> None:
        self._first_new = first_new_ino
        self._slots = slots
        self._kept: dict[Node, tuple[Any, ...]] = {}
        self.extra: Any = None
        """What the filesystem itself keeps besides nodes (the overlay's byte and entry counts)."""

    def keep(self, node: Node) -> None:
        """Remember ``node`` as it is now, unless it is kept already or was made during the run."""
        if node in self._kept or (node.origin is None and node.ino >= self._first_new):
            return
        state = tuple(_copied(name, getattr(node, name)) for name in self._slots)
        self._kept.setdefault(node, state)  # two threads at once: the first one's state is the older

    def undo(self) -> None:
        """Put every kept node back as it was."""
        for node, state in self._kept.items():
            for name, value in zip(self._slots, state, strict=True):
                setattr(node, name, value)
        self._kept.clear()

    def __len__(self) -> int:
        return len(self._kept)


def _copied(name: str, value: Any) -> Any:
    """A node's content, listing and tail (the overlay's appended bytes) are mutable in place; everything
    else is replaced whole."""
    if value is not None and name in ("data", "entries", "tail"):
        import copy  # at a run's first write (a start-up need not load it, nor the weakref it brings)

        return copy.copy(value)
    return value
