"""What the terminal itself draws, cell by cell: widths (``wcwidth``) and visible markers.

Bidi controls and invisible characters in text the terminal draws (the
echoed input line, completion lists, the review) are replaced by a visible
marker such as ``<U+202E>`` in reverse video, so what a person reads is what
runs.  Other control characters show as ``^X``, as readline shows them.  The
width of each piece is counted in cells: CJK and most emoji take two,
combining marks none (they join the cell before them).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import lru_cache

_wcwidth: Callable[[str], int] | None
try:
    from wcwidth import wcwidth as _wcwidth
except ImportError:  # without the terminal extra: East Asian width from unicodedata, close enough
    _wcwidth = None

_MARK_ON = "\x1b[7m"
_MARK_OFF = "\x1b[27m"


def _is_hidden(cp: int) -> bool:
    """Bidi controls, zero-width characters, word joiner, BOM, tag characters."""
    return (
        0x202A <= cp <= 0x202E
        or 0x2066 <= cp <= 0x2069
        or 0x200B <= cp <= 0x200F
        or cp in (0x2060, 0xFEFF, 0x061C, 0x180E)
        or 0xE0000 <= cp <= 0xE007F
    )


@lru_cache(maxsize=4096)
def char_cells(ch: str) -> int:
    """Cells ``ch`` takes as drawn by :func:`visible` (markers and ``^X`` included)."""
    cp = ord(ch)
    if _is_hidden(cp):
        return len(marker_text(ch))
    if cp < 0x20 or cp == 0x7F:
        return 2
    if 0x80 <= cp <= 0x9F:
        return len(marker_text(ch))
    if _wcwidth is not None:
        w = _wcwidth(ch)
        if w >= 0:
            return int(w)
        return len(marker_text(ch))
    if unicodedata.combining(ch):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in "WF" else 1


def marker_text(ch: str) -> str:
    return f"<U+{ord(ch):04X}>"


def visible(ch: str) -> str:
    """How ``ch`` is drawn: itself, ``^X`` for a control, or a marker for a hidden or C1 character."""
    cp = ord(ch)
    if _is_hidden(cp) or 0x80 <= cp <= 0x9F or (cp >= 0xA0 and _wcwidth is not None and _wcwidth(ch) < 0):
        return _MARK_ON + marker_text(ch) + _MARK_OFF
    if cp < 0x20:
        return "^" + chr(cp + 64)
    if cp == 0x7F:
        return "^?"
    return ch


def visible_text(text: str, keep: str = "") -> str:
    """``text`` with every character drawn as :func:`visible` does (but those in ``keep``)."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(c if c in keep else visible(c) for c in text)


def text_cells(text: str) -> int:
    if text.isascii() and text.isprintable():
        return len(text)
    return sum(char_cells(c) for c in text)


def has_hidden(text: str) -> bool:
    return any(_is_hidden(ord(c)) for c in text)
