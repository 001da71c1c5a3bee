"""Session() creation cost over workspaces of 100 and 100,000 files (target: < 5 ms, not growing).

python bench/session_open.py
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from vshell.session import Session


def make_workspace(root: str, files: int, per_dir: int = 100) -> str:
    marker = os.path.join(root, f".made-{files}")
    ws = os.path.join(root, f"ws{files}")
    if os.path.exists(marker):
        return ws
    os.makedirs(ws, exist_ok=True)
    for i in range(files):
        d = os.path.join(ws, f"d{i // per_dir:04d}")
        if i % per_dir == 0:
            os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"f{i % per_dir:03d}.txt"), "w") as f:
            f.write(f"file {i}\n")
    open(marker, "w").close()
    return ws


def time_open(ws: str, rounds: int = 200) -> tuple[float, float]:
    samples = []
    for _ in range(rounds):
        t = time.perf_counter()
        s = Session([ws])
        samples.append(time.perf_counter() - t)
        s.close()
    return statistics.median(samples) * 1000, max(samples) * 1000


def main() -> None:
    root = os.path.join(tempfile.gettempdir(), "vshell-bench")
    os.makedirs(root, exist_ok=True)
    for n in (100, 100_000):
        ws = make_workspace(root, n)
        med, worst = time_open(ws)
        print(f"Session() over {n:>7} files: median {med:.3f} ms, max {worst:.3f} ms")


if __name__ == "__main__":
    main()
