"""Variables and their attributes (VarStore, Var, A_*): now in :mod:`vshell.expand.variables`.

Expansion needs them and must not import the interpreter (syntax -> expand -> interp);
they are re-exported here so ``vshell.interp.state`` imports keep working.
"""

from vshell.expand.variables import (
    A_ARRAY,
    A_ASSOC,
    A_CAPCASE,
    A_EXPORT,
    A_INTEGER,
    A_LOWER,
    A_NAMEREF,
    A_READONLY,
    A_TRACE,
    A_UPPER,
    ATTR_LETTERS,
    LETTER_ATTR,
    CircularRef,
    Value,
    Var,
    VarStore,
    array_keys,
    assoc_keys,
    var_keys,
    var_values,
)


class TempScope(dict[str, Var]):
    """The scope of a function call's prefix assignments (``v=temp f``): bash's temporary
    environment, which ``export``/``readonly`` inside the function hand down to the caller."""


__all__ = [
    "ATTR_LETTERS",
    "A_ARRAY",
    "A_ASSOC",
    "A_CAPCASE",
    "A_EXPORT",
    "A_INTEGER",
    "A_LOWER",
    "A_NAMEREF",
    "A_READONLY",
    "A_TRACE",
    "A_UPPER",
    "LETTER_ATTR",
    "CircularRef",
    "TempScope",
    "Value",
    "Var",
    "VarStore",
    "array_keys",
    "assoc_keys",
    "var_keys",
    "var_values",
]
