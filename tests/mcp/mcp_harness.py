"""Start ``vshell mcp`` as a child process and drive it with the SDK's own stdio client."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import mcp_types as types
from mcp import ClientSession, StdioServerParameters, stdio_client

ROOT = str(Path(__file__).resolve().parent.parent.parent)


def server_params(workspace: str, *args: str) -> StdioServerParameters:
    env = {"PYTHONPATH": ROOT, "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return StdioServerParameters(
        command=sys.executable, args=["-m", "vshell", "mcp", "--workspace", workspace, *args], env=env, cwd=ROOT
    )


class Person:
    """Answers elicitations with ``answer`` and keeps every message it was shown."""

    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.messages: list[str] = []

    async def __call__(self, ctx: Any, params: types.ElicitRequestParams) -> types.ElicitResult:
        self.messages.append(params.message)
        return types.ElicitResult(action="accept", content={"apply": self.answer})


@asynccontextmanager
async def connect(
    workspace: str, *args: str, elicit: Callable[..., Any] | None = None
) -> AsyncIterator[ClientSession]:
    with open(os.devnull, "w") as quiet:
        async with (
            stdio_client(server_params(workspace, *args), errlog=quiet) as (read, write),
            ClientSession(read, write, elicitation_callback=elicit) as session,
        ):
            await session.initialize()
            yield session


def text(result: types.CallToolResult) -> str:
    block = result.content[0]
    assert isinstance(block, types.TextContent)
    return block.text
