"""Error messages and name quoting exactly as GNU coreutils print them.

GNU quotes file names in messages in two ways (gnulib ``quotearg``):

* ``quotef``/``quoteaf`` (shell-escape style): ``cat: 'a b': No such file or
  directory``; ``quotef`` quotes only when the shell would need it,
  ``quoteaf`` always.  A name holding ``'`` and otherwise only harmless
  characters is put in double quotes; control bytes become ``$'\\t'``.
* ``quote`` (locale style): ``mkdir: cannot create directory ‘a b’: File
  exists`` — in a UTF-8 locale with curly quotes and C escapes.

Both follow the locale of the command being run, as GNU's do: in a UTF-8
locale (``C.UTF-8``, vshell's default) ``quote`` uses ‘…’ and multibyte
characters print as they are; in the C locale (``LC_ALL=C``, or no locale
variable at all) ``quote`` uses '…' (escaping a ``'`` inside) and every byte
outside printable ASCII is escaped in both styles.  The registry's wrapper
sets the locale from the command's environment (:func:`message_locale`).

This is the one module of ``coreutils`` that may use ``os`` (for
``os.strerror``), so that an ``OSError`` from the filesystem view becomes
GNU's text by construction.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar

from vshell.command import CommandContext

_SHELL_SPECIAL = frozenset(" !\"$&'()*:;<=>?[\\^`|\t\n")
# Characters that read the same inside C-style double quotes and in the shell:
# only a name made of these (plus a single quote) is put in "double quotes".
_COMPAT_ASCII = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 %+,-./:@]_'")
_LETTER_ESCAPES = {7: "a", 8: "b", 12: "f", 10: "n", 13: "r", 9: "t", 11: "v"}


def utf8_locale(env: Mapping[str, str]) -> bool:
    """Whether the locale's character set (``LC_ALL``, else ``LC_CTYPE``, else ``LANG``) is UTF-8.

    With none of them set the locale is ``C``, whose characters are single bytes.
    """
    for var in ("LC_ALL", "LC_CTYPE", "LANG"):
        value = env.get(var)
        if value:
            codeset = value.partition(".")[2].partition("@")[0].lower()
            return codeset in ("utf-8", "utf8")
    return False


# Whether the running command's messages are in a UTF-8 locale; each command's thread sets its own.
_UTF8_MESSAGES: ContextVar[bool] = ContextVar("utf8_messages", default=True)


@contextmanager
def message_locale(env: Mapping[str, str]) -> Iterator[None]:
    """Quote names in messages as GNU does in the locale ``env`` names, while the block runs."""
    token = _UTF8_MESSAGES.set(utf8_locale(env))
    try:
        yield
    finally:
        _UTF8_MESSAGES.reset(token)


def strerror(exc: OSError | int) -> str:
    """The C library's text for an errno (``No such file or directory``)."""
    code = exc if isinstance(exc, int) else exc.errno
    if code is None:
        return str(exc)
    return os.strerror(code)


def _printable(ch: str) -> bool:
    code = ord(ch)
    if code < 0x20 or 0x7F <= code < 0xA0 or 0xD800 <= code < 0xE000:
        return False
    if code < 0x80:
        return True
    # In the C locale every byte above 0x7f is a character of its own, and none is printable.
    if not _UTF8_MESSAGES.get():
        return False
    import unicodedata  # only for a name beyond ASCII (a command's start-up need not load its tables)

    return unicodedata.category(ch) not in ("Cc", "Cs", "Cn")


def _escape_bytes(ch: str, letters: bool = True) -> str:
    code = ord(ch)
    if letters and code in _LETTER_ESCAPES:
        return "\\" + _LETTER_ESCAPES[code]
    raw = ch.encode("utf-8", "surrogateescape")
    return "".join(f"\\{b:03o}" for b in raw)


def quote_shell(name: str, always: bool = False, escape: bool = True) -> str:
    """GNU's shell-escape quoting (``quotef``; ``quoteaf`` with ``always``).

    With ``escape`` False it is the plain shell style (``ls --quoting-style=shell``):
    unprintable characters go out as they are and do not by themselves call for quotes.
    """
    if not name:
        return "''"
    needs = always
    all_printable = True
    compat = True
    has_squote = False
    for i, ch in enumerate(name):
        printable = not escape or _printable(ch)
        if not printable:
            all_printable = False
            needs = True
            compat = False
            continue
        if ch in _SHELL_SPECIAL or (i == 0 and ch in "#~"):
            needs = True
        if ch == "'":
            has_squote = True
        elif ord(ch) < 0x80 and ch not in _COMPAT_ASCII:
            compat = False
    if not needs:
        return name
    if has_squote and compat and all_printable:
        return f'"{name}"'
    out = ["'"]
    pending = False
    for ch in name:
        if escape and not _printable(ch):
            if not pending:
                out.append("'$'")
                pending = True
            out.append(_escape_bytes(ch))
        elif ch == "'":
            out.append("'\\''")
            pending = False
        else:
            if pending:
                out.append("''")
                pending = False
            out.append(ch)
    out.append("'")
    return "".join(out)


def quotef(name: str) -> str:
    return quote_shell(name, always=False)


def quoteaf(name: str) -> str:
    return quote_shell(name, always=True)


def quote(name: str) -> str:
    """GNU's locale quoting (``quote``): ``‘name’`` with C escapes for unprintable bytes.

    In the C locale the marks are ASCII apostrophes, so a ``'`` in the name is escaped.
    """
    utf8 = _UTF8_MESSAGES.get()
    out = []
    for ch in name:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "'" and not utf8:
            out.append("\\'")
        elif _printable(ch):
            out.append(ch)
        else:
            out.append(_escape_bytes(ch))
    return ("\u2018" if utf8 else "'") + "".join(out) + ("\u2019" if utf8 else "'")


def utf8_quotes() -> bool:
    """Whether the running command's locale has the marks ‘…’ (a UTF-8 locale) rather than '…'."""
    return _UTF8_MESSAGES.get()


def quote_marks(text: str) -> str:
    """``text`` between the locale's quotation marks, as GNU's messages put a literal word (``‘--size’``)."""
    return f"\u2018{text}\u2019" if _UTF8_MESSAGES.get() else f"'{text}'"


def write_err(ctx: CommandContext, message: str) -> None:
    """``name: message`` on stderr (bytes; undecodable names survive)."""
    ctx.stderr.write(f"{ctx.name}: {message}\n".encode("utf-8", "surrogateescape"))


def ctx_error_path(
    ctx: CommandContext, path: str, exc: OSError | int, *, prefix: str = "", always: bool = False
) -> None:
    """``name: [prefix ]path: strerror`` — ``cat: x: No such file or directory``.

    ``prefix`` is GNU's context (``cannot access``, ``cannot remove``); with a
    prefix GNU quotes the name always (``quoteaf``), without only when needed.
    """
    shown = quote_shell(path, always=always or bool(prefix))
    lead = f"{prefix} " if prefix else ""
    write_err(ctx, f"{lead}{shown}: {strerror(exc)}")


def os_error(code: int, path: str | None = None) -> OSError:
    """An errno-faithful ``OSError`` (``os_error(errno.EISDIR, p)``)."""
    return OSError(code, os.strerror(code), path) if path is not None else OSError(code, os.strerror(code))


__all__ = [
    "ctx_error_path",
    "errno",
    "message_locale",
    "os_error",
    "quote",
    "quote_marks",
    "quote_shell",
    "quoteaf",
    "quotef",
    "strerror",
    "utf8_locale",
    "utf8_quotes",
    "write_err",
]
