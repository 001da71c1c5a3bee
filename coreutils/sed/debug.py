"""``sed --debug``: the program dump and the per-line trace, in GNU sed 4.9's format (debug.c)."""

from __future__ import annotations

from vshell.coreutils.sed.parse import Address, Command, Regex, Repl

_ESCAPES = {"\a": "a", "\f": "f", "\r": "r", "\t": "t", "\v": "v", "\n": "n", "\\": "\\"}


def debug_char(ch: str) -> str:
    """One character as GNU prints it: printable ASCII as is, C escapes, other bytes ``\\oNNN``.

    GNU passes a signed char to ``%03o``, so a byte over 127 prints as the
    sign-extended 32-bit value (``\\o37777777703`` for 0xC3).
    """
    if " " <= ch <= "~" and ch != "\\":
        return ch
    if ch in _ESCAPES:
        return "\\" + _ESCAPES[ch]
    out = []
    for b in ch.encode("utf-8", "surrogateescape"):
        out.append(f"\\o{b:03o}" if b < 0x80 else f"\\o{0xFFFFFF00 | b:o}")
    return "".join(out)


def debug_text(text: str) -> str:
    return "".join(debug_char(c) for c in text)


def _regex(r: Regex | None) -> str:
    if r is None or r.rx is None:
        return "//"
    return "/" + "".join("\\/" if c == "/" else debug_char(c) for c in r.source) + "/"


def _flags(r: Regex | None, addr: bool) -> str:
    if r is None or r.rx is None:
        return ""
    out = ""
    if "I" in r.flags:
        out += "I" if addr else "i"
    if "M" in r.flags:
        out += "M" if addr else "m"
    return out


def _addr(a: Address | None) -> str:
    if a is None:
        return ""
    if a.kind == "null":
        return "[ADDR-NULL]"
    if a.kind == "regex":
        return _regex(a.rx) + _flags(a.rx, True)
    if a.kind == "num":
        return str(a.number)
    if a.kind == "num_mod":
        return f"{a.number}~{a.step}"
    if a.kind == "step":
        return f"+{a.step}"
    if a.kind == "step_mod":
        return f"~{a.step}"
    return "$"


def _replacement(parts: list[Repl]) -> str:
    out: list[str] = []
    last = 0
    for p in parts:
        if p.case != last:
            if p.case == 0:
                out.append("\\E")
            elif p.case == 1:
                out.append("\\U")
            elif p.case == 2:
                out.append("\\L")
            elif p.case & 12 == 4:
                out.append("\\u")
            elif p.case & 12 == 8:
                out.append("\\l")
            last = p.case
        out.append(p.prefix)
        if p.group == 0:
            out.append("&")
        elif p.group > 0:
            out.append(f"\\{p.group}")
    return "".join(out)


def _function(cmds: list[Command], c: Command) -> str:
    name = c.name
    if name == ":":
        return ":" + (c.text if c.named else "(null)")  # GNU prints a name it did not keep with printf's %s
    if name in "aci":
        return name + "\\" + c.text
    if name in "btT":
        target = cmds[c.jump] if 0 <= c.jump < len(cmds) else None
        label = target.text if target is not None and target.name == ":" and target.named else ""
        return name + (" " + label if label else "")
    if name == "e":
        return "e " + c.text
    if name in "lLqQ":
        return name + (f" {c.int_arg}" if c.int_arg != -1 else "")
    if name in "rR":
        return f"{name} {c.text}"
    if name in "wW":
        return name + c.text
    if name == "y":
        return f"y/{c.ysrc}/{c.ydst}/"
    if name == "s":
        out = "s" + _regex(c.rx) + _replacement(c.replacement) + "/" + _flags(c.rx, False)
        out += "g" if c.global_ else ""
        out += "e" if c.eval_ else ""
        out += "p" if c.print_ else ""
        out += str(c.numb) if c.numb else ""
        if c.wfile is not None:
            out += "w" + c.wfile
        return out
    return name


def command_line(cmds: list[Command], c: Command, level: int) -> str:
    """One command as the dump and the COMMAND: trace print it (``level`` is the indent before it)."""
    head = _addr(c.addr1) + ("," if c.addr2 is not None else "") + _addr(c.addr2)
    head += "!" if c.negate else ""
    if c.addr1 is not None or c.addr2 is not None:
        head += " "
    return "  " * level + head + _function(cmds, c) + "\n"


def program_dump(cmds: list[Command]) -> str:
    out = ["SED PROGRAM:\n"]
    level = 1
    for c in cmds:
        level -= c.name == "}"
        out.append(command_line(cmds, c, level))
        level += c.name == "{"
    return "".join(out)
