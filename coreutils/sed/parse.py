"""The GNU sed 4.9 script language: parsing into a vector of commands.

The reader follows GNU's compile.c step by step (one character read, one
pushed back), so an error comes with GNU's text and position: ``-e
expression #1, char 5: unterminated `s' command`` (the position is the
bytes read so far) or ``file F line N: ...``.  Each command keeps what
``--debug`` prints: the regex and replacement as GNU stores them after
its escape processing, and a/i/c text with its final newline.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import regex

from vshell.coreutils.common.posix_regex import RegexError, translate
from vshell.coreutils.sed.escapes import check_ere, normalize_text

EOF = ""
_BLANKS = " \t"
_SPACES = " \t\n\v\f\r"
VERSION = (4, 9)


class SedError(Exception):
    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


@dataclass
class Regex:
    """A compiled regex; ``rx`` None is ``//``, the last regex used."""

    source: str  # as GNU stores it (escapes done), for --debug
    rx: regex.Pattern[str] | None
    flags: str = ""  # "I" and/or "M"
    groups: int = 0
    safe: bool = False  # cannot backtrack badly: searched without the regex timeout


@dataclass
class Address:
    # GNU's address types: "null" (a +0 or ~0 end), "regex", "num", "num_mod" (first~step),
    # "step" (+N), "step_mod" (~N), "last"
    kind: str
    number: int = 0
    step: int = 0
    rx: Regex | None = None


@dataclass
class Repl:
    """One piece of an ``s`` replacement: literal text, then a group (-1 none, 0 is &), in a case mode."""

    prefix: str
    group: int = -1
    case: int = 0  # GNU's repl_type: 1 upper, 2 lower, 4 upper-first, 8 lower-first (or'ed)


@dataclass
class Command:
    name: str
    addr1: Address | None = None
    addr2: Address | None = None
    negate: bool = False
    text: str = ""  # a i c text (GNU's, with its newline), labels, file names, e's command
    rx: Regex | None = None  # s
    replacement: list[Repl] = field(default_factory=list)
    global_: bool = False
    numb: int = 0  # s's N flag as given (0: none)
    print_: int = 0
    eval_: bool = False
    wfile: str | None = None
    int_arg: int = -1  # q Q l L
    ysrc: str = ""
    ydst: str = ""
    prepend: bool = False  # 0r: the file goes before the first line
    jump: int = -1  # { : index of its }; b t T: index of the label (or the end)
    named: bool = True  # a label compiled after --debug: GNU keeps label names for the dump only then
    range_state: int = 0  # 0 inactive, 1 active, 2 closed

    @property
    def occurrence(self) -> int:
        return self.numb or 1


RANGE_INACTIVE, RANGE_ACTIVE, RANGE_CLOSED = 0, 1, 2


class _Prog:
    """One script piece, read a character at a time as GNU's inchar/savchar do."""

    def __init__(self, text: str, expr_no: int, file_name: str | None) -> None:
        self.text = text
        self.pos = 0
        self.expr_no = expr_no
        self.file_name = file_name
        self.line = 1 if file_name is not None else 0

    def where(self) -> str:
        if self.file_name is not None:
            return f"file {self.file_name} line {self.line}"
        done = len(self.text[: self.pos].encode("utf-8", "surrogateescape"))
        return f"-e expression #{self.expr_no}, char {done}"

    def inchar(self) -> str:
        if self.pos >= len(self.text):
            return EOF
        ch = self.text[self.pos]
        self.pos += 1
        if ch == "\n":
            self.line += 1
        return ch

    def savchar(self, ch: str) -> None:
        if ch == EOF:
            return
        if ch == "\n" and self.line > 0:
            self.line -= 1
        self.pos -= 1

    def in_nonblank(self) -> str:
        ch = self.inchar()
        while ch and ch in _BLANKS:
            ch = self.inchar()
        return ch


@dataclass
class _Label:
    index: int
    name: str
    where: str = ""


class Compiler:
    """GNU's compile_program over every -e / -f piece, then check_final_program."""

    def __init__(self, *, extended: bool, posix: bool, sandbox: bool) -> None:
        self.extended = extended
        self.posix = posix  # --posix: GNU's POSIXLY_BASIC
        self.debug = True  # --debug was read before this piece
        self.sandbox = sandbox
        self.cmds: list[Command] = []
        self.blocks: list[_Label] = []
        self.labels: list[_Label] = []
        self.jumps: list[_Label] = []
        self.pending: list[str] | None = None  # a/i/c text continued in the next piece
        self.pending_cmd: Command | None = None
        self.quiet = False  # #n on the first line
        self.first = True
        self.prog = _Prog("", 0, None)

    def bad(self, why: str) -> SedError:
        return SedError(f"{self.prog.where()}: {why}")

    # -- pieces -------------------------------------------------------------
    def compile_piece(self, text: str, expr_no: int, file_name: str | None) -> None:
        self.prog = _Prog(text, expr_no, file_name)
        self._program()
        self.first = False

    def runtime_where(self) -> str:
        """Where GNU says a run-time regex error is: the last piece read, at char 0."""
        p = self.prog
        return f"file {p.file_name} line {p.line}" if p.file_name is not None else f"-e expression #{p.expr_no}, char 0"

    def finish(self) -> list[Command]:
        if self.blocks:
            where = self.blocks[-1].where
            raise SedError(f"{where}: unmatched `{{'")
        if self.pending is not None and self.pending_cmd is not None:
            self.pending_cmd.text = "".join(self.pending)
            self.pending = None
        for jump in self.jumps:
            target = next((lbl for lbl in self.labels if lbl.name == jump.name), None)
            if target is not None:
                self.cmds[jump.index].jump = target.index
            elif jump.name:
                raise SedError(f"can't find label for jump to `{jump.name}'", 4)
            else:
                self.cmds[jump.index].jump = len(self.cmds)
        return self.cmds

    # -- the reader's pieces ----------------------------------------------------
    def _end_of_cmd(self) -> None:
        p = self.prog
        ch = p.in_nonblank()
        if ch in ("}", "#"):
            p.savchar(ch)
        elif ch not in (EOF, "\n", ";"):
            raise self.bad("extra characters after command")

    def _integer(self, ch: str) -> int:
        num = 0
        while ch and ch in "0123456789":
            num = num * 10 + int(ch)
            ch = self.prog.inchar()
        self.prog.savchar(ch)
        return num

    def _filename(self) -> str:
        if self.sandbox:
            raise self.bad("e/r/w commands disabled in sandbox mode")
        p = self.prog
        out: list[str] = []
        ch = p.in_nonblank()
        while ch not in (EOF, "\n"):
            out.append(ch)
            ch = p.inchar()
        return "".join(out)

    def _openfile(self) -> str:
        name = self._filename()
        if not name:
            raise self.bad("missing filename in r/R/w/W commands")
        return name

    def _label(self) -> str:
        p = self.prog
        out: list[str] = []
        ch = p.in_nonblank()
        while ch not in (EOF, "\n") and ch not in _BLANKS and ch not in ";}#":
            out.append(ch)
            ch = p.inchar()
        p.savchar(ch)
        return "".join(out)

    def _char_class(self, b: list[str]) -> str:
        """After a ``[`` in a regex: copy the bracket expression, return the character that ended it."""
        p = self.prog
        ch = p.inchar()
        if ch == "^":
            b.append(ch)
            ch = p.inchar()
        if ch == "]":
            b.append(ch)
            ch = p.inchar()
        state = 0
        delim = ""
        while True:
            if ch in (EOF, "\n"):
                return ch
            if ch in ".:=":
                if state == 1:
                    delim, state = ch, 2
                    b.append(ch)
                    ch = p.inchar()
                    continue
                if state == 2 and ch == delim:
                    state = 3
                    b.append(ch)
                    ch = p.inchar()
                    continue
            elif ch == "[":
                if state == 0:
                    state = 1
                b.append(ch)
                ch = p.inchar()
                continue
            elif ch == "]":
                if state in (0, 1):
                    return ch
                if state == 3:
                    state = 0
            state &= ~1
            b.append(ch)
            ch = p.inchar()

    def _match_slash(self, slash: str, is_regex: bool) -> str | None:
        """Text up to the unescaped delimiter (GNU's match_slash); None when unterminated."""
        p = self.prog
        if slash and ord(slash) > 127:
            # GNU has read only the first byte of the delimiter
            p.pos -= 1
            where = p.where() if p.file_name is not None else f"{p.where().rsplit(' ', 1)[0]} {int(p.where().rsplit(' ', 1)[1]) + 1}"
            raise SedError(f"{where}: delimiter character is not a single-byte character")
        b: list[str] = []
        while True:
            ch = p.inchar()
            if ch in (EOF, "\n"):
                break
            if ch == slash:
                return "".join(b)
            if ch == "\\":
                ch = p.inchar()
                if ch == EOF:
                    break
                if ch != "\n" and (ch != slash or (not is_regex and ch == "&")):
                    b.append("\\")
            elif ch == "[" and is_regex:
                b.append(ch)
                ch = self._char_class(b)
                if ch != "]":
                    break
            b.append(ch)
        if ch == "\n":
            p.savchar(ch)
        return None

    def _read_text(self, cmd: Command | None, leadin: str) -> None:
        """a/i/c text (GNU's read_text): a trailing backslash at the end of a piece continues it."""
        p = self.prog
        if cmd is not None:
            self.pending = []
            self.pending_cmd = cmd
            cmd.text = ""
        if leadin == EOF:
            return
        buf = self.pending
        assert buf is not None
        if leadin != "\n":
            buf.append(leadin)
        ch = p.inchar()
        while ch not in (EOF, "\n"):
            if ch == "\\":
                ch = p.inchar()
                if ch != EOF:
                    buf.append("\\")
            if ch == EOF:
                buf.append("\n")
                return
            buf.append(ch)
            ch = p.inchar()
        buf.append("\n")
        assert self.pending_cmd is not None
        self.pending_cmd.text = self._normalize("".join(buf), "buffer")
        self.pending = None

    def _normalize(self, text: str, kind: str) -> str:
        try:
            return normalize_text(text, kind, posix=self.posix)
        except ValueError:
            raise self.bad("recursive escaping after \\c not allowed") from None

    def _regex(self, pattern: str, flags: str, needed: int) -> Regex | None:
        if not pattern:
            if flags:
                raise self.bad("cannot specify modifiers on empty regexp")
            return None
        source = self._normalize(pattern, "regex")
        try:
            if self.extended:
                check_ere(source)
            rx = _compile(source, flags, self.extended)
        except RegexError as e:
            raise self.bad(e.message) from None
        except regex.error:
            raise self.bad("Invalid preceding regular expression") from None
        if needed and rx.groups < needed - 1:
            raise self.bad(f"invalid reference \\{needed - 1} on `s' command's RHS")
        return Regex(source, rx, flags, rx.groups)

    def _address(self, ch: str) -> Address | None:
        p = self.prog
        if ch in ("/", "\\"):
            if ch == "\\":
                ch = p.inchar()
            body = self._match_slash(ch, True)
            if body is None:
                raise self.bad("unterminated address regex")
            flags = ""
            while True:
                ch = p.in_nonblank()
                if not self.posix and ch in ("I", "M"):
                    flags += ch
                    continue
                p.savchar(ch)
                return Address("regex", rx=self._regex(body, flags, 0))
        if ch and ch in "0123456789":
            a = Address("num", number=self._integer(ch))
            ch = p.in_nonblank()
            if ch != "~" or self.posix:
                p.savchar(ch)
            else:
                step = self._integer(p.in_nonblank())
                if step > 0:
                    a.kind, a.step = "num_mod", step
            return a
        if ch in ("+", "~") and ch and not self.posix:
            step = self._integer(p.in_nonblank())
            if step == 0:
                return Address("null")
            return Address("step" if ch == "+" else "step_mod", step=step)
        if ch == "$":
            return Address("last")
        return None

    # -- the program --------------------------------------------------------------
    def _program(self) -> None:
        p = self.prog
        if self.pending is not None:
            self._read_text(None, "\n")
        while True:
            ch = p.inchar()
            while ch == ";" or (ch and ch in _SPACES):
                ch = p.inchar()
            if ch == EOF:
                return
            cmd = Command("")
            a = self._address(ch)
            if a is not None:
                if a.kind in ("step", "step_mod"):
                    raise self.bad("invalid usage of +N or ~N as first address")
                cmd.addr1 = a
                ch = p.in_nonblank()
                if ch == ",":
                    a2 = self._address(p.in_nonblank())
                    if a2 is None:
                        raise self.bad("unexpected `,'")
                    cmd.addr2 = a2
                    ch = p.in_nonblank()
                if (cmd.addr1.kind == "num" and cmd.addr1.number == 0
                        and ((cmd.addr2 is None and ch != "r")
                             or (cmd.addr2 is not None and cmd.addr2.kind != "regex") or self.posix)):
                    raise self.bad("invalid usage of line address 0")
            if ch == "!":
                cmd.negate = True
                ch = p.in_nonblank()
                if ch == "!":
                    raise self.bad("multiple `!'s")
            if self.posix:
                if ch and ch in "eFvzLQTRW":
                    raise self.bad(f"unknown command: `{ch}'")
                if ch and ch in "ail=r" and cmd.addr2 is not None:
                    raise self.bad("command only uses one address")
            cmd.name = ch
            if not self._command(cmd, ch):
                continue
            self.cmds.append(cmd)

    def _command(self, cmd: Command, ch: str) -> bool:
        """Read the rest of one command; False for those that add nothing to the program (# and v)."""
        p = self.prog
        if ch == "#":
            if cmd.addr1 is not None:
                raise self.bad("comments don't accept any addresses")
            ch = p.inchar()
            if ch == "n" and self.first and p.pos == 2 and p.line < 2:
                self.quiet = True
            while ch not in (EOF, "\n"):
                ch = p.inchar()
            return False
        if ch == "v":
            wanted = self._label() or "4.0"
            if _newer_than_us(wanted):
                raise self.bad("expected newer version of sed")
            return False
        if ch == "{":
            where = p.where() if p.file_name is not None else f"-e expression #{p.expr_no}, char 0"
            self.blocks.append(_Label(len(self.cmds), "", where))
        elif ch == "}":
            if not self.blocks:
                raise self.bad("unexpected `}'")
            if cmd.addr1 is not None:
                raise self.bad("`}' doesn't want any addresses")
            self._end_of_cmd()
            self.cmds[self.blocks.pop().index].jump = len(self.cmds)
        elif ch == "e":
            if self.sandbox:
                raise self.bad("e/r/w commands disabled in sandbox mode")
            ch = p.in_nonblank()
            if ch not in (EOF, "\n"):
                self._text_command(cmd, ch)
        elif ch in ("a", "i", "c"):
            self._text_command(cmd, p.in_nonblank())
        elif ch == ":":
            if cmd.addr1 is not None:
                raise self.bad(": doesn't want any addresses")
            label = self._label()
            if not label:
                raise self.bad("\":\" lacks a label")
            cmd.text = label
            cmd.named = self.debug
            self.labels.insert(0, _Label(len(self.cmds), label))
        elif ch in ("b", "t", "T"):
            cmd.text = self._label()
            self.jumps.append(_Label(len(self.cmds), cmd.text))
        elif ch in ("q", "Q", "l", "L"):
            if ch in "qQ" and cmd.addr2 is not None:
                raise self.bad("command only uses one address")
            ch = p.in_nonblank()
            if ch and ch in "0123456789" and not self.posix:
                cmd.int_arg = self._integer(ch)
            else:
                p.savchar(ch)
            self._end_of_cmd()
        elif ch and ch in "=dDFgGhHnNpPzx":
            self._end_of_cmd()
        elif ch == "r":
            cmd.text = self._openfile()
            if cmd.addr1 is not None and cmd.addr1.kind == "num" and cmd.addr1.number == 0 and cmd.addr2 is None:
                cmd.addr1.number = 1
                cmd.prepend = True
        elif ch in ("R", "w", "W"):
            cmd.text = self._openfile()
        elif ch == "s":
            self._subst(cmd)
        elif ch == "y":
            self._translate(cmd)
        elif ch == EOF:
            raise self.bad("missing command")
        else:
            raise self.bad(f"unknown command: `{ch}'")
        return True

    def _text_command(self, cmd: Command, ch: str) -> None:
        p = self.prog
        if ch == EOF:
            raise self.bad("expected \\ after `a', `c' or `i'")
        if ch == "\\":
            ch = p.inchar()
        else:
            if self.posix:
                raise self.bad("expected \\ after `a', `c' or `i'")
            p.savchar(ch)
            ch = "\n"
        self._read_text(cmd, ch)

    def _subst(self, cmd: Command) -> None:
        p = self.prog
        slash = p.inchar()
        pattern = self._match_slash(slash, True)
        if pattern is None:
            raise self.bad("unterminated `s' command")
        repl = self._match_slash(slash, False)
        if repl is None:
            raise self.bad("unterminated `s' command")
        cmd.replacement, max_id = self._replacement(repl)
        flags = self._subst_opts(cmd)
        cmd.rx = self._regex(pattern, flags, max_id + 1) if pattern else self._regex("", flags, 0)
        if cmd.rx is None:
            cmd.rx = Regex("", None, "", -1)
        if cmd.eval_ and self.sandbox:
            raise self.bad("e/r/w commands disabled in sandbox mode")

    def _subst_opts(self, cmd: Command) -> str:
        p = self.prog
        flags = ""
        while True:
            ch = p.in_nonblank()
            if ch in ("i", "I", "m", "M", "e"):
                if self.posix:
                    raise self.bad("unknown option to `s'")
                if ch == "e":
                    cmd.eval_ = True
                elif ch in "iI":
                    flags += "" if "I" in flags else "I"
                else:
                    flags += "" if "M" in flags else "M"
            elif ch == "p":
                if cmd.print_:
                    raise self.bad("multiple `p' options to `s' command")
                cmd.print_ = 2 if cmd.eval_ else 1
            elif ch == "g":
                if cmd.global_:
                    raise self.bad("multiple `g' options to `s' command")
                cmd.global_ = True
            elif ch == "w":
                cmd.wfile = self._openfile()
                return flags
            elif ch and ch in "0123456789":
                if cmd.numb:
                    raise self.bad("multiple number options to `s' command")
                cmd.numb = self._integer(ch)
                if not cmd.numb:
                    raise self.bad("number option to `s' command may not be zero")
            elif ch in ("}", "#"):
                p.savchar(ch)
                return flags
            elif ch in (EOF, "\n", ";") or (ch == "\r" and p.inchar() == "\n"):
                return flags
            else:
                raise self.bad("unknown option to `s'")

    def _replacement(self, raw: str) -> tuple[list[Repl], int]:
        """GNU's setup_replacement: pieces of literal text, each maybe followed by & or \\N."""
        text = self._normalize(raw, "replacement")
        parts: list[Repl] = []
        case = save = 0
        max_id = 0
        base: list[str] = []
        i = 0
        n = len(text)
        while i < n:
            c = text[i]
            if c == "\\":
                node = Repl("".join(base), -1, case)
                parts.append(node)
                base = []
                case = save
                i += 1
                if i == n:
                    node.prefix += "\\"
                    break
                d = text[i]
                if self.posix and not d.isdigit():
                    base.append(d)
                elif d in "0123456789":
                    node.group = int(d)
                    max_id = max(max_id, node.group)
                elif d == "L":
                    case = save = 2
                elif d == "U":
                    case = save = 1
                elif d == "E":
                    case = save = 0
                elif d == "l":
                    save, case = case, case | 8
                elif d == "u":
                    save, case = case, case | 4
                else:
                    base.append(d)
                i += 1
            elif c == "&":
                parts.append(Repl("".join(base), 0, case))
                base = []
                case = save
                i += 1
            else:
                base.append(c)
                i += 1
        if base:
            parts.append(Repl("".join(base), -1, case))
        # `\x` escapes that stayed literal were folded into the next piece's prefix above,
        # so join consecutive group-less pieces of one case to keep the cycle cheap
        merged: list[Repl] = []
        for part in parts:
            last = merged[-1] if merged else None
            if last is not None and last.group == -1 and last.case == part.case:
                merged[-1] = Repl(last.prefix + part.prefix, part.group, part.case)
            else:
                merged.append(part)
        return merged, max_id

    def _translate(self, cmd: Command) -> None:
        p = self.prog
        slash = p.inchar()
        src = self._match_slash(slash, False)
        if src is None:
            raise self.bad("unterminated `y' command")
        src = self._normalize(src, "buffer")
        dst = self._match_slash(slash, False)
        if dst is None:
            raise self.bad("unterminated `y' command")
        dst = self._normalize(dst, "buffer")
        if len(src) != len(dst):
            raise self.bad("strings for `y' command are different lengths")
        cmd.ysrc, cmd.ydst = src, dst
        self._end_of_cmd()


def _newer_than_us(text: str) -> bool:
    """strverscmp(text, "4.9") > 0: runs of digits compare as numbers, anything else as bytes."""
    ours: list[str] = re.findall(r"\d+|\D+", f"{VERSION[0]}.{VERSION[1]}")
    theirs: list[str] = re.findall(r"\d+|\D+", text)
    for a, b in zip(theirs, ours, strict=False):
        if a == b:
            continue
        if a.isdigit() and b.isdigit():
            return int(a) > int(b)
        return a > b
    return len(theirs) > len(ours)


def _compile(source: str, flags: str, extended: bool) -> regex.Pattern[str]:
    # sed BREs refuse a * or \{ right after a repetition; grep and ERE combine them.
    t = translate(source, extended=extended, dup_after_dup=extended, strict_ranges=True)
    f = regex.V0 | regex.DOTALL
    if "I" in flags:
        f |= regex.IGNORECASE
    if "M" in flags:
        f |= regex.MULTILINE
        f &= ~regex.DOTALL
    if t.has_alternation:
        f |= regex.POSIX
    body = t.pattern
    if "M" not in flags and "$" in body:
        # Without M, $ matches only at the very end of the pattern space.
        body = regex.sub(r"(?<!\\)\$", r"\\Z", body)
    return regex.compile(body, f)


def compile_lines(source: str, flags: str, extended: bool) -> regex.Pattern[str] | None:
    """The regex to search many lines at once: anchors at line ends, a bracket never a newline."""
    if not source:
        return None
    t = translate(source, extended=extended, line_mode=True, dup_after_dup=extended,
                  strict_ranges=True)
    f = regex.V0 | regex.MULTILINE
    if "I" in flags:
        f |= regex.IGNORECASE
    if t.has_alternation:
        f |= regex.POSIX
    try:
        return regex.compile(t.pattern, f)
    except regex.error:
        return None


def parse_script(pieces: list[tuple[str, int, str | None]], *, extended: bool, posix_from: int | None = None,
                 debug_from: int = 0, sandbox: bool = False) -> tuple[list[Command], bool, str]:
    """Compile the pieces ``(text, -e number, -f file name or None)``; those from index ``posix_from`` on
    (``--posix`` came before them) under POSIX rules, and those from ``debug_from`` on with their labels'
    names kept for ``--debug``.

    Returns the commands, whether ``#n`` began the script, and where run-time regex errors are reported.
    """
    c = Compiler(extended=extended, posix=False, sandbox=sandbox)
    for index, (text, expr_no, file_name) in enumerate(pieces):
        c.posix = posix_from is not None and index >= posix_from
        c.debug = index >= debug_from
        c.compile_piece(text, expr_no, file_name)
    return c.finish(), c.quiet, c.runtime_where()
