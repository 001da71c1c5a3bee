"""sed: GNU sed 4.9, run over the filesystem view.

Input is read lazily, one line of lookahead (enough to know ``$``), so
``yes | sed 3q`` ends at once.  A last line without a newline is written back
without one, as GNU does.  ``-i`` writes each file's new content through the
filesystem view (so the change lands in the overlay and goes to review).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import regex

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.sed.input import Input, sources, split_lines
from vshell.coreutils.sed.parse import Address, Command, Regex, SedError, parse_script

_SYNOPSIS = "sed [OPTION]... {script-only-if-no-other-script} [input-file]..."
_USAGE = f"Usage: {_SYNOPSIS}"
_HELP = """
  -n, --quiet, --silent
                 suppress automatic printing of pattern space
  -e script, --expression=script
                 add the script to the commands to be executed
  -f script-file, --file=script-file
                 add the contents of script-file to the commands to be executed
  -i[SUFFIX], --in-place[=SUFFIX]
                 edit files in place (makes backup if SUFFIX supplied)
  -l N, --line-length=N
                 specify the desired line-wrap length for the `l' command
  -E, -r, --regexp-extended
                 use extended regular expressions in the script
  -s, --separate
                 consider files as separate rather than as a single
                 continuous long stream.
  -z, --null-data
                 separate lines by NUL characters
      --help     display this help and exit
      --version  output version information and exit
"""

_OPTS = (
    Opt("n", "quiet", "quiet"),
    Opt(None, "silent", "quiet"),
    Opt("e", "expression", "script", Arg.REQUIRED, action="append"),
    Opt("f", "file", "script", Arg.REQUIRED, action="append"),
    Opt("i", "in-place", "in_place", Arg.OPTIONAL),
    Opt("l", "line-length", "line_length", Arg.REQUIRED),
    Opt("E", "regexp-extended", "extended"),
    Opt("r", None, "extended"),
    Opt("s", "separate", "separate"),
    Opt("z", "null-data", "null_data"),
    Opt("u", "unbuffered", "unbuffered"),
    Opt(None, "posix", "posix"),
    Opt(None, "debug", "debug"),
    Opt(None, "sandbox", "sandbox"),
    Opt(None, "follow-symlinks", "follow_symlinks"),
    Opt("b", "binary", "binary"),
)


class _Quit(Exception):
    def __init__(self, code: int) -> None:
        super().__init__(code)
        self.code = code


@dataclass(frozen=True, slots=True)
class _SubPlan:
    """What an ``s`` command needs per line, worked out once."""

    constant: str | None  # the replacement when it has no &, \N or case escapes
    simple: bool  # no \L \U \l \u \E: groups and text only
    safe: bool  # the regex cannot backtrack badly, so it runs without the (costly) timeout

    @staticmethod
    def of(c: Command) -> _SubPlan:
        kinds = {kind for kind, _ in c.replacement}
        constant = "".join(v for _, v in c.replacement) if kinds <= {"lit"} else None
        src = c.rx.rx.pattern if c.rx is not None and c.rx.rx is not None else None
        return _SubPlan(constant, "case" not in kinds, src is not None and _backtrack_safe(src))


def _backtrack_safe(pattern: str) -> bool:
    """No groups (so no backreferences or nested repeats) and at most one repeat: at worst
    quadratic in the line's length, so the regex timeout would only cost time."""
    return "(" not in pattern and sum(pattern.count(q) for q in "*+?{") <= 1


class _Sed:
    def __init__(self, ctx: CommandContext, cmds: list[Command], *, quiet: bool, eol: str,
                 line_length: int, separate: bool, in_place: bool) -> None:
        self.ctx = ctx
        self.cmds = cmds
        self.quiet = quiet
        self.eol = eol
        self.line_length = line_length
        self.separate = separate
        self.in_place = in_place
        self.labels = {c.text: i for i, c in enumerate(cmds) if c.name == ":"}
        self.hold = ""
        # GNU keeps a "had a newline" flag with each buffer: g/G/x carry the hold space's (initially
        # set) into the pattern space, so `G` on a last line without newline still ends with one.
        self.hold_nl = True
        self.buf: list[str] = []
        self.subs = {id(c): _SubPlan.of(c) for c in cmds if c.name == "s"}
        self.safe_patterns = {a.rx.rx.pattern for c in cmds for a in (c.addr1, c.addr2)
                              if a is not None and a.rx is not None and a.rx.rx is not None
                              and _backtrack_safe(a.rx.rx.pattern)}
        self.last_rx: regex.Pattern[str] | None = None
        self.append_queue: list[tuple[str, str]] = []
        self.wfiles: dict[str, list[bytes]] = {}
        self.out_parts: list[bytes] = []
        self.status = 0
        self.finished: set[str] = set()
        self.missing_newline = False
        self.timeout = ctx.budget.regex_timeout

    # -- output ---------------------------------------------------------
    def write(self, text: str) -> None:
        if self.missing_newline:
            # The last line had no newline but more output follows: GNU adds it back.
            self.missing_newline = False
            text = self.eol + text
        self.buf.append(text)
        if len(self.buf) >= 512:
            self.flush()

    def flush(self) -> None:
        """Hand the buffered output on (stdout, or the -i file being built) in one piece."""
        if not self.buf:
            return
        data = "".join(self.buf).encode("utf-8", "surrogateescape")
        self.buf.clear()
        if self.in_place:
            self.out_parts.append(data)
        else:
            self.ctx.stdout.write(data)

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

    # -- matching -------------------------------------------------------
    def regex_of(self, r: Regex) -> regex.Pattern[str]:
        if r.rx is None:
            if self.last_rx is None:
                raise SedError("-e expression #1, char 0: no previous regular expression")
            return self.last_rx
        self.last_rx = r.rx
        return r.rx

    def match_addr(self, a: Address, ps: str, inp: Input) -> bool:
        if a.kind == "line":
            return inp.line_no == a.line
        if a.kind == "last":
            return inp.is_last()
        if a.kind == "step":
            if a.step <= 0:
                return inp.line_no == a.line
            return inp.line_no >= a.line and (inp.line_no - a.line) % a.step == 0
        if a.kind == "zero":
            return False
        assert a.rx is not None
        rx = self.regex_of(a.rx)
        if rx.pattern in self.safe_patterns:
            return rx.search(ps) is not None
        return rx.search(ps, timeout=self.timeout) is not None

    def selected(self, c: Command, ps: str, inp: Input) -> bool:
        if c.addr1 is None:
            return not c.negate
        if not c.addr2_kind:
            hit = self.match_addr(c.addr1, ps, inp)
            return hit != c.negate
        n = inp.line_no
        if c.active:
            end = False
            if c.addr2_kind == "plus":
                end = n >= c.end_line
            elif c.addr2_kind == "tilde":
                end = c.addr2_n <= 0 or n % c.addr2_n == 0
            else:
                assert c.addr2 is not None
                if c.addr2.kind == "line":
                    end = n >= c.addr2.line
                    if n > c.addr2.line:
                        c.active = False
                        return c.negate != self._start_range(c, ps, inp)
                else:
                    end = self.match_addr(c.addr2, ps, inp)
            if end:
                c.active = False
            return not c.negate
        return self._start_range(c, ps, inp) != c.negate

    def _start_range(self, c: Command, ps: str, inp: Input) -> bool:
        n = inp.line_no
        a1 = c.addr1
        assert a1 is not None
        if a1.kind == "zero":
            # 0,/re/: the regex may end the range on the very first line.
            if n == 1 and not c.end_line:
                c.end_line = -1
                assert c.addr2 is not None
                if self.match_addr(c.addr2, ps, inp):
                    return True
                c.active = True
                return True
            return False
        if not self.match_addr(a1, ps, inp):
            return False
        if c.addr2_kind == "plus":
            c.end_line = n + c.addr2_n
            c.active = c.addr2_n > 0
        elif c.addr2_kind == "tilde":
            c.active = not (c.addr2_n <= 0 or n % c.addr2_n == 0)
        else:
            assert c.addr2 is not None
            if c.addr2.kind == "line":
                c.active = c.addr2.line > n
            elif c.addr2.kind == "last":
                c.active = not inp.is_last()
            else:
                c.active = True
        return True

    # -- s ----------------------------------------------------------------
    def substitute(self, c: Command, ps: str) -> tuple[str, bool]:
        assert c.rx is not None
        rx = self.regex_of(c.rx)
        plan = self.subs[id(c)]
        if c.occurrence == 1 and not c.global_ and plan.safe and rx is c.rx.rx:
            # The common `s/re/text/`: one search, no empty-match bookkeeping needed.
            m = rx.search(ps)
            if m is None:
                return ps, False
            s, e = m.span()
            rep = plan.constant if plan.constant is not None else self._expand(c.replacement, m)
            return ps[:s] + rep + ps[e:], True
        if c.occurrence == 1 and plan.safe and rx is c.rx.rx:
            # `s/re/text/g` with a group-free regex: the engine's own scan finds the same matches
            # as GNU once an empty match right after the previous match is dropped.
            parts: list[str] = []
            pos = 0
            for m in rx.finditer(ps):
                s, e = m.span()
                if s == e and s == pos and parts:
                    continue
                parts.append(ps[pos:s])
                parts.append(plan.constant if plan.constant is not None else self._expand(c.replacement, m))
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
                out.append(self._expand(c.replacement, m))
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

    @staticmethod
    def _expand(parts: list[tuple[str, str]], m: regex.Match[str]) -> str:
        out: list[str] = []
        mode = ""  # "", "L", "U"
        one = ""  # "l", "u" for the next character
        for kind, value in parts:
            if kind == "case":
                if value in "LU":
                    mode, one = value, ""
                elif value == "E":
                    mode, one = "", ""
                else:
                    one = value
                continue
            text = value if kind == "lit" else (m.group(int(value)) or "")
            if not text:
                continue
            if mode == "L":
                text = text.lower()
            elif mode == "U":
                text = text.upper()
            if one:
                text = (text[0].lower() if one == "l" else text[0].upper()) + text[1:]
                one = ""
            out.append(text)
        return "".join(out)

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
        return "\n".join(lines)

    # -- the cycle ---------------------------------------------------------
    def flush_appends(self) -> None:
        for kind, value in self.append_queue:
            if kind == "text":
                self.write(value + "\n")
            elif kind in ("r", "R"):
                self._read_file(kind, value)
        self.append_queue.clear()

    _r_streams: dict[str, Iterator[tuple[str, bool]]]

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
        streams = self.__dict__.setdefault("_r_streams", {})
        if name not in streams:
            try:
                streams[name] = split_lines(self.ctx.fs.read_bytes(self.ctx.resolve(name)), b"\n")
            except OSError:
                streams[name] = iter(())
        nxt = next(streams[name], None)
        if nxt is not None:
            self.write(nxt[0] + "\n")

    def _lone_s(self, inp: Input) -> Command | None:
        """The script's only command when it is a plain ``s`` on every line of files read whole."""
        if len(self.cmds) != 1 or self.quiet or self.in_place:
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

    def run(self, inp: Input) -> int:
        lone = self._lone_s(inp)
        if lone is not None:
            return self._run_lone_s(lone, inp)
        cmds = self.cmds
        eol = self.eol
        budget = self.ctx.budget
        pending: tuple[str, bool] | None = None
        while True:
            if pending is None:
                got = inp.next_line()
                if got is None:
                    break
            else:
                got = pending
            pending = None
            ps, had_nl = got
            if inp.switched:
                # With -s/-i each file starts afresh: no range stays open across the boundary.
                inp.switched = False
                for c in cmds:
                    c.active = False
                    c.end_line = 0
            tflag = False
            i = 0
            delete = False
            restart = False
            budget.tick()
            ncmds = len(cmds)
            try:
                while i < ncmds:
                    c = cmds[i]
                    if c.name == "}" or c.name == ":":
                        i += 1
                        continue
                    if c.addr1 is None:
                        if c.negate:
                            i = c.block_end + 1 if c.name == "{" else i + 1
                            continue
                    elif not self.selected(c, ps, inp):
                        i = c.block_end + 1 if c.name == "{" else i + 1
                        continue
                    name = c.name
                    i += 1
                    if name == "{":
                        continue
                    if name == "s":
                        ps, changed = self.substitute(c, ps)
                        if changed:
                            tflag = True
                            for _ in range(c.print_):
                                self.emit(ps)
                            if c.wfile:
                                self.wfile(c.wfile, ps)
                    elif name == "p":
                        self.emit(ps, had_nl)
                    elif name == "d":
                        delete = True
                        break
                    elif name == "D":
                        if eol not in ps:
                            delete = True
                            break
                        ps = ps.split(eol, 1)[1]
                        restart = True
                        break
                    elif name == "n":
                        if not inp.has_more():
                            if not self.quiet:
                                self.emit(ps, had_nl)
                            self.flush_appends()
                            return self.status
                        if not self.quiet:
                            self.emit(ps, had_nl)
                        self.flush_appends()
                        nxt = inp.next_line()
                        if nxt is None:
                            delete = True
                            break
                        ps, had_nl = nxt
                    elif name == "N":
                        if inp.is_last():
                            # GNU prints the pattern space when N finds no next line.
                            if not self.quiet:
                                self.emit(ps, had_nl)
                            self.flush_appends()
                            if not inp.has_more():
                                return self.status
                            delete = True
                            break
                        self.flush_appends()
                        nxt = inp.next_line()
                        assert nxt is not None
                        ps = ps + eol + nxt[0]
                        had_nl = nxt[1]
                    elif name == "P":
                        self.emit(ps.split(eol, 1)[0])
                    elif name == "g":
                        ps, had_nl = self.hold, self.hold_nl
                    elif name == "G":
                        ps, had_nl = ps + eol + self.hold, self.hold_nl
                    elif name == "h":
                        self.hold, self.hold_nl = ps, had_nl
                    elif name == "H":
                        self.hold, self.hold_nl = self.hold + eol + ps, had_nl
                    elif name == "x":
                        ps, self.hold = self.hold, ps
                        had_nl, self.hold_nl = self.hold_nl, had_nl
                    elif name == "=":
                        self.write(f"{inp.line_no}{eol}")
                    elif name == "a":
                        self.append_queue.append(("text", c.text))
                    elif name == "i":
                        self.write(c.text + eol)
                    elif name == "c":
                        if not c.addr2_kind or not c.active:
                            self.write(c.text + eol)
                        delete = True
                        break
                    elif name == "b":
                        budget.tick()
                        i = self.labels[c.text] if c.text else len(cmds)
                    elif name == "t":
                        budget.tick()
                        if tflag:
                            tflag = False
                            i = self.labels[c.text] if c.text else len(cmds)
                    elif name == "T":
                        budget.tick()
                        if not tflag:
                            i = self.labels[c.text] if c.text else len(cmds)
                        else:
                            tflag = False
                    elif name == "q":
                        if not self.quiet:
                            self.emit(ps, had_nl)
                        self.flush_appends()
                        if self.missing_newline:
                            self.write("")  # q ends the output with a newline even after a last line without one
                        raise _Quit(c.exit_code)
                    elif name == "Q":
                        raise _Quit(c.exit_code)
                    elif name == "l":
                        width = c.line_len if c.line_len is not None else self.line_length
                        self.write(self.visual(ps, width) + eol)
                    elif name == "y":
                        ps = ps.translate(str.maketrans(c.ysrc, c.ydst))
                    elif name == "z":
                        ps = ""
                    elif name in ("r", "R"):
                        self.append_queue.append((name, c.text))
                    elif name == "w":
                        self.wfile(c.text, ps)
                    elif name == "W":
                        self.wfile(c.text, ps.split(eol, 1)[0])
                    elif name == "F":
                        src = inp.current
                        self.write(("-" if src is None or src.path is None else src.name) + eol)
                    elif name == "e":
                        raise SedError("e/r/w commands disabled in sandbox mode")
            except TimeoutError:
                self.ctx.budget.exceed("regex_seconds", "regular expression took too long")
            if restart:
                self.flush_appends()
                pending = (ps, had_nl)
                continue
            if not delete and not self.quiet:
                self.emit(ps, had_nl)
            if self.append_queue:
                self.flush_appends()
            if self.in_place and inp.is_last():
                self.finish_file(inp)
        return self.status

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


@command("sed", summary="stream editor for filtering and transforming text", usage=_SYNOPSIS, opts=_OPTS,
         usage_status=1, help_text=_HELP)
def sed(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    operands = list(args.operands)
    chunks: list[tuple[str, str]] = []
    expr_no = 0
    for dest, value in args.order:
        if dest != "script":
            continue
        # -e and -f both land in "script"; tell them apart by what argv said.
        chunks.append((str(value), ""))
    if chunks:
        labelled: list[tuple[str, str]] = []
        scripts = _script_sources(ctx.argv[1:])
        for (text, _), kind in zip(chunks, scripts, strict=False):
            if kind == "f":
                try:
                    raw = ctx.stdin.read() if text == "-" else ctx.fs.read_bytes(ctx.resolve(text))
                except OSError as e:
                    ctx.error(f"couldn't open file {text}: {strerror(e)}")
                    return 1
                body = raw.decode("utf-8", "surrogateescape")
                if body.endswith("\n"):
                    body = body[:-1]
                labelled.append((body, f"file {text} line 1"))
            else:
                expr_no += 1
                labelled.append((text, f"-e expression #{expr_no}"))
        chunks = labelled
    else:
        if not operands:
            ctx.stderr.write(f"{_USAGE}\n{_HELP}".encode())
            return 1
        chunks = [(operands.pop(0), "-e expression #1")]
    try:
        cmds = parse_script(chunks, extended=bool(v.get("extended")))
    except SedError as e:
        ctx.error(e.message)
        return e.status
    in_place = "in_place" in v
    suffix = v.get("in_place")
    if in_place and not operands:
        ctx.error("no input files")
        return 4
    eol = "\0" if v.get("null_data") else "\n"
    try:
        line_length = int(str(v.get("line_length", 70)))
    except ValueError:
        ctx.error(f"invalid line length: {v.get('line_length')}")
        return 1
    runner = _Sed(ctx, cmds, quiet=bool(v.get("quiet")) or _first_line_n(chunks), eol=eol,
                  line_length=line_length, separate=bool(v.get("separate")) or in_place, in_place=in_place)
    state = [0, int(in_place)]
    if not operands:
        operands = ["-"]
    if in_place and isinstance(suffix, str) and suffix:
        for name in operands:
            if name == "-":
                continue
            try:
                data = ctx.fs.read_bytes(ctx.resolve(name))
                backup = suffix.replace("*", name) if "*" in suffix else name + suffix
                ctx.fs.write_bytes(ctx.resolve(backup), data)
            except OSError:
                pass
    inp = Input(list(sources(ctx, operands, eol.encode(), state)), separate=runner.separate)
    try:
        status = runner.run(inp)
    except _Quit as q:
        status = q.code
    except SedError as e:
        runner.flush()
        ctx.error(e.message)
        return e.status
    runner.flush()
    if in_place:
        runner.finish_file(inp)
    for name, datas in runner.wfiles.items():
        try:
            ctx.fs.write_bytes(ctx.resolve(name), b"".join(datas))
        except OSError as e:
            ctx.error(f"couldn't open file {name}: {strerror(e)}")
            return 4
    for name in _empty_wfiles(cmds, runner.wfiles):
        try:
            ctx.fs.write_bytes(ctx.resolve(name), b"")
        except OSError as e:
            ctx.error(f"couldn't open file {name}: {strerror(e)}")
            return 4
    return status or state[0]


def _empty_wfiles(cmds: list[Command], written: dict[str, list[bytes]]) -> list[str]:
    """GNU creates every w file when the script is read, even if nothing is written."""
    names: list[str] = []
    for c in cmds:
        name = c.wfile if c.name == "s" else (c.text if c.name in "wW" else None)
        if name and name not in written and name not in ("/dev/stdout", "/dev/stderr", "-") and name not in names:
            names.append(name)
    return names


def _first_line_n(chunks: list[tuple[str, str]]) -> bool:
    """``#n`` on the first line of the script acts like -n (POSIX)."""
    first = chunks[0][0] if chunks else ""
    return first == "#n" or first.startswith("#n\n")


def _script_sources(argv: list[str]) -> list[str]:
    """For each -e/-f script argument in argv order, 'e' or 'f'."""
    kinds: list[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--":
            break
        if a.startswith("--"):
            name = a[2:].split("=", 1)[0]
            if "expression".startswith(name) and len(name) >= 2:
                kinds.append("e")
                i += 1 if "=" in a else 2
                continue
            if "file".startswith(name) and len(name) >= 2:
                kinds.append("f")
                i += 1 if "=" in a else 2
                continue
            i += 1
            continue
        if a.startswith("-") and len(a) > 1:
            j = 1
            while j < len(a):
                ch = a[j]
                if ch in "ef":
                    kinds.append(ch)
                    i += 1 if j + 1 < len(a) else 2
                    break
                if ch in "il":
                    i += 1
                    break
                j += 1
            else:
                i += 1
            continue
        i += 1
    return kinds
