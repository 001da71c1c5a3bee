"""truncate: shrink or extend files to a size (GNU's +, -, <, >, /, % size prefixes and unit suffixes)."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quote_marks, quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import OpenMode

_UNITS = {"": 1, "K": 1024, "M": 1024**2, "G": 1024**3, "T": 1024**4, "P": 1024**5, "E": 1024**6,
          "KB": 1000, "MB": 1000**2, "GB": 1000**3, "TB": 1000**4, "PB": 1000**5, "EB": 1000**6,
          "KiB": 1024, "MiB": 1024**2, "GiB": 1024**3, "TiB": 1024**4, "k": 1024, "kB": 1000, "b": 512}

_OPTS = (
    Opt("c", "no-create", "no_create"),
    Opt("o", "io-blocks", "io_blocks"),
    Opt("r", "reference", "reference", Arg.REQUIRED),
    Opt("s", "size", "size", Arg.REQUIRED),
)


def parse_size(text: str) -> tuple[str, int]:
    """(operator, bytes) of a --size value; the operator is '' or one of + - < > / %."""
    m = re.fullmatch(r"\s*([-+<>/%]?)\s*(\d+)([A-Za-z]*)", text)
    if not m or m.group(3) not in _UNITS:
        raise ValueError(text)
    return m.group(1), int(m.group(2)) * _UNITS[m.group(3)]


@command("truncate", summary="shrink or extend the size of a file to the specified size",
         usage="truncate OPTION... FILE...", opts=_OPTS)
def truncate_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    size_text = v.get("size")
    ref = v.get("reference")
    if size_text is None and ref is None:
        raise UsageError(f"you must specify either {quote_marks('--size')} or {quote_marks('--reference')}")
    if not args.operands:
        raise UsageError("missing file operand")
    op, amount = "", 0
    if isinstance(size_text, str):
        try:
            op, amount = parse_size(size_text)
        except ValueError:
            ctx.error(f"Invalid number: {quote(size_text)}")
            return 1
        if op in "/%" and op and amount == 0:
            ctx.error("division by zero")
            return 1
        if op == "" and size_text.strip().startswith("-"):
            op = "-"
    if ref is not None and size_text is not None and op == "":
        raise UsageError(f"you must specify a relative {quote_marks('--size')} with {quote_marks('--reference')}")
    base_ref: int | None = None
    if isinstance(ref, str):
        try:
            base_ref = ctx.fs.stat(ctx.resolve(ref)).size
        except OSError as exc:
            ctx.error(f"cannot stat {quoteaf(ref)}: {strerror(exc)}")
            return 1
    status = 0
    for name in args.operands:
        path = ctx.resolve(name)
        try:
            st = ctx.fs.stat(path)
        except FileNotFoundError:
            if v.get("no_create"):
                continue
            st = None
        except OSError as exc:
            ctx.error(f"cannot open {quoteaf(name)} for writing: {strerror(exc)}")
            status = 1
            continue
        current = st.size if st is not None else 0
        if st is not None and st.is_dir:
            ctx.error(f"cannot open {quoteaf(name)} for writing: Is a directory")
            status = 1
            continue
        base = base_ref if base_ref is not None else current
        if size_text is None:
            target = base
        elif op == "":
            target = amount
        elif op == "+":
            target = base + amount
        elif op == "-":
            target = max(0, base - amount)
        elif op == "<":
            target = min(current, amount)
        elif op == ">":
            target = max(current, amount)
        elif op == "/":
            target = current // amount * amount
        else:
            target = -(-current // amount) * amount
        try:
            if st is None:
                ctx.fs.open(path, OpenMode.WRITE).close()
            ctx.fs.truncate(path, target)
        except OSError as exc:
            ctx.error(f"cannot open {quoteaf(name)} for writing: {strerror(exc)}")
            status = 1
    return status
