"""Tab completion for the terminal: command names for the first word, file names after."""

from __future__ import annotations

import posixpath
from typing import TYPE_CHECKING

from vshell import command as registry

if TYPE_CHECKING:
    from vshell.interp.shell import Interp


def complete(sh: Interp, line: str, cursor: int) -> list[str]:
    """Candidates for the word before ``cursor`` (sorted, unique)."""
    from vshell.interp.builtins import BUILTINS

    head = line[:cursor]
    start = max(head.rfind(c) for c in " \t;|&(<>") + 1
    word = head[start:]
    before = head[:start].strip()
    first = before == "" or before[-1:] in (";", "|", "&", "(")
    out: set[str] = set()
    if first and "/" not in word:
        names = set(BUILTINS) | set(sh.functions) | set(sh.aliases) | set(registry.all_commands())
        out.update(n for n in names if n.startswith(word))
    else:
        d, _, base = word.rpartition("/")
        dir_path = (
            sh.resolve_path(d or "." if d != "" or not word.startswith("/") else "/")
            if d or not word.startswith("/")
            else "/"
        )
        if word.startswith("/") and d == "":
            dir_path = "/"
        try:
            entries = sh.fs.listdir(dir_path)
        except OSError:
            return []
        for name in entries:
            if name.startswith(base) and (base.startswith(".") or not name.startswith(".")):
                full = posixpath.join(dir_path, name)
                prefix = (d + "/") if (d or word.startswith("/")) else ""
                try:
                    is_dir = sh.fs.stat(full).is_dir
                except OSError:
                    is_dir = False
                out.add(prefix + name + ("/" if is_dir else ""))
    return sorted(out)
