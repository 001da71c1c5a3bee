"""vshell's LangChain tools in LangChain's own agent loop, driven by a fake chat model that emits tool calls."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langchain_core", reason="langchain-core is not installed (pip install 'vshell[langchain]')")
agents = pytest.importorskip("langchain.agents", reason="langchain is not installed (pip install 'vshell[test]')")

from langchain_core.language_models.fake_chat_models import GenericFakeChatModel  # noqa: E402
from langchain_core.messages import AIMessage, BaseMessage, SystemMessage, ToolMessage  # noqa: E402
from pydantic import Field  # noqa: E402

from vshell.agents.langchain import system_prompt, tools  # noqa: E402
from vshell.commit.review import ReviewSet  # noqa: E402
from vshell.session import Session  # noqa: E402


class ScriptedModel(GenericFakeChatModel):
    """Replies with the scripted messages in turn, and keeps what it was sent each time."""

    seen: list[list[BaseMessage]] = Field(default_factory=list)

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:
        return self

    def _generate(self, messages: list[BaseMessage], *args: Any, **kwargs: Any) -> Any:
        self.seen.append(list(messages))
        return super()._generate(messages, *args, **kwargs)


def _call(name: str, n: int, **args: Any) -> AIMessage:
    return AIMessage(content="", tool_calls=[{"name": name, "args": args, "id": f"call-{n}", "type": "tool_call"}])


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "m.py").write_text("def f():\n    return 1\n")
    (root / "old.txt").write_text("obsolete\n")
    return root


def _run(session: Session, ask: Any, script: list[AIMessage]) -> tuple[list[BaseMessage], ScriptedModel]:
    model = ScriptedModel(messages=iter([*script, AIMessage(content="done")]))
    agent = agents.create_agent(model, tools(session, ask=ask), system_prompt=system_prompt(session))
    state = agent.invoke({"messages": [("user", "tidy the project")]})
    return state["messages"], model


def test_the_agent_loop_runs_bash_and_auto_applies_the_low_risk_edit_then_asks_for_the_deletion(ws: Path) -> None:
    asked: list[ReviewSet] = []

    def person(review: ReviewSet) -> bool:
        asked.append(review)
        return True

    session = Session([str(ws)], approvals="auto")
    messages, model = _run(
        session,
        person,
        [
            _call("bash", 1, command="sed -i 's/return 1/return 2/' m.py && cat m.py"),
            _call("bash", 2, command="rm old.txt"),
            _call("apply_changes", 3),
        ],
    )
    results = [m for m in messages if isinstance(m, ToolMessage)]
    assert [r.content for r in results] == [
        "def f():\n    return 2\n[exit status: 0]\n[pending file changes: 1 modified]\n[applied 1 change to the workspace]",
        "[exit status: 0]\n[pending file changes: 1 deleted]\n[not applied yet; apply_changes asks a person]\n"
        "vshell: not applied: approval mode 'auto' needs a person's yes; still pending:\n"
        " deleted  old.txt | +0 -1 -\n 1 path changed, 0 insertions(+), 1 deletion(-)\n"
        "not low-risk, because:\n"
        f"  {ws}/old.txt: deletes an existing file [deletes]",
        "vshell: applied 1 change",
    ]
    assert results[0].artifact["applied"] is True and results[2].artifact["asked"] is True
    assert messages[-1].content == "done"
    assert [r.concerns for r in asked] == [(f"{ws}/old.txt: deletes an existing file [deletes]",)]
    first = model.seen[0][0]
    assert isinstance(first, SystemMessage) and str(first.content).startswith("You are using vshell")
    assert (ws / "m.py").read_text() == "def f():\n    return 2\n" and not (ws / "old.txt").exists()


def test_in_ask_the_host_callback_says_no_and_nothing_is_written(ws: Path) -> None:
    session = Session([str(ws)])
    messages, _model = _run(
        session,
        lambda review: False,
        [_call("bash", 1, command="echo new > n.txt; cat m.py > /dev/null"), _call("apply_changes", 2)],
    )
    results = [m.content for m in messages if isinstance(m, ToolMessage)]
    assert results == [
        "[exit status: 0]\n[pending file changes: 1 added]",
        "vshell: changes discarded; nothing was applied",
    ]
    assert not (ws / "n.txt").exists()


def test_the_tools_carry_the_specs_schemas_and_annotations(ws: Path) -> None:
    made = {t.name: t for t in tools(Session([str(ws)], approvals="plan"))}
    assert sorted(made) == ["apply_changes", "bash", "discard_changes", "pending_changes"]
    assert made["bash"].args == {
        "command": {"type": "string", "description": "The bash command or script to run."},
        "timeout": made["bash"].args["timeout"],
    }
    assert made["bash"].metadata is not None
    assert made["bash"].metadata["annotations"]["readOnlyHint"] is True
    assert "Approval mode plan" in made["bash"].description
