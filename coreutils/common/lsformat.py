"""Formatting pieces of ls (and find -ls, stat): mode strings, sizes, dates, columns, colours.

Each follows GNU coreutils 9.1 as measured: ``ls -l`` right-aligns link
counts and sizes and left-aligns owner and group; a date within the last six
months shows ``%b %e %H:%M``, an older or future one ``%b %e  %Y``; ``-h``
rounds up to one decimal below 10 (``1.1K``) and to an integer above
(``11K``); ``-C`` packs the most columns that fit, aligning with tabs.
"""

from __future__ import annotations

import datetime
import math
from collections.abc import Mapping, Sequence

from vshell.fs.protocol import FileType, Stat

SIX_MONTHS_NS = 31556952 * 10**9 // 2
"""GNU's "recent": half of the average Gregorian year."""

_TYPE_CHAR = {
    FileType.FILE: "-",
    FileType.DIR: "d",
    FileType.SYMLINK: "l",
    FileType.CHAR_DEVICE: "c",
    FileType.FIFO: "p",
}


def mode_string(st: Stat) -> str:
    """``drwxr-xr-x``: type, then rwx triples with setuid/setgid/sticky folded in as GNU does."""
    m = st.mode
    chars = [_TYPE_CHAR.get(st.type, "?")]
    for shift, special, letter in ((6, 0o4000, "s"), (3, 0o2000, "s"), (0, 0o1000, "t")):
        bits = (m >> shift) & 7
        chars.append("r" if bits & 4 else "-")
        chars.append("w" if bits & 2 else "-")
        x = bool(bits & 1)
        if m & special:
            chars.append(letter if x else letter.upper())
        else:
            chars.append("x" if x else "-")
    return "".join(chars)


def human_size(n: int, base: int = 1024) -> str:
    """``ls -h``/``du -h``: ``1.1K`` below ten units (rounded up), ``11K`` above."""
    if n < base:
        return str(n)
    units = "KMGTPEZY"
    value = float(n)
    i = -1
    while value >= base and i < len(units) - 1:
        value /= base
        i += 1
    if value < 10:
        shown = math.ceil(value * 10) / 10
        if shown >= 10:
            return f"{math.ceil(value):d}{units[i]}" if math.ceil(value) < base else f"1.0{units[i + 1]}"
        return f"{shown:.1f}{units[i]}"
    up = math.ceil(value)
    if up >= base and i < len(units) - 1:
        return f"1.0{units[i + 1]}"
    return f"{up}{units[i]}"


def zone(env: Mapping[str, str]) -> datetime.tzinfo:
    """The TZ of the environment, as glibc's tzset reads it (unset or empty: UTC)."""
    value = env.get("TZ", "")
    if value.lstrip(":") in ("", "UTC"):
        return datetime.UTC  # the same answers as zoneinfo's UTC, without importing zoneinfo
    from vshell.lib.posixtz import zone_of_value

    return zone_of_value(value)


def to_datetime(ns: int, tz: datetime.tzinfo) -> datetime.datetime:
    return datetime.datetime.fromtimestamp(ns // 10**9, tz).replace(microsecond=0)


def strftime(fmt: str, ns: int, tz: datetime.tzinfo) -> str:
    """gnulib's nstrftime in the C locale (as ls and stat use it), for any year tm_year holds."""
    from vshell.coreutils.common.civil import OutOfRange, localize
    from vshell.coreutils.common.datefmt import Moment
    from vshell.coreutils.common.datefmt import strftime as nstrftime

    epoch = ns // 10**9
    try:
        local = localize(epoch, tz)
    except (OutOfRange, OverflowError, OSError, ValueError):
        return str(epoch)  # what ls shows for a time localtime cannot break down
    return nstrftime(fmt, Moment(dt=local, ns=ns % 10**9, epoch=epoch, zone=local.name))


def long_date(ns: int, now_ns: int, style: str, tz: datetime.tzinfo) -> str:
    """The date column of ``ls -l`` for a ``--time-style``."""
    recent = now_ns - SIX_MONTHS_NS < ns <= now_ns
    if style == "full-iso":
        return strftime("%Y-%m-%d %H:%M:%S.%N %z", ns, tz)
    if style == "long-iso":
        return strftime("%Y-%m-%d %H:%M", ns, tz)
    if style == "iso":
        return strftime("%m-%d %H:%M" if recent else "%Y-%m-%d ", ns, tz)
    if style.startswith("+"):
        fmt = style[1:]
        if "\n" in fmt:
            old, new = fmt.split("\n", 1)
            fmt = new if recent else old
        return strftime(fmt, ns, tz)
    return strftime("%b %e %H:%M" if recent else "%b %e  %Y", ns, tz)


def indent(col: int, to: int, tabsize: int) -> str:
    """GNU ls's padding: tabs while a tab does not overshoot, then spaces."""
    out = []
    while col < to:
        if tabsize and to // tabsize > (col + 1) // tabsize:
            out.append("\t")
            col += tabsize - col % tabsize
        else:
            out.append(" ")
            col += 1
    return "".join(out)


def columns(cells: Sequence[str], widths: Sequence[int], line_length: int, tabsize: int, across: bool) -> str:
    """``ls -C`` (down columns) or ``ls -x`` (across): the most columns whose lines fit."""
    n = len(cells)
    if n == 0:
        return ""
    max_cols = max(1, min(n, line_length // 3 if line_length else n))
    col_arr = [[0] * (i + 1) for i in range(max_cols)]
    line_len = [(i + 1) * 3 for i in range(max_cols)]
    valid = [True] * max_cols
    for i in range(max_cols):
        col_arr[i] = [3] * (i + 1)
    for idx_file, w in enumerate(widths):
        for i in range(max_cols):
            if not valid[i]:
                continue
            rows_i = (n + i) // (i + 1)
            idx = idx_file % (i + 1) if across else idx_file // rows_i
            real = w + (0 if idx == i else 2)
            if col_arr[i][idx] < real:
                line_len[i] += real - col_arr[i][idx]
                col_arr[i][idx] = real
                valid[i] = not line_length or line_len[i] < line_length
    cols = max_cols
    while cols > 1 and not valid[cols - 1]:
        cols -= 1
    arr = col_arr[cols - 1]
    out: list[str] = []
    if across:
        pos = 0
        for k in range(n):
            c = k % cols
            if c == 0 and k:
                out.append("\n")
                pos = 0
            out.append(cells[k])
            if c != cols - 1 and k != n - 1:
                out.append(indent(pos + widths[k], pos + arr[c], tabsize))
                pos += arr[c]
        out.append("\n")
        return "".join(out)
    rows = n // cols + (1 if n % cols else 0)
    for row in range(rows):
        pos = 0
        k = row
        c = 0
        while True:
            out.append(cells[k])
            if k + rows >= n:
                break
            out.append(indent(pos + widths[k], pos + arr[c], tabsize))
            pos += arr[c]
            c += 1
            k += rows
        out.append("\n")
    return "".join(out)


def commas(cells: Sequence[str], widths: Sequence[int], line_length: int) -> str:
    """``ls -m``: names separated by ``, `` wrapped before the line length."""
    out: list[str] = []
    pos = 0
    for k, (cell, w) in enumerate(zip(cells, widths, strict=True)):
        if k:
            sep_len = 2
            if line_length and pos + sep_len + w + (1 if k < len(cells) - 1 else 0) > line_length and pos:
                out.append(",\n")
                pos = 0
            else:
                out.append(", ")
                pos += 2
        out.append(cell)
        pos += w
    out.append("\n")
    return "".join(out)


# GNU ls's built-in colours (its defaults when LS_COLORS is unset)
DEFAULT_COLORS = {
    "di": "01;34",
    "ln": "01;36",
    "pi": "33",
    "so": "01;35",
    "bd": "01;33",
    "cd": "01;33",
    "ex": "01;32",
    "do": "01;35",
    "su": "37;41",
    "sg": "30;43",
    "st": "37;44",
    "ow": "34;42",
    "tw": "30;42",
}


def parse_ls_colors(value: str) -> tuple[dict[str, str], dict[str, str]]:
    """``LS_COLORS``: ``key=code`` pairs; ``*.ext=code`` patterns go to the second dict."""
    kinds = dict(DEFAULT_COLORS)
    exts: dict[str, str] = {}
    for item in value.split(":"):
        key, eq, code = item.partition("=")
        if not eq:
            continue
        if key.startswith("*"):
            exts[key[1:]] = code
        else:
            kinds[key] = code
    return kinds, exts


def color_key(st: Stat | None, target_ok: bool) -> str:
    """The LS_COLORS key GNU picks for a file."""
    if st is None:
        return "mi"
    if st.type is FileType.DIR:
        sticky, other_w = st.mode & 0o1000, st.mode & 0o002
        if sticky and other_w:
            return "tw"
        if other_w:
            return "ow"
        if sticky:
            return "st"
        return "di"
    if st.type is FileType.SYMLINK:
        return "ln" if target_ok else "or"
    if st.type is FileType.FIFO:
        return "pi"
    if st.type is FileType.CHAR_DEVICE:
        return "cd"
    if st.mode & 0o4000:
        return "su"
    if st.mode & 0o2000:
        return "sg"
    if st.mode & 0o111:
        return "ex"
    return "fi"
