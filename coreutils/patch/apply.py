"""Placing hunks in a file as GNU patch 2.7 does: offsets, fuzz, and reversed patches.

A hunk is looked for where it says it belongs, moved by the offset the
previous hunk was found at, then one line further, one line back, two
further ... over the whole file (forward first, as patch's locate_hunk).
With fuzz N, N context lines are ignored, counted from the end with more
context: a hunk with less context at its top than at its bottom (near the
start of a file) matches only at the start of the file until the fuzz makes
up the difference, and likewise at the end.  Fuzz goes from 0 up to the fuzz
factor (2) or the hunk's context.  Context lines are written from the file,
so a fuzzed line keeps the file's text.
When the first hunk of a file does not apply but its reverse does, the
patch is taken for a reversed or already applied one.
"""

from __future__ import annotations

from dataclasses import dataclass

from vshell.coreutils.patch.parse import Hunk


def sides(hunk: Hunk) -> tuple[list[bytes], list[bytes]]:
    """The hunk's old and new lines as they appear in a file (a missing final newline removed)."""
    old, new = list(hunk.old), list(hunk.new)
    if old and not hunk.old_eol:
        old[-1] = old[-1][:-1] if old[-1].endswith(b"\n") else old[-1]
    if new and not hunk.new_eol:
        new[-1] = new[-1][:-1] if new[-1].endswith(b"\n") else new[-1]
    return old, new


def expected_index(hunk: Hunk, offset: int) -> int:
    """Where (0-based) the hunk's old lines should start, given the previous hunks' offset."""
    start = hunk.old_start if not hunk.old else hunk.old_start - 1
    return max(start + offset, 0)


class Output:
    """Lines as patch writes them: a line without its newline gets one when anything follows it."""

    def __init__(self) -> None:
        self.lines: list[bytes] = []

    def write(self, line: bytes) -> None:
        if self.lines and not self.lines[-1].endswith(b"\n"):
            self.lines[-1] += b"\n"
        self.lines.append(line)


def _matches(lines: list[bytes], old: list[bytes], where: int, prefix_fuzz: int, suffix_fuzz: int) -> bool:
    """Do the old lines, less ``prefix_fuzz`` at the top and ``suffix_fuzz`` at the bottom, match at ``where``?"""
    top, bottom = where + prefix_fuzz, where + len(old) - suffix_fuzz
    return top >= 0 and bottom <= len(lines) and lines[top:bottom] == old[prefix_fuzz : len(old) - suffix_fuzz]


def locate(lines: list[bytes], hunk: Hunk, old: list[bytes], expected: int, fuzz: int, frozen: int) -> int | None:
    """Where the hunk matches with ``fuzz``, searching outward from ``expected`` as patch's locate_hunk.

    Fuzz is taken from the end with more context first, so a hunk with less
    context at its top than at its bottom (one at the start of a file) only
    matches at the start of the file until the fuzz reaches the difference,
    and likewise at the end.  ``frozen`` lines are already written.
    """
    size = len(old)
    first_guess = expected + 1  # 1-based, as patch counts
    if not size:
        return expected
    prefix, suffix = hunk.prefix, hunk.suffix
    context = max(prefix, suffix)
    prefix_fuzz = fuzz + prefix - context
    suffix_fuzz = fuzz + suffix - context
    total = len(lines)
    max_where = total - (size - suffix_fuzz) + 1
    min_where = frozen + 1
    max_pos = max_where - first_guess
    max_neg = first_guess - min_where
    max_offset = max(max_pos, max_neg)
    if first_guess <= max_neg:
        max_neg = first_guess - 1
    if prefix_fuzz < 0 and expected_index(hunk, 0) < 1:
        # Only the start of the file will do.
        offset = 1 - first_guess
        if frozen <= prefix and offset <= max_pos and _matches(lines, old, 0, 0, suffix_fuzz):
            return 0
        return None
    prefix_fuzz = max(prefix_fuzz, 0)
    if suffix_fuzz < 0:
        # Only the end of the file will do.
        offset = first_guess - (total - size + 1)
        where = total - size
        if offset <= max_neg and _matches(lines, old, where, prefix_fuzz, 0):
            return where
        return None
    min_offset = first_guess - max_where if max_pos < 0 else first_guess - min_where if max_neg < 0 else 0
    for offset in range(min_offset, max_offset + 1):
        for where in ((first_guess + offset - 1,) if offset <= max_pos else ()) + \
                ((first_guess - offset - 1,) if offset <= max_neg else ()):
            if _matches(lines, old, where, prefix_fuzz, suffix_fuzz):
                return where
    return None


def frozen_after(hunk: Hunk, where: int) -> int:
    """The lines patch has written once the hunk is applied at ``where``: through its last change, not its context."""
    om, nm = hunk.marks()
    last = 0
    i = j = 0
    while i < len(om) or j < len(nm):
        if i < len(om) and om[i] == "-":
            i += 1
            last = where + i
        elif j < len(nm) and nm[j] == "+":
            j += 1
            last = max(last, where + i)
        else:
            i += 1
            j += 1
    return last


@dataclass(slots=True)
class Placed:
    number: int
    hunk: Hunk
    where: int | None  # 0-based index of the hunk's old lines, None when it failed
    fuzz: int
    offset: int
    out_offset: int = 0  # lines the hunks applied before this one added (less those they removed)


def place_all(lines: list[bytes], hunks: list[Hunk], max_fuzz: int) -> list[Placed]:
    """Place every hunk in order; a hunk that cannot be placed after the previous one fails."""
    placed: list[Placed] = []
    offset = 0
    frozen = 0
    out_offset = 0
    for number, hunk in enumerate(hunks, 1):
        old, _new = sides(hunk)
        expected = expected_index(hunk, offset)
        where = None
        fuzz = 0
        for fuzz in range(min(max_fuzz, max(hunk.prefix, hunk.suffix)) + 1):
            where = locate(lines, hunk, old, expected, fuzz, frozen)
            if where is not None:
                break
        if where is None:
            placed.append(Placed(number, hunk, None, 0, offset, out_offset))
            continue
        offset = where - expected_index(hunk, 0)
        frozen = max(frozen, frozen_after(hunk, where))
        placed.append(Placed(number, hunk, where, fuzz, offset, out_offset))
        out_offset += len(hunk.new) - len(hunk.old)
    return placed


def looks_reversed(lines: list[bytes], hunk: Hunk, max_fuzz: int) -> bool:
    """Does the reverse of the first hunk match at a fuzz where the hunk itself does not (a reversed patch)?

    patch tries the reverse at each fuzz level right after the hunk fails at it.
    """
    rev = hunk.reversed()
    old, _ = sides(hunk)
    rev_old, _ = sides(rev)
    for fuzz in range(min(max_fuzz, max(hunk.prefix, hunk.suffix)) + 1):
        if locate(lines, hunk, old, expected_index(hunk, 0), fuzz, 0) is not None:
            return False
        if (rev_old or hunk.old) and locate(lines, rev, rev_old, expected_index(rev, 0), fuzz, 0) is not None:
            return True
    return False


def result(lines: list[bytes], placed: list[Placed]) -> list[bytes]:
    """The file with every placed hunk applied; context lines are the file's own, as patch writes them."""
    out = Output()
    pos = 0

    def copy_till(end: int) -> None:
        nonlocal pos
        for line in lines[pos:end]:
            out.write(line)
        pos = max(pos, end)

    for p in placed:
        if p.where is None:
            continue
        _old, new = sides(p.hunk)
        om, nm = p.hunk.marks()
        i = j = 0
        while i < len(om) or j < len(nm):
            if i < len(om) and om[i] == "-":
                copy_till(p.where + i)
                pos = max(pos, p.where + i + 1)
                i += 1
            elif j < len(nm) and nm[j] == "+":
                copy_till(p.where + i)
                out.write(new[j])
                j += 1
            else:
                i += 1
                j += 1
    copy_till(len(lines))
    return out.lines
