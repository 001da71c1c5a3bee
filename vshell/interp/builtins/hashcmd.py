"""``hash`` and the table of remembered command paths behind it (bash's hashcmd.c).

The table maps a command name to the path a PATH search found and how many
times it was run from there (bash's "hits").  Running a command found on PATH
adds it with one hit and every later run from the table adds one; ``hash
NAME`` adds it with none.  Any change of PATH empties it (bash flushes it on
every assignment to PATH; vshell notices the new value when the table is next
used).  ``BASH_CMDS`` is the table as an associative array.
"""

from __future__ import annotations

from typing import Any

from vshell.expand.variables import assoc_keys
from vshell.interp.builtins import BUILTINS, builtin
from vshell.interp.builtins.opts import getopt

# bash's FILENAME_HASH_BUCKETS: the table lists its names in this hash table's order
_BUCKETS = 256


def table(sh: Any) -> dict[str, tuple[str, int]]:
    """The table (name -> (path, hits)), emptied first when PATH changed since it was last used."""
    path = sh.vars.get("PATH")
    if path != sh.hash_path:
        sh.hash_path = path
        sh.hashed = {}
    return sh.hashed  # type: ignore[no-any-return]


def lookup(sh: Any, name: str, count: bool = False) -> str | None:
    """The remembered path of ``name`` (a run from it counts a hit when ``count``).  A relative
    path given to ``hash -p`` is forgotten once it names no executable file, as in bash."""
    t = table(sh)
    entry = t.get(name)
    if entry is None:
        return None
    path, hits = entry
    if not path.startswith("/"):
        try:
            st = sh.fs.stat(sh.resolve_path(path))
        except OSError:
            st = None
        if st is None or not st.is_file or not st.mode & 0o111:
            del t[name]
            return None
    if count:
        t[name] = (path, hits + 1)
    return path


def remember(sh: Any, name: str, path: str, hits: int = 1) -> None:
    """Add ``name`` found at ``path`` (a PATH search's answer, or ``hash -p``/``BASH_CMDS``)."""
    table(sh)[name] = (path, hits)


def command_dir_path(path_var: str | None, name: str) -> str:
    """Where a registered command is found: the first of ``/usr/bin`` and ``/bin`` that PATH
    names (D-interp-path), else ``/usr/bin``."""
    dirs = [d.rstrip("/") for d in (path_var or "").split(":")]
    return f"{next((d for d in dirs if d in ('/usr/bin', '/bin')), '/usr/bin')}/{name}"


def as_array(sh: Any) -> dict[str, str]:
    """``BASH_CMDS``: name -> path."""
    return {n: p for n, (p, _) in table(sh).items()}


def _listing(sh: Any, portable: bool, names: list[str] | None = None) -> None:
    t = table(sh)
    order = names if names is not None else assoc_keys_in(t)
    if portable:
        sh.write_out("".join(f"builtin hash -p {t[n][0]} {n}\n" for n in order))
    else:
        sh.write_out("hits\tcommand\n" + "".join(f"{t[n][1]:4d}\t{t[n][0]}\n" for n in order))


def assoc_keys_in(t: dict[str, tuple[str, int]]) -> list[str]:
    """The names in bash's hash-table order (256 buckets, newest first within one)."""
    return assoc_keys(dict.fromkeys(t, ""), _BUCKETS)


@builtin("hash")
def b_hash(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "hash", argv, "lrp:dt")
    if parsed is None:
        return 2
    opts, names = parsed
    flags = {o for o, _ in opts}
    path = next((a for o, a in opts if o == "-p"), None)
    if not sh.opts["hashall"]:
        sh.error("hash: hashing disabled")
        return 1
    t = table(sh)
    if "-r" in flags:
        t.clear()
    if not names:
        if "-r" in flags or "-d" in flags:
            return 0
        if not t:
            if "-l" not in flags and not sh.opts["posix"]:
                sh.write_out("hash: hash table empty\n")
            return 0
        _listing(sh, "-l" in flags)
        return 0
    status = 0
    if "-t" in flags:
        for n in names:
            p = lookup(sh, n)
            if p is None:
                sh.error(f"hash: {n}: not found")
                status = 1
            elif "-l" in flags:
                sh.write_out(f"builtin hash -p {p} {n}\n")
            else:
                sh.write_out(f"{n}\t{p}\n" if len(names) > 1 else f"{p}\n")
        return status
    if "-d" in flags:
        for n in names:
            if t.pop(n, None) is None:
                sh.error(f"hash: {n}: not found")
                status = 1
        return status
    from vshell.interp.builtins.info import command_path

    for n in names:
        if path is not None:
            remember(sh, n, path, 0)
            continue
        if "/" in n or n in BUILTINS or n in sh.functions:
            continue  # bash looks nothing up for these, and says nothing
        p = command_path(sh, n)
        if p is None:
            sh.error(f"hash: {n}: not found")
            status = 1
        else:
            remember(sh, n, p, 0)
    return status
