"""diff -y: GNU diffutils 3.8's side-by-side format.

The line is split into two half columns and a gutter between them holding
the mark: ' ' (common), '|' (changed), '<' (only left), '>' (only right),
'(' (common, --left-column), and '/' or '\\' when a changed pair differs in
having a final newline.  Without -t the padding is made of tabs where it can
be, and the half width is chosen so that the right column starts on a tab
stop; each half line is cut at the half width counting display columns
(tabs, backspaces, carriage returns and wide characters as a terminal would).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol

import regex

_GUTTER_MIN = 3
# Lines made only of printable ASCII need no column accounting: cut them at the width.
_PLAIN = regex.compile(rb"[ -~]*+")
_PAD_CHUNK = 1 << 16


class Hunk(Protocol):
    a0: int
    a1: int
    b0: int
    b1: int


@dataclass(frozen=True, slots=True)
class Layout:
    half: int  # columns of each half line
    column2: int  # where the right half line starts
    expand_tabs: bool
    tab: int = 8  # --tabsize

    @classmethod
    def for_width(cls, width: int, expand_tabs: bool, tab: int = 8) -> Layout:
        # The widest half lines with a gutter of at least 3 columns; without -t the right
        # column must start on a tab stop so that tabs in it line up.
        t = 1 if expand_tabs else tab
        off = (width + t + _GUTTER_MIN) // (2 * t) * t
        half = max(0, min(off - _GUTTER_MIN, width - off))
        return cls(half, off if half else width, expand_tabs, tab)


def _wcwidth(ch: str) -> int:
    """glibc's wcwidth in a UTF-8 locale, closely enough: -1 for controls, 0 for combining marks."""
    cat = unicodedata.category(ch)
    if cat in ("Cc", "Cs", "Co", "Cn"):
        return -1
    if cat in ("Mn", "Me", "Cf") or ch == "\u200b":
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


class SideBySide:
    def __init__(self, write: Callable[[bytes], None], layout: Layout, *, left_column: bool,
                 suppress_common: bool, merge_assist: bool = False) -> None:
        self.write = write
        self.layout = layout
        self.left_column = left_column
        self.suppress_common = suppress_common
        self.merge_assist = merge_assist
        """``--sdiff-merge-assist`` (what sdiff reads): ``iN,M`` before each run of common lines and
        ``cN,M`` before each hunk, the numbers of left and right lines that follow."""

    def run(self, hunks: Sequence[Hunk], a: Sequence[bytes], b: Sequence[bytes], nonl_a: bool,
            nonl_b: bool) -> None:
        """Print the whole files; `hunks` are the changes to show (ignored ones count as common)."""
        self.a, self.b = a, b
        self.last_a = len(a) - 1 if nonl_a else -1
        self.last_b = len(b) - 1 if nonl_b else -1
        i0 = i1 = 0
        for h in hunks:
            self._common(i0, h.a0, i1, h.b0)
            if self.merge_assist:
                self.write(f"c{h.a1 - h.a0},{h.b1 - h.b0}\n".encode())
            i, j = h.a0, h.b0
            while i < h.a1 and j < h.b1:
                self._line(i, "|", j)
                i += 1
                j += 1
            while j < h.b1:
                self._line(None, ">", j)
                j += 1
            while i < h.a1:
                self._line(i, "<", None)
                i += 1
            i0, i1 = h.a1, h.b1
        self._common(i0, len(a), i1, len(b))

    def _common(self, i0: int, end0: int, i1: int, end1: int) -> None:
        if self.suppress_common or (i0 == end0 and i1 == end1):
            return
        if self.merge_assist:
            self.write(f"i{end0 - i0},{end1 - i1}\n".encode())
        while i0 < end0 and i1 < end1:
            if self.left_column:
                self._line(i0, "(", None)
            else:
                self._line(i0, " ", i1)
            i0 += 1
            i1 += 1
        # Unequal runs come from hunks that -B ignored: GNU pairs what it can and lists the rest.
        while i1 < end1:
            self._line(None, ")", i1)
            i1 += 1
        while i0 < end0:
            self._line(i0, "(", None)
            i0 += 1

    def _line(self, i: int | None, sep: str, j: int | None) -> None:
        lay = self.layout
        parts: list[bytes] = []
        col = 0
        newline = False
        if i is not None:
            newline = i != self.last_a
            col = self._half(parts, self.a[i], 0)
        if sep != " ":
            col = self._pad(parts, col, (lay.half + lay.column2 - 1) // 2) + 1
            if sep == "|" and j is not None and newline != (j != self.last_b):
                sep = "/" if newline else "\\"
            parts.append(sep.encode())
        if j is not None:
            newline = newline or j != self.last_b
            text = self.b[j]
            if text:
                col = self._pad(parts, col, lay.column2)
                self._half(parts, text, col)
        if newline:
            parts.append(b"\n")
        self.write(b"".join(parts))

    def _pad(self, parts: list[bytes], start: int, to: int) -> int:
        """Tabs then spaces from column `start` to `to` (spaces only with -t)."""
        if not self.layout.expand_tabs:
            tab = self.layout.tab
            first = start + tab - start % tab
            if first <= to:
                self._fill(parts, b"\t", (to - first) // tab + 1)
                start = first + (to - first) // tab * tab
        if start < to:
            self._fill(parts, b" ", to - start)
        return to

    def _fill(self, parts: list[bytes], unit: bytes, count: int) -> None:
        # A huge -W must stream its padding into the output budget, not build it in memory.
        while count > _PAD_CHUNK:
            self.write(b"".join(parts) + unit * _PAD_CHUNK)
            parts.clear()
            count -= _PAD_CHUNK
        parts.append(unit * count)

    def _half(self, parts: list[bytes], text: bytes, indent: int) -> int:
        """Append `text` cut at the half width; returns the output column reached."""
        bound = self.layout.half
        if _PLAIN.fullmatch(text):
            cut = text[:bound]
            parts.append(cut)
            return len(cut)
        return self._half_slow(parts, text, indent, bound)

    def _half_slow(self, parts: list[bytes], text: bytes, indent: int, bound: int) -> int:
        expand = self.layout.expand_tabs
        tab = self.layout.tab
        in_pos = out_pos = 0
        out = bytearray()
        for ch in text.decode("utf-8", "surrogateescape"):
            c = ord(ch)
            if 0x20 <= c < 0x7F:
                in_pos += 1
                if in_pos <= bound:
                    out_pos = in_pos
                    out.append(c)
            elif ch == "\t":
                spaces = tab - in_pos % tab
                if in_pos == out_pos:
                    stop = out_pos + spaces
                    if expand:
                        stop = min(stop, bound)
                        out += b" " * max(0, stop - out_pos)
                        out_pos = max(out_pos, stop)
                    elif stop < bound:
                        out_pos = stop
                        out.append(9)
                in_pos += spaces
            elif ch == "\r":
                out.append(13)
                parts.append(bytes(out))
                out.clear()
                self._pad(parts, 0, indent)
                in_pos = out_pos = 0
            elif ch == "\b":
                if in_pos:
                    in_pos -= 1
                    if in_pos < bound:
                        if out_pos <= in_pos:
                            out += b" " * (in_pos - out_pos)
                            out_pos = in_pos
                        else:
                            out_pos = in_pos
                            out.append(8)
            elif 0xDC80 <= c <= 0xDCFF:
                # A byte that is not UTF-8: shown as is, taking no column.
                if in_pos < bound:
                    out.append(c - 0xDC00)
            elif ch in "\f\v\0":
                if in_pos < bound:
                    out.append(c)
            else:
                width = _wcwidth(ch)
                if width > 0:
                    in_pos += width
                if in_pos <= bound:
                    out_pos = in_pos
                    out += ch.encode()
        parts.append(bytes(out))
        return out_pos
