"""nice and nohup: run a command (there is no scheduler priority or hangup signal to change in vshell)."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quote, quoteaf
from vshell.coreutils.common.pathsearch import NotRunnable, run_command
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import usage_error

_NICE_OPTS = (Opt("n", "adjustment", "adjustment", Arg.REQUIRED),)


@command("nice", summary="run a program with modified scheduling priority",
         usage="nice [OPTION] [COMMAND [ARG]...]", opts=_NICE_OPTS, usage_status=125, permute=False,
         numeric_shorts="n")
def nice_cmd(ctx: CommandContext, args: Parsed) -> int:
    raw = args.values.get("adjustment")
    if raw is not None and not re.fullmatch(r"\s*[-+]?\d+", str(raw)):
        ctx.error(f"invalid adjustment {quote(str(raw))}")
        return 125
    if not args.operands:
        if raw is not None:
            usage_error(ctx, "a command must be given with an adjustment")
            return 125
        ctx.stdout.write(b"0\n")  # vshell's niceness: always 0
        return 0
    try:
        return run_command(ctx, args.operands)
    except NotRunnable as exc:
        ctx.error(f"{quote(args.operands[0])}: {exc.strerror}")
        return exc.status


@command("nohup", summary="run a command immune to hangups", usage="nohup COMMAND [ARG]...\n  or:  nohup OPTION",
         opts=(), usage_status=125, permute=False)
def nohup_cmd(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        usage_error(ctx, "missing operand")
        return 125
    # Output is never a terminal here, so there is no nohup.out to create, as with GNU under a pipe.
    try:
        return run_command(ctx, args.operands)
    except NotRunnable as exc:
        ctx.error(f"failed to run command {quoteaf(args.operands[0])}: {exc.strerror}")
        return exc.status
