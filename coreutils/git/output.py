"""git's output formats: unified diffs of blobs, diffstat, log entries and dates.

Hunks come from the same edit script as ``diff`` (Myers', deletions first),
with three lines of context, neighbouring hunks joined when their context
would touch, and the hunk header's function context as git's default
(the nearest line above that starts with a letter, ``_`` or ``$``).
"""

from __future__ import annotations

import time
from collections.abc import Callable

from vshell.coreutils.common.editscript import Hunk, edit_script
from vshell.coreutils.git.repo import Person

CONTEXT = 3


def _lines(data: bytes) -> tuple[list[bytes], bool]:
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
        return lines, True
    return lines, not data


def is_binary(data: bytes) -> bool:
    return b"\0" in data[:8000]


def _range(start: int, count: int) -> str:
    if count == 1:
        return str(start + 1)
    return f"{start + 1 if count else start},{count}"


def _funcname(lines: list[bytes], before: int) -> bytes:
    for i in range(before - 1, -1, -1):
        line = lines[i]
        if line[:1].isalpha() or line[:1] in (b"_", b"$"):
            return b" " + line.rstrip()[:80]
    return b""


def unified(old: bytes, new: bytes, tick: Callable[[], None]) -> tuple[bytes, int, int]:
    """The hunks of a git diff between two texts, with the counts of added and removed lines."""
    a, a_eol = _lines(old)
    b, b_eol = _lines(new)
    changes = edit_script(list(a), list(b), tick)  # type: ignore[arg-type]
    if not changes:
        if a_eol == b_eol:
            return b"", 0, 0
        changes = [Hunk(len(a) - 1, len(a), len(b) - 1, len(b))] if a and b else []
    groups: list[list[Hunk]] = []
    for ch in changes:
        if groups and ch.a0 - groups[-1][-1].a1 <= 2 * CONTEXT:
            groups[-1].append(ch)
        else:
            groups.append([ch])
    out: list[bytes] = []
    added = removed = 0
    for group in groups:
        a0 = max(group[0].a0 - CONTEXT, 0)
        b0 = max(group[0].b0 - CONTEXT, 0)
        a1 = min(group[-1].a1 + CONTEXT, len(a))
        b1 = min(group[-1].b1 + CONTEXT, len(b))
        out.append(b"@@ -" + _range(a0, a1 - a0).encode() + b" +" + _range(b0, b1 - b0).encode() + b" @@"
                   + _funcname(a, a0) + b"\n")
        pos = a0
        for ch in group:
            for i in range(pos, ch.a0):
                out.append(b" " + a[i] + b"\n" + _no_eol(a, i, a_eol))
            for i in range(ch.a0, ch.a1):
                out.append(b"-" + a[i] + b"\n" + _no_eol(a, i, a_eol))
                removed += 1
            for j in range(ch.b0, ch.b1):
                out.append(b"+" + b[j] + b"\n" + _no_eol(b, j, b_eol))
                added += 1
            pos = ch.a1
        for i in range(pos, a1):
            out.append(b" " + a[i] + b"\n" + _no_eol(a, i, a_eol))
    return b"".join(out), added, removed


def _no_eol(lines: list[bytes], i: int, eol: bool) -> bytes:
    return b"\\ No newline at end of file\n" if i == len(lines) - 1 and not eol else b""


def count_changes(old: bytes, new: bytes, tick: Callable[[], None]) -> tuple[int, int]:
    _, added, removed = unified(old, new, tick)
    return added, removed


def diffstat(rows: list[tuple[str, int, int, bool, str]], width: int = 80) -> bytes:
    """``git diff --stat``: ``rows`` are (name, added, removed, binary, what a binary file's line says)."""
    if not rows:
        return b""
    name_w = max(len(r[0]) for r in rows)
    counts = [("Bin" if binary else str(add + rem)) for _, add, rem, binary, _bin in rows]
    count_w = max(len(c) for c in counts)
    most = max((add + rem for _, add, rem, binary, _bin in rows if not binary), default=0)
    room = max(width - name_w - count_w - 5, 6)
    out = []
    total_add = total_rem = 0
    for (name, add, rem, binary, bin_text), count in zip(rows, counts, strict=True):
        total_add += add
        total_rem += rem
        if binary:
            out.append(f" {name.ljust(name_w)} | {bin_text}\n")
            continue
        if most > room:
            plus = (add * room + most - 1) // most if add else 0
            minus = (rem * room + most - 1) // most if rem else 0
        else:
            plus, minus = add, rem
        graph = "+" * plus + "-" * minus
        out.append(f" {name.ljust(name_w)} | {count.rjust(count_w)}{' ' + graph if graph else ''}\n")
    n = len(rows)
    summary = f" {n} file{'s' if n != 1 else ''} changed"
    if total_add or not total_rem:
        summary += f", {total_add} insertion{'s' if total_add != 1 else ''}(+)"
    if total_rem or not total_add:
        summary += f", {total_rem} deletion{'s' if total_rem != 1 else ''}(-)"
    out.append(summary + "\n")
    return "".join(out).encode("utf-8", "surrogateescape")


def date(p: Person, style: str = "default") -> str:
    """A person's date as git shows it (the default style, ``iso``, ``short``, ``unix``, ``raw``)."""
    sign = -1 if p.tz.startswith("-") else 1
    offset = sign * (int(p.tz[1:3]) * 3600 + int(p.tz[3:5]) * 60) if len(p.tz) == 5 else 0
    t = time.gmtime(p.when + offset)
    if style == "iso":
        return time.strftime("%Y-%m-%d %H:%M:%S ", t) + p.tz
    if style == "short":
        return time.strftime("%Y-%m-%d", t)
    if style == "unix":
        return str(p.when)
    if style == "raw":
        return f"{p.when} {p.tz}"
    return time.strftime("%a %b ", t) + str(t.tm_mday) + time.strftime(" %H:%M:%S %Y ", t) + p.tz
