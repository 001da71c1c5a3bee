"""The ``vshell`` command: an interactive sandboxed bash, ``-c``, scripts, ``-n``, and ``vshell diff``.

::

    vshell [OPTIONS]                          interactive, over the current folder
    vshell [OPTIONS] -c 'CMD' [ARG0 [ARG...]] like bash -c
    vshell [OPTIONS] SCRIPT [ARG...]          the script is read from the host, like bash SCRIPT
    vshell -n (SCRIPT | -c 'TEXT')            syntax check only, exactly like bash -n
    vshell diff [OPTIONS] (SCRIPT | -c 'CMD') run in vshell and in GNU bash, show the differences

What happens to the change set at the end (D-cli-mode): ``--review`` shows
it and asks (the default when stdin and stderr are a terminal); ``--apply``
applies it without asking; ``--dry-run`` shows it and discards it (the
default otherwise: a piped or scripted vshell never writes unless told to).
Interactively the choice is made after each command that changed files.

Exit status (D-cli-status): the script's; 124 when a limit or ``--timeout``
stopped it, 130 when cancelled (Ctrl+C), 70 for an internal error, 2 for a
usage error, and 125 when the script succeeded but its changes were refused
by the commit checks (nothing was applied).
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Sequence
from typing import Any, TextIO

from vshell.invocation import STATUS_REFUSED, STATUS_USAGE, USAGE, Options, UsageError, parse_args
from vshell.limits import Limits


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
    try:
        opts = parse_args(args)
    except UsageError as e:
        if str(e):
            sys.stderr.write(f"vshell: {e}\n")
        sys.stderr.write(USAGE)
        return STATUS_USAGE if str(e) else 0
    try:
        return _main(opts)
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130


def _read_script(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return f.read().decode("utf-8", "surrogateescape")
    except OSError as e:
        sys.stderr.write(f"vshell: {path}: {e.strerror}\n")
        return None


def _main(opts: Options) -> int:
    if opts.syntax_only:
        from vshell.syntax import check_syntax

        if opts.command is not None:
            text, name = opts.command, "-c"
        elif opts.script is not None:
            loaded = _read_script(opts.script)
            if loaded is None:
                return 127
            text, name = loaded, opts.script
        else:
            text, name = sys.stdin.read(), "-"
        err, status = check_syntax(text, source_name=name)
        sys.stderr.write(err)
        return status
    interactive = opts.command is None and opts.script is None
    tty = sys.stdin.isatty() and sys.stderr.isatty()
    mode = opts.mode or ("review" if tty else "dry-run")
    session = _open_session(opts, interactive)
    if session is None:
        return STATUS_USAGE
    with session:
        if interactive:
            if sys.stdin.isatty() and _terminal_fd() is not None:
                # The terminal's own review asks about every set; auto's classification is not wired in there.
                return terminal_repl(session, "review" if mode == "auto" else mode)
            return repl(session, mode)
        if opts.command is not None:
            text, name = opts.command, "-c"
        else:
            assert opts.script is not None
            loaded = _read_script(opts.script)
            if loaded is None:
                return 127
            text, name = loaded, opts.script
        # A review reads its answer from stdin, so the script gets none then (D-cli-mode).
        piped = not sys.stdin.isatty() and mode not in ("review", "auto")
        stdin: Any = getattr(sys.stdin, "buffer", b"") if piped else b""
        result = run_with_interrupt(session, text, stdin=stdin, timeout=opts.timeout, source_name=name)
        return finish(session, result, mode, sys.stdin, sys.stderr)


def _open_session(opts: Options, interactive: bool) -> Any:
    from vshell.session import Session

    limits = Limits(**opts.limits) if opts.limits else Limits()
    policy = None
    if opts.policy_off:
        from vshell import commit

        policy = commit.Policy.off()
    argv0 = "bash" if opts.script is None else opts.script
    args = opts.args
    if opts.command is not None and args:
        argv0, args = args[0], args[1:]
    try:
        return Session(
            workspaces=opts.workspaces or [os.getcwd()],
            limits=limits,
            policy=policy,
            interactive=interactive,
            argv0=argv0,
            args=args,
            approvals="auto" if opts.mode == "auto" else None,
        )
    except (OSError, ValueError) as e:
        sys.stderr.write(f"vshell: cannot open the workspace: {e}\n")
        return None


def run_with_interrupt(session: Any, text: str, **kwargs: Any) -> Any:
    """Run in a worker thread so that Ctrl+C here cancels the run (status 130) instead of killing vshell."""
    out = sys.stdout.buffer
    err = sys.stderr.buffer

    def live(stream: Any) -> Any:
        def write(data: bytes) -> None:
            stream.write(data)
            stream.flush()

        return write

    box: list[Any] = []
    done = threading.Event()

    def work() -> None:
        try:
            box.append(session.run(text, on_stdout=live(out), on_stderr=live(err), **kwargs))
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
            session.cancel()
    if isinstance(box[0], BaseException):
        raise box[0]
    return box[0]


def describe(changes: Any) -> str:
    """One line per change in the workspace: ``A``dded, ``M``odified, ``D``eleted, mode (``m``)."""
    letter = {"added": "A", "modified": "M", "deleted": "D", "mode": "m"}
    lines = [f"  {letter[c.kind.value]} {c.path}" for c in changes.changes if c.in_mount]
    return "\n".join(lines)


def finish(session: Any, result: Any, mode: str, tty_in: TextIO, tty_out: TextIO) -> int:
    """Do what ``mode`` says with the pending changes and return the exit status."""
    from vshell.session import EndedBy

    if result.ended_by is not EndedBy.NORMAL:
        if session.changes():
            tty_out.write("vshell: the run was stopped; its changes were discarded\n")
        session.discard()
        return int(result.status)
    pending = session.changes()
    if not pending:
        return int(result.status)
    if mode == "dry-run":
        tty_out.write(f"vshell: dry run; not applied:\n{describe(pending)}\n")
        session.discard()
        return int(result.status)
    from vshell import commit

    review: Any = (
        commit.ApplyDirectly() if mode == "apply" else commit.TerminalReview(tty_in, tty_out, color=tty_out.isatty())
    )
    outcome = session.commit(review)
    tty_out.write(outcome.message.rstrip("\n") + "\n")
    if not outcome.applied and not outcome.verdict.ok:
        session.discard()
        return STATUS_REFUSED if result.status == 0 else int(result.status)
    return int(result.status)


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
