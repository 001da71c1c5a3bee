"""stat: display file status (GNU coreutils 9.1): the default format, ``-c``/``--format``, ``--printf``, ``-L``, ``-t``.

vshell's filesystem keeps no birth time, so ``%w`` is ``-`` and ``%W`` is 0,
as GNU prints them when the filesystem does not know (D-stat-birth).
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote_shell, quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import fs_path, group_name, user_name
from vshell.coreutils.common.lsformat import mode_string, strftime, zone
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType, Stat

_OPTS = [
    Opt("c", "format", "format", Arg.REQUIRED),
    Opt(None, "printf", "printf", Arg.REQUIRED),
    Opt("L", "dereference", "deref"),
    Opt("f", "file-system", "filesystem"),
    Opt("t", "terse", "terse"),
    Opt(None, "cached", "cached", Arg.REQUIRED),
]
_TYPE_WORD = {
    FileType.FILE: "regular file",
    FileType.DIR: "directory",
    FileType.SYMLINK: "symbolic link",
    FileType.CHAR_DEVICE: "character special file",
    FileType.FIFO: "fifo",
}
_TYPE_BITS = {
    FileType.FILE: 0o100000,
    FileType.DIR: 0o040000,
    FileType.SYMLINK: 0o120000,
    FileType.CHAR_DEVICE: 0o020000,
    FileType.FIFO: 0o010000,
}
_DIRECTIVE = re.compile(r"%([-#+ 0']*)(\d*)(?:\.(\d*))?([HL]?[a-zA-Z%]?)")
_ESCAPES = {
    "a": "\a",
    "b": "\b",
    "e": "\x1b",
    "f": "\f",
    "n": "\n",
    "r": "\r",
    "t": "\t",
    "v": "\v",
    "\\": "\\",
    '"': '"',
}


_ESCAPE = re.compile(r"\\([0-7]{1,3}|x[0-9a-fA-F]{1,2}|.)", re.DOTALL)


def _escape_value(body: str) -> str | None:
    """The character a ``--printf`` escape stands for, None for one GNU does not know (it warns)."""
    if body[0] in "01234567":
        return chr(int(body, 8) & 0xFF)
    if body[0] == "x" and len(body) > 1:
        return chr(int(body[1:], 16))
    return _ESCAPES.get(body)


DEFAULT_FORMAT = (
    "  File: %N\n  Size: %-10s\tBlocks: %-10b IO Block: %-6o %F\n"
    "Device: %Hd,%Ld\tInode: %-10i  Links: %h\n"
    "Access: (%04a/%10.10A)  Uid: (%5u/%8U)   Gid: (%5g/%8G)\n"
    "Access: %x\nModify: %y\nChange: %z\n Birth: %w\n"
)
DEVICE_FORMAT = DEFAULT_FORMAT.replace("Links: %h\n", "Links: %-5h Device type: %Hr,%Lr\n")
TERSE_FORMAT = "%n %s %b %f %u %g %D %i %h %t %T %X %Y %Z %W %o\n"


class _Formatter:
    def __init__(self, ctx: CommandContext, name: str, st: Stat, target: str | None, default_style: bool) -> None:
        self.ctx = ctx
        self.name = name
        self.st = st
        self.target = target
        self.default_style = default_style
        self.tz = zone(ctx.env)

    def _time(self, ns: int | None, precision: str | None, epoch: bool) -> str:
        if ns is None:
            return "0" if epoch else "-"
        if epoch:
            secs = str(ns // 10**9)
            if precision is None:
                return secs
            digits = int(precision) if precision else 9
            return secs + ("." + f"{ns % 10**9:09d}"[:digits] if digits else "")
        return strftime("%Y-%m-%d %H:%M:%S.%N %z", ns, self.tz)

    def value(self, conv: str, precision: str | None) -> str | int:
        st = self.st
        mode = st.mode | _TYPE_BITS.get(st.type, 0)
        if conv == "n":
            return self.name
        if conv == "N":
            if self.default_style:
                shown = quote_shell(self.name)
                return shown + (f" -> {quote_shell(self.target)}" if self.target is not None else "")
            shown = quoteaf(self.name)
            return shown + (f" -> {quoteaf(self.target)}" if self.target is not None else "")
        table: dict[str, str | int] = {
            "a": st.mode,
            "A": mode_string(st),
            "b": st.blocks,
            "B": 512,
            "C": "?",
            "d": st.dev,
            "D": f"{st.dev:x}",
            "f": f"{mode:x}",
            "F": _TYPE_WORD.get(st.type, "unknown"),
            "g": st.gid,
            "G": group_name(st.gid),
            "h": st.nlink,
            "i": st.ino,
            "m": "/",
            "o": st.blksize,
            "s": st.size,
            "t": f"{st.rdev >> 8:x}",
            "T": f"{st.rdev & 0xFF:x}",
            "u": st.uid,
            "U": user_name(st.uid),
            "Hd": st.dev >> 8,
            "Ld": st.dev & 0xFF,
            "Hr": st.rdev >> 8,
            "Lr": st.rdev & 0xFF,
        }
        if conv in table:
            return table[conv]
        times = {"x": st.atime_ns, "y": st.mtime_ns, "z": st.ctime_ns, "w": None}
        if conv in times:
            return self._time(times[conv], None, False)
        epochs = {"X": st.atime_ns, "Y": st.mtime_ns, "Z": st.ctime_ns, "W": None}
        if conv in epochs:
            return self._time(epochs[conv], precision, True)
        return "?"

    def render(self, fmt: str) -> str:
        out: list[str] = []
        pos = 0
        for m in _DIRECTIVE.finditer(fmt):
            out.append(fmt[pos : m.start()])
            pos = m.end()
            flags, width, precision, conv = m.groups()
            if conv == "%":
                out.append("%")
                continue
            if not conv:
                out.append(m.group(0))
                continue
            value = self.value(conv, precision)
            if conv in "XYZW":
                precision = None
            spec = "%" + flags.replace("'", "") + width + (f".{precision}" if precision is not None else "")
            if conv == "a":
                # GNU's %#a is "0644" where Python's %#o would say "0o644"
                digits = ("0" if "#" in flags and value else "") + f"{value:o}"
                out.append(
                    (spec.replace("#", "") + "s") % digits
                    if "0" not in flags
                    else (spec.replace("#", "") + "o") % value
                )
            elif isinstance(value, int):
                out.append((spec + "d") % value if precision is None else (spec + "s") % value)
            else:
                out.append((spec.replace("0", "") + "s") % value if "0" in flags else (spec + "s") % value)
        out.append(fmt[pos:])
        return "".join(out)


def _print_escaped(ctx: CommandContext, formatter: _Formatter, fmt: str) -> None:
    """``--printf``: directives and escapes in one pass, as GNU's does, so a character an escape
    makes is never read as a directive (``\\045n`` is ``%n``), and the output so far comes out
    before the warning about an unknown escape."""
    out: list[str] = []
    pos = 0
    for m in _ESCAPE.finditer(fmt):
        out.append(formatter.render(fmt[pos : m.start()]))
        pos = m.end()
        value = _escape_value(m.group(1))
        if value is None:
            ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))
            out = []
            ctx.error(f"warning: unrecognized escape '\\{m.group(1)}'")
            value = m.group(1)
        out.append(value)
    out.append(formatter.render(fmt[pos:]))
    ctx.stdout.write("".join(out).encode("utf-8", "surrogateescape"))


@command("stat", summary="display file or file system status", usage="stat [OPTION]... FILE...", opts=_OPTS)
def stat(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing operand")
    fmt_text = args.text("format")
    printf_text = args.text("printf")
    if args.flag("filesystem"):
        return _filesystem(ctx, args)
    status = 0
    for operand in args.operands:
        try:
            path = fs_path(ctx, operand)
            st = ctx.fs.stat(path) if args.flag("deref") else ctx.fs.lstat(path)
            target = ctx.fs.readlink(path) if st.type is FileType.SYMLINK else None
        except OSError as exc:
            write_err(ctx, f"cannot statx {quoteaf(operand)}: {strerror(exc)}")
            status = 1
            continue
        default = False
        if printf_text is not None:
            _print_escaped(ctx, _Formatter(ctx, operand, st, target, False), printf_text)
            continue
        if fmt_text is not None:
            fmt = fmt_text + "\n"
        elif args.flag("terse"):
            fmt = TERSE_FORMAT
        else:
            fmt = DEVICE_FORMAT if st.type is FileType.CHAR_DEVICE else DEFAULT_FORMAT
            default = True
        text = _Formatter(ctx, operand, st, target, default).render(fmt)
        ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
    return status


def _filesystem(ctx: CommandContext, args: Parsed) -> int:
    """``stat -f``: vshell's one in-memory filesystem, with the df figures (D-df)."""
    status = 0
    for operand in args.operands:
        try:
            ctx.fs.stat(fs_path(ctx, operand))
        except OSError as exc:
            write_err(ctx, f"cannot read file system information for {quoteaf(operand)}: {strerror(exc)}")
            status = 1
            continue
        text = (
            f'  File: "{operand}"\n'
            "    ID: 0        Namelen: 255     Type: vshell\n"
            "Block size: 4096       Fundamental block size: 4096\n"
            "Blocks: Total: 262144     Free: 262144     Available: 262144\n"
            "Inodes: Total: 100000     Free: 100000\n"
        )
        ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
    return status
