"""sed's input: files and stdin as lines with one line of lookahead (for ``$``).

Files are read in 1 MiB blocks, each split at C speed (a big file is never
held whole); stdin is read a line at a time so ``yes | sed 3q`` ends at once.  With -s/-i every file is its own stream: line
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
    lines: Iterator[tuple[str, bool]]  # (line, had_newline)


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


def stream_lines(stream: BinaryIO, eol: bytes) -> Iterator[tuple[str, bool]]:
    """Like :func:`split_lines`, reading the stream as it comes.

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
            if line.endswith(b"\n"):
                yield line[:-1].decode("utf-8", "surrogateescape"), True
            else:
                yield line.decode("utf-8", "surrogateescape"), False
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
            line = pending + chunk + stream.readline()
            pending = b""
            if line.endswith(b"\n"):
                yield line[:-1].decode("utf-8", "surrogateescape"), True
            else:
                yield line.decode("utf-8", "surrogateescape"), False
            continue
        if cut < 0:
            pending += chunk
            continue
        text = (pending + chunk[:cut]).decode("utf-8", "surrogateescape")
        pending = chunk[cut + 1 :]
        yield from zip(text.split(sep), repeat(True))
    if pending:
        yield pending.decode("utf-8", "surrogateescape"), False


def file_lines(path: str, eol: bytes, ctx: CommandContext) -> Iterator[tuple[str, bool]]:
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
            yield from zip(b"".join(pending).decode("utf-8", "surrogateescape").split(sep), repeat(True))
            pending = [block[cut + 1 :]]
        rest = b"".join(pending)
        if rest:
            yield rest.decode("utf-8", "surrogateescape"), False
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


@dataclass
class Input:
    """The concatenated (or, with -s/-i, separate) input with one line of lookahead."""

    sources: list[Source]
    separate: bool
    index: int = 0
    line_no: int = 0
    _ahead: tuple[str, bool, int] | None = None
    current: Source | None = None
    switched: bool = False

    def _pull(self) -> tuple[str, bool, int] | None:
        while self.index < len(self.sources):
            src = self.sources[self.index]
            nxt = next(src.lines, None)
            if nxt is not None:
                return nxt[0], nxt[1], self.index
            self.index += 1
        return None

    def next_line(self) -> tuple[str, bool] | None:
        item = self._ahead
        if item is None:
            cur = self.current
            # the common case: the next line of the file being read
            if cur is not None and self.index < len(self.sources) and self.sources[self.index] is cur:
                nxt = next(cur.lines, None)
                if nxt is not None:
                    self.line_no += 1
                    return nxt
                self.index += 1
            item = self._pull()
            if item is None:
                return None
        else:
            self._ahead = None
        src = self.sources[item[2]]
        if self.current is not src:
            if self.separate and self.current is not None:
                self.line_no = 0  # with -s/-i, line numbers (and `$`) are per file
                self.switched = True
            self.current = src
        self.line_no += 1
        return item[0], item[1]

    def is_last(self) -> bool:
        if self._ahead is None:
            self._ahead = self._pull()
        if self._ahead is None:
            return True
        if self.separate and self.current is not None:
            return self.sources[self._ahead[2]] is not self.current
        return False

    def has_more(self) -> bool:
        if self._ahead is None:
            self._ahead = self._pull()
        return self._ahead is not None


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
