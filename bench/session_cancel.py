"""Cancellation latency: time from Session.cancel() to run() returning, for each bomb and long run.

python bench/session_cancel.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from vshell.limits import Limits
from vshell.session import Session

RUNS = {
    "busy loop": "while true; do :; done",
    "blocked pipeline": "yes | sleep 100",
    "sleep 100": "sleep 100",
    "slow regex": "x=$(printf 'a%.0s' {1..40}); [[ ${x}! =~ ^(a|a)*$ ]]",
    "huge sort": "seq 1 3000000 | sort -r | head -1",
    "fork bomb": ":(){ :|:& };:",
    "recursion": "f(){ f; }; f",
    "eval recursion": 's=\'eval "$s"\'; eval "$s"',
    "brace 1e8": "echo {1..100000000}",
    "string doubling": "x=a; while :; do x=$x$x; done",
    "head -c 10G /dev/zero": "head -c 10G /dev/zero > f",
    "touch loop": "for ((i=0;;i++)); do : > f$i; done",
}


def latency(script: str, delay: float = 0.3) -> tuple[float, str]:
    d = tempfile.mkdtemp(prefix="vshell-cancel-")
    s = Session([d], limits=Limits(regex_seconds=600, wall_time=600))
    box: list[object] = []
    s.run(":")  # the interpreter is imported: measure the cancel, not the start-up
    worker = threading.Thread(target=lambda: box.append(s.run(script)))
    worker.start()
    time.sleep(delay)
    t = time.perf_counter()
    s.cancel()
    worker.join()
    end = time.perf_counter()
    r = box[0]
    how = f"{r.ended_by.value}/{r.limit or '-'}"  # type: ignore[attr-defined]
    if how != "cancelled/-":
        return r.timings.wall_seconds * 1000, how + ", ended by itself first; ms = its whole run"  # type: ignore[attr-defined]
    return (end - t) * 1000, how


def main() -> None:
    for name, script in RUNS.items():
        ms, how = latency(script)
        print(f"{name:<24} {ms:8.1f} ms  ({how})")


if __name__ == "__main__":
    main()
