"""util-linux hexdump's format strings (``-e``, ``-f``), which also spell its built-in layouts.

A format string is a list of format units, each ``[iterations][/byte_count] "format"``.  The format is
printf's, with hexdump's conversions: ``%d %i %o %u %x %X`` (1, 2, 4 or 8 bytes, 4 by default),
``%e %f %g %E %G`` (4 or 8, 8 by default), ``%c`` and ``%s`` (a precision or byte count), and ``%_a``/``%_A``
(the offset, in ``d``/``o``/``x``; ``_A`` once after the last block), ``%_c`` (a character or its C escape
or octal), ``%_p`` (printable or ``.``), ``%_u`` (ASCII names: ``nul`` ... ``del``).

Every format string reads the same block from its start; the block is as long as the longest string
needs.  A last unit without an iteration count repeats to fill the block, and the last character of
its format, when white space, is left off after its last iteration.  Past the end of the data each
conversion prints blanks of its width.  Each of these rules is util-linux's (``hexdump(1)``).
"""

from __future__ import annotations

import struct
from collections.abc import Iterator, Sequence

_SPEC = ".#-+ 0123456789"
_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v"}
_C_NAMES = {0: "\\0", 7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r"}
_U_NAMES = (
    "nul", "soh", "stx", "etx", "eot", "enq", "ack", "bel", "bs", "ht", "lf", "vt", "ff", "cr", "so", "si",
    "dle", "dc1", "dc2", "dc3", "dc4", "nak", "syn", "etb", "can", "em", "sub", "esc", "fs", "gs", "rs", "us",
)

# print-unit kinds
TEXT, ADDRESS, BPAD, C, CHAR, DBL, INT, P, STR, U, UINT = range(11)


class FormatError(Exception):
    """A format hexdump refuses: the message it prints (status 1)."""


class Pr:
    """One print unit: literal text, then at most one conversion reading ``bcnt`` bytes."""

    __slots__ = ("bcnt", "conv", "kind", "lead", "nospace", "spec")

    def __init__(self, kind: int, lead: str, spec: str = "", conv: str = "", bcnt: int = 0) -> None:
        self.kind = kind
        self.lead = lead
        self.spec = spec  # flags, width and precision of the conversion
        self.conv = conv
        self.bcnt = bcnt
        self.nospace = False
        """Leave the last character (white space) off after the unit's last iteration."""


class Fu:
    """A format unit: ``reps`` iterations of its print units."""

    __slots__ = ("bcnt", "fmt", "ignore", "prs", "reps", "setrep")

    def __init__(self) -> None:
        self.reps = 1
        self.setrep = False
        self.bcnt = 0
        self.fmt = ""
        self.prs: list[Pr] = []
        self.ignore = False  # holds %_A: printed once at the end, not per block


class Fs:
    """One format string (one ``-e`` argument or ``-f`` line)."""

    __slots__ = ("bcnt", "fus")

    def __init__(self, fus: list[Fu]) -> None:
        self.fus = fus
        self.bcnt = 0


def _skip_space(text: str, i: int) -> int:
    while i < len(text) and text[i].isspace():
        i += 1
    return i


def parse(fmt: str) -> Fs:
    """A format string's units, as util-linux's ``add_fmt`` reads them (``bad format {...}``)."""
    fus: list[Fu] = []
    i = 0
    n = len(fmt)

    def bad() -> FormatError:
        return FormatError(f"bad format {{{fmt}}}")

    while True:
        i = _skip_space(fmt, i)
        if i >= n:
            break
        fu = Fu()
        fus.append(fu)
        if fmt[i].isdigit():
            start = i
            while i < n and fmt[i].isdigit():
                i += 1
            if i >= n or not (fmt[i].isspace() or fmt[i] == "/"):
                raise bad()
            fu.reps = int(fmt[start:i])
            fu.setrep = True
            i = _skip_space(fmt, i + 1)
        if i < n and fmt[i] == "/":
            i = _skip_space(fmt, i + 1)
        if i < n and fmt[i].isdigit():
            start = i
            while i < n and fmt[i].isdigit():
                i += 1
            if i >= n or not fmt[i].isspace():
                raise bad()
            fu.bcnt = int(fmt[start:i])
            i = _skip_space(fmt, i + 1)
        if i >= n or fmt[i] != '"':
            raise bad()
        end = fmt.find('"', i + 1)
        if end < 0:
            raise bad()
        fu.fmt = _escape(fmt[i + 1 : end])
        i = end + 1
    return Fs(fus)


def _escape(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\\" and i + 1 < len(text):
            i += 1
            ch = _ESCAPES.get(text[i], text[i])
        out.append(ch)
        i += 1
    return "".join(out)


def block_size(fs: Fs) -> int:
    """The bytes one pass of the format string reads (util-linux's ``block_size``)."""
    size = 0
    for fu in fs.fus:
        if fu.bcnt:
            size += fu.bcnt * fu.reps
            continue
        bcnt = 0
        f = fu.fmt
        i = 0
        while i < len(f):
            if f[i] != "%":
                i += 1
                continue
            i += 1
            while i < len(f) and f[i] in _SPEC[1:]:
                i += 1
            prec = 0
            if i < len(f) and f[i] == "." and i + 1 < len(f) and f[i + 1].isdigit():
                i += 1
                start = i
                while i < len(f) and f[i].isdigit():
                    i += 1
                prec = int(f[start:i])
            ch = f[i] if i < len(f) else ""
            if ch and ch in "diouxX":
                bcnt += 4
            elif ch and ch in "efgEG":
                bcnt += 8
            elif ch == "s":
                bcnt += prec
            elif ch == "c":
                bcnt += 1
            elif ch == "_":
                i += 1
                if i < len(f) and f[i] in "cpu":
                    bcnt += 1
            i += 1
        size += bcnt * fu.reps
    return size


def rewrite(fs: Fs, blocksize: int) -> Fu | None:
    """Split each unit into print units with their byte counts and check them (util-linux's
    ``rewrite_rules``); returns the unit holding ``%_A``, if any."""
    end_fu = None
    for fu in fs.fus:
        f = fu.fmt
        pos = 0
        nconv = 0
        while pos < len(f):
            pct = f.find("%", pos)
            if pct < 0:
                fu.prs.append(Pr(TEXT, f[pos:]))
                break
            lead = f[pos:pct]
            p1 = pct + 1
            prec = None
            if fu.bcnt:
                while p1 < len(f) and f[p1] in _SPEC:
                    p1 += 1
            else:
                while p1 < len(f) and f[p1] in _SPEC[1:]:
                    p1 += 1
                if p1 < len(f) and f[p1] == "." and p1 + 1 < len(f) and f[p1 + 1].isdigit():
                    p1 += 1
                    start = p1
                    while p1 < len(f) and f[p1].isdigit():
                        p1 += 1
                    prec = int(f[start:p1])
            spec = f[pct + 1 : p1]
            cs = f[p1] if p1 < len(f) else ""
            after = p1 + 1
            if cs == "c":
                pr = Pr(CHAR, lead, spec, "c", _bytes_of(fu.bcnt, (0, 1), 1, "c"))
            elif cs and cs in "di":
                pr = Pr(INT, lead, spec, cs, _bytes_of(fu.bcnt, (0, 1, 2, 4, 8), 4, cs))
            elif cs and cs in "ouxX":
                pr = Pr(UINT, lead, spec, cs, _bytes_of(fu.bcnt, (0, 1, 2, 4, 8), 4, cs))
            elif cs and cs in "efgEG":
                pr = Pr(DBL, lead, spec, cs, _bytes_of(fu.bcnt, (0, 4, 8), 8, cs))
            elif cs == "s":
                if fu.bcnt:
                    count = fu.bcnt
                elif prec is not None:
                    count = prec
                else:
                    raise FormatError("%s requires a precision or a byte count")
                pr = Pr(STR, lead, spec, "s", count)
            elif cs == "_":
                sub = f[p1 + 1] if p1 + 1 < len(f) else ""
                after += 1
                if sub in ("A", "a"):
                    # (at the very end of the format C's strchr finds the terminator: accepted, printing nothing)
                    letter = f[p1 + 2] if p1 + 2 < len(f) else ""
                    if letter not in ("d", "o", "x", ""):
                        raise FormatError(f"bad conversion character %{f[p1 : p1 + 3]}")
                    if sub == "A":
                        end_fu = fu
                        fu.ignore = True
                    after += 1
                    pr = Pr(ADDRESS, lead, spec, letter)
                elif sub in ("c", "p", "u"):
                    kind = {"c": C, "p": P, "u": U}[sub]
                    pr = Pr(kind, lead, spec, sub, _bytes_of(fu.bcnt, (0, 1), 1, "_" + sub))
                else:
                    raise FormatError(f"bad conversion character %{f[p1 : p1 + 2]}")
            else:
                raise FormatError(f"bad conversion character %{cs}")
            fu.prs.append(pr)
            pos = after
            if pr.kind != ADDRESS and fu.bcnt:
                nconv += 1
                if nconv > 1:
                    raise FormatError("byte count with multiple conversion characters")
        if not fu.bcnt:
            fu.bcnt = sum(pr.bcnt for pr in fu.prs)
    for k, fu in enumerate(fs.fus):
        if k == len(fs.fus) - 1 and fs.bcnt < blocksize and not fu.setrep and fu.bcnt:
            fu.reps += (blocksize - fs.bcnt) // fu.bcnt
        if fu.reps > 1 and fu.prs:
            last = fu.prs[-1]
            text = last.lead if last.kind == TEXT else ""
            last.nospace = bool(text) and text[-1].isspace()
    return end_fu


def _bytes_of(given: int, allowed: Sequence[int], default: int, conv: str) -> int:
    if given not in allowed:
        raise FormatError(f"bad byte count for conversion character {conv}")
    return given or default


def cformat(spec: str, conv: str, value: object) -> str:
    """C printf of one conversion with ``spec`` (flags, width, precision); ``%c`` of a byte gives that byte."""
    if conv == "c":
        assert isinstance(value, int)
        return ("%" + _no_zero(spec).partition(".")[0] + "s") % chr(value)  # C ignores a precision for %c
    if conv in "diouxX":
        assert isinstance(value, int)
        return _integer(spec, conv, value)
    if conv in "eEfgG":
        assert isinstance(value, float)
        if value != value or value in (float("inf"), float("-inf")):
            text = ("-" if str(value).startswith("-") else "") + ("nan" if value != value else "inf")
            return ("%" + _no_zero(spec.replace("#", "")) + "s") % (text.upper() if conv in "EG" else text)
    return ("%" + spec + conv) % value


def _no_zero(spec: str) -> str:
    """C ignores the ``0`` flag for ``%s`` and ``%c``; Python pads with zeros."""
    flags = ""
    i = 0
    while i < len(spec) and spec[i] in "#-+ 0":
        if spec[i] in "-":
            flags += spec[i]
        i += 1
    return flags + spec[i:]


def _integer(spec: str, conv: str, value: int) -> str:
    """An integer conversion as C prints it: the sign flags only for ``d``/``i``, ``0`` ignored with a precision,
    no digits for 0 at precision 0, ``#`` a leading 0 (``o``) or ``0x`` before a non-zero value."""
    i = 0
    while i < len(spec) and spec[i] in "#-+ 0":
        i += 1
    flags = spec[:i]
    width_text, dot, prec_text = spec[i:].partition(".")
    width = int(width_text) if width_text else 0
    prec = int(prec_text or 0) if dot else None
    magnitude = -value if value < 0 else value
    digits = format(magnitude, "d" if conv in "diu" else conv)
    if prec is not None:
        digits = "" if prec == 0 and magnitude == 0 else digits.rjust(prec, "0")
    prefix = ""
    if conv in "di":
        prefix = "-" if value < 0 else "+" if "+" in flags else " " if " " in flags else ""
    if "#" in flags:
        if conv == "o" and not digits.startswith("0"):
            digits = "0" + digits
        elif conv in "xX" and magnitude:
            prefix = "0" + conv
    body = prefix + digits
    if len(body) >= width:
        return body
    if "-" in flags:
        return body.ljust(width)
    if "0" in flags and prec is None:
        return prefix + digits.rjust(width - len(prefix), "0")
    return body.rjust(width)


def _pad_blank(pr: Pr) -> None:
    """Past the end of the data a conversion prints blanks of its width (util-linux's ``bpad``)."""
    pr.kind = BPAD
    i = 0
    spec = pr.spec
    while i < len(spec) and spec[i] in " -0+#":
        i += 1
    pr.spec = spec[i:]
    pr.conv = "s"


_INT_CODES = {1: "b", 2: "h", 4: "i", 8: "q"}
_UINT_CODES = {1: "B", 2: "H", 4: "I", 8: "Q"}


def render(pr: Pr, block: bytes, at: int, address: int) -> str:
    """The text of one print unit for the bytes at ``at`` of ``block``, at stream offset ``address``."""
    kind = pr.kind
    if kind == TEXT:
        return pr.lead
    if kind == BPAD:
        return pr.lead + ("%" + pr.spec + "s") % ""
    if kind == ADDRESS:
        return pr.lead + (cformat(pr.spec, pr.conv, address) if pr.conv else "")
    b = block[at] if at < len(block) else 0
    if kind == CHAR:
        return pr.lead + cformat(pr.spec, "c", b)
    if kind == P:
        return pr.lead + cformat(pr.spec, "c", b if 32 <= b < 127 else 46)
    if kind == C:
        if b in _C_NAMES:
            return pr.lead + cformat(pr.spec, "s", _C_NAMES[b])
        if 32 <= b < 127:
            return pr.lead + cformat(pr.spec, "c", b)
        return pr.lead + cformat(pr.spec, "s", f"{b:03o}")
    if kind == U:
        if b < 32:
            return pr.lead + cformat(pr.spec, "s", _U_NAMES[b])
        if b == 127:
            return pr.lead + cformat(pr.spec, "s", "del")
        if b < 127:
            return pr.lead + cformat(pr.spec, "c", b)
        return pr.lead + cformat(pr.spec, "x", b)
    if kind == STR:
        # printf's %s reads from the unit's first byte to a NUL, its precision (not the byte count) the only
        # other bound; the block's end stands for the memory after it
        cut = block.find(b"\0", at)
        text = block[at : len(block) if cut < 0 else cut].decode("latin-1")
        return pr.lead + cformat(pr.spec, "s", text)
    raw = block[at : at + pr.bcnt].ljust(pr.bcnt, b"\0")
    if kind == DBL:
        value = struct.unpack("<f" if pr.bcnt == 4 else "<d", raw)[0]
        return pr.lead + cformat(pr.spec, pr.conv, value)
    codes = _INT_CODES if kind == INT else _UINT_CODES
    number = struct.unpack("<" + codes[pr.bcnt], raw)[0]
    return pr.lead + cformat(pr.spec, pr.conv, number)


class Program:
    """Every format string, checked, with the block size they share and the end-of-data unit."""

    def __init__(self, formats: Sequence[str]) -> None:
        self.fss = [parse(text) for text in formats]
        for fs in self.fss:
            fs.bcnt = block_size(fs)
        self.blocksize = max((fs.bcnt for fs in self.fss), default=0)
        self.end_fu: Fu | None = None
        for fs in self.fss:
            found = rewrite(fs, self.blocksize)
            if found is not None:
                self.end_fu = found

    def block(self, block: bytes, address: int, end: int | None) -> Iterator[str]:
        """The text for one block read at ``address``; ``end`` is where the data stops, in the last block."""
        for fs in self.fss:
            at = 0
            here = address
            left = self.blocksize
            for fu in fs.fus:
                if fu.ignore:
                    break
                count = fu.reps
                while count and left >= 0:
                    for pr in fu.prs:
                        if end is not None and here >= end and pr.kind not in (TEXT, BPAD):
                            _pad_blank(pr)
                        text = render(pr, block, at, here)
                        if count == 1 and pr.nospace:
                            text = text[:-1]
                        yield text
                        here += pr.bcnt
                        left -= pr.bcnt
                        if left < 0:
                            break
                        at += pr.bcnt
                    count -= 1

    def ending(self, end: int) -> str:
        """What the ``%_A`` unit prints once the data is done (its addresses and text only)."""
        if self.end_fu is None:
            return ""
        out = []
        for pr in self.end_fu.prs:
            if pr.kind == ADDRESS:
                out.append(pr.lead + (cformat(pr.spec, pr.conv, end) if pr.conv else ""))
            elif pr.kind == TEXT:
                out.append(pr.lead)
        return "".join(out)
