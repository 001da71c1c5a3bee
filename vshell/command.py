"""The command protocol: the context a command receives, and the registry.

A command is ``func(ctx) -> int``.  It sees only its context: argv, binary
streams, a read-only environment, the cwd, the filesystem view and the budget,
plus ``ctx.run`` for commands that run commands (``xargs``, ``find -exec``,
``timeout``, ``env cmd``).  It never touches ``os``, ``open`` or the disk.

Commands register themselves with :func:`register` (the ``coreutils`` package
wraps it in its ``@command`` decorator, which adds GNU option parsing).  The
interpreter finds them with :func:`lookup`; it never imports a command module
itself.  The generated table :mod:`vshell.commands_table` names every
command's module, summary and usage, so ``help``, ``type``, ``command -v``
and completion answer without importing anything, and :func:`lookup` imports
a command's module on its first use only (a ``vshell -c`` run pays for the
commands it runs, not for all of them).

Streams: ``stdin`` has ``read(n=-1)``, ``readline()``, iteration over lines
and ``readinto``; ``stdout``/``stderr`` have ``write(bytes)`` and ``flush()``.
Writing to a pipe whose reader has gone raises ``BrokenPipeError``; a command
lets it propagate and the caller turns it into status 141, silently, as
SIGPIPE would.
"""

from __future__ import annotations

import importlib
import posixpath
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, BinaryIO, Protocol

from vshell.fs.protocol import FileSystem
from vshell.limits import Budget

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field


class SubRunner(Protocol):
    """Runs a command (by argv) in the calling shell's environment and returns its status.

    ``budget`` replaces the caller's for everything the command does (``timeout``'s earlier deadline).
    """

    def __call__(
        self,
        argv: Sequence[str],
        *,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        stderr: BinaryIO | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        budget: Budget | None = None,
    ) -> int: ...


@dataclass(slots=True)
class CommandContext:
    argv: list[str]
    stdin: BinaryIO
    stdout: BinaryIO
    stderr: BinaryIO
    env: Mapping[str, str]
    cwd: str
    fs: FileSystem
    budget: Budget
    run: SubRunner
    interactive: bool = False
    """True when stdout is the user's terminal (``ls`` columns, ``--color=auto``)."""
    terminal_width: int = 80
    extra: dict[str, object] = field(default_factory=dict)
    program: str = ""
    """The command as the script named it when that was a path (``/bin/ls``); ``argv[0]`` is then the
    registered name the command dispatches on, and messages use this (GNU's ``program_name``)."""

    @property
    def name(self) -> str:
        """The name messages start with: ``ls``, or ``/bin/ls`` when run as ``/bin/ls`` (L-usr-bin-path)."""
        return self.program or (self.argv[0] if self.argv else "")

    def resolve(self, path: str) -> str:
        """An absolute, normalised virtual path for ``path`` relative to the cwd (no symlinks resolved)."""
        return resolve(self.cwd, path)

    def error(self, message: str) -> None:
        """Write ``name: message`` and a newline to stderr, as GNU tools do."""
        self.stderr.write(f"{self.name}: {message}\n".encode("utf-8", "surrogateescape"))


def resolve(cwd: str, path: str) -> str:
    """Join ``path`` to ``cwd`` and normalise ``.``/``..`` lexically, keeping a leading ``//`` out."""
    joined = posixpath.join(cwd, path) if path else cwd
    norm = posixpath.normpath(joined)
    if norm.startswith("//"):
        norm = "/" + norm.lstrip("/")
    return norm


CommandFunc = Callable[[CommandContext], int]


@dataclass(frozen=True, slots=True)
class CommandSummary:
    """What the registry tells about a command without importing it: its name, summary and usage."""

    name: str
    summary: str
    usage: str


@dataclass(frozen=True, slots=True)
class CommandInfo:
    """What the registry knows of a command: how to run it and how to describe it."""

    name: str
    func: CommandFunc
    summary: str
    usage: str
    module: str = ""
    """The module whose import registers it (what the generated table records)."""


_REGISTRY: dict[str, CommandInfo] = {}
# Pipeline stages run in threads: two first lookups can race, and a stage must
# not see a half-imported module ("md5sum: command not found" in `seq | md5sum`).
_LOAD_LOCK = threading.RLock()


def register(info: CommandInfo) -> None:
    """Add a command; a second registration of one name is a bug."""
    if info.name in _REGISTRY:
        raise RuntimeError(f"command {info.name!r} registered twice")
    _REGISTRY[info.name] = info


def _table() -> dict[str, tuple[str, str, str]]:
    from vshell.commands_table import COMMANDS

    return COMMANDS


def lookup(name: str) -> CommandInfo | None:
    """The command ``name``, importing its module on first use; None when there is none."""
    info = _REGISTRY.get(name)
    if info is not None:
        return info
    row = _table().get(name)
    if row is None:
        return None
    with _LOAD_LOCK:
        importlib.import_module(row[0])
    return _REGISTRY.get(name)


def known(name: str) -> bool:
    """Whether ``name`` is a command, without importing it."""
    return name in _REGISTRY or name in _table()


def describe(name: str) -> CommandSummary | None:
    """The summary and usage of ``name``, without importing it."""
    info = _REGISTRY.get(name)
    if info is not None:
        return CommandSummary(info.name, info.summary, info.usage)
    row = _table().get(name)
    return None if row is None else CommandSummary(name, row[1], row[2])


def all_commands() -> dict[str, CommandSummary]:
    """Every command, by name in sorted order, without importing any."""
    names = set(_table()) | set(_REGISTRY)
    return {name: summary for name in sorted(names) if (summary := describe(name)) is not None}
