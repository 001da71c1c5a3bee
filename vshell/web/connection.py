"""One browser terminal: a Session and a Terminal behind one WebSocket.

The Terminal is synchronous and calls ``write`` from whichever thread draws
(the one feeding keys, a command's worker, the apply); the WebSocket lives in
the event loop.  Between them sits an :class:`Outbox`: threads put text in,
the connection's sender task takes everything queued at once and sends it as
one message.  A page that reads slowly makes the drawing thread wait (up to
:data:`OUTBOX_BYTES` are queued), as a real pty's writer blocks when the
terminal does not read.  Keys are fed in order from one task, each
``feed`` in a worker thread, so the event loop never waits for a command,
a completion or the terminal's lock.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import threading
from collections.abc import Callable
from concurrent.futures import Executor
from typing import Any

from vshell.web import protocol

OUTBOX_BYTES = 1 << 20


class Outbox:
    """Messages for the page, in order, from any thread (see the module docstring)."""

    def __init__(self, loop: asyncio.AbstractEventLoop, wake: asyncio.Event) -> None:
        self._loop = loop
        self._wake = wake
        self._cond = threading.Condition()
        self._items: list[tuple[bool, str]] = []  # (is output text, text or JSON message)
        self._size = 0
        self.closed = False

    def _put(self, is_output: bool, text: str) -> None:
        with self._cond:
            while self._size > OUTBOX_BYTES and not self.closed:
                self._cond.wait(0.5)
            if self.closed:
                return
            first = not self._items
            self._items.append((is_output, text))
            self._size += len(text)
        if first:
            with contextlib.suppress(RuntimeError):  # the loop is gone: the server is stopping
                self._loop.call_soon_threadsafe(self._wake.set)

    def output(self, text: str) -> None:
        self._put(True, text)

    def message(self, text: str) -> None:
        self._put(False, text)

    def take(self) -> list[str]:
        """Everything queued, as protocol messages (consecutive output joined into one)."""
        with self._cond:
            items, self._items, self._size = self._items, [], 0
            self._cond.notify_all()
        out: list[str] = []
        run: list[str] = []
        for is_output, text in items:
            if is_output:
                run.append(text)
                continue
            if run:
                out.append(protocol.dump("output", data="".join(run)))
                run = []
            out.append(text)
        if run:
            out.append(protocol.dump("output", data="".join(run)))
        return out

    def close(self) -> None:
        with self._cond:
            self.closed = True
            self._cond.notify_all()


class Connection:
    """A Session and its Terminal for one page; made, fed and closed from worker threads."""

    def __init__(self, options: Any, outbox: Outbox, on_end: Callable[[str], None]) -> None:
        self.id = secrets.token_urlsafe(18)
        """Names the session for the file endpoint; unguessable, never shown in the terminal."""
        self.options = options
        self._outbox = outbox
        self._on_end = on_end
        self._reviews: dict[str, Any] = {}
        self._lock = threading.Lock()
        self.session: Any = None
        self.terminal: Any = None
        self._closing = False
        self.closed = threading.Event()
        """Set once :meth:`close` is done: the run (if any) has ended and the session is dropped."""

    def open(self, cols: int, rows: int) -> None:
        """Make the Session (copy-on-write over the workspaces, the server's Limits) and the Terminal."""
        from vshell.session import Session
        from vshell.terminal import Terminal

        self.session = Session(
            workspaces=list(self.options.workspaces),
            limits=self.options.session_limits(),
            interactive=True,
        )
        self.terminal = Terminal(
            self.session,
            cols,
            rows,
            write=self._outbox.output,
            review=self._review,
            mode=self.options.mode,
            on_exit=self._exited,
            on_commit=self._committed,
        )

    # ----- from the page

    def feed(self, data: str) -> None:
        self.terminal.feed(data)
        self._closed_reviews()

    def resize(self, cols: int, rows: int) -> None:
        self.terminal.resize(cols, rows)

    def answer(self, ident: str, apply: bool) -> None:
        """Keep (apply) or Undo (discard) from the card; an unknown or answered card is ignored."""
        with self._lock:
            request = self._reviews.pop(ident, None)
        if request is None:
            return
        self._outbox.message(protocol.dump("review-closed", id=ident))
        request.decide(apply)

    def close(self) -> None:
        """The page left: the running command is cancelled and the session with its pending changes dropped."""
        with self._lock:
            if self._closing:
                return
            self._closing = True
        self._outbox.close()
        try:
            if self.terminal is not None:
                self.terminal.close()
            if self.session is not None:
                self.session.discard()  # waits for the cancelled run to end (within 100 ms)
                self.session.close()
        finally:
            self.closed.set()

    # ----- from the terminal

    def _review(self, request: Any) -> bool | None:
        """The Terminal's review hook: the change set goes to the page as a card; the answer comes later."""
        ident = secrets.token_hex(6)
        with self._lock:
            self._reviews[ident] = request
        self._outbox.message(protocol.review_card(ident, request.review_set))
        return None

    def _closed_reviews(self) -> None:
        """Cards answered in the terminal itself (Ctrl+C there is Undo) are taken off the page."""
        with self._lock:
            done = [ident for ident, r in self._reviews.items() if r.decided]
            for ident in done:
                del self._reviews[ident]
        for ident in done:
            self._outbox.message(protocol.dump("review-closed", id=ident))

    def _committed(self, report: Any) -> None:
        """What became of a change set goes to the page too: a refusal becomes a card with each reason."""
        refusals = [
            {"path": r.path, "rule": r.rule, "reason": r.reason, "text": r.text()} for r in report.refusals
        ]
        self._outbox.message(protocol.dump("commit", applied=report.applied, message=report.message, refusals=refusals))

    def _exited(self, status: int) -> None:
        self._on_end(f"the shell exited with status {status}")


async def run_in(executor: Executor, fn: Callable[..., Any], *args: Any) -> Any:
    return await asyncio.get_running_loop().run_in_executor(executor, fn, *args)
