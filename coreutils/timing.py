"""sleep and timeout: waiting on the run's Budget, never on the host.

A sleep waits in slices on the budget (``Budget.wait``), so a cancel is seen
within 50 ms and the run's wall-time limit ends it like any other command.
``timeout`` lowers the budget's deadline for the time of its command and
turns that deadline, and only that one, into status 124.
"""

from __future__ import annotations

import math
import re
import threading
import time

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.pathsearch import NotRunnable, run_command
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import quote, usage_error
from vshell.limits import Budget, LimitExceeded, RunAborted, TimedOut

_INTERVAL = re.compile(r"\s*\+?((?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|inf(?:inity)?|0[xX][0-9a-fA-F.]+(?:[pP][+-]?\d+)?)([smhd]?)")
_UNIT = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}


def parse_interval(text: str) -> float | None:
    """GNU's apply_suffix(cl_strtod(...)): a non-negative number with an optional s/m/h/d."""
    m = _INTERVAL.fullmatch(text)
    if not m:
        return None
    number = m.group(1)
    value = float.fromhex(number) if number[:2].lower() == "0x" else float(number)
    return value * _UNIT[m.group(2)]


def wait_seconds(ctx: CommandContext, seconds: float) -> None:
    """Sleep ``seconds`` under the run's budget (raises when the deadline or a cancel comes first)."""
    never = threading.Event()
    if math.isinf(seconds):
        while True:
            ctx.budget.wait(never, 3600.0)
    ctx.budget.wait(never, seconds)
    ctx.budget.check()


@command("sleep", summary="delay for a specified amount of time", usage="sleep NUMBER[SUFFIX]...\n  or:  sleep OPTION",
         opts=())
def sleep_cmd(ctx: CommandContext, args: Parsed) -> int:
    if not args.operands:
        return usage_error(ctx, "missing operand")
    total = 0.0
    bad = False
    for operand in args.operands:
        value = parse_interval(operand)
        if value is None:
            ctx.error(f"invalid time interval {quote(operand)}")
            bad = True
        else:
            total += value
    if bad:
        ctx.stderr.write(f"Try '{ctx.name} --help' for more information.\n".encode())
        return 1
    wait_seconds(ctx, total)
    return 0


_SIGNALS = {"HUP": 1, "INT": 2, "QUIT": 3, "KILL": 9, "USR1": 10, "USR2": 12, "PIPE": 13, "ALRM": 14, "TERM": 15,
            "CONT": 18, "STOP": 19}

_TIMEOUT_OPTS = (
    Opt(None, "foreground", "foreground"),
    Opt("k", "kill-after", "kill_after", Arg.REQUIRED),
    Opt(None, "preserve-status", "preserve"),
    Opt("s", "signal", "signal", Arg.REQUIRED),
    Opt("v", "verbose", "verbose"),
)


def _signal_number(text: str) -> int | None:
    if text.isdigit():
        return int(text) if int(text) <= 64 else None
    name = text.upper()
    name = name[3:] if name.startswith("SIG") else name
    return _SIGNALS.get(name)


@command("timeout", summary="run a command with a time limit",
         usage="timeout [OPTION] DURATION COMMAND [ARG]...\n  or:  timeout [OPTION]", opts=_TIMEOUT_OPTS,
         usage_status=125, permute=False)
def timeout_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    signal_text = v.get("signal")
    signal = 15
    if isinstance(signal_text, str):
        number = _signal_number(signal_text)
        if number is None:
            usage_error(ctx, f"{quote(signal_text)}: invalid signal")
            return 125
        signal = number
    kill_after = v.get("kill_after")
    if isinstance(kill_after, str) and parse_interval(kill_after) is None:
        usage_error(ctx, f"invalid time interval {quote(kill_after)}")
        return 125
    if len(args.operands) < 2:
        # GNU prints no message here, only the hint.
        ctx.stderr.write(f"Try '{ctx.name} --help' for more information.\n".encode())
        return 125
    duration = parse_interval(args.operands[0])
    if duration is None:
        usage_error(ctx, f"invalid time interval {quote(args.operands[0])}")
        return 125
    argv = args.operands[1:]
    parent = ctx.budget
    limited = duration > 0 and time.monotonic() + duration < parent.deadline
    child = _ChildBudget(parent, time.monotonic() + duration, signal) if limited else None
    try:
        return run_command(ctx, argv, budget=child)
    except NotRunnable as exc:
        ctx.error(f"failed to run command {quote(argv[0])}: {exc.strerror}")
        return exc.status
    except LimitExceeded as exc:
        # Only our own deadline becomes 124; the run's own limits still end the run.
        if child is None or exc.limit != "wall_time" or child.aborted is not exc or parent.aborted is not None:
            raise
        if v.get("verbose"):
            name = next((k for k, n in _SIGNALS.items() if n == signal), str(signal))
            ctx.error(f"sending signal {name} to command {quote(argv[0])}")
        if v.get("preserve"):
            return 128 + signal
        return 137 if signal == 9 else 124


class _ChildBudget(Budget):
    """The budget of timeout's command: the run's budget with an earlier deadline of its own.

    Steps and cancellation go to the parent as well, so the run's limits still
    hold; only this deadline turns into timeout's status 124.  Everything the
    command does ticks it: a registered command's context carries it, and a
    script, ``bash -c`` or a command that ``env``, ``xargs`` or ``find -exec``
    start runs in a shell whose statements, subshells, pipeline stages and jobs
    tick it.  Its expiry is a ``TimedOut`` carrying the signal, so a stopped
    shell runs its EXIT trap as bash does on TERM (not on KILL).
    """

    def __init__(self, parent: Budget, deadline: float, signal: int) -> None:
        super().__init__(parent.limits, parent.cancel_event)
        self.parent = parent
        self.deadline = deadline
        self.signal = signal

    def abort(self, error: RunAborted) -> None:
        if self.aborted is None and type(error) is LimitExceeded and error.limit == "wall_time":
            error = TimedOut(self.signal, self.parent)  # our own deadline: the parent's is checked first
        super().abort(error)

    def tick(self, n: int = 1) -> None:
        self.parent.tick(n)
        super().tick(n)

    def check(self) -> None:
        self.parent.check()
        super().check()
