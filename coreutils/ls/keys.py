"""Small helpers of ls: sort keys, widths, the terminal types GNU colours for."""

from __future__ import annotations

from vshell.coreutils.common import lsformat as fmt


def glob_match(pattern: str, name: str) -> bool:
    from vshell.coreutils.common.wildcards import fnmatch  # regex, imported only for -I/--hide

    return fnmatch(pattern, name)


COLOR_TERMS = (
    "Eterm",
    "ansi",
    "*color*",
    "con[0-9]*x[0-9]*",
    "cons25",
    "console",
    "cygwin",
    "*direct*",
    "dtterm",
    "gnome",
    "hurd",
    "jfbterm",
    "konsole",
    "kterm",
    "linux",
    "linux-c",
    "mlterm",
    "putty",
    "rxvt*",
    "screen*",
    "st",
    "terminator",
    "tmux*",
    "vt100",
    "xterm*",
)


def color_term(term: str) -> bool:
    return bool(term) and any(glob_match(p, term) for p in COLOR_TERMS)


def ext_key(name: str) -> bytes:
    dot = name.rfind(".")
    return name[dot:].encode("utf-8", "surrogateescape") if dot > 0 else b""


def version_key(name: str) -> list[tuple[int, int | bytes]]:
    import re

    parts = re.split(r"(\d+)", name)
    key: list[tuple[int, int | bytes]] = []
    for i, part in enumerate(parts):
        if i % 2:
            key.append((1, int(part)))
        elif part:
            key.append((0, part.encode("utf-8", "surrogateescape")))
    return key


def si_size(n: int) -> str:
    return fmt.human_size(n, 1000).replace("K", "k")


def display_width(text: str) -> int:
    import unicodedata

    if text.isascii():
        return len(text)
    width = 0
    for ch in text:
        if unicodedata.combining(ch):
            continue
        width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width
