"""The table of missing programs: bash's 127 message, then one line of what to do instead."""

from __future__ import annotations

from pathlib import Path

import pytest

from vshell.command import all_commands
from vshell.interp.missing import FAMILIES, HINTS, prompt_lines
from vshell.session import Session


def test_no_missing_program_is_a_command_vshell_has() -> None:
    assert sorted(set(HINTS) & set(all_commands())) == []


def test_every_family_has_names_and_advice() -> None:
    assert all(f.names and f.advice.endswith(".") for f in FAMILIES)
    assert len(HINTS) == sum(len(f.names) for f in FAMILIES)  # no name in two families
    assert len(prompt_lines()) == len(FAMILIES)


@pytest.mark.parametrize("name", ["python3", "vim", "curl", "make", "docker", "less", "sudo", "cargo"])
def test_a_missing_program_gets_bash_message_then_the_hint(name: str, tmp_path: Path) -> None:
    with Session([str(tmp_path)]) as s:
        r = s.run(f"{name} --version; echo after $?")
    first, second = r.stderr.decode().splitlines()
    assert first == f"bash: line 1: {name}: command not found"
    assert second == HINTS[name]
    assert r.stdout == b"after 127\n"
