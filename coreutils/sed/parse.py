"""The GNU sed 4.9 script language: parsing into a list of commands.

Errors carry GNU's text and position (``-e expression #1, char 5:
unterminated `s' command``); the caller prints them with status 1.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import regex

from vshell.coreutils.common.posix_regex import RegexError, translate

_NUMERIC_ESCAPES = {"o": (re.compile("[0-7]{1,3}"), 8), "d": (re.compile("[0-9]{1,3}"), 10),
                    "x": (re.compile("[0-9a-fA-F]{1,2}"), 16)}


class SedError(Exception):
    def __init__(self, message: str, status: int = 1) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


@dataclass
class Regex:
    """A sed regex; ``None`` pattern text means 'the last regex used' (``//``)."""

    source: str | None
    rx: regex.Pattern[str] | None
    flags: str = ""


@dataclass
class Address:
    kind: str  # "line", "last", "regex", "step", "zero"
    line: int = 0
    step: int = 0
    rx: Regex | None = None


@dataclass
class Command:
    name: str
    addr1: Address | None = None
    addr2: Address | None = None
    addr2_kind: str = ""  # "", "addr", "plus", "tilde"
    addr2_n: int = 0
    negate: bool = False
    text: str = ""  # a i c text, labels, file names
    rx: Regex | None = None  # s
    replacement: list[tuple[str, str]] = field(default_factory=list)  # s: (kind, value)
    global_: bool = False
    occurrence: int = 1
    print_: int = 0
    eval_: bool = False
    wfile: str | None = None
    exit_code: int = 0
    ysrc: str = ""
    ydst: str = ""
    line_len: int | None = None
    block_end: int = 0  # for '{': index of the matching '}'
    # range state
    active: bool = False
    end_line: int = 0


class _Reader:
    def __init__(self, text: str, label: str) -> None:
        self.text = text
        self.pos = 0
        self.label = label

    def error(self, message: str) -> SedError:
        return SedError(f"{self.label}, char {self.pos}: {message}")

    def peek(self) -> str:
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def get(self) -> str:
        c = self.peek()
        if c:
            self.pos += 1
        return c

    def eof(self) -> bool:
        return self.pos >= len(self.text)

    def skip_ws(self) -> None:
        while self.peek() in (" ", "\t") and self.peek():
            self.pos += 1

    def skip_ws_nl(self) -> None:
        while self.peek() and self.peek() in " \t\n;":
            self.pos += 1


def _compile(pattern: str, flags: str, extended: bool) -> regex.Pattern[str]:
    # sed BREs refuse a * or \{ right after a repetition; grep and ERE combine them.
    t = translate(_sed_escapes(pattern, extended), extended=extended, dup_after_dup=extended)
    f = regex.V0 | regex.DOTALL
    if "I" in flags:
        f |= regex.IGNORECASE
    if "M" in flags:
        f |= regex.MULTILINE
        f &= ~regex.DOTALL
    if t.has_alternation:
        f |= regex.POSIX
    body = t.pattern
    if "M" in flags:
        body = body.replace(r"\A", r"\A").replace(r"\Z", r"\Z")
    else:
        # Without M, $ matches only at the very end of the pattern space.
        body = regex.sub(r"(?<!\\)\$", r"\\Z", body) if "$" in body else body
    return regex.compile(body, f)


def _sed_escapes(p: str, extended: bool) -> str:
    r"""GNU sed's extra escapes in regexes: \n \t \cX \dNNN \oNNN \xHH become literal characters."""
    if "\\" not in p:
        return p
    out: list[str] = []
    i = 0
    while i < len(p):
        c = p[i]
        if c == "\\" and i + 1 < len(p):
            d = p[i + 1]
            lit: str | None = None
            if d == "n":
                lit, i = "\n", i + 2
            elif d == "t":
                lit, i = "\t", i + 2
            elif d == "a":
                lit, i = "\a", i + 2
            elif d == "f":
                lit, i = "\f", i + 2
            elif d == "v":
                lit, i = "\v", i + 2
            elif d == "r":
                lit, i = "\r", i + 2
            elif d == "d" and p[i + 2 : i + 5].isdigit():
                lit, i = chr(int(p[i + 2 : i + 5])), i + 5
            elif d == "o" and p[i + 2 : i + 5] and all(ch in "01234567" for ch in p[i + 2 : i + 5]):
                lit, i = chr(int(p[i + 2 : i + 5], 8)), i + 5
            elif d == "x" and len(p) >= i + 4 and all(ch in "0123456789abcdefABCDEF" for ch in p[i + 2 : i + 4]):
                lit, i = chr(int(p[i + 2 : i + 4], 16)), i + 4
            elif d == "c" and i + 2 < len(p):
                lit, i = chr(ord(p[i + 2].upper()) ^ 0x40), i + 3
            if lit is not None:
                out.append("\\" + lit if lit in "\\.^$*+?{}[]()|" else ("[\n]" if lit == "\n" else lit))
                continue
            out.append(p[i : i + 2])
            i += 2
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _delimited(r: _Reader, delim: str, what: str, *, regex_part: bool) -> str:
    """Read up to an unescaped ``delim``; ``\\delim`` becomes ``delim``; newline via ``\\n`` kept."""
    out: list[str] = []
    while True:
        c = r.get()
        if not c:
            raise r.error(f"unterminated `{what}' command")
        if c == "\\":
            d = r.get()
            if not d:
                raise r.error(f"unterminated `{what}' command")
            if d == delim and delim != "\n":
                out.append(delim if (not regex_part or delim not in ".*[]^$\\+?(){}|") else "\\" + delim)
            elif d == "\n":
                out.append("\n" if not regex_part else "\\n")
            else:
                out.append("\\" + d)
            continue
        if c == delim:
            return "".join(out)
        if c == "\n" and regex_part:
            raise r.error(f"unterminated `{what}' command")
        if c == "[" and regex_part:
            # A bracket expression may hold the delimiter unescaped.
            j = r.pos
            text = r.text
            k = j
            if k < len(text) and text[k] == "^":
                k += 1
            if k < len(text) and text[k] == "]":
                k += 1
            while k < len(text) and text[k] != "]":
                if text[k] == "[" and k + 1 < len(text) and text[k + 1] in ":.=":
                    end = text.find(text[k + 1] + "]", k + 2)
                    k = end + 2 if end >= 0 else k + 1
                    continue
                if text[k] == "\n":
                    break
                k += 1
            if k < len(text) and text[k] == "]":
                out.append(text[r.pos - 1 : k + 1])
                r.pos = k + 1
                continue
        out.append(c)


def _regex_address(r: _Reader, delim: str, extended: bool) -> Regex:
    pattern = _delimited(r, delim, "s", regex_part=True)
    flags = ""
    while r.peek() in ("I", "M"):
        flags += r.get()
    return _make_regex(r, pattern, flags, extended)


def _make_regex(r: _Reader, pattern: str, flags: str, extended: bool) -> Regex:
    if pattern == "":
        return Regex(None, None, flags)
    try:
        return Regex(pattern, _compile(pattern, flags, extended), flags)
    except RegexError as e:
        raise r.error(e.message) from None
    except regex.error:
        raise r.error("Invalid preceding regular expression") from None


def _number(r: _Reader) -> int:
    start = r.pos
    while r.peek().isdigit():
        r.pos += 1
    return int(r.text[start : r.pos])


def _address(r: _Reader, extended: bool) -> Address | None:
    c = r.peek()
    if c.isdigit():
        n = _number(r)
        if r.peek() == "~":
            r.get()
            step = _number(r) if r.peek().isdigit() else 0
            return Address("step", line=n, step=step)
        return Address("zero" if n == 0 else "line", line=n)
    if c == "$":
        r.get()
        return Address("last")
    if c == "/":
        r.get()
        return Address("regex", rx=_regex_address(r, "/", extended))
    if c == "\\":
        r.get()
        d = r.get()
        if not d or d == "\n":
            raise r.error("unexpected `,'")
        return Address("regex", rx=_regex_address(r, d, extended))
    return None


def _label(r: _Reader, stops: str = "\n;") -> str:
    r.skip_ws()
    start = r.pos
    while not r.eof() and r.peek() not in stops:
        r.pos += 1
    return r.text[start : r.pos].rstrip()


def _filename(r: _Reader) -> str:
    r.skip_ws()
    start = r.pos
    while not r.eof() and r.peek() != "\n":
        r.pos += 1
    return r.text[start : r.pos]


def _text_arg(r: _Reader, name: str) -> tuple[str, bool]:
    """Text of a, i, c: the one-liner GNU form or the classic backslash-newline form.

    Returns the text and whether it dangles (``-e 'a\\' -e 'text'``: GNU
    continues the text in the next script piece).
    """
    r.skip_ws()
    if r.peek() == "\\":
        r.get()
        if r.eof():
            return "", True
        if r.peek() == "\n":
            r.get()
        # After `a\` on the same line GNU keeps the text's leading blanks.
    elif r.eof():
        raise r.error("expected \\ after `a', `c' or `i'")
    return _text_body(r)


def _text_body(r: _Reader) -> tuple[str, bool]:
    out: list[str] = []
    while not r.eof():
        c = r.get()
        if c == "\\":
            d = r.get()
            if d == "":
                return "".join(out) + "\n", True
            out.append(d)
            continue
        if c == "\n":
            break
        out.append(c)
    return "".join(out), False


def _replacement(r: _Reader, delim: str) -> list[tuple[str, str]]:
    raw = _delimited(r, delim, "s", regex_part=False)
    parts: list[tuple[str, str]] = []
    lit: list[str] = []

    def flush() -> None:
        if lit:
            parts.append(("lit", "".join(lit)))
            lit.clear()

    i = 0
    while i < len(raw):
        c = raw[i]
        if c == "&":
            flush()
            parts.append(("group", "0"))
            i += 1
            continue
        if c == "\\" and i + 1 < len(raw):
            d = raw[i + 1]
            i += 2
            if d.isdigit():
                flush()
                parts.append(("group", d))
            elif d in "LUluE":
                flush()
                parts.append(("case", d))
            elif d == "n":
                lit.append("\n")
            elif d == "t":
                lit.append("\t")
            elif d == "a":
                lit.append("\a")
            elif d == "f":
                lit.append("\f")
            elif d == "v":
                lit.append("\v")
            elif d == "r":
                lit.append("\r")
            elif d == "\n":
                lit.append("\n")
            elif d == "c" and i < len(raw):
                lit.append(chr(ord(raw[i].upper()) ^ 0x40))
                i += 1
            elif d in _NUMERIC_ESCAPES and (m := _NUMERIC_ESCAPES[d][0].match(raw, i)):
                # \oNNN, \dNNN, \xHH take as many digits of their base as follow (GNU's convert_number);
                # with none, the letter stands for itself
                lit.append(chr(int(m.group(0), _NUMERIC_ESCAPES[d][1]) & 0xFF))
                i = m.end()
            else:
                lit.append(d)
            continue
        lit.append(c)
        i += 1
    flush()
    return parts


def _end_of_command(r: _Reader, name: str) -> None:
    r.skip_ws()
    c = r.peek()
    if c in ("", "\n", ";"):
        if c:
            r.get()
        return
    if c == "}" or c == "#":
        return
    r.get()
    raise r.error("extra characters after command")


def parse_script(chunks: list[tuple[str, str]], *, extended: bool) -> list[Command]:
    """Parse the script pieces ``(text, label)``; -e pieces are joined with newlines like GNU."""
    cmds: list[Command] = []
    stack: list[int] = []
    # GNU joins all -e/-f pieces into one program; positions restart per piece.
    pieces = list(chunks)
    while pieces:
        text, label = pieces.pop(0)
        r = _Reader(text, label)
        while True:
            r.skip_ws_nl()
            if r.eof():
                break
            if r.peek() == "#":
                while not r.eof() and r.peek() != "\n":
                    r.pos += 1
                continue
            cmd = Command("")
            a1 = _address(r, extended)
            if a1 is not None:
                cmd.addr1 = a1
                r.skip_ws()
                if r.peek() == ",":
                    r.get()
                    r.skip_ws()
                    if r.peek() == "+":
                        r.get()
                        cmd.addr2_kind = "plus"
                        cmd.addr2_n = _number(r) if r.peek().isdigit() else 0
                    elif r.peek() == "~":
                        r.get()
                        cmd.addr2_kind = "tilde"
                        cmd.addr2_n = _number(r) if r.peek().isdigit() else 0
                    else:
                        a2 = _address(r, extended)
                        if a2 is None:
                            raise r.error("unexpected `,'")
                        cmd.addr2 = a2
                        cmd.addr2_kind = "addr"
            r.skip_ws()
            if r.peek() == "!":
                r.get()
                cmd.negate = True
                r.skip_ws()
                if r.peek() == "!":
                    r.get()
                    raise r.error("multiple `!'s")
            name = r.get()
            if not name:
                raise r.error("missing command")
            # GNU notices a misused line 0 only once it has read the command letter.
            zero_ok = cmd.addr2 is not None and cmd.addr2.kind == "regex"
            if (a1 is not None and a1.kind == "zero" and not zero_ok) or (cmd.addr2 and cmd.addr2.kind == "zero"):
                raise r.error("invalid usage of line address 0")
            cmd.name = name
            if name == "{":
                stack.append(len(cmds))
                cmds.append(cmd)
                continue
            if name == "}":
                if a1 is not None:
                    raise r.error("} doesn't want any addresses")
                if not stack:
                    raise r.error("unexpected `}'")
                cmds[stack.pop()].block_end = len(cmds)
                cmds.append(cmd)
                _end_of_command(r, name)
                continue
            if name in "=dDgGhHnNpPxzF":
                _end_of_command(r, name)
            elif name in "aic":
                cmd.text, dangling = _text_arg(r, name)
                while dangling and pieces:
                    text, label = pieces.pop(0)
                    r = _Reader(text, label)
                    more, dangling = _text_body(r)
                    cmd.text += more
                cmd.text = cmd.text.removesuffix("\n") if dangling else cmd.text
            elif name == ":":
                if a1 is not None:
                    raise r.error(": doesn't want any addresses")
                cmd.text = _label(r)
                if not cmd.text:
                    raise r.error("\":\" lacks a label")
                if r.peek() == ";":
                    r.get()
            elif name in "btT":
                # GNU ends a jump's label at ';' or '}' too (b}), unlike a ':' label.
                cmd.text = _label(r, "\n; \t}")
                if r.peek() == ";":
                    r.get()
            elif name in "rRwW":
                cmd.text = _filename(r)
                if not cmd.text and name in "wW":
                    raise r.error("missing filename in r/R/w/W commands")
            elif name in "qQ":
                r.skip_ws()
                if r.peek().isdigit():
                    cmd.exit_code = _number(r)
                _end_of_command(r, name)
            elif name in "lL":
                r.skip_ws()
                if r.peek().isdigit():
                    cmd.line_len = _number(r)
                _end_of_command(r, name)
            elif name == "s":
                _parse_s(r, cmd, extended)
            elif name == "y":
                _parse_y(r, cmd)
            elif name == "e":
                cmd.text = _filename(r)
            elif name == "v":
                _label(r)
                if r.peek() == ";":
                    r.get()
            else:
                raise r.error(f"unknown command: `{name}'")
            cmds.append(cmd)
        del r
    if stack:
        first = chunks[-1]
        raise SedError(f"{first[1]}, char 0: unmatched `{{'")
    labels = {c.text for c in cmds if c.name == ":"}
    for c in cmds:
        if c.name in "btT" and c.text and c.text not in labels:
            # GNU reports this from its final program check, with panic()'s status 4.
            raise SedError(f"can't find label for jump to `{c.text}'", 4)
    return cmds


def _parse_s(r: _Reader, cmd: Command, extended: bool) -> None:
    delim = r.get()
    if not delim or delim in "\n\\":
        raise r.error("unterminated `s' command")
    pattern = _delimited(r, delim, "s", regex_part=True)
    cmd.replacement = _replacement(r, delim)
    flags = ""
    while True:
        c = r.peek()
        if c in ("", "\n", ";", "}", "#", " ", "\t"):
            break
        if c == "g":
            if cmd.global_:
                r.get()
                raise r.error("multiple `g' options to `s' command")
            cmd.global_ = True
        elif c == "p":
            if cmd.print_:
                r.get()
                raise r.error("multiple `p' options to `s' command")
            cmd.print_ += 1
        elif c in "iI":
            flags += "I"
        elif c in "mM":
            flags += "M"
        elif c == "e":
            cmd.eval_ = True
        elif c.isdigit():
            if cmd.occurrence != 1:
                _number(r)
                raise r.error("multiple number options to `s' command")
            n = _number(r)
            if n == 0:
                raise r.error("number option to `s' command may not be zero")
            cmd.occurrence = n
            continue
        elif c == "w":
            r.get()
            cmd.wfile = _filename(r)
            break
        else:
            r.get()
            raise r.error("unknown option to `s'")
        r.get()
    cmd.rx = _make_regex(r, pattern, flags, extended)
    groups = cmd.rx.rx.groups if cmd.rx.rx is not None else 9
    for kind, value in cmd.replacement:
        if kind == "group" and int(value) > groups:
            raise r.error(f"invalid reference \\{value} on `s' command's RHS")
    if cmd.wfile is None:
        _end_of_command(r, "s")


_Y_ESCAPES = {"t": "\t", "r": "\r", "a": "\a", "f": "\f", "v": "\v"}


def _parse_y(r: _Reader, cmd: Command) -> None:
    delim = r.get()
    if not delim or delim in "\n\\":
        raise r.error("unterminated `y' command")

    def part() -> str:
        out: list[str] = []
        while True:
            c = r.get()
            if not c:
                raise r.error("unterminated `y' command")
            if c == "\\":
                d = r.get()
                if d == delim:
                    out.append(d)
                elif d == "n":
                    out.append("\n")
                elif d == "\\":
                    out.append("\\")
                elif d in _Y_ESCAPES:
                    out.append(_Y_ESCAPES[d])
                elif d == "x" and regex.match(r"[0-9a-fA-F]{1,2}", r.text[r.pos:]):
                    hexdigits = regex.match(r"[0-9a-fA-F]{1,2}", r.text[r.pos:])
                    assert hexdigits is not None
                    r.pos += hexdigits.end()
                    out.append(chr(int(hexdigits.group(), 16)))
                else:
                    out.append("\\" + d)
                continue
            if c == delim:
                return "".join(out)
            out.append(c)

    src = part()
    dst = part()
    if len(src) != len(dst):
        raise r.error("strings for `y' command are different lengths")
    cmd.ysrc, cmd.ydst = src, dst
    _end_of_command(r, "y")
