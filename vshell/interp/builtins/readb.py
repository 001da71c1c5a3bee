"""``read`` and ``mapfile``/``readarray``: bash's IFS rules, backslash handling, delimiters."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from vshell.interp.builtins import builtin
from vshell.interp.builtins.opts import getopt
from vshell.interp.core import is_tty
from vshell.interp.errors import ReadonlyError, ShellError
from vshell.interp.state import A_READONLY
from vshell.lib.shquote import single_quote

if TYPE_CHECKING:
    from dataclasses import dataclass
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass

_WS = " \t\n"


_TICK_BYTES = 4096
"""A record read byte by byte charges the budget once per this many bytes (an endless line ends on time)."""


def _read_line(sh: Any, stream: Any, line: bytes) -> bytes:
    """The rest of a line whose first piece came back without its newline: a device such as /dev/zero
    returns a line in 64 KiB pieces (L-dev-zero-lines); bash reads on until the newline, and so do we,
    charging the budget and the string limit for each piece."""
    pieces = [line]
    size = len(line)
    while True:
        sh.tick()
        more = stream.readline()
        if not more:
            break
        pieces.append(more)
        size += len(more)
        sh.budget.check_length(size, "line")
        if more.endswith(b"\n"):
            break
    return b"".join(pieces)


def _read_record(
    sh: Any, stream: Any, delim: str, nchars: int | None, exact: bool, raw: bool
) -> tuple[str, bool, list[bool]]:
    """Read one record: returns (text, found_delimiter, escaped-flags per char)."""
    chars: list[str] = []
    esc: list[bool] = []
    if delim == "\n" and nchars is None and raw:
        line = stream.readline()
        if not line:
            return "", False, []
        if not line.endswith(b"\n"):
            line = _read_line(sh, stream, line)
        text = line.decode("utf-8", "surrogateescape")
        if "\0" in text:
            text = text.replace("\0", "")  # bash's read drops NUL bytes
        if text.endswith("\n"):
            return text[:-1], True, []
        return text, False, []
    dbyte = delim.encode("utf-8", "surrogateescape") if delim else b"\0"
    pending_escape = False
    buf = bytearray()
    count = 0
    while True:
        if nchars is not None and count >= nchars:
            break
        b = stream.read(1)
        if len(chars) % _TICK_BYTES == 0:
            sh.tick()
            sh.budget.check_length(len(chars), "line")
        if not b:
            if buf:
                chars.append(buf.decode("utf-8", "surrogateescape"))
                esc.append(pending_escape)
            return "".join(chars), False, esc
        if not exact and b == dbyte and not pending_escape:
            break
        if b == b"\0":
            continue  # bash's read drops NUL bytes (they count for nothing in -n)
        if not raw and not pending_escape and b == b"\\":
            pending_escape = True
            continue
        if pending_escape and b == b"\n":
            pending_escape = False
            continue
        buf += b
        try:
            ch = buf.decode("utf-8")
        except UnicodeDecodeError:
            if len(buf) < 4:
                continue
            ch = buf.decode("utf-8", "surrogateescape")
        buf.clear()
        chars.append(ch)
        esc.append(pending_escape)
        pending_escape = False
        count += 1
    return "".join(chars), True, esc


_WS_SPLIT: dict[str, re.Pattern[str]] = {}
_HARD_SPLIT: dict[str, re.Pattern[str]] = {}  # IFS values without blanks: their delimiter


def _split(text: str, esc: list[bool], ifs: str, n: int) -> list[str]:
    """Split into at most ``n`` fields (``n`` 0: unlimited) by bash's read rules."""
    if not esc and ifs in _HARD_SPLIT:
        return _split_hard(text, ifs, n)  # an IFS without blanks seen before (IFS=:), a raw read
    if (ifs == _WS or not ifs or all(c in _WS for c in ifs)) and not any(esc):
        # only whitespace separators and no escaped characters: C-speed splitting
        if not ifs:
            return [text] if text else []
        body = text.strip(ifs)
        if not body:
            return []
        if n == 1:
            return [body]
        rx = _WS_SPLIT.get(ifs)
        if rx is None:
            rx = _WS_SPLIT[ifs] = re.compile("[" + re.escape(ifs) + "]+")
        return rx.split(body, n - 1 if n else 0)
    if not any(esc) and not any(c in _WS for c in ifs):
        return _split_hard(text, ifs, n)
    if len(esc) < len(text):
        esc = [False] * len(text)  # a raw read reports no escaped characters
    ws = set(c for c in ifs if c in _WS)
    nonws = set(c for c in ifs if c not in _WS)
    i = 0
    L = len(text)

    def is_ws(k: int) -> bool:
        return text[k] in ws and not esc[k]

    def is_nonws(k: int) -> bool:
        return text[k] in nonws and not esc[k]

    while i < L and is_ws(i):
        i += 1
    fields: list[str] = []
    while i < L:
        if n and len(fields) == n - 1:
            rest_start = i
            end = L
            while end > rest_start and is_ws(end - 1):
                end -= 1
            rest = text[rest_start:end]
            rest_esc = esc[rest_start:end]
            sub = _split(rest, rest_esc, ifs, 0) if rest else []
            if len(sub) == 1 and rest and is_nonws(end - 1):
                # a single field followed by one delimiter: bash drops that delimiter
                fields.append(sub[0])
            else:
                fields.append(rest)
            return fields
        start = i
        while i < L and not is_ws(i) and not is_nonws(i):
            i += 1
        fields.append(text[start:i])
        while i < L and is_ws(i):
            i += 1
        if i < L and is_nonws(i):
            i += 1
            while i < L and is_ws(i):
                i += 1
    return fields


def _split_hard(text: str, ifs: str, n: int) -> list[str]:
    """:func:`_split` when IFS has no whitespace (``IFS=:``) and nothing is escaped: every IFS
    character ends a field, a final one adds no empty field, and the last name takes the rest of
    the line, less one final delimiter when the rest is a single field."""
    rx = _HARD_SPLIT.get(ifs)
    if rx is None:
        rx = _HARD_SPLIT[ifs] = re.compile("[" + re.escape(ifs) + "]")
    if not n:
        fields = rx.split(text)
        if fields[-1] == "":
            fields.pop()
        return fields
    fields = rx.split(text, n - 1) if n > 1 else [text]  # a maxsplit of 0 would split them all
    if len(fields) < n:
        if fields[-1] == "":
            fields.pop()
        return fields
    rest = fields[-1]
    if rest == "":
        fields.pop()
    elif rest[-1] in ifs and rx.search(rest, 0, len(rest) - 1) is None:
        fields[-1] = rest[:-1]
    return fields


@dataclass(frozen=True, slots=True)
class _ReadPlan:
    """``read``'s options decoded once per distinct argv (a loop runs the same words again)."""

    raw: bool
    array: str | None
    delim: str
    nchars: int | None
    exact: bool
    fd: int
    prompt: str | None
    names: tuple[str, ...]
    poll: bool  # -t 0: test for input, read nothing


_PLANS: dict[tuple[str, ...], _ReadPlan] = {}


def _plan(sh: Any, argv: list[str]) -> _ReadPlan | int:
    """Decode the options; an int is the status after bash's message for a bad one."""
    parsed = getopt(sh, "read", argv, "ra:d:n:N:p:st:u:ei:")
    if parsed is None:
        return 2
    opts, names = parsed
    raw = False
    array: str | None = None
    delim = "\n"
    nchars: int | None = None
    exact = False
    fd = 0
    prompt = None
    poll = False
    for o, v in opts:
        c = o[1]
        if c == "r":
            raw = True
        elif c == "a":
            array = v
        elif c == "d":
            delim = (v or "")[:1]
        elif c in "nN":
            try:
                nchars = int(v or "")
            except ValueError:
                nchars = -1
            if nchars < 0:
                sh.error(f"read: {v}: invalid number")
                return 1
            exact = c == "N"
        elif c == "p":
            prompt = v
        elif c == "t":
            try:
                timeout = float(v or "")
            except ValueError:
                timeout = -1.0
            if timeout < 0:
                sh.error(f"read: {v}: invalid timeout specification")
                return 1
            poll = timeout == 0
        elif c == "u":
            try:
                fd = int(v or "")
            except ValueError:
                sh.error(f"read: {v}: invalid file descriptor specification")
                return 1
    for n in names:
        if not _valid(n):
            sh.error(f"read: `{n}': not a valid identifier")
            return 1
    return _ReadPlan(raw, array, delim, nchars, exact, fd, prompt, tuple(names), poll)


@builtin("read")
def b_read(sh: Any, argv: list[str]) -> int:
    key = tuple(argv)
    plan = _PLANS.get(key)
    if plan is None:
        made = _plan(sh, argv)
        if isinstance(made, int):
            return made
        plan = made
        if len(_PLANS) >= 1024:
            _PLANS.clear()
        _PLANS[key] = plan
    fd = plan.fd
    stream = sh.fds.get(fd)
    if stream is None:
        if fd == 0:
            sh.error("read: read error: 0: Bad file descriptor")
        else:
            sh.error(f"read: {fd}: invalid file descriptor: Bad file descriptor")
        return 1
    if plan.poll:
        # `read -t 0` only asks whether input is there; a sandbox stream always answers (data or
        # end of file) without waiting, so it is "ready", and nothing is read or assigned
        return 0
    if plan.prompt is not None and is_tty(stream):
        sh.write_err(plan.prompt)
    names = plan.names
    try:
        text, found, esc = _read_record(sh, stream, plan.delim, plan.nchars, plan.exact, plan.raw)
    except (OSError, ValueError):
        sh.error(f"read: read error: {fd}: Bad file descriptor")
        return 1
    vs = sh.vars
    try:
        if plan.array is not None:
            ifs = vs.get("IFS")
            fields = _split(text, esc, _WS if ifs is None else ifs, 0) if not plan.exact else [text]
            old = vs.get_var(plan.array)
            if old is not None and old.attrs & A_READONLY:
                raise ReadonlyError(plan.array)
            vs.unset(plan.array)
            vs.set_array(plan.array, dict(enumerate(fields)))
        elif not names:
            vs.set("REPLY", text)
        elif plan.exact:
            vs.set(names[0], text)
            for n in names[1:]:
                vs.set(n, "")
        else:
            ifs = vs.get("IFS")
            if ifs is None:
                ifs = _WS
            if len(names) == 1 and not esc and (ifs == _WS or not ifs):
                # one name, default or empty IFS, nothing escaped: the line less surrounding blanks
                vs.set(names[0], text.strip(ifs) if ifs else text)
            else:
                fields = _split(text, esc, ifs, len(names))
                for k, n in enumerate(names):
                    vs.set(n, fields[k] if k < len(fields) else "")
    except ShellError as err:
        sh.error(err.message)
        return 1
    return 0 if found else 1


_VALID_SEEN: set[str] = set()


def _valid(s: str) -> bool:
    if s in _VALID_SEEN:
        return True
    ok = _valid_name(s)
    if ok and len(_VALID_SEEN) < 4096:
        _VALID_SEEN.add(s)
    return ok


def _valid_name(s: str) -> bool:
    base = s.split("[", 1)[0]
    return bool(base) and (base[0].isalpha() or base[0] == "_") and base.isascii() and base.replace("_", "a").isalnum()


_MAPFILE_BAD = {
    "n": "invalid line count",
    "s": "invalid line count",
    "O": "invalid array origin",
    "u": "invalid file descriptor specification",
}


@builtin("mapfile", "readarray")
def b_mapfile(sh: Any, argv: list[str]) -> int:
    name = argv[0]
    parsed = getopt(sh, name, argv, "d:n:O:s:tu:C:c:")
    if parsed is None:
        return 2
    opts, names = parsed
    delim = "\n"
    count = 0
    origin: int | None = None
    skip = 0
    strip = False
    fd = 0
    callback: str | None = None
    quantum = 5000
    for o, v in opts:
        c = o[1]
        if c == "C":
            callback = v
        elif c == "d":
            delim = (v or "")[:1]
        elif c == "t":
            strip = True
        else:
            # bash's messages per option; every number must be a non-negative integer
            text = v or ""
            number = int(text) if text.strip().lstrip("+-").isdigit() else -1
            if c == "c" and number <= 0:
                sh.error(f"{name}: {text}: invalid callback quantum")
                return 1
            if number < 0:
                what = _MAPFILE_BAD[c]
                sh.error(f"{name}: {text}: {what}")
                return 1
            if c == "c":
                quantum = number
            elif c == "n":
                count = number
            elif c == "O":
                origin = number
            elif c == "s":
                skip = number
            else:
                fd = number
    arr = names[0] if names else "MAPFILE"
    if not _valid(arr) or "[" in arr:
        sh.error(f"{name}: `{arr}': not a valid identifier")
        return 1
    existing = sh.vars.get_var(arr)
    if existing is not None and existing.attrs & 2:
        sh.error(f"{name}: {arr}: not an indexed array")
        return 1
    stream = sh.fds.get(fd)
    if stream is None:
        sh.error(f"{name}: {fd}: invalid file descriptor: Bad file descriptor")
        return 1
    dbyte = delim.encode("utf-8", "surrogateescape") if delim else b"\0"
    lines: list[str] = []
    if dbyte == b"\n":
        while True:
            if count and len(lines) >= count + skip:
                break
            line = stream.readline()
            if not line:
                break
            if not line.endswith(b"\n"):
                line = _read_line(sh, stream, line)
            lines.append(line.decode("utf-8", "surrogateescape"))
            sh.tick()
    else:
        data = stream.read()
        parts = data.split(dbyte)
        recs = [p + dbyte for p in parts[:-1]]
        if parts[-1]:
            recs.append(parts[-1])
        lines = [r.decode("utf-8", "surrogateescape") for r in recs]
        if count:
            lines = lines[: count + skip]
    lines = lines[skip:]
    if strip:
        lines = [ln[:-1] if ln.endswith(delim or "\0") else ln for ln in lines]
    # bash stores each element as a C string: it ends at the first NUL
    lines = [ln.partition("\0")[0] for ln in lines]
    var = sh.vars.get_var(arr)
    if origin is None or var is None or not isinstance(var.value, dict):
        base: dict[int, str] = (
            {} if origin is None or var is None else dict(var.value) if isinstance(var.value, dict) else {}
        )
    else:
        base = dict(var.value)  # type: ignore[arg-type]
    start = origin or 0
    for k, ln in enumerate(lines):
        if callback is not None and (k + 1) % quantum == 0:
            # bash evaluates the callback with the element's index and the line as arguments
            sh.run_text_nested(f"{callback} {start + k} {single_quote(ln)}")
        base[start + k] = ln
    try:
        sh.vars.set_array(arr, base)
    except ShellError as err:
        sh.error(err.message)
        return 1
    return 0
