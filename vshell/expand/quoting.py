"""bash's quoting as the interpreter prints it (``@Q``, ``declare -p``, ``@A``, ``@K``).

The quoting styles themselves are ``vshell.lib.shquote``'s; this module
composes them into the lines bash prints for variables.
"""

from __future__ import annotations

from vshell.expand.ansi_c import EscapeMode, decode_escapes
from vshell.expand.variables import A_ASSOC, Var, var_keys
from vshell.lib import shquote


def quote(s: str) -> str:
    """``${x@Q}``."""
    return shquote.single_quote(s)


def dq(s: str) -> str:
    """``declare -p``'s value quoting."""
    return shquote.double_quote(s)


def expand_escapes(s: str) -> str:
    """``${x@E}``: backslash escapes decoded as in ``$'...'``."""
    data, _, _ = decode_escapes(s.encode("utf-8", "surrogateescape"), EscapeMode.ANSI_C)
    return data.decode("utf-8", "surrogateescape")


def quote_key(k: str, assoc: bool) -> str:
    if not assoc:
        return f"[{k}]"
    return f"[{key_word(k)}]"


def key_word(k: str) -> str:
    """An associative array's key as ``declare -p`` and ``${a[@]@K}`` show it: bare when safe,
    else double-quoted (a lone ``@`` too: it would read back as every element)."""
    if k in ("", "@") or shquote.contains_metas(k) or shquote.needs_ansi_c(k):
        return dq(k)
    return k


def array_body(var: Var) -> str:
    """``([0]="a" [1]="b")`` (associative arrays end with a space before ``)``, as bash prints)."""
    assoc = bool(var.attrs & A_ASSOC)
    d = var.value if isinstance(var.value, dict) else {}
    parts = [f"{quote_key(k, assoc)}={dq(d[k if assoc else int(k)])}" for k in var_keys(var)]  # type: ignore[index]
    if assoc:
        return "(" + "".join(p + " " for p in parts) + ")"
    return "(" + " ".join(parts) + ")"


def declare_line(name: str, var: Var) -> str:
    """One line of ``declare -p``."""
    flags = var.attr_letters() or "-"
    head = f"declare -{flags} {name}" if flags != "-" else f"declare -- {name}"
    v = var.value
    if v is None:
        return head
    if isinstance(v, dict):
        return f"{head}={array_body(var)}"
    return f"{head}={dq(v)}"
