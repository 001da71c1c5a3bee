"""Regular expressions compiled on their first use, for patterns a start-up does not need.

``re.compile`` at import costs a module its pattern's compile whether or not
the process ever uses it (the arithmetic tokenizer alone is about 0.5 ms);
a ``vshell -c true`` compiled 33 patterns it mostly never ran.
``lazy_compile(pattern, flags)`` returns a stand-in that compiles on the first
attribute it is asked for and then holds the compiled pattern's methods as
its own attributes, so a use after the first costs what a compiled pattern's
does.  Type checkers see ``re.compile`` itself.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

_SHARED = ("match", "fullmatch", "search", "finditer", "findall", "sub", "subn", "split",
           "pattern", "flags", "groups", "groupindex")


class _Lazy:
    """A pattern not compiled yet: the first attribute looked up compiles it."""

    def __init__(self, pattern: Any, flags: int) -> None:
        self._how = (pattern, flags)

    def __getattr__(self, name: str) -> Any:
        compiled = re.compile(*self._how)
        for attr in _SHARED:
            self.__dict__[attr] = getattr(compiled, attr)
        return getattr(compiled, name)

    def __repr__(self) -> str:
        return f"lazy_compile({self._how[0]!r}, {self._how[1]!r})"


if TYPE_CHECKING:
    from re import compile as lazy_compile
else:

    def lazy_compile(pattern: Any, flags: int = 0) -> Any:
        """``re.compile``, done at the pattern's first use."""
        return _Lazy(pattern, flags)


__all__ = ["lazy_compile"]
