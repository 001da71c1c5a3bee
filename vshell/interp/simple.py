"""Simple commands: assignments, argv expansion, command resolution and calls.

Resolution order is bash's: function, builtin, then a command found on the
(emulated) ``PATH``: the registry's in-process commands, or an executable
script in the filesystem view, run as a bash script in a child shell.
"""

from __future__ import annotations

import io
import posixpath
from typing import TYPE_CHECKING, Any, BinaryIO, cast

from vshell import command as registry
from vshell.command import CommandContext
from vshell.expand.words import expand_argv, expand_string
from vshell.fs.devices import bind_fds
from vshell.interp import fast, fused
from vshell.interp.core import Frame, InterpCore, is_tty
from vshell.interp.errors import ExitShell, ReadonlyError, ReturnFromFunction, ShellError
from vshell.interp.state import (
    A_ARRAY,
    A_ASSOC,
    A_CAPCASE,
    A_EXPORT,
    A_INTEGER,
    A_LOWER,
    A_NAMEREF,
    A_READONLY,
    A_UPPER,
    TempScope,
    Var,
)
from vshell.lib.lazyre import lazy_compile
from vshell.lib.records import replace
from vshell.lib.shquote import xtrace_quote
from vshell.limits import RunAborted, out_of_memory
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.shell import Interp


_COMMAND_DIRS = frozenset(["/usr/bin", "/bin", "/usr/sbin", "/sbin", "/usr/local/bin"])

DECL_BUILTINS = frozenset(["declare", "typeset", "local", "export", "readonly"])


# Builtins that take --help as an ordinary argument (bash's don't all check for it).
_NO_HELP_OPTION = frozenset([":", "true", "false", "echo", "test", "["])

_builtins: dict[str, Any] = {}


def _builtin_table() -> dict[str, Any]:
    """The builtins table, bound on first use (the builtins package imports this module)."""
    global _builtins
    from vshell.interp.builtins import BUILTINS

    _builtins = BUILTINS
    return BUILTINS


# Attributes under which a prefix assignment's value is more than its text (arrays, integers, case).
_TEMP_SLOW = A_ARRAY | A_ASSOC | A_INTEGER | A_NAMEREF | A_READONLY | A_CAPCASE | A_LOWER | A_UPPER

_KEYWORD_ASSIGN = lazy_compile(r"([A-Za-z_][A-Za-z0-9_]*)(\+?)=")


def _keyword_assigns(node: ast.SimpleCommand) -> ast.SimpleCommand:
    """``set -k``: words after the command name that look like assignments are prefix assignments."""
    moved: list[ast.Assign] = []
    kept: list[ast.Word | ast.Assign] = [node.words[0]]
    for w in node.words[1:]:
        p0 = w.parts[0] if type(w) is ast.Word and w.parts else None
        m = _KEYWORD_ASSIGN.match(p0.text) if type(p0) is ast.Lit else None
        if m is None or type(w) is not ast.Word:
            kept.append(w)
            continue
        rest = p0.text[m.end() :]  # type: ignore[union-attr]
        parts = ((ast.Lit(rest),) if rest else ()) + w.parts[1:]
        moved.append(ast.Assign(m.group(1), ast.Word(parts, w.span), append=bool(m.group(2)), span=w.span))
    if not moved:
        return node
    return replace(node, assigns=node.assigns + tuple(moved), words=tuple(kept))


def _valid_ref(value: str) -> bool:
    """A nameref target bash accepts from a ``for`` loop: a name, or a name with a subscript."""
    base = value.partition("[")[0]
    return bool(base) and (base[0].isalpha() or base[0] == "_") and base.isascii() and base.replace("_", "a").isalnum()


def _special_builtin(name: str) -> bool:
    from vshell.interp.builtins import SPECIAL_BUILTINS

    return name in SPECIAL_BUILTINS


class AssignArg(str):
    """An argument of a declaration builtin written as an assignment (``declare a=(1 2)``).

    The ``str`` value is ``name=value`` as bash would show it; ``array`` holds the
    elements of an array literal as ``(key or None, value, append)``.
    """

    name: str
    value: str | None
    append: bool
    # Deliberately shadows str.index: the subscript of ``name[sub]=value`` (never called as a method).
    index: str | None  # type: ignore[assignment]
    array: list[tuple[str | None, str, bool]] | None


class SimpleMixin(InterpCore):
    # -- assignments ------------------------------------------------------

    def assign_scalar(self, name: str, value: str) -> None:
        try:
            self.vars.set(name, value)
        except ShellError as err:
            self.error(err.message)
            raise
        if self.opts["allexport"]:
            v = self.vars.get_var(name)
            if v is not None:
                v.attrs |= A_EXPORT

    def assign_loop_var(self, name: str, value: str) -> bool:
        """``for v in ...`` and ``select v in ...``: a nameref loop variable is re-pointed at each
        word (bash's rule).  False when it cannot be assigned (readonly; reported): the loop then
        fails with status 1, and a non-interactive POSIX shell exits."""
        v = self.vars.find(name)
        if v is not None and v.attrs & A_NAMEREF and not (v.attrs & A_READONLY):
            if not _valid_ref(value):
                self.bad_identifier(value)
            v.value = value
            return True
        try:
            self.assign_scalar(name, value)
        except ShellError:
            if self.opts["posix"] and not self.interactive:
                raise ExitShell(127, fatal=True) from None
            return False
        return True

    def readonly_assign_failed(self) -> None:
        """An assignment statement to a readonly variable (reported): bash abandons the command;
        a POSIX shell exits."""
        from vshell.interp.errors import AbortCommand

        if self.opts["posix"]:
            raise ExitShell(127, fatal=True) from None
        raise AbortCommand(1) from None

    def bad_identifier(self, word: str) -> None:
        """bash's ``bash: line N: `WORD': not a valid identifier``; the command is abandoned."""
        from vshell.interp.errors import AbortCommand

        self.error(f"`{word}': not a valid identifier")
        raise AbortCommand(1)

    def expand_array_literal(self, lit: ast.ArrayLiteral) -> list[tuple[str | None, str, bool]]:
        out: list[tuple[str | None, str, bool]] = []
        for el in lit.elements:
            if el.key is not None:
                out.append((expand_string(self, el.key), expand_string(self, el.value), el.append))
            else:
                for w in expand_argv(self, [el.value]):
                    out.append((None, w, False))
        return out

    def store_array(self, name: str, elems: list[tuple[str | None, str, bool]], append: bool) -> None:
        vs = self.vars
        target, var = vs.lookup_for_write(name)
        if "[" in target:
            self.bad_identifier(target)  # a nameref to an element: bash takes no list there
        if var is not None and var.attrs & A_READONLY:
            raise ReadonlyError(name)
        if var is not None and var.attrs & A_ASSOC:
            d: dict[str, str] = dict(var.value) if append and isinstance(var.value, dict) else {}  # type: ignore[arg-type]
            pending: str | None = None
            keyed = any(k is not None for k, _, _ in elems)
            for key, val, app in elems:
                if key is None and keyed:
                    self.error(f"{name}: '{val}': must use subscript when assigning associative array")
                    continue
                if key == "":
                    quoted = "'" + val.replace("'", "'\\''") + "'"
                    self.error(f"['']={quoted}: bad array subscript")  # bash skips the element
                    continue
                if key is None:
                    # bash 5.1+: (k1 v1 k2 v2) pairs in an associative array literal
                    if pending is None:
                        pending = val
                    else:
                        d[pending] = val
                        pending = None
                    continue
                d[key] = d.get(key, "") + val if app else val
            if pending is not None:
                d[pending] = ""
            if var.attrs & A_INTEGER:
                d = {k: str(self.arith_text(v)) for k, v in d.items()}
            var.value = d
            return
        arr: dict[int, str] = {}
        if append and var is not None:
            if isinstance(var.value, dict):
                arr = dict(cast("dict[int, str]", var.value))
            elif var.value is not None:
                arr = {0: var.value}
        nxt = (max(arr) + 1) if arr else 0
        for key, val, app in elems:
            if key == "":
                self.error(f"[]={val}: bad array subscript")  # bash skips the element
                continue
            if key is not None:
                k = self.arith_text(key)
                if k < 0:
                    k += nxt
                    if k < 0:
                        self.error(f"[{key}]={val}: bad array subscript")  # bash skips the element
                        continue
            else:
                k = nxt
            if var is not None and var.attrs & A_INTEGER:
                val = str(self.arith_text(val))
            arr[k] = arr.get(k, "") + val if app else val
            if var is not None and var.attrs & (A_UPPER | A_LOWER | A_CAPCASE):
                arr[k] = vs._convert_case(var, arr[k])
            nxt = k + 1
        if var is None:
            vs.set_array(name, arr)
        else:
            var.value = arr
            var.attrs |= 1

    def do_assign(self, a: ast.Assign) -> None:
        """Perform one assignment statement (raises ShellError for readonly etc.)."""
        value = a.value
        if isinstance(value, ast.ArrayLiteral):
            if a.index is not None:
                raise ShellError(f"{a.name}[{expand_string(self, a.index)}]: cannot assign list to array member")
            elems = self.expand_array_literal(value)
            if self.opts["xtrace"]:
                shown = " ".join(xtrace_quote(v) for _, v, _ in elems)
                self.xtrace_line([f"{a.name}{'+' if a.append else ''}=({shown})"], raw=True)
            self.store_array(a.name, elems, a.append)
            return
        text = expand_string(self, value)
        if a.index is not None:
            var = self.vars.get_var(a.name)
            if var is not None and var.attrs & A_ASSOC:
                key: str | int = expand_string(self, a.index)
                if key == "":
                    raise ShellError(f"{a.name}[]: bad array subscript")
            else:
                key = self.arith_text(expand_string(self, a.index))
            if self.opts["xtrace"]:
                self.xtrace_line([f"{a.name}[{key}]{'+' if a.append else ''}={xtrace_quote(text)}"], raw=True)
            self.vars.set_element(a.name, key, text, append=a.append)
            return
        if self.opts["xtrace"]:
            self.xtrace_line([f"{a.name}{'+' if a.append else ''}={xtrace_quote(text)}"], raw=True)
        self.vars.set(a.name, text, append=a.append)
        if self.opts["allexport"]:
            v = self.vars.get_var(a.name)
            if v is not None:
                v.attrs |= A_EXPORT

    def assign_failed(self, err: ShellError) -> int:
        """An assignment statement failed: bash's message, status 1; a readonly variable abandons
        the command in a non-interactive shell."""
        self.error(err.message)
        if not self.interactive and isinstance(err, ReadonlyError):
            self.readonly_assign_failed()
        return 1

    # -- the simple command -----------------------------------------------

    def expand_words(self, words: tuple[ast.Word | ast.Assign, ...]) -> list[str]:
        if not any(isinstance(w, ast.Assign) for w in words):
            return expand_argv(self, words)  # type: ignore[arg-type]
        argv: list[str] = []
        for w in words:
            if isinstance(w, ast.Assign):
                argv.append(self._assign_arg(w))
            else:
                argv.extend(expand_argv(self, [w]))
        return argv

    def _assign_arg(self, a: ast.Assign) -> AssignArg:
        op = "+=" if a.append else "="
        idx = None
        if a.index is not None:
            idx = expand_string(self, a.index)
        head = f"{a.name}[{idx}]" if idx is not None else a.name
        if isinstance(a.value, ast.ArrayLiteral):
            elems = self.expand_array_literal(a.value)
            arg = AssignArg(f"{head}{op}({' '.join(v for _, v, _ in elems)})")
            arg.array = elems
            arg.value = None
        else:
            val = expand_string(self, a.value)
            arg = AssignArg(f"{head}{op}{val}")
            arg.array = None
            arg.value = val
        arg.name = a.name
        arg.append = a.append
        arg.index = idx
        return arg

    def exec_simple(self, node: ast.SimpleCommand) -> int:
        if self.opts["keyword"] and len(node.words) > 1:
            node = _keyword_assigns(node)
        self.lineno = (node.line or node.span.line) + self.line_offset
        if self.traps and self.trap_active("DEBUG") and self.debug_trap(node):
            return self.status  # extdebug: a failing DEBUG trap skips the command
        self.cmdsub_status = None
        if not node.words:
            assigns = node.assigns
            if len(assigns) == 1 and not node.redirects:
                a = assigns[0]
                value = a.value
                if a.index is None and type(value) is ast.Word:
                    # `x=value` and `x+=value`, the loop bodies' staple: no trace, no array, no redirection
                    opts = self.opts
                    if not opts["xtrace"] and not opts["allexport"]:
                        parts = value.parts
                        number: int | None = None
                        text: str | None = None
                        if len(parts) == 1:
                            if type(parts[0]) is ast.ArithSub and not a.append:
                                number = self.arith(parts[0].arith)  # kept on the variable for the next read
                            else:
                                text = expand_string(self, value)
                        else:
                            text = fast.concat(self, value)
                        try:
                            if number is not None:
                                self.vars.set_number(a.name, number)
                            else:
                                self.vars.set(a.name, text, append=a.append)  # type: ignore[arg-type]
                        except ShellError as err:
                            return self.assign_failed(err)
                        self.last_arg = ""  # a command without words leaves `$_` empty
                        return self.cmdsub_status if self.cmdsub_status is not None else 0
            return self._assignments_only(node)
        entry = fast.PREPARED.get(id(node))
        if entry is None or entry[0] is not node:
            # prepared on the second run of the node: a one-shot command does not pay for it
            entry = fast.prepare(node)
        static = entry[1]
        if static is not None:
            argv = list(static)
        elif entry[2]:
            decl = entry[4]
            if decl is not None and not node.assigns and not node.redirects:
                last = fast.run_local(self, decl, self.disabled_builtins)
                if last is not None:  # `local a=$1 b=$2`: done without argv or the builtin
                    self.last_arg_pending = self.last_arg = last
                    if self.pending_traps:
                        self.run_pending_traps()
                    return 0
            argv = self.expand_words(node.words)
        else:
            plan = entry[3]
            planned = fast.plan_argv(self, plan) if plan is not None else None
            argv = expand_argv(self, node.words) if planned is None else planned  # type: ignore[arg-type]
        return self.run_argv(node, argv)

    def run_argv(self, node: ast.SimpleCommand, argv: list[str]) -> int:
        """The rest of a simple command once its words are expanded: prefix assignments, tracing,
        redirections, and the call by bash's resolution order (``$_`` set after it)."""
        if not argv:
            return self._assignments_only(node)
        self.last_arg_pending = argv[-1]
        name = argv[0]
        if node.assigns:
            if self.opts["posix"] and _special_builtin(name) and name not in self.functions:
                # POSIX mode: assignments before a special builtin stay, as if on their own
                saved = None
                for a in node.assigns:
                    try:
                        self.do_assign(a)
                    except ShellError as err:
                        self.error(err.message)
                        if not self.interactive:
                            from vshell.interp.errors import ExitShell

                            raise ExitShell(127, fatal=True) from None  # it ends a POSIX shell
                        return 1
            else:
                saved = self._temp_assign(node.assigns, name)
                if saved is None:
                    return 1
        else:
            saved = None
        nprocsubs = len(self.procsubs)
        returned = False
        try:
            if self.opts["xtrace"]:
                self.xtrace_line(argv)
            if node.redirects and name == "exec" and _exec_without_command(argv):
                # `exec` with only redirections: they stay for the rest of the shell
                status = 0 if self.apply_redirects(node.redirects, []) else 1
            elif node.redirects:
                status = self.with_redirects(node.redirects, self.invoke, argv)
                if self.failed_redirect is argv:
                    self.failed_redirect = None
                    if self.opts["posix"] and _special_builtin(name) and name not in self.functions:
                        self.special_failed(name, status)  # POSIX: a special builtin's redirection error
            else:
                # invoke() inlined for its two common outcomes: a function, a builtin
                f = self.functions.get(name)
                if f is not None:
                    status = self.call_function(f, argv)
                else:
                    b = (_builtins or _builtin_table()).get(name)
                    if b is not None and not self.disabled_builtins and not (len(argv) > 1 and argv[1] == "--help"):
                        try:
                            fast_status = (
                                fast.string_test(argv)
                                if name == "[" or name == "test"
                                else fast.local_assign(self, argv)
                                if name == "local"
                                else None
                            )
                            self.usage_failed = False
                            status = b(self, argv) if fast_status is None else fast_status
                            if self.usage_failed:
                                self.special_failed(name, status)
                        except ShellError as err:
                            self.error(err.message)
                            status = err.status
                        except RecursionError:  # as in run_builtin
                            self.error(f"{name}: nesting too deep")
                            status = 1
                    else:
                        status = self.invoke(argv)
        except ReturnFromFunction:
            returned = True  # bash's `return` jumps out before the command's words become `$_`
            raise
        finally:
            if saved is not None:
                self._restore(saved)
            if not returned:
                self.last_arg = argv[-1]
            if self.pending_traps:
                self.run_pending_traps()
            if len(self.procsubs) > nprocsubs:
                if name == "exec" and _exec_without_command(argv):
                    self.procsubs = self.procsubs[:nprocsubs]  # kept open by exec, as in bash
                else:
                    self.close_procsubs(nprocsubs)
        return status

    def _assignments_only(self, node: ast.SimpleCommand) -> int:
        """Assignments and redirections without a command word: bash leaves ``$_`` empty."""
        self.last_arg = ""
        for a in node.assigns:
            try:
                self.do_assign(a)
            except ShellError as err:
                return self.assign_failed(err)
        status = self.cmdsub_status if self.cmdsub_status is not None else 0
        if node.redirects:
            r = self.with_redirects(node.redirects, lambda: status)
            return r
        return status

    def _temp_assign(self, assigns: tuple[ast.Assign, ...], name: str) -> list[Any] | None:
        """Prefix assignments: visible (and exported) for this command only; bash's special
        builtins would keep them in POSIX mode, vshell follows bash's default mode."""
        saved: list[Any] = []
        vs = self.vars
        temp: TempScope | None = None
        if name in self.functions:
            # bash: a function's prefix assignments live in a scope of their own between the
            # caller and the function, so `unset v` in the function reveals the caller's v
            temp = TempScope()
            vs.scopes.append(temp)
            saved.append((temp, None, None))
        for a in assigns:
            if isinstance(a.value, ast.ArrayLiteral) or a.index is not None:
                continue
            text = expand_string(self, a.value)
            if self.opts["xtrace"]:
                self.xtrace_line([f"{a.name}={xtrace_quote(text)}"], raw=True)
            target, _ = vs.lookup_for_write(a.name)
            scope = vs.find_scope(target) or vs.scopes[0]
            old = scope.get(target)
            if old is not None and old.attrs & A_READONLY:
                # bash reports it and runs the command anyway, without this assignment;
                # POSIX mode abandons the command
                self.error(f"{target}: readonly variable")
                if self.opts["posix"] and not self.interactive:
                    from vshell.interp.errors import AbortCommand

                    raise AbortCommand(1)
                continue
            if temp is not None:
                scope = temp
            else:
                saved.append((scope, target, old))
            attrs = old.attrs if old is not None else 0
            if not attrs & _TEMP_SLOW and "[" not in target and target not in vs.dynamic:
                # `IFS=: read ...`: a plain scalar for the command's time, made as set() would make it
                base = old.value if a.append and old is not None and isinstance(old.value, str) else ""
                scope[target] = Var(base + text, attrs | A_EXPORT)
                continue
            nv = Var(None, attrs | A_EXPORT)
            scope[target] = nv
            try:
                vs.set(
                    target, (old.value if a.append and old is not None and isinstance(old.value, str) else "") + text
                )
            except ShellError as err:
                self.error(err.message)
        return saved

    def _restore(self, saved: list[Any]) -> None:
        for scope, name, old in reversed(saved):
            if name is None:
                scopes = self.vars.scopes
                for i in range(len(scopes) - 1, 0, -1):
                    if scopes[i] is scope:
                        del scopes[i]
                        break
            elif old is None:
                scope.pop(name, None)
            else:
                scope[name] = old

    # -- invocation --------------------------------------------------------

    def invoke(self, argv: list[str]) -> int:
        """Run ``argv`` by bash's resolution order; returns the status."""
        name = argv[0]
        f = self.functions.get(name)
        if f is not None:
            return self.call_function(f, argv)
        b = (_builtins or _builtin_table()).get(name)
        if b is not None and name not in self.disabled_builtins:
            return self.run_builtin(b, argv)
        return self.run_external(argv)

    def run_builtin(self, func: Any, argv: list[str]) -> int:
        if len(argv) > 1 and argv[1] == "--help" and argv[0] not in _NO_HELP_OPTION:
            # bash's builtins answer --help with their help text, status 2
            from vshell.interp.builtins.info import summary_of
            from vshell.interp.builtins.opts import USAGES

            self.write_out(f"{argv[0]}: {USAGES.get(argv[0], argv[0])}\n    {summary_of(argv[0])}\n")
            return 2
        try:
            self.usage_failed = False
            status: int = func(self, argv)
            if self.usage_failed:
                self.special_failed(argv[0], status)
            return status
        except ShellError as err:
            self.error(err.message)
            return err.status
        except RecursionError:
            # The last line of defence, as for commands (`test` with 50,000 nested parentheses).
            self.error(f"{argv[0]}: nesting too deep")
            return 1

    def special_failed(self, name: str, status: int) -> None:
        """A builtin failed with a usage, syntax or assignment error (``opts.special_failure``):
        in a non-interactive POSIX shell a special builtin's such error ends the shell, unless
        it ran under ``command``."""
        self.usage_failed = False
        fatal = self.opts["posix"] and _special_builtin(name) and not self.interactive
        if fatal and not self.__dict__.get("via_command"):
            raise ExitShell(status)

    def call_function(self, f: ast.FunctionDef, argv: list[str]) -> int:
        funcnest = self.vars.get("FUNCNEST")
        if funcnest and funcnest.isdigit() and int(funcnest) > 0 and len(self.frames) >= int(funcnest):
            from vshell.interp.errors import AbortCommand

            self.error(f"{f.name}: maximum function nesting level exceeded ({funcnest})")
            raise AbortCommand(1)
        frames = self.frames
        if len(frames) >= self.limits.function_depth:
            self.budget.exceed(
                "function_depth", f"{f.name}: maximum function nesting level exceeded ({self.limits.function_depth})"
            )
        saved_pos = self.positional
        saved_loops = self.loop_depth
        self.loop_depth = 0  # bash: break/continue do not reach loops outside the function
        self.positional = argv[1:]
        frames.append(Frame(f.name, self.func_sources.get(f.name, "-c"), self.lineno))
        scopes = self.vars.scopes
        scopes.append({})  # the function's scope for `local`
        try:
            if self.traps and self.opts["functrace"] and self.trap_active("DEBUG"):
                self.run_trap("DEBUG")  # bash: with set -T the DEBUG trap runs again as the function starts
            try:
                body = f.body
                if type(body) is ast.BraceGroup and not body.redirects:
                    # the usual `f() { ...; }`: exec_command's bookkeeping, then the list itself
                    self._budget.tick()
                    line = body.span.line
                    if line:
                        self.lineno = line + self.line_offset
                    status = fused.exec_body_list(self, body.body)  # type: ignore[arg-type]
                    if status < 0:
                        status = ~status  # a compiled `return` (fused.py)
                else:
                    status = self.exec_command(body)
            except ReturnFromFunction as r:
                status = r.status
            if self.traps and self.trap_active("RETURN"):
                self.run_trap("RETURN")
        finally:
            scopes.pop()
            frame = frames.pop()
            self.lineno = frame.call_line  # $LINENO after the call (an ERR trap's) is the call's line
            if frame.saved_opts is not None:
                self.opts.update(frame.saved_opts)  # `local -` in the function
            self.positional = saved_pos
            self.loop_depth = saved_loops
        return status

    def make_context(self, argv: list[str], program: str = "") -> CommandContext:
        fds = self.fds
        stdin = fds.get(0)
        if stdin is None:
            stdin = _ClosedStream()
        env = self.exported_env()
        name = argv[0]
        env["_"] = name if "/" in name else "/usr/bin/" + name  # bash passes the program's path
        return CommandContext(
            argv=argv,
            # the fd table holds file-like objects; the closed/discard stand-ins quack like BinaryIO
            stdin=cast("BinaryIO", stdin),
            stdout=cast("BinaryIO", fds.get(1) or _ClosedStream()),
            stderr=cast("BinaryIO", fds.get(2) or _DiscardStream()),
            env=env,
            cwd=self.cwd,
            fs=self.cmd_fs(),
            budget=self.budget,
            run=self.sub_runner,
            interactive=is_tty(fds.get(1)),
            terminal_width=self._terminal_width(),
            extra={"tty_name": self.terminal_name} if is_tty(stdin) else {},
            program=program,
        )

    def _terminal_width(self) -> int:
        """COLUMNS as the terminal keeps it (bash's checkwinsize); 80 without one."""
        cols = self.vars.get("COLUMNS")
        return int(cols) if cols is not None and cols.isdigit() and 0 < int(cols) < 10_000 else 80

    def run_external(self, argv: list[str]) -> int:
        status = self._run_external(argv)
        if self.jobs:
            self.forget_done_jobs()  # bash waited for a child: finished jobs leave the table
        return status

    def _run_external(self, argv: list[str]) -> int:
        name = program = argv[0]
        if "/" in name:
            base = self._system_command(name)
            if base is None:
                return self.run_script_path(name, argv)
            # `/usr/bin/env ...`: the command as if found on PATH; it names itself by the path in
            # messages, as GNU tools do (the context's ``program``)
            if base in ("bash", "sh"):
                from vshell.interp.scripts import run_bash_command

                return run_bash_command(cast("Interp", self), argv)  # $0 is the path, as in bash
            name = base
            argv = [base, *argv[1:]]
        if name in ("bash", "sh"):
            from vshell.interp.scripts import run_bash_command

            return run_bash_command(cast("Interp", self), argv)
        from vshell.interp.builtins import hashcmd

        hashing = "/" not in program and self.opts["hashall"]
        if hashing:
            hashed = hashcmd.lookup(self, name, count=True)
            if hashed is not None:
                hashing = False  # already in the table
                if hashed.rpartition("/")[2] != name or not registry.known(name):
                    return self._run_external([hashed, *argv[1:]])  # `hash -p PATH NAME`, a script on PATH
        info = registry.lookup(name) if "/" in argv[0] or self._path_allows_registry() else None
        if info is not None:
            if hashing:
                hashcmd.remember(self, name, hashcmd.command_dir_path(self.vars.get("PATH"), name))
            ctx = self.make_context(argv, program if program != name else "")
            try:
                with bind_fds(self.fds):
                    status = info.func(ctx)
            except BrokenPipeError:
                status = 141
            except RunAborted:
                raise
            except OSError as err:
                self.write_err(f"{name}: {err.strerror or err}\n")
                status = 1
            except MemoryError:
                raise out_of_memory() from None
            except RecursionError:
                # The last line of defence: every command bounds its own nesting, with GNU's message where
                # GNU has one.  The command's frames are gone by now, so the script goes on as after any
                # failing command (never the run's internal error, status 70).
                self.write_err(f"{name}: nesting too deep\n")
                status = 1
            try:
                flush = getattr(ctx.stdout, "flush", None)
                if flush is not None:
                    flush()
            except (BrokenPipeError, ValueError, OSError):
                pass
            return int(status)
        found = self.path_search(name)
        if found is not None:
            if hashing:
                hashcmd.remember(self, name, found)
            return self.run_script_path(found, argv)
        self.error(f"{name}: command not found")
        from vshell.interp import missing  # the hints' table, loaded by the first missing command

        advice = missing.hint(name)
        if advice:
            self.write_err(advice + "\n")
        return 127

    def _system_command(self, path: str) -> str | None:
        """The command a path like ``/usr/bin/env`` or ``/bin/ls`` names, when the filesystem view
        has no such file: vshell's commands live there as far as scripts can tell."""
        d, base = posixpath.split(posixpath.normpath("/" + path.lstrip("/") if path[:1] == "/" else path))
        if d not in _COMMAND_DIRS or not base or (base not in ("bash", "sh") and not registry.known(base)):
            return None
        try:
            self.fs.stat(self.resolve_path(path))
        except OSError:
            return base
        return None

    def _path_allows_registry(self) -> bool:
        """In-process commands live in /usr/bin and /bin: found only when PATH has one of them."""
        path = self.vars.get("PATH")
        if path is None:
            return True
        return any(d.rstrip("/") in _COMMAND_DIRS for d in path.split(":"))

    def path_search(self, name: str) -> str | None:
        """An executable file named ``name`` on PATH; else the first non-executable one (bash then
        reports "Permission denied", 126)."""
        path = self.vars.get("PATH")
        if not path:
            return None
        fallback = None
        for d in path.split(":"):
            cand = posixpath.join(d or ".", name)
            full = self.resolve_path(cand)
            try:
                st = self.fs.stat(full)
            except OSError:
                continue
            if st.is_file:
                if st.mode & 0o111:
                    return cand
                if fallback is None:
                    fallback = cand
        return fallback

    def resolve_path(self, path: str) -> str:
        return registry.resolve(self.cwd, path)

    def run_script_path(self, path: str, argv: list[str]) -> int:
        from vshell.interp.scripts import run_script_file

        return run_script_file(cast("Interp", self), path, argv)


def _exec_without_command(argv: list[str]) -> bool:
    rest = argv[1:]
    if rest and rest[0] == "--":
        rest = rest[1:]
    return not rest


class _DiscardStream(io.RawIOBase):
    """A closed stderr: a command's messages are lost, as when the write fails with EBADF."""

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        return len(b)


class _ClosedStream(io.RawIOBase):
    """A closed descriptor given to a command: every read or write fails with EBADF."""

    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return True

    def read(self, size: int | None = -1) -> bytes:
        raise OSError(9, "Bad file descriptor")

    def readinto(self, b: Any) -> int:
        raise OSError(9, "Bad file descriptor")

    def readline(self, size: int | None = -1) -> bytes:
        raise OSError(9, "Bad file descriptor")

    def write(self, b: Any) -> int:
        raise OSError(9, "Bad file descriptor")
