"""vshell's PydanticAI toolset in PydanticAI's own agent loop, driven by its FunctionModel and TestModel."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("pydantic_ai", reason="pydantic-ai-slim is not installed (pip install 'vshell[pydantic-ai]')")

from pydantic_ai import Agent
from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart, ToolCallPart, ToolReturnPart
from pydantic_ai.models.function import AgentInfo, FunctionModel
from pydantic_ai.models.test import TestModel

from vshell.agents.pydantic_ai import toolset
from vshell.commit.review import ReviewSet
from vshell.session import Session


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "notes.md").write_text("# Notes\n")
    (root / "package.json").write_text('{"name": "x"}\n')
    return root


def _returns(messages: list[ModelMessage]) -> list[ToolReturnPart]:
    return [p for m in messages for p in m.parts if isinstance(p, ToolReturnPart)]


def test_the_agent_loop_auto_applies_an_append_and_asks_for_a_manifest(ws: Path) -> None:
    asked: list[ReviewSet] = []
    infos: list[AgentInfo] = []
    calls = [
        ToolCallPart("bash", {"command": "cat notes.md; echo '- item' >> notes.md"}, tool_call_id="c1"),
        ToolCallPart("bash", {"command": "sed -i 's/\"x\"/\"y\"/' package.json"}, tool_call_id="c2"),
        ToolCallPart("apply_changes", {}, tool_call_id="c3"),
    ]

    def model(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        infos.append(info)
        step = len(infos) - 1
        return ModelResponse(parts=[calls[step]] if step < len(calls) else [TextPart("done")])

    def person(review: ReviewSet) -> bool:
        asked.append(review)
        return False

    session = Session([str(ws)], approvals="auto")
    agent = Agent(FunctionModel(model), toolsets=[toolset(session, ask=person)])
    run = agent.run_sync("add an item")
    assert run.output == "done"
    returns = _returns(run.all_messages())
    assert [r.content for r in returns] == [
        "# Notes\n[exit status: 0]\n[pending file changes: 1 modified]\n[applied 1 change to the workspace]",
        returns[1].content,
        "vshell: changes discarded; nothing was applied",
    ]
    assert f"{ws}/package.json: touches a dependency manifest or lockfile (package.json) [manifest]" in str(
        returns[1].content
    )
    assert returns[0].metadata is not None and returns[0].metadata["applied"] is True
    assert [r.concerns for r in asked] == [
        (f"{ws}/package.json: touches a dependency manifest or lockfile (package.json) [manifest]",)
    ]
    assert sorted(t.name for t in infos[0].function_tools) == [
        "apply_changes",
        "bash",
        "discard_changes",
        "pending_changes",
    ]
    assert infos[0].instructions is not None and infos[0].instructions.startswith("You are using vshell")
    assert (ws / "notes.md").read_text() == "# Notes\n- item\n"
    assert (ws / "package.json").read_text() == '{"name": "x"}\n'


def test_test_model_calls_the_tools_and_plan_writes_nothing(ws: Path) -> None:
    session = Session([str(ws)], approvals="plan")
    agent = Agent(TestModel(call_tools=["bash", "pending_changes", "apply_changes"]), toolsets=[toolset(session)])
    run = agent.run_sync("look around")
    names = sorted(r.tool_name for r in _returns(run.all_messages()))
    assert names == ["apply_changes", "bash", "pending_changes"]
    bash = next(r for r in _returns(run.all_messages()) if r.tool_name == "bash")
    assert str(bash.content).endswith("[exit status: 127]")  # TestModel's made-up command is not a command
    assert sorted(p.name for p in ws.iterdir()) == ["notes.md", "package.json"]
