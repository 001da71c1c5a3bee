"""GNU ``date +FORMAT``: gnulib nstrftime's conversions and flags, C locale.

Flags ``-`` (no padding), ``_`` (spaces), ``0`` (zeros), ``+`` (zeros and a
sign for years past 9999), ``^`` (upper case), ``#`` (swap case), a field
width, and the ignored ``E``/``O`` modifiers.  Unknown conversions are
copied as written, as GNU does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from vshell.coreutils.common.civil import Civil

DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December")

_SPEC = re.compile(r"%([-_0^#+\0]*)(\d*)([EO]?)(:{0,3}[a-zA-Z%+]|:{0,3})")


@dataclass(frozen=True, slots=True)
class Moment:
    """A local time with its zone abbreviation and the nanoseconds datetime cannot hold."""

    dt: datetime | Civil  # aware, in the output zone
    ns: int  # 0..999_999_999
    epoch: int  # whole seconds since the epoch (floor)
    zone: str


def _offset_parts(dt: datetime | Civil) -> tuple[str, int, int, int]:
    off = dt.utcoffset() or timedelta(0)
    total = int(off.total_seconds())
    sign = "-" if total < 0 else "+"
    total = abs(total)
    return sign, total // 3600, total % 3600 // 60, total % 60


def _iso_week(dt: datetime | Civil) -> tuple[int, int]:
    year, week, _ = dt.isocalendar()
    return year, week


def strftime(fmt: str, m: Moment) -> str:
    """Expand every conversion of ``fmt`` for the moment ``m``."""
    out: list[str] = []
    pos = 0
    while True:
        i = fmt.find("%", pos)
        if i < 0:
            out.append(fmt[pos:])
            break
        out.append(fmt[pos:i])
        match = _SPEC.match(fmt, i)
        assert match is not None
        flags, width_text, _mod, conv = match.groups()
        if conv == "" or (conv.startswith(":") and conv.rstrip(":") == ""):
            # "%" at the end, or an incomplete spec: copied as is.
            if match.end() >= len(fmt) and conv == "":
                out.append(fmt[i:])
                break
            out.append(fmt[i : match.end() + (0 if conv else 1)])
            pos = match.end() + (0 if conv else 1)
            continue
        width = int(width_text) if width_text else None
        piece = _convert(conv, flags, width, m)
        if piece is None:
            out.append(fmt[i : match.end()])
        else:
            out.append(piece)
        pos = match.end()
    return "".join(out)


def _num(value: int, digits: int, flags: str, width: int | None, default_pad: str = "0") -> str:
    pad = default_pad
    for f in flags:
        if f == "-":
            pad = ""
        elif f == "_":
            pad = " "
        elif f in "0+":
            pad = "0"
    neg = value < 0
    text = str(abs(value))
    size = width if width is not None else digits
    if pad == "":
        return ("-" if neg else "") + text
    if neg:
        size -= 1
    if pad == "0":
        text = text.rjust(size, "0")
        return ("-" if neg else "") + text
    return (("-" if neg else "") + text).rjust(size + (1 if neg else 0), " ")


def _text(value: str, flags: str, width: int | None, swap_to_upper: bool = True) -> str:
    if "^" in flags:
        value = value.upper()
    elif "#" in flags:
        value = value.upper() if swap_to_upper else value.lower()
    if width is not None and len(value) < width:
        pad = "0" if ("0" in flags and "_" not in flags) else " "
        if "-" not in flags:
            value = value.rjust(width, pad)
    return value


def _convert(conv: str, flags: str, width: int | None, m: Moment) -> str | None:
    dt = m.dt
    c = conv
    if c == "%":
        return "%" if not flags and width is None else None
    if c == "n":
        return "\n"
    if c == "t":
        return "\t"
    if c in ("a", "A"):
        name = DAYS[dt.weekday()]
        return _text(name[:3] if c == "a" else name, flags, width)
    if c in ("b", "h", "B"):
        name = MONTHS[dt.month - 1]
        return _text(name if c == "B" else name[:3], flags, width)
    if c == "p":
        return _text("AM" if dt.hour < 12 else "PM", flags, width, swap_to_upper=False)
    if c == "P":
        return _text("am" if dt.hour < 12 else "pm", flags, width)
    if c == "Z":
        return _text(m.zone, flags, width, swap_to_upper=False)
    if c == "Y" and flags == "\0":
        return str(dt.year)  # %c's year is not padded
    composite = {"c": "%a %b %e %H:%M:%S %\0Y", "D": "%m/%d/%y", "x": "%m/%d/%y", "F": "%+4Y-%m-%d", "r": "%I:%M:%S %p",
                 "R": "%H:%M", "T": "%H:%M:%S", "X": "%H:%M:%S"}
    if c in composite:
        return _text(strftime(composite[c], m), flags, width)
    numeric: dict[str, tuple[int, int, str]] = {
        "C": (_century(dt.year), 2, "0"),
        "d": (dt.day, 2, "0"),
        "e": (dt.day, 2, " "),
        "g": (abs(_iso_week(dt)[0]) % 100, 2, "0"),
        "G": (_iso_week(dt)[0], 4, "0"),
        "H": (dt.hour, 2, "0"),
        "I": ((dt.hour % 12) or 12, 2, "0"),
        "j": (dt.timetuple().tm_yday, 3, "0"),
        "k": (dt.hour, 2, " "),
        "l": ((dt.hour % 12) or 12, 2, " "),
        "m": (dt.month, 2, "0"),
        "M": (dt.minute, 2, "0"),
        "q": ((dt.month - 1) // 3 + 1, 1, "0"),
        "s": (m.epoch, 1, "0"),
        "S": (dt.second, 2, "0"),
        "u": (dt.isoweekday(), 1, "0"),
        "U": ((dt.timetuple().tm_yday + 6 - (dt.isoweekday() % 7)) // 7, 2, "0"),
        "V": (_iso_week(dt)[1], 2, "0"),
        "w": (dt.isoweekday() % 7, 1, "0"),
        "W": ((dt.timetuple().tm_yday + 6 - (dt.weekday())) // 7, 2, "0"),
        "y": (abs(dt.year) % 100, 2, "0"),
        "Y": (dt.year, 4, "0"),
    }
    if c in numeric:
        value, digits, pad = numeric[c]
        if c == "C" and dt.year < 0:
            return "-" + _num(-value, digits - 1 if width is None else max(width - 1, 0), flags, None, pad)
        if c == "Y" and "+" in flags:
            # %+4Y (inside %F): zero padded to 4, with a "+" only when wider than that
            size = width or 4
            if value < 0:
                return "-" + str(-value).rjust(size - 1, "0")
            if size > 4 or value > 9999:
                return "+" + str(value).rjust(size - 1, "0")
            return str(value).rjust(4, "0")
        if c == "s" and width is not None and "-" not in flags and "_" not in flags:
            return _num(value, digits, flags + "0", width)
        return _num(value, digits, flags, width, pad)
    if c == "N":
        digits = width if width is not None else 9
        text = f"{m.ns:09d}"[:digits] if digits <= 9 else f"{m.ns:09d}".ljust(digits, "0")
        if "_" in flags:
            # GNU blanks the trailing zeros of a space-padded %N, keeping one digit
            kept = text.rstrip("0") or "0"
            text = kept.ljust(len(text), " ")
        return text
    if c.endswith("z"):
        sign, hh, mm, ss = _offset_parts(dt)
        colons = len(c) - 1
        if colons == 0:
            return _num_sign(sign, hh * 100 + mm, flags, width)
        if colons == 1:
            return f"{sign}{hh:02d}:{mm:02d}"
        if colons == 2:
            return f"{sign}{hh:02d}:{mm:02d}:{ss:02d}"
        if ss:
            return f"{sign}{hh:02d}:{mm:02d}:{ss:02d}"
        if mm:
            return f"{sign}{hh:02d}:{mm:02d}"
        return f"{sign}{hh:02d}"
    return None


def _century(year: int) -> int:
    """%C as gnulib computes it from tm_year with C's truncating division (its sign comes from the year)."""
    tm_year = year - 1900
    quotient = -(-tm_year // 100) if tm_year < 0 else tm_year // 100
    century = quotient + 19
    if tm_year - quotient * 100 < 0 and century > 0:
        century -= 1
    return abs(century) if year < 0 else century


def _num_sign(sign: str, value: int, flags: str, width: int | None) -> str:
    """%z is a signed number hhmm: zero padded to 4 digits, or as the flags say."""
    text = str(value)
    pad = "0"
    for f in flags:
        pad = "" if f == "-" else (" " if f == "_" else ("0" if f in "0+" else pad))
    if pad == "":
        return sign + text
    size = width if width is not None else 5
    if pad == "0":
        return sign + text.rjust(size - 1, "0")
    return (sign + text).rjust(size, " ")
