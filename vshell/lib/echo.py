"""The engine of bash's ``echo`` builtin.

Options are recognised only as whole words made of ``n``, ``e`` and ``E``
after a dash (``-n``, ``-ne``, ``-En``), up to the first word that is not
one; ``--`` and ``-x`` are printed.  With ``-e`` (the last of ``-e``/``-E``
wins) backslash escapes are decoded as ``echo`` does: octal only as
``\\0nnn``, ``\\'`` ``\\"`` ``\\?`` kept, ``\\c`` ends all output, including
the trailing newline.
"""

from __future__ import annotations

from vshell.expand.ansi_c import EscapeMode, decode_escapes


def parse_echo_options(args: list[str], xpg_echo: bool = False) -> tuple[bool, bool, int]:
    """Return ``(newline, interpret_escapes, index of the first operand)`` for ``echo ARGS``."""
    newline = True
    escapes = xpg_echo
    i = 0
    while i < len(args):
        a = args[i]
        if len(a) < 2 or a[0] != "-" or any(c not in "neE" for c in a[1:]):
            break
        for c in a[1:]:
            if c == "n":
                newline = False
            elif c == "e":
                escapes = True
            else:
                escapes = False
        i += 1
    return newline, escapes, i


def echo_output(args: list[str], xpg_echo: bool = False, options: bool = True) -> bytes:
    """The bytes ``echo ARGS`` writes (arguments are ``str`` with surrogateescape for raw bytes);
    without ``options`` (bash's POSIX mode with xpg_echo) every argument is an operand."""
    newline, escapes, first = parse_echo_options(args, xpg_echo) if options else (True, xpg_echo, 0)
    words = [a.encode("utf-8", "surrogateescape") for a in args[first:]]
    if not escapes:
        return b" ".join(words) + (b"\n" if newline else b"")
    out = bytearray()
    for k, w in enumerate(words):
        if k:
            out += b" "
        decoded, stopped, _ = decode_escapes(w, EscapeMode.ECHO)
        out += decoded
        if stopped:
            return bytes(out)
    if newline:
        out += b"\n"
    return bytes(out)
