"""GNU's field and position lists (``set_fields``), shared by cut and numfmt.

``1,3-5,7-``: 1-based inclusive ranges, sorted and merged.  The messages are
GNU's, worded for fields or, for cut's -b/-c, for byte/character positions.
"""

from __future__ import annotations

from vshell.coreutils.common.args import UsageError
from vshell.coreutils.common.errors import quote

UINTMAX_MAX = (1 << 64) - 1


def parse_list(text: str, *, positions: bool = False, allow_dash: bool = False) -> list[tuple[int, int]]:
    """Ranges of a LIST; ``positions`` words the messages for bytes/characters; ``allow_dash``
    takes a lone ``-`` as every field (numfmt)."""
    from1 = "byte/character positions are numbered from 1" if positions else "fields are numbered from 1"
    ranges: list[tuple[int, int]] = []
    initial = 1
    value = 0
    lhs = rhs = dash = in_digits = False
    num_start = 0
    i = 0
    n = len(text)
    if allow_dash and text == "-":
        value, lhs, dash, i = 1, True, True, 1
    while True:
        ch = text[i] if i < n else ""
        if ch == "-":
            in_digits = False
            if dash:
                raise UsageError("invalid byte or character range" if positions else "invalid field range")
            dash = True
            i += 1
            if lhs and not value:
                raise UsageError(from1)
            initial = value if lhs else 1
            value = 0
        elif ch in (",", " ", "\t", ""):
            in_digits = False
            if dash:
                dash = False
                if not lhs and not rhs:
                    if not allow_dash:
                        raise UsageError("invalid range with no endpoint: -")
                    initial = 1
                if not rhs:
                    ranges.append((initial, UINTMAX_MAX))
                else:
                    if value < initial:
                        raise UsageError("invalid decreasing range")
                    ranges.append((initial, value))
            else:
                if value == 0:
                    raise UsageError(from1)
                ranges.append((value, value))
            value = 0
            if ch == "":
                break
            i += 1
            lhs = rhs = False
        elif "0" <= ch <= "9":
            if not in_digits:
                num_start = i
            in_digits = True
            if dash:
                rhs = True
            else:
                lhs = True
            value = value * 10 + ord(ch) - 48
            if value >= UINTMAX_MAX:
                j = num_start
                while j < n and "0" <= text[j] <= "9":
                    j += 1
                what = "byte/character offset" if positions else "field number"
                raise UsageError(f"{what} {quote(text[num_start:j])} is too large")
            i += 1
        else:
            # GNU quotes the rest of the list from the bad character on
            raise UsageError(f"invalid {'byte/character position' if positions else 'field value'} {quote(text[i:])}")
    ranges.sort()
    merged: list[tuple[int, int]] = []
    for lo, hi in ranges:
        # Overlapping ranges merge; adjacent ones stay apart, as in GNU (cut prints
        # --output-delimiter between them).
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged
