"""The engine of bash's ``printf`` builtin: format + arguments -> bytes, messages, status.

What bash 5.2 does, measured:

* the format is reused while arguments remain and the last pass consumed
  some; missing arguments are ``""`` / 0; a format without conversions is
  printed once;
* numbers go through ``strtoimax``/``strtoumax``/``strtold`` with base
  prefixes (``0x``, leading ``0``) and ``'c``/``"c`` for a character code;
  trailing garbage prints ``X: invalid number`` (``invalid octal number`` /
  ``invalid hex number`` for ``08``/``0x``), uses the parsed prefix, and makes
  the status 1 without stopping; out-of-range values clamp with
  ``warning: X: Numerical result out of range`` (status unchanged);
* an unknown conversion stops everything: ``\\`X': invalid format character``
  (status 1); a ``%`` at the end: ``\\`%': missing format character``;
* ``%b`` expands echo-style escapes, and ``\\c`` there stops all output;
* ``%q`` quotes with backslashes, ``%Q`` applies the precision before quoting;
* ``%(fmt)T`` formats a time (-1 now, -2 shell start, missing argument now);
* ``%s``/``%c``/widths count bytes, as C's printf does;
* floats are x87 long doubles (see ``longdouble.py``).

Messages are returned without bash's ``bash: line N: printf: `` prefix.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import tzinfo

from vshell.expand.ansi_c import EscapeMode, decode_escapes
from vshell.lib import longdouble
from vshell.lib.shquote import backslash_quote

_INT_MAX = (1 << 63) - 1
_INT_MIN = -(1 << 63)
_UINT_MAX = (1 << 64) - 1
_C_INT_MAX = (1 << 31) - 1
#: bash's default cap on one printf's output (the caller passes its string limit).
DEFAULT_MAX_OUTPUT = 64 * 1024 * 1024

_SPEC_RE = re.compile(rb"%([-+ #0']*)(\*|[0-9]*)(?:\.(\*|[0-9]*))?([hlLjzt]*)")
_STRTOL_RE = re.compile(rb"[ \t\n\v\f\r]*[+-]?(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)")


class PrintfLimitError(Exception):
    """The output would pass ``max_output`` bytes (``printf '%*s' 2000000000``)."""


@dataclass(slots=True)
class PrintfResult:
    """What one printf call produced: ``output`` bytes, ``messages`` for stderr (no prefix), ``status``."""

    output: bytes
    messages: list[str] = field(default_factory=list)
    status: int = 0


@dataclass(slots=True)
class _State:
    args: list[bytes]
    pos: int = 0
    status: int = 0
    messages: list[str] = field(default_factory=list)

    def next(self) -> bytes | None:
        if self.pos < len(self.args):
            self.pos += 1
            return self.args[self.pos - 1]
        return None


class _Stop(Exception):
    """``\\c`` in ``%b`` or an invalid format character: stop all output."""


def _text(b: bytes) -> str:
    return b.decode("utf-8", "surrogateescape")


def _invalid_number(s: bytes, st: _State) -> None:
    if s[:1] == b"0" and s[1:2].isdigit():
        msg = "invalid octal number"
    elif s[:2] == b"0x":
        msg = "invalid hex number"
    else:
        msg = "invalid number"
    st.messages.append(f"{_text(s)}: {msg}")
    st.status = 1


def _char_code(arg: bytes) -> int:
    """``'c``: the code of the character after the quote (a whole UTF-8 character), 0 when none."""
    rest = arg[1:]
    if not rest:
        return 0
    ch = _text(rest[:4])[:1]
    o = ord(ch)
    if 0xDC80 <= o <= 0xDCFF:
        return o - 0xDC00
    return o


def parse_integer(arg: bytes | None, st: _State | None = None, unsigned: bool = False) -> int:
    """bash's ``getintmax``/``getuintmax``: value of a numeric argument; messages and status go to ``st``."""
    if arg is None or arg == b"":
        return 0
    if arg[:1] in (b"'", b'"'):
        return _char_code(arg)
    m = _STRTOL_RE.match(arg)
    if m is None:
        if st is not None:
            _invalid_number(arg, st)
        return 0
    text = m.group(0).strip()
    neg = text.startswith(b"-")
    digits = m.group(1)
    if digits[:2] in (b"0x", b"0X"):
        value = int(digits[2:], 16)
    elif len(digits) > 1 and digits[:1] == b"0":
        value = int(digits, 8)
    else:
        value = int(digits)
    if neg:
        value = -value
    end = m.end()
    if end < len(arg) and st is not None:
        _invalid_number(arg, st)
    if unsigned:
        if abs(value) > _UINT_MAX:
            if st is not None:
                st.messages.append(f"warning: {_text(arg)}: Numerical result out of range")
            return _UINT_MAX
        return value & _UINT_MAX
    if value > _INT_MAX or value < _INT_MIN:
        if st is not None:
            st.messages.append(f"warning: {_text(arg)}: Numerical result out of range")
        return _INT_MAX if value > 0 else _INT_MIN
    return value


def _parse_float(arg: bytes | None, st: _State) -> longdouble.LongDouble:
    if arg is None or arg == b"":
        return longdouble.LongDouble(False, 0, 0)
    if arg[:1] in (b"'", b'"'):
        return longdouble.from_int(_char_code(arg))
    text = _text(arg)
    value, used, out_of_range = longdouble.parse(text)
    if used == 0 or used < len(text):
        _invalid_number(arg, st)
    elif out_of_range:
        st.messages.append(f"warning: {text}: Numerical result out of range")
    return value


def _pad(body: bytes, width: int, left: bool, zero: bool = False, sign_len: int = 0) -> bytes:
    if width <= len(body):
        return body
    fill = width - len(body)
    if left:
        return body + b" " * fill
    if zero:
        return body[:sign_len] + b"0" * fill + body[sign_len:]
    return b" " * fill + body


@dataclass(slots=True)
class _Spec:
    flags: bytes
    width: int
    precision: int | None
    conv: str


def _format_int(spec: _Spec, arg: bytes | None, st: _State) -> bytes:
    conv = spec.conv
    flags = spec.flags
    unsigned = conv in "ouxX"
    value = parse_integer(arg, st, unsigned=unsigned)
    if conv in "di":
        digits = str(abs(value))
    elif conv == "u":
        digits = str(value)
    elif conv == "o":
        digits = f"{value:o}"
    elif conv == "x":
        digits = f"{value:x}"
    else:
        digits = f"{value:X}"
    prec = spec.precision
    if prec is not None:
        if prec == 0 and value == 0:
            digits = ""
        digits = digits.rjust(prec, "0")
    prefix = ""
    if conv in "di":
        if value < 0:
            prefix = "-"
        elif b"+" in flags:
            prefix = "+"
        elif b" " in flags:
            prefix = " "
    elif b"#" in flags:
        if conv == "o" and not digits.startswith("0"):
            digits = "0" + digits
        elif conv in "xX" and value != 0:
            prefix = "0" + conv
    body = (prefix + digits).encode()
    zero = b"0" in flags and prec is None and b"-" not in flags
    return _pad(body, spec.width, b"-" in flags, zero, len(prefix))


def _format_float(spec: _Spec, arg: bytes | None, st: _State) -> bytes:
    conv = spec.conv
    flags = spec.flags
    x = _parse_float(arg, st)
    alt = b"#" in flags
    upper = conv in "FEGA"
    if x.kind != "num":
        digits = "inf" if x.kind == "inf" else "nan"
        if upper:
            digits = digits.upper()
        zero = False
    else:
        digits = longdouble.fmt_finite(x, conv, spec.precision, alt, upper)
        zero = b"0" in flags and b"-" not in flags
    sign = "-" if x.negative else ("+" if b"+" in flags else (" " if b" " in flags else ""))
    sign_len = len(sign)
    if conv in "aA" and x.kind == "num":
        sign_len += 2  # zero padding goes after the 0x
    body = (sign + digits).encode()
    return _pad(body, spec.width, b"-" in flags, zero, sign_len)


_STRFTIME_BUFFER = 128  # bash formats %(...)T into 128 bytes; a longer result prints nothing


def _strftime(fmt: str, seconds: int, clock: PrintfClock) -> bytes:
    """bash's ``strftime`` of ``localtime(seconds)``: a time localtime cannot break down is the epoch."""
    from vshell.lib import glibc_strftime

    if fmt == "":
        fmt = "%X"
    tm = glibc_strftime.localtime(seconds, clock.tzinfo, clock.zone)
    if tm is None:
        tm = glibc_strftime.localtime(0, clock.tzinfo, clock.zone)
        if tm is None:
            return b""
    data = glibc_strftime.strftime(fmt, tm).encode("utf-8", "surrogateescape")
    return b"" if len(data) >= _STRFTIME_BUFFER else data


@dataclass(frozen=True, slots=True)
class PrintfClock:
    """Time sources for ``%(fmt)T``: ``now`` and ``shell_start`` in seconds, ``tz`` seconds -> struct_time, ``zone`` for ``%Z``."""

    now: Callable[[], float] = time.time
    shell_start: float = 0.0
    tz: Callable[[float], time.struct_time] = time.gmtime
    zone: str = "UTC"
    tzinfo: tzinfo | None = None
    """The zone of the script's TZ (``zone_of_tz``); when set it gives the time, %Z and %z."""


def zone_of_tz(value: str | None) -> tzinfo | None:
    """The zone a TZ value names, as glibc's tzset reads it (a zoneinfo file, else a POSIX rule
    string); None when unset or empty (the session's zone)."""
    if not value:
        return None
    from vshell.lib.posixtz import zone_of_value

    return zone_of_value(value)


def printf_format(
    fmt: str | bytes,
    args: list[str] | list[bytes],
    *,
    max_output: int = DEFAULT_MAX_OUTPUT,
    clock: PrintfClock | None = None,
) -> PrintfResult:
    """Run bash's ``printf FORMAT [ARGS...]`` (after option parsing) and return the result.

    ``fmt`` and ``args`` are ``str`` (surrogateescape for raw bytes) or bytes.
    ``max_output`` bounds the bytes produced (and any single field width or
    precision); passing it raises :class:`PrintfLimitError` before anything
    large is allocated.  ``clock`` supplies time for ``%(fmt)T``.
    """
    fmt_b = fmt if isinstance(fmt, bytes) else fmt.encode("utf-8", "surrogateescape")
    args_b = [a if isinstance(a, bytes) else a.encode("utf-8", "surrogateescape") for a in args]
    st = _State(args_b)
    out = bytearray()
    clk = clock or PrintfClock()
    try:
        while True:
            start_pos = st.pos
            _one_pass(fmt_b, st, out, max_output, clk)
            if st.pos >= len(args_b) or st.pos == start_pos:
                break
    except _Stop:
        pass
    return PrintfResult(bytes(out), st.messages, st.status)


def _number_arg(text: bytes, st: _State) -> int | None:
    """A width or precision: ``*`` takes an argument (clamped to int, with bash's warning that names
    the argument after it); a literal past INT_MAX is None (bash then prints nothing for the conversion)."""
    if text == b"*":
        arg = st.next()
        value = parse_integer(arg, st)
        if value > _C_INT_MAX or value < -_C_INT_MAX - 1:
            following = st.args[st.pos] if st.pos < len(st.args) else b""
            st.messages.append(f"warning: {_text(following)}: Numerical result out of range")
            value = max(min(value, _C_INT_MAX), -_C_INT_MAX - 1)
        return value
    value = int(text) if text else 0
    return None if value > _C_INT_MAX else value


def _check_size(value: int, max_output: int) -> None:
    if abs(value) > max_output:
        raise PrintfLimitError(f"printf: field width or precision {value} exceeds the output limit")


def _one_pass(fmt: bytes, st: _State, out: bytearray, max_output: int, clk: PrintfClock) -> None:
    i = 0
    n = len(fmt)
    while i < n:
        if fmt[i] != 0x25:
            # a literal run up to the next unescaped %, with printf's format escapes
            j = i
            while j < n and fmt[j] != 0x25:
                j += 2 if fmt[j] == 0x5C else 1
            decoded, _, warnings = decode_escapes(fmt[i:j], EscapeMode.PRINTF_FORMAT)
            st.messages.extend(warnings)
            out += decoded
            i = j
            continue
        # a conversion
        if i + 1 < n and fmt[i + 1] == 0x25:
            out += b"%"
            i += 2
            continue
        m = _SPEC_RE.match(fmt, i)
        assert m is not None
        spec_end = m.end()
        if spec_end >= n:
            st.messages.append(f"`{_text(fmt[i:spec_end])}': missing format character")
            st.status = 1
            raise _Stop
        conv = chr(fmt[spec_end])
        flags = m.group(1)
        raw_width = _number_arg(m.group(2), st)
        raw_precision = _number_arg(m.group(3), st) if m.group(3) is not None else -1
        if raw_width is None or raw_precision is None:
            # a literal past INT_MAX: bash prints nothing for this conversion but still takes its argument
            i = spec_end + 1
            if conv != "(":
                st.next()
            continue
        width = raw_width
        _check_size(width, max_output)
        precision: int | None = raw_precision if raw_precision >= 0 else None
        if precision is not None and conv not in "sbqQ(":
            _check_size(precision, max_output)  # numbers are padded to the precision: real output
        if width < 0:
            flags += b"-"
            width = -width
        spec = _Spec(flags, width, precision, conv)
        i = spec_end + 1
        if conv == "(":
            close = fmt.find(b")", i)
            if close < 0 or close + 1 >= n or fmt[close + 1] != 0x54:  # ')T'
                st.messages.append("`(': invalid time format specification")
                st.status = 1
                raise _Stop
            tfmt = _text(fmt[i:close])
            i = close + 2
            arg = st.next()
            seconds = -1 if arg is None else parse_integer(arg, st)
            if seconds == -1:
                seconds = int(clk.now())
            elif seconds == -2:
                seconds = int(clk.shell_start)
            body = _strftime(tfmt, seconds, clk)
            if precision is not None:
                body = body[:precision]
            out += _pad(body, width, b"-" in flags)
        elif conv in "diouxX":
            out += _format_int(spec, st.next(), st)
        elif conv in "fFeEgGaA":
            out += _format_float(spec, st.next(), st)
        elif conv == "s":
            body = st.next() or b""
            if precision is not None:
                body = body[:precision]
            out += _pad(body, width, b"-" in flags)
        elif conv == "c":
            arg = st.next()
            body = arg[:1] if arg else b"\0"
            out += _pad(body, width, b"-" in flags)
        elif conv == "b":
            decoded, stopped, warnings = decode_escapes(st.next() or b"", EscapeMode.PRINTF_B)
            st.messages.extend(warnings)
            if precision is not None:
                decoded = decoded[:precision]
            out += _pad(decoded, width, b"-" in flags)
            if stopped:
                raise _Stop
        elif conv == "n":
            st.next()  # bash accepts %n, takes an argument and writes nothing
        elif conv in "qQ":
            raw = st.next() or b""
            if conv == "Q" and precision is not None:
                raw = raw[:precision]
            body = backslash_quote(_text(raw)).encode("utf-8", "surrogateescape")
            if conv == "q" and precision is not None:
                body = body[:precision]
            out += _pad(body, width, b"-" in flags)
        else:
            st.messages.append(f"`{conv}': invalid format character")
            st.status = 1
            raise _Stop
        if len(out) > max_output:
            raise PrintfLimitError(f"printf: output exceeds {max_output} bytes")
