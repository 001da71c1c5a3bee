"""Run a registered command directly over a MemoryFS, as the interpreter would (no shell)."""

from __future__ import annotations

import io
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import BinaryIO

from vshell.command import CommandContext, lookup
from vshell.fs.memory import MemoryFS
from vshell.limits import Budget, Limits

# 2020-01-02 03:04:05 UTC, the date the golden cases give files with touch -d
T0 = 1577934245 * 10**9
ENV = {"LC_ALL": "C.UTF-8", "TZ": "UTC", "HOME": "/home/user", "USER": "user", "PATH": "/usr/bin:/bin"}


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


def make_fs(tree: Mapping[str, bytes | str | tuple[str, str] | None] | None = None, *, clock_ns: int = T0) -> MemoryFS:
    """A MemoryFS with /w as the work dir, every node stamped ``clock_ns``."""
    fs = MemoryFS(clock=lambda: clock_ns)
    fs.makedirs("/w")
    fs.makedirs("/tmp")
    for path, value in (tree or {}).items():
        full = "/w/" + path
        if value is None or path.endswith("/"):
            fs.makedirs(full.rstrip("/"))
        elif isinstance(value, tuple):
            fs.makedirs(full.rsplit("/", 1)[0])
            fs.symlink(value[1], full)
        else:
            fs.add_file(full, value)
    return fs


def run(
    fs: MemoryFS,
    cmd: str | Sequence[str],
    *,
    stdin: bytes = b"",
    cwd: str = "/w",
    env: Mapping[str, str] | None = None,
    interactive: bool = False,
    width: int = 80,
) -> Out:
    argv = shlex.split(cmd) if isinstance(cmd, str) else list(cmd)
    out, err = io.BytesIO(), io.BytesIO()
    status = _run(fs, argv, io.BytesIO(stdin), out, err, cwd, dict(env or ENV), interactive, width)
    return Out(status, out.getvalue(), err.getvalue())


def _run(
    fs: MemoryFS,
    argv: list[str],
    stdin: BinaryIO,
    stdout: BinaryIO,
    stderr: BinaryIO,
    cwd: str,
    env: dict[str, str],
    interactive: bool = False,
    width: int = 80,
) -> int:
    info = lookup(argv[0])
    if info is None:
        stderr.write(f"bash: {argv[0]}: command not found\n".encode("utf-8", "surrogateescape"))
        return 127

    def sub(
        argv2: Sequence[str],
        *,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        stderr: BinaryIO | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
    ) -> int:
        return _run(
            fs,
            list(argv2),
            stdin or io.BytesIO(),
            stdout or outer.stdout,
            stderr or outer.stderr,
            cwd or outer.cwd,
            dict(env or outer.env),
        )

    outer = CommandContext(
        argv=argv,
        stdin=stdin,
        stdout=stdout,
        stderr=stderr,
        env=env,
        cwd=cwd,
        fs=fs,
        budget=Budget(Limits()),
        run=sub,
        interactive=interactive,
        terminal_width=width,
    )
    return info.func(outer)
