"""``vshell mcp --http``: streamable HTTP on 127.0.0.1 behind a bearer token, driven by the SDK's client."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the MCP SDK is not installed (pip install 'vshell[mcp]')")

import anyio
import httpx2
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp_harness import ROOT, text

TOKEN = "test-token-for-this-server"


@pytest.fixture
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    ws = tmp_path / "ws"
    ws.mkdir()
    (ws / "a.txt").write_text("hello\n")
    env = {"PYTHONPATH": ROOT, "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "VSHELL_MCP_TOKEN": TOKEN}
    proc = subprocess.Popen(
        [sys.executable, "-m", "vshell", "mcp", "--http", "--port", "0", "--workspace", str(ws), "--approvals", "full"],
        env=env,
        cwd=ROOT,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stderr is not None
        line = proc.stderr.readline()
        found = re.match(r"vshell mcp: serving (http://127\.0\.0\.1:\d+/mcp) \(bearer token: from \$VSHELL_MCP_TOKEN\)$", line)
        assert found, line
        yield found.group(1), ws
    finally:
        proc.terminate()
        proc.wait(10)


def test_a_request_without_the_token_is_refused(server: tuple[str, Path]) -> None:
    url, _ws = server
    body = {"jsonrpc": "2.0", "id": 1, "method": "tools/list"}
    assert httpx2.post(url, json=body).status_code == 401
    assert httpx2.post(url, json=body, headers={"Authorization": "Bearer wrong"}).status_code == 401


def test_the_same_tools_over_streamable_http(server: tuple[str, Path]) -> None:
    url, ws = server

    async def scenario() -> None:
        async with (
            httpx2.AsyncClient(headers={"Authorization": f"Bearer {TOKEN}"}) as http,
            streamable_http_client(url, http_client=http) as (read, write),
            ClientSession(read, write) as s,
        ):
            await s.initialize()
            names = sorted(t.name for t in (await s.list_tools()).tools)
            assert names == ["apply_changes", "bash", "discard_changes", "pending_changes"]
            r = await s.call_tool("bash", {"command": "cat a.txt; echo bye > a.txt"})
            assert text(r) == "hello\n[exit status: 0]\n[pending file changes: 1 modified]\n[applied 1 change to the workspace]"

    anyio.run(scenario)
    assert (ws / "a.txt").read_text() == "bye\n"
