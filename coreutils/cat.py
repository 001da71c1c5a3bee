"""cat: concatenate files to standard output (GNU coreutils 9.1)."""

from __future__ import annotations

import errno
import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed
from vshell.coreutils.common.errors import ctx_error_path
from vshell.coreutils.common.fileio import chunks, close_input, open_input
from vshell.coreutils.common.registry import command

_OPTS = [
    Opt("A", "show-all", "A"),
    Opt("b", "number-nonblank", "b"),
    Opt("e", None, "e"),
    Opt("E", "show-ends", "E"),
    Opt("n", "number", "n"),
    Opt("s", "squeeze-blank", "s"),
    Opt("t", None, "t"),
    Opt("T", "show-tabs", "T"),
    Opt("u", None, "u"),
    Opt("v", "show-nonprinting", "v"),
]


def _caret(b: int) -> bytes:
    """``cat -v`` notation: ``^X`` for controls, ``^?`` for DEL, ``M-`` for the high half."""
    prefix = b""
    if b >= 128:
        prefix, b = b"M-", b - 128
    if b < 32:
        return prefix + b"^" + bytes([b + 64])
    if b == 127:
        return prefix + b"^?"
    return prefix + bytes([b])


_CARET = {b: _caret(b) for b in range(256)}
_NONPRINT = re.compile(rb"[\x00-\x08\x0a-\x1f\x7f-\xff]")
_NONPRINT_TAB = re.compile(rb"[\x00-\x1f\x7f-\xff]")


class _Cat:
    """The line state GNU cat carries from one file to the next (numbering, blank runs)."""

    def __init__(self, v: dict[str, object]) -> None:
        show_all = bool(v.get("A"))
        self.ends = show_all or bool(v.get("E") or v.get("e"))
        self.tabs = show_all or bool(v.get("T") or v.get("t"))
        self.nonprint = show_all or bool(v.get("v") or v.get("e") or v.get("t"))
        self.number_nonblank = bool(v.get("b"))
        self.number = bool(v.get("n")) or self.number_nonblank
        self.squeeze = bool(v.get("s"))
        self.line_no = 0
        self.at_start = True
        self.blank_run = 0

    def _body(self, data: bytes) -> bytes:
        if self.nonprint:
            pattern = _NONPRINT_TAB if self.tabs else _NONPRINT
            return pattern.sub(lambda m: _CARET[m.group()[0]], data)
        if self.tabs:
            return data.replace(b"\t", b"^I")
        return data

    def feed(self, block: bytes, out: list[bytes]) -> None:
        for line in block.splitlines(keepends=True):
            ended = line.endswith(b"\n")
            body = line[:-1] if ended else line
            if self.at_start and line == b"\n":
                self.blank_run += 1
                if self.squeeze and self.blank_run > 1:
                    continue
                if self.number and not self.number_nonblank:
                    self.line_no += 1
                    out.append(b"%6d\t" % self.line_no)
            else:
                self.blank_run = 0
                if self.at_start and self.number:
                    self.line_no += 1
                    out.append(b"%6d\t" % self.line_no)
                out.append(self._body(body))
            if ended:
                out.append(b"$\n" if self.ends else b"\n")
            self.at_start = ended


@command(
    "cat", summary="concatenate files and print on the standard output", usage="cat [OPTION]... [FILE]...", opts=_OPTS
)
def cat(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    plain = not any(v.get(k) for k in ("A", "b", "e", "E", "n", "s", "t", "T", "v"))
    state = _Cat(v)
    status = 0
    stdin_bad = False
    for operand in args.operands or ["-"]:
        try:
            stream = open_input(ctx, operand)
        except OSError as exc:
            ctx_error_path(ctx, operand, exc)
            status = 1
            continue
        try:
            for block in chunks(stream, ctx):
                if plain:
                    ctx.stdout.write(block)
                else:
                    out: list[bytes] = []
                    state.feed(block, out)
                    ctx.stdout.write(b"".join(out))
        except IsADirectoryError as exc:
            ctx_error_path(ctx, operand, exc)
            status = 1
        except OSError as exc:
            if isinstance(exc, BrokenPipeError):
                raise
            ctx_error_path(ctx, operand, exc)
            status = 1
            stdin_bad = stdin_bad or (operand == "-" and exc.errno == errno.EBADF)
        finally:
            close_input(ctx, stream)
    if stdin_bad:
        # GNU cat closes stdin at exit and reports that failure too.
        ctx.error("closing standard input: Bad file descriptor")
    return status
