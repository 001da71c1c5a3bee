"""``git blame``: which commit last changed each line, as git 2.39 prints it to a pipe.

The file's lines start with the working tree (or the given revision) as
their suspect.  A suspect passes each line to the first parent whose version
of the file has it unchanged, found with the same diff ``git diff`` uses; the
lines no parent has are that commit's.  Commits are taken newest committer
date first, so lines reaching one commit by two ways of a merge are blamed
together.  A file missing from a parent is followed to a file of the parent
with the same content (git's rename following, for exact renames).  Root
commits are boundaries (``^``) unless ``--root``.  Lines that differ from
``HEAD`` in the working tree are "Not Committed Yet".
"""

from __future__ import annotations

import heapq
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from vshell.coreutils.common.editscript import edit_script
from vshell.coreutils.git import output
from vshell.coreutils.git.repo import Commit, GitError, Person, Repo

_NOT_COMMITTED = "0" * 40


@dataclass(slots=True)
class _Suspect:
    """A commit (or the working tree) with the lines it is suspected of: (final line, line in its version)."""

    sha: str
    path: str
    blob: bytes
    lines: list[tuple[int, int]] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class BlameOptions:
    rev: str | None = None
    root: bool = False
    email: bool = False
    long: bool = False
    suppress: bool = False
    show_name: bool = False
    show_number: bool = False
    blank_boundary: bool = False


@dataclass(frozen=True, slots=True)
class _Line:
    sha: str
    path: str
    orig: int  # the line's number in the blamed commit's version


def _split(data: bytes) -> list[bytes]:
    return data.splitlines(keepends=True)


class Blamer:
    def __init__(self, repo: Repo, tick: Callable[[], None]) -> None:
        self.repo = repo
        self.tick = tick
        self.commits: dict[str, Commit] = {}

    def commit(self, sha: str) -> Commit:
        c = self.commits.get(sha)
        if c is None:
            c = self.commits[sha] = self.repo.commit(sha)
        return c

    def blob_at(self, sha: str, path: str) -> tuple[str, str] | None:
        return self.repo.flat_tree(self.commit(sha).tree).get(path)

    def content(self, blob: str) -> bytes:
        kind, data = self.repo.object(blob)
        if kind != "blob":
            raise GitError(f"{blob} is not a blob")
        return data

    def parent_version(self, parent: str, path: str, blob: bytes) -> tuple[str, bytes] | None:
        """The file as the parent has it: the same path, else a file there with the same content."""
        found = self.blob_at(parent, path)
        if found is not None:
            return path, self.content(found[1])
        for other, (_mode, sha) in self.repo.flat_tree(self.commit(parent).tree).items():
            if self.content(sha) == blob:
                return other, blob
        return None

    def run(self, path: str, final: bytes, start: str | None) -> list[_Line | None]:
        """Blame every line of ``final``: ``start`` is the revision, None for the working tree over HEAD."""
        count = len(_split(final))
        result: list[_Line | None] = [None] * count
        queue: list[tuple[int, int, str]] = []
        pending: dict[str, _Suspect] = {}
        order = 0

        def suspect(sha: str, spath: str, blob: bytes, lines: list[tuple[int, int]]) -> None:
            nonlocal order
            if not lines:
                return
            s = pending.get(sha)
            if s is None:
                s = pending[sha] = _Suspect(sha, spath, blob)
                order += 1
                when = 2**62 if sha == _NOT_COMMITTED else self.commit(sha).committer.when
                heapq.heappush(queue, (-when, order, sha))
            s.lines.extend(lines)

        everything = [(i, i) for i in range(count)]
        if start is None:
            head_sha = self.repo.rev("HEAD")
            found = self.blob_at(head_sha, path)
            if found is None:
                raise GitError(f"no such path '{path}' in HEAD")
            head_blob = self.content(found[1])
            self.pass_lines(_NOT_COMMITTED, path, final, head_sha, path, head_blob, everything, result, suspect)
        else:
            found = self.blob_at(start, path)
            if found is None:
                raise GitError(f"no such path {path} in {self.repo.abbrev(start)}")
            suspect(start, path, final, everything)
        while queue:
            _when, _order, sha = heapq.heappop(queue)
            s = pending.pop(sha)
            c = self.commit(sha)
            remaining = s.lines
            for parent in c.parents:
                if not remaining:
                    break
                version = self.parent_version(parent, s.path, s.blob)
                if version is None:
                    continue
                ppath, pblob = version
                remaining = self.pass_lines(sha, s.path, s.blob, parent, ppath, pblob, remaining, None, suspect)
            for final_no, orig in remaining:
                result[final_no] = _Line(sha, s.path, orig)
        return result

    def pass_lines(self, sha: str, path: str, blob: bytes, parent: str, ppath: str, pblob: bytes,
                   lines: list[tuple[int, int]], result: list[_Line | None] | None,
                   suspect: Callable[[str, str, bytes, list[tuple[int, int]]], None]) -> list[tuple[int, int]]:
        """Give the parent the lines it has unchanged; return the rest (or blame them when ``result`` is given)."""
        mine, theirs = _split(blob), _split(pblob)
        if mine == theirs:
            suspect(parent, ppath, pblob, list(lines))
            return []
        # Where each of this version's lines sits in the parent's, when it is unchanged there.
        mapping: dict[int, int] = {}
        pos_a = pos_b = 0
        for h in edit_script(list(theirs), list(mine), self.tick):  # type: ignore[arg-type]
            while pos_b < h.b0:
                mapping[pos_b] = pos_a
                pos_a += 1
                pos_b += 1
            pos_a, pos_b = h.a1, h.b1
        while pos_b < len(mine):
            mapping[pos_b] = pos_a
            pos_a += 1
            pos_b += 1
        passed = [(final_no, mapping[orig]) for final_no, orig in lines if orig in mapping]
        kept = [(final_no, orig) for final_no, orig in lines if orig not in mapping]
        suspect(parent, ppath, pblob, passed)
        if result is not None:
            for final_no, orig in kept:
                result[final_no] = _Line(sha, path, orig)
            return []
        return kept


def render(blamer: Blamer, path: str, final: bytes, lines: list[_Line | None], opts: BlameOptions) -> bytes:
    """The blame as git prints it: hash, [name,] (author date line-number) text."""
    texts = _split(final)
    people: dict[str, Person] = {}
    boundary: set[str] = set()
    for line in lines:
        assert line is not None
        if line.sha in people:
            continue
        if line.sha == _NOT_COMMITTED:
            people[line.sha] = Person("Not Committed Yet", "not.committed.yet", int(time.time()), "+0000")
            continue
        c = blamer.commit(line.sha)
        people[line.sha] = c.author
        if not c.parents and not opts.root:
            boundary.add(line.sha)
    width = 40 if opts.long else 8
    name_width = max((len(p.email) + 2 if opts.email else len(p.name) for p in people.values()), default=0)
    show_name = opts.show_name or any(line is not None and line.path != path for line in lines)
    path_width = max((len(line.path) for line in lines if line is not None), default=0)
    digits = len(str(len(texts)))
    orig_digits = len(str(max((line.orig + 1 for line in lines if line is not None), default=1)))
    out: list[str] = []
    for number, (line, text) in enumerate(zip(lines, texts, strict=True), 1):
        assert line is not None
        if line.sha in boundary:
            head = " " * width if opts.blank_boundary else "^" + line.sha[: width - 1]
        else:
            head = line.sha[:width]
        if show_name:
            head += f" {line.path:<{path_width}}"
        if opts.show_number:
            head += f" {line.orig + 1:>{orig_digits}}"
        if not opts.suppress:
            who = people[line.sha]
            name = f"<{who.email}>" if opts.email else who.name
            head += f" ({name:<{name_width}} {output.date(who, 'iso')}"
            head += f" {number:>{digits}}) "
        else:
            head += f" {number:>{digits}}) "
        body = text.decode("utf-8", "surrogateescape")
        out.append(head + body + ("" if body.endswith("\n") else "\n"))
    return "".join(out).encode("utf-8", "surrogateescape")
