"""Tree walks: ``find``, ``ls -R``, ``du`` and ``grep -r`` side by side with GNU, in CPU time.

    python bench/tree_bench.py                        # 5,000 and 20,000 files, this checkout
    python bench/tree_bench.py --files 5000 --code /path/to/other/checkout

A tree of ``--files`` small text files (100 per directory, two levels of
directories) is made once per size.  GNU's tools run as child processes
(``cwd`` the tree, stdout to /dev/null); their CPU time is the growth of
``getrusage(RUSAGE_CHILDREN)`` (user + system), the best of ``--repeat``.
vshell runs in one fresh process per size with ``--code`` on its path: the
first run of each command in a new Session is *cold* (listings loaded from
disk), the best of the following ``--repeat`` runs is *warm*; both are
``time.process_time()`` around ``Session.run`` after start-up.  The ratio is
warm vshell over GNU.

The last two lines are the cost of keeping listings fresh (issue 17): the
warm ``find`` again after a file was created in one directory and another
deleted in a second one on disk between runs, and whether ``ls`` of those
directories then shows the disk as it is.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile

COMMANDS: list[tuple[str, list[str], str]] = [
    ("find", ["find", "."], "find . > /dev/null"),
    ("ls -R", ["ls", "-R"], "ls -R > /dev/null"),
    ("du", ["du"], "du > /dev/null"),
    ("grep -r", ["grep", "-r", "needle", "."], "grep -r needle . > /dev/null"),
]

CHILD = r"""
import json, os, sys, time
from vshell.limits import Limits
from vshell.session import Session
ws, repeat, scripts = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
s = Session([ws], limits=Limits(wall_time=600.0))
s.run("true")
out = {}
for script in scripts:
    c = time.process_time(); r = s.run(script); cold = time.process_time() - c
    warm = []
    for _ in range(repeat):
        c = time.process_time(); s.run(script); warm.append(time.process_time() - c)
    out[script] = {"cold": cold, "warm": min(warm), "status": r.status, "err": r.stderr[-200:].decode()}
# Issue 17: change the disk between runs, then walk again.
made, gone = os.path.join(ws, "d000", "s0", "made-on-disk.txt"), os.path.join(ws, "d001", "s1", "f00001.txt")
c = time.process_time(); s.run("find . > /dev/null"); before = time.process_time() - c
with open(made, "w") as f:
    f.write("new\n")
os.unlink(gone)
c = time.process_time(); s.run("find . > /dev/null"); after = time.process_time() - c
made_seen = "made-on-disk.txt" in s.run("ls d000/s0").stdout.decode().split()
gone_seen = "f00001.txt" in s.run("ls d001/s1").stdout.decode().split()
out["fresh"] = {"before": before, "after": after, "agrees": made_seen and not gone_seen}
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


def gnu_cpu(argv: list[str], cwd: str, repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        best = min(best, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime))
    return best


def vshell_cpu(code: str, ws: str, repeat: int) -> dict[str, dict[str, object]]:
    scripts = [c[2] for c in COMMANDS]
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, ws, str(repeat), json.dumps(scripts)],
        env=dict(os.environ, PYTHONPATH=code),
        cwd=code,  # ``python -c`` puts the current directory first on sys.path
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0:
        raise SystemExit(proc.stderr)
    result: dict[str, dict[str, object]] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--files", default="5000,20000")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--code", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = ap.parse_args()
    print(f"code: {args.code}")
    for text in args.files.split(","):
        n = int(text)
        root = tempfile.mkdtemp(prefix="vshell-tree-")
        try:
            ws = os.path.join(root, "ws")
            make_tree(ws, n)
            got = vshell_cpu(args.code, ws, args.repeat)
            print(f"{n} files: CPU ms (GNU best of {args.repeat}; vshell cold, and warm best of {args.repeat})")
            print(f"  {'command':<8} {'GNU':>8} {'cold':>8} {'warm':>8} {'warm/GNU':>9}")
            for name, argv, script in COMMANDS:
                g = gnu_cpu(argv, ws, args.repeat) * 1000
                v = got[script]
                cold, warm = float(str(v["cold"])) * 1000, float(str(v["warm"])) * 1000
                bad = "" if v["status"] in (0, 1) else f"  status {v['status']}: {v['err']}"
                print(f"  {name:<8} {g:8.1f} {cold:8.1f} {warm:8.1f} {warm / max(g, 0.01):8.2f}x{bad}")
            f = got["fresh"]
            print(
                f"  find after the disk changed between runs: {float(str(f['after'])) * 1000:.1f} ms "
                f"(unchanged disk: {float(str(f['before'])) * 1000:.1f} ms); "
                f"listing agrees with the disk: {f['agrees']}"
            )
        finally:
            shutil.rmtree(root)


if __name__ == "__main__":
    main()
