"""``vshell mcp``: vshell's agent tools as an MCP server (stdio, or streamable HTTP on 127.0.0.1 with a token).

Needs the official SDK (extra ``vshell[mcp]``).  ``vshell.mcp.server`` holds
the server, ``vshell.mcp.cli`` the command line.
"""
