"""Benchmark the file commands against GNU over a 5,000-file workspace (run on purpose, never in tests).

    python bench/cmd_files_bench.py [--files 5000] [--repeat 3]

For each pipeline it prints GNU's best time (bash -c in the workspace), vshell's
best time in a fresh Session (cold: the overlay reads the real tree lazily) and in
the same Session again (warm), and the ratios.  This file may run GNU tools: it is a
measurement tool, not part of vshell.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable

PIPELINES = [
    "find . -type f | wc -l",
    "ls -R | wc -l",
    "du -sh .",
    "cat big.txt | wc -l",
]


def make_workspace(root: str, files: int) -> None:
    per_dir = 100
    for i in range(files):
        d = os.path.join(root, f"pkg{i // per_dir:03d}", f"mod{(i // 10) % 10}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"file{i:05d}.txt"), "w") as fh:
            fh.write(f"line {i}\n" * (1 + i % 7))
    line = b"0123456789 the quick brown fox jumps over the lazy dog 0123456789\n"
    with open(os.path.join(root, "big.txt"), "wb") as fh:
        fh.write(line * (20 * 1024 * 1024 // len(line)))


def best(fn: Callable[[], object], repeat: int) -> tuple[float, object]:
    times = []
    result: object = None
    for _ in range(repeat):
        t0 = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - t0)
    return min(times), result


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--files", type=int, default=5000)
    ap.add_argument("--repeat", type=int, default=3)
    opts = ap.parse_args()
    from vshell.session import Session

    root = tempfile.mkdtemp(prefix="vshell-bench-")
    try:
        make_workspace(root, opts.files)
        env = {"LC_ALL": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/bin:/bin", "HOME": root}
        print(f"workspace: {opts.files} files + 20 MB big.txt; best of {opts.repeat}")
        print(f"{'pipeline':28} {'GNU s':>8} {'cold s':>8} {'warm s':>8} {'cold/GNU':>9} {'warm/GNU':>9}  output")
        for cmd in PIPELINES:
            gnu_t, gnu_out = best(
                lambda c=cmd: subprocess.run(["bash", "-c", c], cwd=root, env=env, capture_output=True).stdout,
                opts.repeat,
            )

            def cold(c: str = cmd) -> object:
                return Session(workspace=root).run(c).stdout

            cold_t, _ = best(cold, opts.repeat)
            session = Session(workspace=root)
            session.run(cmd)
            warm_t, out = best(lambda c=cmd, s=session: s.run(c).stdout, opts.repeat)
            same = "same" if out == gnu_out else f"DIFFERS: {out!r} vs {gnu_out!r}"
            print(
                f"{cmd:28} {gnu_t:8.3f} {cold_t:8.3f} {warm_t:8.3f} {cold_t / gnu_t:9.1f} {warm_t / gnu_t:9.1f}  {same}"
            )
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
