"""Replay every recorded golden case through vshell and compare with GNU bash's recording.

Each case runs like ``bash [args] -c script`` in a fresh work dir holding its
fixture (an Overlay over a real temporary directory, so nothing is written
to disk), with the recorder's environment.  stdout, stderr, the exit status
and the resulting tree of the work dir must equal the recording (paths
normalised to @WORK@/@HOME@).  Every case of every file runs.  Cases
annotated ``## xfail: L-n reason`` (a row of NOTES.md's known-differences
table) must fail: a fix makes the test fail until the annotation goes, so each
file's count of allowed failures is exact and only shrinks.
"""

from __future__ import annotations

import atexit
import io
import os
import shutil
import stat
import tempfile
from pathlib import Path
from typing import Any

import pytest

from vshell.fs.overlay import Overlay
from vshell.fs.protocol import FileType
from vshell.golden.format import (
    CASES_DIR,
    HOME_MARK,
    WORK_MARK,
    Case,
    Recording,
    encode_bytes,
    load_cases,
    load_recordings,
    materialise,
    recording_path,
)
from vshell.limits import Budget, Limits, RunAborted

ENV_BASE = {"LC_ALL": "C.UTF-8", "TZ": "UTC", "PATH": "/usr/local/bin:/usr/bin:/bin", "USER": "user"}



class _PipeInput(io.BytesIO):
    """The recorder gives bash a pipe (or /dev/null) as stdin: not seekable, so ``grep -T`` and ``wc`` see no size."""

    def seekable(self) -> bool:
        return False


def fs_tree(fs: Any, root: str, work: str, home: str) -> dict[str, Any]:
    """The recorder's tree form of ``root`` inside a vshell filesystem (symlinks not followed)."""

    def norm(data: bytes) -> bytes:
        return data.replace(work.encode(), WORK_MARK.encode()).replace(home.encode(), HOME_MARK.encode())

    tree: dict[str, Any] = {}
    stack = [("", root)]
    while stack:
        rel, full = stack.pop()
        for name in fs.listdir(full):
            relpath = f"{rel}/{name}" if rel else name
            path = f"{full}/{name}"
            st = fs.lstat(path)
            if st.type is FileType.SYMLINK:
                tree[relpath] = {"type": "symlink", "target": norm(fs.readlink(path).encode()).decode()}
            elif st.type is FileType.DIR:
                tree[relpath] = {"type": "dir"}
                stack.append((relpath, path))
            elif st.type is FileType.FILE:
                content = norm(fs.read_bytes(path))
                tree[relpath] = {"type": "file", "content": encode_bytes(content), "exec": bool(st.mode & stat.S_IXUSR)}
            else:
                tree[relpath] = {"type": "other"}
    return dict(sorted(tree.items()))


def _options(args: tuple[str, ...]) -> tuple[list[tuple[str, bool]], list[tuple[str, bool]], bool]:
    from vshell.interp.core import LETTER_OPTION

    opts: list[tuple[str, bool]] = []
    shopts: list[tuple[str, bool]] = []
    check_only = False
    i = 0
    while i < len(args):
        a = args[i]
        on = a[0] == "-"
        if a[1:] == "o":
            opts.append((args[i + 1], on))
            i += 2
            continue
        if a[1:] == "O":
            shopts.append((args[i + 1], on))
            i += 2
            continue
        for c in a[1:]:
            if c == "n":
                check_only = True
            elif c in LETTER_OPTION:
                opts.append((LETTER_OPTION[c], on))
        i += 1
    return opts, shopts, check_only


_BASE: list[Path] = []


def _work_dir(case: Case) -> Path:
    """A fresh real directory holding the case's fixture (removed when the test process ends).

    Each case gets its own: two overlays over one directory interfere (a vshell
    bug to fix in the overlay; seen when a later overlay loses an upper entry).
    """
    if not _BASE:
        _BASE.append(Path(tempfile.mkdtemp(prefix="vshell-replay-")))
        atexit.register(shutil.rmtree, _BASE[0], True)
    _COUNTER[0] += 1
    work = _BASE[0] / str(_COUNTER[0]) / "work"
    work.mkdir(parents=True)
    materialise(case.fixture, work)
    return work


_COUNTER = [0]


def run_case(case: Case, tmp: Path | None = None) -> tuple[bytes, bytes, int, dict[str, Any]]:
    """Run one case in vshell; returns (stdout, stderr, status, tree) normalised like the recorder's."""
    from vshell.interp import Shell
    from vshell.syntax import check_syntax

    work = _work_dir(case)
    home = work.parent / "home"
    w, h = os.fspath(work), os.fspath(home)
    # A guard against a hang, not a timing: a loaded 2-core runner can take seconds over a case that needs 0.1.
    limits = Limits(wall_time=120.0)
    fs = Overlay([w], limits=limits, home=h)
    opts, shopts, check_only = _options(case.args)
    out, err = io.BytesIO(), io.BytesIO()
    if check_only:
        text, status = check_syntax(case.script)
        err.write(text.encode())
    else:
        env = dict(ENV_BASE, HOME=h)
        sh = Shell(fs, limits=limits, env=env, cwd=w, home=h, argv0="bash", random_seed=1)
        for name, on in opts:
            sh.interp.opts[name] = on
        for name, on in shopts:
            sh.interp.shopts[name] = on
        budget = Budget(limits)
        fs.budget = budget
        stdin = _PipeInput(case.stdin or b"")
        try:
            status = sh.run(case.script, stdin=stdin, stdout=out, stderr=err, budget=budget)
        except RunAborted as e:
            err.write(f"<aborted: {e.message}>\n".encode())
            status = -1

    def norm(data: bytes) -> bytes:
        return data.replace(w.encode(), WORK_MARK.encode()).replace(h.encode(), HOME_MARK.encode())

    # The recorder snapshots the tree as root: read past permission bits here too.
    fs.enforce_permissions = False
    return norm(out.getvalue()), norm(err.getvalue()), status, fs_tree(fs, w, w, h)


def matches(case: Case, rec: Recording) -> tuple[bool, str]:
    out, err, status, tree = run_case(case)
    problems = []
    if out != rec.stdout:
        problems.append(f"stdout: got {out!r}, want {rec.stdout!r}")
    if err != rec.stderr:
        problems.append(f"stderr: got {err!r}, want {rec.stderr!r}")
    if status != rec.status:
        problems.append(f"status: got {status}, want {rec.status}")
    if tree != rec.tree:
        problems.append(f"tree: got {tree}, want {rec.tree}")
    return not problems, "\n".join(problems)


def _params() -> list[Any]:
    params = []
    for path in sorted(CASES_DIR.glob("*.test.sh")):
        fname = path.name
        if not recording_path(path).exists():
            continue
        recs = load_recordings(path)
        for case in load_cases(path):
            if case.name not in recs:
                continue
            params.append(pytest.param(case, recs[case.name], id=f"{fname}::{case.name}"))
    return params


@pytest.mark.parametrize(("case", "rec"), _params())
def test_golden_case(case: Case, rec: Recording) -> None:
    ok, why = matches(case, rec)
    if case.xfail is not None:
        assert not ok, f"case marked xfail ({case.xfail.id}) now passes: remove the annotation"
        return
    assert ok, why
