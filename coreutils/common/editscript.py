"""The minimal edit script between two sequences (Myers' O(ND) algorithm), as GNU diff and git place changes.

Shared by ``diff`` and ``git diff``: the common prefix and suffix are
trimmed first, and a run of changes lists its deletions before its
insertions, as GNU diff does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(slots=True)
class Hunk:
    """A run of changes: a[a0:a1] replaced by b[b0:b1] (0-based, half open)."""

    a0: int
    a1: int
    b0: int
    b1: int


def edit_script(a: list[object], b: list[object], tick: Callable[[], None]) -> list[Hunk]:
    """Minimal edit script as change hunks, deletions before insertions like GNU."""
    # Trim the common prefix and suffix first: cheap and the common case.
    lo = 0
    while lo < len(a) and lo < len(b) and a[lo] == b[lo]:
        lo += 1
    ha, hb = len(a), len(b)
    while ha > lo and hb > lo and a[ha - 1] == b[hb - 1]:
        ha -= 1
        hb -= 1
    sa, sb = a[lo:ha], b[lo:hb]
    n, m = len(sa), len(sb)
    if n == 0 and m == 0:
        return []
    if n == 0 or m == 0:
        return [Hunk(lo, lo + n, lo, lo + m)]
    maxd = n + m
    offset = maxd + 1  # room for diagonals -d-1 .. d+1 at every step
    v = [0] * (2 * maxd + 4)
    trace: list[list[int]] = []
    found = False
    for d in range(maxd + 1):
        tick()
        # Keep only the diagonals step d can look at (-d-1 .. d+1): O(D^2) memory, not O((N+M)D).
        trace.append(v[offset - d - 1 : offset + d + 2])
        for k in range(-d, d + 1, 2):
            if k == -d or (k != d and v[offset + k - 1] < v[offset + k + 1]):
                x = v[offset + k + 1]
            else:
                x = v[offset + k - 1] + 1
            y = x - k
            while x < n and y < m and sa[x] == sb[y]:
                x += 1
                y += 1
            v[offset + k] = x
            if x >= n and y >= m:
                found = True
                break
        if found:
            break
    # Backtrack into a list of (x, y) edit steps.
    edits: list[tuple[str, int, int]] = []
    x, y = n, m
    for d in range(len(trace) - 1, 0, -1):
        vv = trace[d]
        base = d + 1  # vv[base + k] is v[offset + k]
        k = x - y
        if k == -d or (k != d and vv[base + k - 1] < vv[base + k + 1]):
            pk = k + 1
        else:
            pk = k - 1
        px = vv[base + pk]
        py = px - pk
        while x > px and y > py:
            x -= 1
            y -= 1
        if x == px:
            edits.append(("ins", px, py))
        else:
            edits.append(("del", px, py))
        x, y = px, py
    edits.reverse()
    hunks: list[Hunk] = []
    for kind, ex, ey in edits:
        a0, b0 = ex + lo, ey + lo
        if kind == "del":
            a1, b1 = a0 + 1, b0
        else:
            a1, b1 = a0, b0 + 1
        if hunks and hunks[-1].a1 == a0 and hunks[-1].b1 == b0:
            hunks[-1].a1, hunks[-1].b1 = a1, b1
        else:
            hunks.append(Hunk(a0, a1, b0, b1))
    return hunks
