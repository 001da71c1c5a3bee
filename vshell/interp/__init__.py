"""The bash interpreter.

Public API (the session and the CLI code against exactly this)::

    Shell(fs, *, limits, env, cwd, home, argv0="bash", args=(), interactive=False, random_seed=None)
    Shell.run(text, *, stdin, stdout, stderr, budget, source_name="-c") -> int
    Shell.exited: bool
    Shell.cwd -> str
    Shell.complete(line, cursor) -> list[str]

``run`` parses and executes one more chunk of input in the same shell (state
persists: cwd, variables, functions, aliases, options, traps, ``$?``).  It
raises ``RunAborted`` subclasses (limits, cancel) and nothing else; any other
Python exception becomes ``InternalError`` with the traceback kept as its
``__cause__``.  ``$$`` is a fixed fake pid (4242), ``$PPID`` 4241.
"""

from __future__ import annotations

from vshell.interp.shell import Shell

__all__ = ["Shell"]
