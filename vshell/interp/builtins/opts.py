"""bash's internal option parsing for builtins (``internal_getopt``) and its usage errors."""

from __future__ import annotations

from typing import Any

from vshell.interp.errors import ShellError

USAGES: dict[str, str] = {
    "declare": "declare [-aAfFgiIlnrtux] [name[=value] ...] or declare -p [-aAfFilnrtux] [name ...]",
    "typeset": "typeset [-aAfFgiIlnrtux] name[=value] ... or typeset -p [-aAfFilnrtux] [name ...]",
    "local": "local [option] name[=value] ...",
    "export": "export [-fn] [name[=value] ...] or export -p",
    "readonly": "readonly [-aAf] [name[=value] ...] or readonly -p",
    "unset": "unset [-f] [-v] [-n] [name ...]",
    "set": "set [-abefhkmnptuvxBCEHPT] [-o option-name] [--] [-] [arg ...]",
    "shopt": "shopt [-pqsu] [-o] [optname ...]",
    "read": "read [-ers] [-a array] [-d delim] [-i text] [-n nchars] [-N nchars] [-p prompt] [-t timeout] [-u fd] [name ...]",
    "trap": "trap [-lp] [[arg] signal_spec ...]",
    "source": "source filename [arguments]",
    ".": ". filename [arguments]",
    "printf": "printf [-v var] format [arguments]",
    "getopts": "getopts optstring name [arg ...]",
    "hash": "hash [-lr] [-p pathname] [-dt] [name ...]",
    "umask": "umask [-p] [-S] [mode]",
    "dirs": "dirs [-clpv] [+N] [-N]",
    "pushd": "pushd [-n] [+N | -N | dir]",
    "popd": "popd [-n] [+N | -N]",
    "kill": "kill [-s sigspec | -n signum | -sigspec] pid | jobspec ... or kill -l [sigspec]",
    "jobs": "jobs [-lnprs] [jobspec ...] or jobs -x command [args]",
    "alias": "alias [-p] [name[=value] ... ]",
    "unalias": "unalias [-a] name [name ...]",
    "command": "command [-pVv] command [arg ...]",
    "mapfile": "mapfile [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
    "readarray": "readarray [-d delim] [-n count] [-O origin] [-s count] [-t] [-u fd] [-C callback] [-c quantum] [array]",
    "enable": "enable [-a] [-dnps] [-f filename] [name ...]",
    "help": "help [-dms] [pattern ...]",
    "type": "type [-afptP] name [name ...]",
    "cd": "cd [-L|[-P [-e]] [-@]] [dir]",
    "pwd": "pwd [-LP]",
    "wait": "wait [-fn] [-p var] [id ...]",
    "exec": "exec [-cl] [-a name] [command [argument ...]] [redirection ...]",
    "let": "let arg [arg ...]",
    "shift": "shift [n]",
    "exit": "exit [n]",
    "return": "return [n]",
    "break": "break [n]",
    "continue": "continue [n]",
    "eval": "eval [arg ...]",
    "caller": "caller [expr]",
    "times": "times",
    "builtin": "builtin [shell-builtin [arg ...]]",
    "echo": "echo [-neE] [arg ...]",
    "test": "test [expr]",
    "true": "true",
    "false": "false",
    "disown": "disown [-h] [-ar] [jobspec ... | pid ...]",
    "fc": "fc [-e ename] [-lnr] [first] [last] or fc -s [pat=rep] [command]",
    "history": "history [-c] [-d offset] [n] or history -anrw [filename] or history -ps arg [arg...]",
    "suspend": "suspend [-f]",
    "logout": "logout [n]",
    "ulimit": "ulimit [-SHabcdefiklmnpqrstuvxPRT] [limit]",
    "compgen": "compgen [-abcdefgjksuv] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [word]",
    "complete": "complete [-abcdefgjksuv] [-pr] [-DEI] [-o option] [-A action] [-G globpat] [-W wordlist] [-F function] [-C command] [-X filterpat] [-P prefix] [-S suffix] [name ...]",
}


class UsageError(ShellError):
    pass


def special_failure(sh: Any) -> None:
    """Mark the running builtin's failure as one that ends a non-interactive POSIX shell when the
    builtin is a special one (bash's usage, syntax and assignment errors: EX_USAGE, EX_BADSYNTAX,
    EX_BADASSIGN); ``run_builtin`` reads and clears the mark."""
    sh.usage_failed = True


def usage(sh: Any, name: str, message: str | None = None) -> int:
    """Print ``name: message`` (with the line prefix) and the usage line; status 2."""
    special_failure(sh)
    if message:
        sh.error(f"{name}: {message}")
    u = USAGES.get(name)
    if u:
        sh.write_err(f"{name}: usage: {u}\n")
    return 2


def getopt(
    sh: Any, name: str, argv: list[str], spec: str, plus: bool = False
) -> tuple[list[tuple[str, str | None]], list[str]] | None:
    """Parse options; ``spec`` like ``"ab:c"`` (``:`` takes an argument).

    Returns ``(options, operands)``; an option is ``("-a", arg)`` or ``("+a", arg)``.
    On an invalid option prints bash's message and usage and returns None.
    """
    opts: list[tuple[str, str | None]] = []
    i = 1
    n = len(argv)
    while i < n:
        a = argv[i]
        if a == "--":
            i += 1
            break
        if len(a) < 2 or (a[0] != "-" and not (plus and a[0] == "+")):
            break
        sign = a[0]
        j = 1
        while j < len(a):
            c = a[j]
            k = spec.find(c)
            if k < 0 or c == ":":
                usage(sh, name, f"{sign}{c}: invalid option")
                return None
            if k + 1 < len(spec) and spec[k + 1] == ":":
                if j + 1 < len(a):
                    opts.append((sign + c, a[j + 1 :]))
                elif i + 1 < n:
                    i += 1
                    opts.append((sign + c, argv[i]))
                else:
                    usage(sh, name, f"{sign}{c}: option requires an argument")
                    return None
                break
            opts.append((sign + c, None))
            j += 1
        i += 1
    return opts, argv[i:]


def no_options(sh: Any, name: str, argv: list[str]) -> list[str] | None:
    """Builtins without options: ``--`` is skipped, any other ``-x`` is an invalid option (status 2)."""
    args = argv[1:]
    if args and args[0] == "--":
        return args[1:]
    if args and len(args[0]) > 1 and args[0][0] == "-":
        usage(sh, name, f"{args[0][:2]}: invalid option")
        return None
    return args
