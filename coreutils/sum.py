"""sum: the BSD (default, -r) and System V (-s) 16-bit checksums with block counts, as GNU 9.1 prints them.

BSD: rotate the 16-bit sum right by one bit, add the byte; blocks of 1024
bytes, ``%05d %5s``.  System V: the 32-bit byte sum folded to 16 bits; blocks
of 512 bytes, ``%d %s``.  The file name follows when FILE operands were given.
"""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed
from vshell.coreutils.common.errors import quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import iter_chunks, open_input

_OPTS = (
    Opt("r", None, "algo", action="store_const", const="bsd"),
    Opt("s", "sysv", "algo", action="store_const", const="sysv"),
)

_HELP = """\
Print or check BSD (16-bit) checksums.

With no FILE, or when FILE is -, read standard input.

  -r              use BSD sum algorithm (the default), use 1K blocks
  -s, --sysv      use System V sum algorithm, use 512 bytes blocks
      --help        display this help and exit
      --version     output version information and exit
"""


def bsd_step(checksum: int, data: bytes) -> int:
    """The BSD checksum carried over one more block of bytes."""
    for b in data:
        checksum = (((checksum >> 1) | ((checksum & 1) << 15)) + b) & 0xFFFF
    return checksum


def sysv_fold(total: int) -> int:
    s = total & 0xFFFFFFFF
    r = (s & 0xFFFF) + (s >> 16)
    return (r & 0xFFFF) + (r >> 16)


@command("sum", summary="checksum and count the blocks in a file", usage="sum [OPTION]... [FILE]...",
         opts=_OPTS, help_text=_HELP)
def sum_cmd(ctx: CommandContext, args: Parsed) -> int:
    sysv = args.values.get("algo") == "sysv"
    status = 0
    for name in args.operands or ["-"]:
        try:
            f = open_input(ctx, name)
            try:
                size = 0
                acc = 0
                for chunk in iter_chunks(ctx, f):
                    size += len(chunk)
                    acc = (acc + sum(chunk)) if sysv else bsd_step(acc, chunk)
            finally:
                if f is not ctx.stdin:
                    f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
            continue
        if sysv:
            line = f"{sysv_fold(acc)} {-(-size // 512)}"
        else:
            line = f"{acc:05d} {-(-size // 1024):5d}"
        if args.operands:
            line += " " + name
        ctx.stdout.write(line.encode("utf-8", "surrogateescape") + b"\n")
    return status
