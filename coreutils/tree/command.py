"""tree: list contents of directories in a tree-like format (tree 2.1.0).

Counting as tree 2.1.0 does: a symlink counts as a directory when it points
to one; a starting directory counts only when something is listed in it.
A directory is read whole (filtered, sorted, pruned) before it is printed, so
``--du``, ``--prune`` and ``--filelimit`` know its contents; the ``[...]``
column is tree/info.py.  ``-x`` changes nothing: vshell is one
filesystem.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.fileio import fs_path, reject_unsupported
from vshell.coreutils.common.lsformat import zone
from vshell.coreutils.common.registry import command, version_text
from vshell.coreutils.common.wildcards import fnmatch
from vshell.coreutils.tree.gitignore import IgnoreFile, ignored, read_ignore_file
from vshell.coreutils.tree.info import SORT_WORDS, InfoOptions, info_column, size_text, sort_key
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
    Opt(None, "timefmt", "timefmt", Arg.REQUIRED),
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
    used: int = 0  # --du: the sizes shown, summed as tree sums them


@dataclass
class _Node:
    name: str
    path: str
    lst: Stat
    target: Stat | None
    children: list[_Node] | None = None  # None: not opened
    note: str = ""  # --filelimit's "[N entries exceeds filelimit, not opening dir]"
    size: int = 0  # -s: the entry's size; with --du a directory's whole subtree

    @property
    def is_dir(self) -> bool:
        return self.target is not None and self.target.type is FileType.DIR


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
        self.matchdirs = args.flag("matchdirs")
        self.prune = args.flag("prune")
        self.metafirst = args.flag("metafirst")
        self.du = args.flag("du")
        self.gitignore = args.flag("gitignore")
        self.sort = _sort_word(args)
        self.filelimit = _filelimit(args.text("filelimit"))
        human = 1000 if args.flag("si") else 1024 if args.flag("human") else 0
        timefmt = args.text("timefmt")
        self.info = InfoOptions(
            inodes=args.flag("inodes"),
            device=args.flag("device"),
            perms=args.flag("perms"),
            user=args.flag("owner"),
            group=args.flag("group"),
            size=args.flag("size") or bool(human) or self.du,
            human=human,
            date=args.flag("date") or timefmt is not None,
            ctime=args.flag("ctime_sort"),
            timefmt=timefmt,
        )
        self.now_ns = time.time_ns()
        self.tz = zone(ctx.env)
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

    def _entries(self, path: str, matched: bool, ignores: list[IgnoreFile]) -> list[_Node] | None:
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
            node = _Node(name, child, lst, target, size=lst.size)
            if self.dirs_only and not node.is_dir:
                continue
            if ignores and ignored(ignores, child, name, node.is_dir):
                continue
            unmatched = self.pattern is not None and not fnmatch(self.pattern, name, self.ignore_case)
            if unmatched and not matched and not node.is_dir:
                continue
            out.append(node)
        key = sort_key(self.sort)
        if key is not None:
            out.sort(key=lambda n: key((n.name, n.lst)))
        if self.reverse:
            out.reverse()
        if self.dirsfirst or self.filesfirst:
            out.sort(key=lambda n: n.is_dir != self.dirsfirst)
        return out

    def build(
        self, path: str, depth: int, matched: bool, ignores: list[IgnoreFile]
    ) -> tuple[list[_Node] | None, str]:
        """The listed entries of a directory (opened as deep as -L allows), or its --filelimit note."""
        if self.gitignore:
            own = read_ignore_file(self.ctx, path)
            ignores = [*ignores, own] if own is not None else ignores
        entries = self._entries(path, matched, ignores)
        if entries is None:
            return None, ""
        if self.filelimit is not None and len(entries) > self.filelimit:
            return None, f"[{len(entries)} entries exceeds filelimit, not opening dir]"
        kept = []
        for node in entries:
            if node.is_dir:
                descend = node.lst.type is not FileType.SYMLINK or self.follow
                own_match = (
                    self.matchdirs and self.pattern is not None and fnmatch(self.pattern, node.name, self.ignore_case)
                )
                if descend and (self.max_level is None or depth < self.max_level):
                    node.children, node.note = self.build(node.path, depth + 1, matched or own_match, ignores)
                if self.du and node.children is not None:
                    node.size += sum(c.size for c in node.children)
                # --prune drops directories left empty, but keeps one that --matchdirs matched by name
                if self.prune and node.children is not None and not node.children and not node.note and not own_match:
                    continue
            kept.append(node)
        return kept, ""

    def render(self, nodes: list[_Node], shown: str, prefix: str, counts: _Counts) -> None:
        for i, node in enumerate(nodes):
            self.ctx.budget.tick()
            last = i == len(nodes) - 1
            branch = "" if self.no_indent else prefix + ("└── " if last else "├── ")
            child_shown = f"{shown.rstrip('/')}/{node.name}" if shown != "/" else f"/{node.name}"
            label = child_shown if self.full else node.name
            if node.lst.type is FileType.SYMLINK:
                try:
                    link = self.ctx.fs.readlink(node.path)
                except OSError:
                    link = "?"
                text = f"{label} -> {link}{self._indicator(node.target)}"
            else:
                text = label + self._indicator(node.lst)
            info = info_column(self.info, node.lst, node.size, self.now_ns, self.tz)
            note = f"  {node.note}" if node.note else ""
            self.lines.append(info + branch + text + note if self.metafirst else branch + info + text + note)
            counts.used += node.size
            if node.is_dir:
                counts.dirs += 1
                if node.children:
                    self.render(node.children, child_shown, prefix + ("    " if last else "│\u00a0\u00a0 "), counts)
            else:
                counts.files += 1

    def flush(self) -> None:
        if self.lines:
            self.ctx.stdout.write(("\n".join(self.lines) + "\n").encode("utf-8", "surrogateescape"))
            self.lines.clear()


def _sort_word(args: Parsed) -> str:
    """The sort order: ``--sort=WORD`` or the last of -v -t -c -U given, as tree reads its options in order."""
    word = "name"
    for dest, value in args.order:
        if dest == "sort":
            if value not in SORT_WORDS:
                raise _BadSort(str(value))
            word = str(value)
        elif dest in _SORT_FLAGS:
            word = _SORT_FLAGS[dest]
    return word


_SORT_FLAGS = {"version_sort": "version", "time_sort": "mtime", "ctime_sort": "ctime", "unsorted": "none"}


class _BadSort(Exception):
    pass


def _filelimit(text: str | None) -> int | None:
    if text is None:
        return None
    # tree reads the number with atoi: leading digits, else 0
    digits = text.lstrip(" ")
    sign = -1 if digits.startswith("-") else 1
    digits = digits.lstrip("+-")
    count = len(digits) - len(digits.lstrip("0123456789"))
    return sign * int(digits[:count] or "0")


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
    # -R (rerun for HTML output), --info and -C colours are not implemented (L-files-opts)
    reject_unsupported(args, {"rerun": "-R", "info": "--info", "color": "-C"})
    try:
        job = _Tree(ctx, args)
    except _BadSort as exc:
        # tree's own message, with the list of sorts on stdout
        ctx.stderr.write(f"tree: Sort type '{exc}' not valid, should be one of: ".encode("utf-8", "surrogateescape"))
        ctx.stdout.write((",".join(SORT_WORDS) + "\n").encode())
        return 1
    total = _Counts()
    status = 0
    for root in args.operands or ["."]:
        path = fs_path(ctx, root)
        try:
            st = ctx.fs.stat(path)
        except OSError:
            st = None
        if st is None:
            job.lines.append(f"{root}  [error opening dir]")
            status = 2
            continue
        if not st.is_dir:
            # a file operand is listed (with its [...] column) and counted, then reported as not a directory
            info = info_column(job.info, st, st.size, job.now_ns, job.tz)
            job.lines.append(f"{info}{root}{job._indicator(st)}  [error opening dir]")
            total.files += 1
            total.used += st.size
            continue
        shown_root = root + ("/" if job.classify and not root.endswith("/") else "")
        entries, note = job.build(path, 1, False, [])
        size = st.size + (sum(n.size for n in entries) if job.du and entries else 0)
        info = info_column(job.info, st, size, job.now_ns, job.tz)
        job.lines.append(info + shown_root + (f"  {note}" if note else ""))
        counts = _Counts()
        if entries:
            job.render(entries, root, "", counts)
        if counts.dirs or counts.files or note:
            counts.dirs += 1
        total.dirs += counts.dirs
        total.files += counts.files
        total.used += counts.used
        job.flush()
    if not args.flag("noreport"):
        dirs = f"{total.dirs} director{'y' if total.dirs == 1 else 'ies'}"
        files = f"{total.files} file{'' if total.files == 1 else 's'}"
        job.lines.append("")
        counted = dirs if job.dirs_only else f"{dirs}, {files}"
        if job.du:
            # tree sums every listed entry's shown size, so a file counts again in each --du directory above it
            used = size_text(total.used, job.info.human) + ("" if job.info.human else " bytes")
            counted = f"{used} used in {counted}"
        job.lines.append(counted)
    job.flush()
    return status
