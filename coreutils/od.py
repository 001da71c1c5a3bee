"""od: dump bytes in the formats of GNU od 9.1, with its column layout and ``*`` for repeated lines.

Every type row of a line is as wide as the widest (``-c -t x1`` widens the
hex fields to the character fields' 4 columns); the extra width is spread
over the fields the way GNU's print_n_fields spreads it.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterator
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input

_NAMES = [
    "nul",
    "soh",
    "stx",
    "etx",
    "eot",
    "enq",
    "ack",
    "bel",
    "bs",
    "ht",
    "nl",
    "vt",
    "ff",
    "cr",
    "so",
    "si",
    "dle",
    "dc1",
    "dc2",
    "dc3",
    "dc4",
    "nak",
    "syn",
    "etb",
    "can",
    "em",
    "sub",
    "esc",
    "fs",
    "gs",
    "rs",
    "us",
    "sp",
]
_C_ESCAPES = {0: "\\0", 7: "\\a", 8: "\\b", 9: "\\t", 10: "\\n", 11: "\\v", 12: "\\f", 13: "\\r"}
_SIZE_LETTERS = {"C": 1, "S": 2, "I": 4, "L": 8, "F": 4, "D": 8}
_INT_WIDTH = {  # digits of the widest value, per kind and size
    "x": {1: 2, 2: 4, 4: 8, 8: 16},
    "o": {1: 3, 2: 6, 4: 11, 8: 22},
    "u": {1: 3, 2: 5, 4: 10, 8: 20},
    "d": {1: 4, 2: 6, 4: 11, 8: 20},
}
_FLOAT_WIDTH = {4: 15, 8: 24}


@dataclass(frozen=True, slots=True)
class Spec:
    kind: str  # a c d u o x f
    size: int
    show_text: bool  # the "z" suffix

    @property
    def width(self) -> int:
        if self.kind in "ac":
            return 3
        if self.kind == "f":
            return _FLOAT_WIDTH[self.size]
        return _INT_WIDTH[self.kind][self.size]


def parse_types(text: str) -> list[Spec]:
    specs: list[Spec] = []
    i = 0
    while i < len(text):
        kind = text[i]
        i += 1
        if kind in "ac":
            size = 1
        elif kind in "duox":
            size = 4
            m = re.match(r"\d+", text[i:])
            if m:
                size = int(m.group())
                i += m.end()
            elif i < len(text) and text[i] in "CSIL":
                size = _SIZE_LETTERS[text[i]]
                i += 1
            if size not in (1, 2, 4, 8):
                raise UsageError(
                    f"invalid type string {quote(text)};\nthis system doesn't provide a {size}-byte integral type",
                    try_help=False,
                )
        elif kind == "f":
            size = 8
            m = re.match(r"\d+", text[i:])
            if m:
                size = int(m.group())
                i += m.end()
            elif i < len(text) and text[i] in "FDL":
                size = {"F": 4, "D": 8, "L": 16}[text[i]]
                i += 1
            if size not in (4, 8):
                raise UsageError(
                    f"invalid type string {quote(text)};\nthis system doesn't provide a {size}-byte "
                    "floating point type",
                    try_help=False,
                )
        else:
            raise UsageError(f"invalid character '{kind}' in type string {quote(text)}", try_help=False)
        show = i < len(text) and text[i] == "z"
        if show:
            i += 1
        specs.append(Spec(kind, size, show))
    return specs


_TRADITIONAL = {
    "a": "a",
    "b": "o1",
    "c": "c",
    "d": "u2",
    "f": "fF",
    "i": "dI",
    "l": "dL",
    "o": "o2",
    "s": "d2",
    "x": "x2",
    # GNU's undocumented letters, kept from older ods.
    "B": "o2",
    "D": "u4",
    "e": "fD",
    "F": "fD",
    "h": "x2",
    "H": "x4",
    "I": "dL",
    "L": "dL",
    "O": "o4",
    "X": "x4",
}

_OPTS = (
    Opt("A", "address-radix", "radix", Arg.REQUIRED),
    Opt("j", "skip-bytes", "skip", Arg.REQUIRED),
    Opt("N", "read-bytes", "limit", Arg.REQUIRED),
    Opt("S", None, "strings", Arg.REQUIRED),
    Opt(None, "strings", "strings", Arg.OPTIONAL, const="3"),
    Opt("t", "format", "type", Arg.REQUIRED, action="append"),
    Opt("v", "output-duplicates", "verbose"),
    Opt("w", "width", "width", Arg.OPTIONAL, const="32"),
    Opt(None, "traditional", "traditional"),
    Opt(None, "endian", "endian", Arg.REQUIRED),
    *(Opt(letter, None, f"trad_{letter}") for letter in _TRADITIONAL),
)

_MULT = {
    "": 1,
    "b": 512,
    "k": 1024,
    "K": 1024,
    "m": 1024**2,
    "M": 1024**2,
    "G": 1024**3,
    "kB": 1000,
    "KB": 1000,
    "MB": 1000**2,
    "GB": 1000**3,
    "KiB": 1024,
    "MiB": 1024**2,
    "GiB": 1024**3,
}


def parse_count(text: str) -> int | None:
    """xstrtoumax with base 0 (010 is octal, 0x10 hex) and GNU's size suffixes."""
    m = re.fullmatch(r"(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)([a-zA-Z]*)", text.strip())
    if not m or m.group(2) not in _MULT:
        return None
    digits = m.group(1)
    value = (
        int(digits, 16) if digits[:2].lower() == "0x" else (int(digits, 8) if digits.startswith("0") else int(digits))
    )
    return value * _MULT[m.group(2)]


def _format_field(spec: Spec, chunk: bytes, little: bool) -> str:
    if spec.kind == "c":
        b = chunk[0]
        if b in _C_ESCAPES:
            return _C_ESCAPES[b]
        if 32 <= b < 127:
            return chr(b)
        return f"{b:03o}"
    if spec.kind == "a":
        b = chunk[0] & 0x7F
        if b < 33:
            return _NAMES[b]
        return "del" if b == 127 else chr(b)
    if spec.kind == "f":
        (value,) = struct.unpack(("<" if little else ">") + ("f" if spec.size == 4 else "d"), chunk)
        return _shortest_float(value, spec.size)
    value = int.from_bytes(chunk, "little" if little else "big", signed=spec.kind == "d")
    if spec.kind == "x":
        return f"{value:0{spec.width}x}"
    if spec.kind == "o":
        return f"{value:0{spec.width}o}"
    return str(value)


def _shortest_float(value: float, size: int) -> str:
    if value != value or value in (float("inf"), float("-inf")):
        return {True: "nan"}.get(value != value, "inf" if value > 0 else "-inf")
    if size == 8:
        for digits in range(1, 18):
            text = f"{value:.{digits}g}"
            if float(text) == value:
                return text
        return f"{value:.17g}"
    packed = struct.pack("<f", value)
    for digits in range(1, 10):
        text = f"{value:.{digits}g}"
        if struct.pack("<f", float(text)) == packed:
            return text
    return f"{value:.9g}"


class _Layout:
    def __init__(self, specs: list[Spec], per_line: int) -> None:
        self.specs = specs
        self.per_line = per_line
        block = max((per_line // s.size) * (s.width + 1) for s in specs)
        self.block_width = block
        self.pads = [block - (per_line // s.size) * (s.width + 1) for s in specs]

    def row(self, index: int, data: bytes, little: bool) -> str:
        spec = self.specs[index]
        n_full = self.per_line // spec.size
        pad = self.pads[index]
        parts: list[str] = []
        remaining = pad
        count = (len(data) + spec.size - 1) // spec.size
        for i in range(count):
            next_pad = pad * (n_full - i - 1) // n_full
            width = spec.width + 1 + remaining - next_pad
            remaining = next_pad
            chunk = data[i * spec.size : (i + 1) * spec.size].ljust(spec.size, b"\0")
            parts.append(_format_field(spec, chunk, little).rjust(width))
        text = "".join(parts)
        if spec.show_text:
            shown = "".join(chr(b) if 32 <= b < 127 else "." for b in data)
            text = text.ljust(self.block_width) + f"  >{shown}<"
        return text


def _address(radix: str, offset: int) -> str:
    if radix == "o":
        return f"{offset:07o}"
    if radix == "d":
        return f"{offset:07d}"
    if radix == "x":
        return f"{offset:06x}"
    return ""


@command("od", summary="dump files in octal and other formats", usage="od [OPTION]... [FILE]...", opts=_OPTS)
def od_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    radix = str(v.get("radix", "o"))
    if radix not in ("o", "d", "x", "n"):
        ctx.error(f"invalid output address radix '{radix[:1]}'; it must be one character from [doxn]")
        return 1
    specs: list[Spec] = []
    for dest, value in args.order:
        if dest == "type":
            specs.extend(parse_types(str(value)))
        elif dest.startswith("trad_"):
            specs.extend(parse_types(_TRADITIONAL[dest[5:]]))
    strings = None
    if v.get("strings") is not None:
        strings = parse_count(str(v["strings"]))
        if strings is None:
            ctx.error(f"invalid -S argument '{v['strings']}'")
            return 1
        if specs:
            ctx.error("no type may be specified when dumping strings")
            return 1
    if not specs:
        specs = parse_types("o2")
    skip, limit = 0, None
    for dest, label in (("skip", "-j"), ("limit", "-N")):
        raw = v.get(dest)
        if raw is not None:
            n = parse_count(str(raw))
            if n is None:
                ctx.error(f"invalid {label} argument {quote(str(raw))}".replace("‘", "'").replace("’", "'"))
                return 1
            if dest == "skip":
                skip = n
            else:
                limit = n
    per_line = 16
    if v.get("width") is not None:
        w = parse_count(str(v["width"]))
        if w is None:
            ctx.error(f"invalid -w argument '{v['width']}'")
            return 1
        lcm = max(s.size for s in specs)
        if w == 0 or w % lcm:
            ctx.error(f"warning: invalid width {w}; using {lcm} instead")
            w = lcm
        per_line = w
    little = str(v.get("endian", "little")) != "big"
    layout = _Layout(specs, per_line)
    status = [0]
    stream = _input(ctx, args.operands or ["-"], status)
    offset = 0
    # -j: skip across the inputs as one stream
    while skip > 0:
        piece = next(stream, None)
        if piece is None:
            ctx.error("cannot skip past end of combined input")
            return 1
        if len(piece) > skip:
            stream = _prepend(piece[skip:], stream)
            offset += skip
            skip = 0
        else:
            skip -= len(piece)
            offset += len(piece)
    if strings is not None:
        _dump_strings(ctx, stream, limit, max(strings, 1), radix, offset)
        return status[0]
    prev: bytes | None = None
    starred = False
    verbose = bool(v.get("verbose"))
    write = ctx.stdout.write
    for line in _lines(stream, per_line, limit):
        ctx.budget.tick()
        if not verbose and line == prev and len(line) == per_line:
            if not starred:
                write(b"*\n")
                starred = True
            offset += len(line)
            continue
        starred = False
        prev = line
        address = _address(radix, offset)
        rows = []
        for i in range(len(specs)):
            lead = address if i == 0 else " " * len(address)
            rows.append(lead + layout.row(i, line, little) + "\n")
        write("".join(rows).encode("utf-8", "surrogateescape"))
        offset += len(line)
    if radix != "n":
        write((_address(radix, offset) + "\n").encode())
    return status[0]


def _dump_strings(ctx: CommandContext, stream: Iterator[bytes], limit: int | None, least: int, radix: str,
                  offset: int) -> None:
    """-S N: each run of at least N printable ASCII characters that a NUL ends, at its offset."""
    pieces: list[bytes] = []
    size = 0
    for piece in stream:
        ctx.budget.tick()
        pieces.append(piece)
        size += len(piece)
        if limit is not None and size >= limit:
            break
    data = b"".join(pieces)
    if limit is not None:
        data = data[:limit]
    lines = []
    for m in re.finditer(rb"[\x20-\x7e]{%d,}(?=\x00)" % least, data):
        lead = "" if radix == "n" else _address(radix, offset + m.start()) + " "
        lines.append(lead.encode() + m.group() + b"\n")
    ctx.stdout.write(b"".join(lines))


def _prepend(first: bytes, rest: Iterator[bytes]) -> Iterator[bytes]:
    yield first
    yield from rest


def _input(ctx: CommandContext, names: list[str], status: list[int]) -> Iterator[bytes]:
    for name in names:
        try:
            f = open_input(ctx, name)
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status[0] = 1
            continue
        try:
            while True:
                chunk = f.read(65536)
                if not chunk:
                    break
                yield chunk
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status[0] = 1
        finally:
            if f is not ctx.stdin:
                f.close()


def _lines(stream: Iterator[bytes], per_line: int, limit: int | None) -> Iterator[bytes]:
    buf = b""
    left = limit
    for chunk in stream:
        if left is not None:
            chunk = chunk[:left]
            left -= len(chunk)
        buf += chunk
        while len(buf) >= per_line:
            yield buf[:per_line]
            buf = buf[per_line:]
        if left == 0:
            break
    if buf:
        yield buf
