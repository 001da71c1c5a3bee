"""Loop benchmark: vshell's interpreter side by side with GNU bash (a measurement tool, not product code).

Run:  python bench/interp_loops.py [--repeat N]

Three scripts: a C-style arithmetic loop of 200,000 iterations,
a ``while read`` loop over 50,000 lines, and 10,000 function calls; then
loops that look like real scripts: ``${#x}`` in arithmetic, ``${x/a/b}`` and
``${x%.*}``, string building, ``case`` in a loop, ``read`` with IFS
splitting into several variables, functions with ``local`` and ``return``,
``[ ]`` and ``[[ ]]`` tests.  Each is
run in a warm vshell Shell (in-memory filesystem) and with ``bash -c``; the
best of N runs is reported with the ratio vshell/bash.  ``--cpu`` compares CPU
time instead (this process's for vshell, the child's user+sys for bash), which
stays meaningful when other work shares the machine.
"""

from __future__ import annotations

import argparse
import io
import resource
import shutil
import subprocess  # the benchmark measures GNU bash too; product code never runs it
import time

from vshell.fs.memory import MemoryFS
from vshell.interp import Shell
from vshell.limits import Budget, Limits

LINES = "".join(f"line {i}\n" for i in range(50_000))

SCRIPTS = {
    "arith for 200k": "x=0; for ((i=0;i<200000;i++)); do x=$((x+i)); done; echo $x",
    "while read 50k": "n=0; while read -r line; do n=$((n+1)); done < /data/lines.txt; echo $n",
    "10k function calls": "f() { r=$1; }; for ((i=0;i<10000;i++)); do f $i; done; echo $r",
    # Loops that look like real scripts (issue 14): string operators, patterns, tests, locals.
    "length+arith 20k": "t=item; n=0; for ((i=0;i<20000;i++)); do n=$(( n + ${#t} )); done; echo $n",
    "replace/strip 20k": (
        "f=report.final.txt; for ((i=0;i<20000;i++)); do a=${f/final/draft}; b=${f%.*}; c=${f##*.}; done;"
        " echo $a $b $c"
    ),
    "string build 20k": "s=; for ((i=0;i<20000;i++)); do s+=x; done; echo ${#s}",
    "case in loop 20k": (
        "n=0; for ((i=0;i<20000;i++)); do f=file$i.txt; case $f in *.md) ;; *.txt|*.log) n=$((n+1));; *) ;; esac;"
        " done; echo $n"
    ),
    "read IFS split 20k": (
        "n=0; while IFS=: read -r a b c; do n=$((n + ${#b})); done < /data/fields.txt; echo $n"
    ),
    "local+return 10k": (
        "f() { local a=$1 b=$2; (( a % 2 )) && return 1; return 0; };"
        " n=0; for ((i=0;i<10000;i++)); do f $i x || n=$((n+1)); done; echo $n"
    ),
    "[ ] tests 20k": (
        "n=0; x=abc; for ((i=0;i<20000;i++)); do [ -n \"$x\" ] && [ \"$x\" = abc ] && n=$((n+1)); done; echo $n"
    ),
    "[[ ]] tests 20k": (
        "n=0; x=abc.txt; for ((i=0;i<20000;i++)); do [[ $x == *.txt && -n $x ]] && n=$((n+1)); done; echo $n"
    ),
}

FIELDS = "".join(f"user{i}:x{i % 97}:/home/user{i}\n" for i in range(20_000))


def _shell() -> tuple[Shell, Limits]:
    fs = MemoryFS()
    fs.makedirs("/work")
    fs.makedirs("/data")
    fs.makedirs("/home/user")
    fs.write_bytes("/data/lines.txt", LINES.encode())
    fs.write_bytes("/data/fields.txt", FIELDS.encode())
    limits = Limits(wall_time=600, steps=10**10, loop_iterations=10**9)
    env = {"PATH": "/usr/bin:/bin", "HOME": "/home/user"}
    return Shell(fs, limits=limits, env=env, cwd="/work", home="/home/user"), limits


CPU = False


def run_vshell(script: str) -> tuple[float, bytes]:
    sh, limits = _shell()
    out = io.BytesIO()
    clock = time.process_time if CPU else time.perf_counter
    start = clock()
    sh.run(script, stdin=io.BytesIO(), stdout=out, stderr=io.BytesIO(), budget=Budget(limits))
    return clock() - start, out.getvalue()


def _children_cpu() -> float:
    ru = resource.getrusage(resource.RUSAGE_CHILDREN)
    return ru.ru_utime + ru.ru_stime


def run_bash(script: str, tmpdir: str) -> tuple[float, bytes]:
    script = script.replace("/data/", f"{tmpdir}/")
    start, cpu0 = time.perf_counter(), _children_cpu()
    res = subprocess.run(["bash", "-c", script], capture_output=True, check=True)
    if CPU:
        return _children_cpu() - cpu0, res.stdout
    return time.perf_counter() - start, res.stdout


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", help="run only the benchmarks whose name contains this text")
    ap.add_argument("--cpu", action="store_true", help="compare CPU time instead of wall time")
    args = ap.parse_args()
    global CPU
    CPU = args.cpu
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        with open(f"{d}/lines.txt", "w") as f:
            f.write(LINES)
        with open(f"{d}/fields.txt", "w") as f:
            f.write(FIELDS)
        print(f"{'benchmark (' + ('cpu' if CPU else 'wall') + ')':<22}{'vshell s':>10}{'bash s':>10}{'ratio':>8}")
        for name, script in SCRIPTS.items():
            if args.only and args.only not in name:
                continue
            v = min(run_vshell(script)[0] for _ in range(args.repeat))
            b = min(run_bash(script, d)[0] for _ in range(args.repeat)) if shutil.which("bash") else float("nan")
            vo, bo = run_vshell(script)[1], run_bash(script, d)[1]
            same = "" if vo == bo else "  (outputs differ!)"
            print(f"{name:<22}{v:>10.3f}{b:>10.3f}{v / b:>8.2f}{same}")


if __name__ == "__main__":
    main()
