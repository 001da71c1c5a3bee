"""The ASGI app of ``vshell serve``: the page, its static files, one WebSocket per terminal, the file endpoint.

Routes: ``GET /`` the page; ``/static/...`` its script, styles and the
vendored xterm.js; ``WS /ws?cols=C&rows=R`` a terminal (the protocol is in
:mod:`vshell.web.protocol`); ``GET /file?session=SID&path=P`` a file of that
terminal's view, read-only (:mod:`vshell.web.files`).  Everything passes the
:class:`~vshell.web.security.Gate` first.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shlex
from collections.abc import AsyncIterator
from concurrent.futures import ThreadPoolExecutor
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from vshell.web import protocol
from vshell.web.connection import Connection, Outbox, run_in
from vshell.web.files import read_view_file
from vshell.web.options import ServeOptions, parse_serve_args
from vshell.web.security import Gate

CLOSE_NORMAL = 1000
CLOSE_UNSUPPORTED = 1003
CLOSE_INTERNAL = 1011
CLOSE_TRY_LATER = 1013


class Hub:
    """The terminals this server has open (at most ``max_sessions``), by session id."""

    def __init__(self, options: ServeOptions) -> None:
        self.options = options
        self.connections: dict[str, Connection] = {}
        self.pending = 0
        self.executor = ThreadPoolExecutor(max_workers=2 * options.max_sessions + 4, thread_name_prefix="vshell-web")

    @property
    def count(self) -> int:
        return len(self.connections) + self.pending


def _size(value: str | None, default: int) -> int:
    try:
        n = int(value) if value is not None else default
    except ValueError:
        return default
    return min(max(n, 2), protocol.MAX_CELLS)


async def page(request: Request) -> Response:
    html = resources.files("vshell.web").joinpath("static/index.html").read_bytes()
    return Response(html, media_type="text/html; charset=utf-8", headers={"cache-control": "no-store"})


async def file_view(request: Request) -> Response:
    hub: Hub = request.app.state.hub
    conn = hub.connections.get(request.query_params.get("session", ""))
    if conn is None or conn.session is None:
        return Response("vshell: no such session\n", status_code=404, media_type="text/plain; charset=utf-8")
    view = await run_in(hub.executor, read_view_file, conn.session, request.query_params.get("path", ""))
    headers = {"cache-control": "no-store"}
    if view.status != 200:
        return Response(view.text + "\n", status_code=view.status, media_type="text/plain", headers=headers)
    return JSONResponse({"text": view.text, "truncated": view.truncated}, headers=headers)


async def terminal_socket(ws: WebSocket) -> None:
    hub: Hub = ws.app.state.hub
    opts = hub.options
    await ws.accept()
    if hub.count >= opts.max_sessions:
        reason = f"the server is full: {opts.max_sessions} terminals are open; try again later"
        await ws.send_text(protocol.dump("end", reason=reason))
        await ws.close(CLOSE_TRY_LATER)
        return
    hub.pending += 1
    loop = asyncio.get_running_loop()
    wake = asyncio.Event()
    ended: list[str] = []

    def on_end(reason: str) -> None:  # from the terminal's thread
        def mark() -> None:
            ended.append(reason)
            wake.set()

        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(mark)

    outbox = Outbox(loop, wake)
    conn = Connection(opts, outbox, on_end)
    cols = _size(ws.query_params.get("cols"), 80)
    rows = _size(ws.query_params.get("rows"), 24)
    inbox: asyncio.Queue[protocol.ClientMessage | None] = asyncio.Queue()
    reason = "the page left"
    try:
        try:
            await run_in(hub.executor, conn.open, cols, rows)
        except (OSError, ValueError) as e:  # the workspace went away, or cannot be read
            reason = f"cannot open the workspace: {e.strerror if isinstance(e, OSError) else e}"
            await ws.send_text(protocol.dump("end", reason=reason))
            await ws.close(CLOSE_INTERNAL)
            return
        finally:
            hub.pending -= 1
        hub.connections[conn.id] = conn
        await ws.send_text(
            protocol.dump("hello", session=conn.id, mode=opts.mode, workspaces=list(conn.session.workspaces))
        )

        async def sender() -> None:
            while not ended:
                await wake.wait()
                wake.clear()
                for text in outbox.take():
                    await ws.send_text(text)
            for text in outbox.take():
                await ws.send_text(text)

        async def feeder() -> None:
            while (msg := await inbox.get()) is not None:
                if isinstance(msg, protocol.Input):
                    await run_in(hub.executor, conn.feed, msg.data)
                elif isinstance(msg, protocol.Resize):
                    await run_in(hub.executor, conn.resize, msg.cols, msg.rows)
                else:
                    await run_in(hub.executor, conn.answer, msg.id, msg.apply)

        async def receiver() -> str:
            while True:
                try:
                    message = await asyncio.wait_for(ws.receive(), timeout=opts.idle_timeout)
                except TimeoutError:
                    return f"the terminal was idle for {opts.idle_timeout:g} seconds"
                except (WebSocketDisconnect, RuntimeError):
                    return "the page left"
                if message["type"] == "websocket.disconnect":
                    return "the page left"
                text = message.get("text")
                if text is None:
                    return "protocol error: only text frames are part of the protocol"
                try:
                    inbox.put_nowait(protocol.parse_client(text))
                except protocol.ProtocolError as e:
                    return f"protocol error: {e}"

        tasks = [asyncio.create_task(sender()), asyncio.create_task(feeder())]
        receiving = asyncio.create_task(receiver())
        done, _ = await asyncio.wait([receiving, tasks[0]], return_when=asyncio.FIRST_COMPLETED)
        if receiving in done:
            reason = receiving.result()
        elif ended:
            reason = ended[0]
        for task in [*tasks, receiving]:
            task.cancel()
        await asyncio.gather(*tasks, receiving, return_exceptions=True)
    except (WebSocketDisconnect, RuntimeError, OSError):
        reason = "the page left"
    finally:
        hub.connections.pop(conn.id, None)
        await run_in(hub.executor, conn.close)
    if ws.application_state == WebSocketState.CONNECTED and ws.client_state == WebSocketState.CONNECTED:
        with contextlib.suppress(Exception):  # the page may be gone already
            await ws.send_text(protocol.dump("end", reason=reason))
            code = CLOSE_UNSUPPORTED if reason.startswith("protocol error") else CLOSE_NORMAL
            await ws.close(code)


def create_app(options: ServeOptions) -> Any:
    """The whole server as one ASGI app (the Gate in front of Starlette)."""
    hub = Hub(options)

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        yield
        for conn in list(hub.connections.values()):
            await run_in(hub.executor, conn.close)
        hub.executor.shutdown(wait=False, cancel_futures=True)

    app = Starlette(
        routes=[
            Route("/", page),
            Route("/file", file_view),
            WebSocketRoute("/ws", terminal_socket),
            Mount("/static", StaticFiles(packages=[("vshell.web", "static")]), name="static"),
        ],
        lifespan=lifespan,
    )
    app.state.hub = hub
    return Gate(app, options.token)


def from_environ() -> Any:
    """The app for ``uvicorn --factory vshell.web.app:from_environ`` (several workers, gunicorn's too).

    The options are ``vshell serve``'s, read from ``VSHELL_SERVE_ARGS`` (the token from ``VSHELL_TOKEN``);
    the address is uvicorn's.  Without a token only a loopback Host is answered, whatever uvicorn binds.
    """
    return create_app(parse_serve_args(shlex.split(os.environ.get("VSHELL_SERVE_ARGS", ""))))
