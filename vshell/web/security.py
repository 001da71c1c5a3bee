"""The server's gate: token, Host and Origin checks, and the headers every response carries.

* **Token** (``--token``, or ``VSHELL_TOKEN``): required on any address but
  loopback.  A request carries it as ``Authorization: Bearer SECRET`` or
  ``X-Vshell-Token: SECRET``, or once as ``?token=SECRET`` on the page's URL:
  the server then answers with a redirect to the same URL without it and a
  cookie (HttpOnly, SameSite=Strict) holding an HMAC of the token, so the
  secret does not stay in the address bar or the history.  Every comparison
  is constant-time (``hmac.compare_digest``).
* **Host**: without a token, only a loopback ``Host`` is served, so a web page
  on another site cannot reach the terminal through DNS rebinding (a name
  of its own resolved to 127.0.0.1 would pass the Origin check).
* **Origin**: a WebSocket must come from the page's own origin (the Origin
  header's host is the Host header), so another site open in the same browser
  cannot open a terminal with the visitor's cookie.
* **Headers**: a strict Content-Security-Policy (scripts only from this
  server, no inline script, no eval, no frames, no plugins),
  ``X-Content-Type-Options: nosniff``, no referrer, no framing.
"""

from __future__ import annotations

import hashlib
import hmac
import urllib.parse
from collections.abc import Awaitable, Callable, MutableMapping
from http.cookies import SimpleCookie
from typing import Any

from vshell.web.options import is_loopback

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

COOKIE = "vshell_token"
# xterm.js sets the styles of the rows it draws, hence 'unsafe-inline' for styles only.
CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
    "font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)
HEADERS = [
    (b"content-security-policy", CSP.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


def cookie_value(token: str) -> str:
    """What the cookie holds: an HMAC of the token, never the token itself."""
    return hmac.new(token.encode(), b"vshell serve cookie", hashlib.sha256).hexdigest()


def _headers(scope: Scope) -> dict[str, str]:
    out: dict[str, str] = {}
    for k, v in scope.get("headers", []):
        out.setdefault(k.decode("latin-1").lower(), v.decode("latin-1"))
    return out


def _host_name(host: str) -> str:
    """The name part of a Host header (``[::1]:8022`` → ``::1``)."""
    if host.startswith("["):
        return host[1 : host.find("]")] if "]" in host else host
    return host.rsplit(":", 1)[0] if host.count(":") == 1 else host


def origin_ok(origin: str | None, host: str | None) -> bool:
    """The Origin header names the same host and port as the Host header (the page's own origin)."""
    if not origin or not host:
        return False
    parts = urllib.parse.urlsplit(origin)
    return parts.scheme in ("http", "https") and parts.netloc.lower() == host.lower()


class Gate:
    """ASGI middleware in front of the app (see the module docstring)."""

    def __init__(self, app: ASGIApp, token: str | None) -> None:
        self.app = app
        self.token = token
        self._cookie = cookie_value(token) if token is not None else None

    def _token_ok(self, headers: dict[str, str]) -> bool:
        assert self.token is not None and self._cookie is not None
        given = headers.get("x-vshell-token")
        auth = headers.get("authorization", "")
        if auth[:7].lower() == "bearer ":
            given = auth[7:]
        if given is not None and hmac.compare_digest(given.encode(), self.token.encode()):
            return True
        jar = SimpleCookie()
        try:
            jar.load(headers.get("cookie", ""))
        except Exception:  # a malformed Cookie header counts as none
            return False
        morsel = jar.get(COOKIE)
        return morsel is not None and hmac.compare_digest(morsel.value.encode(), self._cookie.encode())

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        headers = _headers(scope)
        host = headers.get("host", "")
        if self.token is None and not is_loopback(_host_name(host)):
            await self._refuse(scope, receive, send, 403, "vshell: this server answers only to 127.0.0.1 and localhost")
            return
        if kind == "websocket" and not origin_ok(headers.get("origin"), host):
            await self._refuse(scope, receive, send, 403, "vshell: the WebSocket must come from this server's page")
            return
        if self.token is not None and not self._token_ok(headers):
            if kind == "http" and await self._token_in_url(scope, send):
                return
            await self._refuse(scope, receive, send, 401, "vshell: a valid token is needed (open the URL with ?token=...)")
            return
        if kind == "websocket":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", []), *HEADERS]
            await send(message)

        await self.app(scope, receive, send_with_headers)

    async def _token_in_url(self, scope: Scope, send: Send) -> bool:
        """``?token=SECRET`` once: a redirect to the same URL without it, with the cookie set."""
        assert self.token is not None and self._cookie is not None
        query = urllib.parse.parse_qsl(scope.get("query_string", b"").decode("latin-1"), keep_blank_values=True)
        given = [v for k, v in query if k == "token"]
        if len(given) != 1 or not hmac.compare_digest(given[0].encode(), self.token.encode()):
            return False
        rest = urllib.parse.urlencode([(k, v) for k, v in query if k != "token"])
        location = scope.get("root_path", "") + scope["path"] + (f"?{rest}" if rest else "")
        secure = "; Secure" if scope.get("scheme") == "https" else ""
        cookie = f"{COOKIE}={self._cookie}; Path=/; HttpOnly; SameSite=Strict{secure}"
        await send(
            {
                "type": "http.response.start",
                "status": 303,
                "headers": [
                    (b"location", location.encode("latin-1", "replace")),
                    (b"set-cookie", cookie.encode()),
                    (b"cache-control", b"no-store"),
                    (b"content-length", b"0"),
                    *HEADERS,
                ],
            }
        )
        await send({"type": "http.response.body", "body": b""})
        return True

    async def _refuse(self, scope: Scope, receive: Receive, send: Send, status: int, text: str) -> None:
        if scope["type"] == "websocket":
            # Closing before accepting makes the server answer the handshake with HTTP 403.
            await receive()  # websocket.connect
            await send({"type": "websocket.close", "code": 1008, "reason": text[:120]})
            return
        body = (text + "\n").encode()
        await send(
            {
                "type": "http.response.start",
                "status": status,
                "headers": [
                    (b"content-type", b"text/plain; charset=utf-8"),
                    (b"content-length", str(len(body)).encode()),
                    *HEADERS,
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
