"""The ``vshell`` command: an interactive sandboxed bash, ``-c``, scripts, stdin scripts, ``-n``, ``vshell diff``.

::

    vshell [OPTIONS]                          interactive on a terminal; else the script is read from stdin
    vshell [OPTIONS] -c 'CMD' [ARG0 [ARG...]] like bash -c
    vshell [OPTIONS] SCRIPT [ARG...]          the script is read from the host, like bash SCRIPT
    vshell [OPTIONS] -s [ARG...]              the script is read from stdin, like bash -s
    vshell -n [-O extglob] (SCRIPT | -c 'TEXT' | -)   syntax check only, exactly like bash -n
    vshell diff [OPTIONS] (SCRIPT | -c 'CMD') run in vshell and in GNU bash, show the differences

The options are parsed in ``vshell.invocation`` (``vshell --help`` lists them).
The run's stdout and stderr go to ours as they are written, all of them
(``Limits.output_bytes`` bounds only what the session keeps in memory); when
our stdout is a pipe whose reader has gone, the writing command gets EPIPE and
ends with 141, as under bash's SIGPIPE.

What happens to the change set at the end (D-cli-mode): ``--review`` shows
it and asks (the default when stdin and stderr are a terminal); ``--apply``
applies it without asking; ``--dry-run`` shows it and discards it (the
default otherwise: a piped or scripted vshell never writes unless told to).
Interactively the choice is made after each command that changed files.
Exit statuses (D-cli-status): see ``vshell.invocation.EXIT_STATUSES``.
"""

from __future__ import annotations

import gc
import os
import sys
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TextIO

from vshell.invocation import (
    STATUS_MISSING,
    STATUS_REFUSED,
    STATUS_SIGPIPE,
    STATUS_USAGE,
    SYNOPSIS,
    Options,
    UsageError,
    help_text,
    parse_args,
    read_config,
    version_text,
)
from vshell.limits import Limits

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "diff":
        from vshell.difftest import main as diff_main

        return diff_main(args[1:])
    if args and args[0] == "mcp":
        from vshell.mcp.cli import main as mcp_main

        return mcp_main(args[1:])
    if args and args[0] == "serve":
        from vshell.web import main as serve_main

        return serve_main(args[1:])
    # Start-up allocates ~100,000 long-lived objects (modules, classes, the AST's records): collecting
    # them while they are made is a sixth of a `vshell -c true`.  The collector is back before the
    # script's first line runs (_start_up); the finally covers every way out before that.
    gc.disable()
    try:
        return _dispatch(args)
    finally:
        gc.enable()


def _dispatch(args: list[str]) -> int:
    try:
        opts = parse_args(args)
    except UsageError as e:
        sys.stderr.write(f"vshell: {e}\n{SYNOPSIS}")
        return STATUS_USAGE
    if opts.help or opts.version:
        return _write_stdout((help_text() if opts.help else version_text()).encode())
    try:
        return _main(opts)
    except UsageError as e:
        sys.stderr.write(f"vshell: {e}\n")
        return STATUS_USAGE
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130


def _write_stdout(data: bytes) -> int:
    try:
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
        return STATUS_SIGPIPE
    return 0


def _silence_stdout() -> None:
    """After EPIPE, point fd 1 at /dev/null so that Python's exit-time flush does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout is not a real descriptor (a test's capture)
        pass


def _read_script(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", "surrogateescape")
    except OSError as e:
        sys.stderr.write(f"vshell: {path}: {e.strerror}\n")
        return None


def _read_stdin_text() -> str:
    data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    return data.decode("utf-8", "surrogateescape")


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def _check_workspaces(folders: Sequence[str]) -> str | None:
    """bash's words for a folder that cannot be used (as ``cd`` says them), or None."""
    import errno

    for folder in folders:
        try:
            st = os.stat(folder)
        except OSError as e:
            return f"--workspace: {folder}: {e.strerror}"
        import stat

        if not stat.S_ISDIR(st.st_mode):
            return f"--workspace: {folder}: {os.strerror(errno.ENOTDIR)}"
        if not os.access(folder, os.R_OK | os.X_OK):
            return f"--workspace: {folder}: {os.strerror(errno.EACCES)}"
    return None


def _script_text(opts: Options) -> tuple[str, str] | int | None:
    """(text, source name) for -c, a script file or stdin; 127 for a missing file; None: interactive."""
    if opts.command is not None:
        return opts.command, "-c"
    if opts.script is not None:
        loaded = _read_script(opts.script)
        return STATUS_MISSING if loaded is None else (loaded, opts.script)
    if opts.read_stdin or opts.syntax_only or not _isatty(sys.stdin):
        if opts.read_stdin and _isatty(sys.stdin) and not opts.syntax_only:
            return None  # `bash -s` on a terminal is interactive
        # bash names a script read from stdin by its own name: "bash: line 2: ..."
        return _read_stdin_text(), "bash"
    return None


def _main(opts: Options) -> int:
    folders = opts.workspaces or [os.getcwd()]
    problem = _check_workspaces(folders)
    if problem is not None:
        raise UsageError(problem)
    for warning in read_config(opts, os.environ, folders):
        sys.stderr.write(warning + "\n")
    source = _script_text(opts)
    if isinstance(source, int):
        return source
    if opts.syntax_only:
        return _syntax_check(opts, source)
    interactive = source is None
    tty = _isatty(sys.stdin) and _isatty(sys.stderr)
    mode = opts.mode or ("review" if tty and interactive else "dry-run")
    session = _open_session(opts, folders, interactive)
    with session:
        _apply_shell_options(session, opts)
        if source is None:
            if sys.stdin.isatty() and _terminal_fd() is not None:
                _collect_again()
                # The terminal's own review asks about every set; auto's classification is not wired in there.
                return terminal_repl(session, "review" if mode == "auto" else mode)
            return repl(session, mode)
        text, name = source
        from_stdin = opts.command is None and opts.script is None
        answers = _answer_stream(mode, reads_stdin=from_stdin)
        # A review reads its answer from stdin, so the script gets none then (D-cli-mode).
        piped = not from_stdin and not _isatty(sys.stdin) and mode not in ("review", "auto")
        stdin: Any = getattr(sys.stdin, "buffer", b"") if piped else b""
        if opts.json:
            return _run_json(session, opts, text, name, stdin, mode, answers)
        result = run_with_interrupt(session, text, stdin=stdin, timeout=opts.timeout, source_name=name)
        return finish(session, result, mode, answers, sys.stderr)


def _answer_stream(mode: str, reads_stdin: bool) -> TextIO:
    """Where a review reads its answer: stdin, or the terminal itself when the script came from stdin."""
    if mode not in ("review", "auto") or not reads_stdin:
        return sys.stdin
    try:
        return open("/dev/tty", encoding="utf-8")  # the host's own terminal, for the answer
    except OSError:
        import io

        return io.StringIO("")  # no terminal to ask: the review sees end of input and discards


def _syntax_check(opts: Options, source: tuple[str, str] | None) -> int:
    from vshell.syntax import check_syntax

    text, name = source if source is not None else (_read_stdin_text(), "bash")
    extglob = False
    if opts.shopt_options:
        from vshell.interp.core import SHOPT_DEFAULTS

        for shopt, on in opts.shopt_options:
            if shopt not in SHOPT_DEFAULTS:
                raise UsageError(f"{shopt}: invalid shell option name")
            if shopt == "extglob":
                extglob = on
    err, status = check_syntax(text, source_name=name, extglob=extglob)
    sys.stderr.write(err)
    return status


def _policy(opts: Options) -> Any:
    """The commit policy the options ask for (None: the default one)."""
    if not (opts.policy_off or opts.protect or opts.allow or opts.max_files or opts.max_file_size):
        return None
    import dataclasses

    from vshell import commit

    if opts.policy_off:
        return commit.Policy.off()
    policy = commit.Policy()
    protected = list(policy.protected)
    for glob in opts.allow:
        match = [p for p in protected if p.strip("/").lower() == glob.strip("/").lower()]
        if not match:
            raise UsageError(f"--allow: {glob}: not a protected path (protected: {' '.join(protected)})")
        protected = [p for p in protected if p not in match]
    protected += [g for g in opts.protect if g not in protected]
    changes: dict[str, Any] = {"protected": tuple(protected)}
    if opts.max_files is not None:
        changes["max_files"] = opts.max_files
    if opts.max_file_size is not None:
        changes["max_file_bytes"] = opts.max_file_size
    return dataclasses.replace(policy, **changes)


def _environment(opts: Options, cwd: str) -> dict[str, str] | None:
    from vshell.session import DEFAULT_HOME, default_env

    if not (opts.inherit_env or opts.env):
        return None
    env = dict(os.environ) if opts.inherit_env else default_env(DEFAULT_HOME, cwd)
    env.update(HOME=DEFAULT_HOME, PWD=cwd)
    env.update(opts.env)
    return env


def _open_session(opts: Options, folders: Sequence[str], interactive: bool) -> Any:
    from vshell.session import Session

    limits = Limits(**opts.limits) if opts.limits else Limits()
    argv0 = "bash" if opts.script is None else opts.script
    args = opts.args
    if opts.command is not None and args:
        argv0, args = args[0], args[1:]
    mounts = [os.path.realpath(f) for f in folders]
    here = os.path.realpath(os.getcwd())
    # bash starts where it is run: in the current folder, when the sandbox can see it.
    inside = any(here == m or here.startswith(m.rstrip("/") + "/") for m in mounts)
    cwd = here if inside else mounts[0]
    return Session(
        workspaces=mounts,
        limits=limits,
        env=_environment(opts, cwd),
        policy=_policy(opts),
        cwd=cwd,
        interactive=interactive,
        argv0=argv0,
        args=args,
        approvals="auto" if opts.mode == "auto" else None,
    )


def _apply_shell_options(session: Any, opts: Options) -> None:
    """bash's invocation options, set in the shell before the script's first line."""
    if not (opts.set_options or opts.shopt_options or opts.list_set is not None or opts.list_shopt is not None):
        return
    interp = session.shell.interp
    for name, on in opts.shopt_options:
        if name not in interp.shopts:
            raise UsageError(f"{name}: invalid shell option name")
        interp.shopts[name] = on
    for name, on in opts.set_options:
        interp.opts[name] = on
    listing = [f"set {'-' if opts.list_set else '+'}o"] if opts.list_set is not None else []
    if opts.list_shopt is not None:
        listing.append("shopt -p" if not opts.list_shopt else "shopt")
    if listing:
        run_with_interrupt(session, "; ".join(listing), stdin=b"", source_name="-c")


def _live(stream: Any, is_stdout: bool) -> Any:
    """Write a run's output to our own descriptor as it comes, all of it (the output limit bounds only
    what the session keeps in memory).  EPIPE on stdout reaches the writing command as EPIPE, so it
    ends with 141 as under bash's SIGPIPE."""

    def write(data: bytes) -> None:
        try:
            stream.write(data)
            stream.flush()
        except BrokenPipeError:
            if is_stdout:
                _silence_stdout()
            raise

    return write


def _collect_again() -> None:
    """Turn the cyclic collector back on, with what start-up made set aside (``gc.freeze``: it lives as long
    as the process, so later collections need not walk it again)."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def _start_up(session: Any) -> None:
    """Make the session's shell (importing the interpreter) while the collector is still paused, then turn it
    back on, so that the script itself always runs with it."""
    if not gc.isenabled():
        session.shell  # noqa: B018  (the property builds the shell)
        _collect_again()


def run_with_interrupt(session: Any, text: str, *, live: bool = True, **kwargs: Any) -> Any:
    """Run in a worker thread so that Ctrl+C here cancels the run (status 130) instead of killing vshell.

    A Ctrl+C while the first run's shell is still being made cancels that run before it starts."""
    if live:
        kwargs.setdefault("on_stdout", _live(sys.stdout.buffer, True))
        kwargs.setdefault("on_stderr", _live(sys.stderr.buffer, False))
    cancel = kwargs.setdefault("cancel", threading.Event())
    box: list[Any] = []
    done = threading.Event()

    def work() -> None:
        try:
            _start_up(session)
            box.append(session.run(text, **kwargs))
        except BaseException as e:  # handed to the main thread below
            box.append(e)
        finally:
            done.set()

    # Wait on an Event, not Thread.join: a KeyboardInterrupt inside join() can leave the thread
    # looking finished in CPython 3.11.
    threading.Thread(target=work, name="vshell-cli", daemon=True).start()
    while not done.is_set():
        try:
            done.wait(0.05)
        except KeyboardInterrupt:
            cancel.set()
            session.cancel()
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def _run_json(session: Any, opts: Options, text: str, name: str, stdin: Any, mode: str, answers: TextIO) -> int:
    """``--json``: run without streaming, then one JSON object on stdout."""
    import json

    result = run_with_interrupt(session, text, live=False, stdin=stdin, timeout=opts.timeout, source_name=name)
    pending = session.changes() if result.offered else None
    changes = [_change_json(c) for c in pending.changes if c.in_mount] if pending is not None else []
    verdict = None
    renames: list[dict[str, Any]] = []
    if pending:
        from vshell import commit
        from vshell.commit.review import find_renames

        policy = session.policy if session.policy is not None else commit.Policy()
        verdict = commit.check(pending, policy)
        renames = [
            {"from": r.old, "to": r.new, "files": len(r.pairs), "similarity": r.similarity, "directory": r.is_dir}
            for r in find_renames(pending)[0]
        ]
    settled = settle(session, result, mode, answers, sys.stderr)
    doc = {
        "stdout": _text(result.stdout),
        "stderr": _text(result.stderr),
        "status": settled.status,
        "script_status": result.status,
        "ended_by": result.ended_by.value,
        "limit": result.limit,
        "stdout_dropped": result.stdout_dropped,
        "stderr_dropped": result.stderr_dropped,
        "mode": mode,
        "changes": changes,
        "renames": renames,
        "verdict": None if verdict is None else _verdict_json(verdict),
        "applied": settled.applied,
        "message": settled.message,
    }
    if not _is_utf8(result.stdout):
        doc["stdout_base64"] = _base64(result.stdout)
    if not _is_utf8(result.stderr):
        doc["stderr_base64"] = _base64(result.stderr)
    written = _write_stdout((json.dumps(doc, indent=1, ensure_ascii=False) + "\n").encode())
    return written or settled.status


def _is_utf8(data: bytes) -> bool:
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _text(data: bytes) -> str:
    return data.decode("utf-8", "replace")


def _base64(data: bytes) -> str:
    import base64

    return base64.b64encode(data).decode("ascii")


def _change_json(change: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {"path": change.path, "kind": change.kind.value, "type": change.type.value}
    if change.renamed_from is not None:
        doc["renamed_from"] = change.renamed_from
    if change.old_mode is not None and change.new_mode is not None and change.old_mode != change.new_mode:
        doc["mode"] = [f"{change.old_mode & 0o7777:o}", f"{change.new_mode & 0o7777:o}"]
    return doc


def _verdict_json(verdict: Any) -> dict[str, Any]:
    return {
        "ok": verdict.ok,
        "refusals": [{"path": r.path, "rule": r.rule, "reason": r.reason} for r in verdict.refusals],
        "discarded": list(verdict.discarded),
    }


def describe(changes: Any) -> str:
    """One line per change in the workspace: ``A``dded, ``M``odified, ``D``eleted, mode (``m``), and
    ``R`` for a rename (a directory moved is one line, with how many files moved with it)."""
    from vshell.commit.review import find_renames

    renames, rest = find_renames(changes)
    letter = {"added": "A", "modified": "M", "deleted": "D", "mode": "m", "renamed": "R"}
    lines = [(c.path, f"  {letter.get(c.kind.value, '?')} {c.path}") for c in rest]
    for r in renames:
        n = len(r.pairs)
        files = f" ({n} {'file' if n == 1 else 'files'})" if r.is_dir else ""
        lines.append((r.new, f"  R {r.old} => {r.new}{files}"))
    return "\n".join(line for _, line in sorted(lines))


_SETTLE_SECONDS = 0.05
"""How long the CLI waits for a stopped run's worker before it exits without it."""


@dataclass(frozen=True, slots=True)
class Settled:
    """What became of a run's changes: the exit status, whether they were applied, the message said."""

    status: int
    applied: bool = False
    message: str | None = None


def settle(session: Any, result: Any, mode: str, tty_in: TextIO, tty_out: TextIO) -> Settled:
    """Do what ``mode`` says with the pending changes; say nothing (the caller does)."""
    if not result.offered:  # D-stopped-run: its own writes were undone; say so when there were any
        undone = "vshell: the run was stopped; its own file changes were undone" if result.undone else None
        # Its worker may still be on its way to its next tick: wait for it only briefly, so that vshell
        # exits on time (the worker is a daemon thread; nothing of the stopped run is ever applied).
        if not session.settle(_SETTLE_SECONDS):
            return Settled(int(result.status), message=undone)
        session.discard()
        return Settled(int(result.status), message=undone)
    pending = session.changes()
    if not pending:
        return Settled(int(result.status))
    if mode == "dry-run":
        session.discard()
        return Settled(int(result.status), message=f"vshell: dry run; not applied:\n{describe(pending)}")
    from vshell import commit

    review: Any = (
        commit.ApplyDirectly()
        if mode == "apply"
        else commit.TerminalReview(tty_in, tty_out, color=_isatty(tty_out), rows=_rows(tty_out))
    )
    outcome = session.commit(review)
    message = outcome.message.rstrip("\n")
    if not outcome.applied and not outcome.verdict.ok:
        others = commit.thrown_away(pending, outcome.verdict)
        if others:
            message += "\n" + others
        session.discard()
        return Settled(STATUS_REFUSED if result.status == 0 else int(result.status), message=message)
    return Settled(int(result.status), outcome.applied, message)


def _rows(stream: TextIO) -> int | None:
    """The height of the terminal ``stream`` is drawn on, or None."""
    try:
        return os.get_terminal_size(stream.fileno()).lines
    except (AttributeError, ValueError, OSError):
        return None


def finish(session: Any, result: Any, mode: str, tty_in: TextIO, tty_out: TextIO) -> int:
    """Do what ``mode`` says with the pending changes, say what became of them, return the exit status."""
    settled = settle(session, result, mode, tty_in, tty_out)
    if settled.message:
        tty_out.write(settled.message + "\n")
    return settled.status


def _prompt(session: Any) -> str:
    """bash's default interactive prompt shape, ``user@vshell:~/dir$ ``."""
    cwd = session.shell.cwd
    home = session.home
    if cwd == home or cwd.startswith(home + "/"):
        cwd = "~" + cwd[len(home) :]
    return f"user@vshell:{cwd}$ "


def _incomplete(text: str) -> bool:
    """True when the parser says more lines could complete ``text`` (an open quote, ``if`` without ``fi``)."""
    from vshell.syntax import ParseError, parse

    try:
        parse(text)
    except ParseError as e:
        return bool(e.incomplete)
    return False


def repl(session: Any, mode: str) -> int:
    """The loop over a piped stdin: read a complete command, run it (Ctrl+C cancels it), handle its changes."""
    status = 0
    while True:
        try:
            text = input(_prompt(session))
            while _incomplete(text):
                text += "\n" + input("> ")
        except EOFError:
            sys.stderr.write("exit\n")
            pending = session.changes()
            if pending:
                sys.stderr.write(f"vshell: dry run; not applied:\n{describe(pending)}\n")
            return status
        except KeyboardInterrupt:
            sys.stderr.write("^C\n")
            status = 130
            continue
        if not text.strip():
            continue
        result = run_with_interrupt(session, text, stdin=b"", source_name="-")
        status = finish(session, result, mode, sys.stdin, sys.stderr) if mode != "dry-run" else _keep(result)
        if session.exited:
            return status


def _keep(result: Any) -> int:
    """Interactively, ``--dry-run`` keeps the changes pending across commands; they are listed at exit."""
    return int(result.status)


# ----- the interactive CLI on a host terminal: vshell.terminal over the tty in raw mode


def _terminal_fd() -> int | None:
    """Where the terminal draws: stdout when it is the tty, else stderr (``vshell > log``), else nowhere."""
    for fd in (1, 2):
        if os.isatty(fd):
            return fd
    return None


class FileHistory:
    """History kept in a file of the host's own (one entry per line; newlines inside an entry escaped)."""

    def __init__(self, path: str) -> None:
        self.path = path

    def load(self) -> list[str]:
        try:
            with open(self.path, encoding="utf-8", errors="replace") as f:
                return [_unescape(line.rstrip("\n")) for line in f]
        except OSError:
            return []

    def save(self, entries: list[str]) -> None:
        os.makedirs(os.path.dirname(self.path) or ".", exist_ok=True)
        tmp = self.path + ".tmp"
        with open(tmp, "w", encoding="utf-8", errors="replace") as f:
            f.writelines(e.replace("\\", "\\\\").replace("\n", "\\n") + "\n" for e in entries)
        os.replace(tmp, self.path)


def _unescape(line: str) -> str:
    out = []
    i = 0
    while i < len(line):
        if line[i] == "\\" and i + 1 < len(line):
            out.append("\n" if line[i + 1] == "n" else line[i + 1])
            i += 2
        else:
            out.append(line[i])
            i += 1
    return "".join(out)


def _history_path() -> str | None:
    """``$VSHELL_HISTORY`` (empty: none kept), else ``$XDG_STATE_HOME/vshell/history`` (``~/.local/state``)."""
    chosen = os.environ.get("VSHELL_HISTORY")
    if chosen is not None:
        return chosen or None
    state = os.environ.get("XDG_STATE_HOME") or os.path.join(os.path.expanduser("~"), ".local", "state")
    return os.path.join(state, "vshell", "history")


def terminal_repl(session: Any, mode: str) -> int:
    """Run vshell's Terminal over the host tty in raw mode until the shell ends; the tty is restored after."""
    import codecs
    import select
    import signal
    import termios
    import tty

    from vshell.terminal import Terminal

    fd_in = sys.stdin.fileno()
    fd_out = _terminal_fd()
    assert fd_out is not None

    def write(text: str) -> None:
        data = text.encode("utf-8", "replace")
        while data:
            try:
                data = data[os.write(fd_out, data) :]
            except InterruptedError:
                continue

    size = os.get_terminal_size(fd_out)
    saved = termios.tcgetattr(fd_in)
    resized = threading.Event()
    old_winch = signal.signal(signal.SIGWINCH, lambda *_: resized.set())
    path = _history_path()
    tty.setraw(fd_in, termios.TCSANOW)
    term = None
    try:
        term = Terminal(
            session,
            size.columns,
            size.lines,
            write=write,
            history=FileHistory(path) if path else None,
            mode=mode,
        )
        decoder = codecs.getincrementaldecoder("utf-8")("replace")
        while term.exit_status is None:
            if resized.is_set():
                resized.clear()
                size = os.get_terminal_size(fd_out)
                term.resize(size.columns, size.lines)
            try:
                ready, _, _ = select.select([fd_in], [], [], 0.05)
            except InterruptedError:
                continue
            if not ready:
                continue
            data = os.read(fd_in, 4096)
            if not data:
                term.feed("\x04")  # the tty went away: end of input
                break
            term.feed(decoder.decode(data))
        return term.exit_status if term.exit_status is not None else 0
    finally:
        if term is not None:
            term.close()
        termios.tcsetattr(fd_in, termios.TCSADRAIN, saved)
        signal.signal(signal.SIGWINCH, old_winch)
