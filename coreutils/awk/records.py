"""Input records: each input split by RS as it is read, and the main input, ARGV's operands in turn."""

from __future__ import annotations

import codecs
import re
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, BinaryIO

from vshell.coreutils.awk.value import AwkExit, strnum, to_num
from vshell.coreutils.common.errors import strerror

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

# Input is read in blocks of this size (more while one record is longer).
_BLOCK = 1 << 16
_PARAGRAPH = re.compile("\n\n+").finditer
# Whitespace that Python's str.split() splits on and awk's default field splitting does not
# (the ASCII ones are looked for with `in`, many times faster over a block than the regex).
_ASCII_OTHER_SPACE = ("\r", "\x0b", "\x0c", "\x1c", "\x1d", "\x1e", "\x1f")
OTHER_SPACE = re.compile("[\r\x0b\x0c\x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]").search


class Reader:
    """One input (a file, stdin or a command's output) split into records as it is read.

    Records are split with the RS in force when each is read, as gawk does
    (``NR==1{RS=";"}`` splits the rest of the input by ";").  A one-character
    RS splits a block at a time into ``records`` (one record at a time once
    RS has changed in the middle of a block, so a program that changes it on
    every record is not quadratic); a paragraph or regex RS splits the text
    read up to the last separator that cannot still grow: one at the end of
    the text read so far, or, for a regex that can match text of different
    lengths, within RS's length of that end, waits for more, as in gawk.
    Assigning IGNORECASE makes the records split ahead be split again.  Memory
    holds a block and the record being read, not the input.
    """

    __slots__ = ("buf", "clean", "decoder", "eof", "it", "off", "one", "own", "pos", "records", "rs_obj", "rs_text", "rts",
                 "sep", "stream", "tail")

    def __init__(self, it: Interp, stream: BinaryIO | None = None, own: bool = False) -> None:
        self.it = it
        self.records: list[str] = []
        self.pos = 0
        # The RS value (the object itself) the records were split with: another one means a new split.
        self.rs_obj: object = None
        self.rs_text = ""
        self.sep = "\n"
        # RT of each record (a regex or paragraph RS), else None: ``sep``, or "" for an unterminated last record.
        self.rts: list[str] | None = None
        self.tail = False
        self.one = False  # split one record at a time (RS has changed in the middle of a block)
        # No record of this batch holds whitespace other than space, tab and newline that Python's
        # str.split() would split on, so default field splitting may use it (checked once per block).
        self.clean = False
        self.stream = stream
        self.own = own
        self.decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
        self.buf = ""  # text read and not yet split, from ``off`` on
        self.off = 0
        self.eof = stream is None

    def open(self, stream: BinaryIO, own: bool) -> None:
        self.close()
        self.stream, self.own, self.eof, self.one = stream, own, False, False
        self.decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
        self.rts, self.rs_obj = None, None

    def close(self) -> None:
        if self.stream is not None and self.own:
            self.stream.close()
        self.stream, self.eof, self.buf, self.off = None, True, "", 0
        self.records, self.pos = [], 0

    def pending(self) -> bool:
        """Whether records or text remain to be read."""
        return not self.eof or self.off < len(self.buf) or self.pos < len(self.records)

    def rt(self, pos: int) -> str:
        """The RT of the record at ``pos`` of ``records``."""
        if self.rts is not None:
            return self.rts[pos]
        return "" if self.tail and pos == len(self.records) - 1 else self.sep

    def next_record(self) -> str | None:
        if (self.pos >= len(self.records) or self.it.globals["RS"] is not self.rs_obj) and not self.fill():
            return None
        rec = self.records[self.pos]
        self.pos += 1
        return rec

    def fill(self) -> bool:
        """Make records ready with the RS in force now; False at the end of this input."""
        it = self.it
        rs_obj = it.globals["RS"]
        rs = it.record_separator()
        if self.pos < len(self.records):
            if rs == self.rs_text and len(rs) == 1:
                self.rs_obj = rs_obj  # the same separator in a new value: the split stands
                return True
            # RS changed with records split ahead: they go back to be split anew.
            rest = "".join(self.records[i] + self.rt(i) for i in range(self.pos, len(self.records)))
            self.buf, self.off, self.one = rest + self.buf[self.off:], 0, True
        self.records, self.pos, self.rs_obj, self.rs_text = [], 0, rs_obj, rs
        if len(rs) == 1:
            return self._split_block(rs)
        return self._one_record(rs)

    def _read(self) -> bool:
        """Add the next block (larger while one record is longer) to ``buf``; False at the end of the input."""
        if self.eof or self.stream is None:
            return False
        rest = self.buf[self.off:] if self.off else self.buf
        block = self.stream.read(max(_BLOCK, len(rest)))
        self.buf, self.off = rest + self.decoder.decode(block, final=not block), 0
        if not block:
            self.eof = True
            return False
        return True

    def _split_block(self, sep: str) -> bool:
        self.sep, self.rts, self.tail, self.clean = sep, None, False, False
        seen = self.off
        while True:
            buf = self.buf
            end = buf.find(sep, seen)
            if end >= 0:
                if self.one:
                    self.records, self.off = [buf[self.off : end]], end + 1
                else:
                    text = buf[self.off:] if self.off else buf
                    parts = text.split(sep)
                    self.buf, self.off = parts.pop(), 0
                    self.clean = text.isascii() and not any(c in text for c in _ASCII_OTHER_SPACE)
                    self.records = parts
                return True
            seen = len(buf) - self.off
            if not self._read():
                if self.off >= len(self.buf):
                    return False
                self.records, self.buf, self.off, self.tail = [self.buf[self.off:]], "", 0, True
                return True
            seen += self.off

    def _one_record(self, rs: str) -> bool:
        """Records up to each separator a paragraph or regex RS finds in the text read, as many as are sure."""
        it = self.it
        if rs == "":
            # Paragraph mode: newlines before a record are skipped; a run of blank lines ends it.
            while True:
                buf, off = self.buf, self.off
                while off < len(buf) and buf[off] == "\n":
                    off += 1
                self.off = off
                if off < len(buf) or not self._read():
                    break
            matches: Callable[..., Iterator[Any]] = _PARAGRAPH
            longest = True
        else:
            matches = partial(it.regex(rs).finditer, partial=True, timeout=it.timeout)
            longest = any(c in rs for c in "+*?|{")
        while True:
            buf, off = self.buf, self.off
            end = len(buf)
            recs: list[str] = []
            rts: list[str] = []
            pos = off
            for m in matches(buf, off):
                start, stop = m.span()
                if start == stop:
                    continue  # an empty match separates nothing
                if rs and m.partial:  # the regex (not the paragraph re) may match on past the text read
                    break
                if not self.eof and (stop == end or (longest and end - stop < len(rs))):
                    break  # the separator might go on in the text not read yet
                recs.append(buf[pos:start])
                rts.append(m.group())
                pos = stop
            if recs:
                self.records, self.rts, self.off = recs, rts, pos
                return True
            if not self.eof:
                self._read()
                continue
            if off >= len(buf):
                return False
            rec, rt = buf[off:], ""
            if rs == "" and rec.endswith("\n"):
                rec = rec.rstrip("\n")
                rt = buf[off + len(rec):]
            self.records, self.rts, self.buf, self.off = [rec], [rt], "", 0
            return True


class Source:
    """The main input: ARGV operands read in turn, assignments applied when reached, one Reader at a time."""

    def __init__(self, interp: Interp) -> None:
        self.interp = interp
        self.index = 1
        self.failed = False
        self.used_file = False
        self.stdin_done = False
        self.current: str | None = None
        self.reader = Reader(interp)
        self.in_file = False  # a file's BEGINFILE has run and its ENDFILE not yet

    def skip_file(self) -> None:
        self.reader.close()

    def fill(self) -> bool:
        """Make more records ready: from this input, else the next one; False at the end."""
        it = self.interp
        while True:
            if self.reader.pending():
                if self.reader.fill():
                    return True
                self.reader.close()
                continue
            if self.in_file:
                self.in_file = False
                it.file_rules(it.prog.endfile, "ENDFILE")
            if not self.open_next():
                return False
            if it.prog.beginfile or it.prog.endfile:
                self.in_file = True
                it.file_rules(it.prog.beginfile, "BEGINFILE")

    def open_next(self) -> bool:
        it = self.interp
        argv = it.arrays["ARGV"]
        argc = int(to_num(it.globals["ARGC"]))
        while self.index < argc:
            arg = argv.get(str(self.index), "")
            if it.mode == "gawk":
                it.globals["ARGIND"] = float(self.index)
            self.index += 1
            arg = it.tostr(arg)
            if arg == "":
                continue
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)\Z", arg, re.S)
            if m:
                it.setvar(m.group(1), strnum(escape_assign(it, m.group(2))))
                continue
            self.used_file = True
            try:
                if arg in ("-", "/dev/stdin"):
                    self._open(arg, it.ctx.stdin, False)
                else:
                    path = it.ctx.resolve(arg)
                    st = it.ctx.fs.stat(path)
                    if st.is_dir:
                        it.flush_out()
                        it.ctx.stderr.write(f"{it.prog_name}: warning: command line argument `{arg}' is a directory: skipped\n".encode())
                        continue
                    self._open(arg, it.ctx.fs.open(path), True)
            except OSError as e:
                it.flush_out()
                it.ctx.stderr.write(f"{it.prog_name}: fatal: cannot open file `{arg}' for reading: {strerror(e)}\n".encode())
                self.failed = True
                raise AwkExit(2) from None
            return True
        if not self.used_file and not self.stdin_done:
            self.stdin_done = True
            self._open("-" if it.mode == "gawk" else "", it.ctx.stdin, False)  # gawk names stdin "-"
            return True
        return False

    def _open(self, name: str, stream: BinaryIO, own: bool) -> None:
        it = self.interp
        it.globals["FILENAME"] = name
        self.current = name
        it.globals["FNR"] = 0.0
        self.reader.open(stream, own)

    def next_record(self) -> str | None:
        while True:
            rec = self.reader.next_record()
            if rec is not None:
                return rec
            self.reader.close()
            if not self.fill():
                return None


def escape_assign(it: Interp, value: str) -> str:
    """Command-line ``var=value`` assignments process escape sequences like string literals (and warn alike)."""
    from vshell.coreutils.awk.lex import unescape

    found: list[str] = []
    text = unescape(value, found, hex_escapes=it.mode != "posix")
    if found:
        it.flush_out()
        it.ctx.stderr.write("".join(f"{it.prog_name}: {w}\n" for w in found).encode())
    return text
