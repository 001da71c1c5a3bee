"""paste: merge lines of files side by side (or one file per line with -s)."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all, split_lines

_OPTS = (
    Opt("d", "delimiters", "delimiters", Arg.REQUIRED),
    Opt("s", "serial", "serial"),
    Opt("z", "zero-terminated", "zero"),
)
_ESC = {"n": b"\n", "t": b"\t", "\\": b"\\", "0": b"", "b": b"\b", "f": b"\f", "r": b"\r", "v": b"\v"}


def parse_delimiters(text: str) -> list[bytes]:
    raw = text.encode("utf-8", "surrogateescape")
    out: list[bytes] = []
    i = 0
    while i < len(raw):
        if raw[i : i + 1] == b"\\" and i + 1 < len(raw):
            out.append(_ESC.get(chr(raw[i + 1]), raw[i + 1 : i + 2]))
            i += 2
        else:
            out.append(raw[i : i + 1])
            i += 1
    return out or [b""]


@command("paste", summary="merge lines of files", usage="paste [OPTION]... [FILE]...", opts=_OPTS)
def paste_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    delims = parse_delimiters(str(v.get("delimiters", "\t")))
    eol = b"\0" if v.get("zero") else b"\n"
    names = args.operands or ["-"]
    contents: list[list[bytes]] = []
    stdin_lines: list[bytes] | None = None
    stdin_users = names.count("-")
    for name in names:
        if name == "-":
            if stdin_lines is None:
                data = read_all(ctx, ctx.stdin)
                stdin_lines = split_lines(data, eol)
            contents.append(stdin_lines)
            continue
        try:
            f = open_input(ctx, name)
            data = read_all(ctx, f)
            f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return 1
        contents.append(split_lines(data, eol))
    out: list[bytes] = []
    if v.get("serial"):
        for lines in contents:
            row = b""
            for i, line in enumerate(lines):
                if i:
                    row += delims[(i - 1) % len(delims)]
                row += line
            out.append(row + eol)
        ctx.stdout.write(b"".join(out))
        return 0
    # "-" given several times takes successive lines of stdin in turn.
    if stdin_users > 1 and stdin_lines is not None:
        shared = iter(stdin_lines)
        columns: list[list[bytes]] = []
        for lines in contents:
            columns.append([] if lines is stdin_lines else list(lines))
        dashes = [i for i, n in enumerate(names) if n == "-"]
        while True:
            got = False
            for i in dashes:
                taken = next(shared, None)
                if taken is not None:
                    columns[i].append(taken)
                    got = True
            if not got:
                break
        contents = columns
    rows = max((len(c) for c in contents), default=0)
    for r in range(rows):
        ctx.budget.tick()
        row = b""
        for i, lines in enumerate(contents):
            if i:
                row += delims[(i - 1) % len(delims)]
            if r < len(lines):
                row += lines[r]
        out.append(row + eol)
    ctx.stdout.write(b"".join(out))
    return 0


