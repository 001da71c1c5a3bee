"""Parse throughput over the bash-completion corpus, in lines per second (CPU time), and short-command latency.

    python bench/parse_bench.py [--repeat N]

Reads every file under /usr/share/bash-completion once, then parses all of
them with extglob on, ``N`` times, and reports the best run.  CPU time
(``time.process_time``) is used so other load on the machine skews less.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from vshell.syntax import ParseError, parse

ROOT = Path("/usr/share/bash-completion")
SHORT = ["echo hello world", 'ls -la | grep foo > out.txt && echo "done $x"', 'for f in *; do wc -l "$f"; done']


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    texts = [p.read_bytes().decode("utf-8", "surrogateescape") for p in sorted(ROOT.rglob("*")) if p.is_file()]
    lines = sum(t.count("\n") for t in texts)
    best = float("inf")
    for _ in range(args.repeat):
        start = time.process_time()
        for text in texts:
            try:
                parse(text, extglob=True)
            except ParseError:
                pass
        best = min(best, time.process_time() - start)
    print(f"corpus: {len(texts)} files, {lines} lines, {sum(map(len, texts))} chars")
    print(f"parse: {best:.2f} s CPU, {lines / best:,.0f} lines/s (best of {args.repeat})")
    for cmd in SHORT:
        n = 2000
        start = time.process_time()
        for _ in range(n):
            parse(cmd)
        print(f"short command: {(time.process_time() - start) / n * 1e6:.1f} us CPU  {cmd}")
    print(f"load average: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
