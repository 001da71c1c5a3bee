"""expand and unexpand: tabs to spaces and (leading, or with -a all) spaces back to tabs."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import as_list, open_input, read_all


def parse_tabs(specs: list[str]) -> list[int]:
    """Tab stops from -t values: one number is a repeat width, a list gives the stops."""
    stops: list[int] = []
    for spec in specs:
        for part in re.split(r"[, ]", spec):
            if not part:
                continue
            if not part.isdigit():
                raise UsageError(f"tab size contains invalid character(s): {quote(part)}", try_help=False)
            n = int(part)
            if n == 0:
                raise UsageError("tab size cannot be 0", try_help=False)
            if stops and n <= stops[-1]:
                raise UsageError("tab sizes must be ascending", try_help=False)
            stops.append(n)
    return stops or [8]


def _next_stop(col: int, stops: list[int]) -> int:
    if len(stops) == 1:
        return col + stops[0] - col % stops[0]
    for s in stops:
        if s > col:
            return s
    return col + 1


def _read_all(ctx: CommandContext, names: list[str]) -> tuple[list[bytes], int]:
    out, status = [], 0
    for name in names or ["-"]:
        try:
            f = open_input(ctx, name)
            out.append(read_all(ctx, f))
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
    return out, status


_EXPAND_OPTS = (Opt("i", "initial", "initial"), Opt("t", "tabs", "tabs", Arg.REQUIRED, action="append"))


@command("expand", summary="convert tabs to spaces", usage="expand [OPTION]... [FILE]...", opts=_EXPAND_OPTS)
def expand_cmd(ctx: CommandContext, args: Parsed) -> int:
    stops = parse_tabs(as_list(args.values.get("tabs")))
    initial = bool(args.values.get("initial"))
    datas, status = _read_all(ctx, args.operands)
    for data in datas:
        out = []
        for line in data.split(b"\n"):
            if b"\t" not in line:
                out.append(line)
                continue
            buf = bytearray()
            col = 0
            leading = True
            for b in line:
                if b == 9 and (leading or not initial):
                    nxt = _next_stop(col, stops)
                    buf += b" " * (nxt - col)
                    col = nxt
                    continue
                if b not in (9, 32):
                    leading = False
                buf.append(b)
                col = max(0, col - 1) if b == 8 else col + 1
            out.append(bytes(buf))
        ctx.stdout.write(b"\n".join(out))
    return status


_UNEXPAND_OPTS = (
    Opt("a", "all", "all"),
    Opt(None, "first-only", "first_only"),
    Opt("t", "tabs", "tabs", Arg.REQUIRED, action="append"),
)


@command("unexpand", summary="convert spaces to tabs", usage="unexpand [OPTION]... [FILE]...", opts=_UNEXPAND_OPTS)
def unexpand_cmd(ctx: CommandContext, args: Parsed) -> int:
    tabs = as_list(args.values.get("tabs"))
    stops = parse_tabs(tabs)
    every = (bool(args.values.get("all")) or bool(tabs)) and not args.values.get("first_only")
    datas, status = _read_all(ctx, args.operands)
    for data in datas:
        ctx.stdout.write(b"\n".join(_unexpand_line(line, stops, every) for line in data.split(b"\n")))
    return status


def _unexpand_line(line: bytes, stops: list[int], every: bool) -> bytes:
    out = bytearray()
    col = 0
    pending = 0  # blanks seen since the last output position
    start_col = 0
    leading = True
    for b in line:
        if b in (32, 9) and (leading or every):
            if pending == 0:
                start_col = col
            if b == 9:
                col = _next_stop(col, stops)
                out += b"\t"
                pending = 0
                continue
            col += 1
            pending += 1
            if col == _next_stop(col - 1, stops) and col - start_col >= 1:
                out += b"\t" if pending > 1 else b" "
                pending = 0
            continue
        if pending:
            out += b" " * pending
            pending = 0
        if b not in (32, 9):
            leading = False
        out.append(b)
        col = max(0, col - 1) if b == 8 else col + 1
    out += b" " * pending
    return bytes(out)
