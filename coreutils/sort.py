"""sort: GNU sort's keys, orderings and checks, in the C.UTF-8 locale (byte order collation).

Each line's key is computed once; Python's stable sort does the rest.  When
every key sorts the same way the keys are plain tuples (C-speed compares);
mixed per-key ``r`` falls back to a comparison function.  As in GNU, lines
whose keys tie are ordered by the whole line unless -s or -u.
"""

from __future__ import annotations

import functools
import heapq
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal, InvalidOperation
from itertools import compress, islice
from operator import ne
from typing import TYPE_CHECKING, Any, BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import line_blocks, open_input
from vshell.coreutils.sort_debug import collation, debug_output, warnings
from vshell.coreutils.sort_keys import (
    NUMBER,
    Scanner,
    extract,
    keys_of,
    numeric,
    numeric_values,
    order,
    scanner,
    text_values,
)
from vshell.fs.protocol import OpenMode

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

BLOCK = 256 * 1024
"""Input is read and split into lines a block at a time, so no copy of a whole input is held beside its
lines; output is joined and written a batch of lines at a time."""
OUT_LINES = 4096
"""Lines joined into one write."""

_ORDER_FLAGS = "bdfgiMhnRrV"
_HUMAN = re.compile(rb"[ \t]*(-?)(\d*(?:\.\d*)?)([KMGTPEZYkRQ]?)")
_FLOAT = re.compile(rb"[ \t\n\v\f\r]*([-+]?(?:0[xX][0-9a-fA-F.]+(?:[pP][-+]?\d+)?|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|inf(?:inity)?|nan))",
                    re.IGNORECASE)
_MONTHS = {m: i + 1 for i, m in enumerate(b"JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split())}
_SUFFIX = b"KMGTPEZYRQ"


@dataclass(frozen=True, slots=True)
class Key:
    start_field: int
    start_char: int
    end_field: int  # 0: to the end of the line
    end_char: int  # 0: to the end of the field
    flags: str
    skip_start_blanks: bool
    skip_end_blanks: bool

    @property
    def reverse(self) -> bool:
        return "r" in self.flags


def parse_key(text: str, global_flags: str) -> Key:
    m = re.fullmatch(r"(\d+)(?:\.(\d+))?([bdfgiMhnRrV]*)(?:,(\d+)(?:\.(\d+))?([bdfgiMhnRrV]*))?", text)
    if not m:
        bad = re.match(r"\d*(?:\.\d*)?[bdfgiMhnRrV]*(?:,\d*(?:\.\d*)?[bdfgiMhnRrV]*)?", text)
        raise UsageError(f"invalid number at field start: invalid count at start of {quote(text)}"
                         if not text[:1].isdigit() else f"stray character in field spec: invalid field specification "
                         f"{quote(text)}" if bad else f"invalid field specification {quote(text)}")
    sf = int(m.group(1))
    if sf == 0:
        raise UsageError(f"field number is zero: invalid field specification {quote(text)}", try_help=False)
    sc = int(m.group(2) or 1)
    if m.group(2) is not None and sc == 0:
        raise UsageError(f"character offset is zero: invalid field specification {quote(text)}", try_help=False)
    ef = int(m.group(4) or 0)
    if m.group(4) is not None and ef == 0:
        raise UsageError(f"field number is zero: invalid field specification {quote(text)}", try_help=False)
    ec = int(m.group(5) or 0)
    own = (m.group(3) or "") + (m.group(6) or "")
    flags = own if own else global_flags
    inherit_b = not own and "b" in global_flags
    return Key(sf, sc, ef, ec, flags, "b" in (m.group(3) or "") or inherit_b,
               "b" in (m.group(6) or "") or inherit_b)


def _text_value(data: bytes, flags: str) -> bytes:
    return text_values([data], flags)[0]


def _human(data: bytes) -> tuple[int, int, Decimal]:
    m = _HUMAN.match(data)
    assert m is not None
    number = m.group(2)
    try:
        value = Decimal(number.decode()) if number and number != b"." else Decimal(0)
    except InvalidOperation:
        value = Decimal(0)
    suffix = m.group(3).upper()
    rank = _SUFFIX.index(suffix) + 1 if suffix else 0
    sign = -1 if m.group(1) and value else (1 if value else 0)
    return (sign, sign * rank, value if not m.group(1) else -value)


def _general(data: bytes) -> tuple[int, float]:
    m = _FLOAT.match(data)
    if not m:
        return (0, 0.0)
    text = m.group(1).decode()
    try:
        value = float.fromhex(text) if "x" in text.lower() else float(text)
    except ValueError:
        return (0, 0.0)
    if value != value:
        return (1, 0.0)
    return (2, value)


def _month(data: bytes) -> int:
    return _MONTHS.get(data.lstrip(b" \t")[:3].upper(), 0)


_SUFFIX_RE = re.compile(rb"(?:\.[A-Za-z~][A-Za-z0-9~]*)*$")


def _order(c: int) -> int:
    if 48 <= c <= 57:
        return 0
    if 65 <= c <= 90 or 97 <= c <= 122:
        return c
    if c == 126:
        return -1
    return c + 256


def _verrevcmp(a: bytes, b: bytes) -> int:
    """gnulib's verrevcmp: non-digit runs by _order, digit runs by value."""
    i = j = 0
    la, lb = len(a), len(b)
    while i < la or j < lb:
        while (i < la and not 48 <= a[i] <= 57) or (j < lb and not 48 <= b[j] <= 57):
            ca = _order(a[i]) if i < la else 0
            cb = _order(b[j]) if j < lb else 0
            if ca != cb:
                return ca - cb
            i += 1
            j += 1
        while i < la and a[i] == 48:
            i += 1
        while j < lb and b[j] == 48:
            j += 1
        first_diff = 0
        while i < la and j < lb and 48 <= a[i] <= 57 and 48 <= b[j] <= 57:
            if not first_diff:
                first_diff = a[i] - b[j]
            i += 1
            j += 1
        if i < la and 48 <= a[i] <= 57:
            return 1
        if j < lb and 48 <= b[j] <= 57:
            return -1
        if first_diff:
            return first_diff
    return 0


def filevercmp(a: bytes, b: bytes) -> int:
    """GNU sort -V: gnulib filevercmp (file suffixes compared last, hidden files first)."""
    if a == b:
        return 0
    for special in (b"", b".", b".."):
        if a == special:
            return -1
        if b == special:
            return 1
    if a[:1] == b"." and b[:1] != b".":
        return -1
    if b[:1] == b"." and a[:1] != b".":
        return 1
    pa = _SUFFIX_RE.search(a, 1 if a[:1] == b"." else 0)
    pb = _SUFFIX_RE.search(b, 1 if b[:1] == b"." else 0)
    ea = pa.start() if pa else len(a)
    eb = pb.start() if pb else len(b)
    return _verrevcmp(a[:ea], b[:eb]) or _verrevcmp(a, b)


@functools.total_ordering
class _Version:
    __slots__ = ("data",)

    def __init__(self, data: bytes) -> None:
        self.data = data

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Version) and filevercmp(self.data, other.data) == 0

    def __lt__(self, other: _Version) -> bool:
        return filevercmp(self.data, other.data) < 0

    def __hash__(self) -> int:
        return hash(self.data)


@functools.cache
def _salt() -> bytes:
    """-R's key for this process, made on first use (``secrets`` is not imported by every sort)."""
    import secrets

    return secrets.token_bytes(16)


def key_value(data: bytes, flags: str) -> object:
    """One key's value, compared as GNU compares it (after -d/-i and -f, which every ordering sees)."""
    if "n" in flags:
        m = NUMBER.match(data)
        return numeric(m.group(1) if m else b"")
    if "h" in flags:
        return _human(data)
    if "g" in flags:
        return _general(data)
    if "M" in flags:
        return _month(data)
    if "R" in flags:
        # -R: a random order that keeps equal keys together, as GNU's keyed hash does
        import hashlib  # only -R hashes

        return hashlib.md5(_salt() + _text_value(data, flags)).digest()
    if "V" in flags:
        return _Version(_text_value(data, flags))
    return _text_value(data, flags)


_OPTS = (
    Opt("b", "ignore-leading-blanks", "b"),
    Opt("d", "dictionary-order", "d"),
    Opt("f", "ignore-case", "f"),
    Opt("g", "general-numeric-sort", "g"),
    Opt("i", "ignore-nonprinting", "i"),
    Opt("M", "month-sort", "M"),
    Opt("h", "human-numeric-sort", "h"),
    Opt("n", "numeric-sort", "n"),
    Opt("R", "random-sort", "R"),
    Opt(None, "random-source", "random_source", Arg.REQUIRED),
    Opt("r", "reverse", "r"),
    Opt(None, "sort", "sort_word", Arg.REQUIRED),
    Opt("V", "version-sort", "V"),
    Opt(None, "batch-size", "batch", Arg.REQUIRED),
    Opt("c", None, "check", action="store_const", const="diagnose-first"),
    Opt(None, "check", "check", Arg.OPTIONAL, const="diagnose-first"),
    Opt("C", None, "check", action="store_const", const="quiet"),
    Opt(None, "compress-program", "compress", Arg.REQUIRED),
    Opt(None, "debug", "debug"),
    Opt(None, "files0-from", "files0", Arg.REQUIRED),
    Opt("k", "key", "key", Arg.REQUIRED, action="append"),
    Opt(None, None, "obsolete_key", Arg.REQUIRED, action="append"),  # +POS1 -POS2, which --debug names
    Opt("m", "merge", "merge"),
    Opt("o", "output", "output", Arg.REQUIRED),
    Opt("s", "stable", "stable"),
    Opt("S", "buffer-size", "buffer", Arg.REQUIRED),
    Opt("t", "field-separator", "tab", Arg.REQUIRED),
    Opt("T", "temporary-directory", "tmpdir", Arg.REQUIRED, action="append"),
    Opt(None, "parallel", "parallel", Arg.REQUIRED),
    Opt("u", "unique", "unique"),
    Opt("z", "zero-terminated", "zero"),
)
_SORT_WORDS = {"general-numeric": "g", "human-numeric": "h", "month": "M", "numeric": "n", "random": "R",
               "version": "V"}


_OBSOLETE_POS = re.compile(r"(\d+)(?:\.(\d+))?([bdfgiMhnRrV]*)")


def _obsolete_key(argv: Sequence[str], i: int, _values: Mapping[str, object]) -> tuple[int, list[tuple[str, str | None]]] | None:
    """GNU's obsolete origin-zero key ``+POS1[.C1][OPTS] [-POS2[.C2][OPTS]]``, as the ``-k`` it stands for.

    ``+P.C`` starts at field P+1, character C+1; ``-P`` ends with field P, ``-P.C`` (C > 0) at
    character C of field P+1.  A ``+`` word that is not a position is a file name.
    """
    start = _OBSOLETE_POS.fullmatch(argv[i][1:]) if argv[i][0] == "+" else None
    if start is None:
        return None
    field, char, opts = start.groups()
    key = str(int(field) + 1) + (f".{int(char) + 1}" if char and int(char) else "") + opts
    nxt = argv[i + 1] if i + 1 < len(argv) else ""
    if not (nxt[:1] == "-" and nxt[1:2].isdigit()):
        return 1, [("obsolete_key", key)]
    end = _OBSOLETE_POS.fullmatch(nxt[1:])
    if end is None:
        raise UsageError(f"stray character in field spec: invalid field specification {quote(nxt)}", try_help=False)
    field, char, opts = end.groups()
    stop = f"{int(field) + 1}.{int(char)}" if char and int(char) else field
    return 2, [("obsolete_key", f"{key},{stop}{opts}")]


def _ignore(letters: str) -> str:
    """-d and -i set one field, and -d wins whatever the order (GNU's keyfield.ignore)."""
    return "d" if "d" in letters else "i" if "i" in letters else ""


def _check_compatible(global_flags: str, specs: list[str]) -> None:
    """GNU's check of each key's orderings (the global options count as the key when there is none, and for
    every key that sets no ordering of its own): at most one of -g -h -M -n and (-V, -R, -d or -i)."""
    keys: list[tuple[str, str]] = []
    for spec in specs:
        letters = "".join(re.findall(r"[bdfghiMnRrV]", spec))
        keys.append((letters, _ignore(letters)) if letters else (global_flags, _ignore(global_flags)))
    if not specs:
        keys.append((global_flags, _ignore(global_flags)))
    for letters, ign in keys:
        kinds = sum(c in letters for c in "ghMn") + (1 if ign or "V" in letters or "R" in letters else 0)
        if kinds > 1:
            shown = "".join(c for c in "dfghiMnRV" if (c in letters and c not in "di") or c == ign)
            raise UsageError(f"options '-{shown}' are incompatible", try_help=False)


@command("sort", summary="sort lines of text files", usage="sort [OPTION]... [FILE]...\n"
         "  or:  sort [OPTION]... --files0-from=F", opts=_OPTS, usage_status=2, obsolete=_obsolete_key)
def sort_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    for dest, what in (("files0", "--files0-from"), ("compress", "--compress-program"),
                       ("random_source", "--random-source")):
        if v.get(dest) is not None:
            ctx.error(f"{what} is not supported by vshell")
            return 2
    global_flags = "".join(f for f in _ORDER_FLAGS if v.get(f))
    word = v.get("sort_word")
    if isinstance(word, str):
        if word not in _SORT_WORDS:
            valid = "\n".join(f"  - {quote(w)}" for w in _SORT_WORDS)
            raise UsageError(f"invalid argument {quote(word)} for {quote('--sort')}\nValid arguments are:\n{valid}")
        global_flags += _SORT_WORDS[word]
    tab_value = v.get("tab")
    tab: bytes | None = None
    if isinstance(tab_value, str):
        tab = tab_value.encode("utf-8", "surrogateescape")
        if tab == b"\\0":
            tab = b"\0"
        elif not tab:
            raise UsageError("empty tab", try_help=False)
        elif len(tab) != 1:
            raise UsageError(f"multi-character tab {quote(tab_value)}", try_help=False)
    if len({str(value) for dest, value in args.order if dest == "check"}) > 1:
        raise UsageError("options '-cC' are incompatible", try_help=False)
    # GNU reads each -k as it meets it, so a bad key is reported before incompatible orderings.
    given = [(str(value), dest == "obsolete_key") for dest, value in args.order if dest in ("key", "obsolete_key")]
    keys = [parse_key(text, global_flags) for text, _ in given]
    _check_compatible(global_flags, [text for text, _ in given])
    check = v.get("check")
    names = list(args.operands) or ["-"]
    unique = bool(v.get("unique"))
    stable = bool(v.get("stable")) or unique
    debug = bool(v.get("debug"))
    if debug:
        if check is not None or v.get("output") is not None:
            letter = "o" if check is None else "c" if check != "quiet" else "C"
            raise UsageError(f"options '-{letter} --debug' are incompatible", try_help=False)
        notes = [collation(ctx.env), *warnings(keys, [old for _, old in given], global_flags, tab, bool(v.get("stable")),
                                               unique)]
        ctx.stderr.write("".join(f"sort: {note}\n" for note in notes).encode())
    if check is not None:
        letter = "c" if check != "quiet" else "C"
        if len(names) > 1:
            # GNU dies here with the name in shell quotes and no --help hint.
            shown = "'" + names[1].replace("'", "'\\''") + "'"
            raise UsageError(f"extra operand {shown} not allowed with -{letter}", try_help=False)
        if v.get("output") is not None:
            raise UsageError(f"options '-{letter}o' are incompatible", try_help=False)
    eol = b"\0" if v.get("zero") else b"\n"
    lines: list[bytes] = []
    runs: list[list[bytes]] = []
    merge = bool(v.get("merge"))
    for name in names:
        try:
            f = open_input(ctx, name)
            part = _read_lines(ctx, f, eol)
            if f is not ctx.stdin:
                f.close()
        except OSError as exc:
            ctx.error(f"cannot read: {quotef(name)}: {strerror(exc)}" if name != "-" else f"read failed: -: {strerror(exc)}")
            return 2
        if merge:
            runs.append(part)
        lines.extend(part)
    # Lines compare as plain bytes: lines that tie are identical, so -s and which line -u keeps cannot show.
    whole = not keys and not global_flags.strip("r")
    reverse = "r" in global_flags
    specs = _specs(keys, global_flags, tab, eol)
    if check is not None:
        return _check(ctx, lines, specs, reverse, unique, stable or whole, str(check), names[0])
    if merge:
        # -m trusts each input to be sorted already and only merges them
        out = list(heapq.merge(*runs, key=functools.cmp_to_key(_comparator(specs, stable or whole, reverse))))
    elif whole:
        lines.sort(reverse=reverse)  # in place: bytes compare in C, no key list
        # equal lines are neighbours now: keep each line that differs from the one before it, in C
        out = lines[:1] + list(compress(islice(lines, 1, None), map(ne, lines, islice(lines, 1, None)))) if unique \
            else lines
    else:
        out = _sorted(ctx, lines, specs, eol, stable, unique, reverse)
    output = v.get("output")
    if isinstance(output, str):
        try:
            with ctx.fs.open(ctx.resolve(output), OpenMode.WRITE) as w:
                _write_lines(w, out, eol)
        except OSError as exc:
            ctx.error(f"open failed: {quotef(output)}: {strerror(exc)}")
            return 2
        return 0
    if debug:
        # GNU's keylist: the -k keys, or its default key when global orderings other than -r are given
        keyed = bool(keys) or bool(global_flags.strip("r"))
        for chunk in _batches(debug_output(out, specs, keyed, not keys, not stable)):
            ctx.stdout.write(chunk)
        return 0
    _write_lines(ctx.stdout, out, eol)
    return 0


def _read_lines(ctx: CommandContext, f: BinaryIO, eol: bytes) -> list[bytes]:
    """Every line of ``f`` without its terminator, split a block at a time (no copy of the whole input)."""
    lines: list[bytes] = []
    for part in line_blocks(ctx, f, eol, BLOCK):
        lines.extend(part)
    return lines


def _batches(pieces: Iterable[bytes]) -> Iterable[bytes]:
    """``OUT_LINES`` pieces joined to a write."""
    batch: list[bytes] = []
    for piece in pieces:
        batch.append(piece)
        if len(batch) == OUT_LINES:
            yield b"".join(batch)
            batch.clear()
    if batch:
        yield b"".join(batch)


def _write_lines(out: Any, lines: Sequence[bytes], eol: bytes) -> None:
    """Each line and its terminator, joined ``OUT_LINES`` lines to a write."""
    for start in range(0, len(lines), OUT_LINES):
        out.write(eol.join(lines[start : start + OUT_LINES]) + eol)


Spec = tuple[Key, Scanner]


def _specs(keys: list[Key], flags: str, tab: bytes | None, eol: bytes) -> list[Spec]:
    """Each key with its scanner; with no -k, GNU's default key: the whole line, under the global options."""
    if not keys:
        whole = Key(1, 1, 0, 0, flags, "b" in flags, "b" in flags)
        return [(whole, scanner(whole, tab, eol, True))]
    return [(k, scanner(k, tab, eol, False)) for k in keys]


def _column(ctx: CommandContext, lines: list[bytes], spec: Spec, eol: bytes) -> list[object]:
    """Every line's value of one key, scanned and converted a chunk of lines at a time where possible."""
    key, sc = spec
    ctx.budget.tick(len(lines) // 256)
    if "n" in key.flags:
        return numeric_values(lines, sc, eol)  # type: ignore[return-value]
    texts = keys_of(lines, sc, eol)
    if not any(f in key.flags for f in "hgMRV"):
        return text_values(texts, key.flags)  # type: ignore[return-value]
    flags = key.flags
    return [key_value(t, flags) for t in texts]


def _sorted(ctx: CommandContext, lines: list[bytes], specs: list[Spec], eol: bytes, stable: bool, unique: bool,
            reverse: bool) -> list[bytes]:
    """The lines in GNU's order: by each key in turn, then (unless -s or -u) by the whole line; with -u only
    the first of each run of lines whose keys are all equal."""
    columns = [(_column(ctx, lines, spec, eol), spec[0].reverse) for spec in specs]
    idx = order(len(lines), columns, None if stable else lines.__getitem__, reverse)
    if unique:
        rows = columns[0][0] if len(columns) == 1 else list(zip(*(values for values, _ in columns), strict=True))
        kept: list[int] = []
        prev: object = None
        for i in idx:
            if not kept or rows[i] != prev:
                kept.append(i)
                prev = rows[i]
        idx = kept
    return list(map(lines.__getitem__, idx))


def _line_key(line: bytes, specs: list[Spec]) -> tuple[object, ...]:
    return tuple(key_value(extract(line, sc), k.flags) for k, sc in specs)


def _cmp(a: object, b: object) -> int:
    return int((a > b) - (a < b))  # type: ignore[operator]


def _comparator(specs: list[Spec], stable: bool, reverse: bool) -> Callable[[bytes, bytes], int]:
    """GNU's compare: key by key (each in its own direction), then the whole line unless -s or -u."""
    def compare(x: bytes, y: bytes) -> int:
        for k, sc in specs:
            c = _cmp(key_value(extract(x, sc), k.flags), key_value(extract(y, sc), k.flags))
            if c:
                return -c if k.reverse else c
        if stable:
            return 0
        c = _cmp(x, y)
        return -c if reverse else c

    return compare


def _check(ctx: CommandContext, lines: list[bytes], specs: list[Spec], reverse: bool, unique: bool, stable: bool,
           mode: str, name: str) -> int:
    compare = _comparator(specs, stable, reverse)
    for i in range(1, len(lines)):
        a, b = lines[i - 1], lines[i]
        c = compare(a, b)
        if c > 0 or (unique and c == 0):
            if mode != "quiet":
                shown = "-" if name == "-" else name
                ctx.stderr.write(f"sort: {shown}:{i + 1}: disorder: ".encode() + b + b"\n")
            return 1
    return 0
