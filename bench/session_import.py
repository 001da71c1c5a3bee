"""Import time of the package in a fresh interpreter (target: < 100 ms).

python bench/session_import.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = "import time; t = time.perf_counter(); import {mod}; print(time.perf_counter() - t)"


def measure(mod: str, rounds: int = 15) -> float:
    samples = []
    for _ in range(rounds):
        out = subprocess.run(
            [sys.executable, "-c", CODE.format(mod=mod)], cwd=ROOT, capture_output=True, text=True, check=True
        )
        samples.append(float(out.stdout))
    return statistics.median(samples) * 1000


def main() -> None:
    for mod in ("vshell", "vshell.session", "vshell.cli"):
        print(f"import {mod:<15} median {measure(mod):.1f} ms")


if __name__ == "__main__":
    main()
