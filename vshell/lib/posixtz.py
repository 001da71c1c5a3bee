"""The zone a TZ value names, read the way glibc's tzset reads it.

glibc first looks for a zoneinfo file of that name (a leading ``:`` is
dropped); failing that it reads the POSIX form ``std offset [dst [offset]
[,start[/time],end[/time]]]``, whose rules are ``Jn`` (day 1-365, February
29th never counted), ``n`` (day 0-365) or ``Mm.w.d`` (day ``d`` of week
``w`` of month ``m``, week 5 the last).  What it cannot read keeps what was
read so far: a name without an offset is UTC under that name, anything else
UTC with an empty name.  A dst name with no rule takes the US rule
(M3.2.0,M11.1.0).  :class:`PosixZone` answers as ``__tz_compute`` does: the
two changes are found for the UTC year of the instant, and DST is on between
them (around them when the start falls after the end, south of the equator).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo

_EPOCH = datetime(1970, 1, 1)
_DAY = 86400
_CUM = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365)
_UTC_NAMES = ("UTC", "UTC0", "GMT", "GMT0", "Z", "UCT", "Universal", "Zulu", "Etc/UTC")


def days_from_civil(year: int, month: int, day: int) -> int:
    """Days since 1970-01-01 of a proleptic-Gregorian date (any year, month 1-12)."""
    y = year - (month <= 2)
    era = y // 400
    yoe = y - era * 400
    doy = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + day - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def civil_from_days(days: int) -> tuple[int, int, int]:
    """(year, month 1-12, day) of a day count since 1970-01-01, proleptic Gregorian."""
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    day = doy - (153 * mp + 2) // 5 + 1
    month = mp + 3 if mp < 10 else mp - 9
    return yoe + era * 400 + (month <= 2), month, day


def is_leap(year: int) -> bool:
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


@dataclass
class _Rule:
    name: str = ""
    offset: int = 0  # seconds east of UTC
    kind: str = "J0"  # J0 (n), J1 (Jn), M, or "never" (an unreadable Mm.w.d)
    d: int = 0
    m: int = 0
    n: int = 0
    secs: int = 0

    def change(self, year: int) -> int:
        """The epoch second glibc's compute_change gives this rule's change in ``year``: counted from
        1970-01-01 for any year up to 1970, and with the days to the year's start in a 32-bit int
        (it wraps past year 5,881,580)."""
        days = days_from_civil(year, 1, 1) if year > 1970 else 0
        t = ((days + (1 << 31)) % (1 << 32) - (1 << 31)) * _DAY
        if self.kind == "J1":
            t += (self.d - 1) * _DAY + (_DAY if self.d >= 60 and is_leap(year) else 0)
        elif self.kind == "J0":
            t += self.d * _DAY
        else:
            leap = 1 if is_leap(year) else 0
            before = _CUM[self.m - 1] + (leap if self.m > 2 else 0)
            length = _CUM[self.m] - _CUM[self.m - 1] + (leap if self.m == 2 else 0)
            dow = (days_from_civil(year, self.m, 1) + 4) % 7
            d = (self.d - dow) % 7
            for _ in range(1, self.n):
                if d + 7 >= length:
                    break
                d += 7
            t += (before + d) * _DAY
        return t - self.offset + self.secs


class _Reader:
    def __init__(self, text: str) -> None:
        self.s = text
        self.i = 0

    def peek(self) -> str:
        return self.s[self.i] if self.i < len(self.s) else ""

    def number(self) -> int | None:
        m = re.compile(r"\d+").match(self.s, self.i)
        if m is None:
            return None
        self.i = m.end()
        return int(m.group(0))

    def hms(self) -> tuple[int, int, int] | None:
        """``hh[:mm[:ss]]`` as sscanf's ``%hu:%hu:%hu`` reads it (None when no hours)."""
        m = re.compile(r"(\d+)(?::(\d+)(?::(\d+))?)?").match(self.s, self.i)
        if m is None:
            return None
        self.i = m.end()
        return int(m.group(1)) % 65536, int(m.group(2) or 0) % 65536, int(m.group(3) or 0) % 65536

    def name(self, rule: _Rule) -> bool:
        m = re.compile(r"[A-Za-z]{3,}|<([A-Za-z0-9+-]{3,})>").match(self.s, self.i)
        if m is None:
            return False
        rule.name = m.group(1) if m.group(1) is not None else m.group(0)
        self.i = m.end()
        return True

    def offset(self, rule: _Rule, std: _Rule | None) -> bool:
        c = self.peek()
        if std is None and (c == "" or (c not in "+-" and not c.isdigit())):
            return False
        sign = -1
        if c in ("+", "-"):
            sign = 1 if c == "-" else -1
            self.i += 1
        parts = self.hms()
        if parts is None:
            rule.offset = 0 if std is None else std.offset + 3600
            return std is not None
        hh, mm, ss = parts
        rule.offset = sign * (min(ss, 59) + min(mm, 59) * 60 + min(hh, 24) * 3600)
        return True

    def rule(self, rule: _Rule, first: bool) -> bool:
        if self.peek() == ",":
            self.i += 1
        c = self.peek()
        if c == "J" or c.isdigit():
            rule.kind = "J1" if c == "J" else "J0"
            if c == "J":
                self.i += 1
                if not self.peek().isdigit():
                    return False
            d = self.number()
            if d is None or d > 365 or (rule.kind == "J1" and d == 0):
                return False
            rule.d = d
        elif c == "M":
            rule.kind = "M"
            m = re.compile(r"M(\d+)\.(\d+)\.(\d+)").match(self.s, self.i)
            if m is None:
                return False
            mm, nn, dd = (int(g) % 65536 for g in m.groups())
            if not (1 <= mm <= 12 and 1 <= nn <= 5 and dd <= 6):
                rule.kind = "never"  # glibc keeps the bad month and reads past its table: no DST seen
                return False
            rule.m, rule.n, rule.d = mm, nn, dd
            self.i = m.end()
        elif c == "":
            rule.kind = "M"
            rule.m, rule.n, rule.d = (3, 2, 0) if first else (11, 1, 0)
        else:
            return False
        c = self.peek()
        if c not in ("", "/", ","):
            return False
        if c == "/":
            self.i += 1
            if self.peek() == "":
                return False
            negative = self.peek() == "-"
            self.i += negative
            parts = self.hms() or (2, 0, 0)
            rule.secs = (-1 if negative else 1) * (parts[0] * 3600 + parts[1] * 60 + parts[2])
        else:
            rule.secs = 7200
        return True


class PosixZone(tzinfo):
    """A zone from a POSIX TZ rule string (or what glibc kept of an unreadable one)."""

    def __init__(self, std: _Rule, dst: _Rule, key: str) -> None:
        self.std = std
        self.dst_rule = dst
        self.key = key

    def __repr__(self) -> str:
        return f"PosixZone({self.key!r})"

    def is_dst_at(self, epoch: int) -> bool:
        if "never" in (self.std.kind, self.dst_rule.kind):
            return False
        year = civil_from_days(epoch // _DAY)[0]
        start, end = self.std.change(year), self.dst_rule.change(year)
        if start > end:
            return epoch < end or epoch >= start
        return start <= epoch < end

    def offset_at(self, epoch: int) -> tuple[int, bool]:
        dst = self.is_dst_at(epoch)
        return (self.dst_rule if dst else self.std).offset, dst

    def _local(self, dt: datetime | None) -> tuple[int, bool]:
        """(offset, is DST) for a wall-clock time; ``fold`` picks in a repeated or skipped hour as PEP 495 says."""
        if dt is None:
            return self.std.offset, False
        wall = (dt.replace(tzinfo=None) - _EPOCH) // timedelta(seconds=1)
        fits = []
        for off in sorted({self.std.offset, self.dst_rule.offset}, reverse=True):
            got = self.offset_at(wall - off)
            if got[0] == off:
                fits.append(got)
        if len(fits) == 2:
            return fits[dt.fold]
        if fits:
            return fits[0]
        low = min(self.std.offset, self.dst_rule.offset)
        high = max(self.std.offset, self.dst_rule.offset)
        return self.offset_at(wall - (high if dt.fold == 0 else low))

    def utcoffset(self, dt: datetime | None) -> timedelta:
        return timedelta(seconds=self._local(dt)[0])

    def dst(self, dt: datetime | None) -> timedelta:
        off, dst = self._local(dt)
        return timedelta(seconds=off - self.std.offset) if dst else timedelta(0)

    def tzname(self, dt: datetime | None) -> str:
        return (self.dst_rule if self._local(dt)[1] else self.std).name

    def fromutc(self, dt: datetime) -> datetime:
        epoch = (dt.replace(tzinfo=None) - _EPOCH) // timedelta(seconds=1)
        off, _ = self.offset_at(epoch)
        local = dt + timedelta(seconds=off)
        other = self.dst_rule.offset if off == self.std.offset else self.std.offset
        if other != off and other > off and self.offset_at(epoch + off - other)[0] == other:
            return local.replace(fold=1)  # the second time this wall clock is shown
        return local


def parse_posix_tz(text: str) -> PosixZone:
    """The zone glibc's ``__tzset_parse_tz`` makes of ``text`` (never fails: unreadable parts are UTC)."""
    std, dst = _Rule(), _Rule()
    r = _Reader(text)
    if r.name(std) and r.offset(std, None):
        if r.peek() != "":
            if r.name(dst):
                r.offset(dst, std)
            if r.rule(std, True):
                r.rule(dst, False)
        else:
            dst.name, dst.offset = std.name, std.offset
    return PosixZone(std, dst, text)


def zone_of_value(value: str) -> tzinfo:
    """The zone of a set, non-empty TZ value: a zoneinfo file of that name, else a POSIX rule string."""
    name = value[1:] if value.startswith(":") else value
    if not name or name in _UTC_NAMES:
        if name in ("GMT", "GMT0"):
            return timezone(timedelta(0), "GMT")
        return UTC
    if not name.startswith("/") and ".." not in name.split("/"):
        from zoneinfo import ZoneInfo

        try:
            return ZoneInfo(name)
        except Exception:
            pass
    return parse_posix_tz(name)


__all__ = ["PosixZone", "civil_from_days", "days_from_civil", "is_leap", "parse_posix_tz", "zone_of_value"]
