"""``set``, ``shopt`` and ``shift``: the shell's options and positional parameters."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import getopt, special_failure, usage
from vshell.interp.builtins.varsb import set_listing
from vshell.interp.core import LETTER_OPTION, SET_OPTIONS
from vshell.interp.errors import AbortCommand, ExitShell


def _posix_changed(sh: Any) -> None:
    """bash sets POSIXLY_CORRECT while POSIX mode is on and unsets it when it goes off; turning it
    on also turns on alias expansion, inherit_errexit and shift_verbose, turning it off turns
    alias expansion back to its default and shift_verbose off (its ``posix_initialize``)."""
    vs = sh.vars
    if sh.opts["posix"]:
        if vs.get("POSIXLY_CORRECT") is None:
            vs.set("POSIXLY_CORRECT", "y")
        sh.shopts.update(expand_aliases=True, inherit_errexit=True, shift_verbose=True)
    else:
        if vs.get("POSIXLY_CORRECT") is not None:
            vs.unset("POSIXLY_CORRECT")
        sh.shopts.update(expand_aliases=sh.interactive, shift_verbose=False)


@builtin("shift")
def b_shift(sh: Any, argv: list[str]) -> int:
    n = 1
    args = argv[2:] if argv[1:2] == ["--"] else argv[1:]
    if len(args) > 1:
        sh.error("shift: too many arguments")
        raise ExitShell(1)  # bash ends the shell here
    if args:
        a = args[0]
        try:
            n = int(a)
        except ValueError:
            sh.error(f"shift: {a}: numeric argument required")
            return 1
        if n < 0:
            sh.error(f"shift: {a}: shift count out of range")
            return 1
    if n > len(sh.positional):
        if sh.shopts["shift_verbose"]:  # on in POSIX mode
            sh.error(f"shift: {n}: shift count out of range")
        return 1
    sh.positional = sh.positional[n:]
    return 0


@builtin("set")
def b_set(sh: Any, argv: list[str]) -> int:
    was_noexec = sh.opts["noexec"]
    status = _set(sh, argv)
    if sh.opts["noexec"] and not was_noexec and not sh.interactive:
        raise AbortCommand(status)  # bash runs nothing after `set -n`, even later on the same line
    return status


def _set(sh: Any, argv: list[str]) -> int:
    args = argv[1:]
    if not args:
        return set_listing(sh, functions=True)
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            sh.positional = args[i + 1 :]
            return 0
        if a == "-":
            sh.opts["xtrace"] = False
            sh.opts["verbose"] = False
            if i + 1 < len(args):  # a lone `set -` keeps the positional parameters
                sh.positional = args[i + 1 :]
            return 0
        if a == "+":
            i += 1  # bash: a lone `+` is no option
            continue
        if len(a) < 2 or a[0] not in "-+":
            sh.positional = args[i:]
            return 0
        on = a[0] == "-"
        for c in a[1:]:
            if c == "o":
                i += 1
                if i >= len(args):
                    _print_options(sh, on)
                    return 0
                name = args[i]
                if name not in SET_OPTIONS:
                    sh.error(f"set: {name}: invalid option name")
                    special_failure(sh)
                    return 2
                sh.opts[name] = on
                if name == "posix":
                    _posix_changed(sh)
                continue
            opt = LETTER_OPTION.get(c)
            if opt is None:
                return usage(sh, "set", f"{a[0]}{c}: invalid option")
            sh.opts[opt] = on
        i += 1
    return 0


def _print_options(sh: Any, minus: bool) -> None:
    names = sorted(SET_OPTIONS)
    if minus:
        sh.write_out("".join(f"{n:<15}\t{'on' if sh.opts.get(n) else 'off'}\n" for n in names))
    else:
        sh.write_out("".join(f"set {'-' if sh.opts.get(n) else '+'}o {n}\n" for n in names))


@builtin("shopt")
def b_shopt(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "shopt", argv, "psuqo")
    if parsed is None:
        return 2
    opts, names = parsed
    flags = {o for o, _ in opts}
    sh.sync_globignore()
    table = sh.opts if "-o" in flags else sh.shopts
    valid = SET_OPTIONS if "-o" in flags else sh.shopts
    if "-s" in flags and "-u" in flags:
        sh.error("shopt: cannot set and unset shell options simultaneously")
        return 1
    status = 0
    if "-s" in flags or "-u" in flags:
        on = "-s" in flags
        if not names:
            for n in _shopt_order(valid):
                if bool(table.get(n)) == on:
                    _shopt_line(sh, n, on, "-p" in flags, "-o" in flags)
            return 0
        for n in names:
            if n not in valid:
                if "-o" in flags:  # bash's set-option wording, and it does not fail
                    sh.error(f"shopt: {n}: invalid option name")
                    continue
                sh.error(f"shopt: {n}: invalid shell option name")
                status = 1
                continue
            table[n] = on
            if n == "posix" and "-o" in flags:
                _posix_changed(sh)
        return status
    targets = names or _shopt_order(valid)
    for n in targets:
        if n not in valid:
            sh.error(f"shopt: {n}: invalid shell option name")
            status = 1
            continue
        on = bool(table.get(n))
        if names and not on:
            status = 1
        if "-q" in flags:
            continue
        _shopt_line(sh, n, on, "-p" in flags, "-o" in flags)
    return status


def _shopt_order(names: Any) -> list[str]:
    """bash's table order: alphabetical, except that autocd comes first."""
    return sorted(names, key=lambda n: (n != "autocd", n))


def _shopt_line(sh: Any, n: str, on: bool, p: bool, o: bool) -> None:
    if p:
        if o:
            sh.write_out(f"set {'-' if on else '+'}o {n}\n")
        else:
            sh.write_out(f"shopt {'-s' if on else '-u'} {n}\n")
    else:
        sh.write_out(f"{n:<15}\t{'on' if on else 'off'}\n")
