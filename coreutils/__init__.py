"""vshell's in-process commands (GNU coreutils, findutils and friends).

Importing the package imports every command module in it (any module whose
name does not start with ``_``), and each module registers its commands with
``@command``.  A new command is a new module: nothing else to edit.
"""

from __future__ import annotations

import importlib
import pkgutil


def _import_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


_import_all()
