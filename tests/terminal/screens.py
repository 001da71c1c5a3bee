"""Drive a vshell Terminal and render what it draws on pyte, a real VT emulator."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pyte = pytest.importorskip("pyte", reason="pyte (a VT emulator, in the test extra) is needed for screen tests")

from vshell.command import all_commands  # noqa: E402
from vshell.session import Session  # noqa: E402
from vshell.terminal import Terminal  # noqa: E402

all_commands()  # import the commands now, not in the middle of a job a test is watching

_OWN_MARK = re.compile(r"\x1b\]133;[^\x07]*\x07")
IDLE_STATES = ("prompt", "search", "review", "closed", "query")


class ReplyScreen(pyte.Screen):  # type: ignore[misc]
    """A pyte screen that keeps what the emulated terminal would type back to the shell (DA, CPR ...)."""

    def __init__(self, cols: int, rows: int) -> None:
        super().__init__(cols, rows)
        self.replies: list[str] = []

    def write_process_input(self, data: str) -> None:
        self.replies.append(data)


class Screen:
    """A Terminal over a Session of ``workspace``, drawn on a pyte screen of ``cols`` x ``rows``."""

    def __init__(
        self, workspace: Path, cols: int = 40, rows: int = 10, *, ps1: str | None = "$ ", **kw: Any
    ) -> None:
        self.screen = ReplyScreen(cols, rows)
        self.stream = pyte.Stream(self.screen)
        self.raw: list[str] = []
        self._lock = threading.Lock()
        self.session = Session(workspaces=[str(workspace)], interactive=True)
        if ps1 is not None:
            self.session.shell.interp.vars.set("PS1", ps1)
        self.term = Terminal(self.session, cols, rows, write=self._write, **kw)

    def _write(self, text: str) -> None:
        with self._lock:
            self.raw.append(text)
            # pyte reads OSC 133 as OSC 1 (the icon name) followed by junk; xterm ignores it: so does this
            self.stream.feed(_OWN_MARK.sub("", text))

    def keys(self, data: str, wait: bool = True) -> Screen:
        self.term.feed(data)
        if wait:
            self.wait()
        return self

    def wait(self, until: Callable[[], bool] | None = None, timeout: float = 20.0) -> None:
        """Wait until the terminal waits for keys (or ``until`` holds); never a fixed sleep."""
        end = time.monotonic() + timeout
        check = until or (lambda: self.term.state in IDLE_STATES)
        while True:
            with self.term._lock:  # a state is seen only once the terminal has finished drawing it
                if check():
                    return
            if time.monotonic() > end:
                raise AssertionError(f"terminal still {self.term.state!r}; screen:\n" + "\n".join(self.lines()))
            time.sleep(0.005)

    def wait_running(self) -> None:
        self.wait(lambda: self.term.state == "running")

    def wait_text(self, text: str) -> None:
        self.wait(lambda: any(text in line for line in self.lines()))

    def lines(self) -> list[str]:
        with self._lock:
            return [line.rstrip() for line in self.screen.display]

    def text(self) -> str:
        """The screen's rows without trailing blank rows."""
        rows = self.lines()
        while rows and not rows[-1]:
            rows.pop()
        return "\n".join(rows)

    @property
    def cursor(self) -> tuple[int, int]:
        with self._lock:
            return (self.screen.cursor.y, self.screen.cursor.x)

    def close(self) -> None:
        self.term.close()
        self.session.close()
