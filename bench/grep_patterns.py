"""grep with thousands of patterns: vshell against GNU grep, CPU time (a measurement tool, not product code).

Run:  python bench/grep_patterns.py [--patterns 5000] [--mb 5] [--repeat 3]

Makes ``--patterns`` random lowercase words (5 to 10 letters) and a text of
about ``--mb`` MB of random words, then runs each command as a fresh process,
``python -m vshell --dry-run -c CMD`` and ``bash -c CMD`` (GNU grep), and
reports the median CPU time (user+sys of the child, from ``os.wait4``), the
ratio vshell/GNU, and whether the outputs agree.  vshell's figure includes its
start-up.  GNU's ``-i -f`` with thousands of words is slow in GNU itself
(tens of seconds), so it is not a case here.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess  # the benchmark runs GNU grep too; product code never starts a process
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CASES = {
    "-F -c -f": "grep -F -c -f pats text",
    "-c -f (BRE words)": "grep -c -f pats text",
    "-w -c -f": "grep -w -c -f pats text",
    "-x -c -f": "grep -x -c -f pats words",
    "-o -f | wc": "grep -o -f pats text | wc -l",
}

VSHELL_OPTS = ("--dry-run", "--limit", "wall_time=3600")
"""On a loaded machine a run outlasts the default 30 s wall-time limit, which would stop it (and its output)."""


def _word(rng: random.Random, low: int, high: int) -> str:
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(low, high)))


def _fixtures(where: Path, patterns: int, mb: int) -> None:
    rng = random.Random(16)
    words: set[str] = set()
    while len(words) < patterns:
        words.add(_word(rng, 5, 10))
    (where / "pats").write_text("".join(w + "\n" for w in sorted(words)))
    # Half of the words file is patterns, half is not: -x has lines to select and lines to pass over.
    others = [_word(rng, 5, 10) for _ in range(patterns)]
    (where / "words").write_text("".join(w + "\n" for w in [*sorted(words), *others]))
    with (where / "text").open("w") as f:
        size = 0
        while size < mb * 1_000_000:
            line = " ".join(_word(rng, 2, 9) for _ in range(8)) + "\n"
            f.write(line)
            size += len(line)


def _cpu(argv: list[str], cwd: Path, env: dict[str, str]) -> tuple[float, bytes]:
    """CPU seconds (user+sys) of one run of ``argv`` and its output."""
    proc = subprocess.Popen(argv, cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    assert proc.stdout is not None
    out = proc.stdout.read()
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return usage.ru_utime + usage.ru_stime, out


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--patterns", type=int, default=5000)
    ap.add_argument("--mb", type=int, default=5)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--root", type=Path, default=ROOT, help="the vshell checkout to measure")
    args = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=str(args.root.resolve()), LC_ALL="C.UTF-8")
    with tempfile.TemporaryDirectory() as tmp:
        where = Path(tmp)
        _fixtures(where, args.patterns, args.mb)
        print(f"{args.patterns} patterns, text {(where / 'text').stat().st_size / 1e6:.1f} MB")
        print(f"{'case':20} {'vshell cpu':>10} {'GNU cpu':>8} {'x':>6}")
        for name, cmd in CASES.items():
            vshell = [_cpu([sys.executable, "-m", "vshell", *VSHELL_OPTS, "-c", cmd], where, env)
                      for _ in range(args.repeat)]
            gnu = [_cpu(["bash", "-c", cmd], where, env) for _ in range(args.repeat)]
            vc = statistics.median(c for c, _ in vshell)
            gc = statistics.median(c for c, _ in gnu)
            same = "" if vshell[0][1] == gnu[0][1] else "  (outputs differ!)"
            print(f"{name:20} {vc:9.2f}s {gc:7.2f}s {vc / max(gc, 1e-3):6.1f}{same}")


if __name__ == "__main__":
    main()
