"""Pipelines, subshells, ``$( )``, process substitution and ``&`` jobs.

Every stage of a multi-command pipeline runs in a clone of the shell, in its
own thread, joined by bounded pipes; the last stage runs in the calling
thread (in the shell itself with ``shopt -s lastpipe``).  Waiting is sliced
through the budget so a cancel ends a blocked pipeline.
"""

from __future__ import annotations

import io
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO

from vshell.fs.devices import bind_budget
from vshell.fs.protocol import OpenMode
from vshell.interp.core import InterpCore
from vshell.interp.errors import (
    SIGNAL_MESSAGES,
    AbortCommand,
    BreakLoop,
    ContinueLoop,
    ExitShell,
    KilledBySignal,
    ReturnFromFunction,
    ShellControl,
    ShellError,
)
from vshell.interp.pipes import PipeReader, PipeWriter, make_pipe
from vshell.limits import Budget, InternalError, RunAborted, out_of_memory, start_thread
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.shell import Interp


class Job:
    __slots__ = ("budget", "command", "done", "number", "pid", "status", "thread")

    def __init__(self, number: int, pid: int, command: str) -> None:
        self.number = number
        self.pid = pid
        self.command = command
        self.status = 0
        self.done = threading.Event()
        self.thread: threading.Thread | None = None
        self.budget: Any = None


class _Collector(io.RawIOBase):
    """Collects ``$( )`` output, bounded by ``Limits.string_length``."""

    def __init__(self, sh: InterpCore) -> None:
        super().__init__()
        self.buf = bytearray()
        self.sh = sh

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        self.buf += b
        if len(self.buf) > self.sh.limits.string_length:
            self.sh.budget.exceed("string_length", "command substitution output too long")
        return len(b)

    def flush(self) -> None:
        pass


class PipelineMixin(InterpCore):
    def exec_pipeline(self, node: ast.Pipeline) -> int:
        if node.timed:
            return self._timed(node)
        return self._exec_pipeline(node)

    def _timed(self, node: ast.Pipeline) -> int:
        """``time [-p] pipeline``: bash's report on stderr after the pipeline (TIMEFORMAT)."""
        import time as _time

        start = _time.monotonic()
        status = self._exec_pipeline(node)
        real = _time.monotonic() - start
        fmt = self.vars.get("TIMEFORMAT")
        if node.time_posix:
            fmt = "real %2R\nuser %2U\nsys %2S"
        elif fmt is None:
            fmt = "\nreal\t%3lR\nuser\t%3lU\nsys\t%3lS"
        self.write_err(_time_format(fmt, real) + "\n" if fmt else "")
        return status

    def _exec_pipeline(self, node: ast.Pipeline) -> int:
        cmds = node.commands
        if not cmds:  # a lone `!` or `time`
            self.status = 1 if node.negated else 0
            return self.status
        if len(cmds) == 1:
            if node.negated:
                self.errexit_off += 1
                try:
                    status = self.exec_command(cmds[0])
                finally:
                    self.errexit_off -= 1
                self.pipestatus = [status]
                self.status = 1 if status == 0 else 0
                return self.status
            status = self.exec_command(cmds[0])
            self.pipestatus = [status]
            self.status = status
            return status
        if node.negated:
            self.errexit_off += 1
        try:
            statuses = self._run_stages(node)
        finally:
            if node.negated:
                self.errexit_off -= 1
        if self.jobs:
            self.forget_done_jobs()
        self.pipestatus = statuses
        status = statuses[-1]
        if self.opts["pipefail"]:
            for s in reversed(statuses):
                if s != 0:
                    status = s
                    break
        if node.negated:
            status = 1 if status == 0 else 0
        self.status = status
        return status

    def _run_stages(self, node: ast.Pipeline) -> list[int]:
        cmds = node.commands
        n = len(cmds)
        cap = self.limits.pipe_buffer
        budget = self.budget
        statuses = [0] * n
        errors: list[BaseException] = []
        threads: list[threading.Thread] = []
        prev_reader: Any = None
        reader: PipeReader | None
        writer: PipeWriter | None
        lastpipe = self.shopts["lastpipe"] and not self.interactive
        for i, cmd in enumerate(cmds):
            last = i == n - 1
            if not last:
                reader, writer = make_pipe(cap, budget)
            else:
                reader = writer = None
            child = self if (last and lastpipe) else self.clone()
            if child is not self and type(cmd) is ast.SimpleCommand and self.traps and self._debug_in_parent():
                # bash runs a simple stage's DEBUG trap in the shell itself, before the stage starts
                self.lineno = (cmd.line or cmd.span.line) + self.line_offset
                self.debug_trap(cmd)
            if child is not self:
                child.inherited_jobs = []  # bash: `jobs | cat` lists nothing
            if prev_reader is not None:
                child.fds[0] = prev_reader
            if writer is not None:
                child.fds[1] = writer
                if i < len(node.stderr_too) and node.stderr_too[i]:
                    child.fds[2] = writer
            if last:
                saved0 = self.fds.get(0) if child is self else None
                try:
                    if child is self:
                        try:
                            statuses[i] = self.exec_command(cmd)
                        finally:
                            if saved0 is not None:
                                self.fds[0] = saved0
                    else:
                        statuses[i] = child.run_in_child(lambda c=child, x=cmd: c.exec_command(x))  # type: ignore[misc]
                finally:
                    if prev_reader is not None:
                        prev_reader.close()
            else:
                self.shared.job_started("background jobs and pipeline stages")
                t = threading.Thread(
                    target=_stage_main,
                    args=(child, cmd, statuses, i, errors, writer, prev_reader),
                    daemon=True,
                    name=f"vshell-stage-{i}",
                )
                threads.append(t)
                try:
                    start_thread(t)
                except BaseException:  # no thread: _stage_main's finally will never run
                    self.shared.job_ended()
                    raise
            prev_reader = reader
        for t in threads:
            while t.is_alive():
                t.join(0.05)
                if budget.aborted is not None or budget.cancel_event.is_set():
                    budget.check()
        for e in errors:
            raise e
        last_cmd = cmds[-1]
        line = last_cmd.line if type(last_cmd) is ast.SimpleCommand else 0
        self.lineno = (line or last_cmd.span.line) + self.line_offset  # $LINENO in an ERR trap: the last stage's
        return statuses

    def _debug_in_parent(self) -> bool:
        """With ``set -T`` the stage keeps the DEBUG trap and runs it itself."""
        return self.trap_active("DEBUG") and not self.opts["functrace"]

    # -- subshell-like children ---------------------------------------------

    def run_in_child(self, fn: Callable[[], int]) -> int:
        """Run ``fn`` in this clone as a subshell: ``exit`` and errors end only the child."""
        try:
            umask = self.fs.umask()
        except (AttributeError, NotImplementedError):
            umask = None
        try:
            with bind_budget(self.budget):
                return self._run_in_child(fn)
        finally:
            if umask is not None and self.fs.umask() != umask:
                self.fs.umask(umask)  # a subshell's umask is its own

    def _run_in_child(self, fn: Callable[[], int]) -> int:
        try:
            status = fn()
        except KilledBySignal as e:
            status = e.status
            msg = SIGNAL_MESSAGES.get(e.signal, "")
            if msg:
                self.write_err(msg + "\n")
            self.status = status
            return status
        except ExitShell as e:
            status = 1 if e.fatal else e.status
        except AbortCommand as e:
            status = e.status
        except (BreakLoop, ContinueLoop):
            status = self.status
        except ReturnFromFunction as r:
            status = r.status
        except BrokenPipeError:
            status = 141
        except ShellError as err:
            self.error(err.message)
            status = err.status
        self.status = status
        if "EXIT" in self.traps and self.traps["EXIT"] and self.own_exit_trap:
            self.run_exit_trap()
            status = self.status if self.exit_trap_status is not None else status
        return status

    def command_sub(self, body: ast.CommandList) -> str:
        if self.subst_depth >= self.limits.subst_depth:
            self.budget.exceed("subst_depth", f"command substitution nesting deeper than {self.limits.subst_depth}")
        quick = self._cat_file_sub(body)
        if quick is not None:
            return quick
        child = self.clone()
        out = _Collector(self)
        child.fds[1] = out
        child.subst_depth += 1
        child.in_cmdsub = True
        first = _first_line(body)
        if first:
            # bash numbers the substitution's lines from the line of the command running it, its
            # first non-blank line being that line
            child.line_offset = self.lineno - first
        if not self.shopts["inherit_errexit"]:
            child.opts["errexit"] = False
        status = child.run_in_child(lambda: child.exec_list(body))
        self.status = status
        self.cmdsub_status = status
        self.lineno = self.lineno
        data = bytes(out.buf).rstrip(b"\n")
        if b"\0" in data:
            self.error("warning: command substitution: ignored null byte in input")
            data = data.replace(b"\0", b"")
        return data.decode("utf-8", "surrogateescape")

    def _cat_file_sub(self, body: ast.CommandList) -> str | None:
        """``$(< file)``: bash reads the file itself, without running a command."""
        if len(body.items) != 1 or body.items[0].background:
            return None
        ao = body.items[0].command
        if ao.rest or len(ao.first.commands) != 1 or ao.first.negated:
            return None
        cmd = ao.first.commands[0]
        if not isinstance(cmd, ast.SimpleCommand) or cmd.words or cmd.assigns or len(cmd.redirects) != 1:
            return None
        r = cmd.redirects[0]
        if r.op is not ast.RedirOp.IN or r.fd not in (None, 0) or not isinstance(r.target, ast.Word):
            return None
        from vshell.expand.words import expand_argv

        fields = expand_argv(self, [r.target])
        if len(fields) != 1:
            return None
        try:
            f = self.open_path(fields[0], OpenMode.READ)
            try:
                data = f.read()
            finally:
                f.close()
        except OSError as err:
            self.error(f"{fields[0]}: {err.strerror}")
            self.status = 1
            self.cmdsub_status = 1
            return ""
        self.status = 0
        self.cmdsub_status = 0
        return bytes(data).rstrip(b"\n").decode("utf-8", "surrogateescape")

    def process_sub(self, node: ast.ProcessSub) -> str:
        child = self.clone()
        reader, writer = make_pipe(self.limits.pipe_buffer, self.budget)
        fd = 63
        while fd in self.fds:
            fd -= 1
        if node.direction == "<":
            child.fds[1] = writer
            mine: Any = reader
            theirs: Any = writer
        else:
            child.fds[0] = reader
            mine = writer
            theirs = reader
        self.fds[fd] = mine

        def main() -> None:
            try:
                child.run_in_child(lambda: child.exec_list(node.body))
            except RunAborted:
                pass
            except Exception:  # a failing process substitution must not kill the run from its thread
                pass
            finally:
                theirs.close()

        t = threading.Thread(target=main, daemon=True, name="vshell-procsub")
        start_thread(t)
        self.procsubs.append((mine, t))
        return f"/dev/fd/{fd}"

    # -- background jobs -----------------------------------------------------

    def run_background(self, node: ast.AndOr) -> int:
        self.inherited_jobs = []
        if len(self.jobs) >= self.limits.jobs:
            self.budget.exceed("jobs", f"more than {self.limits.jobs} background jobs")
        child = self.clone()
        child.fds[0] = child.fds.get(0) if self.interactive else io.BytesIO(b"")
        pid = self.shared.new_pid()
        from vshell.interp.printer import andor_text

        job = Job(len([j for j in self.jobs if not j.done.is_set()]) + 1, pid, andor_text(node))
        from vshell.interp.shell import JobBudget

        if self.keep_jobs:
            # a job of an interactive shell outlives this run: a budget of its own (wall time from its start,
            # not stopped when the run ends or is cancelled), and its own view of "the run's budget"
            import copy

            job.budget = Budget(self.limits)
            child.shared = copy.copy(self.shared)
            child.shared.budget = job.budget
        else:
            job.budget = JobBudget(self._budget)
        child._budget = job.budget

        def main() -> None:
            try:
                job.status = child.run_in_child(lambda: child.exec_andor(node))
            except RunAborted:
                job.status = 1
            except Exception:  # an internal error in a job ends only the job
                job.status = 1
            finally:
                child.shared.job_ended()
                job.done.set()

        t = threading.Thread(target=main, daemon=True, name=f"vshell-job-{pid}")
        self.shared.job_started("background jobs")
        job.thread = t
        self.jobs.append(job)
        # bash remembers its background children's statuses (bgpids) after they leave the job table
        if len(self.bgpids) >= 1024:
            self.bgpids.pop(next(iter(self.bgpids)))
        self.bgpids[job.pid] = job
        self.last_bg = pid
        if self.keep_jobs and self.subshell == 0:
            self.write_err(f"[{job.number}] {pid}\n")  # interactive bash says which job it started
        try:
            start_thread(t)
        except BaseException:  # no thread: main()'s finally will never run
            self.shared.job_ended()
            job.done.set()
            raise
        self.shared.threads.append(t)
        return 0

    def wait_job(self, job: Job) -> int:
        self.budget.wait(job.done)
        return job.status

    # -- ctx.run for xargs, find -exec, env, timeout ------------------------

    def sub_runner(
        self,
        argv: Sequence[str],
        *,
        stdin: BinaryIO | None = None,
        stdout: BinaryIO | None = None,
        stderr: BinaryIO | None = None,
        env: Mapping[str, str] | None = None,
        cwd: str | None = None,
        budget: Budget | None = None,
    ) -> int:
        child = self.clone()
        if budget is not None:
            # timeout's deadline: the command, its subshells, pipeline stages and jobs all tick it
            child._budget = budget
        if stdin is not None:
            child.fds[0] = stdin
        if stdout is not None:
            child.fds[1] = stdout
        if stderr is not None:
            child.fds[2] = stderr
        if cwd is not None:
            child.cwd = cwd
        if env is not None:
            from vshell.interp.state import A_EXPORT, Var

            g = child.vars.scopes[0]
            for k in [k for k, v in g.items() if v.attrs & A_EXPORT and k not in env]:
                del g[k]
            for k, val in env.items():
                g[k] = Var(val, A_EXPORT)
        if not argv:
            return 0
        return child.run_in_child(lambda: child.invoke(list(argv)))


def _time_format(fmt: str, real: float) -> str:
    import regex

    def one(m: regex.Match[str]) -> str:
        if m.group(0) == "%%":
            return "%"
        prec = int(m.group(1)) if m.group(1) else 3
        prec = min(prec, 6)
        value = {"R": real, "U": 0.0, "S": 0.0}.get(m.group(3))
        if m.group(3) == "P":
            return f"{0.0:.{prec}f}"
        if value is None:
            return m.group(0)
        if m.group(2):
            mins = int(value // 60)
            return f"{mins}m{value - mins * 60:.{prec}f}s"
        return f"{value:.{prec}f}"

    return regex.sub(r"%%|%([0-9])?(l)?([RUSP])", one, fmt)


def _stage_main(
    child: Interp,
    cmd: ast.Command,
    statuses: list[int],
    i: int,
    errors: list[BaseException],
    writer: Any,
    reader: Any,
) -> None:
    try:
        statuses[i] = child.run_in_child(lambda: child.exec_command(cmd))
    except RunAborted as e:
        errors.append(e)
    except ShellControl:
        statuses[i] = 1
    except MemoryError:
        errors.append(out_of_memory())
    except Exception as e:  # surfaced as InternalError by the caller
        err = InternalError(f"vshell: internal error in a pipeline stage: {type(e).__name__}")
        err.__cause__ = e
        errors.append(err)
    finally:
        child.shared.job_ended()
        if writer is not None:
            writer.close()
        if reader is not None:
            reader.close()


def _first_line(body: ast.CommandList) -> int:
    """The source line where the first command of ``body`` starts (0 when unknown)."""
    if not body.items:
        return 0
    first = body.items[0].command.first
    return first.commands[0].span.line if first.commands else 0
