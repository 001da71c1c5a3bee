"""Lists run as closures compiled once per node: the per-statement work paid once (issue 14).

:meth:`exec_list` runs a list as a tuple of *steps*, one closure per item, each doing
what bash does for it: the tick, the command, ``PIPESTATUS`` and ``$?``, then the ERR trap
and ``set -e``.  A list's first run uses the generic steps (the general path for each item
kind); its second run compiles the items that have a shape of their own (NOTES D-fastpath3):

- ``x=value`` and ``x+=value`` (a scalar, no trace, no allexport);
- a command whose words are prepared (:func:`vshell.interp.fast.prepare`): its argv built
  from the plan, then the general call, except ``:``, ``true``, ``false``, ``[``/``test``
  (string and integer forms), ``local a=$1 ...`` and ``return N``, answered directly;
- ``[[ ]]``, ``(( ))``, ``case``, ``if`` and ``a && b || c`` of lone commands, their parts
  prepared once.

A compiled step first checks that nothing observable could differ -- a DEBUG trap, ``set -x``,
``set -k``, a function or a disabled builtin shadowing the name -- and otherwise runs the
general path for the item before anything has happened, so every message and corner stays
the general path's.

A function's body (:func:`exec_body_list`) compiles ``return N`` at its top level, as the last member
of an and-or list there, or in the branches of an ``if`` or ``case`` there, into a step that
returns ``~N`` (a negative number) instead of raising ``ReturnFromFunction`` through every frame;
the body's loop turns it back into the function's status.  A ``return`` anywhere else (in a loop,
a subshell, a trap, ``eval``) still raises.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.expand.arith import ArithError
from vshell.expand.errors import ArithAssignFailed, ArithCommandFailed, ShellError
from vshell.expand.variables import A_ARRAY, A_ASSOC, A_CAPCASE, A_INTEGER, A_LOWER, A_NAMEREF, A_READONLY, A_UPPER
from vshell.expand.words import expand_argv, expand_string
from vshell.interp import arith_slots, casecmd, fast
from vshell.interp.arithc import Fallback
from vshell.interp.core import arith_closure
from vshell.syntax import ast

if TYPE_CHECKING:
    from vshell.expand.variables import VarStore
    from vshell.interp.shell import Interp

Run = Callable[["Interp"], int]
"""A command or a list item compiled: run it in the shell, get its status (negative: ``return``)."""

CHECKED = (ast.SimpleCommand, ast.Subshell, ast.CondCommand, ast.ArithCommand)
"""Commands whose own failure counts for ``set -e`` (a compound command's is its body's)."""

_MAX = 8192

_SET_SLOW = A_ARRAY | A_ASSOC | A_INTEGER | A_NAMEREF | A_READONLY | A_CAPCASE | A_LOWER | A_UPPER
"""Attributes under which a stored value is more than its text (as in ``VarStore.set``)."""


# -- steps of a list ---------------------------------------------------------


def generic_steps(node: ast.CommandList) -> tuple[Run, ...]:
    """A list's steps for its first run: each item through the general path."""
    return tuple(_generic_step(item) for item in node.items)


def compiled_steps(node: ast.CommandList, body: bool = False) -> tuple[Run, ...]:
    """A list's steps from its second run on; ``body``: a function body's top level, where a
    ``return`` step gives ``~status``."""
    return tuple(_compiled_step(item, body) for item in node.items)


def _lone(ao: ast.AndOr) -> ast.Command | None:
    """The command of an and-or list that is one command (no ``&&``, ``||``, ``!``, pipe, ``time``)."""
    p = ao.first
    if ao.rest or p.negated or p.timed or len(p.commands) != 1:
        return None
    return p.commands[0]


def _generic_step(item: ast.ListItem) -> Run:
    ao = item.command
    if item.background:
        return lambda sh: sh.run_background(ao)
    cmd = _lone(ao)
    if cmd is None:
        return lambda sh: sh.exec_andor(ao)
    return _bookkept(_generic_run(cmd), cmd, False)


def _compiled_step(item: ast.ListItem, body: bool) -> Run:
    ao = item.command
    if item.background:
        return _generic_step(item)
    cmd = _lone(ao)
    if cmd is None:
        return _andor_step(ao, body) or _generic_step(item)
    run = compiled_run(cmd, body)
    return _bookkept(run or _generic_run(cmd), cmd, body and run is not None)


def _generic_run(cmd: ast.Command) -> Run:
    """``exec_command`` for ``cmd`` (a simple command's tick taken here, as the list does)."""
    if type(cmd) is ast.SimpleCommand:

        def simple(sh: Interp) -> int:
            sh._budget.tick()
            return sh.exec_simple(cmd)

        return simple
    return lambda sh: sh.exec_command(cmd)


def _bookkept(run: Run, cmd: ast.Command, body: bool) -> Run:
    """A lone command as a list item: its status is ``$?`` and ``PIPESTATUS``, and a failure where
    ``set -e`` applies runs the ERR trap and errexit (a compound command's own failure counts only
    when its redirection failed)."""
    checked = isinstance(cmd, CHECKED)

    def step(sh: Interp) -> int:
        status = run(sh)
        if status < 0:
            return status  # `return` in a function body (only body runs give one)
        sh.pipestatus = [status]
        sh.status = status
        if status and (checked or sh.redirect_failed(cmd)) and not sh.errexit_off:
            sh.on_failure(status)
        return status

    if body:
        return step

    def plain(sh: Interp) -> int:
        status = run(sh)
        sh.pipestatus = [status]
        sh.status = status
        if status and (checked or sh.redirect_failed(cmd)) and not sh.errexit_off:
            sh.on_failure(status)
        return status

    return plain


def _andor_step(ao: ast.AndOr, body: bool) -> Run | None:
    """``a && b || c`` whose members are lone commands: each member's status is ``$?`` as it ends;
    ``set -e`` is off for all but the last, whose failure counts as a lone command's would."""
    members: list[tuple[bool, Run]] = []
    pipes = [(ast.AndOrOp.AND, ao.first), *ao.rest]
    for k, (op, pipe) in enumerate(pipes):
        if pipe.negated or pipe.timed or len(pipe.commands) != 1:
            return None
        cmd = pipe.commands[0]
        last = k == len(pipes) - 1
        members.append((op is ast.AndOrOp.AND, compiled_run(cmd, body and last) or _generic_run(cmd)))
    last_cmd = pipes[-1][1].commands[0]
    checked = isinstance(last_cmd, CHECKED)
    first = members[0][1]
    middle = tuple(members[1:-1])
    last_and, last_run = members[-1]

    def step(sh: Interp) -> int:
        sh.errexit_off += 1
        try:
            status = first(sh)
            sh.pipestatus = [status]
            sh.status = status
            for is_and, run in middle:
                if is_and == (status == 0):
                    status = run(sh)
                    sh.pipestatus = [status]
                    sh.status = status
        finally:
            sh.errexit_off -= 1
        if last_and != (status == 0):
            return status
        status = last_run(sh)
        if status < 0:
            return status  # `... && return N` in a function body
        sh.pipestatus = [status]
        sh.status = status
        if status and not sh.errexit_off and (checked or sh.redirect_failed(last_cmd)):
            sh.on_failure(status)
        return status

    return step


# -- commands -----------------------------------------------------------------


def compiled_run(cmd: ast.Command, body: bool) -> Run | None:
    """``exec_command`` for ``cmd`` compiled for its shape, or None (the general path)."""
    t = type(cmd)
    if t is ast.SimpleCommand:
        return _simple_run(cmd, body)  # type: ignore[arg-type]
    if t is ast.CondCommand and not cmd.redirects:  # type: ignore[union-attr]
        return _cond_run(cmd)  # type: ignore[arg-type]
    if t is ast.ArithCommand and not cmd.redirects:  # type: ignore[union-attr]
        return _arith_run(cmd)  # type: ignore[arg-type]
    if t is ast.Case and not cmd.redirects:  # type: ignore[union-attr]
        return _case_run(cmd, body)  # type: ignore[arg-type]
    if t is ast.If and not cmd.redirects:  # type: ignore[union-attr]
        return _if_run(cmd, body)  # type: ignore[arg-type]
    if t is ast.While or t is ast.For or t is ast.ArithFor:
        return _loop_run(cmd, body)  # type: ignore[arg-type]
    return None


def _simple_run(node: ast.SimpleCommand, body: bool) -> Run | None:
    if node.redirects:
        return None
    if not node.words:
        return _assign_run(node) if len(node.assigns) == 1 else None
    entry = fast.prepared(node)
    static, has_assign, plan, decl = entry[1], entry[2], entry[3], entry[4]
    if has_assign:
        return _local_run(node, decl) if decl is not None and not node.assigns else None
    if static is not None:
        argv0 = static

        def build(sh: Interp) -> list[str] | None:
            return list(argv0)

        name: str | None = static[0]
    elif plan is not None:
        wplan = plan

        def build(sh: Interp) -> list[str] | None:
            return fast.plan_argv(sh, wplan)

        name = plan[0][1] if plan[0][0] == fast.PLAN_LITERAL else None  # type: ignore[assignment]
    else:
        return None
    tail = _tail(node, name, body)
    line = node.line or node.span.line
    words = node.words
    keyword = len(words) > 1

    def run(sh: Interp) -> int:
        sh._budget.tick()
        if "DEBUG" in sh.traps or (keyword and sh.opts["keyword"]):
            return sh.exec_simple(node)
        sh.lineno = line + sh.line_offset
        sh.cmdsub_status = None
        argv = build(sh)
        if argv is None:
            argv = expand_argv(sh, words)  # type: ignore[arg-type]
        return tail(sh, argv)

    return run


_STATUS = {":": 0, "true": 0, "false": 1}


def _tail(node: ast.SimpleCommand, name: str | None, body: bool) -> Callable[[Interp, list[str]], int]:
    """What runs once the argv is built: the general call, or a builtin answered in place."""
    if node.assigns:
        return lambda sh, argv: sh.run_argv(node, argv)  # `IFS=: read ...`: prefix assignments
    if name in _STATUS:
        result = _STATUS[name]

        def const(sh: Interp, argv: list[str]) -> int:
            if name in sh.functions or sh.disabled_builtins or sh.opts["xtrace"]:
                return sh.run_argv(node, argv)
            return _done(sh, argv, result)

        return const
    if name == "[" or name == "test":

        def test(sh: Interp, argv: list[str]) -> int:
            if name in sh.functions or sh.disabled_builtins or sh.opts["xtrace"] or _help(argv):
                return sh.run_argv(node, argv)
            r = fast.string_test(argv)
            if r is None:
                return sh.run_argv(node, argv)  # the builtin decides (and gives its message)
            return _done(sh, argv, r)

        return test
    if name == "return" and body:

        def ret(sh: Interp, argv: list[str]) -> int:
            if "return" in sh.functions or sh.disabled_builtins or sh.opts["xtrace"] or len(argv) > 2:
                return sh.run_argv(node, argv)
            if len(argv) == 1:
                status = sh.status
            elif argv[1].isdigit() and argv[1].isascii():
                status = int(argv[1]) & 255
            else:
                return sh.run_argv(node, argv)  # the builtin's message, or its reading of the number
            if sh.pending_traps:
                sh.run_pending_traps()
            return ~status  # `$_` stays: bash's `return` jumps out before recording the words

        return ret
    if name is None or name == "exec" or name in _STATUS or name in ("[", "test", "return"):
        return lambda sh, argv: sh.run_argv(node, argv)

    def call(sh: Interp, argv: list[str]) -> int:
        f = sh.functions.get(name)  # type: ignore[arg-type]
        if f is None or sh.opts["xtrace"]:
            return sh.run_argv(node, argv)
        # run_argv's call of a function: `$_` is the last word after it, pending traps then run
        sh.last_arg_pending = argv[-1]
        nprocsubs = len(sh.procsubs)
        try:
            status = sh.call_function(f, argv)
        finally:
            sh.last_arg = argv[-1]
            if sh.pending_traps:
                sh.run_pending_traps()
            if len(sh.procsubs) > nprocsubs:
                sh.close_procsubs(nprocsubs)
        return status

    return call


def _help(argv: list[str]) -> bool:
    return len(argv) > 1 and argv[1] == "--help"


def _done(sh: Interp, argv: list[str], status: int) -> int:
    """A builtin answered in place: ``$_`` is its last word; pending traps run as after any command."""
    sh.last_arg_pending = sh.last_arg = argv[-1]
    if sh.pending_traps:
        sh.run_pending_traps()
    return status


def _local_run(node: ast.SimpleCommand, decl: fast.LocalPlan) -> Run:
    """``local a=$1 b=lit c``: new locals made directly (:func:`fast.run_local`), else the builtin."""
    line = node.line or node.span.line
    words = node.words

    def run(sh: Interp) -> int:
        sh._budget.tick()
        if "DEBUG" in sh.traps or sh.opts["keyword"]:
            return sh.exec_simple(node)
        sh.lineno = line + sh.line_offset
        sh.cmdsub_status = None
        last = fast.run_local(sh, decl, sh.disabled_builtins)
        if last is None:
            return sh.run_argv(node, sh.expand_words(words))
        sh.last_arg_pending = sh.last_arg = last
        if sh.pending_traps:
            sh.run_pending_traps()
        return 0

    return run


def _assign_run(node: ast.SimpleCommand) -> Run | None:
    """``x=value``/``x+=value`` alone: the value computed for its shape, stored as a scalar."""
    a = node.assigns[0]
    value = a.value
    if a.index is not None or type(value) is not ast.Word:
        return None
    name = a.name
    append = a.append
    parts = value.parts
    line = node.line or node.span.line
    if len(parts) == 1 and type(parts[0]) is ast.ArithSub and not append:
        return _number_run(node, name, parts[0].arith, line)
    word = value
    p0 = parts[0] if len(parts) == 1 else None
    const = p0.text if type(p0) is ast.Lit or type(p0) is ast.SingleQuoted else None  # type: ignore[union-attr]
    text_of: Callable[[Interp, ast.Word], str] = expand_string
    if len(parts) > 1:
        plan = fast.concat_plan(value)
        if plan is not None:
            joined = plan
            text_of = lambda sh, word: fast.join_plan(sh, word, joined)  # noqa: E731
        else:
            text_of = fast.concat

    def run(sh: Interp) -> int:
        sh._budget.tick()
        opts = sh.opts
        if opts["xtrace"] or opts["allexport"] or "DEBUG" in sh.traps:
            return sh.exec_simple(node)
        sh.lineno = line + sh.line_offset
        sh.cmdsub_status = None
        text = const if const is not None else text_of(sh, word)
        vs = sh.vars
        try:
            if append:
                _append(vs, name, text)
            else:
                vs.set(name, text)
        except ShellError as err:
            return sh.assign_failed(err)
        sh.last_arg = ""  # a command without words leaves `$_` empty
        cs = sh.cmdsub_status
        return 0 if cs is None else cs

    return run


def _append(vs: VarStore, name: str, text: str) -> None:
    """``name+=text``: on a plain scalar (no attribute that changes the value, not dynamic) the
    texts joined, past ``string_length`` refused first; anything else as ``VarStore.set`` does."""
    scopes = vs.scopes
    v = scopes[-1].get(name)
    if v is None and len(scopes) > 1:
        v = vs.find(name)
    old = v.value if v is not None else None
    if type(old) is not str or v.attrs & _SET_SLOW or name in vs.dynamic:  # type: ignore[union-attr]
        vs.set(name, text, append=True)
        return
    n = len(old) + len(text)
    if n > vs.max_length:
        vs.too_long(n)
    v.value = old + text  # type: ignore[union-attr]


def _number_run(node: ast.SimpleCommand, name: str, arith: ast.Arith, line: int) -> Run:
    """``x=$(( ... ))``: the number kept on the variable for the next arithmetic read."""
    fn = arith_closure(arith)
    slots = arith.expr is None

    def run(sh: Interp) -> int:
        sh._budget.tick()
        opts = sh.opts
        if opts["xtrace"] or opts["allexport"] or "DEBUG" in sh.traps:
            return sh.exec_simple(node)
        sh.lineno = line + sh.line_offset
        sh.cmdsub_status = None
        if fn is None:
            # text with expansions (`$(( n + ${#t} ))`) has slots; any other form its evaluator
            number = arith_slots.evaluate(sh, arith) if slots else sh.arith(arith)
        else:
            try:
                number = fn(sh)
            except (Fallback, ArithError) as err:
                number = sh.arith_failed(arith, err)
        try:
            sh.vars.set_number(name, number)
        except ShellError as err:
            return sh.assign_failed(err)
        sh.last_arg = ""
        cs = sh.cmdsub_status
        return 0 if cs is None else cs

    return run


def _cond_run(node: ast.CondCommand) -> Run:
    from vshell.interp.cond import CondError, prepared_cond

    fn = prepared_cond(node.expr)
    line = node.span.line

    def run(sh: Interp) -> int:
        if "DEBUG" in sh.traps or sh.opts["xtrace"]:
            return sh.exec_command(node)
        sh._budget.tick()
        if line:
            sh.lineno = line + sh.line_offset
        try:
            return 0 if fn(sh) else 1
        except CondError:
            return 2

    return run


def _arith_run(node: ast.ArithCommand) -> Run:
    arith = node.arith
    fn = arith_closure(arith)
    line = node.span.line

    def run(sh: Interp) -> int:
        if "DEBUG" in sh.traps or sh.opts["xtrace"]:
            return sh.exec_command(node)
        sh._budget.tick()
        if line:
            sh.lineno = line + sh.line_offset
        try:
            if fn is None:
                value = sh.arith_cmd(arith)
            else:
                try:
                    value = fn(sh)
                except (Fallback, ArithError) as err:
                    value = sh.loop_arith_failed(arith, err)
        except (ArithCommandFailed, ArithAssignFailed):
            return 1
        return 0 if value != 0 else 1

    return run


def _case_run(node: ast.Case, body: bool) -> Run:
    line = node.span.line
    plan = casecmd.plan_of(node)
    bodies = tuple(list_run(item.body, body) if item.body.items else None for item in node.items)

    def run(sh: Interp) -> int:
        sh._budget.tick()
        if line:
            sh.lineno = line + sh.line_offset
        return casecmd.exec_case(sh, node, plan, bodies)

    return run


def _if_run(node: ast.If, body: bool) -> Run:
    """``if``: each condition with ``set -e`` off, then the branch (in a function body, one whose
    ``return`` gives ``~status``)."""
    line = node.span.line
    clauses = tuple((list_run(c.condition, False), list_run(c.body, body)) for c in node.clauses)
    else_body = list_run(node.else_body, body) if node.else_body is not None else None

    def run(sh: Interp) -> int:
        sh._budget.tick()
        if line:
            sh.lineno = line + sh.line_offset
        for cond, branch in clauses:
            sh.errexit_off += 1
            try:
                c = cond(sh)
            finally:
                sh.errexit_off -= 1
            if c == 0:
                return branch(sh)
        if else_body is not None:
            return else_body(sh)
        return 0

    return run


def _loop_run(node: ast.While | ast.For | ast.ArithFor, body: bool) -> Run:
    """A loop with its body (and a while loop's condition) compiled; in a function body, a ``return``
    in the loop's body gives ``~status`` through the loop."""
    line = node.span.line
    redirects = node.redirects
    body_run = list_run(node.body, body)
    loop: Callable[[Interp, object], int]
    if type(node) is ast.While:
        cond_run = list_run(node.condition, False)
        w = node
        loop = lambda sh, _node: sh._exec_while(w, body_run, cond_run)  # noqa: E731
    elif type(node) is ast.For:
        f = node
        loop = lambda sh, _node: sh._exec_for(f, body_run)  # noqa: E731
    else:
        a: ast.ArithFor = node  # type: ignore[assignment]
        loop = lambda sh, _node: sh._exec_arith_for(a, body_run)  # noqa: E731

    def run(sh: Interp) -> int:
        sh._budget.tick()
        if line:
            sh.lineno = line + sh.line_offset
        if redirects:
            return sh.with_redirects(redirects, loop, sh, node)  # the node: what failed_redirect names
        return loop(sh, node)

    return run


def list_run(node: ast.CommandList, body: bool) -> Run:
    """A list nested in a compiled command, its steps compiled now: what ``exec_list`` does (in a
    function body, ``exec_body_list``), without looking the list up at each run."""
    steps = compiled_steps(node, body)
    if len(steps) == 1:
        return steps[0]

    def run(sh: Interp) -> int:
        status = sh.status
        for step in steps:
            status = step(sh)
            if status < 0:
                return status  # only a function body's steps give one
        return status

    return run


# -- function bodies -----------------------------------------------------------

# A function body's steps per list node, keyed by id: (node, steps, compiled); bounded.
_BODIES: dict[int, tuple[ast.CommandList, tuple[Run, ...], bool]] = {}


def exec_body_list(sh: Interp, node: ast.CommandList) -> int:
    """A list in a function body's top level: its status, or ``~status`` after a ``return`` step."""
    entry = _BODIES.get(id(node))
    if entry is None or entry[0] is not node:
        if len(_BODIES) >= _MAX:
            _BODIES.clear()
        entry = _BODIES[id(node)] = (node, generic_steps(node), False)
    elif not entry[2]:
        entry = _BODIES[id(node)] = (node, compiled_steps(node, True), True)
    status = sh.status
    for step in entry[1]:
        status = step(sh)
        if status < 0:
            return status
    return status


