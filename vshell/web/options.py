"""``vshell serve``'s options, their parser and the rule on the address (no token, no other address)."""

from __future__ import annotations

import argparse
import dataclasses
import ipaddress
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from vshell.invocation import UsageError, limit_value
from vshell.limits import Limits

USAGE = """\
usage: vshell serve [--workspace DIR]... [--host 127.0.0.1] [--port 8022] [--token SECRET]
                    [--review | --apply | --dry-run] [--max-sessions N] [--idle-timeout SECONDS]
                    [--timeout SECONDS] [--limit NAME=VALUE]...
"""

HELP = USAGE + """
The terminal in a web page: each browser tab gets its own copy-on-write session over the workspace.

  --workspace DIR       a folder to serve, at its real path (repeatable; default: the current folder)
  --host ADDR           the address to listen on (default 127.0.0.1); any other needs --token
  --port N              the port (default 8022; 0 picks a free one)
  --token SECRET        required from every visitor (header, or once as ?token= in the URL);
                        VSHELL_TOKEN in the environment does the same without showing it in ps
  --review              each command's changes come up as a card: Keep or Undo (default)
  --apply               changes that pass the commit checks are written at once
  --dry-run             changes are never written
  --max-sessions N      terminals open at once (default 20)
  --idle-timeout S      a terminal with no message from its page for S seconds ends (default 1800)
  --timeout S           wall time of one command (the limit wall_time)
  --limit NAME=VALUE    any other per-session limit, as for vshell
"""

LOOPBACK_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost")
MAX_SESSIONS = 20
IDLE_TIMEOUT = 1800.0


@dataclass(frozen=True, slots=True)
class ServeOptions:
    """What one ``vshell serve`` serves, and how (each field is one option of the command)."""

    workspaces: tuple[str, ...] = ()
    host: str = "127.0.0.1"
    port: int = 8022
    token: str | None = None
    mode: str = "review"
    """What happens to a command's changes: ``review`` (a card asks), ``apply``, ``dry-run`` (never written)."""
    max_sessions: int = MAX_SESSIONS
    """Terminals open at once; the next visitor is told the server is full."""
    idle_timeout: float = IDLE_TIMEOUT
    """Seconds without a message from the page before its terminal ends."""
    timeout: float | None = None
    """Wall time of one command (``Limits.wall_time``); None keeps the limit's default."""
    limits: dict[str, Any] = field(default_factory=dict)

    def session_limits(self) -> Limits:
        """The Limits every terminal's Session gets: ``--limit`` values, ``--timeout`` as the wall time."""
        limits = Limits(**self.limits)
        if self.timeout is not None:
            limits = dataclasses.replace(limits, wall_time=self.timeout)
        return limits

    @property
    def loopback(self) -> bool:
        return is_loopback(self.host)


def is_loopback(host: str) -> bool:
    """True for an address (or name) that only this machine can reach: 127.0.0.0/8, ::1, localhost."""
    name = host.strip("[]").lower()
    if name in LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # argparse would print and exit; the caller reports it
        raise UsageError(message)


def _positive(kind: type[Any]) -> Any:
    def convert(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a {'number' if kind is float else 'whole number'}: {text!r}")
        if value <= 0:
            raise argparse.ArgumentTypeError(f"must be positive: {text!r}")
        return value

    return convert


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}")
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"not a port number: {text!r}")
    return value


def parse_serve_args(argv: Sequence[str]) -> ServeOptions:
    """The options of ``vshell serve``; raises UsageError with a one-line message."""
    p = _Parser(prog="vshell serve", add_help=False, allow_abbrev=False)
    p.add_argument("--workspace", action="append", default=[])
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=_port, default=8022)
    p.add_argument("--token", default=os.environ.get("VSHELL_TOKEN") or None)
    mode = p.add_mutually_exclusive_group()
    mode.add_argument("--review", dest="mode", action="store_const", const="review")
    mode.add_argument("--apply", dest="mode", action="store_const", const="apply")
    mode.add_argument("--dry-run", dest="mode", action="store_const", const="dry-run")
    p.add_argument("--max-sessions", type=_positive(int), default=MAX_SESSIONS)
    p.add_argument("--idle-timeout", type=_positive(float), default=IDLE_TIMEOUT)
    p.add_argument("--timeout", type=_positive(float), default=None)
    p.add_argument("--limit", action="append", default=[])
    p.add_argument("-h", "--help", action="store_true")
    ns = p.parse_args(list(argv))
    if ns.help:
        raise UsageError("")
    limits: dict[str, Any] = {}
    for pair in ns.limit:
        name, eq, raw = pair.partition("=")
        if not eq:
            raise UsageError(f"--limit: expected NAME=VALUE, not {pair!r}")
        limits[name] = limit_value(name, raw)
    if ns.token is not None and not ns.token:
        raise UsageError("--token: must not be empty")
    opts = ServeOptions(
        workspaces=tuple(os.path.abspath(w) for w in (ns.workspace or [os.getcwd()])),
        host=ns.host,
        port=ns.port,
        token=ns.token,
        mode=ns.mode or "review",
        max_sessions=ns.max_sessions,
        idle_timeout=ns.idle_timeout,
        timeout=ns.timeout,
        limits=limits,
    )
    if not opts.loopback and opts.token is None:
        # Anyone who can reach the address could otherwise run commands over the workspace.
        raise UsageError(f"--host {opts.host}: another address than 127.0.0.1 needs --token (or VSHELL_TOKEN)")
    for folder in opts.workspaces:
        if not os.path.isdir(folder):
            raise UsageError(f"--workspace {folder}: not a directory")
    return opts
