"""find's ``-printf`` directives and ``-ls`` lines (findutils 4.9 formats)."""

from __future__ import annotations

import datetime
import posixpath
import re
from collections.abc import Callable

from vshell.coreutils.common.fileio import group_name, user_name
from vshell.coreutils.common.lsformat import long_date, mode_string, strftime
from vshell.fs.protocol import FileType, Stat

_TYPE_LETTER = {
    FileType.FILE: "f",
    FileType.DIR: "d",
    FileType.SYMLINK: "l",
    FileType.CHAR_DEVICE: "c",
    FileType.FIFO: "p",
}


def type_letter(st: Stat | None) -> str:
    return "N" if st is None else _TYPE_LETTER.get(st.type, "U")


def type_letter_of(kind: FileType) -> str:
    return _TYPE_LETTER.get(kind, "U")


class Visit:
    """One file find looks at.  Its stats are read on first use: ``-name``, ``-type`` and
    ``-print`` get by with the directory entry's type, as GNU find does with d_type."""

    __slots__ = ("_loader", "_lst", "_st", "depth", "dtype", "other", "path", "shown", "start", "target")

    def __init__(
        self,
        shown: str,
        path: str,
        depth: int,
        start: str,
        st: Stat | None,
        lst: Stat | None,
        dtype: FileType | None = None,
        loader: Callable[[str], tuple[Stat, Stat]] | None = None,
    ) -> None:
        self.shown = shown  # the path as find prints it
        self.path = path  # the filesystem path
        self.depth = depth
        self.start = start  # the starting point as given
        self._st = st  # the stat the tests see (lstat under -P)
        self._lst = lst
        self.dtype = dtype if dtype is not None else (st.type if st is not None else None)
        self._loader = loader
        self.target: str | None = None  # symlink target, read lazily
        self.other: Stat | None = None  # stat of the other kind (for -xtype, %Y)

    def _load(self) -> None:
        assert self._loader is not None
        self._st, self._lst = self._loader(self.path)
        self._loader = None

    @property
    def st(self) -> Stat:
        if self._st is None:
            self._load()
        assert self._st is not None
        return self._st

    @property
    def lst(self) -> Stat:
        if self._lst is None:
            self._load()
        assert self._lst is not None
        return self._lst

    @property
    def kind(self) -> FileType:
        """The type the tests see, without a stat when the directory entry told it."""
        if self._st is not None:
            return self._st.type
        if self.dtype is not None:
            return self.dtype
        return self.st.type

    @property
    def name(self) -> str:
        if self.depth == 0:
            stripped = self.shown.rstrip("/")
            return posixpath.basename(stripped) if stripped else "/"
        return posixpath.basename(self.shown)


_DIRECTIVE = re.compile(r"%([-+ #0]*)(\d*)(?:\.(\d+))?([AaBCcTt][^\n]|[^\n]?)|\\(\d{1,3}|.)|[^%\\]+", re.DOTALL)
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\", "0": "\0"}


def _ctime(ns: int, tz: datetime.tzinfo) -> str:
    # findutils prints ctime(3) with ten fractional digits: "Thu Jan  2 03:04:05.0000000000 2020"
    frac = f"{ns % 10**9:09d}0"
    return strftime("%a %b %e %H:%M:%S", ns, tz) + "." + frac + strftime(" %Y", ns, tz)


def _epoch(ns: int) -> str:
    return f"{ns // 10**9}.{ns % 10**9:09d}0"


class Printf:
    """A compiled ``-printf`` format; ``render(visit)`` gives the text.  Warnings are GNU's, once."""

    def __init__(self, fmt: str, tz: datetime.tzinfo) -> None:
        self.tz = tz
        self.warnings: list[str] = []
        self.pieces: list[tuple[str, str, str]] = []  # (kind, spec, text)
        self.stop = False
        for m in _DIRECTIVE.finditer(fmt):
            if m.group(4) is not None:
                conv = m.group(4)
                flags, width, prec = m.group(1), m.group(2), m.group(3)
                spec = "%" + flags + width + (f".{prec}" if prec else "")
                if conv == "" or conv == "%":
                    self.pieces.append(("lit", "", "%"))
                elif conv[0] in "AaBCcTt" and len(conv) == 2 and conv[0] in "ACBT":
                    self.pieces.append(("time", spec, conv))
                elif conv[0] in "aAcCtTB" and len(conv) == 2:
                    self.pieces.append(("dir", spec, conv[0]))
                    self.pieces.append(("lit", "", conv[1]))
                elif conv in "pfhPHdsmMyYlnkbugUGiDFSaAcCtT":
                    self.pieces.append(("dir", spec, conv))
                else:
                    self.warnings.append(f"warning: unrecognized format directive `%{conv}'")
                    self.pieces.append(("lit", "", "%" + conv))
            elif m.group(5) is not None:
                esc = m.group(5)
                if esc.isdigit() and len(esc) > 0 and all(c in "01234567" for c in esc):
                    self.pieces.append(("lit", "", chr(int(esc, 8))))
                elif esc == "c":
                    self.pieces.append(("stop", "", ""))
                elif esc in _ESCAPES:
                    self.pieces.append(("lit", "", _ESCAPES[esc]))
                else:
                    self.warnings.append(f"warning: unrecognized escape `\\{esc}'")
                    self.pieces.append(("lit", "", "\\" + esc))
            else:
                self.pieces.append(("lit", "", m.group(0)))

    def render(self, v: Visit, start_time_ns: int) -> tuple[str, bool]:
        out: list[str] = []
        for kind, spec, text in self.pieces:
            if kind == "lit":
                out.append(text)
            elif kind == "stop":
                return "".join(out), True
            elif kind == "time":
                ns = self._time_of(v, text[0])
                letter = text[1]
                if letter == "@":
                    value = _epoch(ns)
                else:
                    value = strftime("%" + letter, ns, self.tz)
                    if letter == "S":
                        value += f".{ns % 10**9:09d}0"
                out.append((spec + "s") % value)
            else:
                value_obj = self._value(v, text)
                if isinstance(value_obj, int):
                    out.append((spec + "d") % value_obj)
                else:
                    out.append((spec + "s") % value_obj)
        return "".join(out), False

    def _time_of(self, v: Visit, letter: str) -> int:
        return {"A": v.st.atime_ns, "C": v.st.ctime_ns, "T": v.st.mtime_ns, "B": v.st.mtime_ns}[letter]

    def _value(self, v: Visit, conv: str) -> str | int:
        st = v.st
        if conv == "p":
            return v.shown
        if conv == "f":
            return v.name
        if conv == "h":
            if v.depth == 0:
                stripped = v.shown.rstrip("/")
                if "/" not in stripped:
                    return "."
                return posixpath.dirname(stripped) or "/"
            return posixpath.dirname(v.shown)
        if conv == "P":
            if v.depth == 0:
                return ""
            start = v.start
            return v.shown[len(start) :].lstrip("/") if v.shown.startswith(start) else v.shown
        if conv == "H":
            return v.start
        if conv == "d":
            return v.depth
        if conv == "s":
            return st.size
        if conv == "m":
            return f"{st.mode:o}"
        if conv == "M":
            return mode_string(st)
        if conv == "y":
            return type_letter(v.lst)
        if conv == "Y":
            if v.lst.type is FileType.SYMLINK:
                return type_letter(v.other) if v.other is not None else "N"
            return type_letter(v.lst)
        if conv == "l":
            return v.target or ""
        if conv == "n":
            return st.nlink
        if conv == "k":
            return (st.blocks * 512 + 1023) // 1024
        if conv == "b":
            return st.blocks
        if conv == "u":
            return user_name(st.uid)
        if conv == "g":
            return group_name(st.gid)
        if conv == "U":
            return st.uid
        if conv == "G":
            return st.gid
        if conv == "i":
            return st.ino
        if conv == "D":
            return st.dev
        if conv == "F":
            return "vshell"
        if conv == "S":
            return "1.0" if st.size == 0 else f"{min(1.0, st.blocks * 512 / st.size):g}"
        if conv in "at":
            return _ctime(st.atime_ns if conv == "a" else st.mtime_ns, self.tz)
        if conv == "c":
            return _ctime(st.ctime_ns, self.tz)
        return ""


class LsFormatter:
    """``-ls``: columns that widen as wider values are seen, as findutils does."""

    def __init__(self, tz: datetime.tzinfo, now_ns: int) -> None:
        self.tz = tz
        self.now_ns = now_ns
        self.widths = {"ino": 9, "blocks": 6, "nlink": 3, "user": 8, "group": 8, "size": 8}

    def _w(self, key: str, text: str) -> int:
        self.widths[key] = max(self.widths[key], len(text))
        return self.widths[key]

    def line(self, v: Visit) -> str:
        st = v.st
        ino = str(st.ino)
        blocks = str((st.blocks * 512 + 1023) // 1024)
        nlink = str(st.nlink)
        user = user_name(st.uid)
        group = group_name(st.gid)
        size = str(st.size)
        text = (
            f"{ino:>{self._w('ino', ino)}} {blocks:>{self._w('blocks', blocks)}} {mode_string(st)} "
            f"{nlink:>{self._w('nlink', nlink)}} {user:<{self._w('user', user)}} {group:<{self._w('group', group)}} "
            f"{size:>{self._w('size', size)}} {long_date(st.mtime_ns, self.now_ns, 'locale', self.tz)} {v.shown}"
        )
        if st.type is FileType.SYMLINK and v.target is not None:
            text += f" -> {v.target}"
        return text + "\n"
