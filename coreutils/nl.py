"""nl: number lines, with GNU's logical pages (header/body/footer) and numbering styles."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

_OPTS = (
    Opt("b", "body-numbering", "body", Arg.REQUIRED),
    Opt("d", "section-delimiter", "delim", Arg.REQUIRED),
    Opt("f", "footer-numbering", "footer", Arg.REQUIRED),
    Opt("h", "header-numbering", "header", Arg.REQUIRED),
    Opt("i", "line-increment", "incr", Arg.REQUIRED),
    Opt("l", "join-blank-lines", "join", Arg.REQUIRED),
    Opt("n", "number-format", "format", Arg.REQUIRED),
    Opt("p", "no-renumber", "no_renumber"),
    Opt("s", "number-separator", "sep", Arg.REQUIRED),
    Opt("v", "starting-line-number", "start", Arg.REQUIRED),
    Opt("w", "number-width", "width", Arg.REQUIRED),
)


def _style(text: str, which: str) -> tuple[str, re.Pattern[bytes] | None]:
    if text in ("a", "t", "n"):
        return text, None
    if text.startswith("p"):
        try:
            return "p", re.compile(text[1:].encode("utf-8", "surrogateescape"))
        except re.error as exc:
            raise UsageError(str(exc), try_help=False) from None
    raise UsageError(f"invalid {which} numbering style: {quote(text)}")


def _int(text: str, what: str, minimum: int) -> int:
    if not re.fullmatch(r"[+-]?\d+", text.strip()) or int(text) < minimum:
        raise UsageError(f"invalid {what}: {quote(text)}", try_help=False)
    return int(text)


@command("nl", summary="number lines of files", usage="nl [OPTION]... [FILE]...", opts=_OPTS)
def nl_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    styles = {
        "header": _style(str(v.get("header", "n")), "header"),
        "body": _style(str(v.get("body", "t")), "body"),
        "footer": _style(str(v.get("footer", "n")), "footer"),
    }
    fmt = str(v.get("format", "rn"))
    if fmt not in ("ln", "rn", "rz"):
        raise UsageError(f"invalid line numbering format: {quote(fmt)}")
    width = _int(str(v.get("width", "6")), "line number field width", 1)
    start = _int(str(v.get("start", "1")), "starting line number", -(1 << 63))
    incr = _int(str(v.get("incr", "1")), "line number increment", -(1 << 63))
    join = _int(str(v.get("join", "1")), "line number of blank lines", 1)
    sep = str(v.get("sep", "\t")).encode("utf-8", "surrogateescape")
    delim = str(v.get("delim", "\\:")).encode("utf-8", "surrogateescape")
    if len(delim) == 1:
        delim += b":"
    markers = {delim * 3: "header", delim * 2: "body", delim: "footer"}
    number = start
    section = "body"
    blank_run = 0
    out: list[bytes] = []
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
        lines = data.split(b"\n")
        tail = lines.pop() if lines else b""
        for line in [*lines, tail] if tail else lines:
            ctx.budget.tick()
            end = b"\n"  # nl ends the last line even when the input did not
            if line in markers:
                section = markers[line]
                if section == "header" and not v.get("no_renumber"):
                    number = start
                out.append(b"\n")
                continue
            style, pattern = styles[section]
            numbered = False
            if style == "a":
                if line:
                    numbered = True
                    blank_run = 0
                else:
                    blank_run += 1
                    if blank_run >= join:
                        numbered = True
                        blank_run = 0
            elif style == "t":
                numbered = bool(line)
            elif style == "p":
                assert pattern is not None
                numbered = pattern.search(line) is not None
            if numbered:
                text = {"ln": f"{number:<{width}d}", "rn": f"{number:>{width}d}", "rz": f"{number:0{width}d}"}[fmt]
                out.append(text.encode() + sep + line + end)
                number += incr
            else:
                # an unnumbered line is indented by the number's width and the separator's length
                out.append(b" " * (width + len(sep)) + line + end)
    ctx.stdout.write(b"".join(out))
    return status
