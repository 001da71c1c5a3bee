"""column (util-linux): -t tables (with -s and -o), and the default fill into terminal-width columns."""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

_OPTS = (
    Opt("c", "output-width", "width", Arg.REQUIRED),
    Opt("o", "output-separator", "out_sep", Arg.REQUIRED),
    Opt("s", "separator", "sep", Arg.REQUIRED),
    Opt("t", "table", "table"),
    Opt("x", "fillrows", "fillrows"),
    Opt("L", "keep-empty-lines", "keep_empty"),
    Opt("R", "table-right", "right", Arg.REQUIRED),
    Opt("N", "table-columns", "names", Arg.REQUIRED),
)


def _width(s: str) -> int:
    return len(s)


@command("column", summary="columnate lists", usage="column [options] [<file>...]", opts=_OPTS,
         package="util-linux", version="2.38.1")
def column_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    texts: list[str] = []
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
            texts.append(read_all(ctx, f).decode("utf-8", "surrogateescape"))
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"cannot open {name}: {exc.strerror}")
            return 1
    lines = "".join(texts).split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    width_text = v.get("width")
    width = int(str(width_text)) if width_text is not None and str(width_text).isdigit() else (
        ctx.terminal_width if ctx.interactive else 80)
    if width_text is not None and not str(width_text).isdigit():
        raise UsageError(f"invalid columns argument: '{width_text}'", try_help=False)
    if v.get("table"):
        _table(ctx, lines, v)
    else:
        _fill(ctx, [ln for ln in lines if ln.strip()], width, bool(v.get("fillrows")))
    return 0


def _table(ctx: CommandContext, lines: list[str], v: dict[str, object]) -> None:
    seps = v.get("sep")
    rows: list[list[str]] = []
    names = v.get("names")
    if isinstance(names, str):
        rows.append(names.split(","))
    for line in lines:
        if not line.strip() and not v.get("keep_empty"):
            continue
        if isinstance(seps, str):
            cells: list[str] = [line]
            for ch in seps:
                cells = [piece for cell in cells for piece in cell.split(ch)]
        else:
            cells = line.split()
        rows.append(cells)
    ncols = max((len(r) for r in rows), default=0)
    widths = [0] * ncols
    for r in rows:
        for i, cell in enumerate(r):
            widths[i] = max(widths[i], _width(cell))
    out_sep = str(v.get("out_sep", "  "))
    right = {int(x) - 1 for x in str(v.get("right", "")).split(",") if x.strip().isdigit()}
    out = []
    for r in rows:
        parts = []
        for i, cell in enumerate(r):
            if i < ncols - 1:
                cell = cell.rjust(widths[i]) if i in right else cell.ljust(widths[i])
                parts.append(cell + out_sep)
            else:
                parts.append(cell.rjust(widths[i]) if i in right else cell)
        out.append("".join(parts) + "\n")
    ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))


def _fill(ctx: CommandContext, items: list[str], width: int, across: bool) -> None:
    if not items:
        return
    longest = max(_width(s) for s in items)
    col_width = (longest // 8 + 1) * 8
    cols = max(1, width // col_width)
    rows = (len(items) + cols - 1) // cols
    out = []
    if across:
        for r in range(0, len(items), cols):
            out.append(_join_tabbed(items[r : r + cols], col_width))
    else:
        for r in range(rows):
            out.append(_join_tabbed([items[c * rows + r] for c in range(cols) if c * rows + r < len(items)], col_width))
    ctx.stdout.write("".join(line + "\n" for line in out).encode("utf-8", "surrogateescape"))


def _join_tabbed(cells: list[str], col_width: int) -> str:
    text = ""
    for i, cell in enumerate(cells):
        text += cell
        if i < len(cells) - 1:
            pad = col_width - _width(cell)
            text += "\t" * ((pad + 7) // 8)
    return text
