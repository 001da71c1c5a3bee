"""csplit: split a file into sections determined by context lines (GNU coreutils 9.1).

The patterns run in order over one buffer of lines, as GNU's do: ``N`` saves
the lines before line N (``{k}`` repeats at 2N, 3N...), ``/RE/[OFFSET]``
saves up to the matching line (searches start after the previous match),
``%RE%`` skips instead of saving, ``{*}`` repeats until the input ends.  Each
closed file's size is printed (unless ``-s``); on an error the current file
is closed and every file made is removed (unless ``-k``), status 1.
"""

from __future__ import annotations

import errno
import re
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.posix_regex import Compiled, RegexError, compile_posix
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("f", "prefix", "prefix", Arg.REQUIRED),
    Opt("b", "suffix-format", "suffix", Arg.REQUIRED),
    Opt("n", "digits", "digits", Arg.REQUIRED),
    Opt("k", "keep-files", "keep"),
    Opt("z", "elide-empty-files", "elide"),
    Opt("s", "quiet", "quiet"),
    Opt("q", None, "quiet"),  # GNU accepts it, undocumented
    Opt(None, "silent", "quiet"),
    Opt(None, "suppress-matched", "suppress"),
)

_HELP = """\
Output pieces of FILE separated by PATTERN(s) to files 'xx00', 'xx01', ...,
and output byte counts of each piece to standard output.

Read standard input if FILE is -

Mandatory arguments to long options are mandatory for short options too.
  -b, --suffix-format=FORMAT  use sprintf FORMAT instead of %02d
  -f, --prefix=PREFIX        use PREFIX instead of 'xx'
  -k, --keep-files           do not remove output files on errors
      --suppress-matched     suppress the lines matching PATTERN
  -n, --digits=DIGITS        use specified number of digits instead of 2
  -s, --quiet, --silent      do not print counts of output file sizes
  -z, --elide-empty-files    remove empty output files
      --help        display this help and exit
      --version     output version information and exit

Each PATTERN may be:
  INTEGER            copy up to but not including specified line number
  /REGEXP/[OFFSET]   copy up to but not including a matching line
  %REGEXP%[OFFSET]   skip to, but not including a matching line
  {INTEGER}          repeat the previous pattern specified number of times
  {*}                repeat the previous pattern as many times as possible

A line OFFSET is an integer optionally preceded by '+' or '-'
"""


class Fatal(Exception):
    """GNU's cleanup_fatal: close the current file, remove the files made, exit 1."""


@dataclass
class Control:
    argnum: int
    text: str
    regex: Compiled | None = None
    ignore: bool = False
    offset: int = 0
    lines_required: int = 0
    repeat: int = 0
    forever: bool = False


def _strtoimax(text: str, signed: bool) -> int | None:
    m = re.fullmatch(r"[ \t\n\v\f\r]*([+-]?[0-9]+)" if signed else r"[ \t\n\v\f\r]*\+?([0-9]+)", text)
    if not m:
        return None
    value = int(m.group(1))
    return value if abs(value) <= (1 << 63) - 1 else None


def parse_patterns(ctx: CommandContext, argv: list[str], start: int) -> list[Control]:
    controls: list[Control] = []
    last_val = 0
    i = start
    while i < len(argv):
        arg = argv[i]
        if arg[:1] in ("/", "%"):
            delim = arg[0]
            close = arg.rfind(delim, 1)
            if close < 0:
                raise UsageError(f"{arg}: closing delimiter '{delim}' missing", try_help=False)
            try:
                rx = compile_posix(arg[1:close], extended=False)
            except RegexError as exc:
                raise UsageError(f"{quote(arg)}: invalid regular expression: {exc.message}", try_help=False) from None
            p = Control(i, arg, regex=rx, ignore=delim == "%")
            if close + 1 < len(arg):
                offset = _strtoimax(arg[close + 1 :], signed=True)
                if offset is None:
                    raise UsageError(f"{quote(arg)}: integer expected after delimiter", try_help=False)
                p.offset = offset
        else:
            val = _strtoimax(arg, signed=False)
            if val is None:
                raise UsageError(f"{quote(arg)}: invalid pattern", try_help=False)
            if val == 0:
                raise UsageError(f"{arg}: line number must be greater than zero", try_help=False)
            if val < last_val:
                raise UsageError(f"line number {quote(arg)} is smaller than preceding line number, {last_val}",
                                 try_help=False)
            p = Control(i, arg, lines_required=val)
            if val == last_val:
                ctx.error(f"warning: line number {quote(arg)} is the same as preceding line number")
            last_val = val
        controls.append(p)
        if i + 1 < len(argv) and argv[i + 1][:1] == "{":
            i += 1
            rep = argv[i]
            if not rep.endswith("}"):
                raise UsageError(f"{quote(rep)}: '}}' is required in repeat count", try_help=False)
            body = rep[1:-1]
            if body == "*":
                p.forever = True
            else:
                count = _strtoimax(body, signed=False)
                if count is None:
                    raise UsageError(f"{quote(rep[:-1])}}}: integer required between '{{' and '}}'", try_help=False)
                p.repeat = count
        i += 1
    return controls


def suffix_format(fmt: str) -> str:
    """Check a -b FORMAT as GNU's max_out does; returns a Python %-format for the file number."""
    out: list[str] = []
    seen = False
    i = 0
    while i < len(fmt):
        ch = fmt[i]
        if ch != "%":
            out.append(ch)
            i += 1
            continue
        if fmt[i + 1 : i + 2] == "%":
            out.append("%%")
            i += 2
            continue
        if seen:
            raise UsageError("too many % conversion specifications in suffix", try_help=False)
        seen = True
        j = i + 1
        flags = ""
        while j < len(fmt) and fmt[j] in "'-#0":
            flags += fmt[j]
            j += 1
        m = re.match(r"[0-9]*(?:\.[0-9]*)?", fmt[j:])
        width = m.group() if m else ""
        j += len(width)
        conv = fmt[j : j + 1]
        if conv == "":
            raise UsageError("missing conversion specifier in suffix", try_help=False)
        if conv not in "diuoxX":
            first = conv.encode("utf-8", "surrogateescape")[0]
            shown = conv if conv.isprintable() and conv.isascii() else f"\\{first:03o}"
            raise UsageError(f"invalid conversion specifier in suffix: {shown}", try_help=False)
        allowed = "'" if conv in "diu" else "#"
        for flag in flags:
            if flag in "'#" and flag != allowed:
                raise UsageError(f"invalid flags in conversion specification: %{flag}{conv}", try_help=False)
        out.append("\0" + flags.replace("'", "") + "\1" + width + "\1" + conv + "\0")
        i = j + 1
    if not seen:
        raise UsageError("missing % conversion specification in suffix", try_help=False)
    return "".join(out)


def format_suffix(fmt: str, n: int) -> str:
    """Apply a checked suffix format (literal text, and one conversion between NUL marks) as C's printf would."""
    if "\0" not in fmt:
        return fmt % n
    head, spec, tail = fmt.split("\0")
    flags, width_prec, conv = spec.split("\1")
    width_text, _, prec_text = width_prec.partition(".")
    width = int(width_text) if width_text else 0
    prec = int(prec_text or "0") if "." in width_prec else -1
    digits = {"o": format(n, "o"), "x": format(n, "x"), "X": format(n, "X")}.get(conv, str(n))
    if prec >= 0:
        digits = "" if prec == 0 and n == 0 else digits.rjust(prec, "0")
    lead = ""
    if "#" in flags and conv == "o" and not digits.startswith("0"):
        digits = "0" + digits
    elif "#" in flags and conv in "xX" and n:
        lead = "0" + conv
    elif conv in "di":
        lead = "+" if "+" in flags else " " if " " in flags else ""
    body = lead + digits
    if len(body) < width:
        if "-" in flags:
            body = body.ljust(width)
        elif "0" in flags and prec < 0:
            body = lead + digits.rjust(width - len(lead), "0")
        else:
            body = body.rjust(width)
    return (head + body + tail).replace("%%", "%")


class Splitter:
    def __init__(self, ctx: CommandContext, lines: list[bytes], argv: list[str], prefix: str, fmt: str,
                 v: dict[str, object]) -> None:
        self.ctx = ctx
        self.lines = lines
        self.argv = argv
        self.first = 0  # index of the first line still in the buffer
        self.current_line = 0
        self.prefix = prefix
        self.fmt = fmt
        self.keep = bool(v.get("keep"))
        self.elide = bool(v.get("elide"))
        self.quiet = bool(v.get("quiet"))
        self.suppress = bool(v.get("suppress"))
        self.files_created = 0
        self.made: list[str] = []
        self.out: bytearray | None = None
        self.out_name = ""

    # --- the line buffer ---------------------------------------------

    def find_line(self, n: int) -> bytes | None:
        return self.lines[n - 1] if n <= len(self.lines) else None

    def remove_line(self) -> bytes | None:
        if self.first >= len(self.lines):
            return None
        # GNU's remove_line keeps current_line at least at the line it takes: a regex after a
        # line number searches from after the lines already written.
        self.current_line = max(self.current_line, self.first + 1)
        self.first += 1
        return self.lines[self.first - 1]

    def no_more_lines(self) -> bool:
        return self.first >= len(self.lines)

    def first_line_in_buffer(self) -> int:
        if self.no_more_lines():
            self.ctx.error("input disappeared")
            raise Fatal
        return self.first + 1

    # --- output files --------------------------------------------------

    def create_output_file(self) -> None:
        self.out_name = self.prefix + format_suffix(self.fmt, self.files_created)
        self.files_created += 1
        self.out = bytearray()
        try:
            self.ctx.fs.open(self.ctx.resolve(self.out_name), OpenMode.WRITE).close()
        except OSError as exc:
            self.out = None
            self.ctx.error(f"{quoteaf(self.out_name)}: {strerror(exc)}")
            raise Fatal from None
        self.made.append(self.out_name)

    def close_output_file(self) -> None:
        if self.out is None:
            return
        data, self.out = bytes(self.out), None
        path = self.ctx.resolve(self.out_name)
        if not data and self.elide:
            self.ctx.fs.unlink(path)
            self.made.remove(self.out_name)
            self.files_created -= 1
            return
        with self.ctx.fs.open(path, OpenMode.WRITE) as f:
            f.write(data)
        if not self.quiet:
            self.ctx.stdout.write(b"%d\n" % len(data))

    def save(self, line: bytes) -> None:
        assert self.out is not None
        self.out += line

    def dump_rest(self) -> None:
        while (line := self.remove_line()) is not None:
            if self.out is not None:
                self.save(line)

    # --- the patterns ----------------------------------------------------

    def line_error(self, p: Control, repetition: int) -> None:
        tail = f" on repetition {repetition}" if repetition else ""
        self.ctx.error(f"{quote(str(p.lines_required))}: line number out of range{tail}")
        raise Fatal

    def process_line_count(self, p: Control, repetition: int) -> None:
        last_to_save = p.lines_required * (repetition + 1)
        self.create_output_file()
        if self.no_more_lines() and self.suppress:
            self.line_error(p, repetition)
        linenum = self.first_line_in_buffer()
        while linenum < last_to_save:
            linenum += 1
            line = self.remove_line()
            if line is None:
                self.line_error(p, repetition)
                return
            self.save(line)
        self.close_output_file()
        if self.suppress:
            self.remove_line()
        if self.no_more_lines() and not self.suppress:
            self.line_error(p, repetition)

    def write_to_file(self, last_line: int, ignore: bool, p: Control) -> None:
        first_line = self.first_line_in_buffer()
        if first_line > last_line:
            self.ctx.error(f"{quote(self.argv[p.argnum])}: line number out of range")
            raise Fatal
        for _ in range(last_line - first_line):
            line = self.remove_line()
            if line is None:
                self.ctx.error(f"{quote(self.argv[p.argnum])}: line number out of range")
                raise Fatal
            if not ignore:
                self.save(line)

    def process_regexp(self, p: Control, repetition: int) -> bool:
        """False when ``{*}`` met the end of input (GNU exits successfully right there)."""
        assert p.regex is not None
        if not p.ignore:
            self.create_output_file()
        while True:
            self.current_line += 1
            line = self.find_line(self.current_line)
            if line is None:
                if p.forever:
                    if not p.ignore:
                        self.dump_rest()
                        self.close_output_file()
                    return False
                tail = f" on repetition {repetition}" if repetition else ""
                self.ctx.error(f"{quote(self.argv[p.argnum])}: match not found{tail}")
                if not p.ignore:
                    self.dump_rest()
                raise Fatal
            self.ctx.budget.tick()
            text = line[:-1] if line.endswith(b"\n") else line
            if p.regex.search(text.decode("utf-8", "surrogateescape")) is not None:
                break
            if p.offset >= 0:
                removed = self.remove_line()
                if not p.ignore and removed is not None:
                    self.save(removed)
        break_line = self.current_line + p.offset
        self.write_to_file(break_line, p.ignore, p)
        if not p.ignore:
            self.close_output_file()
        if p.offset > 0:
            self.current_line = break_line
        if self.suppress:
            self.remove_line()
        return True

    def run(self, controls: list[Control]) -> None:
        for p in controls:
            j = 0
            while p.forever or j <= p.repeat:
                if p.regex is not None:
                    if not self.process_regexp(p, j):
                        return
                else:
                    self.process_line_count(p, j)
                j += 1
        self.create_output_file()
        self.dump_rest()
        self.close_output_file()

    def cleanup(self) -> None:
        self.close_output_file()
        if not self.keep:
            for name in self.made:
                try:
                    self.ctx.fs.unlink(self.ctx.resolve(name))
                except OSError:
                    pass


@command("csplit", summary="split a file into sections determined by context lines",
         usage="csplit [OPTION]... FILE PATTERN...", opts=_OPTS, help_text=_HELP, permute=True)
def csplit_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    digits = 2
    raw = args.text("digits")
    if raw is not None:
        body = raw.lstrip(" \t\n\v\f\r")
        if not re.fullmatch(r"\+?[0-9]+", body) or int(body) > (1 << 31) - 1:
            raise UsageError(f"invalid number: {quote(raw)}", try_help=False)
        digits = int(body)
    suffix = args.text("suffix")
    fmt = suffix_format(suffix) if suffix is not None else f"%0{digits}d"
    ops = args.operands
    if len(ops) < 2:
        raise UsageError(f"missing operand after {quote(ops[0])}" if ops else "missing operand")
    name = ops[0]
    read_error: OSError | None = None
    data = b""
    try:
        f = open_input(ctx, name)
        try:
            data = read_all(ctx, f)
        finally:
            if f is not ctx.stdin:
                f.close()
    except OSError as exc:
        if exc.errno != errno.EISDIR:
            ctx.error(f"cannot open {quoteaf(name)} for reading: {strerror(exc)}")
            return 1
        read_error = exc  # GNU opens a directory; its first read fails once splitting starts
    argv = ["csplit", *ops]  # argnum indexes these, as GNU's global_argv
    controls = parse_patterns(ctx, argv, 2)
    lines = _split_nl(data)
    prefix = args.text("prefix")
    splitter = Splitter(ctx, lines, argv, "xx" if prefix is None else prefix, fmt, v)
    try:
        if read_error is not None:
            if not (controls[0].regex is not None and controls[0].ignore):
                splitter.create_output_file()
            ctx.error(f"read error: {strerror(read_error)}")
            raise Fatal
        splitter.run(controls)
    except Fatal:
        splitter.cleanup()
        return 1
    return 0


def _split_nl(data: bytes) -> list[bytes]:
    """Lines ending in \\n only (bytes.splitlines would also split at \\r and friends)."""
    parts = data.split(b"\n")
    lines = [p + b"\n" for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines
