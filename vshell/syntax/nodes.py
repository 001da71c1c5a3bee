"""What ``@dataclass(frozen=True, slots=True)`` does for the AST's node classes, at a fraction of the import cost.

``vshell.syntax.ast`` declares its 60-odd node classes as frozen, slotted
dataclasses, and type checkers read them as exactly that.  At run time the
real ``dataclasses`` decorator writes and compiles six methods per class,
about 400 ``exec`` calls, which was most of the AST's import time and a large
share of every ``vshell -c`` start-up.  This module builds the same classes
(same fields, defaults, ``__slots__``, ``__match_args__``, frozen
attributes, equality and hashing over the compared fields, ``repr``, and a
``__dataclass_fields__`` so ``dataclasses.replace``/``fields`` work) with
shared generic methods; ``__init__`` is the one ``dataclasses`` writes,
made when the class is first instantiated, so a script pays only for the
node kinds it builds.
"""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Callable
from operator import attrgetter
from typing import Any, Literal, TypeVar

T = TypeVar("T")

_MISSING: Any = dataclasses.MISSING


class _FieldSpec:
    """The runtime value of ``field(...)`` in a node class body, read by :func:`dataclass`."""

    __slots__ = ("compare", "default", "repr")

    def __init__(self, default: object, compare: bool, repr: bool) -> None:
        self.default = default
        self.compare = compare
        self.repr = repr


def field(*, default: object, compare: bool = True, repr: bool = True) -> Any:
    """``dataclasses.field`` for node classes (only the arguments the AST uses)."""
    return _FieldSpec(default, compare, repr)


def _frozen_setattr(self: object, name: str, value: object) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _key(names: tuple[str, ...]) -> Callable[[object], tuple[object, ...]]:
    if not names:
        return lambda _obj: ()
    get = attrgetter(*names)
    if len(names) == 1:
        return lambda obj: (get(obj),)
    return get  # type: ignore[return-value]


def _methods(cls: type, fields: list[dataclasses.Field[Any]]) -> None:
    key = _key(tuple(f.name for f in fields if f.compare))
    shown = tuple(f.name for f in fields if f.repr)

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return key(self) == key(other)

    def __hash__(self: object) -> int:
        return hash(key(self))

    def __repr__(self: object) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({inner})"

    __init__ = _init(cls, fields)

    for fn in (__eq__, __hash__, __repr__, __init__):
        fn.__qualname__ = f"{cls.__qualname__}.{fn.__name__}"
        type.__setattr__(cls, fn.__name__, fn)
    type.__setattr__(cls, "__setattr__", _frozen_setattr)
    type.__setattr__(cls, "__delattr__", _frozen_delattr)


def _init(cls: type, fields: list[dataclasses.Field[Any]]) -> Callable[..., None]:
    """A stand-in ``__init__`` that, on the class's first instantiation, puts the real one in its place."""

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        init = _dataclass_init(cls, fields)
        type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    return __init__


def _dataclass_init(cls: type, fields: list[dataclasses.Field[Any]]) -> Callable[..., None]:
    """The ``__init__`` that ``dataclasses`` writes for these fields (frozen: it sets them with ``object.__setattr__``).

    It is made on a field-only twin of the class, so only ``__init__`` and the
    frozen pair are compiled (three small functions instead of six), and only
    for node kinds a script actually builds.
    """
    body: dict[str, object] = {"__annotations__": {f.name: f.type for f in fields}}
    body.update({f.name: f.default for f in fields if f.default is not _MISSING})
    twin = type(cls.__name__, (), body)
    twin.__qualname__ = cls.__qualname__
    made: Callable[..., None] = vars(dataclasses.dataclass(frozen=True, eq=False, repr=False)(twin))["__init__"]
    return made


def dataclass(*, frozen: Literal[True], slots: Literal[True]) -> Callable[[type[T]], type[T]]:
    """Stand-in for ``dataclasses.dataclass(frozen=True, slots=True)`` (the only form the AST uses)."""

    def wrap(cls: type[T]) -> type[T]:
        # The nearest node base already lists its own bases' fields.
        base = next((b for b in cls.__mro__[1:] if "__dataclass_fields__" in vars(b)), None)
        inherited: list[dataclasses.Field[Any]] = [] if base is None else list(vars(base)["__dataclass_fields__"].values())
        own: list[dataclasses.Field[Any]] = []
        for name, annotation in inspect.get_annotations(cls).items():
            value = cls.__dict__.get(name, _MISSING)
            spec = value if isinstance(value, _FieldSpec) else _FieldSpec(value, True, True)
            f: dataclasses.Field[Any] = dataclasses.field(default=spec.default, compare=spec.compare,  # type: ignore[arg-type]
                                                          repr=spec.repr)
            f.name = name
            f.type = annotation
            f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # what dataclasses.fields() selects on
            own.append(f)
        own_names = {f.name for f in own}
        fields = [f for f in inherited if f.name not in own_names] + own
        body = {k: v for k, v in cls.__dict__.items() if k not in own_names and k not in ("__dict__", "__weakref__")}
        body["__slots__"] = tuple(f.name for f in own)
        body["__match_args__"] = tuple(f.name for f in fields)
        body["__dataclass_fields__"] = {f.name: f for f in fields}
        new: type[T] = type(cls.__name__, cls.__bases__, body)
        new.__qualname__ = cls.__qualname__
        _methods(new, fields)
        return new

    return wrap
