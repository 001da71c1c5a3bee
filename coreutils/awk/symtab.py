"""gawk's SYMTAB and FUNCTAB: the program's global names and its functions, seen as arrays.

``SYMTAB["x"]`` reads and writes the global ``x`` (an array name gives the
array); its indices are the special variables and every global the program
names, fixed once the program is parsed, so a new index is gawk's fatal
error.  ``FUNCTAB``'s indices and values are the names of the built-in and
user functions, and it cannot be changed.  Neither may be deleted from.
Both are plain arrays outside gawk mode.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.parse import Node, Program
from vshell.coreutils.awk.value import UNINIT, AwkError

if TYPE_CHECKING:
    from vshell.coreutils.awk.run import Interp

# The special variables SYMTAB lists (gawk 5.2.1: every special variable but SYMTAB and FUNCTAB).
_SPECIAL = ("ARGC", "ARGIND", "ARGV", "BINMODE", "CONVFMT", "ENVIRON", "ERRNO", "FIELDWIDTHS", "FILENAME", "FNR",
            "FPAT", "FS", "IGNORECASE", "LINT", "NF", "NR", "OFMT", "OFS", "ORS", "PREC", "PROCINFO", "RLENGTH",
            "ROUNDMODE", "RS", "RSTART", "RT", "SUBSEP", "TEXTDOMAIN")
# Read through SYMTAB but not set by it: gawk keeps these itself and a SYMTAB store does not reach them.
_KEPT = frozenset(("NR", "FNR", "NF"))
# gawk 5.2.1's built-in functions, as FUNCTAB lists them.
BUILTIN_FUNCTIONS = (
    "and", "asort", "asorti", "atan2", "bindtextdomain", "close", "compl", "cos", "dcgettext", "dcngettext", "exp",
    "fflush", "gensub", "gsub", "index", "int", "isarray", "length", "log", "lshift", "match", "mkbool", "mktime",
    "or", "patsplit", "rand", "rshift", "sin", "split", "sprintf", "sqrt", "srand", "strftime", "strtonum", "sub",
    "substr", "system", "systime", "tolower", "toupper", "typeof", "xor",
)


def global_names(prog: Program) -> list[str]:
    """The globals the program names (variables and arrays), each once, functions' parameters left out."""
    seen: dict[str, None] = {}
    bodies: list[tuple[Any, frozenset[str]]] = [
        (b, frozenset()) for b in (*prog.begin, *prog.end, *prog.beginfile, *prog.endfile, *prog.items)]
    bodies += [(fn.body, frozenset(fn.params)) for fn in prog.functions.values()]
    for body, params in bodies:
        stack = [body]
        while stack:
            n = stack.pop()
            if isinstance(n, list):
                stack.extend(reversed(n))
                continue
            if not isinstance(n, tuple) or not n:
                continue
            kind = n[0]
            if not isinstance(kind, str):  # a (pattern, pattern2, action) item
                stack.extend(reversed(n))
                continue
            names: list[Any] = []
            if kind in ("var", "index", "delete"):
                names.append(n[1])
            elif kind == "forin":
                names += [n[1], n[2]]
            elif kind == "in":
                names.append(n[2])
            for name in names:
                if isinstance(name, str) and name not in params:
                    seen.setdefault(name, None)
            stack.extend(x for x in reversed(n[1:]) if isinstance(x, (tuple, list)))
    return list(seen)


class SymbolTable(dict[str, Any]):
    """SYMTAB: every access goes to the interpreter's globals; nothing is stored here."""

    def __init__(self, it: Interp, names: list[str]) -> None:
        super().__init__()
        self.it = it
        self.names = dict.fromkeys([*_SPECIAL, *(n for n in names if n not in _SPECIAL and n not in _TABLES)])

    def _read(self, key: str) -> Any:
        if key not in self.names:
            raise AwkError(f"fatal: reference to uninitialized element `SYMTAB[\"{key}\"] is not allowed'")
        it = self.it
        if key in it.arrays:
            return it.arrays[key]
        if key == "NF":
            return it.nf_value()
        return it.globals.get(key, UNINIT)

    def __getitem__(self, key: str) -> Any:
        return self._read(key)

    def get(self, key: str, default: Any = None) -> Any:
        return self._read(key) if key in self.names else default

    def setdefault(self, key: str, default: Any = None) -> Any:
        return self._read(key)

    def __setitem__(self, key: str, value: Any) -> None:
        if key not in self.names:
            raise AwkError("fatal: cannot assign to arbitrary elements of SYMTAB")
        if key in _KEPT:
            return
        if key in _SPECIAL:
            self.it.globals[key] = value  # as in gawk, the value only: FS does not change how records split
        else:
            self.it.setvar(key, value)

    def __contains__(self, key: object) -> bool:
        return key in self.names

    def __iter__(self) -> Iterator[str]:
        return iter(list(self.names))

    def __len__(self) -> int:
        return len(self.names)

    def keys(self) -> Any:
        return list(self.names)

    def items(self) -> Any:
        return [(k, self._read(k)) for k in self.names]

    def values(self) -> Any:
        return [self._read(k) for k in self.names]


class FunctionTable(dict[str, Any]):
    """FUNCTAB: each function's name under its name; read-only."""

    def __init__(self, prog: Program) -> None:
        super().__init__((name, name) for name in (*BUILTIN_FUNCTIONS, *prog.functions))

    def _missing(self, key: str) -> Any:
        raise AwkError(f"fatal: reference to uninitialized element `FUNCTAB[\"{key}\"] is not allowed'")

    def __getitem__(self, key: str) -> Any:
        return super().__getitem__(key) if dict.__contains__(self, key) else self._missing(key)

    def get(self, key: str, default: Any = None) -> Any:
        return super().get(key, default)

    def setdefault(self, key: str, default: Any = None) -> Any:
        return self[key]

    def __setitem__(self, key: str, value: Any) -> None:
        raise AwkError("fatal: cannot assign to elements of FUNCTAB")


_TABLES = ("SYMTAB", "FUNCTAB")


def check_delete(node: Node, mode: str, line: int) -> None:
    """``delete SYMTAB`` or ``delete FUNCTAB[...]``: gawk's fatal error before the program runs."""
    if mode == "gawk" and node[1] in _TABLES:
        e = AwkError(f"fatal: `delete' is not allowed with {node[1]}")
        e.line = line
        raise e


def install(it: Interp) -> None:
    """Make SYMTAB and FUNCTAB (gawk mode only)."""
    it.arrays["SYMTAB"] = SymbolTable(it, global_names(it.prog))
    it.arrays["FUNCTAB"] = FunctionTable(it.prog)
