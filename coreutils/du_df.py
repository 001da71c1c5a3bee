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
from collections.abc import Iterator

import regex

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quote, quoteaf, quotef, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.lsformat import human_size, strftime, zone
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.wildcards import fnmatch
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
    Opt(None, "time", "time", Arg.OPTIONAL, const=""),
    Opt(None, "time-style", "time_style", Arg.REQUIRED),
    Opt("X", "exclude-from", "exclude_from", Arg.REQUIRED, action="append"),
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


_THRESHOLD = regex.compile(r"(-?)([0-9]+)(?:([KMGTPEZYkb])(iB|B)?)?")
_POWERS = "KMGTPEZY"
_TIME_WORDS = [["atime", "access", "use"], ["ctime", "status"]]
_TIME_STYLES = {"full-iso": "%Y-%m-%d %H:%M:%S.%N %z", "long-iso": "%Y-%m-%d %H:%M", "iso": "%Y-%m-%d"}


def _threshold(ctx: CommandContext, text: str) -> int:
    """``-t SIZE``: bytes (or inodes), with GNU's size suffixes; negative means "at most"."""
    match = _THRESHOLD.fullmatch(text)
    if match is None:
        # GNU names the option as it was spelt (xstrtol_fatal)
        spelt = "--threshold" if any(a.startswith("--th") for a in ctx.argv[1:]) else "-t"
        what = "invalid suffix in" if text.lstrip("-")[:1].isdigit() else "invalid"
        raise UsageError(f"{what} {spelt} argument '{text}'", try_help=False)
    sign, digits, unit, tail = match.groups()
    value = int(digits)
    if unit == "b":
        value *= 512
    elif unit:
        value *= (1000 if tail == "B" else 1024) ** (_POWERS.index(unit.upper()) + 1)
    if sign and value == 0:
        raise UsageError(f"invalid --threshold argument '{text}'", try_help=False)
    return -value if sign else value


def _argmatch(value: str, option: str, groups: list[list[str]]) -> str:
    """GNU's XARGMATCH: an exact word or unambiguous prefix; returns its group's first word."""
    hits = [g[0] for g in groups if value in g]
    if not hits:
        hits = list(dict.fromkeys(g[0] for g in groups for w in g if w.startswith(value) and value))
    if len(hits) == 1:
        return hits[0]
    kind = "ambiguous" if hits else "invalid"
    lines = [f"{kind} argument {quote(value)} for {quote(option)}", "Valid arguments are:"]
    lines += ["  - " + ", ".join(quote(w) for w in g) for g in groups]
    raise UsageError("\n".join(lines))


def _time_format(ctx: CommandContext, args: Parsed) -> tuple[str, str] | None:
    """``--time[=WORD]`` and ``--time-style``: which time (mtime, atime, ctime) and its strftime format."""
    if "time" not in args.values:
        return None
    word = args.text("time") or ""
    which = _argmatch(word, "--time", _TIME_WORDS) if word else "mtime"
    style = args.text("time_style") or ctx.env.get("TIME_STYLE") or "long-iso"
    if style.startswith("+"):
        return which, style[1:].split("\n", 1)[0]
    return which, _TIME_STYLES[_argmatch(style, "time style", [[k] for k in _TIME_STYLES])]


def _exclude_file(ctx: CommandContext, name: str) -> list[str]:
    """``-X FILE``: one pattern a line; an unreadable file stops du before any output."""
    try:
        with ctx.fs.open(fs_path(ctx, name)) as stream:
            data = stream.read()
    except OSError as exc:
        raise UsageError(f"{quotef(name)}: {strerror(exc)}") from None
    return [line for line in data.decode("utf-8", "surrogateescape").split("\n") if line]


class _Du:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        self.inodes = args.flag("inodes")
        if self.inodes and (args.flag("apparent") or args.flag("bytes")):
            write_err(ctx, "warning: options --apparent-size and -b are ineffective with --inodes")
        threshold = args.text("threshold")
        self.threshold = _threshold(ctx, threshold) if threshold is not None else 0
        self.time = _time_format(ctx, args)
        self.tz = zone(ctx.env)
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
        for name in args.texts("exclude_from"):
            self.exclude += _exclude_file(ctx, name)
        self.end = "\0" if args.flag("null") else "\n"
        self.seen: set[tuple[int, int]] = set()
        self.status = 0
        self.out: list[str] = []

    def size_of(self, st: Stat) -> int:
        if self.inodes:
            return 1
        return st.size if self.apparent else st.blocks * 512

    def time_of(self, st: Stat) -> int:
        if self.time is None:
            return 0
        return {"mtime": st.mtime_ns, "atime": st.atime_ns, "ctime": st.ctime_ns}[self.time[0]]

    def shown(self, nbytes: int) -> str:
        if self.inodes and not self.human:
            return str(nbytes)
        if self.human:
            return (
                human_size(nbytes, int(self.human)).replace("K", "k" if self.human == 1000 else "K") if nbytes else "0"
            )
        return str(math.ceil(nbytes / self.block))

    def emit(self, nbytes: int, path: str, when: int, total: bool = False) -> None:
        if not total:
            # -t hides small (or, when negative, large) entries but never the grand total
            limit = self.threshold
            if (limit >= 0 and nbytes < limit) or (limit < 0 and nbytes > -limit):
                return
        if self.time is not None:
            stamp = strftime(self.time[1], when, self.tz)
            self.out.append(f"{self.shown(nbytes)}\t{stamp}\t{path}{self.end}")
        else:
            self.out.append(f"{self.shown(nbytes)}\t{path}{self.end}")
        if len(self.out) > 512:
            self.flush()

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out.clear()

    def walk(self, shown: str, path: str, depth: int, top: bool) -> tuple[int, int]:
        """Visit one file or tree: (its size, its latest --time stamp)."""
        fs = self.ctx.fs
        self.ctx.budget.tick()
        try:
            st = fs.stat(path) if self.deref or (top and self.deref_args) else fs.lstat(path)
        except OSError as exc:
            self.flush()
            ctx_error_path(self.ctx, shown, exc, prefix="cannot access")
            self.status = 1
            return 0, 0
        is_dir = st.type is FileType.DIR
        if st.nlink > 1 or is_dir:  # only these can be met twice (hard links, a directory given twice)
            key = (st.dev, st.ino)
            if not self.count_links and key in self.seen:
                return 0, 0
            self.seen.add(key)
        total = self.size_of(st)
        latest = self.time_of(st)
        if is_dir:
            try:
                names = fs.listdir(path)
            except OSError as exc:
                self.flush()
                write_err(self.ctx, f"cannot read directory {quoteaf(shown)}: {exc.strerror}")
                self.status = 1
                names = []
            if all(name.isascii() for name in names):
                names.sort()  # the order of the bytes, as below, for a fraction of the cost
            else:
                names.sort(key=lambda n: n.encode("utf-8", "surrogateescape"))
            shown_base = shown if shown.endswith("/") else shown + "/"
            base = path.rstrip("/") + "/"
            exclude = self.exclude
            for name in names:
                if exclude and any(fnmatch(p, name) for p in exclude):
                    continue
                sub, when = self.walk(shown_base + name, base + name, depth + 1, False)
                if when > latest:
                    latest = when
                if not self.separate or not self._is_dir(base + name):
                    total += sub
            if self.max_depth is None or depth <= self.max_depth:
                self.emit(total, shown, latest)
        elif top or (self.all and (self.max_depth is None or depth <= self.max_depth)):
            self.emit(total, shown, latest)
        return total, latest

    def _is_dir(self, path: str) -> bool:
        try:
            return self.ctx.fs.lstat(path).is_dir
        except OSError:
            return False


def _names_from(ctx: CommandContext, job: _Du, source: str) -> Iterator[str]:
    """``--files0-from=F``: NUL-separated names (``-`` is stdin); an empty name is an error and is skipped."""
    try:
        if source == "-":
            data = ctx.stdin.read()
        else:
            with ctx.fs.open(fs_path(ctx, source)) as stream:
                data = stream.read()
    except OSError as exc:
        write_err(ctx, f"cannot open {quoteaf(source)} for reading: {strerror(exc)}")
        job.status = 1
        return
    names = data.split(b"\0")
    if names and names[-1] == b"":
        names.pop()
    for number, raw in enumerate(names, 1):
        name = raw.decode("utf-8", "surrogateescape")
        if source == "-" and name == "-":
            job.flush()
            write_err(ctx, "when reading file names from stdin, no file name of '-' allowed")
            job.status = 1
        elif not name:
            job.flush()
            write_err(ctx, f"{quotef(source)}:{number}: invalid zero-length file name")
            job.status = 1
        else:
            yield name


@command(
    "du",
    summary="estimate file space usage",
    usage="du [OPTION]... [FILE]...\n  or:  du [OPTION]... --files0-from=F",
    opts=_DU_OPTS,
)
def du(ctx: CommandContext, args: Parsed) -> int:
    files0 = args.text("files0")
    if files0 is not None and args.operands:
        raise UsageError(
            f"extra operand {quote(args.operands[0])}\nfile operands cannot be combined with --files0-from"
        )
    job = _Du(ctx, args)
    grand = latest = 0
    for operand in args.operands or ["."] if files0 is None else _names_from(ctx, job, files0):
        if not operand:
            continue
        try:
            path = fs_path(ctx, operand)
        except OSError as exc:
            ctx_error_path(ctx, operand, exc, prefix="cannot access")
            job.status = 1
            continue
        size, when = job.walk(operand, path, 0, True)
        grand += size
        latest = max(latest, when)
    if args.flag("total"):
        job.emit(grand, "total", latest, total=True)
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
