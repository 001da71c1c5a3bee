"""Lists, and-or lists, pipelines' bookkeeping and every compound command.

One ``_exec_<node>`` per node type, dispatched with ``match``; each statement
charges one tick.  ``errexit_off`` counts the contexts where bash ignores
``set -e`` (conditions, non-final ``&&``/``||`` members, ``!``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from vshell.expand.arith import ArithError
from vshell.expand.printer import source_text
from vshell.expand.words import expand_argv, expand_arith_text
from vshell.interp import casecmd, fused
from vshell.interp.arithc import Fallback
from vshell.interp.core import InterpCore
from vshell.interp.errors import ArithAssignFailed, ArithCommandFailed, BreakLoop, ContinueLoop, ExitShell
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.interp.shell import Interp

_CHECKED = fused.CHECKED


# Per list node, keyed by id: (node, its steps, whether they are compiled); the entry keeps the node
# alive; bounded, every run parses new nodes.  A list's first run has generic steps, its second
# compiles them (vshell/interp/fused.py).
_LISTS: dict[int, tuple[ast.CommandList, tuple[fused.Run, ...], bool]] = {}
_LISTS_MAX = 8192


class CompoundMixin(InterpCore):
    def exec_list(self, node: ast.CommandList) -> int:
        entry = _LISTS.get(id(node))
        if entry is None or entry[0] is not node:
            if len(_LISTS) >= _LISTS_MAX:
                _LISTS.clear()
            entry = _LISTS[id(node)] = (node, fused.generic_steps(node), False)
        elif not entry[2]:
            entry = _LISTS[id(node)] = (node, fused.compiled_steps(node), True)
        status = self.status
        for step in entry[1]:
            status = step(self)  # type: ignore[arg-type]
        return status

    def exec_andor(self, node: ast.AndOr) -> int:
        rest = node.rest
        if not rest:
            return self.exec_pipeline_checked(node.first)
        self.errexit_off += 1
        try:
            status = self._andor_member(node.first)
        finally:
            self.errexit_off -= 1
        n = len(rest)
        for i, (op, pipe) in enumerate(rest):
            if (op is ast.AndOrOp.AND) != (status == 0):
                continue
            if i == n - 1:
                status = self.exec_pipeline_checked(pipe)
            else:
                self.errexit_off += 1
                try:
                    status = self._andor_member(pipe)
                finally:
                    self.errexit_off -= 1
        return status

    def _andor_member(self, pipe: ast.Pipeline) -> int:
        """A member of ``a && b || c``; a lone command (``[ -n "$x" ] &&``, ``(( x )) &&``) skips the
        pipeline layer, doing its bookkeeping here."""
        cmds = pipe.commands
        if len(cmds) == 1 and not pipe.negated and not pipe.timed:
            cmd = cmds[0]
            if type(cmd) is ast.SimpleCommand:
                self._budget.tick()
                status = self.exec_simple(cmd)
            else:
                status = self.exec_command(cmd)
            self.pipestatus = [status]
            self.status = status
            return status
        return self.exec_pipeline(pipe)

    def exec_pipeline_checked(self, node: ast.Pipeline) -> int:
        status = self._andor_member(node)
        if status != 0 and not node.negated and not self.errexit_off:
            cmds = node.commands
            if len(cmds) > 1 or (cmds and (isinstance(cmds[0], _CHECKED) or self.redirect_failed(cmds[0]))):
                self.on_failure(status)
        return status

    def redirect_failed(self, node: object) -> bool:
        """True (once) when ``node``'s own redirection failed, so its body never ran."""
        if self.failed_redirect is node:
            self.failed_redirect = None
            return True
        return False

    def on_failure(self, status: int) -> None:
        """A command failed where ``set -e`` applies: the ERR trap, then errexit."""
        if self.trap_active("ERR"):
            self.status = status
            self.run_trap("ERR")
            self.status = status
        if self.opts["errexit"]:
            raise ExitShell(status)

    def exec_command(self, node: ast.Command) -> int:
        self._budget.tick()
        t = type(node)
        if t is ast.SimpleCommand:
            return self.exec_simple(node)  # type: ignore[arg-type]
        line = node.span.line
        if line:
            self.lineno = line + self.line_offset
        handler = _HANDLERS.get(t)
        if handler is None:
            if t is ast.FunctionDef:
                return self._exec_funcdef(node)  # type: ignore[arg-type]
            if t is ast.Coproc:
                self.error("coproc: not supported in vshell")
                return 1
            raise TypeError(f"unknown command node {t.__name__}")
        if (t is ast.CondCommand or t is ast.ArithCommand) and self.traps and self.trap_active("DEBUG"):
            self.debug_trap(node)
        redirects = node.redirects  # type: ignore[union-attr]
        if redirects:
            return self.with_redirects(redirects, handler, self, node)
        return handler(self, node)

    # -- compound commands ---------------------------------------------

    def cond_status(self, body: ast.CommandList) -> int:
        self.errexit_off += 1
        try:
            return self.exec_list(body)
        finally:
            self.errexit_off -= 1

    def _exec_if(self, node: ast.If) -> int:
        for clause in node.clauses:
            if self.cond_status(clause.condition) == 0:
                return self.exec_list(clause.body)
        if node.else_body is not None:
            return self.exec_list(node.else_body)
        return 0

    def _loop_body(self, body: ast.CommandList, run: fused.Run | None) -> int | None:
        """Run a loop body (``run``: its compiled form); None means ``break`` (the loop ends), else
        the status (negative: a ``return`` in a function body, which ends the loop too)."""
        try:
            return self.exec_list(body) if run is None else run(self)  # type: ignore[arg-type]
        except BreakLoop as b:
            if b.levels > 1:
                b.levels -= 1
                raise
            self.break_status = b.status
            return None
        except ContinueLoop as c:
            if c.levels > 1:
                c.levels -= 1
                raise
            return 0  # the body's last command was `continue`

    def _exec_for(self, node: ast.For, body: fused.Run | None = None) -> int:
        self.set_lineno(node)
        v = node.var
        if not (v and (v[0].isalpha() or v[0] == "_") and v.isascii() and v.replace("_", "a").isalnum()):
            self.error(f"`{v}': not a valid identifier")
            return 1
        words = list(self.positional) if node.words is None else expand_argv(self, node.words)
        status = 0
        budget = self._budget  # a job's or timeout's own budget, which also charges the run's
        limit = self.limits.loop_iterations
        self.loop_depth += 1
        try:
            for n, w in enumerate(words):
                if n >= limit:
                    self.shared.budget.exceed("loop_iterations", f"loop iteration limit of {limit} exceeded")
                budget.tick()
                if self.traps and self.trap_active("DEBUG"):
                    self.set_lineno(node)
                    from vshell.interp.funcprint import header_text  # only under a DEBUG trap

                    self.debug_trap_text(header_text(node))
                if self.opts["xtrace"]:
                    self.xtrace_line(["for", node.var, "in", _words_text(node.words)], raw=True)
                if not self.assign_loop_var(node.var, w):
                    status = 1
                    break
                r = self._loop_body(node.body, body)
                if r is None:
                    status = self.break_status
                    break
                if r < 0:
                    return r
                status = r
        finally:
            self.loop_depth -= 1
        return status

    def _exec_while(self, node: ast.While, body: fused.Run | None = None, cond: fused.Run | None = None) -> int:
        status = 0
        budget = self._budget  # a job's or timeout's own budget, which also charges the run's
        limit = self.limits.loop_iterations
        n = 0
        self.loop_depth += 1
        try:
            while True:
                n += 1
                if n > limit:
                    self.shared.budget.exceed("loop_iterations", f"loop iteration limit of {limit} exceeded")
                budget.tick()
                try:
                    if cond is None:
                        c = self.cond_status(node.condition)
                    else:
                        self.errexit_off += 1
                        try:
                            c = cond(self)  # type: ignore[arg-type]
                        finally:
                            self.errexit_off -= 1
                except BreakLoop as b:
                    # `break` in the condition ends this loop (the loop count includes it)
                    if b.levels > 1:
                        b.levels -= 1
                        raise
                    status = b.status
                    break
                except ContinueLoop as cont:
                    if cont.levels > 1:
                        cont.levels -= 1
                        raise
                    continue
                if (c == 0) == node.until:
                    break
                r = self._loop_body(node.body, body)
                if r is None:
                    status = self.break_status
                    break
                if r < 0:
                    return r
                status = r
        finally:
            self.loop_depth -= 1
        return status

    def _exec_arith_for(self, node: ast.ArithFor, body: fused.Run | None = None) -> int:
        """``for (( init; cond; step ))``: its expressions fail as ``(( ))`` does (a ``((: ``
        message, status 1), which ends the loop but not the script."""
        try:
            return self._arith_for_loop(node, body)
        except (ArithCommandFailed, ArithAssignFailed):
            return 1

    def _loop_arith(self, node: ast.Arith, fn: Any) -> int:
        """One of the loop's expressions through its prepared closure (``fn``), else in full."""
        if fn is not None:
            try:
                return fn(self)  # type: ignore[no-any-return]
            except (Fallback, ArithError) as err:
                return self.loop_arith_failed(node, err)
        return self.arith_cmd(node)

    def loop_arith_failed(self, node: ast.Arith, err: Exception) -> int:
        """A prepared closure raised: ``Fallback`` (only side-effect-free closures do) evaluates in
        full; an error in a value is reported as ``(( ))`` reports it."""
        if isinstance(err, ArithError):
            self.arith_report(err, "((: ", _arith_text(node))
            raise ArithCommandFailed(1) from None
        return self.arith_cmd(node)

    def _trace_arith(self, node: ast.Arith | None, strip: bool = True) -> int | None:
        """xtrace of ``(( ))`` and of an arithmetic for loop's parts: bash shows the text after
        expansion (a missing part as ``1``).  Text with expansions is then evaluated from what was
        shown, so nothing is expanded twice; the value is returned.  None: evaluate as usual."""
        if node is None:
            self.xtrace_line(["((", "1", "))"], raw=True)
            return None
        if all(type(p) is ast.Lit for p in node.word.parts):
            text = _arith_text(node)
            self.xtrace_line(["((", text.strip() if strip else text, "))"], raw=True)
            return None
        text = expand_arith_text(self, node.word)
        self.xtrace_line(["((", text.strip() if strip else text, "))"], raw=True)
        return self._arith_cmd_text(text)

    def _arith_for_loop(self, node: ast.ArithFor, body: fused.Run | None) -> int:
        status = 0
        budget = self._budget  # a job's or timeout's own budget, which also charges the run's
        limit = self.limits.loop_iterations
        cond = node.condition
        cond_fn = self.arith_fn(cond) if cond is not None else None
        step = node.step
        step_fn = self.arith_fn(step) if step is not None else None
        debug = bool(self.traps) and self.trap_active("DEBUG")
        if debug:
            self.debug_trap_text(_arith_header(node.init))
        if self.opts["xtrace"] and self._trace_arith(node.init) is not None:
            pass
        elif node.init is not None:
            self._loop_arith(node.init, self.arith_fn(node.init))
        n = 0
        self.loop_depth += 1
        try:
            while True:
                n += 1
                if n > limit:
                    self.shared.budget.exceed("loop_iterations", f"loop iteration limit of {limit} exceeded")
                budget.tick()
                if debug:
                    self.debug_trap_text(_arith_header(cond))
                if self.opts["xtrace"] and (traced := self._trace_arith(cond)) is not None:
                    if traced == 0:
                        break
                elif cond is not None:
                    if cond_fn is not None:
                        try:
                            value = cond_fn(self)
                        except (Fallback, ArithError) as err:
                            value = self.loop_arith_failed(cond, err)
                    else:
                        value = self.arith_cmd(cond)
                    if value == 0:
                        break
                r = self._loop_body(node.body, body)
                if r is None:
                    status = self.break_status
                    break
                if r < 0:
                    return r
                status = r
                if debug:
                    self.debug_trap_text(_arith_header(step))
                if self.opts["xtrace"] and self._trace_arith(step) is not None:
                    pass
                elif step is not None:
                    if step_fn is not None:
                        try:
                            step_fn(self)
                        except (Fallback, ArithError) as err:
                            self.loop_arith_failed(step, err)
                    else:
                        self.arith_cmd(step)
        finally:
            self.loop_depth -= 1
        return status

    def _exec_select(self, node: ast.Select) -> int:
        words = list(self.positional) if node.words is None else expand_argv(self, node.words)
        if self.opts["xtrace"]:
            self.xtrace_line(["select", node.var, "in", _words_text(node.words)], raw=True)
        if not words:
            return 0
        status = 0
        self.loop_depth += 1
        menu = True
        try:
            while True:
                self._budget.tick()
                if self.traps and self.trap_active("DEBUG"):
                    self.set_lineno(node)
                    from vshell.interp.funcprint import header_text  # only under a DEBUG trap

                    self.debug_trap_text(header_text(node))
                if menu:
                    for i, w in enumerate(words, 1):
                        self.write_err(f"{i}) {w}\n")
                    menu = False
                self.write_err(self.vars.get("PS3") or "#? ")
                line = self.read_line_fd0()
                if line is None:
                    self.write_out("\n")
                    return 1
                reply = line.rstrip("\n")
                self.vars.set("REPLY", reply)
                choice = reply.strip()
                if choice == "":
                    menu = True
                    continue
                val = words[int(choice) - 1] if choice.isdigit() and 1 <= int(choice) <= len(words) else ""
                if not self.assign_loop_var(node.var, val):
                    status = 1
                    break
                r = self._loop_body(node.body, None)
                if r is None:
                    status = self.break_status
                    break
                status = r
        finally:
            self.loop_depth -= 1
        return status

    def _exec_case(self, node: ast.Case) -> int:
        self.set_lineno(node)
        return casecmd.exec_case(cast("Interp", self), node)

    def _exec_subshell(self, node: ast.Subshell) -> int:
        child = self.clone()
        child.loop_depth = 0  # bash 5.2: break and continue do not reach loops outside ( )
        status = child.run_in_child(lambda: child.exec_list(node.body))
        if self.jobs:
            self.forget_done_jobs()
        return status

    def _exec_brace(self, node: ast.BraceGroup) -> int:
        return self.exec_list(node.body)

    def _exec_arith_cmd(self, node: ast.ArithCommand) -> int:
        arith = node.arith
        try:
            traced = self._trace_arith(arith, strip=False) if self.opts["xtrace"] else None
            if traced is not None:
                value = traced
            elif (fn := self.arith_fn(arith)) is not None:
                try:
                    value = fn(self)
                except (Fallback, ArithError) as err:
                    value = self.loop_arith_failed(arith, err)
            else:
                value = self.arith_cmd(arith)
        except (ArithCommandFailed, ArithAssignFailed):
            return 1
        return 0 if value != 0 else 1

    def _exec_funcdef(self, node: ast.FunctionDef) -> int:
        self.set_lineno(node)
        if node.name in self.readonly_functions:
            self.error(f"{node.name}: readonly function")
            return 1
        if self.opts["posix"]:
            from vshell.interp.builtins import SPECIAL_BUILTINS

            if node.name in SPECIAL_BUILTINS:
                self.error(f"`{node.name}': is a special builtin")  # fatal in a POSIX shell
                raise ExitShell(2)
            name = node.name
            if not (name[:1].isalpha() or name[:1] == "_") or not name.replace("_", "a").isalnum() or not name.isascii():
                self.error(f"`{name}': not a valid identifier")  # POSIX: function names are names
                raise ExitShell(2)
        self.functions[node.name] = node
        self.func_sources[node.name] = self.current_source()
        return 0

    def _exec_cond(self, node: ast.CondCommand) -> int:
        self.set_lineno(node)
        return (_eval_cond or _bind_cond())(cast("Interp", self), node.expr)


_eval_cond: Callable[..., int] | None = None


def _bind_cond() -> Callable[..., int]:
    """``[[ ]]``'s evaluator, imported on the first one run."""
    global _eval_cond
    from vshell.interp.cond import eval_cond

    _eval_cond = eval_cond
    return eval_cond


def _arith_text(a: ast.Arith) -> str:
    return "".join(p.text if isinstance(p, ast.Lit) else "" for p in a.word.parts)


# exec_command's table: node type -> the method running it (redirections applied around it)
_HANDLERS: dict[type, Callable[..., int]] = {
    ast.If: CompoundMixin._exec_if,
    ast.For: CompoundMixin._exec_for,
    ast.While: CompoundMixin._exec_while,
    ast.ArithFor: CompoundMixin._exec_arith_for,
    ast.BraceGroup: CompoundMixin._exec_brace,
    ast.Subshell: CompoundMixin._exec_subshell,
    ast.Case: CompoundMixin._exec_case,
    ast.CondCommand: CompoundMixin._exec_cond,
    ast.ArithCommand: CompoundMixin._exec_arith_cmd,
    ast.Select: CompoundMixin._exec_select,
}


def _words_text(words: tuple[ast.Word, ...] | None) -> str:
    """A for or select loop's words as written, as bash's xtrace shows them (``"$@"`` when none)."""
    return '"$@"' if words is None else " ".join(source_text(w) for w in words)


def _arith_header(node: ast.Arith | None) -> str:
    """An arithmetic for loop's expression as BASH_COMMAND shows it to the DEBUG trap."""
    text = _arith_text(node).lstrip() if node is not None else ""
    return f"(({text or '1'}))"
