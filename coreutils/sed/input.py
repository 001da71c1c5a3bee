"""sed's input: files and stdin as lines with one line of lookahead (for ``$``).

Files are read in 1 MiB blocks, each split at C speed into a batch of lines
(a big file is never held whole); a pipe on stdin is read as it comes, so
``yes | sed 3q`` ends at once.  With -s/-i every file is its own stream: line
numbers restart and open ranges close at each file.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import repeat
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.errors import strerror


@dataclass
class Source:
    """One input operand and its lines."""

    name: str
    path: str | None  # for -i
    lines: Iterator[list[tuple[str, bool]]]  # batches of (line, had_newline)


def split_lines(data: bytes, eol: bytes) -> Iterator[tuple[str, bool]]:
    """``(line, had_terminator)`` for each line of ``data``."""
    # Decoding the whole buffer then splitting is the same as per line (a newline or NUL is never
    # inside a UTF-8 sequence, and surrogateescape maps bad bytes one by one) and runs at C speed.
    parts = data.decode("utf-8", "surrogateescape").split(eol.decode())
    last = parts.pop()
    items = list(zip(parts, repeat(True)))
    if last:
        items.append((last, False))
    return iter(items)


Batch = list[tuple[str, bool]]
"""Lines as ``(line, had_terminator)``, a block's worth at a time."""


def _decoded(data: bytes, sep: str) -> Batch:
    return list(zip(data.decode("utf-8", "surrogateescape").split(sep), repeat(True)))


def _one(line: bytes, eol: bytes) -> Batch:
    if line.endswith(eol):
        return [(line[: -len(eol)].decode("utf-8", "surrogateescape"), True)]
    return [(line.decode("utf-8", "surrogateescape"), False)]


def stream_lines(stream: BinaryIO, eol: bytes) -> Iterator[Batch]:
    """Like :func:`split_lines`, reading the stream as it comes, in batches of lines.

    A pipe is read in chunks of what it holds (GNU sed reads a pipe in blocks
    too: what a ``q`` leaves unread is gone); a seekable stream a line at a
    time, so a command after ``sed q < file`` reads on from the next line.
    """
    seekable = getattr(stream, "seekable", None)
    if eol == b"\n" and callable(seekable) and seekable():
        while True:
            line = stream.readline()
            if not line:
                return
            yield _one(line, eol)
    sep = eol.decode()
    read = getattr(stream, "read1", stream.read)
    pending = b""
    while True:
        chunk = read(1 << 16)
        if not chunk:
            break
        cut = chunk.rfind(eol)
        if cut < 0 and eol == b"\n":
            # A line longer than a chunk: the stream's own readline finishes it (a device such as
            # /dev/zero hands back bounded pieces, L-dev-zero-lines).
            yield _one(pending + chunk + stream.readline(), eol)
            pending = b""
            continue
        if cut < 0:
            pending += chunk
            continue
        yield _decoded(pending + chunk[:cut], sep)
        pending = chunk[cut + 1 :]
    if pending:
        yield [(pending.decode("utf-8", "surrogateescape"), False)]


def file_lines(path: str, eol: bytes, ctx: CommandContext) -> Iterator[Batch]:
    """A file's lines, read in 1 MiB blocks and split at C speed, so a big file is never held whole.

    The file is opened when its first line is wanted, so ``sed p *.txt`` holds one open file at a time.
    """
    sep = eol.decode()
    pending: list[bytes] = []
    stream = ctx.fs.open(path)
    try:
        while True:
            block = stream.read(_BLOCK)
            if not block:
                break
            ctx.budget.tick()
            cut = block.rfind(eol)
            if cut < 0:
                pending.append(block)  # one line longer than a block: keep gathering it
                continue
            pending.append(block[:cut])
            yield _decoded(b"".join(pending), sep)
            pending = [block[cut + 1 :]]
        rest = b"".join(pending)
        if rest:
            yield [(rest.decode("utf-8", "surrogateescape"), False)]
    finally:
        stream.close()


_BLOCK = 1 << 20


def file_blocks(path: str, ctx: CommandContext) -> Iterator[str]:
    """A file's text in blocks of whole newline-ended lines (the last may lack its newline)."""
    pending: list[bytes] = []
    stream = ctx.fs.open(path)
    try:
        while True:
            block = stream.read(_BLOCK)
            if not block:
                break
            ctx.budget.tick()
            cut = block.rfind(b"\n")
            if cut < 0:
                pending.append(block)
                continue
            pending.append(block[: cut + 1])
            yield b"".join(pending).decode("utf-8", "surrogateescape")
            pending = [block[cut + 1 :]]
        rest = b"".join(pending)
        if rest:
            yield rest.decode("utf-8", "surrogateescape")
    finally:
        stream.close()


class Input:
    """The concatenated (or, with -s/-i, separate) input, a batch of lines at a time, with one batch
    of lookahead (enough to know ``$``)."""

    __slots__ = ("_ahead", "batch", "current", "index", "line_no", "pos", "separate", "sources", "switched")

    def __init__(self, sources: list[Source], separate: bool) -> None:
        self.sources = sources
        self.separate = separate
        self.index = 0  # the source batches are pulled from
        self.batch: Batch = []
        self.pos = 0  # the next line's index in batch
        self.line_no = 0
        self.current: Source | None = None  # the source of the line last read
        self.switched = False  # set when -s/-i moved on to the next file
        self._ahead: tuple[Batch, Source] | None = None

    def _pull(self) -> tuple[Batch, Source] | None:
        while self.index < len(self.sources):
            src = self.sources[self.index]
            batch = next(src.lines, None)
            if batch is None:
                self.index += 1
            elif batch:
                return batch, src
        return None

    def next_line(self) -> tuple[str, bool] | None:
        pos = self.pos
        if pos < len(self.batch):
            self.pos = pos + 1
            self.line_no += 1
            return self.batch[pos]
        got = self._ahead or self._pull()
        self._ahead = None
        if got is None:
            return None
        self.batch, src = got
        if src is not self.current:
            if self.separate and self.current is not None:
                self.line_no = 0  # with -s/-i, line numbers (and `$`) are per file
                self.switched = True
            self.current = src
        self.pos = 1
        self.line_no += 1
        return self.batch[0]

    def is_last(self) -> bool:
        if self.pos < len(self.batch):
            return False
        if self._ahead is None:
            self._ahead = self._pull()
        if self._ahead is None:
            return True
        return self.separate and self._ahead[1] is not self.current


def sources(ctx: CommandContext, operands: list[str], eol: bytes, sed: list[int]) -> Iterator[Source]:
    """The readable operands; reports the others as GNU does and records the status in ``sed[0]``."""
    for name in operands:
        if name == "-":
            yield Source("-", None, stream_lines(ctx.stdin, eol))
            continue
        path = ctx.resolve(name)
        try:
            st = ctx.fs.stat(path)
            if st.is_dir:
                ctx.error(f"couldn't edit {name}: not a regular file" if sed[1] else f"read error on {name}: Is a directory")
                sed[0] = 4
                continue
            ctx.fs.open(path).close()  # an unreadable file is reported before any line is read, as before
        except OSError as e:
            ctx.error(f"can't read {name}: {strerror(e)}")
            sed[0] = 2
            continue
        yield Source(name, path, file_lines(path, eol, ctx))
