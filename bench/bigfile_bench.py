"""Peak memory and time of commands on big workspace files, each case in a fresh process.

    python bench/bigfile_bench.py                       # 100M and 1G, this checkout's code
    python bench/bigfile_bench.py --sizes 100M --code /path/to/other/checkout

For each size a workspace holding one text file ``big`` (100-byte lines) is
made once; each case then runs in a new Python process that opens a Session
on it, runs ``cat /dev/null`` (so imports and the shell are warm), records its peak
RSS (``ru_maxrss``), runs the case and the change set it leaves, and reports
the wall time of the case and the growth of the peak RSS.  ``+commit`` cases
also apply the change set (``Policy.off()``) and the bench puts the file back
afterwards.  The limits are raised far above the file size, so that the code
before the streaming overlay (which read such files whole) is measured
rather than stopped.  ``--code`` picks the checkout whose ``vshell`` is
imported, to compare before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

CASES: list[tuple[str, str, bool]] = [
    ("cat", "cat big > /dev/null", False),
    (">>", "echo x >> big", False),
    ("mv", "mv big moved", False),
    ("rm", "rm big", False),
    ("sed -n 1p", "sed -n 1p big", False),
    ("tail -1", "tail -1 big", False),
    ("wc -l", "wc -l big", False),
    (">> +commit", "echo x >> big", True),
    ("mv +commit", "mv big moved", True),
    ("rm +commit", "rm big", True),
]

CHILD = r"""
import json, resource, sys, time
from vshell.limits import Limits
from vshell.session import Session
ws, script, commit = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
big = 1 << 40
limits = Limits(wall_time=3600.0, file_size=big, overlay_bytes=big, memory_bytes=big, output_bytes=1 << 20)
s = Session([ws], limits=limits)
s.run("cat /dev/null")  # imports the commands: start-up is not what is measured
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
t0 = time.perf_counter()
c0 = time.process_time()
r = s.run(script)
ok = r.status == 0
if commit:
    from vshell.commit import ApplyDirectly, Policy
    s.policy = Policy.off()
    ok = ok and s.commit(ApplyDirectly()).applied
wall = time.perf_counter() - t0
cpu = time.process_time() - c0
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"ok": ok, "wall": wall, "cpu": cpu, "base_kib": base, "peak_kib": peak,
                  "changes": len(r.changes.changes), "out": r.stdout[-60:].decode(errors="replace"),
                  "err": r.stderr[-200:].decode(errors="replace")}))
"""

LINE = b"%09d " + b"x" * 89 + b"\n"  # 100 bytes


def size_of(text: str) -> int:
    units = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(float(text[:-1]) * units[text[-1]]) if text[-1] in units else int(text)


def make_big(path: str, size: int) -> None:
    block = b"".join(LINE % i for i in range(10_000))  # 1,000,000 bytes
    with open(path, "wb") as f:
        written = 0
        while written + len(block) <= size:
            f.write(block)
            written += len(block)
        f.write(block[: size - written])


def run_case(code: str, ws: str, script: str, commit: bool) -> dict[str, object]:
    env = dict(os.environ, PYTHONPATH=code)
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, ws, script, "1" if commit else "0"],
        env=env,
        cwd=code,  # ``python -c`` puts the current directory first on sys.path
        capture_output=True,
        text=True,
        check=False,
    )
    if proc.returncode != 0 or not proc.stdout.strip():
        return {"ok": False, "error": (proc.stderr.strip().splitlines() or ["no output"])[-1]}
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def restore(ws: str, big: str, saved: str) -> None:
    """Put ``big`` back as it was after a committed case."""
    for name in ("big", "moved"):
        p = os.path.join(ws, name)
        if os.path.lexists(p):
            os.unlink(p)
    os.link(saved, big)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--sizes", default="100M,1G")
    ap.add_argument("--code", default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--cases", default="", help="comma-separated case names (default: all)")
    ap.add_argument("--dir", default=None, help="where to make the workspaces (default: a temp dir)")
    args = ap.parse_args()
    wanted = {c.strip() for c in args.cases.split(",") if c.strip()}
    root = tempfile.mkdtemp(prefix="vshell-bigfile-", dir=args.dir)
    print(f"code: {args.code}")
    print(f"{'size':>6} {'case':<12} {'wall s':>8} {'cpu s':>8} {'peak RSS MiB':>13} {'growth MiB':>11}  note")
    try:
        for text in args.sizes.split(","):
            size = size_of(text)
            ws = os.path.join(root, f"ws{text}")
            os.makedirs(ws)
            big = os.path.join(ws, "big")
            make_big(big, size)
            saved = os.path.join(root, f"saved{text}")
            os.link(big, saved)  # a second name keeps the content when a commit removes or moves it
            for name, script, commit in CASES:
                if wanted and name not in wanted:
                    continue
                r = run_case(args.code, ws, script, commit)
                if commit:
                    restore(ws, big, saved)
                if "error" in r:
                    print(f"{text:>6} {name:<12} {'-':>8} {'-':>8} {'-':>13} {'-':>11}  failed: {r['error']}")
                    continue
                peak = float(str(r["peak_kib"])) / 1024
                growth = peak - float(str(r["base_kib"])) / 1024
                note = "" if r["ok"] else f"status/commit failed: {str(r['err']).strip()[-100:]}"
                print(
                    f"{text:>6} {name:<12} {float(str(r['wall'])):8.2f} {float(str(r['cpu'])):8.2f} "
                    f"{peak:13.1f} {growth:11.1f}  {note}",
                    flush=True,
                )
            os.unlink(saved)
            shutil.rmtree(ws)
    finally:
        shutil.rmtree(root)


if __name__ == "__main__":
    main()
