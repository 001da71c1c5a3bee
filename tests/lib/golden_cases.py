"""Access to the lib_* golden cases and their recordings, for checking the engines directly.

A case qualifies for a direct check when its script is one simple command of
literal words; ``shlex`` (POSIX rules, independent of vshell's parser) splits
it, so the oracle stays bash's recording and never our own output.
"""

from __future__ import annotations

import shlex
from collections.abc import Iterator
from pathlib import Path

from vshell.expand.ansi_c import decode_ansi_c
from vshell.golden.format import Case, Recording, load_cases, load_recordings

CASES_DIR = Path(__file__).resolve().parents[2] / "golden" / "cases"
PREFIX = b"bash: line 1: "


def cases_with_recordings(topic: str) -> Iterator[tuple[Case, Recording]]:
    """Every case of ``golden/cases/<topic>.test.sh`` paired with its recording."""
    path = CASES_DIR / f"{topic}.test.sh"
    recordings = load_recordings(path)
    for case in load_cases(path):
        rec = recordings.get(case.name)
        if rec is not None:
            yield case, rec


def simple_argv(script: str) -> list[str] | None:
    """The words of a one-command script of literal words, or None when it is anything more."""
    if "\n" in script or "$'" in script or "$(" in script or "`" in script:
        return None
    try:
        lex = shlex.shlex(script, posix=True, punctuation_chars=";|&<>")
        lex.whitespace_split = True
        words = list(lex)
    except ValueError:
        return None
    if any(w in (";", "|", "&", "&&", "||", ">", "<", ">>", ";;") for w in words):
        return None
    if any(c in script for c in ";|&<>") and not _only_quoted_specials(script):
        return None
    return words


def split_words(text: str) -> list[str] | None:
    """Split literal shell words: blanks, '...', "..." (backslash before \\ " $ `), $'...' and \\x.

    Returns None when the text holds anything else unquoted (expansions, operators).
    """
    words: list[str] = []
    cur: list[str] = []
    have = False
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \t":
            if have:
                words.append("".join(cur))
                cur, have = [], False
            i += 1
            continue
        have = True
        if c == "'":
            j = text.find("'", i + 1)
            if j < 0:
                return None
            cur.append(text[i + 1 : j])
            i = j + 1
        elif c == "$" and text.startswith("$'", i):
            j = i + 2
            while j < n and text[j] != "'":
                j += 2 if text[j] == "\\" else 1
            if j >= n:
                return None
            cur.append(decode_ansi_c(text[i + 2 : j]))
            i = j + 1
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                if text[j] == "\\" and j + 1 < n and text[j + 1] in '\\"$`':
                    cur.append(text[j + 1])
                    j += 2
                    continue
                if text[j] in "$`":
                    return None
                cur.append(text[j])
                j += 1
            if j >= n:
                return None
            i = j + 1
        elif c == "\\" and i + 1 < n:
            cur.append(text[i + 1])
            i += 2
        elif c in ";|&<>$`(){}*?[":
            return None
        else:
            cur.append(c)
            i += 1
    if have:
        words.append("".join(cur))
    return words


def _only_quoted_specials(script: str) -> bool:
    """True when every ``; | & < >`` of the script sits inside single or double quotes."""
    quote = ""
    for c in script:
        if quote:
            if c == quote:
                quote = ""
        elif c in "'\"":
            quote = c
        elif c in ";|&<>":
            return False
    return True


def stderr_of(messages: list[str], builtin: str) -> bytes:
    """What bash writes for ``messages`` of a builtin run as line 1 of ``bash -c``."""
    return b"".join(PREFIX + f"{builtin}: {m}\n".encode("utf-8", "surrogateescape") for m in messages)
