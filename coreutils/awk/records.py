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

    def skip_file(self) -> None:
        self.records, self.pos = [], 0
        self._close()

    def _close(self) -> None:
        if self.stream is not None and self.own_stream:
            self.stream.close()
        self.stream, self.decoder, self.carry = None, None, ""

    def fill(self) -> bool:
        """Make more records ready: the next block of this input, else the next input; False at the end."""
        while True:
            if self.stream is not None:
                if self._more():
                    return True
                continue
            if not self.open_next():
                return False
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
            return bool(last)
        parts = (self.carry + text).split(self.sep)
        self.carry = parts.pop()
        self.records, self.pos = parts, 0
        return bool(parts)

    def open_next(self) -> bool:
        it = self.interp
        argv = it.arrays["ARGV"]
        argc = int(to_num(it.globals["ARGC"]))
        while self.index < argc:
            arg = argv.get(str(self.index), "")
            self.index += 1
            arg = it.tostr(arg)
            if arg == "":
                continue
            m = re.match(r"([A-Za-z_][A-Za-z0-9_]*)=(.*)\Z", arg, re.S)
            if m:
                it.setvar(m.group(1), strnum(escape_assign(m.group(2))))
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
                        it.ctx.stderr.write(f"awk: warning: command line argument `{arg}' is a directory: skipped\n".encode())
                        continue
                    self._open(arg, it.ctx.fs.open(path), True)
            except OSError as e:
                it.flush_out()
                it.ctx.stderr.write(f"awk: fatal: cannot open file `{arg}' for reading: {strerror(e)}\n".encode())
                self.failed = True
                raise AwkExit(2) from None
            return True
        if not self.used_file and not self.stdin_done:
            self.stdin_done = True
            self._open("", it.ctx.stdin, False)
            return True
        return False

    def _open(self, name: str, stream: BinaryIO, own: bool) -> None:
        it = self.interp
        it.globals["FILENAME"] = name
        self.current = name
        it.globals["FNR"] = 0.0
        self.records, self.pos = [], 0
        rs = it.tostr(it.getvar("RS"))
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
        self.records = it.split_records(data.decode("utf-8", "surrogateescape"))

    def next_record(self) -> str | None:
        while self.pos >= len(self.records):
            if not self.fill():
                return None
        rec = self.records[self.pos]
        self.pos += 1
        return rec


def escape_assign(value: str) -> str:
    """Command-line ``var=value`` assignments process escape sequences like string literals."""
    from vshell.coreutils.awk.lex import unescape

    return unescape(value)
