"""vshell's in-process commands (GNU coreutils, findutils and friends).

Each command module registers its commands with ``@command``: a one-file
command is a module here (``grep.py``), a command the size of a language is a
package whose ``command.py`` registers it (``awk/``, ``jq/``, ``sed/``,
``find/`` ...).  ``common/`` holds the helpers they share and registers
nothing.  Importing the package imports no command: the registry finds each
one through the generated table ``vshell.commands_table`` and imports its
module on first use.  A new command is a new module plus a re-run of
``python -m vshell.gen_table``.
"""

from __future__ import annotations

import importlib


def command_modules() -> list[str]:
    """The import names of every command module, in name order."""
    import pkgutil  # only the table generator and its test list the modules

    return [
        f"{__name__}.{info.name}.command" if info.ispkg else f"{__name__}.{info.name}"
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda m: m.name)
        if info.name != "common"
    ]


def import_all() -> None:
    """Import every command module (the table generator and its test need them all registered)."""
    for name in command_modules():
        importlib.import_module(name)
