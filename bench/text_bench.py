"""Text commands over a big log: vshell side by side with GNU (a measurement tool, not product code).

Run:  python bench/text_bench.py [--mb 20] [--repeat 3] [--only NAME] [--inproc] [--peak-mb N]

Writes a log of about ``--mb`` MB in a scratch folder, then runs each
pipeline as a fresh process, ``python -m vshell --dry-run -c CMD`` and
``bash -c CMD`` (GNU awk, sed, grep, sort, uniq, cut, tr, wc), and reports
the median CPU time (user+sys from RUSAGE_CHILDREN, meaningful on a shared
machine), the median wall time, the CPU and wall ratios vshell/GNU, and the
child's peak RSS.  Outputs are compared; a difference is flagged.  vshell's
figures include its start-up (``bench/startup_bench.py`` measures that alone).

``--inproc`` measures vshell inside this process instead, after start-up: one
Session over the scratch folder runs each case once to load its commands,
then the median ``time.process_time`` of ``--repeat`` runs is set against
the whole GNU process (whose own start-up is a millisecond or two).

``--peak-mb N`` writes an N MB log instead and runs the streaming cases once
each as a fresh process, reporting only the peak RSS of vshell and GNU (the
memory target is set on a 1 GB input: ``--peak-mb 1000``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess  # the benchmark runs GNU tools too; product code never starts a process
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CASES = {
    "grep -c": "grep -c ERROR big.log",
    "grep -m 5": "grep -m 5 ERROR big.log",
    "sed s///g": "sed 's/request/req/g' big.log | tail -1",
    "sort | uniq -c": "cut -d' ' -f3 big.log | sort | uniq -c",
    "cut | tr | wc": "cut -d' ' -f3,4 big.log | tr a-z A-Z | wc -c",
    "tr a-z A-Z": "tr a-z A-Z < big.log > /dev/null",
    "tr -d": "tr -d 0-9 < big.log > /dev/null",
    "tr -s ' '": "tr -s ' ' < big.log > /dev/null",
    "tr -s ' 0-9'": "tr -s ' 0-9' < big.log > /dev/null",
    "tr | wc -l": "tr a-z A-Z < big.log | wc -l",
    "wc": "wc big.log",
    "wc -l": "wc -l big.log",
    "wc -m": "wc -m big.log",
    "wc -L": "wc -L big.log",
    "sort": "sort big.log > /dev/null",
    "sort -u | wc": "sort -u big.log | wc -l",
    "sort -n": "sort -n -k5 big.log | tail -1",
}

AWK_CASES = {
    "awk END NR": "awk 'END {print NR}' big.log",
    "awk sum": "awk '{n += $4} END {print n}' big.log",
    "awk NR==3 exit": "awk 'NR==3{print; exit}' big.log",
    "awk /re/ count": "awk '/ERROR/ {n++} END {print n}' big.log",
    "awk print $2,$1": "awk '{print $2, $1}' big.log | md5sum",
    "awk -F, csv": "awk -F, '$3 == \"ERROR\" {s += $4} END {print s}' big.csv",
    "awk word count": "awk '{for (i = 1; i <= NF; i++) c[$i]++} END {for (w in c) n++; print n}' big.log",
    "awk RS regex": "awk -v RS='[0-9]+ done\\n' '{n += NF} END {print NR, n}' big.log",
}
"""awk's cases (issue 14): the per-record loop, field splitting, regex patterns, output and arrays."""
AWK_STREAMING = ("awk sum", "awk /re/ count", "awk print $2,$1", "awk -F, csv", "awk RS regex")
"""awk's cases whose memory must stay flat in the input's size."""
CASES = {**CASES, **AWK_CASES}

GREP_CUT_CASES = {
    "grep lines": "grep ERROR big.log | tail -1",
    "grep -v lines": "grep -v ERROR big.log | tail -1",
    "grep -n": "grep -n ERROR big.log | tail -1",
    "grep -H": "grep -H WARN big.log big.log | tail -1",
    "grep -vc": "grep -vc ERROR big.log",
    "grep -i -c": "grep -i -c error big.log",
    "grep -w -c": "grep -w -c ERROR big.log",
    "grep -E a|b -c": "grep -E -c 'ERROR|WARN' big.log",
    "grep regex -c": "grep -c 'E[A-Z]*R 1' big.log",
    "grep -o | wc": "grep -o ERROR big.log | wc -l",
    "grep -C2": "grep -C2 'request 99' big.log | tail -1",
    "grep -C2 dense": "grep -C2 ERROR big.log | tail -1",
    "grep -l": "grep -l DEBUG big.log",
    "cut -f2": "cut -d' ' -f2 big.log | tail -1",
    "cut -f3- -s --od": "cut -d' ' -s -f3- --output-delimiter=, big.log | tail -1",
    "cut -f1,3": "cut -d' ' -f1,3 big.log | tail -1",
    "cut -c": "cut -c 12-19 big.log | tail -1",
}
"""grep's and cut's cases (issue 14): the block search per mode, context, fixed strings, cut's block paths."""
GREP_CUT_STREAMING = ("grep -c", "grep lines", "grep -n", "grep -vc", "grep -C2 dense", "cut | tr | wc", "cut -f2",
                      "cut -c")
"""grep's and cut's cases whose memory must stay flat in the input's size."""
CASES = {**CASES, **GREP_CUT_CASES}

SED_SORT_CASES = {
    "sed /re/d": "sed '/WARN/d' big.log | tail -1",
    "sed -n /re/p": "sed -n '/ERROR/p' big.log | tail -1",
    "sed -n N,Mp": "sed -n '1000,2000p' big.log | tail -1",
    "sed s;s": "sed 's/request/req/;s/done/DONE/' big.log | tail -1",
    "sed /re/{s;p}": "sed -n '/ERROR/{s/request/req/;p}' big.log | tail -1",
    "sed p;n": "sed -n 'p;n' big.log | tail -1",
    "sed $!N;P;D": "sed '$!N;P;D' big.log | tail -1",
    "sed h;G;s": "sed 'h;G;s/\\n/ /' big.log | tail -1",
    "sed /re/b;s": "sed -e '/INFO/b' -e 's/done/DONE/' big.log | tail -1",
    "sort -k3,3": "sort -k3,3 big.log | tail -1",
    "sort -t: -k2,2n": "sort -t: -k2,2n big.log | tail -1",
    "sort -k2.3,2.5": "sort -k2.3,2.5 big.log | tail -1",
    "sort -k3,3 -k4nr": "sort -k3,3 -k4,4nr big.log | tail -1",
    "sort -u -k3,3": "sort -u -k3,3 big.log | wc -l",
    "uniq -c": "sort big.log | uniq -c | tail -1",
}
"""sed's general cycle (addresses, several commands, p/d/n, the hold space), sort's keys and uniq (issue 14)."""
SED_STREAMING = ("sed s///g", "sed /re/d", "sed -n /re/p", "sed s;s", "sed /re/{s;p}", "sed $!N;P;D", "sed h;G;s")
"""sed's cases whose memory must stay flat in the input's size (sed holds its spaces and a block)."""
CASES = {**CASES, **SED_SORT_CASES}

VSHELL_OPTS = ("--dry-run", "--limit", "wall_time=3600")
"""A big input on a loaded machine outlasts the default 30 s wall-time limit, which would stop the run."""

STREAMING = ("tr a-z A-Z", "tr -d", "tr -s ' '", "tr | wc -l", "wc", "wc -l", "wc -m", "wc -L", *AWK_STREAMING,
             *GREP_CUT_STREAMING, *SED_STREAMING)
"""The cases whose memory must stay flat in the input's size (``--peak-mb``)."""

_CHILD = (
    "import json,resource,subprocess,sys,time;"
    "t=time.perf_counter();p=subprocess.run(sys.argv[1:],capture_output=True);"
    "w=time.perf_counter()-t;r=resource.getrusage(resource.RUSAGE_CHILDREN);"
    "sys.stdout.write(json.dumps([w,r.ru_utime+r.ru_stime,r.ru_maxrss,p.stdout.decode('latin-1')]))"
)


def _fixture(path: Path, mb: int) -> None:
    words = ("INFO", "WARN", "ERROR", "DEBUG")
    with path.open("w") as f:
        i = 0
        size = 0
        while size < mb * 1_000_000:
            line = f"2024-01-01 12:{i % 60:02d}:{i % 59:02d} {words[i % 4 if i % 7 else 2]} {i % 1000} request {i} done\n"
            f.write(line)
            size += len(line)
            i += 1


def _csv(log: Path) -> None:
    """big.csv: the log's lines with commas between their fields (awk's -F, case)."""
    with log.open() as src, (log.parent / "big.csv").open("w") as out:
        for line in src:
            out.write(line.replace(" ", ","))


def _measure(argv: list[str], cwd: Path, env: dict[str, str], repeat: int) -> tuple[float, float, int, str]:
    """Median wall and CPU seconds, peak RSS (KiB) and the output, each run in a fresh measuring process."""
    walls, cpus, rss, out = [], [], 0, ""
    for _ in range(repeat):
        res = subprocess.run([sys.executable, "-S", "-c", _CHILD, *argv], cwd=cwd, env=env, capture_output=True,
                             check=True)
        wall, cpu, peak, out = json.loads(res.stdout)
        walls.append(wall)
        cpus.append(cpu)
        rss = max(rss, int(peak))
    return statistics.median(walls), statistics.median(cpus), rss, out


def _inproc(where: Path, cmd: str, repeat: int, root: Path) -> tuple[float, str]:
    """Median CPU seconds of ``repeat`` runs of ``cmd`` in one Session here, after one run to warm it up."""
    sys.path.insert(0, str(root.resolve()))
    from vshell.limits import Limits
    from vshell.session import Session

    with Session(workspaces=[str(where)], cwd=str(where), limits=Limits(wall_time=3600)) as session:
        first = session.run(cmd)
        cpus = []
        for _ in range(repeat):
            start = time.process_time()
            session.run(cmd)
            cpus.append(time.process_time() - start)
    return statistics.median(cpus), first.stdout.decode("latin-1")


def _peaks(where: Path, env: dict[str, str], cases: list[str]) -> None:
    print(f"{'case':16} {'vshell rss':>10} {'GNU rss':>8}  (one run each)")
    for name in cases:
        cmd = CASES[name]
        vw, vc, vr, vo = _measure([sys.executable, "-m", "vshell", *VSHELL_OPTS, "-c", cmd], where, env, 1)
        gw, gc, gr, go = _measure(["bash", "-c", cmd], where, env, 1)
        same = "" if vo == go else "  (outputs differ!)"
        print(f"{name:16} {vr / 1024:8.1f}Mi {gr / 1024:6.1f}Mi   (cpu {vc:.1f}s vs {gc:.1f}s, wall {vw:.0f}s vs {gw:.0f}s)"
              f"{same}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--mb", type=int, default=20)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--only", help="run only the cases whose name contains this text")
    ap.add_argument("--root", type=Path, default=ROOT, help="the vshell checkout to measure")
    ap.add_argument("--inproc", action="store_true", help="measure vshell in this process, after start-up")
    ap.add_argument("--peak-mb", type=int, help="peak RSS of the streaming cases over an input of this many MB")
    args = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=str(args.root.resolve()), LC_ALL="C")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(tmp)
        _fixture(where / "big.log", args.peak_mb or args.mb)
        if any("big.csv" in CASES[n] for n in CASES if not args.only or args.only in n):
            _csv(where / "big.log")
        print(f"input: {(where / 'big.log').stat().st_size / 1e6:.1f} MB")
        if args.peak_mb:
            _peaks(where, env, [n for n in STREAMING if not args.only or args.only in n])
            return
        if args.inproc:
            print(f"{'case':16} {'vshell cpu':>10} (in-process) | {'GNU cpu':>8} | {'cpu x':>6}")
        else:
            print(f"{'case':16} {'vshell cpu':>10} {'wall':>8} {'rss':>8} | {'GNU cpu':>8} {'wall':>7} {'rss':>7} |"
                  f" {'cpu x':>6} {'wall x':>6}")
        for name, cmd in CASES.items():
            if args.only and args.only not in name:
                continue
            if args.inproc:
                vc, vo = _inproc(where, cmd, args.repeat, args.root)
                gw, gc, gr, go = _measure(["bash", "-c", cmd], where, env, args.repeat)
                same = "" if vo == go else "  (outputs differ!)"
                print(f"{name:16} {vc:9.3f}s              | {gc:7.3f}s | {vc / max(gc, 1e-3):6.1f}{same}")
                continue
            vw, vc, vr, vo = _measure([sys.executable, "-m", "vshell", *VSHELL_OPTS, "-c", cmd], where, env,
                                      args.repeat)
            gw, gc, gr, go = _measure(["bash", "-c", cmd], where, env, args.repeat)
            same = "" if vo == go else "  (outputs differ!)"
            print(f"{name:16} {vc:9.2f}s {vw:7.2f}s {vr / 1024:6.1f}Mi | {gc:7.2f}s {gw:6.2f}s {gr / 1024:5.1f}Mi |"
                  f" {vc / max(gc, 1e-3):6.1f} {vw / max(gw, 1e-3):6.1f}{same}")


if __name__ == "__main__":
    main()
