"""cut: select bytes, characters or fields of each line (GNU 9.1: -c works on bytes, as in GNU)."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.fields import UINTMAX_MAX, parse_list
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

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
_INF = UINTMAX_MAX  # an open range's end


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


@command("cut", summary="remove sections from each line of files", usage="cut OPTION... [FILE]...", opts=_OPTS)
def cut_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    # GNU checks the list and delimiter options as getopt meets them, so the first bad one is reported.
    kind = ""
    for dest, value in args.order:
        if dest in ("bytes", "chars", "fields"):
            if kind:
                raise UsageError("only one list may be specified")
            kind = dest
            list_text = str(value)
        elif dest == "delim" and len(str(value).encode("utf-8", "surrogateescape")) > 1:
            raise UsageError("the delimiter must be a single character")
    if not kind:
        raise UsageError("you must specify a list of bytes, characters, or fields")
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
    status = 0
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
            data = read_all(ctx, f)
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
            continue
        lines = data.split(eol)
        last_open = lines[-1] != b""
        if not last_open:
            lines.pop()
        out = []
        for line in lines:
            if fields:
                if delim not in line:
                    if not v.get("only_delimited"):
                        out.append(line + eol)
                    continue
                parts = line.split(delim)
                chosen = [p for i, p in enumerate(parts, 1) if _within(i, ranges)]
                assert out_delim is not None
                out.append(out_delim.join(chosen) + eol)
            else:
                pieces = [line[lo - 1 : hi] for lo, hi in ranges if lo <= len(line)]
                out.append((out_delim if out_delim is not None else b"").join(pieces) + eol)
        ctx.stdout.write(b"".join(out))
    return status


def _within(i: int, ranges: list[tuple[int, int]]) -> bool:
    return any(lo <= i <= hi for lo, hi in ranges)
