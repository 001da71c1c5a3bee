"""ln: make links between files (GNU coreutils 9.1): -s -f -i -n -r -T -t -v -b -S --backup."""

from __future__ import annotations

import errno
import posixpath

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.backup import backup_kind, backup_suffix, backup_tail
from vshell.coreutils.common.errors import quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.rm import ask
from vshell.fs.protocol import FileType

_OPTS = [
    Opt(None, "backup", "backup", Arg.OPTIONAL, const=""),
    Opt("b", None, "backup", action="store_const", const=""),
    Opt("d", "directory", "directory"),
    Opt("F", None, "directory"),
    Opt("f", "force", "replace", action="store_const", const="force"),
    Opt("i", "interactive", "replace", action="store_const", const="ask"),
    Opt("L", "logical", "logical"),
    Opt("n", "no-dereference", "no_deref"),
    Opt("P", "physical", "physical"),
    Opt("r", "relative", "relative"),
    Opt("s", "symbolic", "symbolic"),
    Opt("S", "suffix", "suffix", Arg.REQUIRED),
    Opt("t", "target-directory", "target_dir", Arg.REQUIRED),
    Opt("T", "no-target-directory", "no_target_dir"),
    Opt("v", "verbose", "verbose"),
]


def _relative(ctx: CommandContext, target: str, link: str) -> str:
    """``ln -r``: the target relative to the directory the link is in (both resolved physically)."""
    fs = ctx.fs
    abs_target = fs_path(ctx, target)
    try:
        real_target = fs.realpath(abs_target)
    except OSError:
        real_target = posixpath.normpath(abs_target)
    link_dir = posixpath.dirname(fs_path(ctx, link).rstrip("/")) or "/"
    try:
        real_dir = fs.realpath(link_dir)
    except OSError:
        real_dir = posixpath.normpath(link_dir)
    return posixpath.relpath(real_target, real_dir)


def _link_one(ctx: CommandContext, args: Parsed, target: str, link: str, backup: str | None) -> int:
    fs = ctx.fs
    symbolic = args.flag("symbolic")
    path = fs_path(ctx, link)
    kind = "symbolic link" if symbolic else "hard link"
    if not symbolic:
        try:
            st = fs.stat(fs_path(ctx, target)) if args.flag("logical") else fs.lstat(fs_path(ctx, target))
        except OSError as exc:
            write_err(ctx, f"failed to access {quoteaf(target)}: {strerror(exc)}")
            return 1
        if st.type is FileType.DIR:
            write_err(ctx, f"{target}: hard link not allowed for directory")
            return 1
    content = _relative(ctx, target, link) if args.flag("relative") and symbolic else target
    try:
        existing = fs.lstat(path)
    except OSError:
        existing = None
    # -f and -i (the last one given wins) and backups all replace an existing link name
    replace = args.text("replace")
    made = ""
    if existing is not None and (replace is not None or backup is not None):
        if existing.is_dir:
            write_err(ctx, f"cannot overwrite directory {quoteaf(link)}")
            return 1
        if not symbolic:
            try:
                if fs.stat(fs_path(ctx, target)).ino == existing.ino:
                    write_err(ctx, f"{quoteaf(target)} and {quoteaf(link)} are the same file")
                    return 1
            except OSError:
                pass
        if replace == "ask" and not ask(ctx, f"replace {quoteaf(link)}?"):
            return 0
        try:
            if backup is not None:
                tail = backup_tail(ctx, path, backup, backup_suffix(ctx, args))
                fs.rename(path, path + tail)
                made = f"{quoteaf(link + tail)} ~ "
            else:
                fs.unlink(path)
        except OSError as exc:
            write_err(ctx, f"cannot {'backup' if backup else 'remove'} {quoteaf(link)}: {strerror(exc)}")
            return 1
    try:
        if symbolic:
            fs.symlink(content, path)
        else:
            fs.link(fs_path(ctx, target), path)
    except OSError as exc:
        write_err(ctx, f"failed to create {kind} {quoteaf(link)}: {strerror(exc)}")
        return 1
    if args.flag("verbose"):
        arrow = "->" if symbolic else "=>"
        ctx.stdout.write(f"{made}{quoteaf(link)} {arrow} {quoteaf(content)}\n".encode("utf-8", "surrogateescape"))
    return 0


def _is_dir_target(ctx: CommandContext, dest: str, no_deref: bool) -> bool:
    path = fs_path(ctx, dest)
    try:
        if no_deref and ctx.fs.lstat(path).type is FileType.SYMLINK:
            return False
        return ctx.fs.stat(path).is_dir
    except OSError:
        return False


@command(
    "ln",
    summary="make links between files",
    usage="ln [OPTION]... [-T] TARGET LINK_NAME\n  or:  ln [OPTION]... TARGET\n"
    "  or:  ln [OPTION]... TARGET... DIRECTORY\n  or:  ln [OPTION]... -t DIRECTORY TARGET...",
    opts=_OPTS,
)
def ln(ctx: CommandContext, args: Parsed) -> int:
    backup = backup_kind(ctx, args)
    operands = list(args.operands)
    target_dir = args.text("target_dir")
    pairs: list[tuple[str, str]]
    if target_dir is not None:
        if not operands:
            raise UsageError("missing file operand")
        if not _is_dir_target(ctx, target_dir, False):
            try:
                ctx.fs.stat(fs_path(ctx, target_dir))
                reason = strerror(errno.ENOTDIR)
            except OSError as exc:
                reason = strerror(exc)
            write_err(ctx, f"target directory {quoteaf(target_dir)}: {reason}")
            return 1
        pairs = [(t, _in_dir(target_dir, t)) for t in operands]
    elif not operands:
        raise UsageError("missing file operand")
    elif len(operands) == 1:
        pairs = [(operands[0], posixpath.basename(operands[0].rstrip("/")) or operands[0])]
    elif args.flag("no_target_dir"):
        if len(operands) > 2:
            raise UsageError(f"extra operand {quoteaf(operands[2])}")
        pairs = [(operands[0], operands[1])]
    else:
        dest = operands[-1]
        is_dir = _is_dir_target(ctx, dest, args.flag("no_deref"))
        if len(operands) > 2 and not is_dir:
            try:
                ctx.fs.stat(fs_path(ctx, dest))
                write_err(ctx, f"target {quoteaf(dest)}: Not a directory")
            except OSError as exc:
                write_err(ctx, f"target {quoteaf(dest)}: {strerror(exc)}")
            return 1
        if is_dir:
            pairs = [(t, _in_dir(dest, t)) for t in operands[:-1]]
        else:
            pairs = [(operands[0], dest)]
    status = 0
    for target, link in pairs:
        status |= _link_one(ctx, args, target, link, backup)
    return status


def _in_dir(directory: str, target: str) -> str:
    base = posixpath.basename(target.rstrip("/")) or target
    return directory + base if directory.endswith("/") else f"{directory}/{base}"
