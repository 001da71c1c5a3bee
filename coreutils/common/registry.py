"""The ``@command`` decorator: register a command once, with its options and usage beside the code.

The wrapper does what every GNU tool does around its ``main``: parses the
options (``--help`` and ``--version`` included), turns a usage error into
``name: message`` + ``Try 'name --help' for more information.`` with the
command's usage status, ends silently with 141 when the reader of its output
has gone (SIGPIPE), and reports an unexpected ``OSError`` GNU-style.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from vshell.command import CommandContext, CommandInfo, register
from vshell.coreutils.common.args import Arg, Obsolete, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import message_locale, quote_shell, strerror

CommandBody = Callable[[CommandContext, Parsed], int]
F = TypeVar("F", bound=CommandBody)

_HELP = "__help"
_VERSION = "__version"
STATUS_SIGPIPE = 141


def _option_lines(opts: Sequence[Opt]) -> str:
    """A GNU-looking option table for commands that give no help text of their own."""
    lines = []
    for opt in opts:
        if not (opt.short or opt.long):
            continue  # a value only an obsolete form sets (unexpand -N)
        names = []
        if opt.short:
            names.append(f"-{opt.short}")
        if opt.long:
            suffix = {Arg.NONE: "", Arg.REQUIRED: "=ARG", Arg.OPTIONAL: "[=ARG]"}[opt.arg]
            names.append(f"--{opt.long}{suffix}")
        elif opt.arg is Arg.REQUIRED:
            names[-1] += " ARG"
        lead = "  " if opt.short else "      "
        lines.append(lead + ", ".join(names))
    lines.append("      --help        display this help and exit")
    lines.append("      --version     output version information and exit")
    return "\n".join(lines) + "\n"


def help_text_for(name: str, usage: str, summary: str, opts: Sequence[Opt], help_text: str | None) -> str:
    """The ``--help`` output: GNU's ``Usage:`` line, then the help text (or a generated option table)."""
    body = help_text if help_text is not None else f"{summary}\n\n{_option_lines(opts)}"
    if not body.endswith("\n"):
        body += "\n"
    return f"Usage: {usage}\n{body}"


def version_text(name: str, package: str = "GNU coreutils", version: str = "9.1") -> str:
    """``name (GNU coreutils) 9.1``: the first line scripts parse; vshell says what it is on the second."""
    return f"{name} ({package}) {version}\nThis is vshell's in-process implementation of {name}.\n"


def _named(usage: str, name: str, program: str) -> str:
    """The synopsis with the program named as it was run (``Usage: /bin/ls [OPTION]...``), as GNU prints it."""
    return "\n".join(
        program + line[len(name) :] if line.startswith(name + " ") or line == name
        else line.replace(f"or:  {name} ", f"or:  {program} ")
        for line in usage.split("\n")
    )


def usage_error(ctx: CommandContext, name: str, error: UsageError, status: int) -> int:
    """Print a usage error GNU-style and return its status."""
    text = f"{name}: {error.message}\n"
    if error.try_help:
        text += f"Try '{name} --help' for more information.\n"
    ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
    return error.status if error.status is not None else status


def command(
    name: str,
    *,
    summary: str,
    usage: str,
    opts: Sequence[Opt] = (),
    usage_status: int = 1,
    permute: bool = True,
    parse: bool = True,
    help_text: str | None = None,
    numeric_shorts: str | None = None,
    numeric_context: str | None = None,
    obsolete: Obsolete | None = None,
    package: str = "GNU coreutils",
    version: str = "9.1",
) -> Callable[[F], F]:
    """Register ``func(ctx, args) -> int`` as the command ``name``.

    ``usage`` is the synopsis after ``Usage: `` (``ls [OPTION]... [FILE]...``).
    With ``parse=False`` the command parses ``args.operands`` (all of argv after
    the name) itself and handles ``--help`` itself (``find``, ``test``, ``echo``).
    ``numeric_shorts`` (alias ``numeric_context``) and ``obsolete`` are passed to :func:`parse_args` (``head -5``, ``grep -2``,
    ``expand -4,8``, ``sort +1 -2``).
    """
    numeric = numeric_shorts or numeric_context
    all_opts = [*opts, Opt(None, "help", _HELP), Opt(None, "version", _VERSION)]

    def decorate(func: F) -> F:
        def run(ctx: CommandContext) -> int:
            with message_locale(ctx.env):
                return body(ctx)

        def body(ctx: CommandContext) -> int:
            try:
                argv = list(ctx.argv)
                if parse:
                    parsed = parse_args(
                        name,
                        argv[1:],
                        all_opts,
                        permute=permute,
                        env=ctx.env,
                        numeric_shorts=numeric,
                        obsolete=obsolete,
                        stop_dests=(_HELP, _VERSION),
                    )
                    if _HELP in parsed.values:
                        shown = usage if not ctx.program else _named(usage, name, ctx.program)
                        ctx.stdout.write(help_text_for(name, shown, summary, opts, help_text).encode())
                        return 0
                    if _VERSION in parsed.values:
                        ctx.stdout.write(version_text(name, package, version).encode())
                        return 0
                else:
                    parsed = Parsed(values={}, operands=argv[1:], order=[])
                return func(ctx, parsed)
            except UsageError as error:
                return usage_error(ctx, ctx.program or name, error, usage_status)
            except BrokenPipeError:
                return STATUS_SIGPIPE
            except OSError as exc:
                where = f"{quote_shell(exc.filename)}: " if isinstance(exc.filename, str) else ""
                ctx.stderr.write(f"{name}: {where}{strerror(exc)}\n".encode("utf-8", "surrogateescape"))
                return 1

        run.__name__ = f"cmd_{name}"
        run.__doc__ = func.__doc__
        register(CommandInfo(name=name, func=run, summary=summary, usage=usage, module=func.__module__))
        return func

    return decorate
