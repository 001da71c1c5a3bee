"""Shell builtins, one module per family; ``BUILTINS`` maps a name to ``func(sh, argv) -> status``.

Each builtin prints bash's messages through ``sh.error`` (``bash: line N:
name: message``) and ``usage`` lines without a prefix, with bash's statuses
(2 for usage errors).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

BuiltinFunc = Callable[[Any, list[str]], int]

BUILTINS: dict[str, BuiltinFunc] = {}

SPECIAL_BUILTINS = frozenset(
    [
        "break",
        ":",
        ".",
        "continue",
        "eval",
        "exec",
        "exit",
        "export",
        "readonly",
        "return",
        "set",
        "shift",
        "times",
        "trap",
        "unset",
        "source",
    ]
)


def builtin(*names: str) -> Callable[[BuiltinFunc], BuiltinFunc]:
    def deco(func: BuiltinFunc) -> BuiltinFunc:
        for n in names:
            BUILTINS[n] = func
        return func

    return deco


# The module that registers each builtin: a run loads a family's module when it first runs one of its
# builtins (a `vshell -c true` loads basic alone).  tests/interp/test_builtins_table.py checks it against
# what the modules register.
HOMES = {
    "basic": ": [ echo false let printf test true",
    "dirs": "cd dirs popd pushd pwd umask",
    "flow": ". break caller continue eval exec exit getopts return source times trap",
    "hashcmd": "hash",
    "histb": "history",
    "info": "alias builtin command enable help type unalias",
    "jobs": "disown fg jobs kill wait",
    "readb": "mapfile read readarray",
    "setb": "set shift shopt",
    "ulimitb": "ulimit",
    "varsb": "declare export local readonly typeset unset",
}


def _deferred(name: str, module: str) -> BuiltinFunc:
    """``name``'s entry until its module is loaded: loading it puts the real builtin in its place."""

    def load_and_run(sh: Any, argv: list[str]) -> int:
        import importlib

        importlib.import_module(module)
        func = BUILTINS[name]
        if func is load_and_run:
            raise LookupError(f"vshell.interp.builtins: {module} registers no builtin {name!r}")
        return func(sh, argv)

    return load_and_run


def _load() -> None:
    for family, names in HOMES.items():
        for name in names.split():
            BUILTINS.setdefault(name, _deferred(name, f"vshell.interp.builtins.{family}"))


_load()
