"""seq: print a sequence of numbers, formatted as GNU seq 9.1 does.

GNU computes in ``long double``; we compute exactly in ``Decimal`` (first +
i*step, never accumulated), which prints the same for every decimal operand,
and in plain ``int`` for the common all-integer case so ``seq 1 1e9 | head``
streams at C speed.  The default format follows GNU's ``get_default_format``:
``%.{P}f`` with P the most fractional digits of FIRST and INCREMENT, zero
padded to a common width with ``-w``, else ``%g``.
"""

from __future__ import annotations

import decimal
import itertools
import re
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quote_marks
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.coreutils.common.textio import quote, usage_error

_INF_PREC = 1 << 31
_CTX = decimal.Context(prec=400, Emax=10**6, Emin=-(10**6))
_NUMBER = re.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_HEX = re.compile(r"[+-]?0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?\d+)?")
_SPECIAL = re.compile(r"[+-]?(?:inf|infinity|nan)", re.IGNORECASE)
_DIRECTIVE = re.compile(r"%([-+ #0']*)(\d*)(?:\.(\d*))?(L?)(.?)")


class SeqError(Exception):
    def __init__(self, message: str, usage: bool = True) -> None:
        super().__init__(message)
        self.message = message
        self.usage = usage


@dataclass(frozen=True, slots=True)
class Operand:
    value: Decimal
    width: int
    precision: int


def scan_arg(arg: str) -> Operand:
    """strtold's accepted forms, with GNU seq's width and precision bookkeeping."""
    text = arg.lstrip(" \t\n\v\f\r")
    value: Decimal
    if _NUMBER.fullmatch(text):
        value = _CTX.create_decimal(text)
    elif _HEX.fullmatch(text):
        value = _CTX.create_decimal(float.fromhex(text))
    elif _SPECIAL.fullmatch(text):
        value = Decimal(text.lower().replace("infinity", "inf"))
        if value.is_nan():
            raise SeqError(f"invalid {quote_marks('not-a-number')} argument: {quote(arg)}")
    else:
        raise SeqError(f"invalid floating point argument: {quote(arg)}")
    while text[:1] == "+":
        text = text[1:]
    width = 0
    precision = _INF_PREC
    if "x" not in text.lower() and value.is_finite():
        dot = text.find(".")
        fraction_len = 0
        if dot < 0:
            precision = 0
        else:
            fraction_len = len(re.split("[eE]", text[dot + 1 :], maxsplit=1)[0])
            precision = fraction_len
            # "#." prints as "#", ".#" and "-.#" print with a leading 0
            width += -1 if fraction_len == 0 else int(dot == 0 or not text[dot - 1].isdigit())
        epos = max(text.find("e"), text.find("E"))
        if epos >= 0:
            exponent = int(text[epos + 1 :])
            precision += -exponent if exponent < 0 else -min(precision, exponent)
            width -= len(text) - epos
            if exponent < 0:
                if dot < 0 or epos == dot + 1:
                    width += 1
                exponent = -exponent
            else:
                if dot >= 0 and precision == 0 and exponent:
                    width -= 1
                exponent -= min(fraction_len, exponent)
            width += exponent
        width += len(text)
    return Operand(value, width, precision)


def default_format(first: Operand, step: Operand, last: Operand, equal_width: bool) -> tuple[str, int, int]:
    """('f', width, precision) or ('g', 0, 0) as GNU's get_default_format picks."""
    prec = max(first.precision, step.precision)
    if prec != _INF_PREC and last.precision != _INF_PREC:
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
        return "f", max(first_width, last_width), prec
    return "g", 0, 0


def check_format(fmt: str) -> tuple[str, str, str]:
    """Split a -f FORMAT into (prefix, directive, suffix), with GNU's complaints."""
    i = 0
    found: tuple[int, int] | None = None
    while i < len(fmt):
        if fmt[i] != "%":
            i += 1
            continue
        if fmt[i + 1 : i + 2] == "%":
            i += 2
            continue
        m = _DIRECTIVE.match(fmt, i)
        assert m is not None
        conv = m.group(5)
        if not conv:
            raise SeqError(f"format {quote(fmt)} ends in %", usage=False)
        if found is not None:
            raise SeqError(f"format {quote(fmt)} has too many % directives", usage=False)
        if conv not in "aAeEfFgG":
            raise SeqError(f"format {quote(fmt)} has unknown %{conv} directive", usage=False)
        found = (i, m.end())
        i = m.end()
    if found is None:
        raise SeqError(f"format {quote(fmt)} has no % directive", usage=False)
    directive = fmt[found[0] : found[1]].replace("'", "").replace("L", "")
    return fmt[: found[0]].replace("%%", "%"), directive, fmt[found[1] :].replace("%%", "%")


def _c_float(directive: str, x: Decimal) -> str:
    if directive[-1] in "aA":
        h = float(x).hex()
        return h.upper() if directive[-1] == "A" else h
    if directive[-1] in "fF" and x.is_finite():
        m = _DIRECTIVE.fullmatch(directive)
        assert m is not None
        flags, width, prec = m.group(1), m.group(2), m.group(3)
        # C: no precision means 6, a bare "." means 0
        digits = 6 if prec is None else int(prec or 0)
        body = format(x, f".{digits}f")
        if body.startswith("-"):
            sign, body = "-", body[1:]
        else:
            sign = "+" if "+" in flags else (" " if " " in flags else "")
        if "#" in flags and "." not in body:
            body += "."
        pad = int(width or 0) - len(sign) - len(body)
        if pad <= 0:
            return sign + body
        if "-" in flags:
            return sign + body + " " * pad
        if "0" in flags:
            return sign + "0" * pad + body
        return " " * pad + sign + body
    try:
        return directive % float(x)
    except OverflowError:
        return directive % (float("inf") if x > 0 else float("-inf"))


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
    ops = [scan_arg(a) for a in operands]
    first = Operand(Decimal(1), 1, 0)
    step = Operand(Decimal(1), 1, 0)
    if len(ops) == 1:
        last = ops[0]
    elif len(ops) == 2:
        first, last = ops
    else:
        first, step, last = ops
        if step.value == 0:
            raise SeqError(f"invalid Zero increment value: {quote(operands[1])}")
    fmt = v.get("format")
    equal_width = bool(v.get("equal_width"))
    if isinstance(fmt, str) and equal_width:
        raise SeqError("format string may not be specified when printing equal width strings")
    sep = str(v.get("separator", "\n")).encode("utf-8", "surrogateescape")
    if isinstance(fmt, str):
        prefix, directive, suffix = check_format(fmt)
        render = lambda x: prefix + _c_float(directive, x) + suffix  # noqa: E731
    else:
        kind, width, prec = default_format(first, step, last, equal_width)
        if kind == "f" and prec == 0 and all(o.value.is_finite() or o is last for o in (first, step)):
            return _ints(ctx, first.value, step.value, last.value, width, sep)
        if kind == "f":
            render = lambda x: _c_float(f"%0{width}.{prec}f" if width else f"%.{prec}f", x)  # noqa: E731
        else:
            render = lambda x: _c_float("%g", x)  # noqa: E731
    _floats(ctx, first.value, step.value, last.value, render, sep)
    return 0


def _out_of_range(x: Decimal, step: Decimal, last: Decimal) -> bool:
    return x < last if step < 0 else last < x


def _floats(ctx: CommandContext, first: Decimal, step: Decimal, last: Decimal, render: object,
            sep: bytes) -> None:
    assert callable(render)
    if _out_of_range(first, step, last):
        return
    write = ctx.stdout.write
    prev = render(first)
    write(prev.encode())
    for i in itertools.count(1):
        ctx.budget.tick()
        x = _CTX.add(first, _CTX.multiply(i, step)) if first.is_finite() else first
        if _out_of_range(x, step, last):
            # GNU prints one more number when it prints as LAST and differs
            # from the previous one (rounding of the user's format).
            text = render(x)
            try:
                same = _CTX.create_decimal(text.strip()) == last
            except decimal.InvalidOperation:
                same = False
            if not (same and text != prev):
                break
            write(sep + text.encode())
            break
        prev = render(x)
        write(sep + prev.encode())
    write(b"\n")


def _ints(ctx: CommandContext, first: Decimal, step: Decimal, last: Decimal, width: int, sep: bytes) -> int:
    a, d = int(first), int(step)
    if _out_of_range(first, step, last):
        return 0
    if last.is_infinite():
        numbers: Iterator[int] = itertools.count(a, d)
    else:
        b = int(last)
        numbers = iter(range(a, b + (1 if d > 0 else -1), d))
    fmt = f"0{width}d" if width else "d"
    write = ctx.stdout.write
    joiner = sep.decode("utf-8", "surrogateescape")
    started = False
    while True:
        batch = list(itertools.islice(numbers, 4096))
        if not batch:
            break
        ctx.budget.tick()
        text = joiner.join(format(n, fmt) for n in batch)
        if not started and first.is_zero() and first.is_signed():
            # long double -0 prints as "-0", as GNU seq shows for "seq -0 2"
            text = (f"%0{width}.0f" % -0.0 if width else "-0") + text[len(format(0, fmt)) :]
        write((joiner if started else "").encode("utf-8", "surrogateescape") + text.encode("utf-8", "surrogateescape"))
        started = True
    write(b"\n")
    return 0
