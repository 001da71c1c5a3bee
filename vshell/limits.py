"""Limits, the per-run Budget, and the uncatchable errors that end a run.

Two tiers of failure (NOTES.md D-2): a failing command is a status and the script
goes on; a limit, a cancel or an internal error raises a ``RunAborted``
subclass that no ``|| true``, ``trap`` or subshell catches.  Once a budget is
exceeded it stays exceeded: every later ``tick`` raises again.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from vshell.lib.records import fields

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

# Exit statuses of a run ended from outside the script.  bash has no such
# thing; these are vshell's, documented in NOTES.md.
STATUS_LIMIT = 124  # like timeout(1): the run was stopped, nothing applies
STATUS_CANCELLED = 130  # like SIGINT
STATUS_INTERNAL = 70  # EX_SOFTWARE


@dataclass(frozen=True, slots=True)
class Limits:
    """Every bound a run observes.  Each default is sized for an agent's command."""

    wall_time: float = 30.0
    """Seconds of wall time per run; agents' tools time out around here anyway."""
    steps: int = 50_000_000
    """Interpreter ticks (statements, loop iterations, expansion steps) per run."""
    loop_iterations: int = 10_000_000
    """Iterations of any single loop; catches ``while :`` long before the wall clock."""
    function_depth: int = 1_000
    """Nested function calls; bash's default FUNCNEST is unlimited but its C stack is not."""
    subst_depth: int = 100
    """Nesting of ``$( )``, ``eval``, ``source`` and subshells."""
    output_bytes: int = 8 * 1024 * 1024
    """Bytes of stdout and of stderr kept per run; the rest is counted and reported."""
    overlay_bytes: int = 256 * 1024 * 1024
    """Bytes held by the overlay's upper layer (all written file contents)."""
    overlay_files: int = 100_000
    """Entries created in the overlay's upper layer."""
    file_size: int = 64 * 1024 * 1024
    """Largest single file the overlay will hold."""
    string_length: int = 64 * 1024 * 1024
    """Longest string value (variable, word, here-string)."""
    brace_words: int = 1_000_000
    """Words one brace expansion may produce."""
    arith_bits: int = 64
    """Arithmetic is bash's signed 64-bit; ``**`` exponents are bounded by this too."""
    regex_seconds: float = 2.0
    """Time one user regex match may take (``regex`` module timeout)."""
    heredoc_bytes: int = 16 * 1024 * 1024
    """Size of one here-document or here-string."""
    script_bytes: int = 16 * 1024 * 1024
    """Size of a script the parser accepts."""
    parse_depth: int = 500
    """Nesting depth of the parser (compound commands, substitutions, brackets)."""
    pipe_buffer: int = 64 * 1024
    """Bytes a pipe holds before its writer blocks (Linux's default)."""
    jobs: int = 256
    """Background jobs and pipeline stages alive at once."""
    memory_bytes: int = 512 * 1024 * 1024
    """Growth of the process's resident memory during one run: a backstop watched from outside the run
    (every bomb should meet a narrower limit first); keeps a run well under 1 GiB."""

    @classmethod
    def field_names(cls) -> list[str]:
        return [f.name for f in fields(cls)]


class RunAborted(Exception):
    """Ends the whole run; never caught by the script.  ``status`` is the run's exit status."""

    status: int = STATUS_LIMIT

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class LimitExceeded(RunAborted):
    """A limit was hit.  ``limit`` is the ``Limits`` field name."""

    def __init__(self, limit: str, message: str) -> None:
        super().__init__(message)
        self.limit = limit


def out_of_memory() -> LimitExceeded:
    """How a run ends when an allocation failed (the host's own cap came before ``Limits.memory_bytes``):
    a limit like any other, never an internal error."""
    return LimitExceeded("memory_bytes", "vshell: out of memory (the host's memory cap was reached)")


def start_thread(thread: threading.Thread) -> None:
    """Start ``thread``; when the host cannot give it a stack (its address-space cap), the run ends out of
    memory like any failed allocation, not as an internal error."""
    try:
        thread.start()
    except RuntimeError as e:
        if "can't start new thread" not in str(e):
            raise
        raise out_of_memory() from e


class TimedOut(LimitExceeded):
    """``timeout``'s own deadline passed: it ends that command only, and timeout turns it into its status.
    ``signal`` is the one GNU's timeout would send; a shell it stops runs its EXIT trap under ``outer``, the
    budget timeout itself runs under, unless the signal is KILL (bash runs the trap for a fatal signal it
    can catch)."""

    def __init__(self, signal: int, outer: Budget) -> None:
        super().__init__("wall_time", "vshell: timeout's time limit passed")
        self.signal = signal
        self.outer = outer


class Cancelled(RunAborted):
    status = STATUS_CANCELLED


class InternalError(RunAborted):
    status = STATUS_INTERNAL


class MatchTimeout:
    """The timeout of one user regex match, which the ``regex`` module reads (``float()``) as the match
    starts: ``Limits.regex_seconds``, but never past the run's deadline.  The module counts CPU time:
    near the deadline a match gets the wall time left times the share of a CPU the run has had so far,
    so that on a loaded machine it is cut at the deadline instead of outlasting it by up to
    ``regex_seconds`` of CPU (several seconds of wall time)."""

    __slots__ = ("_budget",)

    _LEAST = 0.001
    """A match past the deadline still gets a moment (a timeout of 0 would mean none)."""

    def __init__(self, budget: Budget) -> None:
        self._budget = budget

    def __float__(self) -> float:
        budget = self._budget
        now = time.monotonic()
        left = budget.deadline - now
        if left >= budget.limits.regex_seconds:
            return float(budget.limits.regex_seconds)
        # Near the deadline: the wall time left, in CPU seconds at the share of a CPU this run has had.
        share = (time.process_time() - budget.cpu_started) / max(now - budget.started, 1e-3)
        return max(self._LEAST, left * min(1.0, max(share, 0.05)))


class Budget:
    """One per run: counts steps, watches the deadline and the cancel flag.

    ``tick`` is on every hot path, so it is a counter compare in the common
    case and only looks at the clock every ``_CLOCK_EVERY`` ticks.
    """

    _CLOCK_EVERY = 256
    _PROBE_EVERY = 0.005

    def __init__(self, limits: Limits, cancel_event: threading.Event | None = None) -> None:
        self.limits = limits
        self.cancel_event = cancel_event or threading.Event()
        self.started = time.monotonic()
        self.cpu_started = time.process_time()
        self.deadline = self.started + limits.wall_time
        self.steps = 0
        # The first tick checks at once: a budget made for a new job (a subclass that also asks its
        # parent) sees a run that already ended before the job does anything.
        self._next_clock = 0
        self.aborted: RunAborted | None = None
        self.memory_probe: Callable[[], None] | None = None
        """Set by the host: measures the run's memory and raises past ``Limits.memory_bytes``.  Called from
        the clock check at most every ``_PROBE_EVERY`` seconds, in the thread that allocates, so memory
        that grows faster than a watcher thread is scheduled still ends the run before the host's cap."""
        self._next_probe = 0.0
        self._regex_timeout: MatchTimeout | None = None

    def tick(self, n: int = 1) -> None:
        """Charge ``n`` steps; raise if the run must end."""
        self.steps += n
        if self.steps >= self._next_clock:
            self._slow_check()

    def check(self) -> None:
        """Check cancel and deadline now (for blocking waits and long C calls)."""
        self._slow_check()

    def _slow_check(self) -> None:
        if self.aborted is not None:
            self._next_clock = 0  # stays exceeded: every later tick, in any thread, raises again
            raise self.aborted
        self._next_clock = self.steps + self._CLOCK_EVERY
        if self.cancel_event.is_set():
            self.abort(Cancelled("vshell: cancelled"))
        now = time.monotonic()
        if now > self.deadline:
            self.abort(LimitExceeded("wall_time", f"vshell: time limit of {self.limits.wall_time:g}s exceeded"))
        if self.memory_probe is not None and now >= self._next_probe:
            self._next_probe = now + self._PROBE_EVERY
            self.memory_probe()
        if self.steps > self.limits.steps:
            self.abort(LimitExceeded("steps", f"vshell: step limit of {self.limits.steps} exceeded"))

    def cancel(self) -> None:
        """Ask the run to stop (any thread): the very next ``tick`` checks, not the 256th."""
        self.cancel_event.set()
        self._next_clock = 0

    def abort_soon(self, error: RunAborted) -> None:
        """From another thread (a watchdog): end the run at its next ``tick`` with ``error``."""
        if self.aborted is None:
            self.aborted = error
        self._next_clock = 0

    def check_length(self, n: int, what: str = "string") -> None:
        """Refuse a value of ``n`` characters/bytes beyond ``Limits.string_length`` (call before building it)."""
        if n > self.limits.string_length:
            self.exceed("string_length", f"{what} longer than {self.limits.string_length} characters")

    def abort(self, error: RunAborted) -> None:
        """Record the first abort and raise it; later checks raise it again."""
        if self.aborted is None:
            self.aborted = error
        self._next_clock = 0
        raise self.aborted

    def exceed(self, limit: str, message: str) -> None:
        """Raise ``LimitExceeded`` for ``limit`` (a ``Limits`` field name)."""
        if limit == "regex_seconds" and self.deadline - time.monotonic() < self.limits.regex_seconds:
            # The match was cut short for the run's deadline (see MatchTimeout), not by its own limit.
            self.abort(LimitExceeded("wall_time", f"vshell: time limit of {self.limits.wall_time:g}s exceeded"))
        self.abort(LimitExceeded(limit, f"vshell: {message}"))

    @property
    def regex_timeout(self) -> float:
        """The ``timeout`` to give every user regex match of this run (see ``MatchTimeout``)."""
        if self._regex_timeout is None:
            self._regex_timeout = MatchTimeout(self)
        # The regex module reads it with float() as each match starts; typed as the float it becomes.
        return cast(float, self._regex_timeout)

    def remaining(self) -> float:
        """Seconds left before the deadline (for timeouts of blocking waits)."""
        return max(0.0, self.deadline - time.monotonic())

    def wait(self, event: threading.Event, timeout: float | None = None) -> bool:
        """Wait for ``event`` in short slices so a cancel is seen within 10 ms."""
        end = None if timeout is None else time.monotonic() + timeout
        while True:
            self._slow_check()
            slice_ = 0.01
            if end is not None:
                left = end - time.monotonic()
                if left <= 0:
                    return event.is_set()
                slice_ = min(slice_, left)
            if event.wait(slice_):
                # What was waited for may have ended because this budget's deadline passed (a job stopped by
                # timeout): the waiter ends too, before it runs another command.
                self._slow_check()
                return True
