"""How long after its limit each costly run ends, and how long its process then takes to exit.

python bench/limits_overrun.py [--cli] [NAME ...]

Each case runs in a fresh process over an empty temporary workspace: ``Session.run`` after a warm-up
run.  ``returned``: its wall time minus the limit; ``worker``: the same until the run's worker thread
ended (a stopped run's worker is left behind after a 50 ms grace and ends at its next tick); ``exit``:
from then to the process's exit.  With ``--cli`` each case is ``python -m vshell --dry-run --limit
... -c SCRIPT`` and ``returned`` is the whole process, start-up included.
Printed besides: the run's status, the process's peak RSS and the last line of its stderr.  ``cap``
cases run under a host address-space cap (RLIMIT_AS) too, to show how the run ends when the host's
cap comes first.
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MIB = 1 << 20

# name -> (script, wall-time limit in seconds, memory_bytes limit or 0 for the default, host RLIMIT_AS or 0)
CASES: dict[str, tuple[str, float, int, int]] = {
    "read </dev/zero": ("read x < /dev/zero; echo after", 2.0, 0, 0),
    "mapfile </dev/zero": ("mapfile a < /dev/zero; echo after", 2.0, 0, 0),
    "mkdir -p 10000 deep": ("mkdir -p $(printf 'a/%.0s' {1..10000})", 2.0, 0, 0),
    "printf %.8000000f": ("printf '%.8000000f' 0.1 >/dev/null", 2.0, 0, 0),
    "brace 1e6 words": (": {1..1000000}", 1.0, 0, 0),
    "split seq 1e6": (": $(seq 1 1000000)", 1.0, 0, 0),
    "glob 20000 files": ("touch f{1..20000}; while :; do : ./*[0-9]*; done", 2.0, 0, 0),
    "parse 100000 stmts": ("eval \"$(printf ':;%.0s' {1..100000})\"", 1.0, 0, 0),
    "sort /dev/zero": ("sort /dev/zero", 2.0, 256 * MIB, 0),
    "tac /dev/zero cap": ("tac /dev/zero", 5.0, 256 * MIB, 1024 * MIB),
    "tail -c1 /dev/zero cap": ("tail -c 1 /dev/zero", 5.0, 256 * MIB, 1024 * MIB),
    "regex redos": ("x=$(printf 'a%.0s' {1..40}); [[ ${x}! =~ ^(a|a)*$ ]]", 1.0, 0, 0),
}


_CHILD = """
import json, os, sys, time
from vshell.limits import Limits
from vshell.session import Session
wall, memory, script = float(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
limits = Limits(wall_time=wall, **({"memory_bytes": memory} if memory else {}))
s = Session([os.getcwd()], limits=limits)
s.run("cat </dev/null", timeout=120)  # the interpreter and the commands are imported: the figure is the run's
start = time.monotonic()
r = s.run(script)
past = time.monotonic() - start - wall
last = (r.stderr.decode("utf-8", "replace").strip().splitlines() or [""])[-1]
print(json.dumps([past, r.status, last]), flush=True)
# the stopped run's worker thread, if it is still on its way to its next tick (code before settle(): _settle)
getattr(s, "settle", lambda timeout: s._settle())(120)
print(json.dumps(time.monotonic() - start - wall), flush=True)
"""


def run_case(script: str, wall: float, memory: int, cap: int, cli: bool) -> tuple[float, float, float, int, int, str]:
    """(seconds past the limit until the run returned, and until its worker thread ended, seconds from
    then to the process's exit, status, peak RSS in MiB, last stderr line).  With ``cli`` the first
    figure is the whole CLI process, start-up included."""
    ws = tempfile.mkdtemp(prefix="vshell-overrun-")
    if cli:
        cmd = [sys.executable, "-m", "vshell", "--dry-run", "--limit", f"wall_time={wall}"]
        if memory:
            cmd += ["--limit", f"memory_bytes={memory}"]
        cmd += ["-c", script]
    else:
        cmd = [sys.executable, "-c", _CHILD, str(wall), str(memory), script]

    def cap_memory() -> None:
        if cap:
            resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    env = dict(os.environ, PYTHONPATH=ROOT)
    start = time.monotonic()
    proc = subprocess.Popen(
        cmd, cwd=ws, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        preexec_fn=cap_memory, start_new_session=True,
    )
    assert proc.stdout is not None and proc.stderr is not None
    killer = threading.Timer(wall + 120, os.killpg, (proc.pid, signal.SIGKILL))
    killer.start()
    line = proc.stdout.readline()
    settled = proc.stdout.readline()
    returned = time.monotonic()
    err = proc.stderr.read()
    _, wstatus, usage = os.wait4(proc.pid, 0)
    ended = time.monotonic()
    killer.cancel()
    status = os.waitstatus_to_exitcode(wstatus)
    proc.returncode = status
    if cli:
        lines = err.decode("utf-8", "replace").strip().splitlines() or [""]
        return ended - start - wall, 0.0, 0.0, status, usage.ru_maxrss // 1024, lines[-1][:70]
    if not line:
        return ended - start - wall, 0.0, 0.0, status, usage.ru_maxrss // 1024, "[no result] " + err.decode()[-60:]
    past, run_status, last = json.loads(line)
    worker = json.loads(settled) if settled else float("inf")  # inf: still running when killed
    return past, worker, ended - returned, run_status, usage.ru_maxrss // 1024, last[:70]


def main() -> None:
    args = sys.argv[1:]
    cli = "--cli" in args
    names = [a for a in args if a != "--cli"] or list(CASES)
    print(f"{'case':<24} {'returned':>8} {'worker':>7} {'exit':>6} {'status':>6} {'maxrss':>7}  last stderr line")
    for name in names:
        script, wall, memory, cap = CASES[name]
        past, worker, lag, status, rss, last = run_case(script, wall, memory, cap, cli)
        print(f"{name:<24} {past:7.2f}s {worker:6.2f}s {lag:5.2f}s {status:>6} {rss:>6}M  {last}", flush=True)


if __name__ == "__main__":
    main()
