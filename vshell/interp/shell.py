"""The interpreter (:class:`Interp`) and its top level: one complete command at a time.

bash reads and runs a script one complete command at a time, so a syntax
error on a later line only stops the script when that line is reached, and
``shopt -s extglob`` or ``alias`` affect the lines after them.  An expansion
error (bad substitution, arithmetic error) abandons the current top-level
command and goes on with the next; ``set -u`` and ``${x?}`` errors end the
shell, as they do in a non-interactive bash.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from vshell.expand import arith as arith_mod
from vshell.fs.devices import bind_fds
from vshell.interp import arith_slots
from vshell.interp.arithc import Fallback, compile_arith
from vshell.interp.compound import CompoundMixin
from vshell.interp.core import _COMPILED, InterpCore, _ArithEnv, _parse_arith
from vshell.interp.errors import (
    AbortCommand,
    ArithAssignFailed,
    ArithCommandFailed,
    BreakLoop,
    ContinueLoop,
    ExitShell,
    ExpansionAbort,
    ReturnFromFunction,
    ShellError,
)
from vshell.interp.pipeline import PipelineMixin
from vshell.interp.redirs import RedirMixin
from vshell.interp.simple import SimpleMixin
from vshell.limits import Budget, Cancelled, Limits, RunAborted, out_of_memory
from vshell.syntax import ast
from vshell.syntax.errors import ParseError

if TYPE_CHECKING:
    from vshell.syntax import CommandParser


class JobBudget(Budget):
    """A background job's budget: its own stop flag, plus everything its parent's budget says."""

    def __init__(self, parent: Budget) -> None:
        super().__init__(parent.limits)
        self.parent = parent
        self.deadline = parent.deadline
        self.memory_probe = parent.memory_probe

    def _slow_check(self) -> None:
        if self.parent.aborted is not None or self.parent.cancel_event.is_set():
            self.parent.check()
        super()._slow_check()


class Interp(CompoundMixin, SimpleMixin, RedirMixin, PipelineMixin, InterpCore):
    """A running shell: state plus one ``_exec`` method per node family (see the mixins)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._budget: Budget = self.shared.budget
        self.readonly_functions: set[str] = set()
        self.disabled_builtins: set[str] = set()
        self.exported_functions: set[str] = set()
        self.trap_depth: dict[str, int] = {}
        self.pending_traps: list[str] = []
        self.break_status = 0
        self.procsubs: list[Any] = []
        self.in_cmdsub = False
        self.own_exit_trap = True
        self.exit_trap_status: int | None = None
        self.cmdsub_status: int | None = None
        self.last_arg_pending = ""

    @property  # type: ignore[override]
    def budget(self) -> Budget:
        return self._budget

    def tick(self) -> None:
        self._budget.tick()

    # ------------------------------------------------------------------
    # copies

    def clone(self) -> Interp:
        """A subshell: a copy of the state sharing the filesystem, limits and budget."""
        new = Interp.__new__(Interp)
        new.__dict__.update(self.__dict__)
        new.vars = self.vars.copy()
        new.vars.arith_int = new.arith_text
        new.vars.subscript_key = new.subscript_key
        new.vars.too_long = new.check_length
        new.functions = dict(self.functions)
        new.func_sources = dict(self.func_sources)
        new.aliases = dict(self.aliases)
        new.opts = dict(self.opts)
        new.shopts = dict(self.shopts)
        new.traps = {k: v for k, v in self.traps.items() if v == ""}
        new.parent_traps = dict(self.traps)
        new.positional = list(self.positional)
        new.fds = dict(self.fds)
        new.jobs = []
        new.bgpids = {}
        new.inherited_jobs = list(self.jobs or self.inherited_jobs)
        new.frames = list(self.frames)
        new.source_stack = list(self.source_stack)
        new.dirstack = list(self.dirstack)
        new.subshell = self.subshell + 1
        new.procsubs = []
        new.pending_traps = []
        new.own_exit_trap = False
        new.is_child = True
        new.readonly_functions = set(self.readonly_functions)
        new.disabled_builtins = set(self.disabled_builtins)
        new.exported_functions = set(self.exported_functions)
        new.trap_depth = dict(self.trap_depth)
        for keep, opt in (("ERR", "errtrace"), ("DEBUG", "functrace"), ("RETURN", "functrace")):
            if self.opts[opt] and keep in self.traps:
                new.traps[keep] = self.traps[keep]
        new.hashed = dict(self.hashed)
        _rebind_dynamic(new)
        return new

    # ------------------------------------------------------------------
    # the top level

    def run_text(self, text: str, source_name: str = "-c") -> int:
        """Parse and run ``text`` one complete command at a time; returns ``$?``."""
        from vshell.syntax import CommandParser

        self.source_name = source_name
        if source_name == "-c" and not self.interactive:
            self.vars.set("BASH_EXECUTION_STRING", text)  # what bash -c was given
        parser = CommandParser(
            text,
            extglob=lambda: self.shopts["extglob"],
            aliases=self._alias_lookup,
            name=self.argv0 if source_name == "-c" else source_name,
            limits=self.parse_limits(),
        )
        while True:
            try:
                cmd = parser.next_command()
            except ParseError as err:
                for w in parser.take_warnings():
                    self.write_err(self._warn_prefix(source_name) + w + "\n")
                self.report_recovered(parser, source_name)
                self.write_err(err.format(source_name))
                self.status = err.status
                if not self.interactive:
                    raise ExitShell(err.status)
                return self.status
            for w in parser.take_warnings():
                self.write_err(self._warn_prefix(source_name) + w + "\n")
            self.report_recovered(parser, source_name)
            if cmd is None:
                return self.status
            if self.opts["verbose"]:
                self.write_err(text[cmd.span.start : cmd.span.end].rstrip("\n") + "\n")
            if self.opts["noexec"] and not self.interactive:
                continue
            self.run_toplevel(cmd)

    def report_recovered(self, parser: CommandParser, source_name: str, line_offset: int = 0) -> bool:
        """Print the bad ``a=(...)`` assignments the parser read past; bash then reads on with ``$?`` = 1."""
        errors = parser.take_errors()
        for bad in errors:
            bad.line += line_offset
            self.write_err(bad.format(source_name))
            self.status = bad.status
        return bool(errors)

    def _warn_prefix(self, source_name: str) -> str:
        return f"{self.argv0}: " if source_name == "-c" else f"{source_name}: "

    def run_toplevel(self, cmd: ast.CommandList) -> None:
        try:
            self.status = self.exec_list(cmd)
        except AbortCommand as a:
            self.status = a.status
            if self.opts["posix"] and not self.interactive and isinstance(a, (ExpansionAbort, ArithAssignFailed)):
                raise ExitShell(127, fatal=True) from None  # POSIX: an expansion error ends the shell
            if self.opts["errexit"] and not self.interactive:
                # bash: an error that abandons the command (readonly assignment, failglob,
                # bad substitution) ends the script under set -e, whatever the context
                raise ExitShell(a.status) from None
        except (BreakLoop, ContinueLoop):
            pass
        except ReturnFromFunction as r:
            self.status = r.status
        except ShellError as err:
            # a builtin-level error that escaped its command: bash reports it and goes on
            self.error(err.message)
            self.status = err.status
        except BrokenPipeError:
            self.status = 141  # the shell's own output went to a closed pipe (SIGPIPE)
        finally:
            self.close_procsubs()

    def close_procsubs(self, keep: int = 0) -> None:
        """Close the process substitutions opened since ``keep`` and let their commands finish."""
        if len(self.procsubs) <= keep:
            return
        done = self.procsubs[keep:]
        self.procsubs = self.procsubs[:keep]
        for s, _t in done:
            try:
                s.close()
            except Exception:  # closing an already-finished substitution's pipe
                pass
        ends = {id(s) for s, _ in done}
        self.fds = {k: v for k, v in self.fds.items() if id(v) not in ends}
        budget = self._budget
        for _s, t in done:
            while t.is_alive():
                t.join(0.05)
                if budget.aborted is not None or budget.cancel_event.is_set():
                    budget.check()

    def command_sub(self, body: ast.CommandList) -> str:
        if type(body) is ast.UnparsedList:
            return self._unparsed_command_sub(body.raw)
        return super().command_sub(body)

    def _unparsed_command_sub(self, raw: str) -> str:
        """A backquoted command whose text did not parse when it was read: bash parses it only now, in
        the substitution's subshell, which reports ``bash: command substitution: line N: ...`` and exits 2."""
        from vshell.syntax import parse

        try:
            body = parse(
                raw,
                extglob=self.shopts["extglob"],
                aliases=self._alias_lookup,
                name=self.argv0,
                limits=self.parse_limits(),
            )
        except ParseError as err:
            # bash counts the text's lines from the line of the command that runs it
            err.line += max(self.lineno, 1) - 1
            self.write_err(err.format(f"{self.argv0}: command substitution"))
            self.status = self.cmdsub_status = err.status
            return ""
        # It parses now (an alias or `shopt -s extglob` since it was read): run it as bash would.
        return super().command_sub(body.body)

    def _alias_lookup(self, name: str) -> str | None:
        if not self.shopts["expand_aliases"]:
            return None
        return self.aliases.get(name)

    # ------------------------------------------------------------------
    # traps

    def trap_active(self, name: str) -> bool:
        """DEBUG and RETURN reach into functions only with ``set -T``, ERR only with ``set -E``
        (or when the trap was set inside the running function)."""
        if not self.traps.get(name) or self.in_trap:
            return False
        if not self.frames:
            return True
        if self.opts["functrace" if name != "ERR" else "errtrace"]:
            return True
        return self.trap_depth.get(name, 0) >= len(self.frames)

    def debug_trap(self, node: Any) -> bool:
        """Run the DEBUG trap before ``node``, with BASH_COMMAND set to its text."""
        from vshell.interp.funcprint import command_text

        return self.debug_trap_text(command_text(node))

    def debug_trap_text(self, text: str) -> bool:
        """Run the DEBUG trap with BASH_COMMAND set to ``text`` (a loop or ``case`` head); True when
        ``shopt -s extdebug`` and the trap failed, which makes bash skip the command."""
        self.vars.scopes[0]["BASH_COMMAND"] = _var_of(text)
        return self.run_trap("DEBUG") != 0 and self.shopts["extdebug"]

    def run_pending_traps(self) -> None:
        pending, self.pending_traps = self.pending_traps, []
        for sig in pending:
            self.run_trap(sig)

    def run_trap(self, name: str) -> int:
        """Run the trap for ``name``; ``$?`` is kept; returns the trap's own status."""
        action = self.traps.get(name)
        if not action:
            return 0
        saved_status = self.status
        self.in_trap = True
        status = 0
        try:
            status = self.run_text_nested(action)
        except (BreakLoop, ContinueLoop, ReturnFromFunction):
            pass
        finally:
            self.in_trap = False
        self.status = saved_status
        return status

    def run_exit_trap(self) -> None:
        action = self.traps.get("EXIT")
        if not action:
            return
        self.traps.pop("EXIT", None)
        saved = self.status
        self.in_trap = True
        try:
            self.run_text_nested(action)
            self.status = saved
        except ExitShell as e:
            self.status = e.status
        except AbortCommand:
            self.status = saved
        except (BreakLoop, ContinueLoop, ReturnFromFunction):
            self.status = saved
        finally:
            self.in_trap = False

    def run_text_nested(self, text: str, name: str | None = None) -> int:
        """Run ``text`` in this shell (``eval``, traps): parse errors print and give status 2."""
        from vshell.syntax import CommandParser

        if self.subst_depth >= self.limits.subst_depth:
            self.budget.exceed("subst_depth", f"eval/source nesting deeper than {self.limits.subst_depth}")
        parser = CommandParser(
            text,
            extglob=lambda: self.shopts["extglob"],
            aliases=self._alias_lookup,
            name=self.argv0,
            limits=self.parse_limits(),
        )
        saved_offset = self.line_offset
        self.line_offset = self.lineno - 1 if name is None else 0
        self.subst_depth += 1
        status = 0
        try:
            while True:
                try:
                    cmd = parser.next_command()
                except ParseError as err:
                    err.line += self.line_offset
                    msg = err.format(self.source_name if name is None else name)
                    self.write_err(msg)
                    self.status = 2
                    return 2
                if self.report_recovered(parser, self.source_name if name is None else name, self.line_offset):
                    status = self.status
                if cmd is None:
                    break
                status = self.exec_list(cmd)
                self.status = status
        finally:
            self.subst_depth -= 1
            self.line_offset = saved_offset
        return status

    # ------------------------------------------------------------------
    # helpers used by the mixins

    def set_lineno(self, node: Any) -> None:
        line = node.span.line
        if line:
            self.lineno = line + self.line_offset

    def current_source(self) -> str:
        if self.frames and self.sourcing == 0:
            return self.frames[-1].source
        return self.source_name

    def xtrace_line(self, words: list[str], raw: bool = False) -> None:
        from vshell.lib.shquote import xtrace_quote

        ps4 = self.vars.get("PS4")
        if ps4 is None:
            ps4 = ""
        if "$" in ps4 or "`" in ps4:
            ps4 = self._expand_prompt_vars(ps4)
        level = self.subst_depth + 1
        prefix = (ps4[:1] * level + ps4[1:]) if ps4 else ""
        body = " ".join(words) if raw else " ".join(xtrace_quote(w) for w in words)
        data = (prefix + body + "\n").encode("utf-8", "surrogateescape")
        stream = self.fds.get(2)
        fd_text = self.vars.get("BASH_XTRACEFD")
        if fd_text is not None and fd_text.isdigit():
            stream = self.fds.get(int(fd_text), stream)
        if stream is not None:
            try:
                stream.write(data)
            except (BrokenPipeError, ValueError, OSError):
                pass

    def _expand_prompt_vars(self, text: str) -> str:
        """Expand ``$x``, ``$(...)`` in PS4 as bash does (as in a here-document body)."""
        from vshell.expand.words import expand_heredoc

        word = _PROMPT_CACHE.get(text)
        if word is None:
            from vshell.syntax import parse

            try:
                prog = parse("cat <<__VSHELL_PS4__\n" + text + "\n__VSHELL_PS4__\n")
                cmd = prog.body.items[0].command.first.commands[0]
                target = cmd.redirects[0].target  # type: ignore[union-attr]
                word = target.body  # type: ignore[union-attr]
            except Exception:  # an unparsable PS4 is printed as it is
                return text
            _PROMPT_CACHE[text] = word
        saved = self.opts["xtrace"]
        self.opts["xtrace"] = False
        try:
            return expand_heredoc(self, word).removesuffix("\n")
        finally:
            self.opts["xtrace"] = saved

    def arith_cmd(self, node: ast.Arith) -> int:
        """``(( ))`` and ``let``: errors print with a ``((: `` prefix and give status 1, not an abort."""
        if node.expr is not None:
            entry = _COMPILED.get(id(node))
            if entry is None or entry[0] is not node:
                entry = (node, compile_arith(node.expr))
                _COMPILED[id(node)] = entry
            if entry[1] is not None:
                try:
                    return int(entry[1](self))
                except Fallback:
                    pass
                except arith_mod.ArithError as err:
                    text0 = "".join(p.text for p in node.word.parts if isinstance(p, ast.Lit))
                    self.arith_report(err, "((: ", text0)
                    raise _ArithFail() from None
        ev = arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick)
        if node.expr is not None:
            text = "".join(p.text for p in node.word.parts if isinstance(p, ast.Lit))
            try:
                return ev.evaluate(node.expr, text)
            except arith_mod.ArithError as err:
                self.arith_report(err, "((: ", text)
                raise _ArithFail()
        # text with expansions: compiled once with the expansions as slots, else bash's textual path
        return arith_slots.evaluate(self, node, self._arith_cmd_text, "((: ", _ArithFail)

    def _arith_cmd_text(self, text: str) -> int:
        """``(( ))`` on its text once expanded: parsed and evaluated, errors reported as ``(( ))``'s."""
        from vshell.expand import arith as arith_mod
        from vshell.interp.core import _ArithEnv, _parse_arith
        from vshell.syntax.errors import ArithSyntaxError

        ev = arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick)
        try:
            return ev.evaluate_text(text)
        except arith_mod.ArithError as err:
            self.arith_report(err, "((: ", text)
            raise _ArithFail()
        except ArithSyntaxError as err:
            self.error("((: " + err.message)
            raise _ArithFail()

    def read_line_fd0(self) -> str | None:
        s = self.fds.get(0)
        if s is None:
            return None
        data = s.readline()
        if not data:
            return None
        return data.decode("utf-8", "surrogateescape")  # type: ignore[no-any-return]

    def cmd_fs(self) -> Any:
        return self.fs

    def prompt(self, text: str) -> str:
        """Prompt-string escapes (``${x@P}``, PS1): the ones that make sense without a terminal."""
        out: list[str] = []
        i = 0
        n = len(text)
        cwd = self.cwd
        home = self.vars.get("HOME") or ""
        short = "~" + cwd[len(home) :] if home and (cwd == home or cwd.startswith(home + "/")) else cwd
        simple = {
            "a": "\a", "e": "\x1b", "n": "\n", "r": "\r", "s": "bash", "v": "5.2", "V": "5.2.15",
            "u": self.vars.get("USER") or "user", "h": "vshell", "H": "vshell", "w": short,
            "W": "~" if short == "~" else (cwd.rsplit("/", 1)[-1] or "/"), "$": "$", "\\": "\\",
            "[": "", "]": "", "j": str(len(self.jobs)), "l": "tty", "!": "1", "#": "1",
        }  # fmt: skip
        while i < n:
            c = text[i]
            if c == "\\" and i + 1 < n:
                e = text[i + 1]
                if e in simple:
                    out.append(simple[e])
                    i += 2
                    continue
                if e in "01234567":
                    j = i + 1
                    while j < n and j < i + 4 and text[j] in "01234567":
                        j += 1
                    out.append(chr(int(text[i + 1 : j], 8) & 255))
                    i = j
                    continue
                out.append(c)
                i += 1
                continue
            out.append(c)
            i += 1
        return "".join(out)

    def run_eval(self, text: str) -> int:
        from vshell.interp.scripts import run_eval

        return run_eval(self, text)

    def source_file(self, name: str, args: list[str]) -> int:
        from vshell.interp.scripts import source_file

        return source_file(self, name, args)

    def let_eval(self, text: str) -> int:
        """One ``let`` argument: errors print with a ``let: `` prefix."""
        from vshell.expand import arith as arith_mod
        from vshell.interp.core import _ArithEnv, _parse_arith
        from vshell.syntax.errors import ArithSyntaxError

        ev = arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick)
        try:
            return ev.evaluate_text(text)
        except arith_mod.ArithError as err:
            self.arith_report(err, "let: ", text)
            raise _ArithFail()
        except ArithSyntaxError as err:
            self.error("let: " + err.message)
            raise _ArithFail()

    def run_external_bound(self, fn: Callable[[], int]) -> int:
        with bind_fds(self.fds):
            return fn()


_PROMPT_CACHE: dict[str, Any] = {}


def _var_of(value: str) -> Any:
    from vshell.interp.state import Var

    return Var(value)


class _ArithFail(ArithCommandFailed):
    """An arithmetic error in ``(( ))``/``let``: bash prints it and the command's status is 1."""


def _rebind_dynamic(new: Interp) -> None:
    """Re-point the dynamic variables' getters (RANDOM, LINENO ...) at the clone."""
    from vshell.interp.core import InterpCore

    InterpCore._init_dynamic(new)


class Shell:
    """A persistent shell over a filesystem view: each :meth:`run` is one more chunk of input.

    ``$$`` is a fixed fake pid (4242) and ``$PPID`` 4241; vshell starts no processes.
    """

    def __init__(
        self,
        fs: Any,
        *,
        limits: Limits,
        env: Any,
        cwd: str,
        home: str,
        argv0: str = "bash",
        args: Any = (),
        interactive: bool = False,
        random_seed: int | None = None,
    ) -> None:
        self._interp = Interp(
            fs,
            limits=limits,
            env=env,
            cwd=cwd,
            home=home,
            argv0=argv0,
            args=args,
            interactive=interactive,
            random_seed=random_seed,
        )
        self.exited = False

    @property
    def interp(self) -> Interp:
        return self._interp

    @property
    def cwd(self) -> str:
        return self._interp.cwd

    def run(
        self,
        text: str,
        *,
        stdin: Any,
        stdout: Any,
        stderr: Any,
        budget: Budget,
        source_name: str = "-c",
    ) -> int:
        """Parse and execute ``text`` as one more chunk of the same shell; return ``$?``.

        State persists across calls (cwd, variables, functions, aliases,
        options, traps, ``$?``).  Raises ``RunAborted`` subclasses (limits,
        cancel) and nothing else: any other exception becomes
        ``InternalError`` (traceback kept as ``__cause__`` for logs).  On
        ``exit`` returns the status and sets :attr:`exited` (the EXIT trap
        runs then; a non-interactive shell also runs it at the end of each
        run, as ``bash -c`` does when its script ends).
        """
        from vshell.limits import InternalError

        sh = self._interp
        sh._budget = budget
        sh.shared.budget = budget
        sh.fds = {k: v for k, v in sh.fds.items() if k > 2}
        sh.fds[0] = stdin
        sh.fds[1] = stdout
        sh.fds[2] = stderr
        try:
            try:
                try:
                    status = sh.run_text(text, source_name)
                    if not sh.interactive:
                        sh.run_exit_trap()
                        status = sh.status
                except ExitShell as e:
                    if e.fatal and not sh.is_child:
                        # `bash -c` ends with 127 on a fatal error, a script read from a file with 1
                        status = 1 if sh.opts["errexit"] or source_name != "-c" else 127
                    else:
                        status = e.status
                    sh.status = status
                    sh.run_exit_trap()
                    status = sh.status if sh.exit_trap_status is None else sh.exit_trap_status
                    self.exited = True
                    sh.exited = True
                return status & 255
            finally:
                self._stop_jobs()
        except RunAborted:
            raise
        except MemoryError as e:
            raise out_of_memory() from e
        except RecursionError as e:
            err = InternalError("vshell: nesting too deep")
            raise err from e
        except ShellError as e:
            raise InternalError(f"vshell: internal error: {e.message}") from e
        except Exception as e:
            raise InternalError(f"vshell: internal error: {type(e).__name__}") from e

    def _stop_jobs(self) -> None:
        sh = self._interp
        if sh.keep_jobs:
            return  # an interactive shell's jobs run on between commands
        running = [j for j in sh.jobs if not j.done.is_set()]
        for j in running:
            b = getattr(j, "budget", None)
            if b is not None:
                try:
                    b.abort(Cancelled("vshell: job stopped at the end of the command"))
                except RunAborted:
                    pass
        for j in running:
            j.done.wait(0.2)
        sh.jobs = [j for j in sh.jobs if not j.done.is_set()]

    def stop_all_jobs(self) -> None:
        """End every job (the terminal closed), as a shell's exit ends its jobs."""
        sh = self._interp
        for j in sh.jobs:
            b = getattr(j, "budget", None)
            if b is not None and not j.done.is_set():
                try:
                    b.abort(Cancelled("vshell: job stopped: the terminal closed"))
                except RunAborted:
                    pass

    def complete(self, line: str, cursor: int) -> list[str]:
        """Tab completion: command names for the first word, file names otherwise."""
        from vshell.interp.completion import complete

        return complete(self._interp, line, cursor)
