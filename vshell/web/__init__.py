"""``vshell serve``: the terminal in a web page (xterm.js over a WebSocket, Starlette and uvicorn).

Each WebSocket is one visitor's terminal: its own copy-on-write Session over
the workspace folders and its own :class:`vshell.terminal.Terminal`.  The
protocol is in :mod:`vshell.web.protocol`, the server's safety in
:mod:`vshell.web.security`.  Needs the extra: ``pip install 'vshell[web]'``.
"""

from __future__ import annotations

from collections.abc import Sequence


def main(argv: Sequence[str]) -> int:
    """``vshell serve ARGS``; returns the exit status."""
    from vshell.web.serve import main as serve_main

    return serve_main(argv)
