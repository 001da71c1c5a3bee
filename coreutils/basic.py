"""true, false, yes, sync, tty, clear: the commands with (almost) nothing to decide."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import quote, usage_error

_TRUE_HELP = """Usage: true [ignored command line arguments]
  or:  true OPTION
Exit with a status code indicating success.

      --help        display this help and exit
      --version     output version information and exit
"""

_FALSE_HELP = _TRUE_HELP.replace("true", "false").replace("success", "failure")


def _true_false(ctx: CommandContext, status: int, help_text: str) -> int:
    # GNU true/false look at --help/--version only when it is the sole argument,
    # and ignore everything else (``true --bogus`` is still true).
    if len(ctx.argv) == 2 and ctx.argv[1] == "--help":
        ctx.stdout.write(help_text.encode())
        return status
    if len(ctx.argv) == 2 and ctx.argv[1] == "--version":
        ctx.stdout.write(f"{ctx.name.rsplit('/', 1)[-1]} (GNU coreutils) 9.1\n".encode())
        return status
    return status


@command("true", summary="do nothing, successfully", usage="true [ignored command line arguments]", parse=False)
def true_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _true_false(ctx, 0, _TRUE_HELP)


@command("false", summary="do nothing, unsuccessfully", usage="false [ignored command line arguments]", parse=False)
def false_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _true_false(ctx, 1, _FALSE_HELP)


@command("yes", summary="output a string repeatedly until killed", usage="yes [STRING]...")
def yes_cmd(ctx: CommandContext, args: Parsed) -> int:
    line = (" ".join(args.operands) if args.operands else "y").encode("utf-8", "surrogateescape") + b"\n"
    # Like GNU yes, write a full buffer of copies at a time; the pipe's bound and
    # BrokenPipeError (the reader went away) end it, never an unbounded buffer.
    block = line * max(1, 8192 // len(line))
    write = ctx.stdout.write
    tick = ctx.budget.tick
    while True:
        write(block)
        tick()


_SYNC_OPTS = (Opt("d", "data", "data"), Opt("f", "file-system", "file_system"))


@command("sync", summary="synchronize cached writes to persistent storage", usage="sync [OPTION] [FILE]...",
         opts=_SYNC_OPTS)
def sync_cmd(ctx: CommandContext, args: Parsed) -> int:
    # Nothing is cached: the overlay is memory until the commit stage.  The
    # operands are still checked so errors match GNU.
    data = bool(args.values.get("data"))
    if data and args.values.get("file_system"):
        ctx.error("cannot specify both --data and --file-system")
        return 1
    if data and not args.operands:
        ctx.error("--data needs at least one argument")
        return 1
    status = 0
    for name in args.operands:
        try:
            ctx.fs.stat(ctx.resolve(name))
        except OSError as exc:
            ctx.error(f"error opening {_squote(name)}: {exc.strerror}")
            status = 1
    return status


def _squote(name: str) -> str:
    # sync quotes with quoteaf: 'name' always in single quotes
    return "'" + name.replace("'", "'\\''") + "'"


_TTY_OPTS = (Opt("s", "silent", "silent"), Opt(None, "quiet", "silent"))


@command("tty", summary="print the file name of the terminal connected to standard input",
         usage="tty [OPTION]...", opts=_TTY_OPTS, usage_status=2)
def tty_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return _extra(ctx, args.operands[0], 2)
    # stdin is a terminal only under vshell's own terminal, which names its device (D-misc-identity)
    name = ctx.extra.get("tty_name")
    if isinstance(name, str):
        if not args.values.get("silent"):
            ctx.stdout.write(name.encode() + b"\n")
        return 0
    if not args.values.get("silent"):
        ctx.stdout.write(b"not a tty\n")
    return 1


def _extra(ctx: CommandContext, operand: str, status: int) -> int:
    usage_error(ctx, f"extra operand {quote(operand)}")
    return status


_CLEAR_OPTS = (Opt("x", None, "keep_scrollback"),)


@command("clear", summary="clear the terminal screen", usage="clear [-x]", opts=_CLEAR_OPTS)
def clear_cmd(ctx: CommandContext, args: Parsed) -> int:
    # ncurses' clear for TERM=xterm: home, erase display and (unless -x) the scrollback.
    ctx.stdout.write(b"\x1b[H\x1b[2J" if args.values.get("keep_scrollback") else b"\x1b[H\x1b[2J\x1b[3J")
    return 0
