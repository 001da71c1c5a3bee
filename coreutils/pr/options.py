"""pr's command line: options, GNU's old -s/-w translation and +FIRST[:LAST] page ranges."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote

OPTS = (
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

HELP = """\
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


def plus_pages(argv: Sequence[str], i: int, values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """``+FIRST[:LAST]`` is a page range while no range was given (a ``+...`` or ``--pages`` before it); any
    other ``+...`` word is a file name, as in GNU pr."""
    word = argv[i]
    if word[0] != "+" or "pages" in values:
        return None
    pages = first_last_page(word[1:], "+")
    return None if pages is None else (1, [("pages", f"{pages[0]}:{pages[1]}")])


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
    keep_ff: bool = False  # form feeds of the input are written out (-t; not -T)
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
            s.keep_ff = True
        elif dest == "omit_pagination":
            s.extremities = False
            s.keep_ff = False
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
