"""Signal names and numbers as bash 5.2 on Linux x86-64 knows them (``trap``, ``kill``).

Numbers 1-31 are the classic signals, 34-64 the real-time ones (``RTMIN``,
``RTMIN+1`` ... ``RTMAX-1``, ``RTMAX``); 32 and 33 are valid numbers with no
name (glibc keeps them), shown as numbers by ``trap`` and left out of
listings.  ``trap`` also knows ``EXIT`` (0) and the shell's own ``DEBUG``,
``ERR`` and ``RETURN``, numbered after the signals as bash does.
"""

from __future__ import annotations

NSIG = 65  # one past the highest signal number
DEBUG, ERR, RETURN = NSIG, NSIG + 1, NSIG + 2

_CLASSIC = (
    "HUP", "INT", "QUIT", "ILL", "TRAP", "ABRT", "BUS", "FPE", "KILL", "USR1", "SEGV", "USR2", "PIPE", "ALRM",
    "TERM", "STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN", "TTOU", "URG", "XCPU", "XFSZ", "VTALRM", "PROF",
    "WINCH", "IO", "PWR", "SYS",
)  # fmt: skip
_RTMIN, _RTMAX = 34, 64


def _table() -> dict[int, str]:
    names = {i + 1: n for i, n in enumerate(_CLASSIC)}
    names[_RTMIN] = "RTMIN"
    for k in range(1, 16):
        names[_RTMIN + k] = f"RTMIN+{k}"
    for k in range(14, 0, -1):
        names[_RTMAX - k] = f"RTMAX-{k}"
    names[_RTMAX] = "RTMAX"
    return names


# number -> name without SIG, for every signal that has a name (1-31, 34-64)
NAMES: dict[int, str] = _table()
# name without SIG -> number, the names trap keys its actions by included
SIGNUM: dict[str, int] = {n: i for i, n in NAMES.items()} | {"EXIT": 0, "DEBUG": DEBUG, "ERR": ERR, "RETURN": RETURN}


def decode(spec: str, sig_prefix: bool = True) -> int | None:
    """bash's ``decode_signal`` without regard to case: a number from 0 to 64, ``RTMIN+n``, or a
    name (with a ``SIG`` prefix when ``sig_prefix``; POSIX-mode ``kill`` takes none)."""
    if spec.isdigit() and spec.isascii():
        n = int(spec)
        return n if n < NSIG else None
    s = spec.upper()
    for head in ("SIGRTMIN+", "RTMIN+"):
        if s.startswith(head):
            k = s[len(head) :]
            ok = k.isdigit() and k.isascii() and int(k) <= _RTMAX - _RTMIN
            return _RTMIN + int(k) if ok else None
    if s.startswith("SIG") and s[3:] in NAMES.values():
        return SIGNUM[s[3:]] if sig_prefix else None
    return SIGNUM.get(s)


_SHELL_TRAPS = {0: "EXIT", DEBUG: "DEBUG", ERR: "ERR", RETURN: "RETURN"}


def key(n: int) -> str:
    """The name a trap is kept under: ``EXIT``, ``INT``, ``RTMIN+3``, ``DEBUG``; 32 and 33 as numbers."""
    return _SHELL_TRAPS.get(n) or NAMES.get(n, str(n))


def trap_order() -> list[str]:
    """Every trap key in bash's order: EXIT, the signals by number, DEBUG, ERR, RETURN."""
    return [key(n) for n in range(RETURN + 1)]


def display(name: str, posix: bool) -> str:
    """A trap key as ``trap`` prints it: ``SIGINT`` (``INT`` in POSIX mode), ``EXIT``, ``32``."""
    if name in NAMES.values() and not posix:
        return "SIG" + name
    return name


def listing(posix_kill: bool) -> str:
    """``kill -l``/``trap -l``: five ``N) SIGNAME`` columns, or (``kill -l`` in POSIX mode) the
    names on one line."""
    if posix_kill:
        return " ".join(NAMES.values()) + "\n"
    items = [f"{n:2d}) SIG{name}" for n, name in NAMES.items()]
    rows = ["\t".join(items[k : k + 5]) for k in range(0, len(items), 5)]
    # a full row ends with its line; bash ends the last, short one with a tab before the newline
    return "".join(row + ("\n" if len(row.split("\t")) == 5 else "\t\n") for row in rows)
