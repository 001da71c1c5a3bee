"""``history``: the list a terminal host keeps (``sh.history``); without one the shell has no history.

A non-interactive bash keeps no history, so ``history`` there prints nothing;
under vshell's terminal it lists, clears (``-c``), deletes (``-d N``) and
appends (``-s``) entries as interactive bash does.  Reading and writing
history files (``-a -n -r -w``) is the host's business: they fail closed.
"""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import getopt


@builtin("history")
def b_history(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "history", argv, "cd:anrwps")
    if parsed is None:
        return 2
    opts, args = parsed
    flags = {o for o, _ in opts}
    hist = sh.history
    if flags & {"-a", "-n", "-r", "-w"}:
        sh.error("history: history files are kept by the host, not the shell")
        return 1
    if "-p" in flags:
        for a in args:
            sh.write_out(a + "\n")
        return 0
    if hist is None:
        return 0
    if "-c" in flags:
        hist.clear()
    for o, value in opts:
        if o == "-d":
            text = value or ""
            num = int(text) if text.lstrip("-").isdigit() else None
            if num is not None and num < 0:
                num = hist.next_number + num
            if num is None or not hist.delete(num):
                sh.error(f"history: {text}: history position out of range")
                return 1
    if "-s" in flags:
        if args:
            hist.replace_last(" ".join(args))
        return 0
    if flags:
        return 0
    if len(args) > 1:
        sh.error("history: too many arguments")
        return 1
    entries = hist.numbered()
    if args:
        if not args[0].isdigit():
            sh.error(f"history: {args[0]}: numeric argument required")
            return 1
        entries = entries[len(entries) - int(args[0]) :] if int(args[0]) else []
    sh.write_out("".join(f"{n:5d}  {text}\n" for n, text in entries))
    return 0
