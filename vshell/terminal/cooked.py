"""The cooked-mode line discipline a running command reads its keystrokes through.

While a command runs, keys go here, as a kernel tty in canonical mode
handles them: echoed (controls as ``^X``, ECHOCTL), Backspace, ``C-u`` and
``C-w`` edit the current line (ECHOE erases it on the screen), Enter ends the
line and makes it readable, ``C-d`` hands over what was typed (end of input
on an empty line).  :class:`TtyInput` is the command's stdin: ``read`` gives
at most one line, as ``read(2)`` on a tty does, and blocks until one is
complete.  What the command did not read stays as type-ahead for the next
prompt (:meth:`TtyInput.take_leftover`); Ctrl+C drops it (:meth:`TtyInput.flush`).
"""

from __future__ import annotations

import io
import threading
from collections import deque
from collections.abc import Callable
from typing import Any

from vshell.terminal.display import char_cells

_WAIT = 0.05  # seconds a blocked read sleeps between looks at ``closed``


class TtyInput(io.RawIOBase):
    """A command's stdin on the terminal (see the module docstring)."""

    def __init__(self, echo: Callable[[str], None]) -> None:
        super().__init__()
        self._echo = echo
        self._cond = threading.Condition()
        self._lines: deque[tuple[str, bool]] = deque()  # (text, pasted); "" is end of input
        self._partial: list[str] = []
        self._partial_pasted = False
        self._head = b""  # the rest of a line a short read() did not take
        self._ended = False
        self.waiting = False
        """True while a command is blocked reading a line that has not been typed yet."""

    # ----- the terminal's side (called with the terminal's lock held)

    def type(self, text: str, pasted: bool = False) -> None:
        """Keystrokes as the terminal sent them."""
        out: list[str] = []
        with self._cond:
            for ch in text:
                self._one(ch, out, pasted)
            self._cond.notify_all()
        if out:
            self._echo("".join(out))

    def _one(self, ch: str, out: list[str], pasted: bool) -> None:
        part = self._partial
        if ch in "\r\n":
            self._lines.append(("".join(part) + "\n", pasted or self._partial_pasted))
            self._partial = []
            self._partial_pasted = False
            out.append("\r\n")
        elif ch == "\x04":
            self._lines.append(("".join(part), pasted))
            self._partial = []
        elif ch in "\x7f\x08":
            if part:
                gone = part.pop()
                out.append(_erase(gone))
        elif ch == "\x15":
            while part:
                out.append(_erase(part.pop()))
        elif ch == "\x17":
            while part and part[-1] in " \t":
                out.append(_erase(part.pop()))
            while part and part[-1] not in " \t":
                out.append(_erase(part.pop()))
        elif ch in "\x1a\x1c":
            pass  # no job control, no SIGQUIT: nothing to suspend or dump
        else:
            part.append(ch)
            self._partial_pasted = self._partial_pasted or pasted
            out.append(_echo_char(ch))

    def flush(self) -> None:
        """Ctrl+C: everything typed ahead is dropped, as a tty flushes its input on SIGINT."""
        with self._cond:
            self._lines.clear()
            self._partial = []
            self._head = b""

    def close_input(self) -> None:
        """The command has ended: wake a reader still blocked (a stopped run's straggler) with end of input."""
        with self._cond:
            self._ended = True
            self._cond.notify_all()

    def take_leftover(self) -> list[tuple[str, bool]]:
        """What was typed and not read: ``(text, pasted)`` chunks for the next prompt."""
        with self._cond:
            out = [(t, p) for t, p in self._lines if t]
            if self._head:
                out.insert(0, (self._head.decode("utf-8", "replace"), False))
            if self._partial:
                out.append(("".join(self._partial), self._partial_pasted))
            self._lines.clear()
            self._partial = []
            self._head = b""
            return out

    @property
    def starved(self) -> bool:
        """A reader is blocked and nothing it could read has been typed."""
        with self._cond:
            return self.waiting and not self._lines and not self._head

    # ----- the command's side

    def readable(self) -> bool:
        return True

    def isatty(self) -> bool:
        return True

    def _next_line(self) -> bytes:
        with self._cond:
            while True:
                if self._head:
                    data, self._head = self._head, b""
                    return data
                if self._lines:
                    text, _ = self._lines.popleft()
                    return text.encode("utf-8", "surrogateescape")
                if self._ended:
                    return b""
                self.waiting = True
                try:
                    self._cond.wait(_WAIT)
                finally:
                    self.waiting = False

    def read(self, size: int | None = -1) -> bytes:
        data = self._next_line()
        if size is not None and 0 <= size < len(data):
            with self._cond:
                self._head = data[size:] + self._head
            data = data[:size]
        return data

    def readall(self) -> bytes:
        chunks: list[bytes] = []
        while True:
            data = self._next_line()
            if not data:
                return b"".join(chunks)
            chunks.append(data)

    def readinto(self, buffer: Any) -> int:
        data = self.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)

    def readline(self, size: int | None = -1) -> bytes:
        return self.read(size)


def _echo_char(ch: str) -> str:
    if ch < " ":
        return "^" + chr(ord(ch) + 64)
    if ch == "\x7f":
        return "^?"
    return ch


def _erase(ch: str) -> str:
    width = 2 if ch < " " or ch == "\x7f" else max(char_cells(ch), 0)
    return "\b \b" * width
