"""Evaluating an AWK program (gawk 5.2 semantics for what agents use).

Values are ``float`` (numbers), ``str`` (strings) and ``StrNum`` (strings
from input that look numeric: compared as numbers, printed as read).  An
uninitialised variable is ``UNINIT``, both "" and 0.  Commands run by
``system()``, ``print | cmd`` and ``cmd | getline`` go through the context's
sub-runner as ``sh -c cmd``: no process is started.
"""

from __future__ import annotations

import io
import random
import re
import sys
import threading
from collections.abc import Callable
from functools import partial
from typing import Any

import regex

from vshell.command import CommandContext
from vshell.coreutils.awk import symtab
from vshell.coreutils.awk.compile import Compiler
from vshell.coreutils.awk.diagnostics import statement_line
from vshell.coreutils.awk.fields import Fields
from vshell.coreutils.awk.items import compile_items
from vshell.coreutils.awk.lex import GAWK_ONLY
from vshell.coreutils.awk.parse import Function, Node, Program
from vshell.coreutils.awk.procinfo import procinfo
from vshell.coreutils.awk.records import Reader, Source
from vshell.coreutils.awk.regexes import awk_regex, end_anchors
from vshell.coreutils.awk.sorting import ordered_keys
from vshell.coreutils.awk.streams import Streams
from vshell.coreutils.awk.value import (
    NUMBERS,
    UNINIT,
    AwkError,
    AwkExit,
    AwkNext,
    AwkNextFile,
    AwkReturn,
    StrNum,
    Uninit,
    format_printf,
    is_numeric,
    is_true,
    num_to_str,
    strnum,
    to_num,
)
from vshell.coreutils.awk.vartypes import (
    ORIGIN,
    SCALAR_UNINIT,
    ByRef,
    array_in_scalar_context,
    array_names,
    local_array,
    scalar_as_array,
    value_names,
)
from vshell.coreutils.common.posix_regex import RegexError, translate

RxPattern = regex.Pattern  # the Interp.regex method shadows the module name inside the class
_NONE_ASSIGNED: frozenset[int] = frozenset()
_PLAIN = re.compile(r"(?:[^\\\[\](){}|*+?]|\\[^A-Za-z0-9]|\\Z|\[\^?\]?[^\[\]\\]*\])*")
_AWK_WORDS = re.compile("[^ \t\n]+").findall
_ELEMENTS = ("index", "subindex")
SPLIT_VARS = frozenset(("FS", "FIELDWIDTHS", "FPAT"))


def _stack_depth() -> int:
    """Python frames below this one: how much of the recursion limit the caller has used already."""
    depth = 0
    frame = sys._getframe()
    while frame is not None:
        depth += 1
        frame = frame.f_back  # type: ignore[assignment]
    return depth


class Interp(Fields, Streams):
    # Slots: attribute reads on the per-record path stay fast however many attributes there are
    # (a plain instance dict stops sharing its keys past 30 and every lookup gets slower).
    __slots__ = (
        "arrays",
        "builtin_globals",
        "cmd_status",
        "compiler",
        "ctx",
        "globals",
        "hidden_builtins",
        "hop",
        "ic_name",
        "ic_warned",
        "keep_rt",
        "labels",
        "lint",
        "locals",
        "max_depth",
        "mode",
        "next_hop",
        "numbers",
        "out",
        "outputs",
        "pending",
        "plain_cache",
        "procinfo",
        "prog",
        "prog_name",
        "rand",
        "readers",
        "run_items",
        "rx_cache",
        "sandbox",
        "seed",
        "source",
        "timeout",
        "value_names",
        "warned",
        "where",
    )

    def __init__(self, ctx: CommandContext, prog: Program, assigns: list[tuple[str, Any]],
                 operands: list[str], argv0: str = "awk", mode: str = "gawk", lint: str = "") -> None:
        self.ctx = ctx
        self.lint = lint  # "", "warn" or "fatal" (--lint=fatal)
        self.keep_rt = False  # set RT for every record, even if the program does not read it
        self.where: Callable[[int | None], str] = lambda line: f"cmd. line:{line or 1}"
        self.prog_name = argv0
        self.mode = mode  # "gawk", "posix" or "traditional"
        # How text reads as a number (value.NUMBERS): --posix reads hexadecimal input, -n octal too.
        self.numbers = "posix" if mode == "posix" else ""
        self.sandbox = False  # -S: no system(), no redirections
        # The variable that makes matching ignore case: IGNORECASE in gawk mode, none otherwise.
        self.ic_name = "IGNORECASE" if mode == "gawk" else " none"
        self.ic_warned = False
        self.hidden_builtins: frozenset[str] = frozenset() if mode == "gawk" else frozenset(GAWK_ONLY)
        # Arrays held by elements, with the name gawk gives them in messages (see gawkext.array_label).
        self.labels: dict[int, tuple[dict[str, Any], str]] = {}
        # (warning, regex) pairs already said: gawk warns once, when it compiles the regex.
        self.warned: set[tuple[str, str]] = {(w, r) for r in prog.regexes for w in awk_regex(r)[1]}
        self.prog = prog
        self.globals: dict[str, Any] = {}
        self.arrays: dict[str, dict[str, Any]] = {}
        self.locals: list[dict[str, Any]] = []
        self.fields: list[Any] = [""]
        self.nf = 0
        self.record = ""
        self.record_clean = False
        self.record_fs: Any = " "
        self.split_done = True
        self.assigned: set[int] | frozenset[int] = _NONE_ASSIGNED
        self.outputs: dict[str, tuple[str, io.BytesIO]] = {}
        self.readers: dict[str, Reader] = {}
        self.cmd_status: dict[str, float] = {}  # the exit status of each `cmd | getline` command
        self.rx_cache: dict[str, RxPattern[str]] = {}
        self.plain_cache: dict[str, re.Pattern[str] | None] = {}
        self.timeout = ctx.budget.regex_timeout
        # gawk has no bound on recursion; ours is the run's function_depth limit, and the Python
        # stack never is: every `hop` levels the call continues on a fresh thread (see call).
        self.max_depth = ctx.budget.limits.function_depth
        self.hop = max(8, (sys.getrecursionlimit() - 400) // 64)
        self.next_hop = max(1, (sys.getrecursionlimit() - _stack_depth() - 400) // 64)
        self.rand = random.Random(0)
        self.split_mode = "FS"
        self.widths: list[tuple[int, int | None]] = []
        self.seed = 0.0
        g = self.globals
        g.update(FS=" ", OFS=" ", ORS="\n", RS="\n", NR=0.0, NF=0.0, FNR=0.0, SUBSEP="\x1c",
                 CONVFMT="%.6g", OFMT="%.6g", FILENAME="", RSTART=0.0, RLENGTH=0.0, IGNORECASE=0.0)
        self.arrays["ENVIRON"] = {k: strnum(v) for k, v in ctx.env.items()}
        self.arrays["ARGV"] = {"0": argv0, **{str(i + 1): strnum(a) for i, a in enumerate(operands)}}
        if mode == "gawk":
            g.update(ARGIND=0.0, ERRNO="", RT="", FIELDWIDTHS="", FPAT="[^[:space:]]+", BINMODE=0.0, LINT=0.0, TEXTDOMAIN="messages")
            self.arrays["PROCINFO"] = procinfo()
            symtab.install(self)
        self.procinfo = self.arrays.get("PROCINFO", {})
        g["ARGC"] = float(len(operands) + 1)
        self.builtin_globals = frozenset([*g, *self.arrays])
        self.out = ctx.stdout
        # print to stdout collects text here and writes it in pieces of a few hundred records,
        # flushed before anything else writes (stderr, commands) so the order stays as written.
        self.pending: list[str] = []
        for name, value in assigns:  # -v and -F, their escapes already processed
            self.setvar(name, value)
        names = array_names(prog)
        if ("PROCINFO" in names or "SYMTAB" in names) and mode == "gawk":
            prog.subarrays = True  # PROCINFO["argv"] and ["identifiers"] are subarrays, SYMTAB holds arrays
        self.compiler = Compiler(self, names)
        self.value_names: set[str] | None = None  # typeof's, computed when first asked
        for b in (*prog.begin, *prog.end, *prog.beginfile, *prog.endfile):
            self.compiler.stmt(b)
        for fn in prog.functions.values():
            self.compiler.function(fn.params, fn.body)
        self.run_items = compile_items(self.compiler, prog.items)

    # -- variables ------------------------------------------------------------
    def getvar(self, name: str) -> Any:
        if self.locals and name in self.locals[-1]:
            frame = self.locals[-1]
            v = frame[name]
            if type(v) is dict:
                raise array_in_scalar_context(name, frame)
            if type(v) is ByRef:
                frame[name] = v = v.make_scalar(self)
            elif v is UNINIT:
                frame[name] = v = SCALAR_UNINIT
            return v
        if name == "NF":
            return self.nf_value()
        if name in self.arrays:
            raise array_in_scalar_context(name)
        return self.globals.get(name, UNINIT)

    def setvar(self, name: str, value: Any) -> None:
        if self.locals and name in self.locals[-1]:
            frame = self.locals[-1]
            old = frame[name]
            if type(old) is dict:
                raise array_in_scalar_context(name, frame)
            if type(old) is ByRef:
                old.make_scalar(self)
            frame[name] = value
            return
        if name == "NF":
            self.set_nf(int(to_num(value)))
            return
        if name in self.arrays:
            raise array_in_scalar_context(name)
        if name in SPLIT_VARS:
            self.set_split_var(name, value)
            return
        if name == "IGNORECASE":
            if self.mode != "gawk" and not self.ic_warned:
                self.ic_warned = True
                self.warn("`IGNORECASE' is a gawk extension")
            source = getattr(self, "source", None)
            for reader in (*([source.reader] if source is not None else []), *self.readers.values()):
                reader.rs_obj = None  # a regex RS splits what is left with the new case rule
        self.globals[name] = value

    def array(self, name: str) -> dict[str, Any]:
        if self.locals and name in self.locals[-1]:
            return local_array(self.locals[-1], name, self)
        return self.global_array(name)

    def global_array(self, name: str) -> dict[str, Any]:
        arr = self.arrays.get(name)
        if arr is None:
            if name in self.globals:
                raise scalar_as_array(name)
            arr = self.arrays[name] = {}
        return arr

    def tostr(self, v: Any) -> str:
        if isinstance(v, float):
            return num_to_str(v, str(self.globals["CONVFMT"]))
        return str(v)

    def outstr(self, v: Any) -> str:
        if isinstance(v, float):
            return num_to_str(v, str(self.globals["OFMT"]))
        return str(v)

    def subscript(self, items: list[Node]) -> str:
        if len(items) == 1:
            return self.tostr(self.eval(items[0]))
        return str(self.globals["SUBSEP"]).join(self.tostr(self.eval(i)) for i in items)

    # -- regexes ------------------------------------------------------------------
    def regex(self, text: str) -> RxPattern[str]:
        ic = is_true(self.globals.get(self.ic_name, 0.0))
        key = ("i" if ic else "c") + text
        rx = self.rx_cache.get(key)
        if rx is None:
            try:
                posix, warnings = awk_regex(text)
                for w in warnings:
                    if (w, text) not in self.warned:
                        self.warned.add((w, text))
                        self.warn(w)
                t = translate(posix, extended=True)
            except RegexError as e:
                raise AwkError(f"fatal: invalid regexp: {e.message}: /{text}/") from None
            flags = regex.V0 | regex.DOTALL | (regex.IGNORECASE if ic else 0) | (regex.POSIX if t.has_alternation else 0)
            pattern = end_anchors(t.pattern) if "$" in t.pattern else t.pattern
            try:
                rx = regex.compile(pattern, flags)
            except regex.error as e:  # what the translation let through: glibc's words for it
                reason = "Invalid range end" if "range" in str(e) else "Invalid regular expression"
                raise AwkError(f"fatal: invalid regexp: {reason}: /{text}/") from None
            self.rx_cache[key] = rx
            # A plain pattern (no repetition, group or alternation) runs in linear time, so the
            # faster re engine can take it without regex's timeout guard.
            plain = re.compile(pattern, re.DOTALL | (re.IGNORECASE if ic else 0)) if _PLAIN.fullmatch(pattern) else None
            self.plain_cache[key] = plain
        return rx

    def searcher(self, text: str) -> Callable[..., Any]:
        """``search(string)`` for an awk regex, on the fastest engine that is safe for it."""
        rx = self.regex(text)
        plain = self.plain_cache[("i" if is_true(self.globals.get(self.ic_name, 0.0)) else "c") + text]
        return plain.search if plain is not None else partial(rx.search, timeout=self.timeout)

    def substituter(self, text: str) -> Callable[..., tuple[str, int]]:
        """``subn(template, string, count=n)`` for an awk regex, on the fastest engine that is safe for it."""
        rx = self.regex(text)
        plain = self.plain_cache[("i" if is_true(self.globals.get(self.ic_name, 0.0)) else "c") + text]
        return plain.subn if plain is not None else partial(rx.subn, timeout=self.timeout)

    def as_regex(self, node: Node) -> RxPattern[str]:
        if node[0] == "regex":
            return self.regex(node[1])
        return self.regex(self.tostr(self.eval(node)))

    # -- evaluation: through the closures compiled once per node --------------------------
    def eval(self, node: Node) -> Any:
        hit = self.compiler.exprs.get(id(node))
        if hit is not None and hit[0] is node:
            return hit[1]()
        return self.compiler.dynamic_expr(node)()

    def execute(self, node: Node) -> None:
        hit = self.compiler.stmts.get(id(node))
        if hit is not None and hit[0] is node:
            hit[1]()
        else:
            self.compiler.dynamic_stmt(node)()

    def store(self, target: Node, value: Any) -> None:
        kind = target[0]
        if kind == "var":
            self.setvar(target[1], value)
        elif kind == "subindex" or (kind == "index" and self.prog.subarrays):
            self.compiler.dynamic_setter(target)(value)
        elif kind == "index":
            self.array(target[1])[self.subscript(target[2])] = value
        elif kind == "field":
            self.set_field(int(to_num(self.eval(target[1]))), value)
        else:
            raise AwkError("assignment to non-lvalue")

    # -- functions --------------------------------------------------------------------------
    def call(self, name: str, args: list[Node]) -> Any:
        fn: Function | None = self.prog.functions.get(name)
        if fn is None:
            raise AwkError(f"fatal: function `{name}' not defined")
        depth = len(self.locals)
        if depth > self.max_depth:
            raise AwkError(f"fatal: function call nesting too deep (more than {self.max_depth} levels)")
        frame: dict[str, Any] = {}
        caller = self.locals[-1] if self.locals else None
        origins: dict[str, list[str]] = {}
        for i, pname in enumerate(fn.params):
            if i >= len(args):
                frame[pname] = UNINIT
                continue
            a = args[i]
            if a[0] != "var":
                frame[pname] = self.element_or_array(a) if a[0] in _ELEMENTS and self.prog.subarrays else self.eval(a)
                continue
            # A bare name: an array is passed by reference, an untyped variable as a ByRef
            # (it becomes an array in the caller only if the callee makes it one).
            arg = a[1]
            if caller is not None and arg in caller:
                v = caller[arg]
                if type(v) is dict or type(v) is ByRef or type(v) is Uninit:
                    frame[pname] = v if type(v) is dict else ByRef(caller, arg)
                    origins[pname] = [arg, *caller.get(ORIGIN, {}).get(arg, ())]
                else:
                    frame[pname] = v
            elif arg in self.arrays:
                frame[pname] = self.arrays[arg]
                origins[pname] = [arg]
            elif arg in self.globals or arg == "NF":
                frame[pname] = self.eval(a)
            else:
                frame[pname] = ByRef(None, arg)
                origins[pname] = [arg]
        if origins:
            frame[ORIGIN] = origins
        self.locals.append(frame)
        try:
            if depth < self.next_hop:
                self.execute(fn.body)
            else:
                self._deeper(fn.body, depth)
        except AwkReturn as r:
            return r.value
        finally:
            self.locals.pop()
        return UNINIT

    def element_or_array(self, node: Node) -> Any:
        """An element passed to a function: a subarray goes by reference, a value by value."""
        return self.compiler.dynamic_raw(node)()[2]

    def call_values(self, name: str, values: list[Any]) -> Any:
        """Call a user function with values already computed (sorted_in's comparison function)."""
        fn = self.prog.functions[name]
        frame: dict[str, Any] = {p: (values[i] if i < len(values) else UNINIT) for i, p in enumerate(fn.params)}
        self.locals.append(frame)
        try:
            self.execute(fn.body)
        except AwkReturn as r:
            return r.value
        finally:
            self.locals.pop()
        return UNINIT

    def loop_keys(self, arr: dict[str, Any]) -> list[str]:
        """The keys a ``for (k in a)`` visits: as stored, or in PROCINFO["sorted_in"]'s order."""
        how = self.procinfo.get("sorted_in")
        if how is None or how == "":
            return list(arr)
        return ordered_keys(self, arr, self.tostr(how))

    def _deeper(self, body: Node, depth: int) -> None:
        """Run a function body on a new thread, whose Python recursion count and C stack start afresh.

        Only one thread runs at a time (this one waits), so the interpreter's state needs no lock;
        whatever the body raises (return, exit, errors, a limit) is raised again here.
        """
        saved, self.next_hop = self.next_hop, depth + self.hop
        caught: list[BaseException] = []

        def run() -> None:
            try:
                self.execute(body)
            except BaseException as e:  # everything, handed over to the waiting caller
                caught.append(e)

        worker = threading.Thread(target=run, name="vshell-awk-call", daemon=True)
        try:
            worker.start()
            worker.join()
        finally:
            self.next_hop = saved
        if caught:
            raise caught[0]

    # -- the main loop ----------------------------------------------------------------------------
    source: Source

    def run(self, sources: list[str]) -> int:
        token = NUMBERS.set(self.numbers)
        try:
            return self._run()
        finally:
            self.flush_out()
            NUMBERS.reset(token)

    def _run(self) -> int:
        prog = self.prog
        status = 0
        self.source = Source(self)
        try:
            try:
                for b in prog.begin:
                    self.execute_rule(b, "BEGIN")
                if prog.items or prog.end or prog.beginfile or prog.endfile:
                    self.main_loop()
            except AwkExit as e:
                status = e.code
                try:
                    for b in prog.end:
                        self.execute_rule(b, "END")
                except AwkExit as e2:
                    status = e2.code if e2.code >= 0 else status
                self.close_all()
                return max(status, 0) if status >= 0 else 0
            for b in prog.end:
                self.execute_rule(b, "END")
        except AwkExit as e:
            status = e.code if e.code >= 0 else 0
        self.close_all()
        return max(status, self.source_status())

    def file_rules(self, blocks: list[Node], rule: str) -> None:
        """BEGINFILE or ENDFILE rules; a ``nextfile`` in BEGINFILE skips the file."""
        try:
            for b in blocks:
                self.execute(b)
        except AwkNextFile:
            self.source.skip_file()
        except AwkNext:
            raise AwkError(f"fatal: `next' cannot be called from a `{rule}' rule") from None

    def execute_rule(self, block: Any, rule: str) -> None:
        """A BEGIN or END action: a ``next`` reaching it from a function is gawk's fatal error."""
        try:
            self.execute(block)
        except (AwkNext, AwkNextFile) as e:
            word = "next" if isinstance(e, AwkNext) else "nextfile"
            raise AwkError(f"fatal: `{word}' cannot be called from a `{rule}' rule")

    def main_loop(self) -> None:
        g = self.globals
        source = self.source
        reader = source.reader
        run_items = self.run_items
        tick = self.ctx.budget.tick
        count = 0
        track_rt = self.mode == "gawk" and (self.keep_rt or "RT" in value_names(self.prog))
        while True:
            # source.next_record(), inlined: this loop runs once per input record.
            pos = reader.pos
            records = reader.records
            if pos >= len(records) or g["RS"] is not reader.rs_obj:
                if not source.fill():
                    break
                continue
            reader.pos = pos + 1
            self.record = records[pos]
            self.record_clean = reader.clean
            if track_rt:
                g["RT"] = reader.rt(pos)
            nr, fnr = g["NR"], g["FNR"]
            g["NR"] = (nr if type(nr) is float else to_num(nr)) + 1.0
            g["FNR"] = (fnr if type(fnr) is float else to_num(fnr)) + 1.0
            self.record_fs = g["FS"]
            self.split_done = False
            count += 1
            if count == 64:  # the budget is charged per 64 records: cancel still stops within microseconds
                tick(count)
                count = 0
            try:
                run_items()
            except AwkNext:
                continue
            except AwkNextFile:
                source.skip_file()
        tick(count)

    def error_where(self, e: AwkError) -> str:
        """``source:line`` for a fatal error: where it was raised."""
        return self.where(e.line or statement_line(self.compiler, e.__traceback__))

    def warn(self, message: str) -> None:
        """A run-time warning, gawk-style, in order with the output before it."""
        self.flush_out()
        if not hasattr(self, "compiler"):  # -v assignments, before the program is compiled
            self.ctx.stderr.write(f"{self.prog_name}: warning: {message}\n".encode())
            return
        where = self.where(statement_line(self.compiler))
        self.ctx.stderr.write(f"{self.prog_name}: {where}: {self.error_context()}warning: {message}\n".encode())

    def lint_warn(self, message: str) -> None:
        """A --lint warning found while running; fatal under --lint=fatal."""
        if self.lint == "fatal":
            raise AwkError("fatal: " + message)
        self.warn(message)

    def error_context(self) -> str:
        """gawk names the input file and record number in a fatal error once input has been read."""
        src = getattr(self, "source", None)
        if src is None or src.current is None:
            return ""
        return f"(FILENAME={src.current or '-'} FNR={self.tostr(self.globals['FNR'])}) "

    def source_status(self) -> int:
        src = getattr(self, "source", None)
        return 2 if src is not None and src.failed else 0


__all__ = ["UNINIT", "AwkError", "Interp", "StrNum", "Uninit", "format_printf", "is_numeric", "is_true", "strnum",
           "to_num"]
