"""The terminal's latencies: keystroke to echo, and Ctrl+C to the prompt for the four runs of issue 18.

python bench/terminal_bench.py [--trials N]

Keystroke to echo: one printable key fed at the end of a line, until the terminal has written its
echo (the host's ``write`` called), over a line growing to 60 characters.  Ctrl+C to prompt: a
command is started and left running for 0.3 s, then Ctrl+C is fed; the time until the next prompt's
OSC 133 A mark is written.  Median and max over the trials; Ctrl+C must stay under 200 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from vshell.command import all_commands
from vshell.session import Session
from vshell.terminal import Terminal

RUNS = {
    "while :; do :; done": "while :; do :; done",
    "sleep 100": "sleep 100",
    "yes | grep x": "yes | grep x",
    "catastrophic regex": "echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa! | grep -E '^(a|aa)+$'",
}
LIMIT_MS = 200.0


class Host:
    """Collects what the terminal draws; an event fires when a new prompt (OSC 133 A) arrives."""

    def __init__(self) -> None:
        self.chunks: list[str] = []
        self.prompt = threading.Event()
        self.wrote = threading.Event()

    def write(self, text: str) -> None:
        self.chunks.append(text)
        self.wrote.set()
        if "\x1b]133;A" in text:
            self.prompt.set()


def _wait_state(term: Terminal, state: str, timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while term.state != state:
        if time.monotonic() > end:
            raise RuntimeError(f"terminal did not reach {state!r}")
        time.sleep(0.001)


def echo_latency(trials: int) -> list[float]:
    host = Host()
    session = Session(workspaces=[tempfile.mkdtemp(prefix="vshell-tbench-")], interactive=True)
    term = Terminal(session, 80, 24, write=host.write)
    times = []
    for i in range(trials):
        if i % 60 == 0:
            term.feed("\x15")  # start a fresh line
        host.wrote.clear()
        t0 = time.perf_counter()
        term.feed("x")
        if not host.wrote.is_set():
            raise RuntimeError("no echo")
        times.append((time.perf_counter() - t0) * 1000)
    term.close()
    session.close()
    return times


def interrupt_latency(command: str, trials: int) -> list[float]:
    host = Host()
    session = Session(workspaces=[tempfile.mkdtemp(prefix="vshell-tbench-")], interactive=True)
    term = Terminal(session, 80, 24, write=host.write)
    times = []
    for _ in range(trials):
        _wait_state(term, "prompt")
        term.feed(command + "\r")
        _wait_state(term, "running")
        time.sleep(0.3)
        host.prompt.clear()
        t0 = time.perf_counter()
        term.feed("\x03")
        if not host.prompt.wait(10):
            raise RuntimeError(f"{command}: no prompt after Ctrl+C")
        times.append((time.perf_counter() - t0) * 1000)
    term.close()
    session.close()
    return times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--trials", type=int, default=10)
    args = ap.parse_args()
    all_commands()
    worst = 0.0
    echo = echo_latency(max(args.trials, 1) * 30)
    print(f"{'keystroke to echo':<28} median {statistics.median(echo):7.3f} ms   max {max(echo):7.3f} ms   (n={len(echo)})")
    for name, command in RUNS.items():
        t = interrupt_latency(command, args.trials)
        worst = max(worst, max(t))
        print(f"{'Ctrl+C ' + name:<28} median {statistics.median(t):7.1f} ms   max {max(t):7.1f} ms   (n={len(t)})")
    ok = worst < LIMIT_MS
    print(f"Ctrl+C to prompt within {LIMIT_MS:.0f} ms: {'yes' if ok else 'NO'} (worst {worst:.1f} ms)")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
