"""Record what interactive GNU bash draws for a sequence of keys: the expected screens of vshell's terminal.

``python -m vshell.golden.record_terminal`` runs each case of :data:`CASES` in a real
``bash --norc --noprofile -i`` under a pseudoterminal of the case's size (TERM=xterm-256color,
PS1='$ ', PS2='> ', an empty HOME and history file, the case's files in a fresh work dir), types
each step's keys, waits until bash has been quiet for a moment, and renders everything bash wrote
with pyte, the VT emulator the replay test uses.  The final screen (rows, right-trimmed) and cursor
are written to ``golden/terminal/<case>.json``.  Each case is recorded twice and refused if the two
screens differ.  Like ``record.py``, this is one of the few places that runs bash on purpose; the
recordings are never edited by hand.  ``tests/terminal/test_golden_screens.py`` replays them.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import shutil
import signal
import struct
import sys
import tempfile
import termios
import time
from pathlib import Path
from typing import Any

OUT_DIR = Path(__file__).resolve().parent / "terminal"
QUIET = 0.4  # seconds without output that count as "bash is waiting for keys"
STEP_MAX = 10.0

# name -> (cols, rows, files, steps); each step is the keys typed at once, or {"keys": ..., "until": "running"}
# when they start a command that runs on (the replay then waits for it to be running, not for a prompt).
Step = str | dict[str, str]
_FILES8 = {f"{n}.txt": "" for n in ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel")}
CASES: dict[str, tuple[int, int, dict[str, str], list[Step]]] = {
    "insert-in-the-middle": (40, 6, {}, ["echo helo", "\x1b[D", "l"]),
    "home-end-ctrl-a-e": (40, 6, {}, ["cho x", "\x01", "e", "\x05", "y"]),
    "ctrl-b-f": (40, 6, {}, ["abcd", "\x02\x02", "X", "\x06", "Y"]),
    "alt-b-f": (40, 6, {}, ["one two three", "\x1bb\x1bb", "X", "\x1bf", "Y"]),
    "ctrl-left-right": (40, 6, {}, ["one two three", "\x1b[1;5D\x1b[1;5D", "X", "\x1b[1;5C", "Y"]),
    "backspace-delete": (40, 6, {}, ["abcdef", "\x7f", "\x02\x02", "\x1b[3~", "\x01", "\x04"]),
    "kill-and-yank": (40, 6, {}, ["one two three", "\x17", "\x01", "\x19", " ", "\x05", "\x15", "\x19"]),
    "ctrl-k-alt-d": (40, 6, {}, ["alpha beta gamma", "\x01", "\x1bd", "\x1bf", "\x0b", "\x01", "\x19"]),
    "transpose": (40, 6, {}, ["ab", "\x14", " cd", "\x02", "\x14"]),
    "ctrl-l-keeps-the-line": (40, 6, {}, ["echo one\r", "echo two", "\x0c"]),
    "run-a-command": (40, 6, {}, ["echo hello world\r"]),
    "ctrl-c-at-the-prompt": (40, 6, {}, ["echo abc", "\x03", "echo $?\r"]),
    "wrap-long-line": (20, 6, {}, ["echo 0123456789abcdefghijklmnop", "\x01", "\x06\x06\x06\x06", "X"]),
    "wrap-wide-characters": (20, 6, {}, ["echo 漢字漢字漢字漢字漢"]),
    "history-up-down": (40, 8, {}, ["echo one\r", "echo two\r", "\x1b[A", "\x1b[A", "\x1b[B", "\r"]),
    "reverse-search": (50, 8, {}, ["echo alpha\r", "echo beta\r", "\x12al"]),
    "reverse-search-accept": (50, 8, {}, ["echo alpha\r", "echo beta\r", "\x12al", "\x05", "!\r"]),
    "history-expansion": (40, 10, {}, ["echo one two\r", "!!\r", "echo !$\r"]),
    "multi-line-if": (40, 8, {}, ["if true\r", "then echo yes\r", "fi\r"]),
    "multi-line-quote": (40, 8, {}, ["echo 'a\r", "b'\r"]),
    "complete-unique-file": (40, 6, {"notes.txt": "x\n", "docs/": ""}, ["cat no\t"]),
    "complete-directory": (40, 6, {"notes.txt": "x\n", "docs/": ""}, ["cd do\t"]),
    "complete-list": (40, 6, {"alpha.txt": "", "beta.txt": "", "gamma/": ""}, ["cat \t\t"]),
    "complete-common-prefix": (40, 6, {"report-2023.txt": "", "report-2024.txt": ""}, ["cat r\t", "\t"]),
    "complete-quoting": (40, 6, {"my file.txt": ""}, ["cat my\t"]),
    "printf-without-newline": (40, 6, {}, ["printf abc; echo\r"]),
    "read-p-from-keyboard": (40, 6, {}, ["read -p 'name? ' n; echo hi $n\r", "bob\r"]),
    "cat-until-ctrl-d": (40, 8, {}, ["cat\r", "one\r", "two\r", "\x04"]),
    "ctrl-c-sleep": (40, 6, {}, [{"keys": "sleep 100\r", "until": "running"}, "\x03", "echo $?\r"]),
    "ctrl-c-busy-loop": (40, 6, {}, [{"keys": "while :; do :; done\r", "until": "running"}, "\x03", "echo $?\r"]),
    "ctrl-c-yes-grep": (40, 6, {}, [{"keys": "yes | grep x\r", "until": "running"}, "\x03", "echo $?\r"]),
    "ls-columns-40": (40, 6, _FILES8, ["ls\r"]),
    "ls-columns-60": (60, 6, _FILES8, ["ls\r"]),
}


def _materialise(root: Path, files: dict[str, str]) -> None:
    for name, content in files.items():
        if name.endswith("/"):
            (root / name).mkdir(parents=True, exist_ok=True)
        else:
            (root / name).parent.mkdir(parents=True, exist_ok=True)
            (root / name).write_text(content)


def _drain(fd: int, sink: list[bytes], quiet: float, limit: float) -> None:
    end = time.monotonic() + limit
    last = time.monotonic()
    while time.monotonic() < end:
        ready, _, _ = select.select([fd], [], [], 0.05)
        if ready:
            try:
                data = os.read(fd, 65536)
            except OSError:
                return
            if not data:
                return
            sink.append(data)
            last = time.monotonic()
        elif time.monotonic() - last >= quiet:
            return


def record_once(cols: int, rows: int, files: dict[str, str], steps: list[Step]) -> dict[str, Any]:
    import pyte

    work = Path(tempfile.mkdtemp(prefix="vshell-term-"))
    home = Path(tempfile.mkdtemp(prefix="vshell-term-home-"))
    try:
        _materialise(work, files)
        env = {
            "TERM": "xterm-256color", "PS1": "$ ", "PS2": "> ", "HOME": str(home), "HISTFILE": "/dev/null",
            "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin", "TZ": "UTC",
            "INPUTRC": "/dev/null", "USER": "user",
        }  # fmt: skip
        pid, fd = pty.fork()
        if pid == 0:  # the child: bash on the pty, in the work dir
            os.chdir(work)
            os.execve("/bin/bash", ["bash", "--norc", "--noprofile", "-i"], env)
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
        os.kill(pid, signal.SIGWINCH)
        out: list[bytes] = []
        _drain(fd, out, QUIET, STEP_MAX)
        for step in steps:
            keys = step if isinstance(step, str) else step["keys"]
            os.write(fd, keys.encode())
            _drain(fd, out, QUIET, STEP_MAX)
        screen = pyte.Screen(cols, rows)
        stream = pyte.ByteStream(screen)
        stream.feed(b"".join(out))
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(fd)
        return {
            "screen": [line.rstrip() for line in screen.display],
            "cursor": [screen.cursor.y, screen.cursor.x],
        }
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(home, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    names = argv if argv else sorted(CASES)
    OUT_DIR.mkdir(exist_ok=True)
    failed = 0
    for name in names:
        cols, rows, files, steps = CASES[name]
        first = record_once(cols, rows, files, steps)
        second = record_once(cols, rows, files, steps)
        if first != second:
            sys.stderr.write(f"{name}: two runs of bash drew different screens; not recorded\n")
            failed += 1
            continue
        data = {"name": name, "cols": cols, "rows": rows, "files": files, "steps": steps, **first}
        (OUT_DIR / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n")
        sys.stdout.write(f"{name}: recorded\n")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
