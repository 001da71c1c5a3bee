"""tsort: topological sort of the pairs in a file, in GNU's order (Knuth's algorithm T).

GNU keeps the items in a search tree and scans it in byte order for items with
no predecessor left; an item's successors are visited newest first.  When
items remain but none is free, the input has a loop: GNU walks the tree again
to find one, reports its members on stderr, drops one relation of it and goes
on, exiting 1 at the end.  This module follows those same steps so the order
of the output and of the loop reports match.
"""

from __future__ import annotations

import errno
import re
from collections import deque

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import quote, quotef, strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import open_input, read_all, usage_error

_HELP = """\
Write totally ordered list consistent with the partial ordering in FILE.

With no FILE, or when FILE is -, read standard input.

      --help        display this help and exit
      --version     output version information and exit
"""

_TOKEN = re.compile(rb"[^ \t\n]+")


class Item:
    __slots__ = ("count", "name", "printed", "qlink", "succ")

    def __init__(self, name: bytes) -> None:
        self.name = name
        self.count = 0
        self.succ: list[Item] = []  # GNU prepends; we append and walk it backwards
        self.printed = False
        self.qlink: Item | None = None


def _find_loop(ctx: CommandContext, ordered: list[Item], state: list[Item | None]) -> bool:
    """One pass of GNU's detect_loop over the tree in order; True once a loop was reported and broken."""
    for k in ordered:
        if k.count <= 0:
            continue
        loop = state[0]
        if loop is None:
            state[0] = k
            continue
        for idx in range(len(k.succ) - 1, -1, -1):
            if k.succ[idx] is not loop:
                continue
            if k.qlink is not None:
                node: Item | None = loop
                while node is not None:
                    nxt = node.qlink
                    ctx.stderr.write(ctx.name.encode() + b": " + node.name + b"\n")
                    if node is k:
                        k.succ[idx].count -= 1
                        del k.succ[idx]
                        break
                    node.qlink = None
                    node = nxt
                while node is not None:
                    nxt = node.qlink
                    node.qlink = None
                    node = nxt
                state[0] = None
                return True
            k.qlink = loop
            state[0] = k
            break
    return False


def tsort_bytes(ctx: CommandContext, data: bytes, label: str) -> int:
    items: dict[bytes, Item] = {}
    tokens = _TOKEN.findall(data)
    if len(tokens) % 2:
        ctx.error(f"{quotef(label)}: input contains an odd number of tokens")
        return 1
    for i in range(0, len(tokens), 2):
        a, b = tokens[i], tokens[i + 1]
        j = items.get(a)
        if j is None:
            j = items[a] = Item(a)
        k = items.get(b)
        if k is None:
            k = items[b] = Item(b)
        if a != b:
            k.count += 1
            j.succ.append(k)
    ordered = [items[name] for name in sorted(items)]
    remaining = len(ordered)
    status = 0
    out: list[bytes] = []
    loop_state: list[Item | None] = [None]
    while remaining > 0:
        queue = deque(k for k in ordered if k.count == 0 and not k.printed)
        while queue:
            head = queue.popleft()
            out.append(head.name)
            head.printed = True
            remaining -= 1
            for s in reversed(head.succ):
                s.count -= 1
                if s.count == 0:
                    queue.append(s)
        if remaining > 0:
            if out:
                ctx.stdout.write(b"\n".join(out) + b"\n")
                out = []
            ctx.error(f"{quotef(label)}: input contains a loop:")
            status = 1
            while not _find_loop(ctx, ordered, loop_state):
                ctx.budget.tick()
    if out:
        ctx.stdout.write(b"\n".join(out) + b"\n")
    return status


@command("tsort", summary="perform topological sort", usage="tsort [OPTION] [FILE]", help_text=_HELP)
def tsort_cmd(ctx: CommandContext, args: Parsed) -> int:
    if len(args.operands) > 1:
        return usage_error(ctx, f"extra operand {quote(args.operands[1])}")
    name = args.operands[0] if args.operands else "-"
    try:
        f = open_input(ctx, name)
    except OSError as exc:
        if exc.errno == errno.EISDIR:
            return 0  # GNU's reads fail like an end of file there, silently
        ctx.error(f"{quotef(name)}: {strerror(exc)}")
        return 1
    try:
        data = read_all(ctx, f)
    finally:
        if f is not ctx.stdin:
            f.close()
    return tsort_bytes(ctx, data, name)
