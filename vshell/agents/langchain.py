"""vshell's tools as LangChain tools (extra ``vshell[langchain]``)::

    from vshell.agents.langchain import tools, system_prompt
    from vshell.session import Session

    session = Session(workspaces=["/path/to/project"], approvals="auto")
    agent = create_agent(model, tools(session, ask=my_card), system_prompt=system_prompt(session))

The same four tools, text and approval modes as ``vshell mcp``
(``vshell.agents.tools``); ``ask`` is the host's callback that answers the
person's question (it gets a ``ReviewSet``: ``summary()``, ``diff()``,
``concerns``; True applies).  Each tool returns the model's text as the
message content and the structured result as the message's artifact.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from langchain_core.tools import StructuredTool

from vshell.agents.tools import ShellTools, ToolSpec
from vshell.session import Session


def _shell(target: Session | ShellTools, ask: Any) -> ShellTools:
    if isinstance(target, ShellTools):
        if ask is not None:
            raise ValueError("pass ask to ShellTools, or a Session and ask here, not both")
        return target
    return ShellTools(target, ask=ask)


def _runner(spec: ToolSpec) -> Callable[..., tuple[str, dict[str, Any]]]:
    def run(**arguments: Any) -> tuple[str, dict[str, Any]]:
        result = spec.handler({k: v for k, v in arguments.items() if v is not None})
        return result.text, result.data

    return run


def tools(target: Session | ShellTools, *, ask: Any = None) -> list[StructuredTool]:
    """``bash``, ``apply_changes``, ``discard_changes``, ``pending_changes`` as LangChain ``StructuredTool``\\ s."""
    shell = _shell(target, ask)
    return [
        StructuredTool(
            name=spec.name,
            description=spec.description,
            args_schema=spec.input_schema,
            func=_runner(spec),
            response_format="content_and_artifact",
            metadata={"annotations": spec.annotations(), "output_schema": spec.output_schema},
        )
        for spec in shell.specs()
    ]


def system_prompt(target: Session | ShellTools) -> str:
    """The prompt block and the approval note, for the agent's system prompt."""
    return _shell(target, None).system_prompt()
