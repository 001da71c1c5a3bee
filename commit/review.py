"""The review protocol: the host sees the checked change set and answers apply or discard.

``build_review`` turns a change set into what a person (or a model) reads:
a ``git diff --stat``-like summary and a ``git diff``-like unified diff made
with difflib.  A review answers once for the whole set: apply all or discard all.
"""

from __future__ import annotations

import difflib
import posixpath
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TextIO

from vshell.commit import _os
from vshell.commit.rules import after_type, before_type, mount_of, original_content
from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType

_DIFF_LIMIT = 4 * 1024 * 1024  # past this, difflib's matching is too slow to be worth waiting for
_BAR = 40  # widest +/- bar in the summary, as git's --stat

_RESET = "\x1b[m"
_COLORS = {"+": "\x1b[32m", "-": "\x1b[31m", "@": "\x1b[36m", "h": "\x1b[1m"}


@dataclass(frozen=True, slots=True)
class FileReview:
    """One path as the reviewer sees it."""

    path: str
    """The real absolute path."""
    display: str
    """The path as ``git diff`` would name it (relative to its mount)."""
    kind: ChangeKind
    summary: str
    """What happens to the path, in a few words (``+3 -1``, ``mode 100644 -> 100755``, ``new directory``)."""
    diff: str
    """``git diff``-like text for this path (headers, hunks; ``Binary files ... differ`` for non-text)."""
    insertions: int = 0
    deletions: int = 0


@dataclass(frozen=True, slots=True)
class ReviewSet:
    """The validated change set as the host reviews it."""

    files: tuple[FileReview, ...]
    discarded: tuple[str, ...] = ()
    """Paths outside the mounts (``/tmp``, ``$HOME``) that are dropped, never applied."""
    concerns: tuple[str, ...] = ()
    """Why the approval mode asks rather than applying it by itself (``commit.approvals``), one line each."""

    def summary(self) -> str:
        """One line per path plus a totals line, like ``git diff --stat``."""
        if not self.files:
            return "no changes\n"
        width = max(len(f.display) for f in self.files)
        kind_width = max(len(f.kind.value) for f in self.files)
        most = max((f.insertions + f.deletions for f in self.files), default=0)
        lines = []
        for f in self.files:
            lines.append(f" {f.kind.value:<{kind_width}}  {f.display:<{width}} | {f.summary}{_bar(f, most)}")
        ins = sum(f.insertions for f in self.files)
        dels = sum(f.deletions for f in self.files)
        n = len(self.files)
        lines.append(
            f" {n} {'path' if n == 1 else 'paths'} changed, "
            f"{ins} insertion{'' if ins == 1 else 's'}(+), {dels} deletion{'' if dels == 1 else 's'}(-)"
        )
        if self.discarded:
            lines.append(f" discarded, outside the workspace (never applied): {', '.join(self.discarded)}")
        if self.concerns:
            lines.append(" asked because it is not low-risk:")
            lines.extend(f"   {c}" for c in self.concerns)
        return "\n".join(lines) + "\n"

    def diff(self, color: bool = False) -> str:
        """The whole unified diff; ``color`` adds ANSI colours as ``git diff --color`` does."""
        text = "".join(f.diff for f in self.files)
        return _colorize(text) if color else text


def _bar(f: FileReview, most: int) -> str:
    total = f.insertions + f.deletions
    if not total:
        return ""
    scale = min(1.0, _BAR / most)
    plus = max(1 if f.insertions else 0, round(f.insertions * scale))
    minus = max(1 if f.deletions else 0, round(f.deletions * scale))
    return " " + "+" * plus + "-" * minus


def _colorize(text: str) -> str:
    out = []
    for line in text.splitlines(keepends=True):
        body = line.rstrip("\n")
        end = line[len(body) :]
        if line.startswith(("+++", "---", "diff --git")) or line[:1] not in "+-@ \\":
            out.append(f"{_COLORS['h']}{body}{_RESET}{end}")
        elif line[:1] in "+-@":
            out.append(f"{_COLORS[line[0]]}{body}{_RESET}{end}")
        else:
            out.append(line)
    return "".join(out)


def _git_mode(t: FileType | None, mode: int | None) -> str:
    if t is FileType.SYMLINK:
        return "120000"
    if t is FileType.DIR:
        return f"040{(mode or 0o755) & 0o7777:03o}"
    return f"100{(mode if mode is not None else 0o644) & 0o7777:03o}"


def _lines(data: bytes) -> list[str] | None:
    """Lines with their endings, or None when the content is not text to diff."""
    if b"\0" in data or len(data) > _DIFF_LIMIT:
        return None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    return text.splitlines(keepends=True) if "\r" not in text else _split_lf(text)


def _split_lf(text: str) -> list[str]:
    # str.splitlines also breaks at a lone CR and at U+2028; a diff line ends at LF only.
    parts = text.split("\n")
    lines = [p + "\n" for p in parts[:-1]]
    if parts[-1]:
        lines.append(parts[-1])
    return lines


def _range(start: int, stop: int) -> str:
    length = stop - start
    if length == 1:
        return str(start + 1)
    return f"{start if not length else start + 1},{length}"


def _hunks(a: Sequence[str], b: Sequence[str]) -> tuple[list[str], int, int]:
    out: list[str] = []
    ins = dels = 0
    for group in difflib.SequenceMatcher(None, a, b, autojunk=False).get_grouped_opcodes(3):
        out.append(f"@@ -{_range(group[0][1], group[-1][2])} +{_range(group[0][3], group[-1][4])} @@\n")
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                out.extend(_marked(" ", a[i1:i2]))
                continue
            if tag in ("replace", "delete"):
                out.extend(_marked("-", a[i1:i2]))
                dels += i2 - i1
            if tag in ("replace", "insert"):
                out.extend(_marked("+", b[j1:j2]))
                ins += j2 - j1
    return out, ins, dels


def _marked(mark: str, lines: Sequence[str]) -> list[str]:
    out = []
    for line in lines:
        if line.endswith("\n"):
            out.append(mark + line)
        else:
            out.append(mark + line + "\n\\ No newline at end of file\n")
    return out


def _display(path: str, mounts: Sequence[str]) -> str:
    mount = mount_of(path, mounts)
    if mount is None:
        return path.lstrip("/")
    rel = path[len(mount.rstrip("/")) :].lstrip("/")
    if len(mounts) > 1:
        return posixpath.join(posixpath.basename(mount.rstrip("/")) or "root", rel)
    return rel


def _content_side(t: FileType | None, content: bytes | None, target: str | None) -> bytes | None:
    if t is FileType.SYMLINK:
        return (target or "").encode("utf-8", "surrogateescape")
    return content if t is FileType.FILE else None


def review_file(change: Change, mounts: Sequence[str]) -> FileReview:
    """The summary line and diff of one change."""
    name = _display(change.path, mounts)
    before, after = before_type(change), after_type(change)
    head = [f"diff --git a/{name} b/{name}\n"]
    notes: list[str] = []
    if before is not None and after is not None and before is not after:
        head.append(f"deleted {before.value} mode {_git_mode(before, change.old_mode)}\n")
        head.append(f"new {after.value} mode {_git_mode(after, change.new_mode)}\n")
        notes.append(f"{before.value} -> {after.value}")
    elif before is None and after is not None:
        word = "directory" if after is FileType.DIR else "file"
        head.append(f"new {word} mode {_git_mode(after, change.new_mode)}\n")
        if after is FileType.DIR:
            notes.append("new directory")
    elif after is None and before is not None:
        word = "directory" if before is FileType.DIR else "file"
        head.append(f"deleted {word} mode {_git_mode(before, change.old_mode)}\n")
        if before is FileType.DIR:
            notes.append("directory removed")
    elif change.old_mode is not None and change.new_mode is not None and change.old_mode != change.new_mode:
        old, new = _git_mode(before, change.old_mode), _git_mode(after, change.new_mode)
        head.append(f"old mode {old}\nnew mode {new}\n")
        notes.append(f"mode {old} -> {new}")
    old_bytes = _content_side(before, original_content(change) if before is FileType.FILE else None, None)
    if before is FileType.SYMLINK:
        old_bytes = _content_side(before, None, _old_link(change))
    new_bytes = None if change.kind is ChangeKind.MODE else _content_side(after, change.new_content, change.link_target)
    ins = dels = 0
    body: list[str] = []
    if change.kind is not ChangeKind.MODE and (old_bytes is not None or new_bytes is not None):
        a = _lines(old_bytes) if old_bytes is not None else []
        b = _lines(new_bytes) if new_bytes is not None else []
        src = f"a/{name}" if old_bytes is not None else "/dev/null"
        dst = f"b/{name}" if new_bytes is not None else "/dev/null"
        if a is None or b is None:
            body.append(f"Binary files {src} and {dst} differ\n")
            notes.append("binary")
        elif a != b:
            hunks, ins, dels = _hunks(a, b)
            body = [f"--- {src}\n", f"+++ {dst}\n", *hunks]
    counts = f"+{ins} -{dels}" if ins or dels else ""
    summary = ", ".join(x for x in (counts, *notes) if x) or "no content change"
    return FileReview(change.path, name, change.kind, summary, "".join(head + body), ins, dels)


def _old_link(change: Change) -> str | None:
    try:
        return _os.readlink(change.path)
    except OSError:
        return None


def build_review(changes: ChangeSet) -> ReviewSet:
    """Make the review set (diffs made with difflib) for the in-mount changes, sorted by path."""
    scope = sorted((c for c in changes.changes if c.in_mount), key=lambda c: c.path)
    discarded = tuple(sorted(c.path for c in changes.changes if not c.in_mount))
    return ReviewSet(tuple(review_file(c, changes.mounts) for c in scope), discarded)


class Review(Protocol):
    """The host's single decision over a whole checked change set."""

    def decide(self, review: ReviewSet) -> bool:
        """True: apply all of it.  False: discard all of it."""
        ...


class ApplyDirectly:
    """Apply without asking, for hosts that review elsewhere (or not at all)."""

    def decide(self, review: ReviewSet) -> bool:
        return True


@dataclass(frozen=True, slots=True)
class CallbackReview:
    """Ask a function (an agent host's approval card); an exception in it means discard."""

    fn: Callable[[ReviewSet], bool]

    def decide(self, review: ReviewSet) -> bool:
        try:
            return bool(self.fn(review))
        except Exception:  # a broken host callback must not apply anything
            return False


@dataclass(frozen=True, slots=True)
class TerminalReview:
    """Show the summary and the (coloured) diff on ``output``, ask one yes/no on ``input``.

    Only ``y`` or ``yes`` applies; anything else, an empty line and end of input discard.
    When ``input`` is not a terminal the answer is written after the question, so a
    transcript reads as a person would have seen it.
    """

    input: TextIO
    output: TextIO
    color: bool = False

    def decide(self, review: ReviewSet) -> bool:
        out = self.output
        out.write(review.summary())
        out.write("\n")
        out.write(review.diff(self.color))
        n = len(review.files)
        out.write(f"Apply {'this change' if n == 1 else f'these {n} changes'} to the workspace? [y/N] ")
        out.flush()
        answer = self.input.readline()
        if not _isatty(self.input):
            out.write(answer if answer.endswith("\n") else answer + "\n")  # no terminal echoed it
        elif not answer:
            out.write("\n")  # Ctrl+D: end the prompt's line
        out.flush()
        return answer.strip().lower() in ("y", "yes")


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or file-like stream
        return False
