"""sort's keys for every line at once: GNU's begfield/limfield as regexes, values converted in bulk.

A key's start and end are found from the line's start as GNU's ``begfield``
and ``limfield`` walk (fields of blanks then non-blanks, or ``-t`` fields).
Each is written as one regex: for a whole block of lines the regex runs over
the lines joined by the line terminator (no piece crosses it), one C call
that gives every line's key; a single line uses the same regex.  Numeric keys
take their number straight from that scan.  Then the lines are ordered by
stable sorts of their indices, the last key first, after a sort on the whole
line (GNU's last-resort comparison) unless -s or -u.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from decimal import Decimal
from operator import methodcaller
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from dataclasses import dataclass

    from vshell.coreutils.sort import Key
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

CHUNK = 1 << 16
"""Lines joined and scanned at once: the joined text and the scan's results stay small."""
_DIGITS_MAX = 4000
"""Longer digit runs go through Decimal (int() refuses more than 4300 digits)."""
DICT_DELETE = bytes(b for b in range(256) if not (chr(b).isalnum() and b < 128) and b not in b" \t")
PRINT_DELETE = bytes(b for b in range(256) if not 32 <= b < 127)


@dataclass(frozen=True, slots=True)
class Scanner:
    """One key's regexes for one line terminator and -t."""

    direct: re.Pattern[bytes] | None  # its one group is the key itself
    spans: re.Pattern[bytes]  # groups 1 and 2 end where the key starts and ends
    number: re.Pattern[bytes] | None  # its one group is the key's leading number (-n keys)
    joined: bool  # the scans may run over lines joined by the terminator


def _cls(chars: bytes) -> str:
    return "".join(f"\\x{c:02x}" for c in chars)


def _scanner(key: Key, tab: bytes | None, eol: bytes, whole: bool) -> Scanner:
    """The regexes of ``key``; ``whole`` is GNU's default key (no -k: the line, blanks skipped with -b)."""
    end_of_line = f"[^{_cls(eol)}]"
    blanks = "[ \\t]*+"
    if tab is None:
        field = f"[ \\t]*+[^ \\t{_cls(eol)}]*+"  # a field keeps its leading blanks
        skip_one = field
        last_one = field
    else:
        t = _cls(tab)
        skip_one = f"[^{t}{_cls(eol)}]*+{t}?+"  # the field and the tab after it
        last_one = f"[^{t}{_cls(eol)}]*+"  # limfield stops before the tab

    def skip(n: int) -> str:
        return f"(?:{skip_one}){{{n}}}" if n > 0 else ""

    if whole:
        begin = blanks if key.skip_start_blanks else ""
        end = f"{end_of_line}*+"
    else:
        begin = skip(key.start_field - 1) + (blanks if key.skip_start_blanks else "")
        if key.start_char > 1:
            begin += f"{end_of_line}{{0,{key.start_char - 1}}}+"
        if key.end_field == 0:
            end = f"{end_of_line}*+"
        elif key.end_char == 0:
            end = skip(key.end_field - 1) + last_one
        else:
            end = skip(key.end_field - 1) + (blanks if key.skip_end_blanks else "")
            end += f"{end_of_line}{{0,{key.end_char}}}+"
    spans = re.compile(f"(?=({begin}))(?=({end}))".encode())
    direct = None
    # A blank -t with -b could skip over tabs into the next field: only the general form knows.
    crossing = key.skip_start_blanks and tab is not None and tab in b" \t"
    if whole or key.end_field == 0:
        direct = f"{begin}({end_of_line}*+)"
    elif key.end_char == 0 and key.start_char == 1 and key.end_field >= key.start_field and not crossing:
        rest = skip(key.end_field - key.start_field) if tab is not None else ""
        if tab is None:
            first = f"[^ \\t{_cls(eol)}]*+" if key.skip_start_blanks else field
            more = f"(?:{field}){{{key.end_field - key.start_field}}}"
            direct = f"{begin}({first}{more})"
        else:
            direct = f"{begin}({rest}{last_one})"
    elif key.end_char and key.end_field == key.start_field and key.skip_start_blanks == key.skip_end_blanks:
        # -kF.C,F.D: both ends walk to the same place, then C-1 and D characters on (no further than the line)
        lead = skip(key.start_field - 1) + (blanks if key.skip_start_blanks else "")
        if key.end_char <= key.start_char - 1:
            direct = f"{lead}()"
        else:
            if key.start_char > 1:
                lead += f"{end_of_line}{{0,{key.start_char - 1}}}+"
            direct = f"{lead}({end_of_line}{{0,{key.end_char - key.start_char + 1}}}+)"
    number = None
    if direct is not None and not (tab is not None and tab in b" \t-.0123456789"):
        # A number stops at a blank, a -t character that no number holds or the end: within the key when
        # the key runs to a field's end.
        start = begin if whole or key.end_field == 0 or key.end_char == 0 else None
        if start is not None and key.start_char == 1:
            number = re.compile(f"{start}{blanks}(-?[0-9]*+(?:\\.[0-9]*+)?)".encode())
    return Scanner(re.compile(direct.encode()) if direct is not None else None, spans, number,
                   eol not in (tab or b""))


def scanner(key: Key, tab: bytes | None, eol: bytes, whole: bool) -> Scanner:
    return _scanner(key, tab, eol, whole)


def _anchor(eol: bytes) -> str:
    return "(?m)^" if eol == b"\n" else f"(?<![^{_cls(eol)}])"


def _scan(lines: Sequence[bytes], rx: re.Pattern[bytes], eol: bytes) -> list[bytes] | list[tuple[bytes, ...]]:
    """``rx`` at the start of every line, its groups for each: a chunk of lines joined and scanned at once."""
    anchored = re.compile(_anchor(eol).encode() + rx.pattern)
    out: list[bytes] | list[tuple[bytes, ...]] = []
    for start in range(0, len(lines), CHUNK):
        part = lines[start : start + CHUNK]
        found = anchored.findall(eol.join(part))
        if len(found) != len(part):  # cannot happen: no piece of the regexes crosses a terminator
            raise AssertionError("sort: key scan out of step")
        out.extend(found)
    return out


def extract(line: bytes, sc: Scanner) -> bytes:
    """One line's key (GNU: a key whose end is before its start is empty)."""
    m = sc.spans.match(line)
    assert m is not None
    b, e = m.end(1), m.end(2)
    return line[b:e] if e > b else b""


def keys_of(lines: Sequence[bytes], sc: Scanner, eol: bytes) -> list[bytes]:
    """Every line's key bytes."""
    if sc.joined and sc.direct is not None:
        return _scan(lines, sc.direct, eol)  # type: ignore[return-value]
    if sc.joined:
        spans: list[tuple[bytes, bytes]] = _scan(lines, sc.spans, eol)  # type: ignore[assignment]
        return [line[len(b) : len(e)] if len(e) > len(b) else b""
                for line, (b, e) in zip(lines, spans, strict=True)]
    return [extract(line, sc) for line in lines]


def numeric(text: bytes) -> int | Decimal:
    """GNU's -n value of a key's leading number text (``-?digits[.digits]``, blanks already skipped):
    an int when whole, else an exact Decimal (both compare exactly with each other)."""
    neg = text[:1] == b"-"
    digits, _, frac = (text[1:] if neg else text).partition(b".")
    if not frac.strip(b"0"):
        value: int | Decimal = int(digits) if digits and len(digits) <= _DIGITS_MAX else (
            Decimal(digits.decode()) if digits else 0)
    else:
        value = Decimal((digits or b"0").decode() + "." + frac.decode())
    return -value if neg else value


NUMBER = re.compile(rb"[ \t]*(-?[0-9]*(?:\.[0-9]*)?)")


def numeric_values(lines: Sequence[bytes], sc: Scanner, eol: bytes) -> list[int | Decimal]:
    """Every line's -n value, from the key scan itself when the number cannot pass the key's end."""
    if sc.joined and sc.number is not None:
        texts: list[bytes] = _scan(lines, sc.number, eol)  # type: ignore[assignment]
    else:
        match = NUMBER.match
        texts = [match(k).group(1) for k in keys_of(lines, sc, eol)]  # type: ignore[union-attr]
    try:
        return [int(t) if t.isdigit() else numeric(t) if t else 0 for t in texts]
    except ValueError:  # a run of digits too long for int()
        return [numeric(t) for t in texts]


def text_values(keys: list[bytes], flags: str) -> list[bytes]:
    """Text keys as GNU compares them: -d/-i characters left out, then -f folded to upper case."""
    if "d" in flags:
        keys = list(map(methodcaller("translate", None, DICT_DELETE), keys))
    elif "i" in flags:
        keys = list(map(methodcaller("translate", None, PRINT_DELETE), keys))
    if "f" in flags:
        keys = list(map(bytes.upper, keys))
    return keys


def order(n: int, columns: list[tuple[list[Any], bool]], last_resort: Callable[[int], Any] | None,
          reverse: bool) -> list[int]:
    """The indices of the lines in sorted order: a stable sort per key, the last key first, after the
    whole-line order when ``last_resort`` is given (GNU's tie-break; ``reverse`` is -r's)."""
    idx = list(range(n))
    if last_resort is not None:
        idx.sort(key=last_resort, reverse=reverse)
    for values, rev in reversed(columns):
        idx.sort(key=values.__getitem__, reverse=rev)
    return idx
