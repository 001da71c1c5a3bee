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


def split_changes(a: list[object], b: list[object]) -> tuple[list[bool], list[bool]]:
    """Which elements of ``a`` are deleted and which of ``b`` inserted, found as GNU's compareseq finds them.

    Myers' linear-space search: trim the common ends, find the middle snake by
    searching from both corners at once, and recurse on each half.  Among
    several minimal scripts this picks the one GNU diff and patch pick, which
    the forward search of ``edit_script`` does not always.
    """
    deleted = [False] * len(a)
    inserted = [False] * len(b)
    fd: dict[int, int] = {}
    bd: dict[int, int] = {}

    def middle(xoff: int, xlim: int, yoff: int, ylim: int) -> tuple[int, int]:
        dmin, dmax = xoff - ylim, xlim - yoff
        fmid, bmid = xoff - yoff, xlim - ylim
        fmin = fmax = fmid
        bmin = bmax = bmid
        odd = (fmid - bmid) & 1
        fd[fmid] = xoff
        bd[bmid] = xlim
        while True:
            if fmin > dmin:
                fmin -= 1
                fd[fmin - 1] = -1
            else:
                fmin += 1
            if fmax < dmax:
                fmax += 1
                fd[fmax + 1] = -1
            else:
                fmax -= 1
            for d in range(fmax, fmin - 1, -2):
                tlo, thi = fd[d - 1], fd[d + 1]
                x = thi if tlo < thi else tlo + 1
                y = x - d
                while x < xlim and y < ylim and a[x] == b[y]:
                    x += 1
                    y += 1
                fd[d] = x
                if odd and bmin <= d <= bmax and bd[d] <= x:
                    return x, y
            if bmin > dmin:
                bmin -= 1
                bd[bmin - 1] = len(a) + len(b) + 1
            else:
                bmin += 1
            if bmax < dmax:
                bmax += 1
                bd[bmax + 1] = len(a) + len(b) + 1
            else:
                bmax -= 1
            for d in range(bmax, bmin - 1, -2):
                tlo, thi = bd[d - 1], bd[d + 1]
                x = tlo if tlo < thi else thi - 1
                y = x - d
                while xoff < x and yoff < y and a[x - 1] == b[y - 1]:
                    x -= 1
                    y -= 1
                bd[d] = x
                if not odd and fmin <= d <= fmax and x <= fd[d]:
                    return x, y

    stack = [(0, len(a), 0, len(b))]
    while stack:
        xoff, xlim, yoff, ylim = stack.pop()
        while xoff < xlim and yoff < ylim and a[xoff] == b[yoff]:
            xoff += 1
            yoff += 1
        while xoff < xlim and yoff < ylim and a[xlim - 1] == b[ylim - 1]:
            xlim -= 1
            ylim -= 1
        if xoff == xlim:
            for y in range(yoff, ylim):
                inserted[y] = True
        elif yoff == ylim:
            for x in range(xoff, xlim):
                deleted[x] = True
        else:
            xmid, ymid = middle(xoff, xlim, yoff, ylim)
            stack.append((xmid, xlim, ymid, ylim))
            stack.append((xoff, xmid, yoff, ymid))
    return deleted, inserted
