"""The builtins' home table (``vshell.interp.builtins.HOMES``) names the module that registers each builtin."""

from __future__ import annotations

import importlib
import subprocess
import sys
from pathlib import Path

from vshell.interp import builtins


def test_every_builtin_is_registered_by_the_module_the_table_names() -> None:
    for family in builtins.HOMES:
        importlib.import_module(f"vshell.interp.builtins.{family}")
    registered = {name: func.__module__.rsplit(".", 1)[1] for name, func in builtins.BUILTINS.items()}
    table = {name: family for family, names in builtins.HOMES.items() for name in names.split()}
    assert registered == table


def test_a_run_loads_only_the_families_it_uses(tmp_path: Path) -> None:
    code = (
        "import sys; from vshell.cli import main; main(['-c', 'true; echo x > /dev/null']);"
        "print(' '.join(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('vshell.interp.builtins.'))))"
    )
    env = {"PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path,
                         env=env)
    loaded = set(out.stdout.split())
    assert "basic" in loaded
    assert not loaded & {"dirs", "flow", "histb", "info", "jobs", "readb", "setb", "ulimitb", "varsb"}
