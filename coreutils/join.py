"""join: join lines of two sorted files on a common field."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import as_list, read_lines

_OPTS = (
    Opt("a", None, "unpaired", Arg.REQUIRED, action="append"),
    Opt("e", None, "empty", Arg.REQUIRED),
    Opt("i", "ignore-case", "ignore_case"),
    Opt("j", None, "field", Arg.REQUIRED),
    Opt("o", None, "format", Arg.REQUIRED, action="append"),
    Opt("t", None, "tab", Arg.REQUIRED),
    Opt("v", None, "only", Arg.REQUIRED, action="append"),
    Opt("1", None, "field1", Arg.REQUIRED),
    Opt("2", None, "field2", Arg.REQUIRED),
    Opt(None, "check-order", "order", action="store_const", const="check"),
    Opt(None, "nocheck-order", "order", action="store_const", const="none"),
    Opt(None, "header", "header"),
    Opt("z", "zero-terminated", "zero"),
)


def _fields(line: bytes, tab: bytes | None) -> list[bytes]:
    if tab is None:
        return line.split()
    return line.split(tab)


def _field_number(text: str) -> int:
    if not text.isdigit() or int(text) == 0:
        raise UsageError(f"invalid field number: {quote(text)}", try_help=False)
    return int(text)


@command("join", summary="join lines of two files on a common field", usage="join [OPTION]... FILE1 FILE2",
         opts=_OPTS)
def join_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if len(args.operands) < 2:
        raise UsageError("missing operand" if not args.operands else f"missing operand after {quote(args.operands[0])}")
    if len(args.operands) > 2:
        raise UsageError(f"extra operand {quoteaf(args.operands[2])}")
    tab_text = v.get("tab")
    tab = str(tab_text).encode("utf-8", "surrogateescape") if tab_text is not None else None
    if tab == b"":
        tab = b"\n"  # GNU: -t '' makes the whole line one field
    if tab is not None and len(tab) > 1:
        raise UsageError(f"multi-character tab {quote(str(tab_text))}", try_help=False)
    f1 = f2 = 1
    if v.get("field") is not None:
        f1 = f2 = _field_number(str(v["field"]))
    if v.get("field1") is not None:
        f1 = _field_number(str(v["field1"]))
    if v.get("field2") is not None:
        f2 = _field_number(str(v["field2"]))
    unpaired = {_file_number(str(x)) for x in as_list(v.get("unpaired"))}
    only = {_file_number(str(x)) for x in as_list(v.get("only"))}
    fmt = _parse_format(" ".join(as_list(v.get("format")))) if v.get("format") else None
    empty = str(v["empty"]).encode("utf-8", "surrogateescape") if v.get("empty") is not None else None
    eol = b"\0" if v.get("zero") else b"\n"
    datas: list[list[bytes]] = []
    for name in args.operands:
        try:
            datas.append(read_lines(ctx, name, eol))
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return 1
    fold = bool(v.get("ignore_case"))

    def key(fields: list[bytes], n: int) -> bytes:
        k = fields[n - 1] if len(fields) >= n else b""
        return k.lower() if fold else k

    a = [_fields(x, tab) for x in datas[0]]
    b = [_fields(x, tab) for x in datas[1]]
    out_sep = tab if tab is not None else b" "
    out: list[bytes] = []

    def emit(x: list[bytes] | None, y: list[bytes] | None) -> None:
        if fmt is None:
            join_field = key(x, f1) if x is not None else key(y or [], f2)
            if x is not None and fold:
                join_field = x[f1 - 1] if len(x) >= f1 else b""
            elif x is None and y is not None:
                join_field = y[f2 - 1] if len(y) >= f2 else b""
            elif x is not None:
                join_field = x[f1 - 1] if len(x) >= f1 else b""
            parts = [join_field]
            if x is not None:
                parts += [c for i, c in enumerate(x, 1) if i != f1]
            if y is not None:
                parts += [c for i, c in enumerate(y, 1) if i != f2]
        else:
            parts = []
            for which, n in fmt:
                if which == 0:
                    src, idx = (x, f1) if x is not None else (y, f2)
                    value = src[idx - 1] if src is not None and len(src) >= idx else None
                else:
                    src = x if which == 1 else y
                    value = src[n - 1] if src is not None and len(src) >= n else None
                parts.append(value if value is not None else (empty if empty is not None else b""))
        out.append(out_sep.join(parts) + eol)

    order = v.get("order", "default")
    status = 0
    disorder_reported = False
    seen_unpairable = False
    i = j = 0
    if v.get("header") and a and b:
        emit(a[0], b[0])
        i = j = 1
    names = args.operands

    def check(lines: list[list[bytes]], idx: int, which: int, fnum: int) -> bool:
        nonlocal disorder_reported, status
        # by default GNU checks the order only once a line found no partner
        if order == "none" or (order == "default" and not seen_unpairable) or idx == 0 or idx >= len(lines):
            return True
        if key(lines[idx - 1], fnum) > key(lines[idx], fnum):
            if not disorder_reported:
                ctx.stdout.write(b"".join(out))
                out.clear()
                raw = datas[which][idx]
                ctx.stderr.write(f"join: {names[which]}:{idx + 1}: is not sorted: ".encode() + raw + b"\n")
                disorder_reported = True
                status = 1
            return order != "check"
        return True

    while i < len(a) and j < len(b):
        ctx.budget.tick()
        ka, kb = key(a[i], f1), key(b[j], f2)
        if ka != kb:
            seen_unpairable = True
        if ka < kb:
            if 1 in unpaired or 1 in only:
                emit(a[i], None)
            i += 1
            if not check(a, i, 0, f1):
                return 1
        elif ka > kb:
            if 2 in unpaired or 2 in only:
                emit(None, b[j])
            j += 1
            if not check(b, j, 1, f2):
                return 1
        else:
            i2 = i
            while i2 < len(a) and key(a[i2], f1) == ka:
                i2 += 1
            j2 = j
            while j2 < len(b) and key(b[j2], f2) == kb:
                j2 += 1
            if not only:
                for x in a[i:i2]:
                    for y in b[j:j2]:
                        emit(x, y)
            i, j = i2, j2
            if not check(a, i, 0, f1) or not check(b, j, 1, f2):
                return 1
    while i < len(a):
        if 1 in unpaired or 1 in only:
            emit(a[i], None)
        i += 1
    while j < len(b):
        if 2 in unpaired or 2 in only:
            emit(None, b[j])
        j += 1
    ctx.stdout.write(b"".join(out))
    if disorder_reported:
        ctx.error("input is not in sorted order")
    return status


def _file_number(text: str) -> int:
    if text not in ("1", "2"):
        raise UsageError(f"invalid field number: {quote(text)}", try_help=False)
    return int(text)


def _parse_format(text: str) -> list[tuple[int, int]]:
    spec: list[tuple[int, int]] = []
    for item in re.split(r"[ ,]+", text.strip()):
        if item == "0":
            spec.append((0, 0))
            continue
        m = re.fullmatch(r"(\d+)\.(\d+)", item)
        if m and m.group(1) not in ("1", "2"):
            raise UsageError(f"invalid file number in field spec: {quote(item)}", try_help=False)
        if not m or int(m.group(2)) == 0:
            raise UsageError(f"invalid field specifier: {quote(item)}", try_help=False)
        spec.append((int(m.group(1)), int(m.group(2))))
    return spec
