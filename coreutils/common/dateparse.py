"""``date -d STRING``: GNU parse_datetime's common grammar.

The relative items (``2 days ago``, ``+1 hour``, ``next monday``,
``yesterday``, ``last month``, a bare day name) are taken out with regular
expressions and applied the way GNU applies them: years, months and days to
the calendar fields with mktime's normalisation (Jan 31 + 1 month is Mar 2 or
3), hours, minutes and seconds as elapsed time.  What remains is the
absolute date and time, read by python-dateutil; fields it did not see
are found by parsing twice with different defaults.  ``@SECONDS`` is epoch
time.  Forms GNU rejects and dateutil would guess at (``15.01.2024``,
``Jan 2024``) are refused.  Leftover differences are listed in NOTES.md.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta, timezone, tzinfo

_UNITS = {
    "year": ("years", 1), "month": ("months", 1), "fortnight": ("days", 14), "week": ("days", 7),
    "day": ("days", 1), "hour": ("seconds", 3600), "minute": ("seconds", 60), "min": ("seconds", 60),
    "second": ("seconds", 1), "sec": ("seconds", 1),
}
_UNIT_RE = r"(?:years?|months?|fortnights?|weeks?|days?|hours?|minutes?|mins?|seconds?|secs?)"
_DAY_NAMES = {"sun": 6, "mon": 0, "tue": 1, "tues": 1, "wed": 2, "wednes": 2, "thu": 3, "thur": 3, "thurs": 3,
              "fri": 4, "sat": 5}
_DAY_RE = r"(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat)(?:day)?\.?"
_ORDINALS = {"last": -1, "previous": -1, "this": 0, "next": 1, "first": 1, "third": 3, "fourth": 4, "fifth": 5,
             "sixth": 6, "seventh": 7, "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12}
_ORD_RE = "(?:" + "|".join(_ORDINALS) + ")"

_TIME_THEN_NUMBER = re.compile(r"(\d{1,2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:\s*[ap]\.?m\.?)?)\s*([+-])(\d{1,4})(?![\d:])",
                               re.IGNORECASE)
_UTC_OFFSET = re.compile(r"\b(?:utc|gmt|ut|z)([+-])(\d{1,2})(?::?(\d{2}))?\b", re.IGNORECASE)
_RELATIVE = re.compile(
    rf"(?:(?<=\s)|^)(?:(?P<sign>[+-])\s*)?(?P<num>\d+)?\s*(?P<unit>{_UNIT_RE})\b(?P<ago>\s+ago\b)?"
    rf"|\b(?P<ord>{_ORD_RE})\s+(?P<ounit>{_UNIT_RE}|{_DAY_RE})\b(?P<oago>\s+ago\b)?"
    rf"|\b(?P<word>yesterday|tomorrow|today|now)\b"
    rf"|\b(?P<day>{_DAY_RE})(?=[\s,]|$),?",
    re.IGNORECASE,
)
_BAD_ABSOLUTE = re.compile(r"\d+\.\d+\.\d+|^\d{1,2}\.\d|^[a-z]+$", re.IGNORECASE)

# Zone abbreviations GNU's parser knows (a subset: the common ones).
TZ_ABBREVIATIONS = {
    "UTC": 0, "UT": 0, "GMT": 0, "Z": 0, "WET": 0, "WEST": 3600, "BST": 3600, "CET": 3600, "CEST": 7200,
    "MET": 3600, "MEST": 7200, "EET": 7200, "EEST": 10800, "MSK": 10800, "IST": 19800, "SGT": 28800,
    "JST": 32400, "KST": 32400, "AEST": 36000, "AEDT": 39600, "NZST": 43200, "NZDT": 46800,
    "AST": -14400, "ADT": -10800, "EST": -18000, "EDT": -14400, "CST": -21600, "CDT": -18000,
    "MST": -25200, "MDT": -21600, "PST": -28800, "PDT": -25200, "AKST": -32400, "AKDT": -28800,
    "HST": -36000,
}


_ZONE_IN_TEXT = re.compile(
    r"(?:(?<=\s)|^)([+-]\d{2}:?\d{2}|" + "|".join(sorted(TZ_ABBREVIATIONS, key=len, reverse=True)) + r")(?=\s|$)",
    re.IGNORECASE,
)


def _zone_of(token: str) -> tzinfo:
    upper = token.upper()
    if upper in TZ_ABBREVIATIONS:
        return timezone(timedelta(seconds=TZ_ABBREVIATIONS[upper]))
    sign = -1 if token[0] == "-" else 1
    digits = token[1:].replace(":", "")
    return timezone(sign * timedelta(hours=int(digits[:2]), minutes=int(digits[2:])))


class DateError(ValueError):
    """The string is not a date GNU would accept."""


@dataclass
class _Relative:
    years: int = 0
    months: int = 0
    days: int = 0
    seconds: int = 0
    weekday: int | None = None
    weekday_ordinal: int = 0
    items: int = 0
    notes: list[str] = field(default_factory=list)

    def add(self, unit: str, count: int) -> None:
        key, mult = _UNITS[_unit_key(unit)]
        setattr(self, key, getattr(self, key) + count * mult)
        self.items += 1


def _unit_key(unit: str) -> str:
    u = unit.lower()
    return u[:-1] if u.endswith("s") and u[:-1] in _UNITS else u


def _day_number(word: str) -> int:
    w = word.lower().rstrip(".")
    if w.endswith("day"):
        w = w[:-3]
    return _DAY_NAMES[w]


def _zone_token(sign: str, digits: str) -> str:
    # With a colon, so the relative-item pattern cannot read it as "+0100 hours".
    if len(digits) <= 2:
        return f"{sign}{int(digits):02d}:00"
    return f"{sign}{int(digits) // 100:02d}:{int(digits) % 100:02d}"


def parse_date(text: str, now_ns: int, zone: tzinfo) -> tuple[int, int]:
    """(epoch seconds, nanoseconds) of ``text``, relative to the time ``now_ns`` in ``zone``."""
    now = datetime.fromtimestamp(now_ns // 1_000_000_000, zone)
    s = text.strip()
    m = re.fullmatch(r"@\s*([+-]?\d+)(?:[.,](\d+))?", s)
    if m:
        secs = int(m.group(1))
        frac = (m.group(2) or "").ljust(9, "0")[:9]
        ns = int(frac) if frac else 0
        if secs < 0 and ns:
            secs, ns = secs - 1, 1_000_000_000 - ns
        return secs, ns
    if s.startswith("@"):
        raise DateError(text)
    # After a time of day a signed number is a zone ("00:00 -1" is UTC-1), as in GNU's grammar.
    s = _TIME_THEN_NUMBER.sub(lambda mm: f"{mm.group(1)} {_zone_token(mm.group(2), mm.group(3))}", s)
    s = _UTC_OFFSET.sub(lambda mm: f" {mm.group(1)}{int(mm.group(2)):02d}:{mm.group(3) or '00'}", s)
    rel = _Relative()
    remainder = _RELATIVE.sub(lambda mm: _take_relative(mm, rel), s)
    remainder = re.sub(r"\s+", " ", remainder).strip().strip(",").strip()
    zone_of_text: tzinfo | None = None
    date_seen = False
    if remainder:
        local, zone_of_text, date_seen, _ = _absolute(remainder, now)
        frac = re.search(r":\d\d[.,](\d+)", remainder)  # dateutil keeps only microseconds
        local_ns = int(frac.group(1)[:9].ljust(9, "0")) if frac else local.microsecond * 1000
    elif not s:
        local, local_ns = datetime.combine(now.date(), datetime.min.time()), 0  # date -d "" is midnight
    else:
        local, local_ns = now.replace(tzinfo=None), now_ns % 1_000_000_000
    if rel.weekday is not None and not date_seen:
        # A day name moves forward to that day (GNU ignores it next to a date).
        if not remainder:
            local, local_ns = datetime.combine(local.date(), datetime.min.time()), 0
        wday = (local.weekday() + 1) % 7  # tm_wday: Sunday is 0
        target = (rel.weekday + 1) % 7
        ordinal = rel.weekday_ordinal
        shift = (target - wday + 7) % 7 + 7 * (ordinal - (1 if ordinal > 0 and wday != target else 0))
        local = local + timedelta(days=shift)
    local = local.replace(microsecond=0)
    # Calendar arithmetic with mktime's normalisation.
    month_index = local.month - 1 + rel.months
    year = local.year + rel.years + month_index // 12
    month = month_index % 12 + 1
    try:
        first = date(year, month, 1)
        day = first + timedelta(days=local.day - 1 + rel.days)
    except (OverflowError, ValueError):
        raise DateError(text) from None
    local = datetime.combine(day, local.time())
    aware = local.replace(tzinfo=zone_of_text or zone)
    epoch = int(aware.timestamp()) + rel.seconds
    return epoch, local_ns


def _take_relative(m: re.Match[str], rel: _Relative) -> str:
    if m.group("unit"):
        count = int(m.group("num")) if m.group("num") else 1
        if m.group("sign") == "-":
            count = -count
        if m.group("ago"):
            count = -count
        rel.add(m.group("unit"), count)
    elif m.group("ord"):
        ordinal = _ORDINALS[m.group("ord").lower()]
        target = m.group("ounit")
        if re.fullmatch(_UNIT_RE, target, re.IGNORECASE):
            rel.add(target, -ordinal if m.group("oago") else ordinal)
        else:
            rel.weekday = _day_number(target)
            rel.weekday_ordinal = ordinal
    elif m.group("word"):
        word = m.group("word").lower()
        if word == "yesterday":
            rel.add("day", -1)
        elif word == "tomorrow":
            rel.add("day", 1)
        else:
            rel.items += 1
    elif m.group("day"):
        rel.weekday = _day_number(m.group("day"))
        rel.weekday_ordinal = 0
    return " "


def _absolute(text: str, now: datetime) -> tuple[datetime, tzinfo | None, bool, bool]:
    """(naive local datetime, zone named in the text, date seen, time seen)."""
    zone: tzinfo | None = None
    m = _ZONE_IN_TEXT.search(text)
    if m:
        zone = _zone_of(m.group(1))
        text = (text[: m.start()] + " " + text[m.end() :]).strip()
        if not text:
            return datetime.combine(now.date(), datetime.min.time()), zone, False, False
    if _BAD_ABSOLUTE.search(text):
        raise DateError(text)
    tokens = text.split(" ")
    # A lone number of up to 4 digits is a time of day: HH or HHMM (GNU's "1030"),
    # after a numeric date too ("2024-01-15 1030"), but not after a month name.
    rest_is_numeric_date = len(tokens) == 2 and re.fullmatch(r"\d+[-/]\d+[-/]\d+|\d{8}", tokens[0]) is not None
    if re.fullmatch(r"\d{1,4}", tokens[-1]) and (len(tokens) == 1 or rest_is_numeric_date):
        digits = tokens[-1]
        if len(tokens) > 1 and re.fullmatch(r"\d{1,4}", tokens[-2] or ""):
            raise DateError(text)
        hh, mm = (int(digits), 0) if len(digits) <= 2 else (int(digits[:-2]), int(digits[-2:]))
        if hh > 23 or mm > 59:
            raise DateError(text)
        rest = " ".join(tokens[:-1])
        base = _absolute(rest, now)[0] if rest else datetime.combine(now.date(), datetime.min.time())
        return base.replace(hour=hh, minute=mm, second=0, microsecond=0), zone, bool(rest), True
    today = now.date()
    d1 = datetime(today.year, today.month, today.day, 0, 0, 0)
    d2 = datetime(2003 if today.year != 2003 else 2005, 2 if today.month != 2 else 3, 3 if today.day != 3 else 4,
                  1, 1, 1, 1)
    # Imported here (about 20 ms): find, touch and pr import this module, and only a date needs dateutil.
    from dateutil import parser as du_parser

    try:
        a = du_parser.parse(text, default=d1, tzinfos=TZ_ABBREVIATIONS)
        b = du_parser.parse(text, default=d2, tzinfos=TZ_ABBREVIATIONS)
    except (ValueError, OverflowError, TypeError, du_parser.ParserError):
        raise DateError(text) from None
    year_seen = a.year == b.year
    month_seen = a.month == b.month
    day_seen = a.day == b.day
    date_seen = year_seen or month_seen or day_seen
    time_seen = a.hour == b.hour or a.minute == b.minute
    if date_seen and not day_seen:
        raise DateError(text)  # "Jan 2024": GNU wants a day
    if date_seen and not month_seen:
        raise DateError(text)
    if a.tzinfo is not None:
        off = a.utcoffset()
        zone = timezone(off if off is not None else timedelta(0))
    result = a.replace(tzinfo=None)
    if not time_seen:
        result = result.replace(hour=0, minute=0, second=0, microsecond=0)
    return result, zone, date_seen, time_seen


def zone_from_tz(value: str | None) -> tzinfo:
    """The output zone for a TZ value: a zoneinfo name, a POSIX ``NAME[+-]H[:MM]``, else UTC."""
    from zoneinfo import ZoneInfo

    if not value:
        return UTC
    name = value[1:] if value.startswith(":") else value
    if name in ("UTC", "UTC0", "GMT", "GMT0", "Z", "UCT", "Universal", "Zulu", "Etc/UTC"):
        return timezone(timedelta(0), "UTC" if name.startswith("U") or name in ("Z", "Zulu", "Etc/UTC") else "GMT")
    if not name.startswith("/") and ".." not in name:
        try:
            return ZoneInfo(name)
        except Exception:
            pass
    m = re.fullmatch(r"(<[^>]+>|[A-Za-z]{3,})([+-]?)(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?.*", name)
    if m:
        abbrev = m.group(1).strip("<>")
        seconds = int(m.group(3)) * 3600 + int(m.group(4) or 0) * 60 + int(m.group(5) or 0)
        if m.group(2) != "-":
            seconds = -seconds  # POSIX: hours *west* of UTC
        return timezone(timedelta(seconds=seconds), abbrev)
    abbrev = re.match(r"[A-Za-z]*", name)
    return timezone(timedelta(0), (abbrev.group(0) if abbrev else "") or "UTC")
