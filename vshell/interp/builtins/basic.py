"""``true false : echo printf test [ let``."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import usage
from vshell.interp.core import is_tty
from vshell.interp.errors import ArithAssignFailed, ArithCommandFailed, ShellError
from vshell.lib.test_expr import TestContext, run_test


@builtin("true", ":")
def b_true(sh: Any, argv: list[str]) -> int:
    return 0


@builtin("false")
def b_false(sh: Any, argv: list[str]) -> int:
    return 1


@builtin("echo")
def b_echo(sh: Any, argv: list[str]) -> int:
    from vshell.lib.echo import echo_output  # loaded by the first echo, not by every start-up

    xpg = sh.shopts["xpg_echo"]
    data = echo_output(argv[1:], xpg, options=not (xpg and sh.opts["posix"]))
    return _write(sh, "echo", data)


def _write(sh: Any, name: str, data: bytes) -> int:
    out = sh.fds.get(1)
    if out is None:
        sh.error(f"{name}: write error: Bad file descriptor")
        return 1
    try:
        out.write(data)
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as err:
        strerror = getattr(err, "strerror", None) or "Bad file descriptor"
        sh.error(f"{name}: write error: {strerror}")
        return 1
    return 0


@builtin("printf")
def b_printf(sh: Any, argv: list[str]) -> int:
    args = argv[1:]
    var = None
    while args and args[0].startswith("-") and len(args[0]) > 1:
        a = args[0]
        if a == "--":
            args = args[1:]
            break
        if a == "-v":
            if len(args) < 2:
                return usage(sh, "printf", "-v: option requires an argument")
            var = args[1]
            args = args[2:]
            continue
        if a.startswith("-v"):
            var = a[2:]
            args = args[1:]
            continue
        return usage(sh, "printf", f"{a[:2]}: invalid option")
    if not args:
        return usage(sh, "printf")
    # Imported here: its long-double arithmetic pulls in fractions and decimal, which a run without printf skips.
    from vshell.lib.printf_format import PrintfClock, PrintfLimitError, printf_format, zone_of_tz

    clock = PrintfClock(shell_start=sh.shared.start_wall, tzinfo=zone_of_tz(sh.vars.get("TZ")))
    try:
        res = printf_format(args[0], args[1:], max_output=sh.limits.string_length, clock=clock)
    except PrintfLimitError as err:
        sh.budget.exceed("string_length", str(err))
        raise
    for m in res.messages:
        sh.error(f"printf: {m}")
    if var is not None:
        try:
            if "[" in var and var.endswith("]"):
                # the subscript is expanded and evaluated as bash does (vars.subscript_key)
                sh.vars.set(var, res.output.decode("utf-8", "surrogateescape"))
            else:
                if not _valid_name(var):
                    sh.error(f"printf: `{var}': not a valid identifier")
                    return 2
                sh.vars.set(var, res.output.decode("utf-8", "surrogateescape"))
        except ShellError as err:
            sh.error(err.message)
            return 1
        return res.status
    st = _write(sh, "printf", res.output)
    return st or res.status


def _valid_name(s: str) -> bool:
    return bool(s) and (s[0].isalpha() or s[0] == "_") and s.replace("_", "a").isalnum() and s.isascii()


def test_context(sh: Any) -> TestContext:
    return TestContext(
        fs=sh.fs,
        cwd=sh.cwd,
        var_set=lambda name: _var_is_set(sh, name),
        is_nameref=lambda name: _is_nameref(sh, name),
        option=lambda name: sh.opts.get(name) if name in sh.opts else None,
        isatty=lambda fd: is_tty(sh.fds.get(fd)),
    )


def _var_is_set(sh: Any, name: str) -> bool:
    if "[" in name and name.endswith("]"):
        base, _, idx = name[:-1].partition("[")
        var = sh.vars.get_var(base)
        if var is None:
            return False
        if idx in ("@", "*"):
            return (isinstance(var.value, dict) and bool(var.value)) or isinstance(var.value, str)
        key = sh.subscript_key(base, idx)
        if isinstance(key, int) and key < 0 and isinstance(var.value, dict):
            from vshell.interp.subscripts import element_index

            index = element_index(var.value, key)  # type: ignore[arg-type]
            if index is None:
                sh.error(f"{base}: bad array subscript")
                return False
            key = index
        return sh.vars.get_element(base, str(key)) is not None
    if sh.vars.get(name) is not None:
        return True
    var = sh.vars.get_var(name)
    return var is not None and isinstance(var.value, dict) and bool(var.value)


def _is_nameref(sh: Any, name: str) -> bool:
    v = sh.vars.find(name)
    return v is not None and bool(v.attrs & 8)


@builtin("test", "[")
def b_test(sh: Any, argv: list[str]) -> int:
    from vshell.fs.devices import bind_fds

    with bind_fds(sh.fds):  # /dev/fd/N and /dev/stdin name this shell's descriptors
        status, message = run_test(argv[1:], test_context(sh), bracket=argv[0] == "[")
    if message is not None:
        sh.error(f"{argv[0]}: {message}")
    return status


@builtin("let")
def b_let(sh: Any, argv: list[str]) -> int:
    if len(argv) < 2:
        sh.error("let: expression expected")
        return 1
    value = 0
    for expr in argv[1:]:
        try:
            value = sh.let_eval(expr)
        except (ArithCommandFailed, ArithAssignFailed):
            return 1
    return 0 if value != 0 else 1
