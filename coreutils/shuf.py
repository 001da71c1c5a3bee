"""shuf: random permutations (-e, -i, -n, -r, -o, -z); the order comes from the system's random source."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Sequence

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("e", "echo", "echo"),
    Opt("i", "input-range", "range", Arg.REQUIRED),
    Opt("n", "head-count", "count", Arg.REQUIRED),
    Opt("o", "output", "output", Arg.REQUIRED),
    Opt(None, "random-source", "random_source", Arg.REQUIRED),
    Opt("r", "repeat", "repeat"),
    Opt("z", "zero-terminated", "zero"),
)


@command("shuf", summary="generate random permutations", usage="shuf [OPTION]... [FILE]\n  or:  shuf -e [OPTION]... "
         "[ARG]...\n  or:  shuf -i LO-HI [OPTION]...", opts=_OPTS)
def shuf_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if v.get("random_source") is not None:
        ctx.error("--random-source is not supported by vshell")
        return 1
    eol = b"\0" if v.get("zero") else b"\n"
    if v.get("echo") and v.get("range") is not None:
        raise UsageError("cannot combine -e and -i options")
    count: int | None = None
    if v.get("count") is not None:
        text = str(v["count"]).strip()
        if not text.isdigit():
            ctx.error(f"invalid line count: {quote(str(v['count']))}")
            return 1
        count = int(text)
    items: Sequence[bytes | int]
    if v.get("range") is not None:
        spec = str(v["range"])
        m = re.fullmatch(r"(\d+)-(\d+)", spec)
        if not m or int(m.group(2)) + 1 < int(m.group(1)):
            ctx.error(f"invalid input range: {quote(spec)}")
            return 1
        if args.operands:
            raise UsageError(f"extra operand {quote(args.operands[0])}")
        items = range(int(m.group(1)), int(m.group(2)) + 1)
    elif v.get("echo"):
        items = [a.encode("utf-8", "surrogateescape") for a in args.operands]
    else:
        if len(args.operands) > 1:
            raise UsageError(f"extra operand {quote(args.operands[1])}")
        name = args.operands[0] if args.operands else "-"
        try:
            f = open_input(ctx, name)
            data = read_all(ctx, f)
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return 1
        items = data.split(eol)
        if items and items[-1] == b"":
            items.pop()
    rng = random.SystemRandom()
    out: list[bytes] = []
    if v.get("repeat"):
        if len(items) == 0:
            if count:
                ctx.error("no lines to repeat")
                return 1
            return 0
        n = count if count is not None else None
        write_all = _writer(ctx, v.get("output"))
        produced = 0
        while n is None or produced < n:
            ctx.budget.tick()
            batch = min(4096, (n - produced) if n is not None else 4096)
            picks = [rng.choice(items) for _ in range(batch)]
            write_all(b"".join(_line(p) + eol for p in picks))
            produced += batch
        return 0
    k = len(items) if count is None else min(count, len(items))
    chosen = rng.sample(items, k)
    out = [_line(p) + eol for p in chosen]
    _writer(ctx, v.get("output"))(b"".join(out))
    return 0


def _line(item: bytes | int) -> bytes:
    return str(item).encode() if isinstance(item, int) else item


def _writer(ctx: CommandContext, output: object) -> Callable[[bytes], object]:
    if isinstance(output, str):
        f = ctx.fs.open(ctx.resolve(output), OpenMode.WRITE)

        def write(data: bytes) -> None:
            f.write(data)

        return write
    return ctx.stdout.write
