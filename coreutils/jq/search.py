"""jq 1.6's ``bsearch``: a binary search over a sorted array, with jq's answers for everything else.

On an array it finds ``target`` by halving [lo, hi] (midpoint rounded down) and answers the index
where it met an equal element, else ``-1 - insertion point``; which of several equal elements it
meets follows from that order.  Other inputs behave as jq 1.6's definition makes them: null, ``{}``
and 0 have length 0 (answer -1); a boolean has no length; any other non-array fails on indexing.
"""

from __future__ import annotations

from vshell.coreutils.jq.evaluate import Value, compare, index_value
from vshell.coreutils.jq.natives import _length, native


@native("bsearch", 1)
def _bsearch(v: Value, target: Value) -> float:
    n = int(_length(v))
    if n == 0:
        return -1.0
    if n == 1:
        c = compare(target, index_value(v, 0.0))
        return 0.0 if c == 0 else -1.0 if c < 0 else -2.0
    lo, hi = 0, n - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        c = compare(index_value(v, float(mid)), target)
        if c == 0:
            return float(mid)
        if lo == hi:
            break
        if c < 0:
            lo = mid + 1
        else:
            hi = mid - 1
    # The insertion point: after `lo` when the element there is still below the target.
    return float(-2 - lo) if compare(index_value(v, float(lo)), target) < 0 else float(-1 - lo)
