"""chown and chgrp: accepted and checked, but ownership never changes (NOTES.md D-misc-chown).

vshell has one user, ``user`` (uid 1000, group 1000), who owns every file.
Naming that user or group (by name or number) succeeds and changes nothing;
``root`` (0) is refused as for an ordinary user (Operation not permitted);
any other name is unknown.  Missing files are reported as GNU does.
"""

from __future__ import annotations

import posixpath

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.registry import command

_SELF = ("user", "1000")
_ROOT = ("root", "0")

_OPTS = (
    Opt("c", "changes", "changes"),
    Opt("f", "silent", "silent"),
    Opt(None, "quiet", "silent"),
    Opt("v", "verbose", "verbose"),
    Opt(None, "dereference", "deref"),
    Opt("h", "no-dereference", "no_deref"),
    Opt(None, "from", "from", Arg.REQUIRED),
    Opt(None, "no-preserve-root", "no_preserve_root"),
    Opt(None, "preserve-root", "preserve_root"),
    Opt(None, "reference", "reference", Arg.REQUIRED),
    Opt("R", "recursive", "recursive"),
    Opt("H", None, "traverse", action="store_const", const="H"),
    Opt("L", None, "traverse", action="store_const", const="L"),
    Opt("P", None, "traverse", action="store_const", const="P"),
)


def _run(ctx: CommandContext, args: Parsed, group_only: bool) -> int:
    v = args.values
    ops = list(args.operands)
    if v.get("reference") is not None:
        spec = None
        try:
            ctx.fs.stat(ctx.resolve(str(v["reference"])))
        except OSError as exc:
            ctx.error(f"failed to get attributes of {quoteaf(str(v['reference']))}: {strerror(exc)}")
            return 1
        if not ops:
            raise UsageError("missing operand")
    else:
        if not ops:
            raise UsageError("missing operand")
        spec = ops.pop(0)
        if not ops:
            raise UsageError(f"missing operand after {quote(spec)}")
    denied = False
    if spec is not None:
        owner, _, group = spec.partition(":") if not group_only else ("", "", spec)
        if not group_only and "." in owner and ":" not in spec:
            owner, _, group = spec.partition(".")
        if owner and owner not in _SELF + _ROOT:
            ctx.error(f"invalid user: {quote(spec)}")
            return 1
        if group and group not in _SELF + _ROOT:
            ctx.error(f"invalid group: {quote(spec if not group_only else group)}")
            return 1
        denied = owner in _ROOT or group in _ROOT
    status = 0
    for name in ops:
        for path in _walk(ctx, name, bool(v.get("recursive"))):
            try:
                ctx.fs.lstat(ctx.resolve(path))
            except OSError as exc:
                if not v.get("silent"):
                    ctx.error(f"cannot access {quoteaf(path)}: {strerror(exc)}")
                status = 1
                continue
            if denied:
                if not v.get("silent"):
                    what = "group" if group_only else "ownership"
                    ctx.error(f"changing {what} of {quoteaf(path)}: Operation not permitted")
                status = 1
            elif v.get("verbose"):
                what = "group" if group_only else "ownership"
                ctx.stdout.write(f"{what} of {quoteaf(path)} retained as {spec or 'user'}\n".encode())
    return status


def _walk(ctx: CommandContext, name: str, recursive: bool) -> list[str]:
    out = [name]
    if not recursive:
        return out
    try:
        st = ctx.fs.lstat(ctx.resolve(name))
    except OSError:
        return out
    if st.is_dir:
        for child in sorted(ctx.fs.listdir(ctx.resolve(name))):
            ctx.budget.tick()
            out.extend(_walk(ctx, posixpath.join(name, child), True))
    return out


@command("chown", summary="change file owner and group", usage="chown [OPTION]... [OWNER][:[GROUP]] FILE...\n"
         "  or:  chown [OPTION]... --reference=RFILE FILE...", opts=_OPTS)
def chown_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args, group_only=False)


@command("chgrp", summary="change group ownership", usage="chgrp [OPTION]... GROUP FILE...\n"
         "  or:  chgrp [OPTION]... --reference=RFILE FILE...", opts=_OPTS)
def chgrp_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args, group_only=True)
