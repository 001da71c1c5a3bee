"""Measure awk in vshell against GNU awk on a generated 300,000-line file (a measurement tool, not a test).

    python bench/awk_bench.py [--lines N] [--only SUBSTRING]

Prints, for each program, the CPU seconds of vshell's run (whole process,
every thread) and of gawk's child process, plus their ratio.  CPU time is
used because the machine is shared: wall time swings with the load, so the
wall figures are printed too but are only indicative.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from vshell.limits import Limits
from vshell.session import Session

PROGRAMS = [
    "{s+=$2} END {print s}",
    "{print $1}",
    "END {print NR}",
    "/7$/ {n++} END {print n}",
    "{print $2, $NF}",
    "$2 % 3 == 0 {c++} END {print c}",
    "{a[$6]++} END {for (k in a) print k, a[k]}",
    "{$3 = toupper($3); print}",
    "{print length($0)}",
    'BEGIN {FS=" "} NF > 3 {x = x + $2 * 2} END {printf "%d\\n", x}',
    "{gsub(/a/, \"A\"); print}",
]


def _make_file(path: Path, lines: int) -> None:
    with path.open("w") as f:
        for i in range(1, lines + 1):
            f.write(f"line {i} alpha beta gamma {i % 7}\n")


def _vshell(session: Session, prog: str) -> tuple[float, float, bytes]:
    quoted = "'" + prog.replace("'", "'\\''") + "'"
    w, c = time.perf_counter(), time.process_time()
    res = session.run(f"awk {quoted} big.txt > out.txt", timeout=3600)
    wall, cpu = time.perf_counter() - w, time.process_time() - c
    check = session.run("sort out.txt | cksum; rm out.txt", timeout=3600)  # not timed
    return wall, cpu, res.stderr + check.stdout


def _gawk(gawk: str, prog: str, folder: str) -> tuple[float, float, bytes]:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    w = time.perf_counter()
    out = subprocess.run([gawk, prog, "big.txt"], cwd=folder, capture_output=True, check=False).stdout
    wall = time.perf_counter() - w
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    # Sorted on both sides: for-in order is gawk's hash order, which vshell does not promise.
    srt = subprocess.run(["sort"], input=out, capture_output=True, check=False, env={"LC_ALL": "C.UTF-8"}).stdout
    ck = subprocess.run(["cksum"], input=srt, capture_output=True, check=False).stdout
    return wall, cpu, ck


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--lines", type=int, default=300_000)
    ap.add_argument("--only", default="")
    opts = ap.parse_args()
    gawk = shutil.which("gawk") or shutil.which("awk")
    with tempfile.TemporaryDirectory() as folder:
        _make_file(Path(folder) / "big.txt", opts.lines)
        limits = Limits(wall_time=3600.0, steps=10**12, loop_iterations=10**12, output_bytes=1 << 30)
        session = Session([folder], limits=limits)
        # Pay for the shell's start-up, the command imports and the first read of the file outside the timings.
        session.run("awk 'END {}' big.txt")
        print(f"{'program':50} {'vshell cpu':>10} {'gawk cpu':>9} {'ratio':>7}   (wall: vshell / gawk)")
        for prog in PROGRAMS:
            if opts.only not in prog:
                continue
            vw, vc, vout = _vshell(session, prog)
            gw, gc, gout = ("-", 0.0, b"") if gawk is None else _gawk(gawk, prog, folder)
            same = "" if gawk is None or vout == gout else "  OUTPUT DIFFERS"
            ratio = vc / gc if gc > 0 else float("inf")
            print(f"{prog[:50]:50} {vc:10.2f} {gc:9.2f} {ratio:7.1f}   ({vw:.2f} / {gw if isinstance(gw, str) else f'{gw:.2f}'}){same}")
            sys.stdout.flush()
    return 0


if __name__ == "__main__":
    os.environ.setdefault("LC_ALL", "C.UTF-8")
    sys.exit(main())
