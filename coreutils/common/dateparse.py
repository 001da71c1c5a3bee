"""``date -d STRING`` and the other commands that read GNU date strings (touch -d, find -newermt).

The grammar is GNU's (``parsedatetime``); this module names the zone a TZ
value stands for.
"""

from __future__ import annotations

from datetime import UTC, tzinfo

from vshell.coreutils.common.parsedatetime import DateError, Debug, parse_datetime
from vshell.lib.posixtz import zone_of_value


def parse_date(text: str, now_ns: int, zone: tzinfo, tzstring: str | None = None, *,
               debug: Debug = None) -> tuple[int, int]:
    """(epoch seconds, nanoseconds) of ``text``, relative to the time ``now_ns`` in ``zone`` (TZ ``tzstring``)."""
    return parse_datetime(text, now_ns, zone, tzstring, debug=debug, zone_of=zone_from_tz)


def zone_from_tz(value: str | None) -> tzinfo:
    """The output zone for a TZ value, as glibc's tzset reads it (unset or empty: UTC)."""
    if not value:
        return UTC
    return zone_of_value(value)


__all__ = ["DateError", "parse_date", "zone_from_tz"]
