"""C's struct tm for the date commands: localtime and mktime (with its normalisation) over Python zones."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo

from vshell.coreutils.common.civil import CYCLE, YEAR_MAX, YEAR_MIN, localize, wall_seconds
from vshell.lib.posixtz import civil_from_days

_EPOCH = datetime(1970, 1, 1)


@dataclass
class Fields:
    """A broken-down time; ``mon`` counts from 0 as tm_mon does, ``year`` is the full year."""

    year: int
    mon: int
    mday: int
    hour: int
    min: int
    sec: int
    isdst: int = -1
    wday: int = -1
    zone: str = ""
    gmtoff: int = 0

    def same_clock(self, other: Fields) -> bool:
        return (self.year, self.mon, self.mday, self.hour, self.min, self.sec) == (
            other.year, other.mon, other.mday, other.hour, other.min, other.sec)

    def valid(self) -> bool:
        """The fields name a real calendar time (what mktime keeps unchanged in a zone without DST)."""
        wall = _wall(self)
        if wall is None:
            return False
        days, secs = divmod(wall, 86400)
        year, month, day = civil_from_days(days)
        return (year, month - 1, day, secs // 3600, secs // 60 % 60, secs % 60) == (
            self.year, self.mon, self.mday, self.hour, self.min, self.sec)


def localtime(epoch: int, tz: tzinfo | None) -> Fields:
    c = localize(epoch, tz or UTC)
    return Fields(c.year, c.month - 1, c.day, c.hour, c.minute, c.second, 1 if c.isdst else 0,
                  (c.weekday() + 1) % 7, c.name, c.offset)


def _wall(f: Fields) -> int | None:
    """The fields read as UTC seconds, with mktime's carrying (month 13 is next January, day 0 the last
    of the month before); None past glibc's years."""
    wall = wall_seconds(f.year, f.mon, f.mday, f.hour, f.min, f.sec)
    if not YEAR_MIN <= civil_from_days(wall // 86400)[0] <= YEAR_MAX:
        return None
    return wall


def _zone_pick(wall: int, zone: tzinfo, fold: int) -> int:
    """The epoch of wall-clock ``wall`` in ``zone`` (PEP 495 ``fold``), moved by whole 400-year cycles
    into datetime's years and back."""
    year = civil_from_days(wall // 86400)[0]
    k = (year - 9000) // 400 + 1 if year > 9000 else -((400 - year) // 400 + 1) if year < 400 else 0
    naive = _EPOCH + timedelta(seconds=wall - k * CYCLE)
    return int(naive.replace(tzinfo=zone, fold=fold).timestamp()) + k * CYCLE


def mktime(f: Fields, tz: tzinfo | None) -> tuple[int, Fields | None]:
    """(epoch, the normalised fields) for local time ``f`` in ``tz`` (None: UTC); None fields when out of range."""
    wall = _wall(f)
    if wall is None:
        return 0, None
    zone = tz or UTC
    if isinstance(zone, timezone):
        off = zone.utcoffset(None)
        epoch = wall - int(off.total_seconds())
    else:
        picks = [_zone_pick(wall, zone, fold) for fold in (0, 1)]
        epoch = picks[0]
        if picks[0] != picks[1] and f.isdst < 0:
            # A repeated wall-clock time: gnulib's mktime starts its search from offset 0 (the wall
            # time read as UTC) and keeps the first reading it reaches.
            guess = wall - int(localtime(wall, zone).gmtoff)
            if guess in picks:
                epoch = guess
        if f.isdst >= 0:
            for cand in picks:
                if localtime(cand, zone).isdst == f.isdst:
                    epoch = cand
                    break
    try:
        return epoch, localtime(epoch, zone)
    except (OverflowError, OSError, ValueError):
        return 0, None
