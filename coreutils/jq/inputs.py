"""jq 1.6's input reader: every input file joined into one text, read a line at a time.

jq feeds its one parser the files one after another, so a file whose last value has no final
newline runs into the next (``1`` then ``2`` reads 12), in raw mode too.  Error messages name the
file being read and the lines read from it so far: jq reads whole lines, so a value is "at" the
end of the line on which the parser finished it (for a number, true, false or null that is the
character after it).  A file that cannot be opened is reported when the reader gets to it, and
jq's main loop then stops after the value in progress (``jq . a missing b`` prints a's values and
b's first).  ``-`` is stdin.
"""

from __future__ import annotations

import bisect
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from vshell.command import CommandContext
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.jq.jsontext import Ignored, JsonTextError, parse_values, seq_values


class InputError(Exception):
    """A parse error in the input: the text after ``parse error: ``."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


_NEWLINE = re.compile("\n")
_DECODER = json.JSONDecoder(parse_int=float, parse_constant=lambda n: float("nan") if n == "NaN" else float(n))


def json_values(text: str) -> Iterator[tuple[Any, int]]:
    """Every JSON value in ``text``, each with the position of the character that completed it
    (``len(text)`` for a literal ended by the end of the text)."""
    pos = 0
    n = len(text)
    ws = " \t\n\r"
    while True:
        while pos < n and text[pos] in ws:
            pos += 1
        if pos >= n:
            return
        try:
            value, end = _DECODER.raw_decode(text, pos)
            if end < n and text[end] not in ws and not isinstance(value, (str, list, dict)):
                # jq's literal runs on to the next blank or structural character (`1x`, `1,2`).
                raise json.JSONDecodeError("literal", text, end)
        except json.JSONDecodeError:
            # jq reads some texts strict JSON refuses (01, 1.) and words its errors its own
            # way: its token-by-token reader takes over from here.
            try:
                yield from parse_values(text, pos, 1)
            except JsonTextError as e:
                raise InputError(e.message) from None
            return
        except RecursionError:
            raise InputError("Exceeds depth limit for parsing") from None
        # A string or container is complete at its last character, a literal at the one after it.
        yield value, end - 1 if isinstance(value, (str, list, dict)) else end
        pos = end


@dataclass
class _File:
    name: str
    start: int  # where the file's text starts in the joined text
    text: str | None  # None: it could not be opened
    error: str = ""  # why it could not be opened
    newlines: list[int] = field(default_factory=list)

    def lines_read(self, pos: int) -> int:
        """The lines jq has read of this file once its reader holds the line with ``pos`` (a local offset)."""
        i = bisect.bisect_left(self.newlines, pos)
        return i + 1 if i < len(self.newlines) else len(self.newlines)


class Joined:
    """The input files as jq's reader sees them: one text, and the file and line at any position of it."""

    def __init__(self, ctx: CommandContext, operands: list[str]) -> None:
        self.ctx = ctx
        self.files: list[_File] = []
        parts: list[str] = []
        start = 0
        for name in operands or ["-"]:
            label = "<stdin>" if name == "-" else name
            text: str | None
            try:
                data = ctx.stdin.read() if name == "-" else ctx.fs.read_bytes(ctx.resolve(name))
                text = data.decode("utf-8", "surrogateescape")
            except OSError as e:
                text = None
                why = "It's a directory" if isinstance(e, IsADirectoryError) else strerror(e)
                self.files.append(_File(label, start, None, why))
                continue
            newlines = [m.start() for m in _NEWLINE.finditer(text)]
            self.files.append(_File(label, start, text, newlines=newlines))
            parts.append(text)
            start += len(text)
        self.text = "".join(parts)
        self.readable = [f for f in self.files if f.text is not None]
        self.starts = [f.start for f in self.readable]
        self.reported = 0  # how many files the reader has got to (failures among them reported)
        self.failed: list[str] = []

    def reach(self, pos: int) -> None:
        """The reader has got to ``pos`` (``len(text)``: the end): report each file up to there that
        could not be opened, once."""
        while self.reported < len(self.files) and self.files[self.reported].start <= pos:
            f = self.files[self.reported]
            if f.text is None:
                self.ctx.stdout.flush()
                self.ctx.stderr.write(f"jq: error: Could not open file {f.name}: {f.error}\n".encode())
                self.failed.append(f.name)
            self.reported += 1

    def where(self, pos: int) -> tuple[str, int]:
        """The file being read and the lines read from it when the parser is at ``pos``."""
        if not self.readable:
            return self.files[-1].name, 0
        # An empty file takes no room: the position belongs to the last file starting at or before it.
        f = self.readable[max(bisect.bisect_right(self.starts, pos) - 1, 0)]
        return f.name, f.lines_read(pos - f.start)

    def where_line(self, line: int) -> tuple[str, int]:
        """Where the reader is once the parser reached line ``line`` (counted over all the files)."""
        pos = 0
        for _ in range(line - 1):
            nl = self.text.find("\n", pos)
            if nl < 0:
                break
            pos = nl + 1
        return self.where(pos)

    def end(self) -> tuple[str, int] | None:
        """Where jq's reader stands once it hit the end: the last file and its line count, unless that
        file ended without a newline (jq closed it while reading the last value)."""
        last = self.files[-1]
        if last.text is None:
            return last.name, 0
        if last.text and not last.text.endswith("\n"):
            return None
        return last.name, len(last.newlines)


def read_inputs(joined: Joined, raw: bool, slurp: bool, seq: bool,
                end: list[Any]) -> Iterator[tuple[Any, tuple[str, int] | None]]:
    """The input values with where jq's reader is as each is taken."""
    text = joined.text
    if raw and slurp:
        joined.reach(len(text))
        yield text, _slurped_at(joined)
        end.append(None)  # a slurp read up to the end: the next read closes the last file
        return
    if raw:
        pos = 0
        while pos < len(text):
            nl = text.find("\n", pos)
            stop = len(text) if nl < 0 else nl
            joined.reach(stop)
            name, lines = joined.where(stop)
            # jq counts the lines it has read whole: a last line without newline is not one.
            yield text[pos:stop], (name, lines)
            pos = stop + 1
        joined.reach(len(text))
        end.append(joined.end())
        return
    if slurp:
        ignored: list[str] = []
        items = [x for x, _ in _values(text, seq, joined, ignored)]
        joined.reach(len(text))
        # An abandoned text at the end sends jq's reader past the end: it names no file then.
        yield items, (None if ignored and " at EOF at " in ignored[-1] else _slurped_at(joined))
        end.append(None)
        return
    for value, pos in _values(text, seq, joined):
        joined.reach(pos)
        yield value, joined.where(pos)
    joined.reach(len(text))
    end.append(joined.end())


def _slurped_at(joined: Joined) -> tuple[str, int]:
    """Where a slurp leaves the reader: the last file read and its line count."""
    if not joined.readable:
        return joined.files[-1].name, 0
    return joined.readable[-1].name, len(joined.readable[-1].newlines)


def _values(text: str, seq: bool, joined: Joined, ignored: list[str] | None = None) -> Iterator[tuple[Any, int]]:
    if not (seq or "\x1e" in text):
        yield from json_values(text)
        return
    try:
        for item in seq_values(text, seq):
            if isinstance(item, Ignored):
                if ignored is not None:
                    ignored.append(item.message)
                joined.ctx.stdout.flush()
                joined.ctx.stderr.write(f"ignoring parse error: {item.message}\n".encode("utf-8", "surrogateescape"))
            else:
                yield item
    except JsonTextError as e:
        raise InputError(e.message) from None


class Reader:
    """The input values, and where jq's reader stands (for error messages) as they are taken.

    After the last value jq's reader still names the last file (and its line count) once it has
    hit the end of the file, then nothing: "<unknown>".  A file without a final newline hits its
    end while the last value is read.
    """

    def __init__(self, inputs: Iterator[tuple[Any, Any]], end: list[Any], joined: Joined | None = None) -> None:
        self.inputs = inputs
        self.joined = joined
        self.end = end  # filled by the input generator when it runs out: (file, lines) or None
        self.line: Any = None
        self.ended = 0

    def __iter__(self) -> Reader:
        return self

    def __next__(self) -> tuple[Any, Any]:
        try:
            item = next(self.inputs)
        except InputError as e:
            # jq's reader has read the line the parser failed on.
            m = re.search(r" at line (\d+), column", e.message)
            if m and self.joined is not None:
                self.line = self.joined.where_line(int(m.group(1)))
            raise
        except StopIteration:
            self.ended += 1
            if self.ended > 1:
                self.line = None
            elif self.end:
                self.line = self.end[0]
            raise
        self.line = item[1]
        return item

    def where(self) -> str:
        line = self.line
        if isinstance(line, tuple):
            return f"{line[0]}:{line[1]}"
        return "<unknown>"

    def filename(self) -> str | None:
        """``input_filename``: the file being read, null before any and after the last."""
        return self.line[0] if isinstance(self.line, tuple) else None

    def line_number(self) -> int:
        """``input_line_number``: the lines read from the current file."""
        return self.line[1] if isinstance(self.line, tuple) else 0


class Values:
    """The values alone, for `input` and `inputs`: every take reaches the reader (also past the end),
    and stopping early (`first(inputs)`) leaves the rest for the next take."""

    def __init__(self, reader: Reader) -> None:
        self.reader = reader

    def __iter__(self) -> Values:
        return self

    def __next__(self) -> Any:
        return next(self.reader)[0]


__all__ = ["InputError", "Joined", "Reader", "Values", "json_values", "read_inputs"]
