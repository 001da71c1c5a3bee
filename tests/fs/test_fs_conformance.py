"""One conformance suite, three backends: every scenario's outcomes (values, exception class, errno)
on MemoryFS and on the overlay must equal those of the real OS on a temporary directory."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from fs_backends import BACKENDS, make_real, run_ops

SCENARIOS: dict[str, list[tuple[Any, ...]]] = {
    "stat-kinds": [("stat", "f"), ("stat", "d"), ("lstat", "lf"), ("stat", "lf"), ("stat", "ld"), ("lstat", "ld")],
    "stat-missing": [("stat", "nope"), ("lstat", "nope"), ("stat", "nope/x"), ("stat", "dangling")],
    "stat-through-file": [("stat", "f/x"), ("lstat", "f/x"), ("stat", "f/"), ("lstat", "lf/")],
    "stat-trailing-slash-dir-link": [("lstat", "ld/"), ("stat", "d/"), ("lstat", "dangling/")],
    "loops": [("stat", "loop1"), ("lstat", "loop1"), ("stat", "self"), ("read", "loop1"), ("write", "self")],
    "loop-in-middle": [("stat", "loop1/x"), ("mkdir", "loop1/x"), ("ls", "self")],
    "read-basics": [("read", "f"), ("read", "lf"), ("read", "d/g"), ("read", "ld/g"), ("read", "d/up"), ("read", "lg")],
    "read-errors": [("read", "d"), ("read", "nope"), ("read", "f/"), ("read", "dangling"), ("read", "f/x")],
    "write-create": [("write", "new", "abc"), ("read", "new"), ("stat", "new")],
    "write-truncates": [("write", "f", "z"), ("read", "f"), ("read", "lf")],
    "write-errors": [("write", "d"), ("write", "nope/x"), ("write", "f/x"), ("write", "new/"), ("write", "e/")],
    "write-through-dangling-creates-target": [
        ("write", "dangling", "t"),
        ("read", "missing"),
        ("readlink", "dangling"),
    ],
    "append": [("append", "f", "more"), ("read", "f"), ("append", "new", "a"), ("append", "new", "b"), ("read", "new")],
    "exclusive": [
        ("excl", "f"),
        ("excl", "lf"),
        ("excl", "dangling"),
        ("excl", "d"),
        ("excl", "x1", "q"),
        ("read", "x1"),
    ],
    "read-write-no-create": [("rw", "nope"), ("rw", "f", "J"), ("read", "f"), ("rw", "d")],
    "read-write-create": [("rwc", "nope", "a"), ("read", "nope"), ("rwc", "f", "J"), ("read", "f")],
    "mkdir": [("mkdir", "n"), ("stat", "n"), ("mkdir", "n"), ("mkdir", "f"), ("mkdir", "lf"), ("mkdir", "dangling")],
    "mkdir-errors": [
        ("mkdir", "a/b"),
        ("mkdir", "f/x"),
        ("mkdir", "n2/"),
        ("stat", "n2"),
        ("mkdir", "ld/"),
        ("mkdir", ""),
    ],
    "mkdir-dot": [("mkdir", "d/."), ("mkdir", "d/.."), ("mkdir", "/")],
    "nlink-dirs": [("stat", "d"), ("mkdir", "d/s2"), ("stat", "d"), ("rmdir", "d/s2"), ("stat", "d")],
    "rmdir": [("rmdir", "e"), ("stat", "e"), ("rmdir", "e"), ("rmdir", "d"), ("rmdir", "f"), ("rmdir", "ld")],
    "rmdir-trailing": [("rmdir", "ld/"), ("rmdir", "e/"), ("rmdir", "d/sub/."), ("rmdir", "d/sub/.."), ("rmdir", "/")],
    "unlink": [("unlink", "f"), ("stat", "lf"), ("lstat", "lf"), ("unlink", "d"), ("unlink", "nope"), ("unlink", "ld")],
    "unlink-trailing": [("unlink", "f/"), ("unlink", "ld/"), ("unlink", "d/"), ("unlink", "dangling/")],
    "unlink-symlink-keeps-target": [("unlink", "lf"), ("read", "f"), ("unlink", "dangling"), ("lstat", "dangling")],
    "rename-file": [("rename", "f", "f2"), ("read", "f2"), ("stat", "f"), ("read", "lf")],
    "rename-over-file": [("write", "a", "A"), ("rename", "a", "f"), ("read", "f"), ("stat", "a")],
    "rename-file-errors": [
        ("rename", "f", "d"),
        ("rename", "f", "nope/x"),
        ("rename", "nope", "x"),
        ("rename", "f", "new/"),
    ],
    "rename-dir": [("rename", "d", "d2"), ("read", "d2/g"), ("ls", "d2"), ("stat", "d"), ("read", "ld/g")],
    "rename-dir-over-empty": [("rename", "d", "e"), ("ls", "e"), ("stat", "d")],
    "rename-dir-over-nonempty": [("mkdir", "x"), ("rename", "x", "d"), ("rename", "e", "f"), ("rename", "e", "lf")],
    "rename-dir-into-itself": [("rename", "d", "d/sub/x"), ("rename", "d", "d/x"), ("rename", "d", "d")],
    "rename-same-hardlink": [("link", "f", "h"), ("rename", "f", "h"), ("read", "f"), ("read", "h")],
    "rename-symlink": [("rename", "lf", "lf2"), ("readlink", "lf2"), ("read", "lf2"), ("rename", "ld/", "x")],
    "rename-trailing": [("rename", "e/", "e2/"), ("stat", "e2"), ("rename", "f/", "q")],
    "symlink": [("symlink", "f", "s1"), ("read", "s1"), ("readlink", "s1"), ("lstat", "s1"), ("symlink", "x", "f")],
    "symlink-errors": [("symlink", "x", "nope/s"), ("symlink", "x", "dangling"), ("symlink", "", "s")],
    "symlink-chain": [("symlink", "lf", "c1"), ("symlink", "c1", "c2"), ("read", "c2"), ("realpath", "c2")],
    "symlink-to-dir-walk": [("symlink", "d/sub", "s"), ("write", "s/n", "1"), ("read", "d/sub/n"), ("ls", "s")],
    "symlink-absolute": [("symlink", "/nonexistent-vshell-test", "abs"), ("stat", "abs"), ("lstat", "abs")],
    "readlink": [
        ("readlink", "lf"),
        ("readlink", "f"),
        ("readlink", "nope"),
        ("readlink", "d/up"),
        ("readlink", "ld/"),
    ],
    "hardlink": [("link", "f", "h"), ("stat", "f"), ("ino_same", "f", "h"), ("write", "h", "W"), ("read", "f")],
    "hardlink-errors": [("link", "d", "h"), ("link", "nope", "h"), ("link", "f", "lf"), ("link", "f", "nope/h")],
    "hardlink-unlink": [("link", "f", "h"), ("unlink", "f"), ("read", "h"), ("stat", "h")],
    "hardlink-symlink": [("link", "lf", "h"), ("lstat", "h"), ("readlink", "h")],
    "chmod": [("chmod", "f", 0o755), ("stat", "f"), ("chmod", "lf", 0o600), ("stat", "f"), ("lstat", "lf")],
    "chmod-dir": [
        ("chmod", "d", 0o700),
        ("stat", "d"),
        ("chmod", "nope", 0o700),
        ("chmod", "d", 0o4755),
        ("stat", "d"),
    ],
    "truncate": [("truncate", "f", 2), ("read", "f"), ("truncate", "f", 5), ("read", "f"), ("truncate", "d", 0)],
    "truncate-errors": [("truncate", "nope", 0), ("truncate", "f", -1), ("truncate", "lf", 0), ("read", "f")],
    "listdir": [("ls", ""), ("ls", "d"), ("ls", "e"), ("ls", "f"), ("ls", "nope"), ("ls", "ld")],
    "scandir": [("scandir", ""), ("scandir", "d"), ("scandir", "f")],
    "realpath": [("realpath", "ld/g"), ("realpath", "d/up"), ("realpath", "lg"), ("realpath", "d/../f")],
    "realpath-missing": [("realpath", "nope/x"), ("realpath", "dangling"), ("realpath_strict", "dangling")],
    "realpath-strict": [("realpath_strict", "ld/g"), ("realpath_strict", "nope"), ("realpath_strict", "loop1")],
    "dotdot-through-symlink": [("read", "ld/../f"), ("stat", "ld/sub/../g"), ("ls", "ld/..")],
    "exists": [("exists", "f"), ("exists", "dangling"), ("exists", "loop1"), ("exists", "nope"), ("exists", "f/x")],
    "write-then-read-size": [("write", "n", "12345"), ("stat", "n"), ("truncate", "n", 0), ("stat", "n")],
    "create-in-removed-dir": [("rename", "e", "e2"), ("write", "e/x"), ("write", "e2/x"), ("ls", "e2")],
}


@pytest.fixture(scope="module")
def expected(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[tuple[Any, ...]]]:
    out = {}
    for name, ops in SCENARIOS.items():
        fs, root = make_real(tmp_path_factory.mktemp(name))
        out[name] = run_ops(fs, root, ops)
    return out


@pytest.mark.parametrize("backend", sorted(BACKENDS))
@pytest.mark.parametrize("scenario", sorted(SCENARIOS))
def test_same_as_the_real_os(
    scenario: str, backend: str, tmp_path: Path, expected: dict[str, list[tuple[Any, ...]]]
) -> None:
    fs, root = BACKENDS[backend](tmp_path)
    assert run_ops(fs, root, SCENARIOS[scenario]) == expected[scenario]
