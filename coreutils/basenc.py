"""base64 and base32: encode (wrapped at 76 columns) and decode with GNU's error handling.

Decoding ignores newlines; anything else outside the alphabet is invalid
unless -i.  On invalid input GNU has already written what decoded cleanly,
including the whole bytes of a short group before the bad character (base32: only
when the bad character completes an 8-character block), then says "invalid input"
with status 1: we do the same.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all, usage_error


@dataclass(frozen=True, slots=True)
class Codec:
    alphabet: bytes
    group: int  # characters per group
    block: int  # bytes per group
    encode: Callable[[bytes], bytes]
    decode: Callable[[bytes], bytes]
    valid: re.Pattern[bytes]
    partial_bytes: dict[int, int]  # chars of a short final group -> whole bytes in them


def _b32_valid() -> re.Pattern[bytes]:
    a = rb"[A-Z2-7]"
    return re.compile(rb"(?:" + a + rb"{8}|" + a + rb"{7}=|" + a + rb"{5}===|" + a + rb"{4}====|" + a + rb"{2}======)*")


B64 = Codec(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/",
    4, 3, base64.b64encode, binascii.a2b_base64,
    re.compile(rb"(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/]{3}=|[A-Za-z0-9+/]{2}==)*"),
    {2: 1, 3: 2},
)
B32 = Codec(
    b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
    8, 5, base64.b32encode, base64.b32decode,
    _b32_valid(),
    {2: 1, 4: 2, 5: 3, 7: 4},
)

_AFTER_PAD = re.compile(rb"(?<==)(?=[^=])")

_OPTS = (
    Opt("d", "decode", "decode"),
    Opt("i", "ignore-garbage", "ignore_garbage"),
    Opt("w", "wrap", "wrap", Arg.REQUIRED),
)


def _decode(codec: Codec, data: bytes, ignore_garbage: bool) -> tuple[bytes, bool]:
    """(decoded bytes, ok)."""
    data = data.replace(b"\n", b"")
    if ignore_garbage:
        keep = set(codec.alphabet) | {ord("=")}
        data = data.translate(None, bytes(b for b in range(256) if b not in keep))
    m = codec.valid.match(data)
    end = m.end() if m else 0
    # A padded group may be followed by more groups ("aGk=aGk="): decode each run alone.
    out = b"".join(codec.decode(seg) for seg in _AFTER_PAD.split(data[:end]) if seg)
    if end == len(data):
        return out, True
    rest = data[end : end + codec.group - 1]
    n = 0
    while n < len(rest) and rest[n] in codec.alphabet:
        n += 1
    while n and n not in codec.partial_bytes:
        n -= 1
    if codec.group == 8 and len(data) - end < 8:
        n = 0  # gnulib's base32 decodes only whole 8-character blocks (the bad character included)
    if n:
        chunk = rest[:n] + b"=" * (codec.group - n)
        out += codec.decode(chunk)
    return out, False


def _encode_stream(ctx: CommandContext, codec: Codec, f: BinaryIO, wrap: int) -> None:
    read = f.read
    column = 0
    pending = b""
    size = codec.block * 4096
    wrote = False
    while True:
        chunk = read(size)
        data = pending + (chunk or b"")
        if chunk:
            cut = len(data) - len(data) % codec.block
            data, pending = data[:cut], data[cut:]
        else:
            pending = b""
        if data:
            ctx.budget.tick()
            text = codec.encode(data)
            if wrap:
                pieces = []
                first = wrap - column
                pieces.append(text[:first])
                pos = first
                while pos < len(text):
                    pieces.append(text[pos : pos + wrap])
                    pos += wrap
                column = (column + len(text)) % wrap
                joined = b"\n".join(pieces)
                if column == 0 and len(text) > 0:
                    joined += b"\n"
                ctx.stdout.write(joined)
            else:
                ctx.stdout.write(text)
            wrote = True
        if not chunk:
            break
    if wrap and wrote and column:
        ctx.stdout.write(b"\n")


def _run(ctx: CommandContext, codec: Codec, args: Parsed) -> int:
    v = args.values
    wrap = 76
    raw = v.get("wrap")
    if isinstance(raw, str):
        if not raw.strip().isdigit():
            ctx.error(f"invalid wrap size: {quote(raw)}")
            return 1
        wrap = int(raw)
    if len(args.operands) > 1:
        return usage_error(ctx, f"extra operand {quote(args.operands[1])}")
    name = args.operands[0] if args.operands else "-"
    try:
        f = open_input(ctx, name)
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    try:
        if v.get("decode"):
            data = read_all(ctx, f)
            out, ok = _decode(codec, data, bool(v.get("ignore_garbage")))
            ctx.stdout.write(out)
            if not ok:
                ctx.error("invalid input")
                return 1
            return 0
        _encode_stream(ctx, codec, f, wrap)
        return 0
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    finally:
        if f is not ctx.stdin:
            f.close()


@command("base64", summary="base64 encode/decode data and print to standard output",
         usage="base64 [OPTION]... [FILE]", opts=_OPTS)
def base64_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, B64, args)


@command("base32", summary="base32 encode/decode data and print to standard output",
         usage="base32 [OPTION]... [FILE]", opts=_OPTS)
def base32_cmd(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, B32, args)
