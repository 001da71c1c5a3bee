"""Differences the family fuzzers have found and that are written down, so a run counts them as explained.

Each entry names the row of NOTES.md's known-differences table that describes it (and whose golden
cases, marked xfail, pin it); ``explain`` returns that id when a difference's script matches the
entry's pattern.  An entry must be narrow (a pattern for the one construct), so nothing new hides
behind it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Explained:
    family: str
    ident: str
    script: re.Pattern[str]
    diffs: re.Pattern[str] | None = None  # when set, the differences must match it too


KNOWN: tuple[Explained, ...] = (
    # GNU sed follows an option error with its whole usage text; vshell's usage text is its own
    Explained("sed", "L-1", re.compile(r" -l$")),
    # jq 1.6 crashes or never ends on an empty regex or search string; vshell answers
    Explained("jq", "L-jq-crash", re.compile(r"""(splits|split|sub|gsub|match|test|scan)\(""\s*[;)]|index\(""\)""")),
    # jq 1.6 lists its builtins in its own table's order; vshell sorts them
    Explained("jq", "L-jq-crash", re.compile(r"\bbuiltins\b")),
    # jq 1.6 with -r and -a corrupts its heap and aborts (malloc_consolidate, status 134) on some inputs
    Explained("jq", "L-jq-crash", re.compile(r"^jq .*-a\b"), re.compile(r"exit status: bash 134,")),
)


def explain(family: str, script: str, stdin: bytes | None, diffs: list[str]) -> str | None:
    """The id of the written-down finding this difference is, or None when it is new."""
    del stdin
    text = "\n".join(diffs)
    for entry in KNOWN:
        if entry.family == family and entry.script.search(script) and (entry.diffs is None or entry.diffs.search(text)):
            return entry.ident
    return None
