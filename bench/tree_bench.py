"""Tree walks: ``find``, ``ls -R``, ``du`` and ``grep -r`` side by side with GNU: CPU, wall and peak RSS.

    python bench/tree_bench.py                        # 5,000 and 20,000 files, this checkout
    python bench/tree_bench.py --files 5000 --code /path/to/other/checkout
    python bench/tree_bench.py --mode inproc          # or: whole, both (the default)

A tree of ``--files`` small text files (100 per directory, two levels of
directories) is made once per size.  Every figure is the best of
``--repeat`` runs.  Ratios are vshell over GNU.

GNU's tools run as child processes (``cwd`` the tree, stdout to /dev/null):
CPU is the child's user + system time (``wait4``), wall the time to its
exit, peak RSS the maximum resident set ``/usr/bin/time`` reports for one
more run.

*In-process* (``--mode inproc``): each command gets one fresh Python process
with ``--code`` on its path, a Session over the tree and one ``true`` run
(start-up done), then the command's first run, *cold* (its module imported,
the tree's listings loaded from disk: what a new session's first ``find``
costs), then ``--repeat`` *warm* runs (listings in memory); CPU is
``time.process_time()`` around ``Session.run``, peak RSS that process's
``ru_maxrss`` at the end (interpreter and start-up included).

*Whole process* (``--mode whole``): ``python -m vshell --dry-run -c CMD`` in
the tree, the interpreter running this script (use the real one, not a
pyenv shim), bytecode caches on.  The ratio includes vshell's start-up,
which a 5 ms GNU command cannot hide.

The last line is the cost of keeping listings fresh (issue 17): the warm
``find`` again after a file was created in one directory and another
deleted in a second one on disk between runs, and whether ``ls`` of those
directories then shows the disk as it is.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess  # the benchmark runs GNU's tools and vshell as processes; product code never does
import sys
import tempfile
import time

COMMANDS: list[tuple[str, list[str], str]] = [
    ("find", ["find", "."], "find . > /dev/null"),
    ("ls -R", ["ls", "-R"], "ls -R > /dev/null"),
    ("du", ["du"], "du > /dev/null"),
    ("grep -r", ["grep", "-r", "needle", "."], "grep -r needle . > /dev/null"),
]

CHILD = r"""
import json, os, resource, sys, time
from vshell.limits import Limits
from vshell.session import Session
ws, repeat, script = sys.argv[1], int(sys.argv[2]), sys.argv[3]
s = Session([ws], limits=Limits(wall_time=600.0))
s.run("true")

def timed(text):
    w, c = time.perf_counter(), time.process_time()
    r = s.run(text)
    return time.process_time() - c, time.perf_counter() - w, r

cold_cpu, cold_wall, r = timed(script)
warm = [timed(script)[:2] for _ in range(repeat)]
out = {"cold": [cold_cpu, cold_wall], "warm": [min(c for c, _ in warm), min(w for _, w in warm)],
       "status": r.status, "err": r.stderr[-200:].decode()}
if script.startswith("find"):  # issue 17: change the disk between runs, then walk again
    made, gone = os.path.join(ws, "d000", "s0", "made-on-disk.txt"), os.path.join(ws, "d001", "s1", "f00001.txt")
    before = timed(script)[0]
    with open(made, "w") as f:
        f.write("new\n")
    os.unlink(gone)
    after = timed(script)[0]
    made_seen = "made-on-disk.txt" in s.run("ls d000/s0").stdout.decode().split()
    gone_seen = "f00001.txt" in s.run("ls d001/s1").stdout.decode().split()
    os.unlink(made)
    with open(gone, "w") as f:
        f.write("back\n")
    out["fresh"] = {"before": before, "after": after, "agrees": made_seen and not gone_seen}
out["rss_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps(out))
"""


def make_tree(root: str, files: int) -> None:
    per_dir = 100
    for i in range(files):
        d = os.path.join(root, f"d{i // (per_dir * 10):03d}", f"s{(i // per_dir) % 10}")
        if i % per_dir == 0:
            os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"f{i % per_dir:05d}.txt"), "w") as f:
            body = "".join(f"line {j} of file {i}\n" for j in range(20))
            f.write(body + ("needle\n" if i % 97 == 0 else ""))


def run_child(argv: list[str], cwd: str, env: dict[str, str] | None = None) -> tuple[float, float]:
    """One process: its CPU (user + system, from ``wait4``) and wall seconds."""
    started = time.perf_counter()
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _pid, _status, usage = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - started
    proc.returncode = 0  # reaped by wait4 above
    return usage.ru_utime + usage.ru_stime, wall


def peak_rss(argv: list[str], cwd: str, env: dict[str, str] | None = None) -> int:
    """The process's peak RSS in KiB, from ``/usr/bin/time`` (``wait4``'s ``ru_maxrss`` of a child forked
    from this Python counts this process's pages too)."""
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(
            ["/usr/bin/time", "-o", report.name, "-f", "%M", *argv],
            cwd=cwd,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            check=False,
        )
        return int(report.read().split()[-1])


def best_of(argv: list[str], cwd: str, repeat: int, env: dict[str, str] | None = None) -> tuple[float, float, int]:
    """Best CPU and best wall of ``repeat`` runs, and the peak RSS of one more."""
    runs = [run_child(argv, cwd, env) for _ in range(repeat)]
    return min(r[0] for r in runs), min(r[1] for r in runs), peak_rss(argv, cwd, env)


def code_env(code: str) -> dict[str, str]:
    env = dict(os.environ, PYTHONPATH=code, LC_ALL="C")
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed vshell runs from bytecode caches
    return env


def inproc(code: str, ws: str, script: str, repeat: int) -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, ws, str(repeat), script],
        env=code_env(code),
        cwd=code,  # ``python -c`` puts the current directory first on sys.path
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def ratio(a: float, b: float) -> str:
    return f"{a / max(b, 1e-4):6.2f}x"


def report_inproc(code: str, ws: str, repeat: int) -> None:
    print(f"  in-process after start-up: CPU and wall ms, best of {repeat}; peak RSS MiB of the process")
    print(
        f"  {'command':<8} {'GNU cpu':>8} {'wall':>6} {'rss':>5} | {'cold cpu':>8} {'wall':>6} "
        f"{'warm cpu':>8} {'wall':>6} {'rss':>5} | {'cold cpu x':>10} {'warm cpu x':>10} {'warm wall x':>11}"
    )
    fresh: dict[str, object] = {}
    for name, argv, script in COMMANDS:
        g_cpu, g_wall, g_rss = best_of(argv, ws, repeat)
        v = inproc(code, ws, script, repeat)
        cold, warm = v["cold"], v["warm"]
        assert isinstance(cold, list) and isinstance(warm, list)
        rss = float(str(v["rss_kib"])) / 1024
        bad = "" if v["status"] in (0, 1) else f"  status {v['status']}: {v['err']}"
        print(
            f"  {name:<8} {g_cpu * 1e3:8.1f} {g_wall * 1e3:6.1f} {g_rss / 1024:5.1f} | {cold[0] * 1e3:8.1f} "
            f"{cold[1] * 1e3:6.1f} {warm[0] * 1e3:8.1f} {warm[1] * 1e3:6.1f} {rss:5.1f} | "
            f"{ratio(cold[0], g_cpu):>10} {ratio(warm[0], g_cpu):>10} {ratio(warm[1], g_wall):>11}{bad}"
        )
        if "fresh" in v:
            fresh = v["fresh"]  # type: ignore[assignment]
    if fresh:
        print(
            f"  find after the disk changed between runs: {float(str(fresh['after'])) * 1000:.1f} ms CPU "
            f"(unchanged disk: {float(str(fresh['before'])) * 1000:.1f} ms); "
            f"listing agrees with the disk: {fresh['agrees']}"
        )


def report_whole(code: str, ws: str, repeat: int) -> None:
    env = code_env(code)
    floor = best_of([sys.executable, "-c", "pass"], ws, repeat, env)
    print(
        f"  whole process ({sys.executable} -m vshell --dry-run -c CMD): CPU and wall ms, best of {repeat}; "
        f"peak RSS MiB.  Floor `python -c pass`: cpu {floor[0] * 1e3:.1f} wall {floor[1] * 1e3:.1f}"
    )
    print(
        f"  {'command':<8} {'GNU cpu':>8} {'wall':>6} {'rss':>5} | {'vshell cpu':>10} {'wall':>6} {'rss':>5} | "
        f"{'cpu x':>7} {'wall x':>7}"
    )
    for name, argv, script in COMMANDS:
        g_cpu, g_wall, g_rss = best_of(argv, ws, repeat)
        v_cpu, v_wall, v_rss = best_of([sys.executable, "-m", "vshell", "--dry-run", "-c", script], ws, repeat, env)
        print(
            f"  {name:<8} {g_cpu * 1e3:8.1f} {g_wall * 1e3:6.1f} {g_rss / 1024:5.1f} | {v_cpu * 1e3:10.1f} "
            f"{v_wall * 1e3:6.1f} {v_rss / 1024:5.1f} | {ratio(v_cpu, g_cpu):>7} {ratio(v_wall, g_wall):>7}"
        )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--files", default="5000,20000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--mode", choices=("inproc", "whole", "both"), default="both")
    ap.add_argument("--code", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = ap.parse_args()
    print(f"code: {args.code}; load average {os.getloadavg()[0]:.1f}")
    for text in args.files.split(","):
        n = int(text)
        root = tempfile.mkdtemp(prefix="vshell-tree-")
        try:
            ws = os.path.join(root, "ws")
            make_tree(ws, n)
            print(f"{n} files")
            if args.mode in ("inproc", "both"):
                report_inproc(args.code, ws, args.repeat)
            if args.mode in ("whole", "both"):
                report_whole(args.code, ws, args.repeat)
        finally:
            shutil.rmtree(root)


if __name__ == "__main__":
    main()
