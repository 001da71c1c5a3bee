"""awk (and gawk): the AWK language as GNU awk 5.2 runs it, in-process.

``system()``, ``print | "cmd"`` and ``"cmd" | getline`` run their command
through the context's sub-runner (``sh -c``), inside the sandbox.
"""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.awk.compile import AwkCompileError
from vshell.coreutils.awk.parse import AwkSyntaxError, parse_program
from vshell.coreutils.awk.run import AwkError, Interp
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command

_OPTS = (
    Opt("F", "field-separator", "fs", Arg.REQUIRED),
    Opt("v", "assign", "assign", Arg.REQUIRED, action="append"),
    Opt("f", "file", "progfile", Arg.REQUIRED, action="append"),
    Opt("e", "source", "source", Arg.REQUIRED, action="append"),
    Opt("b", "characters-as-bytes", "bytes"),
    Opt("c", "traditional", "traditional"),
    Opt("P", "posix", "posix"),
    Opt("r", "re-interval", "re_interval"),
    Opt("n", "non-decimal-data", "nondec"),
    Opt("S", "sandbox", "sandbox"),
    Opt("V", "version", "version"),
    Opt("h", "help", "help"),
)

_USAGE = """Usage: awk [POSIX or GNU style options] -f progfile [--] file ...
Usage: awk [POSIX or GNU style options] [--] 'program' file ...
POSIX options:\t\tGNU long options: (standard)
\t-f progfile\t\t--file=progfile
\t-F fs\t\t\t--field-separator=fs
\t-v var=val\t\t--assign=var=val
"""


def _syntax_message(e: AwkSyntaxError, source: str) -> str:
    if e.plain:
        return f"awk: {source}:{e.line}: error: {e.message}\n" * e.times
    line = e.source_line
    what = "unexpected newline or end of string" if e.message == "syntax error" and e.eof else e.message
    return f"awk: {source}:{e.line}: {line}\nawk: {source}:{e.line}: {' ' * e.column}^ {what}\n"


@command("awk", parse=False, summary="pattern scanning and text processing language",
         usage="[POSIX or GNU style options] [--] 'program' file ...")
def awk(ctx: CommandContext, _: Parsed) -> int:
    try:
        args = parse_args("awk", ctx.argv[1:], _OPTS, permute=False, env=ctx.env, stop_dests=("help", "version"))
    except UsageError as e:
        ctx.stderr.write(f"awk: {e.message}\n{_USAGE}".encode())
        return 2
    v = args.values
    if "version" in v:
        ctx.stdout.write(b"GNU Awk 5.2.1 (vshell in-process implementation)\n")
        return 0
    if "help" in v:
        ctx.stdout.write(_USAGE.encode())
        return 0
    operands = list(args.operands)
    sources: list[str] = []
    for name in args.texts("progfile"):
        try:
            data = ctx.stdin.read() if name == "-" else ctx.fs.read_bytes(ctx.resolve(name))
        except OSError as e:
            ctx.error(f"fatal: cannot open source file `{name}' for reading: {strerror(e)}")
            return 2
        sources.append(data.decode("utf-8", "surrogateescape"))
    sources.extend(args.texts("source"))
    source_label = "cmd. line"
    if not sources:
        if not operands:
            ctx.stderr.write(_USAGE.encode())
            return 2
        sources.append(operands.pop(0))
    text = "\n".join(sources)
    try:
        prog = parse_program(text)
    except AwkSyntaxError as e:
        ctx.stderr.write(_syntax_message(e, source_label).encode("utf-8", "surrogateescape"))
        return 1
    except RecursionError:
        ctx.stderr.write(b"awk: cmd. line:1: fatal: expression nesting too deep\n")
        return 2
    assigns: list[tuple[str, str]] = []
    for a in args.texts("assign"):
        name, eq, value = a.partition("=")
        if not eq or not name.isidentifier():
            ctx.error(f"fatal: `{a}' is not a legal variable name" if eq else f"fatal: `{a}' argument to `-v' not in `var=value' form")
            return 2
        assigns.append((name, value))
    try:
        interp = Interp(ctx, prog, assigns, operands)
    except AwkError as e:
        ctx.stderr.write(f"awk: cmd. line:1: {e.message}\n".encode())
        return 1 if isinstance(e, AwkCompileError) else 2
    except RecursionError:
        ctx.stderr.write(b"awk: cmd. line:1: fatal: expression nesting too deep\n")
        return 2
    if "fs" in v:
        fs = str(v["fs"])
        interp.globals["FS"] = "\t" if fs == "t" else fs.replace("\\t", "\t")
    try:
        return interp.run(operands)
    except AwkError as e:
        ctx.stdout.flush()
        ctx.stderr.write(f"awk: cmd. line:1: {interp.error_context()}{e.message}\n".encode())
        return 2
    except TimeoutError:
        ctx.budget.exceed("regex_seconds", "regular expression took too long")
        return 2
    except RecursionError:
        ctx.stderr.write(b"awk: cmd. line:1: fatal: expression nesting too deep\n")
        return 2


@command("gawk", parse=False, summary="GNU awk", usage="[POSIX or GNU style options] [--] 'program' file ...")
def gawk(ctx: CommandContext, args: Parsed) -> int:
    return awk(ctx, args)
