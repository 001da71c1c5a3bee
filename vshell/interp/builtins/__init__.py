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


def _load() -> None:
    from vshell.interp.builtins import (  # noqa: F401  (modules register themselves)
        basic,
        dirs,
        flow,
        hashcmd,
        histb,
        info,
        jobs,
        readb,
        setb,
        ulimitb,
        varsb,
    )


_load()
