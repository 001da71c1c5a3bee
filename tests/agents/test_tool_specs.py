"""The plain JSON-schema tool specs with handlers, for hosts on any framework: schemas, hints, results."""

from __future__ import annotations

from pathlib import Path

import pytest

from vshell.agents.tools import ShellTools
from vshell.session import Session


@pytest.fixture
def shell(tmp_path: Path) -> ShellTools:
    (tmp_path / "a.txt").write_text("one\n")
    return ShellTools(Session([str(tmp_path)]), ask=lambda review: True)


def test_the_four_specs_and_their_function_schemas(shell: ShellTools) -> None:
    specs = {s.name: s for s in shell.specs()}
    assert list(specs) == ["bash", "apply_changes", "discard_changes", "pending_changes"]
    bash = specs["bash"].function_schema()
    assert list(bash) == ["name", "description", "parameters"]
    assert bash["parameters"]["required"] == ["command"]
    assert specs["apply_changes"].annotations() == {
        "title": "Apply pending file changes",
        "readOnlyHint": False,
        "destructiveHint": True,
        "idempotentHint": False,
        "openWorldHint": False,
    }


def test_handlers_run_the_tools_and_their_data_fits_the_output_schema(shell: ShellTools, tmp_path: Path) -> None:
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (it comes with vshell[mcp])")
    specs = {s.name: s for s in shell.specs()}
    results = [
        ("bash", specs["bash"].handler({"command": "echo two >> a.txt; cat a.txt"})),
        ("pending_changes", specs["pending_changes"].handler({})),
        ("apply_changes", specs["apply_changes"].handler({})),
        ("discard_changes", specs["discard_changes"].handler({})),
    ]
    for name, result in results:
        jsonschema.validate(result.data, specs[name].output_schema)
    assert results[0][1].text == "one\ntwo\n[exit status: 0]\n[pending file changes: 1 modified]"
    assert "+two\n" in results[1][1].text
    assert results[2][1].text == "vshell: applied 1 change"
    assert results[3][1].text == "vshell: discarded 0 pending changes"
    assert (tmp_path / "a.txt").read_text() == "one\ntwo\n"


def test_an_unknown_tool_is_an_error_result(shell: ShellTools) -> None:
    result = shell.call("python", {})
    assert (result.text, result.is_error) == ("vshell: no tool named 'python'", True)
