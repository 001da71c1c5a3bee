"""envsubst (GNU gettext-runtime 0.21): substitute ``$VAR`` and ``${VAR}`` from the environment.

Only those two forms are references (a name is ``[A-Za-z_][A-Za-z0-9_]*``);
``${VAR:-x}``, ``$1`` or an unclosed ``${VAR`` are copied as they are.  With
a SHELL-FORMAT operand only the variables it names are replaced, the others
stay as written; without one every reference is replaced, an unset variable
by nothing.  ``-v`` prints the names SHELL-FORMAT references, in order, once
per occurrence.  Input is processed line by line, so it streams.
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import iter_chunks

_REF = re.compile(rb"\$(?:([A-Za-z_][A-Za-z0-9_]*)|\{([A-Za-z_][A-Za-z0-9_]*)\})")

_OPTS = (
    Opt("v", "variables", "variables"),
    Opt("h", None, "help_short"),
    Opt("V", None, "version_short"),
)

_HELP = """\
Substitutes the values of environment variables.

Operation mode:
  -v, --variables             output the variables occurring in SHELL-FORMAT

Informative output:
  -h, --help                  display this help and exit
  -V, --version               output version information and exit

In normal operation mode, standard input is copied to standard output,
with references to environment variables of the form $VARIABLE or ${VARIABLE}
being replaced with the corresponding values.  If a SHELL-FORMAT is given,
only those environment variables that are referenced in SHELL-FORMAT are
substituted; otherwise all environment variables references occurring in
standard input are substituted.

When --variables is used, standard input is ignored, and the output consists
of the environment variables that are referenced in SHELL-FORMAT, one per line.
"""

_VERSION = "envsubst (GNU gettext-runtime) 0.21\nThis is vshell's in-process implementation of envsubst.\n"


def _names(shell_format: bytes) -> list[bytes]:
    return [m.group(1) or m.group(2) for m in _REF.finditer(shell_format)]


@command("envsubst", summary="substitutes environment variables in shell format strings",
         usage="envsubst [OPTION] [SHELL-FORMAT]", opts=_OPTS, help_text=_HELP,
         package="GNU gettext-runtime", version="0.21")
def envsubst_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.values.get("help_short"):
        ctx.stdout.write(f"Usage: envsubst [OPTION] [SHELL-FORMAT]\n{_HELP}".encode())
        return 0
    if args.values.get("version_short"):
        ctx.stdout.write(_VERSION.encode())
        return 0
    if len(args.operands) > 1:
        ctx.error("too many arguments")
        return 1
    shell_format = args.operands[0].encode("utf-8", "surrogateescape") if args.operands else None
    if args.values.get("variables"):
        if shell_format is None:
            ctx.error("missing arguments")
            return 1
        ctx.stdout.write(b"".join(name + b"\n" for name in _names(shell_format)))
        return 0
    only = set(_names(shell_format)) if shell_format is not None else None

    def value(m: re.Match[bytes]) -> bytes:
        name = m.group(1) or m.group(2)
        if only is not None and name not in only:
            return m.group(0)
        return ctx.env.get(name.decode(), "").encode("utf-8", "surrogateescape")

    rest = b""
    for block in iter_chunks(ctx, ctx.stdin):
        block = rest + block
        cut = block.rfind(b"\n") + 1
        if not cut and len(block) > 65536:  # a long line: a reference cannot span the last '$'
            cut = block.rfind(b"$") if b"$" in block[-256:] else len(block)
        rest = block[cut:]
        if cut:
            ctx.stdout.write(_REF.sub(value, block[:cut]))
    if rest:
        ctx.stdout.write(_REF.sub(value, rest))
    return 0
