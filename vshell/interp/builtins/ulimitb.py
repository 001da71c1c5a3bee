"""``ulimit``: the resource limits a script sees.

vshell runs no processes, so no operating-system limit applies to a script; its own bounds are
the session's ``Limits``.  ``ulimit`` therefore reports a fixed table with Linux's usual defaults
(D-ulimit) and remembers values a script sets, so ``ulimit -n 4096; ulimit -n`` reads back.
"""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import usage

# letter -> (bash's description with its unit, the value reported until the script sets one)
_RESOURCES: dict[str, tuple[str, str]] = {
    "R": ("real-time non-blocking time  (microseconds, -R)", "unlimited"),
    "c": ("core file size              (blocks, -c)", "0"),
    "d": ("data seg size               (kbytes, -d)", "unlimited"),
    "e": ("scheduling priority                 (-e)", "0"),
    "f": ("file size                   (blocks, -f)", "unlimited"),
    "i": ("pending signals                     (-i)", "unlimited"),
    "l": ("max locked memory           (kbytes, -l)", "8192"),
    "m": ("max memory size             (kbytes, -m)", "unlimited"),
    "n": ("open files                          (-n)", "1024"),
    "p": ("pipe size                (512 bytes, -p)", "8"),
    "q": ("POSIX message queues         (bytes, -q)", "819200"),
    "r": ("real-time priority                  (-r)", "0"),
    "s": ("stack size                  (kbytes, -s)", "8192"),
    "t": ("cpu time                   (seconds, -t)", "unlimited"),
    "u": ("max user processes                  (-u)", "unlimited"),
    "v": ("virtual memory              (kbytes, -v)", "unlimited"),
    "x": ("file locks                          (-x)", "unlimited"),
}
_READ_ONLY = frozenset("p")  # bash: the pipe size cannot be changed


def _current(sh: Any, letter: str) -> str:
    table: dict[str, str] = getattr(sh, "ulimits", None) or {}
    return table.get(letter, _RESOURCES[letter][1])


@builtin("ulimit")
def b_ulimit(sh: Any, argv: list[str]) -> int:
    letters: list[str] = []
    show_all = False
    operands: list[str] = []
    for i, a in enumerate(argv[1:], 1):
        if a == "--":
            operands = argv[i + 1 :]
            break
        if a.startswith("-") and len(a) > 1 and not operands:
            for c in a[1:]:
                if c == "a":
                    show_all = True
                elif c in "SH":
                    pass  # soft and hard limits are the same here
                elif c in _RESOURCES:
                    letters.append(c)
                else:
                    return usage(sh, "ulimit", f"-{c}: invalid option")
            continue
        operands.append(a)
    if show_all:
        sh.write_out("".join(f"{desc} {_current(sh, c)}\n" for c, (desc, _) in _RESOURCES.items()))
        return 0
    if not letters:
        letters = ["f"]
    if operands:
        value = operands[0]
        if value not in ("unlimited", "hard", "soft") and not value.isdigit():
            sh.error(f"ulimit: {value}: invalid number")
            return 1
        status = 0
        for c in letters:
            if c in _READ_ONLY:
                sh.error(f"ulimit: {_RESOURCES[c][0].split('  ')[0]}: cannot modify limit: Invalid argument")
                status = 1
                continue
            if value not in ("hard", "soft"):
                # a new table each time: a subshell's clone shares the attribute with its parent
                sh.ulimits = {**(getattr(sh, "ulimits", None) or {}), c: value}
        return status
    if len(letters) == 1:
        sh.write_out(_current(sh, letters[0]) + "\n")
    else:
        sh.write_out("".join(f"{_RESOURCES[c][0]} {_current(sh, c)}\n" for c in letters))
    return 0
