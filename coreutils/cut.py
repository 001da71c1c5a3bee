"""cut: select bytes, characters or fields of each line (GNU 9.1: -c works on bytes, as in GNU)."""

from __future__ import annotations

import operator
import re
from collections.abc import Callable, Iterable
from itertools import repeat
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.fields import UINTMAX_MAX, parse_list
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.coreutils.common.textio import iter_chunks, open_input

_OPTS = (
    Opt("b", "bytes", "bytes", Arg.REQUIRED),
    Opt("c", "characters", "chars", Arg.REQUIRED),
    Opt("d", "delimiter", "delim", Arg.REQUIRED),
    Opt("f", "fields", "fields", Arg.REQUIRED),
    Opt("n", None, "ignored"),
    Opt(None, "complement", "complement"),
    Opt("s", "only-delimited", "only_delimited"),
    Opt(None, "output-delimiter", "out_delim", Arg.REQUIRED),
    Opt("z", "zero-terminated", "zero"),
)
_ALL_OPTS = (*_OPTS, Opt(None, "help", "help"), Opt(None, "version", "version"))
_SUMMARY = "remove sections from each line of files"
_USAGE = "cut OPTION... [FILE]..."
_INF = UINTMAX_MAX  # an open range's end
_BLOCK = 1 << 20
"""Input is cut in blocks of whole lines of about this size, so memory stays flat in the input's size."""
_MAX_REPEAT = 1 << 16
"""Field and byte positions past this go to the line-by-line path (re's counted repeats are bounded)."""
_SPLIT_FIELDS = 64
"""Fields up to this one can be cut by splitting each line (``_split_cutter``)."""


def _complement(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out = []
    pos = 1
    for lo, hi in ranges:
        if lo > pos:
            out.append((pos, lo - 1))
        pos = hi + 1
    if pos < _INF:
        out.append((pos, _INF))
    return out


@command("cut", parse=False, summary=_SUMMARY, usage=_USAGE, opts=_OPTS)
def cut_cmd(ctx: CommandContext, raw: Parsed) -> int:
    args = _parse(ctx, raw.operands)
    if args is None:
        return 0
    v = args.values
    kind, list_text = _list_option(args.order)
    fields = kind == "fields"
    if v.get("delim") is not None and not fields:
        raise UsageError("an input delimiter may be specified only when operating on fields")
    if v.get("only_delimited") and not fields:
        raise UsageError("suppressing non-delimited lines makes sense\n\tonly when operating on fields")
    # -d '' is the NUL byte.
    delim = str(v.get("delim", "\t")).encode("utf-8", "surrogateescape") or b"\0"
    ranges = parse_list(list_text, positions=not fields)
    if v.get("complement"):
        ranges = _complement(ranges)
    out_delim_value = v.get("out_delim")
    # --output-delimiter='' is the NUL byte.
    out_delim = ((str(out_delim_value).encode("utf-8", "surrogateescape") or b"\0") if out_delim_value is not None
                 else (delim if fields else None))
    eol = b"\0" if v.get("zero") else b"\n"
    only_delimited = bool(v.get("only_delimited"))
    cutter = _block_cutter(ranges, fields, delim, out_delim, eol, only_delimited)
    if fields:
        cutter = _split_cutter(ranges, delim, out_delim, eol, only_delimited, cutter) or cutter
    status = 0
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
            try:
                _cut_stream(ctx, f, eol, cutter or (lambda block: _cut_lines(block, ranges, fields, delim, out_delim, eol,
                                                                             only_delimited)))
            finally:
                if f is not ctx.stdin:
                    f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
    return status


def _cut_stream(ctx: CommandContext, f: BinaryIO, eol: bytes, cut: Callable[[bytes], bytes]) -> None:
    """Cut ``f`` a block of whole lines at a time; a last line without its terminator gets one."""
    pending = b""
    for chunk in iter_chunks(ctx, f, _BLOCK):
        end = chunk.rfind(eol)
        if end < 0:
            pending += chunk  # a long line goes on
            continue
        block = pending + chunk[: end + 1] if pending else chunk[: end + 1]
        pending = chunk[end + 1 :]
        ctx.stdout.write(cut(block))
    if pending:
        ctx.stdout.write(cut(pending + eol))


def _cut_lines(block: bytes, ranges: list[tuple[int, int]], fields: bool, delim: bytes, out_delim: bytes | None,
               eol: bytes, only_delimited: bool) -> bytes:
    """Cut a block of whole lines one line at a time (the general path)."""
    lines = block.split(eol)
    lines.pop()  # the block ends with a terminator
    out = []
    for line in lines:
        if fields:
            if delim not in line:
                if not only_delimited:
                    out.append(line + eol)
                continue
            parts = line.split(delim)
            chosen = [p for i, p in enumerate(parts, 1) if _within(i, ranges)]
            assert out_delim is not None
            out.append(out_delim.join(chosen) + eol)
        else:
            pieces = [line[lo - 1 : hi] for lo, hi in ranges if lo <= len(line)]
            out.append((out_delim if out_delim is not None else b"").join(pieces) + eol)
    return b"".join(out)


def _parse(ctx: CommandContext, argv: list[str]) -> Parsed | None:
    """The command line, or None when --help or --version was printed.

    GNU cut checks the list and delimiter options as getopt returns each one,
    so a bad one is reported before a getopt error further on
    (``cut -d xy -f`` says the delimiter is wrong, not that -f lacks its list).
    """
    def parse(words: list[str]) -> Parsed:
        return parse_args("cut", words, _ALL_OPTS, env=ctx.env, stop_dests=("help", "version"))

    try:
        args = parse(argv)
    except UsageError:
        for k in range(1, len(argv)):
            try:
                prefix = parse(argv[:k])
            except UsageError:
                continue
            _list_option(prefix.order, required=False)
        raise
    _list_option(args.order, required=False)
    if "help" in args.values:
        # Run by a system path (/bin/cut), GNU's usage line names it so.
        usage = _USAGE.replace("cut", ctx.program, 1) if ctx.program else _USAGE
        ctx.stdout.write(help_text_for("cut", usage, _SUMMARY, _OPTS, None).encode())
        return None
    if "version" in args.values:
        ctx.stdout.write(version_text("cut").encode())
        return None
    return args


def _list_option(order: list[tuple[str, object]], *, required: bool = True) -> tuple[str, str]:
    """Which list option was given, and its text; the first bad list or delimiter option in order is the error."""
    kind = list_text = ""
    for dest, value in order:
        if dest in ("bytes", "chars", "fields"):
            if kind:
                raise UsageError("only one list may be specified")
            kind = dest
            list_text = str(value)
        elif dest == "delim" and len(str(value).encode("utf-8", "surrogateescape")) > 1:
            raise UsageError("the delimiter must be a single character")
    if required and not kind:
        raise UsageError("you must specify a list of bytes, characters, or fields")
    return kind, list_text


def _within(i: int, ranges: list[tuple[int, int]]) -> bool:
    return any(lo <= i <= hi for lo, hi in ranges)


def _block_cutter(ranges: list[tuple[int, int]], fields: bool, delim: bytes, out_delim: bytes | None, eol: bytes,
                  only_delimited: bool) -> Callable[[bytes], bytes] | None:
    """One ``re.findall`` over a whole block that cuts every line, when the list allows one.

    Each match is one line and its terminator, so the matches tile the block,
    and its groups are what the line keeps.  Fields: runs of fields
    (adjacent ranges join the same way), the delimiter changed afterwards
    when the output's differs (the cut lines hold it only between fields).
    Bytes: pieces joined with nothing between.  Quantifiers are possessive,
    so nothing backtracks.
    """
    e = re.escape(eol)
    rest = b"[^" + e + b"]*+"
    if fields:
        spans = _joined(ranges)
        if not spans or delim == eol or any(lo > _MAX_REPEAT or (hi < UINTMAX_MAX and hi - lo > _MAX_REPEAT)
                                            for lo, hi in spans):
            return None
        d = re.escape(delim)
        x = b"[^" + d + e + b"]*+"
        lo, hi = spans[0]
        run = b"(" + (rest if hi >= UINTMAX_MAX else x + b"(?:" + d + x + b"){0,%d}" % (hi - lo)) + b")"
        skip = b"(?:" + x + d + b"){%d}" % (lo - 1)
        if len(spans) > 1:
            # Several runs: each later one is captured with the delimiter before it, so a run the line
            # lacks leaves nothing, and each is tried only when the one before it is complete.
            later = b""
            for (lo, hi), (_, prev_hi) in reversed(list(zip(spans[1:], spans, strict=False))):
                fields_after = rest if hi >= UINTMAX_MAX else b"(?:" + d + x + b"){0,%d}" % (hi - lo)
                later = (b"(?:(?:" + d + x + b"){%d}(" % (lo - prev_hi - 1) + d + x + fields_after + b")" + later
                         + b")?")
            whole = x + e if only_delimited else b"(" + x + e + b")"
            pattern = whole + b"|(?:" + skip + run + later + b")?" + rest + b"(" + e + b")"
            cut = _tuples(re.compile(pattern).findall, b"")
        elif only_delimited:
            # A line without the delimiter leaves nothing, not even its terminator.
            pattern = x + e + b"|" + skip + run + rest + b"(" + e + b")|" + rest + b"(" + e + b")"
            cut = _tuples(re.compile(pattern).findall, b"")
        else:
            # A line without the delimiter is its own run: the run starts at once.
            pattern = b"(?:(?:" + skip + b"|(?=" + x + e + b"))" + run + rest + b"|" + rest + b")" + e
            cut = _lines(re.compile(pattern).findall, eol)
        assert out_delim is not None
        if out_delim == delim:
            return cut
        return lambda block: cut(block).replace(delim, out_delim)
    if out_delim is not None:
        return None
    if not ranges:
        return lambda block: eol * block.count(eol)  # --complement of every position: empty lines
    parts: list[bytes] = []
    pos = 1  # the first byte position not yet passed
    for lo, hi in _joined(ranges):
        if lo - pos > _MAX_REPEAT or (hi < UINTMAX_MAX and hi - lo > _MAX_REPEAT):
            return None
        parts.append(b"[^" + e + b"]{0,%d}+" % (lo - pos))
        if hi >= UINTMAX_MAX:
            parts.append(b"(" + rest + b")")
            break
        parts.append(b"([^" + e + b"]{0,%d}+)" % (hi - lo + 1))
        pos = hi + 1
    findall = re.compile(b"".join(parts) + rest + e).findall
    return _lines(findall, eol) if len(parts) == 2 else _lines(lambda block: map(b"".join, findall(block)), eol)


def _split_cutter(ranges: list[tuple[int, int]], delim: bytes, out_delim: bytes | None, eol: bytes,
                  only_delimited: bool, general: Callable[[bytes], bytes] | None) -> Callable[[bytes], bytes] | None:
    """Fields cut by splitting each line once, at C speed, when every line of a block has the fields asked
    for; a block with a shorter line goes to ``general`` (or line by line).

    Each line is split at most up to the last field wanted (an open range's
    start keeps the rest of the line, delimiters and all) and ``itemgetter``
    picks the fields, raising IndexError for a line that lacks one: a line
    without the delimiter, whose output differs, always does, except under
    ``-f1`` alone (without ``-s``), where the line itself is the answer.
    One run of several fields (``-f3,4``) stays with the block regex, which
    gives it without joining.
    """
    spans = _joined(ranges)
    if not spans or delim == eol or out_delim is None or any(lo > _SPLIT_FIELDS for lo, _ in spans) or any(
            _SPLIT_FIELDS < hi < UINTMAX_MAX for _, hi in spans):
        return None
    if len(spans) == 1 and spans[0][0] < spans[0][1] < UINTMAX_MAX:
        return None  # one run of fields: the block regex gives it whole, faster than joining its fields
    wanted = [i - 1 for lo, hi in spans for i in range(lo, (hi if hi < UINTMAX_MAX else lo) + 1)]
    if only_delimited and wanted == [0]:
        return None  # a line without the delimiter would give itself
    # The last field wanted split off from the rest, or an open range's, which ends the list, kept with it.
    cuts = wanted[-1] + (spans[-1][1] < UINTMAX_MAX)
    pick = operator.itemgetter(*wanted)
    several = len(wanted) > 1
    if general is None:
        def general(block: bytes) -> bytes:
            return _cut_lines(block, ranges, True, delim, out_delim, eol, only_delimited)

    def cut(block: bytes) -> bytes:
        rows = block.split(eol)
        rows.pop()  # the block ends with a terminator
        try:
            chosen = list(map(pick, map(bytes.split, rows, repeat(delim), repeat(cuts))))
        except IndexError:
            return general(block)
        if several:
            chosen = list(map(delim.join, chosen))
        text = eol.join(chosen) + eol if rows else b""
        # The pieces hold the delimiter only between fields (and inside an open range's rest).
        return text if out_delim == delim else text.replace(delim, out_delim)

    return cut


def _lines(findall: Callable[[bytes], Iterable[bytes]], eol: bytes) -> Callable[[bytes], bytes]:
    """A cutter from a search that gives each line's text: joined with terminators."""
    def cut(block: bytes) -> bytes:
        text = eol.join(findall(block))
        return text + eol if block else text
    return cut


def _tuples(findall: Callable[[bytes], list[tuple[bytes, ...]]], sep: bytes) -> Callable[[bytes], bytes]:
    """A cutter from a search that gives each line's pieces, terminator included."""
    return lambda block: sep.join(map(sep.join, findall(block)))


def _joined(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Sorted ranges with adjacent ones made one."""
    out: list[tuple[int, int]] = []
    for lo, hi in ranges:
        if out and lo <= out[-1][1] + 1:
            out[-1] = (out[-1][0], max(out[-1][1], hi))
        else:
            out.append((lo, hi))
    return out
