"""vshell: a sandboxed, copy-on-write virtual bash in Python.

::

    from vshell import Session

    with Session(workspaces=["/path/to/project"]) as s:
        r = s.run("grep -rn TODO . | head")
        print(r.stdout.decode(), r.status)

The names below are loaded on first use (module ``__getattr__``), so that
``import vshell`` stays cheap: the interpreter is imported by the first run.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# Python refuses int <-> str conversions past 4,300 digits (a ValueError), where bash and the tools take any
# number of digits (wrapping, saturating or refusing with their own message).  A run's strings are bounded,
# and 100,000 digits convert in about 65 ms (the conversion is quadratic); past that a ValueError is the
# command's own "invalid number" path, as for any other text it cannot read.
_INT_DIGITS = 100_000
if 0 < sys.get_int_max_str_digits() < _INT_DIGITS:
    sys.set_int_max_str_digits(_INT_DIGITS)

if TYPE_CHECKING:
    from vshell.commit import CallbackReview, CommitOutcome, Policy, Review, ReviewSet
    from vshell.limits import Limits
    from vshell.session import AsyncSession, EndedBy, Result, Session

_LAZY = {
    "Session": "vshell.session",
    "AsyncSession": "vshell.session",
    "Result": "vshell.session",
    "EndedBy": "vshell.session",
    "Limits": "vshell.limits",
    "Policy": "vshell.commit",
    "Review": "vshell.commit",
    "ReviewSet": "vshell.commit",
    "CallbackReview": "vshell.commit",
    "CommitOutcome": "vshell.commit",
}

__all__ = [
    "AsyncSession",
    "CallbackReview",
    "CommitOutcome",
    "EndedBy",
    "Limits",
    "Policy",
    "Result",
    "Review",
    "ReviewSet",
    "Session",
    "__version__",
]


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'vshell' has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))
