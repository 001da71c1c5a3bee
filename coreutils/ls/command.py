"""ls: list directory contents (GNU coreutils 9.1).

Output modes: one name per line when stdout is not a terminal, columns to the
terminal width when it is (``ctx.interactive``), ``-l`` long format.  Names
sort in C.UTF-8 order (code points).  Owners: vshell's single user
(uid/gid 1000, ``user``; D-user).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from vshell.command import CommandContext
from vshell.coreutils.common import lsformat as fmt
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import ctx_error_path, quote, quote_shell, utf8_quotes
from vshell.coreutils.common.fileio import fs_path, group_name, user_name
from vshell.coreutils.common.registry import command
from vshell.coreutils.ls.keys import color_term, display_width, ext_key, glob_match, si_size, version_key
from vshell.coreutils.ls.links import LINK_END, link_start
from vshell.coreutils.ls.names import c_quote, escape_name, hide_control
from vshell.fs.protocol import FileType, Stat

_OPTS = [
    Opt("a", "all", "all"),
    Opt("b", "escape", "quoting", action="store_const", const="escape"),
    Opt("d", "directory", "directory"),
    Opt("D", "dired", "dired"),
    Opt(None, "full-time", "full_time"),
    Opt(None, "group-directories-first", "group_dirs"),
    Opt("h", "human-readable", "human", action="store_const", const=1024),
    Opt("i", "inode", "inode"),
    Opt("k", "kibibytes", "kibibytes"),
    Opt("n", "numeric-uid-gid", "numeric"),
    Opt("G", "no-group", "no_group"),
    Opt("q", "hide-control-chars", "hide_ctl", action="store_const", const=True),
    Opt("r", "reverse", "reverse"),
    Opt("s", "size", "size"),
    Opt("w", "width", "width", Arg.REQUIRED),
    Opt("A", "almost-all", "almost_all"),
    Opt("B", "ignore-backups", "ignore_backups"),
    Opt("F", "classify", "indicator", Arg.OPTIONAL, const="classify"),
    Opt(None, "file-type", "indicator", action="store_const", const="file-type"),
    Opt(None, "si", "human", action="store_const", const=1000),
    Opt("H", "dereference-command-line", "deref_cmdline"),
    Opt(None, "dereference-command-line-symlink-to-dir", "deref_cmdline_dir"),
    Opt(None, "hide", "hide", Arg.REQUIRED, action="append"),
    Opt("I", "ignore", "ignore", Arg.REQUIRED, action="append"),
    Opt(None, "indicator-style", "indicator_style", Arg.REQUIRED),
    Opt("L", "dereference", "dereference"),
    Opt("N", "literal", "quoting", action="store_const", const="literal"),
    Opt("Q", "quote-name", "quoting", action="store_const", const="c"),
    Opt(None, "quoting-style", "quoting_style", Arg.REQUIRED),
    Opt("R", "recursive", "recursive"),
    Opt(None, "format", "format_word", Arg.REQUIRED),
    Opt(None, "show-control-chars", "hide_ctl", action="store_const", const=False),
    Opt(None, "sort", "sort_word", Arg.REQUIRED),
    Opt("T", "tabsize", "tabsize", Arg.REQUIRED),
    Opt(None, "time", "time_word", Arg.REQUIRED),
    Opt(None, "time-style", "time_style", Arg.REQUIRED),
    Opt(None, "zero", "zero"),
    Opt(None, "color", "color", Arg.OPTIONAL, const="always"),
    Opt(None, "hyperlink", "hyperlink", Arg.OPTIONAL, const="always"),
    Opt(None, "block-size", "block_size", Arg.REQUIRED),
    Opt("Z", "context", "context"),
    Opt(None, "author", "author"),
    Opt("c", None, "ctime"),
    Opt("C", None, "fmt", action="store_const", const="columns"),
    Opt("f", None, "f"),
    Opt("g", None, "g"),
    Opt("l", None, "fmt", action="store_const", const="long"),
    Opt("m", None, "fmt", action="store_const", const="commas"),
    Opt("o", None, "o"),
    Opt("p", None, "indicator", action="store_const", const="slash"),
    Opt("S", None, "sort", action="store_const", const="size"),
    Opt("t", None, "sort", action="store_const", const="time"),
    Opt("u", None, "atime"),
    Opt("U", None, "sort", action="store_const", const="none"),
    Opt("v", None, "sort", action="store_const", const="version"),
    Opt("x", None, "fmt", action="store_const", const="across"),
    Opt("X", None, "sort", action="store_const", const="extension"),
    Opt("1", None, "fmt", action="store_const", const="single"),
]


def _bad_arg(value: str, option: str, groups: list[list[str]]) -> UsageError:
    lines = [f"invalid argument {quote(value)} for {quote(option)}", "Valid arguments are:"]
    for group in groups:
        lines.append("  - " + ", ".join(quote(g) for g in group))
    # ls dies with status 1 on a bad word argument (argmatch_die), 2 on other usage errors
    return UsageError("\n".join(lines), status=1)


def _choose(value: str, option: str, groups: list[list[str]]) -> str:
    """GNU's XARGMATCH: an exact or unambiguous prefix of a valid word; returns the group's first word."""
    hits = [g[0] for g in groups for w in g if w == value]
    if not hits:
        hits = list(dict.fromkeys(g[0] for g in groups for w in g if w.startswith(value) and value))
    if len(hits) == 1:
        return hits[0]
    if len(hits) > 1:
        raise UsageError(
            "\n".join(
                [f"ambiguous argument {quote(value)} for {quote(option)}", "Valid arguments are:"]
                + ["  - " + ", ".join(quote(w) for w in g) for g in groups]
            )
        )
    raise _bad_arg(value, option, groups)


_FORMATS = [["verbose", "long"], ["commas"], ["horizontal", "across"], ["vertical"], ["single-column"]]
_SORTS = [["none"], ["time"], ["size"], ["extension"], ["version"], ["width"]]
_TIMES = [["atime", "access", "use"], ["ctime", "status"], ["birth", "creation"], ["mtime", "modification"]]
_WHEN = [["always", "yes", "force"], ["never", "no", "none"], ["auto", "tty", "if-tty"]]
_INDICATORS = [["none"], ["slash"], ["file-type"], ["classify"]]
_QUOTING = [
    ["literal"],
    ["shell"],
    ["shell-always"],
    ["shell-escape"],
    ["shell-escape-always"],
    ["c"],
    ["c-maybe"],
    ["escape"],
    ["locale"],
    ["clocale"],
]


class Entry:
    """One name ls shows (a plain slotted class: a listing makes one per entry)."""

    __slots__ = ("deref_failed", "name", "path", "st", "target", "target_st")

    def __init__(self, name: str, path: str, st: Stat) -> None:
        self.name = name
        self.path = path
        self.st = st
        self.target: str | None = None
        self.target_st: Stat | None = None
        self.deref_failed = False


_TYPE_ONLY = {kind: Stat(kind, 0, 0, 0, 0, 0, 0) for kind in FileType}
"""What a listing that needs no stat knows of an entry: its type (``d_type``), shared by every entry."""


class Lister:
    def __init__(self, ctx: CommandContext, args: Parsed) -> None:
        self.ctx = ctx
        v = args.values
        self.status = 0
        fmt_mode = "columns" if ctx.interactive else "single"
        for dest, value in args.order:
            if dest == "fmt":
                fmt_mode = str(value)
            elif dest in ("g", "o", "numeric", "full_time"):
                fmt_mode = "long"
            elif dest == "format_word":
                word = _choose(str(value), "--format", _FORMATS)
                fmt_mode = {"verbose": "long", "horizontal": "across", "vertical": "columns"}.get(
                    word, "single" if word == "single-column" else word
                )
            elif dest == "f":
                fmt_mode = fmt_mode if fmt_mode != "long" else "single"
        self.format = fmt_mode
        self.long = fmt_mode == "long"
        self.show_owner = not v.get("g")
        self.show_group = not (v.get("o") or v.get("no_group"))
        self.numeric = bool(v.get("numeric"))
        self.all = bool(v.get("all") or v.get("f"))
        self.almost_all = bool(v.get("almost_all"))
        self.directory = bool(v.get("directory"))
        self.recursive = bool(v.get("recursive")) and not self.directory
        self.inode = bool(v.get("inode"))
        self.size = bool(v.get("size"))
        self.human = int(str(v.get("human") or 0))
        self.reverse = bool(v.get("reverse"))
        self.group_dirs = bool(v.get("group_dirs"))
        self.dereference = bool(v.get("dereference"))
        self.deref_cmdline = bool(v.get("deref_cmdline"))
        self.zero = bool(v.get("zero"))
        self.ignore = args.texts("ignore") + (["*~", ".*~"] if v.get("ignore_backups") else [])
        self.hide = [] if self.all or self.almost_all else args.texts("hide")
        self.tabsize = self._int(v.get("tabsize"), "invalid tab size", 8)
        self.width = self._line_length(v.get("width"))
        self._time_and_sort(args)
        self._indicator(args)
        self._quoting(args)
        self._color(v.get("color"))
        style = v.get("time_style") or ctx.env.get("TIME_STYLE") or "locale"
        if v.get("full_time"):
            style = "full-iso"
        assert isinstance(style, str)
        if style.startswith("posix-"):
            style = "locale"
        if not style.startswith("+") and style not in ("full-iso", "long-iso", "iso", "locale"):
            raise UsageError(
                "\n".join(
                    [
                        f"invalid argument {quote(style)} for {quote('time style')}",
                        "Valid arguments are:",
                        "  - [posix-]full-iso",
                        "  - [posix-]long-iso",
                        "  - [posix-]iso",
                        "  - [posix-]locale",
                        "  - +FORMAT (e.g., +%H:%M) for a 'date'-style format",
                    ]
                )
            )
        self.time_style = style
        self.tz = fmt.zone(ctx.env)
        self.now_ns = time.time_ns()
        self.out: list[str] = []
        self.printed_any = False
        self.width_pool: list[Entry] = []
        self.align_quotes = False
        self.plain_names = False
        self.author = self.long and bool(v.get("author"))
        self.context = bool(v.get("context"))
        link_when = v.get("hyperlink")
        link_word = _choose(str(link_when), "--hyperlink", _WHEN) if link_when is not None else "never"
        self.hyperlink = link_word == "always" or (link_word == "auto" and ctx.interactive)
        # GNU ignores --dired without -l, and with --hyperlink
        self.dired = self.long and bool(v.get("dired")) and not self.hyperlink
        if self.dired and self.zero:
            raise UsageError("--dired and --zero are incompatible", try_help=False, status=2)
        self.indent = "  " if self.dired else ""
        self.dired_pos = 0  # bytes written, colour sequences not counted (GNU's dired_pos)
        self.dired_names: list[int] = []
        self.dired_dirs: list[int] = []

    # ----- option decoding

    def _int(self, value: object, message: str, default: int) -> int:
        if value is None:
            return default
        text = str(value)
        if not text.isdigit():
            raise UsageError(f"{message}: {quote(text)}", try_help=False)
        return int(text)

    def _line_length(self, value: object) -> int:
        if value is not None:
            return self._int(value, "invalid line width", 80)
        cols = self.ctx.env.get("COLUMNS", "")
        if cols.isdigit() and int(cols) > 0:
            return int(cols)
        return self.ctx.terminal_width if self.ctx.interactive else 80

    def _time_and_sort(self, args: Parsed) -> None:
        v = args.values
        time_kind = "mtime"
        for dest, value in args.order:
            if dest == "atime":
                time_kind = "atime"
            elif dest == "ctime":
                time_kind = "ctime"
            elif dest == "time_word":
                time_kind = _choose(str(value), "--time", _TIMES)
                if time_kind == "birth":
                    time_kind = "mtime"
        self.time_kind = time_kind
        sort = "name"
        explicit = False
        for dest, value in args.order:
            if dest == "sort":
                sort, explicit = str(value), True
            elif dest == "sort_word":
                sort, explicit = _choose(str(value), "--sort", _SORTS), True
            elif dest == "f":
                sort, explicit = "none", True
        if not explicit and not self.long and (v.get("atime") or v.get("ctime") or v.get("time_word")):
            sort = "time"
        self.sort = sort

    def _indicator(self, args: Parsed) -> None:
        style = "none"
        for dest, value in args.order:
            if dest == "indicator":
                if value in ("slash", "file-type", "classify"):
                    style = str(value)
                else:
                    when = _choose(str(value), "--classify", _WHEN)
                    if when == "always" or (when == "auto" and self.ctx.interactive):
                        style = "classify"
                    else:
                        style = "none"
            elif dest == "indicator_style":
                style = _choose(str(value), "--indicator-style", _INDICATORS)
        self.indicator = style

    def _quoting(self, args: Parsed) -> None:
        style = "shell-escape" if self.ctx.interactive else "literal"
        env_style = self.ctx.env.get("QUOTING_STYLE")
        if env_style and any(env_style == g[0] for g in _QUOTING):
            style = env_style
        for dest, value in args.order:
            if dest == "quoting":
                style = str(value)
            elif dest == "quoting_style":
                style = _choose(str(value), "--quoting-style", _QUOTING)
        self.quoting = style
        hide = self.ctx.interactive
        for dest, value in args.order:
            if dest == "hide_ctl":
                hide = bool(value)
        self.hide_ctl = hide

    def _color(self, when: object) -> None:
        self.color = False
        if when is not None:
            word = _choose(str(when), "--color", _WHEN)
            self.color = word == "always" or (word == "auto" and self.ctx.interactive)
        if self.color and not self.ctx.env.get("LS_COLORS") and not color_term(self.ctx.env.get("TERM", "")):
            # GNU ls without LS_COLORS colours only for terminal types its dircolors database knows
            self.color = False
        self.colors, self.ext_colors = fmt.parse_ls_colors(self.ctx.env.get("LS_COLORS", ""))
        self.color_started = False

    # ----- gathering

    def _stat_entry(self, name: str, path: str, follow: bool) -> Entry:
        fs = self.ctx.fs
        st = fs.lstat(path)
        entry = Entry(name, path, st)
        if st.type is FileType.SYMLINK:
            try:
                target_st = fs.stat(path)
            except OSError:
                target_st = None
            if follow and target_st is not None:
                entry.st = target_st
            elif follow:
                entry.deref_failed = True
            if entry.st.type is FileType.SYMLINK:
                entry.target_st = target_st
                if self.long:
                    try:
                        entry.target = fs.readlink(path)
                    except OSError:
                        entry.target = None
        return entry

    def _hidden(self, name: str) -> bool:
        if name.startswith(".") and not (self.all or self.almost_all):
            return True
        patterns = self.ignore + self.hide
        return bool(patterns) and any(glob_match(p, name) for p in patterns)

    def _needs_stat(self) -> bool:
        """Whether entries need a full stat; plain names (``ls``, ``ls -R``) get by with the
        directory's own type information, as GNU ls does with d_type."""
        return (
            self.long
            or self.size
            or self.inode
            or self.sort in ("time", "size")
            or self.indicator != "none"
            or self.color
            or self.group_dirs
            or self.dereference
        )

    def _read_dir_types(self, path: str) -> list[Entry]:
        base = path.rstrip("/") + "/"
        entries = []
        tick = self.ctx.budget.tick
        hide_dots = not (self.all or self.almost_all)
        patterns = self.ignore + self.hide
        for name, kind in self.ctx.fs.scandir(path):
            tick()
            if (hide_dots and name.startswith(".")) or (patterns and self._hidden(name)):
                continue
            entries.append(Entry(name, base + name, _TYPE_ONLY[kind]))
        return entries

    def _read_dir(self, shown: str, path: str) -> list[Entry] | None:
        if not self.all and not self._needs_stat():
            try:
                return self._read_dir_types(path)
            except OSError as exc:
                ctx_error_path(self.ctx, shown, exc, prefix="cannot open directory")
                return None
        try:
            names = self.ctx.fs.listdir(path)
        except OSError as exc:
            ctx_error_path(self.ctx, shown, exc, prefix="cannot open directory")
            return None
        entries = []
        extra = [".", ".."] if self.all else []
        base = path.rstrip("/")
        for name in extra + names:
            self.ctx.budget.tick()
            if name not in (".", "..") and self._hidden(name):
                continue
            child = f"{base}/{name}"
            try:
                entries.append(self._stat_entry(name, child, self.dereference))
            except OSError as exc:
                ctx_error_path(self.ctx, name if shown == "." else self._join(shown, name), exc, prefix="cannot access")
                self.status = max(self.status, 1)
        return entries

    @staticmethod
    def _join(dirname: str, name: str) -> str:
        return dirname + name if dirname.endswith("/") else f"{dirname}/{name}"

    # ----- sorting

    def _time(self, st: Stat) -> int:
        return {"atime": st.atime_ns, "ctime": st.ctime_ns}.get(self.time_kind, st.mtime_ns)

    def _sorted(self, entries: list[Entry]) -> list[Entry]:
        def name_key(e: Entry) -> bytes:
            return e.name.encode("utf-8", "surrogateescape")

        key: Callable[[Entry], object]
        if self.sort == "none":
            result = list(entries)
            if self.reverse:
                result.reverse()
        else:
            if self.sort == "time":
                key = lambda e: (-self._time(e.st), name_key(e))  # noqa: E731
            elif self.sort == "size":
                key = lambda e: (-e.st.size, name_key(e))  # noqa: E731
            elif self.sort == "extension":
                key = lambda e: (ext_key(e.name), name_key(e))  # noqa: E731
            elif self.sort == "version":
                key = lambda e: version_key(e.name)  # noqa: E731
            elif self.sort == "width":
                key = lambda e: (len(e.name), name_key(e))  # noqa: E731
            else:
                key = name_key
            result = sorted(entries, key=key, reverse=self.reverse)
        if self.group_dirs and self.sort != "none":
            result.sort(key=lambda e: not self._is_dir_like(e))
        return result

    def _is_dir_like(self, e: Entry) -> bool:
        if e.st.type is FileType.DIR:
            return True
        return e.st.type is FileType.SYMLINK and e.target_st is not None and e.target_st.type is FileType.DIR

    # ----- names

    def _quote_name(self, name: str) -> str:
        style = self.quoting
        if style == "literal":
            return hide_control(name) if self.hide_ctl else name
        if style in ("shell", "shell-always"):
            # The '?' that -q shows for an unprintable character does not itself call for quotes.
            shown = quote_shell(name, always=style == "shell-always", escape=False)
            return hide_control(shown) if self.hide_ctl else shown
        if style == "shell-escape":
            return quote_shell(name)
        if style == "shell-escape-always":
            return quote_shell(name, always=True)
        if style == "clocale" and utf8_quotes():
            return quote(name)  # clocale is the locale style, with "…" only where the locale has no marks
        if style in ("c", "clocale"):
            return c_quote(name)
        if style == "c-maybe":
            quoted = c_quote(name)
            return quoted if quoted[1:-1] != name else name
        if style == "escape":
            return escape_name(name)
        return quote(name)

    def _indicator_of(self, st: Stat | None) -> str:
        if st is None or self.indicator == "none":
            return ""
        if st.type is FileType.DIR:
            return "/"
        if self.indicator == "slash":
            return ""
        if st.type is FileType.SYMLINK:
            return "@"
        if st.type is FileType.FIFO:
            return "|"
        if self.indicator == "classify" and st.type is FileType.FILE and st.mode & 0o111:
            return "*"
        return ""

    def _colored(self, text: str, key: str, name: str) -> str:
        code = self.colors.get(key)
        if key in ("fi", "ex", "ln", "or") or key not in self.colors:
            for ext, ext_code in self.ext_colors.items():
                if key in ("fi", "ex") and name.endswith(ext):
                    code = ext_code
                    break
        if key == "or" and not code:
            code = self.colors.get("ln")
        if not code:
            return text
        lead = ""
        if not self.color_started:
            lead = "\x1b[0m"
            self.color_started = True
        return f"{lead}\x1b[{code}m{text}\x1b[0m"

    def _linked(self, shown: str, path: str, pad: str) -> str:
        """``shown`` inside an OSC 8 link to the file's canonical path; a quoted name in an
        aligned listing keeps its outer quotes outside the link, as GNU does."""
        try:
            absolute = self.ctx.fs.realpath(path)
        except OSError:
            absolute = path
        start = link_start(absolute)
        if self.align_quotes and not pad and len(shown) > 1:
            return f"{shown[0]}{start}{shown[1:-1]}{LINK_END}{shown[-1]}"
        return f"{start}{shown}{LINK_END}"

    def _name_parts(self, e: Entry) -> tuple[str, int, str, str]:
        """The name as shown (padding, colour, link, indicator), its width in columns,
        and its plain text: the padding and the quoted name and indicator."""
        if self.plain_names and e.name.isascii() and e.name.isprintable():
            return e.name, len(e.name), "", e.name
        shown = self._quote_name(e.name)
        pad = " " if self.align_quotes and shown[:1] not in ("'", '"') else ""
        width = display_width(shown) + len(pad)
        cell = self._linked(shown, e.path, pad) if self.hyperlink else shown
        if self.color:
            key = fmt.color_key(e.st, e.target_st is not None)
            cell = self._colored(cell, key, e.name)
        ind = self._indicator_of(e.st)
        if self.long and e.st.type is FileType.SYMLINK:
            ind = ""
        return pad + cell + ind, width + len(ind), pad, shown + ind

        # ----- output

    def _blocks(self, st: Stat) -> str:
        if self.human:
            return fmt.human_size(st.blocks * 512, int(self.human)) if st.blocks else "0"
        return str((st.blocks * 512 + 1023) // 1024)

    def _size(self, st: Stat) -> str:
        if st.type is FileType.CHAR_DEVICE:
            return f"{st.rdev >> 8}, {st.rdev & 0xFF}"
        if self.human:
            return fmt.human_size(st.size, int(self.human)) if self.human == 1024 else si_size(st.size)
        return str(st.size)

    def _write(self, text: str, plain: str | None = None) -> None:
        """Queue output; ``plain`` is the text without colour, which --dired's offsets count."""
        if self.dired:
            self.dired_pos += _bytes(text if plain is None else plain)
        self.out.append(text)
        if len(self.out) > 256:
            self.flush()

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out.clear()

    def print_entries(self, entries: list[Entry], with_total: bool) -> None:
        eol = "\0" if self.zero else "\n"
        if with_total and (self.long or self.size):
            blocks = sum(e.st.blocks for e in entries)
            total = (
                (fmt.human_size(blocks * 512, int(self.human)) if self.human == 1024 else si_size(blocks * 512))
                if self.human and blocks
                else str((blocks * 512 + 1023) // 1024)
            )
            self._write(f"{self.indent}total {total}{eol}")
        if not entries:
            return
        # GNU pads unquoted names with a space when a name in the listing is quoted (on a terminal)
        self.align_quotes = (
            self.quoting in ("shell", "shell-escape")
            and (self.format != "single" or self.long)
            and any(self._quote_name(e.name)[:1] in ("'", '"') for e in entries)
        )
        # A printable ASCII name shows as itself in the literal style without colour or indicator.
        self.plain_names = (
            self.quoting == "literal" and not self.color and self.indicator == "none" and not self.hyperlink
        )
        if self.long:
            self._print_long(entries, eol)
            return
        prefix_cols: list[str] = []
        if self.inode or self.size or self.context:
            inode_w = max(len(str(e.st.ino)) for e in entries) if self.inode else 0
            block_w = max(len(self._blocks(e.st)) for e in entries) if self.size else 0
            for e in entries:
                parts = []
                if self.inode:
                    parts.append(f"{e.st.ino:>{inode_w}} ")
                if self.size:
                    b = self._blocks(e.st)
                    parts.append(f"{b:>{block_w}} ")
                if self.context:
                    parts.append(f"{_NO_CONTEXT} ")
                prefix_cols.append("".join(parts))
        cells, widths = [], []
        for i, e in enumerate(entries):
            cell, width, _pad, _plain = self._name_parts(e)
            lead = prefix_cols[i] if prefix_cols else ""
            cells.append(lead + cell)
            widths.append(len(lead) + width)
        if self.format == "single" or self.zero:
            self._write("".join(c + eol for c in cells))
        elif self.format == "commas":
            self._write(fmt.commas(cells, widths, self.width))
        else:
            tabsize = self.tabsize if self.width else 0
            self._write(fmt.columns(cells, widths, self.width, tabsize, self.format == "across"))

    def _long_cols(self, e: Entry) -> list[str]:
        st = e.st
        cols = []
        if self.inode:
            cols.append(str(st.ino))
        if self.size:
            cols.append(self._blocks(st))
        cols.append(fmt.mode_string(st))
        cols.append(str(st.nlink))
        owner = str(st.uid) if self.numeric else user_name(st.uid)
        if self.show_owner:
            cols.append(owner)
        if self.show_group:
            cols.append(str(st.gid) if self.numeric else group_name(st.gid))
        if self.author:
            cols.append(owner)  # the author of a file is its owner on Linux
        if self.context:
            cols.append(_NO_CONTEXT)
        cols.append(self._size(st))
        return cols

    def _print_long(self, entries: list[Entry], eol: str) -> None:
        rows = [self._long_cols(e) for e in entries]
        # GNU sizes the columns over every operand it stat'ed, directories listed later included
        pool = rows + [self._long_cols(e) for e in self.width_pool]
        ncols = len(rows[0])
        widths = [max(len(r[i]) for r in pool) for i in range(ncols)]
        mode_idx = int(self.inode) + int(self.size)
        # owner, group, author and context are left-aligned, the numbers right-aligned
        names = int(self.show_owner) + int(self.show_group) + int(self.author) + int(self.context)
        left = range(mode_idx + 2, mode_idx + 2 + names)
        for e, cols in zip(entries, rows, strict=True):
            parts = []
            for i, c in enumerate(cols):
                if i == mode_idx:
                    parts.append(c)
                elif i in left:
                    parts.append(c.ljust(widths[i]))
                else:
                    parts.append(c.rjust(widths[i]))
            date = fmt.long_date(self._time(e.st), self.now_ns, self.time_style, self.tz)
            cell, _w, pad, plain = self._name_parts(e)
            lead = self.indent + " ".join(parts) + " " + date + " "
            line = lead + cell
            plain = lead + pad + plain
            if self.dired:
                start = self.dired_pos + _bytes(lead + pad)
                self.dired_names += [start, start + _bytes(self._quote_name(e.name))]
            if e.st.type is FileType.SYMLINK and e.target is not None:
                target_shown = self._quote_name(e.target)
                plain += " -> " + target_shown
                if self.hyperlink:
                    target_shown = self._linked(target_shown, e.path, "-")
                if self.color:
                    key = fmt.color_key(e.target_st, True) if e.target_st is not None else "or"
                    if e.target_st is None:
                        target_shown = self._colored(target_shown, "or", e.target)
                    else:
                        target_shown = self._colored(target_shown, key, e.target)
                line += " -> " + target_shown
                if self.indicator in ("classify", "file-type") and e.target_st is not None:
                    line += self._indicator_of(e.target_st)
                    plain += self._indicator_of(e.target_st)
            self._write(line + eol, plain + eol)

    # ----- driving

    def list_dir(self, shown: str, path: str, header: bool) -> None:
        if header:
            if self.printed_any:
                self._write("\n")
            name = self._quote_name(shown)
            if self.dired:
                start = self.dired_pos + len(self.indent)
                self.dired_dirs += [start, start + _bytes(name)]
            if self.hyperlink:
                name = self._linked(name, path, "-")
            self._write(f"{self.indent}{name}:\n")
        self.printed_any = True
        entries = self._read_dir(shown, path)
        if entries is None:
            self.status = max(self.status, 2 if not header or shown == "." else 1)
            return
        entries = self._sorted(entries)
        self.print_entries(entries, with_total=True)
        if self.recursive:
            for e in entries:
                if e.name in (".", "..") or e.st.type is not FileType.DIR:
                    continue
                self.list_dir(self._join(shown, e.name), self._join(path, e.name), header=True)

    def run(self, operands: list[str]) -> int:
        ctx = self.ctx
        targets = operands or ["."]
        files: list[Entry] = []
        dirs: list[Entry] = []
        # GNU follows a command-line symlink to a directory unless -d, -l or -F ask about the link itself
        follow_links = not (self.directory or self.long or self.indicator == "classify")
        deref_cl = self.dereference or self.deref_cmdline
        for operand in targets:
            try:
                path = fs_path(ctx, operand)
                st = ctx.fs.lstat(path)
            except OSError as exc:
                ctx_error_path(ctx, operand, exc, prefix="cannot access")
                self.status = 2
                continue
            entry = Entry(operand, path, st)
            if st.type is FileType.SYMLINK:
                try:
                    target_st = ctx.fs.stat(path)
                except OSError:
                    target_st = None
                if target_st is not None and (deref_cl or (follow_links and target_st.type is FileType.DIR)):
                    entry.st = target_st
                else:
                    entry.target_st = target_st
                    if self.long:
                        try:
                            entry.target = ctx.fs.readlink(path)
                        except OSError:
                            entry.target = None
            if entry.st.type is FileType.DIR and not self.directory:
                dirs.append(entry)
            else:
                files.append(entry)
        if files:
            self.width_pool = dirs
            self.print_entries(self._sorted(files), with_total=False)
            self.width_pool = []
            self.printed_any = True
        header = len(targets) > 1 or self.recursive
        for d in self._sorted(dirs) if self.sort != "none" else dirs:
            self.list_dir(d.name, d.path, header=header)
        if self.dired:
            # the offsets of the names (and of the directory headers), for Emacs' dired mode
            for label, spans in (("//DIRED//", self.dired_names), ("//SUBDIRED//", self.dired_dirs)):
                if spans:
                    self._write(label + "".join(f" {n}" for n in spans) + "\n")
            self._write(f"//DIRED-OPTIONS// --quoting-style={self.quoting}\n")
        self.flush()
        return self.status


_NO_CONTEXT = "?"
"""The security context GNU shows for a file without one (no SELinux: every file here)."""


def _bytes(text: str) -> int:
    return len(text.encode("utf-8", "surrogateescape"))


@command("ls", summary="list directory contents", usage="ls [OPTION]... [FILE]...", opts=_OPTS, usage_status=2)
def ls(ctx: CommandContext, args: Parsed) -> int:
    lister = Lister(ctx, args)
    try:
        return lister.run(args.operands)
    finally:
        lister.flush()
