"""vshell's in-process commands (GNU coreutils, findutils and friends).

Importing the package imports every command module in it, and each module
registers its commands with ``@command``: a one-file command is a module here
(``grep.py``), a command the size of a language is a package whose
``command.py`` registers it (``awk/``, ``jq/``, ``sed/``, ``find/`` ...).
``common/`` holds the helpers they share and registers nothing.  A new
command is a new module: nothing else to edit.
"""

from __future__ import annotations

import importlib
import pkgutil


def _import_all() -> None:
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name):
        if info.name == "common":
            continue
        importlib.import_module(f"{__name__}.{info.name}.command" if info.ispkg else f"{__name__}.{info.name}")


_import_all()
