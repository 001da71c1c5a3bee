"""vshell's tools as a PydanticAI toolset (extra ``vshell[pydantic-ai]``)::

    from pydantic_ai import Agent
    from vshell.agents.pydantic_ai import toolset
    from vshell.session import Session

    session = Session(workspaces=["/path/to/project"], approvals="auto")
    agent = Agent(model, toolsets=[toolset(session, ask=my_card)])

The same four tools, text and approval modes as ``vshell mcp``
(``vshell.agents.tools``); ``ask`` is the host's callback that answers the
person's question (it gets a ``ReviewSet``; True applies).  The toolset
carries the prompt block as its instructions, so the agent's model reads it
without being told twice; each tool returns the model's text, with the
structured result as the return's metadata.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic_ai import Tool, ToolReturn
from pydantic_ai.toolsets import FunctionToolset

from vshell.agents.tools import ShellTools, ToolSpec
from vshell.session import Session


def _runner(spec: ToolSpec) -> Callable[..., ToolReturn]:
    def run(**arguments: Any) -> ToolReturn:
        result = spec.handler({k: v for k, v in arguments.items() if v is not None})
        return ToolReturn(return_value=result.text, metadata=result.data)

    return run


def toolset(target: Session | ShellTools, *, ask: Any = None) -> FunctionToolset[Any]:
    """``bash``, ``apply_changes``, ``discard_changes``, ``pending_changes`` as one ``FunctionToolset``.

    The tools run one at a time (``sequential``): they share one shell.
    """
    if isinstance(target, ShellTools):
        if ask is not None:
            raise ValueError("pass ask to ShellTools, or a Session and ask here, not both")
        shell = target
    else:
        shell = ShellTools(target, ask=ask)
    made = [
        Tool.from_schema(_runner(spec), name=spec.name, description=spec.description, json_schema=spec.input_schema)
        for spec in shell.specs()
    ]
    return FunctionToolset(made, sequential=True, instructions=shell.system_prompt(), id="vshell")
