"""The main input: ARGV's operands read in turn, split into records as they come."""

from __future__ import annotations

import codecs
import re
from typing import TYPE_CHECKING, BinaryIO

from vshell.coreutils.awk.value import AwkExit, strnum, to_num
from vshell.coreutils.common.errors import strerror

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

# The main input is read in blocks of this size.
_BLOCK = 1 << 16


class Source:
    """The main input: ARGV operands read in turn, assignments applied when reached.

    With a one-character RS (the usual newline) each input is read in blocks
    and split as it comes, so the first record is processed before the rest
    is read (``seq 1 1000000000 | awk 'NR==3{print; exit}'`` ends at once) and
    memory stays flat; a paragraph or regex RS reads the whole input first.
    As before, the RS in force when an input is opened splits all of it.
    """

    def __init__(self, interp: Interp) -> None:
        self.interp = interp
        self.index = 1
        self.records: list[str] = []
        self.pos = 0
        self.failed = False
        self.used_file = False
        self.stdin_done = False
        self.current: str | None = None
        self.stream: BinaryIO | None = None
        self.own_stream = False
        self.sep = "\n"
        self.carry = ""
        self.decoder: codecs.IncrementalDecoder | None = None
        # RT of each record: the separators found (a regex or paragraph RS), or else `sep`,
        # but "" for a last record that `tail` says had none.
        self.rts: list[str] | None = None
        self.tail = False
        self.in_file = False  # a file's BEGINFILE has run and its ENDFILE not yet

    def rt(self, pos: int) -> str:
        """The RT of the record at ``pos`` of the current records."""
        if self.rts is not None:
            return self.rts[pos]
        return "" if self.tail and pos == len(self.records) - 1 else self.sep

    def skip_file(self) -> None:
        self.records, self.pos = [], 0
        self._close()

    def _close(self) -> None:
        if self.stream is not None and self.own_stream:
            self.stream.close()
        self.stream, self.decoder, self.carry = None, None, ""

    def fill(self) -> bool:
        """Make more records ready: the next block of this input, else the next input; False at the end."""
        it = self.interp
        while True:
            if self.stream is not None:
                if self._more():
                    return True
                continue
            if self.in_file:
                self.in_file = False
                it.file_rules(it.prog.endfile, "ENDFILE")
            if not self.open_next():
                return False
            if it.prog.beginfile or it.prog.endfile:
                self.in_file = True
                it.file_rules(it.prog.beginfile, "BEGINFILE")
            if self.records:
                return True

    def _more(self) -> bool:
        assert self.stream is not None and self.decoder is not None
        block = self.stream.read(_BLOCK)
        text = self.decoder.decode(block, final=not block)
        if not block:
            last, self.carry = self.carry + text, ""
            self._close()
            self.records, self.pos = ([last] if last else []), 0
            self.tail = True
            return bool(last)
        parts = (self.carry + text).split(self.sep)
        self.carry = parts.pop()
        self.records, self.pos, self.tail = parts, 0, False
        return bool(parts)

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
        self.records, self.pos, self.rts = [], 0, None
        rs = it.record_separator()
        if len(rs) == 1:
            self.stream, self.own_stream, self.sep = stream, own, rs
            self.decoder = codecs.getincrementaldecoder("utf-8")("surrogateescape")
            self.carry = ""
            return
        try:
            data = stream.read()
        finally:
            if own:
                stream.close()
        self.records, self.rts = split_with_rt(it, data.decode("utf-8", "surrogateescape"))

    def next_record(self) -> str | None:
        while self.pos >= len(self.records):
            if not self.fill():
                return None
        rec = self.records[self.pos]
        self.pos += 1
        return rec


def split_with_rt(it: Interp, data: str) -> tuple[list[str], list[str]]:
    """Records and the separator text that ended each (gawk's RT; "" after a last unterminated one)."""
    rs = it.record_separator()
    if rs == "":
        # Paragraph mode: blank lines separate records; newlines at the start are skipped.
        body = data.lstrip("\n")
        pattern = "\n\n+"
    elif len(rs) == 1:
        body, pattern = data, re.escape(rs)
    else:
        body, pattern = data, ""
    recs: list[str] = []
    rts: list[str] = []
    pos = 0
    matches = re.finditer(pattern, body) if pattern else it.regex(rs).finditer(body, timeout=it.timeout)
    for m in matches:
        if m.end() == m.start():
            continue
        recs.append(body[pos : m.start()])
        rts.append(m.group())
        pos = m.end()
    if pos < len(body):
        last = body[pos:]
        if rs == "" and last.endswith("\n"):
            stripped = last.rstrip("\n")
            recs.append(stripped)
            rts.append(last[len(stripped):])
        else:
            recs.append(last)
            rts.append("")
    return recs, rts


def escape_assign(it: Interp, value: str) -> str:
    """Command-line ``var=value`` assignments process escape sequences like string literals (and warn alike)."""
    from vshell.coreutils.awk.lex import unescape

    found: list[str] = []
    text = unescape(value, found, hex_escapes=it.mode != "posix")
    if found:
        it.flush_out()
        it.ctx.stderr.write("".join(f"{it.prog_name}: {w}\n" for w in found).encode())
    return text
