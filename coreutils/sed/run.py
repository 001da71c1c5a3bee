"""The sed cycle (GNU sed 4.9's execute.c): addresses, commands, the hold space and --debug's trace."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import dataclass

import regex

from vshell.command import CommandContext
from vshell.coreutils.sed.debug import command_line, debug_text, program_dump
from vshell.coreutils.sed.input import Input, file_blocks, split_lines
from vshell.coreutils.sed.parse import (
    RANGE_ACTIVE,
    RANGE_CLOSED,
    RANGE_INACTIVE,
    Address,
    Command,
    Regex,
    Repl,
    SedError,
    compile_lines,
)


class Quit(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class _SubPlan:
    """What an ``s`` command needs per line, worked out once."""

    constant: str | None  # the replacement when it is plain text
    safe: bool  # the regex cannot backtrack badly, so it runs without the (costly) timeout
    fast: bool  # s/re/x/: one search
    fast_g: bool  # s/re/x/g: the engine's own scan

    @staticmethod
    def of(c: Command) -> _SubPlan:
        plain = all(p.group == -1 and p.case == 0 for p in c.replacement)
        constant = "".join(p.prefix for p in c.replacement) if plain else None
        src = c.rx.rx.pattern if c.rx is not None and c.rx.rx is not None else None
        safe = src is not None and _backtrack_safe(src)
        first = c.numb <= 1 and safe
        return _SubPlan(constant, safe, first and not c.global_, first and c.global_)


def _backtrack_safe(pattern: str) -> bool:
    """No groups (so no backreferences or nested repeats) and at most one repeat: at worst
    quadratic in the line's length, so the regex timeout would only cost time."""
    return "(" not in pattern and sum(pattern.count(q) for q in "*+?{") <= 1


def _case(text: str, mode: int) -> tuple[str, int]:
    """GNU's str_append_modified: returns the text and the mode left for what follows (first-letter bits used up)."""
    if mode == 0 or not text:
        return text, mode
    if mode & 12:
        first = text[0].upper() if mode & 4 else text[0].lower()
        mode &= 3
        rest = text[1:]
        if mode == 1:
            rest = rest.upper()
        elif mode == 2:
            rest = rest.lower()
        return first + rest, mode
    return (text.upper() if mode == 1 else text.lower()), mode


def expand(parts: list[Repl], m: regex.Match[str]) -> str:
    """The replacement for one match (GNU's append_replacement)."""
    out: list[str] = []
    pending = 0  # a \u or \l met on an empty group waits for the next piece
    groups = m.re.groups
    for p in parts:
        mode = p.case if p.case & 12 else p.case | pending
        pending = 0
        if p.prefix:
            text, _ = _case(p.prefix, mode)
            out.append(text)
            mode &= 3
        if 0 <= p.group <= groups:
            g = m.group(p.group) or ""
            if not g and p.case & 12:
                pending = mode & 12
            elif g:
                out.append(_case(g, mode)[0])
    return "".join(out)


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
        self.subs = {id(c): _SubPlan.of(c) for c in cmds if c.name == "s"}
        for c in cmds:
            for a in (c.addr1, c.addr2):
                if a is not None and a.rx is not None and a.rx.rx is not None:
                    a.rx.safe = _backtrack_safe(a.rx.rx.pattern)
        self.last_rx: regex.Pattern[str] | None = None
        self.append_queue: list[tuple[str, str]] = []
        self.wfiles: dict[str, list[bytes]] = {}
        self.out_parts: list[bytes] = []
        self.status = 0
        self.finished: set[str] = set()
        self.missing_newline = False
        self.timeout = ctx.budget.regex_timeout
        self.r_streams: dict[str, Iterator[tuple[str, bool]]] = {}

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

    def wfile(self, name: str, text: str) -> None:
        data = (text + self.eol).encode("utf-8", "surrogateescape")
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
            # The common `s/re/text/`: one search, no empty-match bookkeeping needed.
            m = rx.search(ps)
            if m is None:
                return ps, False
            s, e = m.span()
            rep = plan.constant if plan.constant is not None else expand(c.replacement, m)
            return ps[:s] + rep + ps[e:], True
        if fast_g:
            # `s/re/text/g` with a group-free regex: the engine's own scan finds the same matches
            # as GNU once an empty match right after the previous match is dropped.
            parts: list[str] = []
            pos = 0
            for m in rx.finditer(ps):
                s, e = m.span()
                if s == e and s == pos and parts:
                    continue
                parts.append(ps[pos:s])
                parts.append(plan.constant if plan.constant is not None else expand(c.replacement, m))
                pos = e
            if not parts:
                return ps, False
            parts.append(ps[pos:])
            return "".join(parts), True
        out: list[str] = []
        pos = 0
        count = 0
        done = False
        last_end = -1
        search_at = 0
        while search_at <= len(ps):
            m = rx.search(ps, search_at, timeout=self.timeout)
            if m is None:
                break
            s, e = m.span()
            if s == e and s == last_end:
                # No empty match right after the previous match (GNU, unlike Python).
                if s >= len(ps):
                    break
                search_at = s + 1
                continue
            count += 1
            if count >= c.occurrence:
                out.append(ps[pos:s])
                out.append(expand(c.replacement, m))
                pos = e
                done = True
                if not c.global_:
                    break
            last_end = e
            search_at = e if e > s else e + 1
            if s == e and s < len(ps) and count >= c.occurrence:
                out.append(ps[pos : s + 1])
                pos = s + 1
        if not done:
            return ps, False
        out.append(ps[pos:])
        return "".join(out), True

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
    def _lone_s(self, inp: Input) -> Command | None:
        """The script's only command when it is a plain ``s`` on every line of files read whole."""
        if len(self.cmds) != 1 or self.quiet or self.in_place or self.debug:
            return None
        c = self.cmds[0]
        if (c.name != "s" or c.addr1 is not None or c.negate or c.print_ or c.wfile or c.eval_
                or c.rx is None or c.rx.rx is None):
            return None
        if any(src.path is None for src in inp.sources):
            return None  # stdin is read lazily so `yes | sed s/y/n/ | head` ends
        return c

    def _run_lone_s(self, c: Command, inp: Input) -> int:
        """``sed 's/re/text/'`` over files: the cycle reduced to one substitution per line."""
        assert c.rx is not None
        block_rx = None
        # Only regexes that cannot backtrack badly: a whole block is searched without the regex timeout.
        if self.eol == "\n" and c.occurrence == 1 and self.subs[id(c)].safe:
            block_rx = compile_lines(c.rx.source, c.rx.flags, self.extended)
        if block_rx is not None:
            try:
                for src in inp.sources:
                    assert src.path is not None
                    for block in file_blocks(src.path, self.ctx):
                        self._sub_block(c, block_rx, block)
            except TimeoutError:
                self.ctx.budget.exceed("regex_seconds", "regular expression took too long")
            return self.status
        sub = self.substitute
        eol = self.eol
        tick = self.ctx.budget.tick
        parts: list[str] = []
        try:
            for src in inp.sources:
                for line, had_nl in src.lines:
                    ps = sub(c, line)[0]
                    if had_nl:
                        parts.append(ps + eol)
                        if len(parts) >= 4096:
                            tick(len(parts))
                            self.write("".join(parts))
                            parts.clear()
                        continue
                    if parts:
                        self.write("".join(parts))
                        parts.clear()
                    self.emit(ps, False)
        except TimeoutError:
            self.ctx.budget.exceed("regex_seconds", "regular expression took too long")
        if parts:
            self.write("".join(parts))
        return self.status

    def _sub_block(self, c: Command, rx: regex.Pattern[str], block: str) -> None:
        """One ``s`` over a block of whole lines at once; a match that reaches across a line end
        (which one line at a time cannot see) sends the block through the line-by-line path."""
        self.ctx.budget.tick()
        parts: list[str] = []
        pos = 0
        line_end = -1  # end of the line where the last replacement was made (non-g: one per line)
        constant = self.subs[id(c)].constant
        # the block's last newline ends its last line: nothing may match after it
        end = len(block) - 1 if block.endswith("\n") else len(block)
        for m in rx.finditer(block, 0, end):
            s, e = m.span()
            if block.find("\n", s, e) >= 0:
                self._sub_lines(c, block)
                return
            if s == e and s == pos and parts:
                continue
            if not c.global_:
                if s < line_end:
                    continue
                line_end = block.find("\n", s)
                line_end = len(block) if line_end < 0 else line_end + 1
            parts.append(block[pos:s])
            parts.append(constant if constant is not None else expand(c.replacement, m))
            pos = e
        parts.append(block[pos:])
        text = "".join(parts)
        self.write(text)
        if not text.endswith("\n"):
            self.missing_newline = True

    def _sub_lines(self, c: Command, block: str) -> None:
        lines = block.split("\n")
        last = lines.pop()
        self.write("".join(self.substitute(c, line)[0] + "\n" for line in lines))
        if last:
            self.emit(self.substitute(c, last)[0], False)

    def run(self, inp: Input) -> int:
        if self.debug:
            self.trace(program_dump(self.cmds))
        lone = self._lone_s(inp)
        if lone is not None:
            return self._run_lone_s(lone, inp)
        self.reset_ranges()
        budget = self.ctx.budget
        while True:
            if self.append_queue:
                self.flush_appends()
            got = inp.next_line()
            if got is None:
                break
            if inp.switched:
                # With -s/-i each file starts afresh: ranges, the hold space, R files.
                inp.switched = False
                self.reset_ranges()
                self.hold, self.hold_nl = "", True
                self.r_streams.clear()
            budget.tick()
            ps, had_nl = got
            if self.debug:
                src = inp.current
                name = "STDIN" if src is None or src.path is None else src.name
                self.trace(f"INPUT:   '{name}' line {inp.line_no}\n")
                self.trace_space(False, ps)
            try:
                self.cycle(ps, had_nl, inp)
            except TimeoutError:
                self.ctx.budget.exceed("regex_seconds", "regular expression took too long")
            if self.in_place and inp.is_last():
                if self.append_queue:
                    self.flush_appends()
                self.finish_file(inp)
        return self.status

    def _jump(self, c: Command) -> int:
        self.ctx.budget.tick()
        return c.jump

    def cycle(self, ps: str, had_nl: bool, inp: Input) -> None:
        cmds = self.cmds
        eol = self.eol
        debug = self.debug
        tflag = False
        i = 0
        ncmds = len(cmds)
        while i < ncmds:
            c = cmds[i]
            name = c.name
            if debug:
                self.level -= name == "}"
                self.trace("COMMAND: " + command_line(cmds, c, self.level))
                self.level += name == "{"
            if c.addr1 is None:
                hit = True
            elif c.addr2 is None:
                hit = self.match_one(c.addr1, ps, inp)
            else:
                hit = self.selected(c, ps, inp)
            if hit == c.negate:
                i = c.jump if name == "{" else i + 1
                continue
            i += 1
            if name in ("{", "}", ":"):
                continue
            if name == "s":
                ps, changed = self.substitute(c, ps)
                if changed:
                    tflag = True
                    if c.print_ == 1:
                        self.emit(ps)
                    if c.eval_:
                        ps = self.shell(ps).removesuffix(eol)
                    if c.print_ == 2:
                        self.emit(ps)
                    if c.wfile:
                        self.wfile(c.wfile, ps)
                if debug:
                    self.trace_space(False, ps)
            elif name == "p":
                self.emit(ps, had_nl)
            elif name == "b":
                i = self._jump(c)
            elif name == "t":
                if tflag:
                    tflag = False
                    i = self._jump(c)
            elif name == "T":
                if not tflag:
                    i = self._jump(c)
                else:
                    tflag = False
            elif name == "d":
                if debug:
                    self.trace("END-OF-CYCLE:\n")
                return
            elif name == "D":
                if eol not in ps:
                    return
                ps = ps.split(eol, 1)[1]
                i = 0
                self.ctx.budget.tick()
                if debug:
                    self.trace_space(False, ps)
            elif name == "n":
                if not self.quiet:
                    self.emit(ps, had_nl)
                if inp.is_last():
                    if debug:
                        self.trace("END-OF-CYCLE:\n")
                    return
                self.flush_appends()
                nxt = inp.next_line()
                assert nxt is not None
                ps, had_nl = nxt
                tflag = False
                if debug:
                    self.trace_space(False, ps)
            elif name == "N":
                if inp.is_last():
                    if debug:
                        self.trace("END-OF-CYCLE:\n")
                    # GNU prints the pattern space when N finds no next line (not under POSIXLY_CORRECT).
                    if not self.quiet and not self.posix_correct:
                        self.emit(ps, had_nl)
                    return
                self.flush_appends()
                nxt = inp.next_line()
                assert nxt is not None
                ps = ps + eol + nxt[0]
                had_nl = nxt[1]
                tflag = False
                if debug:
                    self.trace_space(False, ps)
            elif name == "P":
                first, sep, _ = ps.partition(eol)
                self.emit(first, bool(sep) or had_nl)
            elif name == "g":
                ps, had_nl = self.hold, self.hold_nl
                if debug:
                    self.trace_space(True, self.hold)
            elif name == "G":
                ps, had_nl = ps + eol + self.hold, self.hold_nl
                if debug:
                    self.trace_space(False, ps)
            elif name == "h":
                self.hold, self.hold_nl = ps, had_nl
                if debug:
                    self.trace_space(True, self.hold)
            elif name == "H":
                self.hold, self.hold_nl = self.hold + eol + ps, had_nl
                if debug:
                    self.trace_space(True, self.hold)
            elif name == "x":
                ps, self.hold = self.hold, ps
                had_nl, self.hold_nl = self.hold_nl, had_nl
                if debug:
                    self.trace_space(False, ps)
                    self.trace_space(True, self.hold)
            elif name == "=":
                self.write(f"{inp.line_no}{eol}")
            elif name == "a":
                self.append_queue.append(("text", c.text))
            elif name == "i":
                if c.text:
                    self.write(c.text[:-1] + eol)
            elif name == "c":
                if c.range_state != RANGE_ACTIVE and c.text:
                    self.write(c.text[:-1] + eol)
                if debug:
                    self.trace("END-OF-CYCLE:\n")
                return
            elif name == "q":
                if not self.quiet:
                    self.emit(ps, had_nl)
                self.flush_appends()
                if self.missing_newline:
                    self.write("")  # q ends the output with a newline even after a last line without one
                raise Quit(max(c.int_arg, 0))
            elif name == "Q":
                raise Quit(max(c.int_arg, 0))
            elif name == "L":
                # GNU 4.9 still parses the old L command but has no code to run it
                raise SedError("INTERNAL ERROR: Bad cmd L", 4)
            elif name == "l":
                width = c.int_arg if c.int_arg != -1 else self.line_length
                self.write(self.visual(ps, width) + eol)
            elif name == "y":
                ps = ps.translate(str.maketrans(c.ysrc, c.ydst))
                if debug:
                    self.trace_space(False, ps)
            elif name == "z":
                ps = ""
                if debug:
                    self.trace_space(False, ps)
            elif name == "r":
                if c.prepend:
                    self._read_file("r", c.text)
                else:
                    self.append_queue.append(("r", c.text))
            elif name == "R":
                self.append_queue.append(("R", c.text))
            elif name == "w":
                self.wfile(c.text, ps)
            elif name == "W":
                self.wfile(c.text, ps.split(eol, 1)[0])
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
        if debug:
            self.trace("END-OF-CYCLE:\n")
        if not self.quiet:
            self.emit(ps, had_nl)

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
