"""Reading a patch: the files it touches and their hunks, in unified, context or normal format.

Every format becomes the same :class:`Hunk`: the old lines (context and
removed) and the new lines (context and added), with the count of context
lines at each end, which is what fuzz trims.  Git's extended headers
(``diff --git``, ``new file mode``, ``deleted file mode``, ``rename from``,
``rename to``, ``old mode``/``new mode``) are kept on the :class:`FilePatch`.
Each file remembers the lines before its first hunk, which patch shows when
it cannot find the file, and the line number of that hunk.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_UNIFIED = re.compile(rb"@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
_CONTEXT_OLD = re.compile(rb"\*\*\* (\d+)(?:,(\d+))? \*\*\*\*")
_CONTEXT_NEW = re.compile(rb"--- (\d+)(?:,(\d+))? ----")
_NORMAL = re.compile(rb"(\d+)(?:,(\d+))?([acd])(\d+)(?:,(\d+))?\r?\n?$")
NO_NEWLINE = b"\\ No newline at end of file"


class PatchFormatError(Exception):
    """The patch text is malformed where a hunk was expected; the message is GNU patch's."""


@dataclass(slots=True)
class Hunk:
    old_start: int  # 1-based; 0 for an empty old side
    old: list[bytes]
    new_start: int
    new: list[bytes]
    prefix: int  # context lines before the first change
    suffix: int  # context lines after the last change
    text: list[bytes]  # the hunk as written, for the .rej file
    old_eol: bool = True  # the old side's last line ends with a newline
    new_eol: bool = True
    old_marks: str = ""  # per old line: " " context, "-" removed, "!" changed ("" when every line is removed)
    new_marks: str = ""  # per new line: " " context, "+" added, "!" changed ("" when every line is added)

    def reversed(self) -> Hunk:
        return Hunk(self.new_start, self.new, self.old_start, self.old, self.prefix, self.suffix, self.text,
                    self.new_eol, self.old_eol, self.new_marks.replace("+", "-"), self.old_marks.replace("-", "+"))

    def marks(self) -> tuple[str, str]:
        """The old side's marks (context or removed) and the new side's (context or added), one a line."""
        return (self.old_marks.replace("!", "-") or "-" * len(self.old),
                self.new_marks.replace("!", "+") or "+" * len(self.new))


@dataclass(slots=True)
class FilePatch:
    old_name: str | None = None
    new_name: str | None = None
    index_name: str | None = None
    git: bool = False
    git_old: str | None = None
    git_new: str | None = None
    new_file: bool = False
    deleted: bool = False
    rename_from: str | None = None
    rename_to: str | None = None
    new_mode: int | None = None
    kind: str = "unified"
    header: list[bytes] = field(default_factory=list)  # the ---/+++ (or ***/---) lines, for the .rej file
    leading: list[bytes] = field(default_factory=list)  # text since the previous file, for "can't find file"
    first_hunk_line: int = 0
    hunks: list[Hunk] = field(default_factory=list)


def _name(line: bytes, tag: bytes) -> str:
    text = line[len(tag):].rstrip(b"\r\n")
    name = text.split(b"\t", 1)[0]
    if name.startswith(b'"') and name.endswith(b'"') and len(name) > 1:
        name = name[1:-1].decode("unicode_escape").encode("latin-1")
    return name.decode("utf-8", "surrogateescape").rstrip(" ") if b"\t" not in text else name.decode(
        "utf-8", "surrogateescape")


def _count(text: bytes | None, default: int = 1) -> int:
    return default if text is None else int(text)


class _Reader:
    def __init__(self, data: bytes) -> None:
        self.lines = data.splitlines(keepends=True)
        self.pos = 0

    def peek(self) -> bytes | None:
        return self.lines[self.pos] if self.pos < len(self.lines) else None

    def take(self) -> bytes:
        line = self.lines[self.pos]
        self.pos += 1
        return line


def parse_patch(data: bytes) -> list[FilePatch]:
    """All the file patches in ``data``, in order; text between them is ignored as patch ignores it."""
    r = _Reader(data)
    files: list[FilePatch] = []
    cur = FilePatch()
    while (line := r.peek()) is not None:
        stripped = line.rstrip(b"\r\n")
        if stripped.startswith(b"diff --git "):
            if cur.hunks or (cur.git and (cur.rename_from or cur.new_file or cur.deleted or cur.new_mode)):
                files.append(cur)
                cur = FilePatch()
            cur = FilePatch(leading=cur.leading if not cur.hunks else [])
            cur.git = True
            m = re.match(rb"diff --git (?:\"?a/)?(.+?)\"? (?:\"?b/)?(.+?)\"?$", stripped)
            if m:
                cur.git_old = m.group(1).decode("utf-8", "surrogateescape")
                cur.git_new = m.group(2).decode("utf-8", "surrogateescape")
            cur.leading.append(r.take())
            continue
        if cur.git and not cur.hunks and _git_header(cur, stripped):
            cur.leading.append(r.take())
            continue
        if stripped.startswith(b"Index: "):
            cur.index_name = stripped[7:].decode("utf-8", "surrogateescape").strip()
        if stripped.startswith(b"--- ") and r.pos + 1 < len(r.lines) and r.lines[r.pos + 1].startswith(b"+++ "):
            if cur.hunks:
                files.append(cur)
                cur = FilePatch()
            cur.old_name = _name(line, b"--- ")
            cur.header = [line]
            cur.leading.append(r.take())
            plus = r.take()
            cur.new_name = _name(plus, b"+++ ")
            cur.header.append(plus)
            cur.leading.append(plus)
            cur.kind = "unified"
            continue
        if stripped.startswith(b"*** ") and not _CONTEXT_OLD.fullmatch(stripped) and r.pos + 1 < len(r.lines) \
                and r.lines[r.pos + 1].startswith(b"--- "):
            if cur.hunks:
                files.append(cur)
                cur = FilePatch()
            cur.old_name = _name(line, b"*** ")
            cur.header = [line]
            cur.leading.append(r.take())
            minus = r.take()
            cur.new_name = _name(minus, b"--- ")
            cur.header.append(minus)
            cur.leading.append(minus)
            cur.kind = "context"
            continue
        if stripped.startswith(b"@@ ") and (m := _UNIFIED.match(stripped)) and cur.old_name is not None:
            if not cur.hunks:
                cur.first_hunk_line = r.pos + 1
            r.take()
            cur.hunks.append(_unified_hunk(r, m, line))
            continue
        if stripped == b"***************" and cur.kind == "context" and cur.old_name is not None:
            if not cur.hunks:
                cur.first_hunk_line = r.pos + 1
            r.take()
            cur.hunks.append(_context_hunk(r, line))
            continue
        if (m := _NORMAL.match(stripped)) and (cur.old_name is None or cur.kind == "normal") and \
                r.pos + 1 < len(r.lines) and r.lines[r.pos + 1][:2] in (b"< ", b"> "):
            if not cur.hunks:
                cur.first_hunk_line = r.pos + 1
                cur.kind = "normal"
            r.take()
            cur.hunks.append(_normal_hunk(r, m, line))
            continue
        if (cur.hunks and not cur.git) or (cur.hunks and cur.git):
            files.append(cur)
            cur = FilePatch()
        cur.leading.append(r.take())
    if cur.hunks or (cur.git and (cur.rename_from or cur.new_file or cur.deleted or cur.new_mode)):
        files.append(cur)
    return files


def _git_header(cur: FilePatch, line: bytes) -> bool:
    for tag, attr in ((b"rename from ", "rename_from"), (b"rename to ", "rename_to"),
                      (b"copy from ", "rename_from"), (b"copy to ", "rename_to")):
        if line.startswith(tag):
            setattr(cur, attr, line[len(tag):].decode("utf-8", "surrogateescape"))
            return True
    if line.startswith(b"new file mode "):
        cur.new_file = True
        cur.new_mode = int(line[14:], 8) & 0o7777
        return True
    if line.startswith(b"deleted file mode "):
        cur.deleted = True
        return True
    if line.startswith(b"new mode "):
        cur.new_mode = int(line[9:], 8) & 0o7777
        return True
    return line.startswith((b"old mode ", b"index ", b"similarity index ", b"dissimilarity index "))


def _unified_hunk(r: _Reader, m: re.Match[bytes], head: bytes) -> Hunk:
    old_start, old_len = int(m.group(1)), _count(m.group(2))
    new_start, new_len = int(m.group(3)), _count(m.group(4))
    old: list[bytes] = []
    new: list[bytes] = []
    text = [head]
    kinds: list[str] = []
    old_eol = new_eol = True
    while len(old) < old_len or len(new) < new_len:
        line = r.peek()
        if line is None:
            raise PatchFormatError("unexpected end of file in patch")
        if line.rstrip(b"\r\n") == NO_NEWLINE:
            text.append(r.take())
            continue
        r.take()
        text.append(line)
        tag, body = line[:1], line[1:]
        if line in (b"\n", b"\r\n"):
            tag, body = b" ", line
        if tag == b" ":
            old.append(body)
            new.append(body)
            kinds.append(" ")
        elif tag == b"-":
            old.append(body)
            kinds.append("-")
        elif tag == b"+":
            new.append(body)
            kinds.append("+")
        else:
            raise PatchFormatError(f"malformed patch at line {r.pos}: {line.decode('utf-8', 'replace')}")
        nxt = r.peek()
        if nxt is not None and nxt.rstrip(b"\r\n") == NO_NEWLINE:
            text.append(r.take())
            if tag in (b" ", b"-"):
                old_eol = False
            if tag in (b" ", b"+"):
                new_eol = False
    prefix = next((i for i, k in enumerate(kinds) if k != " "), len(kinds))
    suffix = next((i for i, k in enumerate(reversed(kinds)) if k != " "), len(kinds))
    old_marks = "".join(k for k in kinds if k != "+")
    new_marks = "".join(k for k in kinds if k != "-")
    return Hunk(old_start, old, new_start, new, prefix, suffix, text, old_eol, new_eol, old_marks, new_marks)


def _context_hunk(r: _Reader, stars: bytes) -> Hunk:
    text = [stars]
    head = r.take()
    text.append(head)
    m = _CONTEXT_OLD.match(head.rstrip(b"\r\n"))
    if m is None:
        raise PatchFormatError(f"malformed patch at line {r.pos}: {head.decode('utf-8', 'replace')}")
    old_start = int(m.group(1))
    old_end = _count(m.group(2), old_start)
    old_part: list[bytes] = []
    while (line := r.peek()) is not None and not _CONTEXT_NEW.match(line.rstrip(b"\r\n")):
        old_part.append(r.take())
    if line is None:
        raise PatchFormatError("unexpected end of file in patch")
    new_head = r.take()
    m2 = _CONTEXT_NEW.match(new_head.rstrip(b"\r\n"))
    assert m2 is not None
    new_start = int(m2.group(1))
    new_end = _count(m2.group(2), new_start)
    new_want = new_end - new_start + 1 if new_end >= new_start and new_start else 0
    new_part: list[bytes] = []
    while len(new_part) < new_want and (line := r.peek()) is not None and line[:2] in (b"  ", b"+ ", b"! "):
        new_part.append(r.take())
        if (nxt := r.peek()) is not None and nxt.rstrip(b"\r\n") == NO_NEWLINE:
            new_part.append(r.take())
    text += [*old_part, new_head, *new_part]
    old_eol = not (old_part and old_part[-1].rstrip(b"\r\n") == NO_NEWLINE)
    new_eol = not (new_part and new_part[-1].rstrip(b"\r\n") == NO_NEWLINE)
    old_lines = [(ln[:2], ln[2:]) for ln in old_part if ln.rstrip(b"\r\n") != NO_NEWLINE]
    new_lines = [(ln[:2], ln[2:]) for ln in new_part if ln.rstrip(b"\r\n") != NO_NEWLINE]
    old_lines_given, new_lines_given = bool(old_lines), bool(new_lines)
    if not old_lines and old_end >= old_start and old_start:
        old_lines = [(b"  ", body) for tag, body in new_lines if tag == b"  "]
    if not new_lines and new_want:
        new_lines = [(b"  ", body) for tag, body in old_lines if tag == b"  "]
    old = [body for _, body in old_lines]
    new = [body for _, body in new_lines]
    # patch's context counts: the smaller of the two parts' leading context, and of their trailing context.
    old_tags = [tag for tag, _ in old_lines] if old_lines_given else None
    new_tags = [tag for tag, _ in new_lines] if new_lines_given else None

    def lead(tags: list[bytes]) -> int:
        return next((i for i, k in enumerate(tags) if k != b"  "), -1)

    def trail(tags: list[bytes]) -> int:
        return next((i for i, k in enumerate(reversed(tags)) if k != b"  "), len(tags))

    ptrn_prefix = -1 if old_tags is None else (lead(old_tags) if lead(old_tags) >= 0 else len(old_tags))
    ptrn_suffix = -1 if old_tags is None else trail(old_tags)
    repl_prefix = -1 if new_tags is None else lead(new_tags)
    end_context = trail(new_tags) if new_tags is not None else trail(old_tags or [])
    prefix = ptrn_prefix if repl_prefix == -1 or (ptrn_prefix != -1 and ptrn_prefix < repl_prefix) else repl_prefix
    suffix = ptrn_suffix if ptrn_suffix != -1 and ptrn_suffix < end_context else end_context
    old_marks = "".join(tag[:1].decode("latin-1") for tag, _ in old_lines)
    new_marks = "".join(tag[:1].decode("latin-1") for tag, _ in new_lines)
    # A part filled in from the other's context ends without a newline only if that context line is the
    # other part's unterminated last line.
    if not old_lines_given and old_lines:
        old_eol = new_eol or new_lines[-1][0] != b"  "
    if not new_lines_given and new_lines:
        new_eol = old_eol or old_lines[-1][0] != b"  "
    return Hunk(old_start, old, new_start, new, prefix, suffix, text, old_eol, new_eol, old_marks, new_marks)


def _normal_hunk(r: _Reader, m: re.Match[bytes], head: bytes) -> Hunk:
    a1 = int(m.group(1))
    a2 = _count(m.group(2), a1)
    op = m.group(3)
    b1 = int(m.group(4))
    text = [head]
    old: list[bytes] = []
    new: list[bytes] = []
    while (line := r.peek()) is not None and line.startswith(b"< "):
        old.append(r.take()[2:])
        text.append(line)
    if op == b"c" and (line := r.peek()) is not None and line.rstrip(b"\r\n") == b"---":
        text.append(r.take())
    while (line := r.peek()) is not None and line.startswith(b"> "):
        new.append(r.take()[2:])
        text.append(line)
    old_start = a1 + 1 if op == b"a" else a1
    new_start = b1 + 1 if op == b"d" else b1
    del a2
    return Hunk(old_start, old, new_start, new, 0, 0, text)
