"""strings: print the runs of printable characters in files (GNU binutils 2.40 behaviour).

A string is at least ``-n`` (default 4) graphic characters in a row: bytes
0x20-0x7e and tab (``-e S`` adds bytes above 127, ``-w`` all whitespace).
With ``-e b/l/B/L`` a character is 2 or 4 bytes in that byte order whose
value is such a byte; a failed character is retried from its second byte, so
a regular expression over the raw bytes finds the same runs.  ``-U`` treats
valid UTF-8 sequences as characters and shows them raw (``locale``: binutils
prints only their first byte), escaped (``\\uXXXX``) or in hex.  The whole file
is scanned (``-a``, the default); ``-d`` on an object file would need its
sections, which vshell cannot parse: that fails closed.
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_all
from vshell.fs.protocol import FileType

_OPTS = (
    Opt("a", "all", "all"),
    Opt("n", "bytes", "min", Arg.REQUIRED),
    Opt("d", "data", "data"),
    Opt("e", "encoding", "encoding", Arg.REQUIRED),
    Opt("h", "help", "help"),
    Opt("H", None, "help"),
    Opt("w", "include-all-whitespace", "whitespace"),
    Opt("s", "output-separator", "separator", Arg.REQUIRED),
    Opt("f", "print-file-name", "print_name"),
    Opt("t", "radix", "radix", Arg.REQUIRED),
    Opt("o", None, "radix", action="store_const", const="o"),
    Opt("T", "target", "target", Arg.REQUIRED),
    Opt("U", "unicode", "unicode", Arg.REQUIRED),
    Opt("v", "version", "version"),
    Opt("V", None, "version"),
)

USAGE = """\
Usage: strings [option(s)] [file(s)]
 Display printable strings in [file(s)] (stdin by default)
 The options are:
  -a - --all                Scan the entire file, not just the data section [default]
  -d --data                 Only scan the data sections in the file
  -f --print-file-name      Print the name of the file before each string
  -n <number>               Locate & print any sequence of at least <number>
    --bytes=<number>         displayable characters.  (The default is 4).
  -t --radix={o,d,x}        Print the location of the string in base 8, 10 or 16
  -w --include-all-whitespace Include all whitespace as valid string characters
  -o                        An alias for --radix=o
  -T --target=<BFDNAME>     Specify the binary file format
  -e --encoding={s,S,b,l,B,L} Select character size and endianness:
                            s = 7-bit, S = 8-bit, {b,l} = 16-bit, {B,L} = 32-bit
  --unicode={default|show|invalid|hex|escape|highlight}
  -U {d|s|i|x|e|h}          Specify how to treat UTF-8 encoded unicode characters
  -s --output-separator=<string> String used to separate strings in output.
  @<file>                   Read options from <file>
  -h --help                 Display this information
  -v -V --version           Print the program's version number
strings: supported targets: elf64-x86-64 elf32-i386 elf32-iamcu elf32-x86-64 pei-i386 pe-x86-64 pei-x86-64 \
elf64-little elf64-big elf32-little elf32-big pe-bigobj-x86-64 pe-i386 pdb srec symbolsrec verilog tekhex binary \
ihex plugin
"""
VERSION = "GNU strings (GNU Binutils for Debian) 2.40\nThis is vshell's in-process implementation of strings.\n"

_UNICODE = {"d": "default", "default": "default", "l": "locale", "locale": "locale", "i": "invalid",
            "invalid": "invalid", "x": "hex", "hex": "hex", "e": "escape", "escape": "escape",
            "h": "highlight", "highlight": "highlight"}
_UTF8 = rb"[\xc0-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}|[\xf0-\xff][\x80-\xbf]{3}"


def _c_ulong(text: str) -> int | None:
    """strtoul(text, &end, 0) with nothing left over; None when not a number."""
    m = re.fullmatch(r"[ \t\n\v\f\r]*([+-]?)(0[xX][0-9a-fA-F]+|0[0-7]*|[1-9][0-9]*)", text)
    if not m:
        return None
    digits = m.group(2)
    value = int(digits, 16) if digits[:2].lower() == "0x" else int(digits, 8) if digits.startswith("0") else int(digits)
    return -value if m.group(1) == "-" else value


def _graphic_class(encoding: str, whitespace: bool) -> bytes:
    """The bytes that are characters of a string, as a regex class body."""
    cls = rb"\t\x20-\x7e"
    if encoding == "S":
        cls += rb"\x80-\xff"
    if whitespace:
        cls += rb"\n\v\f\r"
    return cls


def string_pattern(encoding: str, whitespace: bool, unicode: str, minimum: int) -> re.Pattern[bytes]:
    cls = b"[" + _graphic_class(encoding, whitespace) + b"]"
    if unicode != "default":
        ascii_cls = b"[" + _graphic_class("s", whitespace) + b"]"
        char = ascii_cls if unicode == "invalid" else b"(?:" + ascii_cls + b"|" + _UTF8 + b")"
    elif encoding == "l":
        char = cls + b"\x00"
    elif encoding == "b":
        char = b"\x00" + cls
    elif encoding == "L":
        char = cls + b"\x00\x00\x00"
    elif encoding == "B":
        char = b"\x00\x00\x00" + cls
    else:
        char = cls
    return re.compile(b"(?:" + char + b"){" + str(minimum).encode() + b",}")


def _show_utf8(seq: bytes, mode: str) -> bytes:
    b = seq
    if mode == "locale":
        return b[:1]  # binutils prints it with "%.1s"
    if mode == "hex":
        return b"<0x" + b.hex().encode() + b">"
    if len(b) == 2:
        return b"\\u%02x%02x" % ((b[0] & 0x1C) >> 2, ((b[0] & 0x03) << 6) | (b[1] & 0x3F))
    if len(b) == 3:
        return b"\\u%02x%02x" % (((b[0] & 0x0F) << 4) | ((b[1] & 0x3C) >> 2), ((b[1] & 0x03) << 6) | (b[2] & 0x3F))
    return b"\\u%02x%02x%02x" % (((b[0] & 0x07) << 6) | ((b[1] & 0x3C) >> 2),
                                 ((b[1] & 0x03) << 6) | ((b[2] & 0x3C) >> 2), ((b[2] & 0x03) << 6) | (b[3] & 0x3F))


_UTF8_RE = re.compile(_UTF8)


def find_strings(data: bytes, pattern: re.Pattern[bytes], encoding: str, unicode: str, prefix: bytes,
                 radix: str | None, separator: bytes) -> bytes:
    out: list[bytes] = []
    width = {"l": 2, "b": 2, "L": 4, "B": 4}.get(encoding, 1) if unicode == "default" else 1
    for m in pattern.finditer(data):
        text = m.group()
        if width == 2:
            text = text[0::2] if encoding == "l" else text[1::2]
        elif width == 4:
            text = text[0::4] if encoding == "L" else text[3::4]
        elif unicode not in ("default", "invalid"):
            text = _UTF8_RE.sub(lambda u: _show_utf8(u.group(), unicode), text)
        where = b""
        if radix is not None:
            where = b"%7o " % m.start() if radix == "o" else b"%7d " % m.start() if radix == "d" else b"%7x " % m.start()
        out.append(prefix + where + text + separator)
    return b"".join(out)


def _usage_failure(ctx: CommandContext, message: str | None) -> int:
    if message:
        ctx.stderr.write(f"strings: {message}\n".encode("utf-8", "surrogateescape"))
    ctx.stderr.write(USAGE.encode())
    return 1


@command("strings", summary="print the sequences of printable characters in files",
         usage="strings [option(s)] [file(s)]", parse=False, package="GNU Binutils for Debian", version="2.40")
def strings_cmd(ctx: CommandContext, args: Parsed) -> int:
    try:
        parsed = parse_args("strings", list(ctx.argv[1:]), _OPTS, env=ctx.env, numeric_shorts="n")
    except UsageError as exc:
        return _usage_failure(ctx, exc.message)
    v = parsed.values
    if v.get("help"):
        ctx.stdout.write(USAGE.encode() + b"Report bugs to <https://sourceware.org/bugzilla/>\n")
        return 0
    if v.get("version"):
        ctx.stdout.write(VERSION.encode())
        return 0
    minimum = 4
    raw = parsed.text("min")
    if raw is not None:
        value = _c_ulong(raw)
        if value is None:
            ctx.error(f"invalid integer argument {raw}")
            return 1
        if value == 0:
            ctx.error("invalid minimum string length 0")
            return 1
        minimum = value if value > 0 else 1 << 32  # a negative count wraps to a huge unsigned one
    encoding = parsed.text("encoding") or "s"
    if encoding not in ("s", "S", "b", "l", "B", "L"):
        return _usage_failure(ctx, None)
    radix = parsed.text("radix")
    if radix is not None and radix not in ("o", "d", "x"):
        return _usage_failure(ctx, None)
    unicode = "default"
    uni = parsed.text("unicode")
    if uni is not None:
        if uni not in _UNICODE:
            ctx.error(f"invalid argument to -U/--unicode: {uni}")
            return 1
        unicode = _UNICODE[uni]
    if unicode == "highlight":
        unicode = "escape"  # the colours are only for a terminal
    if unicode != "default":
        encoding = "S"
    separator = parsed.text("separator")
    sep = b"\n" if separator is None else separator.encode("utf-8", "surrogateescape")
    pattern = string_pattern(encoding, bool(v.get("whitespace")), unicode, min(minimum, 1 << 20))
    if minimum > 1 << 20:
        pattern = re.compile(rb"(?!)")
    print_name = bool(v.get("print_name"))

    def scan(data: bytes, label: str) -> None:
        prefix = label.encode("utf-8", "surrogateescape") + b": " if print_name else b""
        ctx.stdout.write(find_strings(data, pattern, encoding, unicode, prefix, radix, sep))

    files = [name for name in parsed.operands if name != "-"]
    if not parsed.operands:
        scan(read_all(ctx, ctx.stdin), "{standard input}")
        return 0
    if not files:
        return _usage_failure(ctx, None)
    status = 0
    for name in files:
        try:
            st = ctx.fs.stat(ctx.resolve(name))
        except OSError as exc:
            text = "No such file" if exc.errno == 2 else strerror(exc)
            ctx.error(f"'{name}': {text}")
            status = 1
            continue
        if st.type is FileType.DIR:
            ctx.error(f"Warning: '{name}' is a directory")
            status = 1
            continue
        try:
            f = ctx.fs.open(ctx.resolve(name))
            try:
                data = read_all(ctx, f)
            finally:
                f.close()
        except OSError as exc:
            ctx.error(f"{name}: {strerror(exc)}")
            status = 1
            continue
        if v.get("data") and data.startswith(b"\x7fELF"):
            ctx.error("-d (data sections only) of an object file is not supported in vshell")
            status = 1
            continue
        scan(data, name)
    return status
