"""A script that is one ``s`` over files, run a block of lines at a time (D-sed-stream)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import regex

from vshell.coreutils.sed.input import Input, file_blocks
from vshell.coreutils.sed.parse import Command, compile_lines
from vshell.coreutils.sed.subst import expand

if TYPE_CHECKING:
    from vshell.coreutils.sed.run import Sed


def lone_s(sed: Sed, inp: Input) -> list[Command] | None:
    """The script when it is only plain ``s`` commands on every line of files read whole (none but the
    last putting a newline in a line, so each can run over a whole block in turn)."""
    if sed.quiet or sed.in_place or sed.debug or not sed.cmds:
        return None
    for i, c in enumerate(sed.cmds):
        if (c.name != "s" or c.addr1 is not None or c.negate or c.print_ or c.wfile or c.eval_
                or c.rx is None or c.rx.rx is None):
            return None
        if i + 1 < len(sed.cmds) and (c.occurrence != 1 or any(sed.eol in p.prefix for p in c.replacement)):
            return None
    if any(src.path is None for src in inp.sources):
        return None  # stdin is read lazily so `yes | sed s/y/n/ | head` ends
    return sed.cmds


def run_lone_s(sed: Sed, cmds: list[Command], inp: Input) -> int:
    """``sed 's/re/text/; s/re2/text2/'`` over files: the cycle reduced to substitutions, a block at a
    time when every regex cannot backtrack badly (searched then without the regex timeout)."""
    rxs = []
    for c in cmds:
        assert c.rx is not None
        ok = sed.eol == "\n" and c.occurrence == 1 and sed.subs[id(c)].safe
        rxs.append(compile_lines(c.rx.source, c.rx.flags, sed.extended) if ok else None)
    try:
        if all(rx is not None for rx in rxs):
            for src in inp.sources:
                assert src.path is not None
                for block in file_blocks(src.path, sed.ctx):
                    sed.ctx.budget.tick()
                    for c, rx in zip(cmds, rxs, strict=True):
                        assert rx is not None
                        block = _sub_block(sed, c, rx, block)
                    sed.write(block)
                    if not block.endswith("\n"):
                        sed.missing_newline = True
            return sed.status
        sub = sed.substitute
        eol = sed.eol

        def line(text: str) -> str:
            for c in cmds:
                text = sub(c, text)[0]
            return text

        for src in inp.sources:
            for batch in src.lines:
                sed.ctx.budget.tick(len(batch))
                if batch[-1][1]:
                    sed.write("".join([line(text) + eol for text, _ in batch]))
                    continue
                sed.write("".join([line(text) + eol for text, _ in batch[:-1]]))
                sed.emit(line(batch[-1][0]), False)
    except TimeoutError:
        sed.ctx.budget.exceed("regex_seconds", "regular expression took too long")
    return sed.status


def _sub_block(sed: Sed, c: Command, rx: regex.Pattern[str], block: str) -> str:
    """One ``s`` over a block of whole lines at once; a match that reaches across a line end
    (which one line at a time cannot see) sends the block through the line-by-line path."""
    parts: list[str] = []
    pos = 0
    line_end = -1  # end of the line where the last replacement was made (non-g: one per line)
    constant = sed.subs[id(c)].constant
    # the block's last newline ends its last line: nothing may match after it
    end = len(block) - 1 if block.endswith("\n") else len(block)
    for m in rx.finditer(block, 0, end):
        s, e = m.span()
        if block.find("\n", s, e) >= 0:
            return _sub_lines(sed, c, block)
        if s == e and s == pos and parts:
            continue
        if not c.global_:
            if s < line_end:
                continue
            line_end = block.find("\n", s)
            line_end = len(block) if line_end < 0 else line_end + 1
        parts.append(block[pos:s])
        parts.append(constant if constant is not None else expand(c.replacement, m))
        pos = e
    parts.append(block[pos:])
    return "".join(parts)


def _sub_lines(sed: Sed, c: Command, block: str) -> str:
    lines = block.split("\n")
    last = lines.pop()
    done = "".join(sed.substitute(c, line)[0] + "\n" for line in lines)
    return done + sed.substitute(c, last)[0] if last else done


def lone_filter(sed: Sed) -> bool:
    """The script is one ``p`` under -n or one ``d`` without it, on a regex, a line number or a range
    of line numbers: each batch of lines is filtered at once."""
    if len(sed.cmds) != 1 or sed.in_place or sed.debug or sed.track_last:
        return False
    c = sed.cmds[0]
    if (c.name, sed.quiet) not in (("p", True), ("d", False)) or c.addr1 is None:
        return False
    a1, a2 = c.addr1, c.addr2
    if a2 is None:
        return a1.kind in ("regex", "num")
    return a1.kind == "num" and a2.kind == "num" and a1.number > 0


def run_filter(sed: Sed, inp: Input) -> int:
    """Print (``p``) or drop (``d``) the lines the address selects, a batch at a time."""
    c = sed.cmds[0]
    a1, a2 = c.addr1, c.addr2
    assert a1 is not None
    keep = (c.name == "p") != c.negate  # what a selected line's fate is
    lo = a1.number
    hi = max(lo, a2.number) if a2 is not None else lo
    _, _, lone, _, _ = sed.ops[0]
    eol = sed.eol
    budget = sed.ctx.budget
    line_no = 0
    try:
        for src in inp.sources:
            if sed.separate:
                line_no = 0
            for batch in src.lines:
                budget.tick(len(batch))
                if a1.kind == "num":
                    start = min(max(lo - line_no - 1, 0), len(batch))
                    stop = min(max(hi - line_no, 0), len(batch))
                    kept = batch[start:stop] if keep else batch[:start] + batch[stop:]
                elif lone is not None and lone[4]:
                    needle = lone[4]
                    kept = [t for t in batch if (needle in t[0]) == keep]
                else:
                    assert lone is not None
                    search = lone[2]
                    kept = [t for t in batch if (search(t[0]) is not None) == keep]
                line_no += len(batch)
                if not kept:
                    continue
                text = eol.join([t[0] for t in kept])
                if kept[-1][1]:
                    sed.write(text + eol)
                else:
                    sed.emit(text, False)
    except TimeoutError:
        budget.exceed("regex_seconds", "regular expression took too long")
    return sed.status
