"""GNU backups for cp, mv and ln: ``--backup[=CONTROL]``, ``-b``, ``-S SUFFIX`` (coreutils 9.1 backupfile.c).

CONTROL (or ``$VERSION_CONTROL`` when ``--backup`` has no word) picks the kind:
``none``/``off`` never, ``simple``/``never`` appends the suffix, ``numbered``/``t``
makes ``NAME.~N~``, ``existing``/``nil`` (the default) numbers only files that
already have numbered backups.  The suffix is ``-S``, else
``$SIMPLE_BACKUP_SUFFIX``, else ``~``.  A backup is the old file renamed away.
"""

from __future__ import annotations

import posixpath
import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed, UsageError
from vshell.coreutils.common.errors import quote

_KINDS = [["none", "off"], ["simple", "never"], ["existing", "nil"], ["numbered", "t"]]
_NUMBERED = re.compile(r"\.~([1-9][0-9]*)~")


def _argmatch(value: str, option: str) -> str:
    """GNU's XARGMATCH over the backup words: an exact word or unambiguous prefix; the group's first word."""
    hits = [g[0] for g in _KINDS if value in g]
    if not hits:
        hits = list(dict.fromkeys(g[0] for g in _KINDS for w in g if w.startswith(value)))
    if len(hits) == 1:
        return hits[0]
    kind = "ambiguous" if hits else "invalid"
    lines = [f"{kind} argument {quote(value)} for {quote(option)}", "Valid arguments are:"]
    lines += ["  - " + ", ".join(quote(w) for w in g) for g in _KINDS]
    raise UsageError("\n".join(lines))


def backup_kind(ctx: CommandContext, args: Parsed) -> str | None:
    """The backup kind the options ask for (None: no backups); ``-S`` alone turns backups on, as GNU 9.1 does."""
    if "backup" not in args.values and "suffix" not in args.values:
        return None
    word = args.text("backup") or ""
    if word:
        kind = _argmatch(word, "backup type")
    else:
        env_word = ctx.env.get("VERSION_CONTROL", "")
        kind = _argmatch(env_word, "$VERSION_CONTROL") if env_word else "existing"
    return None if kind == "none" else kind


def backup_suffix(ctx: CommandContext, args: Parsed) -> str:
    """``-S``, else ``$SIMPLE_BACKUP_SUFFIX``; an empty one, or one with a ``/``, means ``~`` (gnulib)."""
    suffix = args.text("suffix")
    if suffix is None:
        suffix = ctx.env.get("SIMPLE_BACKUP_SUFFIX", "")
    return suffix if suffix and "/" not in suffix else "~"


def backup_tail(ctx: CommandContext, path: str, kind: str, suffix: str) -> str:
    """What to append to ``path`` (a filesystem path) to name its backup."""
    if kind == "simple":
        return suffix
    base = posixpath.basename(path)
    try:
        names = ctx.fs.listdir(posixpath.dirname(path) or "/")
    except OSError:
        names = []
    highest = 0
    for name in names:
        if name.startswith(base):
            match = _NUMBERED.fullmatch(name, len(base))
            if match:
                highest = max(highest, int(match.group(1)))
    if kind == "existing" and highest == 0:
        return suffix
    return f".~{highest + 1}~"
