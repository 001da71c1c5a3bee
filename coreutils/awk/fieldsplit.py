"""gawk's other ways to find fields: FIELDWIDTHS (fixed columns) and FPAT (what a field looks like)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from vshell.coreutils.awk.value import AwkError

Widths = list[tuple[int, int | None]]
_ITEM = re.compile(r"(\d+)(?::(\d+))?|\*")


def parse_widths(text: str) -> Widths:
    """FIELDWIDTHS as (skip, width) pairs; width None is gawk's ``*``, the rest of the record."""
    out: Widths = []
    words = text.split()
    if not words:
        raise AwkError("fatal: invalid FIELDWIDTHS value, for field 1, near `'")
    for n, word in enumerate(words, start=1):
        if out and out[-1][1] is None:
            raise AwkError("fatal: `*' must be the last designator in FIELDWIDTHS")
        m = _ITEM.fullmatch(word)
        if m is None or (word.endswith(":")):
            raise AwkError(f"fatal: invalid FIELDWIDTHS value, for field {n}, near `{word}'")
        if word == "*":
            out.append((0, None))
        elif m.group(2) is not None:
            out.append((int(m.group(1)), int(m.group(2))))
        else:
            out.append((0, int(m.group(1))))
    return out


def split_widths(text: str, widths: Widths) -> list[str]:
    """Fields by width: a record that ends early gives fewer fields, the last one cut short."""
    fields: list[str] = []
    pos, n = 0, len(text)
    for skip, width in widths:
        pos += skip
        if pos >= n:
            break
        end = n if width is None else pos + width
        fields.append(text[pos:end])
        pos = end
    return fields


def split_regex(rx: Any, text: str, timeout: float | None, seps: list[str] | None = None) -> list[str]:
    """Fields between the separator's matches (its groups play no part; an empty match separates nothing).

    With ``seps`` given, the separators found are appended to it in order.
    """
    fields: list[str] = []
    pos = 0
    for m in rx.finditer(text, timeout=timeout):
        s, e = m.span()
        if s == e:
            continue
        fields.append(text[pos:s])
        if seps is not None:
            seps.append(text[s:e])
        pos = e
    fields.append(text[pos:])
    return fields


def split_pattern(text: str, search: Callable[[str, int], Any]) -> list[str]:
    """Fields that match FPAT: an empty match right where the previous match ended does not count."""
    if text == "":
        return []
    fields: list[str] = []
    pos, prev_end, n = 0, -1, len(text)
    while pos <= n:
        m = search(text, pos)
        if m is None:
            break
        s, e = m.span()
        if s == e and s == prev_end:
            pos = s + 1
            continue
        fields.append(text[s:e])
        prev_end = e
        pos = e
    return fields
