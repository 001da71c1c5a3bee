"""The output safety filter: every byte a command prints passes here before the terminal draws it.

What passes: text (UTF-8; invalid bytes become U+FFFD), ``\\n`` (sent as
``\\r\\n``, the pty's ONLCR), ``\\r``, ``\\t``, ``\\b``, SGR (colours, bold …) and
the cursor and erase sequences that ``clear``, ``tput``-style output and
progress lines use: CSI ``A B C D E F G H f d`` (cursor moves), ``J`` and ``K``
(erase), ``X`` (erase characters), each with at most a few numeric parameters.

What is dropped, whole, so nothing of it reaches the screen: OSC strings
(window title, OSC 8 links forged by output, OSC 52 clipboard, OSC 133/633
marks), DCS (DECRQSS and friends), APC, PM and SOS strings; every other CSI
(queries such as DA ``c``, DSR/CPR ``n``, window reports ``t``; mode changes
``h``/``l`` such as the alternate screen, mouse tracking, bracketed paste;
scroll regions; every private ``CSI ?``/``>``/``<``/``=`` sequence); every other
ESC sequence (RIS ``ESC c``, keypad modes ``ESC =``/``ESC >``, charset
designations, DECALN, index/reverse index, DECID ``ESC Z``); 8-bit C1 controls;
the other C0 controls (BEL, SO/SI …).  CAN and SUB abort a sequence as on a
VT.  An OSC/DCS-like string left open for more than 4,096 characters is given
up, so a stray introducer cannot hide the rest of a command's output, and
:meth:`OutputFilter.reset` ends any open state between commands.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator

_ALLOWED_CSI = frozenset("mABCDEFGHfdJKX")
_MAX_PARAMS = 16
_MAX_NUMBER = 9999
_STRING_MAX = 4096
_C0_PASS = frozenset("\r\t\b")
_TEXT_RUN = re.compile("[^\x00-\x1f\x7f-\x9f]+")

_GROUND, _ESC, _CSI, _STRING, _STRING_ESC, _CHARSET, _SKIP_CSI = range(7)


class OutputFilter:
    """Incremental: keeps the state of a sequence cut between two writes."""

    def __init__(self) -> None:
        self._decoder = codecs.getincrementaldecoder("utf-8")("replace")
        self._state = _GROUND
        self._seq: list[str] = []
        self._string_len = 0
        self.at_line_start = True
        """True when the last character let through ended a line (so a prompt needs no fresh line)."""

    def reset(self) -> None:
        """Forget an unfinished sequence and any half UTF-8 character (between commands)."""
        self._decoder.reset()
        self._state = _GROUND
        self._seq = []

    def feed(self, data: bytes) -> list[tuple[bool, str]]:
        """Filter ``data``; returns ``(is_text, piece)`` pairs: plain text (links may be added) or a passed control."""
        return list(self._pieces(self._decoder.decode(data)))

    def feed_text(self, text: str) -> list[tuple[bool, str]]:
        return list(self._pieces(text))

    def _pieces(self, text: str) -> Iterator[tuple[bool, str]]:
        i, n = 0, len(text)
        while i < n:
            if self._state == _GROUND:
                m = _TEXT_RUN.match(text, i)
                if m is not None:
                    yield True, m.group()
                    self.at_line_start = False
                    i = m.end()
                    continue
                ch = text[i]
                i += 1
                if ch == "\n":
                    self.at_line_start = True
                    yield False, "\r\n"
                elif ch in _C0_PASS:
                    if ch == "\r":
                        self.at_line_start = True
                    yield False, ch
                elif ch == "\x1b":
                    self._state = _ESC
                # every other C0, DEL and C1 is dropped
                continue
            ch = text[i]
            i += 1
            state = self._state
            if ch in "\x18\x1a":  # CAN, SUB: abort the sequence
                self._state = _GROUND
            elif state == _ESC:
                self._escape(ch)
            elif state == _CSI:
                out = self._csi(ch)
                if out is not None:
                    yield False, out
            elif state == _CHARSET:
                self._state = _GROUND  # the designated set's name: dropped with its introducer
            elif state == _SKIP_CSI:
                if "\x40" <= ch <= "\x7e":
                    self._state = _GROUND
            else:
                self._string(ch)

    def _escape(self, ch: str) -> None:
        if ch == "[":
            self._state = _CSI
            self._seq = []
        elif ch in "]P_^X":
            self._state = _STRING
            self._string_len = 0
        elif ch in "()*+-./%#":
            self._state = _CHARSET
        elif ch == "\x1b":
            self._state = _ESC
        else:
            self._state = _GROUND

    def _csi(self, ch: str) -> str | None:
        if "\x20" <= ch <= "\x3f":
            self._seq.append(ch)
            if len(self._seq) > 64:
                self._state = _SKIP_CSI  # garbage: swallow it up to its final byte
            return None
        self._state = _GROUND
        if not ("\x40" <= ch <= "\x7e"):
            return None
        params = "".join(self._seq)
        if ch not in _ALLOWED_CSI or not _plain_params(params, ch):
            return None
        return "\x1b[" + params + ch

    def _string(self, ch: str) -> None:
        if ch == "\x07" or ch == "\x9c":
            self._state = _GROUND
            return
        if self._state == _STRING_ESC and ch == "\\":
            self._state = _GROUND
            return
        self._state = _STRING_ESC if ch == "\x1b" else _STRING
        self._string_len += 1
        if self._string_len > _STRING_MAX:
            self._state = _GROUND


def _plain_params(params: str, final: str) -> bool:
    """Only digits and separators, a few of them, small numbers (``:`` only inside SGR colours)."""
    if not params:
        return True
    if final != "m" and ":" in params:
        return False
    parts = params.replace(":", ";").split(";")
    if len(parts) > _MAX_PARAMS:
        return False
    return all(p == "" or (p.isdigit() and p.isascii() and int(p) <= _MAX_NUMBER) for p in parts)


def filter_text(text: str) -> str:
    """A whole string through a fresh filter (for text vshell itself prints: prompts, messages)."""
    return "".join(piece for _, piece in OutputFilter().feed_text(text))


class CursorGuard:
    """Keeps the cursor moves that pass the filter inside the output's own rows.

    Output may move the cursor (progress lines, ``tput``), but never above the
    row where it began, so it cannot overwrite the command line it came from,
    the prompt before it or a review: ``CSI A``/``CSI F`` are cut to the rows the
    output has drawn, ``ED 1`` (erase above) is dropped, and absolute
    positioning (``CSI H``, ``f``, ``d``) is dropped until the output has cleared
    the whole screen (``ED 2``, as ``clear`` does), which makes the screen its
    own; the clear is then sent with a home, as ``clear`` meant.  Rows are
    counted as the terminal wraps them (cells by ``wcwidth``).
    """

    def __init__(self, cols: int) -> None:
        self.cols = max(cols, 1)
        self.reset()

    def reset(self) -> None:
        """A new stretch of output begins at the cursor's row."""
        self.row = 0
        self.col = 0
        self.max_row = 0
        self.owned = False

    def to_bottom(self) -> str:
        """What moves the cursor back below everything the output drew (so a prompt never covers it)."""
        down = self.max_row - self.row
        self.row = self.max_row
        return f"\x1b[{down}B\r" if down > 0 else ""

    def apply(self, pieces: list[tuple[bool, str]]) -> list[tuple[bool, str]]:
        out: list[tuple[bool, str]] = []
        for is_text, piece in pieces:
            if is_text:
                self._advance(piece)
                out.append((True, piece))
                continue
            kept = self._control(piece)
            if kept:
                out.append((False, kept))
            self.max_row = max(self.max_row, self.row)
        return out

    def _advance(self, text: str) -> None:
        from vshell.terminal.display import char_cells

        cols = self.cols
        if text.isascii():
            cells = [1] * len(text)
        else:
            cells = [char_cells(c) for c in text]
        for w in cells:
            if w <= 0:
                continue
            if self.col + w > cols:
                self.row += 1
                self.col = 0
            self.col += w
        self.max_row = max(self.max_row, self.row)

    def _control(self, piece: str) -> str:
        if piece == "\r\n":
            self.row += 1
            self.col = 0
            return piece
        if piece == "\r":
            self.col = 0
            return piece
        if piece == "\b":
            self.col = max(self.col - 1, 0)
            return piece
        if piece == "\t":
            self.col = min((self.col // 8 + 1) * 8, self.cols - 1)
            return piece
        if not piece.startswith("\x1b["):
            return piece
        final = piece[-1]
        params = piece[2:-1]
        first = params.split(";")[0]
        n = int(first) if first.isdigit() else 0
        if final in "AF":
            n = max(n, 1)
            if not self.owned:
                n = min(n, self.row)
            if n == 0:
                return ""
            self.row -= n
            if final == "F":
                self.col = 0
            return f"\x1b[{n}{final}"
        if final in "BE":
            self.row += max(n, 1)
            if final == "E":
                self.col = 0
            return piece
        if final in "Hfd":
            if not self.owned:
                return ""
            self.row = max(n, 1) - 1
            if final != "d":
                second = params.split(";")[1] if ";" in params else ""
                self.col = max(int(second), 1) - 1 if second.isdigit() else 0
            return piece
        if final == "G":
            self.col = min(max(n, 1) - 1, self.cols - 1)
            return piece
        if final == "C":
            self.col = min(self.col + max(n, 1), self.cols - 1)
            return piece
        if final == "D":
            self.col = max(self.col - max(n, 1), 0)
            return piece
        if final == "J":
            if n in (2, 3):
                if not self.owned:
                    self.owned = True
                    self.row = self.col = 0
                    return "\x1b[H" + piece  # clear's home, dropped before it owned the screen
                return piece
            if n == 1 and not self.owned:
                return ""
            return piece
        return piece
