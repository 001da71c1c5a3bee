"""The shell's control-flow signals and errors: now in :mod:`vshell.expand.errors`.

Expansion needs them and must not import the interpreter (syntax -> expand -> interp);
they are re-exported here so ``vshell.interp.errors`` imports keep working.
"""

from vshell.expand.errors import (
    SIGNAL_MESSAGES,
    AbortCommand,
    ArithAssignFailed,
    ArithCommandFailed,
    BreakLoop,
    ContinueLoop,
    ExitShell,
    ExpansionAbort,
    KilledBySignal,
    ReadonlyError,
    ReturnFromFunction,
    ShellControl,
    ShellError,
)

__all__ = [
    "SIGNAL_MESSAGES",
    "AbortCommand",
    "ArithAssignFailed",
    "ArithCommandFailed",
    "BreakLoop",
    "ContinueLoop",
    "ExitShell",
    "ExpansionAbort",
    "KilledBySignal",
    "ReadonlyError",
    "ReturnFromFunction",
    "ShellControl",
    "ShellError",
]
