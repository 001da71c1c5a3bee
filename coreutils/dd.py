"""dd: copy with block sizes, skips, seeks, conversions and GNU's "records in/out" summary.

The summary's third line carries a timing (``12 bytes copied, 0.0001 s, 98 kB/s``)
that differs run to run in GNU too; golden cases use status=none, status=noxfer
or ``2>/dev/null`` to stay deterministic (NOTES.md D-misc-dd).
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import OpenMode

_MULT = {"": 1, "c": 1, "w": 2, "b": 512, "kB": 1000, "K": 1024, "k": 1024, "MB": 1000**2, "M": 1024**2,
         "xM": 1024**2, "GB": 1000**3, "G": 1024**3, "TB": 1000**4, "T": 1024**4, "KiB": 1024, "MiB": 1024**2,
         "GiB": 1024**3}
_CONVS = {"ascii", "ebcdic", "ibm", "block", "unblock", "lcase", "ucase", "sparse", "swab", "sync", "excl",
          "nocreat", "notrunc", "noerror", "fdatasync", "fsync"}
_FLAGS = {"append", "direct", "directory", "dsync", "sync", "fullblock", "nonblock", "noatime", "nocache", "noctty",
          "nofollow", "count_bytes", "skip_bytes", "seek_bytes", "binary", "text"}
_OPERANDS = {"if", "of", "bs", "ibs", "obs", "cbs", "count", "skip", "iseek", "seek", "oseek", "conv", "iflag",
             "oflag", "status"}
_HELP = """Copy a file, converting and formatting according to the operands.

  bs=BYTES        read and write up to BYTES bytes at a time (default: 512)
  count=N         copy only N input blocks
  ibs=BYTES       read up to BYTES bytes at a time (default: 512)
  if=FILE         read from FILE instead of stdin
  iflag=FLAGS     read as per the comma separated symbol list
  obs=BYTES       write BYTES bytes at a time (default: 512)
  of=FILE         write to FILE instead of stdout
  oflag=FLAGS     write as per the comma separated symbol list
  seek=N          skip N obs-sized output blocks
  skip=N          skip N ibs-sized input blocks
  status=LEVEL    'none', 'noxfer' or 'progress'
  conv=CONVS      convert the file as per the comma separated symbol list
"""


def parse_number(text: str) -> int | None:
    """dd's numbers: N with a multiplier suffix, and products like 2x3 or 1Kx2."""
    total = 1
    for part in text.split("x") if not text.endswith("xM") else [text]:
        m = re.fullmatch(r"(\d+)([A-Za-z]*)", part)
        if not m or m.group(2) not in _MULT:
            return None
        total *= int(m.group(1)) * _MULT[m.group(2)]
    return total


@dataclass
class _Counts:
    full_in: int = 0
    part_in: int = 0
    full_out: int = 0
    part_out: int = 0
    bytes_out: int = 0
    truncated: int = 0


def _human(n: float, base: int) -> str:
    units = ["", "k" if base == 1000 else "Ki", "M" if base == 1000 else "Mi", "G" if base == 1000 else "Gi",
             "T" if base == 1000 else "Ti"]
    i = 0
    while n >= base and i < len(units) - 1:
        n /= base
        i += 1
    unit = units[i] if base == 1000 or i else ""
    if base == 1000 and i == 1:
        unit = "k"
    text = f"{n:.1f}" if n < 10 else f"{n:.0f}"
    return f"{text} {unit}B"


def _summary(ctx: CommandContext, c: _Counts, level: str, elapsed: float) -> None:
    if level == "none":
        return
    lines = [f"{c.full_in}+{c.part_in} records in\n", f"{c.full_out}+{c.part_out} records out\n"]
    if c.truncated:
        lines.append(f"{c.truncated} truncated record{'' if c.truncated == 1 else 's'}\n")
    if level != "noxfer":
        n = c.bytes_out
        what = "1 byte" if n == 1 else f"{n} bytes"
        if n >= 1000:
            what += f" ({_human(n, 1000)}, {_human(n, 1024)})"
        rate = _human(n / elapsed, 1000) + "/s" if elapsed > 0 else "Infinity B/s"
        if n < 1000 and elapsed > 0 and n / elapsed < 1000:
            rate = f"{n / elapsed / 1000:.1f} kB/s"
        lines.append(f"{what} copied, {elapsed:.6g} s, {rate}\n")
    ctx.stderr.write("".join(lines).encode())


@command("dd", summary="convert and copy a file", usage="dd [OPERAND]...\n  or:  dd OPTION", parse=False,
         help_text=_HELP)
def dd_cmd(ctx: CommandContext, raw: Parsed) -> int:
    if raw.operands[:1] == ["--help"]:
        ctx.stdout.write(f"Usage: dd [OPERAND]...\n  or:  dd OPTION\n{_HELP}".encode())
        return 0
    if raw.operands[:1] == ["--version"]:
        ctx.stdout.write(b"dd (GNU coreutils) 9.1\n")
        return 0
    ops: dict[str, str] = {}
    for word in raw.operands:
        if word == "--":
            continue
        key, eq, value = word.partition("=")
        if not eq or key not in _OPERANDS:
            raise UsageError(f"unrecognized operand {quote(word)}")
        ops[key] = value
    sizes: dict[str, int] = {}
    for key in ("bs", "ibs", "obs", "cbs", "count", "skip", "iseek", "seek", "oseek"):
        if key in ops:
            n = parse_number(ops[key])
            if n is None or (key in ("bs", "ibs", "obs", "cbs") and n == 0):
                ctx.error(f"invalid number: {quote(ops[key])}")
                return 1
            sizes[key] = n
    conv = set(filter(None, ops.get("conv", "").split(",")))
    iflags = set(filter(None, ops.get("iflag", "").split(",")))
    oflags = set(filter(None, ops.get("oflag", "").split(",")))
    for name, given, valid in (("conversion", conv, _CONVS), ("input flag", iflags, _FLAGS),
                               ("output flag", oflags, _FLAGS)):
        bad = sorted(given - valid)
        if bad:
            raise UsageError(f"invalid {name}: {quote(bad[0])}")
    if {"block", "unblock"} <= conv:
        raise UsageError("cannot combine block and unblock", try_help=False)
    unsupported = sorted(conv & {"ascii", "ebcdic", "ibm"})
    if unsupported:
        ctx.error(f"conv={unsupported[0]} is not supported by vshell")
        return 1
    if {"lcase", "ucase"} <= conv:
        raise UsageError("cannot combine lcase and ucase", try_help=False)
    if {"excl", "nocreat"} <= conv:
        raise UsageError("cannot combine excl and nocreat", try_help=False)
    level = ops.get("status", "")
    if level not in ("", "none", "noxfer", "progress"):
        raise UsageError(f"invalid status level: {quote(level)}")
    ibs = sizes.get("bs", sizes.get("ibs", 512))
    obs = sizes.get("bs", sizes.get("obs", 512))
    # block and unblock need cbs (GNU ignores them without it) and always reblock the output.
    if "cbs" not in sizes:
        conv -= {"block", "unblock"}
    records = _Records(sizes["cbs"], "unblock" in conv) if conv & {"block", "unblock"} else None
    reblock = "bs" not in sizes or records is not None
    started = time.monotonic()
    counts = _Counts()
    source: BinaryIO = ctx.stdin
    sink: BinaryIO = ctx.stdout
    try:
        if "if" in ops:
            try:
                source = ctx.fs.open(ctx.resolve(ops["if"]), OpenMode.READ)
            except OSError as exc:
                ctx.error(f"failed to open {quoteaf(ops['if'])}: {strerror(exc)}")
                return 1
        seek = sizes.get("seek", sizes.get("oseek", 0))
        seek_bytes = seek if "seek_bytes" in oflags else seek * obs
        if "of" in ops:
            path = ctx.resolve(ops["of"])
            try:
                sink = _open_output(ctx, path, conv, oflags, seek_bytes)
            except OSError as exc:
                ctx.error(f"failed to open {quoteaf(ops['of'])}: {strerror(exc)}")
                return 1
        skip = sizes.get("skip", sizes.get("iseek", 0))
        _skip(source, skip if "skip_bytes" in iflags else skip * ibs)
        count = sizes.get("count")
        _copy(ctx, source, sink, ibs, obs, reblock, count, "count_bytes" in iflags, conv, counts,
              "fullblock" in iflags, records)
    finally:
        if source is not ctx.stdin:
            source.close()
        if sink is not ctx.stdout:
            sink.close()
    _summary(ctx, counts, level, time.monotonic() - started)
    return 0


def _open_output(ctx: CommandContext, path: str, conv: set[str], oflags: set[str], seek_bytes: int) -> BinaryIO:
    exists = ctx.fs.exists(path)
    if "excl" in conv and exists:
        raise FileExistsError(17, "File exists", path)
    if "nocreat" in conv and not exists:
        raise FileNotFoundError(2, "No such file or directory", path)
    if "append" in oflags:
        return ctx.fs.open(path, OpenMode.APPEND)
    if exists and not ctx.fs.stat(path).is_file:
        return ctx.fs.open(path, OpenMode.WRITE)  # /dev/null and other devices: no seek, no truncate
    if not exists:
        ctx.fs.open(path, OpenMode.WRITE).close()
    f = ctx.fs.open(path, OpenMode.READ_WRITE)
    if "notrunc" not in conv:
        f.truncate(seek_bytes)
    size = f.seek(0, 2)
    if size < seek_bytes:
        f.write(b"\0" * (seek_bytes - size))
    f.seek(seek_bytes)
    return f


def _skip(source: BinaryIO, n: int) -> None:
    while n > 0:
        got = source.read(min(n, 65536))
        if not got:
            return
        n -= len(got)


def _copy(ctx: CommandContext, source: BinaryIO, sink: BinaryIO, ibs: int, obs: int, reblock: bool,
          count: int | None, count_bytes: bool, conv: set[str], c: _Counts, fullblock: bool,
          records: _Records | None) -> None:
    pending = bytearray()
    left_bytes = count if count_bytes else None
    blocks = 0
    while count is None or count_bytes or blocks < count:
        want = ibs if left_bytes is None else min(ibs, left_bytes)
        if want == 0:
            break
        block = source.read(want)
        if fullblock:
            while block and len(block) < want:
                more = source.read(want - len(block))
                if not more:
                    break
                block += more
        if not block:
            break
        ctx.budget.tick()
        blocks += 1
        if left_bytes is not None:
            left_bytes -= len(block)
        if len(block) == ibs:
            c.full_in += 1
        else:
            c.part_in += 1
            if "sync" in conv:
                # GNU pads with spaces when it makes or unmakes records, else with NULs.
                block = block + (b" " if records is not None else b"\0") * (ibs - len(block))
        block = _convert(block, conv)
        if records is not None:
            block = records.feed(block)
        if not reblock:
            sink.write(block)
            c.bytes_out += len(block)
            if len(block) == obs:
                c.full_out += 1
            else:
                c.part_out += 1
            continue
        pending += block
        while len(pending) >= obs:
            sink.write(bytes(pending[:obs]))
            del pending[:obs]
            c.full_out += 1
            c.bytes_out += obs
    if records is not None:
        pending += records.finish()
        c.truncated = records.truncated
        while len(pending) >= obs:
            sink.write(bytes(pending[:obs]))
            del pending[:obs]
            c.full_out += 1
            c.bytes_out += obs
    if pending:
        sink.write(bytes(pending))
        c.part_out += 1
        c.bytes_out += len(pending)


class _Records:
    """conv=block (newline-ended lines to records of cbs bytes, padded with spaces or cut) and
    conv=unblock (records of cbs bytes to lines, trailing spaces dropped), carried across input blocks."""

    def __init__(self, cbs: int, unblock: bool) -> None:
        self.cbs = cbs
        self.unblock = unblock
        self.col = 0
        self.spaces = 0  # unblock: spaces held back, written only if something else follows in the record
        self.truncated = 0

    def feed(self, data: bytes) -> bytes:
        out = bytearray()
        cbs = self.cbs
        if self.unblock:
            for b in data:
                if b == 32:
                    self.spaces += 1
                else:
                    out += b" " * self.spaces
                    self.spaces = 0
                    out.append(b)
                self.col += 1
                if self.col == cbs:
                    out.append(10)
                    self.col = self.spaces = 0
            return bytes(out)
        for b in data:
            if b == 10:
                if self.col < cbs:
                    out += b" " * (cbs - self.col)
                self.col = 0
                continue
            if self.col == cbs:
                self.truncated += 1
            elif self.col < cbs:
                out.append(b)
            self.col += 1
        return bytes(out)

    def finish(self) -> bytes:
        """What ends the last, unfinished record."""
        col, self.col = self.col, 0
        if self.unblock:
            return b"\n" if col else b""
        return b" " * (self.cbs - col) if 0 < col < self.cbs else b""


def _convert(block: bytes, conv: set[str]) -> bytes:
    if "swab" in conv:
        even = len(block) - len(block) % 2
        swapped = bytearray(block)
        swapped[0:even:2], swapped[1:even:2] = block[1:even:2], block[0:even:2]
        block = bytes(swapped)
    if "ucase" in conv:
        block = block.upper()
    elif "lcase" in conv:
        block = block.lower()
    return block
