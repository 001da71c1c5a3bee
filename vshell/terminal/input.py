"""The VT input parser: what a terminal sends when keys are pressed, turned into :class:`Key` events.

It is incremental (a sequence split across two :meth:`InputParser.feed`
calls is joined) and understands what xterm, xterm.js and the Linux console
send: UTF-8 text, C0 controls (``C-a`` … ``C-z``, ``C-@``, ``C-_`` …), DEL,
CSI and SS3 sequences for the cursor and editing keys with xterm's modifier
parameter (``ESC [ 1 ; 5 D`` is ``C-Left``), Alt as an ESC prefix
(``ESC b`` is ``M-b``), and bracketed paste (``ESC [ 200 ~`` … ``ESC [ 201 ~``
comes out as one ``paste`` event).  Anything else (an unknown CSI final, an
OSC or DCS string some terminal sends back, a lone 8-bit C1 byte) is dropped:
an unknown sequence is never inserted or echoed.

A lone ESC at the end of the data waits for the next feed (readline reads
``ESC x`` as ``M-x`` the same way); :meth:`InputParser.flush` gives it up as
the ``Escape`` key.

Key names follow readline's notation: modifiers ``C-``, ``M-``, ``S-`` in that
order before a key name (``C-M-Left``, ``S-Tab``) or a character (``C-a``,
``M-d``).  Printable text arrives as ``Key("text", "...")`` so a burst of typing
is one event.
"""

from __future__ import annotations

from dataclasses import dataclass

_CSI_MAX = 64
"""Longest CSI parameter run kept; a longer one is garbage and is dropped whole."""
_STRING_MAX = 4096
"""An OSC/DCS/APC string sent to us this long without its terminator is given up (back to text)."""

_CURSOR = {"A": "Up", "B": "Down", "C": "Right", "D": "Left", "H": "Home", "F": "End", "Z": "S-Tab"}
_SS3 = {**_CURSOR, "P": "F1", "Q": "F2", "R": "F3", "S": "F4", "M": "Enter"}
_TILDE = {
    1: "Home", 2: "Insert", 3: "Delete", 4: "End", 5: "PageUp", 6: "PageDown", 7: "Home", 8: "End",
    11: "F1", 12: "F2", 13: "F3", 14: "F4", 15: "F5", 17: "F6", 18: "F7", 19: "F8", 20: "F9", 21: "F10",
    23: "F11", 24: "F12",
}  # fmt: skip
_C0 = {"\r": "Enter", "\n": "C-j", "\t": "Tab", "\x7f": "Backspace", "\x08": "C-h", "\x00": "C-@"}
_C0_NAMES = {"\x1c": "C-\\", "\x1d": "C-]", "\x1e": "C-^", "\x1f": "C-_"}
_PASTE_END = "\x1b[201~"


@dataclass(frozen=True, slots=True)
class Key:
    """One input event: ``name`` is ``text`` or ``paste`` (with ``text``) or a key name like ``C-a``, ``M-Left``."""

    name: str
    text: str = ""

    @property
    def is_text(self) -> bool:
        return self.name == "text"


def _mods(param: int) -> str:
    """xterm's modifier parameter (1 + shift*1 + alt*2 + ctrl*4 + meta*8) as a readline prefix."""
    bits = max(param - 1, 0)
    return ("C-" if bits & 4 else "") + ("M-" if bits & (2 | 8) else "") + ("S-" if bits & 1 else "")


def _control_name(ch: str) -> str:
    if ch in _C0:
        return _C0[ch]
    if ch in _C0_NAMES:
        return _C0_NAMES[ch]
    return "C-" + chr(ord(ch) + 96)


class InputParser:
    """Bytes of keystrokes (as text) in, :class:`Key` events out; see the module docstring."""

    def __init__(self) -> None:
        self._pending = ""
        self._paste: list[str] | None = None

    @property
    def pasting(self) -> bool:
        return self._paste is not None

    def feed(self, data: str) -> list[Key]:
        """Parse ``data`` (with what an earlier feed left unfinished) into events."""
        text = self._pending + data
        self._pending = ""
        out: list[Key] = []
        i = 0
        n = len(text)
        while i < n:
            if self._paste is not None:
                end = text.find(_PASTE_END, i)
                if end < 0:
                    # keep a possible start of the end marker for the next feed
                    keep = _partial_suffix(text, _PASTE_END, i)
                    self._paste.append(text[i : n - keep])
                    self._pending = text[n - keep :]
                    return out
                self._paste.append(text[i:end])
                out.append(Key("paste", "".join(self._paste)))
                self._paste = None
                i = end + len(_PASTE_END)
                continue
            ch = text[i]
            if ch == "\x1b":
                j = self._escape(text, i, out)
                if j < 0:
                    self._pending = text[i:]
                    return out
                i = j
                continue
            if ch < " " or ch == "\x7f":
                out.append(Key(_control_name(ch)))
                i += 1
                continue
            if "\x80" <= ch <= "\x9f":
                i += 1  # 8-bit C1 controls: never text, never ours to act on
                continue
            j = i + 1
            while j < n and text[j] >= " " and text[j] != "\x7f" and not ("\x80" <= text[j] <= "\x9f"):
                j += 1
            _add_text(out, text[i:j])
            i = j
        return out

    def flush(self) -> list[Key]:
        """Give up waiting: a lone ESC is the Escape key; a half sequence is dropped."""
        pending, self._pending = self._pending, ""
        if pending == "\x1b":
            return [Key("Escape")]
        return []

    def _escape(self, text: str, i: int, out: list[Key]) -> int:
        """Parse the sequence at ``text[i]`` (an ESC); returns the index after it, or -1 when it is unfinished."""
        n = len(text)
        if i + 1 >= n:
            return -1
        c = text[i + 1]
        if c == "[":
            return self._csi(text, i + 2, out, "")
        if c == "O":
            if i + 2 >= n:
                return -1
            name = _SS3.get(text[i + 2])
            if name is not None:
                out.append(Key(name))
            return i + 3
        if c in "]P_^X":
            return _skip_string(text, i + 2)
        if c == "\x1b":
            # ESC ESC [ D: Alt+Left from terminals that prefix the whole sequence
            if i + 2 >= n:
                return -1
            if text[i + 2] in "[O":
                sub: list[Key] = []
                j = self._escape(text, i + 1, sub)
                if j < 0:
                    return -1
                out.extend(Key(_alt(k.name)) for k in sub if not k.is_text)
                return j
            out.append(Key("Escape"))
            return i + 1
        if c < " " or c == "\x7f":
            name = _control_name(c)
            out.append(Key("M-Backspace" if name == "Backspace" else "C-M-" + name[2:] if name.startswith("C-") else "M-" + name))
            return i + 2
        out.append(Key("M-" + c))
        return i + 2

    def _csi(self, text: str, j: int, out: list[Key], _: str) -> int:
        n = len(text)
        start = j
        while j < n and "\x20" <= text[j] <= "\x3f":
            j += 1
            if j - start > _CSI_MAX:
                # garbage: drop it and everything up to its final byte
                while j < n and not ("\x40" <= text[j] <= "\x7e"):
                    j += 1
                return j + 1 if j < n else n
        if j >= n:
            return -1
        final = text[j]
        params = text[start:j]
        if not ("\x40" <= final <= "\x7e"):
            return j  # not a CSI after all: drop the introducer, read on from here
        key = _csi_key(params, final)
        if key == "paste-start":
            self._paste = []
        elif key is not None:
            out.append(Key(key))
        return j + 1


def _alt(name: str) -> str:
    if name.startswith("C-"):
        return "C-M-" + name[2:]
    return name if name.startswith("M-") else "M-" + name


def _csi_key(params: str, final: str) -> str | None:
    if params and params[0] in "<=>?":
        return None  # private parameters: a report, never a key
    fields = params.split(";") if params else []
    if not all(f.isdigit() for f in fields):
        return None
    nums = [int(f) for f in fields]
    mods = _mods(nums[1]) if len(nums) > 1 else ""
    if final == "~":
        if not nums:
            return None
        if nums[0] == 200:
            return "paste-start"
        name = _TILDE.get(nums[0])
        return mods + name if name else None
    name = _CURSOR.get(final)
    if name is None:
        return None
    if name == "S-Tab":
        return name
    return mods + name


def _skip_string(text: str, j: int) -> int:
    """Skip an OSC/DCS/APC/PM/SOS string up to BEL or ST; -1 while unfinished (within the length cap)."""
    n = len(text)
    start = j
    while j < n:
        c = text[j]
        if c == "\x07" or c == "\x9c":
            return j + 1
        if c == "\x1b":
            if j + 1 >= n:
                return -1
            if text[j + 1] == "\\":
                return j + 2
        j += 1
        if j - start > _STRING_MAX:
            return j
    return -1


def _partial_suffix(text: str, marker: str, lo: int) -> int:
    """How many characters at the end of ``text`` (from ``lo``) could begin ``marker``."""
    for k in range(min(len(marker) - 1, len(text) - lo), 0, -1):
        if marker.startswith(text[len(text) - k :]):
            return k
    return 0


def _add_text(out: list[Key], text: str) -> None:
    if out and out[-1].is_text:
        out[-1] = Key("text", out[-1].text + text)
    else:
        out.append(Key("text", text))
