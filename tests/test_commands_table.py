"""The registry's generated table matches the command modules, and start-up imports no command.

The table (``vshell/commands_table.py``) lets ``help``, ``type``, ``command -v``
and completion answer without importing any command, and the registry import
a command's module on its first use.  Both checks run in a fresh interpreter:
other tests register throwaway commands in this one.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _fresh(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True).stdout


def test_table_is_what_the_modules_register() -> None:
    code = "import sys; from vshell.gen_table import render; sys.stdout.write(render())"
    table = (ROOT / "vshell" / "commands_table.py").read_text(encoding="utf-8")
    assert _fresh(code) == table, "vshell/commands_table.py is stale: run python -m vshell.gen_table"


def test_a_run_imports_only_the_commands_it_runs() -> None:
    code = (
        "import json, sys, tempfile\n"
        "from vshell.session import Session\n"
        "d = tempfile.mkdtemp()\n"
        "r = Session(workspaces=[d]).run('true; type ls; command -v cat; help grep; echo x | wc -l')\n"
        "mods = sorted(m for m in sys.modules if m.startswith(('vshell.coreutils.', 'dateutil')))\n"
        "print(json.dumps([r.stdout.decode(), [m for m in mods if not m.startswith('vshell.coreutils.common.')]]))\n"
    )
    out, mods = json.loads(_fresh(code))
    assert out == ("ls is /usr/bin/ls\n/usr/bin/cat\n"
                   "grep: grep [OPTION]... PATTERNS [FILE]...\n    print lines that match patterns\n1\n")
    assert mods == ["vshell.coreutils.common", "vshell.coreutils.wc"]
