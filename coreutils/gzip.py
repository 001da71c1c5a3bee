"""gzip, gunzip, zcat (GNU gzip 1.12), over zlib's deflate.

zlib's deflate with a 32 KiB window and memLevel 8 makes the same bytes as
GNU gzip's at every level (measured on text inputs), so the header is
written as GNU writes it: the original name and mtime for a file (none with
``-n``, and none for standard input), XFL 2 for ``-9``, 4 for ``-1``, OS 3
(Unix).  Decompression reads every member of a concatenated file and checks
each CRC and length; trailing zero bytes are ignored, other trailing bytes
give gzip's "trailing garbage ignored" warning.  Exit status: 0, 1 for an
error, 2 for a warning only (GNU's).  A file is compressed to NAME.gz with
NAME's mode and mtime, and NAME is removed unless ``-k`` or ``-c``.
"""

from __future__ import annotations

import errno
import posixpath
import struct
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.fileio import CHUNK, fs_path
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType, OpenMode

_OPTS = (
    Opt("a", "ascii", "ascii"),
    Opt("c", "stdout", "stdout"),
    Opt(None, "to-stdout", "stdout"),
    Opt("d", "decompress", "decompress"),
    Opt(None, "uncompress", "decompress"),
    Opt("f", "force", "force"),
    Opt("k", "keep", "keep"),
    Opt("l", "list", "list"),
    Opt("L", "license", "license"),
    Opt("n", "no-name", "name", const=False),
    Opt("N", "name", "name", const=True),
    Opt("q", "quiet", "verbosity", action="store_const", const=-1),
    Opt("r", "recursive", "recursive"),
    Opt(None, "rsyncable", "rsyncable"),
    Opt("S", "suffix", "suffix", Arg.REQUIRED),
    Opt(None, "synchronous", "synchronous"),
    Opt("t", "test", "test"),
    Opt("v", "verbose", "verbosity", action="store_const", const=1),
    Opt("1", "fast", "level", action="store_const", const=1),
    *(Opt(str(n), None, "level", action="store_const", const=n) for n in range(2, 9)),
    Opt("9", "best", "level", action="store_const", const=9),
)

_HELP = """\
Compress or uncompress FILEs (by default, compress FILES in-place).

Mandatory arguments to long options are mandatory for short options too.

  -c, --stdout      write on standard output, keep original files unchanged
  -d, --decompress  decompress
  -f, --force       force overwrite of output file and compress links
  -h, --help        give this help
  -k, --keep        keep (don't delete) input files
  -l, --list        list compressed file contents
  -n, --no-name     do not save or restore the original name and timestamp
  -N, --name        save or restore the original name and timestamp
  -q, --quiet       suppress all warnings
  -r, --recursive   operate recursively on directories
  -S, --suffix=SUF  use suffix SUF on compressed files
  -t, --test        test compressed file integrity
  -v, --verbose     verbose mode
  -1, --fast        compress faster
  -9, --best        compress better

With no FILE, or when FILE is -, read standard input.
"""

_MAGIC = b"\x1f\x8b"
_FTEXT, _FHCRC, _FEXTRA, _FNAME, _FCOMMENT = 1, 2, 4, 8, 16
OK, ERROR, WARNING = 0, 1, 2


class _BadInput(Exception):
    """The input is not (or not wholly) gzip data; the message is gzip's, after ``NAME: ``."""


@dataclass(slots=True)
class _Opts:
    decompress: bool
    to_stdout: bool
    force: bool
    keep: bool
    test: bool
    list_: bool
    save_name: bool | None  # None: gzip's default (save when compressing, restore only with -N)
    verbosity: int
    recursive: bool
    suffix: str
    level: int


@dataclass(slots=True)
class _Member:
    name: bytes | None
    mtime: int
    crc: int
    size: int


class _Run:
    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        self.ctx = ctx
        self.o = o
        self.status = OK
        self.totals = [0, 0]  # compressed, uncompressed, for -l

    # messages -----------------------------------------------------------------------------------
    def error(self, text: str) -> None:
        self.ctx.stderr.write(f"gzip: {text}\n".encode("utf-8", "surrogateescape"))
        self.status = ERROR

    def warn(self, text: str, *, newline: bool = False) -> None:
        if self.o.verbosity >= 0:
            lead = "\n" if newline else ""
            self.ctx.stderr.write(f"{lead}gzip: {text}\n".encode("utf-8", "surrogateescape"))
        if self.status == OK:
            self.status = WARNING

    def bad_input(self, name: str, text: str) -> None:
        # gzip starts these on a new line (they may follow a -v "name:\t" prefix).
        self.ctx.stderr.write(f"\ngzip: {name}: {text}\n".encode("utf-8", "surrogateescape"))
        self.status = ERROR

    # compression --------------------------------------------------------------------------------
    def compress(self, src: BinaryIO, dst: BinaryIO, name: bytes | None, mtime: int) -> tuple[int, int]:
        flags = _FNAME if name is not None else 0
        xfl = 2 if self.o.level == 9 else 4 if self.o.level == 1 else 0
        header = _MAGIC + bytes([8, flags]) + struct.pack("<I", mtime & 0xFFFFFFFF) + bytes([xfl, 3])
        if name is not None:
            header += name + b"\0"
        dst.write(header)
        deflate = zlib.compressobj(self.o.level, zlib.DEFLATED, -zlib.MAX_WBITS, 8)
        crc = size = 0
        written = len(header)
        for block in self.blocks(src):
            crc = zlib.crc32(block, crc)
            size += len(block)
            out = deflate.compress(block)
            written += len(out)
            dst.write(out)
        tail = deflate.flush() + struct.pack("<II", crc, size & 0xFFFFFFFF)
        dst.write(tail)
        return size, written + len(tail)

    def blocks(self, src: BinaryIO) -> Iterator[bytes]:
        while block := src.read(CHUNK):
            self.ctx.budget.tick()
            yield block

    # decompression ------------------------------------------------------------------------------
    def decompress(self, src: BinaryIO, dst: BinaryIO | None) -> list[_Member]:
        """Inflate every member of ``src`` into ``dst`` (None: only check, as -t and -l do)."""
        members: list[_Member] = []
        buf = b""
        source = self.blocks(src)

        def need(n: int) -> bytes:
            nonlocal buf
            while len(buf) < n:
                more = next(source, b"")
                if not more:
                    raise _BadInput("unexpected end of file")
                buf += more
            head, buf = buf[:n], buf[n:]
            return head

        def cstring() -> bytes:
            nonlocal buf
            while b"\0" not in buf:
                more = next(source, b"")
                if not more:
                    raise _BadInput("unexpected end of file")
                buf += more
            text, _, buf = buf.partition(b"\0")
            return text

        while True:
            if members:
                while len(buf) < 2 and (more := next(source, b"")):
                    buf += more
                if buf[:2] != _MAGIC:
                    if (buf + b"".join(source)).strip(b"\0"):
                        raise _TrailingGarbage(members)
                    return members
            head = need(2)
            if head != _MAGIC:
                raise _BadInput("not in gzip format")
            method, flags = need(2)
            if method != 8:
                raise _BadInput(f"unknown method {method} -- not supported")
            mtime = struct.unpack("<I", need(4))[0]
            need(2)
            if flags & _FEXTRA:
                need(struct.unpack("<H", need(2))[0])
            name = cstring() if flags & _FNAME else None
            if flags & _FCOMMENT:
                cstring()
            if flags & _FHCRC:
                need(2)
            inflate = zlib.decompressobj(-zlib.MAX_WBITS)
            crc = size = 0
            while not inflate.eof:
                if not buf:
                    buf = next(source, b"")
                    if not buf:
                        raise _BadInput("unexpected end of file")
                try:
                    out = inflate.decompress(buf, CHUNK)
                except zlib.error:
                    raise _BadInput("invalid compressed data--format violated")
                buf = inflate.unconsumed_tail or inflate.unused_data
                crc = zlib.crc32(out, crc)
                size += len(out)
                if dst is not None and out:
                    dst.write(out)
                self.ctx.budget.tick()
            want_crc, want_size = struct.unpack("<II", need(8))
            if want_crc != crc:
                raise _BadInput("invalid compressed data--crc error")
            if want_size != size & 0xFFFFFFFF:
                raise _BadInput("invalid compressed data--length error")
            members.append(_Member(name, mtime, crc, size))


class _TrailingGarbage(Exception):
    def __init__(self, members: list[_Member]) -> None:
        super().__init__("decompression OK, trailing garbage ignored")
        self.members = members


_DECOMPRESS_SUFFIXES = (".gz", "-gz", ".z", "-z", "_z", ".Z")


def _ratio(num: int, den: int) -> str:
    return f"{(100.0 * num / den) if den else 0.0:5.1f}%"


class _Files(_Run):
    """What gzip does with each operand: compress, decompress, test or list it."""

    def __init__(self, ctx: CommandContext, o: _Opts) -> None:
        super().__init__(ctx, o)
        self.listed = 0
        self.last_overhead = 0

    def operand(self, name: str) -> None:
        if name == "-":
            self.standard_streams()
            return
        path = fs_path(self.ctx, name)
        try:
            st = self.ctx.fs.stat(path)
        except OSError as exc:
            found = self.with_suffix(name) if self.o.decompress and exc.errno == errno.ENOENT else None
            if found is None:
                self.error(f"{name}: {strerror(exc)}")
                return
            name, path = found
            st = self.ctx.fs.stat(path)
        if st.type is FileType.DIR:
            if self.o.recursive:
                for entry in sorted(self.ctx.fs.listdir(path)):
                    self.operand(posixpath.join(name, entry))
            else:
                self.warn(f"{name} is a directory -- ignored")
            return
        if st.type is not FileType.FILE:
            self.warn(f"{name} is not a directory or a regular file - ignored")
            return
        if self.o.list_:
            self.list_file(name, path, st.size)
        elif self.o.decompress:
            self.decompress_file(name, path, st.mode, st.mtime_ns, st.size)
        else:
            self.compress_file(name, path, st.mode, st.mtime_ns)

    def with_suffix(self, name: str) -> tuple[str, str] | None:
        for suffix in dict.fromkeys((self.o.suffix, *_DECOMPRESS_SUFFIXES)):
            try:
                self.ctx.fs.stat(fs_path(self.ctx, name + suffix))
            except OSError:
                continue
            return name + suffix, fs_path(self.ctx, name + suffix)
        return None

    def standard_streams(self) -> None:
        ctx = self.ctx
        if self.o.list_:
            self.error("stdin: option --list not supported on a pipe")  # gzip cannot seek a pipe to its trailer
            return
        if not self.o.decompress:
            self.compress(ctx.stdin, ctx.stdout, None, 0)
            return
        try:
            self.decompress(ctx.stdin, None if self.o.test else ctx.stdout)
        except _TrailingGarbage:
            self.warn("stdin: decompression OK, trailing garbage ignored", newline=True)
        except _BadInput as bad:
            self.bad_input("stdin", str(bad))

    def target(self, name: str) -> str | None:
        """The output name for ``name``, or None (warned) when it cannot be made."""
        if not self.o.decompress:
            if name.endswith(self.o.suffix):
                if self.o.verbosity >= 0:  # said, but not a warning status
                    self.ctx.stderr.write(f"gzip: {name} already has {self.o.suffix} suffix -- unchanged\n".encode(
                        "utf-8", "surrogateescape"))
                return None
            return name + self.o.suffix
        base = posixpath.basename(name)
        for suffix in dict.fromkeys((self.o.suffix, *_DECOMPRESS_SUFFIXES, ".tgz", ".taz")):
            if base.endswith(suffix) and len(base) > len(suffix):
                return name[: -len(suffix)] + (".tar" if suffix in (".tgz", ".taz") else "")
        self.warn(f"{name}: unknown suffix -- ignored")
        return None

    def open_output(self, out: str) -> BinaryIO | None:
        path = fs_path(self.ctx, out)
        if not self.o.force:
            try:
                self.ctx.fs.lstat(path)
            except OSError:
                pass
            else:
                self.warn(f"{out} already exists;\tnot overwritten")
                return None
        return self.ctx.fs.open(path, OpenMode.WRITE)

    def finish(self, name: str, path: str, out: str, mode: int, mtime_ns: int) -> None:
        out_path = fs_path(self.ctx, out)
        self.ctx.fs.chmod(out_path, mode)
        self.ctx.fs.utime(out_path, None, mtime_ns)
        if not self.o.keep:
            self.ctx.fs.unlink(path)

    def compress_file(self, name: str, path: str, mode: int, mtime_ns: int) -> None:
        ctx = self.ctx
        stored = posixpath.basename(name).encode("utf-8", "surrogateescape") if self.o.save_name is not False else None
        mtime = mtime_ns // 1_000_000_000 if self.o.save_name is not False else 0
        if self.o.to_stdout:
            with ctx.fs.open(path) as src:
                size, written = self.compress(src, ctx.stdout, stored, mtime)
            self.report(name, size, written, stored, None)
            return
        out = self.target(name)
        if out is None:
            return
        dst = self.open_output(out)
        if dst is None:
            return
        with ctx.fs.open(path) as src, dst:
            size, written = self.compress(src, dst, stored, mtime)
        self.finish(name, path, out, mode, mtime_ns)
        self.report(name, size, written, stored, out)

    def report(self, name: str, size: int, written: int, stored: bytes | None, out: str | None) -> None:
        if self.o.verbosity <= 0:
            return
        overhead = 18 + (len(stored) + 1 if stored is not None else 0)
        line = f"{name}:\t{_ratio(size - (written - overhead), size)}"
        verb = "created" if self.o.keep else "replaced with"
        self.ctx.stderr.write((line + (f" -- {verb} {out}" if out else "") + "\n").encode("utf-8", "surrogateescape"))

    def decompress_file(self, name: str, path: str, mode: int, mtime_ns: int, packed: int) -> None:
        ctx = self.ctx
        if self.o.test or self.o.to_stdout:
            with ctx.fs.open(path) as src:
                try:
                    self.decompress(src, None if self.o.test else ctx.stdout)
                except _TrailingGarbage:
                    self.warn(f"{name}: decompression OK, trailing garbage ignored", newline=True)
                except _BadInput as bad:
                    if self.o.force and self.o.to_stdout and str(bad) == "not in gzip format":
                        with ctx.fs.open(path) as again:
                            for block in self.blocks(again):
                                ctx.stdout.write(block)
                        return
                    self.bad_input(name, str(bad))
                    return
            if self.o.test and self.o.verbosity > 0:
                ctx.stderr.write(f"{name}:\t OK\n".encode("utf-8", "surrogateescape"))
            return
        out = self.target(name)
        if out is None:
            return
        dst = self.open_output(out)
        if dst is None:
            return
        try:
            with ctx.fs.open(path) as src, dst:
                members = self.decompress(src, dst)
        except _TrailingGarbage as garbage:
            members = garbage.members
            self.warn(f"{name}: decompression OK, trailing garbage ignored", newline=True)
        except _BadInput as bad:
            ctx.fs.unlink(fs_path(ctx, out))
            self.bad_input(name, str(bad))
            return
        self.finish(name, path, out, mode, mtime_ns)
        if self.o.verbosity > 0:
            size = sum(m.size for m in members)
            overhead = sum(18 + (len(m.name) + 1 if m.name is not None else 0) for m in members)
            ratio = _ratio(size - (packed - overhead), size)
            verb = "created" if self.o.keep else "replaced with"
            ctx.stderr.write(f"{name}:\t{ratio} -- {verb} {out}\n".encode("utf-8", "surrogateescape"))

    def list_file(self, name: str, path: str, size: int) -> None:
        ctx = self.ctx
        with ctx.fs.open(path) as src:
            try:
                members = self.decompress(src, None)
            except _TrailingGarbage as garbage:
                members = garbage.members
            except _BadInput as bad:
                self.bad_input(name, str(bad))
                return
        uncompressed = members[-1].size if members else 0
        overhead = 18 + (len(members[0].name) + 1 if members and members[0].name is not None else 0)
        if not self.listed:
            ctx.stdout.write(b"         compressed        uncompressed  ratio uncompressed_name\n")
        self.listed += 1
        shown = self.target_quiet(name)
        self.totals[0] += size
        self.totals[1] += uncompressed
        self.last_overhead = overhead
        line = f"{size:19d} {uncompressed:19d} {_ratio(uncompressed - (size - overhead), uncompressed)} {shown}\n"
        ctx.stdout.write(line.encode("utf-8", "surrogateescape"))

    def target_quiet(self, name: str) -> str:
        base = posixpath.basename(name)
        for suffix in dict.fromkeys((self.o.suffix, *_DECOMPRESS_SUFFIXES)):
            if base.endswith(suffix) and len(base) > len(suffix):
                return name[: -len(suffix)]
        return name

    def list_totals(self) -> None:
        if self.listed > 1:
            packed, size = self.totals
            line = f"{packed:19d} {size:19d} {_ratio(size - (packed - self.last_overhead), size)} (totals)\n"
            self.ctx.stdout.write(line.encode())


def _options(args: Parsed, decompress: bool, to_stdout: bool) -> _Opts:
    v = args.values
    suffix = str(v.get("suffix", ".gz"))
    if "suffix" in v and (not suffix or "/" in suffix):
        raise UsageError(f"invalid suffix '{suffix}'", try_help=False)
    test = bool(v.get("test"))
    list_ = bool(v.get("list"))
    return _Opts(
        decompress=decompress or bool(v.get("decompress")) or test or list_,
        to_stdout=to_stdout or bool(v.get("stdout")) or test,
        force=bool(v.get("force")),
        keep=bool(v.get("keep")),
        test=test,
        list_=list_,
        save_name=bool(v["name"]) if "name" in v else None,
        verbosity=int(v.get("verbosity", 0)),  # type: ignore[call-overload]
        recursive=bool(v.get("recursive")),
        suffix=suffix,
        level=int(v.get("level", 6)),  # type: ignore[call-overload]
    )


_PARSE_OPTS = (*_OPTS, Opt("h", "help", "help"), Opt("V", "version", "version"))


def _main(ctx: CommandContext, argv: list[str], *, decompress: bool = False, to_stdout: bool = False) -> int:
    """gzip parses its own options: its messages quote the old way (``Try `gzip --help'``)."""
    try:
        args = parse_args("gzip", argv, _PARSE_OPTS, env=ctx.env, stop_dests=("help", "version"))
        if args.values.get("help"):
            ctx.stdout.write(f"Usage: {_USAGE}\n{_HELP}".encode())
            return 0
        if args.values.get("version"):
            ctx.stdout.write(b"gzip 1.12\nThis is vshell's in-process implementation of gzip.\n")
            return 0
        opts = _options(args, decompress, to_stdout)
    except UsageError as error:
        ctx.stderr.write(f"gzip: {error.message}\n".encode("utf-8", "surrogateescape"))
        if error.try_help:
            ctx.stderr.write(b"Try `gzip --help' for more information.\n")
        return ERROR
    run = _Files(ctx, opts)
    for name in args.operands or ["-"]:
        run.operand(name)
    run.list_totals()
    return run.status


_USAGE = "gzip [OPTION]... [FILE]..."


@command("gzip", summary="compress or expand files", usage=_USAGE, opts=_OPTS, parse=False)
def gzip_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _main(ctx, args.operands)


@command("gunzip", summary="decompress files", usage=_USAGE, opts=_OPTS, parse=False)
def gunzip_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _main(ctx, args.operands, decompress=True)


@command("zcat", summary="decompress files to standard output", usage=_USAGE, opts=_OPTS, parse=False)
def zcat_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _main(ctx, args.operands, decompress=True, to_stdout=True)
