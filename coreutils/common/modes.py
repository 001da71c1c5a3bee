"""Symbolic and octal file modes as GNU's modechange.c reads them (chmod, mkdir -m, find -perm).

``compile_mode("u+x,go=r")`` gives a list of changes; ``adjust(old, is_dir,
umask, changes)`` applies them.  Without a who-letter a change is masked by
the umask (``chmod +w`` gives write to the owner only under umask 022);
``X`` adds execute only for directories or files already executable;
``u``/``g``/``o`` as permissions copy that class's bits.
"""

from __future__ import annotations

from dataclasses import dataclass

ALL_BITS = 0o7777
_WHO = {"u": 0o4700, "g": 0o2070, "o": 0o1007, "a": ALL_BITS}
_PERM = {"r": 0o444, "w": 0o222, "x": 0o111, "s": 0o6000, "t": 0o1000}
_COPY = {"u": 0o700, "g": 0o070, "o": 0o007}


@dataclass(frozen=True, slots=True)
class Change:
    op: str  # "=", "+", "-"
    flag: str  # "ordinary", "copy", "xif"
    affected: int  # who bits (0: none given, the umask applies)
    value: int
    mentioned: int


def compile_mode(text: str) -> list[Change] | None:
    """The changes of a mode string, or ``None`` when it is invalid (``chmod: invalid mode``)."""
    if text and all(c in "01234567" for c in text):
        value = int(text, 8)
        if value > ALL_BITS:
            return None
        mentioned = ALL_BITS if len(text) >= 5 else (value & 0o6000) | 0o1777
        return [Change("=", "ordinary", ALL_BITS, value, mentioned)]
    changes: list[Change] = []
    for clause in text.split(","):
        i = 0
        who = 0
        while i < len(clause) and clause[i] in _WHO:
            who |= _WHO[clause[i]]
            i += 1
        if i >= len(clause) or clause[i] not in "=+-":
            return None
        while i < len(clause) and clause[i] in "=+-":
            op = clause[i]
            i += 1
            value = 0
            flag = "ordinary"
            if i < len(clause) and clause[i] in "01234567":
                # "-755", "=0644": an operator with octal bits, GNU's only octal symbolic form (no who
                # letters before it, nothing after it; the umask does not apply)
                end = i
                while end < len(clause) and clause[end] in "01234567":
                    end += 1
                value = int(clause[i:end], 8)
                if who or end != len(clause) or value > ALL_BITS:
                    return None
                changes.append(Change(op, "ordinary", ALL_BITS, value, ALL_BITS))
                i = end
                break
            if i < len(clause) and clause[i] in _COPY:
                value = _COPY[clause[i]]
                flag = "copy"
                i += 1
            else:
                while i < len(clause) and clause[i] in "rwxXst":
                    ch = clause[i]
                    if ch == "X":
                        flag = "xif"
                    else:
                        value |= _PERM[ch]
                    i += 1
            mentioned = who or ALL_BITS
            masked = value if flag == "copy" else value & (who or ALL_BITS)
            changes.append(Change(op, flag, who, masked, mentioned))
        if i != len(clause):
            return None
    return changes


def adjust(old: int, is_dir: bool, umask: int, changes: list[Change]) -> int:
    """Apply compiled changes to ``old`` (permission bits), as GNU ``mode_adjust``."""
    return adjust_bits(old, is_dir, umask, changes)[0]


def adjust_bits(old: int, is_dir: bool, umask: int, changes: list[Change]) -> tuple[int, int]:
    """``adjust`` plus the bits the changes touched (GNU's ``pmode_bits``; mkdir -m uses it)."""
    new = old & ALL_BITS
    touched = 0
    for ch in changes:
        omit = (0o6000 if is_dir else 0) & ~ch.mentioned
        value = ch.value
        if ch.flag == "copy":
            value &= new
            value |= (0o444 if value & 0o444 else 0) | (0o222 if value & 0o222 else 0) | (0o111 if value & 0o111 else 0)
        elif ch.flag == "xif" and (new & 0o111 or is_dir):
            value |= 0o111
        value &= (ch.affected if ch.affected else ~umask & ALL_BITS) & ~omit
        if ch.op == "=":
            preserved = (~ch.affected & ALL_BITS if ch.affected else 0) | omit
            touched |= ~preserved & ALL_BITS
            new = (new & preserved) | value
        elif ch.op == "+":
            touched |= value
            new |= value
        else:
            touched |= value
            new &= ~value
    return new & ALL_BITS, touched


def perm_string(mode: int) -> str:
    """``rwxr-xr-x`` (nine characters, with s/S/t/T folded in)."""
    out = []
    for shift, special, letter in ((6, 0o4000, "s"), (3, 0o2000, "s"), (0, 0o1000, "t")):
        bits = (mode >> shift) & 7
        out.append("r" if bits & 4 else "-")
        out.append("w" if bits & 2 else "-")
        if mode & special:
            out.append(letter if bits & 1 else letter.upper())
        else:
            out.append("x" if bits & 1 else "-")
    return "".join(out)
