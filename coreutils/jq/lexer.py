"""The jq 1.6 lexer: a program's tokens, with where each starts (for error messages).

jq's lexer tracks brackets itself: a closer that does not match the open bracket is an invalid
character.  A string literal is a list of text pieces and ``("interp", node)`` pieces.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Node = tuple[Any, ...]


class JqSyntaxError(Exception):
    """A compile error: the message, the offset jq's location printer pads the program to (None: the
    printer's default), and the further errors jq's error recovery reports after it."""

    def __init__(self, message: str, at: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.at = at
        self.more: list[tuple[str, int]] = []
        self.token: int | None = None  # the offending token's index, for bison's error recovery


_QUOTING = " (Unix shell quoting issues?)"
_CLOSERS = {")": "(", "]": "[", "}": "{"}

_TOKEN = re.compile(
    r"""
    (?P<ws>\s+|\#[^\n]*)
  | (?P<num>(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)
  | (?P<str>")
  | (?P<field>\.[A-Za-z_][A-Za-z0-9_]*)
  | (?P<var>\$(?:__loc__|[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*))
  | (?P<format>@[A-Za-z0-9_]+)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*(?:::[A-Za-z_][A-Za-z0-9_]*)*)
  | (?P<op>\?//|\|=|\+=|-=|\*=|/=|%=|//=|==|!=|<=|>=|//|\.\.|[-.\[\]{}()|,:;=<>+*/%$?])
    """,
    re.VERBOSE,
)

_KEYWORDS = {"def", "if", "then", "elif", "else", "end", "as", "reduce", "foreach", "try", "catch", "label",
             "import", "include", "and", "or", "not_kw_placeholder", "__loc__"}


class Lexer:
    """jq's tokens of a program; a string's ``\\(...)`` parsed on the spot by ``parse_inner``."""

    def __init__(self, text: str, parse_inner: Callable[[str], Node]) -> None:
        self.parse_inner = parse_inner
        self.text = text
        self.pos = 0
        self.tokens: list[tuple[str, Any]] = []
        # Per token: where it starts, and where its last piece starts (jq's lexer makes `$x` two
        # tokens and a string several; at the end of input the error names the last one).
        self.spans: list[tuple[int, int]] = []
        self.opened: list[str] = []
        self.last_lexeme = 0
        self._lex()
        self.i = 0

    def _lex(self) -> None:
        text = self.text
        while self.pos < len(text):
            start = self.pos
            m = _TOKEN.match(text, self.pos)
            if m is None:
                self.tokens.append(("invalid", None))
                self.spans.append((start, start))
                self.pos = len(text)
                break
            kind = m.lastgroup or ""
            # Where the last lexeme starts (blanks too): jq reports an unexpected end of input there.
            self.last_lexeme = start
            if kind == "ws":
                self.pos = m.end()
                continue
            if kind == "str":
                self.pos = m.end()
                self.tokens.append(("str", self._string()))
                self.spans.append((start, self.pos - 1))
                self.last_lexeme = self.pos - 1
                continue
            self.pos = m.end()
            value: Any = m.group()
            if kind == "ident" and value in _KEYWORDS:
                kind = "kw"
            if kind == "num":
                value = float(value)
            if kind == "field":
                value = value[1:]
            if kind == "var":
                value = value[1:]
            if kind == "format":
                value = value[1:]
            if kind == "op" and value in "([{":
                self.opened.append(value)
            elif kind == "op" and value in _CLOSERS:
                # jq's lexer answers a closer that does not match the open bracket as an invalid character.
                if not self.opened or self.opened[-1] != _CLOSERS[value]:
                    kind = "invalid"
                else:
                    self.opened.pop()
            self.tokens.append((kind, value))
            self.spans.append((start, start + 1 if kind == "var" else start))
            if kind == "var":
                self.last_lexeme = start + 1
        self.tokens.append(("eof", None))
        self.spans.append((self.last_lexeme, self.last_lexeme))

    def _string(self) -> list[Any]:
        """A string literal: a list of str pieces and ('interp', node) pieces."""
        text = self.text
        parts: list[Any] = []
        buf: list[str] = []
        piece = self.pos  # where the current run of text (a lexeme of its own for jq) starts
        while True:
            if self.pos >= len(text):
                last = piece if buf else max(self.pos - 1, 0)
                raise JqSyntaxError("syntax error, unexpected $end, expecting QQSTRING_TEXT or QQSTRING_INTERP_START "
                                    "or QQSTRING_END" + _QUOTING, at=last)
            c = text[self.pos]
            if c == '"':
                self.pos += 1
                break
            if c == "\\":
                d = text[self.pos + 1 : self.pos + 2]
                if d == "(":
                    if buf:
                        parts.append("".join(buf))
                        buf = []
                    self.pos += 2
                    depth = 1
                    start = self.pos
                    # find the matching ')' respecting nested strings
                    j = start
                    while j < len(text) and depth:
                        ch = text[j]
                        if ch == '"':
                            j = _skip_string(text, j + 1)
                            continue
                        if ch == "(":
                            depth += 1
                        elif ch == ")":
                            depth -= 1
                        j += 1
                    inner = text[start : j - 1]
                    try:
                        parts.append(("interp", shift(self.parse_inner(inner), start)))
                    except JqSyntaxError as e:
                        if "unexpected $end" in e.message:
                            # The interpolation's end is a token of its own for jq: the `)`.
                            e.message = e.message.replace("unexpected $end", "unexpected QQSTRING_INTERP_END")
                            e.at = j - 1
                        elif e.at is not None:
                            e.at += start
                        e.more = [(m, a + start) for m, a in e.more]
                        raise
                    self.pos = j
                    piece = j
                    continue
                escapes = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
                if d in escapes:
                    buf.append(escapes[d])
                    self.pos += 2
                    continue
                if d == "u":
                    code = int(text[self.pos + 2 : self.pos + 6], 16)
                    self.pos += 6
                    if 0xD800 <= code < 0xDC00 and text[self.pos : self.pos + 2] == "\\u":
                        low = int(text[self.pos + 2 : self.pos + 6], 16)
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        self.pos += 6
                    buf.append(chr(code))
                    continue
                raise JqSyntaxError(f"syntax error: invalid escape \\{d}")
            buf.append(c)
            self.pos += 1
        if buf or not parts:
            parts.append("".join(buf))
        return parts


def _skip_string(text: str, j: int) -> int:
    while j < len(text):
        if text[j] == "\\":
            j += 2
            continue
        if text[j] == '"':
            return j + 1
        j += 1
    return j


def shift(node: Any, by: int) -> Any:
    """``node`` with the program offsets it carries (calls, variables, breaks) moved ``by`` characters:
    an interpolation is parsed on its own text."""
    if isinstance(node, list):
        return [shift(x, by) for x in node]
    if not isinstance(node, tuple) or not node or node[0] == "literal":
        return node
    if node[0] in ("call", "var", "break") and len(node) > 2 and isinstance(node[-1], int):
        return (*(shift(x, by) for x in node[:-1]), node[-1] + by)
    return tuple(shift(x, by) for x in node)



__all__ = ["JqSyntaxError", "Lexer", "Node", "shift"]
