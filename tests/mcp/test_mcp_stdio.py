"""``vshell mcp`` over stdio, driven by the official SDK's client: tools, state, approvals, stops, long output."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the MCP SDK is not installed (pip install 'vshell[mcp]')")

import anyio
from mcp_harness import Person, connect, text


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    (root / "a.txt").write_text("hello\n")
    (root / "b.txt").write_text("keep me\n")
    (root / "src" / "m.py").write_text("def f():\n    return 1\n")
    return root


def test_tools_are_listed_with_their_annotations_and_the_prompt_block(ws: Path) -> None:
    async def scenario() -> None:
        async with connect(str(ws)) as s:
            listed = (await s.list_tools()).tools
            hints = {
                t.name: (
                    t.annotations.read_only_hint,
                    t.annotations.destructive_hint,
                    t.annotations.idempotent_hint,
                    t.annotations.open_world_hint,
                )
                for t in listed
                if t.annotations is not None
            }
            assert hints == {
                "bash": (True, False, False, False),
                "apply_changes": (False, True, False, False),
                "discard_changes": (False, False, True, False),
                "pending_changes": (True, False, True, False),
            }
            bash = next(t for t in listed if t.name == "bash")
            assert bash.input_schema["required"] == ["command"]
            assert set(bash.input_schema["properties"]) == {"command", "timeout"}
            assert bash.description is not None and "You are using vshell" in bash.description
            assert "Commands: " in bash.description and " sed " in bash.description
            assert s.instructions is not None and s.instructions.startswith("You are using vshell")

    anyio.run(scenario)


def test_bash_runs_and_state_persists_between_calls(ws: Path) -> None:
    async def scenario() -> None:
        async with connect(str(ws)) as s:
            first = await s.call_tool("bash", {"command": "cd src; x=41; f() { echo $((x + 1)); }"})
            assert text(first) == "[exit status: 0]"
            second = await s.call_tool("bash", {"command": "pwd; f; false"})
            assert text(second) == f"{ws}/src\n42\n[exit status: 1]"
            assert second.structured_content is not None
            assert second.structured_content["stdout"] == f"{ws}/src\n42\n"
            assert (second.structured_content["status"], second.structured_content["ended_by"]) == (1, "normal")

    anyio.run(scenario)


def test_pending_changes_are_shown_and_an_accepted_elicitation_applies_them(ws: Path) -> None:
    person = Person(answer=True)

    async def scenario() -> None:
        async with connect(str(ws), elicit=person) as s:
            r = await s.call_tool("bash", {"command": "sed -i s/hello/bye/ a.txt && cat a.txt"})
            assert text(r) == "bye\n[exit status: 0]\n[pending file changes: 1 modified]"
            assert r.structured_content is not None
            assert "modified  a.txt | +1 -1" in r.structured_content["pending"]
            assert (ws / "a.txt").read_text() == "hello\n"
            pending = text(await s.call_tool("pending_changes", {}))
            assert "--- a/a.txt\n+++ b/a.txt\n@@ -1 +1 @@\n-hello\n+bye\n" in pending
            applied = await s.call_tool("apply_changes", {})
            assert text(applied) == "vshell: applied 1 change"
            assert applied.structured_content is not None and applied.structured_content["asked"] is True

    anyio.run(scenario)
    assert (ws / "a.txt").read_text() == "bye\n"
    assert len(person.messages) == 1
    assert " modified  a.txt | +1 -1" in person.messages[0] and "-hello\n+bye\n" in person.messages[0]


def test_a_declined_elicitation_leaves_the_disk_unchanged(ws: Path) -> None:
    person = Person(answer=False)

    async def scenario() -> None:
        async with connect(str(ws), elicit=person) as s:
            await s.call_tool("bash", {"command": "echo new > c.txt; sed -i s/hello/bye/ a.txt"})
            declined = await s.call_tool("apply_changes", {})
            assert text(declined) == "vshell: changes discarded; nothing was applied"
            assert text(await s.call_tool("bash", {"command": "cat a.txt; ls"})) == (
                "hello\na.txt\nb.txt\nsrc\n[exit status: 0]"
            )

    anyio.run(scenario)
    assert len(person.messages) == 1
    assert (ws / "a.txt").read_text() == "hello\n" and not (ws / "c.txt").exists()


def test_a_git_write_is_refused_with_the_reason_and_applies_nothing(ws: Path) -> None:
    person = Person(answer=True)

    async def scenario() -> None:
        async with connect(str(ws), "--approvals", "full", elicit=person) as s:
            r = await s.call_tool("bash", {"command": "mkdir -p .git/hooks; echo evil > .git/hooks/pre-commit; echo ok > ok.txt"})
            assert r.structured_content is not None and r.structured_content["applied"] is False
            assert f"{ws}/.git/hooks/pre-commit: is protected" in text(r)
            refused = await s.call_tool("apply_changes", {})
            assert refused.is_error
            assert refused.structured_content is not None
            assert any(f"{ws}/.git: " in line and "[protected]" in line for line in refused.structured_content["refusals"])
            assert text(refused).startswith("vshell: nothing was applied; 3 paths were refused:")

    anyio.run(scenario)
    assert person.messages == []
    assert not (ws / ".git").exists() and not (ws / "ok.txt").exists()


def test_plan_never_writes(ws: Path) -> None:
    person = Person(answer=True)

    async def scenario() -> None:
        async with connect(str(ws), "--approvals", "plan", elicit=person) as s:
            r = await s.call_tool("bash", {"command": "rm b.txt; echo x > c.txt; cat a.txt"})
            assert text(r).endswith("[pending file changes: 1 added, 1 deleted]\n[plan mode: these changes will never be applied]")
            applied = await s.call_tool("apply_changes", {})
            assert text(applied).startswith("vshell: plan mode: nothing was applied; this is what would change:\n")
            assert " deleted  b.txt" in text(applied) and " added    c.txt" in text(applied)
            assert applied.structured_content is not None and applied.structured_content["applied"] is False

    anyio.run(scenario)
    assert person.messages == []
    assert (ws / "b.txt").exists() and not (ws / "c.txt").exists()


def test_auto_applies_a_low_risk_edit_at_once_and_asks_for_a_deletion(ws: Path) -> None:
    person = Person(answer=True)

    async def scenario() -> None:
        async with connect(str(ws), "--approvals", "auto", elicit=person) as s:
            edit = await s.call_tool("bash", {"command": "sed -i 's/return 1/return 2/' src/m.py"})
            assert text(edit) == "[exit status: 0]\n[pending file changes: 1 modified]\n[applied 1 change to the workspace]"
            assert (ws / "src" / "m.py").read_text() == "def f():\n    return 2\n"
            assert person.messages == []
            rm = await s.call_tool("bash", {"command": "rm b.txt"})
            assert rm.structured_content is not None and rm.structured_content["applied"] is False
            assert f"{ws}/b.txt: deletes an existing file [deletes]" in text(rm)
            assert (ws / "b.txt").exists()
            again = await s.call_tool("bash", {"command": "ls"})
            assert text(again) == (
                "a.txt\nsrc\n[exit status: 0]\n[pending file changes: 1 deleted]\n"
                "[still not applied; apply_changes asks a person, discard_changes drops them]"
            )
            applied = await s.call_tool("apply_changes", {})
            assert text(applied) == "vshell: applied 1 change"
            assert applied.structured_content is not None
            assert applied.structured_content["concerns"] == [f"{ws}/b.txt: deletes an existing file [deletes]"]

    anyio.run(scenario)
    assert len(person.messages) == 1
    assert f"{ws}/b.txt: deletes an existing file [deletes]" in person.messages[0]
    assert not (ws / "b.txt").exists()


def test_a_timeout_applies_nothing_even_in_full(ws: Path) -> None:
    async def scenario() -> None:
        async with connect(str(ws), "--approvals", "full") as s:
            r = await s.call_tool("bash", {"command": "echo x > t.txt; while :; do :; done", "timeout": 0.5})
            assert r.is_error
            assert r.structured_content is not None
            assert (r.structured_content["status"], r.structured_content["ended_by"]) == (124, "limit")
            assert text(r).endswith(
                "[exit status: 124]\n[stopped: vshell: time limit of 0.5s exceeded; the run's own file changes were "
                "undone; no earlier changes are pending]"
            )
            nothing = await s.call_tool("apply_changes", {})
            assert text(nothing) == "vshell: no changes to apply"

    anyio.run(scenario)
    assert not (ws / "t.txt").exists()


def test_a_cancelled_call_cancels_the_command_and_applies_nothing(ws: Path) -> None:
    async def scenario() -> None:
        # The server's own limit is far away: only the cancel can end this loop.
        async with connect(str(ws), "--approvals", "full", "--timeout", "600") as s:
            await s.call_tool("bash", {"command": "true"})  # the shell is started: the loop below runs at once
            with anyio.move_on_after(1.0):
                await s.call_tool("bash", {"command": "echo x > c.txt; while :; do :; done"})
                raise AssertionError("the loop ended by itself")
            after = await s.call_tool("bash", {"command": "echo after"})  # waits for the cancelled run to end
            assert text(after) == "after\n[exit status: 0]"  # nothing pending: the cancelled run's write was undone
            pending = await s.call_tool("pending_changes", {})
            assert pending.structured_content is not None
            assert pending.structured_content["paths"] == []
            discarded = await s.call_tool("discard_changes", {})
            assert text(discarded) == "vshell: discarded 0 pending changes"
            assert text(await s.call_tool("bash", {"command": "ls"})) == "a.txt\nb.txt\nsrc\n[exit status: 0]"

    anyio.run(scenario)
    assert not (ws / "c.txt").exists()


EXITED = (
    "[the shell exited: the next command starts a fresh shell (variables, functions, aliases and options reset; "
    "the working directory kept)]"
)


def test_a_200_kb_output_is_cut_in_the_middle_with_the_status_line_intact(ws: Path) -> None:
    async def scenario() -> None:
        async with connect(str(ws)) as s:
            r = await s.call_tool("bash", {"command": "seq 1 40000; exit 3"})
            out = text(r)
            assert len(out) < 17_000
            head, gap, tail = out.partition("\n[output cut: ")
            assert head.startswith("1\n2\n3\n")
            written = sum(len(f"{i}\n") for i in range(1, 40001))
            assert gap and f" lines) left out here; the run wrote {written:,} bytes on stdout and 0 bytes on stderr]\n" in tail
            assert tail.endswith("39999\n40000\n[exit status: 3]\n" + EXITED)
            assert r.structured_content is not None and r.structured_content["truncated"] is True

    anyio.run(scenario)


def test_a_call_cancelled_while_it_waits_for_another_run_never_runs(ws: Path) -> None:
    async def scenario() -> None:
        async with connect(str(ws), "--approvals", "full", "--timeout", "600") as s:
            await s.call_tool("bash", {"command": "true"})
            async with anyio.create_task_group() as tg:
                tg.start_soon(s.call_tool, "bash", {"command": "sleep 1.5; echo first > first.txt"})
                await anyio.sleep(0.3)
                with anyio.move_on_after(0.3):
                    await s.call_tool("bash", {"command": "echo second > second.txt; while :; do :; done"})
            after = await s.call_tool("bash", {"command": "echo after"})
            assert text(after) == "after\n[exit status: 0]"

    anyio.run(scenario)
    assert (ws / "first.txt").read_text() == "first\n" and not (ws / "second.txt").exists()
