"""diff and cmp: GNU diffutils 3.8 output formats over the filesystem view.

The edit script is found as GNU diff finds it (``diff_script``: lines with
no match set aside first, Myers' middle-snake search with GNU's cost cutoff
unless ``--minimal``, change runs slid over identical lines), so among the
many minimal diffs of two files it prints the one GNU prints; its hunks are
grouped exactly as GNU groups them (normal, ``-u``, ``-c``).
Exit status: 0 same, 1 different, 2 trouble.
"""

from __future__ import annotations

import posixpath
import shlex
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.editscript import Hunk as _Hunk
from vshell.coreutils.common.editscript import diff_script
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.diff.side import Layout, SideBySide
from vshell.fs.protocol import FileType

_OPTS = (
    Opt("u", None, "unified", action="store_const", const="3"),
    Opt("U", "unified", "unified", Arg.REQUIRED),
    Opt("c", None, "context", action="store_const", const="3"),
    Opt("C", "context", "context", Arg.REQUIRED),
    Opt("q", "brief", "brief"),
    Opt("s", "report-identical-files", "report_identical"),
    Opt("r", "recursive", "recursive"),
    Opt("N", "new-file", "new_file"),
    Opt("i", "ignore-case", "ignore_case"),
    Opt("w", "ignore-all-space", "ignore_all_space"),
    Opt("b", "ignore-space-change", "ignore_space_change"),
    Opt("B", "ignore-blank-lines", "ignore_blank_lines"),
    Opt("Z", "ignore-trailing-space", "ignore_trailing_space"),
    Opt(None, "strip-trailing-cr", "strip_cr"),
    Opt("a", "text", "text"),
    Opt("L", "label", "label", Arg.REQUIRED, action="append"),
    Opt(None, "normal", "normal"),
    Opt("e", "ed", "ed"),
    Opt("n", "rcs", "rcs"),
    Opt(None, "color", "color", Arg.OPTIONAL),
    Opt("x", "exclude", "exclude", Arg.REQUIRED, action="append"),
    Opt("p", "show-c-function", "show_function"),
    Opt("t", "expand-tabs", "expand_tabs"),
    Opt("T", "initial-tab", "initial_tab"),
    Opt(None, "no-dereference", "no_deref"),
    Opt("y", "side-by-side", "side"),
    Opt("W", "width", "width", Arg.REQUIRED),
    Opt(None, "left-column", "left_column"),
    Opt(None, "suppress-common-lines", "suppress_common"),
    Opt(None, "tabsize", "tabsize", Arg.REQUIRED),
    Opt(None, "sdiff-merge-assist", "merge_assist"),
    Opt("d", "minimal", "minimal"),
    Opt(None, "horizon-lines", "horizon", Arg.REQUIRED),
)


def _split_lines(data: bytes) -> tuple[list[bytes], bool]:
    """Lines without their newline, and whether the last line lacked one."""
    if not data:
        return [], False
    lines = data.split(b"\n")
    if lines[-1] == b"":
        lines.pop()
        return lines, False
    return lines, True


def _key_function(values: dict[str, object]) -> Callable[[bytes], object]:
    ignore_case = bool(values.get("ignore_case"))
    all_space = bool(values.get("ignore_all_space"))
    space_change = bool(values.get("ignore_space_change"))
    trailing = bool(values.get("ignore_trailing_space"))
    strip_cr = bool(values.get("strip_cr"))

    def key(line: bytes) -> object:
        if strip_cr and line.endswith(b"\r"):
            line = line[:-1]
        if all_space:
            line = b"".join(line.split())
        elif space_change:
            # Every run of white space counts as one space, and white space at the end of a line as none.
            line = b" ".join(line.split(None)) if not line[:1].isspace() else b" " + b" ".join(line.split(None))
            line = line.rstrip()
        elif trailing:
            line = line.rstrip()
        if ignore_case:
            line = line.lower()
        return line

    if not (ignore_case or all_space or space_change or trailing or strip_cr):
        return lambda line: line
    return key


def _range(start: int, end: int) -> str:
    """GNU's normal-format range for lines start..end (1-based, inclusive)."""
    return str(start) if start >= end else f"{start},{end}"


class _Differ:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        values = args.values
        self.ctx = ctx
        self.values = values
        self.labels = args.texts("label")
        self.key = _key_function(values)
        self.status = 0
        self.style = _output_style(args.order)
        # Every -U/-C/-u/-c counts and the largest context wins, as in GNU.
        self.context = 3
        lengths = []
        for dest, value in args.order:
            if dest in ("unified", "context"):
                n = _number(str(value))
                if n is None:
                    raise _Trouble(f"invalid context length '{value}'")
                lengths.append(n)
        if lengths:
            self.context = max(lengths)
        width = _number(str(values.get("width", "130")))
        if not width:
            raise _Trouble(f"invalid width '{values.get('width')}'")
        tabsize = _number(str(values.get("tabsize", "8")))
        if not tabsize:
            raise _Trouble(f"invalid tabsize '{values.get('tabsize')}'")
        self.tabsize = min(tabsize, _INTMAX)  # strtoimax stops at INTMAX_MAX
        self.layout = Layout.for_width(width, bool(values.get("expand_tabs")), self.tabsize)
        self.initial_tab = bool(values.get("initial_tab"))

    def out(self, text: bytes) -> None:
        self.ctx.stdout.write(text)

    def gap(self, mark: bytes) -> bytes:
        """A normal or context line's mark and what parts it from the text: a space, or a tab with -T."""
        return mark + (b"\t" if self.initial_tab else b" ")

    def mark(self, mark: bytes) -> bytes:
        """A unified line's mark, followed by a tab with -T (where a common line's space is dropped)."""
        if not self.initial_tab:
            return mark
        return b"\t" if mark == b" " else mark + b"\t"

    def error(self, message: str) -> None:
        self.ctx.stderr.write(f"diff: {message}\n".encode("utf-8", "surrogateescape"))
        self.status = 2

    # -- one pair of files -------------------------------------------------------
    def diff_files(self, name_a: str, name_b: str, data_a: bytes, data_b: bytes,
                   mtime_a: int | None, mtime_b: int | None, header: str | None = None,
                   same_file: bool = False) -> None:
        brief = bool(self.values.get("brief"))
        # -e cannot express a missing final newline: GNU diffs as if it were there, then fails.
        ed_nonl = [name for name, data in ((name_a, data_a), (name_b, data_b)) if data and data[-1:] != b"\n"] \
            if self.style == "ed" and not brief and not same_file else []
        binary = not self.values.get("text") and (b"\0" in data_a[:4096] or b"\0" in data_b[:4096])
        # -y shows identical files too, line by line, unless asked for the changes only.
        show_all = self.style == "side" and not brief and not binary and not self.values.get("suppress_common")
        if data_a == data_b and not ed_nonl:
            if show_all:
                lines, nonl = _split_lines(data_a)
                self._side_by_side([], lines, lines, nonl, nonl)
            if self.values.get("report_identical"):
                self.out(f"Files {name_a} and {name_b} are identical\n".encode("utf-8", "surrogateescape"))
            return
        lines_a, nonl_a = _split_lines(data_a)
        lines_b, nonl_b = _split_lines(data_b)
        if binary:
            self.status = max(self.status, 1)
            what = "Files" if brief else "Binary files"
            self.out(f"{what} {name_a} and {name_b} differ\n".encode("utf-8", "surrogateescape"))
            return
        key = self.key
        ka: list[object] = [key(x) for x in lines_a]
        kb: list[object] = [key(x) for x in lines_b]
        # A missing final newline makes the last line differ, as in GNU (not in -e, and not when white space
        # is ignored: GNU takes the newline for white space then).
        blind = any(self.values.get(k) for k in ("ignore_all_space", "ignore_space_change", "ignore_trailing_space"))
        if nonl_a and ka and not ed_nonl and not blind:
            ka[-1] = ("nonl", ka[-1])
        if nonl_b and kb and not ed_nonl and not blind:
            kb[-1] = ("nonl", kb[-1])
        # GNU's horizon is the context length: lines that far into identical ends stay in the comparison.
        horizon = self.context if self.style in ("unified", "context") else 0
        if "horizon" in self.values:
            horizon = max(horizon, int(str(self.values["horizon"])))
        raw_a, raw_b = [x + b"\n" for x in lines_a], [x + b"\n" for x in lines_b]
        # The ends are found byte by byte, a missing final newline included (but -e diffs as if it were there).
        if nonl_a and not ed_nonl:
            raw_a[-1] = lines_a[-1]
        if nonl_b and not ed_nonl:
            raw_b[-1] = lines_b[-1]
        hunks = diff_script(ka, kb, self.ctx.budget.tick, raw=(raw_a, raw_b), horizon=horizon,
                            minimal=bool(self.values.get("minimal")))
        if self.values.get("ignore_blank_lines"):
            hunks = [h for h in hunks if any(x.strip() for x in lines_a[h.a0 : h.a1] + lines_b[h.b0 : h.b1])]
        if hunks:
            self.status = max(self.status, 1)
            if brief:
                self.out(f"Files {name_a} and {name_b} differ\n".encode("utf-8", "surrogateescape"))
                return
            if header:
                self.out(header.encode("utf-8", "surrogateescape"))
            self._print(hunks, name_a, name_b, mtime_a, mtime_b, lines_a, lines_b, nonl_a, nonl_b)
        else:
            if show_all:
                self._side_by_side(hunks, lines_a, lines_b, nonl_a, nonl_b)
            # Files that differ only in what the options ignore are reported identical, as GNU reports them.
            if self.values.get("report_identical") and not ed_nonl:
                self.out(f"Files {name_a} and {name_b} are identical\n".encode("utf-8", "surrogateescape"))
        for name in ed_nonl:
            # GNU's message ends with a newline of its own, so an empty line follows it.
            self.error(f"{name}: No newline at end of file\n")

    def _side_by_side(self, hunks: list[_Hunk], lines_a: list[bytes], lines_b: list[bytes], nonl_a: bool,
                      nonl_b: bool) -> None:
        v = self.values
        sbs = SideBySide(self.out, self.layout, left_column=bool(v.get("left_column")),
                         suppress_common=bool(v.get("suppress_common")), merge_assist=bool(v.get("merge_assist")))
        sbs.run(hunks, lines_a, lines_b, nonl_a, nonl_b)

    def _print(self, hunks: list[_Hunk], name_a: str, name_b: str, mtime_a: int | None, mtime_b: int | None,
               lines_a: list[bytes], lines_b: list[bytes], nonl_a: bool, nonl_b: bool) -> None:
        if self.style == "side":
            self._side_by_side(hunks, lines_a, lines_b, nonl_a, nonl_b)
            return
        tabs = self.tabsize if self.values.get("expand_tabs") else 0
        fa = _Side(lines_a, nonl_a, tabs)
        fb = _Side(lines_b, nonl_b, tabs)
        if self.style == "ed":
            self._ed(hunks, fb)
        elif self.style == "rcs":
            self._rcs(hunks, fb)
        elif self.style == "normal":
            self._normal(hunks, fa, fb)
        elif self.style == "unified":
            self._file_header("---", "+++", name_a, name_b, mtime_a, mtime_b)
            self._unified(hunks, fa, fb)
        else:
            self._file_header("***", "---", name_a, name_b, mtime_a, mtime_b)
            self._context(hunks, fa, fb)

    def _file_header(self, mark_a: str, mark_b: str, a: str, b: str, ma: int | None, mb: int | None) -> None:
        la = self.labels[0] if len(self.labels) > 0 else f"{a}\t{_stamp(ma)}"
        lb = self.labels[1] if len(self.labels) > 1 else f"{b}\t{_stamp(mb)}"
        self.out(f"{mark_a} {la}\n{mark_b} {lb}\n".encode("utf-8", "surrogateescape"))

    def _ed(self, hunks: list[_Hunk], b: _Side) -> None:
        """-e: an ed script, last change first so earlier line numbers stay valid."""
        for h in reversed(hunks):
            if h.b0 == h.b1:
                self.out(f"{_range(h.a0 + 1, h.a1)}d\n".encode())
                continue
            verb = f"{h.a0}a" if h.a0 == h.a1 else f"{_range(h.a0 + 1, h.a1)}c"
            self.out(f"{verb}\n".encode())
            open_input = True
            for i in range(h.b0, h.b1):
                if not open_input:
                    self.out(b"a\n")
                    open_input = True
                text = b.lines[i]
                if text == b".":
                    # A lone "." would end ed's input: GNU writes ".." and fixes it with s/.//.
                    self.out(b"..\n.\ns/.//\n")
                    open_input = False
                    continue
                self.out(text + b"\n")
            if open_input:
                self.out(b".\n")

    def _rcs(self, hunks: list[_Hunk], b: _Side) -> None:
        """-n: RCS format, `dN COUNT` and `aN COUNT` followed by the added lines."""
        for h in hunks:
            if h.a1 > h.a0:
                self.out(f"d{h.a0 + 1} {h.a1 - h.a0}\n".encode())
            if h.b1 > h.b0:
                self.out(f"a{h.a1} {h.b1 - h.b0}\n".encode())
                for i in range(h.b0, h.b1):
                    self.out(b.lines[i] + (b"" if b.nonl and i == len(b.lines) - 1 else b"\n"))

    def _normal(self, hunks: list[_Hunk], a: _Side, b: _Side) -> None:
        for h in hunks:
            if h.a0 == h.a1:
                head = f"{h.a0}a{_range(h.b0 + 1, h.b1)}\n"
            elif h.b0 == h.b1:
                head = f"{_range(h.a0 + 1, h.a1)}d{h.b0}\n"
            else:
                head = f"{_range(h.a0 + 1, h.a1)}c{_range(h.b0 + 1, h.b1)}\n"
            self.out(head.encode())
            for i in range(h.a0, h.a1):
                self.out(self.gap(b"<") + a.line(i))
            if h.a0 != h.a1 and h.b0 != h.b1:
                self.out(b"---\n")
            for i in range(h.b0, h.b1):
                self.out(self.gap(b">") + b.line(i))

    def _groups(self, hunks: list[_Hunk]) -> Iterator[list[_Hunk]]:
        group: list[_Hunk] = []
        for h in hunks:
            if group and h.a0 - group[-1].a1 > 2 * self.context:
                yield group
                group = []
            group.append(h)
        if group:
            yield group

    def _unified(self, hunks: list[_Hunk], a: _Side, b: _Side) -> None:
        c = self.context
        for group in self._groups(hunks):
            first, last = group[0], group[-1]
            a0 = max(0, first.a0 - c)
            a1 = min(len(a.lines), last.a1 + c)
            b0 = max(0, first.b0 - c)
            b1 = min(len(b.lines), last.b1 + c)
            self.out(f"@@ -{_urange(a0, a1)} +{_urange(b0, b1)} @@\n".encode())
            ai = a0
            for h in group:
                while ai < h.a0:
                    self.out(self.mark(b" ") + a.line(ai))
                    ai += 1
                for i in range(h.a0, h.a1):
                    self.out(self.mark(b"-") + a.line(i))
                for i in range(h.b0, h.b1):
                    self.out(self.mark(b"+") + b.line(i))
                ai = h.a1
            while ai < a1:
                self.out(self.mark(b" ") + a.line(ai))
                ai += 1

    def _context(self, hunks: list[_Hunk], a: _Side, b: _Side) -> None:
        c = self.context
        for group in self._groups(hunks):
            first, last = group[0], group[-1]
            a0 = max(0, first.a0 - c)
            a1 = min(len(a.lines), last.a1 + c)
            b0 = max(0, first.b0 - c)
            b1 = min(len(b.lines), last.b1 + c)
            self.out(b"***************\n")
            self.out(f"*** {_crange(a0, a1)} ****\n".encode())
            if any(h.a0 != h.a1 for h in group):
                self._context_side(group, a, a0, a1, "a")
            self.out(f"--- {_crange(b0, b1)} ----\n".encode())
            if any(h.b0 != h.b1 for h in group):
                self._context_side(group, b, b0, b1, "b")

    def _context_side(self, group: list[_Hunk], side: _Side, lo: int, hi: int, which: str) -> None:
        marks: dict[int, bytes] = {}
        for h in group:
            changed = h.a0 != h.a1 and h.b0 != h.b1
            s0, s1 = (h.a0, h.a1) if which == "a" else (h.b0, h.b1)
            mark = self.gap(b"!" if changed else (b"-" if which == "a" else b"+"))
            for i in range(s0, s1):
                marks[i] = mark
        for i in range(lo, hi):
            self.out((marks.get(i) or self.gap(b" ")) + side.line(i))


class _Trouble(Exception):
    pass


_STYLES = {"unified": "unified", "context": "context", "ed": "ed", "rcs": "rcs", "side": "side", "normal": "normal",
           "merge_assist": "side"}


def _output_style(order: list[tuple[str, object]]) -> str:
    """The one output format asked for; two different ones are an error in GNU diff."""
    style = None
    for dest, _ in order:
        which = _STYLES.get(dest)
        if which is None:
            continue
        if style is not None and which != style:
            raise _Trouble("conflicting output style options")
        style = which
    return style or "normal"


_INTMAX = (1 << 63) - 1


def _number(text: str) -> int | None:
    """A non-negative count as strtoimax reads it: leading blanks and a '+' are allowed."""
    text = text.lstrip(" \t\n\v\f\r")
    if text.startswith("+"):
        text = text[1:]
    return int(text) if text.isascii() and text.isdigit() else None


@dataclass
class _Side:
    lines: list[bytes]
    nonl: bool
    tabsize: int = 0
    """With -t, the tab stops' distance (--tabsize); 0 leaves tabs alone."""

    def line(self, i: int) -> bytes:
        # -t expands tabs as if the text began at column 0 (the "< " or "+" mark is not counted).
        text = self.lines[i].expandtabs(self.tabsize) if self.tabsize else self.lines[i]
        if self.nonl and i == len(self.lines) - 1:
            return text + b"\n\\ No newline at end of file\n"
        return text + b"\n"


def _urange(start: int, end: int) -> str:
    count = end - start
    if count == 1:
        return str(start + 1)
    if count == 0:
        return f"{start},0"
    return f"{start + 1},{count}"


def _crange(start: int, end: int) -> str:
    if end - start <= 1:
        return str(end if end > start else start)
    return f"{start + 1},{end}"


def _stamp(mtime_ns: int | None) -> str:
    if mtime_ns is None:
        mtime_ns = time.time_ns()
    secs, frac = divmod(mtime_ns, 1_000_000_000)
    base = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(secs))
    return f"{base}.{frac:09d} +0000"


def _read(ctx: CommandContext, name: str) -> tuple[bytes, int | None]:
    if name == "-":
        return ctx.stdin.read(), None
    path = ctx.resolve(name)
    data = ctx.fs.read_bytes(path)
    return data, ctx.fs.stat(path).mtime_ns


def _diff_paths(d: _Differ, ctx: CommandContext, a: str, b: str, top: bool) -> None:
    if a == b == "-":
        return  # one file (standard input) against itself: GNU sees the same file and finds no difference
    fs = ctx.fs
    stats = []
    missing = []
    for name in (a, b):
        try:
            stats.append(fs.stat(ctx.resolve(name)) if name != "-" else None)
        except OSError as e:
            stats.append(None)
            missing.append((name, e))
    if missing and not (d.values.get("new_file") and len(missing) == 1):
        # GNU looks at both operands and reports each one that is missing.
        for name, err in missing:
            d.error(f"{name}: {strerror(err)}")
        return
    if missing:
        absent = missing[0][0]
        present = b if absent == a else a
        try:
            data, mtime = _read(ctx, present)
        except OSError as e:
            d.error(f"{present}: {strerror(e)}")
            return
        da, db = (b"", data) if absent == a else (data, b"")
        d.diff_files(a, b, da, db, 0 if absent == a else mtime, mtime if absent == a else 0)
        return
    st_a, st_b = stats
    dir_a = st_a is not None and st_a.type is FileType.DIR
    dir_b = st_b is not None and st_b.type is FileType.DIR
    if dir_a and dir_b:
        _diff_dirs(d, ctx, a, b)
        return
    if dir_a:
        a = posixpath.join(a, posixpath.basename(b))
    elif dir_b:
        b = posixpath.join(b, posixpath.basename(a))
    try:
        data_a, ma = _read(ctx, a)
    except OSError as e:
        d.error(f"{a}: {strerror(e)}")
        return
    try:
        data_b, mb = _read(ctx, b)
    except OSError as e:
        d.error(f"{b}: {strerror(e)}")
        return
    same = not (dir_a or dir_b) and st_a is not None and st_b is not None and (st_a.dev, st_a.ino) == (st_b.dev, st_b.ino)
    d.diff_files(a, b, data_a, data_b, ma, mb, same_file=same)


def _diff_dirs(d: _Differ, ctx: CommandContext, a: str, b: str) -> None:
    fs = ctx.fs
    try:
        names_a = set(fs.listdir(ctx.resolve(a)))
        names_b = set(fs.listdir(ctx.resolve(b)))
    except OSError as e:
        d.error(strerror(e))
        return
    excludes = [str(x) for x in d.values.get("exclude", [])]  # type: ignore[attr-defined]
    import fnmatch

    recursive = bool(d.values.get("recursive"))
    new_file = bool(d.values.get("new_file"))
    for name in sorted(names_a | names_b):
        ctx.budget.tick()
        if any(fnmatch.fnmatchcase(name, g) for g in excludes):
            continue
        pa, pb = posixpath.join(a, name), posixpath.join(b, name)
        if name not in names_b or name not in names_a:
            if new_file:
                present, absent = (pa, pb) if name in names_a else (pb, pa)
                st = fs.stat(ctx.resolve(present))
                if st.type is FileType.DIR:
                    _diff_new_dir(d, ctx, pa, pb, name in names_a)
                    continue
                data = fs.read_bytes(ctx.resolve(present))
                da, db = (data, b"") if name in names_a else (b"", data)
                header = _recursive_header(d, pa, pb)
                d.diff_files(pa, pb, da, db, st.mtime_ns if name in names_a else 0,
                             0 if name in names_a else st.mtime_ns, header)
                del absent
                continue
            where = a if name in names_a else b
            d.status = max(d.status, 1)
            d.out(f"Only in {where}: {name}\n".encode("utf-8", "surrogateescape"))
            continue
        st_a = fs.stat(ctx.resolve(pa))
        st_b = fs.stat(ctx.resolve(pb))
        if st_a.type is FileType.DIR and st_b.type is FileType.DIR:
            if recursive:
                _diff_dirs(d, ctx, pa, pb)
            else:
                d.out(f"Common subdirectories: {pa} and {pb}\n".encode("utf-8", "surrogateescape"))
            continue
        if st_a.type is FileType.DIR or st_b.type is FileType.DIR:
            d.status = max(d.status, 1)
            kinds = ("directory" if st_a.type is FileType.DIR else "regular file",
                     "directory" if st_b.type is FileType.DIR else "regular file")
            d.out(f"File {pa} is a {kinds[0]} while file {pb} is a {kinds[1]}\n".encode("utf-8", "surrogateescape"))
            continue
        data_a = fs.read_bytes(ctx.resolve(pa))
        data_b = fs.read_bytes(ctx.resolve(pb))
        d.diff_files(pa, pb, data_a, data_b, st_a.mtime_ns, st_b.mtime_ns, _recursive_header(d, pa, pb))


def _diff_new_dir(d: _Differ, ctx: CommandContext, pa: str, pb: str, a_exists: bool) -> None:
    present = pa if a_exists else pb
    for name in sorted(ctx.fs.listdir(ctx.resolve(present))):
        sub_a, sub_b = posixpath.join(pa, name), posixpath.join(pb, name)
        full = ctx.resolve(posixpath.join(present, name))
        st = ctx.fs.stat(full)
        if st.type is FileType.DIR:
            _diff_new_dir(d, ctx, sub_a, sub_b, a_exists)
            continue
        data = ctx.fs.read_bytes(full)
        da, db = (data, b"") if a_exists else (b"", data)
        d.diff_files(sub_a, sub_b, da, db, st.mtime_ns if a_exists else 0, 0 if a_exists else st.mtime_ns,
                     _recursive_header(d, sub_a, sub_b))


def _recursive_header(d: _Differ, pa: str, pb: str) -> str:
    # GNU echoes the options shell-quoted where needed (`-x 'only*'`).
    opts = " ".join(shlex.quote(a) for a in d.ctx.argv[1:-2]) if len(d.ctx.argv) > 3 else ""
    return f"diff {opts + ' ' if opts else ''}{pa} {pb}\n"


def _parse(ctx: CommandContext, opts: tuple[Opt, ...]) -> Parsed | int:
    """diffutils prefix their 'Try' hint with the program name, unlike coreutils."""
    all_opts = (*opts, Opt(None, "help", "help"), Opt(None, "version", "version"))
    try:
        args = parse_args(ctx.name, ctx.argv[1:], all_opts, env=ctx.env, stop_dests=("help", "version"))
    except UsageError as e:
        ctx.stderr.write(f"{ctx.name}: {e.message}\n{ctx.name}: Try '{ctx.name} --help' for more information.\n"
                         .encode("utf-8", "surrogateescape"))
        return 2
    if "help" in args.values:
        ctx.stdout.write(f"Usage: {ctx.name} [OPTION]... FILES\nCompare files.\n".encode())
        return 0
    if "version" in args.values:
        ctx.stdout.write(f"{ctx.name} (GNU diffutils) 3.8\nThis is vshell's in-process implementation.\n".encode())
        return 0
    return args


@command("diff", summary="compare files line by line", usage="[OPTION]... FILES", parse=False, usage_status=2)
def diff(ctx: CommandContext, _: Parsed) -> int:
    args = _parse(ctx, _OPTS)
    if isinstance(args, int):
        return args
    operands = args.operands
    if len(operands) != 2:
        if not operands:
            ctx.error("missing operand after 'diff'")
        elif len(operands) == 1:
            ctx.error(f"missing operand after '{operands[0]}'")
        else:
            ctx.error(f"extra operand '{operands[2]}'")
        ctx.stderr.write(b"diff: Try 'diff --help' for more information.\n")
        return 2
    try:
        differ = _Differ(ctx, args)
    except _Trouble as e:
        ctx.error(str(e))
        ctx.stderr.write(b"diff: Try 'diff --help' for more information.\n")
        return 2
    _diff_paths(differ, ctx, operands[0], operands[1], top=True)
    return differ.status


_CMP_OPTS = (
    Opt("s", "quiet", "silent"),
    Opt(None, "silent", "silent"),
    Opt("l", "verbose", "verbose"),
    Opt("b", "print-bytes", "print_bytes"),
    Opt("n", "bytes", "limit", Arg.REQUIRED),
    Opt("i", "ignore-initial", "skip", Arg.REQUIRED),
)


@command("cmp", summary="compare two files byte by byte", usage="[OPTION]... FILE1 [FILE2 [SKIP1 [SKIP2]]]",
         parse=False, usage_status=2)
def cmp(ctx: CommandContext, _: Parsed) -> int:
    args = _parse(ctx, _CMP_OPTS)
    if isinstance(args, int):
        return args
    ops = args.operands
    if not ops:
        ctx.error("missing operand after 'cmp'")
        ctx.stderr.write(b"cmp: Try 'cmp --help' for more information.\n")
        return 2
    names = [ops[0], ops[1] if len(ops) > 1 else "-"]
    try:
        skips = _cmp_skips(args.values.get("skip"), ops[2:4])
        limit = _cmp_number(args.values["limit"], "--bytes") if "limit" in args.values else None
    except ValueError as e:
        ctx.error(str(e))
        ctx.stderr.write(b"cmp: Try 'cmp --help' for more information.\n")
        return 2
    silent = args.flag("silent")
    if names[0] == names[1] == "-":
        return 0  # standard input against itself
    datas: list[bytes] = []
    for name in names:
        try:
            datas.append(_read(ctx, name)[0])
        except OSError as e:
            if not silent:  # -s is silent about trouble too; only the status says so
                ctx.error(f"{name}: {strerror(e)}")
            return 2
    a, b = datas[0][skips[0]:], datas[1][skips[1]:]
    if limit is not None:
        a, b = a[:limit], b[:limit]
    verbose = args.flag("verbose")
    print_bytes = args.flag("print_bytes")
    common = min(len(a), len(b))
    differ = False
    if verbose:
        # GNU sizes the offset column for the largest offset it could print.
        width = len(str(common if common else 0))
        out: list[str] = []
        i = _first_diff(a, b, 0, common)
        while i < common:
            if a[i] != b[i]:
                differ = True
                if silent:
                    return 1
                if print_bytes:
                    out.append(f"{i + 1:>{width}} {a[i]:3o} {_cmp_char(a[i]):<4} {b[i]:3o} {_cmp_char(b[i])}\n")
                else:
                    out.append(f"{i + 1:>{width}} {a[i]:3o} {b[i]:3o}\n")
            i = _first_diff(a, b, i + 1, common)
        ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
    else:
        i = _first_diff(a, b, 0, common)
        if i < common:
            if silent:
                return 1
            line = a[:i].count(b"\n") + 1
            extra = ""
            if print_bytes:
                extra = f" is {a[i]:3o} {_cmp_char(a[i])} {b[i]:3o} {_cmp_char(b[i])}"
            ctx.stdout.write(f"{names[0]} {names[1]} differ: byte {i + 1}, line {line}{extra}\n"
                             .encode("utf-8", "surrogateescape"))
            return 1
    if len(a) != len(b):
        if not silent:
            shorter = names[0] if len(a) < len(b) else names[1]
            shorter_data = a if len(a) < len(b) else b
            if not shorter_data:
                ctx.stderr.write(f"cmp: EOF on {shorter} which is empty\n".encode())
            elif verbose:
                ctx.stderr.write(f"cmp: EOF on {shorter} after byte {common}\n".encode())
            else:
                # GNU says "in line N" when the shorter file ends inside a line.
                newlines = shorter_data.count(b"\n")
                where = f"line {newlines}" if shorter_data.endswith(b"\n") else f"in line {newlines + 1}"
                ctx.stderr.write(f"cmp: EOF on {shorter} after byte {common}, {where}\n".encode())
        return 1
    return 1 if differ else 0


def _first_diff(a: bytes, b: bytes, start: int, end: int) -> int:
    """The first index in [start, end) where ``a`` and ``b`` differ (``end`` if none): equal
    stretches are skipped a block at a time at C speed, so big mostly-equal files stay cheap."""
    block = 16  # grows while the files agree, so a run of differences costs little per byte
    pos = start
    while pos < end:
        stop = min(pos + block, end)
        if a[pos:stop] != b[pos:stop]:
            while a[pos] == b[pos]:
                pos += 1
            return pos
        pos = stop
        block = min(block * 2, 1 << 16)
    return end


def _cmp_number(text: object, what: str) -> int:
    value = str(text)
    if not value.isdigit():
        raise ValueError(f"invalid {what} value '{value}'")
    return int(value)


def _cmp_skips(option: object, operands: list[str]) -> tuple[int, int]:
    """-i SKIP or -i SKIP1:SKIP2, overridden by the SKIP1 SKIP2 operands."""
    skip1 = skip2 = 0
    if option is not None:
        first, _, second = str(option).partition(":")
        skip1 = _cmp_number(first, "--ignore-initial")
        skip2 = _cmp_number(second, "--ignore-initial") if second else skip1
    if operands:
        skip1 = _cmp_number(operands[0], "--ignore-initial")
        skip2 = _cmp_number(operands[1], "--ignore-initial") if len(operands) > 1 else 0
    return skip1, skip2


def _cmp_char(c: int) -> str:
    if c >= 128:
        return "M-" + _cmp_char(c - 128)
    if c < 32:
        return "^" + chr(c + 64)
    if c == 127:
        return "^?"
    return chr(c)
