"""``sort --debug``: GNU sort 9.1's key warnings and the underlined keys under each output line."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from vshell.coreutils.common.errors import quote
from vshell.coreutils.sort_keys import Scanner

if TYPE_CHECKING:
    from vshell.coreutils.sort import Key

_FLOAT = re.compile(rb"[ \t\n\v\f\r]*[-+]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][-+]?[0-9]+)?"
                    rb"|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|inf(?:inity)?|nan)", re.IGNORECASE)
_NUMBER = re.compile(rb"-?([0-9]*)(?:\.([0-9]*))?")
_MONTHS = frozenset(b"JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split())
_UNITS = b"KMGTPEZYRQk"


def _numeric(k: Key) -> bool:
    return any(f in k.flags for f in "ngh")


def _opts(flags: str, blanks: bool) -> str:
    """GNU's key_to_opts: the short options for a set of orderings, in its order."""
    return ("b" if blanks else "") + "".join(f for f in "dfghiMnRrV" if f in flags)


def collation(env: Mapping[str, str]) -> str:
    """GNU's first --debug line: the collation locale (LC_ALL, else LC_COLLATE, else LANG)."""
    name = next((env[v] for v in ("LC_ALL", "LC_COLLATE", "LANG") if env.get(v)), "C")
    if name in ("C", "POSIX"):
        return "text ordering performed using simple byte comparison"
    return f"text ordering performed using {quote(name)} sorting rules"


def warnings(keys: Sequence[Key], obsolete: Sequence[bool], gflags: str, tab: bytes | None, stable: bool,
             unique: bool) -> list[str]:
    """GNU's key_warnings: what --debug says about the keys before sorting.  ``obsolete`` says, per key,
    whether it was given as ``+POS1 [-POS2]``."""
    out: list[str] = []
    basic = general = basic_span = general_span = False
    left = set(gflags)  # global orderings no key uses
    left_blanks = "b" in gflags
    gkey_only = not keys
    for n, (k, old) in enumerate(zip(keys, obsolete, strict=True), 1):
        numeric = _numeric(k)
        if numeric:
            general |= "g" in k.flags
            basic |= "g" not in k.flags
        sword, schar = k.start_field - 1, k.start_char - 1
        eword = k.end_field - 1 if k.end_field else None
        if old:
            # GNU names the fields only, as +N -M and -k N+1,M (a -M.C counts one field more)
            end = k.end_field if k.end_field else None
            was = f"+{sword}" + (f" -{end}" if end is not None else "")
            now = f"-k {sword + 1}" + (f",{end}" if end is not None else "")
            out.append(f"obsolescent key {quote(was)} used; consider {quote(now)} instead")
        zero_width = eword is not None and eword < sword
        if zero_width:
            out.append(f"key {n} has zero width and will be ignored")
        implicit = numeric or "M" in k.flags
        line_offset = eword == 0 and k.end_char != 0
        if (not zero_width and tab is None and not line_offset
                and ((not k.skip_start_blanks and (not implicit or schar)) or (not k.skip_end_blanks and k.end_char))):
            out.append(f"leading blanks are significant in key {n}; consider also specifying 'b'")
        if numeric and (eword is None or sword + 1 < eword + 1):
            out.append(f"key {n} is numeric and spans multiple fields")
            general_span |= "g" in k.flags
            basic_span |= "g" not in k.flags
        left -= set(k.flags)
        left_blanks &= not (k.skip_start_blanks or k.skip_end_blanks)
    warned = False
    if basic_span or general_span:
        if tab == b".":
            out.append(f"field separator {quote('.')} is treated as a decimal point in numbers")
            warned = True
        elif tab == b"-":
            out.append(f"field separator {quote('-')} is treated as a minus sign in numbers")
        elif general_span and tab == b"+":
            out.append(f"field separator {quote('+')} is treated as a plus sign in numbers")
    if gkey_only and any(f in gflags for f in "ngh"):
        basic, general = "g" not in gflags, "g" in gflags
    if (basic or general) and not warned:
        out.append(f"{'' if tab == b'.' else 'note '}numbers use {quote('.')} as a decimal point in this locale")
    if not gkey_only:
        rest = "".join(sorted(left - {"r", "b"}))
        reverse = "r" in left
        if rest or left_blanks or (reverse and (stable or unique)):
            opts = _opts(rest + ("r" if reverse and (stable or unique) else ""), left_blanks)
            out.append(f"option '-{opts}' is ignored" if len(opts) == 1 else f"options '-{opts}' are ignored")
        if reverse and not (stable or unique):
            out.append("option '-r' only applies to last-resort comparison")
    return out


def _width(text: bytes) -> int:
    """GNU's debug_width: display columns (mbsnwidth), a tab counting one (it is shown as '>')."""
    width = 0
    for ch in text.decode("utf-8", "surrogateescape"):
        code = ord(ch)
        if ch == "\t" or 0xDC80 <= code <= 0xDCFF:
            width += 1  # a byte that is no character counts one column
        elif unicodedata.category(ch) in ("Cc", "Mn", "Me", "Cf"):
            continue
        else:
            width += 2 if unicodedata.east_asian_width(ch) in ("W", "F") else 1
    return width


def _tighter(key: Key, text: bytes) -> int:
    """How much of a numeric or month key (blanks skipped) GNU underlines: the number or month only."""
    if "M" in key.flags:
        return 3 if text[:3].upper() in _MONTHS else 0
    if "g" in key.flags:
        m = _FLOAT.match(text)
        return m.end() if m else 0
    m = _NUMBER.match(text)
    assert m is not None
    if not (m.group(1) or m.group(2)):
        return 0
    end = m.end()
    return end + 1 if "h" in key.flags and text[end : end + 1] and text[end] in _UNITS else end


def _mark(line: bytes, key: Key | None, sc: Scanner | None, whole: bool) -> bytes:
    """GNU's debug_key: the key's place in the line, underlined (or where it would be)."""
    beg, lim = 0, len(line)
    if key is not None and sc is not None:
        m = sc.spans.match(line)
        assert m is not None
        if not whole:
            beg = m.end(1)
            if key.end_field:
                lim = m.end(2)
        if (whole and key.skip_start_blanks) or "M" in key.flags or _numeric(key):
            # GNU skips blanks up to the key's end, or (a key ending before it starts) to the line's
            stop = lim if lim >= beg else len(line)
            while beg < stop and line[beg] in b" \t":
                beg += 1
            if lim >= beg and ("M" in key.flags or _numeric(key)):
                lim = beg + _tighter(key, line[beg:lim])
    width = _width(line[beg:lim]) if lim > beg else 0
    offset = " " * _width(line[:beg])
    return (offset + ("_" * width if width else "^ no match for key") + "\n").encode()


def debug_output(lines: Iterable[bytes], specs: Sequence[tuple[Key, Scanner]], keyed: bool, whole: bool,
                 last_resort: bool) -> Iterable[bytes]:
    """Each output line as --debug writes it (tabs shown as '>', then a newline whatever -z says), then a
    line under each key and, unless -s or -u, one under the whole line."""
    for line in lines:
        parts = [line.replace(b"\t", b">") + b"\n"]
        if keyed:
            parts.extend(_mark(line, k, sc, whole) for k, sc in specs)
        if last_resort or not keyed:
            parts.append(_mark(line, None, None, False))
        yield b"".join(parts)
