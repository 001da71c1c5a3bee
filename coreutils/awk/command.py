"""awk (and gawk): the AWK language as GNU awk 5.2 runs it, in-process.

``system()``, ``print | "cmd"`` and ``"cmd" | getline`` run their command
through the context's sub-runner (``sh -c``), inside the sandbox.
``--posix`` and ``--traditional`` turn gawk's extensions off as gawk does;
``--profile``, ``-M`` (arbitrary precision), ``-l``/``@load`` (extensions)
and the debugger fail closed (L-awk-unsupported-options).
"""

from __future__ import annotations

import posixpath

from vshell.command import CommandContext
from vshell.coreutils.awk.compile import AwkCompileError
from vshell.coreutils.awk.dump import c_quote, dump_variables
from vshell.coreutils.awk.lex import AwkSyntaxError
from vshell.coreutils.awk.lint import program_warnings
from vshell.coreutils.awk.parse import IncludeRequest, Program, parse_program
from vshell.coreutils.awk.run import AwkError, Interp
from vshell.coreutils.awk.sources import Sources, load_sources
from vshell.coreutils.awk.usage import COPYRIGHT, expand_w, preassigns, usage, usage_error
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.registry import command

_OPTS = (
    Opt("F", "field-separator", "fs", Arg.REQUIRED),
    Opt("v", "assign", "assign", Arg.REQUIRED, action="append"),
    Opt("f", "file", "progfile", Arg.REQUIRED, action="append"),
    Opt("e", "source", "source", Arg.REQUIRED, action="append"),
    Opt("i", "include", "include", Arg.REQUIRED, action="append"),
    Opt("E", "exec", "exec", Arg.REQUIRED),
    Opt("b", "characters-as-bytes", "bytes"),
    Opt("c", "traditional", "traditional"),
    Opt("P", "posix", "posix"),
    Opt("r", "re-interval", "re_interval"),
    Opt("n", "non-decimal-data", "nondec"),
    Opt("N", "use-lc-numeric", "lc_numeric"),
    Opt("s", "no-optimize", "no_optimize"),
    Opt("O", "optimize", "optimize"),
    Opt("S", "sandbox", "sandbox"),
    Opt("L", "lint", "lint", Arg.OPTIONAL),
    Opt("t", "lint-old", "lint_old"),
    Opt("d", "dump-variables", "dump", Arg.OPTIONAL),
    Opt("p", "profile", "profile", Arg.OPTIONAL),
    Opt("o", "pretty-print", "pretty", Arg.OPTIONAL),
    Opt("D", "debug", "debug", Arg.OPTIONAL),
    Opt("M", "bignum", "bignum"),
    Opt("l", "load", "load", Arg.REQUIRED, action="append"),
    Opt("g", "gen-pot", "gen_pot"),
    Opt("I", "trace", "trace"),
    Opt("C", "copyright", "copyright"),
    Opt("V", "version", "version"),
    Opt("h", "help", "help"),
)

# What this awk cannot do, said plainly instead of doing something else (L-awk-unsupported-options).
_UNSUPPORTED = {
    "profile": "--profile (-p) is not supported here: no profile is written",
    "pretty": "--pretty-print (-o) is not supported here",
    "debug": "--debug (-D), the debugger, is not supported here",
    "bignum": "-M (--bignum, arbitrary precision arithmetic) is not supported here",
    "trace": "--trace (-I) is not supported here",
    "bytes": "-b (--characters-as-bytes) is not supported here: text is read as UTF-8 characters",
}


def _syntax_message(e: AwkSyntaxError, src: Sources, prog: str) -> str:
    before = "".join(f"{prog}: {src.label_line(line)}: error: {message}\n" for line, message in e.before)
    return before + _one_syntax_message(e, src, prog)


def _one_syntax_message(e: AwkSyntaxError, src: Sources, prog: str) -> str:
    label, line = src.where(e.line)
    if e.plain:
        kind = "" if e.bare else "error: "
        text = f"{prog}: {label}:{line}: {kind}{e.message}\n" * e.times
        for more_line, message in e.more:
            more_label, local = src.where(more_line)
            text += f"{prog}: {more_label}:{local}: error: {message}\n"
        return text
    what = "unexpected newline or end of string" if e.message == "syntax error" and e.eof else e.message
    return f"{prog}: {label}:{line}: {e.source_line}\n{prog}: {label}:{line}: {' ' * e.column}^ {what}\n"


@command("awk", parse=False, summary="pattern scanning and text processing language",
         usage="[POSIX or GNU style options] [--] 'program' file ...")
def awk(ctx: CommandContext, _: Parsed) -> int:
    prog = posixpath.basename(ctx.argv[0]) or "awk"
    argv, unknown = expand_w(ctx.argv[1:], _OPTS)
    ctx.stderr.write("".join(f"{prog}: {w}\n" for w in unknown).encode("utf-8", "surrogateescape"))
    try:
        args = parse_args("awk", argv, _OPTS, permute=False, env=ctx.env, stop_dests=("help", "version"))
    except UsageError as e:
        ctx.stderr.write(usage_error(prog, e, _OPTS).encode("utf-8", "surrogateescape"))
        return 1
    v = args.values
    if "version" in v:
        ctx.stdout.write(b"GNU Awk 5.2.1 (vshell in-process implementation)\n")
        return 0
    if "copyright" in v:
        ctx.stdout.write(COPYRIGHT.encode())
        return 0
    if "help" in v:
        ctx.stdout.write(usage(prog).encode())
        return 0
    for dest, message in _UNSUPPORTED.items():
        if dest in v:
            ctx.stderr.write(f"{prog}: fatal: {message}\n".encode())
            return 2
    for lib in args.texts("load"):
        ctx.stderr.write(f"{prog}: fatal: cannot open shared library `{lib}' for reading: "
                         "No such file or directory\n".encode())
        return 2
    mode = "posix" if "posix" in v else "traditional" if "traditional" in v else "gawk"
    operands = list(args.operands)
    loaded = load_sources(ctx, prog, args)
    if isinstance(loaded, int):
        return loaded
    if not loaded.program_given and not operands:
        ctx.stderr.write(usage(prog).encode())
        return 1
    assigns, said, failed = preassigns(args, mode, prog)
    ctx.stderr.write(said.encode("utf-8", "surrogateescape"))
    if failed:
        return failed
    if not loaded.program_given:
        loaded.add("cmd. line", operands.pop(0))
    src = loaded
    try:
        while True:
            try:
                program = parse_program(src.text(), mode, src.bounds())
                break
            except IncludeRequest as req:
                stopped = src.include(ctx, prog, req)
                if stopped is not None:
                    return stopped
    except AwkSyntaxError as e:
        _warn(ctx, prog, src, e.warnings)
        ctx.stderr.write(_syntax_message(e, src, prog).encode("utf-8", "surrogateescape"))
        return 1
    except RecursionError:
        ctx.stderr.write(f"{prog}: cmd. line:1: fatal: expression nesting too deep\n".encode())
        return 2
    _warn(ctx, prog, src, program.warnings)
    if "gen_pot" in v:
        ctx.stdout.write(pot_file(program, src).encode("utf-8", "surrogateescape"))
        return 0
    lint = "" if "lint" not in v else "fatal" if v["lint"] == "fatal" else "warn"
    if lint:
        found, plain = program_warnings(program)
        if lint == "fatal" and found:
            line, message = found[0]
            ctx.stderr.write(f"{prog}: {src.label_line(line)}: fatal: {message.removeprefix('warning: ')}\n".encode())
            return 2
        _warn(ctx, prog, src, found)
        for message in plain:
            ctx.stderr.write(f"{prog}: {message}\n".encode())
    where = src.label_line
    try:
        interp = Interp(ctx, program, assigns, operands, argv0=prog, mode=mode, lint=lint)
    except AwkError as e:
        ctx.stderr.write(f"{prog}: {where(e.line or None)}: {e.message}\n".encode())
        return 1 if isinstance(e, AwkCompileError) else 2
    except RecursionError:
        ctx.stderr.write(f"{prog}: cmd. line:1: fatal: expression nesting too deep\n".encode())
        return 2
    interp.where = where
    interp.sandbox = "sandbox" in v
    if "nondec" in v:
        if mode == "gawk":
            interp.numbers = "nondec"
        else:
            ctx.stderr.write(f"{prog}: warning: `--posix'/`--traditional' overrides `--non-decimal-data'\n".encode())
    interp.prog_name = prog
    interp.keep_rt = "dump" in v
    status = _run(ctx, interp, prog, where)
    if "dump" in v:
        dump_variables(interp, v["dump"] if isinstance(v["dump"], str) and v["dump"] else "awkvars.out")
    return status


def _run(ctx: CommandContext, interp: Interp, prog: str, where: object) -> int:
    try:
        return interp.run([])
    except AwkError as e:
        ctx.stdout.flush()
        ctx.stderr.write(f"{prog}: {interp.error_where(e)}: {interp.error_context()}{e.message}\n".encode())
        return 2
    except TimeoutError:
        ctx.budget.exceed("regex_seconds", "regular expression took too long")
        return 2
    except RecursionError:
        ctx.stderr.write(f"{prog}: cmd. line:1: fatal: expression nesting too deep\n".encode())
        return 2


def pot_file(program: Program, src: Sources) -> str:
    """--gen-pot: the strings to translate, as a .pot file (a location line for a file's, as gawk writes)."""
    out = []
    for line, msgid, plural in program.pot:
        label, local = src.where(line)
        where = "" if label == "cmd. line" else f"#: {label}:{local}\n"
        if plural is None:
            out.append(f"{where}msgid {c_quote(msgid)}\nmsgstr \"\"\n\n")
        else:
            out.append(f"{where}msgid {c_quote(msgid)}\nmsgid_plural {c_quote(plural)}\nmsgstr[0] \"\"\n"
                       "msgstr[1] \"\"\n\n")
    return "".join(out)


def _warn(ctx: CommandContext, prog: str, src: Sources, warnings: list[tuple[int, str]]) -> None:
    for line, message in warnings:
        label, local = src.where(line)
        ctx.stderr.write(f"{prog}: {label}:{local}: {message}\n".encode("utf-8", "surrogateescape"))


@command("gawk", parse=False, summary="GNU awk", usage="[POSIX or GNU style options] [--] 'program' file ...")
def gawk(ctx: CommandContext, args: Parsed) -> int:
    return awk(ctx, args)
