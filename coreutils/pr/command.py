"""pr: paginate or columnate files for printing (GNU coreutils 9.1).

A page is a 5-line header (two blank lines, ``DATE  TITLE  Page N`` spread
over the page width, two blank lines), ``-l`` minus 10 body lines and a
5-line trailer of blank lines (a form feed with ``-f``/``-F``); ``-t`` drops
header and trailer, and is implied when the page has no room for them.

Multi-column output (``-COLUMN`` down, balanced on every page; ``-a``
across; ``-m`` one file per column) cuts each line to its column width and
lays the columns out at fixed positions; blanks are written as GNU does,
as tabs to 8-column stops where a run of them reaches one, and never at the
end of a line.  A form feed in the input ends the page (with ``-m`` it holds
its file's column empty until the next page; ``-t`` writes it out, ``-T``
does not unless the page is too short for a header).  Like GNU in the C locale,
pr works on bytes: a byte outside ASCII's printable range takes no column
(``-v``/``-c`` show such bytes as ``\\ooo``/``^X``).
"""

from __future__ import annotations

import errno
import re
import time
from datetime import datetime

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed, UsageError
from vshell.coreutils.common.datefmt import Moment, strftime
from vshell.coreutils.common.dateparse import zone_from_tz
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all
from vshell.coreutils.pr.options import HELP, OPTS, TO_TAB_STOP, Settings, plus_pages, settings_from


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
        self.last_end = 0

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
                    self.last_end = 0
                    return None
                break
            pos = new
            if not out:
                pos += bump
            out.append((piece, width))
        self.last_end = pos if out else bump  # GNU's input_position at the end of the line
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


def paginate(ctx: CommandContext, s: Settings, sources: list[tuple[str, str, int | None]],
             named: int = 0) -> tuple[str, int]:
    """Lay out one print job (one file, or all files with -m); returns (text, status)."""
    # -m: GNU sizes the columns for every file named, then drops those it could not open.
    columns = max(named, len(sources)) if s.parallel else s.columns
    per_page = s.page_length - 10
    extremities = s.extremities
    keep_ff = s.keep_ff
    if per_page <= 0:
        extremities = False
        keep_ff = True
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
    if s.parallel:
        columns = len(sources)
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
    out: list[str] = []
    down = multi and not s.parallel and not s.across
    prev_full = False
    full_before = [False] * len(src)
    page_no = 1
    line_no = s.first_number
    limit = col_width if truncate else None

    input_end: dict[int, int] = {}  # down mode: each stored line's input width (GNU's end_vector)

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
        ff_only_row = False  # the page ended at a form feed opening a row (GNU still double-spaces that row)
        still_open = False  # -m: a file could still be read after the page's last row
        ran_out = False
        closed_mid: dict[int, set[int]] = {}  # -m: columns whose file ended inside the row's line
        if not multi:
            so = src[0]
            while len(rows) < body and not so.done():
                text, ff = so.items[so.index]
                if ff and not text and prev_full and not rows:
                    so.index += 1  # GNU drops a form feed right after a full page, and -T all of them
                    prev_full = False
                    continue
                prev_full = False
                if ff and not text:
                    so.index += 1
                    ended_by_ff = True
                    ff_only_row = bool(rows)
                    break
                c, _ = cell(so, s.number)
                rows.append([DROPPED if c is None else c])
                if ff:
                    ended_by_ff = True
                    break
            prev_full = len(rows) == body
            if so.done() and len(rows) < body and not ended_by_ff:
                ran_out = True  # the page's reading ran into the end of input
        elif s.parallel:
            # A form feed puts its file on hold (an empty column) until the next page.
            held = [False] * len(src)
            first_read = [True] * len(src)
            page_start_number, first_col_lines, first_col_eof = line_no, 0, False
            while len(rows) < body and any(not so.done() and not held[i] for i, so in enumerate(src)):
                row: list[list[tuple[str, int]] | None] = []
                mid: set[int] = set()
                ffo_in_row = False
                for i, so in enumerate(src):
                    if held[i] or so.eof:
                        row.append(None)
                        continue
                    if so.done():
                        so.eof = True  # this row's read meets the end of the file
                        first_col_eof = first_col_eof or i == 0
                        if _nobody_ready(held, src):
                            break
                        row.append(None)
                        continue
                    text, ff = so.items[so.index]
                    if ff and not text and first_read[i] and full_before[i]:
                        so.index += 1  # the form feed right after a full page is dropped
                        first_read[i] = False
                        if so.done():
                            so.eof = True
                            if _nobody_ready(held, src):
                                break
                            row.append(None)
                            continue
                        text, ff = so.items[so.index]
                    first_read[i] = False
                    if ff and not text:
                        so.index += 1
                        held[i] = True
                        ended_by_ff = True
                        ffo_in_row = True
                        if _nobody_ready(held, src):
                            break
                        row.append(None)
                        continue
                    row.append(_or_dropped(cell(so, s.number and i == 0)[0]))
                    first_col_lines += i == 0
                    if ff:
                        held[i] = True
                        ended_by_ff = True
                    if so.done() and so.unterminated:
                        mid.add(i)
                    if (held[i] or so.eof) and _nobody_ready(held, src):
                        break
                # GNU leaves the row once no file is ready: later columns are not aligned.
                row.extend(STOP for _ in range(len(src) - len(row)))
                if any(c is not None and c is not STOP for c in row):
                    closed_mid[len(rows)] = mid
                    rows.append(row)
                    still_open = any(not held[i] and not so.eof for i, so in enumerate(src))
                elif ffo_in_row and rows:
                    ff_only_row = True
            if len(rows) < body:
                for i, so in enumerate(src):
                    if so.done() and not so.eof:
                        so.eof = True  # GNU's next row reads the end of these files
                        first_col_eof = first_col_eof or (i == 0 and not held[0])
            if page_no < s.first_page:
                # Skipping a page GNU counts the first file's lines (and its end) only.
                line_no = page_start_number + first_col_lines + first_col_eof
            full_before = [len(rows) == body and not held[i] and not so.done() for i, so in enumerate(src)]
        elif s.across:
            so = src[0]
            while len(rows) < body and not so.done() and not ended_by_ff:
                row = []
                for _ in range(columns):
                    if ended_by_ff:
                        row.append(None)
                        continue
                    if so.done():
                        so.eof = True
                        row.append(None)
                        continue
                    text, ff = so.items[so.index]
                    if ff and not text and prev_full and not rows and not any(row):
                        so.index += 1  # the form feed right after a full page is dropped
                        prev_full = False
                        if so.done():
                            so.eof = True
                            row.append(None)
                            continue
                        text, ff = so.items[so.index]
                    prev_full = False
                    if ff and not text:
                        so.index += 1
                        ended_by_ff = True
                        ff_only_row = bool(rows) and not any(c is not None for c in row)
                        row.append(None)
                        continue
                    row.append(_or_dropped(cell(so, s.number)[0]))
                    if ff:
                        ended_by_ff = True
                if any(c is not None for c in row):
                    rows.append(row)
            prev_full = len(rows) == body
        else:
            so = src[0]
            taken: list[list[tuple[str, int]]] = []
            while len(taken) < body * columns and not so.done():
                text, ff = so.items[so.index]
                if ff and not text and prev_full and not taken:
                    so.index += 1  # the form feed right after a full page is dropped
                    prev_full = False
                    continue
                prev_full = False
                if ff and not text:
                    so.index += 1
                    ended_by_ff = True
                    break
                got = cell(so, s.number)[0] or []
                input_end[id(got)] = printer.last_end
                taken.append(got)
                if ff:
                    ended_by_ff = True
                    break
            if len(taken) < body * columns and not ended_by_ff:
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
            prev_full = len(rows) == body
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
                    if c is STOP:
                        break
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
                    if down and pg.pending == 0 and id(c) in input_end:
                        # GNU's print_stored puts its column count where the input line ended.
                        start = max(starts[i], 0)
                        pg.pos = start + input_end[id(c)] - (len(sep_text) if start - len(sep_text) == s.margin else 0)
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
            if s.parallel and multi:
                last_blank_dropped = not still_open
            else:
                last_blank_dropped = all(so.eof for so in src) or (ended_by_ff and (down or not ff_only_row))
            if text_lines and s.double and not extremities and last_blank_dropped:
                text_lines[-1] = text_lines[-1][:-1]  # GNU stops before the last blank line once input ended
            if extremities and (rows or ended_by_ff):
                lead = Page(tabify, s.out_tab_char, s.out_tab_width)
                lead.pad_to(s.margin)
                lead.flush_blanks()
                out.append(lead.end_line() + _header_line(s, date_text, title, page_no))
                out.extend(text_lines)
                used = len(page_lines) * (2 if s.double else 1)
                if not page_lines:
                    # A page holding only a form feed: GNU ends the header's row with a newline.
                    out.append("\n\n" if s.double else "\n")
                    used += 2 if s.double else 1
                elif ff_only_row and s.double and not s.parallel:
                    out.append("\n")
                    used += 1
                if s.parallel and multi:
                    extra_row = s.double and bool(page_lines) and len(rows) < body and still_open
                else:
                    extra_row = s.double and bool(page_lines) and not ended_by_ff and len(rows) < body and not (
                        multi and not s.parallel and not s.across) and not all(so.eof for so in src)
                if extra_row:
                    # GNU reads the end of input on one more, empty, row and still double-spaces it.
                    out.append("\n")
                    used += 1
                left = body * (2 if s.double else 1) - used
                out.append("\f" if s.form_feed else "\n" * (left + 5))
            else:
                out.extend(text_lines)
                if ended_by_ff and keep_ff:
                    out.append("\f")
        page_no += 1
        if page_no > s.last_page:
            break
    return "".join(out), 0


DROPPED: list[tuple[str, int]] = [("", 0)]  # a line whose first character did not fit: GNU prints nothing for it
STOP: list[tuple[str, int]] = [("", 0)]  # -m: the row ended here, as GNU's once no file was ready


def _nobody_ready(held: list[bool], src: list[Source]) -> bool:
    """-m: every file is on hold (a form feed) or at its end: GNU's cols_ready_to_print() is 0."""
    return all(h or so.eof for h, so in zip(held, src, strict=True))


def _or_dropped(c: list[tuple[str, int]] | None) -> list[tuple[str, int]]:
    return DROPPED if c is None else c


def _align(pg: Page, start: int, sep_text: str, pending: int, use_sep: bool) -> None:
    if start >= 0 and start - len(sep_text) > 0:
        pg.pad_to(start - len(sep_text))
    if use_sep:
        pg.sep(sep_text, pending)


@command("pr", summary="convert text files for printing", usage="pr [OPTION]... [FILE]...", opts=OPTS,
         help_text=HELP, obsolete=plus_pages)
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
                ctx.stdout.write(paginate(ctx, s, loaded, len(names))[0].encode("latin-1"))
            return status
        for name in names:
            item = load(name)
            if item is not None:
                ctx.stdout.write(paginate(ctx, s, [item])[0].encode("latin-1"))
    except OSError as exc:
        ctx.error(f"{quotef(exc.filename if isinstance(exc.filename, str) else '')}: {strerror(exc)}")
        return 1
    return status
