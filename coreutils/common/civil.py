"""Broken-down times for any year glibc's struct tm holds (years -2147481748 to 2147485547).

Python's datetime stops at years 1 and 9999.  Outside them a time is moved by
whole 400-year Gregorian cycles (146097 days, an exact number of weeks) into
datetime's range, its zone's offset read there, and the cycles added back to
the year: a zone's rules beyond its last transition (and its LMT before the
first) repeat with that period.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta, tzinfo
from typing import NamedTuple

from vshell.lib.posixtz import civil_from_days, days_from_civil, is_leap

CYCLE_DAYS = 146097
CYCLE = CYCLE_DAYS * 86400
YEAR_MIN, YEAR_MAX = -2147481748, 2147485547  # INT_MIN + 1900 .. INT_MAX + 1900


class OutOfRange(OverflowError):
    """The time's year does not fit glibc's tm_year."""


class _TimeTuple(NamedTuple):
    tm_yday: int


@dataclass(frozen=True)
class Civil:
    """The parts of an aware datetime that the date formats read, for any year."""

    year: int
    month: int
    day: int
    hour: int
    minute: int
    second: int
    offset: int  # seconds east of UTC
    name: str
    isdst: bool

    def _days(self) -> int:
        return days_from_civil(self.year, self.month, self.day)

    def weekday(self) -> int:
        return (self._days() + 3) % 7  # Monday 0; 1970-01-01 was a Thursday

    def isoweekday(self) -> int:
        return self.weekday() + 1

    def timetuple(self) -> _TimeTuple:
        return _TimeTuple(self._days() - days_from_civil(self.year, 1, 1) + 1)

    def isocalendar(self) -> tuple[int, int, int]:
        days = self._days()
        thursday = days - self.weekday() + 3
        year = civil_from_days(thursday)[0]
        week = (thursday - days_from_civil(year, 1, 1)) // 7 + 1
        return year, week, self.isoweekday()

    def utcoffset(self) -> timedelta:
        return timedelta(seconds=self.offset)

    def tzname(self) -> str:
        return self.name


def _cycles(epoch: int) -> int:
    """How many 400-year cycles to take from ``epoch`` to bring it within years 1-9999 (about)."""
    year = civil_from_days(epoch // 86400)[0]
    if year > 9000:
        return (year - 9000) // 400 + 1
    if year < 400:
        return -((400 - year) // 400 + 1)
    return 0


def localize(epoch: int, zone: tzinfo) -> Civil:
    """The local time of ``epoch`` in ``zone``; :class:`OutOfRange` past glibc's years."""
    k = _cycles(epoch)
    dt = datetime.fromtimestamp(epoch - k * CYCLE, zone)
    off = dt.utcoffset()
    dst = dt.dst()
    name = dt.tzname()
    year = dt.year + 400 * k
    if not YEAR_MIN <= year <= YEAR_MAX:
        raise OutOfRange(epoch)
    return Civil(year, dt.month, dt.day, dt.hour, dt.minute, dt.second,
                 int(off.total_seconds()) if off is not None else 0, "UTC" if name is None else name, bool(dst))


def wall_seconds(year: int, mon0: int, mday: int, hour: int, minute: int, sec: int) -> int:
    """Seconds since the epoch of a wall-clock time read as UTC, with mktime's carrying of every field."""
    years, mon = divmod(mon0, 12)
    return (days_from_civil(year + years, mon + 1, 1) + mday - 1) * 86400 + hour * 3600 + minute * 60 + sec


__all__ = ["CYCLE", "YEAR_MAX", "YEAR_MIN", "Civil", "OutOfRange", "is_leap", "localize", "wall_seconds"]
