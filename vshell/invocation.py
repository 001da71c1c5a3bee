"""The ``vshell`` command line: its options, its usage text and their parser.

Shared by the CLI (``vshell.cli``) and the differential tool
(``vshell.difftest``), which takes the same options, so that neither imports
the other.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from vshell.limits import Limits

STATUS_USAGE = 2
STATUS_REFUSED = 125

USAGE = """\
usage: vshell [--workspace DIR]... [--review | --apply | --dry-run | --approvals MODE] [--policy off]
              [--timeout SECONDS] [--limit NAME=VALUE]... [-n] [-c COMMAND [ARG0 [ARG...]] | SCRIPT [ARG...]]
       vshell diff [--workspace DIR] [--stdin TEXT] (-c COMMAND | SCRIPT)
       vshell mcp [--workspace DIR]... [--approvals MODE] [--timeout S] [--limit NAME=VALUE]... [--http [--port N]]
       vshell serve [--workspace DIR]... [--host 127.0.0.1] [--port 8022] [--token SECRET] [OPTIONS]
"""


APPROVALS = {"plan": "dry-run", "ask": "review", "auto": "auto", "full": "apply"}
"""``--approvals MODE`` (``vshell.commit.approvals``) as the CLI's own modes: plan shows and discards, ask
reviews, full applies what passes the checks, auto applies a low-risk set and reviews any other."""


class UsageError(Exception):
    pass


@dataclass(slots=True)
class Options:
    workspaces: list[str] = field(default_factory=list)
    mode: str | None = None  # review | apply | dry-run | auto
    policy_off: bool = False
    timeout: float | None = None
    limits: dict[str, Any] = field(default_factory=dict)
    syntax_only: bool = False
    command: str | None = None
    script: str | None = None
    args: list[str] = field(default_factory=list)
    stdin_text: str | None = None


def _limit_value(name: str, text: str) -> Any:
    fields = {f.name: f for f in dataclasses.fields(Limits)}
    if name not in fields:
        raise UsageError(f"--limit: unknown limit {name!r} (known: {', '.join(fields)})")
    kind = type(getattr(Limits(), name))
    try:
        value = kind(text.replace("_", "")) if kind is int else kind(text)
    except ValueError:
        raise UsageError(f"--limit: {name} needs a {'number' if kind is float else 'whole number'}, not {text!r}")
    if value <= 0:
        raise UsageError(f"--limit: {name} must be positive")
    return value


def parse_args(argv: Sequence[str]) -> Options:
    """bash-style: options first; after ``-c`` the command, then $0 and the arguments; else SCRIPT and its args."""
    opts = Options()
    it = list(argv)
    i = 0

    def value(flag: str) -> str:
        nonlocal i
        if "=" in it[i] and it[i].startswith("--"):
            return it[i].split("=", 1)[1]
        i += 1
        if i >= len(it):
            raise UsageError(f"{flag}: option requires an argument")
        return it[i]

    while i < len(it):
        arg = it[i]
        name = arg.split("=", 1)[0]
        if arg == "--":
            i += 1
            break
        if name == "--workspace":
            opts.workspaces.append(value(name))
        elif arg in ("--review", "--apply", "--dry-run"):
            opts.mode = arg[2:]
        elif name == "--approvals":
            choice = value(name)
            if choice not in APPROVALS:
                raise UsageError(f"--approvals: expected plan, ask, auto or full, not {choice!r}")
            opts.mode = APPROVALS[choice]
        elif name == "--policy":
            choice = value(name)
            if choice not in ("off", "default"):
                raise UsageError(f"--policy: expected 'off' or 'default', not {choice!r}")
            opts.policy_off = choice == "off"
        elif name == "--timeout":
            text = value(name)
            try:
                opts.timeout = float(text)
            except ValueError:
                raise UsageError(f"--timeout: not a number of seconds: {text!r}")
            if opts.timeout <= 0:
                raise UsageError("--timeout: must be positive")
        elif name == "--limit":
            pair = value(name)
            if "=" not in pair:
                raise UsageError(f"--limit: expected NAME=VALUE, not {pair!r}")
            key, raw = pair.split("=", 1)
            opts.limits[key] = _limit_value(key, raw)
        elif name == "--stdin":
            opts.stdin_text = value(name)
        elif arg == "-n":
            opts.syntax_only = True
        elif arg == "-c":
            i += 1
            if i >= len(it):
                raise UsageError("-c: option requires an argument")
            opts.command = it[i]
            i += 1
            break
        elif arg in ("-h", "--help"):
            raise UsageError("")
        elif arg.startswith("-") and arg != "-":
            raise UsageError(f"{arg}: invalid option")
        else:
            break
        i += 1
    rest = it[i:]
    if opts.command is None and rest:
        opts.script, rest = rest[0], rest[1:]
    opts.args = rest
    return opts
