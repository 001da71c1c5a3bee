"""Placing hunks in a file as GNU patch 2.7 does: offsets, fuzz, and reversed patches.

A hunk is looked for where it says it belongs, moved by the offset the
previous hunk was found at, then one line further, one line back, two
further ... over the whole file (forward first, as patch's locate_hunk).
With fuzz N the first and last N context lines are ignored (at most the
hunk's own context at each end), from fuzz 0 up to the fuzz factor (2).
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


def locate(lines: list[bytes], hunk: Hunk, old: list[bytes], expected: int, fuzz: int, floor: int) -> int | None:
    """The index at which ``old`` matches with ``fuzz``, searching outward from ``expected``; never below ``floor``."""
    top = min(fuzz, hunk.prefix)
    bottom = min(fuzz, hunk.suffix)
    pattern = old[top : len(old) - bottom]
    size = len(pattern)
    last = len(lines) - size
    first_guess = expected + top
    span = max(first_guess - floor, last - first_guess, 0)
    for delta in range(span + 1):
        for where in ((first_guess + delta,) if delta == 0 else (first_guess + delta, first_guess - delta)):
            if floor + top <= where <= last and lines[where : where + size] == pattern:
                return where - top
    return None


@dataclass(slots=True)
class Placed:
    number: int
    hunk: Hunk
    where: int | None  # 0-based index of the hunk's old lines, None when it failed
    fuzz: int
    offset: int
    top: int = 0  # context lines fuzz ignored at each end: the file's own lines stay there
    bottom: int = 0


def place_all(lines: list[bytes], hunks: list[Hunk], max_fuzz: int) -> list[Placed]:
    """Place every hunk in order; a hunk that cannot be placed after the previous one fails."""
    placed: list[Placed] = []
    offset = 0
    floor = 0
    for number, hunk in enumerate(hunks, 1):
        old, _new = sides(hunk)
        expected = expected_index(hunk, offset)
        where = None
        fuzz = 0
        for fuzz in range(max_fuzz + 1):
            if fuzz and fuzz > max(hunk.prefix, hunk.suffix):
                break
            where = locate(lines, hunk, old, expected, fuzz, floor)
            if where is not None:
                break
        if where is None:
            placed.append(Placed(number, hunk, None, 0, offset))
            continue
        offset = where - expected_index(hunk, 0)
        floor = where + len(old)
        placed.append(Placed(number, hunk, where, fuzz, offset, min(fuzz, hunk.prefix), min(fuzz, hunk.suffix)))
    return placed


def applies_reversed(lines: list[bytes], hunk: Hunk) -> bool:
    """Would the reverse of ``hunk`` apply without fuzz (a reversed or already applied patch)?"""
    rev = hunk.reversed()
    old, _ = sides(rev)
    if not old and not hunk.old:
        return False
    return locate(lines, rev, old, expected_index(rev, 0), 0, 0) is not None


def result(lines: list[bytes], placed: list[Placed]) -> list[bytes]:
    """The file with every placed hunk's old lines replaced by its new lines."""
    out: list[bytes] = []
    pos = 0
    for p in placed:
        if p.where is None:
            continue
        old, new = sides(p.hunk)
        out += lines[pos : p.where + p.top]
        out += new[p.top : len(new) - p.bottom]
        pos = p.where + len(old) - p.bottom
    out += lines[pos:]
    return out
