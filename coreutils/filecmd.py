"""file: the common answers of file(1) 5.44 (text kinds, scripts, JSON, a few binary magics).

Only the first 64 KiB are read.  The answers cover what agents meet: text
and its line terminators, UTF-8, scripts by their #! line, JSON, HTML, XML,
PNG, gzip, zip, PDF, ELF, empty files, directories and symlinks; anything
else binary is ``data``, as file says for what it does not know.
"""

from __future__ import annotations

import json
import struct

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType, OpenMode

_INTERPRETERS = {
    "bash": "Bourne-Again shell script", "sh": "POSIX shell script", "dash": "POSIX shell script",
    "zsh": "Paul Falstad's zsh script", "ksh": "Korn shell script", "python": "Python script",
    "python3": "Python script", "python2": "Python script", "perl": "Perl script text executable", "ruby": "Ruby script",
    "node": "Node.js script", "awk": "awk script", "gawk": "GNU awk script", "make": "makefile script",
    "php": "PHP script", "tclsh": "Tcl script", "lua": "Lua script",
}
_PNG_COLORS = {0: "grayscale", 2: "/color RGB", 3: " colormap", 4: " gray+alpha", 6: "/color RGBA"}
_USAGE = ("Usage: file [-bcCdEhikLlNnprsSvzZ0] [--apple] [--extension] [--mime-encoding]\n"
          "            [--mime-type] [-e <testname>] [-F <separator>]  [-f <namefile>]\n"
          "            [-m <magicfiles>] [-P <parameter=value>] [--exclude-quiet]\n"
          "            <file> ...\n       file -C [-m <magicfiles>]\n       file [--help]\n")

_OPTS = (
    Opt("b", "brief", "brief"),
    Opt("i", "mime", "mime"),
    Opt(None, "mime-type", "mime_type"),
    Opt(None, "mime-encoding", "mime_encoding"),
    Opt("L", "dereference", "follow", action="store_const", const=True),
    Opt("h", "no-dereference", "follow", action="store_const", const=False),
    Opt("F", "separator", "separator", Arg.REQUIRED),
    Opt("N", "no-pad", "no_pad"),
    Opt("0", "print0", "print0"),
    Opt("z", "uncompress", "uncompress"),
    Opt("s", "special-files", "special"),
    Opt("E", None, "exit_on_error"),
)


def _text_kind(data: bytes) -> tuple[str, str] | None:
    """(description, mime charset) when the bytes are text, else None."""
    body = data[3:] if data.startswith(b"\xef\xbb\xbf") else data
    controls = set(range(0, 32)) - {7, 8, 9, 10, 11, 12, 13, 27}
    if any(b in controls for b in body[:65536]) or 0x7F in body:
        return None
    if max(body, default=0) < 0x80 and body is data:
        kind, charset = "ASCII text", "us-ascii"
    else:
        try:
            body.decode("utf-8")
            kind = "Unicode text, UTF-8 (with BOM) text" if body is not data else "Unicode text, UTF-8 text"
            charset = "utf-8"
        except UnicodeDecodeError:
            if any(0x80 <= b < 0xA0 for b in body):
                kind, charset = "Non-ISO extended-ASCII text", "unknown-8bit"
            else:
                kind, charset = "ISO-8859 text", "iso-8859-1"
    notes = []
    crlf = body.count(b"\r\n")
    lf = body.count(b"\n") - crlf
    cr = body.count(b"\r") - crlf
    if crlf and not lf and not cr:
        notes.append("with CRLF line terminators")
    elif cr and not lf and not crlf:
        notes.append("with CR line terminators")
    elif crlf and lf:
        notes.append("with CRLF, LF line terminators")
    elif not (crlf or lf or cr):
        notes.append("with no line terminators")
    if 27 in body:
        notes.append("with escape sequences")
    longest = max((len(line) for line in body.split(b"\n")), default=0)
    if longest > 300:
        notes.append(f"with very long lines ({longest})")
    if 8 in body:
        notes.append("with overstriking")
    return ", ".join([kind, *notes]), charset


def _script(data: bytes) -> str | None:
    if not data.startswith(b"#!"):
        return None
    first = data[2:].split(b"\n", 1)[0].decode("utf-8", "replace").strip().split()
    if not first:
        return None
    prog = first[0].rsplit("/", 1)[-1]
    if prog == "env" and len(first) > 1:
        if first[1].startswith("-"):
            return f"a {' '.join(first[1:])} script"  # file names what follows env
        prog = first[1]
    return _INTERPRETERS.get(prog) or _INTERPRETERS.get(prog.rstrip("0123456789.")) or f"a {' '.join(first)} script"


def describe(data: bytes) -> tuple[str, str, str]:
    """(description, mime type, charset) of a regular file's leading bytes."""
    if not data:
        return "empty", "inode/x-empty", "binary"
    if data.startswith(b"\x89PNG\r\n\x1a\n") and data[12:16] == b"IHDR" and len(data) >= 29:
        w, h, depth, color = struct.unpack(">IIBB", data[16:26])
        interlace = "interlaced" if data[28] else "non-interlaced"
        return f"PNG image data, {w} x {h}, {depth}-bit{_PNG_COLORS.get(color, '')}, {interlace}", "image/png", "binary"
    if data.startswith(b"\x1f\x8b"):
        size = struct.unpack("<I", data[-4:])[0] if len(data) >= 18 else 0
        return f"gzip compressed data, from Unix, original size modulo 2^32 {size}", "application/gzip", "binary"
    if data.startswith(b"PK\x03\x04"):
        return "Zip archive data, at least v2.0 to extract", "application/zip", "binary"
    if data.startswith(b"%PDF-"):
        version = data[5:8].decode("ascii", "replace")
        return f"PDF document, version {version}", "application/pdf", "binary"
    if data.startswith(b"\x7fELF"):
        bits = "64-bit" if data[4:5] == b"\x02" else "32-bit"
        return f"ELF {bits} LSB executable", "application/x-executable", "binary"
    if len(data) == 1:
        return "very short file (no magic)", "application/octet-stream", "binary"
    text = _text_kind(data)
    if text is None:
        return "data", "application/octet-stream", "binary"
    kind, charset = text
    script = _script(data)
    if script is not None:
        mime = "text/x-shellscript" if "shell" in script else "text/x-script"
        if script.endswith("executable"):
            return script, mime, charset
        if script.startswith("Node.js"):
            return f"{script} executable, {kind}", mime, charset
        return f"{script}, {kind} executable", mime, charset
    stripped = data.lstrip()
    if stripped[:1] in (b"{", b"["):
        try:
            json.loads(data.decode("utf-8"))
            return "JSON text data", "application/json", charset
        except (ValueError, UnicodeDecodeError):
            pass
    lower = stripped[:256].lower()
    if lower.startswith(b"<?xml"):
        return f"XML 1.0 document, {kind}", "text/xml", charset
    if lower.startswith(b"<!doctype html") or lower.startswith(b"<html"):
        return f"HTML document, {kind}", "text/html", charset
    return kind, "text/plain", charset


@command("file", summary="determine file type", usage="file [-bchikLNnprsvz0] [FILE...]", opts=_OPTS,
         package="file", version="5.44")
def file_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if not args.operands:
        ctx.stderr.write(_USAGE.encode())
        return 1
    follow = bool(v.get("follow", False))
    sep = str(v.get("separator", ":"))
    names = ["/dev/stdin" if n == "-" else n for n in args.operands]
    pad = 0 if v.get("no_pad") or v.get("brief") else max(len(n) for n in names) + len(sep)
    for given, name in zip(args.operands, names, strict=True):
        desc, mime, charset = _examine(ctx, given, follow)
        if v.get("mime"):
            answer = f"{mime}; charset={charset}"
        elif v.get("mime_type"):
            answer = mime
        elif v.get("mime_encoding"):
            answer = charset
        else:
            answer = desc
        if v.get("brief"):
            line = f"{answer}\n"
        elif v.get("print0"):
            line = f"{name}\0 {answer}\n"
        else:
            line = f"{(name + sep).ljust(pad)} {answer}\n"
        ctx.stdout.write(line.encode("utf-8", "surrogateescape"))
    return 0


def _examine(ctx: CommandContext, name: str, follow: bool) -> tuple[str, str, str]:
    path = ctx.resolve(name) if name != "-" else ""
    try:
        if name == "-":
            return describe(ctx.stdin.read(65536))  # named /dev/stdin by the caller
        st = ctx.fs.stat(path) if follow else ctx.fs.lstat(path)
        if st.type is FileType.SYMLINK:
            target = ctx.fs.readlink(path)
            broken = not ctx.fs.exists(path)
            desc = f"{'broken ' if broken else ''}symbolic link to {target}"
            return desc, "inode/symlink", "binary"
        if st.type is FileType.DIR:
            return "directory", "inode/directory", "binary"
        if st.type is FileType.CHAR_DEVICE:
            return f"character special ({st.rdev >> 8}/{st.rdev & 0xFF})", "inode/chardevice", "binary"
        if st.type is FileType.FIFO:
            return "fifo (named pipe)", "inode/fifo", "binary"
        with ctx.fs.open(path, OpenMode.READ) as f:
            data = f.read(65536)
        return describe(data)
    except OSError as exc:
        return f"cannot open `{name}' ({exc.strerror})", "cannot open", "binary"
