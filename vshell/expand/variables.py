"""Shell variables: values, attributes, dynamic scopes, namerefs.

A variable is a :class:`Var` holding a scalar ``str``, an indexed array
(``dict[int, str]``, sparse like bash's) or an associative array
(``dict[str, str]``), or ``None`` when declared but unset (``local x``).
Scopes are a stack of dicts: index 0 is the global scope, each function call
pushes one (``local``), and lookups walk from the top down, which is bash's
dynamic scoping.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from typing import cast

from vshell.expand.errors import ReadonlyError, ShellError

A_ARRAY = 1
A_ASSOC = 2
A_INTEGER = 4
A_NAMEREF = 8
A_READONLY = 16
A_TRACE = 32
A_EXPORT = 64
A_CAPCASE = 128
A_LOWER = 256
A_UPPER = 512

# attributes that make an assignment more than storing the string
_SET_SLOW = A_ARRAY | A_ASSOC | A_INTEGER | A_NAMEREF | A_READONLY | A_CAPCASE | A_LOWER | A_UPPER

# bash's order of attribute letters in ``declare -p`` and ``${x@a}``.
ATTR_LETTERS: tuple[tuple[int, str], ...] = (
    (A_ARRAY, "a"),
    (A_ASSOC, "A"),
    (A_INTEGER, "i"),
    (A_NAMEREF, "n"),
    (A_READONLY, "r"),
    (A_TRACE, "t"),
    (A_EXPORT, "x"),
    (A_CAPCASE, "c"),
    (A_LOWER, "l"),
    (A_UPPER, "u"),
)
LETTER_ATTR = {letter: bit for bit, letter in ATTR_LETTERS}

Value = str | dict[int, str] | dict[str, str] | None

_NO_NUMBER = object()  # ``Var.num_of`` when no number is cached (never a value)


class CircularRef(ShellError):
    def __init__(self, name: str) -> None:
        super().__init__(f"warning: {name}: circular name reference")
        self.name = name


class Var:
    """One variable; ``value`` is ``None`` when declared without a value.

    ``num`` caches the integer that arithmetic last read from or stored as ``value``; it is valid
    only while ``value is num_of`` (the very string it came from), so code that assigns ``value``
    anywhere else never has to invalidate it.
    """

    __slots__ = ("attrs", "num", "num_of", "value")

    def __init__(self, value: Value, attrs: int = 0) -> None:
        self.value = value
        self.attrs = attrs
        self.num = 0
        self.num_of: object = _NO_NUMBER

    def copy(self) -> Var:
        v = self.value
        if isinstance(v, dict):
            v = dict(v)
        return Var(v, self.attrs)

    def attr_letters(self) -> str:
        return "".join(letter for bit, letter in ATTR_LETTERS if self.attrs & bit)

    @property
    def is_array(self) -> bool:
        return bool(self.attrs & (A_ARRAY | A_ASSOC))


def _fnv(key: str) -> int:
    """bash's ``hash_string`` (FNV-1, 32 bits): it decides the order of associative keys."""
    h = 2166136261
    for b in key.encode("utf-8", "surrogateescape"):
        h = ((h * 16777619) & 0xFFFFFFFF) ^ b
    return h


def assoc_keys(d: dict[str, str], buckets: int = 1024) -> list[str]:
    """Keys in bash's iteration order: bucket by bucket (an associative array has 1024 buckets),
    newest first within one."""
    if len(d) <= 1:
        return list(d)
    nb = buckets
    while len(d) >= nb * 2:  # bash grows the table when it averages two entries per bucket
        nb *= 4
    order = {k: i for i, k in enumerate(d)}
    return sorted(d, key=lambda k: (_fnv(k) & (nb - 1), -order[k]))


def array_keys(d: dict[int, str]) -> list[int]:
    return sorted(d)


def var_keys(var: Var) -> list[str]:
    v = var.value
    if isinstance(v, dict):
        if var.attrs & A_ASSOC:
            return assoc_keys(v)  # type: ignore[arg-type]
        return [str(k) for k in sorted(v)]  # type: ignore[type-var]
    if v is None:
        return []
    return ["0"]


def var_values(var: Var) -> list[str]:
    v = var.value
    if isinstance(v, dict):
        if var.attrs & A_ASSOC:
            return [v[k] for k in assoc_keys(v)]  # type: ignore[index,arg-type]
        return [v[k] for k in sorted(v)]  # type: ignore[index,type-var]
    if v is None:
        return []
    return [v]


# Dynamic variables that are associative arrays even when empty.
_ASSOC_DYNAMIC = frozenset(["BASH_ALIASES", "BASH_CMDS"])


def _no_length_check(n: int) -> None:
    pass


def _literal_key(base: str, sub: str) -> str | int:
    return sub


class VarStore:
    """The variable scopes of one shell (copied wholesale for a subshell)."""

    __slots__ = (
        "arith_int",
        "dynamic",
        "element_setters",
        "max_length",
        "scopes",
        "subscript_key",
        "temp_locals",
        "too_long",
    )

    def __init__(self) -> None:
        self.scopes: list[dict[str, Var]] = [{}]
        # Getters for RANDOM, SECONDS, LINENO ...: name -> (get, set-or-None).
        self.dynamic: dict[str, tuple[Callable[[], Value], Callable[[str], None] | None]] = {}
        # `BASH_ALIASES[k]=v`, `BASH_CMDS[k]=v`: what an element assignment to a dynamic array does
        self.element_setters: dict[str, Callable[[str, str], None]] = {}
        # Evaluates a string arithmetically for ``declare -i`` variables (set by the shell).
        self.arith_int: Callable[[str], int] = int
        self.temp_locals = 0
        # ``x+=$x`` grows a value here rather than in expansion: beyond ``max_length`` characters
        # ``too_long(n)`` is called first (the shell raises its string_length limit there).
        self.max_length = sys.maxsize
        self.too_long: Callable[[int], None] = _no_length_check
        # The key a nameref target's subscript names (``declare -n r='a[i+1]'``): bash expands and
        # evaluates it at each use (set by the shell).
        self.subscript_key: Callable[[str, str], str | int] = _literal_key

    def copy(self) -> VarStore:
        new = VarStore.__new__(VarStore)
        new.scopes = [{k: v.copy() for k, v in s.items()} for s in self.scopes]
        new.dynamic = self.dynamic
        new.element_setters = self.element_setters
        new.arith_int = self.arith_int
        new.temp_locals = self.temp_locals
        new.max_length = self.max_length
        new.too_long = self.too_long
        new.subscript_key = self.subscript_key
        return new

    # -- lookup -------------------------------------------------------------

    def find(self, name: str) -> Var | None:
        """The visible ``Var`` for ``name`` without following namerefs."""
        scopes = self.scopes
        v = scopes[-1].get(name)
        if v is not None or len(scopes) == 1:
            return v
        for scope in reversed(scopes):
            v = scope.get(name)
            if v is not None:
                return v
        return None

    def find_scope(self, name: str) -> dict[str, Var] | None:
        for scope in reversed(self.scopes):
            if name in scope:
                return scope
        return None

    def resolve_name(self, name: str) -> str:
        """Follow namerefs from ``name`` to the final variable name (bash stops at 8 levels... we allow 64)."""
        for _ in range(64):
            v = self.find(name)
            if v is None or not (v.attrs & A_NAMEREF) or not isinstance(v.value, str) or not v.value:
                return name
            name = v.value
            if "[" in name:
                return name
        raise CircularRef(name)

    def get_var(self, name: str) -> Var | None:
        """The variable named ``name`` after namerefs (dynamic ones as a snapshot)."""
        v = self.find(name)
        if v is None:
            dyn = self.dynamic.get(name)
            if dyn is not None:
                val = dyn[0]()
                if val is None:
                    return None
                if isinstance(val, dict):
                    assoc = name in _ASSOC_DYNAMIC or (bool(val) and isinstance(next(iter(val)), str))
                    return Var(val, A_ASSOC if assoc else A_ARRAY)
                return Var(val, 0)
            return None
        if v is not None and v.attrs & A_NAMEREF:
            name = self.resolve_name(name)
            v = self.find(name)
            if v is None and name in self.dynamic:
                return self.get_var(name)  # a nameref to BASH_LINENO, FUNCNAME ...
        return v

    def get(self, name: str) -> str | None:
        """Scalar value of ``name`` (element 0 of an array), ``None`` when unset."""
        if name not in self.dynamic:
            # the hot path (every ``$x`` and arithmetic read): a plain scalar, found inline
            scopes = self.scopes
            v = scopes[-1].get(name)
            if v is None and len(scopes) > 1:
                v = self.find(name)
            if v is None:
                return None
            val = v.value
            if type(val) is str and not v.attrs & A_NAMEREF:
                return val
            return self._get_slow(name)
        return self._get_slow(name)

    def _get_slow(self, name: str) -> str | None:
        dyn = self.dynamic.get(name)
        if dyn is not None:
            v0 = self.find(name)
            if v0 is None or not (v0.attrs & A_NAMEREF):
                val = dyn[0]()
                if isinstance(val, dict):
                    return val.get(0) if 0 in val else None  # type: ignore[call-overload, no-any-return]
                return val
        v = self.find(name)
        if v is None:
            return None
        if v.attrs & A_NAMEREF:
            target = self.resolve_name(name)
            if "[" in target:
                base, _, idx = target.partition("[")
                if idx in ("@]", "*]"):
                    # r -> a[@]: the elements joined, as x=$r gives them (a space, or IFS's first for *)
                    tv = self.get_var(base)
                    sep = " " if idx == "@]" else (self.get("IFS") if self.find("IFS") else " ") or ""
                    return None if tv is None else sep[:1].join(var_values(tv))
                return self.get_element(base, str(self.subscript_key(base, idx[:-1])))
            return self.get(target) if target != name else None
        val = v.value
        if isinstance(val, dict):
            if v.attrs & A_ASSOC:
                return val.get("0")  # type: ignore[call-overload, no-any-return]
            return val.get(0)  # type: ignore[call-overload, no-any-return]
        return val

    def get_element(self, name: str, key: str) -> str | None:
        v = self.get_var(name)
        if v is None:
            return None
        val = v.value
        if isinstance(val, dict):
            if v.attrs & A_ASSOC:
                return val.get(key)  # type: ignore[call-overload, no-any-return]
            try:
                i = int(key)
            except ValueError:
                return None
            if i < 0 and val:
                i += max(val) + 1  # type: ignore[type-var, operator]
            return val.get(i)  # type: ignore[call-overload, no-any-return]
        if key in ("0",):
            return val
        return None

    def is_set(self, name: str) -> bool:
        return self.get(name) is not None

    def names(self) -> Iterator[str]:
        seen: set[str] = set()
        for scope in reversed(self.scopes):
            for k in scope:
                if k not in seen:
                    seen.add(k)
                    yield k

    def visible(self) -> dict[str, Var]:
        out: dict[str, Var] = {}
        for scope in self.scopes:
            out.update(scope)
        return out

    def exported(self) -> dict[str, str]:
        out: dict[str, str] = {}
        for name, v in self.visible().items():
            if v.attrs & A_EXPORT and isinstance(v.value, str):
                out[name] = v.value
        return out

    # -- assignment ---------------------------------------------------------

    def convert(self, v: Var, value: str) -> str:
        """``value`` as the integer and case attributes of ``v`` store it."""
        a = v.attrs
        if a & A_INTEGER:
            value = str(self.arith_int(value))
        if a & A_UPPER:
            value = value.upper()
        elif a & A_LOWER:
            value = value.lower()
        elif a & A_CAPCASE:
            value = value[:1].upper() + value[1:].lower()
        return value

    def lookup_for_write(self, name: str) -> tuple[str, Var | None]:
        """Resolve namerefs; the final name and its ``Var`` (None if it does not exist)."""
        v = self.find(name)
        if v is not None and v.attrs & A_NAMEREF and isinstance(v.value, str) and v.value:
            name = self.resolve_name(name)
            v = self.find(name) if "[" not in name else None
        return name, v

    def set(self, name: str, value: str, *, append: bool = False, scope: dict[str, Var] | None = None) -> None:
        """``name=value`` (or ``+=``): honour readonly, integer and case attributes, namerefs."""
        if scope is None and not append and name not in self.dynamic:
            # the hot path: a plain (or only exported/traced) scalar, or a new global
            scopes = self.scopes
            v = scopes[-1].get(name)
            if v is None and len(scopes) > 1:
                v = self.find(name)
            if v is None:
                if "[" not in name:
                    scopes[0][name] = Var(value)
                    return
            elif not v.attrs & _SET_SLOW and type(v.value) is str:
                v.value = value
                return
        dyn = self.dynamic.get(name)
        if dyn is not None and dyn[1] is not None and self.find(name) is None:
            dyn[1](value)
            return
        if scope is None:
            name, v = self.lookup_for_write(name)
            if "[" in name:
                base, _, idx = name.partition("[")
                self.set_element(base, self.subscript_key(base, idx[:-1]), value, append=append)
                return
        else:
            v = scope.get(name)
        if v is None:
            target = scope if scope is not None else self.scopes[0]
            target[name] = Var(value)
            return
        if v.attrs & A_READONLY:
            raise ReadonlyError(name)
        old = v.value
        if old is None and v.attrs & (A_ARRAY | A_ASSOC):
            old = v.value = {}
        if isinstance(old, dict):
            key: int | str = "0" if v.attrs & A_ASSOC else 0
            elems = cast("dict[int | str, str]", old)  # keyed by str when assoc, by int otherwise
            cur = elems.get(key, "")
            if append:
                value = self._append(v, cur, value)
            else:
                value = self.convert(v, value)
            elems[key] = value
            return
        if append:
            v.value = self._append(v, old or "", value)
        else:
            v.value = self.convert(v, value)

    def set_number(self, name: str, n: int) -> None:
        """``name=n`` from arithmetic: ``set`` plus the number cached on the variable."""
        scopes = self.scopes
        v = scopes[-1].get(name)
        if v is None and len(scopes) > 1:
            v = self.find(name)
        text = str(n)
        if v is None or v.attrs & _SET_SLOW or type(v.value) is not str or name in self.dynamic:
            self.set(name, text)
            v = self.find(name)
            if v is None or v.value is not text:
                return
        else:
            v.value = text
        v.num = n
        v.num_of = text

    def _append(self, v: Var, cur: str, value: str) -> str:
        if v.attrs & A_INTEGER:
            return str(self.arith_int(cur or "0") + self.arith_int(value))
        n = len(cur) + len(value)
        if n > self.max_length:
            self.too_long(n)
        return self._convert_case(v, cur + value)

    def _convert_case(self, v: Var, value: str) -> str:
        a = v.attrs
        if a & A_UPPER:
            return value.upper()
        if a & A_LOWER:
            return value.lower()
        if a & A_CAPCASE:
            return value[:1].upper() + value[1:].lower()
        return value

    def set_element(self, name: str, key: str | int, value: str, *, append: bool = False) -> None:
        """``name[key]=value``; ``key`` is already evaluated (an int for indexed arrays)."""
        name, v = self.lookup_for_write(name)
        if v is None and name in self.element_setters:
            self.element_setters[name](str(key), value)
            return
        if v is None:
            v = Var({}, A_ARRAY)
            self.scopes[0][name] = v
        if v.attrs & A_READONLY:
            raise ReadonlyError(name)
        val = v.value
        if not isinstance(val, dict):
            if v.attrs & A_ASSOC:
                val = {} if val is None else {"0": val}
            else:
                val = {} if val is None else {0: val}
                v.attrs |= A_ARRAY
            v.value = val
        elems = cast("dict[int | str, str]", val)  # keyed by str when assoc, by int otherwise
        k: int | str
        if v.attrs & A_ASSOC:
            k = str(key)
        else:
            idx = int(key)
            if idx < 0:
                n = (max(cast("dict[int, str]", val)) + 1) if val else 0
                if idx + n < 0:
                    raise ShellError(f"{name}[{key}]: bad array subscript")
                idx += n
            k = idx
        if append:
            value = self._append(v, elems.get(k, ""), value)
        else:
            value = self.convert(v, value)
        elems[k] = value

    def set_array(self, name: str, value: dict[int, str] | dict[str, str], *, assoc: bool = False) -> None:
        name, v = self.lookup_for_write(name)
        if v is None:
            self.scopes[0][name] = Var(value, A_ASSOC if assoc else A_ARRAY)
            return
        if v.attrs & A_READONLY:
            raise ReadonlyError(name)
        v.value = value
        if not (v.attrs & (A_ASSOC | A_ARRAY)):
            v.attrs |= A_ASSOC if assoc else A_ARRAY

    def unset(self, name: str, *, keep_locals: bool = False) -> None:
        """``unset name``: remove the innermost visible binding (bash's unset in a function
        removes the local, and a later lookup sees the global again).  ``keep_locals``
        (``shopt -s localvar_unset``): a caller's local stays a local, unset."""
        name, v = self.lookup_for_write(name)
        for scope in reversed(self.scopes):
            v = scope.get(name)
            if v is not None:
                if v.attrs & A_READONLY:
                    raise ShellError(f"{name}: cannot unset: readonly variable")
                if scope is not self.scopes[0] and (keep_locals or scope is self.scopes[-1]):
                    # bash: a local unset in its own function stays local (and unset) until it returns
                    scope[name] = Var(None)
                else:
                    del scope[name]
                return

    def unset_element(self, name: str, key: str) -> None:
        name, v = self.lookup_for_write(name)
        if v is None:
            return
        if v.attrs & A_READONLY:
            raise ShellError(f"{name}: cannot unset: readonly variable")
        val = v.value
        if isinstance(val, dict):
            if v.attrs & A_ASSOC:
                val.pop(key, None)  # type: ignore[call-overload]
            else:
                k = int(key)
                if k < 0 and val:
                    k += max(val) + 1  # type: ignore[type-var, operator]
                val.pop(k, None)  # type: ignore[call-overload]
        elif key == "0":
            self.unset(name)

    def push_scope(self) -> None:
        self.scopes.append({})

    def pop_scope(self) -> None:
        self.scopes.pop()

    def local(self, name: str) -> Var:
        """Create (or return) ``name`` in the current function scope, unset, inheriting nothing."""
        scope = self.scopes[-1]
        v = scope.get(name)
        if v is None:
            v = Var(None)
            scope[name] = v
        return v
