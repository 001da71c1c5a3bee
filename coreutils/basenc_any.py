"""basenc: encode or decode in one of several encodings (GNU coreutils 9.1).

``--base64`` and ``--base32`` are the base64/base32 programs (their codecs
come from ``coreutils.basenc``); ``--base64url`` and ``--base32hex`` are the
same with RFC 4648's other alphabets.  ``--base16`` (upper-case hex only, as
GNU 9.1 decodes), ``--base2msbf``/``--base2lsbf`` and ``--z85`` decode as
GNU's context decoders do: newlines are skipped, and at the first byte
outside the alphabet (or a final incomplete group) what decoded so far is
written and "invalid input" ends the run with status 1.
"""

from __future__ import annotations

import base64
import binascii
import errno
import re

from vshell.command import CommandContext
from vshell.coreutils.basenc import B32, B64, Codec, _decode
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all, usage_error

_OPTS = (
    Opt(None, "base64", "enc", action="store_const", const="base64"),
    Opt(None, "base64url", "enc", action="store_const", const="base64url"),
    Opt(None, "base32", "enc", action="store_const", const="base32"),
    Opt(None, "base32hex", "enc", action="store_const", const="base32hex"),
    Opt(None, "base16", "enc", action="store_const", const="base16"),
    Opt(None, "base2msbf", "enc", action="store_const", const="base2msbf"),
    Opt(None, "base2lsbf", "enc", action="store_const", const="base2lsbf"),
    Opt("d", "decode", "decode"),
    Opt("i", "ignore-garbage", "ignore_garbage"),
    Opt("w", "wrap", "wrap", Arg.REQUIRED),
    Opt(None, "z85", "enc", action="store_const", const="z85"),
)

_HELP = """\
basenc encode or decode FILE, or standard input, to standard output.

With no FILE, or when FILE is -, read standard input.

Mandatory arguments to long options are mandatory for short options too.
      --base64          same as 'base64' program (RFC4648 section 4)
      --base64url       file- and url-safe base64 (RFC4648 section 5)
      --base32          same as 'base32' program (RFC4648 section 6)
      --base32hex       extended hex alphabet base32 (RFC4648 section 7)
      --base16          hex encoding (RFC4648 section 8)
      --base2msbf       bit string with most significant bit (msb) first
      --base2lsbf       bit string with least significant bit (lsb) first
  -d, --decode          decode data
  -i, --ignore-garbage  when decoding, ignore non-alphabet characters
  -w, --wrap=COLS       wrap encoded lines after COLS character (default 76).
                          Use 0 to disable line wrapping
      --z85             ascii85-like encoding (ZeroMQ spec:32/Z85);
                        when encoding, input length must be a multiple of 4;
                        when decoding, input length must be a multiple of 5
      --help        display this help and exit
      --version     output version information and exit

When decoding, the input may contain newlines in addition to the bytes of
the formal alphabet.  Use --ignore-garbage to attempt to recover
from any other non-alphabet bytes in the encoded stream.
"""

_B64URL_ALPHA = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_B32HEX_ALPHA = b"0123456789ABCDEFGHIJKLMNOPQRSTUV"
B64URL = Codec(
    _B64URL_ALPHA, 4, 3, base64.urlsafe_b64encode, base64.urlsafe_b64decode,
    re.compile(rb"(?:[A-Za-z0-9_-]{4}|[A-Za-z0-9_-]{3}=|[A-Za-z0-9_-]{2}==)*"),
    {2: 1, 3: 2},
)
_H = rb"[0-9A-V]"
B32HEX = Codec(
    _B32HEX_ALPHA, 8, 5, base64.b32hexencode, base64.b32hexdecode,
    re.compile(rb"(?:" + _H + rb"{8}|" + _H + rb"{7}=|" + _H + rb"{5}===|" + _H + rb"{4}====|" + _H + rb"{2}======)*"),
    {2: 1, 4: 2, 5: 3, 7: 4},
)
_CODECS = {"base64": B64, "base64url": B64URL, "base32": B32, "base32hex": B32HEX}

Z85_ALPHA = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#"
_Z85_VALUE = {c: i for i, c in enumerate(Z85_ALPHA)}
_BASE2_MSB = [format(b, "08b").encode() for b in range(256)]
_BASE2_LSB = [format(b, "08b")[::-1].encode() for b in range(256)]
_ALPHABETS = {
    "base16": b"0123456789ABCDEF",
    "base2msbf": b"01",
    "base2lsbf": b"01",
    "z85": Z85_ALPHA,
}
ENC_BLOCKSIZE = 1024 * 3 * 10


class InvalidInput(Exception):
    def __init__(self, decoded: bytes, message: str = "invalid input") -> None:
        super().__init__(message)
        self.decoded = decoded
        self.message = message


def _wrap(text: bytes, wrap: int, column: int) -> tuple[bytes, int]:
    """Insert newlines every ``wrap`` columns, continuing from ``column``; returns (text, new column)."""
    if not wrap or not text:
        return text, column
    pieces = [text[: wrap - column]]
    pos = wrap - column
    while pos < len(text):
        pieces.append(text[pos : pos + wrap])
        pos += wrap
    out = b"\n".join(pieces)
    column = (column + len(text)) % wrap
    if column == 0:
        out += b"\n"
    return out, column


def z85_encode(data: bytes) -> bytes:
    out = bytearray()
    alpha = Z85_ALPHA
    for i in range(0, len(data), 4):
        v = int.from_bytes(data[i : i + 4], "big")
        group = bytearray(5)
        for j in range(4, -1, -1):
            v, r = divmod(v, 85)
            group[j] = alpha[r]
        out += group
    return bytes(out)


def encode(kind: str, data: bytes) -> bytes:
    if kind in _CODECS:
        return _CODECS[kind].encode(data)
    if kind == "base16":
        return data.hex().upper().encode()
    if kind == "base2msbf":
        return b"".join(map(_BASE2_MSB.__getitem__, data))
    if kind == "base2lsbf":
        return b"".join(map(_BASE2_LSB.__getitem__, data))
    return z85_encode(data)


def _first_bad(data: bytes, alphabet: bytes) -> int:
    """Index of the first byte outside ``alphabet`` (len(data) if none)."""
    bad = data.translate(None, alphabet)
    if not bad:
        return len(data)
    return min(data.index(bytes((b,))) for b in set(bad))


_HEX_TO_B32 = bytes.maketrans(_B32HEX_ALPHA, B32.alphabet)
DEC_BLOCK_URL = 5600  # GNU reads base64 input in blocks of BASE_LENGTH(4200) bytes


def _keep_only(data: bytes, alphabet: bytes) -> bytes:
    keep = set(alphabet) | {ord("=")}
    return data.translate(None, bytes(b for b in range(256) if b not in keep))


def _decode_rfc(codec: Codec, data: bytes) -> bytes:
    """base64/base32 through the shared decoder, with gnulib's base32 rule for a short last group.

    gnulib's base32 decoder wants eight characters before it writes any byte of a
    group, so a group cut short by the end of input writes nothing (base64's
    writes what its characters complete).
    """
    out, ok = _decode(codec, data, False)
    if ok:
        return out
    if codec.group == 8:
        clean = data.replace(b"\n", b"")
        m = codec.valid.match(clean)
        end = m.end() if m else 0
        if len(clean) - end < codec.group:
            out, _ = _decode(codec, clean[:end], False)
    raise InvalidInput(out)


def decode(kind: str, data: bytes, ignore_garbage: bool) -> bytes:
    """The decoded bytes; raises InvalidInput carrying what decoded before the error."""
    if kind in ("base64", "base32"):
        codec = _CODECS[kind]
        return _decode_rfc(codec, _keep_only(data, codec.alphabet) if ignore_garbage else data)
    if kind == "base32hex":
        # GNU maps the hex alphabet onto base32's and leaves every other byte as it is.
        if ignore_garbage:
            data = _keep_only(data, _B32HEX_ALPHA)
        return _decode_rfc(B32, data.translate(_HEX_TO_B32))
    if kind == "base64url":
        if ignore_garbage:
            data = _keep_only(data, _B64URL_ALPHA)
        bad = min((i for i in (data.find(b"+"), data.find(b"/")) if i >= 0), default=-1)
        if bad >= 0:
            # GNU refuses the whole input block holding a '+' or '/': earlier blocks were written.
            head = data[: bad // DEC_BLOCK_URL * DEC_BLOCK_URL].replace(b"\n", b"")
            head = head[: len(head) - len(head) % 4]
            try:
                out = _decode_rfc(B64, head.translate(bytes.maketrans(b"-_", b"+/")))
            except InvalidInput as exc:
                out = exc.decoded
            raise InvalidInput(out)
        return _decode_rfc(B64, data.translate(bytes.maketrans(b"-_", b"+/")))
    alphabet = _ALPHABETS[kind]
    if ignore_garbage:
        data = _keep_only(data, alphabet)
    data = data.replace(b"\n", b"")
    end = _first_bad(data, alphabet)
    good = data[:end]
    complete = {"base16": 2, "base2msbf": 8, "base2lsbf": 8, "z85": 5}[kind]
    usable = len(good) - len(good) % complete
    body = good[:usable]
    if kind == "base16":
        out = binascii.unhexlify(body)
    elif kind == "base2msbf":
        out = int(body, 2).to_bytes(usable // 8, "big") if body else b""
    elif kind == "base2lsbf":
        out = int(body[::-1], 2).to_bytes(usable // 8, "little") if body else b""
    else:
        buf = bytearray()
        for i in range(0, usable, 5):
            v = 0
            for c in body[i : i + 5]:
                v = v * 85 + _Z85_VALUE[c]
            if v > 0xFFFFFFFF:
                raise InvalidInput(bytes(buf))
            buf += v.to_bytes(4, "big")
        out = bytes(buf)
    if end < len(data) or usable < len(good):
        raise InvalidInput(out)
    return out


@command("basenc", summary="encode/decode data and print to standard output", usage="basenc [OPTION]... [FILE]",
         opts=_OPTS, help_text=_HELP)
def basenc_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    wrap = 76
    raw = v.get("wrap")
    if isinstance(raw, str):
        digits = raw.lstrip(" \t\n\v\f\r")
        if not re.fullmatch(r"\+?[0-9]+", digits):
            ctx.error(f"invalid wrap size: {quote(raw)}")
            return 1
        wrap = int(digits)
    kind = v.get("enc")
    if not isinstance(kind, str):
        return usage_error(ctx, "missing encoding type")
    if len(args.operands) > 1:
        return usage_error(ctx, f"extra operand {quote(args.operands[1])}")
    name = args.operands[0] if args.operands else "-"
    try:
        f = open_input(ctx, name)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            ctx.error(f"read error: {strerror(exc)}")
        else:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    try:
        data = read_all(ctx, f)
    except OSError as exc:
        ctx.error(f"read error: {strerror(exc)}")
        return 1
    finally:
        if f is not ctx.stdin:
            f.close()
    if v.get("decode"):
        try:
            ctx.stdout.write(decode(kind, data, bool(v.get("ignore_garbage"))))
        except InvalidInput as bad:
            ctx.stdout.write(bad.decoded)
            ctx.error(bad.message)
            return 1
        return 0
    if kind == "z85" and len(data) % 4:
        # GNU encodes block by block and fails on the last one: earlier whole blocks were written.
        whole = (len(data) - 1) // ENC_BLOCKSIZE * ENC_BLOCKSIZE
        text, _ = _wrap(encode(kind, data[:whole]), wrap, 0)
        ctx.stdout.write(text)
        ctx.error("invalid input (length must be multiple of 4 characters)")
        return 1
    text, column = _wrap(encode(kind, data), wrap, 0)
    ctx.stdout.write(text)
    if wrap and column:
        ctx.stdout.write(b"\n")
    return 0
