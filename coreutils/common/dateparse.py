"""``date -d STRING`` and the other commands that read GNU date strings (touch -d, find -newermt).

The grammar is GNU's (``parsedatetime``); this module names the zone a TZ
value stands for.
"""

from __future__ import annotations

import re
from datetime import UTC, timedelta, timezone, tzinfo

from vshell.coreutils.common.parsedatetime import DateError, Debug, parse_datetime


def parse_date(text: str, now_ns: int, zone: tzinfo, tzstring: str | None = None, *,
               debug: Debug = None) -> tuple[int, int]:
    """(epoch seconds, nanoseconds) of ``text``, relative to the time ``now_ns`` in ``zone`` (TZ ``tzstring``)."""
    return parse_datetime(text, now_ns, zone, tzstring, debug=debug, zone_of=zone_from_tz)


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


__all__ = ["DateError", "parse_date", "zone_from_tz"]
