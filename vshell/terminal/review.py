"""The review in the terminal: after a command that changed files, a summary and ``Apply? [y/N/d]``.

The change set is checked first (``vshell.commit.check``); a refused set is
listed with every reason, nothing of it is applied and it is discarded.  A
set that passes is shown as ``git diff --stat``-like lines, then the
question: ``y`` applies it through the commit stage, ``n``, Enter, Ctrl+C or
Ctrl+D discard it, ``d`` shows the coloured diff paged to the window's
height (Space: next page, Enter: next line, ``q``: stop) and asks again.
Type-ahead from the command never answers: only keys pressed after the
question count.  Every path and diff line is drawn with visible markers for
bidi and invisible characters.

A host may take the review itself (a card in a web page) with the
``review=`` callback: it gets a :class:`ReviewRequest` and returns True or
False, or returns None and calls :meth:`ReviewRequest.decide` later from any
thread; meanwhile the terminal says it is waiting, and Ctrl+C discards.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from vshell.terminal.display import text_cells, visible_text
from vshell.terminal.input import Key

if TYPE_CHECKING:
    from vshell.terminal.terminal import Terminal

QUESTION = "Apply? [y/N/d] "
_MORE = "\x1b[7m--More--\x1b[27m"


@dataclass(eq=False)
class ReviewRequest:
    """A checked change set waiting for the host's answer."""

    review_set: Any
    """``vshell.commit.ReviewSet``: ``files`` (path, display, summary, diff, +/-), ``summary()``, ``diff(color)``."""
    _deliver: Callable[[bool], None] = field(repr=False)
    _done: threading.Event = field(default_factory=threading.Event, repr=False)

    @property
    def summary(self) -> str:
        return str(self.review_set.summary())

    def diff(self, color: bool = False) -> str:
        return str(self.review_set.diff(color))

    @property
    def decided(self) -> bool:
        return self._done.is_set()

    def decide(self, apply: bool) -> None:
        """The host's answer (once; later answers are ignored).  True applies the whole set, False discards it."""
        if self._done.is_set():
            return
        self._done.set()
        self._deliver(bool(apply))


ReviewCallback = Callable[[ReviewRequest], "bool | None"]


@dataclass(frozen=True, slots=True)
class CommitReport:
    """What became of a command's change set, for a host that shows it (the ``on_commit`` hook)."""

    applied: bool
    message: str
    """What the terminal said about it."""
    refusals: tuple[Any, ...] = ()
    """``vshell.commit.Refusal`` (``path``, ``rule``, ``reason``) for each path the checks refused."""


CommitHook = Callable[[CommitReport], None]


class TerminalReviewer:
    """The terminal's side of the review (see the module docstring)."""

    def __init__(self, term: Terminal, callback: ReviewCallback | None, on_commit: CommitHook | None = None) -> None:
        self._term = term
        self._callback = callback
        self._on_commit = on_commit
        self._review_set: Any = None
        self._then: Callable[[], None] | None = None
        self._pager: list[str] | None = None
        self._request: ReviewRequest | None = None

    # ----- after each command

    def after_run(self, then: Callable[[], None]) -> None:
        """Deal with the pending changes as the terminal's mode says, then call ``then`` (the next prompt)."""
        term = self._term
        session = term.session
        changes = session.changes()
        if not changes or term.mode == "dry-run":
            then()
            return
        from vshell import commit

        policy = session.policy if session.policy is not None else commit.Policy()
        verdict = commit.check(changes, policy)
        if not verdict.ok:
            n = len(verdict.refusals)
            lines = [f"vshell: nothing was applied; {n} {'path was' if n == 1 else 'paths were'} refused:"]
            lines.extend(f"  {r.text()}" for r in verdict.refusals)
            self._say("\n".join(lines) + "\n")
            self._report(False, "\n".join(lines), verdict.refusals)
            session.discard()
            then()
            return
        if not any(c.in_mount for c in changes.changes):
            session.discard()  # only /tmp or HOME changed: nothing to apply, nothing to ask
            then()
            return
        if term.mode == "apply":
            self._apply(then)
            return
        self._review_set = commit.build_review(changes)
        self._then = then
        if self._callback is not None:
            self._ask_host()
            return
        self._say(self._summary_text())
        self._ask()

    def at_exit(self) -> None:
        """The shell is ending: say what was never applied (dry run), and drop it."""
        term = self._term
        changes = term.session.changes()
        if changes and any(c.in_mount for c in changes.changes):
            from vshell import commit

            listing = commit.build_review(changes).summary()
            self._say("vshell: not applied:\n" + listing)
        term.session.discard()

    def cancel(self) -> None:
        if self._request is not None:
            self._request.decide(False)

    # ----- asking

    def _summary_text(self) -> str:
        rs = self._review_set
        return "\n".join(visible_text(line) for line in rs.summary().split("\n")) if rs is not None else ""

    def _ask(self) -> None:
        term = self._term
        term._state = "review"
        term._emit(QUESTION)
        term._at_line_start = False

    def _ask_host(self) -> None:
        term = self._term
        assert self._callback is not None
        request = ReviewRequest(self._review_set, self._host_answer)
        self._request = request
        term._state = "review"
        self._say("vshell: waiting for the review of the changes...\n")
        try:
            answer = self._callback(request)
        except Exception:  # a host callback that fails: nothing is applied
            answer = False
        if answer is not None:
            request.decide(bool(answer))

    def _host_answer(self, apply: bool) -> None:
        with self._term._lock:
            if self._term._state != "review" or self._request is None:
                return
            self._request = None
            self._finish(apply)

    def key(self, key: Key) -> None:
        """A key while the review is shown."""
        term = self._term
        if self._request is not None:
            if key.name in ("C-c", "C-d"):
                self._request.decide(False)
            else:
                term._typeahead.append(key)  # kept for the prompt after the review
            return
        if self._pager is not None:
            self._page_key(key)
            return
        answer = key.text.strip().lower() if key.is_text else ""
        if answer == "y":
            term._emit("y\r\n")
            term._at_line_start = True
            self._finish(True)
        elif answer == "d":
            term._emit("d\r\n")
            term._at_line_start = True
            self._show_diff()
        elif answer == "n" or key.name in ("Enter", "C-c", "C-d", "C-j"):
            term._emit(("n" if answer == "n" else "^C" if key.name == "C-c" else "") + "\r\n")
            term._at_line_start = True
            self._finish(False)
        else:
            term._emit("\a")

    def _finish(self, apply: bool) -> None:
        then, self._then = self._then, None
        self._review_set = None
        if then is None:
            return
        if apply:
            self._apply(then)
        else:
            self._term.session.discard()
            self._say("vshell: changes discarded; nothing was applied\n")
            self._report(False, "vshell: changes discarded; nothing was applied")
            then()

    def _apply(self, then: Callable[[], None]) -> None:
        """Apply through the commit stage in a worker (a large set takes a while); the prompt comes after."""
        term = self._term
        term._state = "applying"

        def work() -> None:
            from vshell import commit

            message = "vshell: internal error while applying; nothing was applied"
            applied, refusals = False, ()
            try:
                outcome = term.session.commit(commit.ApplyDirectly())
                message, applied, refusals = outcome.message, outcome.applied, outcome.verdict.refusals
                if not outcome.applied and not outcome.verdict.ok:
                    term.session.discard()
            finally:
                with term._lock:
                    if term._state != "closed":
                        self._say(message.rstrip("\n") + "\n")
                        self._report(applied, message.rstrip("\n"), refusals)
                        then()

        threading.Thread(target=work, name="vshell-terminal-apply", daemon=True).start()

    # ----- the diff, paged

    def _show_diff(self) -> None:
        rs = self._review_set
        lines = _diff_lines(rs.diff(False)) if rs is not None else []
        self._pager = lines
        self._page(self._term.rows - 1)

    def _page(self, count: int) -> None:
        term = self._term
        assert self._pager is not None
        out: list[str] = []
        used = 0
        while self._pager and used < count:
            line = self._pager[0]
            rows = max(1, -(-text_cells(_plain(line)) // term.cols))
            if used and used + rows > count:
                break
            self._pager.pop(0)
            out.append(line + "\r\n")
            used += rows
        term._emit("".join(out))
        if self._pager:
            term._emit(_MORE)
        else:
            self._pager = None
            self._ask()

    def _page_key(self, key: Key) -> None:
        term = self._term
        term._emit("\r\x1b[K")
        if key.is_text and key.text[:1] == " ":
            self._page(term.rows - 1)
        elif key.name in ("Enter", "C-j") or (key.is_text and key.text[:1] == "j"):
            self._page(1)
        elif (key.is_text and key.text[:1] in "qQ") or key.name in ("C-c", "Escape"):
            self._pager = None
            self._ask()
        else:
            term._emit(_MORE)

    def _report(self, applied: bool, message: str, refusals: tuple[Any, ...] = ()) -> None:
        if self._on_commit is not None:
            try:
                self._on_commit(CommitReport(applied, message, tuple(refusals)))
            except Exception:  # a host hook that fails changes nothing here
                pass

    def _say(self, text: str) -> None:
        term = self._term
        fresh = term.fresh_line()
        body = (fresh + text).replace("\n", "\r\n")
        term._emit(body)
        term._at_line_start = text.endswith("\n")


_COLORS = {"+": "\x1b[32m", "-": "\x1b[31m", "@": "\x1b[36m"}


def _diff_lines(diff: str) -> list[str]:
    """The diff's lines, each drawn safe (visible markers) and coloured as ``git diff --color``."""
    out = []
    for line in diff.splitlines():
        shown = visible_text(line, keep="\t")
        if line.startswith(("+++", "---", "diff --git")) or line[:1] not in "+-@ \\":
            out.append(f"\x1b[1m{shown}\x1b[m")
        elif line[:1] in _COLORS:
            out.append(f"{_COLORS[line[0]]}{shown}\x1b[m")
        else:
            out.append(shown)
    return out


def _plain(line: str) -> str:
    """The text of a drawn line without its SGR sequences (to count the rows it takes)."""
    import re

    return re.sub(r"\x1b\[[0-9;]*m", "", line)
