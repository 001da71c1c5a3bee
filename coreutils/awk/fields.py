"""Records and fields: $0 kept as one string, split into fields only when a field or NF is used.

Fields are split with the FS in force when the record was read, as gawk
does.  ``fields`` holds the raw text of each field not assigned since;
numeric-looking input is marked numeric when it is read.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import regex

from vshell.coreutils.awk.fieldsplit import parse_widths, split_pattern, split_regex, split_widths
from vshell.coreutils.awk.records import OTHER_SPACE
from vshell.coreutils.awk.value import NUMBERS, UNINIT, AwkError, strnum, to_num

_NONE_ASSIGNED: frozenset[int] = frozenset()
_AWK_WORDS = re.compile("[^ \t\n]+").findall


class Fields:
    """The interpreter's record and its fields (a part of ``Interp``)."""

    __slots__ = ("assigned", "fields", "nf", "record", "record_clean", "record_fs", "split_done", "split_mode", "widths")
    record: str
    record_clean: bool  # the record holds no whitespace but space, tab and newline (Reader.clean)
    record_fs: Any
    split_done: bool
    split_mode: str
    fields: list[Any]
    nf: int
    assigned: set[int] | frozenset[int]
    widths: list[tuple[int, int | None]]
    if TYPE_CHECKING:
        globals: dict[str, Any]
        mode: str
        procinfo: dict[str, Any]
        timeout: float | None

        def tostr(self, v: Any) -> str: ...
        def regex(self, text: str) -> regex.Pattern[str]: ...
        def searcher(self, text: str) -> Callable[..., Any]: ...

    def set_record(self, text: str) -> None:
        self.record = text
        self.record_clean = False
        self.record_fs = self.globals["FS"]
        self.split_done = False

    def split_record(self) -> None:
        rec, fs = self.record, self.record_fs
        if self.split_mode != "FS":
            parts = self.split_special(rec)
        elif fs == " ":
            # isprintable() (C speed) rules out every whitespace character but the space.
            clean = self.record_clean or rec.isprintable() or OTHER_SPACE(rec) is None
            parts = rec.split() if clean else _AWK_WORDS(rec)
        elif type(fs) is str and len(fs) == 1 and rec and self.globals["RS"] != "":
            parts = rec.split(fs)  # any other single character separates literally (the -F, case)
        else:
            # With RS = "" (paragraph mode) a newline separates fields whatever FS is.
            paragraph = self.globals["RS"] == "" and self.tostr(fs) != " "
            parts = self.split_fields(rec, fs, paragraph)
        parts.insert(0, rec)
        self.fields = parts
        self.nf = len(parts) - 1
        self.assigned = _NONE_ASSIGNED
        self.split_done = True

    def set_split_var(self, name: str, value: Any) -> None:
        """FS, FIELDWIDTHS or FPAT assigned: the last one assigned says how records split (gawk)."""
        self.globals[name] = value
        if self.mode != "gawk":
            return
        if name == "FIELDWIDTHS":
            self.widths = parse_widths(self.tostr(value))
        self.split_mode = name
        self.procinfo["FS"] = name

    def split_special(self, rec: str) -> list[str]:
        if self.split_mode == "FIELDWIDTHS":
            return split_widths(rec, self.widths)
        return split_pattern(rec, self.searcher(self.tostr(self.globals["FPAT"])))

    def split_fields(self, text: str, fs: Any = None, paragraph: bool = False) -> list[str]:
        """Split text by FS (or the given separator) into plain strings."""
        fs = self.tostr(self.globals["FS"] if fs is None else fs)
        if fs == " ":
            # Default splitting is on runs of space, tab and newline only; str.split() (C speed)
            # agrees unless the text holds other characters Python counts as whitespace (\r, \f...).
            return text.split() if OTHER_SPACE(text) is None else _AWK_WORDS(text)
        if text == "":
            return []
        if fs == "":  # gawk: an empty separator makes each character a field
            return list(text)
        if len(fs) == 1:
            # Any other single character separates literally, even a regex metacharacter.
            if not paragraph:
                return text.split(fs)
            return regex.split(regex.escape(fs) + "|\n", text)
        if paragraph:
            fs += "|\n"
        return split_regex(self.regex(fs), text, self.timeout)

    def _assign_field(self, i: int, value: Any) -> None:
        """Store $i: fields not assigned since the split stay raw text (marked numeric when read)."""
        assigned = self.assigned
        if not isinstance(assigned, set):
            assigned = self.assigned = set()
        assigned.add(i)
        self.fields[i] = value

    def record_value(self) -> Any:
        return strnum(self.record)

    def nf_value(self) -> float:
        if not self.split_done:
            self.split_record()
        return float(self.nf)

    def get_field(self, i: int) -> Any:
        if i <= 0:
            if i == 0:
                return strnum(self.record)
            raise AwkError(f"fatal: attempt to access field {i}")
        if not self.split_done:
            self.split_record()
        if i <= self.nf:
            v = self.fields[i]
            return strnum(v) if i not in self.assigned else v
        return UNINIT

    def field_plain(self, i: int) -> Any:
        """``$i`` (i > 0) for printing or concatenating: the text as read, not marked numeric."""
        if not self.split_done:
            self.split_record()
        return self.fields[i] if i <= self.nf else UNINIT

    def field_text(self, i: int) -> Any:
        """``$i`` for printing or concatenating, any i."""
        if i <= 0:
            if i == 0:
                return self.record
            raise AwkError(f"fatal: attempt to access field {i}")
        if not self.split_done:
            self.split_record()
        return self.fields[i] if i <= self.nf else UNINIT

    def field_num(self, i: int) -> float:
        """``$i`` as a number (i > 0), without making a value object for the common digits-only field."""
        if not self.split_done:
            self.split_record()
        if i > self.nf:
            return 0.0
        v = self.fields[i]
        if type(v) is str and v.isdigit() and v.isascii() and (v[0] != "0" or not NUMBERS.get()):
            return float(v)
        return to_num(v)

    def set_field(self, i: int, value: Any) -> None:
        if i < 0:
            raise AwkError(f"fatal: attempt to access field {i}")
        if i == 0:
            self.set_record(self.tostr(value))
            return
        if not self.split_done:
            self.split_record()
        while len(self.fields) <= i:
            self.fields.append(UNINIT)
        self._assign_field(i, value)
        if i > self.nf:
            self.nf = i
        self.rebuild()

    def set_nf(self, n: int) -> None:
        if n < 0:
            raise AwkError("fatal: NF set to negative value")
        if not self.split_done:
            self.split_record()
        while len(self.fields) <= n:
            self.fields.append(UNINIT)
        del self.fields[n + 1 :]
        self.nf = n
        self.rebuild()

    def rebuild(self) -> None:
        ofs = self.tostr(self.globals["OFS"])
        tostr = self.tostr
        self.record = ofs.join([f if type(f) is str else tostr(f) for f in self.fields[1 : self.nf + 1]])
        self.fields[0] = self.record

