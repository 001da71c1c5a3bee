"""echo, printf, test and [ as standalone programs (``env printf``, ``find -exec test``, ``xargs echo``).

They reuse the shell's engines in vshell.lib and differ from the builtins as
GNU coreutils do: printf's messages, %q in GNU's shell-escape style, no
%(fmt)T, a warning for unused arguments; test's messages; --help and
--version when given alone.
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import quote, quote_marks, quote_shell
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.lib.echo import echo_output
from vshell.lib.printf_format import PrintfLimitError, printf_format
from vshell.lib.test_expr import TestContext, run_test

_SPEC = re.compile(r"%([-+ #0']*)(\*|\d*)(?:\.(\*|\d*))?([hlLjzt]*)(.?)")


def _sole_option(ctx: CommandContext, name: str, usage: str, summary: str) -> bool:
    """GNU's echo/printf/[ look at --help and --version only when it is the only argument."""
    if len(ctx.argv) == 2 and ctx.argv[1] in ("--help", "--version"):
        if ctx.argv[1] == "--help":
            ctx.stdout.write(help_text_for(name, usage, summary, (), None).encode())
        else:
            ctx.stdout.write(version_text(name).encode())
        return True
    return False


@command("echo", summary="display a line of text", usage="echo [SHORT-OPTION]... [STRING]...\n  or:  echo LONG-OPTION",
         parse=False)
def echo_cmd(ctx: CommandContext, args: Parsed) -> int:
    if _sole_option(ctx, "echo", "echo [SHORT-OPTION]... [STRING]...\n  or:  echo LONG-OPTION", "display a line of text"):
        return 0
    ctx.stdout.write(echo_output(list(args.operands)))
    return 0


def _gnu_message(message: str) -> str:
    m = re.fullmatch(r"(.*): invalid (?:octal |hex )?number", message, re.DOTALL)
    if m:
        arg = m.group(1)
        partial = re.match(r"\s*[+-]?(?:0[xX][0-9a-fA-F]+|\d+)", arg)
        return f"{quote(arg)}: {'value not completely converted' if partial else 'expected a numeric value'}"
    m = re.fullmatch(r"warning: (.*): Numerical result out of range", message, re.DOTALL)
    if m:
        return f"{quote(m.group(1))}: Numerical result out of range"
    m = re.fullmatch(r"`(.*)': missing format character", message, re.DOTALL)
    if m:
        return f"{m.group(1)}: invalid conversion specification"
    if message.startswith("`(': "):
        return "%(: invalid conversion specification"
    return message


def _prepare_q(fmt: str, args: list[str]) -> tuple[str, list[str]]:
    """Turn %q into %s over pre-quoted arguments (GNU quotes like ls, not like bash's printf %q)."""
    consuming: list[str] = []
    for m in _SPEC.finditer(fmt):
        conv = m.group(5)
        if conv == "%" or conv == "":
            continue
        if "*" in (m.group(2) or "") or "*" in (m.group(3) or ""):
            return fmt, args  # field widths from arguments: leave it to the engine
        consuming.append(conv)
    if "q" not in consuming:
        return fmt, args
    quoted = [quote_shell(a) if consuming[k % len(consuming)] == "q" else a for k, a in enumerate(args)]
    new_fmt = _SPEC.sub(lambda m: m.group(0)[:-1] + "s" if m.group(5) == "q" else m.group(0), fmt)
    return new_fmt, quoted


@command("printf", summary="format and print data", usage="printf FORMAT [ARGUMENT]...\n  or:  printf OPTION",
         parse=False)
def printf_cmd(ctx: CommandContext, args: Parsed) -> int:
    if _sole_option(ctx, "printf", "printf FORMAT [ARGUMENT]...\n  or:  printf OPTION", "format and print data"):
        return 0
    ops = list(args.operands)
    if ops[:1] == ["--"]:
        ops = ops[1:]
    if not ops:
        ctx.error("missing operand")
        ctx.stderr.write(b"Try 'printf --help' for more information.\n")
        return 1
    fmt, rest = _prepare_q(ops[0], ops[1:])
    if "%(" in fmt:
        # GNU printf has no %(fmt)T: it prints up to the directive, then fails
        head = fmt[: fmt.index("%(")]
        if "%" not in head.replace("%%", ""):
            ctx.stdout.write(printf_format(head, []).output)
            ctx.error("%(: invalid conversion specification")
            return 1
    try:
        result = printf_format(fmt, rest, max_output=ctx.budget.limits.string_length)
    except PrintfLimitError as exc:
        ctx.error(str(exc).removeprefix("printf: "))
        return 1
    ctx.stdout.write(result.output)
    status = result.status
    for message in result.messages:
        ctx.error(_gnu_message(message))
        if "out of range" in message:
            status = 1  # a warning for bash's printf, an error for GNU's
    consumes = any(m.group(5) not in ("%", "") for m in _SPEC.finditer(fmt))
    if rest and not consumes:
        ctx.error(f"warning: ignoring excess arguments, starting with {quote(rest[0])}")
    return status


def _gnu_test_message(message: str) -> str:
    m = re.fullmatch(r"(.*): integer expression expected", message, re.DOTALL)
    if m:
        return f"invalid integer {quote(m.group(1))}"
    m = re.fullmatch(r"(.*): (binary|unary) operator expected", message, re.DOTALL)
    if m:
        return f"{quote(m.group(1))}: {m.group(2)} operator expected"
    if message == "missing `]'":
        return f"missing {quote_marks(']')}"
    if message.startswith("`)' expected"):
        return f"missing {quote_marks(')')}"
    return message


def _test(ctx: CommandContext, argv: list[str], bracket: bool) -> int:
    tctx = TestContext(fs=ctx.fs, cwd=ctx.cwd)
    status, message = run_test(argv, tctx, bracket=bracket)
    if message is not None:
        ctx.error(_gnu_test_message(message))
    return status


@command("test", summary="check file types and compare values", usage="test EXPRESSION\n  or:  test", parse=False)
def test_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _test(ctx, list(args.operands), bracket=False)


@command("[", summary="check file types and compare values", usage="[ EXPRESSION ]\n  or:  [ ]\n  or:  [ OPTION",
         parse=False)
def bracket_cmd(ctx: CommandContext, args: Parsed) -> int:
    if _sole_option(ctx, "[", "[ EXPRESSION ]\n  or:  [ ]\n  or:  [ OPTION", "check file types and compare values"):
        return 0
    return _test(ctx, list(args.operands), bracket=True)
