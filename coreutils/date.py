"""date: print the time (vshell never sets it), GNU formats and GNU's date strings."""

from __future__ import annotations

import re
import time
from datetime import UTC, tzinfo

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.civil import localize
from vshell.coreutils.common.datefmt import Moment, strftime
from vshell.coreutils.common.dateparse import DateError, parse_date, zone_from_tz
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.parsedatetime import Debug
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all

DEFAULT_FORMAT = "%a %b %e %H:%M:%S %Z %Y"
_ISO = {
    "hours": "%Y-%m-%dT%H%:z",
    "minutes": "%Y-%m-%dT%H:%M%:z",
    "date": "%Y-%m-%d",
    "seconds": "%Y-%m-%dT%H:%M:%S%:z",
    "ns": "%Y-%m-%dT%H:%M:%S,%N%:z",
}
_RFC3339 = {"date": "%Y-%m-%d", "seconds": "%Y-%m-%d %H:%M:%S%:z", "ns": "%Y-%m-%d %H:%M:%S.%N%:z"}
_RFC_EMAIL = "%a, %d %b %Y %H:%M:%S %z"

_OPTS = (
    Opt("d", "date", "date", Arg.REQUIRED),
    Opt(None, "debug", "debug"),
    Opt("f", "file", "file", Arg.REQUIRED),
    Opt("I", "iso-8601", "iso", Arg.OPTIONAL, const="date"),
    Opt("r", "reference", "reference", Arg.REQUIRED),
    Opt("R", "rfc-email", "rfc_email"),
    Opt(None, "rfc-822", "rfc_email"),
    Opt(None, "rfc-2822", "rfc_email"),
    Opt(None, "rfc-3339", "rfc3339", Arg.REQUIRED),
    Opt("s", "set", "set", Arg.REQUIRED),
    Opt("u", "utc", "utc"),
    Opt(None, "uct", "utc"),
    Opt(None, "universal", "utc"),
)


def _argmatch(value: str, choices: tuple[str, ...], option: str) -> str:
    if value in choices:
        return value
    found = [c for c in choices if c.startswith(value)] if value else []
    if len(found) == 1:
        return found[0]
    kind = "ambiguous" if len(found) > 1 else "invalid"
    valid = "\n".join(f"  - {quote(c)}" for c in choices)
    raise UsageError(f"{kind} argument {quote(value)} for {quote(option)}\nValid arguments are:\n{valid}")


def moment(epoch: int, ns: int, zone: tzinfo) -> Moment:
    c = localize(epoch, zone)
    return Moment(dt=c, ns=ns, epoch=epoch, zone=c.name)


@command("date", summary="print or set the system date and time", usage="date [OPTION]... [+FORMAT]\n"
         "  or:  date [-u|--utc|--universal] [MMDDhhmm[[CC]YY][.ss]]", opts=_OPTS)
def date_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    debug: Debug = None
    if v.get("debug"):
        def debug(msg: str) -> None:
            ctx.stderr.write(f"date: {msg}".encode("utf-8", "surrogateescape"))
    formats: list[str] = []
    iso = v.get("iso")
    if isinstance(iso, str):
        formats.append(_ISO[_argmatch(iso, ("hours", "minutes", "date", "seconds", "ns"), "--iso-8601")])
    rfc3339 = v.get("rfc3339")
    if isinstance(rfc3339, str):
        formats.append(_RFC3339[_argmatch(rfc3339, ("date", "seconds", "ns"), "--rfc-3339")])
    if v.get("rfc_email"):
        formats.append(_RFC_EMAIL)
    sources = [k for k in ("date", "file", "reference") if v.get(k) is not None]
    if len(sources) > 1:
        raise UsageError("the options to specify dates for printing are mutually exclusive")
    set_text = v.get("set")
    operands = list(args.operands)
    if len(operands) > 1:
        raise UsageError(f"extra operand {quote(operands[1])}")
    if operands and operands[0].startswith("+"):
        formats.append(operands.pop(0)[1:])
    if operands:
        if sources or set_text is not None:
            raise UsageError(f"the argument {quote(operands[0])} lacks a leading '+';\nwhen using an option to "
                             "specify date(s), any non-option\nargument must be a format string beginning with '+'")
        set_text = operands[0]
        if not re.fullmatch(r"\d{8}(?:\d{2}){0,2}(?:\.\d{2})?", set_text):
            ctx.error(f"invalid date {quote(set_text)}")
            return 1
    if len(formats) > 1:
        raise UsageError("multiple output formats specified", try_help=False)
    fmt = formats[0] if formats else DEFAULT_FORMAT
    tzstring = "UTC0" if v.get("utc") else ctx.env.get("TZ")
    zone = zone_from_tz(tzstring)
    now_ns = time.time_ns()
    status = 0
    if set_text is not None:
        if v.get("set") is not None:
            try:
                parse_date(str(set_text), now_ns, zone, tzstring, debug=debug)
            except DateError:
                ctx.error(f"invalid date {quote(str(set_text))}")
                return 1
        ctx.error("cannot set date: Operation not permitted")
        status = 1
    if v.get("file") is not None:
        return _from_file(ctx, str(v["file"]), fmt, zone, now_ns, tzstring, debug)
    if v.get("reference") is not None:
        name = str(v["reference"])
        try:
            st = ctx.fs.stat(ctx.resolve(name))
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            return 1
        epoch, ns = divmod(st.mtime_ns, 1_000_000_000)
    elif v.get("date") is not None:
        text = str(v["date"])
        try:
            epoch, ns = parse_date(text, now_ns, zone, tzstring, debug=debug)
        except DateError:
            ctx.error(f"invalid date {quote(text)}")
            return 1
    else:
        epoch, ns = divmod(now_ns, 1_000_000_000)
    if not _show(ctx, fmt, epoch, ns, zone, debug):
        return 1
    return status


def _show(ctx: CommandContext, fmt: str, epoch: int, ns: int, zone: tzinfo, debug: Debug) -> bool:
    if debug is not None:
        debug(f"output format: {quote(fmt)}\n")
    try:
        m = moment(epoch, ns, zone)
    except (OverflowError, OSError, ValueError):
        ctx.error(f"time {quote(str(epoch))} is out of range")
        return False
    ctx.stdout.write((strftime(fmt, m) + "\n").encode("utf-8", "surrogateescape"))
    return True


def _from_file(ctx: CommandContext, name: str, fmt: str, zone: tzinfo, now_ns: int, tzstring: str | None,
               debug: Debug) -> int:
    try:
        f = open_input(ctx, name)
        data = read_all(ctx, f)
        if f is not ctx.stdin:
            f.close()
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    status = 0
    text = data.decode("utf-8", "surrogateescape")
    for raw in re.findall(r"[^\n]*\n|[^\n]+$", text):
        ctx.budget.tick()
        try:
            # GNU parses the line with its newline (a failure "stopped at" it)
            epoch, ns = parse_date(raw, now_ns, zone, tzstring, debug=debug)
        except DateError:
            ctx.error(f"invalid date {quote(raw.removesuffix(chr(10)))}")
            status = 1
            continue
        if not _show(ctx, fmt, epoch, ns, zone, debug):
            status = 1
    return status


__all__ = ["UTC", "date_cmd", "moment"]
