"""xxd (from vim): hex dump, -p plain, -i C include, -b bits, -e little-endian, and -r / -r -p reverse."""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("a", "autoskip", "autoskip"),
    Opt("b", "bits", "bits"),
    Opt("C", "capitalize", "capitalize"),
    Opt("c", "cols", "cols", Arg.REQUIRED),
    Opt("d", None, "decimal"),
    Opt("E", "EBCDIC", "ebcdic"),
    Opt("e", None, "little"),
    Opt("g", "groupsize", "group", Arg.REQUIRED),
    Opt("i", "include", "include"),
    Opt("l", "len", "len", Arg.REQUIRED),
    Opt("n", "name", "name", Arg.REQUIRED),
    Opt("o", None, "offset", Arg.REQUIRED),
    Opt("p", "postscript", "plain"),
    Opt(None, "plain", "plain"),
    Opt(None, "ps", "plain"),
    Opt("r", "revert", "revert"),
    Opt("s", None, "seek", Arg.REQUIRED),
    Opt("u", None, "upper"),
)


def _number(text: str, what: str) -> int:
    m = re.fullmatch(r"\s*([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9]\d*)\s*", text)
    if not m:
        raise UsageError(f"invalid {what}: {text}", try_help=False)
    digits = m.group(2)
    base = 16 if digits[:2].lower() == "0x" else (8 if digits.startswith("0") and len(digits) > 1 else 10)
    value = int(digits, base)
    return -value if m.group(1) == "-" else value


_LONG_WORDS = ("autoskip", "bits", "capitalize", "cols", "EBCDIC", "groupsize", "include", "len", "name", "plain",
               "postscript", "ps", "revert")


def _long_form(word: str) -> str:
    """xxd takes its long options with one dash (``-ps``, ``-cols 8``): spell them the getopt way."""
    if word.startswith("-") and not word.startswith("--") and len(word) > 2:
        name = word[1:]
        if name in _LONG_WORDS or (len(name) > 2 and any(w.startswith(name) for w in _LONG_WORDS)):
            return "-" + word
    return word


@command("xxd", summary="make a hex dump or do the reverse", usage="xxd [options] [infile [outfile]]",
         opts=_OPTS, package="xxd", version="2022-01-14", parse=False)
def xxd_cmd(ctx: CommandContext, raw: Parsed) -> int:
    argv = [_long_form(a) for a in raw.operands]
    if "--help" in argv or "-h" in argv:
        ctx.stdout.write(b"Usage:\n       xxd [options] [infile [outfile]]\n    or\n       xxd -r [-s [-]offset] [-c cols] [-ps] [infile [outfile]]\n")
        return 0
    args = parse_args("xxd", argv, _OPTS, env=ctx.env)
    v = args.values
    for dest, flag in (("autoskip", "-a"), ("ebcdic", "-E")):
        if v.get(dest):
            ctx.error(f"{flag} is not supported by vshell")
            return 1
    if len(args.operands) > 2:
        raise UsageError("too many arguments")
    infile = args.operands[0] if args.operands else "-"
    outfile = args.operands[1] if len(args.operands) > 1 else None
    try:
        f = open_input(ctx, infile)
    except OSError as exc:
        ctx.error(f"{quotef(infile)}: {strerror(exc)}")
        return 2
    try:
        data = read_all(ctx, f)
    finally:
        if f is not ctx.stdin:
            f.close()
    if v.get("revert"):
        out = _revert(data, bool(v.get("plain")), int(_number(str(v["cols"]), "cols")) if v.get("cols") else 16)
    else:
        out = _dump(ctx, data, v, infile)
    if outfile is not None and outfile != "-":
        try:
            with ctx.fs.open(ctx.resolve(outfile), OpenMode.WRITE) as w:
                w.write(out)
        except OSError as exc:
            ctx.error(f"{quotef(outfile)}: {strerror(exc)}")
            return 2
    else:
        ctx.stdout.write(out)
    return 0


def _dump(ctx: CommandContext, data: bytes, v: dict[str, object], infile: str) -> bytes:
    seek = _number(str(v["seek"]), "seek") if v.get("seek") is not None else 0
    if seek < 0:
        seek = max(0, len(data) + seek)
    data = data[seek:]
    if v.get("len") is not None:
        data = data[: max(0, _number(str(v["len"]), "len"))]
    upper = bool(v.get("upper"))
    hexfmt = "{:02X}" if upper else "{:02x}"
    if v.get("include"):
        return _include(data, v, infile, hexfmt)
    cols_default = 30 if v.get("plain") else (6 if v.get("bits") else 16)
    cols = _number(str(v["cols"]), "cols") if v.get("cols") is not None else cols_default
    if v.get("plain"):
        text = data.hex().upper() if upper else data.hex()
        if cols <= 0:
            return (text + "\n").encode() if text else b""
        step = cols * 2
        return "".join(text[i : i + step] + "\n" for i in range(0, len(text), step)).encode()
    if cols <= 0:
        cols = 16
    bits = bool(v.get("bits"))
    little = bool(v.get("little"))
    group = _number(str(v["group"]), "group") if v.get("group") is not None else (1 if bits else (4 if little else 2))
    if group <= 0 or group > cols:
        group = cols
    unit = 8 if bits else 2
    width = unit * cols + (cols + group - 1) // group - 1
    base = _number(str(v["offset"]), "offset") if v.get("offset") is not None else 0
    decimal = bool(v.get("decimal"))
    lines: list[str] = []
    for start in range(0, len(data), cols):
        ctx.budget.tick()
        row = data[start : start + cols]
        groups = []
        for g in range(0, len(row), group):
            chunk = row[g : g + group]
            if bits:
                groups.append(" ".join(f"{b:08b}" for b in chunk).replace(" ", "") if group == 1 else
                              "".join(f"{b:08b}" for b in chunk))
            elif little:
                text = "".join(hexfmt.format(b) for b in reversed(chunk))
                groups.append(text.rjust(group * 2))
            else:
                groups.append("".join(hexfmt.format(b) for b in chunk))
        hexpart = " ".join(groups)
        ascii_part = "".join(chr(b) if 32 <= b < 127 else "." for b in row)
        address = f"{start + seek + base:08d}" if decimal else f"{start + seek + base:08x}"
        lines.append(f"{address}: {hexpart.ljust(width)}  {ascii_part}\n")
    return "".join(lines).encode()


def _include(data: bytes, v: dict[str, object], infile: str, hexfmt: str) -> bytes:
    cols = _number(str(v["cols"]), "cols") if v.get("cols") is not None else 12
    if cols <= 0:
        cols = 12
    items = ["0x" + hexfmt.format(b) for b in data]
    body = ",\n".join("  " + ", ".join(items[i : i + cols]) for i in range(0, len(items), cols))
    if infile == "-" and v.get("name") is None:
        return (body + "\n").encode() if body else b""
    name = str(v["name"]) if v.get("name") is not None else re.sub(r"[^A-Za-z0-9]", "_", infile)
    if name[:1].isdigit():
        name = "__" + name
    if v.get("capitalize"):
        name = name.upper()
    length = f"{name}_LEN" if v.get("capitalize") else f"{name}_len"
    text = f"unsigned char {name}[] = {{\n" + (body + "\n" if body else "") + f"}};\nunsigned int {length} = {len(data)};\n"
    return text.encode()


_HEX = re.compile(rb"[0-9a-fA-F]{2}")


def _revert(data: bytes, plain: bool, cols: int) -> bytes:
    if plain:
        digits = re.sub(rb"[^0-9a-fA-F]", b"", data)
        return bytes.fromhex(digits[: len(digits) // 2 * 2].decode())
    out = bytearray()
    for line in data.split(b"\n"):
        m = re.match(rb"\s*([0-9a-fA-F]+):\s?", line)
        if not m:
            continue
        address = int(m.group(1), 16)
        body = line[m.end() :]
        hexpart = body.split(b"  ", 1)[0]
        pairs = re.sub(rb"\s", b"", hexpart)
        pairs = pairs[: len(pairs) // 2 * 2]
        try:
            chunk = bytes.fromhex(pairs.decode())[:cols] if pairs else b""
        except ValueError:
            good = re.match(rb"(?:[0-9a-fA-F]{2})*", pairs)
            chunk = bytes.fromhex(good.group().decode()) if good else b""
        if address > len(out):
            out.extend(b"\0" * (address - len(out)))
        out[address : address + len(chunk)] = chunk
    return bytes(out)
