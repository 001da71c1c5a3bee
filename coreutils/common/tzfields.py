"""C's struct tm for the date commands: localtime and mktime (with its normalisation) over Python zones."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta, timezone, tzinfo

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
        naive = _naive(self)
        return naive is not None and (naive.year, naive.month - 1, naive.day, naive.hour, naive.minute,
                                      naive.second) == (self.year, self.mon, self.mday, self.hour, self.min, self.sec)


def localtime(epoch: int, tz: tzinfo | None) -> Fields:
    dt = datetime.fromtimestamp(epoch, tz or UTC)
    dst = dt.dst()
    off = dt.utcoffset()
    return Fields(dt.year, dt.month - 1, dt.day, dt.hour, dt.minute, dt.second,
                  1 if dst else 0, (dt.weekday() + 1) % 7, "UTC" if dt.tzname() is None else str(dt.tzname()),
                  int(off.total_seconds()) if off is not None else 0)


def _naive(f: Fields) -> datetime | None:
    """The fields with mktime's carrying (month 13 is next January, day 0 the last of the month before)."""
    years, mon = divmod(f.mon, 12)
    try:
        first = datetime(f.year + years, mon + 1, 1)
        return first + timedelta(days=f.mday - 1, hours=f.hour, minutes=f.min, seconds=f.sec)
    except (OverflowError, ValueError):
        return None


def mktime(f: Fields, tz: tzinfo | None) -> tuple[int, Fields | None]:
    """(epoch, the normalised fields) for local time ``f`` in ``tz`` (None: UTC); None fields when out of range."""
    naive = _naive(f)
    if naive is None:
        return 0, None
    zone = tz or UTC
    if isinstance(zone, timezone):
        off = zone.utcoffset(None)
        epoch = int((naive - _EPOCH).total_seconds()) - int(off.total_seconds())
    else:
        picks = [int(naive.replace(tzinfo=zone, fold=fold).timestamp()) for fold in (0, 1)]
        epoch = picks[0]
        if picks[0] != picks[1] and f.isdst < 0:
            # A repeated wall-clock time: gnulib's mktime starts its search from offset 0 (the wall
            # time read as UTC) and keeps the first reading it reaches.
            wall = int((naive - _EPOCH).total_seconds())
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
