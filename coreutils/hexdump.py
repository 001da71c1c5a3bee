"""hexdump (util-linux): the default word dump, -C canonical, and -b -c -d -o -x, with ``*`` for repeats."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input
from vshell.coreutils.od import parse_count

_C_ESC = {0: "\\0", 7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r"}


def _words(fmt: Callable[[int], str], blank: int, lead: str) -> Callable[[bytes], str]:
    def render(block: bytes) -> str:
        fields = []
        for i in range(8):
            piece = block[2 * i : 2 * i + 2]
            fields.append(lead + fmt(int.from_bytes(piece.ljust(2, b"\0"), "little")) if piece else " " * blank)
        return "".join(fields)

    return render


def _bytes(fmt: Callable[[int], str], blank: int) -> Callable[[bytes], str]:
    def render(block: bytes) -> str:
        return "".join(fmt(block[i]) if i < len(block) else " " * blank for i in range(16))

    return render


def _char(b: int) -> str:
    if b in _C_ESC:
        return _C_ESC[b].rjust(4)
    if 32 <= b < 127:
        return chr(b).rjust(4)
    return f"{b:03o}".rjust(4)


def _default(block: bytes) -> str:
    fields = []
    for i in range(8):
        piece = block[2 * i : 2 * i + 2]
        fields.append(format(int.from_bytes(piece.ljust(2, b"\0"), "little"), "04x") if piece else "    ")
    return " ".join(fields)


def _canonical(block: bytes) -> str:
    hexes = [f"{block[i]:02x} " if i < len(block) else "   " for i in range(16)]
    text = "".join(chr(b) if 32 <= b < 127 else "." for b in block)
    return "".join(hexes[:8]) + " " + "".join(hexes[8:]) + f" |{text}|"


_FORMATS: dict[str, Callable[[bytes], str]] = {
    "default": _default,
    "x": _words(lambda n: f"{n:04x}", 8, "    "),
    "d": _words(lambda n: f"{n:05d}", 8, "   "),
    "o": _words(lambda n: f"{n:06o}", 8, "  "),
    "b": _bytes(lambda b: f" {b:03o}", 4),
    "c": _bytes(_char, 4),
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


@command("hexdump", summary="display file contents in hexadecimal, decimal, octal, or ascii",
         usage="hexdump [options] <file>...", opts=_OPTS, package="util-linux", version="2.38.1")
def hexdump_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if v.get("format") is not None or v.get("format_file") is not None:
        ctx.error("custom formats (-e, -f) are not supported by vshell")
        return 1
    kinds = [dest for dest, _ in args.order if dest in ("b", "c", "C", "d", "o", "x")]
    if not kinds:
        kinds = ["default"]
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
    offset = 0
    pending = b""
    # -s skips across the inputs
    while skip:
        chunk = next(data, None)
        if chunk is None:
            break
        if len(chunk) > skip:
            pending = chunk[skip:]
            offset += skip
            skip = 0
        else:
            skip -= len(chunk)
            offset += len(chunk)
    prev: bytes | None = None
    starred = False
    verbose = bool(v.get("verbose"))
    write = ctx.stdout.write
    for block in _blocks(pending, data, length):
        ctx.budget.tick()
        if not verbose and block == prev and len(block) == 16:
            if not starred:
                write(b"*\n")
                starred = True
            offset += len(block)
            continue
        starred = False
        prev = block
        lines = []
        for kind in kinds:
            if kind == "C":
                lines.append(f"{offset:08x}  {_canonical(block)}\n")
            else:
                # only the default format has a space after its address
                sep = " " if kind == "default" else ""
                lines.append(f"{offset:07x}{sep}{_FORMATS[kind](block)}\n")
        write("".join(lines).encode())
        offset += len(block)
    if failures[0] == len(names):
        ctx.error("all input file arguments failed")
        return 1
    if offset or prev is not None:
        write((f"{offset:08x}\n" if all(k == "C" for k in kinds) else f"{offset:07x}\n").encode())
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


def _blocks(first: bytes, rest: Iterator[bytes], length: int | None) -> Iterator[bytes]:
    buf = b""
    left = length
    pieces = [first] if first else []
    for chunk in _chain(pieces, rest):
        if left is not None:
            chunk = chunk[:left]
            left -= len(chunk)
        buf += chunk
        while len(buf) >= 16:
            yield buf[:16]
            buf = buf[16:]
        if left == 0:
            break
    if buf:
        yield buf


def _chain(first: list[bytes], rest: Iterator[bytes]) -> Iterator[bytes]:
    yield from first
    yield from rest


@command("hd", summary="hexdump -C: the canonical hex and ASCII dump", usage="hd [options] <file>...", opts=_OPTS,
         package="util-linux", version="2.38.1")
def hd_cmd(ctx: CommandContext, args: Parsed) -> int:
    """util-linux's hd is hexdump with -C in front of the options given."""
    return hexdump_cmd(ctx, Parsed({**args.values, "C": True}, args.operands, [("C", True), *args.order]))
