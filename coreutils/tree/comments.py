"""``tree --info``: comments from ``.info`` files, printed under the entries they describe (tree 2.1.0).

A ``.info`` file holds patterns, one a line, each group followed by the
comment lines that describe them, each starting with a tab; ``#`` lines and
blank lines are skipped, and lines are trimmed as tree trims .gitignore lines
(trailing unescaped spaces dropped, backslashes removed).  Every directory
tree lists contributes its own ``.info``, innermost first.  An entry takes the
first comment whose pattern matches the entry's path as tree builds it
(``./sub/x``), or, in a directory with its own ``.info``, the entry's name
against that file's patterns.  Matching is tree's own (patmatch): ``*`` stops
at ``/``, ``**`` crosses it, a trailing ``/`` matches only a directory, ``|``
separates alternatives.
"""

from __future__ import annotations

from dataclasses import dataclass

from vshell.command import CommandContext

# tree's UTF-8 comment brackets: one line; first, middle, continued and last of several
_SINGLE, _TOP, _MID, _EXT, _BOTTOM = " {", " \u23a7", " \u23a8", " \u23aa", " \u23a9"


@dataclass(frozen=True, slots=True)
class Comment:
    patterns: tuple[str, ...]
    lines: tuple[str, ...]


InfoFile = tuple[Comment, ...]


def _trim(line: str) -> str:
    """tree's gittrim(): drop the newline and trailing spaces not escaped, then every backslash."""
    line = line.removesuffix("\n")
    end = len(line)
    for i in range(len(line) - 1, -1, -1):
        if line[i] != " ":
            break
        if i and line[i - 1] != "\\":
            end -= 1
    line = line[:end]
    out = []
    i = 0
    while i < len(line):
        if line[i] == "\\":
            i += 1
            if i >= len(line):
                break
        out.append(line[i])
        i += 1
    return "".join(out)


def read_info_file(ctx: CommandContext, directory: str) -> InfoFile | None:
    """The comments of ``directory/.info``, or None when it has none."""
    try:
        with ctx.fs.open(f"{directory.rstrip('/')}/.info") as stream:
            text = stream.read().decode("utf-8", "surrogateescape")
    except OSError:
        return None
    comments: list[Comment] = []
    patterns: list[str] = []
    lines: list[str] = []
    for raw in text.splitlines(keepends=True):
        if raw.startswith("#"):
            continue
        line = _trim(raw)
        if not line:
            continue
        if line.startswith("\t"):
            lines.append(line[1:])
            continue
        if lines:
            if patterns:
                comments.append(Comment(tuple(patterns), tuple(lines)))
            patterns, lines = [], []
        patterns.append(line.removeprefix("/"))
    if patterns:
        comments.append(Comment(tuple(patterns), tuple(lines)))
    return tuple(comments)


def find_comment(stack: list[InfoFile], path: str, name: str, top: bool, is_dir: bool, fold: bool) -> Comment | None:
    """The comment for an entry: ``stack`` innermost first; ``top`` when the innermost is its directory's."""
    for info in stack:
        for comment in info:
            for pattern in comment.patterns:
                if patmatch(path, pattern, is_dir, fold) == 1 or (top and patmatch(name, pattern, is_dir, fold) == 1):
                    return comment
        top = False
    return None


def comment_lines(comment: Comment, prefix: str) -> list[str]:
    """The comment's lines as tree prints them: the entry's child indentation, a bracket, the text."""
    n = len(comment.lines)
    out = []
    for i, text in enumerate(comment.lines):
        if n == 1:
            mark = _SINGLE
        elif i == 0:
            mark = _TOP
        elif i == 1:
            mark = _BOTTOM if n == 2 else _MID
        else:
            mark = _BOTTOM if i == n - 1 else _EXT
        out.append(f"{prefix}{mark} {text}")
    return out


def patmatch(text: str, pattern: str, is_dir: bool, fold: bool = False) -> int:
    """tree's patmatch(): 1 on a match, 0 on none, -1 on a bad pattern."""
    if "|" in pattern:
        first, _, rest = pattern.partition("|")
        if not first or not rest:
            return -1
        hit = patmatch(text, first, is_dir, fold)
        return hit if hit else patmatch(text, rest, is_dir, fold)
    return _match(text, 0, pattern, 0, is_dir, fold)


def _eq(a: str, b: str, fold: bool) -> bool:
    return a.lower() == b.lower() if fold else a == b


def _match(s: str, si: int, p: str, pi: int, is_dir: bool, fold: bool) -> int:
    matched = 1
    prev = ""
    while pi < len(p) and matched:
        ch = p[pi]
        cur = s[si] if si < len(s) else ""
        if ch == "[":
            pi += 1
            negate = pi < len(p) and p[pi] == "^"
            if negate:
                pi += 1
            matched = 1 if negate else 0
            hit_value = 0 if negate else 1
            while pi < len(p) and p[pi] != "]":
                if p[pi] == "\\":
                    pi += 1
                if pi >= len(p):
                    return -1
                if pi + 1 < len(p) and p[pi + 1] == "-":
                    low = p[pi]
                    pi += 2
                    if pi < len(p) and p[pi] == "\\":
                        pi += 1
                    high = p[pi] if pi < len(p) else ""
                    c = cur.lower() if fold else cur
                    lo, hi = (low.lower(), high.lower()) if fold else (low, high)
                    if cur and lo <= c <= hi:
                        matched = hit_value
                    if pi >= len(p):
                        pi -= 1
                elif cur and _eq(cur, p[pi], fold):
                    matched = hit_value
                pi += 1
            if pi >= len(p):
                return -1
            si += 1
        elif ch == "*":
            pi += 1
            if pi >= len(p):
                return 1 if "/" not in s[si:] else 0
            matched = 0
            if p[pi] == "*":
                pi += 1
                if pi >= len(p):
                    return 1
                while si < len(s):
                    matched = _match(s, si, p, pi, is_dir, fold)
                    if matched:
                        break
                    # ** between two slashes may match no directory at all
                    if prev == "/" and p[pi] == "/" and pi + 1 < len(p):
                        matched = _match(s, si, p, pi + 1, is_dir, fold)
                        if matched:
                            return matched
                    si += 1
                    while si < len(s) and s[si] != "/":
                        si += 1
            else:
                while si < len(s):
                    matched = _match(s, si, p, pi, is_dir, fold)
                    si += 1
                    if matched or (si < len(s) and s[si] == "/"):
                        break
            if not matched and (si >= len(s) or s[si] == "/"):
                matched = _match(s, si, p, pi, is_dir, fold)
            return matched
        elif ch == "?":
            if not cur:
                return 0
            si += 1
        elif ch == "/":
            if pi + 1 >= len(p) and not cur:
                return 1 if is_dir else 0
            matched = 1 if cur == "/" else 0
            si += 1
        else:
            if ch == "\\" and pi + 1 < len(p):
                pi += 1
                ch = p[pi]
            matched = 1 if cur and _eq(cur, ch, fold) else 0
            si += 1
        prev = p[pi] if pi < len(p) else ""
        pi += 1
        if matched < 1:
            return matched
    if si >= len(s):
        return matched
    return 0
