"""Import time of the package in a fresh interpreter (target: < 100 ms).

python bench/session_import.py
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CODE = "import time; t = time.perf_counter(); import {mod}; print(time.perf_counter() - t)"


# Installed packages import from bytecode: let the first round compile into a private cache (this
# machine sets PYTHONDONTWRITEBYTECODE, which would otherwise time the compiler on every import).
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "vshell-bench-pyc")


def measure(mod: str, rounds: int = 15) -> tuple[float, float]:
    samples = []
    for _ in range(rounds + 1):
        out = subprocess.run(
            [sys.executable, "-c", CODE.format(mod=mod)], cwd=ROOT, capture_output=True, text=True, check=True, env=ENV
        )
        samples.append(float(out.stdout))
    samples = samples[1:]  # the first round compiled the bytecode
    return min(samples) * 1000, statistics.median(samples) * 1000


def main() -> None:
    for mod in ("vshell", "vshell.session", "vshell.cli"):
        best, med = measure(mod)
        print(f"import {mod:<15} best {best:.1f} ms, median {med:.1f} ms")


if __name__ == "__main__":
    main()
