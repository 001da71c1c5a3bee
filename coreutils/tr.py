"""tr: translate, delete and squeeze bytes, with GNU's set syntax (ranges, classes, [c*n], [=c=], escapes).

The work is one ``bytes.translate`` (with a delete set) and, for -s, one
regular-expression substitution per chunk: C speed on every byte.
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote
from vshell.coreutils.common.registry import command

_CLASSES: dict[str, bytes] = {
    "alnum": bytes(b for b in range(256) if chr(b).isalnum() and b < 128),
    "alpha": bytes(b for b in range(256) if chr(b).isalpha() and b < 128),
    "blank": b" \t",
    "cntrl": bytes([*range(32), 127]),
    "digit": b"0123456789",
    "graph": bytes(range(33, 127)),
    "lower": bytes(range(97, 123)),
    "print": bytes(range(32, 127)),
    "punct": bytes(b for b in range(33, 127) if not chr(b).isalnum()),
    "space": b" \t\n\v\f\r",
    "upper": bytes(range(65, 91)),
    "xdigit": b"0123456789ABCDEFabcdef",
}
_ESCAPES = {"a": 7, "b": 8, "f": 12, "n": 10, "r": 13, "t": 9, "v": 11, "\\": 92}


class _Set:
    """A parsed SET: its bytes in order, with the class markers GNU needs for case conversion."""

    def __init__(self) -> None:
        self.items: list[int] = []
        self.classes: list[tuple[int, str]] = []  # (position, class name)
        self.fill: tuple[int, int] | None = None  # [c*] in SET2: (position, byte)


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


def parse_set(text: bytes, second: bool) -> _Set:
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
                i += m.end()
                continue
            m = re.match(rb"\[(.)\*(\d*)\]", rest, re.DOTALL)
            if m and second:
                count_text = m.group(2).decode()
                count = int(count_text, 8 if count_text.startswith("0") else 10) if count_text else 0
                if count:
                    s.items.extend([m.group(1)[0]] * count)
                else:
                    s.fill = (len(s.items), m.group(1)[0])
                i += m.end()
                continue
        if i + 2 < n and chars[i + 1] == (ord("-"), False):
            end = chars[i + 2][0]
            if end < b:
                raise UsageError(f"range-endpoints of '{chr(b)}-{chr(end)}' are in reverse collating sequence order",
                                 try_help=False)
            s.items.extend(range(b, end + 1))
            i += 3
            continue
        s.items.append(b)
        i += 1
    return s


_OPTS = (
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
    set1 = parse_set(ops[0], second=False)
    items1 = bytes(set1.items)
    if v.get("complement"):
        present = set(items1)
        items1 = bytes(b for b in range(256) if b not in present)
    table: bytes | None = None
    delete_bytes = b""
    squeeze_set = b""
    if delete:
        delete_bytes = items1
        if squeeze:
            squeeze_set = bytes(parse_set(ops[1], second=True).items)
    elif translating:
        set2 = parse_set(ops[1], second=True)
        table = _translation(set1, set2, items1, bool(v.get("truncate")))
        if squeeze:
            squeeze_set = bytes(set2.items) if set2.fill is None else bytes(set2.items) + bytes([set2.fill[1]])
    else:
        squeeze_set = items1
    squeeze_re = re.compile(b"(" + _class_re(squeeze_set) + rb")\1+") if squeeze_set else None
    squeezable = frozenset(squeeze_set)
    last = b""
    while True:
        chunk = ctx.stdin.read(65536)
        if not chunk:
            break
        ctx.budget.tick()
        if table is not None or delete_bytes:
            chunk = chunk.translate(table, delete_bytes)
        if squeeze_re is not None:
            chunk = squeeze_re.sub(rb"\1", chunk)
            # a squeezed run may go on from the previous chunk
            if last and last[0] in squeezable and chunk[:1] == last:
                chunk = chunk.lstrip(last)
        if chunk:
            last = chunk[-1:]
            ctx.stdout.write(chunk)
    return 0


def _translation(set1: _Set, set2: _Set, items1: bytes, truncate: bool) -> bytes:
    items2 = list(set2.items)
    if set2.fill is not None:
        pos, byte = set2.fill
        items2[pos:pos] = [byte] * max(0, len(items1) - len(items2))
    ends_with_class = bool(set2.classes) and (
        set2.classes[-1][0] + len(_CLASSES[set2.classes[-1][1]]) == len(set2.items))
    if items2 and len(items2) < len(items1) and not truncate and ends_with_class:
        raise UsageError("when translating with string1 longer than string2,\nthe latter string must not end "
                         "with a character class", try_help=False)
    # [:upper:] <-> [:lower:] pairs convert case wherever they line up.
    for pos, name in set2.classes:
        if name not in ("upper", "lower"):
            raise UsageError("when translating, the only character classes that may appear in\nstring2 are "
                             "'upper' and 'lower'", try_help=False)
        partner = "lower" if name == "upper" else "upper"
        if (pos, partner) not in set1.classes:
            raise UsageError("misaligned [:upper:] and/or [:lower:] construct", try_help=False)
    if not items2:
        if truncate:
            return bytes(range(256))
        raise UsageError("when not truncating set1, string2 must be non-empty", try_help=False)
    if len(items2) < len(items1) and not truncate:
        items2 += [items2[-1]] * (len(items1) - len(items2))
    table = bytearray(range(256))
    for a, b in zip(items1, items2, strict=False):
        table[a] = b
    return bytes(table)
