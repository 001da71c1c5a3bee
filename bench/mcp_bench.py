"""Per-call latency of ``bash`` through ``vshell mcp`` on stdio, for a 30-command agent sequence (a measurement tool).

Run:  PYTHONPATH=. python bench/mcp_bench.py [--rounds 5] [--approvals ask]

Starts the server as a child process, connects with the official SDK's
client, and times each ``tools/call`` of ``bash`` from the client's side
(JSON-RPC over the pipes, the worker thread, the run, the result text): the
30 commands an agent typically runs to find its way around a small project,
edit two files and check its work.  Each round uses a fresh copy of the
project and a fresh server; the first round warms the disk cache and is not
counted.  The server starts its shell while the client connects; the first
call waits for what is left of that (a model's first turn usually hides it),
and is counted with the others and also shown alone.  Prints the median and
p95 over every counted call, and the same
commands' median through ``Session.run`` in-process, to show what the
protocol adds.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import anyio
from mcp import ClientSession, StdioServerParameters, stdio_client

ROOT = str(Path(__file__).resolve().parent.parent)

SEQUENCE = [
    "pwd",
    "ls",
    "ls -la src",
    "cat README.md",
    "find . -name '*.py' | sort",
    "wc -l src/app/*.py",
    "grep -rn 'def ' src | head -20",
    "cat src/app/core.py",
    "grep -rn TODO . || true",
    "head -20 src/app/util.py",
    "sed -n '1,10p' tests/test_core.py",
    "git status || echo no git here",
    "tree -L 2",
    "grep -c import src/app/*.py",
    "sed -i 's/return x + 1/return x + 2/' src/app/core.py",
    "grep -n 'return x' src/app/core.py",
    "cat >> CHANGELOG.md <<'EOF'\n- core adds two\nEOF",
    "tail -3 CHANGELOG.md",
    "mkdir -p src/app/extra && printf 'def run():\\n    return 0\\n' > src/app/extra/run.py",
    "ls src/app/extra",
    "diff <(echo a) <(echo b) || true",
    "awk '/def /{n++} END{print n}' src/app/*.py",
    "sort -u docs/words.txt | head",
    "for f in src/app/*.py; do echo \"$f $(wc -l < \"$f\")\"; done",
    "x=$(grep -c def src/app/core.py); echo $x",
    "jq -r .name package.json",
    "cat src/app/core.py | tr a-z A-Z | head -3",
    "find src -newer README.md -type f | sort",
    "echo done; true",
    "ls -R src | head -30",
]


def make_project(root: Path) -> None:
    files = {
        "README.md": "# app\n\nA small app.\n",
        "CHANGELOG.md": "# Changelog\n\n- first\n",
        "package.json": '{"name": "app", "version": "1.0.0"}\n',
        "docs/words.txt": "".join(f"word{i % 50}\n" for i in range(500)),
        "tests/test_core.py": "from app.core import core\n\n\ndef test_core():\n    assert core(1) == 2\n",
    }
    for m in ("core", "util", "models", "views", "cli", "store"):
        body = "".join(f"def {m}_{i}(x):\n    return x + 1\n\n\n" for i in range(20))
        files[f"src/app/{m}.py"] = f"import os\n\n\ndef {m}(x):\n    return x + 1\n\n\n" + body
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)


async def one_round(workspace: str, approvals: str) -> list[float]:
    env = {"PYTHONPATH": ROOT, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "vshell", "mcp", "--workspace", workspace, "--approvals", approvals],
        env=env,
        cwd=workspace,
    )
    times = []
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        for command in SEQUENCE:
            t = time.perf_counter()
            result = await session.call_tool("bash", {"command": command})
            times.append(time.perf_counter() - t)
            if result.is_error:
                raise SystemExit(f"bash failed: {command!r}")
    return times


def in_process(workspace: str) -> list[float]:
    from vshell.session import Session

    times = []
    with Session([workspace]) as s:
        for command in SEQUENCE:
            t = time.perf_counter()
            s.run(command)
            times.append(time.perf_counter() - t)
    return times


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--approvals", default="ask", choices=["plan", "ask", "auto", "full"])
    args = parser.parse_args()
    assert len(SEQUENCE) == 30
    calls: list[float] = []
    firsts: list[float] = []
    local: list[float] = []
    for n in range(args.rounds + 1):
        with tempfile.TemporaryDirectory() as tmp:
            make_project(Path(tmp))
            times = anyio.run(one_round, tmp, args.approvals)
        with tempfile.TemporaryDirectory() as tmp:
            make_project(Path(tmp))
            here = in_process(tmp)
        if n:
            calls += times
            firsts.append(times[0])
            local += here
    ms = 1000
    print(f"vshell mcp (stdio, approvals={args.approvals}), {len(SEQUENCE)} commands x {args.rounds} rounds:")
    print(f"  bash call latency: median {statistics.median(calls) * ms:.2f} ms, p95 {p95(calls) * ms:.2f} ms, "
          f"max {max(calls) * ms:.2f} ms")
    print(f"  the first call of a server (it waits for the shell's start-up): median {statistics.median(firsts) * ms:.0f} ms")
    print(f"  Session.run in-process, same commands: median {statistics.median(local) * ms:.2f} ms, "
          f"p95 {p95(local) * ms:.2f} ms")


if __name__ == "__main__":
    main()
