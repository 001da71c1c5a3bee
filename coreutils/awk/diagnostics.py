"""Which source line a run-time message is about: the statement being run when it was raised.

Nothing is tracked while the program runs (that would cost every
statement); when a message is due, the Python frames are read instead: a
block's loop holds the statement it is running in its local ``s``, and any
frame that holds a compiled statement is near it.
"""

from __future__ import annotations

import sys
from types import FrameType, TracebackType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vshell.coreutils.awk.compile import Compiler


def _frames_inner_first(tb: TracebackType | None, frame: FrameType | None) -> list[FrameType]:
    frames: list[FrameType] = []
    while tb is not None:
        frames.append(tb.tb_frame)
        tb = tb.tb_next
    frames.reverse()
    while frame is not None:
        frames.append(frame)
        frame = frame.f_back
    return frames


def statement_line(c: Compiler, tb: TracebackType | None = None) -> int:
    """The line of the innermost statement running where ``tb`` was raised (or here, without one)."""
    lines = c.fn_lines
    frames = _frames_inner_first(tb, tb.tb_frame.f_back if tb is not None else sys._getframe(1))
    for frame in frames:
        s = frame.f_locals.get("s")
        hit = lines.get(id(s)) if s is not None else None
        if hit is not None and hit[0] is s:
            return hit[1]
        for value in frame.f_locals.values():
            hit = lines.get(id(value))
            if hit is not None and hit[0] is value:
                return hit[1]
    return 1
