"""`vshell serve` under load: 50 concurrent WebSocket terminals, each running a 30-command agent-style sequence.

    python bench/serve_bench.py [--terminals 50] [--memory-terminals 10]

Starts ``python -m vshell serve --dry-run`` on 127.0.0.1 (a free port) in a subprocess, then

1. latency: N terminals at once each type the 30 commands below, one after another; a command's latency is
   from sending its Enter to the terminal's "command done" mark (OSC 133 D) arriving: median, p95, max;
2. memory per session: the server's resident memory (VmRSS) with M idle terminals open, after each ran
   ``grep -r`` over a 5,000-file workspace, and after each edited 50 files (pending: dry run), each step's
   growth divided by M.

Only loopback traffic; every wait is bounded.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import websockets

ROOT = Path(__file__).resolve().parent.parent
WAIT = 300.0

SEQUENCE = [
    "pwd",
    "ls",
    "ls -la src | head -5",
    "cat README.md | head -3",
    "find . -name '*.py' | wc -l",
    "grep -rn 'def handler_1' src | head -3",
    "grep -rl TODO src | wc -l",
    "head -n 5 src/d00/f001.py",
    "sed -n 2,4p src/d01/f002.py",
    "wc -l src/d02/*.py | tail -1",
    "sed -i 's/TODO/DONE/' src/d03/f003.py",
    "grep -c DONE src/d03/f003.py",
    "echo 'a note' > notes.txt",
    "cat notes.txt",
    "mkdir -p build && cp src/d04/f004.py build/",
    "diff src/d04/f004.py build/f004.py && echo same",
    "rm -r build",
    "printf '%s\\n' c a b | sort",
    "seq 1 1000 | awk '{s+=$1} END {print s}'",
    "tree -L 1 src | tail -1",
    "du -sh src | cut -f1",
    "cd src/d00 && ls | head -3",
    "cd - >/dev/null; pwd",
    "x=$(ls src | wc -l); echo $x",
    "jq -n '{files: 500}'",
    "sha256sum README.md | cut -c1-16",
    "for f in src/d05/*.py; do echo $f; done | wc -l",
    "test -f notes.txt && echo yes",
    "git status",
    "echo done",
]
assert len(SEQUENCE) == 30


def make_workspace(root: Path, files: int) -> Path:
    ws = root / f"ws{files}"
    ws.mkdir(parents=True)
    (ws / "README.md").write_text("# project\n" + "text line\n" * 50)
    for i in range(files):
        d = ws / "src" / f"d{i // 100:02d}"
        d.mkdir(parents=True, exist_ok=True)
        (d / f"f{i % 100:03d}.py").write_text(f"def handler_{i}(x):\n    # TODO tidy\n    return x + {i}\n" * 10)
    return ws


def rss_kib(pid: int) -> int:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


class Server:
    def __init__(self, workspace: Path, sessions: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "vshell", "serve", "--workspace", str(workspace), "--port", "0", "--dry-run",
             "--max-sessions", str(sessions), "--timeout", "120"],
            stderr=subprocess.PIPE, stdout=subprocess.DEVNULL, env=env,
        )
        assert self.proc.stderr is not None
        line = self.proc.stderr.readline().decode()
        found = re.match(r"vshell serve: http://127\.0\.0\.1:(\d+)/", line)
        if not found:
            raise SystemExit(f"vshell serve did not start: {line!r}")
        self.port = int(found.group(1))

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Term:
    def __init__(self, ws: websockets.ClientConnection) -> None:
        self.ws = ws
        self.text = ""

    async def until(self, mark: str, count: int) -> None:
        while self.text.count(mark) < count:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), WAIT))
            if msg["type"] == "output":
                self.text += msg["data"]
            elif msg["type"] == "end":
                raise RuntimeError(f"the terminal ended: {msg['reason']}")

    async def run(self, command: str) -> float:
        done = self.text.count("\x1b]133;D")
        start = time.perf_counter()
        await self.ws.send(json.dumps({"type": "input", "data": command + "\r"}))
        await self.until("\x1b]133;D", done + 1)
        return time.perf_counter() - start


async def open_term(port: int) -> Term:
    ws = await websockets.connect(
        f"ws://127.0.0.1:{port}/ws?cols=120&rows=40", origin=f"http://127.0.0.1:{port}",  # type: ignore[arg-type]
        max_size=None, open_timeout=WAIT,
    )
    term = Term(ws)
    await term.until("\x1b]133;A", 1)
    return term


async def latency(port: int, terminals: int) -> list[list[float]]:
    """Per terminal, the latency of each command of the sequence."""
    terms = await asyncio.gather(*(open_term(port) for _ in range(terminals)))

    async def agent(term: Term) -> list[float]:
        return [await term.run(cmd) for cmd in SEQUENCE]

    results = await asyncio.gather(*(agent(t) for t in terms))
    for t in terms:
        await t.ws.close()
    return list(results)


GREP = "grep -r 'handler_4999(' . | wc -l"
EDIT = "for f in src/d1[0-4]/f00?.py; do sed -i 's/TODO/EDITED/' $f; done"


async def memory(server: Server, terminals: int) -> list[tuple[str, float]]:
    # One session does everything first, so the modules and caches the process keeps once are not counted.
    warm = await open_term(server.port)
    for command in ("echo warm", GREP, EDIT):
        await warm.run(command)
    await warm.ws.close()
    await asyncio.sleep(1.0)
    base = rss_kib(server.proc.pid)
    terms = [await open_term(server.port) for _ in range(terminals)]
    await asyncio.gather(*(t.run("echo warm") for t in terms))
    await asyncio.sleep(0.5)
    idle = rss_kib(server.proc.pid)
    for t in terms:  # one at a time: the growth is what each session keeps, not what runs at once
        await t.run(GREP)
    grep = rss_kib(server.proc.pid)
    for t in terms:
        await t.run(EDIT)
    edit = rss_kib(server.proc.pid)
    for t in terms:
        await t.ws.close()
    per = terminals * 1024
    return [("idle (after one command)", (idle - base) / per), ("after grep -r over 5,000 files", (grep - base) / per),
            ("after editing 50 files (pending)", (edit - base) / per)]


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--terminals", type=int, default=50)
    p.add_argument("--memory-terminals", type=int, default=10)
    args = p.parse_args()
    root = Path(tempfile.mkdtemp(prefix="vshell-serve-bench-"))
    try:
        small = make_workspace(root, 600)
        server = Server(small, args.terminals + 5)
        try:
            started = time.perf_counter()
            alone = asyncio.run(latency(server.port, 1))[0]
            started = time.perf_counter()
            per_term = asyncio.run(latency(server.port, args.terminals))
            wall = time.perf_counter() - started
            peak = rss_kib(server.proc.pid)
        finally:
            server.stop()
        lat = sorted(x for r in per_term for x in r)
        p95 = lat[int(0.95 * (len(lat) - 1))]
        print(f"latency: {args.terminals} terminals x {len(SEQUENCE)} commands = {len(lat)} commands in {wall:.1f} s")
        print(f"  per command: median {statistics.median(lat) * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms, "
              f"max {lat[-1] * 1000:.0f} ms; server RSS at the end {peak / 1024:.0f} MiB")
        print(f"  one terminal alone: the sequence in {sum(alone):.2f} s, median {statistics.median(alone) * 1000:.0f} ms,"
              f" max {max(alone) * 1000:.0f} ms")
        by_command = sorted(((statistics.median(r[i] for r in per_term), SEQUENCE[i]) for i in range(len(SEQUENCE))),
                            reverse=True)
        print("  slowest under load (median): " + "; ".join(f"{c!r} {m * 1000:.0f} ms" for m, c in by_command[:3]))
        big = make_workspace(root, 5000)
        server = Server(big, args.memory_terminals + 5)
        try:
            rows = asyncio.run(memory(server, args.memory_terminals))
        finally:
            server.stop()
        print(f"memory per session ({args.memory_terminals} sessions, server VmRSS growth / sessions):")
        for name, mib in rows:
            print(f"  {name}: {mib:.1f} MiB")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
