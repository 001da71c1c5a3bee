"""tree: list contents of directories in a tree-like format (tree 2.1.0).

Counting as tree 2.1.0 does: a symlink counts as a directory when it points
to one; a starting directory counts only when something is listed in it.
"""

from __future__ import annotations

from dataclasses import dataclass

from coreutils._args import Arg, Opt, Parsed, UsageError, parse_args
from coreutils._fileio import fs_path, reject_unsupported
from coreutils._glob import fnmatch
from coreutils._registry import command, version_text
from vshell.command import CommandContext
from vshell.fs.protocol import FileType, Stat

_OPTS = [
    Opt("a", None, "all"),
    Opt("d", None, "dirs_only"),
    Opt("l", None, "follow"),
    Opt("f", None, "full_path"),
    Opt("x", None, "xdev"),
    Opt("L", None, "level", Arg.REQUIRED),
    Opt("R", None, "rerun"),
    Opt("P", None, "pattern", Arg.REQUIRED),
    Opt("I", None, "ignore", Arg.REQUIRED, action="append"),
    Opt(None, "gitignore", "gitignore"),
    Opt(None, "ignore-case", "ignore_case"),
    Opt(None, "matchdirs", "matchdirs"),
    Opt(None, "metafirst", "metafirst"),
    Opt(None, "prune", "prune"),
    Opt(None, "info", "info"),
    Opt(None, "noreport", "noreport"),
    Opt(None, "charset", "charset", Arg.REQUIRED),
    Opt(None, "filelimit", "filelimit", Arg.REQUIRED),
    Opt(None, "si", "si"),
    Opt(None, "du", "du"),
    Opt(None, "prune", "prune"),
    Opt(None, "dirsfirst", "dirsfirst"),
    Opt(None, "filesfirst", "filesfirst"),
    Opt(None, "sort", "sort", Arg.REQUIRED),
    Opt("F", None, "classify"),
    Opt("i", None, "no_indent"),
    Opt("n", None, "nocolor"),
    Opt("C", None, "color"),
    Opt("q", None, "q"),
    Opt("N", None, "literal"),
    Opt("r", None, "reverse"),
    Opt("t", None, "time_sort"),
    Opt("c", None, "ctime_sort"),
    Opt("U", None, "unsorted"),
    Opt("v", None, "version_sort"),
    Opt("s", None, "size"),
    Opt("h", None, "human"),
    Opt("p", None, "perms"),
    Opt("u", None, "owner"),
    Opt("g", None, "group"),
    Opt("D", None, "date"),
    Opt(None, "inodes", "inodes"),
    Opt(None, "device", "device"),
]


_USAGE = (
    "usage: tree [-acdfghilnpqrstuvxACDFJQNSUX] [-L level [-R]] [-H  baseHREF]\n"
    "\t[-T title] [-o filename] [-P pattern] [-I pattern] [--gitignore]\n"
    "\t[--gitfile[=]file] [--matchdirs] [--metafirst] [--ignore-case]\n"
    "\t[--nolinks] [--hintro[=]file] [--houtro[=]file] [--inodes] [--device]\n"
    "\t[--sort[=]<name>] [--dirsfirst] [--filesfirst] [--filelimit #] [--si]\n"
    "\t[--du] [--prune] [--charset[=]X] [--timefmt[=]format] [--fromfile]\n"
    "\t[--fflinks] [--info] [--infofile[=]file] [--noreport] [--version]\n"
    "\t[--help] [--] [directory ...]"
)


@dataclass
class _Counts:
    dirs: int = 0
    files: int = 0


class _Tree:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        self.all = args.flag("all")
        self.dirs_only = args.flag("dirs_only")
        self.full = args.flag("full_path")
        self.follow = args.flag("follow")
        self.classify = args.flag("classify")
        self.no_indent = args.flag("no_indent")
        self.pattern = args.text("pattern")
        self.ignore = [p for text in args.texts("ignore") for p in text.split("|")]
        self.ignore_case = args.flag("ignore_case")
        self.reverse = args.flag("reverse")
        self.dirsfirst = args.flag("dirsfirst")
        self.filesfirst = args.flag("filesfirst")
        self.sort_time = args.flag("time_sort")
        level = args.text("level")
        if level is not None:
            if not level.isdigit() or int(level) < 1:
                raise UsageError("Invalid level, must be greater than 0.", try_help=False, status=1)
            self.max_level: int | None = int(level)
        else:
            self.max_level = None
        self.lines: list[str] = []

    def _indicator(self, st: Stat | None) -> str:
        if not self.classify or st is None:
            return ""
        if st.type is FileType.DIR:
            return "/"
        if st.type is FileType.FIFO:
            return "|"
        if st.type is FileType.FILE and st.mode & 0o111:
            return "*"
        return ""

    def _entries(self, path: str) -> list[tuple[str, Stat, Stat | None]] | None:
        fs = self.ctx.fs
        try:
            names = fs.listdir(path)
        except OSError:
            return None
        out = []
        for name in names:
            self.ctx.budget.tick()
            if not self.all and name.startswith("."):
                continue
            if any(fnmatch(p, name, self.ignore_case) for p in self.ignore):
                continue
            child = f"{path.rstrip('/')}/{name}"
            try:
                lst = fs.lstat(child)
            except OSError:
                continue
            target: Stat | None = lst
            if lst.type is FileType.SYMLINK:
                try:
                    target = fs.stat(child)
                except OSError:
                    target = None
            is_dir = target is not None and target.type is FileType.DIR
            if self.dirs_only and not is_dir:
                continue
            if self.pattern is not None and not is_dir and not fnmatch(self.pattern, name, self.ignore_case):
                continue
            out.append((name, lst, target))

        def key_name(e: tuple[str, Stat, Stat | None]) -> bytes:
            return e[0].encode("utf-8", "surrogateescape")

        if self.sort_time:
            out.sort(key=lambda e: (-e[1].mtime_ns, key_name(e)))
        else:
            out.sort(key=key_name)
        if self.reverse:
            out.reverse()
        if self.dirsfirst or self.filesfirst:
            out.sort(key=lambda e: (e[2] is not None and e[2].type is FileType.DIR) != self.dirsfirst)
        return out

    def walk(self, path: str, shown: str, prefix: str, depth: int, counts: _Counts) -> None:
        entries = self._entries(path)
        if entries is None:
            return
        for i, (name, lst, target) in enumerate(entries):
            last = i == len(entries) - 1
            branch = "" if self.no_indent else prefix + ("└── " if last else "├── ")
            child_shown = f"{shown.rstrip('/')}/{name}" if shown != "/" else f"/{name}"
            label = child_shown if self.full else name
            is_dir = target is not None and target.type is FileType.DIR
            if lst.type is FileType.SYMLINK:
                try:
                    link = self.ctx.fs.readlink(f"{path.rstrip('/')}/{name}")
                except OSError:
                    link = "?"
                text = f"{label} -> {link}{self._indicator(target)}"
            else:
                text = label + self._indicator(lst)
            self.lines.append(branch + text)
            if is_dir:
                counts.dirs += 1
                descend = lst.type is not FileType.SYMLINK or self.follow
                if descend and (self.max_level is None or depth < self.max_level):
                    child_prefix = prefix + ("    " if last else "│\u00a0\u00a0 ")
                    self.walk(f"{path.rstrip('/')}/{name}", child_shown, child_prefix, depth + 1, counts)
            else:
                counts.files += 1

    def flush(self) -> None:
        if self.lines:
            self.ctx.stdout.write(("\n".join(self.lines) + "\n").encode("utf-8", "surrogateescape"))
            self.lines.clear()


@command(
    "tree",
    summary="list contents of directories in a tree-like format",
    usage=_USAGE[len("usage: ") :],
    parse=False,
    package="tree",
    version="v2.1.0",
)
def tree(ctx: CommandContext, args: Parsed) -> int:
    all_opts = [*_OPTS, Opt(None, "help", "help"), Opt(None, "version", "version")]
    try:
        args = parse_args("tree", args.operands, all_opts, env=ctx.env, stop_dests=("help", "version"))
    except UsageError as exc:
        # tree's own wording, then its usage, status 1
        bad = exc.message.split("'")[1] if "'" in exc.message else exc.message
        shown = f"-`{bad}'" if exc.message.startswith("invalid option") else f"`{bad}'"
        raise UsageError(f"Invalid argument {shown}.\n{_USAGE}", try_help=False, status=1) from None
    if args.flag("help"):
        ctx.stdout.write((_USAGE + "\n").encode())
        return 0
    if args.flag("version"):
        ctx.stdout.write(version_text("tree", "tree", "v2.1.0").encode())
        return 0
    reject_unsupported(
        args,
        {
            "rerun": "-R",
            "gitignore": "--gitignore",
            "matchdirs": "--matchdirs",
            "metafirst": "--metafirst",
            "prune": "--prune",
            "info": "--info",
            "filelimit": "--filelimit",
            "si": "--si",
            "du": "--du",
            "sort": "--sort",
            "color": "-C",
            "ctime_sort": "-c",
            "unsorted": "-U",
            "version_sort": "-v",
            "size": "-s",
            "human": "-h",
            "perms": "-p",
            "owner": "-u",
            "group": "-g",
            "date": "-D",
            "inodes": "--inodes",
            "device": "--device",
            "xdev": "-x",
        },
    )
    job = _Tree(ctx, args)
    total = _Counts()
    status = 0
    for root in args.operands or ["."]:
        path = fs_path(ctx, root)
        try:
            st = ctx.fs.stat(path)
        except OSError:
            st = None
        if st is None or not st.is_dir:
            job.lines.append(f"{root}  [error opening dir]" if st is None else root + job._indicator(st))
            if st is None:
                status = 2
            else:
                total.files += 1
            continue
        shown_root = root + ("/" if job.classify and not root.endswith("/") else "")
        job.lines.append(shown_root)
        counts = _Counts()
        job.walk(path, root, "", 1, counts)
        if counts.dirs or counts.files:
            counts.dirs += 1
        total.dirs += counts.dirs
        total.files += counts.files
        job.flush()
    if not args.flag("noreport"):
        dirs = f"{total.dirs} director{'y' if total.dirs == 1 else 'ies'}"
        files = f"{total.files} file{'' if total.files == 1 else 's'}"
        job.lines.append("")
        job.lines.append(dirs if job.dirs_only else f"{dirs}, {files}")
    job.flush()
    return status
