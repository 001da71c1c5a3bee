"""Peak memory of a session running 30 typical agent commands over a 5,000-file workspace (target < 100 MiB).

python bench/session_memory.py
"""

from __future__ import annotations

import os
import resource
import shutil
import sys
import tempfile
import time
import tracemalloc

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

COMMANDS = [
    "ls",
    "ls -la src | head -20",
    "find . -name '*.py' | wc -l",
    "find . -type f | head -5",
    "grep -rn 'def handler' src | head",
    "grep -rl TODO . | wc -l",
    "cat src/d00/f000.py",
    "head -n 5 src/d01/f001.py",
    "tail -n 3 README.md",
    "wc -l src/d02/*.py | tail -1",
    "sed -i 's/TODO/DONE/' src/d03/f003.py",
    "grep -c DONE src/d03/f003.py",
    "echo 'new file' > notes.txt",
    "mkdir -p build/out && cp src/d04/f004.py build/out/",
    "mv build/out/f004.py build/out/moved.py",
    "rm -r build",
    "cat src/d05/*.py | sort | uniq -c | sort -rn | head -3",
    "du -sh src | cut -f1",
    "tree -L 1 src | tail -1",
    "diff src/d06/f006.py src/d06/f007.py | head",
    "for f in src/d07/*.py; do echo $f; done | wc -l",
    "x=$(ls src | wc -l); echo $x",
    "cat README.md | tr a-z A-Z | head -2",
    "awk '{n+=NF} END {print n}' src/d08/f008.py",
    "sha256sum src/d09/f009.py",
    "stat -c %s README.md",
    "printf '%s\\n' a b c > list.txt; cat list.txt",
    "find src -newer README.md | head -3",
    "grep -rn 'return' src --include='*.py' | wc -l",
    "git status; echo $?",
]


def make_workspace(root: str, files: int = 5000) -> str:
    ws = os.path.join(root, "ws")
    os.makedirs(ws)
    with open(os.path.join(ws, "README.md"), "w") as f:
        f.write("# project\n" + "text line\n" * 50)
    for i in range(files):
        d = os.path.join(ws, "src", f"d{i // 100:02d}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, f"f{i % 100:03d}.py"), "w") as f:
            f.write(f"def handler_{i}(x):\n    # TODO tidy\n    return x + {i}\n" * 10)
    return ws


def main() -> None:
    root = tempfile.mkdtemp(prefix="vshell-mem-")
    try:
        ws = make_workspace(root)
        base_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        trace = "--no-trace" not in sys.argv
        if trace:
            tracemalloc.start()
        from vshell.session import Session

        s = Session([ws])
        t = time.perf_counter()
        statuses = []
        slow = []
        for cmd in COMMANDS:
            t1 = time.perf_counter()
            statuses.append(s.run(cmd).status)
            slow.append((time.perf_counter() - t1, cmd))
        wall = time.perf_counter() - t
        peak = tracemalloc.get_traced_memory()[1] if trace else 0
        tracemalloc.stop()
        rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print(f"{len(COMMANDS)} commands over 5,000 files in {wall:.2f} s; statuses {statuses}")
        print("slowest: " + "; ".join(f"{c!r} {w:.2f} s" for w, c in sorted(slow, reverse=True)[:4]))
        if trace:
            print(f"peak Python allocations (tracemalloc): {peak / 2**20:.1f} MiB")
        print(f"peak RSS of the process: {rss / 1024:.1f} MiB (before the session: {base_rss / 1024:.1f} MiB)")
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
