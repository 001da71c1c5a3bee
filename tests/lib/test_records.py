"""vshell.lib.records builds the same classes as ``dataclasses``: each check runs one class body through both.

The expectation is the standard library's own behaviour (the same body decorated by
``dataclasses.dataclass``), so a difference in init, equality, hashing, repr, frozenness,
copying, pickling or ``dataclasses.fields``/``replace`` shows up as a failing comparison.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from vshell.lib import records


def _both(make: Callable[[Any, Any], type]) -> list[type]:
    """The class ``make`` declares, built once by dataclasses and once by records."""
    return [make(dataclasses.dataclass, dataclasses.field), make(records.dataclass, records.field)]


def _point(dc: Any, fld: Any) -> type:
    @dc(frozen=True, slots=True)
    class Point:
        x: int
        y: int = 2
        tags: list[str] = fld(default_factory=list)
        note: str = fld(default="", compare=False, repr=False)

        def norm(self) -> int:
            return self.x + self.y

    return Point


def _box(dc: Any, fld: Any) -> type:
    @dc(slots=True)
    class Box:
        items: dict[str, int] = fld(default_factory=dict)
        size: int = 0

    return Box


def _config(dc: Any, fld: Any) -> type:
    @dc
    class Config:
        name: str
        paths: list[str] = fld(default_factory=list)
        mode: str = "read"

        def shout(self) -> str:
            return self.name.upper()

    return Config


def test_unslotted_records_match() -> None:
    """The bare ``@dataclass`` form: the class itself, a plain default kept as its class attribute."""
    real, ours = _both(_config)
    for cls in (real, ours):
        c = cls("x")
        c.extra = 1  # an unslotted instance takes new attributes
        assert (c.shout(), c.paths, cls.mode, c == cls("x"), cls.__hash__, vars(cls("y", ["p"])))[:5] == (
            "X", [], "read", True, None)
        assert vars(cls("y", ["p"])) == {"name": "y", "paths": ["p"], "mode": "read"}
        assert "paths" not in vars(cls)
    assert repr(ours("y")).split("(", 1)[1] == repr(real("y")).split("(", 1)[1]
    assert [f.name for f in dataclasses.fields(ours)] == ["name", "paths", "mode"]


def _outcome(fn: Callable[[], object]) -> object:
    try:
        return ("value", fn())
    except Exception as e:  # the comparison is on the exception's type (the text is CPython's wording)
        return ("error", type(e).__name__)


CALLS: list[tuple[tuple[object, ...], dict[str, object]]] = [
    ((1,), {}),
    ((1, 5), {}),
    ((1, 5, ["a"], "n"), {}),
    ((), {"x": 3, "note": "q"}),
    ((1,), {"y": 9}),
    ((), {}),
    ((1, 2, [], "", 5), {}),
    ((1,), {"x": 2}),
    ((1,), {"z": 2}),
]


@pytest.mark.parametrize("compiled", [False, True], ids=["generic", "compiled"])
@pytest.mark.parametrize(("args", "kwargs"), CALLS)
def test_init_and_its_errors_match(args: tuple[object, ...], kwargs: dict[str, object], compiled: bool,
                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ``__init__`` tiers: the generic one, and the one dataclasses compiles for a busy process."""
    monkeypatch.setattr(records, "COMPILE_AFTER", -1 if compiled else 10**9)
    real, ours = _both(_point)

    def shown(cls: type) -> object:
        got = _outcome(lambda: cls(*args, **kwargs))
        if got[0] == "value":
            obj = got[1]
            return "value", [getattr(obj, f) for f in ("x", "y", "tags", "note")], repr(obj)
        return got

    assert shown(ours) == shown(real)


def test_equality_hash_repr_match_and_factories_are_fresh() -> None:
    real, ours = _both(_point)
    for cls in (real, ours):
        a, b, c = cls(1, 2, (), "one"), cls(1, 2, (), "two"), cls(1, 3, ())
        assert (a == b, a == c, hash(a) == hash(b), hash(a) == hash(c), a.norm()) == (True, False, True, False, 3)
        assert cls(1).tags is not cls(1).tags
        assert (a == (1, 2)) is False
    assert repr(ours(1, 2, ["t"])) == repr(real(1, 2, ["t"])).replace(real.__qualname__, ours.__qualname__)
    assert ours.__match_args__ == real.__match_args__
    assert ours.__slots__ == real.__slots__


def test_frozen_and_unfrozen_behave_alike() -> None:
    for cls in _both(_point):
        p = cls(1)
        with pytest.raises(dataclasses.FrozenInstanceError):
            p.x = 5
        with pytest.raises(dataclasses.FrozenInstanceError):
            del p.y
        with pytest.raises((AttributeError, TypeError)):  # dataclasses' own slotted frozen class: TypeError
            p.other = 1
    for cls in _both(_box):
        b = cls()
        b.size = 4
        assert (b.size, b.items, b == cls(size=4), cls.__hash__) == (4, {}, True, None)
        with pytest.raises(TypeError):
            hash(b)


def test_copy_pickle_and_the_dataclasses_functions_work() -> None:
    _, ours = _both(_point)
    p = ours(1, 2, ["a"], "n")
    assert copy.copy(p) == p and copy.deepcopy(p) == p
    assert [f.name for f in dataclasses.fields(p)] == ["x", "y", "tags", "note"]
    assert dataclasses.replace(p, y=7) == ours(1, 7, ["a"], "n")
    assert records.replace(p, y=7) == ours(1, 7, ["a"], "n")
    assert dataclasses.asdict(p) == {"x": 1, "y": 2, "tags": ["a"], "note": "n"}
    assert dataclasses.is_dataclass(p)
    assert [f.name for f in records.fields(ours)] == ["x", "y", "tags", "note"]
    with pytest.raises(TypeError):
        records.replace(p, nope=1)


def test_pickle_round_trip() -> None:
    assert pickle.loads(pickle.dumps(Module())) == Module()


def test_inherited_fields_keep_their_place() -> None:
    def make(dc: Any, fld: Any) -> tuple[type, type]:
        @dc(frozen=True, slots=True)
        class Base:
            a: int = 1
            b: int = 2

        @dc(frozen=True, slots=True)
        class Child(Base):
            c: int = 3
            a: int = 10

        return Base, Child

    real = make(dataclasses.dataclass, dataclasses.field)[1]
    ours = make(records.dataclass, records.field)[1]
    assert [f.name for f in dataclasses.fields(ours)] == [f.name for f in dataclasses.fields(real)]
    assert repr(ours(5)).split("(", 1)[1] == repr(real(5)).split("(", 1)[1]
    assert ours.__match_args__ == real.__match_args__


def test_vshell_starts_without_dataclasses(tmp_path: Path) -> None:
    """``vshell -c true`` imports neither ``dataclasses`` (nor ``inspect``) nor the modules only some runs need."""
    code = (
        "import sys; from vshell.cli import main; main(['-c', 'true']);"
        "print(' '.join(m for m in ('dataclasses', 'inspect', 'ctypes', 'random', 'platform') if m in sys.modules))"
    )
    # -S: the host's site hooks (a .pth may import anything) are not vshell's start-up.
    env = {"PYTHONPATH": str(Path(__file__).resolve().parents[2]), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-S", "-c", code], capture_output=True, text=True, check=True, cwd=tmp_path, env=env)
    assert out.stdout.strip() == ""


@records.dataclass(frozen=True, slots=True)
class Module:
    """A module-level record (pickle finds classes by name)."""

    a: int = 1
    b: tuple[int, ...] = (2, 3)
