"""comm: compare two sorted files line by line, in three columns."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_lines

_OPTS = (
    Opt("1", None, "no1"),
    Opt("2", None, "no2"),
    Opt("3", None, "no3"),
    Opt(None, "check-order", "order", action="store_const", const="check"),
    Opt(None, "nocheck-order", "order", action="store_const", const="none"),
    Opt(None, "output-delimiter", "delim", Arg.REQUIRED),
    Opt(None, "total", "total"),
    Opt("z", "zero-terminated", "zero"),
)


@command("comm", summary="compare two sorted files line by line", usage="comm [OPTION]... FILE1 FILE2", opts=_OPTS)
def comm_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if len(args.operands) < 2:
        if not args.operands:
            raise UsageError("missing operand")
        raise UsageError(f"missing operand after {quote(args.operands[0])}")
    if len(args.operands) > 2:
        raise UsageError(f"extra operand {quote(args.operands[2])}")
    eol = b"\0" if v.get("zero") else b"\n"
    files: list[list[bytes]] = []
    for name in args.operands:
        try:
            files.append(read_lines(ctx, name, eol))
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return 1
    delim = str(v["delim"]).encode("utf-8", "surrogateescape") if v.get("delim") is not None else b"\t"
    if not delim:
        delim = b"\0"
    show = (not v.get("no1"), not v.get("no2"), not v.get("no3"))
    lead = [b"", delim if show[0] else b"", (delim if show[0] else b"") + (delim if show[1] else b"")]
    order = v.get("order", "default")
    a, b = files
    i = j = 0
    counts = [0, 0, 0]
    out: list[bytes] = []
    disorder = [False, False]
    prev: list[bytes | None] = [None, None]

    def check(which: int, line: bytes) -> bool:
        p = prev[which]
        prev[which] = line
        if order == "none" or p is None or p <= line or disorder[which]:
            return True
        ctx.stdout.write(b"".join(out))
        out.clear()
        ctx.error(f"file {which + 1} is not in sorted order")
        disorder[which] = True
        return order != "check"

    while i < len(a) or j < len(b):
        ctx.budget.tick()
        if j >= len(b) or (i < len(a) and a[i] < b[j]):
            col, line = 0, a[i]
            if not check(0, line):
                return 1
            i += 1
        elif i >= len(a) or b[j] < a[i]:
            col, line = 1, b[j]
            if not check(1, line):
                return 1
            j += 1
        else:
            col, line = 2, a[i]
            if not check(0, a[i]) or not check(1, b[j]):
                return 1
            i += 1
            j += 1
        counts[col] += 1
        if show[col]:
            out.append(lead[col] + line + eol)
    if v.get("total"):
        out.append(delim.join(str(n).encode() for n in counts) + delim + b"total" + eol)
    ctx.stdout.write(b"".join(out))
    if any(disorder):
        ctx.error("input is not in sorted order")
        return 1
    return 0
