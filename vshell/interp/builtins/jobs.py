"""``wait jobs kill`` over the shell's own background jobs (threads, never processes)."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin, signals
from vshell.interp.builtins.opts import getopt, usage
from vshell.interp.core import FAKE_PID
from vshell.interp.errors import KilledBySignal
from vshell.limits import Cancelled, RunAborted


class JobKilled(Cancelled):
    """How ``kill`` stops a job's budget: the job then reads as killed by ``signal`` (status 128+n)."""

    def __init__(self, signal: str) -> None:
        super().__init__(f"vshell: killed by SIG{signal}")
        self.signal = signal


def job_status(job: Any) -> int:
    """The status ``wait`` gives for an ended job: its own, or 128+n when ``kill`` ended it."""
    aborted = getattr(job.budget, "aborted", None)
    if isinstance(aborted, JobKilled):
        return 128 + _number(aborted.signal)
    return int(job.status)


def _table(sh: Any) -> list[Any]:
    """The job table ``jobs``, ``kill`` and ``disown`` see: a subshell's is its parent's until it starts a job."""
    jobs: list[Any] = sh.jobs or sh.inherited_jobs
    return jobs


def _find(sh: Any, spec: str, name: str) -> tuple[Any, bool]:
    """The job ``spec`` names (``%n``, ``%+``, ``%-``, ``%prefix``, ``%?text``, a pid), and whether it was ambiguous.

    An ambiguous ``%prefix``/``%?text`` prints bash's ``name: text: ambiguous job spec``.  ``wait`` looks
    only at the shell's own children.
    """
    jobs = sh.jobs if name == "wait" else _table(sh)
    if spec.startswith("%"):
        s = spec[1:]
        if s in ("", "%", "+"):
            return (jobs[-1] if jobs else None), False
        if s == "-":
            return (jobs[-2] if len(jobs) > 1 else jobs[-1] if jobs else None), False
        if s.isdigit():
            return next((j for j in jobs if j.number == int(s)), None), False
        if s.startswith("?"):
            text = s[1:]
            found = [j for j in jobs if text in j.command]
        else:
            text = s
            found = [j for j in jobs if j.command.startswith(s)]
        if len(found) > 1:
            sh.error(f"{name}: {text}: ambiguous job spec")
            return None, True
        return (found[0] if found else None), False
    if spec.isdigit():
        return next((j for j in jobs if j.pid == int(spec)), None), False
    return None, False


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
            sh.wait_job(j)
            sh.jobs.remove(j)
            return job_status(j)
        for j in list(sh.jobs):
            sh.wait_job(j)
        sh.jobs = []
        sh.bgpids.clear()  # bash forgets the saved statuses too
        return 0
    status = 0
    for a in args:
        j, ambiguous = _find(sh, a, "wait")
        if j is None and a.isdigit():
            j = sh.bgpids.get(int(a))  # a disowned or already waited-for child: its saved status
        if j is None:
            if ambiguous:
                pass
            elif a.startswith("%"):
                sh.error(f"wait: {a}: no such job")
            elif a.isdigit():
                sh.error(f"wait: pid {a} is not a child of this shell")
            else:
                sh.error(f"wait: `{a}': not a pid or valid job spec")
            status = 127
            continue
        sh.wait_job(j)
        status = job_status(j)
        if j in sh.jobs:
            sh.jobs.remove(j)
    sh.forget_done_jobs()
    return int(status)


@builtin("jobs")
def b_jobs(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "jobs", argv, "lnprsx")
    if parsed is None:
        return 2
    opts, specs = parsed
    flags = {o for o, _ in opts}
    table = _table(sh)
    n = len(table)
    done = []
    status = 0
    wanted = None
    if specs:
        wanted = []
        for spec in specs:
            j, ambiguous = _find(sh, spec, "jobs")
            if j is None:
                if not ambiguous:
                    sh.error(f"jobs: {spec}: no such job")
                status = 1
            else:
                wanted.append(j)
    for k, j in enumerate(table):
        if wanted is not None and j not in wanted:
            continue
        mark = "+" if k == n - 1 else "-" if k == n - 2 else " "
        if "-p" in flags:
            sh.write_out(f"{j.pid}\n")
            continue
        if j.done.is_set():
            done.append(j)
        sh.write_out(job_line(j, mark, "-l" in flags))
    for j in done:
        table.remove(j)
    return status


def job_line(j: Any, mark: str, with_pid: bool = False) -> str:
    """A job as ``jobs`` (and an interactive shell's Done notice) shows it."""
    if j.done.is_set():
        st = job_status(j)
        state = "Done" if st == 0 else f"Exit {st}" if st <= 128 else _SIGNAL_STATES.get(st - 128, f"Signal {st - 128}")
    else:
        state = "Running"
    pid = f"{j.pid} " if with_pid else ""
    return f"[{j.number}]{mark}  {pid}{state:<24}{j.command}{' &' if state == 'Running' else ''}\n"


def done_notices(sh: Any) -> str:
    """What interactive bash says before a prompt about the jobs that ended since: they leave the table."""
    table = sh.jobs
    n = len(table)
    lines = []
    for k, j in enumerate(table):
        if j.done.is_set():
            lines.append(job_line(j, "+" if k == n - 1 else "-" if k == n - 2 else " "))
    sh.jobs = [j for j in table if not j.done.is_set()]
    return "".join(lines)


@builtin("fg")
def b_fg(sh: Any, argv: list[str]) -> int:
    """Wait for a job in the foreground (there is no job control to resume a stopped one): Ctrl+C ends it."""
    spec = argv[1] if len(argv) > 1 else "%+"
    j, ambiguous = _find(sh, spec, "fg")
    if j is None:
        if not ambiguous:
            sh.error(f"fg: {'current' if spec == '%+' else spec}: no such job")
        return 1
    sh.write_out(j.command + "\n")
    try:
        sh.wait_job(j)
    except RunAborted:
        if j.budget is not None and not j.done.is_set():
            try:
                j.budget.abort(JobKilled("INT"))
            except RunAborted:
                pass
            j.done.wait(0.5)  # as SIGINT reaps the job before the prompt comes back
        if j in sh.jobs:
            sh.jobs.remove(j)
        raise
    if j in sh.jobs:
        sh.jobs.remove(j)
    return job_status(j)


# How `jobs` names a job a signal ended (strsignal's words, as bash prints them).
_SIGNAL_STATES = {
    1: "Hangup", 2: "Interrupt", 3: "Quit", 4: "Illegal instruction", 5: "Trace/breakpoint trap", 6: "Aborted",
    7: "Bus error", 8: "Floating point exception", 9: "Killed", 10: "User defined signal 1",
    11: "Segmentation fault", 12: "User defined signal 2", 13: "Broken pipe", 14: "Alarm clock", 15: "Terminated",
}  # fmt: skip

_IGNORED_BY_DEFAULT = frozenset(["CHLD", "CONT", "URG", "WINCH", "STOP", "TSTP", "TTIN", "TTOU", "0"])
# A background job of a non-interactive bash also ignores SIGQUIT (bash sets it so before the job runs);
# stopping a job is not modelled (no job control), so STOP/TSTP/TTIN/TTOU leave it running, as bash -c shows.
_JOB_IGNORES = _IGNORED_BY_DEFAULT | {"QUIT"}


def _signal_self(sh: Any, sig: str) -> None:
    """A signal to this very shell: its trap runs, or an untrapped deadly signal ends it."""
    action = sh.traps.get(sig)
    if action is not None:
        if action:
            sh.pending_traps.append(sig)
        return
    if sig in _IGNORED_BY_DEFAULT:
        return
    raise KilledBySignal(sig, _number(sig))


def _number(sig: str) -> int:
    """A signal's number from the name kill keeps it under (``TERM``, ``RTMIN+1``, ``32``)."""
    return signals.SIGNUM[sig] if sig in signals.SIGNUM else int(sig)


@builtin("kill")
def b_kill(sh: Any, argv: list[str]) -> int:
    args = argv[1:]
    if not args:
        return usage(sh, "kill")
    posix = sh.opts["posix"]
    listing = False
    spec = "TERM"
    num: int | None = 15
    while args:
        w = args[0]
        if w in ("-l", "-L"):
            listing = True
            args = args[1:]
            continue
        if w in ("-s", "-n"):
            if len(args) < 2:
                sh.error(f"kill: {w}: option requires an argument")
                return 1
            spec, args = args[1], args[2:]
        elif (w[:2] == "-s" and w[2:3].isalpha()) or (w[:2] == "-n" and w[2:3].isdigit()):
            spec, args = w[2:], args[1:]
        elif w == "--":
            args = args[1:]
            break
        elif w == "-?":
            return usage(sh, "kill")
        elif w.startswith("-") and len(w) > 1:
            spec, args = w[1:], args[1:]
        else:
            break
        num = signals.decode(spec, sig_prefix=not posix)
        break
    if listing:
        return _list_signals(sh, args, posix)
    if num is None:
        sh.error(f"kill: {spec}: invalid signal specification")
        return 1
    if not args:
        return usage(sh, "kill")
    sig = "0" if num == 0 else signals.key(num)
    status = 0
    own = {str(FAKE_PID + sh.subshell), str(FAKE_PID)}
    for a in args:
        if a in own:
            _signal_self(sh, sig)
            continue
        j, ambiguous = _find(sh, a, "kill")
        if j is None:
            if ambiguous:
                pass
            elif a.startswith("%"):
                sh.error(f"kill: {a}: no such job")
            elif a.lstrip("-").isdigit():
                sh.error(f"kill: ({a}) - No such process")
            else:
                sh.error(f"kill: {a}: arguments must be process or job IDs")
            status = 1
            continue
        _signal_job(j, sig)
    return status


def _list_signals(sh: Any, args: list[str], posix: bool) -> int:
    """``kill -l [sigspec ...]``: the table, or each number's name and each name's number."""
    if not args:
        sh.write_out(signals.listing(posix))
        return 0
    status = 0
    for a in args:
        if a.isdigit():
            n = int(a) - 128 if int(a) > 128 else int(a)  # an exit status names its signal
            if n >= signals.NSIG:
                sh.error(f"kill: {a}: invalid signal specification")
                status = 1
            elif n == 0 or n in signals.NAMES:
                sh.write_out(("EXIT" if n == 0 else signals.NAMES[n]) + "\n")
            continue
        num = signals.decode(a, sig_prefix=not posix)
        if num is None:
            sh.error(f"kill: {a}: invalid signal specification")
            status = 1
        else:
            sh.write_out(f"{num}\n")
    return status


def _signal_job(job: Any, sig: str) -> None:
    """Deliver ``sig`` to a background job: a deadly one ends it through its budget (FIFO waits too)."""
    b = getattr(job, "budget", None)
    if sig in _JOB_IGNORES or b is None or job.done.is_set():
        return  # an ended job is a zombie until waited for: the signal changes nothing
    try:
        b.abort(JobKilled(sig))
    except RunAborted:
        pass


@builtin("disown")
def b_disown(sh: Any, argv: list[str]) -> int:
    """Remove jobs from the table (``-a`` all, ``-r`` running only); ``-h`` keeps them (no SIGHUP here anyway)."""
    parsed = getopt(sh, "disown", argv, "ahr")
    if parsed is None:
        return 2
    opts, args = parsed
    flags = {o for o, _ in opts}
    running_only = "-r" in flags
    status = 0
    chosen: list[Any] = []
    if not args and (flags & {"-a", "-r"}):
        chosen = list(_table(sh))
    elif not args:
        if not _table(sh):
            sh.error("disown: current: no such job")
            return 1
        chosen = [_table(sh)[-1]]
    for a in args:
        j, _ambiguous = _find(sh, a, "disown")
        if j is None:
            sh.error(f"disown: {a}: no such job")
            status = 1
            continue
        chosen.append(j)
    if "-h" not in flags:
        for j in chosen:
            table = _table(sh)
            if j in table and not (running_only and j.done.is_set()):
                table.remove(j)
    return status
