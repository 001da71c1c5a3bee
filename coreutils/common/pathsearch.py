"""Finding and running a command by name, as env, timeout and which do.

vshell's commands are not files, but real systems keep them in /usr/bin (and
/bin, merged into /usr on current distributions).  So a registered command
counts as present at ``/usr/bin/NAME`` and ``/bin/NAME`` for a PATH search
(NOTES.md D-misc-which): ``which ls`` prints ``/usr/bin/ls`` as it does on
Debian.  Executable files on the virtual filesystem are found too.
"""

from __future__ import annotations

import dataclasses
import errno
import posixpath
from collections.abc import Mapping, Sequence
from typing import BinaryIO

from vshell.command import CommandContext, SubRunner, known, lookup
from vshell.fs.devices import bind_budget
from vshell.fs.protocol import FileType
from vshell.limits import Budget

BIN_DIRS = ("/usr/bin", "/bin", "/usr/sbin", "/sbin")
_SHELL_ONLY = frozenset({"cd", "export", "unset", "declare", "typeset", "local", "readonly", "shift", "set",
                         "shopt", "source", ".", "eval", "exec", "exit", "return", "break", "continue", "trap",
                         "alias", "unalias", "let", "read", "mapfile", "readarray", "getopts", "hash", "type",
                         "builtin", "enable", "help", "jobs", "wait", "umask", "pushd", "popd", "dirs", "times",
                         "caller", ":"})


# The interpreter itself answers to these names (``bash x.sh``, ``sh -c``), as /usr/bin/bash does.
_SHELLS = frozenset({"bash", "sh"})


def is_registered(name: str) -> bool:
    """A command vshell provides as if it were a binary in /usr/bin (shell builtins are not)."""
    if name in _SHELLS:
        return True
    return name not in _SHELL_ONLY and "/" not in name and known(name)


def _executable_file(ctx: CommandContext, path: str) -> bool:
    try:
        st = ctx.fs.stat(path)
    except OSError:
        return False
    return st.type is FileType.FILE and bool(st.mode & 0o111)


def present_at(ctx: CommandContext, path: str) -> bool:
    """True when ``path`` (virtual, absolute) names an executable: a file, or a registered command in /usr/bin."""
    if _executable_file(ctx, path):
        return True
    directory, base = posixpath.split(path)
    return directory in BIN_DIRS and is_registered(base)


def search_path(ctx: CommandContext, name: str, elements: list[str], *, every: bool = False) -> list[str]:
    """The places a search of the PATH ``elements`` finds ``name`` (an empty element is ``.``)."""
    found: list[str] = []
    for element in elements:
        candidate = f"{element or '.'}/{name}"
        if present_at(ctx, ctx.resolve(candidate)):
            found.append(candidate)
            if not every:
                break
    return found


class NotRunnable(Exception):
    """The command could not be started; ``errno`` is ENOENT (127) or EACCES (126)."""

    def __init__(self, err: int) -> None:
        super().__init__(err)
        self.errno = err
        self.status = 127 if err == errno.ENOENT else 126
        self.strerror = "No such file or directory" if err == errno.ENOENT else "Permission denied"


def run_command(ctx: CommandContext, argv: Sequence[str], *, env: Mapping[str, str] | None = None,
                cwd: str | None = None, budget: Budget | None = None) -> int:
    """Run ``argv`` the way a GNU tool execs a program: a registered command or an executable file.

    Shell builtins and functions are not reachable, as with the real ``env``.
    Raises ``NotRunnable`` when nothing can be executed under that name.
    ``budget`` replaces the context's for a registered command (``timeout``'s own deadline).
    """
    name = argv[0]
    new_env = ctx.env if env is None else env
    new_cwd = ctx.cwd if cwd is None else cwd
    if "/" in name:
        path = ctx.resolve(name) if cwd is None else posixpath.normpath(posixpath.join(new_cwd, name))
        directory, base = posixpath.split(path)
        if not _executable_file(ctx, path):
            if directory in BIN_DIRS and is_registered(base):
                return _call_registered(ctx, base, argv, new_env, new_cwd, budget)
            try:
                ctx.fs.stat(path)
            except OSError:
                raise NotRunnable(errno.ENOENT) from None
            raise NotRunnable(errno.EACCES)
        return _run_script(ctx, [*argv], new_env, new_cwd, budget)
    path_var = new_env.get("PATH", "/usr/local/bin:/usr/bin:/bin")
    for element in path_var.split(":"):
        candidate = posixpath.normpath(posixpath.join(new_cwd, element or ".", name))
        if _executable_file(ctx, candidate):
            return _run_script(ctx, [candidate, *argv[1:]], new_env, new_cwd, budget)
        if posixpath.dirname(candidate) in BIN_DIRS and is_registered(name):
            return _call_registered(ctx, name, argv, new_env, new_cwd, budget)
    raise NotRunnable(errno.ENOENT)


def _run_script(ctx: CommandContext, argv: list[str], env: Mapping[str, str], cwd: str, budget: Budget | None) -> int:
    """A script runs through ``ctx.run``: a new shell that ticks ``budget`` (``timeout``'s deadline) when given,
    in every statement, subshell, pipeline stage and job it starts; the rest of the run keeps its own."""
    if budget is None:
        return ctx.run(argv, env=env, cwd=cwd)
    return ctx.run(argv, env=env, cwd=cwd, budget=budget)


def _call_registered(ctx: CommandContext, name: str, argv: Sequence[str], env: Mapping[str, str], cwd: str,
                     budget: Budget | None) -> int:
    if name in _SHELLS:
        # The shell is the interpreter itself: the sub-runner starts a child shell.
        return _run_script(ctx, [name, *argv[1:]], env, cwd, budget)
    info = lookup(name)
    assert info is not None
    # argv[0] is the registered name (commands dispatch on it); a path it was run by names it in messages
    sub = dataclasses.replace(ctx, argv=[name, *argv[1:]], env=dict(env), cwd=cwd, budget=budget or ctx.budget,
                              run=ctx.run if budget is None else _runner_under(ctx.run, budget),
                              program=argv[0] if argv[0] != name else "")
    with bind_budget(sub.budget):  # timeout's deadline also ends a FIFO open or read its command blocks in
        return info.func(sub)


def _runner_under(run: SubRunner, budget: Budget) -> SubRunner:
    """``run`` with ``budget`` for the commands it runs: what ``timeout env ./x``, ``timeout xargs ./x`` or
    ``timeout find -exec`` start keeps timeout's deadline (a budget given to the call still comes first)."""

    def runner(argv: Sequence[str], *, stdin: BinaryIO | None = None, stdout: BinaryIO | None = None,
               stderr: BinaryIO | None = None, env: Mapping[str, str] | None = None, cwd: str | None = None,
               budget: Budget | None = None) -> int:
        return run(argv, stdin=stdin, stdout=stdout, stderr=stderr, env=env, cwd=cwd, budget=budget or bound)

    bound = budget
    return runner
