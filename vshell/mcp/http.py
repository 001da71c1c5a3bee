"""``vshell mcp --http``: the same server as streamable HTTP, on 127.0.0.1 only, behind a bearer token.

The token is ``$VSHELL_MCP_TOKEN`` when set (so a client's config can name
it), else a random one said on stderr at start.  A request without it gets
401 before the SDK sees it.  The SDK's own Host/Origin checks for a localhost
server stay on (a web page cannot rebind a name to this port).
"""

from __future__ import annotations

import hmac
import os
import secrets
import sys
from typing import Any

from vshell.agents.tools import ShellTools
from vshell.mcp.server import VshellServer, warm_up

HOST = "127.0.0.1"
PATH = "/mcp"
TOKEN_ENV = "VSHELL_MCP_TOKEN"

ASGIApp = Any


class RequireToken:
    """ASGI middleware: every HTTP request carries ``Authorization: Bearer <token>`` or is answered 401."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        self.app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            given = dict(scope.get("headers") or []).get(b"authorization", b"")
            if not hmac.compare_digest(given, self._expected):
                body = b'{"error": "missing or wrong bearer token"}'
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [
                            (b"content-type", b"application/json"),
                            (b"content-length", str(len(body)).encode()),
                            (b"www-authenticate", b"Bearer"),
                        ],
                    }
                )
                await send({"type": "http.response.body", "body": body})
                return
        await self.app(scope, receive, send)


def app_for(tools: ShellTools, token: str) -> ASGIApp:
    """The ASGI application: the SDK's streamable HTTP app behind the token check."""
    vs = VshellServer(tools)
    return RequireToken(vs.server.streamable_http_app(streamable_http_path=PATH, host=HOST), token)


def serve_http(tools: ShellTools, port: int) -> None:
    """Serve until interrupted; says the address (and a generated token) on stderr once listening."""
    import anyio
    import uvicorn

    warm_up(tools)
    token = os.environ.get(TOKEN_ENV) or secrets.token_urlsafe(24)
    said = "from $" + TOKEN_ENV if os.environ.get(TOKEN_ENV) else token
    config = uvicorn.Config(app_for(tools, token), host=HOST, port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)

    async def announce() -> None:
        while not server.started:
            await anyio.sleep(0.02)
        bound = server.servers[0].sockets[0].getsockname()[1]
        sys.stderr.write(f"vshell mcp: serving http://{HOST}:{bound}{PATH} (bearer token: {said})\n")
        sys.stderr.flush()

    async def main() -> None:
        async with anyio.create_task_group() as tg:
            tg.start_soon(announce)
            await server.serve()
            tg.cancel_scope.cancel()

    anyio.run(main)
