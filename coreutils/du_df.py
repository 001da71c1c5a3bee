"""du and df (GNU coreutils 9.1).

du counts what the filesystem view reports as allocated (``st_blocks``):
vshell's files are sized like ext4's (4 KiB blocks, 4 KiB per directory,
symlinks 0), so ``du`` of a workspace reads as it would on disk; ``-b`` and
``--apparent-size`` count bytes (D-du).  df has one honest answer: one
filesystem, ``vshell``, mounted at ``/``, as large as the overlay limit, with
its use not known (``-``) (D-df).
"""

from __future__ import annotations

import math

from coreutils._args import Arg, Opt, Parsed, UsageError
from coreutils._errors import ctx_error_path, quote, quoteaf, write_err
from coreutils._fileio import fs_path, reject_unsupported
from coreutils._glob import fnmatch
from coreutils._lsformat import human_size
from coreutils._registry import command
from vshell.command import CommandContext
from vshell.fs.protocol import FileType, Stat

_DU_OPTS = [
    Opt("0", "null", "null"),
    Opt("a", "all", "all"),
    Opt(None, "apparent-size", "apparent"),
    Opt("B", "block-size", "block_size", Arg.REQUIRED),
    Opt("b", "bytes", "bytes"),
    Opt("c", "total", "total"),
    Opt("D", "dereference-args", "deref_args"),
    Opt("d", "max-depth", "max_depth", Arg.REQUIRED),
    Opt(None, "files0-from", "files0", Arg.REQUIRED),
    Opt("H", None, "deref_args"),
    Opt("h", "human-readable", "human", action="store_const", const=1024),
    Opt(None, "inodes", "inodes"),
    Opt("k", None, "block_size", action="store_const", const="1K"),
    Opt("L", "dereference", "deref"),
    Opt("l", "count-links", "count_links"),
    Opt("m", None, "block_size", action="store_const", const="1M"),
    Opt("P", "no-dereference", "deref", action="store_const", const=False),
    Opt("S", "separate-dirs", "separate"),
    Opt(None, "si", "human", action="store_const", const=1000),
    Opt("s", "summarize", "summarize"),
    Opt("t", "threshold", "threshold", Arg.REQUIRED),
    Opt(None, "time", "time", Arg.OPTIONAL, const="mtime"),
    Opt(None, "time-style", "time_style", Arg.REQUIRED),
    Opt("X", "exclude-from", "exclude_from", Arg.REQUIRED),
    Opt(None, "exclude", "exclude", Arg.REQUIRED, action="append"),
    Opt("x", "one-file-system", "xdev"),
]
_UNITS = {"K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4, "KB": 1000, "MB": 1000**2, "GB": 1000**3}


def _block_size(text: str) -> int:
    t = text[1:] if text.startswith("'") else text
    digits = "".join(c for c in t if c.isdigit())
    unit = t[len(digits) :].replace("iB", "")
    if unit and unit not in _UNITS:
        raise UsageError(f"invalid --block-size argument {quote(text)}", try_help=False)
    return (int(digits) if digits else 1) * _UNITS.get(unit, 1)


class _Du:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        self.all = args.flag("all")
        self.summarize = args.flag("summarize")
        self.apparent = args.flag("apparent") or args.flag("bytes")
        self.human = int(str(args.values.get("human") or 0))
        bs = args.values.get("block_size")
        self.block = 1 if args.flag("bytes") else _block_size(str(bs)) if bs else 1024
        depth = args.text("max_depth")
        if depth is not None:
            if not depth.isdigit():
                raise UsageError(f"invalid maximum depth {quote(depth)}", try_help=False)
            self.max_depth: int | None = int(depth)
        else:
            self.max_depth = 0 if self.summarize else None
        if self.summarize and self.all:
            raise UsageError("cannot both summarize and show all entries")
        self.deref = args.flag("deref")
        self.deref_args = args.flag("deref_args")
        self.count_links = args.flag("count_links")
        self.separate = args.flag("separate")
        self.exclude = args.texts("exclude")
        self.end = "\0" if args.flag("null") else "\n"
        self.seen: set[tuple[int, int]] = set()
        self.status = 0
        self.out: list[str] = []

    def size_of(self, st: Stat) -> int:
        return st.size if self.apparent else st.blocks * 512

    def shown(self, nbytes: int) -> str:
        if self.human:
            return (
                human_size(nbytes, int(self.human)).replace("K", "k" if self.human == 1000 else "K") if nbytes else "0"
            )
        return str(math.ceil(nbytes / self.block))

    def emit(self, nbytes: int, path: str) -> None:
        self.out.append(f"{self.shown(nbytes)}\t{path}{self.end}")
        if len(self.out) > 512:
            self.flush()

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out.clear()

    def walk(self, shown: str, path: str, depth: int, top: bool) -> int:
        fs = self.ctx.fs
        self.ctx.budget.tick()
        try:
            st = fs.stat(path) if self.deref or (top and self.deref_args) else fs.lstat(path)
        except OSError as exc:
            self.flush()
            ctx_error_path(self.ctx, shown, exc, prefix="cannot access")
            self.status = 1
            return 0
        key = (st.dev, st.ino)
        if not self.count_links and (st.nlink > 1 or st.is_dir) and key in self.seen:
            return 0
        self.seen.add(key)
        total = self.size_of(st)
        if st.type is FileType.DIR:
            try:
                names = sorted(fs.listdir(path), key=lambda n: n.encode("utf-8", "surrogateescape"))
            except OSError as exc:
                self.flush()
                write_err(self.ctx, f"cannot read directory {quoteaf(shown)}: {exc.strerror}")
                self.status = 1
                names = []
            for name in names:
                if any(fnmatch(p, name) for p in self.exclude):
                    continue
                child_shown = shown + name if shown.endswith("/") else f"{shown}/{name}"
                sub = self.walk(child_shown, f"{path.rstrip('/')}/{name}", depth + 1, False)
                if not self.separate or not self._is_dir(f"{path.rstrip('/')}/{name}"):
                    total += sub
            if self.max_depth is None or depth <= self.max_depth:
                self.emit(total, shown)
        elif top or (self.all and (self.max_depth is None or depth <= self.max_depth)):
            self.emit(total, shown)
        return total

    def _is_dir(self, path: str) -> bool:
        try:
            return self.ctx.fs.lstat(path).is_dir
        except OSError:
            return False


@command(
    "du",
    summary="estimate file space usage",
    usage="du [OPTION]... [FILE]...\n  or:  du [OPTION]... --files0-from=F",
    opts=_DU_OPTS,
)
def du(ctx: CommandContext, args: Parsed) -> int:
    reject_unsupported(
        args,
        {
            "files0": "--files0-from",
            "inodes": "--inodes",
            "threshold": "--threshold",
            "time": "--time",
            "time_style": "--time-style",
            "exclude_from": "--exclude-from",
        },
    )
    job = _Du(ctx, args)
    grand = 0
    for operand in args.operands or ["."]:
        try:
            path = fs_path(ctx, operand)
        except OSError as exc:
            ctx_error_path(ctx, operand, exc, prefix="cannot access")
            job.status = 1
            continue
        grand += job.walk(operand, path, 0, True)
    if args.flag("total"):
        job.emit(grand, "total")
    job.flush()
    return job.status


_DF_OPTS = [
    Opt("a", "all", "all"),
    Opt("B", "block-size", "block_size", Arg.REQUIRED),
    Opt("h", "human-readable", "human", action="store_const", const=1024),
    Opt("H", "si", "human", action="store_const", const=1000),
    Opt("i", "inodes", "inodes"),
    Opt("k", None, "k"),
    Opt("l", "local", "local"),
    Opt(None, "no-sync", "no_sync"),
    Opt(None, "output", "output", Arg.OPTIONAL, const=""),
    Opt("P", "portability", "posix"),
    Opt(None, "sync", "sync"),
    Opt(None, "total", "total"),
    Opt("t", "type", "type", Arg.REQUIRED, action="append"),
    Opt("T", "print-type", "print_type"),
    Opt("x", "exclude-type", "exclude_type", Arg.REQUIRED, action="append"),
]


@command("df", summary="report file system space usage", usage="df [OPTION]... [FILE]...", opts=_DF_OPTS)
def df(ctx: CommandContext, args: Parsed) -> int:
    status = 0
    rows = 0
    for operand in args.operands:
        try:
            ctx.fs.stat(fs_path(ctx, operand))
            rows += 1
        except OSError as exc:
            write_err(ctx, f"{operand}: {exc.strerror}")
            status = 1
    if args.operands and not rows:
        return 1
    rows = rows or 1
    limit = ctx.budget.limits.overlay_bytes
    human = int(str(args.values.get("human") or 0))
    if args.flag("inodes"):
        header = ["Filesystem", "Inodes", "IUsed", "IFree", "IUse%", "Mounted on"]
        cells = ["vshell", str(ctx.budget.limits.overlay_files), "-", str(ctx.budget.limits.overlay_files), "-", "/"]
    else:
        if human:
            size_head, size = "Size", human_size(limit, int(human))
        else:
            size_head, size = ("1024-blocks" if args.flag("posix") else "1K-blocks"), str(limit // 1024)
        header = [
            "Filesystem",
            size_head,
            "Used",
            "Avail" if human else "Available",
            "Capacity" if args.flag("posix") else "Use%",
            "Mounted on",
        ]
        cells = ["vshell", size, "-", size, "-", "/"]
    if args.flag("print_type"):
        header.insert(1, "Type")
        cells.insert(1, "vshell")
    table = [header] + [cells] * rows
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    lines = []
    for r in table:
        parts = []
        for i, c in enumerate(r):
            if i == 0 or (args.flag("print_type") and i == 1):
                parts.append(c.ljust(widths[i]))
            elif i == len(r) - 1:
                parts.append(c)
            else:
                parts.append(c.rjust(widths[i]))
        lines.append(" ".join(parts))
    ctx.stdout.write(("\n".join(lines) + "\n").encode())
    return status
