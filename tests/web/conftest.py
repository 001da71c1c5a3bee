"""A real `vshell serve` app under uvicorn in a thread, and a WebSocket terminal client for it."""

from __future__ import annotations

import contextlib
import json
import socket
import threading
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from vshell.web.options import ServeOptions

if TYPE_CHECKING:
    from websockets.sync.client import ClientConnection

WAIT = 20.0
"""Longest wait for something the server must do (a deadline for a hang, not a measured time)."""


@dataclass
class Server:
    url: str
    port: int
    app: Any

    @property
    def hub(self) -> Any:
        return self.app.app.state.hub

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    ws = tmp_path / "ws"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "notes.txt").write_text("alpha\nbeta x\ngamma\n")
    (ws / ".git").mkdir()
    (ws / ".git" / "config").write_text("[core]\n")
    (tmp_path / "outside.txt").write_text("secret\n")
    return ws


@pytest.fixture
def serve(workspace: Path) -> Iterator[Callable[..., Server]]:
    """``serve(**options)`` starts a server over ``workspace`` on a free loopback port."""
    running: list[tuple[Any, threading.Thread]] = []

    import uvicorn

    from vshell.web.app import create_app

    def start(**kwargs: Any) -> Server:
        kwargs.setdefault("workspaces", (str(workspace),))
        opts = ServeOptions(**kwargs)
        app = create_app(opts)
        sock = socket.socket()
        sock.bind(("127.0.0.1", 0))
        sock.listen(64)
        port = sock.getsockname()[1]
        server = uvicorn.Server(uvicorn.Config(app, log_level="warning", ws="auto", lifespan="on"))
        thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
        thread.start()
        deadline = time.monotonic() + WAIT
        while not server.started:
            assert time.monotonic() < deadline, "the server did not start"
            time.sleep(0.01)
        running.append((server, thread))
        return Server(f"http://127.0.0.1:{port}", port, app)

    yield start
    for server, thread in running:
        server.should_exit = True
        thread.join(WAIT)


class Term:
    """One terminal over the WebSocket: what it drew so far, and the other messages."""

    def __init__(self, ws: ClientConnection) -> None:
        import pyte

        self.ws = ws
        self.text = ""
        self.screen = pyte.Screen(100, 300)  # tall: nothing the tests look at scrolls away
        self._stream = pyte.Stream(self.screen)
        self.messages: list[dict[str, Any]] = []
        self.raw_output = ""
        """What the last :meth:`run` drew, escape sequences and all."""
        self.hello = self.next_message()
        assert self.hello["type"] == "hello", self.hello
        self.wait(lambda t: t.prompts() == 1, "the first prompt")

    def next_message(self, timeout: float = WAIT) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(self.ws.recv(timeout=timeout))
        if msg["type"] == "output":
            self.text += msg["data"]
            self._stream.feed(msg["data"])
        else:
            self.messages.append(msg)
        return msg

    def send(self, **msg: Any) -> None:
        self.ws.send(json.dumps(msg))

    def type(self, data: str) -> None:
        self.send(type="input", data=data)

    def wait(self, pred: Callable[[Term], bool], what: str) -> None:
        deadline = time.monotonic() + WAIT
        while not pred(self):
            left = deadline - time.monotonic()
            assert left > 0, f"timed out waiting for {what}; drawn so far: {self.text[-2000:]!r}"
            try:
                self.next_message(timeout=left)
            except TimeoutError:
                pass

    def wait_text(self, needle: str) -> None:
        self.wait(lambda t: needle in t.text, repr(needle))

    def wait_type(self, kind: str) -> dict[str, Any]:
        self.wait(lambda t: any(m["type"] == kind for m in t.messages), f"a {kind} message")
        return next(m for m in self.messages if m["type"] == kind)

    def prompts(self) -> int:
        """How many whole prompts were drawn: the terminal ends each with its OSC 133;B mark (input starts)."""
        return self.text.count("\x1b]133;B")

    def lines(self) -> list[str]:
        """The screen as a real terminal shows it, trailing blanks and empty rows left out."""
        rows = [row.rstrip() for row in self.screen.display]
        while rows and not rows[-1]:
            rows.pop()
        return rows

    def run(self, line: str) -> list[str]:
        """Type ``line`` and Enter; wait for the next prompt; return the command's output as a terminal shows it.

        The output is what the terminal drew between its OSC 133 C (output starts) and D (command done)
        marks, and what it said after D before the next prompt (the review, a refusal), on a fresh screen.
        """
        before = len(self.text)
        seen = self.prompts()
        self.type(line + "\r")
        self.wait(lambda t: t.prompts() > seen, f"the prompt after {line!r}")
        drawn = self.text[before:]
        start = drawn.index("\x1b]133;C")
        end = drawn.rindex("\x1b]133;A")
        self.raw_output = drawn[drawn.index("\x07", start) + 1 : end]
        return render(self.raw_output)


def render(text: str) -> list[str]:
    """Output on a screen wider than the terminal's 100 columns, so that a long line reads as one."""
    import pyte

    screen = pyte.Screen(400, 300)
    pyte.Stream(screen).feed(text)
    rows = [row.rstrip() for row in screen.display]
    while rows and not rows[-1]:
        rows.pop()
    return rows


@pytest.fixture
def open_term() -> Iterator[Callable[..., Term]]:
    """``open_term(server, origin=None, headers=None)``: a terminal, closed at the end of the test."""
    from websockets.sync.client import connect

    with contextlib.ExitStack() as stack:

        def make(server: Server, origin: str | None = None, headers: dict[str, str] | None = None) -> Term:
            ws = stack.enter_context(
                connect(
                    f"ws://127.0.0.1:{server.port}/ws?cols=100&rows=30",
                    origin=origin or server.origin,  # type: ignore[arg-type]
                    additional_headers=headers,
                    open_timeout=WAIT,
                )
            )
            return Term(ws)

        yield make
