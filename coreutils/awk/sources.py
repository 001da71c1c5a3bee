"""The program's sources: ``-f`` files (searched along AWKPATH), ``-i`` includes and ``-e`` texts, in order.

gawk names each source in its messages (``prog.awk:3:``, ``cmd. line:1:``)
and counts lines within each; the sources are parsed as one text whose
boundaries the lexer sees as ends of input, so no rule spans two of them.
"""

from __future__ import annotations

import bisect
import posixpath

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import strerror

_DEFAULT_AWKPATH = ".:/usr/share/awk"


class Sources:
    def __init__(self) -> None:
        self.parts: list[tuple[str, str]] = []
        self._starts: list[int] = []  # the first global line of each part
        self.program_given = False  # a -f, -E or non-empty -e: the first operand is not the program

    def add(self, label: str, text: str) -> None:
        line = 1
        if self.parts:
            line = self._starts[-1] + self.parts[-1][1].count("\n") + 1
        self.parts.append((label, text))
        self._starts.append(line)

    def text(self) -> str:
        return "\n".join(t for _, t in self.parts)

    def bounds(self) -> list[int]:
        """Where each source but the last ends in ``text()``."""
        out: list[int] = []
        pos = 0
        for _, t in self.parts[:-1]:
            pos += len(t)
            out.append(pos)
            pos += 1
        return out

    def where(self, line: int) -> tuple[str, int]:
        """The source and its own line number for a line of the joined text."""
        if not self.parts:
            return "cmd. line", line
        i = max(0, bisect.bisect_right(self._starts, line) - 1)
        return self.parts[i][0], line - self._starts[i] + 1

    def label_line(self, line: int | None) -> str:
        label, local = self.where(line if line is not None else 1)
        return f"{label}:{local}"


def _find(ctx: CommandContext, name: str) -> tuple[str, bytes] | OSError:
    """A -f or -i file: as given if it has a slash, else each AWKPATH folder, with and without ``.awk``."""
    if "/" in name:
        candidates = [name]
    else:
        dirs = ctx.env.get("AWKPATH", _DEFAULT_AWKPATH).split(":")
        candidates = [posixpath.join(d or ".", n) for d in dirs for n in (name, name + ".awk")]
    first: OSError | None = None
    for path in candidates:
        try:
            full = ctx.resolve(path)
            if ctx.fs.stat(full).is_dir:
                return IsADirectoryError(21, "Is a directory", path)
            return path, ctx.fs.read_bytes(full)
        except OSError as e:
            if first is None or isinstance(first, FileNotFoundError):
                first = e
    assert first is not None
    return first


def load_sources(ctx: CommandContext, prog: str, args: Parsed) -> Sources | int:
    """The sources in command-line order, or the status after gawk's message for one that cannot be read."""
    src = Sources()
    included: set[str] = set()
    for dest, value in args.order:
        if dest not in ("progfile", "source", "include", "exec") or not isinstance(value, str):
            continue
        if dest == "source":
            if value == "":
                ctx.stderr.write(f"{prog}: warning: empty argument to `-e/--source' ignored\n".encode())
                continue
            src.add("cmd. line", value)
            src.program_given = True
            continue
        src.program_given = src.program_given or dest != "include"
        if value == "-" and dest != "include":
            src.add("-", ctx.stdin.read().decode("utf-8", "surrogateescape"))
            continue
        found = _find(ctx, value)
        if isinstance(found, IsADirectoryError):
            ctx.stderr.write(f"{prog}: {value}:1: error: cannot read source file `{value}': Is a directory\n".encode())
            return 1
        if isinstance(found, OSError):
            ctx.stderr.write(f"{prog}: fatal: cannot open source file `{value}' for reading: "
                             f"{strerror(found)}\n".encode())
            return 2
        path, data = found
        if dest == "include":
            if path in included:
                continue
            included.add(path)
        src.add(value, data.decode("utf-8", "surrogateescape"))
    return src
