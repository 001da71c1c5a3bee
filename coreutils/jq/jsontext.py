"""jq 1.6's JSON text reader, token by token, for the inputs Python's json module refuses.

jq's parser (jv_parse.c) is a byte-at-a-time state machine: it accepts a few texts strict JSON
does not (``01``, ``1.``) and words its errors by the structural character that
exposed them, at the line and column of that character (``Unmatched '}' at line 2, column 5``).
``jq.py`` reads valid input with the C-speed ``json`` decoder and hands the rest of the text
to :func:`parse_values` here, which yields the values before the error and then raises
:class:`JsonTextError` with jq's message.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import regex

# Whitespace, a structural character, a whole string, or a run of literal characters
# (jq's classify(): everything that is not blank, quote or structure belongs to a literal).
_TOKEN = regex.compile(r'[ \t\r\n]+|[\[\]{}:,]|"(?:[^"\\]|\\[\s\S])*"|"|[^ \t\r\n"\[\]{}:,]+')
# jq reads numbers with strtod, which also takes inf, infinity and nan in any case (a word that
# starts with t, f or n never gets there: it must be true, false or null).
_NUMBER = regex.compile(r"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?|[+-]?(?i:inf(?:inity)?|nan)")
_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_INVALID = object()


class JsonTextError(Exception):
    """A jq parse error; ``message`` is the text after ``parse error: ``."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class _State:
    def __init__(self) -> None:
        self.stack: list[Any] = []  # containers and pending object keys (as ("key", k))
        self.next: Any = _INVALID
        self.last = ""  # "", "open_array", "open_object", "comma", "colon"


def _where(text: str, pos: int, line0: int) -> str:
    """jq's line and column just after reading the character at ``pos`` (or at EOF)."""
    upto = text[: pos + 1] if pos < len(text) else text
    line = line0 + upto.count("\n")
    col = len(upto[upto.rfind("\n") + 1 :].encode("utf-8", "surrogateescape"))
    return f"line {line}, column {col}"


def _literal(tok: str) -> Any:
    first = tok[0]
    if first in "tfn":
        if tok == "true":
            return True
        if tok == "false":
            return False
        if tok == "null":
            return None
        if first != "n" or len(tok) != 3:
            raise JsonTextError("Invalid literal")
        # A three-letter word starting with n is not taken for null: strtod reads it (nan, any case).
    if _NUMBER.fullmatch(tok):
        return float(tok)
    raise JsonTextError("Invalid numeric literal")


def _string(body: str) -> str:
    out: list[str] = []
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c == "\\":
            d = body[i + 1]
            if d in _ESCAPES:
                out.append(_ESCAPES[d])
                i += 2
                continue
            if d == "u":
                digits = body[i + 2 : i + 6]
                if len(digits) < 4 or not all(x in "0123456789abcdefABCDEF" for x in digits):
                    raise JsonTextError("Invalid \\uXXXX escape")
                out.append(chr(int(digits, 16)))
                i += 6
                continue
            raise JsonTextError("Invalid escape")
        if ord(c) < 0x20:
            raise JsonTextError("Invalid string: control characters from U+0000 through U+001F must be escaped")
        out.append(c)
        i += 1
    # Join surrogate pairs written as two \u escapes; a lone half becomes U+FFFD as in jq.
    return "".join(out).encode("utf-16", "surrogatepass").decode("utf-16", "replace")


def _value(st: _State, v: Any) -> None:
    if st.next is not _INVALID:
        raise JsonTextError("Expected separator between values")
    st.next = v


def _structure(st: _State, ch: str) -> None:
    stack = st.stack
    if ch in "[{":
        if st.next is not _INVALID:
            raise JsonTextError("Expected separator between values")
        stack.append([] if ch == "[" else {})
        st.last = "open_array" if ch == "[" else "open_object"
    elif ch == ":":
        if st.next is _INVALID:
            raise JsonTextError("Expected string key before ':'")
        if not stack or not isinstance(stack[-1], dict):
            raise JsonTextError("':' not as part of an object")
        if st.last == "colon":
            raise JsonTextError("Expected string key before ':'")
        if not isinstance(st.next, str):
            raise JsonTextError("Object keys must be strings")
        if st.last not in ("open_object", "comma"):
            raise JsonTextError("':' should follow a key")
        st.last = "colon"
        stack.append(("key", st.next))
        st.next = _INVALID
    elif ch == ",":
        if st.next is _INVALID:
            raise JsonTextError("Expected value before ','")
        if not stack:
            raise JsonTextError("',' not as part of an object or array")
        top = stack[-1]
        if isinstance(top, list):
            top.append(st.next)
        elif isinstance(top, tuple):
            stack.pop()
            stack[-1][top[1]] = st.next
        else:
            raise JsonTextError("Objects must consist of key:value pairs")
        st.next = _INVALID
        st.last = "comma"
    elif ch == "]":
        if not stack or not isinstance(stack[-1], list):
            raise JsonTextError("Unmatched ']'")
        if st.last == "comma" and st.next is _INVALID:
            raise JsonTextError("Expected another array element")
        if st.next is not _INVALID:
            stack[-1].append(st.next)
        elif stack[-1]:
            raise JsonTextError("Expected another array element")
        st.next = stack.pop()
        st.last = ""
    else:  # "}"
        if not stack:
            raise JsonTextError("Unmatched '}'")
        if st.last == "comma" and st.next is _INVALID:
            raise JsonTextError("Expected another key-value pair")
        if st.next is not _INVALID:
            top = stack[-1]
            if not isinstance(top, tuple):
                raise JsonTextError("Objects must consist of key:value pairs")
            stack.pop()
            stack[-1][top[1]] = st.next
        else:
            if not isinstance(stack[-1], dict):
                raise JsonTextError("Unmatched '}'")
            if stack[-1]:
                raise JsonTextError("Expected another key-value pair")
        st.next = stack.pop()
        st.last = ""


def parse_values(text: str, start: int = 0, line0: int = 1, seq: bool = False,
                 cut: bool = False) -> Iterator[tuple[Any, int]]:
    """Each value of ``text`` from ``start`` with the position of the character that completed it
    (``len(text)`` for a literal the end completed), as jq reads them.

    ``line0`` is jq's line number at the start of ``text``; with ``seq``, a number that ends the
    text is refused (``--seq``: it may have been cut); with ``cut`` (an RS ends the text) so is
    true, false or null ("Truncated value").  Raises :class:`JsonTextError` with
    ``"<message> at line L, column C"`` at the first error.
    """
    st = _State()
    pending = ""  # a literal run waiting for the character that ends it
    for m in _TOKEN.finditer(text, start):
        tok = m.group()
        pos = m.start()
        first = tok[0]
        is_literal = first not in ' \t\r\n[]{}:,"'
        if is_literal:
            pending += tok
            continue
        held: Any = _INVALID
        try:
            if pending:
                lit, pending = pending, ""
                _value(st, _literal(lit))
                if not st.stack:
                    # A finished top-level literal is taken before this character is looked at;
                    # jq drops it if the character is an error (`1,2` prints nothing).
                    held, st.next = st.next, _INVALID
            if first in "[]{}:,":
                _structure(st, first)
        except JsonTextError as e:
            raise JsonTextError(f"{e.message} at {_where(text, pos, line0)}") from None
        if held is not _INVALID:
            # The literal was finished by this character; an error inside a string comes later.
            yield held, pos
        if first == '"':
            try:
                if len(tok) == 1:
                    raise JsonTextError("Unfinished string at EOF")
                pos = m.end() - 1
                _value(st, _string(tok[1:-1]))
            except JsonTextError as e:
                if e.message == "Unfinished string at EOF":
                    raise JsonTextError(f"{e.message} at {_where(text, len(text), line0)}") from None
                raise JsonTextError(f"{e.message} at {_where(text, pos, line0)}") from None
        if not st.stack and st.next is not _INVALID:
            v, st.next = st.next, _INVALID
            yield v, pos
    if st.stack:
        raise JsonTextError(f"Unfinished JSON term at EOF at {_where(text, len(text), line0)}")
    if pending:
        try:
            _value(st, _literal(pending))
        except JsonTextError as e:
            raise JsonTextError(f"{e.message} at EOF at {_where(text, len(text), line0)}") from None
        if st.next is not _INVALID:
            if seq and type(st.next) is float:
                where = _where(text, len(text), line0)
                raise _CutNumber(f"Potentially truncated top-level numeric value at EOF at {where}")
            if cut:
                raise _CutLiteral("Truncated value")
            yield st.next, len(text)


class Ignored:
    """A parse error that ``--seq`` reports ("ignoring parse error: ...") and reads on after."""

    __slots__ = ("message",)

    def __init__(self, message: str) -> None:
        self.message = message


class _CutNumber(JsonTextError):
    """A top-level number ends the text with nothing after it: in a sequence it may have been cut."""


class _CutLiteral(JsonTextError):
    """true, false or null runs into the RS that ends its text."""


def seq_values(text: str, seq: bool = True) -> Iterator[tuple[Any, int] | Ignored]:
    """Texts separated by RS (0x1e), jq 1.6's way; with ``seq`` (``--seq``, RFC 7464) text before the
    first RS is skipped.

    A text cut short by the next RS is "Truncated value" (a number there may be cut:
    "Potentially truncated top-level numeric value"); an error inside one skips to the next RS.
    Without ``seq`` an RS just ends what came before it (a cut text is dropped) and other errors
    stay fatal.  jq reads a line at a time and stops for good at an RS that starts its reading of
    a last line without newline; that quirk is kept.
    """
    if seq:
        first = text.find("\x1e")
        if first < 0:
            yield Ignored(f"Unfinished abandoned text at EOF at {_where(text, len(text), 1)}")
            return
        start = first + 1
    else:
        start = 0
    last_line = len(text) if text.endswith("\n") else text.rfind("\n") + 1
    while True:
        rs = text.find("\x1e", start)
        at_eof = rs < 0
        try:
            yield from parse_values(text if at_eof else text[:rs], start, 1, seq=seq, cut=seq and not at_eof)
        except _CutLiteral:
            yield Ignored(f"Truncated value at {_where(text, rs, 1)}")
        except _CutNumber as e:
            yield Ignored(e.message if at_eof else f"Potentially truncated top-level numeric value at {_where(text, rs, 1)}")
        except JsonTextError as e:
            if not seq and (at_eof or " at EOF at " not in e.message):
                raise
            if " at EOF at " not in e.message:
                yield Ignored(f"{e.message} (need RS to resync)")
            elif at_eof:
                yield Ignored(e.message)
            elif seq:
                yield Ignored(f"Truncated value at {_where(text, rs, 1)}")
        if at_eof or (rs >= last_line and not text[last_line:rs].strip(" \t\r\n")):
            return
        start = rs + 1


__all__ = ["Ignored", "JsonTextError", "parse_values", "seq_values"]
