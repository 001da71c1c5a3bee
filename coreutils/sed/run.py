"""The sed cycle (GNU sed 4.9's execute.c): addresses, commands, the hold space and --debug's trace."""

from __future__ import annotations

import functools
import io
from collections.abc import Callable, Iterator

import regex

from vshell.command import CommandContext
from vshell.coreutils.sed.blocks import lone_filter, lone_s, run_filter, run_lone_s
from vshell.coreutils.sed.debug import command_line, debug_text, program_dump
from vshell.coreutils.sed.input import Input, split_lines
from vshell.coreutils.sed.parse import (
    RANGE_ACTIVE,
    RANGE_CLOSED,
    RANGE_INACTIVE,
    Address,
    Command,
    Regex,
    SedError,
)
from vshell.coreutils.sed.subst import (
    SubPlan,
    backtrack_safe,
    fast_pattern,
    literal_of,
    sub_all,
    sub_first,
    sub_general,
)


class Quit(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


# The cycle's command codes, in the order its dispatch tests them (the common commands first).
(S, P_LOWER, D_LOWER, B, T_LOWER, N_LOWER, N_UPPER, P_UPPER, D_UPPER, H_LOWER, H_UPPER, G_LOWER, G_UPPER,
 X, BLOCK, NOP, T_UPPER, Y, Z, C, Q_LOWER, Q_UPPER, OTHER) = range(23)
_CODES = {"s": S, "p": P_LOWER, "d": D_LOWER, "b": B, "t": T_LOWER, "n": N_LOWER, "N": N_UPPER, "P": P_UPPER,
          "D": D_UPPER, "h": H_LOWER, "H": H_UPPER, "g": G_LOWER, "G": G_UPPER, "x": X, "{": BLOCK, "}": NOP,
          ":": NOP, "T": T_UPPER, "y": Y, "z": Z, "c": C, "q": Q_LOWER, "Q": Q_UPPER}
# How the cycle tests a lone address: a substring, a regex searched directly, a line number, $, or match_one.
A_LITERAL, A_REGEX, A_NUM, A_LAST, A_OTHER = range(5)
_TICK_EVERY = 64
"""Steps between budget ticks (and checks that the output gathered is handed on): each cycle is a step, and so
is each branch taken, D restart and line read by n or N."""
_FLUSH_ITEMS = 256
"""Output pieces gathered before they are handed on (or fewer when the pattern space is long)."""


def _unchanged(ps: str) -> tuple[str, bool]:
    """The placeholder for the per-command callables of commands that have none."""
    return ps, False


class Sed:
    def __init__(self, ctx: CommandContext, cmds: list[Command], *, quiet: bool, eol: str, line_length: int,
                 separate: bool, in_place: bool, debug: bool, posix_correct: bool, where: str,
                 extended: bool) -> None:
        self.ctx = ctx
        self.cmds = cmds
        self.quiet = quiet
        self.eol = eol
        self.line_length = line_length
        self.separate = separate
        self.in_place = in_place
        self.debug = debug
        self.posix_correct = posix_correct  # POSIXLY_CORRECT: N on the last line prints nothing
        self.where = where
        self.extended = extended
        # Address regexes are compiled without groups; GNU compiles one again the first time `s//\N/`
        # needs its groups and fails then if it has too few.
        self.with_groups: set[int] = {id(c.rx.rx) for c in cmds if c.name == "s" and c.rx is not None and c.rx.rx}
        self.level = 0  # --debug's block indentation, moved as GNU moves it
        self.hold = ""
        # GNU keeps a "had a newline" flag with each buffer: g/G/x carry the hold space's (initially
        # set) into the pattern space, so `G` on a last line without newline still ends with one.
        self.hold_nl = True
        self.buf: list[str] = []
        self.buffered = 0  # characters in buf
        self.subs = {id(c): SubPlan.of(c) for c in cmds if c.name == "s"}
        for c in cmds:
            for a in (c.addr1, c.addr2):
                if a is not None and a.rx is not None and a.rx.rx is not None:
                    a.rx.safe = backtrack_safe(a.rx.rx.pattern)
        self.last_rx: regex.Pattern[str] | None = None
        # `//` means the last regex used, so each regex used must be remembered when the script has one.
        self.track_last = any(r is not None and r.rx is None
                              for c in cmds for r in (c.rx, c.addr1 and c.addr1.rx, c.addr2 and c.addr2.rx))
        self.timeout = ctx.budget.regex_timeout
        self.ops = [self._op(c) for c in cmds]
        self.append_queue: list[tuple[str, str]] = []
        self.wfiles: dict[str, list[bytes]] = {}
        self.wmissing: set[str] = set()  # w files whose last line went out without its newline
        self.out_parts: list[bytes] = []
        self.status = 0
        self.finished: set[str] = set()
        self.missing_newline = False
        self.r_streams: dict[str, Iterator[tuple[str, bool]]] = {}

    def _op(self, c: Command) -> tuple[int, bool, tuple[int, int, Callable[[str], object], Address, str] | None,
                                       bool, Command]:
        """The command as the cycle reads it: (code, has an address or `!`, how to test a lone address,
        negated, command)."""
        a1 = None
        if c.addr1 is not None and c.addr2 is None:
            a = c.addr1
            kind = {"num": A_NUM, "last": A_LAST}.get(a.kind, A_OTHER)
            search: Callable[[str], object] = _unchanged
            needle = ""
            if a.kind == "regex" and a.rx is not None and a.rx.rx is not None and not self.track_last:
                literal = literal_of(a.rx)
                kind = A_REGEX if literal is None else A_LITERAL
                needle = literal or ""
                rx = fast_pattern(a.rx) or a.rx.rx
                search = rx.search if a.rx.safe else functools.partial(rx.search, timeout=self.timeout)
            a1 = (kind, a.number, search, a, needle)
        return _CODES.get(c.name, OTHER), c.addr1 is not None or c.negate, a1, c.negate, c

    # -- output ---------------------------------------------------------
    def write(self, text: str) -> None:
        if self.missing_newline:
            # The last line had no newline but more output follows: GNU adds it back.
            self.missing_newline = False
            text = self.eol + text
        self.buf.append(text)
        self.buffered += len(text)
        if self.buffered >= 1 << 16:
            self.flush()

    def flush(self) -> None:
        """Hand the buffered output on (stdout, or the -i file being built) in one piece."""
        if not self.buf:
            return
        data = "".join(self.buf).encode("utf-8", "surrogateescape")
        self.buf.clear()
        self.buffered = 0
        if self.in_place:
            self.out_parts.append(data)
        else:
            self.ctx.stdout.write(data)

    def trace(self, text: str) -> None:
        """--debug output: stdout, in order with the script's own output (which -i sends to the file)."""
        if self.in_place:
            self.ctx.stdout.write(text.encode("utf-8", "surrogateescape"))
        else:
            self.buf.append(text)

    def trace_space(self, hold: bool, text: str) -> None:
        self.trace(("HOLD:    " if hold else "PATTERN: ") + debug_text(text) + "\n")

    def emit(self, text: str, newline: bool = True) -> None:
        self.write(text + self.eol if newline else text)
        if not newline:
            self.missing_newline = True

    def wfile(self, name: str, text: str, newline: bool) -> None:
        """A line to a w file: each file keeps its own missing-newline state, as GNU's output_line does."""
        if name in self.wmissing:
            text = self.eol + text
            self.wmissing.discard(name)
        if newline:
            text += self.eol
        else:
            self.wmissing.add(name)
        data = text.encode("utf-8", "surrogateescape")
        if name in ("/dev/stdout", "-"):
            self.flush()
            self.ctx.stdout.write(data)
        elif name == "/dev/stderr":
            self.flush()
            self.ctx.stderr.write(data)
        else:
            self.wfiles.setdefault(name, []).append(data)

    def shell(self, script: str) -> str:
        """What ``sh -c script`` prints: GNU's popen for ``e`` and ``s///e``, run by the virtual shell."""
        self.flush()
        out = io.BytesIO()
        self.ctx.run(["sh", "-c", script], stdin=io.BytesIO(), stdout=out)
        return out.getvalue().decode("utf-8", "surrogateescape")

    # -- addresses ----------------------------------------------------------
    def regex_of(self, r: Regex) -> regex.Pattern[str]:
        if r.rx is None:
            if self.last_rx is None:
                raise SedError(f"{self.where}: no previous regular expression")
            return self.last_rx
        self.last_rx = r.rx
        return r.rx

    def match_one(self, a: Address, ps: str, inp: Input) -> bool:
        kind = a.kind
        if kind == "num":
            return inp.line_no == a.number
        if kind == "regex":
            r = a.rx
            assert r is not None
            rx = r.rx
            if rx is None:
                rx = self.regex_of(r)
            else:
                self.last_rx = rx
            if r.safe:
                return rx.search(ps) is not None
            return rx.search(ps, timeout=self.timeout) is not None
        if kind == "last":
            return inp.is_last()
        if kind == "num_mod":
            return inp.line_no >= a.number and (inp.line_no - a.number) % a.step == 0
        if kind in ("step", "step_mod"):
            return a.number <= inp.line_no
        return True  # "null": a +0 or ~0 range ends on the line after it starts

    def selected(self, c: Command, ps: str, inp: Input) -> bool:
        """GNU's match_address_p, with its range states."""
        a1, a2 = c.addr1, c.addr2
        if a1 is None:
            return True
        n = inp.line_no
        if c.range_state != RANGE_ACTIVE:
            if a2 is None:
                return self.match_one(a1, ps, inp)
            if a1.kind == "num":
                if c.range_state == RANGE_CLOSED or n < a1.number:
                    return False
            elif not self.match_one(a1, ps, inp):
                return False
            c.range_state = RANGE_ACTIVE
            if a2.kind == "regex":
                return True
            if a2.kind == "num":
                if n >= a2.number:
                    c.range_state = RANGE_CLOSED
                return n <= a2.number or self.match_one(a1, ps, inp)
            if a2.kind == "step":
                a2.number = n + a2.step
                return True
            if a2.kind == "step_mod":
                a2.number = n + a2.step - n % a2.step
                return True
        assert a2 is not None
        if a2.kind == "num":
            if n >= a2.number:
                c.range_state = RANGE_CLOSED
            return n <= a2.number
        if self.match_one(a2, ps, inp):
            c.range_state = RANGE_CLOSED
        return True

    def reset_ranges(self) -> None:
        for c in self.cmds:
            a = c.addr1
            c.range_state = RANGE_ACTIVE if a is not None and a.kind == "num" and a.number == 0 else RANGE_INACTIVE

    # -- s ----------------------------------------------------------------
    def substitute(self, c: Command, ps: str) -> tuple[str, bool]:
        r = c.rx
        assert r is not None
        rx = r.rx
        plan = self.subs[id(c)]
        if rx is None:
            rx = self.regex_of(r)
            if id(rx) not in self.with_groups:
                wanted = max((p.group for p in c.replacement), default=0)
                if wanted > rx.groups:
                    raise SedError(f"{self.where}: invalid reference \\{wanted} on `s' command's RHS")
                self.with_groups.add(id(rx))
            fast = fast_g = False
        else:
            self.last_rx = rx
            fast, fast_g = plan.fast, plan.fast_g
        if self.debug:
            self._trace_registers(rx, ps)
        if fast:
            return sub_first(plan, c, rx, ps)
        if fast_g:
            return sub_all(plan, c, rx, ps)
        return sub_general(c, rx, ps, self.timeout)

    def sub_fn(self, c: Command) -> Callable[[str], tuple[str, bool]]:
        """What the cycle calls for one ``s``: straight to its variant when nothing else must happen."""
        r = c.rx
        plan = self.subs[id(c)]
        if r is None or r.rx is None or self.debug or self.track_last:
            return functools.partial(self.substitute, c)
        if plan.fast and plan.rx is not None:
            return functools.partial(sub_first, plan, c, plan.rx)
        if plan.fast_g and plan.rx is not None:
            return functools.partial(sub_all, plan, c, plan.rx)
        return functools.partial(self.substitute, c)

    def _trace_registers(self, rx: regex.Pattern[str], ps: str) -> None:
        """The first match's registers, in bytes, up to the first group that did not take part."""
        m = rx.search(ps, timeout=self.timeout)
        if m is None:
            return
        lines = ["MATCHED REGEX REGISTERS\n"]
        for i in range(rx.groups + 1):
            s, e = m.span(i)
            if s < 0:
                break
            bs = len(ps[:s].encode("utf-8", "surrogateescape"))
            be = bs + len(ps[s:e].encode("utf-8", "surrogateescape"))
            lines.append(f"  regex[{i}] = {bs}-{be} '{ps[s:e]}'\n")
        self.trace("".join(lines))

    # -- l ---------------------------------------------------------------
    def visual(self, ps: str, width: int) -> str:
        escapes = {"\\": "\\\\", "\a": "\\a", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r",
                   "\t": "\\t", "\v": "\\v"}
        pieces: list[str] = []
        for ch in ps.encode("utf-8", "surrogateescape"):
            c = chr(ch)
            if c in escapes:
                pieces.append(escapes[c])
            elif 32 <= ch < 127:
                pieces.append(c)
            else:
                pieces.append(f"\\{ch:03o}")
        lines: list[str] = []
        cur = ""
        for p in pieces:
            if width > 0 and len(cur) + len(p) > width - 1:
                lines.append(cur + "\\")
                cur = ""
            cur += p
        lines.append(cur + "$")
        return self.eol.join(lines)

    # -- appended text and files -----------------------------------------------
    def flush_appends(self) -> None:
        for kind, value in self.append_queue:
            if kind == "text":
                self.write(value)
            else:
                self._read_file(kind, value)
        self.append_queue.clear()

    def _read_file(self, kind: str, name: str) -> None:
        if name in ("/dev/stdin", "-") and kind == "r":
            self.write(self.ctx.stdin.read().decode("utf-8", "surrogateescape"))
            return
        if kind == "r":
            try:
                data = self.ctx.fs.read_bytes(self.ctx.resolve(name))
            except OSError:
                return
            self.write(data.decode("utf-8", "surrogateescape"))
            return
        if name not in self.r_streams:
            try:
                self.r_streams[name] = split_lines(self.ctx.fs.read_bytes(self.ctx.resolve(name)), b"\n")
            except OSError:
                self.r_streams[name] = iter(())
        nxt = next(self.r_streams[name], None)
        if nxt is not None:
            self.write(nxt[0] + "\n")

    # -- the cycle ---------------------------------------------------------
    def run(self, inp: Input) -> int:
        if self.debug:
            self.trace(program_dump(self.cmds))
        lone = lone_s(self, inp)
        if lone is not None:
            return run_lone_s(self, lone, inp)
        if lone_filter(self):
            return run_filter(self, inp)
        self.reset_ranges()
        try:
            self._cycles(inp)
        except TimeoutError:
            self.ctx.budget.exceed("regex_seconds", "regular expression took too long")
        return self.status

    def _cycles(self, inp: Input) -> None:
        """GNU's process_files and execute_program in one loop, the state in locals: per line, the
        work is the commands' own (an address test and an action each), not the interpreter's."""
        ops = self.ops
        subs = [self.sub_fn(c) if c.name == "s" else _unchanged for c in self.cmds]
        nops = len(ops)
        eol = self.eol
        quiet = self.quiet
        debug = self.debug
        in_place = self.in_place
        out = self.buf
        put = out.append
        budget = self.ctx.budget
        next_line = inp.next_line
        is_last = inp.is_last
        selected = self.selected
        match_one = self.match_one
        steps = 0
        while True:
            if self.append_queue:
                self.flush_appends()
            got = next_line()
            if got is None:
                break
            if inp.switched:
                # With -s/-i each file starts afresh: ranges, the hold space, R files (GNU empties the hold
                # space but keeps its had-a-newline flag).
                inp.switched = False
                self.reset_ranges()
                self.hold = ""
                self.r_streams.clear()
            steps += 1
            if steps >= _TICK_EVERY:
                steps = self._due(steps)
            ps, had_nl = got
            if debug:
                src = inp.current
                name = "STDIN" if src is None or src.path is None else src.name
                self.trace(f"INPUT:   '{name}' line {inp.line_no}\n")
                self.trace_space(False, ps)
            tflag = False
            auto = not quiet  # the pattern space is printed at the end of the cycle
            i = 0
            while i < nops:
                code, tested, lone, negate, c = ops[i]
                if debug:
                    self.level -= code == NOP and c.name == "}"
                    self.trace("COMMAND: " + command_line(self.cmds, c, self.level))
                    self.level += code == BLOCK
                if tested:
                    if lone is not None:
                        kind = lone[0]
                        if kind == A_LITERAL:
                            hit = lone[4] in ps
                        elif kind == A_REGEX:
                            hit = lone[2](ps) is not None
                        elif kind == A_NUM:
                            hit = inp.line_no == lone[1]
                        elif kind == A_LAST:
                            hit = inp.pos >= len(inp.batch) and is_last()
                        else:
                            hit = match_one(lone[3], ps, inp)
                    else:
                        hit = c.addr1 is None or selected(c, ps, inp)  # a range, or `!` alone
                    if hit == negate:
                        i = c.jump if code == BLOCK else i + 1
                        continue
                i += 1
                if code < T_LOWER:
                    if code == S:
                        ps, changed = subs[i - 1](ps)
                        if changed:
                            tflag = True
                            if c.print_ or c.eval_ or c.wfile:
                                ps = self._sub_effects(c, ps, had_nl)
                        if debug:
                            self.trace_space(False, ps)
                    elif code == P_LOWER:
                        if had_nl and not self.missing_newline:
                            put(ps + eol)
                        else:
                            self.emit(ps, had_nl)
                    elif code == D_LOWER:
                        if debug:
                            self.trace("END-OF-CYCLE:\n")
                        auto = False
                        break
                    else:
                        i = c.jump
                        steps += 1  # a branch is a step: `:a;ba` ends at the budget
                        if steps >= _TICK_EVERY:
                            steps = self._due(steps)
                elif code < H_LOWER:
                    if code == T_LOWER:
                        if tflag:
                            tflag = False
                            i = c.jump
                            steps += 1
                            if steps >= _TICK_EVERY:
                                steps = self._due(steps)
                    elif code == N_LOWER:
                        if not quiet:
                            if had_nl and not self.missing_newline:
                                put(ps + eol)
                            else:
                                self.emit(ps, had_nl)
                        pos = inp.pos
                        if pos >= len(inp.batch) and is_last():
                            if debug:
                                self.trace("END-OF-CYCLE:\n")
                            auto = False
                            break
                        if self.append_queue:
                            self.flush_appends()
                        steps += 1
                        if steps >= _TICK_EVERY:
                            steps = self._due(steps)
                        if pos < len(inp.batch):  # the next line of this batch: read in place
                            inp.pos = pos + 1
                            inp.line_no += 1
                            ps, had_nl = inp.batch[pos]
                        else:
                            nxt = next_line()
                            assert nxt is not None
                            ps, had_nl = nxt
                        tflag = False
                        if debug:
                            self.trace_space(False, ps)
                    elif code == N_UPPER:
                        if inp.pos >= len(inp.batch) and is_last():
                            if debug:
                                self.trace("END-OF-CYCLE:\n")
                            # GNU prints the pattern space when N finds no next line (not under POSIXLY_CORRECT).
                            auto = not quiet and not self.posix_correct
                            break
                        if self.append_queue:
                            self.flush_appends()
                        steps += 1
                        if steps >= _TICK_EVERY:
                            steps = self._due(steps)
                        pos = inp.pos
                        if pos < len(inp.batch):
                            inp.pos = pos + 1
                            inp.line_no += 1
                            nxt = inp.batch[pos]
                        else:
                            got = next_line()
                            assert got is not None
                            nxt = got
                        ps = ps + eol + nxt[0]
                        had_nl = nxt[1]
                        tflag = False
                        if debug:
                            self.trace_space(False, ps)
                    elif code == P_UPPER:
                        cut = ps.find(eol)
                        if cut >= 0 and not self.missing_newline:
                            put(ps[: cut + 1])
                        else:
                            self.emit(ps if cut < 0 else ps[:cut], cut >= 0 or had_nl)
                    else:
                        cut = ps.find(eol)
                        if cut < 0:
                            auto = False
                            break
                        # Restart the cycle on what is left, without reading a line (GNU's jump to the start).
                        ps = ps[cut + 1 :]
                        i = 0
                        steps += 1
                        if steps >= _TICK_EVERY:
                            steps = self._due(steps)
                        if debug:
                            self.trace_space(False, ps)
                elif code < BLOCK:
                    if code == H_LOWER:
                        self.hold, self.hold_nl = ps, had_nl
                        if debug:
                            self.trace_space(True, self.hold)
                    elif code == H_UPPER:
                        self.hold, self.hold_nl = self.hold + eol + ps, had_nl
                        if debug:
                            self.trace_space(True, self.hold)
                    elif code == G_LOWER:
                        ps, had_nl = self.hold, self.hold_nl
                        if debug:
                            self.trace_space(True, self.hold)
                    elif code == G_UPPER:
                        ps, had_nl = ps + eol + self.hold, self.hold_nl
                        if debug:
                            self.trace_space(False, ps)
                    else:
                        ps, self.hold = self.hold, ps
                        had_nl, self.hold_nl = self.hold_nl, had_nl
                        if debug:
                            self.trace_space(False, ps)
                            self.trace_space(True, self.hold)
                else:
                    if code in (BLOCK, NOP):
                        pass
                    elif code == T_UPPER:
                        if not tflag:
                            i = c.jump
                            steps += 1
                            if steps >= _TICK_EVERY:
                                steps = self._due(steps)
                        else:
                            tflag = False
                    elif code == Y:
                        ps = ps.translate(str.maketrans(c.ysrc, c.ydst))
                        if debug:
                            self.trace_space(False, ps)
                    elif code == Z:
                        ps = ""
                        if debug:
                            self.trace_space(False, ps)
                    elif code == C:
                        if c.range_state != RANGE_ACTIVE and c.text:
                            self.write(c.text[:-1] + eol)
                        if debug:
                            self.trace("END-OF-CYCLE:\n")
                        auto = False
                        break
                    elif code == Q_LOWER:
                        if not quiet:
                            self.emit(ps, had_nl)
                        self.flush_appends()
                        if self.missing_newline:
                            self.write("")  # q ends the output with a newline even after a last line without one
                        raise Quit(max(c.int_arg, 0))
                    elif code == Q_UPPER:
                        raise Quit(max(c.int_arg, 0))
                    else:
                        ps = self._other(c, ps, had_nl, inp)
            else:
                if debug:
                    self.trace("END-OF-CYCLE:\n")
            if auto:
                if had_nl and not self.missing_newline:
                    put(ps + eol)
                else:
                    self.emit(ps, had_nl)
            if len(out) >= _FLUSH_ITEMS or len(ps) >= 1 << 14:
                self.flush()
            if in_place and is_last():
                if self.append_queue:
                    self.flush_appends()
                self.finish_file(inp)
        budget.tick(steps)

    def _due(self, steps: int) -> int:
        """Charge the steps run since the last tick, and hand on the output gathered: a cycle that goes on
        (D, branches, n and N) must not hold it all.  Returns the new step count, 0."""
        self.ctx.budget.tick(steps)
        if len(self.buf) >= _FLUSH_ITEMS:
            self.flush()
        return 0

    def _sub_effects(self, c: Command, ps: str, had_nl: bool) -> str:
        """An ``s`` that replaced something: its p (before and after e), e and w flags."""
        if c.print_ == 1:
            self.emit(ps, had_nl)
        if c.eval_:
            ps = self.shell(ps).removesuffix(self.eol)
        if c.print_ == 2:
            self.emit(ps, had_nl)
        if c.wfile:
            self.wfile(c.wfile, ps, had_nl)
        return ps

    def _other(self, c: Command, ps: str, had_nl: bool, inp: Input) -> str:
        """The commands that neither branch nor end the cycle, and are rarer; returns the pattern space."""
        name = c.name
        eol = self.eol
        if name == "=":
            self.write(f"{inp.line_no}{eol}")
        elif name == "a":
            self.append_queue.append(("text", c.text))
        elif name == "i":
            if c.text:
                self.write(c.text[:-1] + eol)
        elif name == "L":
            # GNU 4.9 still parses the old L command but has no code to run it
            raise SedError("INTERNAL ERROR: Bad cmd L", 4)
        elif name == "l":
            width = c.int_arg if c.int_arg != -1 else self.line_length
            self.write(self.visual(ps, width) + eol)
        elif name == "r":
            if c.prepend:
                self._read_file("r", c.text)
            else:
                self.append_queue.append(("r", c.text))
        elif name == "R":
            self.append_queue.append(("R", c.text))
        elif name == "w":
            self.wfile(c.text, ps, had_nl)
        elif name == "W":
            cut = ps.find(eol)
            self.wfile(c.text, ps if cut < 0 else ps[:cut], cut >= 0 or had_nl)
        elif name == "F":
            src = inp.current
            self.write(("-" if src is None or src.path is None else src.name) + eol)
        elif name == "e":
            if c.text:
                # GNU ends the command's text with a NUL in place (what --debug shows from then on)
                c.text = c.text[:-1] + "\0"
                self.write(self.shell(c.text[:-1]))
            else:
                ps = self.shell(ps).removesuffix(eol)
        return ps

    def finish_file(self, inp: Input) -> None:
        src = inp.current
        if src is None or src.path is None or src.path in self.finished:
            return
        self.finished.add(src.path)
        self.flush()
        self.missing_newline = False
        data = b"".join(self.out_parts)
        self.out_parts.clear()
        self.ctx.fs.write_bytes(src.path, data)
