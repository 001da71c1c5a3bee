"""Scripts: ``./x.sh``, ``bash x.sh``, ``bash -c``, ``sh``, ``source``, ``eval``.

A script run as a command starts a *new* bash in bash: only exported
variables are inherited, no functions or aliases.  Here that is a fresh
:class:`Interp` sharing the filesystem and the run's budget.
"""

from __future__ import annotations

import errno
import posixpath
from typing import TYPE_CHECKING

from vshell.fs.devices import bind_budget
from vshell.interp.errors import ExitShell, ReturnFromFunction
from vshell.limits import TimedOut
from vshell.syntax.errors import ParseError

if TYPE_CHECKING:
    from vshell.interp.shell import Interp

_SHELLS = frozenset(["sh", "bash", "dash"])
_SIGKILL = 9


def _child(sh: Interp, argv0: str, args: list[str], program: str) -> Interp:
    """A new shell for a script or ``bash -c``; ``program`` is the path bash would have executed
    (it puts it in the child's environment as ``_``)."""
    from vshell.interp.shell import Interp

    env = sh.exported_env()
    env["_"] = program
    child = Interp(
        sh.fs,
        limits=sh.limits,
        env=env,
        cwd=sh.cwd,
        home=sh.home,
        argv0=argv0,
        args=args,
        interactive=False,
    )
    child.shared = sh.shared
    child._budget = sh._budget
    child.fds = dict(sh.fds)
    child.script_depth = sh.script_depth + 1
    child.is_child = True
    for fname in sh.exported_functions:
        if fname in sh.functions:
            child.functions[fname] = sh.functions[fname]
            child.func_sources[fname] = "environment"
            child.exported_functions.add(fname)
    if child.script_depth > sh.limits.subst_depth:
        sh.budget.exceed("subst_depth", f"scripts nested deeper than {sh.limits.subst_depth}")
    return child


def _run_child(child: Interp, text: str, source_name: str) -> int:
    try:
        status = child.run_text(text, source_name)
        child.run_exit_trap()
        status = child.status
    except TimedOut as e:
        if e.signal != _SIGKILL and child.traps.get("EXIT"):
            # timeout's TERM ends the shell, which runs its EXIT trap first; timeout's deadline no longer holds
            child._budget = e.outer
            with bind_budget(e.outer):
                child.run_exit_trap()
        raise
    except ExitShell as e:
        # a fatal error ends `bash -c` with 127 but a script read from a file with 1
        child.status = e.status if not e.fatal else (1 if child.opts["errexit"] or source_name != "-c" else 127)
        child.run_exit_trap()
        status = child.status
    return status & 255


def _read_script(sh: Interp, path: str, name_for_errors: str) -> tuple[str | None, int]:
    full = sh.resolve_path(path)
    try:
        st = sh.fs.stat(full)
    except OSError as err:
        sh.error(f"{name_for_errors}: {err.strerror}")
        return None, 127
    if st.is_dir:
        sh.error(f"{name_for_errors}: Is a directory")
        return None, 126
    try:
        data = sh.fs.read_bytes(full)
    except OSError as err:
        sh.error(f"{name_for_errors}: {err.strerror}")
        return None, 126
    return data.decode("utf-8", "surrogateescape"), 0


def run_script_file(sh: Interp, path: str, argv: list[str]) -> int:
    """``./x.sh args``: an executable file runs as a bash script in a new shell."""
    full = sh.resolve_path(path)
    try:
        st = sh.fs.stat(full)
    except OSError as err:
        sh.error(f"{path}: {err.strerror}")
        return 127
    if st.is_dir:
        sh.error(f"{path}: Is a directory")
        return 126
    if not st.mode & 0o111:
        sh.error(f"{path}: Permission denied")
        return 126
    text, status = _read_script(sh, path, path)
    if text is None:
        return status
    if text.startswith("#!"):
        line = text.split("\n", 1)[0][2:].strip()
        parts = line.split()
        interp = parts[0] if parts else ""
        base = posixpath.basename(interp)
        if base == "env" and len(parts) > 1:
            base = posixpath.basename(parts[1])
        if base not in _SHELLS:
            sh.error(f"{path}: {interp}: bad interpreter: No such file or directory")
            return 126
        flags = [p for p in parts[1:] if p.startswith(("-", "+")) and p not in ("-", "--")]
    else:
        flags = []
    child = _child(sh, path, argv[1:], path)
    from vshell.interp.core import LETTER_OPTION

    for f in flags:
        for c in f[1:]:
            name = LETTER_OPTION.get(c)
            if name is not None:
                child.opts[name] = f[0] == "-"
    return _run_child(child, text, path)


def run_bash_command(sh: Interp, argv: list[str]) -> int:
    """``bash [options] -c 'cmd' [name args...]`` / ``bash file args`` / ``sh ...``."""
    args = argv[1:]
    command: str | None = None
    opts: list[tuple[str, bool]] = []
    shopts: list[tuple[str, bool]] = []
    i = 0
    use_c = False
    use_stdin = False
    while i < len(args):
        a = args[i]
        if a == "--" or a == "-":
            i += 1
            break
        if a == "-s":
            use_stdin = True
            i += 1
            continue
        if a in ("--norc", "--noprofile", "--posix", "--login", "-l", "-i"):
            i += 1
            continue
        if len(a) > 1 and a[0] in "-+" and not a.startswith("--"):
            on = a[0] == "-"
            for c in a[1:]:
                if c == "c":
                    use_c = True
                elif c == "o":
                    i += 1
                    if i < len(args):
                        opts.append((args[i], on))
                elif c == "O":
                    i += 1
                    if i < len(args):
                        shopts.append((args[i], on))
                else:
                    from vshell.interp.core import LETTER_OPTION

                    name = LETTER_OPTION.get(c)
                    if name is None:
                        sh.write_err(f"{argv[0]}: -{c}: invalid option\n")
                        return 2
                    opts.append((name, on))
            i += 1
            continue
        break
    rest = args[i:]
    prog = argv[0] if "/" in argv[0] else "/usr/bin/" + argv[0]
    if use_c:
        if not rest:
            sh.write_err(f"{argv[0]}: -c: option requires an argument\n")
            return 2
        command = rest[0]
        name = rest[1] if len(rest) > 1 else argv[0]
        child = _child(sh, name, rest[2:], prog)
        shlvl = child.vars.scopes[0].get("SHLVL")
        if shlvl is not None and isinstance(shlvl.value, str) and shlvl.value.isdigit():
            shlvl.value = str(int(shlvl.value) - 1)  # bash -c execs its command without a new level
        _apply_opts(child, opts, shopts)
        return _run_child(child, command, "-c")
    if not rest or use_stdin:
        stdin = sh.fds.get(0)
        data = stdin.read() if stdin is not None else b""
        child = _child(sh, argv[0], rest, prog)
        _apply_opts(child, opts, shopts)
        return _run_child(child, data.decode("utf-8", "surrogateescape"), "-c")
    path = rest[0]
    full = sh.resolve_path(path)
    try:
        st = sh.fs.stat(full)
        if st.is_dir:
            sh.write_err(f"{path}: {path}: Is a directory\n")
            return 126
        text = sh.fs.read_bytes(full).decode("utf-8", "surrogateescape")
    except OSError as err:
        sh.write_err(f"{argv[0]}: {path}: {err.strerror}\n")
        return 127
    child = _child(sh, path, rest[1:], prog)
    _apply_opts(child, opts, shopts)
    return _run_child(child, text, path)


def _apply_opts(child: Interp, opts: list[tuple[str, bool]], shopts: list[tuple[str, bool]]) -> None:
    for name, on in opts:
        if name in child.opts:
            child.opts[name] = on
    for name, on in shopts:
        if name in child.shopts:
            child.shopts[name] = on


def find_source(sh: Interp, name: str) -> str | None:
    if "/" in name:
        return name
    if sh.shopts["sourcepath"]:
        path = sh.vars.get("PATH") or ""
        for d in path.split(":"):
            cand = posixpath.join(d or ".", name)
            try:
                st = sh.fs.stat(sh.resolve_path(cand))
            except OSError:
                continue
            if st.is_file:
                return cand
        if sh.opts["posix"]:
            return None  # POSIX mode does not fall back on the current directory
    return name


def source_file(sh: Interp, name: str, args: list[str]) -> int:
    path = find_source(sh, name) or name
    full = sh.resolve_path(path)
    try:
        st = sh.fs.stat(full)
        if st.is_dir:
            sh.error(f"source: {name}: is a directory")
            return 1
        if not st.mode & 0o444:
            sh.error(f"{name}: Permission denied")
            return 1
        text = sh.fs.read_bytes(full).decode("utf-8", "surrogateescape")
    except OSError as err:
        sh.error(f"{name}: {err.strerror or errno.errorcode.get(err.errno or 0, 'error')}")
        if sh.opts["posix"] and not sh.interactive and not sh.__dict__.get("via_command"):
            raise ExitShell(1) from None  # POSIX: `.` of a file it cannot read ends the shell
        return 1
    saved_pos = sh.positional
    if args:
        sh.positional = list(args)
    saved_source = sh.source_name
    saved_line = sh.lineno
    saved_offset = sh.line_offset
    sh.sourcing += 1
    sh.source_stack.append(path)
    sh.source_name = path
    sh.line_offset = 0
    if sh.subst_depth >= sh.limits.subst_depth:
        sh.budget.exceed("subst_depth", f"source nested deeper than {sh.limits.subst_depth}")
    sh.subst_depth += 1
    status = 0
    try:
        from vshell.syntax import CommandParser

        parser = CommandParser(
            text, extglob=lambda: sh.shopts["extglob"], aliases=sh._alias_lookup, name=path, limits=sh.parse_limits()
        )
        while True:
            try:
                cmd = parser.next_command()
            except ParseError as err:
                sh.report_recovered(parser, path)
                sh.write_err(err.format(path))
                status = err.status
                sh.usage_failed = True  # a syntax error ends a POSIX shell (bash's EX_BADSYNTAX)
                break
            if sh.report_recovered(parser, path):
                status = sh.status
            if cmd is None:
                break
            status = sh.exec_list(cmd)
            sh.status = status
    except ReturnFromFunction as r:
        status = r.status
    finally:
        sh.subst_depth -= 1
        if sh.traps and sh.trap_active("RETURN"):
            sh.status = status
            sh.run_trap("RETURN")
        sh.sourcing -= 1
        sh.source_stack.pop()
        sh.source_name = saved_source
        sh.lineno = saved_line
        sh.line_offset = saved_offset
        if args:
            sh.positional = saved_pos
    return status


def run_eval(sh: Interp, text: str) -> int:
    from vshell.syntax import CommandParser

    if sh.subst_depth >= sh.limits.subst_depth:
        sh.budget.exceed("subst_depth", f"eval nested deeper than {sh.limits.subst_depth}")
    parser = CommandParser(
        text, extglob=lambda: sh.shopts["extglob"], aliases=sh._alias_lookup, name=sh.argv0, limits=sh.parse_limits()
    )
    base = sh.lineno
    saved_offset = sh.line_offset
    sh.line_offset = base - 1
    sh.subst_depth += 1
    status = 0
    try:
        while True:
            try:
                cmd = parser.next_command()
            except ParseError as err:
                _report_eval_errors(sh, [*parser.take_errors(), err], base)
                sh.usage_failed = True  # a syntax error ends a POSIX shell (bash's EX_BADSYNTAX)
                return 2
            bad = parser.take_errors()
            if bad:
                # a bad `a=(...)`: reported, the rest of its line dropped, and $? = 1
                _report_eval_errors(sh, bad, base)
                status = sh.status = bad[-1].status
            if cmd is None:
                break
            status = sh.exec_list(cmd)
            sh.status = status
    finally:
        sh.subst_depth -= 1
        sh.line_offset = saved_offset
    return status


def _report_eval_errors(sh: Interp, errors: list[ParseError], base: int) -> None:
    """bash prefixes an eval'd text's syntax errors with ``eval: line N:``, N counted from the eval's line."""
    chained: list[ParseError] = []
    for err in errors:
        e: ParseError | None = err
        while e is not None:
            chained.append(e)
            e = e.then
    for err in chained:
        prefix = f"{sh.err_name()}: eval: line {base + err.line - 1}: "
        msg = prefix + err.message + "\n"
        if err.line_text is not None:
            msg += prefix + "`" + err.line_text + "'\n"
        sh.write_err(msg)
