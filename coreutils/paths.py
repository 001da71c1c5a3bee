"""readlink, realpath, basename, dirname, pwd (GNU coreutils 9.1)."""

from __future__ import annotations

import errno
import posixpath

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quote, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.fs.paths import SYMLINK_HOPS


def canonicalize(ctx: CommandContext, path: str, mode: str) -> str:
    """GNU canonicalize_filename_mode: ``e`` all must exist, ``f`` all but the last, ``m`` none.

    Symlinks are followed component by component; ``..`` applies to the
    physical directory reached.  Raises OSError as GNU reports it.
    """
    fs = ctx.fs
    pending = [c for c in fs_path(ctx, path).split("/") if c][::-1]
    resolved = "/"
    hops = 0
    while pending:
        comp = pending.pop()
        if comp == ".":
            continue
        if comp == "..":
            resolved = posixpath.dirname(resolved) or "/"
            continue
        candidate = posixpath.join(resolved, comp)
        last = not pending
        try:
            st = fs.lstat(candidate)
        except OSError as exc:
            if mode == "m" or (mode == "f" and last and exc.errno == errno.ENOENT):
                resolved = candidate
                continue
            raise
        if st.is_symlink:
            hops += 1
            if hops > SYMLINK_HOPS:
                raise OSError(errno.ELOOP, strerror(errno.ELOOP), path)
            target = fs.readlink(candidate)
            if target.startswith("/"):
                resolved = "/"
            pending.extend([c for c in target.split("/") if c][::-1])
            continue
        if not st.is_dir and pending:
            if mode == "m":
                resolved = candidate
                continue
            raise OSError(errno.ENOTDIR, strerror(errno.ENOTDIR), path)
        resolved = candidate
    if path.endswith("/") and mode == "e" and not fs.stat(resolved).is_dir:
        raise OSError(errno.ENOTDIR, strerror(errno.ENOTDIR), path)
    return resolved


_READLINK_OPTS = [
    Opt("f", "canonicalize", "mode", action="store_const", const="f"),
    Opt("e", "canonicalize-existing", "mode", action="store_const", const="e"),
    Opt("m", "canonicalize-missing", "mode", action="store_const", const="m"),
    Opt("n", "no-newline", "no_newline"),
    Opt("q", "quiet", "verbose", action="store_const", const=False),
    Opt("s", "silent", "verbose", action="store_const", const=False),
    Opt("v", "verbose", "verbose", action="store_const", const=True),
    Opt("z", "zero", "zero"),
]


def _emit(ctx: CommandContext, text: str, end: str) -> None:
    ctx.stdout.write((text + end).encode("utf-8", "surrogateescape"))


@command(
    "readlink",
    summary="print resolved symbolic links or canonical file names",
    usage="readlink [OPTION]... FILE...",
    opts=_READLINK_OPTS,
)
def readlink(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    mode = args.text("mode")
    verbose = args.values.get("verbose") is True
    end = "\0" if args.flag("zero") else "\n"
    if args.flag("no_newline"):
        if len(args.operands) > 1:
            write_err(ctx, "ignoring --no-newline with multiple arguments")
        else:
            end = ""
    status = 0
    for operand in args.operands:
        try:
            if mode:
                result = canonicalize(ctx, operand, mode)
            else:
                result = ctx.fs.readlink(fs_path(ctx, operand.rstrip("/") if len(operand) > 1 else operand))
        except OSError as exc:
            if verbose:
                ctx_error_path(ctx, operand, exc)
            status = 1
            continue
        _emit(ctx, result, end)
    return status


_REALPATH_OPTS = [
    Opt("e", "canonicalize-existing", "mode", action="store_const", const="e"),
    Opt("m", "canonicalize-missing", "mode", action="store_const", const="m"),
    Opt("L", "logical", "logical"),
    Opt("P", "physical", "logical", action="store_const", const=False),
    Opt("q", "quiet", "quiet"),
    Opt(None, "relative-to", "relative_to", Arg.REQUIRED),
    Opt(None, "relative-base", "relative_base", Arg.REQUIRED),
    Opt("s", "strip", "strip"),
    Opt(None, "no-symlinks", "strip"),
    Opt("z", "zero", "zero"),
]


@command("realpath", summary="print the resolved path", usage="realpath [OPTION]... FILE...", opts=_REALPATH_OPTS)
def realpath(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    mode = args.text("mode") or "f"
    end = "\0" if args.flag("zero") else "\n"
    strip = args.flag("strip") or args.values.get("logical") is True

    def resolve(p: str, m: str) -> str:
        if strip:
            full = posixpath.normpath(fs_path(ctx, p))
            full = "/" + full.lstrip("/")
            if m == "e":
                ctx.fs.lstat(full)
            return full
        return canonicalize(ctx, p, m)

    rel_to = args.text("relative_to")
    rel_base = args.text("relative_base")
    try:
        rel_dir = resolve(rel_to, mode) if rel_to is not None else None
        base_dir = resolve(rel_base, mode) if rel_base is not None else None
    except OSError as exc:
        ctx_error_path(ctx, rel_to or rel_base or "", exc)
        return 1
    if base_dir is not None and rel_dir is None:
        rel_dir = base_dir
    status = 0
    for operand in args.operands:
        try:
            result = resolve(operand, mode)
        except OSError as exc:
            if not args.flag("quiet"):
                ctx_error_path(ctx, operand, exc)
            status = 1
            continue
        if rel_dir is not None and (base_dir is None or _under(result, base_dir)):
            result = posixpath.relpath(result, rel_dir)
        _emit(ctx, result, end)
    return status


def _under(path: str, base: str) -> bool:
    return base == "/" or path == base or path.startswith(base + "/")


def _basename(name: str, suffix: str | None) -> str:
    stripped = name.rstrip("/")
    if not stripped:
        return "/" if name else ""
    base = stripped.rsplit("/", 1)[-1]
    if suffix and base != suffix and base.endswith(suffix):
        base = base[: -len(suffix)]
    return base


_BASENAME_OPTS = [
    Opt("a", "multiple", "multiple"),
    Opt("s", "suffix", "suffix", Arg.REQUIRED),
    Opt("z", "zero", "zero"),
]


@command(
    "basename",
    summary="strip directory and suffix from filenames",
    usage="basename NAME [SUFFIX]\n  or:  basename OPTION... NAME...",
    opts=_BASENAME_OPTS,
)
def basename(ctx: CommandContext, args: Parsed) -> int:
    ops = args.operands
    if not ops:
        raise UsageError("missing operand")
    suffix = args.text("suffix")
    end = "\0" if args.flag("zero") else "\n"
    if args.flag("multiple") or suffix is not None:
        names = ops
    else:
        if len(ops) > 2:
            raise UsageError(f"extra operand {quote(ops[2])}")
        names = ops[:1]
        suffix = ops[1] if len(ops) == 2 else None
    for name in names:
        _emit(ctx, _basename(name, suffix), end)
    return 0


def _dirname(name: str) -> str:
    stripped = name.rstrip("/")
    if not stripped:
        return "/" if name.startswith("/") else "."
    if "/" not in stripped:
        return "."
    head = stripped.rsplit("/", 1)[0].rstrip("/")
    return head or "/"


@command(
    "dirname",
    summary="strip last component from file name",
    usage="dirname [OPTION] NAME...",
    opts=[Opt("z", "zero", "zero")],
)
def dirname(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    end = "\0" if args.flag("zero") else "\n"
    for name in args.operands:
        _emit(ctx, _dirname(name), end)
    return 0


@command(
    "pwd",
    summary="print name of current/working directory",
    usage="pwd [OPTION]...",
    opts=[
        Opt("L", "logical", "logical", action="store_const", const=True),
        Opt("P", "physical", "logical", action="store_const", const=False),
    ],
)
def pwd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        write_err(ctx, "ignoring non-option arguments")
    logical = args.values.get("logical") is True or ("POSIXLY_CORRECT" in ctx.env and "logical" not in args.values)
    env_pwd = ctx.env.get("PWD", "")
    if logical and env_pwd.startswith("/") and "/./" not in env_pwd + "/" and "/../" not in env_pwd + "/":
        try:
            if ctx.fs.stat(env_pwd).ino == ctx.fs.stat(ctx.cwd).ino:
                _emit(ctx, env_pwd, "\n")
                return 0
        except OSError:
            pass
    try:
        _emit(ctx, ctx.fs.realpath(ctx.cwd), "\n")
    except OSError as exc:
        write_err(ctx, f"couldn't find directory entry in {quote('..')} with matching i-node: {strerror(exc)}")
        return 1
    return 0
