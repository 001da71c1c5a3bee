"""``vshell mcp [--workspace DIR]... [--approvals MODE] [--timeout S] [--limit NAME=VALUE]... [--http [--port N]]``.

On stdio by default (what Claude Code, Cursor and VS Code start).  With
``--http`` the same server is served as streamable HTTP at
``http://127.0.0.1:PORT/mcp``; every request must carry
``Authorization: Bearer TOKEN``, where TOKEN is ``$VSHELL_MCP_TOKEN`` or,
when that is unset, a random one printed on stderr at start.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

USAGE = """\
usage: vshell mcp [--workspace DIR]... [--approvals plan|ask|auto|full] [--timeout SECONDS]
                  [--limit NAME=VALUE]... [--http [--port N]]
"""


class UsageError(Exception):
    pass


@dataclass(slots=True)
class McpOptions:
    workspaces: list[str] = field(default_factory=list)
    approvals: str = "ask"
    timeout: float | None = None
    limits: dict[str, Any] = field(default_factory=dict)
    http: bool = False
    port: int = 8765


def parse_args(argv: Sequence[str]) -> McpOptions:
    from vshell.invocation import UsageError as CliUsage
    from vshell.invocation import limit_value
    from vshell.session import APPROVAL_MODES

    opts = McpOptions()
    it = list(argv)
    i = 0
    while i < len(it):
        arg = it[i]
        name, eq, inline = arg.partition("=")
        if name in ("--workspace", "--approvals", "--timeout", "--limit", "--port"):
            if not eq:
                i += 1
                if i >= len(it):
                    raise UsageError(f"{name}: option requires an argument")
                inline = it[i]
            if name == "--workspace":
                opts.workspaces.append(inline)
            elif name == "--approvals":
                if inline not in APPROVAL_MODES:
                    raise UsageError(f"--approvals: expected one of {', '.join(APPROVAL_MODES)}, not {inline!r}")
                opts.approvals = inline
            elif name == "--timeout":
                opts.timeout = _seconds(inline)
            elif name == "--port":
                if not inline.isdigit() or int(inline) > 65535:
                    raise UsageError(f"--port: expected a port number (0: any free one), not {inline!r}")
                opts.port = int(inline)
            else:
                key, sep, raw = inline.partition("=")
                if not sep:
                    raise UsageError(f"--limit: expected NAME=VALUE, not {inline!r}")
                try:
                    opts.limits[key] = limit_value(key, raw)
                except CliUsage as e:
                    raise UsageError(str(e))
        elif arg == "--http":
            opts.http = True
        elif arg in ("-h", "--help"):
            raise UsageError("")
        else:
            raise UsageError(f"{arg}: invalid option")
        i += 1
    return opts


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise UsageError(f"--timeout: not a number of seconds: {text!r}")
    if value <= 0:
        raise UsageError("--timeout: must be positive")
    return value


def main(argv: Sequence[str]) -> int:
    try:
        opts = parse_args(argv)
    except UsageError as e:
        if str(e):
            sys.stderr.write(f"vshell mcp: {e}\n")
        sys.stderr.write(USAGE)
        return 2 if str(e) else 0
    try:
        import mcp  # noqa: F401
    except ImportError:
        sys.stderr.write("vshell mcp: needs the MCP SDK: pip install 'vshell[mcp]'\n")
        return 2
    import dataclasses

    import anyio

    from vshell.agents.tools import ShellTools
    from vshell.limits import Limits
    from vshell.session import Session

    limits = Limits(**opts.limits)
    if opts.timeout is not None:
        limits = dataclasses.replace(limits, wall_time=opts.timeout)
    try:
        session = Session(workspaces=opts.workspaces or [os.getcwd()], limits=limits, approvals=opts.approvals)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"vshell mcp: cannot open the workspace: {e}\n")
        return 2
    tools = ShellTools(session)
    with session:
        try:
            if opts.http:
                from vshell.mcp.http import serve_http

                serve_http(tools, opts.port)
            else:
                from vshell.mcp.server import serve_stdio

                anyio.run(serve_stdio, tools)
        except KeyboardInterrupt:
            pass
    return 0
