"""Tab completion in the line editor, as readline does it over :mod:`vshell.interp.completion`.

The first Tab completes as far as every candidate agrees (one candidate: the
whole word, then a space, or nothing after a directory's ``/``); when that
adds nothing, the second Tab in a row lists the candidates in columns, sorted
down the columns like readline, below the line, and draws the line again.
Past 100 candidates (readline's ``completion-query-items``) it asks
``Display all N possibilities? (y or n)`` first.  Names in the listing are
drawn with visible markers for bidi and invisible characters.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from vshell.terminal.display import text_cells, visible_text
from vshell.terminal.input import Key

if TYPE_CHECKING:
    from vshell.interp.completion import Candidate
    from vshell.terminal.terminal import Terminal

QUERY_ITEMS = 100


class Completer:
    def __init__(self, term: Terminal) -> None:
        self._term = term
        self._pending: list[Candidate] = []
        self.changed = False
        """Whether the last Tab changed the line (readline lists on a Tab after one that did not)."""

    def tab(self, double: bool) -> None:
        double = double and not self.changed
        self.changed = False
        term = self._term
        editor = term._editor
        from vshell.interp.completion import complete_word

        try:
            found = complete_word(term.session.shell.interp, editor.buffer, editor.point)
        except Exception:  # completion must never break the prompt
            term._emit("\a")
            return
        cands = list(found.candidates)
        if not cands:
            term._emit("\a")
            return
        if len(cands) == 1:
            c = cands[0]
            tail = "" if c.is_dir else ((found.quote + " ") if found.quote else " ")
            self._replace(found.start, c.insert + tail)
            return
        from vshell.interp.completion import quote_word

        prefix = _common_prefix([c.raw for c in cands])
        typed = quote_word(prefix, found.quote) if prefix else found.word
        if len(typed) > len(found.word) and prefix:
            self._replace(found.start, typed)
            return
        if not double:
            term._emit("\a")
            return
        if len(cands) > QUERY_ITEMS:
            term._to_input_end()
            term._emit(f"\r\nDisplay all {len(cands)} possibilities? (y or n)")
            self._pending = cands
            term._state = "query"
            return
        self._list(cands)

    def answer(self, key: Key) -> None:
        term = self._term
        cands, self._pending = self._pending, []
        term._state = "prompt"
        term._last_key = ""  # the next Tab starts over
        if key.is_text and key.text[:1] in "yY ":
            self._list(cands, moved=True)
            return
        term._emit("\r\n")
        term._cursor_row = 0
        term._redraw()

    def _replace(self, start: int, text: str) -> None:
        self.changed = True
        editor = self._term._editor
        editor.set(editor.buffer[:start] + text + editor.buffer[editor.point :], start + len(text))
        self._term._redraw()

    def _list(self, cands: list[Candidate], moved: bool = False) -> None:
        term = self._term
        if not moved:
            term._to_input_end()
        names = [visible_text(c.display) for c in cands]
        widths = [text_cells(_strip(n)) for n in names]
        width = max(widths) + 2
        # readline: as many columns as fit, one fewer when they would fill the width exactly
        per_row = term.cols // width
        if per_row != 1 and per_row * width == term.cols:
            per_row -= 1
        per_row = max(per_row, 1)
        rows = -(-len(names) // per_row)
        lines = []
        for r in range(rows):
            cells = []
            for k in range(per_row):
                i = k * rows + r
                if i >= len(names):
                    break
                last = (k + 1) * rows + r >= len(names)
                cells.append(names[i] + ("" if last else " " * (width - widths[i])))
            lines.append("".join(cells))
        term._emit("\r\n" + "\r\n".join(lines) + "\r\n")
        term._cursor_row = 0
        term._at_line_start = True
        term._redraw(first=False)


def _strip(drawn: str) -> str:
    return drawn.replace("\x1b[7m", "").replace("\x1b[27m", "")


def _common_prefix(words: list[str]) -> str:
    """The longest start every word shares, character by character (readline's, not a path prefix)."""
    first, last = min(words), max(words)
    k = 0
    while k < len(first) and k < len(last) and first[k] == last[k]:
        k += 1
    return first[:k]
