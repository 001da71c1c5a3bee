"""``type command builtin hash alias unalias enable help``: what a name resolves to.

In-process commands are reported at ``/usr/bin/NAME`` (where GNU's live on
the machines we measure), which is also where ``which`` finds them.
"""

from __future__ import annotations

from typing import Any

from vshell import command as registry
from vshell.interp.builtins import BUILTINS, builtin, hashcmd
from vshell.interp.builtins.opts import USAGES, getopt, no_options

KEYWORDS = frozenset(
    ["if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done", "in",
     "function", "time", "{", "}", "!", "[[", "]]", "coproc"]
)  # fmt: skip


def command_path(sh: Any, name: str) -> str | None:
    """Where ``name`` would be found on PATH: a registered command, or an executable script."""
    if "/" in name:
        full = sh.resolve_path(name)
        try:
            st = sh.fs.stat(full)
        except OSError:
            return None
        return name if st.is_file and st.mode & 0o111 else None
    path = sh.vars.get("PATH")
    if (path is None or path != "") and registry.known(name):
        return hashcmd.command_dir_path(path, name)
    found = sh.path_search(name)
    return found  # type: ignore[no-any-return]


def _silent(text: str) -> None:
    pass


def _describe(sh: Any, name: str, mode: str, all_: bool, funcs: bool = True) -> bool:
    """Print what ``name`` is; ``mode`` is '' (type), 't', 'p', 'P', 'v' or 'V'. Returns found."""
    from vshell.interp.funcprint import function_text

    found = False
    # type -p: an alias, keyword, function or builtin is found, but it is no file, so says nothing
    say = _silent if mode == "p" else sh.write_out
    if mode != "P" and sh.shopts["expand_aliases"] and name in sh.aliases:
        found = True
        val = sh.aliases[name]
        if mode == "t":
            say("alias\n")
        elif mode == "v":
            say(f"alias {name}={_alias_quote(val)}\n")
        else:
            say(f"{name} is aliased to `{val}'\n")
        if not all_:
            return True
    if mode != "P" and name in KEYWORDS:
        found = True
        if mode == "t":
            say("keyword\n")
        elif mode == "v":
            say(f"{name}\n")
        else:
            say(f"{name} is a shell keyword\n")
        if not all_:
            return True
    if mode != "P" and funcs and name in sh.functions:
        found = True
        if mode == "t":
            say("function\n")
        elif mode == "v":
            say(f"{name}\n")
        else:
            say(f"{name} is a function\n{function_text(sh.functions[name])}\n")
        if not all_:
            return True
    if mode != "P" and name in BUILTINS and name not in sh.disabled_builtins:
        found = True
        if mode == "t":
            say("builtin\n")
        elif mode == "v":
            say(f"{name}\n")
        else:
            say(f"{name} is a shell builtin\n")
        if not all_:
            return True
    if mode == "p" and found:
        return True
    hashed = hashcmd.lookup(sh, name) if (not all_ or mode == "P") and "/" not in name else None
    if hashed is not None:
        if mode == "t":
            sh.write_out("file\n")
        elif mode in ("p", "P", "v"):
            sh.write_out(hashed + "\n")
        else:
            sh.write_out(f"{name} is hashed ({hashed})\n")
        return True
    path = command_path(sh, name)
    if path is not None:
        found = True
        paths = [path]
        if all_ and path.startswith("/usr/bin/"):
            paths.append("/bin/" + name)
        for p in paths:
            if mode == "t":
                sh.write_out("file\n")
            elif mode in ("p", "P", "v"):
                sh.write_out(p + "\n")
            else:
                sh.write_out(f"{name} is {p}\n")
            if mode == "t":
                break
    return found


_BAD_ALIAS = frozenset("/$`=\\'\" \t\n|&;()<>")


def _alias_quote(v: str) -> str:
    return "'" + v.replace("'", "'\\''") + "'"


@builtin("type")
def b_type(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "type", argv, "afptP")
    if parsed is None:
        return 2
    opts, names = parsed
    flags = {o for o, _ in opts}
    mode = "t" if "-t" in flags else "P" if "-P" in flags else "p" if "-p" in flags else ""
    status = 0
    for n in names:
        if not _describe(sh, n, mode, "-a" in flags, "-f" not in flags):
            if mode == "":
                sh.error(f"type: {n}: not found")
            status = 1
    return status


@builtin("command")
def b_command(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "command", argv, "pvV")
    if parsed is None:
        return 2
    opts, args = parsed
    flags = {o for o, _ in opts}
    if "-v" in flags or "-V" in flags:
        status = 0
        for n in args:
            if not _describe(sh, n, "v" if "-v" in flags else "", False):
                if "-V" in flags:
                    sh.error(f"command: {n}: not found")
                status = 1
        return status
    if not args:
        return 0
    name = args[0]
    b = BUILTINS.get(name)
    if b is not None and name not in sh.disabled_builtins:
        # `command` takes away a special builtin's power to end a POSIX shell
        saved = sh.__dict__.get("via_command", False)
        sh.via_command = True
        try:
            return int(sh.run_builtin(b, args))
        finally:
            sh.via_command = saved
    return int(sh.run_external(args))


@builtin("builtin")
def b_builtin(sh: Any, argv: list[str]) -> int:
    args = no_options(sh, "builtin", argv)
    if args is None:
        return 2
    if not args:
        return 0
    argv = ["builtin", *args]
    name = argv[1]
    b = BUILTINS.get(name)
    if b is None:
        sh.error(f"builtin: {name}: not a shell builtin")
        return 1
    return int(sh.run_builtin(b, argv[1:]))


@builtin("alias")
def b_alias(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "alias", argv, "p")
    if parsed is None:
        return 2
    opts, args = parsed
    lead = "alias " if opts or not sh.opts["posix"] else ""  # POSIX mode lists bare NAME=VALUE
    if not args or opts:
        for n in sorted(sh.aliases):
            sh.write_out(f"{lead}{n}={_alias_quote(sh.aliases[n])}\n")
        if not args:
            return 0
    status = 0
    for a in args:
        if "=" in a:
            n, _, v = a.partition("=")
            if not n or any(c in _BAD_ALIAS for c in n):
                sh.error(f"alias: `{n}': invalid alias name")
                status = 1
                continue
            sh.aliases[n] = v
        elif a in sh.aliases:
            sh.write_out(f"{lead}{a}={_alias_quote(sh.aliases[a])}\n")
        else:
            sh.error(f"alias: {a}: not found")
            status = 1
    return status


@builtin("unalias")
def b_unalias(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "unalias", argv, "a")
    if parsed is None:
        return 2
    opts, args = parsed
    if opts:
        sh.aliases.clear()
        return 0
    if not args:
        sh.write_err(f"unalias: usage: {USAGES['unalias']}\n")
        return 2
    status = 0
    for a in args:
        if a in sh.aliases:
            del sh.aliases[a]
        else:
            sh.error(f"unalias: {a}: not found")
            status = 1
    return status


@builtin("enable")
def b_enable(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "enable", argv, "adnpsf:")
    if parsed is None:
        return 2
    opts, names = parsed
    flags = {o for o, _ in opts}
    if names:
        status = 0
        for n in names:
            if n not in BUILTINS:
                sh.error(f"enable: {n}: not a shell builtin")
                status = 1
            elif "-n" in flags:
                sh.disabled_builtins.add(n)
            else:
                sh.disabled_builtins.discard(n)
        return status
    for n in sorted(BUILTINS):
        off = n in sh.disabled_builtins
        if "-n" in flags and not off:
            continue
        if "-n" not in flags and "-a" not in flags and off:
            continue
        sh.write_out(f"enable {'-n ' if off else ''}{n}\n")
    return 0


@builtin("help")
def b_help(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "help", argv, "dms")
    if parsed is None:
        return 2
    opts, names = parsed
    flags = {o for o, _ in opts}
    if not names:
        sh.write_out(
            "GNU bash, version 5.2.15(1)-release (x86_64-pc-linux-gnu)\n"
            "These shell commands are defined internally.  Type `help' to see this list.\n"
            "Type `help name' to find out more about the function `name'.\n\n"
            + "".join(f" {USAGES.get(n, n)}\n" for n in sorted(BUILTINS))
        )
        return 0
    status = 0
    import fnmatch

    for pat in names:
        matched = [n for n in sorted(BUILTINS) if fnmatch.fnmatchcase(n, pat) or n == pat]
        if not matched:
            info = registry.describe(pat)
            if info is not None:
                sh.write_out(f"{pat}: {info.usage or pat}\n    {info.summary}\n")
                continue
            sh.error(f"help: no help topics match `{pat}'.  Try `help help' or `man -k {pat}' or `info {pat}'.")
            status = 1
            continue
        for n in matched:
            u = USAGES.get(n, n)
            if "-s" in flags:
                sh.write_out(f"{n}: {u}\n")
            elif "-d" in flags:
                sh.write_out(f"{n} - {_SUMMARY.get(n, 'shell builtin')}\n")
            else:
                sh.write_out(f"{n}: {u}\n    {summary_of(n)}\n")
    return status


def summary_of(name: str) -> str:
    """The one-line description ``help NAME`` shows for a builtin."""
    return _SUMMARY.get(name, "A shell builtin.")


_SUMMARY = {
    "cd": "Change the shell working directory.",
    "echo": "Write arguments to the standard output.",
    "printf": "Formats and prints ARGUMENTS under control of the FORMAT.",
    "read": "Read a line from the standard input and split it into fields.",
    "export": "Set export attribute for shell variables.",
    "declare": "Set variable values and attributes.",
    "test": "Evaluate conditional expression.",
    "set": "Set or unset values of shell options and positional parameters.",
    "type": "Display information about command type.",
    "pwd": "Print the name of the current working directory.",
}
