"""env's ``-S`` string splitting (GNU coreutils 9.1): quotes, escapes, ``${NAME}``, ``#`` comments."""

from __future__ import annotations

import re
from collections.abc import Mapping

from vshell.coreutils.common.errors import quote

_SPACES = " \t\n\v\f\r"
_VARNAME = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")
_ESCAPES = {"f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", '"': '"', "#": "#", "$": "$", "'": "'",
            "\\": "\\"}


class SplitError(Exception):
    """GNU's message, and the --debug lines about expansions made before the error."""

    def __init__(self, message: str, notes: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.notes = notes or []


def split_string(text: str, env: Mapping[str, str]) -> tuple[list[str], list[str]]:
    """The words of ``-S text``, and the --debug lines about ``${NAME}`` expansions.

    A quote starts a word even when it is empty (``''`` is one empty argument); a
    ``#`` where a word would start, and ``\\c``, end the string.
    """
    notes: list[str] = []
    try:
        return _split(text, env, notes)
    except SplitError as exc:
        exc.notes = notes
        raise


def _split(text: str, env: Mapping[str, str], notes: list[str]) -> tuple[list[str], list[str]]:
    words: list[str] = []
    sep = True  # the last character seen was a separator: the next one starts a word
    sq = dq = False
    i = 0
    n = len(text)

    def start() -> None:
        nonlocal sep
        if sep:
            words.append("")
            sep = False

    while i < n:
        c = text[i]
        if c == "'" and not dq:
            sq = not sq
            start()
            i += 1
            continue
        if c == '"' and not sq:
            dq = not dq
            start()
            i += 1
            continue
        if c in _SPACES and not (sq or dq):
            sep = True
            while i < n and text[i] in _SPACES:
                i += 1
            continue
        if c == "#" and sep:
            return words, notes
        if c == "\\" and not (sq and text[i + 1 : i + 2] not in ("\\", "'")):
            i += 1
            if i >= n:
                raise SplitError("invalid backslash at end of string in -S")
            c = text[i]
            if c == "_":
                if not dq:
                    sep = True
                    i += 1
                    continue
                c = " "
            elif c == "c":
                if dq:
                    raise SplitError("'\\c' must not appear in double-quoted -S string")
                return words, notes
            elif c in _ESCAPES:
                c = _ESCAPES[c]
            else:
                raise SplitError(f"invalid sequence '\\{c}' in -S")
        elif c == "$" and not sq:
            m = _VARNAME.match(text, i)
            if m is None:
                raise SplitError(f"only ${{VARNAME}} expansion is supported, error at: {text[i:]}")
            name = m.group(1)
            value = env.get(name)
            if value is not None:
                start()
                notes.append(f"expanding ${{{name}}} into {quote(value)}\n")
                words[-1] += value
            else:
                notes.append(f"replacing ${{{name}}} with null string\n")
            i = m.end()
            continue
        start()
        words[-1] += c
        i += 1
    if sq or dq:
        raise SplitError("no terminating quote in -S string")
    return words, notes
