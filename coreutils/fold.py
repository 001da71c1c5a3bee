"""fold: wrap lines to a width (columns: tabs to the next multiple of 8, backspace back one, CR to 0)."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

_OPTS = (
    Opt("b", "bytes", "bytes"),
    Opt("c", "characters", "chars"),
    Opt("s", "spaces", "spaces"),
    Opt("w", "width", "width", Arg.REQUIRED),
)


def _advance(col: int, b: int, by_bytes: bool) -> int:
    if by_bytes:
        return col + 1
    if b == 8:
        return max(0, col - 1)
    if b == 13:
        return 0
    if b == 9:
        return col + 8 - col % 8
    return col + 1


def fold_line(line: bytes, width: int, by_bytes: bool, spaces: bool) -> bytes:
    """One line (without its newline) folded GNU-style."""
    out = bytearray()
    buf = bytearray()
    col = 0
    for b in line:
        new = _advance(col, b, by_bytes)
        if new > width and buf:
            if spaces:
                cut = max(buf.rfind(b" "), buf.rfind(b"\t")) if not by_bytes else buf.rfind(b" ")
                if cut >= 0:
                    out += buf[: cut + 1] + b"\n"
                    rest = buf[cut + 1 :]
                    buf = bytearray(rest)
                    col = 0
                    for c in buf:
                        col = _advance(col, c, by_bytes)
                    new = _advance(col, b, by_bytes)
                    if new <= width:
                        buf.append(b)
                        col = new
                        continue
            out += buf + b"\n"
            buf = bytearray()
            col = 0
            new = _advance(col, b, by_bytes)
        buf.append(b)
        col = new
    out += buf
    return bytes(out)


@command("fold", summary="wrap each input line to fit in specified width", usage="fold [OPTION]... [FILE]...",
         opts=_OPTS, numeric_shorts="w")
def fold_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    width = 80
    if v.get("width") is not None:
        text = str(v["width"])
        if not text.isdigit():
            raise UsageError(f"invalid number of columns: {quote(text)}", try_help=False)
        if int(text) == 0:
            raise UsageError(f"invalid number of columns: {quote(text)}: Numerical result out of range", try_help=False)
        width = int(text)
    status = 0
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
            data = read_all(ctx, f)
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
            continue
        lines = data.split(b"\n")
        out = [fold_line(line, width, bool(v.get("bytes")), bool(v.get("spaces"))) for line in lines]
        ctx.stdout.write(b"\n".join(out))
    return status
