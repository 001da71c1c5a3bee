"""``declare typeset local export readonly unset``."""

from __future__ import annotations

from typing import Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import getopt, special_failure
from vshell.interp.errors import ShellError
from vshell.interp.quoting import array_body, declare_line
from vshell.interp.simple import AssignArg
from vshell.interp.state import (
    A_ARRAY,
    A_ASSOC,
    A_EXPORT,
    A_NAMEREF,
    A_READONLY,
    LETTER_ATTR,
    TempScope,
    Var,
)
from vshell.interp.subscripts import element_index
from vshell.lib.shquote import contains_metas, plain_single_quote, set_listing_quote


def valid_name(s: str) -> bool:
    return bool(s) and (s[0].isalpha() or s[0] == "_") and s.isascii() and s.replace("_", "a").isalnum()


# Read-only variables whose value the shell computes from its options when read.
_OPTION_VARS = ("SHELLOPTS", "BASHOPTS")


def _print_var(sh: Any, name: str, var: Var) -> None:
    sh.write_out(declare_line(name, _current(sh, name, var)) + "\n")


def _print_posix(sh: Any, bname: str, name: str, var: Var) -> None:
    """``export -p``/``readonly -p`` in POSIX mode: ``export NAME="value"``, arrays with ``-a``/``-A``."""
    line = declare_line(name, _current(sh, name, var))
    rest = line.split(" ", 2)[2]  # drop `declare -flags`
    kind = " -A" if var.attrs & A_ASSOC else " -a" if var.attrs & A_ARRAY else ""
    sh.write_out(f"{bname}{kind} {rest}\n")


def _current(sh: Any, name: str, var: Var) -> Var:
    """``var`` with the value a computed variable (SHELLOPTS, BASHOPTS) has now."""
    if name in _OPTION_VARS and var is sh.vars.scopes[0].get(name):
        dyn = sh.vars.dynamic.get(name)
        if dyn is not None:
            return Var(dyn[0](), var.attrs)
    return var


def _visible_sorted(sh: Any) -> list[tuple[str, Var]]:
    vis = sh.vars.visible()
    for name in ("BASH_VERSINFO",):
        vis.setdefault(name, sh.vars.scopes[0].get(name))
    return sorted(((k, _current(sh, k, v)) for k, v in vis.items() if v is not None), key=lambda kv: kv[0].encode())


@builtin("declare", "typeset")
def b_declare(sh: Any, argv: list[str]) -> int:
    return _declare(sh, argv, argv[0])


@builtin("local")
def b_local(sh: Any, argv: list[str]) -> int:
    if not sh.frames:
        sh.error("local: can only be used in a function")
        return 1
    return _declare(sh, argv, "local")


def _declare(sh: Any, argv: list[str], name: str) -> int:
    parsed = getopt(sh, name, argv, "aAcfFgilnprtuxI", plus=True)
    if parsed is None:
        return 2
    opts, operands = parsed
    if name == "local" and "-" in operands:
        # `local -`: the function's set options come back when it returns
        if sh.frames[-1].saved_opts is None:
            sh.frames[-1].saved_opts = dict(sh.opts)
        operands = [o for o in operands if o != "-"]
        if not operands and not opts:
            return 0
    add = 0
    remove = 0
    show = False
    funcs = False
    func_names = False
    glob = False
    inherit = False
    for o, _ in opts:
        letter = o[1]
        if letter == "p":
            show = True
        elif letter == "f":
            funcs = True
        elif letter == "F":
            funcs = func_names = True
        elif letter == "g":
            glob = True
        elif letter == "I":
            inherit = True
        else:
            bit = LETTER_ATTR[letter]
            if o[0] == "-":
                add |= bit
            else:
                remove |= bit
    if funcs:
        return _declare_functions(sh, name, operands, func_names, show)
    if name == "local" and not operands and (show or not (add or remove)):
        # bare `local` and `local -p`: the function's own locals, in declare -p form
        for n, v in sorted(sh.vars.scopes[-1].items(), key=lambda kv: kv[0].encode()):
            _print_var(sh, n, v)
        return 0
    if name == "local" and show:
        status = 0
        for n in operands:
            v = sh.vars.scopes[-1].get(n)
            if v is None:
                sh.error(f"local: {n}: not found")
                status = 1
            else:
                _print_var(sh, n, v)
        return status
    if show or (not operands and not add and not remove):
        return _declare_print(sh, name, operands, add, show)
    if not operands:
        # declare -x with no names lists the variables having the attributes
        for n, v in _visible_sorted(sh):
            if v.attrs & add == add:
                _print_var(sh, n, v)
        return 0
    status = 0
    local = (name == "local" or sh.frames) and not glob
    for arg in operands:
        try:
            if not _declare_one(sh, name, arg, add, remove, bool(local), inherit):
                status = 1
        except ShellError as err:
            sh.error(f"{name}: {err.message}")
            status = 1
    return status


def _declare_one(sh: Any, bname: str, arg: str, add: int, remove: int, local: bool, inherit: bool = False) -> bool:
    vs = sh.vars
    if isinstance(arg, AssignArg):
        name = arg.name
        has_value = True
    else:
        if "=" in arg:
            name = arg.split("=", 1)[0]
            has_value = True
            eq = arg.index("=")
            append = arg[eq - 1] == "+" if eq > 0 else False
            if append:
                name = name[:-1]
            value_s = arg[eq + 1 :]
            idx = None
            if "[" in name and name.endswith("]"):
                name, _, idx = name[:-1].partition("[")
            new = AssignArg(arg)
            new.name, new.value, new.append, new.index, new.array = name, value_s, append, idx, None
            if idx is None and value_s[:1] == "(" and value_s[-1:] == ")":
                _compound_from_string(sh, new, add)
            arg = new
        else:
            name = arg
            has_value = False
            if "[" in name and name.endswith("]"):
                name = name.split("[", 1)[0]
    if not valid_name(name):
        sh.error(f"{bname}: `{arg}': not a valid identifier")
        return False
    if add & A_NAMEREF and isinstance(arg, AssignArg) and arg.value == "":
        sh.error(f"{bname}: `': not a valid identifier")  # bash: a nameref to nothing is no name
        return False
    if bname in ("export", "readonly"):
        _propagate_temp(vs, name)
    scope = vs.scopes[-1] if local else vs.scopes[0]
    var = scope.get(name)
    if var is None and not local:
        # declare without -g at the top level, or export/readonly: the visible variable
        found = vs.find_scope(name)
        if found is not None and (bname in ("export", "readonly") or not sh.frames):
            scope = found
            var = scope.get(name)
    if var is None and bname in ("export", "readonly") and not local:
        scope = vs.find_scope(name) or vs.scopes[0]
        var = scope.get(name)
    if var is not None and var.attrs & A_NAMEREF and not (add & A_NAMEREF) and not (remove & A_NAMEREF):
        target = vs.resolve_name(name)
        if target != name and "[" not in target:
            name = target
            scope = vs.find_scope(name) or vs.scopes[0]
            var = scope.get(name)
    if var is not None and var.attrs & A_READONLY and (has_value or (remove & A_READONLY)):
        special_failure(sh)
        if bname == "export":
            sh.error(f"{name}: readonly variable")
        else:
            sh.error(f"{bname}: {name}: readonly variable")
        return False
    created = var is None
    if var is None:
        outer = vs.get_var(name) if local else None
        if outer is not None and outer.attrs & A_READONLY:
            # bash: a local cannot shadow a readonly variable (`local x` too)
            sh.error(f"{bname}: {name}: readonly variable")
            return False
        var = Var(None)
        if sh.opts["allexport"]:
            var.attrs |= A_EXPORT
        if outer is not None and (inherit or sh.shopts["localvar_inherit"]):
            var = outer.copy()
            var.attrs &= ~A_READONLY
        elif outer is not None and outer.attrs & A_EXPORT:
            var.attrs |= A_EXPORT  # bash: a local shadowing an exported variable is exported too
        scope[name] = var
    if add & A_ASSOC and var.attrs & A_ARRAY and not (var.attrs & A_ASSOC):
        sh.error(f"{bname}: {name}: cannot convert indexed to associative array")
        return False
    if add & A_ARRAY and var.attrs & A_ASSOC:
        sh.error(f"{bname}: {name}: cannot convert associative to indexed array")
        return False
    late_readonly = bool(add & A_READONLY) and has_value and not (var.attrs & A_READONLY)
    if late_readonly:
        add &= ~A_READONLY
    ok = _apply_declare(sh, bname, name, arg, var, scope, add, remove, has_value)
    if not ok and created and scope.get(name) is var:
        del scope[name]  # bash leaves no variable behind a failed nameref assignment
    if late_readonly:
        var.attrs |= A_READONLY
    return ok


def _propagate_temp(vs: Any, name: str) -> None:
    """bash: ``export v``/``readonly v`` of a function's prefix variable moves it to the scope
    below, so it outlives the call."""
    found = vs.find_scope(name)
    if isinstance(found, TempScope):
        i = next(i for i, s in enumerate(vs.scopes) if s is found)
        vs.scopes[i - 1][name] = found.pop(name)


def _compound_from_string(sh: Any, arg: AssignArg, add: int) -> None:
    """``declare -a 'x=(5 6)'``: a quoted ``(...)`` value is a compound assignment when the
    variable is (or is being made) an array; bash expands its words as in ``x=(5 6)``."""
    var = sh.vars.get_var(arg.name)
    if not (add & (A_ARRAY | A_ASSOC)) and (var is None or not var.is_array):
        return
    from vshell.syntax import ast
    from vshell.syntax.api import parse
    from vshell.syntax.errors import ParseError

    try:
        prog = parse(f"x={arg.value}")
    except ParseError:
        return
    items = prog.body.items
    cmd = items[0].command.first.commands[0] if len(items) == 1 and not items[0].command.rest else None
    if not isinstance(cmd, ast.SimpleCommand) or cmd.words or len(cmd.assigns) != 1:
        return
    lit = cmd.assigns[0].value
    if isinstance(lit, ast.ArrayLiteral):
        arg.array = sh.expand_array_literal(lit)
        arg.value = None


def _apply_declare(
    sh: Any, bname: str, name: str, arg: str, var: Var, scope: dict[str, Var], add: int, remove: int, has_value: bool
) -> bool:
    vs = sh.vars
    if add & A_NAMEREF:
        if add & (A_ARRAY | A_ASSOC):
            add &= ~A_NAMEREF  # bash: an array is never a nameref (`declare -na r=x` makes an array)
        elif isinstance(var.value, dict) or var.attrs & (A_ARRAY | A_ASSOC):
            sh.error(f"{bname}: {name}: reference variable cannot be an array")
            return False
        else:
            var.attrs &= ~(LETTER_ATTR["i"] | A_UPPER_LOWER)  # -n drops -i -u -l -c (ksh93's rule)
    if add & LETTER_ATTR["u"] and add & LETTER_ATTR["l"]:
        add &= ~(LETTER_ATTR["u"] | LETTER_ATTR["l"])  # bash: -l and -u together cancel out
    attrs = (var.attrs | add) & ~remove
    if add & A_UPPER_LOWER:
        attrs &= ~((A_UPPER_LOWER) & ~add)
    var.attrs = attrs
    if add & (A_ARRAY | A_ASSOC) and not isinstance(var.value, dict):
        if var.value is not None:
            var.value = {0: var.value} if not (attrs & A_ASSOC) else {"0": var.value}
        elif has_value or (isinstance(arg, AssignArg) and arg.array is not None):
            var.value = {}
    if not has_value:
        return True
    assert isinstance(arg, AssignArg)
    if arg.array is not None:
        if not (var.attrs & (A_ARRAY | A_ASSOC)):
            var.attrs |= A_ARRAY
            if isinstance(var.value, str):
                var.value = {0: var.value}
        sh.store_array(name, arg.array, arg.append) if scope is vs.find_scope(name) else _store_in(sh, scope, name, arg)
        return True
    value = arg.value or ""
    if var.attrs & A_NAMEREF:
        if value.partition("[")[0] == name:
            if scope is vs.scopes[0]:
                sh.error(f"{bname}: {name}: nameref variable self references not allowed")
                return False
            sh.error(f"{bname}: warning: {name}: circular name reference")
            sh.error(f"warning: {name}: circular name reference")
        if not _valid_ref(value):
            sh.error(f"{bname}: `{value}': invalid variable name for name reference")
            return False
        stored = vs.convert(var, value)  # -i -u -l -c given with -n apply to the name
        if not _valid_ref(stored):
            return False  # bash fails silently when only the converted name is bad
        var.value = stored
        return True
    if arg.index is not None:
        key: str | int = arg.index if var.attrs & A_ASSOC else sh.arith_text(arg.index)
        _set_in_scope(sh, scope, name, lambda: vs.set_element(name, key, value, append=arg.append))
        return True
    if isinstance(var.value, dict):
        _set_in_scope(
            sh,
            scope,
            name,
            lambda: vs.set_element(name, 0 if not (var.attrs & A_ASSOC) else "0", value, append=arg.append),
        )
        return True
    if var.value is None and arg.append:
        var.value = ""
    vs.set(name, value, append=arg.append, scope=scope)
    return True


A_UPPER_LOWER = LETTER_ATTR["u"] | LETTER_ATTR["l"] | LETTER_ATTR["c"]


def _valid_ref(value: str) -> bool:
    """A nameref's value: a name, or a name with a subscript."""
    base, bracket, _ = value.partition("[")
    return valid_name(base) and (not bracket or value.endswith("]"))


def _set_in_scope(sh: Any, scope: dict[str, Var], name: str, fn: Any) -> None:
    vs = sh.vars
    saved = vs.scopes
    vs.scopes = [scope]
    try:
        fn()
    finally:
        vs.scopes = saved


def _store_in(sh: Any, scope: dict[str, Var], name: str, arg: AssignArg) -> None:
    _set_in_scope(sh, scope, name, lambda: sh.store_array(name, arg.array, arg.append))


def _declare_print(sh: Any, bname: str, names: list[str], add: int, show: bool) -> int:
    if not names:
        if not show:
            return set_listing(sh, functions=True)
        for n, v in _visible_sorted(sh):
            if add and v.attrs & add != add:
                continue
            _print_var(sh, n, v)
        return 0
    status = 0
    for n in names:
        v = sh.vars.find(n)
        if v is None:
            if n in sh.vars.dynamic:
                snap = sh.vars.get_var(n)
                if snap is not None or n == "FUNCNAME":
                    # outside a function bash's FUNCNAME is declared, with no value
                    _print_var(sh, n, snap or Var(None, A_ARRAY))
                    continue
            sh.error(f"{bname}: {n}: not found")
            status = 1
            continue
        _print_var(sh, n, v)
    return status


def _declare_functions(sh: Any, bname: str, names: list[str], only_names: bool, show: bool) -> int:
    from vshell.interp.funcprint import function_text

    status = 0
    targets = names or sorted(sh.functions, key=lambda s: s.encode())
    for n in targets:
        f = sh.functions.get(n)
        if f is None:
            if show:
                sh.error(f"{bname}: {n}: not found")
            status = 1
            continue
        if only_names:
            sh.write_out(f"{n}\n" if names else f"declare -f {n}\n")
        else:
            sh.write_out(function_text(f) + "\n")
    return status


def set_listing(sh: Any, functions: bool) -> int:
    from vshell.interp.funcprint import function_text

    lines = []
    posix = sh.opts["posix"]
    for n, v in _visible_sorted(sh):
        if v.value is None:
            continue
        if isinstance(v.value, dict):
            lines.append(f"{n}={array_body(v)}")
        elif posix:
            # POSIX mode: single quotes only around shell metacharacters, control characters raw
            lines.append(f"{n}={plain_single_quote(v.value) if contains_metas(v.value) else v.value}")
        else:
            lines.append(f"{n}={set_listing_quote(v.value)}")
    sh.write_out("".join(line + "\n" for line in lines))
    if functions and not posix:  # POSIX mode lists no functions
        for n in sorted(sh.functions, key=lambda s: s.encode()):
            sh.write_out(function_text(sh.functions[n]) + "\n")
    return 0


@builtin("export")
def b_export(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "export", argv, "fnp")
    if parsed is None:
        return 2
    opts, operands = parsed
    flags = {o for o, _ in opts}
    if "-f" in flags:
        status = 0
        for n in operands:
            if n not in sh.functions:
                sh.error(f"export: {n}: not a function")
                status = 1
            elif "-n" in flags:
                sh.exported_functions.discard(n)
            else:
                sh.exported_functions.add(n)
        return status
    if not operands:
        for n, v in _visible_sorted(sh):
            if v.attrs & A_EXPORT:
                _print_posix(sh, "export", n, v) if sh.opts["posix"] else _print_var(sh, n, v)
        return 0
    status = 0
    for arg in operands:
        if _subscripted(sh, "export", arg):
            status = 1
            continue
        if "-n" in flags:
            if "=" in arg and not _declare_one(sh, "export", arg, 0, 0, False):
                status = 1
                continue
            v = sh.vars.get_var(_arg_name(arg))
            if v is not None:
                v.attrs &= ~A_EXPORT
            continue
        if not _declare_one(sh, "export", arg, A_EXPORT, 0, False):
            status = 1
    return status


def _arg_name(arg: str) -> str:
    """The name part of a declaration operand (``name``, ``name=v``, ``name+=v``, ``name[i]=v``)."""
    if isinstance(arg, AssignArg):
        return f"{arg.name}[{arg.index}]" if arg.index is not None else arg.name
    name = arg.split("=", 1)[0]
    return name[:-1] if name.endswith("+") and "=" in arg else name


def _subscripted(sh: Any, bname: str, arg: str) -> bool:
    """export and readonly take names only: bash refuses ``export a[7]=8`` as an identifier."""
    name = _arg_name(arg)
    if "[" not in name:
        return False
    sh.error(f"{bname}: `{name}': not a valid identifier")
    return True


@builtin("readonly")
def b_readonly(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "readonly", argv, "aAfp")
    if parsed is None:
        return 2
    opts, operands = parsed
    flags = {o for o, _ in opts}
    if "-f" in flags:
        from vshell.interp.funcprint import function_text

        if not operands:  # the read-only functions, each with the declare that restores it
            for n in sorted(sh.readonly_functions & set(sh.functions), key=lambda s: s.encode()):
                sh.write_out(f"{function_text(sh.functions[n])}\ndeclare -fr {n}\n")
            return 0
        status = 0
        for n in operands:
            if n not in sh.functions:
                sh.error(f"readonly: {n}: not a function")
                status = 1
                continue
            sh.readonly_functions.add(n)
        return status
    add = A_READONLY
    if "-a" in flags:
        add |= A_ARRAY
    if "-A" in flags:
        add |= A_ASSOC
    if not operands:
        for n, v in _visible_sorted(sh):
            if v.attrs & A_READONLY:
                _print_posix(sh, "readonly", n, v) if sh.opts["posix"] else _print_var(sh, n, v)
        return 0
    status = 0
    for arg in operands:
        if _subscripted(sh, "readonly", arg):
            status = 1
            continue
        if not _declare_one(sh, "readonly", arg, add, 0, False):
            status = 1
    return status


@builtin("unset")
def b_unset(sh: Any, argv: list[str]) -> int:
    parsed = getopt(sh, "unset", argv, "fvn")
    if parsed is None:
        return 2
    opts, operands = parsed
    flags = {o for o, _ in opts}
    status = 0
    for n in operands:
        if "-n" not in flags and "-f" not in flags and "[" not in n:
            ref = sh.vars.find(n)
            if ref is not None and ref.attrs & A_NAMEREF and "[" in sh.vars.resolve_name(n):
                n = sh.vars.resolve_name(n)  # a nameref to an element: unset the element
        if "-f" in flags:
            if n in sh.readonly_functions:
                sh.error(f"unset: {n}: cannot unset: readonly function")
                status = 1
                continue
            sh.functions.pop(n, None)
            continue
        if "[" in n and n.endswith("]"):
            base, _, idx = n[:-1].partition("[")
            if not valid_name(base):
                sh.error(f"unset: `{n}': not a valid identifier")
                status = 1
                continue
            try:
                if idx in ("@", "*"):
                    var = sh.vars.get_var(base)
                    if var is not None and isinstance(var.value, dict):
                        var.value = {}
                    else:
                        sh.vars.unset(base)
                else:
                    key = sh.subscript_key(base, idx)
                    var = sh.vars.get_var(base)
                    if isinstance(key, int) and key < 0 and var is not None and isinstance(var.value, dict):
                        index = element_index(var.value, key)  # type: ignore[arg-type]
                        if index is None:
                            sh.error(f"unset: [{idx}]: bad array subscript")
                            status = 1
                            continue
                        key = index
                    sh.vars.unset_element(base, str(key))
            except ShellError as err:
                sh.error(f"unset: {err.message}")
                status = 1
            continue
        if not valid_name(n):
            continue  # bash 5.2 ignores names that cannot be variables
        v = sh.vars.find(n)
        if v is None and "-v" not in flags and n in sh.functions:
            sh.functions.pop(n, None)
            continue
        try:
            if "-n" in flags and v is not None and v.attrs & A_NAMEREF:
                scope = sh.vars.find_scope(n)
                if scope is not None:
                    if v.attrs & A_READONLY:
                        raise ShellError(f"{n}: cannot unset: readonly variable")
                    del scope[n]
            else:
                sh.vars.unset(n, keep_locals=sh.shopts["localvar_unset"])
                sh.vars.dynamic.pop(n, None) if n in ("RANDOM", "SECONDS", "LINENO") else None
                if n == "GLOBIGNORE" and sh.vars.get(n) is None:
                    sh.shopts["dotglob"] = False  # bash: unsetting GLOBIGNORE turns dotglob off
        except ShellError as err:
            sh.error(f"unset: {err.message}")
            status = 1
    return status
