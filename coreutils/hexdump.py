"""hexdump (util-linux 2.38): format strings (``-e``, ``-f``) and the built-in layouts they spell.

``-b -c -C -d -o -x`` and the default word dump are util-linux's own format strings, run by the same
engine (:mod:`vshell.coreutils.hexdump_format`) as ``-e``/``-f``.  A block equal to the one before is
shown as one ``*`` line unless ``-v``.
"""

from __future__ import annotations

from collections.abc import Iterator

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input
from vshell.coreutils.hexdump_format import FormatError, Program
from vshell.coreutils.od import parse_count

_END = '"%07.7_Ax\\n"'
_BUILT_IN = {
    "b": [_END, '"%07.7_ax " 16/1 "%03o " "\\n"'],
    "c": [_END, '"%07.7_ax " 16/1 "%3_c " "\\n"'],
    "C": ['"%08.8_Ax\\n"', '"%08.8_ax  " 8/1 "%02x " "  " 8/1 "%02x " ', '"  |" 16/1 "%_p" "|\\n"'],
    "d": [_END, '"%07.7_ax " 8/2 "  %05u " "\\n"'],
    "o": [_END, '"%07.7_ax " 8/2 " %06o " "\\n"'],
    "x": [_END, '"%07.7_ax " 8/2 "   %04x " "\\n"'],
    "default": [_END, '"%07.7_ax " 8/2 "%04x " "\\n"'],
}

_OPTS = (
    Opt("b", "one-byte-octal", "b"),
    Opt("c", "one-byte-char", "c"),
    Opt("C", "canonical", "C"),
    Opt("d", "two-bytes-decimal", "d"),
    Opt("o", "two-bytes-octal", "o"),
    Opt("x", "two-bytes-hex", "x"),
    Opt("e", "format", "format", Arg.REQUIRED),
    Opt("f", "format-file", "format_file", Arg.REQUIRED),
    Opt("n", "length", "length", Arg.REQUIRED),
    Opt("s", "skip", "skip", Arg.REQUIRED),
    Opt("v", "no-squeezing", "verbose"),
    Opt("L", "color", "color", Arg.OPTIONAL, const="auto"),
)


def _formats(ctx: CommandContext, args: Parsed) -> list[str]:
    """The format strings in the order of the options; the default dump when none is given."""
    out: list[str] = []
    for dest, value in args.order:
        if dest in _BUILT_IN:
            out += _BUILT_IN[dest]
        elif dest == "format":
            out.append(str(value))
        elif dest == "format_file":
            try:
                with ctx.fs.open(fs_path(ctx, str(value))) as f:
                    text = f.read().decode("utf-8", "surrogateescape")
            except OSError as exc:
                raise FormatError(f"can't read {value}: {strerror(exc)}") from None
            for line in text.splitlines(keepends=True):
                stripped = line.lstrip()
                if stripped and not stripped.startswith("#"):
                    out.append(line)
    return out or _BUILT_IN["default"]


@command("hexdump", summary="display file contents in hexadecimal, decimal, octal, or ascii",
         usage="hexdump [options] <file>...", opts=_OPTS, package="util-linux", version="2.38.1")
def hexdump_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    try:
        program = Program(_formats(ctx, args))
    except FormatError as exc:
        ctx.error(str(exc))
        return 1
    skip = 0
    length: int | None = None
    for dest in ("skip", "length"):
        raw = v.get(dest)
        if raw is not None:
            n = parse_count(str(raw))
            if n is None:
                ctx.error(f"failed to parse {'offset' if dest == 'skip' else 'length'}: '{raw}'")
                return 1
            if dest == "skip":
                skip = n
            else:
                length = n
    failures = [0]
    names = args.operands or ["-"]
    data = _stream(ctx, names, failures)
    address = 0
    pending = b""
    # -s skips across the inputs
    while skip:
        chunk = next(data, None)
        if chunk is None:
            break
        if len(chunk) > skip:
            pending = chunk[skip:]
            address += skip
            skip = 0
        else:
            skip -= len(chunk)
            address += len(chunk)
    size = program.blocksize
    if size == 0:
        return 1 if failures[0] else 0
    write = ctx.stdout.write
    verbose = bool(v.get("verbose"))
    prev: bytes | None = None
    waiting = False  # a block was shown: the next equal one prints "*" (util-linux's WAIT)
    end: int | None = None
    for block in _blocks(pending, data, length, size):
        ctx.budget.tick()
        if len(block) < size:
            end = address + len(block)
            block = block.ljust(size, b"\0")
        elif not verbose and block == prev:
            if waiting:
                write(b"*\n")
                waiting = False
            address += size
            continue
        else:
            waiting = True
        prev = block
        write("".join(program.block(block, address, end)).encode("latin-1"))
        address += size
    if failures[0] == len(names):
        ctx.error("all input file arguments failed")
        return 1
    if end is None:
        if not address:
            return 1 if failures[0] else 0
        end = address
    write(program.ending(end).encode("latin-1"))
    return 1 if failures[0] else 0


def _stream(ctx: CommandContext, names: list[str], failures: list[int]) -> Iterator[bytes]:
    for name in names:
        try:
            f = open_input(ctx, name)
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            failures[0] += 1
            continue
        try:
            while True:
                chunk = f.read(65536)
                if not chunk:
                    break
                yield chunk
        finally:
            if f is not ctx.stdin:
                f.close()


def _blocks(first: bytes, rest: Iterator[bytes], length: int | None, size: int) -> Iterator[bytes]:
    """The data in blocks of ``size`` bytes (the last may be short), at most ``length`` bytes in all."""
    buf = bytearray(first[:length] if length is not None else first)
    left = None if length is None else length - len(buf)
    while True:
        while len(buf) >= size:
            yield bytes(buf[:size])
            del buf[:size]
        if left == 0:
            break
        chunk = next(rest, None)
        if chunk is None:
            break
        if left is not None:
            chunk = chunk[:left]
            left -= len(chunk)
        buf += chunk
    if buf:
        yield bytes(buf)


@command("hd", summary="hexdump -C: the canonical hex and ASCII dump", usage="hd [options] <file>...", opts=_OPTS,
         package="util-linux", version="2.38.1")
def hd_cmd(ctx: CommandContext, args: Parsed) -> int:
    """util-linux's hd is hexdump with -C in front of the options given."""
    return hexdump_cmd(ctx, Parsed({**args.values, "C": True}, args.operands, [("C", True), *args.order]))
