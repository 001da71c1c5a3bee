"""vshell for agents: one set of tools over a Session, shared by every host.

- ``vshell.agents.tools``: ``ShellTools`` (``bash``, ``apply_changes``,
  ``discard_changes``, ``pending_changes``) as plain JSON-schema specs with
  handlers, for hosts on any framework.
- ``vshell.agents.langchain``: the same tools as LangChain tools (extra ``vshell[langchain]``).
- ``vshell.agents.pydantic_ai``: the same tools as a PydanticAI toolset (extra ``vshell[pydantic-ai]``).
- ``vshell.mcp``: the same tools as an MCP server (extra ``vshell[mcp]``).
"""
