"""The Session API: one persistent sandboxed shell over one or more workspace folders.

::

    s = Session(workspaces=["/home/me/proj"])
    r = s.run("sed -i s/foo/bar/ README.md; grep -c bar README.md")
    r.stdout, r.stderr, r.status, r.changes      # nothing is on disk yet
    s.commit(TerminalReview(...))                # checked, reviewed, applied all-or-nothing

State persists between runs like one shell (cwd, variables, functions,
aliases, options, ``$?``), and each run sees the files as the previous runs
left them until the change set is committed or discarded.

A run ended by a limit, a cancel, a timeout or an internal error prints one
line on stderr, gets its own status (``vshell.limits.STATUS_*``), and its own
file changes are undone (D-stopped-run: the overlay keeps an undo log of each
run, copy on first write, and puts it back once every thread of the run has
ended); the earlier runs' changes stay pending and committable, and
``Result.changes`` is exactly those.

Output beyond ``Limits.output_bytes`` per stream is counted, not kept, and
said on stderr; nothing is dropped silently.
"""

from __future__ import annotations

import enum
import io
import os
import sys
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO

from vshell.fs.changes import ChangeKind, ChangeSet, FileIdentity
from vshell.fs.overlay import Overlay
from vshell.fs.protocol import FileType
from vshell.fs.undo import UndoLog
from vshell.lib.records import replace
from vshell.limits import (
    STATUS_CANCELLED,
    STATUS_INTERNAL,
    Budget,
    Cancelled,
    InternalError,
    LimitExceeded,
    Limits,
    RunAborted,
    out_of_memory,
    start_thread,
)

if TYPE_CHECKING:
    from dataclasses import dataclass

    from vshell.commit import CommitOutcome, Policy, Review
    from vshell.commit.approvals import AutoPolicy, Mode
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


def _log_error(what: str, error: BaseException) -> None:
    """Log an internal error for hosts that listen; never printed (rule 2).  ``logging`` loads only then."""
    import logging

    log = logging.getLogger("vshell")
    if not log.handlers:
        log.addHandler(logging.NullHandler())
    log.error(what, exc_info=error)


DEFAULT_HOME = "/home/user"
_GRACE = 0.05
"""Seconds a cancelled or timed-out run gets to stop by itself before run() returns without it."""
_JOBS_GRACE = 2.0
"""Seconds a stopped run's jobs and pipeline stages get to end before its writes are undone regardless."""
APPROVAL_MODES = ("plan", "ask", "auto", "full")
"""``Session(approvals=...)``: the ladder of ``commit.approvals`` (kept here so opening a session imports no commit code)."""
MODEL_OUTPUT_CHARS = 16_000
"""How much of a run's output :meth:`Result.for_model` keeps (about 4,000 tokens)."""


class _HostInput(io.BytesIO):
    """Bytes a host passes as stdin, read as a pipe is: not seekable, as bash's stdin is in the recorder
    (``grep -T`` and ``wc`` size a seekable stdin as a file, ``tail`` and ``sed`` read one differently)."""

    def seekable(self) -> bool:
        return False


class EndedBy(enum.Enum):
    """How a run ended: by itself, or stopped from outside the script (its changes are then never offered)."""

    NORMAL = "normal"
    """The script ended (or ran ``exit``); ``status`` is its own."""
    LIMIT = "limit"
    """A ``Limits`` field (``Result.limit`` names it) or the run's ``timeout`` stopped it; status 124."""
    CANCELLED = "cancelled"
    """:meth:`Session.cancel` (or, in the CLI, Ctrl+C) stopped it; status 130."""
    INTERNAL = "internal"
    """A vshell bug stopped it; status 70 (the traceback goes to the ``vshell`` logger, never to output)."""


@dataclass(frozen=True, slots=True)
class Timings:
    """What a run cost."""

    wall_seconds: float
    """Wall-clock seconds from the start of :meth:`Session.run` to its end."""
    steps: int
    """Interpreter steps charged to the run's budget (compare ``Limits.steps``)."""


@dataclass(frozen=True, slots=True)
class Result:
    """What one :meth:`Session.run` did.  Nothing of it is on disk until :meth:`Session.commit`."""

    stdout: bytes
    """The bytes the script wrote on stdout, up to ``Limits.output_bytes`` (the rest is counted in
    ``stdout_dropped``; a streaming callback still saw all of it)."""
    stderr: bytes
    """The bytes written on stderr, up to the same limit, plus vshell's own lines (a limit's message,
    the count of bytes not kept), which are always kept."""
    status: int
    """The exit status, 0-255: the script's (``$?`` after its last command, or ``exit N``), or 124, 130
    or 70 when it was stopped (see ``ended_by``)."""
    changes: ChangeSet
    """Every pending change of the session (this run and the earlier uncommitted ones); after a stopped run,
    the earlier ones only (its own were undone)."""
    timings: Timings
    """Wall time and interpreter steps."""
    ended_by: EndedBy = EndedBy.NORMAL
    """Whether the script ended by itself or was stopped (limit, cancel, internal error)."""
    limit: str | None = None
    """The ``Limits`` field that ended the run, when ``ended_by`` is LIMIT."""
    message: str | None = None
    """The line said on stderr when the run was stopped from outside the script."""
    stdout_dropped: int = 0
    """Bytes written on stdout beyond ``Limits.output_bytes``: counted and streamed, not kept."""
    stderr_dropped: int = 0
    """Bytes written on stderr beyond the limit."""
    exited: bool = False
    """True when the script ran ``exit`` (or a fatal error ended the shell): the next run starts a fresh
    shell, with variables, functions, aliases and options reset and the working directory kept."""
    order: tuple[tuple[int, int], ...] = ()
    """The order the kept bytes were written in: runs of ``(stream, length)``, stream 0 for stdout,
    1 for stderr, 2 for vshell's own lines on stderr.  :meth:`for_model` interleaves with it."""
    undone: bool = False
    """The run was stopped after it had changed files, and those changes were undone (D-stopped-run)."""

    @property
    def offered(self) -> bool:
        """True when the run's changes may be committed (it ended normally)."""
        return self.ended_by is EndedBy.NORMAL

    def for_model(self, max_chars: int = MODEL_OUTPUT_CHARS) -> str:
        """The result as text for a model.

        stdout and stderr interleaved in the order they were written (as a terminal shows them),
        ANSI escapes and other control characters removed, a binary stream summarised as
        ``[binary output: N bytes]``, output past ``max_chars`` characters cut in the middle with
        one note that gives the real sizes; then the status line, never cut, and a line each for a
        stopped run, the pending changes and a shell that exited.
        """
        from vshell.model_output import render

        return render(self, max_chars)


def _cut_middle(text: str, limit: int) -> str:
    """Keep a quarter of ``limit`` from the start and the rest from the end, saying what was left out
    (the hosts' cut for a diff shown to a person; :meth:`Result.for_model` has its own, with real sizes)."""
    if len(text) <= limit:
        return text
    head = limit // 4
    tail = limit - head
    gap = len(text) - head - tail
    lines = text[head : len(text) - tail].count("\n")
    return f"{text[:head]}\n[... {gap} characters ({lines} lines) omitted ...]\n{text[len(text) - tail :]}"


class _Order:
    """The order in which a run's stdout and stderr were written: runs of (stream, bytes kept).

    Stream 0 is stdout, 1 stderr, 2 a line vshell itself added to stderr (a limit's message).
    """

    def __init__(self) -> None:
        self.runs: list[list[int]] = []
        self.lock = threading.Lock()

    def add(self, stream: int, n: int) -> None:
        with self.lock:
            if self.runs and self.runs[-1][0] == stream:
                self.runs[-1][1] += n
            else:
                self.runs.append([stream, n])

    def value(self) -> tuple[tuple[int, int], ...]:
        with self.lock:
            return tuple((s, n) for s, n in self.runs)


class _Capture(io.RawIOBase):
    """A run's stdout or stderr: streams everything live, keeps up to ``keep`` bytes and counts the rest.

    A live callback that raises ``BrokenPipeError`` (the host's stdout is a pipe whose reader
    has gone) makes this and every later write raise it, so the writing command ends with 141
    as under bash's SIGPIPE; one that fails otherwise is not called again and never ends the run.
    """

    def __init__(
        self, keep: int, live: Callable[[bytes], None] | None, order: _Order, stream: int, tty: bool = False
    ) -> None:
        super().__init__()
        self._tty = tty
        self._keep = keep
        self._live = live
        self._order = order
        self._stream = stream
        self._chunks: list[bytes] = []
        self._size = 0
        self.dropped = 0
        self._broken = False
        self._lock = threading.Lock()

    def writable(self) -> bool:
        return True

    def isatty(self) -> bool:
        """True when the host draws this stream on a terminal (``[ -t 1 ]``, ``ls`` columns)."""
        return self._tty

    def write(self, b: Any) -> int:
        if self._broken:
            raise BrokenPipeError(32, "Broken pipe")
        data = bytes(b)
        with self._lock:
            room = self._keep - self._size
            kept = data if len(data) <= room else data[: max(room, 0)]
            self.dropped += len(data) - len(kept)
            if kept:
                self._chunks.append(kept)
                self._size += len(kept)
                self._order.add(self._stream, len(kept))
        if data:
            self._call_live(data)
        return len(data)

    def _call_live(self, data: bytes) -> None:
        if self._live is None:
            return
        try:
            self._live(data)
        except BrokenPipeError:
            self._broken = True
            self._live = None
            raise
        except Exception:
            self._live = None

    def note(self, line: bytes) -> None:
        """A line from vshell itself: always kept, even past the limit."""
        with self._lock:
            self._chunks.append(line)
            self._order.add(2, len(line))
        try:
            self._call_live(line)
        except BrokenPipeError:
            pass

    def value(self) -> bytes:
        with self._lock:
            return b"".join(self._chunks)


_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096


def _rss() -> int | None:
    """This process's resident memory now (Linux), or None where it cannot be known cheaply."""
    try:
        with open("/proc/self/statm", "rb") as f:
            return int(f.read().split()[1]) * _PAGE
    except (OSError, ValueError, IndexError):
        return None


class _MemoryWatch:
    """Ends a run whose memory grows past ``Limits.memory_bytes``: the backstop behind every narrower limit."""

    def __init__(self, budget: Budget) -> None:
        self._budget = budget
        self._stop = threading.Event()
        self._base = _rss()
        self._thread: threading.Thread | None = None
        if self._base is not None:
            budget.memory_probe = self.probe
            thread = threading.Thread(target=self._watch, name="vshell-memwatch", daemon=True)
            try:
                start_thread(thread)
                self._thread = thread
            except LimitExceeded:
                pass  # no watcher thread: the probe the interpreter calls at its ticks still holds the limit

    def _exceeded(self) -> LimitExceeded | None:
        limit = self._budget.limits.memory_bytes
        now = _rss()
        if now is not None and self._base is not None and now - self._base > limit:
            return LimitExceeded("memory_bytes", f"vshell: memory limit of {limit // (1 << 20)} MiB exceeded")
        return None

    def _watch(self) -> None:
        while not self._stop.wait(0.01):
            error = self._exceeded()
            if error is not None:
                self._budget.abort_soon(error)
                return

    def probe(self) -> None:
        """From the run's own threads, at their clock checks (``Budget.memory_probe``): raise at once."""
        error = self._exceeded()
        if error is not None:
            self._budget.abort(error)

    def stop(self) -> None:
        self._stop.set()
        self._budget.memory_probe = None
        # Wait for it (it wakes at once): a watcher outliving its run would hold a second thread stack while the
        # next run starts its own, which a host's address-space cap may not allow.
        if self._thread is not None:
            self._thread.join(1.0)


def default_env(home: str, cwd: str) -> dict[str, str]:
    """The environment a run starts with (the golden cases' environment, plus what a login adds)."""
    return {
        "HOME": home,
        "PATH": "/usr/local/bin:/usr/bin:/bin",
        "USER": "user",
        "LOGNAME": "user",
        "SHELL": "/bin/bash",
        "LC_ALL": "C.UTF-8",
        "LANG": "C.UTF-8",
        "TERM": "dumb",
        "TZ": "UTC",
        "PWD": cwd,
    }


class Session:
    """A sandboxed shell over ``workspaces``; see the module docstring."""

    def __init__(
        self,
        workspaces: Sequence[str] | None = None,
        limits: Limits | None = None,
        env: Mapping[str, str] | None = None,
        policy: Policy | None = None,
        home: str | None = None,
        cwd: str | None = None,
        *,
        workspace: str | None = None,
        interactive: bool = False,
        random_seed: int | None = None,
        argv0: str = "bash",
        args: Sequence[str] = (),
        approvals: Mode | str | None = None,
        auto: AutoPolicy | None = None,
        state_dir: str | None = None,
    ) -> None:
        folders = list(workspaces or ([workspace] if workspace else [os.getcwd()]))
        self.limits = limits or Limits()
        self.home = home or DEFAULT_HOME
        self.fs = Overlay([os.path.abspath(w) for w in folders], limits=self.limits, home=self.home)
        self.workspaces = self.fs.mounts
        self.state_dir = state_dir
        """Where commit journals go (None: ``$VSHELL_STATE_DIR``, ``$XDG_STATE_HOME/vshell`` ...)."""
        for folder in self.workspaces:
            _recover(folder, state_dir)
        self.cwd = cwd or self.workspaces[0]
        self._env = dict(env) if env is not None else default_env(self.home, self.cwd)
        self.policy = policy
        mode = str(getattr(approvals, "value", approvals or "ask"))
        if mode not in APPROVAL_MODES:
            raise ValueError(f"unknown approval mode {mode!r} (plan, ask, auto or full)")
        self.approvals = mode
        """The approval mode :meth:`commit` follows (``commit.approvals.Mode``'s names; ``ask`` by default)."""
        self.auto = auto
        """``commit.approvals.AutoPolicy`` for ``auto`` (None: the documented default)."""
        self.reads: dict[str, FileIdentity] = {}
        """Every real file this session read, across commits and discards (the auto mode's 'read' rule)."""
        self.interactive = interactive
        self._seed = random_seed
        self._argv0 = argv0
        self._args = tuple(args)
        self._shell: Any = None
        self._run_lock = threading.Lock()
        self._state_lock = threading.Lock()
        self._budget: Budget | None = None
        self._straggler: threading.Thread | None = None
        self._stopped_status: int | None = None
        self._undo_pending: UndoLog | None = None
        """The undo log of a stopped run whose threads may still be running: put back at the next settle."""
        self._pending: ChangeSet | None = None
        """The pending change set as the last run left it (None: nothing known, as after a commit)."""
        self.last_stopped: str | None = None
        """The stop line of the last run when it was stopped (its own file changes were undone), else None."""
        self.last_approval: Any = None
        """The ``commit.approvals.ApprovalReview`` of the last :meth:`commit` (what was asked, and why)."""

    # ----- the shell

    @property
    def shell(self) -> Any:
        """The interpreter's Shell, created at the first run (so that opening a session stays cheap)."""
        if self._shell is None or self._shell.exited:
            from vshell.interp.shell import Shell

            cwd = self._shell.cwd if self._shell is not None else self.cwd
            self._shell = Shell(
                self.fs,
                limits=self.limits,
                env=dict(self._env),
                cwd=cwd,
                home=self.home,
                argv0=self._argv0,
                args=self._args,
                interactive=self.interactive,
                random_seed=self._seed,
            )
        return self._shell

    @property
    def exited(self) -> bool:
        """True after the script ran ``exit`` (the next run starts a fresh shell)."""
        return self._shell is not None and bool(self._shell.exited)

    def run(
        self,
        script: str,
        *,
        stdin: bytes | BinaryIO = b"",
        on_stdout: Callable[[bytes], None] | None = None,
        on_stderr: Callable[[bytes], None] | None = None,
        timeout: float | None = None,
        source_name: str = "-c",
        tty: bool = False,
        cancel: threading.Event | None = None,
    ) -> Result:
        """Run ``script`` as the next input of this shell and return what happened.

        ``cancel``: setting it cancels this run, even one still waiting for an earlier run to end
        (a host cancelling one request must not stop another's run, as :meth:`cancel` would).

        ``tty``: stdout and stderr are a terminal's (``[ -t 1 ]`` is true, ``ls`` lays out columns);
        a terminal host passes a stdin whose ``isatty()`` is true too (``vshell.terminal``).
        """
        with self._run_lock:
            limits = self.limits if timeout is None else replace(self.limits, wall_time=timeout)
            budget = Budget(limits, cancel)
            with self._state_lock:
                self._budget = budget
            if not self._wait_straggler(budget):
                # cancelled while an abandoned run's worker was still ending (a regex in one long C call)
                with self._state_lock:
                    self._budget = None
                return self._cancelled_before_start()
            self._settle()
            order = _Order()
            out = _Capture(limits.output_bytes, on_stdout, order, 0, tty)
            err = _Capture(limits.output_bytes, on_stderr, order, 1, tty)
            stream = _HostInput(stdin) if isinstance(stdin, bytes | bytearray) else stdin
            started = time.monotonic()
            ended, limit, message = EndedBy.NORMAL, None, None
            undo = self.fs.snapshot()
            self.fs.budget = budget
            self.fs.begin_run()
            watch = _MemoryWatch(budget)
            try:
                if (
                    len(script) > limits.script_bytes
                    and len(script.encode("utf-8", "surrogateescape")) > limits.script_bytes
                ):
                    budget.exceed("script_bytes", f"script larger than {limits.script_bytes} bytes")
                # The shell is made (and the interpreter imported) in the worker too, so a cancel is
                # honoured even during the first run's start-up.
                status = self._run_in_worker(
                    budget,
                    lambda: self.shell.run(
                        script, stdin=stream, stdout=out, stderr=err, budget=budget, source_name=source_name
                    ),
                )
            except LimitExceeded as e:
                ended, limit, message, status = EndedBy.LIMIT, e.limit, e.message, e.status
            except Cancelled as e:
                ended, message, status = EndedBy.CANCELLED, e.message, STATUS_CANCELLED
            except InternalError as e:
                _log_error("internal error in a run", e)
                ended, message, status = EndedBy.INTERNAL, e.message, STATUS_INTERNAL
            except RunAborted as e:
                ended, message, status = EndedBy.INTERNAL, e.message, e.status
            except MemoryError:
                oom = out_of_memory()
                ended, limit, message, status = EndedBy.LIMIT, oom.limit, oom.message, oom.status
            except Exception as e:  # a vshell bug: a message and a status, never a traceback (rule 2)
                _log_error("unexpected error in a run", e)
                ended, status = EndedBy.INTERNAL, STATUS_INTERNAL
                message = f"vshell: internal error: {type(e).__name__}"
            finally:
                # Anything of this run still alive (a job a fork bomb left behind) dies at its next tick.
                budget.abort_soon(Cancelled("vshell: the run has ended"))
                watch.stop()
                self.fs.budget = None
                with self._state_lock:
                    self._budget = None
            wall = time.monotonic() - started
            if message is not None:
                err.note(message.encode("utf-8", "replace") + b"\n")
            for name, cap in (("stdout", out), ("stderr", err)):
                if cap.dropped:
                    err.note(
                        f"vshell: {name}: {cap.dropped} more bytes were not kept "
                        f"(output limit {limits.output_bytes} bytes)\n".encode()
                    )
            undone = False
            if ended is EndedBy.NORMAL:
                self.fs.release(undo)
                changes = self.fs.changes()
            else:
                self._stopped_status = status
                undone = len(undo) > 0
                self._undo_pending = undo
                if self._straggler is None:
                    self._undo_stopped_run()
                    changes = self.fs.changes()
                else:  # undone once the worker ends (the next run, commit or changes() waits for it)
                    changes = self._pending or ChangeSet(mounts=self.fs.mounts)
            self._pending = changes
            self.last_stopped = None if ended is EndedBy.NORMAL else message or ended.value
            return Result(
                stdout=out.value(),
                stderr=err.value(),
                status=status,
                changes=changes,
                timings=Timings(wall, budget.steps),
                ended_by=ended,
                limit=limit,
                message=message,
                stdout_dropped=out.dropped,
                stderr_dropped=err.dropped,
                exited=self.exited,
                order=order.value(),
                undone=undone,
            )

    def _run_in_worker(self, budget: Budget, fn: Callable[[], int]) -> int:
        """Run ``fn`` in a worker thread; once the run is cancelled or past its deadline, wait a grace period
        and then stop waiting: a worker stuck in one long C call (a regex match, a sort) is left to die at
        its next tick, and the next run waits for it first (so two runs never overlap)."""
        box: list[tuple[bool, Any]] = []
        done = threading.Event()

        def main() -> None:
            try:
                box.append((True, fn()))
            except BaseException as e:
                box.append((False, e))
            finally:
                done.set()

        worker = threading.Thread(target=main, name="vshell-run", daemon=True)
        start_thread(worker)
        # An Event, not Thread.join: a KeyboardInterrupt inside join() can corrupt the thread's state (3.11).
        while not done.wait(0.01):
            stopping = budget.aborted is not None or budget.cancel_event.is_set()
            if (stopping or time.monotonic() > budget.deadline) and not done.wait(_GRACE):
                self._straggler = worker
                if budget.aborted is not None:
                    raise budget.aborted
                if budget.cancel_event.is_set():
                    raise Cancelled("vshell: cancelled")
                limit = budget.limits.wall_time
                raise LimitExceeded("wall_time", f"vshell: time limit of {limit:g}s exceeded")
        # The worker is done and only has to return: let it end, so its stack is free before the next run
        # starts another (a host's address-space cap may hold only one), in short slices as for a straggler.
        for _ in range(100):
            if not worker.is_alive():
                break
            worker.join(0.01)
        ok, value = box[0]
        if not ok:
            raise value
        return int(value)

    def _wait_straggler(self, budget: Budget) -> bool:
        """Wait for an abandoned run's worker in short slices; False when ``budget`` is cancelled meanwhile."""
        straggler = self._straggler
        while straggler is not None and straggler.is_alive():
            if budget.cancel_event.is_set():
                return False
            straggler.join(0.01)
        return True

    def _cancelled_before_start(self) -> Result:
        message = "vshell: cancelled"
        return Result(
            stdout=b"",
            stderr=message.encode() + b"\n",
            status=STATUS_CANCELLED,
            changes=ChangeSet(mounts=self.fs.mounts),
            timings=Timings(0.0, 0),
            ended_by=EndedBy.CANCELLED,
            message=message,
        )

    def _settle(self, timeout: float | None = None) -> bool:
        """Wait for the worker of an abandoned run to end (it was told to stop; it ends at its next tick),
        then undo what a stopped run wrote.  False when it is still running after ``timeout`` seconds."""
        if self._straggler is not None:
            self._straggler.join(timeout)
            if self._straggler.is_alive():
                return False
            self._straggler = None
        if self._stopped_status is not None:
            # `$?` after a stopped run is its status (130 after a cancel), whatever its worker set last
            if self._shell is not None:
                self._shell.interp.status = self._stopped_status
            self._stopped_status = None
        self._undo_stopped_run()
        return True

    def _undo_stopped_run(self) -> None:
        """Put back the stopped run's writes once its jobs and pipeline stages have ended too (they die at
        their next tick).  One still alive after the grace gets a fresh log, undone at the next settle, so a
        late write of the stopped run never survives."""
        log = self._undo_pending
        if log is None:
            return
        deadline = time.monotonic() + _JOBS_GRACE
        while self._threads_alive() and time.monotonic() < deadline:
            time.sleep(0.002)
        self.fs.restore(log)
        self._undo_pending = self.fs.snapshot() if self._threads_alive() else None

    def _threads_alive(self) -> int:
        """Background jobs and pipeline stages of this shell still running (threads, never processes)."""
        return 0 if self._shell is None else int(self._shell.interp.shared.live_jobs)

    def settle(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds for a stopped run's worker to end; False if it has not yet.

        A host about to exit uses it instead of :meth:`discard`, which waits as long as the worker takes
        (the worker is a daemon thread, so it never keeps the process alive)."""
        with self._run_lock:
            return self._settle(timeout)

    def cancel(self) -> None:
        """Stop the running command, from any thread; it ends within 100 ms.  Without a running command: nothing."""
        with self._state_lock:
            if self._budget is not None:
                self._budget.cancel()

    # ----- the change set

    def changes(self) -> ChangeSet:
        """The pending change set (what :meth:`commit` would check)."""
        if self._undo_pending is not None:  # a stopped run's writes are undone first
            with self._run_lock:
                self._settle()
        return self.fs.changes()

    def discard(self, cancel: threading.Event | None = None) -> bool:
        """Forget every pending change; the workspaces read as they are on disk now.

        After a stopped run this first waits for its worker to end; setting ``cancel`` gives up that
        wait (False: nothing was discarded), so a host's Ctrl+C is never stuck behind it.
        """
        with self._run_lock:
            if cancel is not None and not self._wait_straggler(Budget(self.limits, cancel)):
                return False
            self._settle()
            self.reads.update(self.fs.read_set)
            self.fs.discard()
            self._pending = None
            return True

    def reset(self) -> None:
        """A fresh shell (variables, functions, cwd back to the start) and no pending changes."""
        with self._run_lock:
            self._settle()
            self._shell = None
            self.fs.discard()
            self._pending = None

    def commit(self, review: Review | None = None) -> CommitOutcome:
        """Check the pending change set, then apply it as the approval mode says; returns ``commit.CommitOutcome``.

        The commit rules come first and no mode lifts them.  Then ``plan``
        applies nothing, ``full`` applies, ``ask`` applies only when
        ``review`` (the person) says yes, and ``auto`` applies a low-risk set
        by itself and asks ``review`` about any other (``commit.approvals``).
        Applied: the overlay is rebased on the new disk.  Declined by the
        review: the changes are discarded.  Refused by the rules, or needing
        a yes when no review was given, or in ``plan``: they stay pending,
        and the outcome's message says why.
        """
        from vshell import commit as commit_pkg
        from vshell.commit.approvals import ApprovalReview, Mode

        with self._run_lock:
            self._settle()
            changes = self.fs.changes()
            ladder = ApprovalReview(Mode(self.approvals), changes, review, self.auto, self.reads)
            policy = self.policy if self.policy is not None else commit_pkg.Policy()
            if self.state_dir is not None:
                import dataclasses  # Policy is a plain dataclass of the commit stage's

                policy = dataclasses.replace(policy, state_dir=self.state_dir)
            outcome = commit_pkg.commit_changes(changes, policy=policy, review=ladder, budget=Budget(self.limits))
            self.reads.update(changes.read_set)
            if outcome.applied:
                self._remember_written(changes)
                self.fs.rebase()
                self._pending = None
            elif ladder.unanswered:
                outcome = commit_pkg.CommitOutcome(False, outcome.verdict, ladder.message())
            elif ladder.answer is False:
                self.fs.discard()
                self._pending = None
            self.last_approval = ladder
            return outcome

    def _remember_written(self, changes: ChangeSet) -> None:
        """A file this session just wrote is known to it as it now is on disk (auto's 'read' rule)."""
        for c in changes.changes:
            if c.in_mount and c.kind is not ChangeKind.DELETED and c.type is FileType.FILE:
                try:
                    st = os.lstat(c.path)
                except OSError:
                    continue
                self.reads[c.path] = FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino)

    # ----- for agents

    def prompt_block(self) -> str:
        """A short text telling a model what this shell is and is not."""
        return _prompt_block(self)

    def close(self) -> None:
        self.fs.close()

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


_BUILTINS = (
    "cd pwd echo printf read mapfile readarray export unset declare typeset local readonly shift set shopt source . "
    "eval exec test [ true false : exit return break continue trap getopts type command builtin hash alias unalias "
    "let pushd popd dirs umask wait jobs kill times caller enable help"
)


def _size(n: int) -> str:
    for unit, step in (("GiB", 1 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)):
        if n >= step and n % step == 0:
            return f"{n // step} {unit}"
    return f"{n} bytes"


def _prompt_block(session: Session) -> str:
    from vshell.command import all_commands
    from vshell.interp import missing

    lim = session.limits
    names = " ".join(sorted(all_commands()))
    mounts = ", ".join(session.workspaces)
    return "\n".join(
        [
            "You are using vshell: a sandboxed GNU bash 5.2 whose commands run in-process over a copy-on-write",
            f"view of the workspace ({mounts}). Paths are the real paths.",
            f"Commands: {names}.",
            f"Shell builtins: {_BUILTINS}.",
            "Not available (bash's 'command not found', status 127, and a hint); there is no network and no process",
            "is started:",
            *missing.prompt_lines(),
            f"/etc, /proc, /usr do not exist. Besides the workspace there is a private /tmp, HOME={session.home},",
            "/dev/null, /dev/zero.",
            "File changes stay in memory until they are reviewed and applied all at once; one refused change refuses",
            "them all. Refused: paths outside the workspace (/tmp and HOME are simply not kept), .git/, .github/workflows/,",
            ".vscode/, .idea/, AGENTS.md, CLAUDE.md and similar, files that are not UTF-8 text (NUL bytes, BOM), files",
            "over 1 MiB, line-ending changes (CRLF/LF), files changed on disk since they were read, case-only renames,",
            "more than 300 files, mode changes other than the executable bit, symlinks leading out of the workspace.",
            f"Limits per command: {lim.wall_time:g} s, {_size(lim.output_bytes)} of output kept per stream (the rest is",
            f"counted), {_size(lim.file_size)} per file, {_size(lim.overlay_bytes)} of changes, function depth",
            f"{lim.function_depth}. A command stopped by a limit (status 124) or a cancel has its own file changes",
            "undone; the changes of earlier commands stay pending and can still be applied.",
            f"What you are shown of a command's output is cut in the middle past {MODEL_OUTPUT_CHARS:,} characters (the",
            "first quarter and the end are kept, and a note gives the real sizes); stdout and stderr are shown",
            "interleaved as written, colours stripped, binary output as [binary output: N bytes].",
        ]
    )


def _has_entries(folder: str) -> bool:
    try:
        with os.scandir(folder) as entries:
            return any(True for _ in entries)
    except OSError:
        return False


def _recover(folder: str, state_dir: str | None) -> None:
    """Finish or undo an apply a crash interrupted, before anything reads the folder.

    Only journals in the host's state directory that this host signed are acted on
    (NOTES.md D-commit-journal); a refused one is said once on stderr and left alone.
    """
    from vshell.lib.statedir import journal_dir
    from vshell.lib.statedir import state_dir as find_state_dir

    try:
        state = find_state_dir(state_dir)
        # An empty or missing journals folder (no commit was interrupted anywhere): nothing to digest or look up.
        pending = _has_entries(os.path.join(state, "journals")) and os.path.isdir(journal_dir(folder, state))
    except OSError:
        pending = False
    if not pending:  # the commit stage is imported only then, so that opening a session stays cheap
        return
    from vshell import commit as commit_pkg

    report = commit_pkg.recover(folder, state_dir)
    if report is not None:
        for problem in report.problems:
            sys.stderr.write(f"vshell: {folder}: {problem}\n")


class AsyncSession:
    """The asyncio face of :class:`Session`: each run goes to a worker thread; cancelling the task cancels the run.

    Takes :class:`Session`'s arguments; ``session`` is the Session underneath (its ``changes()``,
    ``discard()`` and the rest are reached through it, or directly on this object).
    """

    def __init__(
        self,
        workspaces: Sequence[str] | None = None,
        limits: Limits | None = None,
        env: Mapping[str, str] | None = None,
        policy: Policy | None = None,
        home: str | None = None,
        cwd: str | None = None,
        **options: Any,
    ) -> None:
        self.session = Session(workspaces, limits, env, policy, home, cwd, **options)

    async def run(
        self,
        script: str,
        *,
        stdin: bytes | BinaryIO = b"",
        on_stdout: Callable[[bytes], None] | None = None,
        on_stderr: Callable[[bytes], None] | None = None,
        timeout: float | None = None,
        source_name: str = "-c",
        tty: bool = False,
        cancel: threading.Event | None = None,
    ) -> Result:
        """:meth:`Session.run` in a worker thread; the callbacks are called from that thread."""
        import asyncio

        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(
            None,
            lambda: self.session.run(
                script,
                stdin=stdin,
                on_stdout=on_stdout,
                on_stderr=on_stderr,
                timeout=timeout,
                source_name=source_name,
                tty=tty,
                cancel=cancel,
            ),
        )
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            self.session.cancel()
            await asyncio.wait([future])
            raise

    async def commit(self, review: Review | None = None) -> CommitOutcome:
        """:meth:`Session.commit` in a worker thread (a review that asks a person may block)."""
        import asyncio

        return await asyncio.to_thread(self.session.commit, review)

    def cancel(self) -> None:
        self.session.cancel()

    def changes(self) -> ChangeSet:
        return self.session.changes()

    def discard(self) -> None:
        self.session.discard()

    def prompt_block(self) -> str:
        return self.session.prompt_block()

    def close(self) -> None:
        self.session.close()

    async def __aenter__(self) -> AsyncSession:
        return self

    async def __aexit__(self, *exc: object) -> None:
        self.close()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.session, name)


__all__ = ["AsyncSession", "EndedBy", "Result", "Session", "Timings", "default_env"]
