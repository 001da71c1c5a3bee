"""A small harness: run a script in a fresh in-memory vshell and get (stdout, stderr, status)."""

from __future__ import annotations

import io
from collections.abc import Callable

import pytest

from vshell.fs.memory import MemoryFS
from vshell.interp import Shell
from vshell.limits import Budget, Limits

Runner = Callable[..., tuple[str, str, int]]


def make_shell(limits: Limits | None = None) -> tuple[Shell, MemoryFS, Limits]:
    fs = MemoryFS()
    fs.makedirs("/work")
    fs.makedirs("/home/user")
    lim = limits or Limits(wall_time=10.0)
    env = {"PATH": "/usr/bin:/bin", "HOME": "/home/user", "LC_ALL": "C.UTF-8", "USER": "user"}
    return Shell(fs, limits=lim, env=env, cwd="/work", home="/home/user", random_seed=1), fs, lim


@pytest.fixture
def run() -> Runner:
    """``run(script, stdin=b"")`` in one persistent shell per test."""
    sh, _fs, lim = make_shell()

    def go(script: str, stdin: bytes = b"") -> tuple[str, str, int]:
        out, err = io.BytesIO(), io.BytesIO()
        status = sh.run(script, stdin=io.BytesIO(stdin), stdout=out, stderr=err, budget=Budget(lim))
        return out.getvalue().decode(), err.getvalue().decode(), status

    return go
