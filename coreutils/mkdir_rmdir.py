"""mkdir and rmdir (GNU coreutils 9.1)."""

from __future__ import annotations

import errno
from collections.abc import Iterator

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.modes import adjust_bits, compile_mode
from vshell.coreutils.common.registry import command

_MKDIR_OPTS = [
    Opt("m", "mode", "mode", Arg.REQUIRED),
    Opt("p", "parents", "parents"),
    Opt("v", "verbose", "verbose"),
    Opt("Z", None, "selinux"),
    Opt(None, "context", "context", Arg.OPTIONAL),
]


def _prefixes(operand: str) -> Iterator[tuple[str, bool]]:
    """``a/b/c`` -> ``a``, ``a/b``, ``a/b/c`` as typed (``mkdir -p`` makes each in turn), each with
    whether it is the last.  Made one at a time: a 10,000-deep path's prefixes hold 100 MB together."""
    parts = operand.split("/")
    offsets = [0]  # offsets[i] - 1 is the length of the first i parts joined
    for part in parts:
        offsets.append(offsets[-1] + len(part) + 1)
    ends = [
        i
        for i in range(1, len(parts) + 1)
        if not (parts[i - 1] in ("", ".") and i < len(parts)) and offsets[i] > 1
    ]
    if not ends:
        yield operand, True
        return
    for k, i in enumerate(ends):
        yield operand[: offsets[i] - 1], k == len(ends) - 1


@command("mkdir", summary="make directories", usage="mkdir [OPTION]... DIRECTORY...", opts=_MKDIR_OPTS)
def mkdir(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    umask = ctx.fs.umask()
    mode_text = args.text("mode")
    mode = 0o777 & ~umask
    if mode_text is not None:
        changes = compile_mode(mode_text)
        if changes is None:
            raise UsageError(f"invalid mode {quote(mode_text)}", try_help=False)
        mode, touched = adjust_bits(0o777, True, umask, changes)
        # mkdir(2) applies the umask and keeps the sticky bit; GNU chmods afterwards only when
        # the mode names set-id bits, which mkdir(2) cannot set (so "-m +t" gives 1755)
        if not touched & 0o6000:
            mode &= ~umask
    verbose = args.flag("verbose")
    status = 0
    for operand in args.operands:
        steps = _prefixes(operand) if args.flag("parents") else iter([(operand, True)])
        for step, last in steps:
            ctx.budget.tick()
            try:
                path = fs_path(ctx, step)
                if not last:
                    try:
                        st = ctx.fs.stat(path)
                    except FileNotFoundError:
                        st = None
                    if st is not None:
                        if not st.is_dir:
                            raise OSError(errno.ENOTDIR, strerror(errno.ENOTDIR), path)
                        continue
                    # -p makes missing parents u+wx whatever -m says, as GNU does
                    ctx.fs.mkdir(path, 0o777)
                    ctx.fs.chmod(path, (0o777 & ~umask) | 0o300)
                else:
                    if args.flag("parents"):
                        try:
                            if ctx.fs.stat(path).is_dir:
                                break
                        except OSError:
                            pass
                    ctx.fs.mkdir(path, 0o777)
                    ctx.fs.chmod(path, mode)
                if verbose:
                    ctx.stdout.write(f"mkdir: created directory {quoteaf(step)}\n".encode("utf-8", "surrogateescape"))
            except OSError as exc:
                write_err(ctx, f"cannot create directory {quote(step)}: {strerror(exc)}")
                status = 1
                break
    return status


_RMDIR_OPTS = [
    Opt(None, "ignore-fail-on-non-empty", "ignore_non_empty"),
    Opt("p", "parents", "parents"),
    Opt("v", "verbose", "verbose"),
]


@command("rmdir", summary="remove empty directories", usage="rmdir [OPTION]... DIRECTORY...", opts=_RMDIR_OPTS)
def rmdir(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    status = 0
    for operand in args.operands:
        targets = [operand]
        if args.flag("parents"):
            stripped = operand.rstrip("/") or operand
            parts = stripped.split("/")
            targets = ["/".join(parts[:i]) for i in range(len(parts), 0, -1) if "/".join(parts[:i])]
        for index, target in enumerate(targets):
            if args.flag("verbose"):
                ctx.stdout.write(f"rmdir: removing directory, {quoteaf(target)}\n".encode("utf-8", "surrogateescape"))
            try:
                ctx.fs.rmdir(fs_path(ctx, target))
            except OSError as exc:
                if exc.errno in (errno.ENOTEMPTY, errno.EEXIST) and args.flag("ignore_non_empty"):
                    break
                what = "directory " if index else ""
                write_err(ctx, f"failed to remove {what}{quoteaf(target)}: {strerror(exc)}")
                status = 1
                break
    return status
