"""pr: paginate or columnate files for printing (GNU coreutils 9.1).

A page is a 5-line header (two blank lines, ``DATE  TITLE  Page N`` spread
over the page width, two blank lines), ``-l`` minus 10 body lines and a
5-line trailer of blank lines (a form feed with ``-f``/``-F``); ``-t`` drops
header and trailer, and is implied when the page has no room for them.

Multi-column output (``-COLUMN`` down, balanced on every page; ``-a``
across; ``-m`` one file per column) cuts each line to its column width and
lays the columns out at fixed positions; blanks are written as GNU does,
as tabs to 8-column stops where a run of them reaches one, and never at the
end of a line.  A form feed in the input ends the page in single-column
output; in multi-column output it is refused (L-misc-left-out).  Like GNU
in the C locale, pr works on bytes: a byte outside ASCII's printable range
takes no column (``-v``/``-c`` show such bytes as ``\\ooo``/``^X``).
"""

from __future__ import annotations

import errno
import re
import time
from dataclasses import dataclass
from datetime import datetime

from coreutils._args import Arg, Opt, Parsed, UsageError
from coreutils._datefmt import Moment, strftime
from coreutils._dateparse import zone_from_tz
from coreutils._errors import quote, quotef, strerror
from coreutils._misc import open_input, read_all
from coreutils._registry import command
from vshell.command import CommandContext

_OPTS = (
    Opt(None, "pages", "pages", Arg.REQUIRED),
    Opt(None, "columns", "columns", Arg.REQUIRED),
    Opt("a", "across", "across"),
    Opt("b", None, "balance"),
    Opt("c", "show-control-chars", "control"),
    Opt("d", "double-space", "double"),
    Opt("D", "date-format", "date_format", Arg.REQUIRED),
    Opt("e", "expand-tabs", "expand", Arg.OPTIONAL),
    Opt("f", "form-feed", "form_feed"),
    Opt("F", None, "form_feed"),
    Opt("h", "header", "header", Arg.REQUIRED),
    Opt("i", "output-tabs", "output_tabs", Arg.OPTIONAL),
    Opt("J", "join-lines", "join"),
    Opt("l", "length", "length", Arg.REQUIRED),
    Opt("m", "merge", "merge"),
    Opt("n", "number-lines", "number", Arg.OPTIONAL),
    Opt("N", "first-line-number", "first_number", Arg.REQUIRED),
    Opt("o", "indent", "indent", Arg.REQUIRED),
    Opt("r", "no-file-warnings", "no_warn"),
    Opt("s", "separator", "sep_char", Arg.OPTIONAL),
    Opt("S", "sep-string", "sep_string", Arg.OPTIONAL),
    Opt("t", "omit-header", "omit_header"),
    Opt("T", "omit-pagination", "omit_pagination"),
    Opt("v", "show-nonprinting", "nonprinting"),
    Opt("w", "width", "width", Arg.REQUIRED),
    Opt("W", "page-width", "page_width", Arg.REQUIRED),
    *(Opt(d, None, "digit", action="append", const=d) for d in "0123456789"),
)

_HELP = """\
Paginate or columnate FILE(s) for printing.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
  +FIRST_PAGE[:LAST_PAGE], --pages=FIRST_PAGE[:LAST_PAGE]
                    begin [stop] printing with page FIRST_[LAST_]PAGE
  -COLUMN, --columns=COLUMN
                    output COLUMN columns and print columns down,
                    unless -a is used. Balance number of lines in the
                    columns on each page
  -a, --across      print columns across rather than down, used together
                    with -COLUMN
  -c, --show-control-chars
                    use hat notation (^G) and octal backslash notation
  -d, --double-space
                    double space the output
  -D, --date-format=FORMAT
                    use FORMAT for the header date
  -e[CHAR[WIDTH]], --expand-tabs[=CHAR[WIDTH]]
                    expand input CHARs (TABs) to tab WIDTH (8)
  -F, -f, --form-feed
                    use form feeds instead of newlines to separate pages
                    (by a 3-line page header with -F or a 5-line header
                    and trailer without -F)
  -h, --header=HEADER
                    use a centered HEADER instead of filename in page header,
                    -h "" prints a blank line, don't use -h""
  -i[CHAR[WIDTH]], --output-tabs[=CHAR[WIDTH]]
                    replace spaces with CHARs (TABs) to tab WIDTH (8)
  -J, --join-lines  merge full lines, turns off -W line truncation, no column
                    alignment, --sep-string[=STRING] sets separators
  -l, --length=PAGE_LENGTH
                    set the page length to PAGE_LENGTH (66) lines
                    (default number of lines of text 56, and with -F 63).
                    implies -t if PAGE_LENGTH <= 10
  -m, --merge       print all files in parallel, one in each column,
                    truncate lines, but join lines of full length with -J
  -n[SEP[DIGITS]], --number-lines[=SEP[DIGITS]]
                    number lines, use DIGITS (5) digits, then SEP (TAB),
                    default counting starts with 1st line of input file
  -N, --first-line-number=NUMBER
                    start counting with NUMBER at 1st line of first
                    page printed (see +FIRST_PAGE)
  -o, --indent=MARGIN
                    offset each line with MARGIN (zero) spaces, do not
                    affect -w or -W, MARGIN will be added to PAGE_WIDTH
  -r, --no-file-warnings
                    omit warning when a file cannot be opened
  -s[CHAR], --separator[=CHAR]
                    separate columns by a single character, default for CHAR
                    is the <TAB> character without -w and 'no char' with -w.
                    -s[CHAR] turns off line truncation of all 3 column
                    options (-COLUMN|-a -COLUMN|-m) except -w is set
  -S[STRING], --sep-string[=STRING]
                    separate columns by STRING,
                    without -S: Default separator <TAB> with -J and <space>
                    otherwise (same as -S" "), no effect on column options
  -t, --omit-header  omit page headers and trailers;
                     implied if PAGE_LENGTH <= 10
  -T, --omit-pagination
                    omit page headers and trailers, eliminate any pagination
                    by form feeds set in input files
  -v, --show-nonprinting
                    use octal backslash notation
  -w, --width=PAGE_WIDTH
                    set page width to PAGE_WIDTH (72) characters for
                    multiple text-column output only, -s[char] turns off (72)
  -W, --page-width=PAGE_WIDTH
                    set page width to PAGE_WIDTH (72) characters always,
                    truncate lines, except -J option is set, no interference
                    with -S or -s
      --help        display this help and exit
      --version     output version information and exit
"""

INT_MAX = (1 << 31) - 1
TO_TAB_STOP = -(1 << 20)  # the width of the tab after a line number in single-column output


_ARG_SHORTS = "hlwWoND"
_ARG_LONGS = ("header", "length", "width", "page-width", "indent", "first-line-number", "date-format", "columns",
              "pages")


def first_last_page(text: str, option: str) -> tuple[int, int] | None:
    """GNU's first_last_page: (first, last), None when it is no page range, UsageError when malformed."""
    def fatal(kind: str) -> UsageError:
        if kind == "large":
            return UsageError(f"{option} argument '{text}' too large", try_help=False)
        if kind == "suffix":
            return UsageError(f"invalid suffix in {option} argument '{text}'", try_help=False)
        return UsageError(f"invalid {option} argument '{text}'", try_help=False)

    m = re.match(r"[ \t\n\v\f\r]*\+?([0-9]+)", text)
    if not m:
        raise fatal("invalid")
    first = int(m.group(1))
    if first >= 1 << 64:
        raise fatal("large")
    rest = text[m.end():]
    if first == 0:
        return None
    last = (1 << 64) - 1
    if rest.startswith(":"):
        m2 = re.match(r"[ \t\n\v\f\r]*\+?([0-9]+)", rest[1:])
        if not m2:
            raise fatal("invalid")
        if rest[1 + m2.end():]:
            raise fatal("suffix")
        last = int(m2.group(1))
        if last >= 1 << 64:
            raise fatal("large")
        if last < first:
            return None
    elif rest:
        return None
    return first, last


def _pages_argv(argv: list[str]) -> list[str]:
    """``+FIRST[:LAST]`` anywhere before ``--`` is a page range; one that is no range stays a file name."""
    out = [argv[0]]
    needs_arg = False
    seen_range = False  # only the first +FIRST[:LAST] is a page range; later ones are file names
    for i, arg in enumerate(argv[1:], 1):
        if needs_arg:
            needs_arg = False
            out.append(arg)
            continue
        if arg == "--":
            out.extend(argv[i:])
            break
        if arg.startswith("--"):
            name = arg[2:]
            needs_arg = "=" not in name and bool(name) and any(
                long.startswith(name) for long in _ARG_LONGS) and not any(
                long.startswith(name) for long in ("help", "version", "merge", "across", "double-space"))
            out.append(arg)
        elif arg.startswith("-") and len(arg) > 1:
            for j, ch in enumerate(arg[1:], 1):
                if ch in "einsS":
                    break
                if ch in _ARG_SHORTS:
                    needs_arg = j == len(arg) - 1
                    break
            out.append(arg)
        elif arg.startswith("+") and not seen_range and (pages := first_last_page(arg[1:], "+")) is not None:
            seen_range = True
            out.append(f"--pages={pages[0]}:{pages[1]}")
        else:
            out.append(arg)
    return out


def _num(text: str, message: str, minimum: int = 1, maximum: int = INT_MAX) -> int:
    """GNU's getoptnum: a decimal in range, else the message with the text quoted."""
    body = text.lstrip(" \t\n\v\f\r")
    if not re.fullmatch(r"[+-]?[0-9]+", body):
        raise UsageError(f"{message}: {quote(text)}", try_help=False)
    value = int(body)
    if not minimum <= value <= maximum:
        raise UsageError(f"{message}: {quote(text)}: Numerical result out of range", try_help=False)
    return value


def _char_num(arg: str, switch: str, char: str, number: int) -> tuple[str, int]:
    """-e, -i, -n arguments: an optional non-digit character, then an optional width."""
    if arg and not arg[0].isdigit():
        char, arg = arg[0], arg[1:]
    if arg:
        body = arg.lstrip(" \t\n\v\f\r")
        if not re.fullmatch(r"[+-]?[0-9]+", body) or not 0 < int(body) <= INT_MAX:
            raise UsageError(f"'-{switch}' extra characters or invalid number in the argument: {quote(arg)}")
        number = int(body)
    return char, number


@dataclass
class Settings:
    columns: int = 1
    explicit_columns: bool = False
    across: bool = False
    parallel: bool = False
    double: bool = False
    date_format: str = "%Y-%m-%d %H:%M"
    expand_char: str = "\t"
    expand_width: int = 8
    untabify: bool = False
    output_tabs: bool = False
    out_tab_char: str = "\t"
    out_tab_width: int = 8
    form_feed: bool = False
    header: str | None = None
    join: bool = False
    page_length: int = 66
    number: bool = False
    number_sep: str = "\t"
    number_digits: int = 5
    first_number: int = 1
    explicit_first_number: bool = False
    margin: int = 0
    no_warn: bool = False
    sep: str = ""  # GNU's col_sep_string
    use_sep: bool = False  # GNU's use_col_separator
    extremities: bool = True
    omit_pagination: bool = False
    control: str = ""  # "v" octal, "c" caret, "" raw
    width: int = 72
    truncate: bool = False
    first_page: int = 1
    last_page: int = 1 << 64


def settings_from(args: Parsed) -> Settings:
    s = Settings()
    old_s = old_w = False
    digits = ""
    for dest, raw in args.order:
        value = raw if isinstance(raw, str) else ""
        if dest == "digit":
            digits += value
            continue
        if digits:
            s.columns = _num(digits, "invalid number of columns")
            s.explicit_columns = True
            digits = ""
        if dest == "pages":
            pages = first_last_page(value, "--pages")
            if pages is None:
                raise UsageError(f"invalid page range {quote(value)}", try_help=False)
            s.first_page, s.last_page = pages
        elif dest == "columns":
            s.columns = _num(value, "invalid number of columns")
            s.explicit_columns = True
        elif dest == "across":
            s.across = True
        elif dest == "control":
            s.control = s.control or "c"
        elif dest == "nonprinting":
            s.control = "v"  # octal escapes win over the caret notation
        elif dest == "double":
            s.double = True
        elif dest == "date_format":
            s.date_format = value
        elif dest == "expand":
            if raw is not True:
                s.expand_char, s.expand_width = _char_num(value, "e", s.expand_char, s.expand_width)
            s.untabify = True
        elif dest == "form_feed":
            s.form_feed = True
        elif dest == "header":
            s.header = value
        elif dest == "output_tabs":
            s.output_tabs = True
            if raw is not True:
                s.out_tab_char, s.out_tab_width = _char_num(value, "i", s.out_tab_char, s.out_tab_width)
        elif dest == "join":
            s.join = True
        elif dest == "length":
            s.page_length = _num(value, "'-l PAGE_LENGTH' invalid number of lines")
        elif dest == "merge":
            s.parallel = True
        elif dest == "number":
            s.number = True
            if raw is not True:
                s.number_sep, s.number_digits = _char_num(value, "n", s.number_sep, s.number_digits)
        elif dest == "first_number":
            s.first_number = _num(value, "'-N NUMBER' invalid starting line number", -(1 << 31), INT_MAX)
            s.explicit_first_number = True
        elif dest == "indent":
            s.margin = _num(value, "'-o MARGIN' invalid line offset", 0)
        elif dest == "no_warn":
            s.no_warn = True
        elif dest == "sep_char":
            old_s = True
            if not s.use_sep and raw is not True:  # -S wins over -s
                s.sep = value
        elif dest == "sep_string":
            old_s = False
            s.use_sep = True
            s.sep = "" if raw is True else value
        elif dest == "omit_header":
            s.extremities = False
        elif dest == "omit_pagination":
            s.extremities = False
            s.omit_pagination = True
        elif dest == "width":
            width = _num(value, "'-w PAGE_WIDTH' invalid number of characters")
            if not s.truncate:  # after -W, -w no longer sets the width
                s.width = width
            old_w = True
        elif dest == "page_width":
            s.width = _num(value, "'-W PAGE_WIDTH' invalid number of characters")
            s.truncate = True
            old_w = False
    if digits:
        s.columns = _num(digits, "invalid number of columns")
        s.explicit_columns = True
    if s.parallel and s.explicit_columns:
        raise UsageError("cannot specify number of columns when printing in parallel", try_help=False)
    if s.parallel and s.across:
        raise UsageError("cannot specify both printing across and printing in parallel", try_help=False)
    multi = s.parallel or s.explicit_columns
    # GNU's translation of the old -s and -w into -J, -W and -S.
    if old_w:
        if multi:
            s.truncate = True
            if old_s:
                s.use_sep = True
        else:
            s.join = True
    elif not s.use_sep and old_s and multi:
        if not s.truncate:
            s.join = True
            if s.sep:
                s.use_sep = True
        else:
            s.use_sep = True
    return s


class Page:
    """Builds output lines with GNU pr's blank handling (pending spaces become tabs in multi-column output)."""

    def __init__(self, tabify: bool, tab_char: str = "\t", tab_width: int = 8) -> None:
        self.tabify = tabify
        self.tab_char = tab_char
        self.tab_width = tab_width
        self.out: list[str] = []
        self.pos = 0
        self.pending = 0

    def flush_blanks(self) -> None:
        goal = self.pos + self.pending
        h = self.pos
        parts = []
        w = self.tab_width
        while goal - h > 1 and (h // w + 1) * w <= goal:
            parts.append(self.tab_char)
            h = (h // w + 1) * w
        parts.append(" " * max(0, goal - h))
        self.out.append("".join(parts))
        self.pos = goal
        self.pending = 0

    def pad_to(self, position: int) -> None:
        if self.tabify:
            self.pending = position - self.pos
        else:
            if position > self.pos:
                self.out.append(" " * (position - self.pos))
            self.pos = max(self.pos, position)

    def char(self, c: str, width: int) -> None:
        if self.tabify:
            if c == " ":
                self.pending += 1
                return
            if self.pending > 0:
                self.flush_blanks()
            # GNU counts output columns by the byte here: printable 1, backspace -1, others (a tab too) 0.
            if width == TO_TAB_STOP:
                self.out.append(c)
                self.pos = (self.pos // self.tab_width + 1) * self.tab_width
                return
            width = 1 if " " <= c <= "~" else -1 if c == "\b" else 0
        self.out.append(c)
        self.pos = max(0, self.pos + width)

    def sep(self, text: str, count: int) -> None:
        if count <= 0:
            if self.pending > 0:
                self.flush_blanks()
            return
        for _ in range(count):
            for c in text:
                if c == " ":
                    self.pending += 1
                else:
                    if self.pending > 0:
                        self.flush_blanks()
                    self.out.append(c)
                    self.pos += 1
            if self.pending > 0:
                self.flush_blanks()

    def end_line(self) -> str:
        line = "".join(self.out)
        self.out = []
        self.pos = 0
        self.pending = 0
        return line


@dataclass
class Cell:
    """One input line as it will be laid out: its clumps (text, width), whether it ended the page (form feed)."""

    clumps: list[tuple[str, int]]
    ff: bool


class Source:
    """An input split into lines the way pr reads them: a newline or a form feed ends a line."""

    def __init__(self, data: str, s: Settings) -> None:
        self.items: list[tuple[str, bool]] = []  # (text, ended by form feed)
        self.unterminated = False
        for m in re.finditer(r"([^\n\f]*)(\f\n?|\n|$)", data):
            if m.group(2) == "" and m.group(1) == "":
                break
            self.items.append((m.group(1), m.group(2).startswith("\f")))
            self.unterminated = m.group(2) == ""
        self.index = 0
        self.eof = False  # the end of input was read (GNU closed the file)
        self.s = s

    def done(self) -> bool:
        return self.index >= len(self.items)


class Printer:
    def __init__(self, ctx: CommandContext, s: Settings) -> None:
        self.ctx = ctx
        self.s = s
        self.lines: list[str] = []

    def clumps(self, text: str, limit: int | None, bump: int) -> list[tuple[str, int]] | None:
        """A line as (chars, width) clumps, cut where it passes ``limit``; None when even its first one does.

        GNU measures the first character before the line number is added (``bump``
        columns in truncating single-file output), so a first character too wide
        drops the whole line, and later ones are cut.
        """
        s = self.s
        out: list[tuple[str, int]] = []
        pos = 0
        for c in text:
            if c == s.expand_char or c == "\t":
                w = (s.expand_width if c == s.expand_char else 8)
                width = w - pos % w
                piece = " " * width if s.untabify else c
            elif " " <= c <= "~":
                width, piece = 1, c
            elif s.control == "v" or (s.control == "c" and ord(c) >= 0o200):
                width, piece = 4, f"\\{ord(c):03o}"
            elif s.control == "c":
                width, piece = 2, "^" + chr(ord(c) ^ 0o100)
            elif c == "\b":
                width, piece = -1, c
            else:
                width, piece = 0, c  # the C locale's other bytes print with no width
            new = 0 if width < 0 and pos <= -width else pos + width
            if limit is not None and new > limit:
                if not out:
                    return None
                break
            pos = new
            if not out:
                pos += bump
            out.append((piece, width))
        return out

    def number_text(self, n: int, multi: bool) -> tuple[str, int]:
        s = self.s
        power = 10**s.number_digits
        digits = f"{n:{s.number_digits}d}" if n < power else f"{n % power:0{s.number_digits}d}"
        width = s.number_digits + (8 - s.number_digits % 8) if s.number_sep == "\t" else s.number_digits + 1
        if multi:
            if s.number_sep == "\t":
                return digits + " " * (8 - s.number_digits % 8), width
            return digits + s.number_sep, width
        return digits + s.number_sep, width


def _header_line(s: Settings, date_text: str, title: str, page: int) -> str:
    """The header, in the latin-1 domain the body is handled in (one character a byte)."""
    page_text = f"Page {page}"
    shown = title.encode("latin-1").decode("utf-8", "replace")
    date_shown = date_text.encode("latin-1").decode("utf-8", "replace")
    avail = max(0, s.width - len(date_shown) - len(shown) - len(page_text))
    lhs = avail >> 1
    rhs = avail - lhs
    return f"\n\n{' ' * s.margin}{date_text}{' ' * max(lhs, 1)}{title}{' ' * max(rhs, 1)}{page_text}\n\n\n"


def paginate(ctx: CommandContext, s: Settings, sources: list[tuple[str, str, int | None]]) -> tuple[str, int]:
    """Lay out one print job (one file, or all files with -m); returns (text, status)."""
    columns = len(sources) if s.parallel else s.columns
    per_page = s.page_length - 10
    extremities = s.extremities
    if per_page <= 0:
        extremities = False
    body = per_page if extremities else s.page_length
    if s.double:
        body //= 2
    multi = columns > 1
    sep = s.sep
    use_sep = s.use_sep
    tabify = s.output_tabs
    truncate = s.truncate
    untabify = s.untabify
    if multi:
        if not use_sep:
            sep = "\t" if s.join else " "
            use_sep = True
        elif not s.join and sep[:1] == "\t":
            sep = " "
        truncate = True
        if not (len(sep) == 1 and sep == "\t"):
            untabify = True
        tabify = True
    if s.join:
        truncate = False
    sep_text = sep if use_sep else ""
    s.untabify = untabify
    number_width = 0
    if s.number:
        number_width = s.number_digits + (8 - s.number_digits % 8) if s.number_sep == "\t" else s.number_digits + 1
    by_number = number_width if s.parallel and s.number else 0
    col_width = (s.width - by_number - (columns - 1) * len(sep_text)) // columns
    if col_width < 1:
        raise UsageError("page width too narrow", try_help=False)
    starts = []
    for i in range(columns):
        if not truncate and i > 0:
            starts.append(-1)  # anywhere: columns are joined, not aligned
        elif i == 0:
            starts.append(s.margin + len(sep_text))
        else:
            extra = number_width if (s.parallel and s.number) else 0
            starts.append(s.margin + extra + i * (col_width + len(sep_text)))
    printer = Printer(ctx, s)
    title_default = sources[0][0] if not s.parallel and sources[0][2] is not None else ""
    title = (s.header if s.header is not None else title_default).encode("utf-8", "surrogateescape").decode("latin-1")
    mtime = sources[0][2] if not s.parallel else None
    when = mtime if mtime is not None else time.time_ns()
    zone = zone_from_tz(ctx.env.get("TZ"))
    epoch, ns = divmod(when, 10**9)
    dt = datetime.fromtimestamp(epoch, zone)
    date_text = strftime(s.date_format, Moment(dt=dt, ns=ns, epoch=epoch, zone=dt.tzname() or "UTC"))
    date_text = date_text.encode("utf-8", "surrogateescape").decode("latin-1")
    src = [Source(text, s) for _, text, _ in sources]
    if multi and any(ff for so in src for _, ff in so.items):
        raise UsageError("form feeds in multi-column input are not supported in vshell", try_help=False)
    out: list[str] = []
    prev_full = False
    page_no = 1
    line_no = s.first_number
    limit = col_width if truncate else None

    def cell(so: Source, numbered: bool) -> tuple[list[tuple[str, int]] | None, bool]:
        nonlocal line_no
        text, ff = so.items[so.index]
        so.index += 1
        if so.done() and so.unterminated:
            so.eof = True
        nw = printer.number_text(line_no, multi)[1] if numbered else 0
        body_clumps = printer.clumps(text, limit, nw if truncate and not s.parallel else 0)
        if body_clumps is None:
            return None, ff
        prefix: list[tuple[str, int]] = []
        if numbered:
            num, _ = printer.number_text(line_no, multi)
            line_no += 1
            prefix = [(c, 1) for c in num]
            if not multi and num.endswith("\t"):
                prefix[-1] = ("\t", TO_TAB_STOP)  # GNU moves its column count to the next tab stop here
        return prefix + body_clumps, ff

    while True:
        page_lines: list[str] = []
        if page_no == s.first_page and s.explicit_first_number:
            line_no = s.first_number  # -N numbers from the first page printed
        done = all(so.done() for so in src)
        if done and page_no < s.first_page:
            ctx.error(f"starting page number {s.first_page} exceeds page count {page_no}")
            return "", 0
        if done:
            break
        # Collect the rows of one page.
        rows: list[list[list[tuple[str, int]] | None]] = []
        ended_by_ff = False
        ran_out = False
        closed_mid: dict[int, set[int]] = {}  # -m: columns whose file ended inside the row's line
        if not multi:
            so = src[0]
            while len(rows) < body and not so.done():
                text, ff = so.items[so.index]
                if ff and not text and (s.omit_pagination or (prev_full and not rows)):
                    so.index += 1  # GNU drops a form feed right after a full page, and -T all of them
                    prev_full = False
                    continue
                prev_full = False
                if ff and not text:
                    so.index += 1
                    ended_by_ff = True
                    break
                c, _ = cell(so, s.number)
                rows.append([DROPPED if c is None else c])
                if ff and not s.omit_pagination:
                    ended_by_ff = True
                    break
            prev_full = len(rows) == body
            if so.done() and len(rows) < body and not ended_by_ff:
                ran_out = True  # the page's reading ran into the end of input
        elif s.parallel:
            while len(rows) < body and not all(so.done() for so in src):
                row: list[list[tuple[str, int]] | None] = []
                mid: set[int] = set()
                for i, so in enumerate(src):
                    if so.done():
                        so.eof = True
                        row.append(None)
                        continue
                    row.append(_or_dropped(cell(so, s.number and i == 0)[0]))
                    if so.done() and so.unterminated:
                        mid.add(i)
                closed_mid[len(rows)] = mid
                rows.append(row)
        elif s.across:
            so = src[0]
            while len(rows) < body and not so.done():
                row = []
                for _ in range(columns):
                    if so.done():
                        so.eof = True
                    row.append(None if so.done() else _or_dropped(cell(so, s.number)[0]))
                rows.append(row)
        else:
            so = src[0]
            taken: list[list[tuple[str, int]]] = []
            while len(taken) < body * columns and not so.done():
                taken.append(cell(so, s.number)[0] or [])
            if len(taken) < body * columns:
                so.eof = True
            total = len(taken)
            counts = [total // columns + (1 if i < total % columns else 0) for i in range(columns)]
            cols = []
            k = 0
            for n in counts:
                cols.append(taken[k : k + n])
                k += n
            for r in range(counts[0] if counts else 0):
                rows.append([col[r] if r < len(col) else None for col in cols])
        if multi and not ended_by_ff and len(rows) < body and (s.parallel or s.across):
            ran_out = True  # a short page: reading it met the end of every input
        if page_no < s.first_page and (ran_out or all(so.eof for so in src)):
            ctx.error(f"starting page number {s.first_page} exceeds page count {page_no}")
            return "", 0
        if page_no >= s.first_page and page_no <= s.last_page:
            for r, row in enumerate(rows):
                pg = Page(tabify, s.out_tab_char, s.out_tab_width)
                pending_seps = 0
                printed_any = False
                empty_cols = 0
                for i, c in enumerate(row):
                    if c is DROPPED:
                        if use_sep:
                            pending_seps += 1
                        continue
                    if c is None:
                        if s.parallel:
                            if not printed_any:
                                empty_cols += 1
                            else:
                                _align(pg, starts[i], sep_text, pending_seps, use_sep)
                                pending_seps = 0
                        if use_sep:
                            pending_seps += 1
                        continue
                    if s.parallel and empty_cols and not printed_any:
                        count = pending_seps
                        pending_seps = 0
                        for q in range(count):
                            _align(pg, starts[q], sep_text, pending_seps, use_sep)
                            if q == 0 and s.number:  # the first column's number goes out even when its file ended
                                num, _ = printer.number_text(line_no, multi)
                                line_no += 1
                                for ch in num:
                                    pg.char(ch, 1)
                            pending_seps = 1
                        if not truncate:
                            pg.pending = 0  # GNU starts the joined column afresh after aligning them
                    if starts[i] >= 0 and starts[i] - len(sep_text) > 0:
                        pg.pad_to(starts[i] - len(sep_text))
                    if use_sep:
                        pg.sep(sep_text, pending_seps)
                    pending_seps = 0
                    for piece, width in c:
                        if tabify:
                            for ch in piece:
                                pg.char(ch, width if len(piece) == 1 else 1)
                        else:
                            pg.char(piece, width)
                    printed_any = True
                    if i in closed_mid.get(r, ()):
                        # GNU aligns a column again when its file ends inside a line (another number too).
                        _align(pg, starts[i], sep_text, 0, use_sep)
                        if i == 0 and s.number:
                            num, _ = printer.number_text(line_no, multi)
                            line_no += 1
                            for ch in num:
                                pg.char(ch, 1)
                    if use_sep:
                        pending_seps += 1
                if printed_any:
                    page_lines.append(pg.end_line())
            text_lines = [ln + "\n" + ("\n" if s.double else "") for ln in page_lines]
            if text_lines and s.double and not extremities and all(so.eof for so in src):
                text_lines[-1] = text_lines[-1][:-1]  # GNU stops before the last blank line once input ended
            if extremities and (rows or ended_by_ff):
                lead = Page(tabify, s.out_tab_char, s.out_tab_width)
                lead.pad_to(s.margin)
                lead.flush_blanks()
                out.append(lead.end_line() + _header_line(s, date_text, title, page_no))
                out.extend(text_lines)
                used = len(page_lines) * (2 if s.double else 1)
                if s.double and page_lines and not ended_by_ff and len(rows) < body and not (
                        multi and not s.parallel and not s.across) and not all(so.eof for so in src):
                    # GNU reads the end of input on one more, empty, row and still double-spaces it.
                    out.append("\n")
                    used += 1
                left = body * (2 if s.double else 1) - used
                out.append("\f" if s.form_feed else "\n" * (left + 5))
            else:
                out.extend(text_lines)
                if ended_by_ff:
                    out.append("\f")
        page_no += 1
        if page_no > s.last_page:
            break
    return "".join(out), 0


DROPPED: list[tuple[str, int]] = [("", 0)]  # a line whose first character did not fit: GNU prints nothing for it


def _or_dropped(c: list[tuple[str, int]] | None) -> list[tuple[str, int]]:
    return DROPPED if c is None else c


def _align(pg: Page, start: int, sep_text: str, pending: int, use_sep: bool) -> None:
    if start >= 0 and start - len(sep_text) > 0:
        pg.pad_to(start - len(sep_text))
    if use_sep:
        pg.sep(sep_text, pending)


@command("pr", summary="convert text files for printing", usage="pr [OPTION]... [FILE]...", opts=_OPTS,
         help_text=_HELP, rewrite_argv=_pages_argv)
def pr_cmd(ctx: CommandContext, args: Parsed) -> int:
    s = settings_from(args)
    status = 0
    names = args.operands or ["-"]

    def load(name: str) -> tuple[str, str, int | None] | None:
        """The file's text and mtime; None when it cannot be opened (a warning unless -r)."""
        nonlocal status
        try:
            f = open_input(ctx, name)
            try:
                data = read_all(ctx, f)
            finally:
                if f is not ctx.stdin:
                    f.close()
            mtime = None if name == "-" else ctx.fs.stat(ctx.resolve(name)).mtime_ns
        except OSError as exc:
            if exc.errno == errno.EISDIR:
                raise  # GNU opens a directory, then its first read fails: fatal
            status = 1
            if not s.no_warn:
                ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return None
        return name, data.decode("latin-1"), mtime  # pr works on bytes: one character a byte

    try:
        if s.parallel:
            loaded = [item for item in map(load, names) if item is not None]
            if loaded:
                ctx.stdout.write(paginate(ctx, s, loaded)[0].encode("latin-1"))
            return status
        for name in names:
            item = load(name)
            if item is not None:
                ctx.stdout.write(paginate(ctx, s, [item])[0].encode("latin-1"))
    except OSError as exc:
        ctx.error(f"{quotef(exc.filename if isinstance(exc.filename, str) else '')}: {strerror(exc)}")
        return 1
    return status
