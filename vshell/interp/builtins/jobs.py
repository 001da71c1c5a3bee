"""``wait jobs kill`` over the shell's own background jobs (threads, never processes)."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.flow import SIGNALS, SIGNUM
from vshell.interp.builtins.opts import getopt, usage
from vshell.interp.core import FAKE_PID
from vshell.interp.errors import KilledBySignal
from vshell.limits import Cancelled, RunAborted


def _find(sh: Any, spec: str) -> Any:
    jobs = sh.jobs
    if spec.startswith("%"):
        s = spec[1:]
        if s in ("", "%", "+"):
            return jobs[-1] if jobs else None
        if s == "-":
            return jobs[-2] if len(jobs) > 1 else None
        if s.isdigit():
            for j in jobs:
                if j.number == int(s):
                    return j
            return None
        for j in jobs:
            if j.command.startswith(s):
                return j
        return None
    if spec.isdigit():
        for j in jobs:
            if j.pid == int(spec):
                return j
    return None


@builtin("wait")
def b_wait(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "wait", argv, "fnp:")
    if parsed is None:
        return 2
    opts, args = parsed
    if not args:
        if any(o == "-n" for o, _ in opts):
            pending = [j for j in sh.jobs]
            if not pending:
                return 127
            j = pending[0]
            st = sh.wait_job(j)
            sh.jobs.remove(j)
            return int(st)
        for j in list(sh.jobs):
            sh.wait_job(j)
        sh.jobs = []
        return 0
    status = 0
    for a in args:
        j = _find(sh, a)
        if j is None:
            if a.startswith("%"):
                sh.error(f"wait: {a}: no such job")
            elif a.isdigit():
                sh.error(f"wait: pid {a} is not a child of this shell")
            else:
                sh.error(f"wait: `{a}': not a pid or valid job spec")
            status = 127
            continue
        status = sh.wait_job(j)
        if j in sh.jobs:
            sh.jobs.remove(j)
    return int(status)


@builtin("jobs")
def b_jobs(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "jobs", argv, "lnprsx")
    if parsed is None:
        return 2
    opts, _ = parsed
    flags = {o for o, _ in opts}
    n = len(sh.jobs)
    done = []
    for k, j in enumerate(sh.jobs):
        mark = "+" if k == n - 1 else "-" if k == n - 2 else " "
        if "-p" in flags:
            sh.write_out(f"{j.pid}\n")
            continue
        if j.done.is_set():
            state = "Done" if j.status == 0 else f"Exit {j.status}"
            done.append(j)
        else:
            state = "Running"
        pid = f"{j.pid} " if "-l" in flags else ""
        sh.write_out(f"[{j.number}]{mark}  {pid}{state:<24}{j.command}{' &' if state == 'Running' else ''}\n")
    for j in done:
        sh.jobs.remove(j)
    return 0


_IGNORED_BY_DEFAULT = frozenset(["CHLD", "CONT", "URG", "WINCH", "STOP", "TSTP", "TTIN", "TTOU", "0"])


def _signal_self(sh: Any, sig: str) -> None:
    """A signal to this very shell: its trap runs, or an untrapped deadly signal ends it."""
    action = sh.traps.get(sig)
    if action is not None:
        if action:
            sh.pending_traps.append(sig)
        return
    if sig in _IGNORED_BY_DEFAULT:
        return
    raise KilledBySignal(sig, SIGNUM[sig])


@builtin("kill")
def b_kill(sh: Any, argv: list[str]) -> int:
    args = argv[1:]
    if not args:
        return usage(sh, "kill")
    if args[0] == "-l" or args[0] == "-L":
        if len(args) == 1:
            items = [f"{i + 1:2d}) SIG{n}" for i, n in enumerate(SIGNALS)]
            sh.write_out("".join("\t".join(items[k : k + 5]) + "\n" for k in range(0, len(items), 5)))
            return 0
        for a in args[1:]:
            if a.isdigit():
                num = int(a)
                if num > 128:
                    num -= 128
                if 1 <= num <= len(SIGNALS):
                    sh.write_out(SIGNALS[num - 1] + "\n")
                else:
                    sh.error(f"kill: {a}: invalid signal specification")
                    return 1
            else:
                name = a.upper().removeprefix("SIG")
                if name in SIGNUM:
                    sh.write_out(f"{SIGNUM[name]}\n")
                else:
                    sh.error(f"kill: {a}: invalid signal specification")
                    return 1
        return 0
    sig = "TERM"
    if args[0] in ("-s", "-n") and len(args) > 1:
        sig = args[1].upper().removeprefix("SIG")
        args = args[2:]
    elif args[0].startswith("-") and len(args[0]) > 1 and args[0] != "--":
        sig = args[0][1:].upper().removeprefix("SIG")
        if not (sig.isdigit() or sig in SIGNUM):
            sh.error(f"kill: {args[0][1:]}: invalid signal specification")
            return 1
        args = args[1:]
    elif args[0] == "--":
        args = args[1:]
    if sig.isdigit():
        n = int(sig)
        sig = SIGNALS[n - 1] if 1 <= n <= len(SIGNALS) else "0"
    status = 0
    own = {str(FAKE_PID + sh.subshell), str(FAKE_PID)}
    for a in args:
        if a in own:
            _signal_self(sh, sig)
            continue
        j = _find(sh, a)
        if j is None:
            if a.startswith("%"):
                sh.error(f"kill: {a}: no such job")
            elif a.lstrip("-").isdigit():
                sh.error(f"kill: ({a}) - No such process")
            else:
                sh.error(f"kill: {a}: arguments must be process or job IDs")
            status = 1
            continue
        b = getattr(j, "budget", None)
        if b is not None:
            try:
                b.abort(Cancelled("vshell: killed"))
            except RunAborted:
                pass
    return status
