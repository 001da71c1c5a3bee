"""How other filesystems see a name, and whether a review can show it: the name rules' helpers.

A change set is judged on Linux, but the workspace may be checked out, synced
or opened on macOS (HFS+/APFS: case-insensitive, normalisation-insensitive,
HFS+ ignoring some invisible code points) or Windows (NTFS: case-insensitive,
trailing dots and spaces dropped, ``name:stream`` naming a stream of
``name``, 8.3 short names such as ``GIT~1`` for ``.git``).  A name that one
of them folds onto ``.git`` or ``AGENTS.md`` is that protected name there.
"""

from __future__ import annotations

import unicodedata

# Code points HFS+ drops when it compares names (zero-width joiners, direction marks and
# embeddings, the deprecated format characters, the zero-width no-break space), so ``.g\u200cit``
# is ``.git`` to it.
HFS_IGNORED = frozenset(
    [*range(0x200C, 0x2010), *range(0x202A, 0x202F), *range(0x206A, 0x2070), 0xFEFF]
)
_SHORT_NAME_DROPPED = set(" .+,;=[]")


def caseless(name: str) -> str:
    """The name as a case- and normalisation-insensitive filesystem compares it (NFD, case folded, NFD)."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", name).casefold())


def folded(name: str) -> str:
    """One component as macOS and Windows would all at once see it: caseless, HFS+'s ignored code points
    gone, an NTFS stream suffix (``:…``) gone, trailing dots and spaces gone; NFC for matching patterns."""
    kept = "".join(ch for ch in name if ord(ch) not in HFS_IGNORED)
    text = unicodedata.normalize("NFC", caseless(kept))
    text = text.split(":", 1)[0]
    return text.rstrip(". ") or text


def short_name_of(name: str) -> tuple[str, str] | None:
    """``(base, ext)`` when ``name`` has the shape of an 8.3 short name (``GIT~1``, ``AGENTS~1.MD``), else None."""
    text = folded(name)
    stem, dot, ext = text.rpartition(".") if "." in text else (text, "", "")
    base, tilde, digits = stem.partition("~")
    if not tilde or not digits.isdigit() or not 1 <= len(base) <= 7 or "~" in digits or len(ext) > 3:
        return None
    return base, ext if dot else ""


def could_be_short_name_of(name: str, long_name: str) -> bool:
    """Whether Windows may give ``long_name`` the short name ``name``.

    Windows keeps the first (up to six) valid characters of the stem, or only two followed by a
    hash when many names collide, then ``~N``, then the first three characters of the extension.
    """
    short = short_name_of(name)
    if short is None:
        return False
    base, ext = short
    long = folded(long_name).lstrip(".")
    stem, _dot, long_ext = long.rpartition(".") if "." in long else (long, "", "")
    clean = "".join(ch for ch in stem if ch not in _SHORT_NAME_DROPPED)
    if not clean or ext != "".join(ch for ch in long_ext if ch not in _SHORT_NAME_DROPPED)[:3]:
        return False
    return clean.startswith(base) or (len(base) >= 2 and clean[:2] == base[:2] and len(base) == 6)


def unshowable(name: str) -> str | None:
    """The first code point of ``name`` a review cannot show as it is, described, or None.

    Control characters (newline, escape sequences), format characters (bidi controls, zero-width
    characters), line and paragraph separators, and bytes that are not UTF-8 (surrogate escapes).
    """
    for ch in name:
        code = ord(ch)
        if 0xDC80 <= code <= 0xDCFF:
            return f"the byte 0x{code - 0xDC00:02x}, which is not UTF-8"
        if unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs"):
            label = unicodedata.name(ch, "")
            return f"U+{code:04X} {label}" if label else f"U+{code:04X}, a control character"
    return None


def shown(text: str) -> str:
    """``text`` with every code point a review cannot show written as an escape (``\\n``, ``\\u202e``, ``\\xff``)."""
    out = []
    for ch in text:
        if unshowable(ch) is None:
            out.append(ch)
        elif 0xDC80 <= ord(ch) <= 0xDCFF:
            out.append(f"\\x{ord(ch) - 0xDC00:02x}")
        else:
            out.append(ascii(ch)[1:-1])
    return "".join(out)
