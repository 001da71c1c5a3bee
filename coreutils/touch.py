"""touch: change file timestamps (GNU coreutils 9.1); ``-d`` reads GNU's date grammar (common/dateparse.py)."""

from __future__ import annotations

import datetime
import errno
import re
import time

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.dateparse import DateError, parse_date, zone_from_tz
from vshell.coreutils.common.errors import quote, quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import OpenMode

_OPTS = [
    Opt("a", None, "atime"),
    Opt("c", "no-create", "no_create"),
    Opt("d", "date", "date", Arg.REQUIRED),
    Opt("f", None, "f"),
    Opt("h", "no-dereference", "no_deref"),
    Opt("m", None, "mtime"),
    Opt("r", "reference", "reference", Arg.REQUIRED),
    Opt("t", None, "stamp", Arg.REQUIRED),
    Opt(None, "time", "time_word", Arg.REQUIRED),
]
_STAMP = re.compile(r"(\d{8}|\d{10}|\d{12})(?:\.(\d{2}))?")


def parse_stamp(text: str, now: datetime.datetime, tz: datetime.tzinfo) -> int:
    """``-t [[CC]YY]MMDDhhmm[.ss]`` in the local zone; nanoseconds since the epoch."""
    m = _STAMP.fullmatch(text)
    if not m:
        raise ValueError(text)
    digits, secs = m.group(1), int(m.group(2) or 0)
    if len(digits) == 12:
        year = int(digits[:4])
        digits = digits[4:]
    elif len(digits) == 10:
        yy = int(digits[:2])
        year = 1900 + yy if yy >= 69 else 2000 + yy
        digits = digits[2:]
    else:
        year = now.year
    month, day, hour, minute = (int(digits[i : i + 2]) for i in range(0, 8, 2))
    extra = 0
    if secs == 60:
        secs, extra = 59, 1
    dt = datetime.datetime(year, month, day, hour, minute, secs, tzinfo=tz)
    return (int(dt.timestamp()) + extra) * 10**9


@command("touch", summary="change file timestamps", usage="touch [OPTION]... FILE...", opts=_OPTS)
def touch(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        raise UsageError("missing file operand")
    tz = zone_from_tz(ctx.env.get("TZ"))
    now_ns = time.time_ns()
    atime_ns: int | None = None
    mtime_ns: int | None = None
    ref = args.text("reference")
    if ref is not None:
        try:
            st = ctx.fs.stat(fs_path(ctx, ref))
        except OSError as exc:
            write_err(ctx, f"failed to get attributes of {quoteaf(ref)}: {strerror(exc)}")
            return 1
        atime_ns, mtime_ns = st.atime_ns, st.mtime_ns
    date_text = args.text("date")
    if date_text is not None:
        try:
            secs, ns = parse_date(date_text, now_ns, tz)
        except (DateError, ValueError, OverflowError):
            raise UsageError(f"invalid date format {quote(date_text)}", try_help=False) from None
        atime_ns = mtime_ns = secs * 10**9 + ns
    stamp = args.text("stamp")
    if stamp is not None:
        try:
            atime_ns = mtime_ns = parse_stamp(stamp, datetime.datetime.fromtimestamp(now_ns / 1e9, tz), tz)
        except (ValueError, OverflowError):
            raise UsageError(f"invalid date format {quote(stamp)}", try_help=False) from None
    word = args.text("time_word")
    only_a = args.flag("atime") or word in ("atime", "access", "use")
    only_m = args.flag("mtime") or word in ("mtime", "modify")
    if only_a and not only_m:
        mtime_ns = -1
    elif only_m and not only_a:
        atime_ns = -1
    status = 0
    follow = not args.flag("no_deref")
    for operand in args.operands:
        ctx.budget.tick()
        path = fs_path(ctx, operand)
        try:
            if operand == "-":
                continue
            exists = ctx.fs.exists(path) if follow else _lexists(ctx, path)
            if not exists:
                if args.flag("no_create") or not follow:
                    if not follow and not args.flag("no_create"):
                        raise OSError(errno.ENOENT, strerror(errno.ENOENT), path)
                    continue
                ctx.fs.open(path, OpenMode.APPEND).close()
            st = ctx.fs.stat(path) if follow else ctx.fs.lstat(path)
            a = st.atime_ns if atime_ns == -1 else atime_ns
            m = st.mtime_ns if mtime_ns == -1 else mtime_ns
            if a is None and m is not None:
                a = now_ns
            if m is None and a is not None:
                m = now_ns
            ctx.fs.utime(path, a, m, follow_symlinks=follow)
        except OSError as exc:
            verb = (
                "cannot touch"
                if exc.errno in (errno.ENOENT, errno.ENOTDIR, errno.EISDIR) and follow
                else "setting times of"
            )
            write_err(ctx, f"{verb} {quoteaf(operand)}: {strerror(exc)}")
            status = 1
    return status


def _lexists(ctx: CommandContext, path: str) -> bool:
    try:
        ctx.fs.lstat(path)
    except OSError:
        return False
    return True
