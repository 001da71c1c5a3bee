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
from vshell.commit.rules import Verdict, after_type, before_type, mount_of, original_content
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
    renamed_from: str | None = None
    """For a rename (of a file, or of a directory with everything in it): the old real path."""
    similarity: int | None = None
    """For a rename: how much of the content stayed, in percent, as ``git diff -M`` says it (the lowest
    of the files, for a directory)."""
    files: int = 1
    """How many files this entry covers (a directory rename covers every file below it)."""

    @property
    def label(self) -> str:
        """The kind of change as the summary names it: ``renamed`` or the change kind."""
        return "renamed" if self.renamed_from is not None else self.kind.value


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
        kind_width = max(len(f.label) for f in self.files)
        most = max((f.insertions + f.deletions for f in self.files), default=0)
        lines = []
        for f in self.files:
            lines.append(f" {f.label:<{kind_width}}  {f.display:<{width}} | {f.summary}{_bar(f, most)}")
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
    if change.kind is ChangeKind.RENAMED and change.renamed_from is not None:
        old_name = _display(change.renamed_from, mounts)
        head = [f"diff --git a/{old_name} b/{name}\n", f"rename from {old_name}\nrename to {name}\n"]
        return FileReview(change.path, name, change.kind, f"renamed from {old_name}", "".join(head), 0, 0)
    if change.new_source is not None:
        notes.append(f"{change.new_source.size} bytes, too big to show")
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
    """Make the review set (diffs made with difflib) for the in-mount changes, sorted by path.

    A rename is one entry: a file moved (``rename from``/``rename to`` with its similarity, as
    ``git diff -M``), or a directory moved with everything below it.  The overlay marks what a
    ``mv`` moved (``Change.renamed_from``); a file deleted and another added with similar
    content in the same set (``cp a b; rm a``) is paired as git pairs them.
    """
    renames, rest = find_renames(changes)
    entries = [review_file(c, changes.mounts) for c in rest]
    entries += [_review_rename(r, changes.mounts) for r in renames]
    discarded = tuple(sorted(c.path for c in changes.changes if not c.in_mount))
    return ReviewSet(tuple(sorted(entries, key=lambda f: f.path)), discarded)


# ----- renames

_SIMILAR = 50
"""git's default rename threshold (``-M50%``): below it, a delete and an add stay two changes."""
_PAIRING_WORK = 4_000_000
"""Most bytes compared (summed over candidate pairs) when pairing deletes with adds by content."""


@dataclass(frozen=True, slots=True)
class Rename:
    """One rename: a file, or a directory with the files below it."""

    old: str
    new: str
    pairs: tuple[tuple[Change | None, Change], ...]
    """Each file moved: the change deleting its old path (None when the move is one RENAMED change)
    and the one at its new path."""
    similarity: int
    is_dir: bool = False
    members: tuple[Change, ...] = ()
    """Every change the rename stands for (directories included)."""


def _similarity(old: bytes | None, new: bytes | None) -> int:
    """Percent of the content kept, as git reports it: 100 only for identical bytes."""
    if old is None or new is None:
        return 0
    if old == new:
        return 100
    a, b = _lines(old), _lines(new)
    if a is None or b is None:
        return 0
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() * 100 < _SIMILAR or matcher.quick_ratio() * 100 < _SIMILAR:
        return int(matcher.quick_ratio() * 100)
    return min(99, int(matcher.ratio() * 100))


def _moved(c: Change) -> bool:
    return c.renamed_from is not None and c.kind is not ChangeKind.DELETED


def _whole_move(c: Change) -> bool:
    """A change the overlay made one rename of a file moved and not written (``ChangeKind.RENAMED``):
    it needs no DELETED change for its source, and its content is the source's."""
    return c.kind.value == "renamed"


def find_renames(changes: ChangeSet) -> tuple[list[Rename], list[Change]]:
    """Split the in-mount changes into renames and the rest (each change lands in exactly one)."""
    scope = [c for c in changes.changes if c.in_mount]
    deleted = {c.path: c for c in scope if c.kind is ChangeKind.DELETED}
    used: set[int] = set()
    renames: list[Rename] = []

    def take(members: list[Change]) -> None:
        used.update(id(m) for m in members)

    def source_gone(m: Change) -> bool:
        return _whole_move(m) or m.renamed_from in deleted

    # Directories a `mv` moved, with the entries below them moved the same way.
    for c in sorted(scope, key=lambda c: c.path):
        if id(c) in used or not _moved(c) or c.type is not FileType.DIR or c.renamed_from not in deleted:
            continue
        old, new = c.renamed_from or "", c.path
        below = [
            m
            for m in scope
            if id(m) not in used and _moved(m) and m.path.startswith(new + "/") and m.renamed_from == old + m.path[len(new) :]
        ]
        sources = {m.renamed_from for m in below}
        gone = [m for m in scope if id(m) not in used and m.kind is ChangeKind.DELETED and (m.path == old or m.path.startswith(old + "/"))]
        if any(g.path != old and g.path not in sources for g in gone) or not all(source_gone(m) for m in below):
            continue  # something else happened below the old directory too: show the parts
        pairs = [(deleted.get(m.renamed_from or ""), m) for m in below if m.type is not FileType.DIR]
        sims = [_pair_similarity(d, a) for d, a in pairs]
        members = [c, *below, *gone]
        take(members)
        renames.append(Rename(old, new, tuple(pairs), min(sims, default=100), True, tuple(members)))
    # Files a `mv` moved.
    for c in scope:
        if id(c) in used or not _moved(c) or c.type is FileType.DIR or not source_gone(c):
            continue
        d = deleted.get(c.renamed_from or "")
        if d is not None and (id(d) in used or d.type is not c.type):
            continue
        members = [c] if d is None else [c, d]
        take(members)
        renames.append(Rename(c.renamed_from or "", c.path, ((d, c),), _pair_similarity(d, c), members=tuple(members)))
    renames += _pair_by_content([c for c in scope if id(c) not in used], used)
    return renames, [c for c in scope if id(c) not in used]


def _pair_similarity(d: Change | None, c: Change) -> int:
    """How much of a moved file's content stayed: all of it for a whole move or a symlink moved as it was."""
    if d is None or _whole_move(c):
        return 100
    if c.type is FileType.FILE:
        return _similarity(original_content(d), c.new_content)
    return 100 if _as_bytes(_old_link(d)) == _as_bytes(c.link_target) else 0


def _as_bytes(value: bytes | str | None) -> bytes | None:
    return value.encode("utf-8", "surrogateescape") if isinstance(value, str) else value


def _pair_by_content(candidates: list[Change], used: set[int]) -> list[Rename]:
    """A file deleted and one added with the same or similar content: one rename, best pairs first."""
    gone = [c for c in candidates if c.kind is ChangeKind.DELETED and c.type is FileType.FILE]
    new = [c for c in candidates if c.kind is ChangeKind.ADDED and c.type is FileType.FILE and c.old_type is None]
    if not gone or not new:
        return []
    old_bytes = {id(d): original_content(d) for d in gone}
    work = 0
    scored: list[tuple[int, str, str, Change, Change]] = []
    for d in gone:
        a = old_bytes[id(d)]
        if a is None:
            continue
        for c in new:
            b = c.new_content
            if b is None or min(len(a), len(b)) * 2 < max(len(a), len(b)):
                continue  # git's size check: half the bytes cannot match
            if a != b:
                work += len(a) + len(b)
                if work > _PAIRING_WORK:
                    continue
            sim = _similarity(a, b)
            if sim >= _SIMILAR:
                scored.append((-sim, d.path, c.path, d, c))
    out: list[Rename] = []
    for neg, _, _, d, c in sorted(scored, key=lambda t: t[:3]):
        if id(d) in used or id(c) in used:
            continue
        used.update((id(d), id(c)))
        out.append(Rename(d.path, c.path, ((d, c),), -neg, members=(c, d)))
    return out


def _review_rename(r: Rename, mounts: Sequence[str]) -> FileReview:
    old_name, new_name = _display(r.old, mounts), _display(r.new, mounts)
    parts: list[str] = []
    ins = dels = 0
    for d, c in sorted(r.pairs, key=lambda p: p[1].path):
        text, i, k = _rename_diff(d, c, mounts)
        parts.append(text)
        ins += i
        dels += k
    counts = f"+{ins} -{dels}, " if ins or dels else ""
    n = len(r.pairs)
    what = f"{n} {'file' if n == 1 else 'files'}, " if r.is_dir else ""
    summary = f"{counts}{what}{r.similarity}% similar"
    top = next(c for c in r.members if c.path == r.new)
    return FileReview(
        r.new, f"{old_name} => {new_name}", top.kind, summary, "".join(parts), ins, dels, r.old, r.similarity, max(n, 1)
    )


def _rename_diff(d: Change | None, c: Change, mounts: Sequence[str]) -> tuple[str, int, int]:
    """``git diff -M``'s text for one moved file: similarity, rename from/to, mode change, then the hunks."""
    old_path = c.renamed_from or (d.path if d is not None else "")
    a_name, b_name = _display(old_path, mounts), _display(c.path, mounts)
    sim = _pair_similarity(d, c)
    head = [f"diff --git a/{a_name} b/{b_name}\n", f"similarity index {sim}%\n",
            f"rename from {a_name}\n", f"rename to {b_name}\n"]  # fmt: skip
    old_mode = d.old_mode if d is not None else c.old_mode
    if c.new_mode is not None and old_mode is not None and _git_mode(c.type, old_mode) != _git_mode(c.type, c.new_mode):
        head[1:1] = [f"old mode {_git_mode(c.type, old_mode)}\n", f"new mode {_git_mode(c.type, c.new_mode)}\n"]
    if d is None or sim == 100:
        return "".join(head), 0, 0
    if c.type is FileType.SYMLINK:
        old_b, new_b = _as_bytes(_old_link(d)), _as_bytes(c.link_target)
    else:
        old_b, new_b = original_content(d), c.new_content
    if old_b is None or new_b is None:
        return "".join(head), 0, 0
    a, b = _lines(old_b), _lines(new_b)
    if a is None or b is None:
        return "".join([*head, f"Binary files a/{a_name} and b/{b_name} differ\n"]), 0, 0
    hunks, ins, dels = _hunks(a, b)
    return "".join([*head, f"--- a/{a_name}\n", f"+++ b/{b_name}\n", *hunks]), ins, dels


def thrown_away(changes: ChangeSet, verdict: Verdict) -> str:
    """The changes a refused set throws away besides the refused ones, named (empty when there are none).

    One refusal refuses the whole set; a person needs to know which good changes went with it.
    A rename is named once, as ``old => new``.
    """
    refused = {r.path for r in verdict.refusals if r.path is not None}

    def bad(path: str) -> bool:
        return path in refused or any(path.startswith(p.rstrip("/") + "/") for p in refused)

    renames, rest = find_renames(changes)
    names = [(c.path, _display(c.path, changes.mounts)) for c in rest if not bad(c.path)]
    for r in renames:
        if not any(bad(m.path) for m in r.members):
            names.append((r.new, f"{_display(r.old, changes.mounts)} => {_display(r.new, changes.mounts)}"))
    if not names:
        return ""
    n = len(names)
    listed = ", ".join(name for _, name in sorted(names))
    return f"vshell: also not applied ({n} {'change' if n == 1 else 'changes'} refused with them): {listed}"


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
    """Show the summary, ask ``[y/N/d]`` on ``input``; ``d`` pages through the diff, then asks again.

    A diff that fits on one screen (or any diff, when ``output`` is not a terminal) is shown
    before the question without asking.  The
    summary is always the last thing above the question, so it has not scrolled away.
    Only ``y`` or ``yes`` applies; anything else but ``d``, an empty line and end of input
    discard.  The pager is vshell's own (no program is started): a screen at a time,
    Enter for the next, ``q`` to stop, when ``input`` is a terminal; all at once otherwise.
    When ``input`` is not a terminal the answer is written after the question, so a
    transcript reads as a person would have seen it.
    """

    input: TextIO
    output: TextIO
    color: bool = False
    rows: int | None = None
    """Lines per screen of the terminal (None: 24); the host knows its terminal's height."""

    def decide(self, review: ReviewSet) -> bool:
        out = self.output
        summary = review.summary()
        diff = review.diff(self.color)
        rows = max(self.rows or 24, 3)
        n = len(review.files)
        question = f"Apply {'this change' if n == 1 else f'these {n} changes'} to the workspace? [y/N/d] "
        diff_lines = diff.count("\n")
        # On a terminal a long diff would scroll the summary away: it waits for `d`.  A pipe or a
        # file (a transcript) gets all of it.
        if diff and (not _isatty(out) or diff_lines + 2 * summary.count("\n") + 2 <= rows):
            out.write(summary + "\n" + diff + "\n")
        elif diff:
            out.write(f"(the diff is {diff_lines} lines: answer d to read it)\n")
        while True:
            out.write(summary)
            out.write(question)
            out.flush()
            answer = self.input.readline()
            if not _isatty(self.input):
                out.write(answer if answer.endswith("\n") else answer + "\n")  # no terminal echoed it
            elif not answer:
                out.write("\n")  # Ctrl+D: end the prompt's line
            out.flush()
            choice = answer.strip().lower()
            if choice in ("d", "diff"):
                self._page(diff or "no content changes\n", rows)
                continue
            return choice in ("y", "yes")

    def _page(self, text: str, rows: int) -> None:
        out = self.output
        lines = text.splitlines(keepends=True)
        if not _isatty(self.input):
            out.write("".join(lines))
            return
        step = rows - 1
        for start in range(0, len(lines), step):
            out.write("".join(lines[start : start + step]))
            if start + step >= len(lines):
                break
            shown = min(start + step, len(lines))
            out.write(f"-- diff: line {shown} of {len(lines)}; Enter: next screen, q: back to the question --")
            out.flush()
            reply = self.input.readline()
            out.write("\n")
            if not reply or reply.strip().lower() == "q":
                break
        out.flush()


def _isatty(stream: TextIO) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):  # a closed or file-like stream
        return False
