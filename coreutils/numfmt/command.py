"""numfmt: convert numbers to and from human-readable form (GNU coreutils 9.1).

The conversions follow GNU's numfmt.c step by step in long double arithmetic
(see ``units.py``): the parse (digits, an optional fraction, blanks, one
of ``KMGTPEZY``, ``i`` for IEC), the rounding by ``--round``, the one
decimal shown below 10 with a unit, and the limits (18 digits unscaled, 27 in
all).  Fields are split as GNU does: by default each field keeps its leading
blanks and the blank ending it is written back as a space; a number in a field
that had leading blanks is right-aligned to the field's width.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from fractions import Fraction

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all
from vshell.coreutils.numfmt.units import expld, fixed, ld, parse_fields, powerld, simple_round

_OPTS = (
    Opt(None, "from", "from", Arg.REQUIRED),
    Opt(None, "from-unit", "from_unit", Arg.REQUIRED),
    Opt(None, "to", "to", Arg.REQUIRED),
    Opt(None, "to-unit", "to_unit", Arg.REQUIRED),
    Opt(None, "round", "round", Arg.REQUIRED),
    Opt(None, "padding", "padding", Arg.REQUIRED),
    Opt(None, "suffix", "suffix", Arg.REQUIRED),
    Opt(None, "grouping", "grouping"),
    Opt("d", "delimiter", "delimiter", Arg.REQUIRED),
    Opt(None, "field", "field", Arg.REQUIRED),
    Opt(None, "debug", "debug"),
    Opt(None, "header", "header", Arg.OPTIONAL),
    Opt(None, "format", "format", Arg.REQUIRED),
    Opt(None, "invalid", "invalid", Arg.REQUIRED),
    Opt("z", "zero-terminated", "zero"),
)

_HELP = """\
Reformat NUMBER(s), or the numbers from standard input if none are specified.

Mandatory arguments to long options are mandatory for short options too.
      --debug          print warnings about invalid input
  -d, --delimiter=X    use X instead of whitespace for field delimiter
      --field=FIELDS   replace the numbers in these input fields (default=1);
                         see FIELDS below
      --format=FORMAT  use printf style floating-point FORMAT;
                         see FORMAT below for details
      --from=UNIT      auto-scale input numbers to UNITs; default is 'none';
                         see UNIT below
      --from-unit=N    specify the input unit size (instead of the default 1)
      --grouping       use locale-defined grouping of digits, e.g. 1,000,000
                         (which means it has no effect in the C/POSIX locale)
      --header[=N]     print (without converting) the first N header lines;
                         N defaults to 1 if not specified
      --invalid=MODE   failure mode for invalid numbers: MODE can be:
                         abort (default), fail, warn, ignore
      --padding=N      pad the output to N characters; positive N will
                         right-align; negative N will left-align;
                         padding is ignored if the output is wider than N;
                         the default is to automatically pad if a whitespace
                         is found
      --round=METHOD   use METHOD for rounding when scaling; METHOD can be:
                         up, down, from-zero (default), towards-zero, nearest
      --suffix=SUFFIX  add SUFFIX to output numbers, and accept optional
                         SUFFIX in input numbers
      --to=UNIT        auto-scale output numbers to UNITs; see UNIT below
      --to-unit=N      the output unit size (instead of the default 1)
  -z, --zero-terminated    line delimiter is NUL, not newline
      --help        display this help and exit
      --version     output version information and exit

UNIT options:
  none       no auto-scaling is done; suffixes will trigger an error
  auto       accept optional single/two letter suffix:
               1K = 1000,
               1Ki = 1024,
               1M = 1000000,
               1Mi = 1048576,
  si         accept optional single letter suffix:
               1K = 1000,
               1M = 1000000,
               ...
  iec        accept optional single letter suffix:
               1K = 1024,
               1M = 1048576,
               ...
  iec-i      accept optional two-letter suffix:
               1Ki = 1024,
               1Mi = 1048576,
               ...

FIELDS supports cut(1) style field ranges:
  N    N'th field, counted from 1
  N-   from N'th field, to end of line
  N-M  from N'th to M'th field (inclusive)
  -M   from first to M'th field (inclusive)
  -    all fields
Multiple fields/ranges can be separated with commas

FORMAT must be suitable for printing one floating-point argument '%f'.
Optional quote (%'f) will enable --grouping (if supported by current locale).
Optional width value (%10f) will pad output. Optional zero (%010f) width
will zero pad the number. Optional negative values (%-10f) will left align.
Optional precision (%.1f) will override the input determined precision.

Exit status is 0 if all input numbers were successfully converted.
By default, numfmt will stop at the first conversion error with exit status 2.
With --invalid='fail' a warning is printed for each conversion error
and the exit status is 2.  With --invalid='warn' each conversion error is
diagnosed, but the exit status is 0.  With --invalid='ignore' conversion
errors are not diagnosed and the exit status is 0.
"""

_FROM = ("none", "auto", "si", "iec", "iec-i")
_TO = ("none", "si", "iec", "iec-i")
_ROUND = ("up", "down", "from-zero", "towards-zero", "nearest")
_INVALID = ("abort", "fail", "warn", "ignore")
_SUFFIXES = "KMGTPEZY"
MAX_UNSCALED_DIGITS = 18
MAX_ACCEPTABLE_DIGITS = 27
EXIT_CONVERSION = 2
_BLANK = " \t"
_DIGITS = re.compile(r"[0-9]*")


class ConversionAbort(Exception):
    """--invalid=abort: GNU's error() with status 2 ends the run at the first bad number."""


def _argmatch(value: str, choices: tuple[str, ...], option: str) -> str:
    """GNU argmatch: an exact name, or an unambiguous prefix of one."""
    if value in choices:
        return value
    hits = [c for c in choices if c.startswith(value)] if value else []
    if len(hits) == 1:
        return hits[0]
    kind = "ambiguous" if hits else "invalid"
    valid = "\n".join(f"  - {quote(c)}" for c in choices)
    raise UsageError(f"{kind} argument {quote(value)} for {quote(option)}\nValid arguments are:\n{valid}")


def _unit_size(text: str) -> int:
    """--from-unit/--to-unit: a positive integer, K=1000 and Ki=1024 style suffixes allowed."""
    m = re.fullmatch(r"([0-9]+)(?:([KMGTPEZY])(i?))?", text.lstrip(" \t\n\v\f\r"))
    bad = UsageError(f"invalid unit size: {quote(text)}", try_help=False)
    if not m or text[:1] == "-":
        raise bad
    n = int(m.group(1))
    if m.group(2):
        n *= (1024 if m.group(3) else 1000) ** (_SUFFIXES.index(m.group(2)) + 1)
    if n == 0 or n >= 1 << 64:
        raise bad
    return n


@dataclass
class Config:
    scale_from: str = "none"
    scale_to: str = "none"
    from_unit: int = 1
    to_unit: int = 1
    round: str = "from-zero"
    padding_width: int = 0
    align_left: bool = False
    suffix: str | None = None
    grouping: bool = False
    delimiter: str | None = None
    fields: list[tuple[int, int]] = field(default_factory=lambda: [(1, 1)])
    debug: bool = False
    header: int = 0
    invalid: str = "abort"
    zero: bool = False
    prefix: str = ""
    fmt_suffix: str = ""
    zero_padding_width: int = 0
    user_precision: int = -1
    auto_padding: bool = False


def _parse_format(cfg: Config, fmt: str, errors: list[str]) -> None:
    """GNU's parse_format_string: one %f directive with [0]['][-][N][.N] and literal text around it."""
    i = 0
    prefix_len = 0
    while not (i < len(fmt) and fmt[i] == "%" and fmt[i + 1 : i + 2] != "%"):
        if i >= len(fmt):
            raise UsageError(f"format {quote(fmt)} has no % directive", try_help=False)
        prefix_len += 1
        i += 2 if fmt[i] == "%" else 1
    i += 1
    zero_padding = False
    while True:
        skip = len(fmt[i:]) - len(fmt[i:].lstrip(" "))
        i += skip
        if fmt[i : i + 1] == "'":
            cfg.grouping = True
            i += 1
        elif fmt[i : i + 1] == "0":
            zero_padding = True
            i += 1
        elif not skip:
            break
    m = re.match(r"[ \t\n\v\f\r]*[+-]?[0-9]+", fmt[i:])
    if m:
        pad = int(m.group())
        if pad > (1 << 63) - 1 or pad < -((1 << 63) - 1):
            raise UsageError(f"invalid format {quote(fmt)} (width overflow)", try_help=False)
        if pad != 0:
            if cfg.debug and cfg.padding_width and not (zero_padding and pad > 0):
                errors.append("--format padding overriding --padding")
            if pad < 0:
                cfg.align_left = True
                cfg.padding_width = -pad
            elif zero_padding:
                cfg.zero_padding_width = pad
            else:
                cfg.padding_width = pad
        i += m.end()
    if i >= len(fmt):
        raise UsageError(f"format {quote(fmt)} ends in %", try_help=False)
    if fmt[i] == ".":
        i += 1
        m = re.match(r"[ \t\n\v\f\r]*[+-]?[0-9]+", fmt[i:])
        precision = int(m.group()) if m else 0
        if precision < 0 or fmt[i : i + 1] in (" ", "\t", "+") or precision > (1 << 63) - 1:
            raise UsageError(f"invalid precision in format {quote(fmt)}", try_help=False)
        cfg.user_precision = precision
        i += m.end() if m else 0
    if fmt[i : i + 1] != "f":
        raise UsageError(f"invalid format {quote(fmt)}, directive must be %[0]['][-][N][.][N]f", try_help=False)
    i += 1
    suffix_pos = i
    while i < len(fmt):
        if fmt[i] == "%" and fmt[i + 1 : i + 2] != "%":
            raise UsageError(f"format {quote(fmt)} has too many % directives", try_help=False)
        i += 2 if fmt[i] == "%" else 1
    cfg.prefix = fmt[:prefix_len]
    cfg.fmt_suffix = fmt[suffix_pos:]


def configure(args: Parsed, errors: list[str]) -> Config:
    """Options in command-line order, each checked when GNU's getopt loop meets it."""
    cfg = Config()
    fmt: str | None = None
    fields_seen = False
    for dest, raw in args.order:
        value = raw if isinstance(raw, str) else ""
        if dest == "from":
            cfg.scale_from = _argmatch(value, _FROM, "--from")
        elif dest == "from_unit":
            cfg.from_unit = _unit_size(value)
        elif dest == "to":
            cfg.scale_to = _argmatch(value, _TO, "--to")
        elif dest == "to_unit":
            cfg.to_unit = _unit_size(value)
        elif dest == "round":
            cfg.round = _argmatch(value, _ROUND, "--round")
        elif dest == "grouping":
            cfg.grouping = True
        elif dest == "delimiter":
            if len(value.encode("utf-8", "surrogateescape")) > 1:
                raise UsageError("the delimiter must be a single character", try_help=False)
            cfg.delimiter = value
        elif dest == "padding":
            ok = re.fullmatch(r"[ \t\n\v\f\r]*[+-]?[0-9]+", value)
            width = int(value) if ok else 0
            if not ok or width == 0 or abs(width) > (1 << 63) - 1:
                raise UsageError(f"invalid padding value {quote(value)}", try_help=False)
            if width < 0:  # a later positive --padding keeps the left alignment, as in GNU
                cfg.align_left = True
            cfg.padding_width = abs(width)
        elif dest == "field":
            if fields_seen:
                raise UsageError("multiple field specifications", try_help=False)
            fields_seen = True
            cfg.fields = parse_fields(value)
        elif dest == "debug":
            cfg.debug = True
        elif dest == "header":
            if raw is True:
                cfg.header = 1
            else:
                body = value.lstrip(" \t\n\v\f\r")
                if not re.fullmatch(r"\+?[0-9]+", body) or int(body) == 0 or int(body) >= 1 << 64:
                    raise UsageError(f"invalid header value {quote(value)}", try_help=False)
                cfg.header = int(body)
        elif dest == "format":
            fmt = value
        elif dest == "invalid":
            cfg.invalid = _argmatch(value, _INVALID, "--invalid")
        elif dest == "zero":
            cfg.zero = True
        elif dest == "suffix":
            cfg.suffix = value
    if fmt is not None and cfg.grouping:
        raise UsageError("--grouping cannot be combined with --format", try_help=False)
    if (cfg.debug and cfg.scale_from == "none" and cfg.scale_to == "none" and not cfg.grouping
            and cfg.padding_width == 0 and fmt is None):
        errors.append("no conversion option specified")
    if fmt is not None:
        _parse_format(cfg, fmt, errors)
    if cfg.grouping:
        if cfg.scale_to != "none":
            raise UsageError("grouping cannot be combined with --to", try_help=False)
        if cfg.debug:  # C.UTF-8 and C have no thousands separator
            errors.append("grouping has no effect in this locale")
    cfg.auto_padding = cfg.padding_width == 0 and cfg.delimiter is None
    return cfg


class Converter:
    def __init__(self, ctx: CommandContext, cfg: Config) -> None:
        self.ctx = ctx
        self.cfg = cfg
        self.out: list[str] = []
        self.padding_width = cfg.padding_width

    def warn(self, message: str) -> None:
        """A conversion error: reported unless --invalid=ignore; fatal (status 2) with abort."""
        if self.cfg.invalid == "ignore":
            return
        self.flush()
        self.ctx.error(message)
        if self.cfg.invalid == "abort":
            raise ConversionAbort

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out = []

    # --- parsing -----------------------------------------------------

    @staticmethod
    def _int_part(s: str, i: int) -> tuple[str, Fraction, bool, int]:
        """simple_strtod_int: (status, value, negative, end)."""
        negative = s[i : i + 1] == "-"
        if negative:
            i += 1
        m = _DIGITS.match(s, i)
        assert m is not None
        run = m.group()
        found = bool(run)
        status = "ok"
        significant = len(run.lstrip("0"))
        if significant <= 19 and (not run or int(run) < 1 << 64):
            # Every step of GNU's val = val * 10 + digit is exact below 2**64.
            val = Fraction(int(run or "0"))
            if significant > MAX_UNSCALED_DIGITS:
                status = "precision"
            i = m.end()
        else:
            val = Fraction(0)
            digits = 0
            while i < len(s) and "0" <= s[i] <= "9":
                d = ord(s[i]) - 48
                if val or d:
                    digits += 1
                if digits > MAX_UNSCALED_DIGITS:
                    status = "precision"
                if digits > MAX_ACCEPTABLE_DIGITS:
                    return "overflow", val, negative, i
                val = ld(ld(val * 10) + d)
                i += 1
        if not found and s[i : i + 1] != ".":
            return "invalid", val, negative, i
        return status, (-val if negative else val), negative, i

    def parse_human(self, s: str, rest: str) -> tuple[str, Fraction, int, str]:
        """simple_strtod_human: (status, value, precision, unparsed tail)."""
        cfg = self.cfg
        status, val, negative, i = self._int_part(s, 0)
        if status not in ("ok", "precision"):
            return status, val, 0, ""
        precision = 0
        if s[i : i + 1] == ".":
            i += 1
            st2, frac, neg2, j = self._int_part(s, i)
            if st2 not in ("ok", "precision"):
                return st2, val, 0, ""
            if st2 == "precision":
                status = st2
            if neg2:
                return "invalid", val, 0, ""
            exponent = j - i
            frac = ld(frac / powerld(10, exponent))
            val = ld(val - frac) if negative else ld(val + frac)
            precision = exponent
            i = j
        base = 1024 if cfg.scale_from in ("iec", "iec-i") else 1000
        power = 0
        tail = s
        if i < len(s):
            while i < len(s) and s[i] in _BLANK:
                i += 1
            ch = s[i] if i < len(s) else ""
            if ch and ch not in _SUFFIXES:
                return "bad_suffix", val, 0, ""
            if cfg.scale_from == "none":
                return "forbidden", val, 0, ""
            power = _SUFFIXES.index(ch) + 1 if ch else 0
            if ch:
                i += 1
            else:  # GNU steps over the field's terminator into what follows it
                tail, i = rest, 0
            if cfg.scale_from == "auto" and tail[i : i + 1] == "i":
                base = 1024
                i += 1
            precision = 0
            if cfg.scale_from == "iec-i":
                if tail[i : i + 1] == "i":
                    i += 1
                else:
                    return "missing_i", val, 0, ""
        elif cfg.scale_from == "iec-i":
            return "missing_i", val, 0, ""
        val = ld(val * powerld(base, power))
        return status, val, precision, tail[i:]

    def convert(self, text: str, field_no: int, rest: str) -> str | None:
        """The field's replacement, or None when it is left as it was."""
        cfg = self.cfg
        if cfg.suffix and len(text) > len(cfg.suffix) and text.endswith(cfg.suffix):
            text = text[: -len(cfg.suffix)]
        p = text.lstrip(_BLANK)
        if cfg.auto_padding:
            self.padding_width = len(text.encode("utf-8", "surrogateescape")) if (
                len(p) < len(text) or field_no > 1) else 0
        status, val, precision, tail = self.parse_human(p, rest)
        if status not in ("ok", "precision"):
            self.warn(self._message(status, p))
            return None
        if tail:
            self.warn(f"invalid suffix in input {quote(p)}: {quote(tail)}")
            return None
        if status == "precision" and cfg.debug:
            self.flush()
            self.ctx.error(f"large input value {quote(p)}: possible precision loss")
        if cfg.from_unit != 1 or cfg.to_unit != 1:
            val = ld(ld(val * cfg.from_unit) / cfg.to_unit)
        return self.prepare(val, precision)

    @staticmethod
    def _message(status: str, p: str) -> str:
        if status == "overflow":
            return f"value too large to be converted: {quote(p)}"
        if status == "invalid":
            return f"invalid number: {quote(p)}"
        if status == "forbidden":
            return f"rejecting suffix in input: {quote(p)} (consider using --from)"
        if status == "bad_suffix":
            return f"invalid suffix in input: {quote(p)}"
        return f"missing 'i' suffix in input: {quote(p)} (e.g Ki/Mi/Gi)"

    def prepare(self, val: Fraction, precision: int) -> str | None:
        cfg = self.cfg
        used = precision if cfg.user_precision == -1 else cfg.user_precision
        if val.denominator == 1 and abs(val) < 10**17:
            x = len(str(abs(val.numerator))) - 1  # what dividing by 10 until below 10 counts, without the divisions
        else:
            _, x = expld(val, 10)
        if cfg.scale_to == "none" and x + used > MAX_UNSCALED_DIGITS:
            if used:
                self.warn(f"value/precision too large to be printed: '{float(val):g}/{used}' (consider using --to)")
            else:
                self.warn(f"value too large to be printed: '{float(val):g}' (consider using --to)")
            return None
        if x > MAX_ACCEPTABLE_DIGITS - 1:
            self.warn(f"value too large to be printed: '{float(val):g}' (cannot handle values > 999Y)")
            return None
        text = self.human(val, used) + (cfg.suffix or "")
        width = self.padding_width
        if width and len(text) < width:
            text = text.ljust(width) if cfg.align_left else text.rjust(width)
        return cfg.prefix + text + cfg.fmt_suffix

    def _zero_pad(self, number: str) -> str:
        width = self.cfg.zero_padding_width
        if width and len(number) < width:
            if number.startswith("-"):
                return "-" + number[1:].rjust(width - 1, "0")
            return number.rjust(width, "0")
        return number

    def human(self, val: Fraction, precision: int) -> str:
        """double_to_human."""
        cfg = self.cfg
        if cfg.scale_to == "none" and precision == 0 and val.denominator == 1:
            return self._zero_pad(str(val.numerator))  # rounding an integer leaves it as it is
        if cfg.scale_to == "none":
            scale = powerld(10, precision)
            val = ld(val * scale)
            val = simple_round(val, cfg.round)
            val = ld(val / scale)
            return self._zero_pad(fixed(val, precision))
        base = 1024 if cfg.scale_to in ("iec", "iec-i") else 1000
        val, power = expld(val, base)
        if cfg.user_precision != -1:
            adjust = min(power * 3, cfg.user_precision)
        else:
            adjust = 1 if abs(val) < 10 else 0
        scale = powerld(10, adjust)
        val = ld(val * scale)
        val = simple_round(val, cfg.round)
        val = ld(val / scale)
        if abs(val) >= base:
            val = ld(val / base)
            power += 1
        show_point = val != 0 and abs(val) < 10 and power > 0
        prec = cfg.user_precision if cfg.user_precision != -1 else int(show_point)
        unit = "" if power == 0 else (_SUFFIXES[power - 1] if power <= len(_SUFFIXES) else "(error)")
        text = self._zero_pad(fixed(val, prec)) + unit
        if cfg.scale_to == "iec-i" and power > 0:
            text += "i"
        return text

    # --- lines -------------------------------------------------------

    def included(self, n: int) -> bool:
        return any(lo <= n <= hi for lo, hi in self.cfg.fields)

    def line(self, line: str) -> bool:
        """Convert one line's selected fields; False when a number was invalid."""
        cfg = self.cfg
        ok = True
        pos = 0
        n = 0
        while True:
            n += 1
            start = pos
            if cfg.delimiter is not None:
                if cfg.delimiter == "":
                    pos = len(line)
                elif line[pos : pos + 1] != cfg.delimiter:
                    end = line.find(cfg.delimiter, pos)
                    pos = len(line) if end < 0 else end
            else:
                while pos < len(line) and line[pos] in " \t\n":
                    pos += 1
                while pos < len(line) and line[pos] not in " \t\n":
                    pos += 1
            text = line[start:pos]
            last = pos >= len(line)
            rest = "" if last else line[pos + 1 :]
            if self.included(n):
                new = self.convert(text, n, rest)
                if new is None:
                    ok = False
                    new = text
            else:
                new = text
            self.out.append(new)
            if last:
                return ok
            self.out.append(" " if cfg.delimiter is None else cfg.delimiter)
            pos += 1


@command("numfmt", summary="convert numbers from/to human-readable strings", usage="numfmt [OPTION]... [NUMBER]...",
         opts=_OPTS, help_text=_HELP)
def numfmt_cmd(ctx: CommandContext, args: Parsed) -> int:
    errors: list[str] = []
    cfg = configure(args, errors)
    for message in errors:
        ctx.error(message)
    conv = Converter(ctx, cfg)
    eol = "\0" if cfg.zero else "\n"
    ok = True
    try:
        if args.operands:
            for operand in args.operands:
                ok &= conv.line(operand)
                conv.out.append(eol)
        else:
            data = read_all(ctx, ctx.stdin).decode("utf-8", "surrogateescape")
            lines = data.split(eol)
            if lines[-1] == "":
                lines.pop()
                ends = [True] * len(lines)
            else:
                ends = [True] * (len(lines) - 1) + [False]
            skip = min(cfg.header, len(lines))
            for i in range(skip):
                conv.out.append(lines[i] + (eol if ends[i] else ""))
            for i in range(skip, len(lines)):
                ok &= conv.line(lines[i])
                if ends[i]:
                    conv.out.append(eol)
                if len(conv.out) > 4096:
                    conv.flush()
    except ConversionAbort:
        return EXIT_CONVERSION
    conv.flush()
    if cfg.debug and not ok:
        ctx.error("failed to convert some of the input numbers")
    return EXIT_CONVERSION if not ok and cfg.invalid in ("abort", "fail") else 0
