"""tr: translate, delete and squeeze bytes, with GNU's set syntax (ranges, classes, [c*n], [=c=], escapes).

The work is one ``bytes.translate`` (with a delete set) and, for -s, one
regular-expression substitution per 256 KiB block: C speed on every byte, and
memory bounded by the block whatever the input's size.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote
from vshell.coreutils.common.registry import command

_CLASSES: dict[str, bytes] = {
    "alnum": bytes(b for b in range(256) if chr(b).isalnum() and b < 128),
    "alpha": bytes(b for b in range(256) if chr(b).isalpha() and b < 128),
    "blank": b"\t ",
    "cntrl": bytes([*range(32), 127]),
    "digit": b"0123456789",
    "graph": bytes(range(33, 127)),
    "lower": bytes(range(97, 123)),
    "print": bytes(range(32, 127)),
    "punct": bytes(b for b in range(33, 127) if not chr(b).isalnum()),
    "space": b"\t\n\v\f\r ",
    "upper": bytes(range(65, 91)),
    "xdigit": b"0123456789ABCDEFabcdef",
}
BLOCK = 256 * 1024
_ESCAPES = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92}


class _Set:
    """A parsed SET: its bytes in order, with the class markers GNU needs for case conversion."""

    def __init__(self) -> None:
        self.items: list[int] = []
        self.classes: list[tuple[int, str]] = []  # (position, class name)
        self.fills: list[tuple[int, int]] = []  # [c*] (as many as needed): (position, byte)
        self.equivs = 0  # [=c=] constructs


def _unescape(text: bytes) -> list[tuple[int, bool]]:
    """(byte, was_escaped) for each character of a SET string."""
    out: list[tuple[int, bool]] = []
    i = 0
    while i < len(text):
        b = text[i]
        if b == 92 and i + 1 < len(text):
            nxt = chr(text[i + 1])
            if nxt in "01234567":
                m = re.match(rb"[0-7]{1,3}", text[i + 1 :])
                assert m is not None
                value = int(m.group(), 8)
                if value > 255:
                    m = re.match(rb"[0-7]{1,2}", text[i + 1 :])
                    assert m is not None
                    value = int(m.group(), 8)
                out.append((value, True))
                i += 1 + len(m.group())
                continue
            out.append((_ESCAPES.get(nxt, text[i + 1]), True))
            i += 2
            continue
        out.append((b, False))
        i += 1
    return out


def _printable(b: int) -> str:
    """A byte as GNU's messages show it: itself when printable ASCII, else a backslash and three octal digits."""
    return chr(b) if 32 <= b < 127 else f"\\{b:03o}"


def parse_set(text: bytes) -> _Set:
    chars = _unescape(text)
    s = _Set()
    i = 0
    n = len(chars)
    while i < n:
        b, esc = chars[i]
        if b == ord("[") and not esc and i + 1 < n:
            rest = bytes(c for c, _ in chars[i:])
            m = re.match(rb"\[:([a-z]+):\]", rest)
            if m and all(not e for _, e in chars[i : i + m.end()]):
                name = m.group(1).decode()
                if name not in _CLASSES:
                    raise UsageError(f"invalid character class {quote(name)}", try_help=False)
                s.classes.append((len(s.items), name))
                s.items.extend(_CLASSES[name])
                i += m.end()
                continue
            m = re.match(rb"\[=(.)=\]", rest, re.DOTALL)
            if m:
                s.items.append(m.group(1)[0])
                s.equivs += 1
                i += m.end()
                continue
            m = re.match(rb"\[(.)\*(\d*)\]", rest, re.DOTALL)
            if m:
                # [c*n] repeats in either string; with no count (or 0) it means "as many as needed".
                count_text = m.group(2).decode()
                count = int(count_text, 8 if count_text.startswith("0") else 10) if count_text else 0
                if count:
                    s.items.extend([m.group(1)[0]] * count)
                else:
                    s.fills.append((len(s.items), m.group(1)[0]))
                i += m.end()
                continue
        if i + 2 < n and chars[i + 1] == (ord("-"), False):
            end = chars[i + 2][0]
            if end < b:
                raise UsageError(f"range-endpoints of '{_printable(b)}-{_printable(end)}' are in reverse collating "
                                 "sequence order", try_help=False)
            s.items.extend(range(b, end + 1))
            i += 3
            continue
        s.items.append(b)
        i += 1
    return s


_OPTS = (
    Opt("A", None, "aix"),  # GNU's undocumented -A (AIX's: the C locale's collation): tr works on bytes already
    Opt("c", "complement", "complement"),
    Opt("C", None, "complement"),
    Opt("d", "delete", "delete"),
    Opt("s", "squeeze-repeats", "squeeze"),
    Opt("t", "truncate-set1", "truncate"),
)


def _class_re(items: bytes) -> bytes:
    return b"[" + b"".join(b"\\x%02x" % b for b in sorted(set(items))) + b"]"


@command("tr", summary="translate or delete characters", usage="tr [OPTION]... STRING1 [STRING2]", opts=_OPTS,
         permute=False)
def tr_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    ops = [o.encode("utf-8", "surrogateescape") for o in args.operands]
    delete, squeeze = bool(v.get("delete")), bool(v.get("squeeze"))
    if not ops:
        raise UsageError("missing operand")
    translating = not delete and len(ops) >= 2
    max_ops = 2 if (translating or (delete and squeeze) or (squeeze and not delete)) else 1
    if delete and not squeeze and len(ops) > 1:
        raise UsageError(f"extra operand {quote(args.operands[1])}\nOnly one string may be given when deleting "
                         "without squeezing repeats.")
    if len(ops) > max_ops:
        raise UsageError(f"extra operand {quote(args.operands[max_ops])}")
    if not delete and not squeeze and len(ops) < 2:
        raise UsageError(f"missing operand after {quote(args.operands[0])}\nTwo strings must be given when translating.")
    if delete and squeeze and len(ops) < 2:
        raise UsageError(f"missing operand after {quote(args.operands[0])}\nTwo strings must be given when both "
                         "deleting and squeezing repeats.")
    set1 = parse_set(ops[0])
    set2 = parse_set(ops[1]) if len(ops) > 1 else None
    complement = bool(v.get("complement"))
    items1 = bytes(set1.items)
    if complement:
        present = set(items1)
        items1 = bytes(b for b in range(256) if b not in present)
    items2 = _validate(set1, set2, items1, translating, complement, bool(v.get("truncate")))
    table: bytes | None = None
    delete_bytes = b""
    squeeze_set = b""
    if delete:
        delete_bytes = items1
        if squeeze:
            squeeze_set = items2
    elif translating:
        table = _translation(items1, items2)
        if squeeze:
            squeeze_set = items2
    else:
        squeeze_set = items1
    squeezable = frozenset(squeeze_set)
    squeeze_runs = _squeezer(squeezable) if squeezable else None
    last = b""
    while True:
        chunk = ctx.stdin.read(BLOCK)
        if not chunk:
            break
        ctx.budget.tick()
        if table is not None or delete_bytes:
            chunk = chunk.translate(table, delete_bytes)
        if squeeze_runs is not None:
            chunk = squeeze_runs(chunk)
            # a squeezed run may go on from the previous chunk
            if last and last[0] in squeezable and chunk[:1] == last:
                chunk = chunk.lstrip(last)
        if chunk:
            last = chunk[-1:]
            ctx.stdout.write(chunk)
    return 0


def _fail(message: str) -> UsageError:
    return UsageError(message, try_help=False)


def _validate(set1: _Set, set2: _Set | None, items1: bytes, translating: bool, complement: bool,
              truncate: bool) -> bytes:
    """GNU's checks of the two strings, in its order; SET2's bytes, filled and extended as translating needs."""
    if set1.fills:
        raise _fail("the [c*] repeat construct may not appear in string1")
    if set2 is None:
        return b""
    if len(set2.fills) > 1:
        raise _fail("only one [c*] repeat construct may appear in string2")
    items2 = list(set2.items)
    if not translating:
        if set2.fills:
            raise _fail("the [c*] construct may appear in string2 only when translating")
        return bytes(items2)
    if set2.equivs:
        raise _fail("[=c=] expressions may not appear in string2 when translating")
    if any(name not in ("upper", "lower") for _, name in set2.classes):
        raise _fail("when translating, the only character classes that may appear in\nstring2 are 'upper' and 'lower'")
    classes2 = list(set2.classes)
    if set2.fills:
        pos, byte = set2.fills[0]
        grow = max(0, len(items1) - len(items2))
        items2[pos:pos] = [byte] * grow
        classes2 = [(p + grow if p >= pos else p, name) for p, name in classes2]
    if not complement:
        # A case class in SET2 must meet a case class of SET1 at the same place ([:upper:] with either);
        # GNU walks the two together only until SET1 ends, so a class further on is not checked.
        case1 = {pos for pos, name in set1.classes if name in ("upper", "lower")}
        if any(pos not in case1 and pos <= len(set1.items) for pos, _ in classes2):
            raise _fail("misaligned [:upper:] and/or [:lower:] construct")
    if len(items1) > len(items2) and not truncate:
        if not items2:
            raise _fail("when not truncating set1, string2 must be non-empty")
        last = set2.classes[-1] if set2.classes else None
        if last is not None and last[0] + len(_CLASSES[last[1]]) == len(set2.items) and not set2.fills:
            raise _fail("when translating with string1 longer than string2,\nthe latter string must not end "
                        "with a character class")
        items2 += [items2[-1]] * (len(items1) - len(items2))
    if complement and set1.classes and not (len(items2) == len(items1) and len(set(items2)) == 1):
        raise _fail("when translating with complemented character classes,\nstring2 must map all characters in "
                    "the domain to one")
    return bytes(items2)


SMALL_SQUEEZE = 16
"""Up to this many squeezable bytes, each is squeezed with ``bytes.replace`` (C passes that skip a byte absent
from the block); a bigger set uses one regular-expression substitution per block."""


def _squeezer(squeezable: frozenset[int]) -> Callable[[bytes], bytes]:
    """A function replacing every run of one byte of the set by that byte."""
    if len(squeezable) > SMALL_SQUEEZE:
        pattern = re.compile(b"(" + _class_re(bytes(squeezable)) + rb")\1+")
        return lambda block: pattern.sub(rb"\1", block)
    pairs = [(bytes([b, b]), bytes([b])) for b in sorted(squeezable)]

    def squeeze(block: bytes) -> bytes:
        for double, single in pairs:
            # Each pass halves every run: a run of n bytes takes log2(n) passes.
            while double in block:
                block = block.replace(double, single)
        return block

    return squeeze


def _translation(items1: bytes, items2: bytes) -> bytes:
    """The byte table: each byte of SET1 to the byte at its place in SET2 (a later repeat of a byte wins)."""
    if not items2:
        return bytes(range(256))
    table = bytearray(range(256))
    for a, b in zip(items1, items2, strict=False):
        table[a] = b
    return bytes(table)
