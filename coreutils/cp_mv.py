"""cp and mv (GNU coreutils 9.1): target rules, trailing slashes, -r -a -p -n -f -i -u -v -T -t -l -s,
backups (-b -S --backup), cp --parents, --attributes-only and --copy-contents.

Recursive copies walk directories in name order (GNU uses the directory's own
order, which differs between filesystems).
"""

from __future__ import annotations

import errno
import posixpath
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.backup import backup_kind, backup_suffix, backup_tail
from vshell.coreutils.common.errors import quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import CHUNK, fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.rm import ask
from vshell.fs.protocol import FileType, OpenMode, Stat

_CP_OPTS = [
    Opt("a", "archive", "archive"),
    Opt(None, "attributes-only", "attributes_only"),
    Opt(None, "backup", "backup", Arg.OPTIONAL, const=""),
    Opt("b", None, "backup", action="store_const", const=""),
    Opt(None, "copy-contents", "copy_contents"),
    Opt("d", None, "d"),
    Opt("f", "force", "force"),
    Opt("i", "interactive", "clobber", action="store_const", const="ask"),
    Opt("H", None, "deref", action="store_const", const="cmdline"),
    Opt("l", "link", "link"),
    Opt("L", "dereference", "deref", action="store_const", const="always"),
    Opt("n", "no-clobber", "clobber", action="store_const", const="no"),
    Opt("P", "no-dereference", "deref", action="store_const", const="never"),
    Opt("p", None, "p"),
    Opt(None, "preserve", "preserve", Arg.OPTIONAL, const="mode,ownership,timestamps"),
    Opt(None, "no-preserve", "no_preserve", Arg.REQUIRED),
    Opt(None, "parents", "parents"),
    Opt("R", "recursive", "recursive"),
    Opt("r", None, "recursive"),
    Opt(None, "reflink", "reflink", Arg.OPTIONAL),
    Opt(None, "remove-destination", "remove_destination"),
    Opt(None, "sparse", "sparse", Arg.REQUIRED),
    Opt(None, "strip-trailing-slashes", "strip_slashes"),
    Opt("s", "symbolic-link", "symlink"),
    Opt("S", "suffix", "suffix", Arg.REQUIRED),
    Opt("t", "target-directory", "target_dir", Arg.REQUIRED),
    Opt("T", "no-target-directory", "no_target_dir"),
    Opt("u", "update", "update"),
    Opt("v", "verbose", "verbose"),
    Opt("x", "one-file-system", "one_fs"),
    Opt("Z", None, "selinux"),
    Opt(None, "context", "context", Arg.OPTIONAL),
]


def plan_targets(ctx: CommandContext, args: Parsed, name: str) -> list[tuple[str, str]] | None:
    """GNU's operand rules: ``-t DIR``, ``-T``, ``SRC DEST`` or ``SRC... DIR``; pairs of (source, destination)."""
    operands = list(args.operands)
    target_dir = args.text("target_dir")
    no_target = args.flag("no_target_dir")
    if target_dir is not None and no_target:
        raise UsageError("cannot combine --target-directory (-t) and --no-target-directory (-T)", try_help=False)
    if target_dir is not None:
        if not operands:
            raise UsageError("missing file operand")
        try:
            st = ctx.fs.stat(fs_path(ctx, target_dir))
        except OSError as exc:
            write_err(ctx, f"target directory {quoteaf(target_dir)}: {strerror(exc)}")
            return None
        if not st.is_dir:
            write_err(ctx, f"target directory {quoteaf(target_dir)}: Not a directory")
            return None
        return [(src, _into(target_dir, src)) for src in operands]
    if not operands:
        raise UsageError("missing file operand")
    if len(operands) == 1:
        raise UsageError(f"missing destination file operand after {quoteaf(operands[0])}")
    if no_target:
        if len(operands) > 2:
            raise UsageError(f"extra operand {quoteaf(operands[2])}")
        return [(operands[0], operands[1])]
    dest = operands[-1]
    try:
        dest_is_dir = ctx.fs.stat(fs_path(ctx, dest)).is_dir
    except OSError as exc:
        if len(operands) > 2:
            write_err(ctx, f"target {quoteaf(dest)}: {strerror(exc)}")
            return None
        dest_is_dir = False
    if len(operands) > 2 and not dest_is_dir:
        write_err(ctx, f"target {quoteaf(dest)}: Not a directory")
        return None
    if dest_is_dir:
        return [(src, _into(dest, src)) for src in operands[:-1]]
    return [(operands[0], dest)]


def _into(directory: str, src: str) -> str:
    base = posixpath.basename(src.rstrip("/")) or src
    return directory + base if directory.endswith("/") else f"{directory}/{base}"


@dataclass
class _CpConf:
    recursive: bool
    deref: str  # "never", "always", "cmdline"
    preserve_mode: bool
    preserve_times: bool
    clobber: str  # "yes", "no", "ask"
    update: bool
    verbose: bool
    link: bool
    symlink: bool
    force: bool
    remove_first: bool
    backup: str | None = None  # None, "simple", "numbered", "existing" (common/backup.py)
    suffix: str = "~"
    attributes_only: bool = False
    copy_contents: bool = False  # -R --copy-contents: read special files like regular ones


class _Copier:
    def __init__(self, ctx: CommandContext, conf: _CpConf) -> None:
        self.ctx = ctx
        self.fs = ctx.fs
        self.conf = conf
        self.status = 0
        self.umask = ctx.fs.umask()
        self.backup_shown = ""
        self.first_dir: tuple[int, int] | None = None
        """The first directory this operand's copy created (GNU remembers it to see a copy into itself)."""
        self.top: tuple[str, str] = ("", "")
        self.into_self = False

    def err(self, message: str) -> None:
        write_err(self.ctx, message)
        self.status = 1

    def _stat(self, path: str, follow: bool) -> Stat:
        return self.fs.stat(path) if follow else self.fs.lstat(path)

    def copy(self, src_shown: str, dst_shown: str, top: bool = True) -> None:
        conf = self.conf
        self.backup_shown = ""
        if top:
            self.first_dir, self.top, self.into_self = None, (src_shown, dst_shown), False
        src = fs_path(self.ctx, src_shown)
        dst = fs_path(self.ctx, dst_shown)
        follow = conf.deref == "always" or (top and conf.deref == "cmdline")
        try:
            st = self._stat(src, follow)
        except OSError as exc:
            self.err(f"cannot stat {quoteaf(src_shown)}: {strerror(exc)}")
            return
        try:
            dst_st: Stat | None = self.fs.lstat(dst)
        except OSError as exc:
            if exc.errno == errno.ENOTDIR or (exc.errno == errno.ENOENT and dst.endswith("/") and not st.is_dir):
                # "cp f nosuch/": a trailing slash names a directory, so a file cannot be created there
                self.err(f"cannot create regular file {quoteaf(dst_shown)}: Not a directory")
                return
            dst_st = None
        if dst_st is not None and dst_st.type is FileType.SYMLINK and st.type is not FileType.SYMLINK:
            try:
                dst_st = self.fs.stat(dst)
            except OSError:
                pass
        if dst_st is not None and dst_st.ino == st.ino and dst_st.dev == st.dev and not conf.symlink:
            if not (conf.force and conf.backup is not None and st.type is FileType.FILE):
                self.err(f"{quoteaf(src_shown)} and {quoteaf(dst_shown)} are the same file")
                return
            # "cp --force --backup f f" only makes the backup, a copy of f (GNU reports 'f' -> 'f~')
            tail = backup_tail(self.ctx, dst, conf.backup, conf.suffix)
            self._copy_leaf(src_shown, dst_shown + tail, src, dst + tail, st, None)
            return
        if st.is_dir:
            self._copy_dir(src_shown, dst_shown, src, dst, st, dst_st)
            return
        if dst_st is not None:
            if dst_st.is_dir:
                self.err(f"cannot overwrite directory {quoteaf(dst_shown)} with non-directory")
                return
            if conf.clobber == "no":
                return
            if conf.update and dst_st.mtime_ns >= st.mtime_ns:
                return
            if conf.clobber == "ask" and not ask(self.ctx, f"overwrite {quoteaf(dst_shown)}?"):
                return
            if conf.backup is not None:
                tail = backup_tail(self.ctx, dst, conf.backup, conf.suffix)
                try:
                    self.fs.rename(dst, dst + tail)
                except OSError as exc:
                    self.err(f"cannot backup {quoteaf(dst_shown)}: {strerror(exc)}")
                    return
                self.backup_shown = dst_shown + tail
                dst_st = None
        self._copy_leaf(src_shown, dst_shown, src, dst, st, dst_st)

    def _copy_leaf(self, src_shown: str, dst_shown: str, src: str, dst: str, st: Stat, dst_st: Stat | None) -> None:
        conf = self.conf
        fs = self.fs
        try:
            replace = conf.symlink or conf.link or st.type is FileType.SYMLINK or conf.remove_first
            if replace and dst_st is not None:
                fs.unlink(dst)
            if conf.symlink:
                fs.symlink(src_shown, dst)
            elif conf.link:
                fs.link(src, dst)
            elif st.type is FileType.SYMLINK:
                fs.symlink(fs.readlink(src), dst)
            elif st.type is FileType.FIFO and conf.recursive and not conf.copy_contents and hasattr(fs, "mkfifo"):
                # -R copies a FIFO as a FIFO (GNU: special files as themselves), unless --copy-contents
                if dst_st is not None:
                    fs.unlink(dst)
                make_fifo = fs.mkfifo
                make_fifo(dst, st.mode & 0o7777)
            else:
                self._copy_data(src, dst, st, dst_st is None)
        except IsADirectoryError as exc:
            self.err(f"cannot create regular file {quoteaf(dst_shown)}: {strerror(exc)}")
            return
        except OSError as exc:
            if exc.filename == src or (exc.errno == errno.ENOENT and dst_st is None and fs.exists(src) is False):
                self.err(f"cannot open {quoteaf(src_shown)} for reading: {strerror(exc)}")
            else:
                self.err(f"cannot create regular file {quoteaf(dst_shown)}: {strerror(exc)}")
            return
        self._attrs(dst, st, st.type is FileType.SYMLINK)
        if conf.verbose:
            # GNU names the backup after the arrow: 'a' -> 'b' (backup: 'b~')
            made = f" (backup: {quoteaf(self.backup_shown)})" if self.backup_shown else ""
            line = f"{quoteaf(src_shown)} -> {quoteaf(dst_shown)}{made}\n"
            self.ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
        self.backup_shown = ""

    def _copy_data(self, src: str, dst: str, st: Stat, created: bool) -> None:
        fs = self.fs
        if self.conf.attributes_only:
            # --attributes-only: a new file is created empty; an existing one keeps its data
            if created:
                fs.open(dst, OpenMode.WRITE, st.mode & 0o777).close()
            return
        with fs.open(src) as fin:
            try:
                fout = fs.open(dst, OpenMode.WRITE, st.mode & 0o777)
            except PermissionError:
                if not self.conf.force:
                    raise
                fs.unlink(dst)
                fout = fs.open(dst, OpenMode.WRITE, st.mode & 0o777)
            with fout:
                while True:
                    block = fin.read(CHUNK)
                    if not block:
                        break
                    self.ctx.budget.tick()
                    fout.write(block)

    def _attrs(self, dst: str, st: Stat, is_link: bool) -> None:
        if is_link:
            if self.conf.preserve_times:
                try:
                    self.fs.utime(dst, st.atime_ns, st.mtime_ns, follow_symlinks=False)
                except OSError:
                    pass
            return
        if self.conf.preserve_mode:
            self.fs.chmod(dst, st.mode)
        if self.conf.preserve_times:
            self.fs.utime(dst, st.atime_ns, st.mtime_ns)

    def _copy_dir(self, src_shown: str, dst_shown: str, src: str, dst: str, st: Stat, dst_st: Stat | None) -> None:
        conf = self.conf
        if not conf.recursive:
            self.err(f"-r not specified; omitting directory {quoteaf(src_shown)}")
            return
        if dst_st is not None and not dst_st.is_dir:
            self.err(f"cannot overwrite non-directory {quoteaf(dst_shown)} with directory {quoteaf(src_shown)}")
            return
        if self.first_dir == (st.dev, st.ino):
            # GNU copies into a destination inside the source until the walk meets the first directory
            # it created, then says so naming the command line's operands, and stops this operand.
            top_src, top_dst = self.top
            self.err(f"cannot copy a directory, {quoteaf(top_src)}, into itself, {quoteaf(top_dst)}")
            self.into_self = True
            return
        if dst_st is None:
            try:
                self.fs.mkdir(dst, st.mode & 0o777)
                self.fs.chmod(dst, (st.mode & ~self.umask & 0o777) | 0o700)
                if self.first_dir is None:
                    made = self.fs.lstat(dst)
                    self.first_dir = (made.dev, made.ino)
            except OSError as exc:
                self.err(f"cannot create directory {quoteaf(dst_shown)}: {strerror(exc)}")
                return
            if conf.verbose:
                line = f"{quoteaf(src_shown)} -> {quoteaf(dst_shown)}\n"
                self.ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
        try:
            names = sorted(self.fs.listdir(src))
        except OSError as exc:
            self.err(f"cannot access {quoteaf(src_shown)}: {strerror(exc)}")
            return
        for name in names:
            self.ctx.budget.tick()
            self.copy(_join(src_shown, name), _join(dst_shown, name), top=False)
            if self.into_self:
                break  # no point in going on (GNU)
        final_mode = st.mode if conf.preserve_mode else (st.mode & ~self.umask & 0o777)
        try:
            if dst_st is None or conf.preserve_mode:
                self.fs.chmod(dst, final_mode)
            if conf.preserve_times:
                self.fs.utime(dst, st.atime_ns, st.mtime_ns)
        except OSError:
            pass


def _join(base: str, name: str) -> str:
    return base + name if base.endswith("/") else f"{base}/{name}"


@command(
    "cp",
    summary="copy files and directories",
    usage="cp [OPTION]... [-T] SOURCE DEST\n  or:  cp [OPTION]... SOURCE... DIRECTORY\n  or:  cp [OPTION]... -t DIRECTORY SOURCE...",
    opts=_CP_OPTS,
)
def cp(ctx: CommandContext, args: Parsed) -> int:
    backup = backup_kind(ctx, args)
    v = args.values
    archive = args.flag("archive")
    recursive = archive or args.flag("recursive")
    deref = "always" if not recursive else "never"
    if args.flag("d") or archive:
        deref = "never"
    for dest, value in args.order:
        if dest == "deref":
            deref = str(value)
    preserve = set()
    if archive:
        preserve = {"mode", "timestamps", "ownership", "links"}
    if args.flag("p"):
        preserve |= {"mode", "timestamps", "ownership"}
    for word in args.texts("preserve") if isinstance(v.get("preserve"), list) else [args.text("preserve") or ""]:
        for item in word.split(","):
            if item == "all":
                preserve |= {"mode", "timestamps", "ownership", "links"}
            elif item:
                preserve.add(item)
    for item in (args.text("no_preserve") or "").split(","):
        preserve.discard("timestamps" if item == "all" else item)
        if item == "all":
            preserve.clear()
    clobber = "yes"
    for dest, value in args.order:
        if dest == "clobber":
            clobber = str(value)
        elif dest == "force":
            clobber = "yes" if clobber != "no" else clobber
    _no_clobber_backup(args, clobber)
    conf = _CpConf(
        recursive=recursive,
        deref=deref,
        preserve_mode="mode" in preserve,
        preserve_times="timestamps" in preserve,
        clobber=clobber,
        update=args.flag("update"),
        verbose=args.flag("verbose"),
        link=args.flag("link"),
        symlink=args.flag("symlink"),
        force=args.flag("force"),
        remove_first=args.flag("remove_destination"),
        backup=backup,
        suffix=backup_suffix(ctx, args),
        attributes_only=args.flag("attributes_only"),
        copy_contents=args.flag("copy_contents"),
    )
    copier = _Copier(ctx, conf)
    if args.flag("parents"):
        return _copy_parents(ctx, args, copier)
    plan = plan_targets(ctx, args, "cp")
    if plan is None:
        return 1
    for src, dst in plan:
        copier.copy(src, dst)
    return copier.status


def _no_clobber_backup(args: Parsed, clobber: str) -> None:
    # GNU refuses -n with any backup option, even --backup=none
    if clobber == "no" and ("backup" in args.values or "suffix" in args.values):
        raise UsageError("options --backup and --no-clobber are mutually exclusive")


def _copy_parents(ctx: CommandContext, args: Parsed, copier: _Copier) -> int:
    """``cp --parents SRC... DIR``: each source lands at DIR/SRC, its missing directories made like the source's."""
    operands = list(args.operands)
    target_dir = args.text("target_dir")
    if target_dir is None:
        if not operands:
            raise UsageError("missing file operand")
        if len(operands) == 1:
            raise UsageError(f"missing destination file operand after {quoteaf(operands[0])}")
        target_dir = operands.pop()
    elif not operands:
        raise UsageError("missing file operand")
    try:
        is_dir = ctx.fs.stat(fs_path(ctx, target_dir)).is_dir
    except OSError:
        is_dir = False
    if not is_dir or args.flag("no_target_dir"):
        raise UsageError("with --parents, the destination must be a directory")
    for src in operands:
        ctx.budget.tick()
        dst = target_dir + src if target_dir.endswith("/") else f"{target_dir}/{src}"
        if _make_parents(copier, src, target_dir):
            copier.copy(src, dst)
    return copier.status


def _make_parents(copier: _Copier, src: str, target_dir: str) -> bool:
    """Create DIR/a, DIR/a/b for SRC a/b/c with the source directories' modes (less the umask)."""
    ctx = copier.ctx
    parts = src.rstrip("/").split("/")[:-1]
    prefix = "/" if src.startswith("/") else ""
    built = target_dir.rstrip("/") or "/"
    for part in parts:
        if not part:
            continue
        prefix = f"{prefix}{part}/"
        built = f"{built}/{part}"
        dst = fs_path(ctx, built)
        try:
            st = ctx.fs.stat(fs_path(ctx, prefix))
        except OSError as exc:
            copier.err(f"cannot stat {quoteaf(prefix.rstrip('/'))}: {strerror(exc)}")
            return False
        try:
            if ctx.fs.stat(dst).is_dir:
                continue
            copier.err(f"{quoteaf(built)} exists but is not a directory")
            return False
        except OSError:
            pass
        try:
            ctx.fs.mkdir(dst, st.mode & ~copier.umask & 0o777)
        except OSError as exc:
            copier.err(f"cannot make directory {quoteaf(built)}: {strerror(exc)}")
            return False
        if copier.conf.verbose:
            # GNU prints these lines unquoted
            ctx.stdout.write(f"{prefix.rstrip('/')} -> {built}\n".encode("utf-8", "surrogateescape"))
    return True


_MV_OPTS = [
    Opt(None, "backup", "backup", Arg.OPTIONAL, const=""),
    Opt("b", None, "backup", action="store_const", const=""),
    Opt("f", "force", "clobber", action="store_const", const="yes"),
    Opt("i", "interactive", "clobber", action="store_const", const="ask"),
    Opt("n", "no-clobber", "clobber", action="store_const", const="no"),
    Opt(None, "no-copy", "no_copy"),
    Opt(None, "strip-trailing-slashes", "strip_slashes"),
    Opt("S", "suffix", "suffix", Arg.REQUIRED),
    Opt("t", "target-directory", "target_dir", Arg.REQUIRED),
    Opt("T", "no-target-directory", "no_target_dir"),
    Opt("u", "update", "update"),
    Opt("v", "verbose", "verbose"),
    Opt("Z", "context", "context"),
]


@dataclass(frozen=True, slots=True)
class _MvConf:
    clobber: str  # "yes", "no", "ask"
    update: bool
    verbose: bool
    backup: str | None
    suffix: str


def _move(ctx: CommandContext, src_shown: str, dst_shown: str, conf: _MvConf) -> int:
    fs = ctx.fs
    clobber, update = conf.clobber, conf.update
    src = fs_path(ctx, src_shown)
    dst = fs_path(ctx, dst_shown)
    try:
        st = fs.lstat(src)
    except OSError as exc:
        write_err(ctx, f"cannot stat {quoteaf(src_shown)}: {strerror(exc)}")
        return 1
    try:
        dst_st: Stat | None = fs.lstat(dst)
    except OSError:
        dst_st = None
    if dst_st is not None:
        if dst_st.ino == st.ino and dst_st.dev == st.dev:
            write_err(ctx, f"{quoteaf(src_shown)} and {quoteaf(dst_shown)} are the same file")
            return 1
        if clobber == "no":
            return 0
        if update and dst_st.mtime_ns >= st.mtime_ns:
            return 0
        if clobber == "ask" and not ask(ctx, f"overwrite {quoteaf(dst_shown)}?"):
            return 0
        if dst_st.is_dir and not st.is_dir:
            write_err(ctx, f"cannot overwrite directory {quoteaf(dst_shown)} with non-directory")
            return 1
        if st.is_dir and not dst_st.is_dir:
            write_err(ctx, f"cannot overwrite non-directory {quoteaf(dst_shown)} with directory {quoteaf(src_shown)}")
            return 1
    if st.is_dir:
        try:
            real_src = fs.realpath(src)
            parent = posixpath.dirname(dst.rstrip("/")) or "/"
            real_dst = posixpath.join(fs.realpath(parent), posixpath.basename(dst.rstrip("/")))
        except OSError:
            real_src = real_dst = ""
        if real_src and real_dst.startswith(real_src.rstrip("/") + "/"):
            write_err(ctx, f"cannot move {quoteaf(src_shown)} to a subdirectory of itself, {quoteaf(dst_shown)}")
            return 1
    made = ""
    if dst_st is not None and conf.backup is not None:
        tail = backup_tail(ctx, dst, conf.backup, conf.suffix)
        try:
            fs.rename(dst, dst + tail)
        except OSError as exc:
            write_err(ctx, f"cannot backup {quoteaf(dst_shown)}: {strerror(exc)}")
            return 1
        made = f" (backup: {quoteaf(dst_shown + tail)})"
    try:
        fs.rename(src, dst)
    except OSError as exc:
        write_err(ctx, f"cannot move {quoteaf(src_shown)} to {quoteaf(dst_shown)}: {strerror(exc)}")
        return 1
    if conf.verbose:
        line = f"renamed {quoteaf(src_shown)} -> {quoteaf(dst_shown)}{made}\n"
        ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
    return 0


@command(
    "mv",
    summary="move (rename) files",
    usage="mv [OPTION]... [-T] SOURCE DEST\n  or:  mv [OPTION]... SOURCE... DIRECTORY\n  or:  mv [OPTION]... -t DIRECTORY SOURCE...",
    opts=_MV_OPTS,
)
def mv(ctx: CommandContext, args: Parsed) -> int:
    backup = backup_kind(ctx, args)
    clobber = "yes"
    for dest, value in args.order:
        if dest == "clobber":
            clobber = str(value)
    _no_clobber_backup(args, clobber)
    plan = plan_targets(ctx, args, "mv")
    if plan is None:
        return 1
    conf = _MvConf(clobber, args.flag("update"), args.flag("verbose"), backup, backup_suffix(ctx, args))
    status = 0
    for src, dst in plan:
        ctx.budget.tick()
        status |= _move(ctx, src, dst, conf)
    return status
