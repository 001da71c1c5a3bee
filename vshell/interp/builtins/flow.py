"""``exit return break continue eval source . exec trap getopts caller times``."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin, signals
from vshell.interp.builtins.opts import getopt, no_options, special_failure, usage
from vshell.interp.errors import BreakLoop, ContinueLoop, ExitShell, ReturnFromFunction
from vshell.interp.scripts import find_source


def _status_arg(sh: Any, name: str, argv: list[str]) -> int | None:
    if len(argv) < 2:
        return None
    a = argv[1]
    s = a.strip()
    try:
        return int(s) & 255
    except ValueError:
        sh.error(f"{name}: {a}: numeric argument required")
        return -1


@builtin("exit")
def b_exit(sh: Any, argv: list[str]) -> int:
    if len(argv) > 2:
        sh.error("exit: too many arguments")
        if sh.interactive:
            return 1
        raise ExitShell(1)
    st = _status_arg(sh, "exit", argv)
    if st == -1:
        raise ExitShell(2)
    raise ExitShell(sh.status if st is None else st)


@builtin("return")
def b_return(sh: Any, argv: list[str]) -> int:
    if not sh.frames and not sh.sourcing:
        sh.error("return: can only `return' from a function or sourced script")
        special_failure(sh)
        return 2
    st = _status_arg(sh, "return", argv)
    if st == -1:
        raise ReturnFromFunction(2)
    raise ReturnFromFunction(sh.status if st is None else st)


def _loop_count(sh: Any, name: str, argv: list[str]) -> int | None:
    n = 1
    if len(argv) > 1:
        try:
            n = int(argv[1])
        except ValueError:
            sh.error(f"{name}: {argv[1]}: numeric argument required")
            raise ExitShell(128) from None
        if n < 1:
            sh.error(f"{name}: {argv[1]}: loop count out of range")
            raise BreakLoop(sh.loop_depth, 1)
    return n


@builtin("break")
def b_break(sh: Any, argv: list[str]) -> int:
    if sh.loop_depth == 0:
        if not sh.opts["posix"]:  # POSIX mode says nothing
            sh.error("break: only meaningful in a `for', `while', or `until' loop")
        return 0
    n = _loop_count(sh, "break", argv)
    if n is None:
        return 1
    raise BreakLoop(min(n, sh.loop_depth))


@builtin("continue")
def b_continue(sh: Any, argv: list[str]) -> int:
    if sh.loop_depth == 0:
        if not sh.opts["posix"]:
            sh.error("continue: only meaningful in a `for', `while', or `until' loop")
        return 0
    n = _loop_count(sh, "continue", argv)
    if n is None:
        return 1
    raise ContinueLoop(min(n, sh.loop_depth))


@builtin("eval")
def b_eval(sh: Any, argv: list[str]) -> int:
    args = no_options(sh, "eval", argv)
    if args is None:
        return 2
    text = " ".join(args)
    if not text.strip():
        return 0
    return int(sh.run_eval(text))


@builtin("source", ".")
def b_source(sh: Any, argv: list[str]) -> int:
    args = no_options(sh, argv[0], argv)
    if args is None:
        return 2
    if not args:
        sh.error(f"{argv[0]}: filename argument required")
        sh.write_err(f"{argv[0]}: usage: {argv[0]} filename [arguments]\n")
        special_failure(sh)
        return 2
    if sh.opts["posix"] and find_source(sh, args[0]) is None:
        sh.error(f"{argv[0]}: {args[0]}: file not found")
        if not sh.interactive and not sh.__dict__.get("via_command"):
            raise ExitShell(1)  # POSIX: a `.` file not found ends the shell
        return 1
    return int(sh.source_file(args[0], args[1:]))


@builtin("exec")
def b_exec(sh: Any, argv: list[str]) -> int:
    args = argv[1:]
    while args and args[0].startswith("-") and args[0] != "-":
        if args[0] == "--":
            args = args[1:]
            break
        if args[0] in ("-c", "-l"):
            args = args[1:]
            continue
        if args[0] == "-a" and len(args) > 1:
            args = args[2:]
            continue
        return usage(sh, "exec", f"{args[0]}: invalid option")
    if not args:
        # redirections were applied by the caller and persist (see Interp.exec_simple)
        sh.keep_redirections = True
        return 0
    name = args[0]
    from vshell.interp.builtins import BUILTINS

    if name not in sh.functions and name not in BUILTINS and "/" not in name and name not in ("bash", "sh"):
        from vshell import command as registry

        if not registry.known(name) and sh.path_search(name) is None:
            sh.error(f"exec: {name}: not found")
            raise ExitShell(127)
    status = sh.invoke(list(args))
    raise ExitShell(status)


@builtin("trap")
def b_trap(sh: Any, argv: list[str]) -> int:
    from vshell.lib.shquote import single_quote

    parsed = getopt(sh, "trap", argv, "lp")
    if parsed is None:
        return 2
    opts, args = parsed
    flags = {o for o, _ in opts}
    if "-l" in flags:
        sh.write_out(signals.listing(False))
        return 0
    posix = sh.opts["posix"]
    traps = sh.traps if not (sh.is_child and not sh.traps and getattr(sh, "parent_traps", None)) else sh.parent_traps
    if not args or "-p" in flags:
        # POSIX mode's `trap -p` shows every signal, `-` for those left at their default
        show_all = posix and "-p" in flags
        status = 0
        for a in args or signals.trap_order():
            n = signals.decode(a)
            if n is None:
                sh.error(f"trap: {a}: invalid signal specification")
                status = 1
                continue
            name = signals.key(n)
            if name in traps:
                sh.write_out(f"trap -- {single_quote(traps[name])} {signals.display(name, posix)}\n")
            elif show_all:
                sh.write_out(f"trap -- - {signals.display(name, posix)}\n")
        return status
    first = args[0]
    action: str | None
    if first.isdigit() and signals.decode(first) is not None:
        action, specs = None, args  # `trap 2 INT`: an all-digit signal first resets them all
    elif not posix and len(args) == 1 and first != "-" and signals.decode(first) is not None:
        action, specs = None, args  # bash's old form: `trap INT` resets it (not in POSIX mode)
    elif len(args) == 1:
        return usage(sh, "trap")
    else:
        action, specs = (None if first == "-" else first), args[1:]
    status = 0
    for spec in specs:
        n = signals.decode(spec)
        if n is None:
            sh.error(f"trap: {spec}: invalid signal specification")
            status = 1
            continue
        name = signals.key(n)
        if action is None:
            sh.traps.pop(name, None)
        else:
            sh.traps[name] = action
            sh.trap_depth[name] = len(sh.frames)
            if name == "EXIT":
                sh.own_exit_trap = True
    return status


class _OptindText(str):
    """OPTIND as getopts stored it; a value of any other type was assigned by the script."""

    __slots__ = ()


@builtin("getopts")
def b_getopts(sh: Any, argv: list[str]) -> int:
    if len(argv) > 1 and argv[1].startswith("-") and len(argv[1]) > 1 and argv[1] != "--":
        return usage(sh, "getopts", f"{argv[1][:2]}: invalid option")
    if len(argv) > 1 and argv[1] == "--":
        argv = argv[1:]
    if len(argv) < 3:
        sh.write_err(f"getopts: usage: {'getopts optstring name [arg ...]'}\n")
        return 2
    optstring = argv[1]
    varname = argv[2]
    if not (varname and (varname[0].isalpha() or varname[0] == "_") and varname.replace("_", "a").isalnum()):
        sh.error(f"getopts: `{varname}': not a valid identifier")
        return 1
    quiet_errors = sh.vars.get("OPTERR") == "0"
    args = argv[3:] if len(argv) > 3 else list(sh.positional)
    silent = optstring.startswith(":")
    if silent:
        optstring = optstring[1:]
    optind_text = sh.vars.get("OPTIND")
    try:
        optind = int(optind_text or "1")
    except ValueError:
        optind = 1
    if optind < 1:
        optind = 1
    sub = getattr(sh, "getopts_sub", 1)
    if type(optind_text) is not _OptindText or getattr(sh, "getopts_last_optind", None) != optind:
        sub = 1  # bash: any assignment to OPTIND restarts getopts, even inside a group like -abc
    idx = optind - 1

    def finish(opt: str, new_optind: int, new_sub: int) -> None:
        sh.vars.set(varname, opt)
        sh.vars.set("OPTIND", _OptindText(new_optind))
        sh.getopts_sub = new_sub
        sh.getopts_last_optind = new_optind

    if idx >= len(args):
        finish("?", optind, 1)
        sh.vars.unset("OPTARG")
        return 1
    arg = args[idx]
    if sub == 1 and (arg == "--" or not arg.startswith("-") or arg == "-"):
        if arg == "--":
            optind += 1
        finish("?", optind, 1)
        sh.vars.unset("OPTARG")
        return 1
    c = arg[sub]
    nxt_sub = sub + 1
    nxt_ind = optind
    if nxt_sub >= len(arg):
        nxt_sub = 1
        nxt_ind = optind + 1
    k = optstring.find(c)
    if k < 0 or c == ":":
        if silent:
            sh.vars.set("OPTARG", c)
        else:
            if not quiet_errors:
                sh.write_err(f"{sh.argv0}: illegal option -- {c}\n")
            sh.vars.unset("OPTARG")
        finish("?", nxt_ind, nxt_sub)
        return 0
    if k + 1 < len(optstring) and optstring[k + 1] == ":":
        if nxt_sub != 1:
            sh.vars.set("OPTARG", arg[nxt_sub:])
            finish(c, optind + 1, 1)
            return 0
        if nxt_ind - 1 < len(args):
            sh.vars.set("OPTARG", args[nxt_ind - 1])
            finish(c, nxt_ind + 1, 1)
            return 0
        if silent:
            sh.vars.set("OPTARG", c)
            finish(":", nxt_ind, 1)
        else:
            if not quiet_errors:
                sh.write_err(f"{sh.argv0}: option requires an argument -- {c}\n")
            sh.vars.unset("OPTARG")
            finish("?", nxt_ind, 1)
        return 0
    sh.vars.unset("OPTARG")
    finish(c, nxt_ind, nxt_sub)
    return 0


@builtin("caller")
def b_caller(sh: Any, argv: list[str]) -> int:
    if not sh.frames:
        return 1
    n = 0
    if len(argv) > 1:
        try:
            n = int(argv[1])
        except ValueError:
            return usage(sh, "caller", f"{argv[1]}: invalid number")
    if n < 0 or n >= len(sh.frames):
        return 1
    frame = sh.frames[-1 - n]
    if n + 1 < len(sh.frames):
        outer = sh.frames[-2 - n]
        caller_name = outer.name
        src = "environment" if outer.source == "-c" else outer.source
    else:
        caller_name = "main"
        src = "NULL" if sh.source_name == "-c" else sh.source_name
    if len(argv) == 1:
        sh.write_out(f"{frame.call_line} {src}\n")
        return 0
    if caller_name == "main" and sh.source_name == "-c":
        return 1
    sh.write_out(f"{frame.call_line} {caller_name} {src}\n")
    return 0


@builtin("times")
def b_times(sh: Any, argv: list[str]) -> int:
    if no_options(sh, "times", argv) is None:
        return 2
    sh.write_out("0m0.000s 0m0.000s\n0m0.000s 0m0.000s\n")
    return 0
