"""env and printenv.

env parses its own options because ``-S`` splices its split words into argv
and option parsing starts over from the first of them, as GNU's getopt does
when env resets ``optind``.  There are no signals in the sandbox: the signal
options are parsed and checked as GNU does, and what they would have done is
only reported (``--debug``, ``--list-signal-handling``), see NOTES.md D-env-signals.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, _match_long
from vshell.coreutils.common.envsplit import SplitError, split_string
from vshell.coreutils.common.errors import quote, quoteaf
from vshell.coreutils.common.pathsearch import NotRunnable, run_command
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.coreutils.common.signames import SIGNUM_BOUND, parse_signal, sig2str

_ENV_USAGE = "env [OPTION]... [-] [NAME=VALUE]... [COMMAND [ARG]...]"
_ENV_SUMMARY = "run a program in a modified environment"
_ENV_OPTS = (
    Opt("i", "ignore-environment", "ignore"),
    Opt("0", "null", "null"),
    Opt("u", "unset", "unset", Arg.REQUIRED, action="append"),
    Opt("C", "chdir", "chdir", Arg.REQUIRED),
    Opt("S", "split-string", "split", Arg.REQUIRED),
    Opt(None, "block-signal", "block", Arg.OPTIONAL),
    Opt(None, "default-signal", "default", Arg.OPTIONAL),
    Opt(None, "ignore-signal", "ignore_sig", Arg.OPTIONAL),
    Opt(None, "list-signal-handling", "list"),
    Opt("v", "debug", "debug"),
)
_ALL_OPTS = (*_ENV_OPTS, Opt(None, "help", "help"), Opt(None, "version", "version"))
_SHORTS = {o.short: o for o in _ENV_OPTS if o.short}
_LONGS = [o for o in _ALL_OPTS if o.long]
_SPACES = " \t\n\v\f\r"
_SHEBANG_HINT = "use -[v]S to pass options in shebang lines"

# What a signal's action is set to; the _NOERR forms come from an option without a
# signal list, where GNU ignores the failure to change KILL and STOP.
_DEFAULT, _DEFAULT_NOERR, _IGNORE, _IGNORE_NOERR = "DEFAULT", "DEFAULT_NOERR", "IGNORE", "IGNORE_NOERR"
_UNCATCHABLE = (9, 19)  # KILL and STOP: their action cannot change and they cannot be blocked


class _Exit(Exception):
    """End env with ``status`` (its message, if any, already written)."""

    def __init__(self, status: int) -> None:
        super().__init__(status)
        self.status = status


@dataclass
class _Env:
    ctx: CommandContext
    debug: bool = False
    ignore: bool = False
    null: bool = False
    chdir: str | None = None
    report: bool = False
    unset: list[str] = field(default_factory=list)
    actions: dict[int, str] = field(default_factory=dict)
    block: set[int] = field(default_factory=set)
    unblock: set[int] = field(default_factory=set)
    mask_changed: bool = False

    def msg(self, text: str) -> None:
        self.ctx.stderr.write(text.encode("utf-8", "surrogateescape"))

    def devmsg(self, text: str) -> None:
        if self.debug:
            self.msg(text)

    def usage(self, message: str | None = None) -> _Exit:
        if message is not None:
            self.msg(f"env: {message}\n")
        self.msg("Try 'env --help' for more information.\n")
        return _Exit(125)

    # -- signals ---------------------------------------------------------
    def signal_list(self, text: str) -> list[int]:
        nums: list[int] = []
        for name in (part for part in text.split(",") if part):
            num = parse_signal(name)
            if num is None or num == 0:
                raise self.usage(f"{quote(name)}: invalid signal")
            nums.append(num)
        return nums

    def set_action(self, text: str | None, to_default: bool) -> None:
        if text is None:
            for i in range(1, SIGNUM_BOUND + 1):
                if sig2str(i) is not None:
                    self.actions[i] = _DEFAULT_NOERR if to_default else _IGNORE_NOERR
            return
        for num in self.signal_list(text):
            self.actions[num] = _DEFAULT if to_default else _IGNORE

    def set_block(self, text: str | None, block: bool) -> None:
        into, other = (self.block, self.unblock) if block else (self.unblock, self.block)
        if text is None:
            # sigfillset: every signal glibc lets a program use (32 and 33 are its own)
            into.clear()
            into.update(i for i in range(1, SIGNUM_BOUND + 1) if sig2str(i) is not None)
            other.clear()
        self.mask_changed = True
        if text is None:
            return
        for num in self.signal_list(text):
            into.add(num)
            other.discard(num)

    def apply_signals(self) -> None:
        for i in range(1, SIGNUM_BOUND + 1):
            action = self.actions.get(i)
            if action is None:
                continue
            failed = i in _UNCATCHABLE
            if failed and action in (_DEFAULT, _IGNORE):
                self.msg(f"env: failed to set signal action for signal {i}: Invalid argument\n")
                raise _Exit(125)
            to = "DEFAULT" if action in (_DEFAULT, _DEFAULT_NOERR) else "IGNORE"
            self.devmsg(f"Reset signal {sig2str(i)} ({i}) to {to}{' (failure ignored)' if failed else ''}\n")
        if self.mask_changed:
            for i in range(1, SIGNUM_BOUND + 1):
                act = "BLOCK" if i in self.block else "UNBLOCK" if i in self.unblock else None
                if act is not None:
                    self.devmsg(f"signal {sig2str(i)} ({i}) mask set to {act}\n")
        if self.report:
            for i in range(1, SIGNUM_BOUND + 1):
                name = sig2str(i)
                if name is None or i in _UNCATCHABLE:
                    continue
                ignored = "IGNORE" if self.actions.get(i) in (_IGNORE, _IGNORE_NOERR) else ""
                blocked = "BLOCK" if i in self.block else ""
                if ignored or blocked:
                    sep = "," if ignored and blocked else ""
                    self.msg(f"{name:<10} ({i:2d}): {blocked}{sep}{ignored}\n")

    # -- options -----------------------------------------------------------
    def option(self, opt: Opt, value: str | None, words: list[str], i: int) -> list[str] | None:
        """Act on one option; a ``-S`` returns the new argv (its split words, then the rest)."""
        dest = opt.dest
        if dest == "help":
            self.ctx.stdout.write(help_text_for("env", _ENV_USAGE, _ENV_SUMMARY, _ENV_OPTS, None).encode())
            raise _Exit(0)
        if dest == "version":
            self.ctx.stdout.write(version_text("env").encode())
            raise _Exit(0)
        if dest == "ignore":
            self.ignore = True
        elif dest == "null":
            self.null = True
        elif dest == "debug":
            self.debug = True
        elif dest == "unset":
            self.unset.append(value or "")
        elif dest == "chdir":
            self.chdir = value
        elif dest == "list":
            self.report = True
        elif dest == "default":
            self.set_action(value, True)
            self.set_block(value, False)
        elif dest == "ignore_sig":
            self.set_action(value, False)
        elif dest == "block":
            self.set_block(value, True)
        elif dest == "split":
            assert value is not None
            return self.split(value) + words[i:]
        return None

    def split(self, text: str) -> list[str]:
        try:
            parts, notes = split_string(text, self.ctx.env)
        except SplitError as exc:
            for note in exc.notes:
                self.devmsg(note)
            self.msg(f"env: {exc.message}\n")
            raise _Exit(125) from None
        for note in notes:
            self.devmsg(note)
        if parts:
            self.devmsg(f"split -S:  {quote(text)}\n")
            self.devmsg(f" into:    {quote(parts[0])}\n")
            for part in parts[1:]:
                self.devmsg(f"     &    {quote(part)}\n")
        return parts

    def parse(self, words: list[str]) -> list[str]:
        """getopt_long with ``+`` (the first operand ends the options); returns the operands."""
        i = 0
        while i < len(words):
            word = words[i]
            if word == "--":
                return words[i + 1 :]
            if not word.startswith("-") or word == "-":
                return words[i:]
            i += 1
            if word.startswith("--"):
                name, eq, value = word[2:].partition("=")
                try:
                    opt = _match_long(name, word, _LONGS)
                except UsageError as exc:
                    raise self.usage(exc.message) from None
                if opt.arg is Arg.NONE and eq:
                    raise self.usage(f"option '--{opt.long}' doesn't allow an argument")
                got: str | None = value if eq else None
                if opt.arg is Arg.REQUIRED and not eq:
                    if i >= len(words):
                        raise self.usage(f"option '--{opt.long}' requires an argument")
                    got = words[i]
                    i += 1
                new = self.option(opt, got, words, i)
                if new is not None:
                    words, i = new, 0
                continue
            j = 1
            while j < len(word):
                ch = word[j]
                j += 1
                if ch in _SPACES:
                    # `#!/usr/bin/env -i cmd` puts "-i cmd" in one word
                    self.msg(f"env: invalid option -- '{ch}'\nenv: {_SHEBANG_HINT}\n")
                    raise self.usage()
                sopt = _SHORTS.get(ch)
                if sopt is None:
                    raise self.usage(f"invalid option -- '{ch}'")
                got = None
                if sopt.arg is Arg.REQUIRED:
                    if j < len(word):
                        got, j = word[j:], len(word)
                    elif i < len(words):
                        got = words[i]
                        i += 1
                    else:
                        raise self.usage(f"option requires an argument -- '{ch}'")
                new = self.option(sopt, got, words, i)
                if new is not None:
                    words, i = new, 0
                    break
        return []


@command("env", summary=_ENV_SUMMARY, usage=_ENV_USAGE, opts=_ENV_OPTS, usage_status=125, parse=False)
def env_cmd(ctx: CommandContext, args: Parsed) -> int:
    state = _Env(ctx)
    try:
        return _run(state, state.parse(list(args.operands)))
    except _Exit as done:
        return done.status


def _run(state: _Env, operands: list[str]) -> int:
    ctx = state.ctx
    if operands and operands[0] == "-":
        state.ignore = True
        operands = operands[1:]
    env: dict[str, str] = {}
    if state.ignore:
        state.devmsg("cleaning environ\n")
    else:
        env = dict(ctx.env)
        for name in state.unset:
            state.devmsg(f"unset:    {name}\n")
            if not name or "=" in name:
                state.msg(f"env: cannot unset {quote(name)}: Invalid argument\n")
                return 125
            env.pop(name, None)
    while operands and "=" in operands[0]:
        state.devmsg(f"setenv:   {operands[0]}\n")
        name, _, value = operands.pop(0).partition("=")
        env[name] = value
    if state.null and operands:
        raise state.usage("cannot specify --null (-0) with command")
    if state.chdir is not None and not operands:
        raise state.usage("must specify command with --chdir (-C)")
    if not operands:
        end = b"\0" if state.null else b"\n"
        for name, value in env.items():
            ctx.stdout.write(f"{name}={value}".encode("utf-8", "surrogateescape") + end)
        return 0
    state.apply_signals()
    cwd = ctx.cwd
    if state.chdir is not None:
        state.devmsg(f"chdir:    {quoteaf(state.chdir)}\n")
        target = ctx.resolve(state.chdir)
        try:
            st = ctx.fs.stat(target)
            if not st.is_dir:
                raise OSError(20, "Not a directory", state.chdir)
        except OSError as exc:
            state.msg(f"env: cannot change directory to {quoteaf(state.chdir)}: {exc.strerror}\n")
            return 125
        cwd = target
    if state.debug:
        state.msg(f"executing: {operands[0]}\n")
        for n, arg in enumerate(operands):
            state.msg(f"   arg[{n}]= {quote(arg)}\n")
    try:
        return run_command(ctx, operands, env=env, cwd=cwd)
    except NotRunnable as exc:
        state.msg(f"env: {quote(operands[0])}: {exc.strerror}\n")
        if exc.status == 127 and any(c in _SPACES for c in operands[0]):
            state.msg(f"env: {_SHEBANG_HINT}\n")
        return exc.status


# GNU printenv's getopt string is "+iu:0": -i and -u are known letters that only lead to the usage line.
_PRINTENV_OPTS = (Opt("0", "null", "null"), Opt("i", None, "env_only"), Opt("u", None, "env_only", Arg.REQUIRED))


@command("printenv", summary="print all or part of environment", usage="printenv [OPTION]... [VARIABLE]...",
         opts=_PRINTENV_OPTS, usage_status=2, permute=False)
def printenv_cmd(ctx: CommandContext, args: Parsed) -> int:
    if "env_only" in args.values:
        ctx.stderr.write(b"Try 'printenv --help' for more information.\n")
        return 2
    end = b"\0" if args.values.get("null") else b"\n"
    if not args.operands:
        for name, value in ctx.env.items():
            ctx.stdout.write(f"{name}={value}".encode("utf-8", "surrogateescape") + end)
        return 0
    status = 0
    for name in args.operands:
        found = None if "=" in name else ctx.env.get(name)
        if found is None:
            status = 1
        else:
            ctx.stdout.write(found.encode("utf-8", "surrogateescape") + end)
    return status
