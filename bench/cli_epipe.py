"""How long `vshell -c yes | head -1` and `vshell -c 'seq 1 3000000' | wc -l` take (a measurement tool).

Run:  python bench/cli_epipe.py [--repeat N]

Each pipeline runs with the real `vshell` module (``python -m vshell``) on real pipes; the best and
the median wall time of N runs are printed, with `python -c pass` as the interpreter's own start-up,
and the best CPU time (user + sys of the whole pipeline), which stays meaningful on a busy machine.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess  # the benchmark starts vshell as a user would; product code never does
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PIPELINES = {
    "python -c pass": f"{sys.executable} -c pass",
    "vshell -c yes | head -1": f"{sys.executable} -m vshell -c yes | head -1",
    "vshell -c 'seq 1 3000000' | wc -l": f"{sys.executable} -m vshell --timeout 600 -c 'seq 1 3000000' | wc -l",
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    print(f"{'pipeline':<36}{'best s':>8}{'median s':>10}{'cpu s':>8}  output")
    for name, line in PIPELINES.items():
        times = []
        cpu = []
        out = ""
        for _ in range(args.repeat):
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            done = subprocess.run(["bash", "-c", line], capture_output=True, text=True, env=env, cwd="/tmp")
            times.append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
            out = done.stdout.strip()
        print(f"{name:<36}{min(times):>8.3f}{statistics.median(times):>10.3f}{min(cpu):>8.3f}  {out[:20]}")


if __name__ == "__main__":
    main()
