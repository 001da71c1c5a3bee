"""expand and unexpand: tabs to spaces and (leading, or with -a all) spaces back to tabs."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Obsolete, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import as_list, open_input, read_all


@dataclass(frozen=True, slots=True)
class Tabs:
    """Tab stops: one number is a repeat width, a list gives the stops, and GNU's last item
    ``/N`` (then every multiple of N) or ``+N`` (then every N after the last stop) goes on past them."""

    stops: tuple[int, ...]
    after: str = ""
    """``/``, ``+`` or empty."""
    step: int = 0

    def past_last(self, col: int) -> bool:
        """True at or after the last stop of a list that does not go on (no more tab stops)."""
        return not self.after and len(self.stops) > 1 and col >= self.stops[-1]

    def next_stop(self, col: int) -> int:
        stops = self.stops
        if len(stops) == 1 and not self.after:
            return col + stops[0] - col % stops[0]
        for s in stops:
            if s > col:
                return s
        if self.after == "/":
            return col + self.step - col % self.step
        if self.after == "+":
            last = stops[-1] if stops else 0
            return last + ((col - last) // self.step + 1) * self.step
        return col + 1


def parse_tabs(specs: list[str]) -> Tabs:
    """Tab stops from the -t values (and the obsolete ``-N,M`` words), checked as GNU checks them."""
    stops: list[int] = []
    after, step = "", 0
    for spec in specs:
        for part in re.split(r"[, ]", spec):
            if not part:
                continue
            if after:
                raise UsageError(f"'{after}' specifier only allowed with the last value", try_help=False)
            if part[0] in "/+":
                digits = part[1:]
                if digits and not digits.isdigit():
                    raise UsageError(f"tab size contains invalid character(s): {quote(digits)}", try_help=False)
                after, step = part[0], int(digits or 0)
                continue
            if not part.isdigit():
                raise UsageError(f"tab size contains invalid character(s): {quote(part)}", try_help=False)
            n = int(part)
            if n == 0:
                raise UsageError("tab size cannot be 0", try_help=False)
            if stops and n <= stops[-1]:
                raise UsageError("tab sizes must be ascending", try_help=False)
            stops.append(n)
    if not step:
        after = ""  # '/0' and '+0' add nothing
    if not stops and not after:
        stops = [8]
    return Tabs(tuple(stops), after, step)


def obsolete_tabs(dest: str) -> Obsolete:
    """GNU's obsolete ``-N`` and ``-N,M,...`` tab lists (``expand -4``, ``unexpand -2,6``), stored in ``dest``."""

    def read(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
        word = argv[i]
        return (1, [(dest, word[1:])]) if word[0] == "-" and word[1].isdigit() else None

    return read


def _read_all(ctx: CommandContext, names: list[str]) -> tuple[list[bytes], int]:
    out, status = [], 0
    for name in names or ["-"]:
        try:
            f = open_input(ctx, name)
            out.append(read_all(ctx, f))
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"{quotef(name)}: {strerror(exc)}")
            status = 1
    return out, status


_EXPAND_OPTS = (Opt("i", "initial", "initial"), Opt("t", "tabs", "tabs", Arg.REQUIRED, action="append"))


@command("expand", summary="convert tabs to spaces", usage="expand [OPTION]... [FILE]...", opts=_EXPAND_OPTS,
         obsolete=obsolete_tabs("tabs"))
def expand_cmd(ctx: CommandContext, args: Parsed) -> int:
    stops = parse_tabs(as_list(args.values.get("tabs")))
    initial = bool(args.values.get("initial"))
    datas, status = _read_all(ctx, args.operands)
    for data in datas:
        out = []
        for line in data.split(b"\n"):
            if b"\t" not in line:
                out.append(line)
                continue
            buf = bytearray()
            col = 0
            leading = True
            for b in line:
                if b == 9 and (leading or not initial):
                    nxt = stops.next_stop(col)
                    buf += b" " * (nxt - col)
                    col = nxt
                    continue
                if b not in (9, 32):
                    leading = False
                buf.append(b)
                col = max(0, col - 1) if b == 8 else col + 1
            out.append(bytes(buf))
        ctx.stdout.write(b"\n".join(out))
    return status


_UNEXPAND_OPTS = (
    Opt("a", "all", "all"),
    Opt(None, "first-only", "first_only"),
    Opt("t", "tabs", "tabs", Arg.REQUIRED, action="append"),
    # The obsolete -N lists, kept apart because unlike -t they do not imply -a.
    Opt(None, None, "old_tabs", Arg.REQUIRED, action="append"),
)


@command("unexpand", summary="convert spaces to tabs", usage="unexpand [OPTION]... [FILE]...", opts=_UNEXPAND_OPTS,
         obsolete=obsolete_tabs("old_tabs"))
def unexpand_cmd(ctx: CommandContext, args: Parsed) -> int:
    tabs = as_list(args.values.get("tabs"))
    stops = parse_tabs([*as_list(args.values.get("old_tabs")), *tabs])
    every = (bool(args.values.get("all")) or bool(tabs)) and not args.values.get("first_only")
    datas, status = _read_all(ctx, args.operands)
    for data in datas:
        ctx.stdout.write(b"\n".join(_unexpand_line(line, stops, every) for line in data.split(b"\n")))
    return status


def _unexpand_line(line: bytes, stops: Tabs, every: bool) -> bytes:
    out = bytearray()
    col = 0
    pending = 0  # blanks seen since the last output position
    # One blank that reached a tab stop: GNU makes it a tab when more blanks follow, else keeps it.
    deferred = False
    leading = True
    for b in line:
        if b in (32, 9) and (leading or every) and not stops.past_last(col):
            if deferred:
                out += b"\t"
                deferred = False
            if b == 9:
                col = stops.next_stop(col)
                out += b"\t"
                pending = 0
                continue
            col += 1
            pending += 1
            if col == stops.next_stop(col - 1):
                if pending > 1:
                    out += b"\t"
                else:
                    deferred = True
                pending = 0
            continue
        if deferred:
            out += b" "
            deferred = False
        if pending:
            out += b" " * pending
            pending = 0
        if b not in (32, 9):
            leading = False
        out.append(b)
        col = max(0, col - 1) if b == 8 else col + 1
    if deferred:
        out += b" "
    out += b" " * pending
    return bytes(out)
