"""wc: newline, word, character, byte counts and the longest line (GNU coreutils 9.1).

Column width is GNU's: the digits of the summed sizes of the regular-file
inputs, at least 7 when an input is not a regular file (a pipe), and no
padding at all for a single count of a single input.  A seekable stdin (a
redirect from a file) counts as a regular file, as its fstat would.
"""

from __future__ import annotations

import codecs
import unicodedata
from typing import TYPE_CHECKING, BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quoteaf
from vshell.coreutils.common.fileio import chunks, close_input, fs_path
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

_OPTS = [
    Opt("c", "bytes", "bytes"),
    Opt("m", "chars", "chars"),
    Opt("l", "lines", "lines"),
    Opt(None, "files0-from", "files0", Arg.REQUIRED),
    Opt("L", "max-line-length", "maxlen"),
    Opt("w", "words", "words"),
]
_SPACE = b" \t\n\v\f\r"


@dataclass(slots=True)
class Counts:
    lines: int = 0
    words: int = 0
    chars: int = 0
    bytes: int = 0
    maxlen: int = 0


def _char_width(ch: str) -> int:
    if unicodedata.combining(ch) or unicodedata.category(ch) in ("Cc", "Cf", "Mn", "Me"):
        return 0
    return 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1


def _line_width(text: str, col: int) -> int:
    """Display columns of a line (tabs to the next multiple of 8), continuing from ``col``."""
    if text.isascii() and "\t" not in text:
        return col + sum(1 for c in text if " " <= c < "\x7f")
    for ch in text:
        if ch == "\t":
            col = (col // 8 + 1) * 8
        elif ch in "\r\f":
            col = 0
        elif ch.isprintable() or ch == "\u00a0":
            col += _char_width(ch)
    return col


# Word counting with two C passes per block and no list of words: whitespace becomes 0, anything else 1, and
# a word starts at every 0-to-1 step (and at the block's first byte when the previous block ended in a space).
_WORD_MAP = bytes(0 if b in _SPACE else 1 for b in range(256))
_PLAIN = bytes(range(32, 127)) + b"\n"
"""Bytes whose display width is 1 (or that end a line): a block of only these needs no decoding for -L."""
BLOCK = 256 * 1024


def count_stream(
    ctx: CommandContext, stream: BinaryIO, want_chars: bool, want_maxlen: bool, want_words: bool = True
) -> Counts:
    c = Counts()
    in_word = False
    decoder = codecs.getincrementaldecoder("utf-8")("ignore")
    col = 0
    for block in chunks(stream, ctx, BLOCK):
        c.bytes += len(block)
        c.lines += block.count(b"\n")
        if want_words:
            marks = block.translate(_WORD_MAP)
            c.words += marks.count(b"\0\1") + (marks[0] == 1 and not in_word)
            in_word = marks[-1] == 1
        if not (want_chars or want_maxlen):
            continue
        if block.isascii() and (not want_maxlen or not block.translate(None, _PLAIN)):
            # Plain ASCII: a character per byte, a column per byte.  Bytes of an unfinished UTF-8 sequence
            # left from the previous block are invalid before ASCII and count as nothing, as decoding says.
            decoder.reset()
            c.chars += len(block)
            if want_maxlen:
                lines = block.split(b"\n")
                if len(lines) == 1:
                    col += len(block)
                else:
                    c.maxlen = max(c.maxlen, col + len(lines[0]), max(map(len, lines[1:-1]), default=0))
                    col = len(lines[-1])
            continue
        text = decoder.decode(block)
        c.chars += len(text)
        if want_maxlen:
            parts = text.split("\n")
            for i, part in enumerate(parts):
                col = _line_width(part, col)
                if i < len(parts) - 1:
                    c.maxlen = max(c.maxlen, col)
                    col = 0
    c.maxlen = max(c.maxlen, col)
    return c


def _stdin_size(ctx: CommandContext) -> int | None:
    """The size of stdin when it is a file (seekable), else None (a pipe)."""
    try:
        if not ctx.stdin.seekable():
            return None
        pos = ctx.stdin.tell()
        end = ctx.stdin.seek(0, 2)
        ctx.stdin.seek(pos)
        return end
    except (OSError, ValueError, AttributeError):
        return None


def _width(ctx: CommandContext, names: list[str]) -> int:
    total = 0
    minimum = 1
    for name in names:
        if name == "-":
            size = _stdin_size(ctx)
            if size is None:
                minimum = 7
            else:
                total += size
            continue
        try:
            st = ctx.fs.stat(fs_path(ctx, name))
        except OSError:
            continue
        if st.type is FileType.FILE:
            total += st.size
        else:
            minimum = 7
    return max(len(str(total)), minimum)


def _files0(ctx: CommandContext, source: str) -> list[str]:
    try:
        if source == "-":
            data = ctx.stdin.read()
        else:
            data = ctx.fs.read_bytes(fs_path(ctx, source))
    except OSError as exc:
        raise UsageError(f"cannot open {quoteaf(source)} for reading: {exc.strerror}", try_help=False) from None
    return [n.decode("utf-8", "surrogateescape") for n in data.split(b"\0") if n]


@command(
    "wc", summary="print newline, word, and byte counts for each file", usage="wc [OPTION]... [FILE]...", opts=_OPTS
)
def wc(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    chosen = [k for k in ("lines", "words", "chars", "bytes", "maxlen") if v.get(k)]
    if not chosen:
        chosen = ["lines", "words", "bytes"]
    source = args.text("files0")
    if source is not None:
        if args.operands:
            raise UsageError(
                f"extra operand {quoteaf(args.operands[0])}\nfile operands cannot be combined with --files0-from"
            )
        names = _files0(ctx, source)
        explicit = True
    else:
        names = args.operands or ["-"]
        explicit = bool(args.operands)
    width = 1 if len(chosen) == 1 and len(names) == 1 else _width(ctx, names)
    total = Counts()
    status = 0

    def emit(counts: Counts, label: str | None) -> None:
        cols = " ".join(f"{getattr(counts, k):>{width}}" for k in chosen)
        line = cols + (f" {label}" if label is not None else "")
        ctx.stdout.write(line.encode("utf-8", "surrogateescape") + b"\n")

    for name in names:
        label = name if explicit else None
        try:
            stream = ctx.stdin if name == "-" else ctx.fs.open(fs_path(ctx, name))
        except IsADirectoryError as exc:
            ctx_error_path(ctx, name, exc)
            emit(Counts(), label)
            status = 1
            continue
        except OSError as exc:
            ctx_error_path(ctx, name, exc)
            status = 1
            continue
        try:
            counts = count_stream(ctx, stream, "chars" in chosen, "maxlen" in chosen, "words" in chosen)
        finally:
            close_input(ctx, stream)
        emit(counts, label)
        total.lines += counts.lines
        total.words += counts.words
        total.chars += counts.chars
        total.bytes += counts.bytes
        total.maxlen = max(total.maxlen, counts.maxlen)
    if len(names) > 1:
        emit(total, "total")
    return status
