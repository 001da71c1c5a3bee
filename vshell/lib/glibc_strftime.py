"""glibc 2.36's ``strftime`` in the C locale, for any year a ``struct tm`` holds: bash's ``%(fmt)T``.

Python's ``time.strftime`` and ``datetime`` stop at years 1 and 9999; bash hands
glibc a ``struct tm`` from ``localtime`` for years -2147481748 to 2147485547.
What glibc does, measured through GNU bash 5.2 on Debian 12:

* flags ``_`` ``-`` ``0`` (the last one wins), ``^`` (upper case), ``#``
  (swap case: upper for names, lower for ``%p`` and ``%Z``), a width, then
  ``E`` or ``O``; a modifier a conversion does not take, an unknown
  conversion or a ``%`` at the end prints the directive's text, padded;
* numbers pad to their digits (``%Y``, ``%C``, ``%G``, ``%s``, ``%u``,
  ``%w``: one) or to the width when it is larger, with zeros after the sign
  (``_`` spaces, ``-`` none); ``%e %k %l`` pad with spaces;
* years are ``tm_year + 1900`` in a 32-bit int (it wraps near INT_MAX),
  ``%C`` rounds down (-1 is century -1), ``%y`` and ``%g`` are the year
  modulo 100 (year -1 is 99); ``%z`` is the sign (padded alone to the width)
  then the hours and minutes of the offset, seconds dropped;
* text fields pad with spaces to the width (zeros with ``0``);
* ``%c %D %F %r %R %T %x %X`` format their C-locale expansion and pad it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, tzinfo

from vshell.lib.posixtz import PosixZone, civil_from_days, days_from_civil, is_leap

YEAR_MIN, YEAR_MAX = -2147481748, 2147485547  # INT_MIN + 1900 .. INT_MAX + 1900
_WIDTH_CAP = 4096  # a wider field is cut here: bash keeps no result of 128 bytes or more anyway
_CYCLE = 146097 * 86400  # 400 Gregorian years: a zone's rules repeat with this period

_DAYS = ("Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday")
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August", "September",
           "October", "November", "December")
_SUBFORMATS = {"c": "%a %b %e %H:%M:%S %Y", "D": "%m/%d/%y", "F": "%Y-%m-%d", "r": "%I:%M:%S %p",
               "R": "%H:%M", "T": "%H:%M:%S", "x": "%m/%d/%y", "X": "%H:%M:%S"}
# the modifiers each conversion takes (glibc jumps to bad_format for the others)
_TAKES_E = set("cCnprRsStTuxXyYzZ%")
_TAKES_O = set("bBCdeghGHIjklmMnprRsStTuUVwWyzZ%")


@dataclass(frozen=True, slots=True)
class Tm:
    """A broken-down time as glibc's ``struct tm`` holds it (``year`` is the full year)."""

    year: int
    mon: int  # 0-11
    mday: int
    hour: int
    minute: int
    sec: int
    wday: int  # Sunday 0
    yday: int  # 0-365
    gmtoff: int
    zone: str
    seconds: int  # what %s prints (mktime of this time)


def _wrap32(n: int) -> int:
    return (n + (1 << 31)) % (1 << 32) - (1 << 31)


def localtime(seconds: int, zone: tzinfo | None, name: str = "UTC") -> Tm | None:
    """``localtime(seconds)`` in ``zone`` (None: UTC called ``name``); None where glibc's fails."""
    if zone is None:
        return _breakdown(seconds, 0, name)
    year = civil_from_days(seconds // 86400)[0]
    if isinstance(zone, PosixZone):
        if not YEAR_MIN <= year <= YEAR_MAX:
            return None  # glibc breaks a rule string's time down in UTC first
        offset, dst = zone.offset_at(seconds)
        return _breakdown(seconds, offset, (zone.dst_rule if dst else zone.std).name)
    k = (year - 9000) // 400 + 1 if year > 9000 else (-((400 - year) // 400 + 1) if year < 400 else 0)
    try:
        dt = datetime.fromtimestamp(seconds - k * _CYCLE, zone)
    except (OverflowError, OSError, ValueError):
        return None
    year = dt.year + 400 * k
    if not YEAR_MIN <= year <= YEAR_MAX:
        return None
    off = dt.utcoffset()
    local_days = days_from_civil(year, dt.month, dt.day)
    return Tm(year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second, (local_days + 4) % 7,
              local_days - days_from_civil(year, 1, 1), int(off.total_seconds()) if off is not None else 0,
              dt.tzname() or "", seconds)


def _breakdown(seconds: int, offset: int, name: str) -> Tm | None:
    days, rest = divmod(seconds + offset, 86400)
    year, month, day = civil_from_days(days)
    if not YEAR_MIN <= year <= YEAR_MAX:
        return None
    return Tm(year, month - 1, day, rest // 3600, rest // 60 % 60, rest % 60, (days + 4) % 7,
              days - days_from_civil(year, 1, 1), offset, name, seconds)


def _iso_week_days(yday: int, wday: int) -> int:
    """Days since the Monday of the ISO week 1 that ``yday`` counts from (glibc's iso_week_days)."""
    big_enough_multiple_of_7 = (366 // 7 + 2) * 7
    return yday - (yday - wday + 4 + big_enough_multiple_of_7) % 7 + 3


def _iso(tm: Tm) -> tuple[int, int]:
    """The ISO year's adjustment (-1, 0, 1) and the days into its first week."""
    days = _iso_week_days(tm.yday, tm.wday)
    if days < 0:
        return -1, _iso_week_days(tm.yday + 365 + is_leap(tm.year - 1), tm.wday)
    d = _iso_week_days(tm.yday - (365 + is_leap(tm.year)), tm.wday)
    return (1, d) if d >= 0 else (0, days)


def _pad(text: str, width: int, pad: str) -> str:
    if width > len(text):
        return ("0" if pad == "0" else " ") * (width - len(text)) + text
    return text


def _number(value: int, digits: int, width: int, pad: str) -> str:
    body = str(abs(value))
    sign = "-" if value < 0 else ""
    if pad != "-":
        digits = max(digits, width)
        padding = digits - len(sign) - len(body)
        if padding > 0:
            width = max(width - padding, 0)
            text = " " * padding + sign + body if pad == "_" else sign + "0" * padding + body
            return _pad(text, width, pad)
    return _pad(sign + body, width, pad)


def _text(text: str, width: int, pad: str, upper: bool, lower: bool) -> str:
    if lower:
        text = text.lower()
    elif upper:
        text = text.upper()
    return _pad(text, width, pad)


def _numeric(conv: str, tm: Tm) -> tuple[int, int] | None:
    """(digits, value) of a numeric conversion, None for the others."""
    hour12 = tm.hour % 12 or 12
    full_year = _wrap32(tm.year)
    table = {"d": (2, tm.mday), "H": (2, tm.hour), "I": (2, hour12), "j": (3, tm.yday + 1), "m": (2, tm.mon + 1),
             "M": (2, tm.minute), "S": (2, tm.sec), "u": (1, (tm.wday + 6) % 7 + 1), "w": (1, tm.wday),
             "U": (2, (tm.yday - tm.wday + 7) // 7), "W": (2, (tm.yday - (tm.wday + 6) % 7 + 7) // 7),
             "Y": (1, full_year), "y": (2, (tm.year - 1900) % 100), "s": (1, tm.seconds),
             "C": (1, int(full_year / 100) - (1 if full_year % 100 and full_year < 0 else 0))}
    if conv in table:
        return table[conv]
    if conv in "gGV":
        adjust, days = _iso(tm)
        year = _wrap32(tm.year + adjust)
        if conv == "G":
            return 1, year
        if conv == "g":
            return 2, year % 100
        return 2, days // 7 + 1
    return None


def strftime(fmt: str, tm: Tm) -> str:
    """``fmt`` formatted as glibc's strftime formats it for ``tm`` in the C locale."""
    out: list[str] = []
    i, n = 0, len(fmt)
    while i < n:
        c = fmt[i]
        if c != "%":
            out.append(c)
            i += 1
            continue
        start = i
        i += 1
        pad, upper, swap = "", False, False
        while i < n and fmt[i] in "_-0^#":
            f = fmt[i]
            if f == "^":
                upper = True
            elif f == "#":
                swap = True
            else:
                pad = f
            i += 1
        width = 0
        while i < n and fmt[i].isdigit():
            width = min(width * 10 + int(fmt[i]), _WIDTH_CAP)
            i += 1
        modifier = ""
        if i < n and fmt[i] in "EO":
            modifier = fmt[i]
            i += 1
        conv = fmt[i] if i < n else ""
        i += 1
        if (conv == "" or (modifier == "E" and conv not in _TAKES_E) or (modifier == "O" and conv not in _TAKES_O)):
            out.append(_pad(fmt[start:i] if conv else fmt[start:], width, pad))
            continue
        out.append(_directive(conv, tm, width, pad, upper, swap, fmt[start:i]))
    return "".join(out)


def _directive(conv: str, tm: Tm, width: int, pad: str, upper: bool, swap: bool, text: str) -> str:
    numeric = _numeric(conv, tm)
    if numeric is not None:
        return _number(numeric[1], numeric[0], width, pad)
    if conv in "ekl":
        value = tm.mday if conv == "e" else (tm.hour if conv == "k" else tm.hour % 12 or 12)
        return _number(value, 2, width, pad or "_")
    if conv in "aA":
        name = _DAYS[tm.wday]
        return _text(name[:3] if conv == "a" else name, width, pad, upper or swap, False)
    if conv in "bBh":
        name = _MONTHS[tm.mon]
        return _text(name if conv == "B" else name[:3], width, pad, upper or swap, False)
    if conv in "pP":
        return _text("AM" if tm.hour < 12 else "PM", width, pad, upper, swap or conv == "P")
    if conv == "Z":
        return _text(tm.zone, width, pad, upper, swap)
    if conv in _SUBFORMATS:
        return _text(strftime(_SUBFORMATS[conv], tm), width, pad, upper, False)
    if conv in "nt%":
        return _pad({"n": "\n", "t": "\t"}.get(conv, "%"), width, pad)
    if conv == "z":
        minutes = abs(tm.gmtoff) // 60
        sign = _pad("-" if tm.gmtoff < 0 else "+", width, pad)
        return sign + _number(minutes // 60 * 100 + minutes % 60, 4, width, pad)
    return _pad(text, width, pad)


__all__ = ["YEAR_MAX", "YEAR_MIN", "Tm", "localtime", "strftime"]
