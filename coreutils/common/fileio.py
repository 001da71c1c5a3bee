"""Shared plumbing of the file commands: operand paths, inputs, owner names.

Paths: a command passes ``fs_path(ctx, operand)`` to the filesystem view: the
operand joined to the cwd *without* lexical normalisation, so ``..`` after a
symlink and a trailing ``/`` keep the kernel's meaning (``cat link/../x``,
``ls file/`` -> ENOTDIR), as they do for GNU tools.
"""

from __future__ import annotations

import errno
from collections.abc import Iterator
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.errors import os_error

CHUNK = 64 * 1024

# vshell has one user (D-user: uid/gid 1000 named "user", as whoami/id say);
# other ids (0 in /dev, foreign files) show as names only for root.
_NAMES = {1000: "user", 0: "root"}


def fs_path(ctx: CommandContext, operand: str) -> str:
    """The virtual path of an operand, as the kernel would see it from the cwd."""
    if not operand:
        raise os_error(errno.ENOENT, operand)
    if operand.startswith("/"):
        return operand
    base = ctx.cwd.rstrip("/")
    return f"{base}/{operand}"


def open_input(ctx: CommandContext, operand: str) -> BinaryIO:
    """``-`` is stdin; anything else is opened for reading (a directory raises EISDIR)."""
    if operand == "-":
        return ctx.stdin
    return ctx.fs.open(fs_path(ctx, operand))


def chunks(stream: BinaryIO, ctx: CommandContext, size: int = CHUNK) -> Iterator[bytes]:
    """Read a stream in blocks, charging the budget so a cancel is seen."""
    while True:
        block = stream.read(size)
        if not block:
            return
        ctx.budget.tick()
        yield block


def user_name(uid: int) -> str:
    return _NAMES.get(uid, str(uid))


def group_name(gid: int) -> str:
    return _NAMES.get(gid, str(gid))


def close_input(ctx: CommandContext, stream: BinaryIO) -> None:
    if stream is not ctx.stdin:
        stream.close()
