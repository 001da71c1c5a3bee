"""GNU's date-string grammar (gnulib parse-datetime, as coreutils 9.1 uses it), with its --debug report.

The lexer and the items follow parse-datetime.y: numbers with their digit
counts and signs, words looked up in GNU's tables (months, days, units,
ordinals, zone abbreviations, military letters), parenthesised comments
skipped.  Items are read left to right as the LALR parser reads them, taking
the longer reading where the grammar has a choice, and each one is reported
as soon as it is complete.  The result is computed as parse_datetime_body
does: calendar fields through mktime's normalisation, the day of the week,
relative years/months/days, the zone, then relative hours/minutes/seconds.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import tzinfo

from vshell.coreutils.common.tzfields import Fields, localtime, mktime

Debug = Callable[[str], None] | None

MER_AM, MER_PM, MER_24 = 0, 1, 2
_SPACE = " \t\n\v\f\r"


class DateError(ValueError):
    """The string is not a date GNU would accept."""


@dataclass
class Tok:
    kind: str  # UNUMBER SNUMBER UDECIMAL SDECIMAL, a table type (MONTH DAY ZONE ...), a character, "" at the end
    value: int = 0
    digits: int = 0
    negative: bool = False
    ns: int = 0


_MONTHS_DAYS = [
    ("JANUARY", "MONTH", 1), ("FEBRUARY", "MONTH", 2), ("MARCH", "MONTH", 3), ("APRIL", "MONTH", 4),
    ("MAY", "MONTH", 5), ("JUNE", "MONTH", 6), ("JULY", "MONTH", 7), ("AUGUST", "MONTH", 8),
    ("SEPTEMBER", "MONTH", 9), ("SEPT", "MONTH", 9), ("OCTOBER", "MONTH", 10), ("NOVEMBER", "MONTH", 11),
    ("DECEMBER", "MONTH", 12), ("SUNDAY", "DAY", 0), ("MONDAY", "DAY", 1), ("TUESDAY", "DAY", 2),
    ("TUES", "DAY", 2), ("WEDNESDAY", "DAY", 3), ("WEDNES", "DAY", 3), ("THURSDAY", "DAY", 4),
    ("THUR", "DAY", 4), ("THURS", "DAY", 4), ("FRIDAY", "DAY", 5), ("SATURDAY", "DAY", 6),
]
_MERIDIANS = {"AM": MER_AM, "A.M.": MER_AM, "PM": MER_PM, "P.M.": MER_PM}
_UNITS = {"YEAR": ("YEAR_UNIT", 1), "MONTH": ("MONTH_UNIT", 1), "FORTNIGHT": ("DAY_UNIT", 14),
          "WEEK": ("DAY_UNIT", 7), "DAY": ("DAY_UNIT", 1), "HOUR": ("HOUR_UNIT", 1), "MINUTE": ("MINUTE_UNIT", 1),
          "MIN": ("MINUTE_UNIT", 1), "SECOND": ("SEC_UNIT", 1), "SEC": ("SEC_UNIT", 1)}
_RELATIVE = {"TOMORROW": ("DAY_SHIFT", 1), "YESTERDAY": ("DAY_SHIFT", -1), "TODAY": ("DAY_SHIFT", 0),
             "NOW": ("DAY_SHIFT", 0), "LAST": ("ORDINAL", -1), "THIS": ("ORDINAL", 0), "NEXT": ("ORDINAL", 1),
             "FIRST": ("ORDINAL", 1), "THIRD": ("ORDINAL", 3), "FOURTH": ("ORDINAL", 4), "FIFTH": ("ORDINAL", 5),
             "SIXTH": ("ORDINAL", 6), "SEVENTH": ("ORDINAL", 7), "EIGHTH": ("ORDINAL", 8), "NINTH": ("ORDINAL", 9),
             "TENTH": ("ORDINAL", 10), "ELEVENTH": ("ORDINAL", 11), "TWELFTH": ("ORDINAL", 12),
             "AGO": ("AGO", -1), "HENCE": ("AGO", 1)}
_H = 3600
_UNIVERSAL = {"GMT": ("ZONE", 0), "UT": ("ZONE", 0), "UTC": ("ZONE", 0)}
# GNU's zone abbreviations: (type, offset of the standard time; a DAYZONE adds an hour).
ZONES: dict[str, tuple[str, int]] = {
    "WET": ("ZONE", 0), "WEST": ("DAYZONE", 0), "BST": ("DAYZONE", 0), "ART": ("ZONE", -3 * _H),
    "BRT": ("ZONE", -3 * _H), "BRST": ("DAYZONE", -3 * _H), "NST": ("ZONE", -(3 * _H + 1800)),
    "NDT": ("DAYZONE", -(3 * _H + 1800)), "AST": ("ZONE", -4 * _H), "ADT": ("DAYZONE", -4 * _H),
    "CLT": ("ZONE", -4 * _H), "CLST": ("DAYZONE", -4 * _H), "EST": ("ZONE", -5 * _H), "EDT": ("DAYZONE", -5 * _H),
    "CST": ("ZONE", -6 * _H), "CDT": ("DAYZONE", -6 * _H), "MST": ("ZONE", -7 * _H), "MDT": ("DAYZONE", -7 * _H),
    "PST": ("ZONE", -8 * _H), "PDT": ("DAYZONE", -8 * _H), "AKST": ("ZONE", -9 * _H),
    "AKDT": ("DAYZONE", -9 * _H), "HST": ("ZONE", -10 * _H), "HAST": ("ZONE", -10 * _H),
    "HADT": ("DAYZONE", -10 * _H), "SST": ("ZONE", -12 * _H), "WAT": ("ZONE", _H), "CET": ("ZONE", _H),
    "CEST": ("DAYZONE", _H), "MET": ("ZONE", _H), "MEZ": ("ZONE", _H), "MEST": ("DAYZONE", _H),
    "MESZ": ("DAYZONE", _H), "EET": ("ZONE", 2 * _H), "EEST": ("DAYZONE", 2 * _H), "CAT": ("ZONE", 2 * _H),
    "SAST": ("ZONE", 2 * _H), "EAT": ("ZONE", 3 * _H), "MSK": ("ZONE", 3 * _H), "MSD": ("DAYZONE", 3 * _H),
    "IST": ("ZONE", 5 * _H + 1800), "SGT": ("ZONE", 8 * _H), "KST": ("ZONE", 9 * _H), "JST": ("ZONE", 9 * _H),
    "GST": ("ZONE", 10 * _H), "NZST": ("ZONE", 12 * _H), "NZDT": ("DAYZONE", 12 * _H),
}
_MILITARY = {chr(ord("A") + i): ("ZONE", (i + 1) * _H) for i in range(9)}
# coreutils 9.1's table has no J (local time): it is an unknown word there
_MILITARY.update({"K": ("ZONE", 10 * _H), "L": ("ZONE", 11 * _H), "M": ("ZONE", 12 * _H), "T": ("T", 0),
                  "Z": ("ZONE", 0)})
_MILITARY.update({c: ("ZONE", -(i + 1) * _H) for i, c in enumerate("NOPQRS")})
_MILITARY.update({c: ("ZONE", -(i + 8) * _H) for i, c in enumerate("UVWXY")})
_UNIT_KINDS = ("YEAR_UNIT", "MONTH_UNIT", "DAY_UNIT", "HOUR_UNIT", "MINUTE_UNIT", "SEC_UNIT")
_ORDINAL_WORDS = ("last", "this", "next/first", "(SECOND)", "third", "fourth", "fifth", "sixth", "seventh", "eight",
                  "ninth", "tenth", "eleventh", "twelfth")
_DAY_WORDS = ("Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat")


def time_zone_str(tz: int) -> str:
    """``+03``, ``-05:30``: a zone offset the way GNU's debug output writes one."""
    sign = "-" if tz < 0 else "+"
    hour, rest = divmod(abs(tz), 3600)
    out = f"{sign}{hour:02d}"
    if rest:
        mm, ss = divmod(rest, 60)
        out += f":{mm:02d}" + (f":{ss:02d}" if ss else "")
    return out


@dataclass
class Rel:
    year: int = 0
    month: int = 0
    day: int = 0
    hour: int = 0
    minutes: int = 0
    seconds: int = 0
    ns: int = 0

    def parts(self) -> tuple[int, int, int, int, int, int, int]:
        return self.year, self.month, self.day, self.hour, self.minutes, self.seconds, self.ns


@dataclass
class _State:
    """GNU's parser_control."""

    year: int
    year_digits: int
    month: int
    day: int
    hour: int
    minutes: int
    sec: int
    ns: int
    local_zones: dict[str, int]
    meridian: int = MER_24
    day_ordinal: int = 0
    day_number: int = 0
    local_isdst: int = 0
    time_zone: int = 0
    rel: Rel = field(default_factory=Rel)
    timespec_seen: bool = False
    rels_seen: bool = False
    dates_seen: int = 0
    days_seen: int = 0
    j_zones_seen: int = 0
    local_zones_seen: int = 0
    dsts_seen: int = 0
    times_seen: int = 0
    zones_seen: int = 0
    year_seen: bool = False
    dbg_dates: bool = False
    dbg_days: bool = False
    dbg_local: bool = False
    dbg_times: bool = False
    dbg_zones: bool = False
    dbg_year: bool = False
    dbg_ordinal: bool = False

    def str_days(self) -> str:
        out = ""
        if self.dbg_ordinal:
            o = self.day_ordinal
            out = _ORDINAL_WORDS[o + 1] if -1 <= o <= 12 else str(o)
        if 0 <= self.day_number <= 6:
            out += (" " if out else "") + _DAY_WORDS[self.day_number]
        return out


class _Fail(Exception):
    pass


class _Parser:
    def __init__(self, text: str, pc: _State, debug: Debug) -> None:
        self.text = text
        self.pos = 0
        self.pc = pc
        self.debug = debug
        self.ahead: Tok | None = None

    def dbg(self, msg: str) -> None:
        if self.debug is not None:
            self.debug(msg)

    # -- the lexer ---------------------------------------------------------------
    def lex(self) -> Tok:
        t = self.text
        n = len(t)
        while True:
            while self.pos < n and t[self.pos] in _SPACE:
                self.pos += 1
            c = t[self.pos] if self.pos < n else ""
            if c and (c in "0123456789+-"):
                p = self.pos
                sign = 0
                if c in "+-":
                    sign = -1 if c == "-" else 1
                    p += 1
                    while p < n and t[p] in _SPACE:
                        p += 1
                    self.pos = p
                    if p >= n or t[p] not in "0123456789":
                        continue  # a sign with no number after it is skipped
                start = p
                while p < n and t[p] in "0123456789":
                    p += 1
                value = int(t[start:p])
                if value >= 1 << 63:
                    return Tok("?")
                if sign < 0:
                    value = -value
                if p + 1 < n and t[p] in ".," and t[p + 1] in "0123456789":
                    p += 1
                    fs = p
                    while p < n and t[p] in "0123456789":
                        p += 1
                    frac = t[fs:p]
                    ns = int(frac[:9].ljust(9, "0"))
                    if sign < 0 and frac[9:].strip("0"):
                        ns += 1
                    s = value
                    if sign < 0 and ns:
                        s -= 1
                        ns = 1_000_000_000 - ns
                    self.pos = p
                    return Tok("SDECIMAL" if sign else "UDECIMAL", s, ns=ns)
                self.pos = p
                return Tok("SNUMBER" if sign else "UNUMBER", value, p - start, sign < 0)
            if c.isascii() and c.isalpha():
                p = self.pos
                while p < n and t[p].isascii() and (t[p].isalpha() or t[p] == "."):
                    p += 1
                word = t[self.pos : p][:19]
                self.pos = p
                found = self.lookup(word.upper())
                if found is None:
                    return Tok("?")
                return Tok(found[0], found[1])
            if c != "(":
                if c:
                    self.pos += 1
                return Tok(c)
            depth = 0
            while True:
                if self.pos >= n:
                    return Tok("")
                ch = t[self.pos]
                self.pos += 1
                depth += ch == "("
                depth -= ch == ")"
                if depth == 0:
                    break

    def lookup(self, word: str) -> tuple[str, int] | None:
        if word in _MERIDIANS:
            return "MERIDIAN", _MERIDIANS[word]
        abbrev = len(word) == 3 or (len(word) == 4 and word[3] == ".")
        for name, kind, value in _MONTHS_DAYS:
            if (name[:3] == word[:3]) if abbrev else name == word:
                return kind, value
        zone = self.lookup_zone(word)
        if zone is not None:
            return zone
        if word == "DST":
            return "DST", 0
        if word in _UNITS:
            return _UNITS[word]
        if word.endswith("S") and word[:-1] in _UNITS:
            return _UNITS[word[:-1]]
        if word in _RELATIVE:
            return _RELATIVE[word]
        if len(word) == 1 and word in _MILITARY:
            return _MILITARY[word]
        if "." in word:
            zone = self.lookup_zone(word.replace(".", ""))
            if zone is not None:
                return zone
            word = word.replace(".", "")
        self.dbg(f"error: unknown word '{word}'\n")
        return None

    def lookup_zone(self, word: str) -> tuple[str, int] | None:
        if word in _UNIVERSAL:
            return _UNIVERSAL[word]
        if word in self.pc.local_zones:
            return "LOCAL_ZONE", self.pc.local_zones[word]
        return ZONES.get(word)

    def peek(self) -> Tok:
        if self.ahead is None:
            self.ahead = self.lex()
        return self.ahead

    def take(self) -> Tok:
        tok = self.peek()
        self.ahead = None
        return tok

    def expect(self, kind: str) -> Tok:
        tok = self.take()
        if tok.kind != kind:
            raise _Fail
        return tok

    # -- debug reports -------------------------------------------------------------
    def report(self, item: str) -> None:
        if self.debug is None:
            return
        pc = self.pc
        out: list[str] = []
        if pc.dates_seen and not pc.dbg_dates:
            out.append(f"(Y-M-D) {pc.year:04d}-{pc.month:02d}-{pc.day:02d}")
            pc.dbg_dates = True
        if pc.year_seen != pc.dbg_year:
            out.append(f"year: {pc.year:04d}")
            pc.dbg_year = pc.year_seen
        if pc.times_seen and not pc.dbg_times:
            clock = f"{pc.hour:02d}:{pc.minutes:02d}:{pc.sec:02d}"
            clock += f".{pc.ns:09d}" if pc.ns else ""
            clock += "pm" if pc.meridian == MER_PM else ""
            out.append(clock)
            pc.dbg_times = True
        if pc.days_seen and not pc.dbg_days:
            out.append(f"{pc.str_days()} (day ordinal={pc.day_ordinal} number={pc.day_number})")
            pc.dbg_days = True
        if pc.local_zones_seen and not pc.dbg_local:
            out.append(f"isdst={pc.local_isdst}" + (" DST" if pc.dsts_seen else ""))
            pc.dbg_local = True
        if pc.zones_seen and not pc.dbg_zones:
            out.append("UTC" + time_zone_str(pc.time_zone))
            pc.dbg_zones = True
        if pc.timespec_seen:
            out.append(f"number of seconds: {pc.sec}")
        self.dbg(f"parsed {item} part: " + " ".join(out) + "\n")

    def report_rel(self, item: str) -> None:
        if self.debug is None:
            return
        names = ("year(s)", "month(s)", "day(s)", "hour(s)", "minutes", "seconds", "nanoseconds")
        parts = [f"{v:+d} {name}" for v, name in zip(self.pc.rel.parts(), names, strict=True) if v]
        self.dbg(f"parsed {item} part: " + (" ".join(parts) if parts else "today/this/now") + "\n")

    # -- the grammar -----------------------------------------------------------------
    def parse(self) -> None:
        if self.peek().kind == "@":
            self.take()
            tok = self.take()
            if tok.kind in ("SNUMBER", "UNUMBER", "SDECIMAL", "UDECIMAL"):
                self.pc.sec, self.pc.ns = tok.value, tok.ns
            else:
                raise _Fail
            self.pc.timespec_seen = True
            self.report("number of seconds")
            if self.take().kind != "":
                raise _Fail
            return
        while self.peek().kind != "":
            self.item()

    def apply_rel(self, rel: Rel, factor: int) -> None:
        r = self.pc.rel
        r.year += factor * rel.year
        r.month += factor * rel.month
        r.day += factor * rel.day
        r.hour += factor * rel.hour
        r.minutes += factor * rel.minutes
        r.seconds += factor * rel.seconds
        r.ns += factor * rel.ns
        self.pc.rels_seen = True

    def relunit(self, count: int, unit: Tok) -> Rel:
        kind = unit.kind
        if kind == "YEAR_UNIT":
            return Rel(year=count)
        if kind == "MONTH_UNIT":
            return Rel(month=count)
        if kind == "DAY_UNIT":
            return Rel(day=count * unit.value)
        if kind == "HOUR_UNIT":
            return Rel(hour=count)
        if kind == "MINUTE_UNIT":
            return Rel(minutes=count)
        return Rel(seconds=count)

    def rel_item(self, rel: Rel) -> None:
        """``rel: relunit [AGO]``."""
        if self.peek().kind == "AGO":
            self.apply_rel(rel, self.take().value)
        else:
            self.apply_rel(rel, 1)
        self.report_rel("relative")

    def zone_hhmm(self, s: Tok, mm: int) -> None:
        value = s.value
        if s.digits <= 2 and mm < 0:
            value *= 100
        if mm < 0:
            minutes = int(value / 100) * 60 + (abs(value) % 100) * (-1 if value < 0 else 1)
        else:
            minutes = value * 60 + (-mm if s.negative else mm)
        if not -24 * 60 <= minutes <= 24 * 60:
            raise _Fail
        self.pc.time_zone = minutes * 60

    def colon_minutes(self) -> int:
        if self.peek().kind == ":":
            self.take()
            return self.expect("UNUMBER").value
        return -1

    def zone_offset(self) -> None:
        s = self.take()
        self.pc.zones_seen += 1
        self.zone_hhmm(s, self.colon_minutes())

    def hms(self, hour: int, minutes: int, sec: int, ns: int) -> None:
        pc = self.pc
        pc.hour, pc.minutes, pc.sec, pc.ns = hour, minutes, sec, ns

    def clock_after_hour(self, hour: Tok) -> None:
        """After ``H:``: ``MM[:SS]`` then a meridian or an optional zone offset (a time item)."""
        minutes = self.expect("UNUMBER").value
        sec = ns = 0
        if self.peek().kind == ":":
            self.take()
            s = self.take()
            if s.kind not in ("UNUMBER", "UDECIMAL"):
                raise _Fail
            sec, ns = s.value, s.ns
        self.hms(hour.value, minutes, sec, ns)
        if self.peek().kind == "MERIDIAN":
            self.pc.meridian = self.take().value
        else:
            self.pc.meridian = MER_24
            if self.peek().kind == "SNUMBER":
                self.zone_offset()

    def iso_time(self) -> None:
        """iso_8601_time, after the T of a datetime."""
        hour = self.expect("UNUMBER")
        if self.peek().kind == ":":
            self.take()
            minutes = self.expect("UNUMBER").value
            sec = ns = 0
            if self.peek().kind == ":":
                self.take()
                s = self.take()
                if s.kind not in ("UNUMBER", "UDECIMAL"):
                    raise _Fail
                sec, ns = s.value, s.ns
            self.hms(hour.value, minutes, sec, ns)
            self.pc.meridian = MER_24
            if self.peek().kind == "SNUMBER":
                self.zone_offset()
            return
        if self.peek().kind != "SNUMBER":
            raise _Fail
        self.hms(hour.value, 0, 0, 0)
        self.pc.meridian = MER_24
        self.zone_offset()

    def digits_to_date_time(self, tok: Tok) -> None:
        pc = self.pc
        if pc.dates_seen and not pc.year_digits and not pc.rels_seen and (pc.times_seen or tok.digits > 2):
            pc.year_seen = True
            pc.year, pc.year_digits = tok.value, tok.digits
        elif tok.digits > 4:
            pc.dates_seen += 1
            pc.day = tok.value % 100
            pc.month = (tok.value // 100) % 100
            pc.year, pc.year_digits = tok.value // 10000, tok.digits - 4
        else:
            pc.times_seen += 1
            if tok.digits <= 2:
                pc.hour, pc.minutes = tok.value, 0
            else:
                pc.hour, pc.minutes = tok.value // 100, tok.value % 100
            pc.sec = pc.ns = 0
            pc.meridian = MER_24

    def item(self) -> None:
        pc = self.pc
        tok = self.take()
        kind = tok.kind
        nxt = self.peek().kind if kind in ("UNUMBER", "SNUMBER", "UDECIMAL", "SDECIMAL", "ORDINAL", "MONTH",
                                          "ZONE", "LOCAL_ZONE", "DAY", "T") else ""
        if kind == "UNUMBER":
            if nxt == "MERIDIAN":
                self.hms(tok.value, 0, 0, 0)
                pc.meridian = self.take().value
                pc.times_seen += 1
                self.report("time")
            elif nxt == ":":
                self.take()
                self.clock_after_hour(tok)
                pc.times_seen += 1
                self.report("time")
            elif nxt == "SNUMBER":
                s = self.take()
                after = self.peek().kind
                if after == "SNUMBER":
                    d = self.take()
                    pc.year, pc.year_digits = tok.value, tok.digits
                    pc.month, pc.day = -s.value, -d.value
                    if self.peek().kind == "T":
                        self.take()
                        self.iso_time()
                        pc.times_seen += 1
                        pc.dates_seen += 1
                        self.report("datetime")
                    else:
                        pc.dates_seen += 1
                        self.report("date")
                elif after in _UNIT_KINDS:
                    self.digits_to_date_time(tok)
                    self.apply_rel(self.relunit(s.value, self.take()), 1)
                    self.report_rel("hybrid")
                else:
                    self.hms(tok.value, 0, 0, 0)
                    pc.meridian = MER_24
                    pc.zones_seen += 1
                    self.zone_hhmm(s, self.colon_minutes())
                    pc.times_seen += 1
                    self.report("time")
            elif nxt == "/":
                self.take()
                second = self.expect("UNUMBER")
                if self.peek().kind == "/":
                    self.take()
                    third = self.expect("UNUMBER")
                    if tok.digits >= 4:
                        self.dbg(f"warning: value {tok.value} has {tok.digits} digits. Assuming YYYY/MM/DD\n")
                        pc.year, pc.year_digits, pc.month, pc.day = tok.value, tok.digits, second.value, third.value
                    else:
                        self.dbg(f"warning: value {tok.value} has less than 4 digits. Assuming MM/DD/YY[YY]\n")
                        pc.month, pc.day, pc.year, pc.year_digits = tok.value, second.value, third.value, third.digits
                else:
                    pc.month, pc.day = tok.value, second.value
                pc.dates_seen += 1
                self.report("date")
            elif nxt == "MONTH":
                month = self.take().value
                pc.day, pc.month = tok.value, month
                if self.peek().kind == "SNUMBER":
                    y = self.take()
                    pc.year, pc.year_digits = -y.value, y.digits
                elif self.peek().kind == "UNUMBER":
                    y = self.take()
                    pc.year, pc.year_digits = y.value, y.digits
                pc.dates_seen += 1
                self.report("date")
            elif nxt == "DAY":
                pc.day_ordinal, pc.day_number = tok.value, self.take().value
                pc.dbg_ordinal = True
                pc.days_seen += 1
                self.report("day")
            elif nxt in _UNIT_KINDS:
                self.rel_item(self.relunit(tok.value, self.take()))
            else:
                self.digits_to_date_time(tok)
                self.report("number")
        elif kind == "SNUMBER":
            if nxt not in _UNIT_KINDS:
                raise _Fail
            self.rel_item(self.relunit(tok.value, self.take()))
        elif kind in ("UDECIMAL", "SDECIMAL"):
            if nxt != "SEC_UNIT":
                raise _Fail
            self.take()
            self.rel_item(Rel(seconds=tok.value, ns=tok.ns))
        elif kind == "ORDINAL":
            if nxt == "DAY":
                pc.day_ordinal, pc.day_number = tok.value, self.take().value
                pc.dbg_ordinal = True
                pc.days_seen += 1
                self.report("day")
            elif nxt in _UNIT_KINDS:
                self.rel_item(self.relunit(tok.value, self.take()))
            else:
                raise _Fail
        elif kind in _UNIT_KINDS:
            self.rel_item(self.relunit(1, tok))
        elif kind == "DAY_SHIFT":
            self.apply_rel(Rel(day=tok.value), 1)
            self.report_rel("relative")
        elif kind == "DAY":
            if nxt == ",":
                self.take()
            pc.day_ordinal, pc.day_number = 0, tok.value
            pc.days_seen += 1
            self.report("day")
        elif kind == "MONTH":
            pc.month = tok.value
            if nxt == "SNUMBER":
                d = self.take()
                y = self.expect("SNUMBER")
                pc.day, pc.year, pc.year_digits = -d.value, -y.value, y.digits
            elif nxt == "UNUMBER":
                pc.day = self.take().value
                if self.peek().kind == ",":
                    self.take()
                    y = self.expect("UNUMBER")
                    pc.year, pc.year_digits = y.value, y.digits
            else:
                raise _Fail
            pc.dates_seen += 1
            self.report("date")
        elif kind in ("ZONE", "T"):
            base = tok.value if kind == "ZONE" else -7 * _H
            pc.time_zone = base
            if nxt == "SNUMBER":
                s = self.take()
                if kind == "ZONE" and self.peek().kind not in _UNIT_KINDS:
                    self.zone_hhmm(s, self.colon_minutes())
                    pc.time_zone += base
                else:
                    self.apply_rel(self.relunit(s.value, self.expect_unit()), 1)
                    self.report_rel("relative")
            elif nxt == "DST" and kind == "ZONE":
                self.take()
                pc.time_zone = base + _H
            pc.zones_seen += 1
            self.report("zone")
        elif kind == "DAYZONE":
            pc.time_zone = tok.value + _H
            pc.zones_seen += 1
            self.report("zone")
        elif kind == "LOCAL_ZONE":
            if nxt == "DST":
                self.take()
                pc.local_isdst = 1
                pc.dsts_seen += 1
            else:
                pc.local_isdst = tok.value
            pc.local_zones_seen += 1
            self.report("local_zone")
        else:
            raise _Fail

    def expect_unit(self) -> Tok:
        tok = self.take()
        if tok.kind not in _UNIT_KINDS:
            raise _Fail
        return tok


def _to_hour(hours: int, meridian: int) -> int:
    if meridian == MER_24:
        return hours if 0 <= hours < 24 else -1
    if meridian == MER_AM:
        return hours if 0 < hours < 12 else 0 if hours == 12 else -1
    return hours + 12 if 0 < hours < 12 else 12 if hours == 12 else -1


def _tm_year_str(tm_year: int) -> str:
    year = tm_year + 1900
    return ("-" if year < 0 else "") + f"{abs(year) // 100:02d}{abs(year) % 100:02d}"


def _fmt(f: Fields, pc: _State | None) -> str:
    out = f"(Y-M-D) {f.year:04d}-{f.mon + 1:02d}-{f.mday:02d} {f.hour:02d}:{f.min:02d}:{f.sec:02d}"
    if pc is not None and pc.zones_seen:
        out += " TZ=" + time_zone_str(pc.time_zone)
    return out


def _local_zones(tz: tzinfo, start: int) -> dict[str, int]:
    """The local zone's abbreviations (now, and a DST one in the next three quarters) with their isdst."""
    now = localtime(start, tz)
    table = {now.zone: now.isdst}
    for quarter in (1, 2, 3):
        probe = localtime(start + quarter * 90 * 86400, tz)
        if probe.isdst != now.isdst:
            if probe.zone == now.zone:
                table = {now.zone: -1}
            else:
                table[probe.zone] = probe.isdst
            break
    return table


def _tz_prefix(text: str) -> tuple[str | None, str]:
    """A leading ``TZ="..."`` (with \\\\ and \\" escapes): its value and the rest of the text."""
    if not text.startswith('TZ="'):
        return None, text
    out: list[str] = []
    i = 4
    while i < len(text):
        c = text[i]
        if c == "\\":
            i += 1
            if i >= len(text) or text[i] not in '\\"':
                return None, text
            out.append(text[i])
        elif c == '"':
            return "".join(out), text[i + 1 :].lstrip(_SPACE)
        else:
            out.append(c)
        i += 1
    return None, text


def parse_datetime(text: str, now_ns: int, tz: tzinfo, tzstring: str | None, *, debug: Debug = None,
                   zone_of: Callable[[str], tzinfo] | None = None) -> tuple[int, int]:
    """(epoch seconds, nanoseconds) for GNU date string ``text``; DateError when GNU would refuse it.

    ``tz`` is the default zone, named ``tzstring`` (the TZ value, None when
    unset); ``zone_of`` turns a ``TZ="..."`` prefix into a zone; ``debug``
    receives --debug's lines (without the ``date: `` prefix).
    """
    try:
        return _parse(text, now_ns, tz, tzstring, debug, zone_of)
    except (_Fail, OverflowError, ValueError) as exc:
        if isinstance(exc, DateError):
            raise
        raise DateError(text) from None


def _parse(text: str, now_ns: int, tz: tzinfo, tzstring: str | None, debug: Debug,
           zone_of: Callable[[str], tzinfo] | None) -> tuple[int, int]:
    def dbg(msg: str) -> None:
        if debug is not None:
            debug(msg)

    start, start_ns = divmod(now_ns, 1_000_000_000)
    p = text.lstrip(_SPACE)
    default_tz = tz
    tz_text, p = _tz_prefix(p)
    if tz_text is not None and zone_of is not None:
        tz, tzstring = zone_of(tz_text), tz_text
    now = localtime(start, tz)
    if not p:
        p = "0"
    pc = _State(year=now.year, year_digits=0, month=now.mon + 1, day=now.mday, hour=now.hour, minutes=now.min,
                sec=now.sec, ns=start_ns, local_zones=_local_zones(tz, start))
    parser = _Parser(p, pc, debug)
    try:
        parser.parse()
    except _Fail:
        rest = p[parser.pos :]
        dbg("error: parsing failed\n" if not rest else f"error: parsing failed, stopped at '{rest}'\n")
        raise DateError(text) from None
    if debug is not None:
        where = ("'@timespec' - always UTC" if pc.timespec_seen else "parsed date/time string" if pc.zones_seen
                 else "system default" if tzstring is None
                 else f'TZ="{tzstring}" in date string' if tz is not default_tz
                 else 'TZ="UTC0" environment value or -u' if tzstring == "UTC0"
                 else f'TZ="{tzstring}" environment value')
        if pc.local_zones_seen and not pc.zones_seen and pc.local_isdst > 0:
            where += ", dst"
        if pc.zones_seen:
            where += f" ({time_zone_str(pc.time_zone)})"
        dbg(f"input timezone: {where}\n")
    if pc.timespec_seen:
        result = (pc.sec, pc.ns)
    else:
        result = _compute(pc, tz, start, dbg, debug is not None)
    if debug is not None:
        dbg("timezone: system default\n" if tzstring is None else "timezone: Universal Time\n"
            if tzstring == "UTC0" else f'timezone: TZ="{tzstring}" environment value\n')
        dbg(f"final: {result[0]}.{result[1]:09d} (epoch-seconds)\n")
        utc = localtime(result[0], None)
        dbg(f"final: {_fmt(utc, None)} (UTC)\n")
        local = localtime(result[0], tz)
        dbg(f"final: {_fmt(local, None)} (UTC{time_zone_str(local.gmtoff)})\n")
    return result


def _compute(pc: _State, tz: tzinfo, start: int, dbg: Callable[[str], None],
             debugging: bool) -> tuple[int, int]:
    zones = pc.j_zones_seen + pc.local_zones_seen + pc.zones_seen
    if (pc.times_seen | pc.dates_seen | pc.days_seen | pc.dsts_seen | zones) > 1:
        for what, count in (("time", pc.times_seen), ("date", pc.dates_seen), ("days", pc.days_seen),
                            ("daylight-saving", pc.dsts_seen), ("time-zone", zones)):
            if count > 1:
                dbg(f"error: seen multiple {what} parts\n")
        raise _Fail
    year = pc.year
    if year >= 0 and pc.year_digits == 2:
        year += 2000 if year < 69 else 1900
        dbg(f"warning: adjusting year value {pc.year} to {year}\n")
    if pc.times_seen or (pc.rels_seen and not pc.dates_seen and not pc.days_seen):
        hour = _to_hour(pc.hour, pc.meridian)
        if hour < 0:
            mrd = "am" if pc.meridian == MER_AM else "pm" if pc.meridian == MER_PM else ""
            dbg(f"error: invalid hour {pc.hour}{mrd}\n")
            raise _Fail
        minutes, sec = pc.minutes, pc.sec
        what = "specified" if pc.times_seen else "current"
        dbg(f"using {what} time as starting value: '{hour:02d}:{minutes:02d}:{sec:02d}'\n")
    else:
        hour = minutes = sec = 0
        pc.ns = 0
        dbg("warning: using midnight as starting time: 00:00:00\n")
    isdst = -1 if (pc.dates_seen or pc.days_seen or pc.times_seen) else localtime(start, tz).isdst
    if pc.local_zones_seen:
        isdst = pc.local_isdst
    tm0 = Fields(year, pc.month - 1, pc.day, hour, minutes, sec, isdst)
    when, tm = mktime(tm0, tz)
    if tm is None or not tm.same_clock(tm0):
        repaired = False
        if pc.zones_seen:
            repaired = tm0.valid()
            if repaired:
                when, tm = mktime(tm0, None)
        if not repaired or tm is None:
            if debugging and tm is not None:
                _not_ok(tm0, tm, pc, dbg)
            raise _Fail
    if pc.days_seen and not pc.dates_seen:
        ordinal = pc.day_ordinal - (1 if pc.day_ordinal > 0 and tm.wday != pc.day_number else 0)
        shifted = Fields(tm.year, tm.mon, tm.mday + (pc.day_number - tm.wday + 7) % 7 + 7 * ordinal,
                         tm.hour, tm.min, tm.sec, -1)
        when, moved = mktime(shifted, tz)
        if moved is None:
            dbg(f"error: day '{pc.str_days()}' (day ordinal={pc.day_ordinal} number={pc.day_number}) "
                f"resulted in an invalid date: '{_fmt(shifted, pc)}'\n")
            raise _Fail
        tm = moved
        dbg(f"new start date: '{pc.str_days()}' is '{_fmt(tm, pc)}'\n")
    if debugging:
        if not pc.dates_seen and not pc.days_seen:
            dbg(f"using current date as starting value: '(Y-M-D) {_tm_year_str(tm.year - 1900)}-"
                f"{tm.mon + 1:02d}-{tm.mday:02d}'\n")
        if pc.days_seen and pc.dates_seen:
            dbg(f"warning: day ({pc.str_days()}) ignored when explicit dates are given\n")
        dbg(f"starting date/time: '{_fmt(tm, pc)}'\n")
    rel = pc.rel
    if rel.year or rel.month or rel.day:
        if (rel.year or rel.month) and tm.mday != 15:
            dbg("warning: when adding relative months/years, it is recommended to specify the 15th of the months\n")
        if rel.day and tm.hour != 12:
            dbg("warning: when adding relative days, it is recommended to specify noon\n")
        y, mo, d = tm.year + rel.year, tm.mon + rel.month, tm.mday + rel.day
        want = Fields(y, mo, d, tm0.hour, tm0.min, tm0.sec, tm0.isdst)
        when, moved = mktime(want, tz)
        if moved is None:
            dbg(f"error: adding relative date resulted in an invalid date: '{_fmt(want, pc)}'\n")
            raise _Fail
        tm = moved
        if debugging:
            dbg(f"after date adjustment ({rel.year:+d} years, {rel.month:+d} months, {rel.day:+d} days),\n")
            dbg(f"    new date/time = '{_fmt(tm, pc)}'\n")
            if tm0.isdst != -1 and tm.isdst != tm0.isdst:
                dbg("warning: daylight saving time changed after date adjustment\n")
            if rel.day == 0 and (tm.mday != d or (rel.month == 0 and tm.mon != mo)):
                dbg("warning: month/year adjustment resulted in shifted dates:\n")
                dbg(f"     adjusted Y M D: {_tm_year_str(y - 1900)} {mo + 1:02d} {d:02d}\n")
                dbg(f"   normalized Y M D: {_tm_year_str(tm.year - 1900)} {tm.mon + 1:02d} {tm.mday:02d}\n")
    if pc.zones_seen:
        when -= pc.time_zone - tm.gmtoff
    dbg(f"'{_fmt(tm, pc)}' = {when} epoch-seconds\n")
    total_ns = pc.ns + rel.ns
    norm_ns = total_ns % 1_000_000_000
    result = when + rel.hour * 3600 + rel.minutes * 60 + rel.seconds + (total_ns - norm_ns) // 1_000_000_000
    if debugging and (rel.hour or rel.minutes or rel.seconds or rel.ns):
        dbg(f"after time adjustment ({rel.hour:+d} hours, {rel.minutes:+d} minutes, {rel.seconds:+d} seconds, "
            f"{rel.ns:+d} ns),\n")
        dbg(f"    new time = {result} epoch-seconds\n")
        if tm.isdst != -1 and localtime(result, tz).isdst != tm.isdst:
            dbg("warning: daylight saving time changed after time adjustment\n")
    return result, norm_ns


def _not_ok(tm0: Fields, tm1: Fields, pc: _State, dbg: Callable[[str], None]) -> None:
    eq = [tm0.year == tm1.year, tm0.mon == tm1.mon, tm0.mday == tm1.mday, tm0.hour == tm1.hour,
          tm0.min == tm1.min, tm0.sec == tm1.sec]
    dbg("error: invalid date/time value:\n")
    dbg(f"    user provided time: '{_fmt(tm0, pc)}'\n")
    dbg(f"       normalized time: '{_fmt(tm1, pc)}'\n")
    marks = " " * 33 + " ".join(f"{'' if ok else '-' * w:>{w}}" for ok, w in zip(eq, (4, 2, 2, 2, 2, 2), strict=True))
    dbg(marks.rstrip() + "\n")
    dbg("     possible reasons:\n")
    if eq[5] and eq[4] and not eq[3] and eq[2] and eq[1] and eq[0]:
        dbg("       non-existing due to daylight-saving time;\n")
    if not eq[2] and not eq[1]:
        dbg("       invalid day/month combination;\n")
    dbg("       numeric values overflow;\n")
    dbg("       " + ("incorrect timezone" if pc.zones_seen else "missing timezone") + "\n")


