"""Shape of a parse, ours and bashlex's, for comparing list/pipeline/command structure and word boundaries.

Both trees are flattened to the same sequence: ``("cmd", items)`` per simple
command, ``("|",)`` between pipeline stages, ``("op", op)`` between and-or
lists and list items.  Each command's items are, in source order, words
``("w", start, end)``, assignments ``("a", start, end)`` and redirections
``("r", fd, op, target)`` where target is the target word's ``(start, end)``
or, for ``n>&m`` and ``n>&-``, the number or ``"-"``.  ``None`` means a construct outside the
comparison (bashlex's subset or ours: compound commands, ``!``, ``time``,
here-documents, arrays).
"""

from __future__ import annotations

from typing import Any

from vshell.syntax.ast import (
    ArrayLiteral,
    Assign,
    HereDoc,
    Lit,
    Pipeline,
    Program,
    SimpleCommand,
)

Shape = list[tuple[Any, ...]]


def ours(program: Program) -> Shape | None:
    out: Shape = []
    items = program.body.items
    for i, item in enumerate(items):
        pipes = [item.command.first] + [p for _, p in item.command.rest]
        ops = [op.value for op, _ in item.command.rest]
        for j, pipe in enumerate(pipes):
            shape = _our_pipeline(pipe)
            if shape is None:
                return None
            out.extend(shape)
            if j < len(ops):
                out.append(("op", ops[j]))
        if item.background:
            out.append(("op", "&"))
        elif i < len(items) - 1:
            out.append(("op", ";"))
    return out


def _our_pipeline(pipe: Pipeline) -> Shape | None:
    if pipe.negated or pipe.timed or any(pipe.stderr_too):
        return None
    out: Shape = []
    for k, cmd in enumerate(pipe.commands):
        if not isinstance(cmd, SimpleCommand):
            return None
        if k:
            out.append(("|",))
        items: list[tuple[int, tuple[Any, ...]]] = []
        for a in cmd.assigns:
            if isinstance(a.value, ArrayLiteral):
                return None
            # bashlex does not know subscripted assignments (`a[i]=v`) and calls them words.
            kind = "w" if a.index is not None else "a"
            items.append((a.span.start, (kind, a.span.start, a.span.end)))
        for w in cmd.words:
            if isinstance(w, Assign):
                return None
            items.append((w.span.start, ("w", w.span.start, w.span.end)))
        for r in cmd.redirects:
            if isinstance(r.target, HereDoc) or r.fd_var is not None:
                return None
            target: Any = (r.target.span.start, r.target.span.end)
            parts = r.target.parts
            if r.op.value in (">&", "<&") and len(parts) == 1 and isinstance(parts[0], Lit):
                text = parts[0].text
                target = int(text) if text.isdigit() else text if text == "-" else target
            items.append((r.span.start, ("r", r.fd, r.op.value, target)))
        out.append(("cmd", tuple(item for _, item in sorted(items, key=lambda x: x[0]))))
    return out


def theirs(nodes: list[Any]) -> Shape | None:
    out: Shape = []
    for i, node in enumerate(nodes):
        if i:
            out.append(("op", ";"))
        if not _walk(node, out):
            return None
    while out and out[-1] == ("op", ";"):
        out.pop()
    return out


def _walk(node: Any, out: Shape) -> bool:
    kind = node.kind
    if kind == "list":
        return all(_walk(p, out) for p in node.parts)
    if kind == "pipeline":
        return all(_walk(p, out) for p in node.parts)
    if kind == "pipe":
        if node.pipe != "|":
            return False
        out.append(("|",))
        return True
    if kind == "operator":
        out.append(("op", node.op))
        return True
    if kind == "command":
        items: list[tuple[Any, ...]] = []
        for part in node.parts:
            if part.kind == "word":
                items.append(("w", part.pos[0], part.pos[1]))
            elif part.kind == "assignment":
                items.append(("a", part.pos[0], part.pos[1]))
            elif part.kind == "redirect":
                if part.type in ("<<", "<<-"):
                    return False
                output = part.output
                target = output if isinstance(output, (int, str)) else (output.pos[0], output.pos[1])
                fd = part.input if isinstance(part.input, int) else None
                items.append(("r", fd, part.type, target))
            else:
                return False
        out.append(("cmd", tuple(items)))
        return True
    return False
