"""split: cut input into pieces by lines, bytes, line-bytes or chunks, named PREFIX + suffix."""

from __future__ import annotations

import string
from collections.abc import Iterator
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all
from vshell.coreutils.truncate import parse_size
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("a", "suffix-length", "suffix_length", Arg.REQUIRED),
    Opt(None, "additional-suffix", "additional", Arg.REQUIRED),
    Opt("b", "bytes", "bytes", Arg.REQUIRED),
    Opt("C", "line-bytes", "line_bytes", Arg.REQUIRED),
    Opt("d", None, "numeric", action="store_const", const="0"),
    Opt(None, "numeric-suffixes", "numeric", Arg.OPTIONAL, const="0"),
    Opt("x", None, "hex", action="store_const", const="0"),
    Opt(None, "hex-suffixes", "hex", Arg.OPTIONAL, const="0"),
    Opt("e", "elide-empty-files", "elide"),
    Opt(None, "filter", "filter", Arg.REQUIRED),
    Opt("l", "lines", "lines", Arg.REQUIRED),
    Opt("n", "number", "number", Arg.REQUIRED),
    Opt("t", "separator", "separator", Arg.REQUIRED),
    Opt("u", "unbuffered", "unbuffered"),
    Opt(None, "verbose", "verbose"),
)


class _Namer:
    def __init__(self, prefix: str, alphabet: str, length: int, start: int, additional: str) -> None:
        self.prefix, self.alphabet, self.length, self.index, self.additional = prefix, alphabet, length, start, additional

    def next(self) -> str:
        n = self.index
        base = len(self.alphabet)
        if n >= base**self.length:
            raise UsageError("output file suffixes exhausted", try_help=False)
        digits = []
        for _ in range(self.length):
            digits.append(self.alphabet[n % base])
            n //= base
        self.index += 1
        return self.prefix + "".join(reversed(digits)) + self.additional


def _count(text: str, what: str) -> int:
    try:
        op, n = parse_size(text)
    except ValueError:
        n, op = -1, ""
    if op or n <= 0:
        raise UsageError(f"invalid number of {what}: {quote(text)}" + (": Numerical result out of range" if n == 0 else ""),
                         try_help=False)
    return n


@command("split", summary="split a file into pieces", usage="split [OPTION]... [FILE [PREFIX]]", opts=_OPTS)
def split_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if len(args.operands) > 2:
        raise UsageError(f"extra operand {quote(args.operands[2])}")
    name = args.operands[0] if args.operands else "-"
    prefix = args.operands[1] if len(args.operands) > 1 else "x"
    if v.get("filter") is not None:
        ctx.error("--filter is not supported by vshell (it would start a shell)")
        return 1
    modes = [k for k in ("lines", "bytes", "line_bytes", "number") if v.get(k) is not None]
    if len(modes) > 1:
        raise UsageError("cannot split in more than one way")
    mode = modes[0] if modes else "lines"
    numeric, hexa = v.get("numeric"), v.get("hex")
    alphabet = string.digits if numeric is not None else ("0123456789abcdef" if hexa is not None else string.ascii_lowercase)
    start_text = str(numeric if numeric is not None else (hexa if hexa is not None else "0"))
    start = int(start_text, 16 if hexa is not None else 10) if start_text.isalnum() else 0
    length = int(str(v["suffix_length"])) if v.get("suffix_length") is not None else 2
    namer = _Namer(prefix, alphabet, length, start, str(v.get("additional", "")))
    sep = str(v.get("separator", "\n")).encode()
    try:
        f = open_input(ctx, name)
    except OSError as exc:
        ctx.error(f"cannot open {quoteaf(name)} for reading: {strerror(exc)}")
        return 1
    try:
        data = read_all(ctx, f)
    finally:
        if f is not ctx.stdin:
            f.close()
    if mode == "lines":
        pieces: Iterator[bytes] = _by_lines(data, _count(str(v.get("lines", "1000")), "lines"), sep)
    elif mode == "bytes":
        pieces = _by_bytes(data, _count(str(v["bytes"]), "bytes"))
    elif mode == "line_bytes":
        pieces = _by_line_bytes(data, _count(str(v["line_bytes"]), "bytes"), sep)
    else:
        return _chunks(ctx, data, str(v["number"]), namer, bool(v.get("elide")), bool(v.get("verbose")), sep)
    for piece in pieces:
        ctx.budget.tick()
        _write(ctx, namer.next(), piece, bool(v.get("verbose")))
    return 0


def _write(ctx: CommandContext, name: str, data: bytes, verbose: bool) -> None:
    if verbose:
        ctx.stdout.write(f"creating file {quoteaf(name)}\n".encode("utf-8", "surrogateescape"))
    out: BinaryIO = ctx.fs.open(ctx.resolve(name), OpenMode.WRITE)
    with out:
        out.write(data)


def _split_lines(data: bytes, sep: bytes) -> list[bytes]:
    parts = data.split(sep)
    lines = [p + sep for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def _by_lines(data: bytes, n: int, sep: bytes) -> Iterator[bytes]:
    lines = _split_lines(data, sep)
    for i in range(0, len(lines), n):
        yield b"".join(lines[i : i + n])


def _by_bytes(data: bytes, n: int) -> Iterator[bytes]:
    for i in range(0, len(data), n):
        yield data[i : i + n]


def _by_line_bytes(data: bytes, n: int, sep: bytes) -> Iterator[bytes]:
    buf = b""
    for line in _split_lines(data, sep):
        while len(line) > n:
            if buf:
                yield buf
                buf = b""
            yield line[:n]
            line = line[n:]
        if len(buf) + len(line) > n:
            yield buf
            buf = b""
        buf += line
    if buf:
        yield buf


def _chunks(ctx: CommandContext, data: bytes, spec: str, namer: _Namer, elide: bool, verbose: bool, sep: bytes) -> int:
    by_lines = spec.startswith("l/")
    body = spec[2:] if by_lines or spec.startswith("r/") else spec
    only: int | None = None
    if "/" in body:
        k_text, n_text = body.split("/", 1)
        only = _count(k_text, "chunks")
        body = n_text
    n = _count(body, "chunks")
    if only is not None and only > n:
        raise UsageError(f"invalid chunk number: {quote(str(only))}", try_help=False)
    size = len(data)
    pieces: list[bytes] = []
    if by_lines:
        buckets: list[list[bytes]] = [[] for _ in range(n)]
        offset = 0
        for line in _split_lines(data, sep):
            k = min(n - 1, offset * n // size) if size else 0
            buckets[k].append(line)
            offset += len(line)
        pieces = [b"".join(b) for b in buckets]
    else:
        step = size // n
        pieces = [data[k * step : (k + 1) * step if k < n - 1 else size] for k in range(n)]
    if only is not None:
        ctx.stdout.write(pieces[only - 1])
        return 0
    for piece in pieces:
        if elide and not piece:
            continue
        _write(ctx, namer.next(), piece, verbose)
    return 0
