"""Documentation generated from the registry: the README's command list.

``python -m vshell.docs`` rewrites the block between the ``commands`` markers
in README.md; a test checks the block is current.
"""

from __future__ import annotations

import sys
from pathlib import Path

from vshell.command import all_commands

BEGIN = "<!-- commands:begin -->"
END = "<!-- commands:end -->"


def command_list() -> str:
    """A Markdown table of every registered command and its one-line summary."""
    rows = ["| command | what it does |", "|---|---|"]
    for name, info in all_commands().items():
        rows.append(f"| `{name}` | {info.summary} |")
    return "\n".join(rows)


def render(readme: str) -> str:
    """``readme`` with its command block replaced by the current list."""
    head, sep, rest = readme.partition(BEGIN)
    if not sep:
        raise ValueError("README.md has no commands:begin marker")
    _, sep2, tail = rest.partition(END)
    if not sep2:
        raise ValueError("README.md has no commands:end marker")
    return f"{head}{BEGIN}\n{command_list()}\n{END}{tail}"


def main() -> int:
    path = Path(__file__).resolve().parent.parent / "README.md"
    text = path.read_text(encoding="utf-8")
    new = render(text)
    if new != text:
        path.write_text(new, encoding="utf-8")
    sys.stdout.write(f"{path}: {len(all_commands())} commands\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
