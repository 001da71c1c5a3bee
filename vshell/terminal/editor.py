"""The line being edited and readline's emacs-mode commands over it, with the kill ring.

:class:`LineEditor` knows nothing of the screen: each key changes
``buffer``/``point`` (or asks the terminal for something: accept the line,
end of input, complete, search, clear the screen) and the terminal redraws.

Word commands follow readline: ``M-f``/``M-b``/``M-d``/``C-Left``/``C-Right``
treat letters and digits as word characters; ``C-w`` kills back to the
previous whitespace (``unix-word-rubout``).  Consecutive kills join one kill
ring entry (``C-k C-k``), backward kills in front; ``C-y`` yanks the newest,
``M-y`` right after a yank rotates it.  Cursor moves step over a character and
its combining marks together.
"""

from __future__ import annotations

import unicodedata

_KILL_RING_MAX = 60  # readline's default kill-ring size is unbounded; sixty is plenty for a person

ACCEPT = "accept"
EOF = "eof"
INTERRUPT = "interrupt"
COMPLETE = "complete"
SEARCH = "search"
CLEAR = "clear"
HISTORY_PREV = "history-prev"
HISTORY_NEXT = "history-next"
HISTORY_FIRST = "history-first"
HISTORY_LAST = "history-last"
BELL = "bell"

_KILLS = frozenset({"C-k", "C-u", "C-w", "M-d", "M-Backspace", "C-M-h", "M-Delete", "C-Delete"})


def _is_word(ch: str) -> bool:
    return ch.isalnum()


def _is_mark(ch: str) -> bool:
    return unicodedata.combining(ch) > 0 or ch in "\u200d\ufe0f"


class LineEditor:
    """One input line: text, point, and readline's editing commands (see the module docstring)."""

    def __init__(self) -> None:
        self.buffer = ""
        self.point = 0
        self.kill_ring: list[str] = []
        self._last = ""
        self._yank_span: tuple[int, int] | None = None

    def set(self, text: str, point: int | None = None) -> None:
        self.buffer = text
        self.point = len(text) if point is None else max(0, min(point, len(text)))

    def insert(self, text: str) -> None:
        self.buffer = self.buffer[: self.point] + text + self.buffer[self.point :]
        self.point += len(text)
        self._last = "insert"

    # ----- moves

    def _right(self, pos: int) -> int:
        b = self.buffer
        if pos >= len(b):
            return pos
        pos += 1
        while pos < len(b) and _is_mark(b[pos]):
            pos += 1
        return pos

    def _left(self, pos: int) -> int:
        b = self.buffer
        if pos <= 0:
            return 0
        pos -= 1
        while pos > 0 and _is_mark(b[pos]):
            pos -= 1
        return pos

    def _word_end(self, pos: int) -> int:
        b = self.buffer
        while pos < len(b) and not _is_word(b[pos]):
            pos += 1
        while pos < len(b) and _is_word(b[pos]):
            pos += 1
        return pos

    def _word_start(self, pos: int) -> int:
        b = self.buffer
        while pos > 0 and not _is_word(b[pos - 1]):
            pos -= 1
        while pos > 0 and _is_word(b[pos - 1]):
            pos -= 1
        return pos

    def _rubout_start(self, pos: int) -> int:
        b = self.buffer
        while pos > 0 and b[pos - 1] in " \t":
            pos -= 1
        while pos > 0 and b[pos - 1] not in " \t":
            pos -= 1
        return pos

    # ----- kills

    def _kill(self, start: int, end: int, backward: bool, joined: bool) -> None:
        if start >= end:
            return
        text = self.buffer[start:end]
        if joined and self.kill_ring:
            self.kill_ring[-1] = text + self.kill_ring[-1] if backward else self.kill_ring[-1] + text
        else:
            self.kill_ring.append(text)
            del self.kill_ring[:-_KILL_RING_MAX]
        self.buffer = self.buffer[:start] + self.buffer[end:]
        self.point = start

    def _yank(self) -> None:
        if not self.kill_ring:
            return
        text = self.kill_ring[-1]
        start = self.point
        self.insert(text)
        self._yank_span = (start, self.point)

    def _yank_pop(self) -> bool:
        if self._last != "yank" or self._yank_span is None or len(self.kill_ring) < 2:
            return False
        start, end = self._yank_span
        self.kill_ring.insert(0, self.kill_ring.pop())
        text = self.kill_ring[-1]
        self.buffer = self.buffer[:start] + text + self.buffer[end:]
        self.point = start + len(text)
        self._yank_span = (start, self.point)
        return True

    def _transpose(self) -> bool:
        b, p = self.buffer, self.point
        if p == 0 or len(b) < 2:
            return False
        if p == len(b):
            p -= 1
        self.buffer = b[: p - 1] + b[p] + b[p - 1] + b[p + 1 :]
        self.point = p + 1
        return True

    # ----- the dispatcher

    def key(self, name: str) -> str | None:
        """Do what ``name`` (a readline key name) does; returns a request for the terminal, or None."""
        last = self._last
        self._last = "kill" if name in _KILLS else "yank" if name in ("C-y", "M-y") else name
        b, p = self.buffer, self.point
        match name:
            case "Enter" | "C-j" | "C-m":
                return ACCEPT
            case "C-c":
                return INTERRUPT
            case "C-d":
                if not b:
                    return EOF
                if p < len(b):
                    self.buffer = b[:p] + b[self._right(p) :]
                    return None
                return BELL
            case "Delete":
                if p < len(b):
                    self.buffer = b[:p] + b[self._right(p) :]
                    return None
                return BELL
            case "Backspace" | "C-h":
                if p == 0:
                    return BELL
                q = self._left(p)
                self.buffer = b[:q] + b[p:]
                self.point = q
            case "Left" | "C-b":
                if p == 0:
                    return BELL
                self.point = self._left(p)
            case "Right" | "C-f":
                if p == len(b):
                    return BELL
                self.point = self._right(p)
            case "Home" | "C-a":
                self.point = 0
            case "End" | "C-e":
                self.point = len(b)
            case "M-f" | "C-Right" | "M-Right":
                self.point = self._word_end(p)
            case "M-b" | "C-Left" | "M-Left":
                self.point = self._word_start(p)
            case "C-k":
                self._kill(p, len(b), backward=False, joined=last == "kill")
            case "C-u":
                self._kill(0, p, backward=True, joined=last == "kill")
            case "C-w":
                self._kill(self._rubout_start(p), p, backward=True, joined=last == "kill")
            case "M-d" | "C-Delete" | "M-Delete":
                self._kill(p, self._word_end(p), backward=False, joined=last == "kill")
            case "M-Backspace" | "C-M-h":
                self._kill(self._word_start(p), p, backward=True, joined=last == "kill")
            case "C-y":
                self._yank()
            case "M-y":
                self._last = "yank" if last == "yank" else "M-y"
                if not self._yank_pop():
                    return BELL
            case "C-t":
                if not self._transpose():
                    return BELL
            case "Tab":
                return COMPLETE
            case "C-l":
                return CLEAR
            case "C-r":
                return SEARCH
            case "Up" | "C-p":
                return HISTORY_PREV
            case "Down" | "C-n":
                return HISTORY_NEXT
            case "M-<":
                return HISTORY_FIRST
            case "M->":
                return HISTORY_LAST
            case _:
                self._last = last
                return None
        return None
