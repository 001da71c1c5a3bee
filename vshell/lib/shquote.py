"""bash's quoting styles, each as bash 5.2 prints it (measured).

========================  ==========================================  =====================
where                     style                                       control characters
========================  ==========================================  =====================
``printf %q``             backslashes (``a\\ b``), ``''`` for empty     ``$'...'``
``${x@Q}``                always single quotes (``'a b'``)             ``$'...'``
``declare -p``            always double quotes (``"a\\$b"``)            ``$'...'``
``set`` listing           single quotes only when needed, empty bare  ``$'...'`` (also \\t \\n)
``set -x`` trace          single quotes only when needed, ``''``      ``$'...'`` only without metas
========================  ==========================================  =====================

Strings are ``str`` with undecodable bytes carried as surrogate escapes; such
bytes come out as ``\\ooo`` inside ``$'...'``.
"""

from __future__ import annotations

# Characters printf %q escapes with a backslash anywhere in the word.
_BACKSLASH_SET = frozenset(" !\"$&'()*,;<>?[\\]^`{|}\t\n")
# Characters that make set/xtrace quote a word (bash's "shell metacharacters").
_META_SET = frozenset(" \t\n'\"\\|&;()<>!{}*[?]^$`")

_ANSI_NAMED = {
    "\x07": "\\a",
    "\x08": "\\b",
    "\x0c": "\\f",
    "\n": "\\n",
    "\r": "\\r",
    "\t": "\\t",
    "\x0b": "\\v",
    "\x1b": "\\E",
    "\\": "\\\\",
    "'": "\\'",
}


def is_printable(ch: str) -> bool:
    """glibc ``iswprint`` in C.UTF-8, closely enough: not a C0/C1 control, an undecodable byte or unassigned."""
    o = ord(ch)
    if o < 0x20 or 0x7F <= o < 0xA0:
        return False
    if o < 0x7F:
        return True
    if 0xDC80 <= o <= 0xDCFF:  # surrogateescape'd byte
        return False
    import unicodedata  # only for text beyond ASCII (a start-up need not load its tables)

    return unicodedata.category(ch) not in ("Cn", "Cs")


def needs_ansi_c(s: str, allow: str = "") -> bool:
    """True when ``s`` holds a character that only ``$'...'`` can show (those in ``allow`` excepted)."""
    if s.isascii() and s.isprintable():
        return False
    return any(not is_printable(c) and c not in allow for c in s)


def ansi_c_quote(s: str) -> str:
    """``$'...'`` with bash's escapes: ``\\a \\b \\f \\n \\r \\t \\v \\E \\\\ \\'`` and ``\\ooo`` for other bytes."""
    out = ["$'"]
    for c in s:
        named = _ANSI_NAMED.get(c)
        if named is not None:
            out.append(named)
        elif is_printable(c):
            out.append(c)
        else:
            for byte in c.encode("utf-8", "surrogateescape"):
                out.append(f"\\{byte:03o}")
    out.append("'")
    return "".join(out)


def backslash_quote(s: str) -> str:
    """``printf %q``: backslash-escape specials; ``''`` for empty; ``$'...'`` for control characters."""
    if s == "":
        return "''"
    if needs_ansi_c(s):
        return ansi_c_quote(s)
    out: list[str] = []
    prev = ""
    for i, c in enumerate(s):
        if c in _BACKSLASH_SET or (c == "~" and (i == 0 or prev in ":=")) or (c == "#" and i == 0):
            out.append("\\")
        out.append(c)
        prev = c
    return "".join(out)


def single_quote(s: str) -> str:
    """``${x@Q}``: single quotes around everything (a lone ``'`` is ``\\'``); ``$'...'`` for control characters."""
    if needs_ansi_c(s):
        return ansi_c_quote(s)
    return plain_single_quote(s)


def plain_single_quote(s: str) -> str:
    """bash's ``sh_single_quote``: single quotes whatever the content (``$'...'`` words once parsed)."""
    if s == "'":
        return "\\'"
    return "'" + s.replace("'", "'\\''") + "'"


def double_quote(s: str) -> str:
    """``declare -p``'s value style: ``"..."`` with ``\\ " $ ` `` escaped; ``$'...'`` for control characters."""
    if needs_ansi_c(s):
        return ansi_c_quote(s)
    return '"' + "".join("\\" + c if c in '\\"$`' else c for c in s) + '"'


def contains_metas(s: str) -> bool:
    """Would bash quote ``s`` in ``set`` output and ``set -x`` traces (a meta, or ``~``/``#`` where they expand)?"""
    for i, c in enumerate(s):
        if c in _META_SET:
            return True
        if c == "~" and (i == 0 or s[i - 1] in ":="):
            return True
        if c == "#" and i == 0:
            return True
    return False


def set_listing_quote(s: str) -> str:
    """A value as ``set`` lists it: bare when safe (also empty), else single quotes, ``$'...'`` for controls."""
    if needs_ansi_c(s):
        return ansi_c_quote(s)
    if contains_metas(s):
        return single_quote(s)
    return s


def xtrace_quote(s: str) -> str:
    """A word as ``set -x`` prints it: ``''`` for empty, quotes only when needed; tab/newline stay raw."""
    if s == "":
        return "''"
    if contains_metas(s):
        return plain_single_quote(s)  # control characters stay raw inside the quotes (measured)
    if needs_ansi_c(s):
        return ansi_c_quote(s)
    return s


def xtrace_assignment(name: str, value: str, append: bool = False) -> str:
    """An assignment as ``set -x`` prints it: the name bare, only the value quoted (``v='a b'``)."""
    return f"{name}{'+=' if append else '='}{xtrace_quote(value) if value else ''}"
