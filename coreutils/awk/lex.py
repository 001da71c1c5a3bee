"""The AWK lexer: tokens, string escapes and regex literals, as gawk 5.2 reads them.

Names may be qualified (``ns::name``); inside ``@namespace "ns"`` an
unqualified name that is not all capitals, a keyword or a built-in is
``ns::name``, and ``awk::name`` is plain ``name`` (gawk's rules).  Warnings
gawk gives while reading the program (unknown escapes) are collected with
their line for the command to print.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from vshell.coreutils.awk.regexes import awk_regex


class AwkSyntaxError(Exception):
    """A parse error; ``plain`` ones are gawk's ``error:`` lines (no source line, no caret), said ``times`` times."""

    def __init__(self, message: str, line: int, source_line: str = "", eof: bool = False, *, plain: bool = False,
                 times: int = 1, bare: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.source_line = source_line
        self.eof = eof
        self.column = len(source_line)
        self.plain = plain
        self.times = times
        self.bare = bare  # said without "error: " (gawk's "BEGIN blocks must have an action part")
        self.more: list[tuple[int, str]] = []  # further errors gawk reports with this one
        self.before: list[tuple[int, str]] = []  # errors gawk reported before this one
        self.warnings: list[tuple[int, str]] = []


KEYWORDS = {
    "BEGIN", "END", "BEGINFILE", "ENDFILE", "function", "func", "if", "else", "while", "for", "do", "break",
    "continue", "next", "nextfile", "exit", "return", "delete", "in", "getline", "print", "printf",
    "switch", "case", "default",
}
# gawk's built-ins with the numbers of arguments each accepts (None: no upper bound).
ARITY: dict[str, tuple[int, int | None]] = {
    "length": (0, 1), "substr": (2, 3), "index": (2, 2), "split": (2, 4), "sub": (2, 3), "gsub": (2, 3),
    "match": (2, 3), "sprintf": (0, None), "sin": (1, 1), "cos": (1, 1), "atan2": (2, 2), "exp": (1, 1),
    "log": (1, 1), "sqrt": (1, 1), "int": (1, 1), "rand": (0, 0), "srand": (0, 1), "tolower": (1, 1),
    "toupper": (1, 1), "system": (1, 1), "close": (1, 2), "fflush": (0, 1), "gensub": (3, 4), "strftime": (0, 4),
    "systime": (0, 0), "mktime": (1, 2), "asort": (1, 3), "asorti": (1, 3), "and": (2, None), "or": (2, None),
    "xor": (2, None), "lshift": (2, 2), "rshift": (2, 2), "compl": (1, 1), "isarray": (1, 1), "typeof": (1, 2),
    "patsplit": (2, 4), "strtonum": (1, 1), "dcgettext": (1, 3), "dcngettext": (3, 5), "bindtextdomain": (1, 2),
    "mkbool": (1, 1),
}
BUILTINS = set(ARITY)
# Builtins whose arguments at these positions are arrays.
ARRAY_ARGS = {"split": (1,), "patsplit": (1, 3), "asort": (0, 1), "asorti": (0, 1), "match": (2,)}
# Left out in --traditional and --posix modes: they are then ordinary names.
GAWK_ONLY = {
    "gensub", "strftime", "systime", "mktime", "asort", "asorti", "and", "or", "xor", "lshift", "rshift", "compl",
    "isarray", "typeof", "patsplit", "strtonum", "dcgettext", "dcngettext", "bindtextdomain", "mkbool",
}
GAWK_KEYWORDS = {"BEGINFILE", "ENDFILE", "switch", "case", "default"}

_IDENT = r"[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*"
_TOKEN = re.compile(
    rf"""
    (?P<ws>[ \t\r]+|\\\r?\n)
  | (?P<comment>\#[^\n]*)
  | (?P<nl>\n)
  | (?P<num>0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<str>"(?:[^"\\\n]|\\.|\\\n)*")
  | (?P<funcname>{_IDENT}\()
  | (?P<name>{_IDENT})
  | (?P<op>\*\*=|\^=|\+=|-=|\*=|/=|%=|==|<=|>=|!=|\+\+|--|&&|\|\||>>|\*\*|!~|\|&|[-+*/%^!<>|?:~$=(){{}}\[\];,@])
    """,
    re.VERBOSE,
)
_NUMBER = re.compile(r"0[xX][0-9a-fA-F]+|(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
# --posix and --traditional: no hex constants (0x10 is 0 then the name x10), and 011 is eleven.
_DECIMAL = re.compile(r"(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?")
_SIMPLE = {"n": "\n", "t": "\t", "r": "\r", "\\": "\\", '"': '"', "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
_HEX = "0123456789abcdefABCDEF"


def _byte(value: int) -> str:
    """The byte an octal or hex escape stands for: past ASCII it is a raw byte (surrogate-escaped), as in gawk."""
    value &= 0xFF
    return chr(value) if value < 0x80 else chr(0xDC00 + value)


def unescape(s: str, warnings: list[str] | None = None, hex_escapes: bool = True) -> str:
    """A string literal's escapes: C's, octal, ``\\x`` with at most two hex digits; others lose the backslash."""
    out: list[str] = []
    i = 0
    n = len(s)
    while i < n:
        c = s[i]
        if c != "\\" or i + 1 >= n:
            out.append(c)
            i += 1
            continue
        d = s[i + 1]
        if d in _SIMPLE:
            out.append(_SIMPLE[d])
            i += 2
        elif d == "\n":
            i += 2
        elif d in "01234567":
            j = i + 1
            while j < n and j < i + 4 and s[j] in "01234567":
                j += 1
            out.append(_byte(int(s[i + 1 : j], 8)))
            i = j
        elif d == "x" and not hex_escapes:  # POSIX awk: the backslash goes, silently
            out.append("x")
            i += 2
        elif d == "x":
            j = i + 2
            while j < n and j < i + 4 and s[j] in _HEX:
                j += 1
            if j == i + 2:
                if warnings is not None:
                    warnings.append("warning: no hex digits in `\\x' escape sequence")
                out.append("x")
            else:
                out.append(_byte(int(s[i + 2 : j], 16)))
            i = j
        else:
            if warnings is not None:
                warnings.append(f"warning: escape sequence `\\{d}' treated as plain `{d}'")
            out.append(d)
            i += 2
    return "".join(out)


@dataclass
class Tok:
    kind: str  # num str name funcname op nl regex eof kw
    value: str
    line: int
    start: int = 0


def _all_upper(name: str) -> bool:
    return not any(c.islower() for c in name)


class Lexer:
    """Tokens of the joined sources; at each of ``bounds`` (a source's end) an ``eof`` token valued "eos"."""

    def __init__(self, text: str, mode: str = "gawk", bounds: list[int] | None = None) -> None:
        self.text = text
        self.bounds = list(bounds or ())
        self.pos = 0
        self.line = 1
        self.prev: str = "nl"
        self.tok_start = 0
        self.namespace = "awk"
        self.mode = mode
        self.regexes: list[str] = []
        self.gawk = mode == "gawk"
        self.builtins = BUILTINS if self.gawk else BUILTINS - GAWK_ONLY
        self.number = _NUMBER if self.gawk else _DECIMAL
        self.warnings: list[tuple[int, str]] = []
        # The strings to translate, for --gen-pot: (line, msgid, plural msgid or None).
        self.pot: list[tuple[int, str, str | None]] = []

    def _regex_allowed(self) -> bool:
        return self.prev not in ("num", "str", "name", "regex", ")", "]", "$", "++", "--")

    def next(self) -> Tok:
        tok = self._next()
        tok.start = self.tok_start if tok.kind != "eof" or tok.value == "eos" else len(self.text)
        return tok

    def qualify(self, name: str) -> str:
        """The name as gawk stores it: ``awk::x`` is ``x``; a plain name in another namespace gets its prefix."""
        if "::" in name:
            ns, _, base = name.partition("::")
            if "::" in base:
                raise AwkSyntaxError(f"identifier `{name}': namespace separator can only appear once in a "
                                     "qualified name", self.line, plain=True)
            return base if ns == "awk" else name
        if self.namespace == "awk" or _all_upper(name) or name in self.builtins:
            return name
        return f"{self.namespace}::{name}"

    def _keyword(self, name: str) -> bool:
        if name not in KEYWORDS:
            return False
        if self.gawk:
            return True
        return name not in GAWK_KEYWORDS and (name != "func" or self.mode != "posix")

    def _next(self) -> Tok:
        text = self.text
        while True:
            self.tok_start = self.pos
            if self.bounds and self.pos >= self.bounds[0]:
                # The end of one source: gawk reads each as a whole; the joining newline is skipped.
                self.tok_start = self.bounds[0]
                self.pos = self.bounds.pop(0) + 1
                self.line += 1
                self.namespace = "awk"
                self.prev = "nl"
                return Tok("eof", "eos", self.line - 1)
            if self.pos >= len(text):
                return Tok("eof", "", self.line)
            c = text[self.pos]
            if c in "0123456789." and not self.gawk:
                m = self.number.match(text, self.pos)
                if m is not None:
                    self.pos = m.end()
                    self.prev = "num"
                    return Tok("num", m.group(), self.line)
            if c == "/" and self._regex_allowed():
                return self._regex()
            m = _TOKEN.match(text, self.pos)
            if m is None:
                err = AwkSyntaxError("unterminated string" if c == '"' else "syntax error", self.line, self.line_text())
                if c == '"':
                    err.column = self.column(self.pos)
                raise err
            self.pos = m.end()
            kind = m.lastgroup or ""
            value = m.group()
            if kind in ("ws", "comment"):
                if kind == "ws" and "\n" in value:
                    self.line += 1
                continue
            if kind == "nl":
                self.line += 1
                self.prev = "nl"
                return Tok("nl", "\n", self.line - 1)
            if kind == "str":
                line = self.line
                self.line += value.count("\n")
                self.prev = "str"
                found: list[str] = []
                tok = Tok("str", unescape(value[1:-1], found, hex_escapes=self.mode != "posix"), self.line)
                self.warnings.extend((line, w) for w in found)
                return tok
            if kind == "funcname":
                name = value[:-1]
                if self._keyword(name) and name != "getline":
                    self.pos -= 1
                    self.prev = name
                    return Tok("kw", name, self.line)
                self.prev = "funcname"
                return Tok("funcname", self.qualify(name), self.line)
            if kind == "name":
                if self.prev == "@":  # a directive's word, or the variable of an indirect call
                    self.prev = "name"
                    return Tok("name", value, self.line)
                if self._keyword(value):
                    self.prev = value
                    return Tok("kw", value, self.line)
                if value == "_" and self.gawk and text.startswith('"', self.pos):
                    tok = self._next()  # _"text": a string to translate (the text itself here)
                    self.pot.append((tok.line, tok.value, None))
                    return tok
                self.prev = "name"
                return Tok("name", self.qualify(value), self.line)
            if kind == "num":
                self.prev = "num"
                return Tok("num", value, self.line)
            if self.mode == "posix" and value in ("**", "**="):  # not POSIX: two multiplications, an error
                self.pos = m.start() + 1
                value = "*"
            self.prev = value
            return Tok("op", value, self.line)

    def _regex(self) -> Tok:
        text = self.text
        i = self.pos + 1
        out: list[str] = []
        in_bracket = False
        while i < len(text):
            c = text[i]
            if c == "\n":
                raise self._unterminated()
            if c == "\\" and i + 1 < len(text):
                if text[i + 1] == "/":
                    out.append("/")
                else:
                    out.append(text[i : i + 2])
                i += 2
                continue
            if c == "[" and not in_bracket:
                in_bracket = True
                out.append(c)
                i += 1
                if i < len(text) and text[i] == "^":
                    out.append("^")
                    i += 1
                if i < len(text) and text[i] == "]":
                    out.append("]")
                    i += 1
                continue
            if c == "]" and in_bracket:
                in_bracket = False
            elif c == "/" and not in_bracket:
                self.pos = i + 1
                self.prev = "regex"
                body = "".join(out)
                self.regexes.append(body)
                self.warnings.extend((self.line, "warning: " + w) for w in awk_regex(body)[1])
                return Tok("regex", body, self.line)
            out.append(c)
            i += 1
        raise self._unterminated()

    def _unterminated(self) -> AwkSyntaxError:
        """gawk's caret for a regex without its closing slash: just past where it starts."""
        err = AwkSyntaxError("unterminated regexp", self.line, self.line_text())
        col = self.column(self.pos)
        after_at = self.pos > 0 and self.text[self.pos - 1] == "@"
        err.column = col - 1 if after_at else col + 1
        return err

    def line_text(self, at: int | None = None) -> str:
        pos = self.pos if at is None else at
        start = self.text.rfind("\n", 0, pos) + 1
        end = self.text.find("\n", pos)
        return self.text[start : end if end >= 0 else len(self.text)]

    def column(self, at: int) -> int:
        return at - (self.text.rfind("\n", 0, at) + 1)
