"""``tree --gitignore`` as tree 2.1.0 reads .gitignore files (which is not exactly git's reading).

Measured on this machine: each directory tree opens contributes its own
``.gitignore`` (parents of a starting directory are not read), whose rules
apply to everything below it.  Blank lines and ``#`` lines are skipped; ``!``
keeps what another rule drops, and a file is kept when any ``!`` rule matches
it.  A rule containing ``/`` anywhere (even only a trailing one, so ``build/``
drops ``./build`` but not ``docs/build``) is matched against the path from the
.gitignore's directory, ``**`` crossing directories; otherwise it is matched
against the file's name at any depth.  A trailing ``/`` limits a rule to
directories.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vshell.command import CommandContext
from vshell.coreutils.common.wildcards import fnmatch


@dataclass(frozen=True, slots=True)
class _Rule:
    keep: bool
    dirs_only: bool
    name_glob: str | None  # matched against the name at any depth
    path_rx: re.Pattern[str] | None  # matched against the path from the .gitignore's directory


@dataclass(frozen=True, slots=True)
class IgnoreFile:
    base: str  # the directory holding the .gitignore (a filesystem path, no trailing slash)
    rules: tuple[_Rule, ...]


def read_ignore_file(ctx: CommandContext, directory: str) -> IgnoreFile | None:
    """The rules of ``directory/.gitignore``, or None when it has none."""
    base = directory.rstrip("/") or "/"
    try:
        with ctx.fs.open(f"{base.rstrip('/')}/.gitignore") as stream:
            text = stream.read().decode("utf-8", "surrogateescape")
    except OSError:
        return None
    rules = []
    for line in text.split("\n"):
        line = line.rstrip("\r")
        if not line or line.startswith("#"):
            continue
        keep = line.startswith("!")
        if keep:
            line = line[1:]
        dirs_only = line.endswith("/")
        anchored = "/" in line
        line = line.strip("/")
        if not line:
            continue
        if anchored:
            rules.append(_Rule(keep, dirs_only, None, re.compile(_glob_to_regex(line))))
        else:
            rules.append(_Rule(keep, dirs_only, line, None))
    return IgnoreFile(base, tuple(rules)) if rules else None


def _glob_to_regex(pattern: str) -> str:
    """A path glob: ``*`` and ``?`` stay within one directory, ``**/`` and ``**`` cross them."""
    out = []
    i = 0
    while i < len(pattern):
        ch = pattern[i]
        if pattern.startswith("**/", i):
            out.append("(?:.*/)?")
            i += 3
            continue
        if pattern.startswith("**", i):
            out.append(".*")
            i += 2
            continue
        if ch == "*":
            out.append("[^/]*")
        elif ch == "?":
            out.append("[^/]")
        elif ch == "[":
            end = pattern.find("]", i + 2)
            if end < 0:
                out.append(re.escape(ch))
            else:
                body = pattern[i + 1 : end]
                if body.startswith("!"):
                    body = "^" + body[1:]
                out.append("[" + body.replace("\\", "\\\\") + "]")
                i = end + 1
                continue
        else:
            out.append(re.escape(ch))
        i += 1
    return "".join(out) + r"\Z"


def ignored(stack: list[IgnoreFile], path: str, name: str, is_dir: bool) -> bool:
    """Whether the rules in force drop this entry: some rule matches it and no ``!`` rule does."""
    dropped = False
    for ignore_file in stack:
        relative = path[len(ignore_file.base.rstrip("/")) + 1 :]
        for rule in ignore_file.rules:
            if rule.dirs_only and not is_dir:
                continue
            if rule.name_glob is not None:
                hit = fnmatch(rule.name_glob, name)
            else:
                assert rule.path_rx is not None
                hit = rule.path_rx.match(relative) is not None
            if hit:
                if rule.keep:
                    return False
                dropped = True
    return dropped
