"""git's ignore rules: ``.gitignore`` files in each directory and ``.git/info/exclude`` (gitignore(5)).

A pattern with a slash anywhere but at its end is matched against the path
from its file's directory, otherwise against the name at any depth; ``*``
and ``?`` do not cross ``/``, ``**`` does; a trailing ``/`` matches only
directories; ``!`` re-includes; the last matching rule wins.  An ignored
directory's contents are not looked at (git does not descend into it).
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING

from vshell.command import CommandContext

if TYPE_CHECKING:
    from vshell.coreutils.git.repo import Repo


def _translate(pattern: str) -> str:
    out = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if pattern.startswith("/**", i) and i + 3 == len(pattern):
            out.append("/.*")
            i += 3
            continue
        if ch == "*":
            out.append("[^/]*")
        elif ch == "?":
            out.append("[^/]")
        elif ch == "[":
            end = pattern.find("]", i + 2 if pattern[i + 1 : i + 2] in ("!", "^", "]") else i + 1)
            if end == -1:
                out.append(re.escape(ch))
            else:
                body = pattern[i + 1 : end]
                if body[:1] in ("!", "^"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = end
        elif ch == "\\" and i + 1 < len(pattern):
            i += 1
            out.append(re.escape(pattern[i]))
        else:
            out.append(re.escape(ch))
        i += 1
    return "".join(out)


class Ignores:
    def __init__(self, ctx: CommandContext, repo: Repo) -> None:
        self.ctx = ctx
        self.repo = repo
        self.rules: list[tuple[str, bool, bool, re.Pattern[str]]] = []  # (base, negate, dir_only, regex)
        self.loaded: set[str] = set()
        exclude = repo.read("info/exclude")
        if exclude:
            self._add("", exclude.decode("utf-8", "surrogateescape"))

    def enter(self, rel: str) -> None:
        """Read the ``.gitignore`` of directory ``rel`` (relative to the top), once."""
        if rel in self.loaded:
            return
        self.loaded.add(rel)
        path = posixpath.join(self.repo.top, rel, ".gitignore") if rel else posixpath.join(self.repo.top, ".gitignore")
        try:
            with self.ctx.fs.open(path) as f:
                text = f.read(1 << 20).decode("utf-8", "surrogateescape")
        except OSError:
            return
        self._add(rel, text)

    def _add(self, base: str, text: str) -> None:
        for raw in text.split("\n"):
            line = raw.rstrip("\r")
            while line.endswith(" ") and not line.endswith("\\ "):
                line = line[:-1]
            if not line or line.startswith("#"):
                continue
            negate = line.startswith("!")
            if negate or line.startswith("\\!") or line.startswith("\\#"):
                line = line[1:]
            dir_only = line.endswith("/")
            line = line.rstrip("/")
            if not line:
                continue
            anchored = "/" in line
            body = _translate(line.lstrip("/"))
            rx = re.compile(body + r"\Z" if anchored else r"(?:.*/)?" + body + r"\Z", re.S)
            self.rules.append((base, negate, dir_only, rx))

    def ignored(self, rel: str, is_dir: bool) -> bool:
        verdict = False
        for base, negate, dir_only, rx in self.rules:
            if base and not rel.startswith(base + "/"):
                continue
            if dir_only and not is_dir:
                continue
            sub = rel[len(base) + 1 :] if base else rel
            if rx.match(sub):
                verdict = not negate
        return verdict
