"""Tab completion for the terminal: commands, paths through the filesystem view, ``$VAR`` names.

:func:`complete_word` finds the word before the cursor as bash's readline
does (after the last unquoted blank or operator; a word may be partly
quoted), and lists what it could become:

- the first word of a command: builtins, functions, aliases and the
  registry's commands (with a ``/`` in it: paths, as bash does);
- a word starting with ``$`` or ``${``: variable names;
- anything else: names in the filesystem view, directories with a ``/``.

Each candidate carries the text to put in the line, quoted as bash quotes
it (a backslash before each special character, or inside the quote the
word opened), and the name to show in a listing.
"""

from __future__ import annotations

import posixpath
from dataclasses import dataclass
from typing import TYPE_CHECKING

from vshell import command as registry

if TYPE_CHECKING:
    from vshell.interp.shell import Interp

_BREAKS = " \t\n;|&()<>"
_SPECIAL = set(" \t\n\\'\"`$&|;()<>!*?[]{}#~=,^")  # what bash backslash-quotes in a completed name


@dataclass(frozen=True, slots=True)
class Candidate:
    insert: str
    """The whole word as it goes into the line (quoted)."""
    display: str
    """The name shown in a listing (the last path component; ``/`` after a directory)."""
    is_dir: bool = False
    raw: str = ""
    """The unquoted word, for the common prefix."""


@dataclass(frozen=True, slots=True)
class Completions:
    start: int
    """Where the word being completed starts in the line."""
    word: str
    """The word as typed (with its quotes)."""
    quote: str
    """The quote the word left open (``'`` or ``"``), or empty."""
    candidates: tuple[Candidate, ...]


def _scan(head: str) -> tuple[int, str, str]:
    """Start of the current word, its unquoted text, and the quote left open."""
    start = 0
    quote = ""
    i = 0
    n = len(head)
    while i < n:
        c = head[i]
        if quote:
            if c == quote:
                quote = ""
            elif c == "\\" and quote == '"' and i + 1 < n:
                i += 1
        elif c == "\\":
            i += 1
        elif c in "'\"":
            quote = c
        elif c in _BREAKS:
            start = i + 1
        i += 1
    return start, _unquote(head[start:]), quote


def _unquote(word: str) -> str:
    out = []
    quote = ""
    i = 0
    while i < len(word):
        c = word[i]
        if quote:
            if c == quote:
                quote = ""
            elif c == "\\" and quote == '"' and i + 1 < len(word) and word[i + 1] in '"\\$`':
                i += 1
                out.append(word[i])
            else:
                out.append(c)
        elif c == "\\" and i + 1 < len(word):
            i += 1
            out.append(word[i])
        elif c in "'\"":
            quote = c
        else:
            out.append(c)
        i += 1
    return "".join(out)


def quote_word(text: str, quote: str) -> str:
    """``text`` quoted as bash's completion quotes a file name."""
    if quote == "'":
        return "'" + text.replace("'", "'\\''")
    if quote == '"':
        return '"' + "".join("\\" + c if c in '"\\$`' else c for c in text)
    return "".join("\\" + c if c in _SPECIAL else c for c in text)


def _command_position(before: str) -> bool:
    stripped = before.rstrip()
    return stripped == "" or stripped[-1] in ";|&(" or stripped.endswith(("then", "do", "else", "!", "{"))


def complete_word(sh: Interp, line: str, cursor: int) -> Completions:
    """What the word before ``cursor`` could become (see the module docstring); candidates sorted."""
    from vshell.interp.builtins import BUILTINS

    head = line[:cursor]
    start, word, quote = _scan(head)
    typed = head[start:]
    out: dict[str, Candidate] = {}
    if word.startswith("$") and quote != "'":
        brace = word.startswith("${")
        stem = word[2:] if brace else word[1:]
        if all(c.isalnum() or c == "_" for c in stem):
            names = {n for n in sh.vars.names() if n.startswith(stem)}
            for n in names:
                ins = ("${" + n + "}") if brace else ("$" + n)
                out[ins] = Candidate(ins, ins, False, ins)
            return Completions(start, typed, quote, tuple(out[k] for k in sorted(out)))
    if _command_position(line[:start]) and "/" not in word:
        names = set(BUILTINS) | set(sh.functions) | set(sh.aliases) | set(registry.all_commands())
        for n in names:
            if n.startswith(word):
                out[n] = Candidate(quote_word(n, quote), n, False, n)
        return Completions(start, typed, quote, tuple(out[k] for k in sorted(out)))
    d, slash, base = word.rpartition("/")
    if word.startswith("~/") or word == "~":
        home = sh.vars.get("HOME") or sh.home
        dir_path = home + d[1:] if slash else home
        shown_dir = d + slash
    else:
        dir_path = (d or "/") if word.startswith("/") else sh.resolve_path(d or ".")
        shown_dir = d + slash
    try:
        entries = sh.fs.listdir(dir_path)
    except OSError:
        return Completions(start, typed, quote, ())
    for name in entries:
        if not name.startswith(base) or (name.startswith(".") and not base.startswith(".")):
            continue
        full = posixpath.join(dir_path, name)
        try:
            is_dir = sh.fs.stat(full).is_dir
        except OSError:
            is_dir = False
        raw = shown_dir + name + ("/" if is_dir else "")
        out[raw] = Candidate(quote_word(raw, quote), name + ("/" if is_dir else ""), is_dir, raw)
    return Completions(start, typed, quote, tuple(out[k] for k in sorted(out)))


def complete(sh: Interp, line: str, cursor: int) -> list[str]:
    """The candidates' unquoted words for the word before ``cursor`` (sorted, unique)."""
    return [c.raw for c in complete_word(sh, line, cursor).candidates]
