"""tree's per-file information column ``[...]`` and its sort orders (tree 2.1.0).

The fields, in tree's order: ``--inodes``, ``--device``, ``-p``, ``-u``,
``-g``, ``-s``/``-h``/``--si`` (``--du``), ``-D``.  Each is printed with a
leading space and the first one loses it, so ``-s`` alone gives
``[       4096]``.
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from vshell.coreutils.common.fileio import group_name, user_name
from vshell.coreutils.common.lsformat import mode_string, strftime
from vshell.fs.protocol import Stat

SORT_WORDS = ("name", "version", "size", "mtime", "ctime")
# tree's "six months" is 6 * 31 days
_SIX_MONTHS_NS = 6 * 31 * 86400 * 10**9


@dataclass(frozen=True, slots=True)
class InfoOptions:
    inodes: bool
    device: bool
    perms: bool
    user: bool
    group: bool
    size: bool
    human: int  # 0, 1024 (-h) or 1000 (--si)
    date: bool
    ctime: bool  # -c: dates (and sorting) use the change time
    timefmt: str | None

    @property
    def any(self) -> bool:
        return self.inodes or self.device or self.perms or self.user or self.group or self.size or self.date


def size_text(size: int, human: int) -> str:
    """tree's psize(): `` %11lld`` bytes, or `` %4d`` / `` %3.1f%c`` / `` %3.0f%c`` scaled (integer steps)."""
    if not human:
        return f" {size:11d}"
    units = "BkMGTPEZY" if human == 1000 else "BKMGTPEZY"
    idx = 0 if size < human else 1
    while size >= human * human and idx < len(units) - 1:
        idx += 1
        size //= human
    if idx == 0:
        return f" {size:4d}"
    value = size / human
    return f" {value:3.0f}{units[idx]}" if size // human >= 10 else f" {value:3.1f}{units[idx]}"


def info_column(opts: InfoOptions, st: Stat, size: int, now_ns: int, tz: datetime.tzinfo) -> str:
    """The ``[...]`` column (with its two trailing spaces) for one file, or "" when no field is asked for."""
    fields = []
    if opts.inodes:
        fields.append(f" {st.ino:7d}")
    if opts.device:
        fields.append(f" {st.dev:3d}")
    if opts.perms:
        fields.append(" " + mode_string(st))
    if opts.user:
        fields.append(f" {user_name(st.uid)[:32]:<8}")
    if opts.group:
        fields.append(f" {group_name(st.gid)[:32]:<8}")
    if opts.size:
        fields.append(size_text(size, opts.human))
    if opts.date:
        fields.append(" " + date_text(st.ctime_ns if opts.ctime else st.mtime_ns, now_ns, opts.timefmt, tz))
    if not fields:
        return ""
    return "[" + "".join(fields)[1:] + "]  "


def date_text(ns: int, now_ns: int, timefmt: str | None, tz: datetime.tzinfo) -> str:
    if timefmt is not None:
        return strftime(timefmt, ns, tz)
    old = ns > now_ns or now_ns - ns > _SIX_MONTHS_NS
    return strftime("%b %e  %Y" if old else "%b %e %H:%M", ns, tz)


def _name_key(name: str) -> bytes:
    return name.encode("utf-8", "surrogateescape")


def _version_key(name: str) -> list[tuple[int, int | bytes]]:
    """Runs of digits compare as numbers (``b9`` before ``b10``), the rest byte by byte."""
    key: list[tuple[int, int | bytes]] = []
    for i, part in enumerate(re.split(r"(\d+)", name)):
        if i % 2:
            key.append((1, int(part)))
        elif part:
            key.append((0, _name_key(part)))
    return key


def sort_key(word: str) -> Callable[[tuple[str, Stat]], Any] | None:
    """A key over (name, lstat) for ``--sort=WORD``; None keeps the directory's own order (``-U``)."""
    if word == "version":
        return lambda e: _version_key(e[0])
    if word == "size":
        # largest first, as tree's sizesort
        return lambda e: (-e[1].size, _name_key(e[0]))
    if word == "mtime":
        return lambda e: (-e[1].mtime_ns, _name_key(e[0]))
    if word == "ctime":
        return lambda e: (-e[1].ctime_ns, _name_key(e[0]))
    if word == "none":
        return None
    return lambda e: _name_key(e[0])
