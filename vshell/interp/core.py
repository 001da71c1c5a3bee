"""The interpreter's state and its services: variables, options, errors, expansion host.

:class:`Interp` is split by node family into mixins (``compound``, ``simple``,
``redirs``, ``pipeline``); this module holds what every part shares.  A
subshell, a ``$( )`` and a pipeline stage run in :meth:`Interp.clone`, a copy
of the state sharing the filesystem and the budget.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, BinaryIO, cast

from vshell.expand import arith as arith_mod
from vshell.fs.protocol import FileSystem, OpenMode
from vshell.interp import arith_slots
from vshell.interp.arithc import Fallback, compile_arith
from vshell.interp.errors import AbortCommand, ArithAssignFailed, ExpansionAbort, ShellError
from vshell.interp.state import A_ASSOC, A_EXPORT, A_INTEGER, Var, VarStore
from vshell.limits import Budget, Limits
from vshell.syntax import ast
from vshell.syntax.errors import ArithSyntaxError, ParseLimits

if TYPE_CHECKING:
    import random

    from vshell.interp.shell import Interp

FAKE_PID = 4242
"""``$$`` and ``BASHPID``: a fixed fake process id (vshell has no processes)."""
FAKE_PPID = 4241
FAKE_UID = 1000
HOSTNAME = "vshell"
BASH_VERSION = "5.2.15(1)-release"

SET_OPTIONS: dict[str, str] = {
    # set -o name -> the $- letter ("" when it has none)
    "allexport": "a",
    "braceexpand": "B",
    "emacs": "",
    "errexit": "e",
    "errtrace": "E",
    "functrace": "T",
    "hashall": "h",
    "histexpand": "H",
    "history": "",
    "ignoreeof": "",
    "interactive-comments": "",
    "keyword": "k",
    "monitor": "m",
    "noclobber": "C",
    "noexec": "n",
    "noglob": "f",
    "nolog": "",
    "notify": "b",
    "nounset": "u",
    "onecmd": "t",
    "physical": "P",
    "pipefail": "",
    "posix": "",
    "privileged": "p",
    "verbose": "v",
    "vi": "",
    "xtrace": "x",
}
LETTER_OPTION = {v: k for k, v in SET_OPTIONS.items() if v}

SHOPT_DEFAULTS: dict[str, bool] = {
    "assoc_expand_once": False, "autocd": False, "cdable_vars": False, "cdspell": False, "checkhash": False,
    "checkjobs": False, "checkwinsize": True, "cmdhist": True, "compat31": False, "compat32": False,
    "compat40": False, "compat41": False, "compat42": False, "compat43": False, "compat44": False,
    "complete_fullquote": True, "direxpand": False, "dirspell": False, "dotglob": False, "execfail": False,
    "expand_aliases": False, "extdebug": False, "extglob": False, "extquote": True, "failglob": False,
    "force_fignore": True, "globasciiranges": True, "globskipdots": True, "globstar": False,
    "gnu_errfmt": False, "histappend": False, "histreedit": False, "histverify": False, "hostcomplete": True,
    "huponexit": False, "inherit_errexit": False, "interactive_comments": True, "lastpipe": False,
    "lithist": False, "localvar_inherit": False, "localvar_unset": False, "login_shell": False,
    "mailwarn": False, "no_empty_cmd_completion": False, "nocaseglob": False, "nocasematch": False,
    "noexpand_translation": False, "nullglob": False, "patsub_replacement": True, "progcomp": True,
    "progcomp_alias": False, "promptvars": True, "restricted_shell": False, "shift_verbose": False,
    "sourcepath": True, "varredir_close": False, "xpg_echo": False,
}  # fmt: skip


class Frame:
    """One function call: name, the file it was defined in, and the line it was called from."""

    __slots__ = ("call_line", "name", "saved_opts", "source")

    def __init__(self, name: str, source: str, call_line: int) -> None:
        self.name = name
        self.source = source
        self.call_line = call_line
        self.saved_opts: dict[str, bool] | None = None  # `local -`: the set options to restore on return


class Shared:
    """What every clone of one shell shares: filesystem, limits, budget, random state, jobs counter."""

    def __init__(self, fs: FileSystem, limits: Limits, seed: int | None) -> None:
        self.fs = fs
        self.limits = limits
        self.budget: Budget = Budget(limits)
        self._seed = seed
        self._rng: random.Random | None = None
        self.start = time.monotonic()
        self.start_wall = time.time()
        self.lock = threading.Lock()
        self.next_pid = FAKE_PID + 1
        self.threads: list[threading.Thread] = []
        self.errors: list[BaseException] = []
        # Background jobs and pipeline-stage threads alive in this shell and all its clones: a
        # fork bomb's jobs live in ever newer subshells, each with an empty job table of its own.
        self.live_jobs = 0

    @property
    def rng(self) -> random.Random:
        """``$RANDOM``'s generator, made on first use, so that ``random`` is not imported at start-up."""
        if self._rng is None:
            import random

            self._rng = random.Random(self._seed)
        return self._rng

    def job_started(self, what: str) -> None:
        """Count one more job/stage thread, or end the whole run (the root budget) on ``Limits.jobs``."""
        # A job's own budget looks at its parents only every few hundred ticks; a bomb's short-lived
        # jobs never get that far, so a run that has ended (limit, cancel) stops them here.
        self.budget.check()
        with self.lock:
            if self.live_jobs < self.limits.jobs:
                self.live_jobs += 1
                return
        self.budget.exceed("jobs", f"more than {self.limits.jobs} {what}")

    def job_ended(self) -> None:
        with self.lock:
            self.live_jobs -= 1

    def new_pid(self) -> int:
        with self.lock:
            self.next_pid += 1
            return self.next_pid


class InterpCore:
    """State and services shared by every part of the interpreter."""

    fds: dict[int, Any]

    # Set by Interp.__init__ / Interp.clone (the full shell); declared here so the
    # node-family mixins, which all derive from this class, type-check against them.
    _budget: Budget
    readonly_functions: set[str]
    disabled_builtins: set[str]
    exported_functions: set[str]
    trap_depth: dict[str, int]
    pending_traps: list[str]
    break_status: int
    procsubs: list[Any]
    in_cmdsub: bool
    own_exit_trap: bool
    exit_trap_status: int | None
    cmdsub_status: int | None
    last_arg_pending: str
    parent_traps: dict[str, str]
    arith_slots: tuple[int, ...] = ()
    failed_redirect: object = None
    """The compound command whose own redirection failed last: bash counts that failure for set -e
    and the ERR trap, where a compound command's status is otherwise its body's."""
    """The values of the expansions of the arithmetic text being evaluated (see arith_slots.py)."""

    if TYPE_CHECKING:
        # Methods one mixin calls on another (or on Interp); only for the type checker.
        def clone(self) -> Interp: ...
        def exec_command(self, node: ast.Command) -> int: ...
        def exec_simple(self, node: ast.SimpleCommand) -> int: ...
        def exec_list(self, node: ast.CommandList) -> int: ...
        def exec_pipeline(self, node: ast.Pipeline) -> int: ...
        def run_background(self, node: ast.AndOr) -> int: ...
        def with_redirects(self, redirects: tuple[ast.Redirect, ...], fn: Callable[..., int], *args: Any) -> int: ...
        def apply_redirects(self, redirects: tuple[ast.Redirect, ...], opened: list[Any]) -> bool: ...
        def open_path(self, path: str, mode: OpenMode) -> Any: ...
        def resolve_path(self, path: str) -> str: ...
        def assign_scalar(self, name: str, value: str) -> None: ...
        def assign_loop_var(self, name: str, value: str) -> bool: ...
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
        ) -> int: ...
        def xtrace_line(self, words: list[str], raw: bool = False) -> None: ...
        def set_lineno(self, node: Any) -> None: ...
        def trap_active(self, name: str) -> bool: ...
        def debug_trap(self, node: Any) -> bool: ...
        def debug_trap_text(self, text: str) -> bool: ...
        def run_trap(self, name: str) -> int: ...
        def run_pending_traps(self) -> None: ...
        def run_exit_trap(self) -> None: ...
        def close_procsubs(self, keep: int = 0) -> None: ...
        def current_source(self) -> str: ...
        def arith_cmd(self, node: ast.Arith) -> int: ...
        def _arith_cmd_text(self, text: str) -> int: ...
        def cmd_fs(self) -> Any: ...
        def command_sub(self, body: ast.CommandList) -> str: ...
        def process_sub(self, node: ast.ProcessSub) -> str: ...
        def read_line_fd0(self) -> str | None: ...

    def __init__(
        self,
        fs: FileSystem,
        *,
        limits: Limits,
        env: Mapping[str, str],
        cwd: str,
        home: str,
        argv0: str = "bash",
        args: Sequence[str] = (),
        interactive: bool = False,
        random_seed: int | None = None,
    ) -> None:
        self.shared = Shared(fs, limits, random_seed)
        self.fs = fs
        self.limits = limits
        self.vars = VarStore()
        self.functions: dict[str, ast.FunctionDef] = {}
        self.func_sources: dict[str, str] = {}
        self.aliases: dict[str, str] = {}
        self.opts: dict[str, bool] = dict.fromkeys(SET_OPTIONS, False)
        self.opts.update({"braceexpand": True, "hashall": True, "interactive-comments": True})
        self.shopts: dict[str, bool] = dict(SHOPT_DEFAULTS)
        if interactive:
            self.shopts["expand_aliases"] = True
        # SECONDS is seconds_base plus the whole seconds since seconds_start (an assignment sets both)
        self.seconds_start = self.shared.start
        self.seconds_base = 0
        self.usage_failed = False  # set by a builtin's usage or syntax error (see opts.special_failure)
        self.globignore_seen: str | None = None  # GLOBIGNORE's value when dotglob last followed it
        self.traps: dict[str, str] = {}
        self.cwd = cwd
        self.home = home
        self.argv0 = argv0
        self.positional: list[str] = list(args)
        self.interactive = interactive
        self.fds = {}
        self.status = 0
        self.pipestatus: list[int] = []  # bash's PIPESTATUS is empty until the first command ends
        self.last_bg: int | None = None
        self.jobs: list[Any] = []
        self.bgpids: dict[int, Any] = {}  # pid -> job, for `wait PID` after the job left the table
        # A subshell's copy of its parent's job table, as fork leaves it: `jobs`, `kill` and `disown` see it,
        # `wait` does not (they are not its children); its first job of its own replaces it.
        self.inherited_jobs: list[Any] = []
        self.frames: list[Frame] = []
        self.loop_depth = 0
        self.errexit_off = 0
        self.subshell = 0
        self.dirstack: list[str] = []
        self.source_name = "-c"
        self.lineno = 0
        self.line_offset = 0
        # bash starts with `$_` from its environment, else the name it was run as
        self.last_arg = env.get("_", argv0)
        self.subst_depth = 0
        self.in_trap = False
        self.umask_value = 0o022
        self.is_child = False
        self.exited = False
        # Set by a terminal host (vshell.terminal): the history list `history` and `!` use, and the
        # device name `tty` prints when stdin is the terminal.
        self.history: Any = None
        self.terminal_name = "/dev/pts/0"
        # Under a terminal, `cmd &` jobs outlive the command that started them (interactive bash);
        # else they are stopped when the run ends (D-interp-jobs).
        self.keep_jobs = False
        self.hashed: dict[str, tuple[str, int]] = {}  # the command hash table (builtins.hashcmd)
        self.hash_path: str | None = None  # PATH when the table was last used
        self.sourcing = 0
        self.script_depth = 0
        self.source_stack: list[str] = []
        self._init_vars(env)

    # ------------------------------------------------------------------
    # variables

    def _init_vars(self, env: Mapping[str, str]) -> None:
        v = self.vars
        for name, value in env.items():
            v.scopes[0][name] = Var(value, A_EXPORT)
        defaults = {
            "IFS": " \t\n",
            "PS4": "+ ",
            "PS1": "\\s-\\v\\$ ",
            "PS2": "> ",
            "OPTIND": "1",
            "OPTERR": "1",
            "HOSTNAME": HOSTNAME,
            "HOSTTYPE": "x86_64",
            "MACHTYPE": "x86_64-pc-linux-gnu",
            "OSTYPE": "linux-gnu",
            "BASH": "/bin/bash",
            "BASH_VERSION": BASH_VERSION,
            "SHELLOPTS": "",
            "BASHOPTS": "",
            "PPID": str(FAKE_PPID),
            "UID": str(FAKE_UID),
            "EUID": str(FAKE_UID),
        }
        for name, value in defaults.items():
            if name not in v.scopes[0]:
                v.scopes[0][name] = Var(value)
        for ro in ("PPID", "UID", "EUID", "SHELLOPTS", "BASHOPTS"):
            v.scopes[0][ro].attrs |= 16
        for num in ("PPID", "UID", "EUID"):
            v.scopes[0][num].attrs |= A_INTEGER
        v.scopes[0]["BASH_VERSINFO"] = Var(
            {0: "5", 1: "2", 2: "15", 3: "1", 4: "release", 5: "x86_64-pc-linux-gnu"}, 1 | 16
        )
        shlvl = v.get("SHLVL")
        try:
            lvl = int(shlvl or "0") + 1
        except ValueError:
            lvl = 1
        v.scopes[0]["SHLVL"] = Var(str(lvl), A_EXPORT)
        pwd = v.get("PWD")
        if pwd != self.cwd:
            v.scopes[0]["PWD"] = Var(self.cwd, A_EXPORT)
        if v.get("HOME") is None:
            v.scopes[0]["HOME"] = Var(self.home)
        v.scopes[0]["OLDPWD"] = v.scopes[0].get("OLDPWD") or Var(None, A_EXPORT)
        v.arith_int = self.arith_text
        v.subscript_key = self.subscript_key
        v.max_length = self.limits.string_length
        v.too_long = self.check_length
        self._init_dynamic()

    def _init_dynamic(self) -> None:
        """Getters of bash's dynamic variables, bound to this shell (a clone rebinds them)."""
        d: dict[str, Any] = {}
        self.vars.dynamic = d
        sh = self
        d["RANDOM"] = (
            lambda: str(sh.shared.rng.randrange(32768)),
            lambda s: sh.shared.rng.seed(int(s) if s.lstrip("-").isdigit() else s),
        )
        d["SECONDS"] = (lambda: str(sh.seconds_base + int(time.monotonic() - sh.seconds_start)), sh._assign_seconds)
        d["EPOCHSECONDS"] = (lambda: str(int(time.time())), None)
        d["EPOCHREALTIME"] = (lambda: f"{time.time():.6f}", None)
        d["LINENO"] = (lambda: str(sh.lineno), None)
        d["BASHPID"] = (lambda: str(FAKE_PID + sh.subshell), None)
        d["BASH_SUBSHELL"] = (lambda: str(sh.subshell), None)
        d["PIPESTATUS"] = (lambda: dict(enumerate(str(s) for s in sh.pipestatus)), None)
        d["FUNCNAME"] = (lambda: sh._funcname(), None)
        d["BASH_SOURCE"] = (lambda: sh._bash_source(), None)
        d["BASH_LINENO"] = (lambda: sh._bash_lineno(), None)
        d["BASH_ARGV0"] = (lambda: sh.argv0, lambda v: setattr(sh, "argv0", v))
        d["_"] = (lambda: sh.last_arg, lambda v: setattr(sh, "last_arg", v))
        d["SHELLOPTS"] = (lambda: ":".join(k for k, on in sorted(sh.opts.items()) if on and k in SET_OPTIONS), None)
        d["BASHOPTS"] = (lambda: ":".join(k for k, on in sorted(sh.shopts.items()) if on), None)
        d["BASH_ALIASES"] = (lambda: dict(sh.aliases), None)
        # The hash table's module is loaded by the first use of BASH_CMDS (or of hash), not by every start-up.

        def cmds() -> dict[str, str]:
            from vshell.interp.builtins import hashcmd

            return hashcmd.as_array(sh)

        def remember(name: str, path: str) -> None:
            from vshell.interp.builtins import hashcmd

            hashcmd.remember(sh, name, path, 0)

        d["BASH_CMDS"] = (cmds, None)
        self.vars.element_setters = {
            "BASH_ALIASES": sh.aliases.__setitem__,
            "BASH_CMDS": remember,
        }
        d["GROUPS"] = (lambda: {0: str(FAKE_UID)}, None)
        d["DIRSTACK"] = (lambda: dict(enumerate([sh.cwd, *reversed(sh.dirstack)])), None)

    def _funcname(self) -> dict[int, str] | None:
        if not self.frames:
            return None
        names = [f.name for f in reversed(self.frames)]
        if self.source_name != "-c":
            names.append("main")
        return dict(enumerate(names))

    def _bash_lineno(self) -> dict[int, str]:
        """The call lines, innermost first; a script's main frame adds a 0 (an empty array in -c)."""
        lines = [str(f.call_line) for f in reversed(self.frames)]
        if self.source_name != "-c":
            lines.append("0")
        return dict(enumerate(lines))

    def _bash_source(self) -> dict[int, str]:
        if not self.frames and not self.source_stack:
            return {} if self.source_name == "-c" else {0: self.source_name}
        src = ["environment" if f.source == "-c" else f.source for f in reversed(self.frames)]
        src += list(reversed(self.source_stack))
        if self.source_name != "-c" and not self.source_stack:
            src.append(self.source_name)
        return dict(enumerate(src))

    # ------------------------------------------------------------------
    # options, expansion host

    def arith_report(self, err: arith_mod.ArithError, context: str, expression: str) -> None:
        """Print an arithmetic error after the command's ``context`` (``((: ``); one in an array
        subscript ends a non-interactive shell (status 1), as in bash."""
        self.error(err.format_in(context, expression))
        if err.in_subscript and not self.interactive:
            from vshell.interp.errors import ExitShell

            raise ExitShell(1)

    def _assign_seconds(self, text: str) -> None:
        """``SECONDS=n``: it then counts on from n (a value that is not an integer counts as 0)."""
        s = text.strip()
        self.seconds_base = int(s) if s.lstrip("+-").isdigit() and s.isascii() else 0
        self.seconds_start = time.monotonic()

    def sync_globignore(self) -> str | None:
        """GLOBIGNORE's value, after dotglob has followed its changes: bash turns dotglob on when
        GLOBIGNORE gets a non-empty value and off when it is unset (an empty value leaves it)."""
        cur = self.vars.get("GLOBIGNORE")
        if cur != self.globignore_seen:
            self.globignore_seen = cur
            if cur or cur is None:
                self.shopts["dotglob"] = cur is not None
        return cur

    def option(self, name: str) -> bool:
        o = self.opts.get(name)
        if o is not None:
            return o
        return self.shopts.get(name, False)

    @property
    def budget(self) -> Budget:
        return self.shared.budget

    def parse_limits(self) -> ParseLimits:
        """The parser's bounds for this shell's scripts, ``eval`` and ``source``: ``Limits.parse_depth``."""
        return ParseLimits(max_depth=self.limits.parse_depth, check=self.budget.check)

    def check_length(self, n: int) -> None:
        """A value of ``n`` characters is about to be built: refuse it past ``Limits.string_length``."""
        self.budget.check_length(n)

    def tick(self) -> None:
        self.shared.budget.tick()

    def special(self, name: str) -> str | None:
        if name.isdigit():
            if name == "0":
                return self.argv0
            i = int(name)
            return self.positional[i - 1] if 0 < i <= len(self.positional) else None
        if name == "?":
            return str(self.status)
        if name == "#":
            return str(len(self.positional))
        if name == "$":
            return str(FAKE_PID)
        if name == "!":
            return None if self.last_bg is None else str(self.last_bg)
        if name == "0":
            return self.argv0
        if name == "-":
            return self.dollar_dash()
        if name == "_":
            return self.last_arg
        return None

    def dollar_dash(self) -> str:
        letters = "".join(ch for name, ch in SET_OPTIONS.items() if ch and self.opts.get(name))
        order = "abefhkmnptuvxBCEHPT"
        s = "".join(c for c in order if c in letters)
        if self.interactive:
            s += "i"
        if not self.interactive and self.source_name == "-c":
            s += "c"
        return s

    def home_dir(self, user: str) -> str | None:
        if user == "":
            h = self.vars.get("HOME")
            return h if h is not None else self.home
        if user == "+":
            return self.vars.get("PWD") or self.cwd
        if user == "-":
            return self.vars.get("OLDPWD")
        if user in (self.vars.get("USER"), "user"):
            return self.home
        if user == "root":
            return "/root"
        return None

    def glob(self, pieces: list[tuple[str, bool]]) -> list[str]:
        """Pathname expansion (lang-libs' ``glob``); failglob reports here and aborts the command."""
        from vshell.expand import glob as glob_mod

        sh = self.shopts
        ignore = self.sync_globignore() or ""
        opts = glob_mod.GlobOptions(
            dotglob=sh["dotglob"],
            extglob=sh["extglob"],
            nocaseglob=sh["nocaseglob"],
            globstar=sh["globstar"],
            globskipdots=sh["globskipdots"],
            ignore=ignore,
        )
        found = glob_mod.glob(pieces, self.fs, self.cwd, opts, self.tick)
        if found is None:
            if sh["failglob"]:
                self.error(f"no match: {''.join(t for t, _ in pieces)}")
                raise AbortCommand(1)
            return []
        return found

    def brace_limit(self, n: int) -> None:
        self.budget.exceed("brace_words", f"brace expansion of more than {self.limits.brace_words} words")

    # ------------------------------------------------------------------
    # arithmetic

    def arith_env(self) -> _ArithEnv:
        return _ArithEnv(self)

    def arith(self, node: ast.Arith, prefix: str = "") -> int:
        """Evaluate an ``Arith`` node (pre-parsed or expanded at run time); an error's message
        starts with ``prefix`` (``x: `` for the offset of ``${x:...}``)."""
        if node.expr is not None:
            entry = _COMPILED.get(id(node))
            if entry is None or entry[0] is not node:
                entry = _compile(node)
            fn = entry[1]
            if fn is not None:
                try:
                    return fn(self)  # type: ignore[no-any-return]
                except (Fallback, arith_mod.ArithError) as err:
                    return self.arith_failed(node, err, prefix)
            text = _arith_source(node)
            try:
                return arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick).evaluate(node.expr, text)
            except arith_mod.ArithError as err:
                self.arith_report(err, prefix, text)
                raise ExpansionAbort(1) from None
        return arith_slots.evaluate(
            self, node, lambda text: self.arith_text(text, fatal=False, prefix=prefix), prefix, ExpansionAbort
        )

    def arith_failed(self, node: ast.Arith, err: Exception, prefix: str = "") -> int:
        """A prepared closure for ``node`` raised: ``Fallback`` re-runs it in the reference evaluator
        (closures that may fall back have no side effects), an ``ArithError`` is bash's message."""
        if isinstance(err, arith_mod.ArithError):
            self.arith_report(err, prefix, _arith_source(node))
            raise ExpansionAbort(1)
        text = _arith_source(node)
        assert node.expr is not None
        try:
            return arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick).evaluate(node.expr, text)
        except arith_mod.ArithError as e:
            self.arith_report(e, prefix, text)
            raise ExpansionAbort(1) from None

    def arith_fn(self, node: ast.Arith) -> Any:
        """The compiled closure for ``node`` (None when it cannot be compiled)."""
        return arith_closure(node)

    def arith_value(self, raw: str, name: str) -> int:
        """A variable's non-numeric value in arithmetic: itself an expression (``x=y+1``)."""
        return arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick).value_of(raw, name)

    def arith_unset(self, name: str) -> int:
        """``set -u`` and an unset variable in arithmetic: bash's message, then the shell exits."""
        _ArithEnv(self).get(name, None)
        return 0

    def arith_text(self, text: str, fatal: bool = True, prefix: str = "") -> int:
        """Evaluate arithmetic text.  An error in a subscript or an integer variable's
        assignment ends a non-interactive bash (status 1); in ``$(( ))`` it abandons the command."""
        from vshell.interp.errors import ExitShell

        try:
            return arith_mod.ArithEvaluator(_ArithEnv(self), _parse_arith, self.tick).evaluate_text(text)
        except arith_mod.ArithError as err:
            self.arith_report(err, prefix, text)
        except ArithSyntaxError as err:
            self.error(prefix + err.message)
        if fatal and not self.interactive:
            raise ExitShell(1)
        raise ExpansionAbort(1)

    # ------------------------------------------------------------------
    # errors and output

    def err_name(self) -> str:
        if self.interactive and not self.sourcing:
            return "bash"
        if self.frames:
            src = self.frames[-1].source
            return "environment" if src == "-c" else src
        return self.argv0 if self.source_name == "-c" else self.source_name

    def error_prefix(self) -> str:
        if self.interactive and not self.sourcing and not self.frames:
            return "bash: "
        return f"{self.err_name()}: line {self.lineno}: "

    def error(self, message: str) -> None:
        """Print ``bash: line N: message`` on the current stderr."""
        self.write_err(self.error_prefix() + message + "\n")

    def write_err(self, text: str) -> None:
        stream = self.fds.get(2)
        if stream is None:
            return
        try:
            stream.write(text.encode("utf-8", "surrogateescape"))
        except (BrokenPipeError, ValueError, OSError):
            pass

    def write_out(self, text: str | bytes) -> None:
        data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape")
        stream = self.fds.get(1)
        if stream is None:
            raise ShellError("write error: Bad file descriptor")
        stream.write(data)

    def forget_done_jobs(self) -> None:
        """After waiting for a foreground child (an external command, a subshell, a pipeline, `wait`),
        a non-interactive bash drops finished jobs from its table without a word (their statuses
        stay for `wait PID`)."""
        if not self.interactive:
            self.jobs = [j for j in self.jobs if not j.done.is_set()]

    def exported_env(self) -> dict[str, str]:
        return self.vars.exported()

    def subscript_key(self, base: str, sub: str) -> str | int:
        """The key ``base[sub]`` names, as bash evaluates a subscript written in a name string."""
        from vshell.interp.subscripts import subscript_key

        return subscript_key(self, base, sub)

    def is_assoc(self, name: str) -> bool:
        v = self.vars.get_var(name)
        return v is not None and bool(v.attrs & A_ASSOC)

    def is_integer(self, v: Var) -> bool:
        return bool(v.attrs & A_INTEGER)


def is_tty(stream: Any) -> bool:
    """True when ``stream`` is the terminal's (a host's terminal stream answers ``isatty()``)."""
    if stream is None:
        return False
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):  # a closed or stand-in stream
        return False


# Compiled arithmetic per node, keyed by id (the entry keeps its node alive, so an id is never
# reused while its entry stands); bounded, since every run parses new nodes.
_COMPILED: dict[int, tuple[ast.Arith, Any]] = {}
_COMPILED_MAX = 8192


def arith_closure(node: ast.Arith) -> Any:
    """The compiled closure for an ``Arith`` node (None when its text has expansions or it cannot be
    compiled): called with the shell, it gives the value or raises ``Fallback``/``ArithError``."""
    if node.expr is None:
        return None
    entry = _COMPILED.get(id(node))
    if entry is None or entry[0] is not node:
        entry = _compile(node)
    return entry[1]


def _compile(node: ast.Arith) -> tuple[ast.Arith, Any]:
    assert node.expr is not None
    if len(_COMPILED) >= _COMPILED_MAX:
        _COMPILED.clear()
    entry = (node, compile_arith(node.expr))
    _COMPILED[id(node)] = entry
    return entry


def _parse_arith(text: str) -> ast.ArithExpr:
    from vshell.syntax.arith_parse import parse_arith

    return parse_arith(text)


def _arith_source(node: ast.Arith) -> str:
    parts = node.word.parts
    if len(parts) == 1 and isinstance(parts[0], ast.Lit):
        return parts[0].text
    return "".join(p.text for p in parts if isinstance(p, ast.Lit))


class _ArithEnv:
    """The interpreter's variables as arithmetic sees them (``ArithEnv``)."""

    __slots__ = ("sh",)

    def __init__(self, sh: InterpCore) -> None:
        self.sh = sh

    def get(self, name: str, index: str | int | None) -> str | None:
        sh = self.sh
        if type(index) is int and index < 0:
            # a negative index counts back from the end of an indexed array (`a[-1]`)
            var = sh.vars.get_var(name)
            val = None if var is None else var.value
            if isinstance(val, dict) and var is not None and not var.attrs & A_ASSOC:
                top = max(cast("dict[int, str]", val)) + 1 if val else 0
                if index + top < 0:
                    sh.error(f"{name}: bad array subscript")
                    return None
                index += top
            elif isinstance(val, str) and index == -1:
                return val
        if index is None:
            v = sh.vars.get(name)
            if v is None:
                if name.isdigit() or name in ("#", "?", "$", "!"):
                    return sh.special(name)
                if sh.opts["nounset"]:
                    sh.error(f"{name}: unbound variable")
                    from vshell.interp.errors import ExitShell

                    raise ExitShell(127, fatal=True)
            return v
        if type(index) is str and not sh.is_assoc(name):
            sh.error(f"{name}[{index}]: bad array subscript")
            return None
        v2 = sh.vars.get_element(name, str(index))
        if v2 is None and sh.opts["nounset"]:
            sh.error(f"{name}[{index}]: unbound variable")
            from vshell.interp.errors import ExitShell

            raise ExitShell(127, fatal=True)
        return v2

    def set(self, name: str, index: str | int | None, value: int) -> None:
        sh = self.sh
        try:
            if index is None:
                sh.vars.set(name, str(value))
            elif type(index) is str and not sh.is_assoc(name):
                sh.error(f"{name}[{index}]: bad array subscript")
            else:
                sh.vars.set_element(name, index, str(value))
        except ShellError as err:
            sh.error(err.message)
            raise ArithAssignFailed(1) from None

    def is_assoc(self, name: str) -> bool:
        return self.sh.is_assoc(name)
