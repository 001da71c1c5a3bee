"""The ``bc`` command (GNU bc 1.07.1): files, then standard input; ``-l`` loads the math library."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.bc.lang import BcSyntaxError, Halt, Interpreter, statements
from vshell.coreutils.bc.mathlib import NATIVES
from vshell.coreutils.bc.number import BcError
from vshell.coreutils.common.args import Opt, Parsed
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all

_OPTS = (
    Opt("h", "help", "help_short"),
    Opt("i", "interactive", "interactive"),
    Opt("l", "mathlib", "mathlib"),
    Opt("q", "quiet", "quiet"),
    Opt("s", "standard", "standard"),
    Opt("w", "warn", "warn"),
    Opt("v", "version", "version_short"),
)

_HELP = """\
usage: bc [options] [file ...]
  -h  --help         print this usage and exit
  -i  --interactive  force interactive mode
  -l  --mathlib      use the predefined math routines
  -q  --quiet        don't print initial banner
  -s  --standard     non-standard bc constructs are errors
  -w  --warn         warn about non-standard bc constructs
  -v  --version      print version information and exit
"""


@command("bc", summary="an arbitrary precision calculator language", usage="bc [ -hlwsqv ] [long-options] [ file ... ]",
         opts=_OPTS, help_text=_HELP, package="", version="1.07.1")
def bc_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.values.get("help_short"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if args.values.get("version_short"):
        ctx.stdout.write(b"bc 1.07.1\nThis is vshell's in-process implementation of bc.\n")
        return 0
    out = ctx.stdout

    def write(text: str) -> None:
        out.write(text.encode("utf-8", "surrogateescape"))

    pending: list[str] = []

    def read_line() -> str:
        line = b""
        while (ch := ctx.stdin.read(1)) and ch != b"\n":
            line += ch
        return line.decode("utf-8", "surrogateescape")

    interp = Interpreter(write, ctx.budget.tick, read_line, dict(NATIVES) if args.values.get("mathlib") else {})
    width = ctx.env.get("BC_LINE_LENGTH", "70")
    interp.line_width = int(width) if width.isdigit() else 70
    if args.values.get("mathlib"):
        interp.s.scale = 20
    del pending
    sources: list[tuple[str, str]] = []
    for name in args.operands:
        try:
            with ctx.fs.open(fs_path(ctx, name)) as f:
                sources.append((name, read_all(ctx, f).decode("utf-8", "surrogateescape")))
        except OSError:
            ctx.stderr.write(f"File {name} is unavailable.\n".encode("utf-8", "surrogateescape"))
            return 1
    sources.append(("(standard_in)", ""))
    for label, text in sources:
        if label == "(standard_in)":
            text = read_all(ctx, ctx.stdin).decode("utf-8", "surrogateescape")

        def syntax(exc: BcSyntaxError, label: str = label) -> None:
            ctx.stderr.write(f"{label} {exc.line}: {exc.message}\n".encode("utf-8", "surrogateescape"))

        try:
            for node in statements(text, syntax):
                try:
                    interp.run(node)
                except BcError as exc:
                    ctx.stderr.write(f"Runtime error (func=(main), adr=0): {exc}\n".encode())
                except RecursionError:
                    ctx.stderr.write(b"Runtime error (func=(main), adr=0): function call nesting too deep\n")
        except Halt:
            return 0
    return 0
