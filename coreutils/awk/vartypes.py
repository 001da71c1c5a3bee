"""gawk's rule that a name is a scalar or an array, never both.

A variable gets its type from its first use: assigned or read as a value it
is a scalar, subscripted (or passed to split, delete, `in`...) it is an
array, and using it the other way afterwards is a fatal error.  Globals keep
scalars and arrays in two dicts, so the check costs one lookup, and only the
names the program uses both ways (found by `array_names` before compiling)
pay it on their scalar reads and writes.

An untyped variable passed to a function is a `ByRef`: it stays untyped
unless the callee uses the parameter as an array, which then creates the
array in the caller's scope, as gawk does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from vshell.coreutils.awk.lex import ARRAY_ARGS
from vshell.coreutils.awk.value import AwkError, Uninit

if TYPE_CHECKING:
    from vshell.coreutils.awk.parse import Node, Program
    from vshell.coreutils.awk.run import Interp

SCALAR_UNINIT = Uninit("")
"""The value of a variable only read so far: empty, but a scalar from then on (not a second array)."""

ORIGIN = " from"
"""A call frame's key (not an awk name) for the variables each array parameter stands for."""



class ByRef:
    """An untyped variable handed to a function: `frame` is the caller's frame, or None for a global."""

    __slots__ = ("frame", "name")

    def __init__(self, frame: dict[str, Any] | None, name: str) -> None:
        self.frame = frame
        self.name = name

    def make_scalar(self, it: Interp) -> Any:
        """The callee reads or assigns it as a value: the caller's variable becomes a scalar."""
        if self.frame is None:
            return it.globals.setdefault(self.name, SCALAR_UNINIT)
        v = self.frame[self.name]
        if type(v) is ByRef:
            return v.make_scalar(it)
        if type(v) is Uninit:
            self.frame[self.name] = v = SCALAR_UNINIT
        return v

    def resolve(self, it: Interp, param: str) -> dict[str, Any]:
        """The callee uses it (as `param`) as an array: the caller's variable becomes one."""
        if self.frame is None:
            if it.globals.get(self.name) is SCALAR_UNINIT:
                raise _scalar_param(param)
            return it.global_array(self.name)
        if self.frame[self.name] is SCALAR_UNINIT:
            raise _scalar_param(param)
        return local_array(self.frame, self.name, it)


def local_array(frame: dict[str, Any], name: str, it: Interp) -> dict[str, Any]:
    v = frame[name]
    if type(v) is dict:
        return v
    if type(v) is ByRef:
        arr = v.resolve(it, name)
    elif type(v) is Uninit and v is not SCALAR_UNINIT:
        arr = {}
    else:
        raise _scalar_param(name)
    frame[name] = arr
    return arr


def _scalar_param(name: str) -> AwkError:
    return AwkError(f"fatal: attempt to use scalar parameter `{name}' as an array")


def array_in_scalar_context(name: str, frame: dict[str, Any] | None = None) -> AwkError:
    chain = frame.get(ORIGIN, {}).get(name) if frame is not None else None
    shown = f"{name} (from {', from '.join(chain)})" if chain else name
    return AwkError(f"fatal: attempt to use array `{shown}' in a scalar context")


def scalar_as_array(name: str) -> AwkError:
    return AwkError(f"fatal: attempt to use scalar `{name}' as an array")


def array_names(prog: Program) -> set[str]:
    """Every name the program uses as an array somewhere (directly or through a function's parameter)."""
    names: set[str] = {"ENVIRON", "ARGV"}
    calls: list[tuple[str, list[Node]]] = []
    roots: list[Any] = [*prog.begin, *prog.end, *prog.beginfile, *prog.endfile, *prog.items]
    roots += [fn.body for fn in prog.functions.values()]
    _walk(roots, names, calls)
    # A variable passed where a function uses its parameter as an array is an array too.
    changed = True
    while changed:
        changed = False
        for fname, args in calls:
            fn = prog.functions.get(fname)
            if fn is None:
                continue
            for pname, arg in zip(fn.params, args, strict=False):
                if pname in names and arg[0] == "var" and arg[1] not in names:
                    names.add(arg[1])
                    changed = True
    return names


def value_names(prog: Program) -> set[str]:
    """Names the program reads or assigns as values somewhere (typeof's "unassigned", not "untyped").

    A bare name given to typeof or to a user function does not count: neither gives it a type.
    """
    names: set[str] = set()
    stack: list[Any] = [*prog.begin, *prog.end, *prog.beginfile, *prog.endfile, *prog.items, *(fn.body for fn in prog.functions.values())]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
        elif isinstance(n, tuple) and n:
            if n[0] == "var":
                names.add(n[1])
            elif (n[0] == "builtin" and n[1] == "typeof") or n[0] == "call":
                stack.extend(a for a in n[2] if a[0] != "var")
            else:
                stack.extend(x for x in n if isinstance(x, (tuple, list)))
    return names


def _walk(node: Any, names: set[str], calls: list[tuple[str, list[Node]]]) -> None:
    stack = [node]
    while stack:
        n = stack.pop()
        if isinstance(n, list):
            stack.extend(n)
            continue
        if not isinstance(n, tuple) or not n:
            continue
        kind = n[0]
        if not isinstance(kind, str):  # a (pattern, pattern2, action) item
            stack.extend(n)
            continue
        if kind in ("index", "delete"):
            names.add(n[1])
        elif kind in ("in", "forin") and isinstance(n[2], str):
            names.add(n[2])
        elif kind == "builtin":
            for i in ARRAY_ARGS.get(n[1], ()):
                if i < len(n[2]) and n[2][i][0] == "var":
                    names.add(n[2][i][1])
        elif kind == "call":
            calls.append((n[1], n[2]))
        stack.extend(x for x in n[1:] if isinstance(x, (tuple, list)))
