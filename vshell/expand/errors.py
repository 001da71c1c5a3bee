"""Control flow of the interpreter as exceptions, and the shell-level errors.

These never leave :meth:`Shell.run`: each is caught where bash would unwind
to (a loop, a function call, a subshell boundary, the top-level command).
They are distinct from ``RunAborted`` (limits, cancel), which nothing in the
script can catch.
"""

from __future__ import annotations


class ShellControl(Exception):
    """Base of the interpreter's non-error unwinding."""


class BreakLoop(ShellControl):
    def __init__(self, levels: int, status: int = 0) -> None:
        super().__init__(levels)
        self.levels = levels
        self.status = status


class ContinueLoop(ShellControl):
    def __init__(self, levels: int) -> None:
        super().__init__(levels)
        self.levels = levels


class ReturnFromFunction(ShellControl):
    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


class ExitShell(ShellControl):
    """``exit``, ``set -e``, or a fatal expansion error (``fatal``: bash exits 127 at the top, 1 in a subshell)."""

    def __init__(self, status: int, fatal: bool = False) -> None:
        super().__init__(status)
        self.status = status
        self.fatal = fatal


class KilledBySignal(ExitShell):
    """The shell sent itself an untrapped deadly signal (``kill $BASHPID``): status 128+n."""

    def __init__(self, signal: str, number: int) -> None:
        super().__init__(128 + number)
        self.signal = signal


SIGNAL_MESSAGES = {
    "HUP": "Hangup", "INT": "", "QUIT": "Quit", "ILL": "Illegal instruction", "TRAP": "Trace/breakpoint trap",
    "ABRT": "Aborted", "BUS": "Bus error", "FPE": "Floating point exception", "KILL": "Killed",
    "USR1": "User defined signal 1", "SEGV": "Segmentation fault", "USR2": "User defined signal 2", "PIPE": "",
    "ALRM": "Alarm clock", "TERM": "Terminated", "XCPU": "CPU time limit exceeded",
    "XFSZ": "File size limit exceeded", "VTALRM": "Virtual timer expired", "PROF": "Profiling timer expired",
    "SYS": "Bad system call", "STKFLT": "Stack fault", "IO": "I/O possible", "PWR": "Power failure",
}  # fmt: skip


class AbortCommand(ShellControl):
    """An expansion error (bad substitution, arithmetic error): bash abandons the current
    top-level command (or the whole subshell) and goes on with the next one, ``$?`` = status."""

    def __init__(self, status: int = 1) -> None:
        super().__init__(status)
        self.status = status


class ExpansionAbort(AbortCommand):
    """An expansion error that POSIX mode makes fatal (an arithmetic error in ``$(( ))``, a bad
    substitution): a non-interactive POSIX shell exits (127; 1 in a subshell)."""


class ArithCommandFailed(AbortCommand):
    """An arithmetic error in ``(( ))``, ``let`` or ``for (( ))`` (message already printed): the
    command's status is 1 and the script goes on."""


class ArithAssignFailed(AbortCommand):
    """Arithmetic assigned to a readonly variable (message already printed): ``(( ))``, ``let`` and
    ``for (( ))`` fail with status 1 and the script goes on; in ``$(( ))`` it is an ``AbortCommand``."""


class ShellError(Exception):
    """An error a builtin or an expansion reports as ``bash: line N: <message>``; ``status`` is the result."""

    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class ReadonlyError(ShellError):
    def __init__(self, name: str) -> None:
        super().__init__(f"{name}: readonly variable", 1)
        self.name = name
