"""``ls --hyperlink``: each name wrapped in an OSC 8 link to ``file://HOST/PATH``.

GNU ls 9.1 percent-encodes, in both the host name and the absolute path,
every byte outside RFC 3986's unreserved set (letters, digits, ``-._~``),
keeping the path's ``/`` separators; it spells the escape ``%xx`` with
lower-case hex digits and ends both OSC 8 sequences with BEL.  The host name
is vshell's own (``hostname``).
"""

from __future__ import annotations

from vshell.coreutils.sysinfo import HOSTNAME

_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

LINK_END = "\x1b]8;;\a"


def file_escape(text: str, path: bool) -> str:
    """GNU's file_escape(): ``%xx`` for each byte outside the unreserved set (``/`` kept in a path)."""
    out = []
    for byte in text.encode("utf-8", "surrogateescape"):
        if byte in _UNRESERVED or (path and byte == 0x2F):
            out.append(chr(byte))
        else:
            out.append(f"%{byte:02x}")
    return "".join(out)


def link_start(absolute: str) -> str:
    """The OSC 8 sequence that opens a link to ``absolute`` on vshell's host."""
    escaped = file_escape(absolute, path=True)
    return f"\x1b]8;;file://{file_escape(HOSTNAME, path=False)}{'' if escaped.startswith('/') else '/'}{escaped}\a"
