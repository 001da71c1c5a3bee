"""``vshell serve``: parse the options, bind the socket, run the app under uvicorn."""

from __future__ import annotations

import socket
import sys
from collections.abc import Sequence

from vshell.invocation import STATUS_USAGE, UsageError
from vshell.web.options import HELP, USAGE, ServeOptions, parse_serve_args


def main(argv: Sequence[str]) -> int:
    try:
        opts = parse_serve_args(argv)
    except UsageError as e:
        if not str(e):
            sys.stdout.write(HELP)
            return 0
        sys.stderr.write(f"vshell serve: {e}\n{USAGE}")
        return STATUS_USAGE
    try:
        import uvicorn

        from vshell.web.app import create_app
    except ImportError as e:
        sys.stderr.write(f"vshell serve: {e.name} is missing; install it with: pip install 'vshell[web]'\n")
        return 1
    try:
        sock = _listen(opts)
    except OSError as e:
        sys.stderr.write(f"vshell serve: cannot listen on {opts.host}:{opts.port}: {e.strerror}\n")
        return 1
    port = sock.getsockname()[1]
    shown = f"[{opts.host}]" if ":" in opts.host else opts.host
    note = "changes are never written" if opts.mode == "dry-run" else f"mode {opts.mode}"
    sys.stderr.write(f"vshell serve: http://{shown}:{port}/ ({note}; {', '.join(opts.workspaces)})\n")
    sys.stderr.flush()
    config = uvicorn.Config(
        create_app(opts),
        log_level="warning",
        ws="auto",
        lifespan="on",
        timeout_graceful_shutdown=3,
        ws_max_size=4 << 20,
    )
    server = uvicorn.Server(config)
    server.run(sockets=[sock])
    return 0


def _listen(opts: ServeOptions) -> socket.socket:
    """The server's own listening socket (made here so that ``--port 0`` can say which port it got)."""
    family = socket.AF_INET6 if ":" in opts.host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((opts.host.strip("[]"), opts.port))
    sock.listen(128)
    sock.set_inheritable(True)
    return sock
