"""Hypothesis strategies for patch: a file, two edits of it, and the first edit's diff applied to the second.

The diff is made here with Python's difflib (unified or context, with the
``\\ No newline at end of file`` marker added), not by the script, so that
patch is compared alone: GNU diff and vshell's diff may pick different minimal
diffs, and any valid diff is patch's input.  The script runs patch on the other
edit with a drawn fuzz factor or merge style and shows what came out: patch's
report, its status, the output file and which files exist.  The lines come
from a small alphabet so that hunks often match in several places, at
offsets, with fuzz, reversed, or not at all: the cases where patch's search
order matters.
"""

from __future__ import annotations

import difflib

from hypothesis import strategies as st

from fuzz.strategies_text import Probe, command_line

_ALPHABET = ["a", "b", "c", "d", "e"]
_NEW = ["x1", "y2", "z3", "a0", "b1"]


@st.composite
def edited(draw: st.DrawFn, base: list[str]) -> list[str]:
    """``base`` with one to three lines changed, inserted or deleted."""
    out = list(base)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(out)))
        kind = draw(st.sampled_from(["change", "insert", "delete"]))
        if kind == "insert" or not out:
            out.insert(at, draw(st.sampled_from(_NEW)))
        elif kind == "change":
            out[min(at, len(out) - 1)] = draw(st.sampled_from(_NEW))
        else:
            del out[min(at, len(out) - 1)]
    return out


def _body(lines: list[str], final_newline: bool) -> bytes:
    text = "".join(f"{line}\n" for line in lines)
    return (text if final_newline or not text else text[:-1]).encode()


def _diff(old: bytes, new: bytes, style: str, context: int) -> bytes:
    a = old.decode().splitlines(keepends=True)
    b = new.decode().splitlines(keepends=True)
    make = difflib.unified_diff if style == "unified" else difflib.context_diff
    out = []
    for line in make(a, b, "f", "f", n=context):
        out.append(line if line.endswith("\n") else line + "\n\\ No newline at end of file\n")
    return "".join(out).encode()


@st.composite
def patch_probes(draw: st.DrawFn) -> Probe:
    base = draw(st.lists(st.sampled_from(_ALPHABET), min_size=2, max_size=24))
    new = draw(edited(base))
    other = draw(edited(base)) if draw(st.booleans()) else list(base)
    eol = draw(st.booleans()) or draw(st.booleans())
    style = draw(st.sampled_from(["unified", "context"]))
    context = draw(st.sampled_from([1, 2, 3, 5]))
    options = draw(st.sampled_from([[], ["-F1"], ["-F3"], ["-F0"], ["--merge"], ["--merge=diff3"], ["-R"], ["-t"],
                                    ["-N"], ["-f"], ["-s"], ["--dry-run"], ["-s", "--merge"]]))
    diff = _diff(_body(base, True), _body(new, eol), style, context)
    script = f"{command_line(['patch', *options, '-o', 'out'])} < p.diff\necho \"status $?\"\ncat out 2>/dev/null; ls\n"
    return Probe(script, (("p.diff", diff), ("f", _body(other, eol))))
