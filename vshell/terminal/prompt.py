"""PS1/PS2 as bash expands them: the backslash escapes, then (``promptvars``) parameter expansion.

The escapes, as in bash's PROMPTING section: ``\\a \\d \\D{fmt} \\e \\h \\H \\j
\\l \\n \\r \\s \\t \\T \\@ \\A \\u \\v \\V \\w \\W \\! \\# \\$ \\nnn \\\\ \\[ \\]``.  Text between
``\\[`` and ``\\]`` takes no cells (colour sequences); the result comes back as
pieces so the line editor can count the prompt's width.  Everything the
prompt writes still passes the output filter, so a PS1 cannot retitle the
terminal or query it either.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

DEFAULT_PS1 = "\\u@\\h:\\w\\$ "
DEFAULT_PS2 = "> "


@dataclass(frozen=True, slots=True)
class PromptInfo:
    """What the escapes need to know about the shell."""

    user: str
    host: str
    cwd: str
    home: str
    jobs: int
    history_number: int
    command_number: int
    uid: int = 1000
    tty: str = "pts/0"
    now: float | None = None


def _short(cwd: str, home: str) -> str:
    if home and (cwd == home or cwd.startswith(home.rstrip("/") + "/")):
        return "~" + cwd[len(home.rstrip("/")) :]
    return cwd


def _strftime(fmt: str, when: float) -> str:
    try:
        return time.strftime(fmt, time.localtime(when))
    except ValueError:
        return fmt


def expand_escapes(text: str, info: PromptInfo) -> str:
    """``text`` with the escapes done; ``\\[``/``\\]`` become readline's ``\\x01``/``\\x02`` markers."""
    now = info.now if info.now is not None else time.time()
    short = _short(info.cwd, info.home)
    base = "~" if short == "~" else (info.cwd.rstrip("/").rsplit("/", 1)[-1] or "/")
    simple: dict[str, Callable[[], str]] = {
        "a": lambda: "\a",
        "d": lambda: _strftime("%a %b %d", now),
        "e": lambda: "\x1b",
        "h": lambda: info.host.split(".", 1)[0],
        "H": lambda: info.host,
        "j": lambda: str(info.jobs),
        "l": lambda: info.tty.rsplit("/", 1)[-1],
        "n": lambda: "\n",
        "r": lambda: "\r",
        "s": lambda: "bash",
        "t": lambda: _strftime("%H:%M:%S", now),
        "T": lambda: _strftime("%I:%M:%S", now),
        "@": lambda: _strftime("%I:%M %p", now),
        "A": lambda: _strftime("%H:%M", now),
        "u": lambda: info.user,
        "v": lambda: "5.2",
        "V": lambda: "5.2.15",
        "w": lambda: short,
        "W": lambda: base,
        "!": lambda: str(info.history_number),
        "#": lambda: str(info.command_number),
        "$": lambda: "#" if info.uid == 0 else "$",
        "\\": lambda: "\\",
    }
    cur: list[str] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c != "\\" or i + 1 >= n:
            cur.append(c)
            i += 1
            continue
        e = text[i + 1]
        if e == "[":
            cur.append("\x01")
            i += 2
        elif e == "]":
            cur.append("\x02")
            i += 2
        elif e == "D" and i + 2 < n and text[i + 2] == "{":
            close = text.find("}", i + 3)
            if close < 0:
                cur.append(c)
                i += 1
                continue
            fmt = text[i + 3 : close] or "%X"
            cur.append(_strftime(fmt, now))
            i = close + 1
        elif e in "01234567":
            j = i + 1
            while j < n and j < i + 4 and text[j] in "01234567":
                j += 1
            cur.append(chr(int(text[i + 1 : j], 8) & 255))
            i = j
        elif e in simple:
            cur.append(simple[e]())
            i += 2
        else:
            cur.append(c)
            i += 1
    return "".join(cur)


def split_ignore(text: str) -> list[tuple[str, bool]]:
    """Cut an expanded prompt at its ``\\x01``/``\\x02`` markers: ``(piece, printing)`` pairs."""
    pieces: list[tuple[str, bool]] = []
    printing = True
    cur: list[str] = []
    for ch in text:
        if ch in "\x01\x02":
            if cur:
                pieces.append(("".join(cur), printing))
                cur = []
            printing = ch == "\x02"
        else:
            cur.append(ch)
    if cur:
        pieces.append(("".join(cur), printing))
    return pieces
