"""which: Debian's shell-script which (debianutils), over vshell's PATH view.

Registered commands are found as /usr/bin/NAME and /bin/NAME (see
coreutils/common/pathsearch.py), so ``which ls`` prints ``/usr/bin/ls`` as on a
Debian system; executable files on the virtual filesystem are found as well.
"""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.pathsearch import present_at, search_path
from vshell.coreutils.common.registry import command

_USAGE = "which [-a] args"


@command("which", summary="locate a command", usage=_USAGE, parse=False,
         help_text="Print the full path of each command that would be run from PATH.\n")
def which_cmd(ctx: CommandContext, args: Parsed) -> int:
    operands = list(args.operands)
    every = False
    # getopts-style parsing: clustered -a, stops at the first non-option or "--".
    while operands and operands[0].startswith("-") and operands[0] != "-":
        word = operands.pop(0)
        if word == "--":
            break
        for letter in word[1:]:
            if letter != "a":
                ctx.stderr.write(f"Illegal option -{letter}\n".encode())
                ctx.stdout.write(f"Usage: /usr/bin/which {_USAGE[6:]}\n".encode())
                return 2
            every = True
    status = 1 if not operands else 0
    path_var = ctx.env.get("PATH", "")
    # The script appends a ":" to a PATH ending in one (so "/bin:" searches "."),
    # then splits on IFS=":", which drops one trailing empty field.
    if len(path_var) > 1 and path_var.endswith(":") and path_var[-2] != ":":
        path_var += ":"
    elements = path_var.split(":") if path_var else []
    if path_var.endswith(":"):
        elements.pop()
    for name in operands:
        if "/" in name:
            found = [name] if present_at(ctx, ctx.resolve(name)) else []
        else:
            found = search_path(ctx, name, elements, every=every)
        for place in found:
            ctx.stdout.write(f"{place}\n".encode("utf-8", "surrogateescape"))
        if not found:
            status = 1
    return status
