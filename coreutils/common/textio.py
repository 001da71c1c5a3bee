"""Small helpers shared by the misc commands: inputs, outputs, GNU-style errors."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.errors import os_error, quote, quotef, strerror
from vshell.coreutils.common.fileio import chunks
from vshell.fs.protocol import FileType, OpenMode


def err_path(ctx: CommandContext, path: str, exc: OSError) -> None:
    """``name: path: strerror`` as GNU tools report a failing file."""
    ctx.error(f"{quotef(path)}: {strerror(exc)}")


def usage_error(ctx: CommandContext, message: str) -> int:
    """``name: message`` plus the ``Try`` line; returns GNU's usual status 1."""
    ctx.error(message)
    ctx.stderr.write(f"Try '{ctx.name} --help' for more information.\n".encode())
    return 1


def open_input(ctx: CommandContext, name: str) -> BinaryIO:
    """Open an input operand; ``-`` is stdin.  Directories raise EISDIR like read(2) would."""
    if name == "-":
        return ctx.stdin
    path = ctx.resolve(name)
    st = ctx.fs.stat(path)
    if st.type is FileType.DIR:
        raise os_error(errno.EISDIR, name)
    return ctx.fs.open(path, OpenMode.READ)


def as_list(value: object) -> list[str]:
    """An ``append`` option's values (absent: empty)."""
    return [str(x) for x in value] if isinstance(value, list) else []


def read_all(ctx: CommandContext, f: BinaryIO) -> bytes:
    """Everything left in ``f``, read in chunks: a pipe drains while its writer still runs."""
    return b"".join(iter_chunks(ctx, f))


def read_input(ctx: CommandContext, name: str) -> bytes:
    """The whole content of an input operand (``-`` reads stdin to its end)."""
    f = open_input(ctx, name)
    if f is ctx.stdin:
        return read_all(ctx, f)
    try:
        return read_all(ctx, f)
    finally:
        f.close()


def iter_chunks(ctx: CommandContext, f: BinaryIO, size: int = 65536) -> Iterator[bytes]:
    """Read ``f`` in chunks, charging the budget so a cancel is seen."""
    return chunks(f, ctx, size)


def line_blocks(ctx: CommandContext, f: BinaryIO, eol: bytes, size: int = 256 * 1024) -> Iterator[list[bytes]]:
    """The lines of ``f`` without their terminators, a block's worth at a time (a missing final terminator
    still ends the last line); a line cut by a block's end is completed from the next block."""
    # The pieces of the line a block's end cut, joined once its end arrives: a long line (or /dev/zero,
    # one endless line) grows a list, not a string copied at each block.
    pending: list[bytes] = []
    for block in iter_chunks(ctx, f, size):
        ctx.budget.tick(len(block) // 4096)
        if eol not in block:
            pending.append(block)
            continue
        part = block.split(eol)
        if pending:
            pending.append(part[0])
            part[0] = b"".join(pending)
        pending = [part.pop()]
        yield part
    tail = b"".join(pending)
    if tail:
        yield [tail]


def split_lines(data: bytes, eol: bytes) -> list[bytes]:
    """Lines without their terminator; a missing final terminator still ends the last line."""
    lines = data.split(eol)
    if lines and lines[-1] == b"":
        lines.pop()
    return lines


def read_lines(ctx: CommandContext, name: str, eol: bytes) -> list[bytes]:
    """An input operand's lines (``-`` is stdin); raises OSError as opening or reading does."""
    return split_lines(read_input(ctx, name), eol)


def out(ctx: CommandContext, text: str) -> None:
    ctx.stdout.write(text.encode("utf-8", "surrogateescape"))


def fsencode(s: str) -> bytes:
    return s.encode("utf-8", "surrogateescape")


__all__ = [
    "as_list",
    "err_path",
    "fsencode",
    "iter_chunks",
    "line_blocks",
    "open_input",
    "out",
    "quote",
    "quotef",
    "read_all",
    "read_input",
    "strerror",
    "usage_error",
]
