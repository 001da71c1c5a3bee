"""--dump-variables: gawk's list of the global variables after the run (``awkvars.out`` by default)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.value import RegexVal, StrNum, Uninit

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

# The special variables gawk always lists, with the value each has unless the program changed it.
_SPECIAL: dict[str, Any] = {
    "ARGIND": 0.0, "BINMODE": 0.0, "ERRNO": "", "FIELDWIDTHS": "", "FPAT": "[^[:space:]]+", "LINT": 0.0,
    "PREC": 53.0, "ROUNDMODE": "N", "RT": "", "TEXTDOMAIN": "messages",
}
_GAWK_BUILTINS = 42  # FUNCTAB's size in gawk 5.2.1 before any user function
_C_ESCAPES = {"\n": "\\n", "\t": "\\t", "\r": "\\r", "\f": "\\f", "\v": "\\v", "\a": "\\a", "\b": "\\b",
              '"': '\\"', "\\": "\\\\"}


def c_quote(s: str) -> str:
    """The text as a C string literal (gawk's listings and .pot files)."""
    out = []
    for ch in s:
        if ch in _C_ESCAPES:
            out.append(_C_ESCAPES[ch])
        elif ord(ch) < 32 or ord(ch) == 127:
            out.append(f"\\{ord(ch):03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def _show(v: Any) -> str:
    if type(v) is dict:
        return f"array, {len(v)} elements"
    if isinstance(v, float):
        return f"{v:.17g}"
    if type(v) is Uninit:
        return "uninitialized scalar"
    if isinstance(v, RegexVal):
        return f"@/{v}/"
    if isinstance(v, StrNum):
        return c_quote(str(v))
    return c_quote(str(v))


def dump_variables(it: Interp, name: str) -> None:
    """Write the listing to ``name`` ("-" or /dev/stdout: the output)."""
    values: dict[str, Any] = dict(_SPECIAL)
    values.update(it.globals)
    values["NF"] = float(it.nf) if it.split_done else values.get("NF", 0.0)
    values.update(it.arrays)
    user = [k for k in values if k not in _SPECIAL and k not in it.builtin_globals]
    values["FUNCTAB"] = {str(i): "" for i in range(_GAWK_BUILTINS + len(it.prog.functions))}
    values["SYMTAB"] = {str(i): "" for i in range(28 + len(user))}
    text = "".join(f"{k}: {_show(values[k])}\n" for k in sorted(values) if k not in it.prog.functions)
    data = text.encode("utf-8", "surrogateescape")
    if name in ("-", "/dev/stdout"):
        it.flush_out()
        it.ctx.stdout.write(data)
    elif name == "/dev/stderr":
        it.ctx.stderr.write(data)
    else:
        it.ctx.fs.write_bytes(it.ctx.resolve(name), data)
