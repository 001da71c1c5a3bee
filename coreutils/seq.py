"""seq: print a sequence of numbers, computed and formatted as GNU seq 9.1 does.

GNU's ``src/seq.c`` has three ways to count, tried in this order:

* all-digit operands (and an all-digit INCREMENT up to 200), no ``-w``/``-f``
  and a one-byte separator count as arbitrary-precision decimal strings;
* failing that, operands parsed by ``strtold`` that are whole non-negative
  numbers (``1e3``, ``0x10``, ``+5``, an ``inf`` LAST) are printed with
  ``%.0Lf`` and counted the same way;
* everything else computes ``first + i*step`` in x87 ``long double`` and
  prints each value with the ``-f`` format or the default one
  (``get_default_format``: ``%.{P}Lf``, zero padded for ``-w``, else ``%Lg``),
  one extra value when the first one past LAST prints as LAST.

The ``long double`` steps are emulated exactly (``common/longdouble.py``);
integer sequences whose values stay far below 2**64 run as Python ints, which
the long double computation would give bit for bit.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common import longdouble as ld
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quote_marks
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.coreutils.common.textio import quote, usage_error
from vshell.lib.longdouble import LongDouble

_INT_MAX = 2**31 - 1
_FAST_STEP_LIMIT = 200  # SEQ_FAST_STEP_LIMIT
_EXACT_INTS = 2**62  # integers this small add and multiply exactly in a 64-bit significand
_FLUSH = 1 << 16


class SeqError(Exception):
    def __init__(self, message: str, usage: bool = True) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


@dataclass(frozen=True, slots=True)
class Operand:
    value: LongDouble
    width: int
    precision: int


def _int32(n: int) -> int:
    return (n + 2**31) % 2**32 - 2**31


def scan_arg(arg: str) -> Operand:
    """seq.c's ``scan_arg``: the ``strtold`` value, and the width and decimals the text shows."""
    value = ld.strtold(arg)
    if value is None:
        raise SeqError(f"invalid floating point argument: {quote(arg)}")
    if value.kind == "nan":
        raise SeqError(f"invalid {quote_marks('not-a-number')} argument: {quote(arg)}")
    start = 0
    while start < len(arg) and arg[start] in " \t\n\v\f\r+":
        start += 1
    text = arg[start:]
    width = 0
    precision = _INT_MAX
    dot = text.find(".")
    if dot < 0 and "p" not in text:
        precision = 0
    if "x" not in text and "X" not in text and value.kind == "num":
        fraction_len = 0
        width = len(text)
        if dot >= 0:
            rest = text[dot + 1 :]
            fraction_len = min((i for i, c in enumerate(rest) if c in "eE"), default=len(rest))
            precision = fraction_len
            if fraction_len == 0:
                width -= 1  # "#." prints as "#"
            elif dot == 0 or text[dot - 1] not in "0123456789":
                width += 1  # ".#" and "-.#" print as "0.#"
        epos = text.find("e")
        if epos < 0:
            epos = text.find("E")
        if epos >= 0:
            exponent = int(text[epos + 1 :])
            precision = _int32(precision + (-exponent if exponent < 0 else -min(precision, exponent)))
            width -= len(text) - epos
            if exponent < 0:
                if dot < 0 or epos == dot + 1:
                    width += 1
                exponent = -exponent
            else:
                if dot >= 0 and precision == 0 and fraction_len:
                    width -= 1
                exponent -= min(fraction_len, exponent)
            width += exponent
    return Operand(value, width, precision)


def default_format(first: Operand, step: Operand, last: Operand, equal_width: bool) -> tuple[str, int, int]:
    """('f', width, precision) for ``%0{width}.{precision}Lf``, or ('g', 0, 0), as ``get_default_format``."""
    prec = max(first.precision, step.precision)
    if prec != _INT_MAX and last.precision != _INT_MAX:
        if not equal_width:
            return "f", 0, prec
        first_width = first.width + (prec - first.precision)
        last_width = last.width + (prec - last.precision)
        if last.precision and prec == 0:
            last_width -= 1
        if last.precision == 0 and prec:
            last_width += 1
        if first.precision == 0 and prec:
            first_width += 1
        width = max(first_width, last_width)
        if 0 <= width <= _INT_MAX:
            return "f", width, prec
    return "g", 0, 0


@dataclass(frozen=True, slots=True)
class Directive:
    prefix: str
    flags: str
    width: int
    precision: int | None
    conv: str
    suffix: str


def check_format(fmt: str) -> Directive:
    """seq.c's ``long_double_format``: exactly one floating directive, with GNU's complaints."""

    def at(i: int) -> str:
        return fmt[i] if i < len(fmt) else ""

    i = 0
    while not (at(i) == "%" and at(i + 1) != "%"):
        if i >= len(fmt):
            raise SeqError(f"format {quote(fmt)} has no % directive", usage=False)
        i += 2 if at(i) == "%" else 1
    start = i
    i += 1
    flags_start = i
    while at(i) and at(i) in "-+#0 '":
        i += 1
    flags = fmt[flags_start:i]
    width_start = i
    while at(i) and at(i) in "0123456789":
        i += 1
    width = int(fmt[width_start:i] or "0")
    precision: int | None = None
    if at(i) == ".":
        i += 1
        prec_start = i
        while at(i) and at(i) in "0123456789":
            i += 1
        precision = int(fmt[prec_start:i] or "0")
    if at(i) == "L":
        i += 1
    conv = at(i)
    if not conv:
        raise SeqError(f"format {quote(fmt)} ends in %", usage=False)
    if conv not in "efgaEFGA":
        raise SeqError(f"format {quote(fmt)} has unknown %{conv} directive", usage=False)
    end = i + 1
    i = end
    while at(i):
        if at(i) == "%" and at(i + 1) != "%":
            raise SeqError(f"format {quote(fmt)} has too many % directives", usage=False)
        i += 2 if at(i) == "%" else 1
    return Directive(fmt[:start].replace("%%", "%"), flags, width, precision, conv,
                     fmt[end:].replace("%%", "%"))


_SEQ_OPTS = (
    Opt("f", "format", "format", Arg.REQUIRED),
    Opt("s", "separator", "separator", Arg.REQUIRED),
    Opt("w", "equal-width", "equal_width"),
)


def _split_argv(argv: list[str]) -> int:
    """Where option parsing stops: GNU seq stops at a negative number (``seq -3 1``)."""
    i = 1
    while i < len(argv):
        a = argv[i]
        if a == "--" or not a.startswith("-") or a == "-":
            return i
        if len(a) > 1 and (a[1] == "." or a[1].isdigit()):
            return i
        if a.startswith("--"):
            name = a[2:].split("=", 1)[0]
            if "=" not in a and name and any(o.startswith(name) for o in ("format", "separator")):
                i += 1
        elif a[-1] in "fs" and all(c == "w" for c in a[1:-1]):
            i += 1
        i += 1
    return i


_USAGE = "seq [OPTION]... LAST\n  or:  seq [OPTION]... FIRST LAST\n  or:  seq [OPTION]... FIRST INCREMENT LAST"


@command("seq", summary="print a sequence of numbers", usage=_USAGE, opts=_SEQ_OPTS, parse=False)
def seq_cmd(ctx: CommandContext, args: Parsed) -> int:
    from vshell.coreutils.common.args import UsageError, parse_args

    argv = list(ctx.argv)
    cut = _split_argv(argv)
    try:
        parsed = parse_args("seq", argv[1:cut], [*_SEQ_OPTS, Opt(None, "help", "help"), Opt(None, "version", "version")],
                            permute=False)
    except UsageError as exc:
        return usage_error(ctx, str(exc))
    if "help" in parsed.values:
        ctx.stdout.write(help_text_for("seq", _USAGE, "Print numbers from FIRST to LAST, in steps of INCREMENT.",
                                       _SEQ_OPTS, None).encode())
        return 0
    if "version" in parsed.values:
        ctx.stdout.write(version_text("seq").encode())
        return 0
    operands = parsed.operands + argv[cut:]
    if operands[:1] == ["--"] and not parsed.operands:
        operands = operands[1:]
    try:
        return _run(ctx, parsed, operands)
    except SeqError as exc:
        if exc.usage:
            return usage_error(ctx, exc.message)
        ctx.error(exc.message)
        return 1


def _run(ctx: CommandContext, parsed: Parsed, operands: list[str]) -> int:
    v = parsed.values
    if not operands:
        raise SeqError("missing operand")
    if len(operands) > 3:
        raise SeqError(f"extra operand {quote(operands[3])}")
    fmt = v.get("format")
    directive = check_format(fmt) if isinstance(fmt, str) else None
    equal_width = bool(v.get("equal_width"))
    if directive is not None and equal_width:
        raise SeqError("format string may not be specified when printing equal width strings")
    sep = str(v.get("separator", "\n")).encode("utf-8", "surrogateescape")
    plain = directive is None and not equal_width and len(sep) == 1
    if plain and _seq_fast_digits(ctx, operands, sep):
        return 0
    ops: list[Operand] = []
    for n, text in enumerate(operands):
        ops.append(scan_arg(text))
        if n == 1 and len(operands) == 3 and ld.compare(ops[1].value, ld.ZERO) == 0:
            raise SeqError(f"invalid Zero increment value: {quote(text)}")
    one = Operand(ld.from_int(1), 1, 0)
    first, step, last = (one, one, ops[0]) if len(ops) == 1 else (
        (ops[0], one, ops[1]) if len(ops) == 2 else (ops[0], ops[1], ops[2]))
    if plain and _seq_fast_whole(ctx, first, step, last, sep):
        return 0
    if directive is None:
        kind, width, prec = default_format(first, step, last, equal_width)
        directive = Directive("", "0" if width else "", width, prec, kind, "") if kind == "f" else (
            Directive("", "", 0, None, "g", ""))
    _print_numbers(ctx, directive, first.value, step.value, last.value, sep)
    return 0


def _all_digits(s: str) -> bool:
    return bool(s) and all(c in "0123456789" for c in s)


def _seq_fast_digits(ctx: CommandContext, operands: list[str], sep: bytes) -> bool:
    """The first fast path: whole decimal operands as written, counted exactly."""
    step = 1
    if len(operands) == 3:
        if not _all_digits(operands[1]):
            return False
        step = int(operands[1])
        if not 0 < step <= _FAST_STEP_LIMIT:
            return False
    if not all(_all_digits(a) for a in operands):
        return False
    a = ld.digits_value(operands[0]) if len(operands) > 1 else 1
    b = ld.digits_value(operands[-1])
    if a > b:
        return False
    _emit_ints(ctx, iter(range(a, b + 1, step)), 0, sep, None)
    return True


def _seq_fast_whole(ctx: CommandContext, first: Operand, step: Operand, last: Operand, sep: bytes) -> bool:
    """The second fast path: whole non-negative long doubles, printed with ``%.0Lf`` and counted exactly."""
    if first.precision or step.precision or last.precision:
        return False
    fv, sv, lv = first.value, step.value, last.value
    if fv.kind != "num" or fv.negative or lv.negative or sv.negative or sv.is_zero:
        return False
    if ld.less(ld.from_int(_FAST_STEP_LIMIT), sv):
        return False
    a = ld.integer_value(fv)
    if a is None:
        return False
    d = math.trunc(sv.exact)
    if lv.kind == "inf":
        numbers: Iterator[int] = itertools.count(a, d)
    else:
        b = round(lv.exact)  # %.0Lf rounds half to even
        if a > b:
            return False
        numbers = iter(range(a, b + 1, d))
    _emit_ints(ctx, numbers, 0, sep, None)
    return True


def _emit_ints(ctx: CommandContext, numbers: Iterator[int], width: int, sep: bytes, first: str | None) -> None:
    """Write ``numbers`` (``%0{width}d``) joined by ``sep``, the first one as ``first`` when given, and "\n"."""
    joiner = sep.decode("utf-8", "surrogateescape")
    fmt = f"0{width}d" if width else "d"
    write = ctx.stdout.write
    started = False
    while True:
        batch = list(itertools.islice(numbers, 4096))
        if not batch:
            break
        ctx.budget.tick()
        if -(10**4000) < batch[-1] < 10**4000 and -(10**4000) < batch[0] < 10**4000:
            text = joiner.join(map(str, batch) if not width else (format(n, fmt) for n in batch))
        else:
            text = joiner.join(ld.int_text(n) for n in batch)  # only the fast paths (no width) count this high
        if first is not None and not started:
            text = first + text[len(format(batch[0], fmt)) :]  # only the long double path passes first
        write((joiner if started else "").encode("utf-8", "surrogateescape") + text.encode("utf-8", "surrogateescape"))
        started = True
    write(b"\n")


def _print_numbers(ctx: CommandContext, d: Directive, first: LongDouble, step: LongDouble, last: LongDouble,
                   sep: bytes) -> None:
    """seq.c's ``print_numbers``: ``first + i*step`` in long double until past LAST."""
    descending = step.negative

    def past(x: LongDouble) -> bool:
        return ld.less(x, last) if descending else ld.less(last, x)

    if past(first):
        return
    if d.width > _INT_MAX or (d.precision or 0) > _INT_MAX:
        # glibc's printf fails with EOVERFLOW on such a directive (having written the text before it),
        # and seq reports a write error
        ctx.stdout.write(d.prefix.encode("utf-8", "surrogateescape"))
        raise SeqError("write error: Value too large for defined data type", usage=False)
    if d.conv == "f" and d.precision == 0 and not d.prefix and not d.suffix and d.flags in ("", "0"):
        a, s = ld.integer_value(first), ld.integer_value(step)
        if a is not None and s is not None and abs(a) < _EXACT_INTS and abs(s) < _EXACT_INTS:
            if last.kind == "inf":
                _emit_ints(ctx, itertools.count(a, s), d.width, sep, _render(d, first))
                return
            bound = last.exact
            if abs(bound) < _EXACT_INTS:
                stop = math.floor(bound) + 1 if s > 0 else math.ceil(bound) - 1
                _emit_ints(ctx, iter(range(a, stop, s)), d.width, sep, _render(d, first))
                return
    render = _renderer(d)
    out: list[bytes] = []
    size = 0
    prefix = d.prefix.encode("utf-8", "surrogateescape")
    suffix = d.suffix.encode("utf-8", "surrogateescape")
    x = first
    text = render(x)
    for i in itertools.count(1):
        ctx.budget.tick()
        piece = prefix + text.encode() + suffix
        out.append(piece)
        size += len(piece)
        x0_text = text
        x = ld.add(first, ld.mul_int(i, step))
        if past(x):
            # GNU prints the first value past LAST too when it prints as LAST and unlike the previous one
            text = render(x)
            shown = ld.strtold(text)
            if shown is None or not ld.equal(shown, last) or text == x0_text:
                break
            out.append(sep + prefix + text.encode() + suffix)
            break
        text = render(x)
        out.append(sep)
        size += len(sep)
        if size >= _FLUSH or len(out) >= 512:  # by count too: a reader like head may be waiting on slow values
            ctx.stdout.write(b"".join(out))
            out.clear()
            size = 0
    out.append(b"\n")
    ctx.stdout.write(b"".join(out))


def _render(d: Directive, x: LongDouble) -> str:
    return ld.printf(d.flags, d.width, d.precision, d.conv, x)


def _renderer(d: Directive) -> Callable[[LongDouble], str]:
    if d.conv == "f" and not d.flags and not d.width and d.precision is not None:
        prec = d.precision
        return lambda x: ld.fixed(x, prec)
    if d.conv in "aA" or d.width > 4096 or (d.precision or 0) > 4096:
        return lambda x: ld.printf(d.flags, d.width, d.precision, d.conv, x)
    # values a double holds exactly (whole numbers, halves, ...) print at C speed through Python's %
    spec = "%" + d.flags.replace("'", "") + (str(d.width) if d.width else "") + (
        "" if d.precision is None else f".{d.precision}") + d.conv

    def render(x: LongDouble) -> str:
        f = ld.as_exact_float(x)
        return spec % f if f is not None else ld.printf(d.flags, d.width, d.precision, d.conv, x)

    return render
