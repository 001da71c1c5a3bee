"""What ``@dataclass`` (slotted or not, frozen or not) does, without importing ``dataclasses`` or compiling at import.

vshell declares its records (the AST's nodes, ``Limits``, the change set,
the command context, the CLI's options...) as slotted dataclasses, and type
checkers read them as exactly that: each module imports ``dataclass`` and
``field`` from ``dataclasses`` under ``TYPE_CHECKING`` and from here
otherwise.  At run time the real decorator writes and compiles six methods
per class (about 1 ms each on this machine) and importing ``dataclasses``
pulls in ``inspect``, ``dis``, ``ast`` and ``tokenize`` (about 10 ms), which
together were a third of a ``vshell -c true`` start-up.  This module builds
the same classes: the same fields, defaults and default factories, ``__slots__``,
``__match_args__``, frozen attributes (``dataclasses.FrozenInstanceError``),
equality and hashing over the compared fields (an unfrozen record is
unhashable, as with ``eq=True``), ``repr``, pickling and copying of frozen
records, and a ``__dataclass_fields__`` made on first access, so that
``dataclasses.fields``/``replace``/``asdict`` work on them unchanged.  The
shared methods are generic, ``__init__`` included (made on the class's first
instantiation); a process that builds thousands of records (a long script's
parse) switches to the ``__init__`` ``dataclasses`` compiles (``COMPILE_AFTER``).

Supported: ``dataclass`` bare or as ``dataclass(slots=..., frozen=...)``, and ``field(default=...,
default_factory=..., compare=..., repr=...)``; inherited fields keep their
place, as with ``dataclasses``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter
from typing import Any, TypeVar

T = TypeVar("T")


class _Missing:
    """No default given (``dataclasses.MISSING`` without importing it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"


MISSING: Any = _Missing()


class Field:
    """One declared field: what ``__init__``, ``__eq__``, ``__hash__`` and ``__repr__`` are made from."""

    __slots__ = ("compare", "default", "default_factory", "name", "repr", "type")

    def __init__(self, default: object, default_factory: object, compare: bool, repr: bool) -> None:
        self.name = ""
        self.type: object = None
        self.default = default
        self.default_factory = default_factory
        self.compare = compare
        self.repr = repr

    def named(self, name: str, annotation: object) -> Field:
        """A copy of this declaration given its field's name and annotation."""
        made = Field(self.default, self.default_factory, self.compare, self.repr)
        made.name = name
        made.type = annotation
        return made


def field(*, default: object = MISSING, default_factory: object = MISSING, compare: bool = True,
          repr: bool = True) -> Any:
    """``dataclasses.field`` for records (only the arguments vshell uses)."""
    return Field(default, default_factory, compare, repr)


def fields(cls_or_record: object) -> tuple[Field, ...]:
    """A record class's fields in ``__init__`` order (``dataclasses.fields`` without importing it)."""
    cls = cls_or_record if isinstance(cls_or_record, type) else type(cls_or_record)
    found: tuple[Field, ...] = cls.__record_fields__  # type: ignore[attr-defined]
    return found


def replace(record: T, /, **changes: object) -> T:
    """``dataclasses.replace`` for records: a copy with ``changes`` (a name that is not a field is a TypeError)."""
    values = {f.name: getattr(record, f.name) for f in fields(record) if f.name not in changes}
    values.update(changes)
    return type(record)(**values)


def _frozen_setattr(self: object, name: str, value: object) -> None:
    from dataclasses import FrozenInstanceError

    raise FrozenInstanceError(f"cannot assign to field {name!r}")


def _frozen_delattr(self: object, name: str) -> None:
    from dataclasses import FrozenInstanceError

    raise FrozenInstanceError(f"cannot delete field {name!r}")


def _getstate(self: object) -> list[object]:
    return [getattr(self, f.name) for f in fields(self)]


def _setstate(self: object, state: list[object]) -> None:
    for f, value in zip(fields(self), state, strict=True):
        object.__setattr__(self, f.name, value)


def _key(names: tuple[str, ...]) -> Callable[[object], tuple[object, ...]]:
    if not names:
        return lambda _obj: ()
    get = attrgetter(*names)
    if len(names) == 1:
        return lambda obj: (get(obj),)
    return get  # type: ignore[return-value]


class _DataclassFields:
    """``__dataclass_fields__``, made of real ``dataclasses.Field`` objects on first access (importing
    ``dataclasses`` then), so the standard functions see a dataclass."""

    __slots__ = ()

    def __get__(self, obj: object, owner: type | None = None) -> dict[str, Any]:
        import dataclasses

        holder: type = type(obj) if owner is None else owner

        def standard(value: object) -> object:
            return dataclasses.MISSING if value is MISSING else value

        made: dict[str, Any] = {}
        for spec in fields(holder):
            f: Any = dataclasses.field(default=standard(spec.default),  # type: ignore[call-overload]
                                       default_factory=standard(spec.default_factory),
                                       compare=spec.compare, repr=spec.repr)
            f.name = spec.name
            f.type = spec.type
            f._field_type = dataclasses._FIELD  # type: ignore[attr-defined]  # what dataclasses.fields() selects on
            made[spec.name] = f
        type.__setattr__(holder, "__dataclass_fields__", made)
        return made


_DATACLASS_FIELDS = _DataclassFields()


def _methods(qualname: str, made_class: list[type], body: Mapping[str, Any], flds: tuple[Field, ...], frozen: bool,
             slots: bool) -> dict[str, Any]:
    """The methods ``dataclasses`` would add, as a dict to put in the class (those ``body`` defines stay)."""
    key = _key(tuple(f.name for f in flds if f.compare))
    shown = tuple(f.name for f in flds if f.repr)

    def __eq__(self: object, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return key(self) == key(other)

    def __hash__(self: object) -> int:
        return hash(key(self))

    def __repr__(self: object) -> str:
        inner = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({inner})"

    added: dict[str, Any] = {"__init__": _init(made_class, flds, frozen, slots)}
    if "__eq__" not in body:
        added["__eq__"] = __eq__
    if "__repr__" not in body:
        added["__repr__"] = __repr__
    # dataclasses' rule for eq=True: frozen records hash their compared fields, others are unhashable,
    # unless the class defines __hash__ itself.
    explicit_hash = body.get("__hash__", MISSING) is not MISSING and not (
        body["__hash__"] is None and "__eq__" in body)
    if not explicit_hash:
        added["__hash__"] = __hash__ if frozen else None
    for fn in added.values():
        if fn is not None:
            fn.__qualname__ = f"{qualname}.{fn.__name__}"
    if frozen:
        added["__setattr__"] = _frozen_setattr
        added["__delattr__"] = _frozen_delattr
        # What dataclasses gives a frozen slotted class, so that copy and pickle can rebuild one.
        for name, value in (("__getstate__", _getstate), ("__setstate__", _setstate)):
            if slots and name not in body:
                added[name] = value
    return added


def _init(made_class: list[type], flds: tuple[Field, ...], frozen: bool, slots: bool) -> Callable[..., None]:
    """A stand-in ``__init__`` that, on the class's first instantiation, puts the real one in its place
    (``made_class`` holds the class once it is made)."""

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        cls = made_class[0]
        init = _make_init(cls, flds, frozen, slots)
        type.__setattr__(cls, "__init__", init)
        init(self, *args, **kwargs)

    return __init__


_REQUIRED, _DEFAULT, _FACTORY = 0, 1, 2


def _dict_setter(name: str) -> Callable[[object, object], None]:
    def set_field(obj: object, value: object) -> None:
        obj.__dict__[name] = value

    return set_field

COMPILE_AFTER = 4096
"""Records built (all classes together) before each class's next instantiation swaps in the ``__init__``
``dataclasses`` compiles, about twice as fast as the generic one; importing ``dataclasses`` (~10 ms) pays
for itself only in a process that builds thousands (a long script's parse), never in a short run."""

_built = [0]


def _make_init(cls: type, flds: tuple[Field, ...], frozen: bool, slots: bool) -> Callable[..., None]:
    """The ``__init__`` ``dataclasses`` would write for these fields (positional-or-keyword parameters in field
    order, defaults, factories called when the argument is left out), as one generic function: it sets each
    slot through its descriptor (an unslotted record, its ``__dict__``), which a frozen record's
    ``__setattr__`` does not stand in front of."""
    names = tuple(f.name for f in flds)
    setters = tuple(getattr(cls, name).__set__ if slots else _dict_setter(name) for name in names)
    kinds = tuple(_FACTORY if f.default_factory is not MISSING else _REQUIRED if f.default is MISSING else _DEFAULT
                  for f in flds)
    values = tuple(f.default_factory if kind == _FACTORY else f.default for f, kind in zip(flds, kinds, strict=True))
    count = len(names)
    where = f"{cls.__qualname__}.__init__()"
    built = _built

    def __init__(self: object, *args: object, **kwargs: object) -> None:
        built[0] += 1
        if built[0] > COMPILE_AFTER:
            compiled = _compiled_init(cls, flds, frozen)
            type.__setattr__(cls, "__init__", compiled)
            compiled(self, *args, **kwargs)
            return
        given = len(args)
        if given > count:
            raise TypeError(f"{where} takes {count + 1} positional arguments but {given + 1} were given")
        for setter, value in zip(setters, args, strict=False):
            setter(self, value)
        if given == count and not kwargs:
            return
        for i in range(given, count):
            value = kwargs.pop(names[i], MISSING) if kwargs else MISSING
            if value is MISSING:
                kind = kinds[i]
                if kind == _DEFAULT:
                    value = values[i]
                elif kind == _FACTORY:
                    value = values[i]()  # type: ignore[operator]
                else:
                    raise TypeError(f"{where} missing 1 required positional argument: {names[i]!r}")
            setters[i](self, value)
        if kwargs:
            name = next(iter(kwargs))
            if name in names:
                raise TypeError(f"{where} got multiple values for argument {name!r}")
            raise TypeError(f"{where} got an unexpected keyword argument {name!r}")

    __init__.__qualname__ = where[:-2]
    return __init__


def _compiled_init(cls: type, flds: tuple[Field, ...], frozen: bool) -> Callable[..., None]:
    """The ``__init__`` ``dataclasses`` writes for these fields, made on a field-only twin of the class (so only
    ``__init__`` and the frozen pair are compiled); frozen, it sets the slots with ``object.__setattr__``."""
    import dataclasses

    body: dict[str, object] = {"__annotations__": {f.name: f.type for f in flds}}
    for f in flds:
        if f.default_factory is not MISSING:
            body[f.name] = dataclasses.field(default_factory=f.default_factory)  # type: ignore[call-overload]
        elif f.default is not MISSING:
            body[f.name] = f.default
    twin = type(cls.__name__, (), body)
    twin.__qualname__ = cls.__qualname__
    made: Callable[..., None] = vars(dataclasses.dataclass(frozen=frozen, eq=False, repr=False)(twin))["__init__"]
    return made


def dataclass(cls: type[T] | None = None, /, *, slots: bool = False, frozen: bool = False) -> Any:
    """Stand-in for ``dataclasses.dataclass`` with ``slots`` and ``frozen``, bare or called, the forms vshell uses."""

    def wrap(cls: type[T]) -> type[T]:
        flds: dict[str, Field] = {}
        for base in reversed(cls.__mro__[1:]):
            for f in base.__dict__.get("__record_fields__", ()):
                flds[f.name] = f
        own: list[str] = []
        namespace = cls.__dict__
        for name, annotation in namespace.get("__annotations__", {}).items():
            if isinstance(annotation, str) and annotation.startswith(("ClassVar", "typing.ClassVar")):
                continue
            value = namespace.get(name, MISSING)
            spec = value if isinstance(value, Field) else Field(value, MISSING, True, True)
            flds[name] = spec.named(name, annotation)
            own.append(name)
        ordered = tuple(flds.values())
        made_class: list[type] = []
        added = _methods(cls.__qualname__, made_class, namespace, ordered, frozen, slots)
        if "__match_args__" not in namespace:
            added["__match_args__"] = tuple(f.name for f in ordered)
        added["__record_fields__"] = ordered
        added["__dataclass_fields__"] = _DATACLASS_FIELDS
        if slots:
            # One new class with everything in its body: each attribute set on a class afterwards
            # re-derives its slots (the price of a class, again, per dunder).
            body = {k: v for k, v in namespace.items() if k not in own and k not in ("__dict__", "__weakref__")}
            body["__slots__"] = tuple(own)
            body.update(added)
            meta: Any = type(cls)
            new: type[T] = meta(cls.__name__, cls.__bases__, body)
            new.__qualname__ = cls.__qualname__
        else:  # as dataclasses does: the class itself, a plain default left as its class attribute
            new = cls
            for name in own:
                if flds[name].default is MISSING:
                    if name in namespace:
                        type.__delattr__(new, name)
                else:
                    type.__setattr__(new, name, flds[name].default)
            for name, value in added.items():
                type.__setattr__(new, name, value)
        made_class.append(new)
        return new

    return wrap if cls is None else wrap(cls)
