"""tac and rev: lines in reverse order, characters of each line in reverse order."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

_TAC_OPTS = (
    Opt("b", "before", "before"),
    Opt("r", "regex", "regex"),
    Opt("s", "separator", "separator", Arg.REQUIRED),
)


def _read(ctx: CommandContext, name: str, how: str) -> bytes | None:
    try:
        f = open_input(ctx, name)
        data = read_all(ctx, f)
        if f is not ctx.stdin:
            f.close()
        return data
    except OSError as exc:
        # tac: "failed to open 'x' for reading: ..."; rev (util-linux): "cannot open x: ..."
        shown = f"failed to open {quoteaf(name)} for reading" if how == "tac" else f"cannot open {name}"
        ctx.error(f"{shown}: {strerror(exc)}")
        return None


@command("tac", summary="concatenate and print files in reverse", usage="tac [OPTION]... [FILE]...", opts=_TAC_OPTS)
def tac_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    sep_text = str(v.get("separator", "\n")).encode("utf-8", "surrogateescape")
    before = bool(v.get("before"))
    pattern = re.compile(sep_text if sep_text else b"\0") if v.get("regex") else re.compile(re.escape(sep_text or b"\0"))
    status = 0
    for name in args.operands or ["-"]:
        data = _read(ctx, name, "tac")
        if data is None:
            status = 1
            continue
        ctx.budget.tick(len(data) // 65536 + 1)
        records: list[bytes] = []
        pos = 0
        for m in pattern.finditer(data):
            if m.end() == m.start():
                continue
            if before:
                if m.start() > 0 or pos > 0:
                    records.append(data[pos : m.start()])
                pos = m.start()
            else:
                records.append(data[pos : m.end()])
                pos = m.end()
        if pos < len(data):
            records.append(data[pos:])
        records.reverse()
        ctx.stdout.write(b"".join(records))
    return status


@command("rev", summary="reverse lines characterwise", usage="rev [options] [file ...]", opts=(),
         package="util-linux", version="2.38.1")
def rev_cmd(ctx: CommandContext, args: Parsed) -> int:
    status = 0
    for name in args.operands or ["-"]:
        data = _read(ctx, name, "rev")
        if data is None:
            status = 1
            continue
        lines = data.split(b"\n")
        text = "\n".join(line.decode("utf-8", "surrogateescape")[::-1] for line in lines)
        ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
    return status
