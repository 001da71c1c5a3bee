"""uniq: report or omit repeated adjacent lines (-c -d -D -u -i -f -s -w -z --group)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import read_lines
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt("c", "count", "count"),
    Opt("d", "repeated", "repeated"),
    Opt("D", None, "all_repeated", action="store_const", const="none"),
    Opt(None, "all-repeated", "all_repeated", Arg.OPTIONAL, const="none"),
    Opt("f", "skip-fields", "skip_fields", Arg.REQUIRED),
    Opt(None, "group", "group", Arg.OPTIONAL, const="separate"),
    Opt("i", "ignore-case", "ignore_case"),
    Opt("s", "skip-chars", "skip_chars", Arg.REQUIRED),
    Opt("u", "unique", "unique"),
    Opt("z", "zero-terminated", "zero"),
    Opt("w", "check-chars", "check_chars", Arg.REQUIRED),
)
_FIELD = re.compile(rb"[ \t]*[^ \t]*")


def _number(text: str, what: str) -> int:
    if not text.isdigit():
        raise UsageError(f"{text}: invalid number of {what}", try_help=False)
    return int(text)


def _choice(value: str, choices: tuple[str, ...], option: str) -> str:
    found = [c for c in choices if c.startswith(value)] if value else []
    if value in choices:
        return value
    if len(found) == 1:
        return found[0]
    valid = "\n".join(f"  - {quote(c)}" for c in choices)
    kind = "ambiguous" if len(found) > 1 else "invalid"
    raise UsageError(f"{kind} argument {quote(value)} for {quote(option)}\nValid arguments are:\n{valid}")


def _obsolete_skip(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """GNU's obsolete ``+N`` (``-s N``); ``-N`` (``-f N``) is a numeric short option."""
    word = argv[i]
    return (1, [("skip_chars", word[1:])]) if word[0] == "+" and word[1:].isdigit() else None


@command("uniq", summary="report or omit repeated lines", usage="uniq [OPTION]... [INPUT [OUTPUT]]", opts=_OPTS,
         numeric_shorts="f", obsolete=_obsolete_skip)
def uniq_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    if len(args.operands) > 2:
        raise UsageError(f"extra operand {quote(args.operands[2])}")
    skip_fields = _number(str(v["skip_fields"]), "fields to skip") if v.get("skip_fields") is not None else 0
    skip_chars = _number(str(v["skip_chars"]), "bytes to skip") if v.get("skip_chars") is not None else 0
    check = _number(str(v["check_chars"]), "bytes to compare") if v.get("check_chars") is not None else None
    all_rep = v.get("all_repeated")
    method = _choice(str(all_rep), ("none", "prepend", "separate"), "--all-repeated") if all_rep is not None else None
    group = v.get("group")
    group_mode = _choice(str(group), ("prepend", "append", "separate", "both"), "--group") if group is not None else None
    count = bool(v.get("count"))
    if group_mode and (count or v.get("repeated") or v.get("unique") or method):
        raise UsageError("--group is mutually exclusive with -c/-d/-D/-u")
    if count and method:
        raise UsageError("printing all duplicated lines and repeat counts is meaningless")
    eol = b"\0" if v.get("zero") else b"\n"
    name = args.operands[0] if args.operands else "-"
    try:
        lines = read_lines(ctx, name, eol)
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    key = _key_fn(skip_fields, skip_chars, check, bool(v.get("ignore_case")))
    out: list[bytes] = []
    groups = _groups(lines, key)
    if group_mode:
        seen = False
        for i, g in enumerate(groups):
            if group_mode in ("prepend", "both") or (group_mode == "separate" and i > 0):
                out.append(eol)
            out.extend(line + eol for line in g)
            if group_mode == "append":
                out.append(eol)
            seen = True
        if group_mode == "both" and seen:
            out.append(eol)
    elif method:
        first = True
        for g in groups:
            if len(g) < 2:
                continue
            if method == "prepend" or (method == "separate" and not first):
                out.append(eol)
            out.extend(line + eol for line in g)
            first = False
    else:
        for g in groups:
            ctx.budget.tick()
            n = len(g)
            if (v.get("repeated") and n < 2) or (v.get("unique") and n > 1):
                continue
            prefix = f"{n:7d} ".encode() if count else b""
            out.append(prefix + g[0] + eol)
    text = b"".join(out)
    if len(args.operands) > 1 and args.operands[1] != "-":
        try:
            with ctx.fs.open(ctx.resolve(args.operands[1]), OpenMode.WRITE) as w:
                w.write(text)
        except OSError as exc:
            ctx.error(f"{quotef(args.operands[1])}: {strerror(exc)}")
            return 1
        return 0
    ctx.stdout.write(text)
    return 0


def _key_fn(fields: int, chars: int, check: int | None, fold: bool) -> Callable[[bytes], bytes]:
    def key(line: bytes) -> bytes:
        pos = 0
        for _ in range(fields):
            m = _FIELD.match(line, pos)
            pos = m.end() if m else len(line)
        k = line[pos + chars :]
        if check is not None:
            k = k[:check]
        return k.lower() if fold else k

    return key


def _groups(lines: list[bytes], key: Callable[[bytes], bytes]) -> Iterator[list[bytes]]:
    group: list[bytes] = []
    prev = b""
    for line in lines:
        k = key(line)
        if group and k == prev:
            group.append(line)
        else:
            if group:
                yield group
            group = [line]
            prev = k
    if group:
        yield group
