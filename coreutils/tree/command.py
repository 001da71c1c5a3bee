"""tree: list contents of directories in a tree-like format (tree 2.1.0).

Counting as tree 2.1.0 does: a symlink counts as a directory when it points
to one; a starting directory counts only when something is listed in it.
A directory is read whole (filtered, sorted, pruned) before it is printed, so
``--du``, ``--prune`` and ``--filelimit`` know its contents; the ``[...]``
column is tree/info.py, ``-C`` colours tree/colors.py and ``--info`` comments
tree/comments.py.  ``-R`` with ``-L`` writes, into each directory the level
stops at, its own listing as ``00Tree.html`` (plain text without ``-H``), as
tree does.  ``-x`` changes nothing: vshell is one filesystem.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.lsformat import zone
from vshell.coreutils.common.registry import command, version_text
from vshell.coreutils.common.wildcards import fnmatch
from vshell.coreutils.tree.colors import tree_colors
from vshell.coreutils.tree.comments import Comment, InfoFile, comment_lines, find_comment, read_info_file
from vshell.coreutils.tree.gitignore import IgnoreFile, ignored, read_ignore_file
from vshell.coreutils.tree.info import SORT_WORDS, InfoOptions, info_column, size_text, sort_key
from vshell.fs.protocol import FileType, OpenMode, Stat

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
    comment: Comment | None = None  # --info: the .info comment printed under the entry
    stop: bool = False  # -R could not write this directory's 00Tree.html: tree exits at this entry

    @property
    def is_dir(self) -> bool:
        return self.target is not None and self.target.type is FileType.DIR


class _BadOutput(Exception):
    """-R could not write a directory's 00Tree.html (tree's "invalid filename", status 1)."""


class _Tree:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        self.args = args
        self.out = ctx.stdout
        self.rerun = args.flag("rerun")
        self.show_info = args.flag("info")
        self.colors = tree_colors(ctx.env, args.flag("color"), args.flag("nocolor"), ctx.interactive)
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
        self.dirs = [0, 0, 0]  # tree's dirs[]: per level, 1 while more entries follow, 2 at the last
        self.failure: _BadOutput | None = None
        self.partial = ""
        if self.max_level is None:
            self.rerun = False  # tree ignores -R without -L

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

    def _entries(
        self, path: str, shown: str, matched: bool, ignores: list[IgnoreFile], infos: list[InfoFile], top: bool
    ) -> list[_Node] | None:
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
            if infos:
                tree_path = shown + name if shown.endswith("/") else f"{shown}/{name}"
                node.comment = find_comment(infos, tree_path, name, top, node.is_dir, self.ignore_case)
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
        self,
        path: str,
        shown: str,
        lasts: tuple[int, ...],
        matched: bool,
        ignores: list[IgnoreFile],
        infos: list[InfoFile],
    ) -> tuple[list[_Node] | None, str]:
        """The listed entries of a directory (opened as deep as -L allows), or its --filelimit note.

        ``lasts`` holds, for each level above, tree's ``dirs[]`` mark: 2 for the last entry, else 1.
        """
        depth = len(lasts) + 1
        if self.gitignore:
            own = read_ignore_file(self.ctx, path)
            ignores = [*ignores, own] if own is not None else ignores
        own_info = read_info_file(self.ctx, path) if self.show_info else None
        if own_info is not None:
            infos = [own_info, *infos]
        entries = self._entries(path, shown, matched, ignores, infos, own_info is not None)
        if entries is None:
            return None, ""
        if self.filelimit is not None and len(entries) > self.filelimit:
            return None, f"[{len(entries)} entries exceeds filelimit, not opening dir]"
        kept: list[_Node] = []
        for k, node in enumerate(entries):
            if node.is_dir:
                descend = node.lst.type is not FileType.SYMLINK or self.follow
                own_match = (
                    self.matchdirs and self.pattern is not None and fnmatch(self.pattern, node.name, self.ignore_case)
                )
                child_shown = shown + node.name if shown.endswith("/") else f"{shown}/{node.name}"
                if descend and (self.max_level is None or depth < self.max_level):
                    mark = 2 if k == len(entries) - 1 else 1
                    node.children, node.note = self.build(
                        node.path, child_shown, (*lasts, mark), matched or own_match, ignores, infos
                    )
                    if self.failure is not None:
                        return [*kept, *entries[k:]], ""
                elif descend and self.rerun:
                    try:
                        self._rerun(child_shown, node.path, (*lasts, 2 if k == len(entries) - 1 else 1))
                    except _BadOutput as exc:
                        # tree exits there: what it printed before stays, the rest is never listed
                        # (the entries after it stay in the list, for the indentation marks)
                        self.failure = exc
                        node.stop = True
                        return [*kept, *entries[k:]], ""
                if self.du and node.children is not None:
                    node.size += sum(c.size for c in node.children)
                # --prune drops directories left empty, but keeps one that --matchdirs matched by name
                if self.prune and node.children is not None and not node.children and not node.note and not own_match:
                    continue
            kept.append(node)
        return kept, ""

    def _indent(self, level: int) -> str:
        """tree's indent(): a mark per level from its ``dirs[]`` array (1: more entries follow, 2: the last)."""
        dirs = self.dirs
        out = []
        for i in range(1, level + 1):
            if not dirs[i]:
                break
            if dirs[i + 1]:
                out.append("│\u00a0\u00a0 " if dirs[i] == 1 else "    ")
            else:
                out.append("├── " if dirs[i] == 1 else "└── ")
        return "".join(out)

    def render(self, nodes: list[_Node], shown: str, level: int, counts: _Counts) -> bool:
        """Add the entries' lines; True when it stopped at an entry -R could not write for."""
        dirs = self.dirs
        while len(dirs) < level + 3:
            dirs.append(0)
        dirs[level] = 1 if len(nodes) > 1 else 2
        for i, node in enumerate(nodes):
            self.ctx.budget.tick()
            branch = "" if self.no_indent else self._indent(level)
            child_shown = f"{shown.rstrip('/')}/{node.name}" if shown != "/" else f"/{node.name}"
            label = child_shown if self.full else node.name
            if node.lst.type is FileType.SYMLINK:
                try:
                    link = self.ctx.fs.readlink(node.path)
                except OSError:
                    link = "?"
                text = f"{self._name(label, node)} -> {self._paint(link, node.target, node.target is None, True)}"
                text += self._indicator(node.target)
            else:
                text = self._name(label, node) + self._indicator(node.lst)
            info = info_column(self.info, node.lst, node.size, self.now_ns, self.tz)
            if node.stop:
                # tree had printed the entry's indentation and [...] column when it gave up
                self.partial = info + branch if self.metafirst else branch + info
                return True
            note = f"  {node.note}" if node.note else ""
            self.lines.append(info + branch + text + note if self.metafirst else branch + info + text + note)
            if node.comment is not None:
                # tree indents a comment as the entry's children, even with -i; -metafirst pads for the column
                lead = " " * len(info) if self.metafirst else ""
                dirs[level + 1] = 1
                self.lines.extend(lead + line for line in comment_lines(node.comment, self._indent(level)))
                dirs[level + 1] = 0
            counts.used += node.size
            if node.is_dir:
                counts.dirs += 1
                if node.children and self.render(node.children, child_shown, level + 1, counts):
                    return True
            else:
                counts.files += 1
            if i == len(nodes) - 2:
                dirs[level] = 2
        dirs[level] = 0
        return False

    def _paint(self, text: str, st: Stat | None, orphan: bool, is_target: bool) -> str:
        if self.colors is None:
            return text
        return self.colors.paint(text, st, text, orphan, is_target)

    def _name(self, label: str, node: _Node) -> str:
        """An entry's name, coloured by its own type (a link's target's with ``ln=target``)."""
        if self.colors is None:
            return label
        orphan = node.lst.type is FileType.SYMLINK and node.target is None
        st = node.target if node.lst.type is FileType.SYMLINK and self.colors.link_target else node.lst
        return self.colors.paint(label, st, node.name, orphan, False)

    def _rerun(self, shown: str, path: str, lasts: tuple[int, ...]) -> None:
        """-R: the directory -L stops at gets its own listing in DIR/00Tree.html, as tree writes it
        (the file is created first, so the listing shows it).  tree's ``dirs[]`` marks of the levels
        above carry into that listing's indentation until it overwrites them, as they do in tree."""
        target = f"{path.rstrip('/')}/00Tree.html"
        try:
            stream = self.ctx.fs.open(target, OpenMode.WRITE)
        except OSError:
            raise _BadOutput(f"{shown}/00Tree.html") from None
        nested = _Tree(self.ctx, self.args)
        nested.out = stream
        nested.dirs = [0, *lasts, 0, 0]
        try:
            nested.emit([shown])
        finally:
            stream.close()

    def emit(self, roots: list[str]) -> int:
        """List each root and write the report; the status: 2 when a root cannot be opened."""
        ctx = self.ctx
        total = _Counts()
        status = 0
        for root in roots:
            path = fs_path(ctx, root)
            try:
                st = ctx.fs.stat(path)
            except OSError:
                st = None
            if st is None:
                self.lines.append(f"{root}  [error opening dir]")
                status = 2
                continue
            try:
                lst = ctx.fs.lstat(path)
            except OSError:
                lst = st
            if not st.is_dir:
                # a file operand is listed (with its [...] column) and counted, then reported as not a directory
                info = info_column(self.info, st, st.size, self.now_ns, self.tz)
                name = self._paint(root, lst, False, False) if self.colors is not None else root
                self.lines.append(f"{info}{name}{self._indicator(st)}  [error opening dir]")
                total.files += 1
                total.used += st.size
                continue
            shown_root = self._paint(root, lst, False, False) + ("/" if self.classify and not root.endswith("/") else "")
            entries, note = self.build(path, root, (), False, [], [])
            size = st.size + (sum(n.size for n in entries) if self.du and entries else 0)
            info = info_column(self.info, st, size, self.now_ns, self.tz)
            self.lines.append(info + shown_root + (f"  {note}" if note else ""))
            counts = _Counts()
            if entries:
                self.render(entries, root, 1, counts)
            if self.failure is not None:
                self.flush()
                self.out.write(self.partial.encode("utf-8", "surrogateescape"))
                raise self.failure
            if counts.dirs or counts.files or note:
                counts.dirs += 1
            total.dirs += counts.dirs
            total.files += counts.files
            total.used += counts.used
            self.flush()
        if not self.args.flag("noreport"):
            dirs = f"{total.dirs} director{'y' if total.dirs == 1 else 'ies'}"
            files = f"{total.files} file{'' if total.files == 1 else 's'}"
            self.lines.append("")
            counted = dirs if self.dirs_only else f"{dirs}, {files}"
            if self.du:
                # tree sums every listed entry's shown size, so a file counts again in each --du directory above it
                used = size_text(total.used, self.info.human) + ("" if self.info.human else " bytes")
                counted = f"{used} used in {counted}"
            self.lines.append(counted)
        self.flush()
        return status

    def flush(self) -> None:
        if self.lines:
            self.out.write(("\n".join(self.lines) + "\n").encode("utf-8", "surrogateescape"))
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
    try:
        job = _Tree(ctx, args)
    except _BadSort as exc:
        # tree's own message, with the list of sorts on stdout
        ctx.stderr.write(f"tree: Sort type '{exc}' not valid, should be one of: ".encode("utf-8", "surrogateescape"))
        ctx.stdout.write((",".join(SORT_WORDS) + "\n").encode())
        return 1
    try:
        return job.emit(args.operands or ["."])
    except _BadOutput as exc:
        ctx.stderr.write(f"tree: invalid filename '{exc}'\n".encode("utf-8", "surrogateescape"))
        return 1
