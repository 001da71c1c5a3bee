"""rm: remove files or directories (GNU coreutils 9.1).

Prompts (``-i``, ``-I``) read the answer from stdin; without a ``y`` answer
(stdin at its end, as in the golden recordings) nothing is removed, as GNU does.
"""

from __future__ import annotations

import errno

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quoteaf, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType, Stat

_OPTS = [
    Opt("d", "dir", "dir"),
    Opt("f", "force", "interactive", action="store_const", const="never"),
    Opt("i", None, "interactive", action="store_const", const="always"),
    Opt("I", None, "interactive", action="store_const", const="once"),
    Opt(None, "interactive", "interactive_word", Arg.OPTIONAL, const="always"),
    Opt(None, "one-file-system", "one_fs"),
    Opt(None, "no-preserve-root", "preserve_root", action="store_const", const=False),
    Opt(None, "preserve-root", "preserve_root", Arg.OPTIONAL, const=True),
    Opt(None, "-presume-input-tty", "tty"),
    Opt("r", "recursive", "recursive"),
    Opt("R", None, "recursive"),
    Opt("v", "verbose", "verbose"),
]


def ask(ctx: CommandContext, prompt: str) -> bool:
    """Print ``name: prompt`` to stderr and read a line: yes only for an answer starting with y/Y."""
    ctx.stderr.write(f"{ctx.name}: {prompt} ".encode("utf-8", "surrogateescape"))
    ctx.stderr.flush()
    answer = ctx.stdin.readline()
    return answer[:1] in (b"y", b"Y")


def describe(st: Stat, empty: bool) -> str:
    """GNU's file-type words in prompts (``regular empty file``, ``directory``, ``symbolic link``)."""
    if st.type is FileType.FILE:
        return "regular empty file" if st.size == 0 else "regular file"
    return {
        FileType.DIR: "directory",
        FileType.SYMLINK: "symbolic link",
        FileType.FIFO: "fifo",
        FileType.CHAR_DEVICE: "character special file",
    }[st.type]


class _Rm:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        mode = "never_default"
        for dest, value in args.order:
            if dest == "interactive":
                mode = str(value)
            elif dest == "interactive_word":
                word = str(value)
                mode = {"never": "never", "no": "never", "none": "never", "once": "once"}.get(word, "always")
        self.mode = mode
        self.force = mode == "never"
        self.recursive = args.flag("recursive")
        self.dirs = args.flag("dir")
        self.verbose = args.flag("verbose")
        self.preserve_root = args.values.get("preserve_root", True) is not False
        self.status = 0

    def _say(self, text: str) -> None:
        self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))

    def remove(self, shown: str, path: str) -> bool:
        """Remove one operand or tree entry; False when something was kept."""
        fs = self.ctx.fs
        self.ctx.budget.tick()
        try:
            st = fs.lstat(path)
        except OSError as exc:
            if not (self.force and exc.errno == errno.ENOENT):
                ctx_error_path(self.ctx, shown, exc, prefix="cannot remove")
                self.status = 1
            return False
        if st.type is FileType.DIR:
            return self._remove_dir(shown, path, st)
        if self.mode == "always" and not ask(self.ctx, f"remove {describe(st, False)} {quoteaf(shown)}?"):
            return False
        try:
            fs.unlink(path)
        except OSError as exc:
            ctx_error_path(self.ctx, shown, exc, prefix="cannot remove")
            self.status = 1
            return False
        if self.verbose:
            self._say(f"removed {quoteaf(shown)}\n")
        return True

    def _remove_dir(self, shown: str, path: str, st: Stat) -> bool:
        fs = self.ctx.fs
        if not self.recursive:
            if not self.dirs:
                write_err(self.ctx, f"cannot remove {quoteaf(shown)}: Is a directory")
                self.status = 1
                return False
            if self.mode == "always" and not ask(self.ctx, f"remove directory {quoteaf(shown)}?"):
                return False
            return self._rmdir(shown, path)
        try:
            names = sorted(fs.listdir(path))
        except OSError as exc:
            ctx_error_path(self.ctx, shown, exc, prefix="cannot remove")
            self.status = 1
            return False
        if names and self.mode == "always" and not ask(self.ctx, f"descend into directory {quoteaf(shown)}?"):
            return False
        ok = True
        sep = "" if shown.endswith("/") else "/"
        for name in names:
            ok = self.remove(f"{shown}{sep}{name}", f"{path.rstrip('/')}/{name}") and ok
        if not ok:
            return False
        if self.mode == "always" and not ask(self.ctx, f"remove directory {quoteaf(shown)}?"):
            return False
        return self._rmdir(shown, path)

    def _rmdir(self, shown: str, path: str) -> bool:
        try:
            self.ctx.fs.rmdir(path)
        except OSError as exc:
            ctx_error_path(self.ctx, shown, exc, prefix="cannot remove")
            self.status = 1
            return False
        if self.verbose:
            self._say(f"removed directory {quoteaf(shown)}\n")
        return True


def _last_component(operand: str) -> str:
    stripped = operand.rstrip("/")
    return stripped.rsplit("/", 1)[-1] if stripped else "/"


@command("rm", summary="remove files or directories", usage="rm [OPTION]... [FILE]...", opts=_OPTS)
def rm(ctx: CommandContext, args: Parsed) -> int:
    job = _Rm(ctx, args)
    if not args.operands:
        if job.force:
            return 0
        raise UsageError("missing operand")
    if job.mode == "once" and (job.recursive or len(args.operands) > 3):
        count = len(args.operands)
        what = f"{count} argument{'s' if count != 1 else ''}"
        if not ask(ctx, f"remove {what}{' recursively' if job.recursive else ''}?"):
            return 0
    for operand in args.operands:
        if _last_component(operand) in (".", ".."):
            write_err(ctx, f"refusing to remove '.' or '..' directory: skipping {quoteaf(operand)}")
            job.status = 1
            continue
        path = fs_path(ctx, operand)
        if job.recursive and job.preserve_root:
            try:
                real = ctx.fs.realpath(path)
            except OSError:
                real = ""
            if real == "/":
                write_err(ctx, f"it is dangerous to operate recursively on {quoteaf(operand)}")
                write_err(ctx, "use --no-preserve-root to override this failsafe")
                job.status = 1
                continue
        job.remove(operand, path)
    return job.status
