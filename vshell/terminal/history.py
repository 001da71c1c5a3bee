"""Command history as interactive bash keeps it: HISTSIZE, HISTCONTROL, ``!`` expansion, a host store.

:class:`History` is the list the Up arrow walks, ``history`` lists and ``!``
expands from.  Entries are numbered from 1 as bash numbers them; when
HISTSIZE drops old entries the numbers of the rest stay.  A multi-line
command is one entry with its newlines (bash's ``lithist``).

History expansion (:func:`expand`) follows bash's HISTORY EXPANSION section
for the event designators ``!!``, ``!n``, ``!-n``, ``!string``, ``!?string?``,
``!#``, the quick substitution ``^old^new^``, the word designators ``:0``
``:n`` ``:^`` ``:$`` ``:*`` ``:n-m`` (and ``!$``, ``!^``, ``!*``) and the
modifiers ``:h :t :r :e :p``.  ``!`` followed by a blank, ``=`` or ``(``, or at the
end of the line, is left alone; so is anything inside single quotes or after
a backslash.

A host keeps history across reloads through a :class:`HistoryStore` (the
CLI's is a file in the host's home; a web host may keep it per visitor).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

DEFAULT_HISTSIZE = 500  # bash's default when HISTSIZE is unset


class HistoryStore(Protocol):
    """Where a host keeps the history between sessions."""

    def load(self) -> list[str]: ...

    def save(self, entries: list[str]) -> None: ...


class History:
    """The numbered history list (see the module docstring)."""

    def __init__(self, store: HistoryStore | None = None) -> None:
        self._store = store
        self._entries: list[str] = []
        self.base = 1
        """The number of the oldest entry kept."""
        if store is not None:
            try:
                self._entries = [e for e in store.load() if e]
            except Exception:  # a broken store must not stop the terminal
                self._entries = []

    def __len__(self) -> int:
        return len(self._entries)

    @property
    def entries(self) -> list[str]:
        return list(self._entries)

    @property
    def next_number(self) -> int:
        """The number the next entry gets (bash's ``\\!``)."""
        return self.base + len(self._entries)

    def numbered(self) -> list[tuple[int, str]]:
        return [(self.base + i, e) for i, e in enumerate(self._entries)]

    def get(self, number: int) -> str | None:
        k = number - self.base
        return self._entries[k] if 0 <= k < len(self._entries) else None

    def add(self, line: str, histsize: str | None = None, histcontrol: str | None = None) -> None:
        """Remember ``line`` unless HISTCONTROL says not to; then keep at most HISTSIZE entries."""
        text = line.rstrip("\n")
        if not text.strip():
            return
        control = set((histcontrol or "").split(":"))
        if "ignoreboth" in control:
            control |= {"ignorespace", "ignoredups"}
        if "ignorespace" in control and text[:1] in (" ", "\t"):
            return
        if "ignoredups" in control and self._entries and self._entries[-1] == text:
            return
        if "erasedups" in control and text in self._entries:
            self._entries = [e for e in self._entries if e != text]
        self._entries.append(text)
        self._trim(histsize)
        self._save()

    def _trim(self, histsize: str | None) -> None:
        size = DEFAULT_HISTSIZE
        if histsize is not None:
            try:
                size = int(histsize)
            except ValueError:
                size = DEFAULT_HISTSIZE
        if size < 0:
            return
        extra = len(self._entries) - size
        if extra > 0:
            del self._entries[:extra]
            self.base += extra

    def replace_last(self, line: str) -> None:
        """``history -s``: the ``history -s`` command itself is replaced by ``line``, as bash does."""
        if self._entries:
            self._entries[-1] = line
        else:
            self._entries.append(line)
        self._save()

    def clear(self) -> None:
        """``history -c``: numbering starts again at 1, as bash's does."""
        self._entries = []
        self.base = 1
        self._save()

    def delete(self, number: int) -> bool:
        k = number - self.base
        if not 0 <= k < len(self._entries):
            return False
        del self._entries[k]
        self._save()
        return True

    def _save(self) -> None:
        if self._store is not None:
            try:
                self._store.save(list(self._entries))
            except Exception:  # the store is the host's; its failure is not the shell's
                self._store = None


@dataclass(frozen=True, slots=True)
class Expansion:
    text: str
    changed: bool
    error: str | None = None
    print_only: bool = False


_EVENT_END = " \t\n;&|()<>\"'`:"


def _words(line: str) -> list[str]:
    """Split a history entry into words as the history library does (quotes kept, operators alone)."""
    words: list[str] = []
    i, n = 0, len(line)
    while i < n:
        if line[i] in " \t\n":
            i += 1
            continue
        j = i
        if line[j] in ";&|<>()":
            while j < n and line[j] in ";&|<>" and line[j] == line[i]:
                j += 1
            words.append(line[i : max(j, i + 1)])
            i = max(j, i + 1)
            continue
        quote = ""
        while j < n:
            c = line[j]
            if quote:
                if c == quote:
                    quote = ""
                elif c == "\\" and quote == '"':
                    j += 1
            elif c in "'\"`":
                quote = c
            elif c == "\\":
                j += 1
            elif c in " \t\n;&|<>()":
                break
            j += 1
        words.append(line[i:j])
        i = j
    return words


def _modify(text: str, mod: str) -> str:
    if mod == "h":
        return text.rsplit("/", 1)[0] if "/" in text else text
    if mod == "t":
        return text.rsplit("/", 1)[-1]
    if mod == "r":
        head, dot, tail = text.rpartition(".")
        return head if dot and "/" not in tail else text
    if mod == "e":
        head, dot, tail = text.rpartition(".")
        return "." + tail if dot and "/" not in tail else ""
    return text


class _Failed(Exception):
    pass


def expand(line: str, history: History) -> Expansion:
    """Expand history references in ``line`` as interactive bash does (see the module docstring)."""
    entries = history.entries
    if line.startswith("^"):
        parts = line[1:].split("^")
        if len(parts) >= 2 and entries:
            old, new = parts[0], parts[1]
            prev = entries[-1]
            rest = "^".join(parts[2:])
            if old and old in prev:
                return Expansion(prev.replace(old, new, 1) + rest, True)
            return Expansion(line, False, "bash: :s^" + old + "^" + new + "^: substitution failed")
    out: list[str] = []
    changed = False
    print_only = False
    i, n = 0, len(line)
    in_single = False
    in_double = False
    while i < n:
        c = line[i]
        if in_single:
            out.append(c)
            if c == "'":
                in_single = False
            i += 1
            continue
        if c == "\\" and i + 1 < n:
            out.append(line[i : i + 2])
            i += 2
            continue
        if c == "'" and not in_double:
            in_single = True
            out.append(c)
            i += 1
            continue
        if c == '"':
            in_double = not in_double
        if c != "!" or i + 1 >= n or line[i + 1] in " \t\n=(" or (in_double and line[i + 1] == '"'):
            out.append(c)
            i += 1
            continue
        start = i
        try:
            text, i, p = _reference(line, i + 1, history, "".join(out))
        except _Failed as e:
            return Expansion(line, False, f"bash: {e.args[0] or line[start:]}: event not found")
        out.append(text)
        print_only = print_only or p
        changed = True
    return Expansion("".join(out), changed, None, print_only)


def _reference(line: str, i: int, history: History, so_far: str) -> tuple[str, int, bool]:
    """One ``!`` reference starting after the ``!``; returns its text, the index after it, and ``:p``."""
    entries = history.entries
    n = len(line)
    c = line[i]
    event: str | None
    if c == "!":
        event = entries[-1] if entries else None
        i += 1
        spec = "!!"
    elif c in "$^*":
        event = entries[-1] if entries else None
        spec = "!" + c
        word = {"$": "$", "^": "^", "*": "*"}[c]
        i += 1
        if event is None:
            raise _Failed(spec)
        return _designate(_words(event), word, spec), i, False
    elif c == "#":
        return so_far, i + 1, False
    elif c.isdigit() or (c == "-" and i + 1 < n and line[i + 1].isdigit()):
        j = i + 1
        while j < n and line[j].isdigit():
            j += 1
        num = int(line[i:j])
        spec = "!" + line[i:j]
        if num < 0:
            k = len(entries) + num
            event = entries[k] if 0 <= k < len(entries) else None
        else:
            event = history.get(num)
        i = j
    elif c == "?":
        j = line.find("?", i + 1)
        end = n if j < 0 else j
        needle = line[i + 1 : end]
        spec = "!?" + needle
        event = next((e for e in reversed(entries) if needle and needle in e), None)
        i = n if j < 0 else j + 1
    else:
        j = i
        while j < n and line[j] not in _EVENT_END:
            j += 1
        prefix = line[i:j]
        spec = "!" + prefix
        event = next((e for e in reversed(entries) if e.startswith(prefix)), None) if prefix else None
        i = j
    if event is None:
        raise _Failed(spec)
    text = event
    print_only = False
    if i < n and line[i] == ":":
        j = i + 1
        if j < n and (line[j].isdigit() or line[j] in "$^*-"):
            k = j
            while k < n and (line[k].isdigit() or line[k] in "$^*-"):
                k += 1
            text = _designate(_words(event), line[j:k], spec)
            i = k
        while i < n and line[i] == ":" and i + 1 < n and line[i + 1] in "htrep":
            mod = line[i + 1]
            if mod == "p":
                print_only = True
            else:
                text = _modify(text, mod)
            i += 2
    return text, i, print_only


def _designate(words: list[str], spec: str, event_spec: str) -> str:
    last = len(words) - 1

    def index(s: str) -> int:
        if s == "$":
            return last
        if s == "^":
            return 1
        return int(s)

    try:
        if spec == "*":
            return " ".join(words[1:])
        if "-" in spec:
            a, _, b = spec.partition("-")
            lo = index(a) if a else 0
            hi = index(b) if b else last - 1
            if lo > hi or hi > last:
                raise _Failed(event_spec + ":" + spec)
            return " ".join(words[lo : hi + 1])
        k = index(spec)
        if k > last:
            raise _Failed(event_spec + ":" + spec)
        return words[k]
    except ValueError:
        raise _Failed(event_spec + ":" + spec)
