"""Signal names and numbers as GNU coreutils spells them on GNU/Linux (gnulib's sig2str, str2sig).

The numbers are Linux x86-64's; 32 and 33 belong to glibc and have no name,
34-64 are the real-time signals, named ``RTMIN+n`` up to the middle and
``RTMAX-n`` after it.
"""

from __future__ import annotations

SIGNUM_BOUND = 64
_RTMIN, _RTMAX = 34, 64

# The preferred name comes first: sig2str gives the first name with a number.
_TABLE = (
    ("HUP", 1), ("INT", 2), ("QUIT", 3), ("ILL", 4), ("TRAP", 5), ("ABRT", 6), ("FPE", 8), ("KILL", 9),
    ("SEGV", 11), ("BUS", 7), ("PIPE", 13), ("ALRM", 14), ("TERM", 15), ("USR1", 10), ("USR2", 12),
    ("CHLD", 17), ("URG", 23), ("STOP", 19), ("TSTP", 20), ("CONT", 18), ("TTIN", 21), ("TTOU", 22),
    ("SYS", 31), ("POLL", 29), ("VTALRM", 26), ("PROF", 27), ("XCPU", 24), ("XFSZ", 25), ("IOT", 6),
    ("CLD", 17), ("PWR", 30), ("WINCH", 28), ("IO", 29), ("STKFLT", 16), ("EXIT", 0),
)
_BY_NAME = dict(_TABLE)
_BY_NUM: dict[int, str] = {}
for _name, _num in _TABLE:
    _BY_NUM.setdefault(_num, _name)


def sig2str(num: int) -> str | None:
    """The name of signal ``num`` without ``SIG``, or None."""
    if num in _BY_NUM:
        return _BY_NUM[num]
    if not _RTMIN <= num <= _RTMAX:
        return None
    if num <= _RTMIN + (_RTMAX - _RTMIN) // 2:
        delta = num - _RTMIN
        return f"RTMIN+{delta}" if delta else "RTMIN"
    delta = _RTMAX - num
    return f"RTMAX-{delta}" if delta else "RTMAX"


def _strtol(text: str) -> int | None:
    """C's strtol over the whole of ``text`` (blanks and a sign first); None unless all of it is used."""
    body = text.lstrip(" \t\n\v\f\r")
    digits = body[1:] if body[:1] in "+-" else body
    if not digits or not digits.isascii() or not digits.isdigit():
        return None if text else 0
    return int(body)


def _str2sig(name: str) -> int | None:
    if name[:1].isdigit():
        n = _strtol(name)
        return n if n is not None and n <= SIGNUM_BOUND else None
    if name in _BY_NAME:
        return _BY_NAME[name]
    if name.startswith("RTMIN"):
        n = _strtol(name[5:])
        return _RTMIN + n if n is not None and 0 <= n <= _RTMAX - _RTMIN else None
    if name.startswith("RTMAX"):
        n = _strtol(name[5:])
        return _RTMAX + n if n is not None and _RTMIN - _RTMAX <= n <= 0 else None
    return None


def parse_signal(operand: str) -> int | None:
    """A signal operand as coreutils reads one (``INT``, ``sigint``, ``2``, ``RTMIN+1``): its number or None."""
    if operand[:1].isdigit():
        n = _strtol(operand)
        if n is None or n >= 1 << 31:
            return None
        num = n & (0xFF if n >= 0xFF else 0x7F)
    else:
        up = "".join(c.upper() if "a" <= c <= "z" else c for c in operand)
        found = _str2sig(up)
        if found is None and up.startswith("SIG"):
            found = _str2sig(up[3:])
        if found is None or found < 0:
            return None
        num = found
    return num if sig2str(num) is not None else None
