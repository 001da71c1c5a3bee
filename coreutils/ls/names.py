"""Name quoting styles of ls other than the shell ones (``-b``, ``-Q``, ``-q``)."""

from __future__ import annotations

from vshell.coreutils.common.errors import _escape_bytes, _printable


def hide_control(name: str) -> str:
    """``ls -q``: every unprintable character (or byte) becomes ``?``."""
    if name.isprintable():
        return name
    return "".join(ch if _printable(ch) else "?" for ch in name)


def escape_name(name: str) -> str:
    """``ls -b``: C escapes for unprintables, backslash-escaped spaces and backslashes."""
    out = []
    for ch in name:
        if ch == "\\":
            out.append("\\\\")
        elif ch == " ":
            out.append("\\ ")
        elif _printable(ch):
            out.append(ch)
        else:
            out.append(_escape_bytes(ch))
    return "".join(out)


def c_quote(name: str) -> str:
    """``ls -Q``: ``"name"`` with C escapes."""
    out = []
    for ch in name:
        if ch in '"\\':
            out.append("\\" + ch)
        elif _printable(ch):
            out.append(ch)
        else:
            out.append(_escape_bytes(ch))
    return '"' + "".join(out) + '"'
