"""Warm-session latency: one small command in an already-running Shell, vs GNU bash (a measurement tool).

Run:  python bench/interp_latency.py [--n 2000]

vshell: the median time of ``Shell.run`` for each command in a warm shell
(parse + execute; in-memory filesystem).  bash: the median time of the same
command inside one bash process (``TIMEFORMAT``-free: a loop timed with
EPOCHREALTIME), which is the interpreter cost without process start-up.
"""

from __future__ import annotations

import argparse
import io
import statistics
import subprocess  # the benchmark measures GNU bash too; product code never runs it
import time

from vshell.fs.memory import MemoryFS
from vshell.interp import Shell
from vshell.limits import Budget, Limits

COMMANDS = {"echo hi": "echo hi", "x=$(echo a)": "x=$(echo a)", "[[ -f f ]]": "[[ -f f ]]"}


def vshell_median(cmd: str, n: int) -> float:
    fs = MemoryFS()
    fs.makedirs("/work")
    fs.makedirs("/home/user")
    fs.write_bytes("/work/f", b"x\n")
    limits = Limits()
    sh = Shell(fs, limits=limits, env={"PATH": "/usr/bin:/bin"}, cwd="/work", home="/home/user")
    out = io.BytesIO()
    for _ in range(50):
        sh.run(cmd, stdin=io.BytesIO(), stdout=out, stderr=out, budget=Budget(limits))
    times = []
    for _ in range(n):
        out.seek(0)
        out.truncate()
        t = time.perf_counter()
        sh.run(cmd, stdin=io.BytesIO(), stdout=out, stderr=out, budget=Budget(limits))
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def bash_per_command(cmd: str, n: int) -> float:
    script = (
        f'cd "$(mktemp -d)"; echo x > f; s=$EPOCHREALTIME; for ((k=0;k<{n};k++)); do {cmd}; done >/dev/null; '
        f"e=$EPOCHREALTIME; s0=$EPOCHREALTIME; for ((k=0;k<{n};k++)); do :; done; e0=$EPOCHREALTIME; "
        'echo "$s $e $s0 $e0"'
    )
    out = subprocess.run(["bash", "-c", script], capture_output=True, text=True, check=True).stdout.split()
    s, e, s0, e0 = map(float, out)
    return ((e - s) - (e0 - s0)) / n


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=2000)
    args = ap.parse_args()
    print(f"{'command':<16}{'vshell us':>11}{'bash us':>10}")
    for name, cmd in COMMANDS.items():
        v = vshell_median(cmd, args.n) * 1e6
        b = bash_per_command(cmd, args.n) * 1e6
        print(f"{name:<16}{v:>11.1f}{b:>10.1f}")


if __name__ == "__main__":
    main()
