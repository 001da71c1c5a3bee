"""OSC 8 hyperlinks for file names in command output, made by the terminal itself.

A word of output that names an existing file of the view, alone or as
``path:line`` or ``path:line:col`` (compiler and grep style), becomes an
OSC 8 link.  Output can never pass a link of its own through (the safety
filter drops every OSC); these are drawn after the filter, with a URL from
the host's ``link_url(path, line, col)``.  The default is a ``file://`` URL
with ``#L12C3`` (``#L12`` without a column).

Relative names are looked up from the shell's current directory.  Each run
caches what it looked up, and at most :data:`MAX_LOOKUPS` names per run are
checked, so a flood of output costs nothing more than the filter.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from vshell.terminal.terminal import Terminal

LinkUrl = Callable[[str, "int | None", "int | None"], str]

MAX_LOOKUPS = 500
_CANDIDATE = re.compile(r"(?<![\w./~-])((?:~|\.{1,2})?/?[\w.+-][\w./+-]*)(?::(\d+)(?::(\d+))?)?")
_ST = "\x1b\\"


def default_link_url(path: str, line: int | None, col: int | None) -> str:
    """``file:///abs/path#L12C3``."""
    url = "file://" + urllib.parse.quote(path)
    if line is not None:
        url += f"#L{line}" + (f"C{col}" if col is not None else "")
    return url


class Linker:
    def __init__(self, term: Terminal, link_url: LinkUrl) -> None:
        self._term = term
        self._url = link_url
        self._cache: dict[tuple[str, str], str | None] = {}
        self._lookups = 0

    def start_run(self) -> None:
        self._cache = {}
        self._lookups = 0

    def linkify(self, pieces: list[tuple[bool, str]]) -> str:
        """Filtered output pieces joined, with links around the file names in their text pieces."""
        return "".join(self._text(p) if is_text else p for is_text, p in pieces)

    def _text(self, text: str) -> str:
        if "." not in text and "/" not in text:
            return text  # a file name worth linking has an extension or a directory part
        return _CANDIDATE.sub(self._one, text)

    def _one(self, m: re.Match[str]) -> str:
        name = m.group(1)
        if "." not in name and "/" not in name:
            return m.group(0)
        path = self._resolve(name)
        if path is None:
            return m.group(0)
        line = int(m.group(2)) if m.group(2) else None
        col = int(m.group(3)) if m.group(3) else None
        try:
            url = self._url(path, line, col)
        except Exception:  # a host function that fails: no link, the text stays
            return m.group(0)
        if not url or any(c < " " or c == "\x7f" for c in url):
            return m.group(0)
        return f"\x1b]8;;{url}{_ST}{m.group(0)}\x1b]8;;{_ST}"

    def _resolve(self, name: str) -> str | None:
        sh = self._term.session.shell.interp
        cwd = sh.cwd
        key = (cwd, name)
        if key in self._cache:
            return self._cache[key]
        if self._lookups >= MAX_LOOKUPS:
            return None
        self._lookups += 1
        from vshell.command import resolve

        if name.startswith("~/"):
            path = resolve(sh.vars.get("HOME") or "/", name[2:])
        else:
            path = resolve(cwd, name.rstrip("."))
        found: str | None = None
        try:
            if self._term.session.fs.stat(path).is_file:
                found = path
        except (OSError, ValueError, RuntimeError):
            found = None
        self._cache[key] = found
        return found
