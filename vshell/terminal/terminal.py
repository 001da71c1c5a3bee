"""The Terminal: keystrokes in, bytes to draw out, a vshell Session behind.

::

    term = Terminal(session, cols, rows, write=send, review=None, link_url=None, history=None, mode="review")
    term.feed(data)          # what the terminal sent (keys, pastes), as text
    term.resize(cols, rows)  # the window changed size
    term.close()             # the person left: the running command and its jobs are stopped

``write(text)`` receives everything to draw (the prompt, echo, command output
after the safety filter, the review) as text; encode it as UTF-8.  It is
called with the terminal's lock held, from the thread that called
:meth:`Terminal.feed` or from the worker thread that runs a command, never
from two threads at once.  ``feed`` never waits for a command: a command runs
in a worker thread, so Ctrl+C fed meanwhile cancels it at once.

``review`` lets the host take the review of a change set (a card in a web
page): it is called with a :class:`~vshell.terminal.review.ReviewRequest`
(``summary``, ``diff``, ``files``) and either returns True (apply) / False
(discard) at once, or returns None and calls ``request.decide(bool)`` later,
from any thread.  Without it the terminal asks ``Apply? [y/N/d]`` itself.
``mode`` is what happens to a command's changes: ``review`` (ask), ``apply``
(apply each command's changes that pass the checks), ``dry-run`` (keep them
pending, never write).

``link_url(path, line, col)`` makes the URL of an OSC 8 link for a file of
the view named in the output (default ``file://`` with ``#L12C3``);
``on_commit(report)`` tells the host what became of each command's change set
(applied, discarded, or refused with each reason: a
:class:`~vshell.terminal.review.CommitReport`); ``history`` is a
:class:`~vshell.terminal.history.HistoryStore` the host keeps
history in; ``on_exit(status)`` is called when the shell ends (``exit``,
Ctrl+D).  The Session should be made with ``interactive=True``.
"""

from __future__ import annotations

import contextlib
import secrets
import threading
from collections.abc import Callable, Iterator
from typing import Any

from vshell.terminal import editor as ed
from vshell.terminal.complete import Completer
from vshell.terminal.cooked import TtyInput
from vshell.terminal.display import char_cells, visible, visible_text
from vshell.terminal.filter import CursorGuard, OutputFilter, filter_text
from vshell.terminal.history import History, HistoryStore, expand
from vshell.terminal.input import InputParser, Key
from vshell.terminal.links import Linker, LinkUrl, default_link_url
from vshell.terminal.prompt import DEFAULT_PS1, DEFAULT_PS2, PromptInfo, expand_escapes, split_ignore
from vshell.terminal.review import CommitHook, ReviewCallback, TerminalReviewer

TERM_NAME = "xterm-256color"
BASH_PS1 = "\\s-\\v\\$ "
TTY_NAME = "/dev/pts/0"
STATUS_INTERRUPTED = 130

_PASTE_ON = "\x1b[?2004h"
_PASTE_OFF = "\x1b[?2004l"
_CLEAR = "\x1b[H\x1b[2J"


class Terminal:
    """A pseudoterminal with bash's line editing over a Session (see the module docstring)."""

    def __init__(
        self,
        session: Any,
        cols: int,
        rows: int,
        *,
        write: Callable[[str], None],
        review: ReviewCallback | None = None,
        link_url: LinkUrl | None = None,
        history: HistoryStore | None = None,
        mode: str = "review",
        on_exit: Callable[[int], None] | None = None,
        on_commit: CommitHook | None = None,
    ) -> None:
        if mode not in ("review", "apply", "dry-run"):
            raise ValueError(f"mode must be review, apply or dry-run, not {mode!r}")
        self.session = session
        self.cols = max(int(cols), 2)
        self.rows = max(int(rows), 2)
        self.mode = mode
        self.nonce = secrets.token_hex(8)
        """Carried by every OSC 133 mark this terminal draws; output cannot know it."""
        self._write_host = write
        self._on_exit = on_exit
        self._lock = threading.RLock()
        self._parser = InputParser()
        self._editor = ed.LineEditor()
        self.history = History(history)
        self._completer = Completer(self)
        self._reviewer = TerminalReviewer(self, review, on_commit)
        self._linker = Linker(self, link_url or default_link_url)
        self._state = "prompt"  # prompt | search | query | running | review | closed
        self._continued = ""  # lines of a command the parser said are incomplete
        self._prompt_text = ""
        self._cursor_row = 0
        self._at_line_start = True
        self._hist_index: int | None = None
        self._hist_saved = ""
        self._search: tuple[str, int, str, bool] | None = None  # query, match index, saved line, failed
        self._search_last = ""  # C-r C-r searches again for the last query, as readline
        self._input: TtyInput | None = None
        self._filters = (OutputFilter(), OutputFilter())
        self._guard = CursorGuard(self.cols)
        self._cancelled = False
        self._cancel_event = threading.Event()
        self._discard_pending = False
        self._typeahead: list[Key] = []
        self._command_number = 1
        self._last_key = ""
        self.exit_status: int | None = None
        self._setup_shell()
        with self._lock:
            self._show_prompt()

    # ------------------------------------------------------------------
    # the host's side

    def feed(self, data: str) -> None:
        """What the terminal sent: keys, pastes, as text (a sequence may be split across calls)."""
        with self._lock:
            if self._state == "closed":
                return
            if self._state == "running":
                self._feed_running(data)
                return
            for key in self._parser.feed(data):
                self._dispatch(key)

    def resize(self, cols: int, rows: int) -> None:
        """The window changed: COLUMNS and LINES follow (from the next command), the line is redrawn."""
        with self._lock:
            old_row = self._cursor_row
            self.cols = max(int(cols), 2)
            self.rows = max(int(rows), 2)
            if self._state in ("prompt", "search"):
                self._cursor_row = old_row
                self._redraw()

    def close(self) -> None:
        """Stop the running command (its changes are not applied) and every job; nothing more is drawn."""
        with self._lock:
            if self._state == "closed":
                return
            self._state = "closed"
            if self._input is not None:
                self._input.close_input()
            self._cancel_event.set()
        self.session.cancel()
        self._reviewer.cancel()
        with contextlib.suppress(Exception):
            self.session.shell.stop_all_jobs()

    @property
    def state(self) -> str:
        """prompt, search, query (completion), running, review, applying, closed."""
        return self._state

    @property
    def waiting_for_input(self) -> bool:
        """True while a running command waits for a line from the keyboard (``read``, ``cat``)."""
        stdin = self._input
        return self._state == "running" and stdin is not None and stdin.starved

    # ------------------------------------------------------------------
    # drawing

    def _emit(self, text: str) -> None:
        if text:
            try:
                self._write_host(text)
            except Exception:  # a host whose transport broke: the terminal goes on, nothing is lost here
                pass

    def _setup_shell(self) -> None:
        sh = self.session.shell.interp
        sh.history = self.history
        sh.keep_jobs = True
        sh.terminal_name = TTY_NAME
        sh.vars.set("TERM", TERM_NAME)
        if sh.vars.get("PS1") == BASH_PS1:
            sh.vars.set("PS1", DEFAULT_PS1)  # bash's built-in default does not show the folder
        self._set_size_vars()
        # the first command would otherwise pay for importing the commands
        threading.Thread(target=_warm_up, name="vshell-terminal-warm", daemon=True).start()

    def _set_size_vars(self) -> None:
        sh = self.session.shell.interp
        sh.vars.set("COLUMNS", str(self.cols))
        sh.vars.set("LINES", str(self.rows))

    def _prompt_info(self) -> PromptInfo:
        sh = self.session.shell.interp
        return PromptInfo(
            user=sh.vars.get("USER") or "user",
            host="vshell",
            cwd=sh.cwd,
            home=sh.vars.get("HOME") or self.session.home,
            jobs=len(sh.jobs),
            history_number=self.history.next_number,
            command_number=self._command_number,
            tty=TTY_NAME,
        )

    def _expand_prompt(self, name: str, default: str) -> str:
        sh = self.session.shell.interp
        raw = sh.vars.get(name)
        if raw is None:
            raw = default if name == "PS2" or sh.vars.get("PS1") is None else ""
        text = expand_escapes(raw, self._prompt_info())
        if ("$" in text or "`" in text) and sh.shopts.get("promptvars", True):
            with contextlib.suppress(Exception):  # a PS1 that fails to expand is shown as it is
                text = sh._expand_prompt_vars(text)
        return text

    def _show_prompt(self) -> None:
        """A new prompt (PS1, or PS2 while a command continues), always on a fresh line."""
        self._state = "prompt"
        ps2 = bool(self._continued)
        if not self._at_line_start:
            self._emit("\r\n")
        self._at_line_start = True
        if not ps2:
            from vshell.interp.builtins.jobs import done_notices

            notices = done_notices(self.session.shell.interp)
            if notices:
                self._write_text(notices)
        self._prompt_text = self._expand_prompt("PS2" if ps2 else "PS1", DEFAULT_PS2 if ps2 else DEFAULT_PS1)
        self._editor.set("")
        self._hist_index = None
        self._cursor_row = 0
        marks = "" if ps2 else self._mark("A")
        self._emit(_PASTE_ON + marks)
        self._redraw(first=True)
        typed, self._typeahead = self._typeahead, []
        for key in typed:
            if self._state not in ("prompt", "search", "query"):
                self._typeahead.append(key)
                continue
            self._dispatch(key)

    def _mark(self, kind: str, extra: str = "") -> str:
        return f"\x1b]133;{kind}{extra};nonce={self.nonce}\x07"

    def _prompt_pieces(self) -> list[tuple[str, bool]]:
        if self._state == "search" and self._search is not None:
            query, _, _, failed = self._search
            return [(f"({'failed ' if failed else ''}reverse-i-search)`{visible_text(query)}': ", True)]
        return [(filter_text(p) if not printing else p, printing) for p, printing in split_ignore(self._prompt_text)]

    def _layout(self) -> tuple[list[str], int, int, int, int]:
        """Draw strings for the prompt and the line, the end position, and the point's position."""
        cols = self.cols
        out: list[str] = []
        row = col = 0
        point_pos = (0, 0)

        def place(draw: str, cells: int) -> tuple[int, int]:
            """Draw one character; returns the cell it starts in (after any wrap)."""
            nonlocal row, col
            if cells > 0:
                if col == cols:
                    row, col = row + 1, 0
                if col + cells > cols and col > 0:
                    out.append(" " * (cols - col))  # a wide character never straddles the margin
                    row, col = row + 1, 0
            start = (row, col)
            out.append(draw)
            col = min(col + cells, cols)
            return start

        def newline() -> None:
            nonlocal row, col
            out.append("\r\n" if col == cols else "\x1b[K\r\n")
            row, col = row + 1, 0

        for piece, printing in self._prompt_pieces():
            if not printing:
                out.append(piece)
                continue
            for ch in piece:
                if ch == "\n":
                    newline()
                elif ch == "\r":
                    out.append("\r")
                    col = 0
                else:
                    place(visible(ch), char_cells(ch))
        buf = self._editor.buffer
        point = self._editor.point
        if self._state == "search" and self._search is not None:
            point = self._search_point()
        for i, ch in enumerate(buf):
            if ch == "\n":
                if i == point:
                    point_pos = (row, col) if col < cols else (row + 1, 0)
                newline()
                continue
            start = place(visible(ch), char_cells(ch))
            if i == point:
                point_pos = start
        if point >= len(buf):
            point_pos = (row + 1, 0) if col == cols else (row, col)
        return out, row, col, point_pos[0], point_pos[1]

    def _search_point(self) -> int:
        assert self._search is not None
        query, index, _, _ = self._search
        if index < 0:
            return len(self._editor.buffer)
        found = self._editor.buffer.rfind(query) if query else -1
        return found if found >= 0 else len(self._editor.buffer)

    def _redraw(self, first: bool = False) -> None:
        """Draw the prompt and the line again from the prompt's first row; put the cursor at the point."""
        out: list[str] = []
        if self._cursor_row > 0:
            out.append(f"\x1b[{self._cursor_row}A")
        out.append("\r")
        pieces, row, col, prow, pcol = self._layout()
        if first:
            # the end of the prompt is where the person's input starts (OSC 133 B)
            prompt_len = len(pieces) - len(self._editor.buffer)
            pieces.insert(max(prompt_len, 0), "" if self._continued else self._mark("B"))
        out.extend(pieces)
        if col == self.cols:
            out.append("\r\n")  # leave the pending-wrap state so the erase below keeps the last cell
            row, col = row + 1, 0
        out.append("\x1b[J")
        if row > prow:
            out.append(f"\x1b[{row - prow}A")
        if (row, col) != (prow, pcol):
            out.append("\r" + (f"\x1b[{pcol}C" if pcol else ""))
        self._cursor_row = prow
        self._emit("".join(out))

    def _to_input_end(self) -> None:
        """Put the cursor after the last row of the input (before output or a listing)."""
        _, row, col, _, _ = self._layout()
        down = row - self._cursor_row
        self._emit((f"\x1b[{down}B" if down > 0 else "") + "\r" + (f"\x1b[{col}C" if col and col < self.cols else ""))
        self._cursor_row = row

    def _erase_input(self) -> None:
        """Remove the prompt and line from the screen (output from a job is about to be drawn)."""
        self._emit((f"\x1b[{self._cursor_row}A" if self._cursor_row else "") + "\r\x1b[J")
        self._cursor_row = 0

    # ------------------------------------------------------------------
    # keys at the prompt

    def _dispatch(self, key: Key) -> None:
        state = self._state
        if state == "running":
            self._feed_key_running(key)  # keys after the Enter in the same feed: the command's input
            return
        if state == "closed":
            return
        if state in ("applying", "after"):
            self._typeahead.append(key)  # the commit stage is at work: kept for the prompt
            return
        if state == "review":
            self._reviewer.key(key)
            return
        if state == "query":
            self._completer.answer(key)
            return
        if state == "search":
            self._search_key(key)
            return
        self._edit_key(key)

    def _edit_key(self, key: Key) -> None:
        editor = self._editor
        last, self._last_key = self._last_key, key.name
        if key.name == "paste":
            self._paste(key.text)
            return
        if key.is_text:
            at_end = editor.point == len(editor.buffer)
            editor.insert(key.text)
            if at_end and self._fits_plain(key.text):
                self._emit(key.text)  # the common case: typing at the end of a line that still fits
            else:
                self._redraw()
            return
        request = editor.key(key.name)
        if request is None:
            self._redraw()
            return
        if request == ed.ACCEPT:
            self._accept()
        elif request == ed.EOF:
            self._end_of_input()
        elif request == ed.INTERRUPT:
            self._interrupt_line()
        elif request == ed.COMPLETE:
            self._completer.tab(double=last == "Tab")
        elif request == ed.CLEAR:
            self._emit(_CLEAR)
            self._cursor_row = 0
            self._redraw()
        elif request == ed.SEARCH:
            self._state = "search"
            self._search = ("", -1, editor.buffer, False)
            self._redraw()
        elif request in (ed.HISTORY_PREV, ed.HISTORY_NEXT, ed.HISTORY_FIRST, ed.HISTORY_LAST):
            self._history_move(request)
        elif request == ed.BELL:
            self._emit("\a")

    def _fits_plain(self, text: str) -> bool:
        if not (text.isascii() and text.isprintable()) or "\n" in self._editor.buffer:
            return False
        _, row, col, _, _ = self._layout()
        return row == self._cursor_row and col < self.cols

    def _paste(self, text: str) -> None:
        """A pasted block: its first line goes into the line; each further line is typed after it."""
        text = text.replace("\r\n", "\n").replace("\r", "\n")
        first, nl, rest = text.partition("\n")
        self._editor.insert(first)
        self._redraw()
        if nl:
            self._typeahead[:0] = [Key("paste", rest)] if rest else []
            self._accept()

    def _history_move(self, request: str) -> None:
        entries = self.history.entries
        if not entries:
            self._emit("\a")
            return
        index = len(entries) if self._hist_index is None else self._hist_index
        if self._hist_index is None:
            self._hist_saved = self._editor.buffer
        if request == ed.HISTORY_PREV:
            new = index - 1
        elif request == ed.HISTORY_NEXT:
            new = index + 1
        elif request == ed.HISTORY_FIRST:
            new = 0
        else:
            new = len(entries)
        if new < 0 or new > len(entries):
            self._emit("\a")
            return
        self._hist_index = new
        self._editor.set(entries[new] if new < len(entries) else self._hist_saved)
        self._redraw()

    def _search_key(self, key: Key) -> None:
        """``C-r``: readline's incremental reverse search through the history."""
        assert self._search is not None
        query, index, saved, failed = self._search
        entries = self.history.entries
        name = key.name
        if key.is_text:
            query += key.text
            start = index if index >= 0 else len(entries) - 1
        elif name == "C-r":
            if not query:
                query = self._search_last
                start = len(entries) - 1
            else:
                start = index - 1 if index >= 0 else len(entries) - 1
        elif name in ("Backspace", "C-h"):
            query = query[:-1]
            start = len(entries) - 1
        elif name in ("C-g", "Escape"):
            self._finish_search(saved)
            return
        else:
            # any other key ends the search with the match in the line, then does what it does
            self._finish_search(None)
            self._dispatch(key)
            return
        found = next((k for k in range(start, -1, -1) if query and query in entries[k]), -1)
        if found >= 0:
            index, failed = found, False
            self._editor.set(entries[found])
        elif query:
            failed = True  # the line keeps the last match, as readline's does
            self._emit("\a")
        else:
            index, failed = -1, False
            self._editor.set(saved)
        self._search = (query, index, saved, failed)
        self._redraw()

    def _finish_search(self, restore: str | None) -> None:
        assert self._search is not None
        query = self._search[0]
        if query:
            self._search_last = query
        point = self._search_point()
        self._state = "prompt"
        self._search = None
        if restore is not None:
            self._editor.set(restore)
        else:
            self._editor.set(self._editor.buffer, point)
        self._redraw()

    def _interrupt_line(self) -> None:
        """Ctrl+C at the prompt: ``^C``, the line is abandoned, ``$?`` is 130."""
        self._to_input_end()
        self._emit("^C\r\n")
        self._continued = ""
        self._typeahead = []
        self.session.shell.interp.status = STATUS_INTERRUPTED
        self._show_prompt()

    def _end_of_input(self) -> None:
        """Ctrl+D on an empty line: the shell ends, as bash does (``exit``)."""
        if self._continued:
            # bash: end of file in the middle of a command is a syntax error; the command is dropped
            self._to_input_end()
            self._emit("\r\n")
            self._write_text("bash: syntax error: unexpected end of file\n")
            self._continued = ""
            self._show_prompt()
            return
        self._to_input_end()
        self._emit("exit\r\n")
        self._shell_ended(int(self.session.shell.interp.status))

    def _shell_ended(self, status: int) -> None:
        self._emit(_PASTE_OFF)
        self._reviewer.at_exit()
        self._state = "closed"
        self.exit_status = status
        if self._on_exit is not None:
            with contextlib.suppress(Exception):
                self._on_exit(status)

    def _write_text(self, text: str) -> None:
        """A message of vshell's own, through the filter like everything else."""
        self._emit(filter_text(text))
        self._at_line_start = text.endswith("\n")

    # ------------------------------------------------------------------
    # running a command

    def _accept(self) -> None:
        line = self._editor.buffer
        self._to_input_end()
        self._emit("\r\n")
        self._cursor_row = 0
        self._at_line_start = True
        expanded = expand(line, self.history) if "!" in line or line.startswith("^") else None
        if expanded is not None and expanded.error:
            self._write_text(expanded.error + "\n")
            self._continued = ""
            self._show_prompt()
            return
        if expanded is not None and expanded.changed:
            line = expanded.text
            self._write_text(line + "\n")
            if expanded.print_only:
                self._add_history(self._continued + line)
                self._continued = ""
                self._show_prompt()
                return
        text = self._continued + line
        if _incomplete(text):
            self._continued = text + "\n"
            self._show_prompt()
            return
        self._continued = ""
        self._add_history(text)
        if not text.strip():
            self._show_prompt()
            return
        self._run(text)

    def _add_history(self, text: str) -> None:
        sh = self.session.shell.interp
        self.history.add(text, sh.vars.get("HISTSIZE"), sh.vars.get("HISTCONTROL"))

    def _run(self, text: str) -> None:
        self._state = "running"
        self._cancelled = False
        self._command_number += 1
        self._emit(_PASTE_OFF + self._mark("C"))
        self._set_size_vars()
        self._input = TtyInput(self._emit)
        for f in self._filters:
            f.reset()
        self._guard.cols = self.cols
        self._guard.reset()
        out_filter, err_filter = self._filters
        self._linker.start_run()

        def on_out(data: bytes) -> None:
            self._output(data, out_filter)

        def on_err(data: bytes) -> None:
            self._output(data, err_filter)

        stdin = self._input
        cancel = self._cancel_event = threading.Event()
        # keys typed after the Enter go to the command's input; the rest of a pasted block waits for
        # the prompt, so a paste runs command by command (and a command reading stdin does not eat it)
        pending, self._typeahead = self._typeahead, []
        for k, key in enumerate(pending):
            if key.name == "paste":
                self._typeahead = pending[k:]
                break
            self._feed_key_running(key)

        discard, self._discard_pending = self._discard_pending, False

        def work() -> None:
            result: Any = None
            try:
                if discard:
                    # given up on Ctrl+C; the run below then ends at once as cancelled, and the
                    # discard is tried again before the next command
                    self.session.discard(cancel=cancel)
                result = self.session.run(
                    text,
                    stdin=stdin,
                    on_stdout=on_out,
                    on_stderr=on_err,
                    source_name="-",
                    tty=True,
                    cancel=cancel,
                )
            finally:
                self._run_done(result, stdin)

        threading.Thread(target=work, name="vshell-terminal", daemon=True).start()

    def _feed_running(self, data: str) -> None:
        """Keys while a command runs go to the line discipline as characters; Ctrl+C interrupts."""
        data = data.replace("\x1b[200~", "").replace("\x1b[201~", "")
        head, intr, rest = data.partition("\x03")
        if head and self._input is not None:
            self._input.type(head)
        if intr:
            self._interrupt_run()
            if rest:
                self._typeahead.extend(self._parser.feed(rest))

    def _feed_key_running(self, key: Key) -> None:
        if self._state != "running" or self._input is None:
            self._typeahead.append(key)
            return
        if key.name == "C-c":
            self._interrupt_run()
            return
        if key.name == "paste":
            self._typeahead.append(key)  # a paste waits for the prompt (D-term-paste)
        else:
            self._input.type(_raw(key))

    def _interrupt_run(self) -> None:
        """Ctrl+C while a command runs: it is cancelled, type-ahead is dropped, the prompt comes back."""
        if self._cancelled:
            return
        self._cancelled = True
        self._typeahead = []
        if self._input is not None:
            self._input.flush()
            self._input.close_input()
        self._emit("^C")
        self._at_line_start = False
        self._cancel_event.set()  # honoured even if the run has not begun yet

    def _output(self, data: bytes, filt: OutputFilter) -> None:
        with self._lock:
            if self._state == "closed" or (self._cancelled and self._state == "running"):
                return  # after Ctrl+C nothing more of the command is drawn (its "cancelled" note included)
            pieces = filt.feed(data)
            if not pieces:
                return
            at_prompt = self._state in ("prompt", "search")
            if at_prompt:
                self._erase_input()
                self._guard.cols = self.cols
                self._guard.reset()
            pieces = self._guard.apply(pieces)
            self._emit(self._linker.linkify(pieces))
            self._at_line_start = filt.at_line_start
            if at_prompt:
                below = self._guard.to_bottom()
                if below:
                    self._emit(below)
                    self._at_line_start = True
                if not self._at_line_start:
                    self._emit("\r\n")
                    self._at_line_start = True
                self._redraw()

    def _run_done(self, result: Any, stdin: TtyInput) -> None:
        with self._lock:
            stdin.close_input()
            leftover = [] if self._cancelled else stdin.take_leftover()
            self._input = None
            if self._state == "closed":
                return
            status = int(result.status) if result is not None else 70
            below = self._guard.to_bottom()
            if below:
                self._emit(below)
                self._at_line_start = True
            if self._cancelled:
                self._emit("\r\n")
                self._at_line_start = True
                status = STATUS_INTERRUPTED
            if result is None or result.ended_by.value != "normal":
                self.session.shell.interp.status = status  # `$?` after a stopped command, as bash after SIGINT
            self._emit(self._mark("D", f";{status}"))
            self._typeahead = [*_keys_of(leftover), *self._typeahead]
            if self.session.exited:
                self._shell_ended(status)
                return
            self._state = "after"
            if result is not None and result.ended_by.value != "normal":
                if result.undone or self.session.changes():
                    self._write_text(self.fresh_line() + "vshell: the run was stopped; its changes were discarded\n")
                # discarded before the next command, by its worker: the stopped run's own worker may
                # still be ending (a regex in one long C call) and the prompt must not wait for it
                self._discard_pending = True
                self._show_prompt()
                return
            self._reviewer.after_run(self._show_prompt)

    # used by the reviewer and the completer

    def fresh_line(self) -> str:
        """A newline when the cursor is not at the start of a line (the reviewer's and messages' lead)."""
        if self._at_line_start:
            return ""
        self._at_line_start = True
        return "\n"


def _raw(key: Key) -> str:
    """The characters a key stands for, for the line discipline (which sees characters, not keys)."""
    if key.is_text:
        return key.text
    if key.name.startswith("M-") and len(key.name) == 3:
        return "\x1b" + key.name[2]
    return _RAW_NAMES.get(key.name, "")


_RAW_NAMES = {
    "Enter": "\r", "C-j": "\n", "Tab": "\t", "Backspace": "\x7f", "C-h": "\x08", "C-@": "\x00",
    "C-\\": "\x1c", "C-]": "\x1d", "C-^": "\x1e", "C-_": "\x1f", "Escape": "\x1b",
    "Up": "\x1b[A", "Down": "\x1b[B", "Right": "\x1b[C", "Left": "\x1b[D", "Home": "\x1b[H", "End": "\x1b[F",
    "Delete": "\x1b[3~",
    **{f"C-{chr(c)}": chr(c - 96) for c in range(ord("a"), ord("z") + 1)},
}  # fmt: skip


def _keys_of(chunks: list[tuple[str, bool]]) -> Iterator[Key]:
    parser = InputParser()
    for text, pasted in chunks:
        if pasted:
            yield Key("paste", text)
        else:
            yield from parser.feed(text)


def _warm_up() -> None:
    from vshell.command import all_commands

    with contextlib.suppress(Exception):
        all_commands()


def _incomplete(text: str) -> bool:
    """True when the parser says more lines could complete ``text`` (an open quote, ``if`` without ``fi``)."""
    from vshell.syntax import ParseError, parse

    try:
        parse(text)
    except ParseError as e:
        return bool(e.incomplete)
    except Exception:  # the parser's own failure: run the text and let the shell report it
        return False
    return False
