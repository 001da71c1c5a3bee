"""The MCP server: ``vshell.agents.tools.ShellTools`` over the official SDK's low-level ``Server``.

One Session per server.  Each tool call runs its blocking work in a worker
thread; a ``notifications/cancelled`` from the client cancels the handler,
which cancels the running command (the run then applies nothing).  In ``ask``,
and for what ``auto`` does not apply by itself, ``apply_changes`` asks the
person through MCP elicitation (the summary, the reasons and the diff) when
the client can answer one; otherwise the tool call itself is the person's yes,
which is why ``apply_changes`` is annotated destructive (NOTES.md D-mcp-annotations).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
import anyio.from_thread
import anyio.to_thread
import mcp_types as types
from mcp.server import Server, ServerRequestContext

from vshell.agents.tools import ShellTools, ToolResult, ToolSpec

T = TypeVar("T")

ELICIT_DIFF_CHARS = 20_000
"""How much of the diff an elicitation shows (the summary and the reasons always come whole)."""

APPROVE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "apply": {
            "type": "boolean",
            "title": "Apply these changes to the workspace",
            "description": "Yes writes every change shown, all or nothing; no discards them.",
            "default": False,
        }
    },
    "required": ["apply"],
}


def approval_message(review: Any) -> str:
    """What the person reads: the summary (with the reasons auto did not apply it), then the diff."""
    from vshell.session import _cut_middle

    diff = _cut_middle(str(review.diff()), ELICIT_DIFF_CHARS)
    return "vshell wants to apply these changes to your workspace:\n\n" + str(review.summary()) + "\n" + diff


class _ElicitReview:
    """The ``commit.Review`` an ``apply_changes`` call uses: decided by the person, through the client."""

    def __init__(self, ctx: ServerRequestContext[Any, Any]) -> None:
        self._ctx = ctx

    def decide(self, review: Any) -> bool:
        return anyio.from_thread.run(self._ask, approval_message(review))

    async def _ask(self, message: str) -> bool:
        result = await self._ctx.session.elicit_form(message, APPROVE_SCHEMA, related_request_id=self._ctx.request_id)
        return result.action == "accept" and bool((result.content or {}).get("apply"))


def _can_elicit(ctx: ServerRequestContext[Any, Any]) -> bool:
    caps = ctx.session.client_capabilities
    return caps is not None and caps.elicitation is not None and ctx.session.can_send_request


def _tool(spec: ToolSpec) -> types.Tool:
    hints = spec.annotations()
    return types.Tool(
        name=spec.name,
        title=spec.title,
        description=spec.description,
        input_schema=spec.input_schema,
        output_schema=spec.output_schema,
        annotations=types.ToolAnnotations(
            title=hints["title"],
            read_only_hint=hints["readOnlyHint"],
            destructive_hint=hints["destructiveHint"],
            idempotent_hint=hints["idempotentHint"],
            open_world_hint=hints["openWorldHint"],
        ),
    )


def _result(result: ToolResult) -> types.CallToolResult:
    return types.CallToolResult(
        content=[types.TextContent(type="text", text=result.text)],
        structured_content=result.data,
        is_error=result.is_error,
    )


class VshellServer:
    """Holds the tools and the SDK server; ``server`` is what a transport runs."""

    def __init__(self, tools: ShellTools, *, name: str = "vshell") -> None:
        self.tools = tools
        self.server: Server[Any] = Server(
            name,
            title="vshell: a sandboxed bash",
            instructions=tools.system_prompt(),
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
        )

    async def _list_tools(
        self, ctx: ServerRequestContext[Any, Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=[_tool(spec) for spec in self.tools.specs()])

    async def _call_tool(
        self, ctx: ServerRequestContext[Any, Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult:
        args = dict(params.arguments or {})
        name = params.name
        if name == "bash":
            command = args.get("command")
            timeout = args.get("timeout")
            if not isinstance(command, str) or not (timeout is None or isinstance(timeout, int | float)):
                return _result(ToolResult("vshell: bash needs a string 'command' and a number 'timeout'", {}, True))
            cancel = threading.Event()
            return _result(await self._blocking(lambda: self.tools.bash(command, timeout, cancel), cancel))
        if name == "apply_changes":
            asker = _ElicitReview(ctx) if _can_elicit(ctx) else _ToolCallIsTheYes()
            return _result(await self._blocking(lambda: self.tools.apply_changes(asker)))
        return _result(await self._blocking(lambda: self.tools.call(name, args)))

    async def _blocking(self, fn: Callable[[], T], cancel: threading.Event | None = None) -> T:
        """Run ``fn`` in a worker thread; if this call is cancelled, so is its command (``cancel``),
        whether it is running or still waiting for another call's run to end."""
        try:
            return await anyio.to_thread.run_sync(fn, abandon_on_cancel=True)
        except anyio.get_cancelled_exc_class():
            if cancel is not None:
                cancel.set()
            raise


class _ToolCallIsTheYes:
    """A client that cannot elicit confirmed the destructive ``apply_changes`` call itself: that is the yes."""

    def decide(self, review: Any) -> bool:
        return True


WARM_UP = (
    "{ printf 'a\\n' | grep -q a; printf 'a\\n' | sed -n p | awk 1 | sort | uniq | head -1 | tail -1 | wc -l"
    "; printf '{}' | jq . ; ls -d /tmp; find /tmp -maxdepth 0; cat /dev/null; } >/dev/null 2>&1"
)
"""Touches the commands agents use most, reading only pipes and /tmp: nothing in the workspace is read or written."""


def warm_up(tools: ShellTools) -> None:
    """Start the shell and load the common commands (about a second) while the client connects and the model thinks.

    A first ``bash`` call that arrives meanwhile waits for it, as any second run does.
    """
    import gc

    def work() -> None:
        tools.session.run(WARM_UP)
        # What is loaded by now lives as long as the server: moved out of the collector's sight, a full
        # collection later walks only what the calls made (it otherwise pauses a call for ~0.3 s).  No
        # collection first: that would cost the first call as much, for the little start-up garbage it frees.
        gc.freeze()

    threading.Thread(target=work, name="vshell-warm-up", daemon=True).start()


async def serve_stdio(tools: ShellTools) -> None:
    """Serve one client on this process's stdin and stdout until it closes them."""
    from mcp.server.stdio import stdio_server

    vs = VshellServer(tools)
    warm_up(tools)
    async with stdio_server() as (read, write):
        await vs.server.run(read, write, vs.server.create_initialization_options())
