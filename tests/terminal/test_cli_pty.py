"""The interactive CLI on a real tty: ``vshell`` under a pseudoterminal, drawn by pyte.

A prompt, a command, Tab completion, Ctrl+C of a running command, and the review answered with
``y`` and with ``n``, the disk checked after each.  (The test starts a process because it drives the
product from outside, as a person's terminal does; the product itself starts none.)
"""

from __future__ import annotations

import fcntl
import os
import pty
import select
import struct
import sys
import termios
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

pyte = pytest.importorskip("pyte", reason="pyte (a VT emulator, in the test extra) is needed for screen tests")

ROOT = Path(__file__).resolve().parents[2]


class Pty:
    def __init__(self, workspace: Path, cols: int = 200, rows: int = 24) -> None:
        self.screen = pyte.Screen(cols, rows)
        self.stream = pyte.ByteStream(self.screen)
        env = {**os.environ, "PYTHONPATH": str(ROOT), "VSHELL_HISTORY": "", "TERM": "xterm-256color"}
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.chdir(workspace)
            os.execve(sys.executable, [sys.executable, "-m", "vshell"], env)
        fcntl.ioctl(self.fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

    def pump(self, until: Callable[[], bool], timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while not until():
            if time.monotonic() > end:
                raise AssertionError("screen never got there:\n" + "\n".join(self.lines()))
            ready, _, _ = select.select([self.fd], [], [], 0.05)
            if ready:
                try:
                    data = os.read(self.fd, 65536)
                except OSError:
                    return
                self.stream.feed(data)

    def lines(self) -> list[str]:
        rows = [line.rstrip() for line in self.screen.display]
        while rows and not rows[-1]:
            rows.pop()
        return rows

    def last(self) -> str:
        rows = self.lines()
        return rows[-1] if rows else ""

    def send(self, keys: str) -> None:
        os.write(self.fd, keys.encode())

    def prompt_count(self) -> int:
        return sum(1 for line in self.lines() if line.startswith("user@vshell:") and "$" in line)

    def close(self) -> int:
        try:
            _, status = os.waitpid(self.pid, 0)
        finally:
            os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


@pytest.fixture
def cli(tmp_path: Path) -> Iterator[tuple[Pty, Path]]:
    (tmp_path / "notes.txt").write_text("one\n")
    p = Pty(tmp_path)
    try:
        yield p, tmp_path
    finally:
        try:
            os.kill(p.pid, 9)
        except ProcessLookupError:
            pass


def test_interactive_cli_on_a_tty(cli: tuple[Pty, Path]) -> None:
    p, ws = cli
    prompt = f"user@vshell:{ws}$"
    p.pump(lambda: p.last() == prompt)

    p.send("echo hello\r")
    p.pump(lambda: p.prompt_count() == 2)
    assert p.lines() == [f"{prompt} echo hello", "hello", prompt]

    p.send("cat no\t")
    p.pump(lambda: p.last() == f"{prompt} cat notes.txt")
    p.send("\r")
    p.pump(lambda: p.prompt_count() == 3)
    assert p.lines()[-2:] == ["one", prompt]

    p.send("sleep 100\r")
    p.pump(lambda: p.last() == f"{prompt} sleep 100")
    p.send("\x03")
    p.pump(lambda: p.prompt_count() == 4)
    assert p.lines()[-3:] == [f"{prompt} sleep 100", "^C", prompt]

    p.send("echo two >> notes.txt\r")
    p.pump(lambda: p.last() == "Apply? [y/N/d]")
    assert (ws / "notes.txt").read_text() == "one\n"
    p.send("y")
    p.pump(lambda: p.last() == prompt and p.prompt_count() == 5)
    assert p.lines()[-2:] == ["vshell: applied 1 change", prompt]
    assert (ws / "notes.txt").read_text() == "one\ntwo\n"

    p.send("rm notes.txt\r")
    p.pump(lambda: p.last() == "Apply? [y/N/d]")
    p.send("n")
    p.pump(lambda: p.last() == prompt and p.prompt_count() == 6)
    assert p.lines()[-2:] == ["vshell: changes discarded; nothing was applied", prompt]
    assert (ws / "notes.txt").read_text() == "one\ntwo\n"

    p.send("\x04")
    p.pump(lambda: p.last() == f"{prompt} exit")
    assert p.close() == 0
