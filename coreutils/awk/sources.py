"""The program's sources: ``-f`` files (searched along AWKPATH), ``-i`` includes and ``-e`` texts, in order,
and the files ``@include`` reads in where it stands (each file once).

gawk names each source in its messages (``prog.awk:3:``, ``cmd. line:1:``)
and counts lines within each; the sources are parsed as one text whose
boundaries the lexer sees as ends of input, so no rule spans two of them.
"""

from __future__ import annotations

import bisect
import posixpath

from vshell.command import CommandContext
from vshell.coreutils.awk.parse import IncludeRequest
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import strerror

_DEFAULT_AWKPATH = ".:/usr/share/awk"


class Sources:
    def __init__(self) -> None:
        # (label, text, the source's own number of its first line, less one)
        self.parts: list[tuple[str, str, int]] = []
        self.program_given = False  # a -f, -E or non-empty -e: the first operand is not the program
        self.included: set[str] = set()  # -i files and @include files, read once each
        self.programs: set[str] = set()  # -f files

    def add(self, label: str, text: str, line0: int = 0) -> None:
        self.parts.append((label, text, line0))

    def _starts(self) -> list[int]:
        """The first global line of each part."""
        out: list[int] = []
        line = 1
        for _, t, _ in self.parts:
            out.append(line)
            line += t.count("\n") + 1
        return out

    def text(self) -> str:
        return "\n".join(t for _, t, _ in self.parts)

    def bounds(self) -> list[int]:
        """Where each source but the last ends in ``text()``."""
        out: list[int] = []
        pos = 0
        for _, t, _ in self.parts[:-1]:
            pos += len(t)
            out.append(pos)
            pos += 1
        return out

    def where(self, line: int) -> tuple[str, int]:
        """The source and its own line number for a line of the joined text."""
        if not self.parts:
            return "cmd. line", line
        starts = self._starts()
        i = max(0, bisect.bisect_right(starts, line) - 1)
        return self.parts[i][0], line - starts[i] + 1 + self.parts[i][2]

    def label_line(self, line: int | None) -> str:
        label, local = self.where(line if line is not None else 1)
        return f"{label}:{local}"

    def include(self, ctx: CommandContext, prog: str, req: IncludeRequest) -> int | None:
        """Read ``@include``'s file in where the directive stood; a status after gawk's message if it cannot be."""
        pos, i = 0, 0
        while i < len(self.parts) - 1 and req.start > pos + len(self.parts[i][1]):
            pos += len(self.parts[i][1]) + 1
            i += 1
        label, text, line0 = self.parts[i]
        before, after = text[: req.start - pos], text[req.resume - pos :]
        pieces = [(label, before, line0)]
        if req.name:
            found = _find(ctx, req.name)
            where = self.label_line(req.line)
            if isinstance(found, IsADirectoryError):
                ctx.stderr.write(f"{prog}: {req.name}:1: error: cannot read source file `{req.name}': "
                                 "Is a directory\n".encode())
                return 1
            if isinstance(found, OSError):
                ctx.stderr.write(f"{prog}: {where}: error: cannot open source file `{req.name}' for reading: "
                                 f"{strerror(found)}\n".encode())
                return 1
            path, data = found
            if path in self.programs:
                # gawk has read the newline after the directive by the time it finds this.
                where = self.label_line(req.line + (text[req.resume - pos :].lstrip(" \t")[:1] == "\n"))
                ctx.stderr.write(f"{prog}: {where}: fatal: cannot include `{req.name}' and use it as a program "
                                 "file\n".encode())
                return 2
            if path not in self.included:
                self.included.add(path)
                pieces.append((req.name, data.decode("utf-8", "surrogateescape"), 0))
        # gawk names what follows an @include in a command-line program by the program's text.
        after_label = text if label == "cmd. line" else label
        pieces.append((after_label, after, line0 + text[: req.resume - pos].count("\n")))
        self.parts[i : i + 1] = pieces
        return None


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
            if path in src.included:
                continue
            src.included.add(path)
        else:
            src.programs.add(path)
        src.add(value, data.decode("utf-8", "surrogateescape"))
    return src
