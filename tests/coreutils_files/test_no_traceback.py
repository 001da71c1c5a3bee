"""No Python exception escapes a file command, whatever its arguments (rule 2): a seeded sweep of
awkward argument lists; every run must end with a status."""

from __future__ import annotations

import random

import pytest
from harness import make_fs, run

CMDS = [
    "ls",
    "cat",
    "head",
    "tail",
    "wc",
    "cp",
    "mv",
    "rm",
    "mkdir",
    "rmdir",
    "touch",
    "ln",
    "chmod",
    "stat",
    "readlink",
    "realpath",
    "basename",
    "dirname",
    "pwd",
    "find",
    "xargs",
    "tree",
    "du",
    "df",
]
ARGS = [
    "-", "--", "", "/", ".", "..", "f", "d", "d/", "l", "br", "nosuch", "-n", "-5", "+3", "-c", "-r", "-R", "-a",
    "-l", "-s", "-x", "-z", "-0", "--color", "--color=x", "-w", "0", "-1", "x", "%", "%p", "-printf", "-exec", "{}",
    ";", "+", "(", ")", "!", "-o", "-name", "*", "-type", "f,d", "-size", "-1k", "-perm", "/7", "-mtime", "-newer",
    "-L", "-P", "-H", "-t", "-T", "-d", "-m", "777", "u+s", "-f", "-e", "-I", "-E", "--time-style=+%N", "-h",
    "--si", "-i", "-F", "-p", "-q", "-b", "-Q", "\udcff", "a\nb", "-v", "--max-depth=1", "-B", "1K",
    "--files0-from=f", "-maxdepth", "-delete", "-quit", "-ls", "-u", "-S", "-X", "-k", "--reference=f", "-Z",
]  # fmt: skip


@pytest.mark.parametrize("seed", range(4))
def test_awkward_arguments_end_with_a_status(seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(150):
        fs = make_fs({"f": b"hello\nworld\n", "d/e/x": b"x", "l": ("symlink", "f"), "br": ("symlink", "nowhere")})
        argv = [rng.choice(CMDS)] + [rng.choice(ARGS) for _ in range(rng.randint(0, 5))]
        result = run(fs, argv, stdin=b"a b\nc\n")
        assert isinstance(result.status, int), argv
