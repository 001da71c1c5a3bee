"""Do two pipeline stages doing C-level byte work overlap?  Measured two ways (issue 14, NOTES.md D-gil).

    python bench/gil_overlap.py [--mb 20] [--passes 8]

1. *Holds the lock?*  One thread runs the operation on a big block again and again, recording when each
   call starts and ends; a second thread only counts in a Python loop, timestamping its steps.  A step
   that falls in the middle half of one of the first thread's calls means that call let go of the lock:
   only then can a second stage run beside it.  This does not depend on how busy the machine is (a
   call that holds the lock never shares it, however many cores are idle).
2. *Cores used.*  The same work done by two threads at once against one thread doing all of it: CPU
   over wall time, and the speed-up.  On a busy machine this shows little either way; the load average
   is printed beside it.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import threading
import time
import zlib
from collections.abc import Callable


def operations(block: bytes) -> dict[str, Callable[[], object]]:
    table = bytes.maketrans(b"abcdefghijklmnopqrstuvwxyz", b"ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    pattern = re.compile(rb"fox|dog")
    return {
        "bytes.translate": lambda: block.translate(table),
        "bytes.count": lambda: block.count(b"\n"),
        "bytes.split": lambda: block.split(b"\n"),
        "re.findall": lambda: pattern.findall(block),
        "hashlib.sha256": lambda: hashlib.sha256(block).digest(),
        "zlib.crc32": lambda: zlib.crc32(block),
    }


def holds_lock(fn: Callable[[], object], calls: int) -> tuple[int, int, float]:
    """(counter steps inside the calls, steps in all, seconds inside the calls)."""
    spans: list[tuple[float, float]] = []
    stamps: list[float] = []
    done = threading.Event()

    def counter() -> None:
        clock = time.perf_counter
        while not done.is_set():
            stamps.append(clock())
            for _ in range(200):
                pass

    t = threading.Thread(target=counter)
    t.start()
    time.sleep(0.02)
    for _ in range(calls):
        start = time.perf_counter()
        fn()
        spans.append((start, time.perf_counter()))
        time.sleep(0.005)  # let the counter run between calls
    done.set()
    t.join()
    # Only the middle half of each call counts: handing the lock over before and after the C code (at the
    # call's first and last bytecodes) takes some milliseconds of the span, more on a busy machine.
    inside = 0
    j = 0
    for s in stamps:
        while j < len(spans) and spans[j][1] < s:
            j += 1
        if j < len(spans):
            start, end = spans[j]
            quarter = (end - start) / 4
            if start + quarter < s < end - quarter:
                inside += 1
    return inside, len(stamps), sum(e - s for s, e in spans)


def cores_used(fn: Callable[[], object], passes: int) -> tuple[float, float, float, float]:
    def run(n: int) -> None:
        for _ in range(n):
            fn()

    w, c = time.perf_counter(), time.process_time()
    run(2 * passes)
    one_wall, one_cpu = time.perf_counter() - w, time.process_time() - c
    threads = [threading.Thread(target=run, args=(passes,)) for _ in range(2)]
    w, c = time.perf_counter(), time.process_time()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    two_wall, two_cpu = time.perf_counter() - w, time.process_time() - c
    return one_wall, one_cpu, two_wall, two_cpu


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mb", type=int, default=20)
    ap.add_argument("--passes", type=int, default=8)
    ap.add_argument("--calls", type=int, default=10)
    args = ap.parse_args()
    line = b"the quick brown fox jumps over the lazy dog 0123456789\n"
    block = (line * (args.mb * 1_000_000 // len(line) + 1))[: args.mb * 1_000_000]
    print(f"{args.mb} MB block; load average {os.getloadavg()[0]:.1f}; {os.cpu_count()} CPUs")
    print(f"{'operation':16} {'steps in mid-call':>27} {'ms in calls':>12} | "
          f"{'1 thread wall/cpu':>18} {'2 threads wall/cpu':>19} {'cores':>6} {'speed-up':>8}")
    for name, fn in operations(block).items():
        inside, total, in_calls = holds_lock(fn, args.calls)
        one_wall, one_cpu, two_wall, two_cpu = cores_used(fn, args.passes)
        print(f"{name:16} {inside:>12} of {total:<12} {in_calls * 1000:12.0f} | {one_wall:8.2f}/{one_cpu:<8.2f} "
              f"{two_wall:9.2f}/{two_cpu:<8.2f} {two_cpu / two_wall:6.2f} {one_wall / two_wall:7.2f}x")


if __name__ == "__main__":
    main()
