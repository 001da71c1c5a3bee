"""env and printenv."""

from __future__ import annotations

import shlex

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.pathsearch import NotRunnable, run_command
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import quote, usage_error

_ENV_OPTS = (
    Opt("i", "ignore-environment", "ignore"),
    Opt("0", "null", "null"),
    Opt("u", "unset", "unset", Arg.REQUIRED, action="append"),
    Opt("C", "chdir", "chdir", Arg.REQUIRED),
    Opt("S", "split-string", "split", Arg.REQUIRED, action="append"),
)


@command("env", summary="run a program in a modified environment",
         usage="env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]", opts=_ENV_OPTS, usage_status=125,
         permute=False)
def env_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    operands = list(args.operands)
    # -S splits its string into arguments placed before the remaining operands.
    splits = v.get("split")
    if isinstance(splits, list):
        extra: list[str] = []
        for s in splits:
            try:
                extra.extend(shlex.split(str(s)))
            except ValueError:
                ctx.error("no terminating quote in -S string")
                return 125
        operands = extra + operands
    ignore = bool(v.get("ignore"))
    if operands and operands[0] == "-":
        ignore = True
        operands = operands[1:]
    env: dict[str, str] = {} if ignore else dict(ctx.env)
    unset = v.get("unset")
    for name in unset if isinstance(unset, list) else []:
        if not name or "=" in name:
            ctx.error(f"cannot unset {quote(name)}: Invalid argument")
            return 125
        env.pop(name, None)
    while operands and "=" in operands[0]:
        name, _, value = operands.pop(0).partition("=")
        env[name] = value
    if not operands:
        if v.get("chdir") is not None:
            usage_error(ctx, "must specify command with --chdir (-C)")
            return 125
        end = b"\0" if v.get("null") else b"\n"
        for name, value in env.items():
            ctx.stdout.write(f"{name}={value}".encode("utf-8", "surrogateescape") + end)
        return 0
    if v.get("null"):
        usage_error(ctx, "cannot specify --null (-0) with command")
        return 125
    cwd = ctx.cwd
    chdir = v.get("chdir")
    if isinstance(chdir, str):
        target = ctx.resolve(chdir)
        try:
            st = ctx.fs.stat(target)
            if not st.is_dir:
                raise OSError(20, "Not a directory", chdir)
        except OSError as exc:
            ctx.error(f"cannot change directory to {_squote(chdir)}: {exc.strerror}")
            return 125
        cwd = target
    try:
        return run_command(ctx, operands, env=env, cwd=cwd)
    except NotRunnable as exc:
        ctx.error(f"{quote(operands[0])}: {exc.strerror}")
        return exc.status


def _squote(s: str) -> str:
    return "'" + s.replace("'", "'\\''") + "'"


_PRINTENV_OPTS = (Opt("0", "null", "null"),)


@command("printenv", summary="print all or part of environment", usage="printenv [OPTION]... [VARIABLE]...",
         opts=_PRINTENV_OPTS, usage_status=2)
def printenv_cmd(ctx: CommandContext, args: Parsed) -> int:
    end = b"\0" if args.values.get("null") else b"\n"
    if not args.operands:
        for name, value in ctx.env.items():
            ctx.stdout.write(f"{name}={value}".encode("utf-8", "surrogateescape") + end)
        return 0
    status = 0
    for name in args.operands:
        found = None if "=" in name else ctx.env.get(name)
        if found is None:
            status = 1
        else:
            ctx.stdout.write(found.encode("utf-8", "surrogateescape") + end)
    return status
