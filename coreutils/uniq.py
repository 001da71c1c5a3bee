"""uniq: report or omit repeated adjacent lines (-c -d -D -u -i -f -s -w -z --group)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from itertools import compress, islice
from operator import ne, sub
from typing import Any

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import line_blocks, open_input
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
        f = open_input(ctx, name)
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    target = args.operands[1] if len(args.operands) > 1 and args.operands[1] != "-" else None
    try:
        w = ctx.fs.open(ctx.resolve(target), OpenMode.WRITE) if target is not None else ctx.stdout
    except OSError as exc:
        ctx.error(f"{quotef(target or '-')}: {strerror(exc)}")
        return 1
    key = _key_fn(skip_fields, skip_chars, check, bool(v.get("ignore_case")))
    blocks = line_blocks(ctx, f, eol)
    try:
        if group_mode or method:
            _write_groups(w, _groups(blocks, key), eol, group_mode, method)
        else:
            _write_counts(w, blocks, key, eol, count, bool(v.get("repeated")), bool(v.get("unique")))
    except OSError as exc:
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    finally:
        if f is not ctx.stdin:
            f.close()
        if target is not None:
            w.close()
    return 0


Key = Callable[[bytes], bytes] | None
"""What two lines compare as (None: the whole line)."""


def _key_fn(fields: int, chars: int, check: int | None, fold: bool) -> Key:
    if not (fields or chars or check is not None):
        return bytes.lower if fold else None

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


def _starts(keys: list[bytes]) -> list[int]:
    """The index of each line that differs from the line before it (0 included), compared in C."""
    return [0, *compress(range(1, len(keys)), map(ne, keys, islice(keys, 1, None)))]


def _write_counts(w: Any, blocks: Iterator[list[bytes]], key: Key, eol: bytes, count: bool, repeated: bool,
                  unique: bool) -> None:
    """Each group's first line (with -c its size; -d only repeated groups, -u only single lines), a block of
    lines at a time: the group still open at a block's end goes on into the next block."""
    first = first_key = b""  # the open group's first line and key
    size = 0  # the open group's size so far (0: none open)
    for lines in blocks:
        keys = lines if key is None else list(map(key, lines))
        starts = _starts(keys)
        ends = [*starts[1:], len(lines)]
        firsts: list[bytes] = []
        sizes: list[int] = []
        j = 0
        if size:
            if keys[0] == first_key:
                size += ends[0]  # the block's first lines continue the open group
                j = 1
            if j < len(starts):
                firsts.append(first)
                sizes.append(size)
                size = 0
        if j < len(starts):
            firsts += map(lines.__getitem__, starts[j:])
            sizes += map(sub, ends[j:], starts[j:])
            first, first_key, size = firsts.pop(), keys[starts[-1]], sizes.pop()
        if firsts:
            w.write(_lines(firsts, sizes, eol, count, repeated, unique))
    if size:
        w.write(_lines([first], [size], eol, count, repeated, unique))


def _lines(firsts: list[bytes], sizes: list[int], eol: bytes, count: bool, repeated: bool, unique: bool) -> bytes:
    """The output of finished groups, given by their first lines and sizes."""
    if repeated and unique:
        return b""  # -d prints only repeated lines and -u only the others: nothing is left
    if repeated or unique:
        keep = [(n > 1) == repeated for n in sizes]
        firsts = list(compress(firsts, keep))
        sizes = list(compress(sizes, keep))
    if not firsts:
        return b""
    if count:
        # GNU right-justifies the count in a 7-character field
        return b"".join(map((b"%7d %s" + eol).__mod__, zip(sizes, firsts, strict=True)))
    return eol.join(firsts) + eol


def _groups(blocks: Iterator[list[bytes]], key: Key) -> Iterator[list[bytes]]:
    """The groups of lines whose keys are equal, each whole (-D and --group print every line)."""
    group: list[bytes] = []
    prev = b""
    for lines in blocks:
        keys = lines if key is None else list(map(key, lines))
        starts = _starts(keys)
        for i, s in enumerate(starts):
            e = starts[i + 1] if i + 1 < len(starts) else len(lines)
            if group and keys[s] == prev:
                group.extend(lines[s:e])
                continue
            if group:
                yield group
            group = lines[s:e]
            prev = keys[s]
    if group:
        yield group


def _write_groups(w: Any, groups: Iterator[list[bytes]], eol: bytes, group_mode: str | None,
                  method: str | None) -> None:
    """--group (every group, with separators) or -D/--all-repeated (only groups of two lines or more)."""
    seen = False
    for g in groups:
        if method:
            if len(g) < 2:
                continue
            if method == "prepend" or (method == "separate" and seen):
                w.write(eol)
        elif group_mode in ("prepend", "both") or (group_mode == "separate" and seen):
            w.write(eol)
        w.write(eol.join(g) + eol)
        if group_mode == "append":
            w.write(eol)
        seen = True
    if group_mode == "both" and seen:
        w.write(eol)
