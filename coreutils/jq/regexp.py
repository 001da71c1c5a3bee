"""jq 1.6's regular expressions: ``_match_impl``, on which ``match``, ``test``, ``capture``, ``scan``,
``splits``, ``sub`` and ``gsub`` are built (``defs.py``), with Oniguruma's answers.

The search loop is jq's: after an empty match the next search starts one character after where
the last search started (not after the match), after a non-empty one at its end, and a global
search stops once that start reaches the end of the string, so ``"ab" | [match("$"; "g")]`` has
two matches at 2 and ``"abc" | [match(""; "g")]`` none at 3.  An empty match has no captures.
Flags: ``g`` global, ``i`` case-insensitive, ``x`` extended, ``m`` and ``p`` let ``.`` match a
newline (Oniguruma's "multiline"), ``n`` skips empty matches, ``s`` and ``l`` change nothing here.
"""

from __future__ import annotations

from typing import Any

import regex

from vshell.coreutils.jq.evaluate import JqError, Value, brief
from vshell.coreutils.jq.natives import native

# Python's words for a bad pattern, and Oniguruma's.
_ONIG_MESSAGES = (
    ("missing )", "end pattern with unmatched parenthesis"),
    ("unbalanced parenthesis", "unmatched close parenthesis"),
    ("unterminated character set", "premature end of char-class"),
    ("nothing to repeat", "target of repeat operator is not specified"),
    ("multiple repeat", "nested repeat operator"),
    ("min repeat greater than max repeat", "upper is smaller than lower in repeat range"),
    ("bad escape (end of pattern)", "end pattern at escape"),
    ("missing group name", "group name is empty"),
    ("unknown group", "undefined name reference"),
    ("bad character range", "empty range in char class"),
)
_FLAGS = {"g": 0, "i": regex.IGNORECASE, "x": regex.VERBOSE, "m": regex.DOTALL, "s": 0,
          "p": regex.DOTALL, "l": 0, "n": 0}


def _compile(pattern: str, flags: Value) -> tuple[regex.Pattern[str], bool, bool]:
    """The compiled pattern, whether the search is global, and whether empty matches are skipped."""
    options = 0
    if isinstance(flags, str):
        for ch in flags:
            if ch not in _FLAGS:
                raise JqError(f"{flags} is not a valid modifier string")
            options |= _FLAGS[ch]
    elif flags is not None:
        raise JqError(f"{brief(flags)} is not a string")
    text = flags or ""
    try:
        return regex.compile(pattern, options | regex.V0), "g" in text, "n" in text
    except regex.error as e:
        said = str(e).split(" at position")[0]
        onig = next((o for p, o in _ONIG_MESSAGES if said.startswith(p)), said)
        raise JqError(f"Regex failure: {onig}") from None


def _captures(m: regex.Match[str]) -> list[dict[str, Value]]:
    names = {i: name for name, i in m.re.groupindex.items()}
    out: list[dict[str, Value]] = []
    for g in range(1, (m.re.groups or 0) + 1):
        text = m.group(g)
        name = names.get(g)
        if text is None:
            out.append({"offset": -1.0, "string": None, "length": 0.0, "name": name})
        elif text == "":
            out.append({"offset": float(m.start(g)), "string": "", "length": 0.0, "name": name})
        else:
            out.append({"offset": float(m.start(g)), "length": float(len(text)), "string": text, "name": name})
    return out


def search(v: Value, pattern: Value, flags: Value, test: bool) -> Any:
    """``_match_impl``: every match as jq's match objects (or, with ``test``, whether there is one)."""
    if not isinstance(v, str):
        raise JqError(f"{brief(v)} cannot be matched, as it is not a string")
    if not isinstance(pattern, str):
        raise JqError(f"{brief(pattern)} is not a string")
    rx, global_, not_empty = _compile(pattern, flags)
    found: list[dict[str, Value]] = []
    start = 0
    while True:
        m = rx.search(v, start, timeout=2.0) if start <= len(v) else None
        while m is not None and not_empty and m.end() == m.start():
            m = rx.search(v, m.start() + 1, timeout=2.0) if m.start() < len(v) else None
        if m is None:
            break
        if test:
            return True
        if m.end() == m.start():
            found.append({"offset": float(m.start()), "length": 0.0, "string": "", "captures": []})
            start += 1
        else:
            found.append({"offset": float(m.start()), "length": float(m.end() - m.start()), "string": m.group(),
                          "captures": _captures(m)})
            start = m.end()
        if not (global_ and start != len(v)):
            break
    return False if test else found


@native("_match_impl", 3)
def _match_impl(v: Value, pattern: Value, flags: Value, test: Value) -> Any:
    return search(v, pattern, flags, test is True)


__all__ = ["search"]
