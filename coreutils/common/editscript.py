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


def widen(diag: dict[int, int], lo: int, hi: int, dmin: int, dmax: int, sentinel: int) -> tuple[int, int]:
    """The diagonals one more edit step reaches: ``lo..hi`` grows by one at each end the box allows (shrinks
    otherwise), and the diagonal just outside each new end is marked ``sentinel`` (nothing reached yet)."""
    if lo > dmin:
        lo -= 1
        diag[lo - 1] = sentinel
    else:
        lo += 1
    if hi < dmax:
        hi += 1
        diag[hi + 1] = sentinel
    else:
        hi -= 1
    return lo, hi


def split_changes(a: list[object], b: list[object], tick: Callable[[], None] = lambda: None,
                  too_expensive: int | None = None) -> tuple[list[bool], list[bool]]:
    """Which elements of ``a`` are deleted and which of ``b`` inserted, found as GNU's compareseq finds them.

    Myers' linear-space search: trim the common ends, find the middle snake by
    searching from both corners at once, and recurse on each half.  Among
    several minimal scripts this picks the one GNU diff and patch pick, which
    the forward search of ``edit_script`` does not always.  With
    ``too_expensive``, a search that reaches that many edit steps settles for
    the furthest point either side has reached (GNU diff without --minimal).
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
        cost = 0
        while True:
            cost += 1
            tick()
            fmin, fmax = widen(fd, fmin, fmax, dmin, dmax, -1)
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
            bmin, bmax = widen(bd, bmin, bmax, dmin, dmax, len(a) + len(b) + 1)
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
            if too_expensive is not None and cost >= too_expensive:
                return give_up(xoff, xlim, yoff, ylim, fmin, fmax, bmin, bmax)

    def give_up(xoff: int, xlim: int, yoff: int, ylim: int, fmin: int, fmax: int, bmin: int,
                bmax: int) -> tuple[int, int]:
        """The better of the furthest forward point and the furthest backward point (GNU's last resort)."""
        fxybest, fxbest = -1, 0
        for d in range(fmax, fmin - 1, -2):
            x = min(fd[d], xlim)
            y = x - d
            if ylim < y:
                x, y = ylim + d, ylim
            if fxybest < x + y:
                fxybest, fxbest = x + y, x
        bxybest, bxbest = len(a) + len(b) + 2, 0
        for d in range(bmax, bmin - 1, -2):
            x = max(xoff, bd[d])
            y = x - d
            if y < yoff:
                x, y = yoff + d, yoff
            if x + y < bxybest:
                bxybest, bxbest = x + y, x
        if (xlim + ylim) - bxybest < fxybest - (xoff + yoff):
            return fxbest, fxybest - fxbest
        return bxbest, bxybest - bxbest

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


def _discard_confusing(classes: list[list[int]], counts: list[dict[int, int]]) -> list[list[bool]]:
    """GNU diff's first pass: lines with no match in the other file are changes before any search,
    and lines with very many matches go too when they sit inside a run of those."""
    discarded: list[list[int]] = []
    for f in (0, 1):
        eq, other = classes[f], counts[1 - f]
        end = len(eq)
        many = 5 << (0 if end < 64 else (end.bit_length() - 1 >> 1) - 3)
        marks = []
        for c in eq:
            n = other.get(c, 0)
            marks.append(1 if n == 0 else 2 if n > many else 0)
        discarded.append(marks)
    for marks in discarded:
        end = len(marks)
        i = 0
        while i < end:
            if marks[i] == 2:
                marks[i] = 0
            elif marks[i]:
                provisional = 0
                j = i
                while j < end and marks[j]:
                    provisional += marks[j] == 2
                    j += 1
                while j > i and marks[j - 1] == 2:
                    j -= 1
                    marks[j] = 0
                    provisional -= 1
                length = j - i
                if length >> 2 < provisional:
                    for k in range(i, j):
                        if marks[k] == 2:
                            marks[k] = 0
                else:
                    minimum = 2 if length < 4 else (1 << ((length.bit_length() - 1 >> 1) - 1)) + 1
                    consec = 0
                    k = 0
                    while k < length:
                        if marks[i + k] != 2:
                            consec = 0
                        else:
                            consec += 1
                            if consec == minimum:
                                k -= consec  # back to the start of the subrun, to cancel it all
                            elif consec > minimum:
                                marks[i + k] = 0
                        k += 1
                    consec = 0
                    for k in range(length):
                        if k >= 8 and marks[i + k] == 1:
                            break
                        if marks[i + k] == 2:
                            consec = 0
                            marks[i + k] = 0
                        elif marks[i + k] == 0:
                            consec = 0
                        else:
                            consec += 1
                        if consec == 3:
                            break
                    i += length - 1
                    consec = 0
                    for k in range(length):
                        if k >= 8 and marks[i - k] == 1:
                            break
                        if marks[i - k] == 2:
                            consec = 0
                            marks[i - k] = 0
                        elif marks[i - k] == 0:
                            consec = 0
                        else:
                            consec += 1
                        if consec == 3:
                            break
            i += 1
    return [[m != 0 for m in marks] for marks in discarded]


def _shift_boundaries(classes: list[list[int]], changed: list[list[bool]]) -> None:
    """Slide each run of changes over identical lines so runs merge, then end where the other file's do."""
    for f in (0, 1):
        eq = classes[f]
        ch = changed[f] + [False]  # a false sentinel at the end
        other = [False, *changed[1 - f], False]  # other[j + 1] is the other file's line j; sentinels both ends
        i = j = 0
        end = len(eq)
        while True:
            while i < end and not ch[i]:
                while other[j + 1]:
                    j += 1
                j += 1
                i += 1
            if i == end:
                break
            start = i
            i += 1
            while ch[i]:
                i += 1
            while other[j + 1]:
                j += 1
            while True:
                runlength = i - start
                while start and eq[start - 1] == eq[i - 1]:
                    start -= 1
                    ch[start] = True
                    i -= 1
                    ch[i] = False
                    while start and ch[start - 1]:
                        start -= 1
                    j -= 1
                    while other[j + 1]:
                        j -= 1
                corresponding = i if other[j] else end
                while i != end and eq[start] == eq[i]:
                    ch[start] = False
                    start += 1
                    ch[i] = True
                    i += 1
                    while ch[i]:
                        i += 1
                    j += 1
                    while other[j + 1]:
                        j += 1
                        corresponding = i
                if runlength == i - start:
                    break
            while corresponding < i:
                start -= 1
                ch[start] = True
                i -= 1
                ch[i] = False
                j -= 1
                while other[j + 1]:
                    j -= 1
        changed[f][:] = ch[:end]


def _identical_ends(a: list[bytes], b: list[bytes], horizon: int) -> tuple[int, int]:
    """How many leading and trailing lines GNU diff leaves out of the comparison altogether.

    Identical leading and trailing lines are set aside, less ``horizon`` lines
    next to the differences (GNU's horizon: the context length).  Set-aside
    lines never take part in a change, so a change next to them is not slid
    over them.
    """
    n = min(len(a), len(b))
    pre = 0
    while pre < n and a[pre] == b[pre]:
        pre += 1
    skip_pre = max(pre - horizon, 0)
    room = n - skip_pre
    suf = 0
    while suf < room and a[-1 - suf] == b[-1 - suf]:
        suf += 1
    return skip_pre, max(suf - horizon, 0)


def diff_script(a: list[object], b: list[object], tick: Callable[[], None], *, raw: tuple[list[bytes], list[bytes]],
                horizon: int = 0, minimal: bool = False) -> list[Hunk]:
    """The edit script GNU diff prints, as change hunks in file order.

    Its steps: identical ends set aside (``raw`` holds the lines as read, ``a``
    and ``b`` their comparison keys), lines with no match set aside as changes,
    the middle-snake search with GNU's cost cutoff (none with ``minimal``), and
    change runs slid over identical lines so they merge.
    """
    skip_pre, skip_suf = _identical_ends(raw[0], raw[1], horizon)
    mid_a, mid_b = a[skip_pre : len(a) - skip_suf], b[skip_pre : len(b) - skip_suf]
    ids: dict[object, int] = {}
    classes = [[ids.setdefault(x, len(ids)) for x in seq] for seq in (mid_a, mid_b)]
    counts: list[dict[int, int]] = [{}, {}]
    for f in (0, 1):
        for c in classes[f]:
            counts[f][c] = counts[f].get(c, 0) + 1
    if minimal:
        discarded = [[False] * len(mid_a), [False] * len(mid_b)]
    else:
        discarded = _discard_confusing(classes, counts)
    changed = [list(discarded[0]), list(discarded[1])]
    kept = [[i for i, gone in enumerate(discarded[f]) if not gone] for f in (0, 1)]
    xs: list[object] = [classes[0][i] for i in kept[0]]
    ys: list[object] = [classes[1][i] for i in kept[1]]
    diags = len(xs) + len(ys) + 3
    cutoff = None if minimal else max(4096, 1 << ((diags.bit_length() - 1 >> 1) + 1))
    deleted, inserted = split_changes(xs, ys, tick, cutoff)
    for k, gone in enumerate(deleted):
        if gone:
            changed[0][kept[0][k]] = True
    for k, added in enumerate(inserted):
        if added:
            changed[1][kept[1][k]] = True
    _shift_boundaries(classes, changed)
    hunks: list[Hunk] = []
    i0 = i1 = 0
    c0, c1 = changed[0] + [False], changed[1] + [False]
    while i0 < len(mid_a) or i1 < len(mid_b):
        if c0[i0] or c1[i1]:
            s0, s1 = i0, i1
            while c0[i0]:
                i0 += 1
            while c1[i1]:
                i1 += 1
            hunks.append(Hunk(s0 + skip_pre, i0 + skip_pre, s1 + skip_pre, i1 + skip_pre))
        i0 += 1
        i1 += 1
    return hunks
