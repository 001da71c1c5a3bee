"""test/[ against golden/cases/lib_test.test.sh, on the case's fixture in a real temp dir.

Direct cases are ``test ARGS; echo $?`` and ``[ ARGS ]; echo $?``.  The
recorder runs bash as ``nobody`` owning the work dir when it is root, so the
fixture is chowned the same way here and the context is nobody's.
"""

from __future__ import annotations

import os
import pwd
import re
from pathlib import Path

import pytest

from tests.lib.golden_cases import PREFIX, cases_with_recordings, simple_argv
from vshell.fs.real import RealFS
from vshell.golden.format import materialise
from vshell.lib.test_expr import TestContext, run_test

_SCRIPT = re.compile(r"(?P<cmd>(?:test|\[)(?: .*)?); echo \$\?\Z")
_ENV = {"HOME", "PATH", "USER", "LC_ALL", "TZ"}
_OPTIONS: dict[str, bool] = {"errexit": False, "nounset": False, "noglob": False}


def _direct_cases() -> list[object]:
    out = []
    for case, rec in cases_with_recordings("lib_test"):
        m = _SCRIPT.match(case.script)
        if not m or "$" in m.group("cmd"):
            continue
        argv = simple_argv(m.group("cmd"))
        if argv is None:
            continue
        out.append(pytest.param(case, argv, rec, id=case.name))
    return out


_DIRECT = _direct_cases()


def _identity() -> tuple[int, int]:
    if os.geteuid() != 0:
        return os.getuid(), os.getgid()
    nobody = pwd.getpwnam("nobody")
    return nobody.pw_uid, nobody.pw_gid


def _chown(root: Path, uid: int, gid: int) -> None:
    if os.geteuid() != 0:
        return
    os.lchown(root, uid, gid)
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            os.lchown(os.path.join(dirpath, name), uid, gid)


def test_enough_cases_are_checked_directly() -> None:
    assert len(_DIRECT) >= 120


@pytest.mark.parametrize(("case", "argv", "rec"), _DIRECT)
def test_test_matches_bash(case, argv: list[str], rec, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    work = tmp_path / "work"
    work.mkdir()
    materialise(case.fixture, work)
    uid, gid = _identity()
    _chown(work, uid, gid)
    ctx = TestContext(
        fs=RealFS(),
        cwd=str(work),
        var_set=lambda name: name in _ENV,
        option=_OPTIONS.get,
        uid=uid,
        gid=gid,
    )
    name = argv[0]
    status, message = run_test(argv[1:], ctx, bracket=name == "[")
    stderr = PREFIX + f"{name}: {message}\n".encode() if message else b""
    assert (f"{status}\n".encode(), stderr, 0) == (rec.stdout, rec.stderr, rec.status)
