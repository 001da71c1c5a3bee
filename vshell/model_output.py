"""``Result.for_model``: a run's output as text a model can read.

What a model needs differs from what a terminal shows in five ways:

- bytes that are not text (a NUL, mostly invalid UTF-8) are summarised as
  ``[binary output: N bytes]`` instead of being passed on;
- ANSI escape sequences (colours, cursor moves) and other control
  characters are removed, tabs and newlines kept;
- stdout and stderr are interleaved in the order they were written, so the
  failing step shows where it failed (``Result`` keeps them apart);
- long output is cut in the middle, with one note giving the real sizes
  (including what the output limit counted but did not keep);
- the tail says the status, a stop, the pending changes, and that the shell
  exited (the next run starts a fresh one).
"""

from __future__ import annotations

import codecs
import re
from typing import TYPE_CHECKING

from vshell.fs.changes import ChangeKind, ChangeSet

if TYPE_CHECKING:
    from vshell.session import Result

# ECMA-48: CSI (ESC [ params intermediates final), OSC and the string commands (ended by BEL or
# ST), then the two-character escapes; C1 controls written as single code points too.
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"
    r"|\x1b[\]PX^_].*?(?:\x07|\x1b\\|\Z)"
    r"|\x1b[ -/]*[0-~]"
    r"|\x1b"
    r"|\x9b[0-?]*[ -/]*[@-~]"
    r"|[\x00-\x08\x0b-\x1f\x7f-\x9f]",
    re.S,
)

_NAMES = ("stdout", "stderr")


def is_binary(data: bytes) -> bool:
    """True for bytes that are not text: a NUL byte, or more than one in 32 characters undecodable."""
    if b"\0" in data:
        return True
    bad = data.decode("utf-8", "replace").count("\ufffd") - data.decode("utf-8", "ignore").count("\ufffd")
    return bad > 0 and bad * 32 > len(data)


def strip_controls(text: str) -> str:
    """Remove escape sequences and control characters except tab and newline; CR LF becomes LF."""
    return _ESCAPES.sub("", text.replace("\r\n", "\n"))


def _runs(result: Result) -> tuple[tuple[int, int], ...]:
    if result.order:
        return result.order
    # A Result made by hand (a host's test double): stdout, then stderr.
    return tuple((s, len(data)) for s, data in ((0, result.stdout), (1, result.stderr)) if data)


def interleaved(result: Result) -> str:
    """stdout and stderr in the order written, binary streams summarised, controls stripped.

    vshell's own lines on stderr (stream 2) are left out: :func:`render` says them once, in its tail.
    """
    streams = (result.stdout, result.stderr)
    dropped = (result.stdout_dropped, result.stderr_dropped)
    binary = [is_binary(data) for data in streams]
    decoders = [codecs.getincrementaldecoder("utf-8")("replace") for _ in streams]
    offsets = [0, 0]
    said = [False, False]
    parts: list[str] = []
    for stream, length in _runs(result):
        which = 1 if stream == 2 else stream
        start = offsets[which]
        offsets[which] += length
        if stream == 2:
            continue
        if binary[which]:
            if not said[which]:
                said[which] = True
                total = len(streams[which]) + dropped[which]
                where = "" if which == 0 else " on stderr"
                parts.append(f"[binary output{where}: {total} bytes]\n")
            continue
        parts.append(decoders[which].decode(streams[which][start : start + length]))
    return strip_controls("".join(parts))


def _size(n: int) -> str:
    return f"{n:,} byte{'' if n == 1 else 's'}"


def _cut(text: str, limit: int, result: Result) -> str:
    """At most ``limit`` characters of ``text``, with one note that says the real sizes."""
    out_total = len(result.stdout) - _own_bytes(result, 0) + result.stdout_dropped
    err_total = len(result.stderr) - _own_bytes(result, 2) + result.stderr_dropped
    sizes = f"the run wrote {_size(out_total)} on stdout and {_size(err_total)} on stderr"
    if result.stdout_dropped or result.stderr_dropped:
        # The output limit kept only the start of the output: show the start, then say what is missing.
        shown = text[:limit]
        end = "" if not shown or shown.endswith("\n") else "\n"
        return f"{shown}{end}[output cut: the first {len(shown):,} characters are shown, the rest left out; {sizes}]\n"
    if len(text) <= limit:
        return text
    head = limit // 4
    tail = limit - head
    gap = len(text) - head - tail
    lines = text[head : len(text) - tail].count("\n")
    return (
        f"{text[:head]}\n[output cut: {gap:,} characters ({lines:,} lines) left out here; {sizes}]\n"
        f"{text[len(text) - tail :]}"
    )


def _own_bytes(result: Result, stream: int) -> int:
    """Bytes of vshell's own lines (stream 2, on stderr); 0 for stdout."""
    if stream == 0:
        return 0
    return sum(n for s, n in result.order if s == 2)


def pending_summary(changes: ChangeSet) -> str:
    """``2 added, 1 modified``: the in-workspace changes by kind."""
    counts = {k: 0 for k in ChangeKind}
    for c in changes.changes:
        if c.in_mount:
            counts[c.kind] += 1
    return ", ".join(f"{n} {k.value}" for k, n in counts.items() if n)


def after_stop(changes: ChangeSet) -> str:
    """What a stopped run left (NOTES.md D-stopped-run): none of its own changes, the earlier ones still pending."""
    n = sum(1 for c in changes.changes if c.in_mount)
    if not n:
        return "the run's own file changes were undone; no earlier changes are pending"
    return (
        f"the run's own file changes were undone; {n} earlier {'change is' if n == 1 else 'changes are'} "
        f"still pending ({pending_summary(changes)})"
    )


def render(result: Result, max_chars: int) -> str:
    """The whole text: the interleaved output (cut when long), then the tail lines, never cut."""
    from vshell.session import EndedBy

    body = _cut(interleaved(result), max_chars, result)
    tail = [f"[exit status: {result.status}]"]
    if result.ended_by is not EndedBy.NORMAL:
        tail.append(f"[stopped: {result.message or result.ended_by.value}; {after_stop(result.changes)}]")
    elif result.changes:
        tail.append(f"[pending file changes: {pending_summary(result.changes)}]")
    if result.exited:
        tail.append(
            "[the shell exited: the next command starts a fresh shell (variables, functions, aliases and "
            "options reset; the working directory kept)]"
        )
    sep = "" if not body or body.endswith("\n") else "\n"
    return body + sep + "\n".join(tail)
