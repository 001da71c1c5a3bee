"""Whole-process start-up benchmark: ``vshell -c`` side by side with ``bash -c`` (a measurement tool).

Run:  python bench/startup_bench.py [--repeat N] [--files N] [--python PY] [--installed] [--root DIR]

Each case runs as a fresh process, in a scratch folder holding a 2 MB log
and a tree of small files, first as ``PY -m vshell --dry-run -c CMD``
and then as ``bash -c CMD``.  For each it reports the median wall time, the
median CPU time (user+sys of the child, from RUSAGE_CHILDREN, which stays
meaningful on a shared, noisy machine), the child's peak RSS, and the
vshell/bash ratios.  The first lines are the floors, ``PY -c pass`` and
``PY -S -c pass`` (no site hooks), which no change to vshell can go below.
``--python PY`` picks the interpreter (a venv's, to leave out a development
machine's site hooks: an editable install's finder, a ``.pth`` importing
certifi); ``--installed`` measures the vshell installed for it through its
console script (``bin/vshell`` beside PY), as a user starts it, instead of the
checkout ``--root DIR`` (the default: this one) put on ``PYTHONPATH``.
Bytecode caches are always on: an installed vshell runs from them.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess  # the benchmark measures GNU bash too; product code never runs it
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CASES = {
    "true": "true",
    "grep -c": "grep -c ERROR big.log",
    "grep -c regex": "grep -c 'E.*R' big.log",
    "find | wc -l": "find . | wc -l",
    "ls -R": "ls -R > /dev/null",
    "du": "du -s tree",
}


def _fixture(where: Path, files: int) -> None:
    lines = [f"2024-01-01 12:00:{i % 60:02d} {'ERROR' if i % 7 == 0 else 'INFO'} request {i} done\n" for i in range(40_000)]
    (where / "big.log").write_text("".join(lines))
    for i in range(files):
        d = where / "tree" / f"d{i % 20}" / f"e{i % 5}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"f{i}.txt").write_text(f"file {i}\n")


def _measure(argv: list[str], cwd: Path, env: dict[str, str], repeat: int) -> tuple[float, float, int]:
    """Median wall and CPU over ``repeat`` runs, and the peak RSS, each run from a fresh measuring process."""
    walls, cpus, rss = [], [], 0
    code = (
        "import resource,subprocess,sys,time,json;"
        "t=time.perf_counter();subprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,stderr=subprocess.DEVNULL);"
        "w=time.perf_counter()-t;r=resource.getrusage(resource.RUSAGE_CHILDREN);"
        "print(json.dumps([w,r.ru_utime+r.ru_stime,r.ru_maxrss]))"
    )
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-S", "-c", code, *argv], cwd=cwd, env=env, capture_output=True, check=True)
        wall, cpu, peak = json.loads(out.stdout)
        walls.append(wall)
        cpus.append(cpu)
        rss = max(rss, int(peak))
    return statistics.median(walls), statistics.median(cpus), rss


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=11)
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--root", type=Path, default=ROOT, help="the vshell checkout to measure (to compare two)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter to run vshell with")
    ap.add_argument("--installed", action="store_true",
                    help="run the vshell installed for --python (its console script), not the checkout")
    args = ap.parse_args()
    env = dict(os.environ, LC_ALL="C")
    if args.installed:
        env.pop("PYTHONPATH", None)
        vshell = [str(Path(args.python).parent / "vshell")]
    else:
        env["PYTHONPATH"] = str(args.root.resolve())
        vshell = [args.python, "-m", "vshell"]
    # An installed vshell runs from compiled bytecode; without it every start-up recompiles every module.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(tmp)
        _fixture(where, args.files)
        # A scratch state directory: a host's leftover journal folders would make every start look them up.
        env["VSHELL_STATE_DIR"] = str(where / "state")
        for label, flags in (("floor: python -c pass", []), ("floor: python -S -c pass", ["-S"])):
            floor = _measure([args.python, *flags, "-c", "pass"], where, env, args.repeat)
            print(f"{label:24} wall {floor[0] * 1e3:7.1f} ms  cpu {floor[1] * 1e3:7.1f} ms  rss {floor[2] / 1024:6.1f} MiB")
        print(f"{'case':16} {'vshell wall':>11} {'cpu':>8} {'rss':>8} | {'bash wall':>9} {'cpu':>7} | {'wall x':>7} {'cpu x':>7}")
        for name, cmd in CASES.items():
            vs = _measure([*vshell, "--dry-run", "-c", cmd], where, env, args.repeat)
            bs = _measure(["bash", "-c", cmd], where, env, args.repeat)
            print(
                f"{name:16} {vs[0] * 1e3:9.1f}ms {vs[1] * 1e3:6.1f}ms {vs[2] / 1024:6.1f}Mi |"
                f" {bs[0] * 1e3:7.1f}ms {bs[1] * 1e3:5.1f}ms | {vs[0] / bs[0]:6.1f}x {vs[1] / max(bs[1], 1e-4):6.1f}x"
            )


if __name__ == "__main__":
    main()
