"""head and tail: the first or last part of files (GNU coreutils 9.1).

``tail -f``/``-F`` behave as if every file were final: vshell has no other
writer to wait for, so following would only wait for the time limit (L-tail-f).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, write_err
from vshell.coreutils.common.fileio import chunks, close_input, open_input
from vshell.coreutils.common.registry import command

_SUFFIX = {
    "": 1,
    "b": 512,
    "k": 1024,
    "K": 1024,
    "KiB": 1024,
    "kB": 1000,
    "KB": 1000,
    "M": 1024**2,
    "MiB": 1024**2,
    "MB": 1000**2,
    "G": 1024**3,
    "GiB": 1024**3,
    "GB": 1000**3,
    "T": 1024**4,
    "TiB": 1024**4,
    "TB": 1000**4,
    "P": 1024**5,
    "PiB": 1024**5,
    "PB": 1000**5,
    "E": 1024**6,
    "EiB": 1024**6,
    "EB": 1000**6,
}
_UINTMAX = 2**64 - 1
_NUMBER = re.compile(r"([-+]?)(\d+)([A-Za-z]*)")


def parse_count(text: str, what: str) -> tuple[str, int]:
    """``-n``/``-c`` values: an optional sign and a number with GNU's size suffixes."""
    m = _NUMBER.fullmatch(text.strip(" \t"))
    # GNU drops a leading '-' (a count from the end) before it reads the number, and quotes the rest.
    shown = quote(text[1:] if text.startswith("-") else text)
    if not m or m.group(3) not in _SUFFIX:
        raise UsageError(f"invalid number of {what}: {shown}", try_help=False)
    digits = m.group(2).lstrip("0") or "0"
    count = int(digits) * _SUFFIX[m.group(3)] if len(digits) <= 40 else _UINTMAX + 1
    if count > _UINTMAX:
        # xstrtoumax's overflow, reported with EOVERFLOW's text
        raise UsageError(f"invalid number of {what}: {shown}: Value too large for defined data type",
                         try_help=False)
    return m.group(1), count


def _headers(ctx: CommandContext, operands: list[str], args: Parsed) -> bool:
    if args.flag("quiet"):
        return False
    return args.flag("verbose") or len(operands) > 1


def _mode(args: Parsed, default_sign: str) -> tuple[bool, str, int]:
    """The last of ``-n``/``-c`` wins: (bytes?, sign, count)."""
    for dest, value in reversed(args.order):
        if dest in ("lines", "bytes"):
            assert isinstance(value, str)
            sign, count = parse_count(value, dest)
            return dest == "bytes", sign or default_sign, count
    return False, default_sign, 10


def _shown(operand: str) -> str:
    return "standard input" if operand == "-" else operand


def _each_input(ctx: CommandContext, operands: list[str], headers: bool) -> Iterator[tuple[str, BinaryIO | None]]:
    """Yield (operand, stream) per openable input, printing headers and open errors like GNU."""
    first = True
    for operand in operands:
        stream: BinaryIO | None
        try:
            stream = open_input(ctx, operand)
        except IsADirectoryError:
            # GNU opens a directory fine and fails at the first read, after the header
            stream = None
        except OSError as exc:
            write_err(ctx, f"cannot open {quoteaf(operand)} for reading: {exc.strerror}")
            yield operand, None
            continue
        if headers:
            ctx.stdout.write(
                ("" if first else "\n").encode() + f"==> {_shown(operand)} <==\n".encode("utf-8", "surrogateescape")
            )
        first = False
        if stream is None:
            write_err(ctx, f"error reading {quoteaf(operand)}: Is a directory")
            yield operand, None
            continue
        try:
            yield operand, stream
        finally:
            close_input(ctx, stream)


def _head_one(ctx: CommandContext, stream: BinaryIO, by_bytes: bool, sign: str, count: int, delim: bytes) -> None:
    out = ctx.stdout
    if sign == "-":
        data = _all_but_last(ctx, stream, by_bytes, count, delim)
        if by_bytes:
            out.write(data[: max(0, len(data) - count)])
            return
        lines = data.split(delim)
        trailing = lines.pop() if lines else b""
        keep = lines + ([trailing] if trailing else [])
        keep = keep[: max(0, len(keep) - count)]
        out.write(b"".join(line + delim for line in keep[:-1]))
        if keep:
            last_full = len(keep) <= len(lines)
            out.write(keep[-1] + (delim if last_full else b""))
        return
    left = count
    if left == 0:
        return
    for block in chunks(stream, ctx):
        if by_bytes:
            out.write(block[:left])
            left -= min(left, len(block))
        else:
            pos = 0
            while left and pos < len(block):
                idx = block.find(delim, pos)
                if idx < 0:
                    pos = len(block)
                    break
                pos = idx + 1
                left -= 1
            out.write(block[:pos])
        if left == 0:
            return


def _all_but_last(ctx: CommandContext, stream: BinaryIO, by_bytes: bool, count: int, delim: bytes) -> bytes:
    """``head -c -N``/``-n -N``: write what cannot be among the last ``count`` bytes or lines as it comes, and
    return the rest (at most ``count`` bytes, or ``count`` whole lines and a partial one), as GNU holds back
    only that much.  A line followed by ``count`` complete lines is never among the last ``count``."""
    out = ctx.stdout
    held = b""
    for block in chunks(stream, ctx):
        held = held + block if held else block
        if by_bytes:
            if len(held) > count:
                out.write(held[: len(held) - count])
                held = held[len(held) - count :]
            continue
        free = held.count(delim) - count  # lines that can go out now
        if free <= 0:
            continue
        if free <= count:
            cut = -1
            for _ in range(free):
                cut = held.find(delim, cut + 1)
        else:
            cut = len(held)
            for _ in range(count + 1):
                cut = held.rfind(delim, 0, cut)
        out.write(held[: cut + 1])
        held = held[cut + 1 :]
    return held


def _last_lines_of_stream(ctx: CommandContext, stream: BinaryIO, count: int, delim: bytes) -> bytes:
    """A stream's end holding its last ``count`` lines (and more): what comes before the ``count``+1-th
    delimiter from the end is dropped as the stream goes by, so a pipe's tail holds about ``count`` lines."""
    # The blocks gather in a list, joined only at a trim: adding each to one bytes would copy what is held
    # once per block.
    pieces: list[bytes] = []
    size = 0
    trim_at = _TRIM_AT
    for block in chunks(stream, ctx):
        pieces.append(block)
        size += len(block)
        if size > trim_at:
            held = b"".join(pieces)
            cut = len(held)
            for _ in range(count + 1):
                cut = held.rfind(delim, 0, cut)
                if cut < 0:
                    break
            if cut >= 0:
                held = held[cut + 1 :]
            pieces = [held]
            size = len(held)
            trim_at = max(_TRIM_AT, 2 * size)  # the next trim after as much again: linear in all
    return b"".join(pieces)


_TRIM_AT = 1 << 20
_BACK_BLOCK = 64 * 1024


def _tail_seek(ctx: CommandContext, stream: BinaryIO, by_bytes: bool, count: int, delim: bytes) -> None:
    """``tail -n N``/``-c N`` of a regular file: read backwards from the end, as GNU does, then copy the rest."""
    size = stream.seek(0, 2)
    if by_bytes:
        start = max(0, size - count)
    else:
        start = 0
        pos = size
        found = 0
        last = True
        while pos > 0 and found < count:
            n = min(_BACK_BLOCK, pos)
            pos -= n
            stream.seek(pos)
            block = stream.read(n)
            ctx.budget.tick()
            idx = len(block)
            if last:
                last = False
                if block.endswith(delim):
                    idx -= 1  # the final line's own terminator does not start a line
            while found < count:
                j = block.rfind(delim, 0, idx)
                if j < 0:
                    break
                found += 1
                idx = j
                if found == count:
                    start = pos + j + 1
    if count == 0:
        return
    stream.seek(start)
    for block in chunks(stream, ctx):
        ctx.stdout.write(block)


def _tail_from(ctx: CommandContext, stream: BinaryIO, by_bytes: bool, count: int, delim: bytes) -> None:
    """``tail -n +N``/``-c +N``: skip forward, then copy block by block (nothing is held)."""
    skip = max(0, count - 1)
    for block in chunks(stream, ctx):
        pos = 0
        if by_bytes:
            pos = min(skip, len(block))
            skip -= pos
        else:
            while skip and pos < len(block):
                idx = block.find(delim, pos)
                if idx < 0:
                    pos = len(block)
                    break
                pos = idx + 1
                skip -= 1
        if pos < len(block):
            ctx.stdout.write(block[pos:] if pos else block)


def _tail_one(ctx: CommandContext, stream: BinaryIO, by_bytes: bool, sign: str, count: int, delim: bytes) -> None:
    if sign == "+":
        _tail_from(ctx, stream, by_bytes, count, delim)
        return
    if by_bytes:
        data = b""
        for block in chunks(stream, ctx):
            data = data + block if data else block
            if len(data) > max(_TRIM_AT, 2 * count):
                data = data[len(data) - count :]
        ctx.stdout.write(data[len(data) - count :] if count else b"")
        return
    if count == 0:
        for _block in chunks(stream, ctx):
            pass  # GNU reads its input to the end
        return
    data = _last_lines_of_stream(ctx, stream, count, delim)
    end = len(data)
    pos = end - 1 if data.endswith(delim) else end
    for _ in range(count):
        idx = data.rfind(delim, 0, pos)
        if idx < 0:
            ctx.stdout.write(data)
            return
        pos = idx
    ctx.stdout.write(data[pos + 1 :])


_COMMON = [
    Opt("c", "bytes", "bytes", Arg.REQUIRED),
    Opt("n", "lines", "lines", Arg.REQUIRED),
    Opt("q", "quiet", "quiet"),
    Opt(None, "silent", "quiet"),
    Opt("v", "verbose", "verbose"),
    Opt("z", "zero-terminated", "zero"),
]
_TAIL_EXTRA = [
    Opt("f", "follow", "follow", Arg.OPTIONAL, const="descriptor"),
    Opt("F", None, "follow_retry"),
    Opt(None, "retry", "retry"),
    Opt(None, "pid", "pid", Arg.REQUIRED),
    Opt("s", "sleep-interval", "sleep", Arg.REQUIRED),
    Opt(None, "max-unchanged-stats", "max_unchanged", Arg.REQUIRED),
]
_OBSOLETE_HEAD = re.compile(r"-(\d+)([bkm]?)([cqvlz]*)")
_OBSOLETE_TAIL = re.compile(r"([-+])(\d*)([bcl]?)(f?)")
_UNIT = {"": 1, "b": 512, "k": 1024, "m": 1024 * 1024}


def _obsolete_head(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """``head -5``, ``head -5c``, ``head -2k``: GNU's obsolete form, only as the first argument."""
    m = _OBSOLETE_HEAD.fullmatch(argv[i]) if i == 0 else None
    if m is None:
        return None
    count = int(m.group(1)) * _UNIT[m.group(2)]
    flags = m.group(3)
    # A unit (b k m) counts bytes, as c does.
    pairs: list[tuple[str, str | None]] = [("bytes" if "c" in flags or m.group(2) else "lines", str(count))]
    pairs += [({"q": "quiet", "v": "verbose", "z": "zero"}[f], None) for f in flags if f in "qvz"]
    return 1, pairs


def _obsolete_tail(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """``tail -5``, ``tail +3``, ``tail -3c``, ``tail -5f``: the first argument, with at most one file after it."""
    m = _OBSOLETE_TAIL.fullmatch(argv[i]) if i == 0 and len(argv) <= 2 else None
    if m is None:
        return None
    sign, digits, unit, follow = m.groups()
    # "-" alone is no count, and neither is "-c" (GNU: the c needs something after it, as in -cf),
    # so `tail -c 2` keeps its option.
    if sign == "-" and not digits and (not unit or (unit == "c" and not follow)):
        return None
    if len(argv) == 2 and argv[1].startswith("-") and argv[1] != "-":
        return None
    count = int(digits or "10") * (512 if unit == "b" else 1)
    pairs: list[tuple[str, str | None]] = [
        ("bytes" if unit in ("b", "c") else "lines", f"{sign if sign == '+' else ''}{count}")]
    if follow:
        pairs.append(("follow", None))
    return 1, pairs


def _is_regular(ctx: CommandContext, operand: str) -> bool:
    """Only a regular file is read from its end (a device or FIFO has no end to seek to)."""
    try:
        return ctx.fs.stat(ctx.resolve(operand)).is_file
    except (OSError, ValueError):
        return False


def _run(ctx: CommandContext, args: Parsed, tail: bool) -> int:
    by_bytes, sign, count = _mode(args, "")
    operands = args.operands or ["-"]
    delim = b"\0" if args.flag("zero") else b"\n"
    status = 0
    for _operand, stream in _each_input(ctx, operands, _headers(ctx, operands, args)):
        if stream is None:
            status = 1
            continue
        try:
            if tail and sign != "+" and _operand != "-" and _is_regular(ctx, _operand):
                _tail_seek(ctx, stream, by_bytes, count, delim)
            elif tail:
                _tail_one(ctx, stream, by_bytes, sign, count, delim)
            else:
                _head_one(ctx, stream, by_bytes, sign, count, delim)
        except IsADirectoryError:
            write_err(ctx, f"error reading {quoteaf(_operand)}: Is a directory")
            status = 1
    return status


@command(
    "head",
    summary="output the first part of files",
    usage="head [OPTION]... [FILE]...",
    opts=_COMMON,
    obsolete=_obsolete_head,
)
def head(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args, tail=False)


@command(
    "tail",
    summary="output the last part of files",
    usage="tail [OPTION]... [FILE]...",
    opts=[*_COMMON, *_TAIL_EXTRA],
    obsolete=_obsolete_tail,
)
def tail(ctx: CommandContext, args: Parsed) -> int:
    return _run(ctx, args, tail=True)
