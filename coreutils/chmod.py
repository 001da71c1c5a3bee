"""chmod: change file mode bits (GNU coreutils 9.1), symbolic and octal, with -R -v -c -f --reference."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quote, quoteaf, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.modes import Change, adjust, compile_mode, perm_string
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType

_OPTS = [
    Opt("c", "changes", "changes"),
    Opt(None, "no-preserve-root", "preserve_root", action="store_const", const=False),
    Opt(None, "preserve-root", "preserve_root", action="store_const", const=True),
    Opt("f", "silent", "quiet"),
    Opt(None, "quiet", "quiet"),
    Opt(None, "reference", "reference", Arg.REQUIRED),
    Opt("R", "recursive", "recursive"),
    Opt("v", "verbose", "verbose"),
    Opt(None, None, "dash_mode", Arg.REQUIRED, action="append"),  # filled by _dash_mode only
]


_FLAGS = {"c": "changes", "f": "quiet", "R": "recursive", "v": "verbose"}
_MODE_CHARS = frozenset("rwxXstugoa,+=01234567")


def _dash_mode(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """GNU chmod's getopt knows the mode letters as options whose argument is the rest of the word, and takes the
    whole word as a mode: ``-w``, ``-755``, ``-w-x`` (and ``-Rw`` too, an invalid mode, after setting -R)."""
    word = argv[i]
    pairs: list[tuple[str, str | None]] = []
    for ch in word[1:]:
        if ch in _MODE_CHARS:
            return 1, [*pairs, ("dash_mode", word)]
        if ch not in _FLAGS:
            return None  # getopt's own error for an unknown letter
        pairs.append((_FLAGS[ch], None))
    return None


class _Chmod:
    def __init__(self, ctx: CommandContext, args: Parsed, changes: list[Change] | None, ref_mode: int | None) -> None:
        self.ctx = ctx
        self.changes = changes
        self.ref_mode = ref_mode
        self.verbose = args.flag("verbose")
        self.only_changes = args.flag("changes")
        self.quiet = args.flag("quiet")
        self.recursive = args.flag("recursive")
        self.umask = ctx.fs.umask()
        self.status = 0

    def one(self, shown: str, path: str, top: bool) -> None:
        fs = self.ctx.fs
        try:
            lst = fs.lstat(path)
            if lst.type is FileType.SYMLINK and not top:
                return
            st = fs.stat(path)
        except OSError as exc:
            if not self.quiet:
                ctx_error_path(self.ctx, shown, exc, prefix="cannot access")
            self.status = 1
            return
        old = st.mode
        if self.ref_mode is not None:
            new = self.ref_mode
        else:
            assert self.changes is not None
            new = adjust(old, st.is_dir, self.umask, self.changes)
        try:
            if new != old:
                fs.chmod(path, new)
        except OSError as exc:
            if not self.quiet:
                write_err(self.ctx, f"changing permissions of {quoteaf(shown)}: {exc.strerror}")
            self.status = 1
            return
        if self.verbose or (self.only_changes and new != old):
            if new != old:
                msg = (
                    f"mode of {quoteaf(shown)} changed from {old:04o} ({perm_string(old)}) "
                    f"to {new:04o} ({perm_string(new)})\n"
                )
            else:
                msg = f"mode of {quoteaf(shown)} retained as {old:04o} ({perm_string(old)})\n"
            self.ctx.stdout.write(msg.encode("utf-8", "surrogateescape"))
        if self.ref_mode is None and self.changes is not None and not self.quiet:
            # GNU warns when the umask kept a who-less change from doing all it said
            wanted = adjust(old, st.is_dir, 0, self.changes)
            if new & ~wanted:
                write_err(
                    self.ctx,
                    f"{shown}: new permissions are {perm_string(new)}, not {perm_string(wanted)}",
                )
                self.status = 1
        if self.recursive and lst.is_dir:
            try:
                names = sorted(fs.listdir(path))
            except OSError as exc:
                ctx_error_path(self.ctx, shown, exc, prefix="cannot read directory")
                self.status = 1
                return
            for name in names:
                self.ctx.budget.tick()
                sep = "" if shown.endswith("/") else "/"
                self.one(f"{shown}{sep}{name}", f"{path.rstrip('/')}/{name}", top=False)


@command(
    "chmod",
    summary="change file mode bits",
    usage="chmod [OPTION]... MODE[,MODE]... FILE...\n  or:  chmod [OPTION]... --reference=RFILE FILE...",
    opts=_OPTS,
    obsolete=_dash_mode,
)
def chmod(ctx: CommandContext, args: Parsed) -> int:
    operands = list(args.operands)
    ref = args.text("reference")
    dash = args.texts("dash_mode")
    ref_mode: int | None = None
    changes: list[Change] | None = None
    if ref is not None:
        try:
            ref_mode = ctx.fs.stat(fs_path(ctx, ref)).mode
        except OSError as exc:
            write_err(ctx, f"failed to get attributes of {quoteaf(ref)}: {exc.strerror}")
            return 1
    else:
        if dash:
            mode_text = ",".join(dash)
        else:
            if not operands:
                raise UsageError("missing operand")
            mode_text = operands.pop(0)
            if not operands:
                raise UsageError(f"missing operand after {quote(mode_text)}")
        changes = compile_mode(mode_text)
        if changes is None:
            raise UsageError(f"invalid mode: {quote(mode_text)}")
    if not operands:
        raise UsageError("missing operand")
    job = _Chmod(ctx, args, changes, ref_mode)
    for operand in operands:
        job.one(operand, fs_path(ctx, operand), top=True)
    return job.status
