"""Run a registered command directly over a MemoryFS, with BytesIO streams (no shell)."""

from __future__ import annotations

import io
import shlex
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import BinaryIO

from vshell.command import CommandContext, lookup
from vshell.fs.memory import MemoryFS
from vshell.limits import Budget, Limits

# 2020-01-02 03:04:05 UTC
T0 = 1577934245 * 10**9
ENV = {"LC_ALL": "C.UTF-8", "TZ": "UTC", "HOME": "/home/user", "USER": "user", "PATH": "/usr/local/bin:/usr/bin:/bin"}


@dataclass
class Out:
    status: int
    out: bytes
    err: bytes

    @property
    def text(self) -> str:
        return self.out.decode("utf-8", "surrogateescape")

    @property
    def etext(self) -> str:
        return self.err.decode("utf-8", "surrogateescape")


def make_fs(tree: Mapping[str, bytes | str | None] | None = None, *, clock_ns: int = T0) -> MemoryFS:
    """A MemoryFS with /w as the work dir and a /tmp; ``None`` values make directories."""
    fs = MemoryFS(clock=lambda: clock_ns)
    fs.makedirs("/w")
    fs.makedirs("/tmp")
    for path, value in (tree or {}).items():
        if value is None:
            fs.makedirs("/w/" + path)
        else:
            fs.add_file("/w/" + path, value)
    return fs


def run(
    cmd: str | Sequence[str],
    *,
    fs: MemoryFS | None = None,
    stdin: bytes | BinaryIO = b"",
    cwd: str = "/w",
    env: Mapping[str, str] | None = None,
    stdout: BinaryIO | None = None,
    limits: Limits | None = None,
    cancel: threading.Event | None = None,
) -> Out:
    """Run one command line (split like the shell would, without expansions)."""
    argv = shlex.split(cmd) if isinstance(cmd, str) else list(cmd)
    fs = fs if fs is not None else make_fs()
    out = stdout if stdout is not None else io.BytesIO()
    err = io.BytesIO()
    inp = io.BytesIO(stdin) if isinstance(stdin, bytes) else stdin
    budget = Budget(limits or Limits(), cancel)
    status = _run(fs, argv, inp, out, err, cwd, dict(ENV if env is None else env), budget)
    return Out(status, out.getvalue() if isinstance(out, io.BytesIO) else b"", err.getvalue())


def _run(fs: MemoryFS, argv: list[str], stdin: BinaryIO, stdout: BinaryIO, stderr: BinaryIO, cwd: str,
         env: dict[str, str], budget: Budget) -> int:
    info = lookup(argv[0].rsplit("/", 1)[-1])
    if info is None:
        stderr.write(f"bash: {argv[0]}: command not found\n".encode())
        return 127

    def sub(argv2: Sequence[str], *, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None,
            stderr: BinaryIO | None = None, env: Mapping[str, str] | None = None, cwd: str | None = None,
            budget: Budget | None = None) -> int:
        return _run(fs, list(argv2), stdin or ctx.stdin, stdout or ctx.stdout, stderr or ctx.stderr,
                    cwd or ctx.cwd, dict(ctx.env if env is None else env), budget or ctx.budget)

    ctx = CommandContext(argv=argv, stdin=stdin, stdout=stdout, stderr=stderr, env=env, cwd=cwd, fs=fs,
                         budget=budget, run=sub)
    return info.func(ctx)
