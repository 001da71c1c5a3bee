"""``patch --merge``: hunks that do not apply are merged with conflict markers, as GNU patch 2.7.

A hunk that applies exactly (no fuzz) is applied as usual.  Any other hunk
is placed where its old side best matches the file, allowing at most as
many changed lines as it has context lines; the file's lines there are
compared with the hunk's old side, changes on only one side are taken, and
where both sides changed the region is bracketed::

    <<<<<<<
    the file's lines
    |||||||          (only with --merge=diff3)
    the hunk's old lines
    =======
    the hunk's new lines
    >>>>>>>

Line numbers in the report are the output file's.  GNU patch prints the
"NOT MERGED" and "already applied" lines even with ``-s``.

The walk below keeps GNU's three cursors: ``old`` over the hunk's old side,
``new`` over its new side, and ``inp`` over the matched file lines, with the
marks of each (``' '`` context, ``'-'`` removed, ``'+'`` added) in one list
the way patch lays out a hunk: ``[*, old..., =, new..., ^]``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

from vshell.coreutils.common.editscript import split_changes, widen
from vshell.coreutils.patch.apply import Output, expected_index, locate, sides
from vshell.coreutils.patch.parse import Hunk


class Style(Enum):
    MERGE = "merge"
    DIFF3 = "diff3"


@dataclass(slots=True)
class Merged:
    """The merged file, what patch reports, and whether a conflict or a mismatch happened."""

    lines: list[bytes]
    report: list[str] = field(default_factory=list)
    conflicts: bool = False
    mismatch: bool = False


class _Report:
    """GNU's merge_result: ``Hunk #N merged at 3-4, NOT MERGED at 9-15.`` built piece by piece."""

    def __init__(self, out: list[str], number: int) -> None:
        self.out = out
        self.number = number
        self.first = True
        self.last_what = ""

    def add(self, what: str, start: int, end: int) -> None:
        span = f"{start}" if end <= start else f"{start}-{end}"
        if self.first:
            self.out.append(f"Hunk #{self.number} {what} at {span}")
            self.last_what = what  # only the first kind is remembered, as in patch
        elif what == self.last_what:
            self.out[-1] += f",{span}"
        else:
            self.out[-1] += f", {what} at {span}"
        self.first = False

    def close(self) -> None:
        if not self.first:
            self.out[-1] += ".\n"


def _bestmatch(eq: Callable[[int, int], bool], xoff: int, xlim: int, yoff: int, ylim: int,
               least: int, most: int) -> tuple[int, int]:
    """Myers' greedy search of x[xoff:xlim] against a prefix of y[yoff:ylim] (patch's bestmatch).

    Returns the number of insertions and deletions needed (``most + 1`` when more
    than ``most`` are) and the end of the y prefix matched.  At least ``least``
    elements must match, so that discarding or inventing everything never wins.
    """
    dmin, dmax, fmid = xoff - ylim, xlim - yoff, xoff - yoff
    fmin = fmax = fmid
    ymax = -1
    floor = 0
    if least:
        floor = fmid + 2 * least
        if least + yoff > ylim:
            return most + 1, -1
    least += yoff
    while xoff < xlim and yoff < ylim and eq(xoff, yoff):
        xoff += 1
        yoff += 1
    if xoff == xlim and yoff >= least and xoff + yoff >= floor:
        return 0, yoff
    fd: dict[int, int] = {fmid: xoff}
    for c in range(1, most + 1):
        fmin, fmax = widen(fd, fmin, fmax, dmin, dmax, -1)
        for d in range(fmax, fmin - 1, -2):
            lo, hi = fd[d - 1], fd[d + 1]
            x = hi if lo < hi else lo + 1
            y = x - d
            while x < xlim and y < ylim and eq(x, y):
                x += 1
                y += 1
            fd[d] = x
            if x == xlim and y >= least and x + y - c >= floor:
                ymax = max(ymax, y)
                if y == ylim:
                    return c, ymax
        if ymax != -1:
            return c, ymax
    return most + 1, -1


class _Merge:
    """One file's hunks merged in order into ``out``; line numbers are 1-based as in patch."""

    def __init__(self, lines: list[bytes], style: Style, silent: bool) -> None:
        self.lines = lines
        self.style = style
        self.silent = silent
        self.out = Output()
        self.frozen = 0  # input lines already copied to the output
        self.in_offset = 0
        self.out_offset = 0
        self.result = Merged([])

    # output ---------------------------------------------------------------------------------
    def copy_till(self, last: int) -> None:
        while self.frozen < last and self.frozen < len(self.lines):
            self.out.write(self.lines[self.frozen])
            self.frozen += 1
        self.frozen = max(self.frozen, last)

    def write(self, line: bytes) -> None:
        self.out.write(line)

    # placing --------------------------------------------------------------------------------
    def matches(self, text: bytes, where: int) -> bool:
        return 1 <= where <= len(self.lines) and text == self.lines[where - 1]

    def locate(self, hunk: Hunk, old: list[bytes], marks: str) -> tuple[int, int]:
        """Where the hunk's old side best matches (1-based), and how many file lines it spans."""
        first = expected_index(hunk, 0) + 1
        first_guess = first + self.in_offset
        pat_lines = len(old)
        context = marks.count(" ")
        min_where = self.frozen + 1
        where, matched = first_guess, 0
        if context:
            max_pos = len(self.lines) - pat_lines + context + 1 - first_guess
            max_neg = first_guess - min_where
            max_offset = max(max_pos, max_neg)
            most, least = 2 * context, pat_lines - context
            lean = hunk.suffix - hunk.prefix
            if lean > 0 and first <= 1:
                max_pos = 0
            until_eof = lean < 0
            if first_guess <= max_neg:
                max_neg = first_guess - 1

            def eq(x: int, y: int) -> bool:
                return self.matches(old[x - 1], y)

            for offset in range(max_offset + 1):
                guesses = []
                if offset <= max_pos:
                    guesses.append(first_guess + offset)
                if 0 < offset <= max_neg:
                    guesses.append(first_guess - offset)
                done = False
                for guess in guesses:
                    want = len(self.lines) - guess + 1 if until_eof else least
                    changes, last = _bestmatch(eq, 1, pat_lines + 1, guess, len(self.lines) + 1, want, most)
                    if changes <= most and matched < last - guess:
                        matched, where = last - guess, guess
                        if changes == 0:
                            done = True
                            break
                        least, most = last - guess, changes - 1
                if done:
                    break
        return max(where, min_where), matched

    # one hunk -------------------------------------------------------------------------------
    def hunk(self, number: int, hunk: Hunk) -> None:
        old, new = sides(hunk)
        om, nm = hunk.marks()
        expected = expected_index(hunk, self.in_offset)
        found = locate(self.lines, hunk, old, expected, 0, self.frozen)
        report = _Report(self.result.report, number)
        p = len(old)
        # patch's layout of a hunk: [*] old marks [=] new marks [^]; text of each position.
        pc = "*" + om + "=" + nm + "^"
        text: list[bytes] = [b"", *old, b"", *new, b""]
        if found is not None:
            clean = True
            where = found + 1
            self.in_offset = found - expected_index(hunk, 0)
            matched = p
            if self.in_offset:
                self.result.mismatch = True
        else:
            clean = False
            self.result.mismatch = True
            where, matched = self.locate(hunk, old, om)
        # Compare the hunk's old side with the file lines it was placed on.
        inp0 = p + 2
        oldin = ["*", *(" " * p), "=", *(" " * matched), "^"]
        deleted, inserted = split_changes(list(old), list(self.lines[where - 1 : where - 1 + matched]))
        for x, gone in enumerate(deleted):
            if gone:
                oldin[1 + x] = "-"
        for y, added in enumerate(inserted):
            if added:
                oldin[inp0 + y] = "+"
        if self.frozen < where - 1:
            self.copy_till(where - 1)
        o, n, i = 1, p + 2, inp0
        while True:
            fo, fn, fi = o, n, i
            conflict = False
            if pc[o] == "-" or pc[n] == "+":
                while pc[o] == "-":
                    if oldin[o] == "-" or oldin[i] == "+":
                        conflict = True
                        break
                    if oldin[o] == " ":
                        i += 1
                    o += 1
                if not conflict and (oldin[o] == "-" or oldin[i] == "+"):
                    conflict = True
                if not conflict:
                    while pc[n] == "+":
                        n += 1
                    count = n - fn
                    if not clean and not self.silent:
                        report.add("merged", where + self.out_offset, where + count - 1 + self.out_offset)
                    self.frozen += o - fo
                    where += o - fo
                    self.out_offset += n - fn
                    for k in range(fn, n):
                        self.write(text[k])
                    continue
            elif pc[o] == " ":
                if oldin[o] == "-":
                    while pc[o] == " " and oldin[o] == "-":
                        if pc[n] == "+":
                            conflict = True
                            break
                        o += 1
                        n += 1
                    if not conflict and (pc[o] == "-" or pc[n] == "+"):
                        conflict = True
                    if not conflict:
                        continue
                elif oldin[i] == "+":
                    while oldin[i] == "+":
                        i += 1
                    where += i - fi
                    self.copy_till(where - 1)
                    continue
                else:
                    while pc[o] == " " and oldin[o] == " " and pc[n] == " " and oldin[i] == " ":
                        o += 1
                        n += 1
                        i += 1
                    where += i - fi
                    self.copy_till(where - 1)
                    continue
            else:
                break
            # A conflict: find its end.
            while True:
                if pc[o] == "-":
                    while oldin[i] == "+":
                        i += 1
                    if oldin[o] == " ":
                        i += 1
                    o += 1
                elif oldin[o] == "-":
                    while pc[n] == "+":
                        n += 1
                    if pc[o] == " ":
                        n += 1
                    o += 1
                elif pc[n] == "+":
                    while pc[n] == "+":
                        n += 1
                elif oldin[i] == "+":
                    while oldin[i] == "+":
                        i += 1
                else:
                    break
            # Lines at the start of the conflict that the new side and the file share.
            last = where
            while fi < i and fn < n and self.matches(text[fn], last):
                fi += 1
                fn += 1
                last += 1
            applied = fi == i and fn == n
            if applied:
                report.add("already applied", where + self.out_offset, last - 1 + self.out_offset)
            if self.style is Style.DIFF3:
                common = last - where
                fi -= common
                fn -= common
                last -= common
            if where != last:
                where = last
                self.copy_till(where - 1)
            if applied:
                continue
            suffix = 0
            if self.style is Style.MERGE:
                last = where + (i - fi)
                while fi < i and fn < n and self.matches(text[n - 1], last - 1):
                    i -= 1
                    n -= 1
                    last -= 1
                    suffix += 1
            count = 3 + (i - fi) + (n - fn)
            if self.style is Style.DIFF3:
                count += 1 + (o - fo)
            report.add("NOT MERGED", where + self.out_offset, where + count - 1 + self.out_offset)
            self.out_offset += count - (i - fi)
            self.write(b"<<<<<<<\n")
            if fi < i:
                where += i - fi
                self.copy_till(where - 1)
            if self.style is Style.DIFF3:
                self.write(b"|||||||\n")
                for k in range(fo, o):
                    self.write(text[k])
            self.write(b"=======\n")
            for k in range(fn, n):
                self.write(text[k])
            self.write(b">>>>>>>\n")
            if suffix:
                where += suffix
                self.copy_till(where - 1)
                i += suffix
                n += suffix
            self.result.conflicts = True
        report.close()

    def finish(self) -> Merged:
        self.copy_till(len(self.lines))
        self.result.lines = self.out.lines
        return self.result


def merge_file(lines: list[bytes], hunks: list[Hunk], style: Style, silent: bool) -> Merged:
    """Apply ``hunks`` to ``lines`` in merge mode."""
    m = _Merge(lines, style, silent)
    for number, hunk in enumerate(hunks, 1):
        m.hunk(number, hunk)
    return m.finish()
