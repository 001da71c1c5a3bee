"""tee: copy standard input to standard output and to files, chunk by chunk."""

from __future__ import annotations

from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import err_path
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("a", "append", "append"),
    Opt("i", "ignore-interrupts", "ignore_interrupts"),
    Opt("p", None, "diagnose_pipe"),
    Opt(None, "output-error", "output_error", Arg.OPTIONAL, const="warn-nopipe"),
)


@command("tee", summary="read from standard input and write to standard output and files",
         usage="tee [OPTION]... [FILE]...", opts=_OPTS)
def tee_cmd(ctx: CommandContext, args: Parsed) -> int:
    mode = OpenMode.APPEND if args.values.get("append") else OpenMode.WRITE
    status = 0
    # GNU tee 9.1 treats "-" as an ordinary file name.
    outputs: list[tuple[str, BinaryIO]] = []
    for name in args.operands:
        try:
            outputs.append((name, ctx.fs.open(ctx.resolve(name), mode)))
        except OSError as exc:
            err_path(ctx, name, exc)
            status = 1
    stdout_ok = True
    try:
        while True:
            chunk = ctx.stdin.read(65536)
            if not chunk:
                break
            ctx.budget.tick()
            if stdout_ok:
                try:
                    ctx.stdout.write(chunk)
                    ctx.stdout.flush()
                except BrokenPipeError:
                    # SIGPIPE ends tee, unless told to keep writing the files.
                    if args.values.get("output_error") is None and not args.values.get("diagnose_pipe"):
                        raise
                    stdout_ok = False
            for name, f in list(outputs):
                try:
                    f.write(chunk)
                except OSError as exc:
                    err_path(ctx, name, exc)
                    status = 1
                    outputs.remove((name, f))
    finally:
        for _, f in outputs:
            f.close()
    return status
