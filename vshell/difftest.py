"""``vshell diff``: run one script in vshell and in GNU bash over copies of a folder and show the differences.

GNU bash runs through the golden recorder (``vshell.golden.record.run_once``), the
one place allowed to start it, so this module starts nothing itself.  Both
sides get the same thing a golden case gets: a fresh copy of the fixture
(here: the workspace folder's files), a fresh HOME, the golden environment,
the given stdin.  Compared: stdout, stderr (work dir and HOME paths written as
@WORK@ and @HOME@), exit status, and the resulting tree.
"""

from __future__ import annotations

import difflib
import json
import os
import shutil
import sys
import tempfile
from collections.abc import Sequence
from typing import Any

MAX_FIXTURE_FILES = 2_000
MAX_FIXTURE_BYTES = 16 * 1024 * 1024
VIRTUAL_HOME = "/home/user"


def fixture_of(folder: str) -> tuple[Any, ...]:
    """The folder's files, directories, symlinks and modes as golden fixture entries."""
    from vshell.golden.format import FixtureDir, FixtureFile, FixtureMode, FixtureSymlink

    entries: list[Any] = []
    total = 0
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames.sort()
        for name in sorted(dirnames + filenames):
            full = os.path.join(dirpath, name)
            rel = os.path.relpath(full, folder)
            if os.path.islink(full):
                entries.append(FixtureSymlink(rel, os.readlink(full)))
            elif os.path.isdir(full):
                entries.append(FixtureDir(rel))
            else:
                with open(full, "rb") as f:
                    data = f.read()
                total += len(data)
                entries.append(FixtureFile(rel, data))
                mode = os.stat(full).st_mode & 0o7777
                if mode != 0o644:
                    entries.append(FixtureMode(rel, mode))
            if len(entries) > MAX_FIXTURE_FILES or total > MAX_FIXTURE_BYTES:
                raise ValueError(f"{folder} is too big to copy for a differential run")
    return tuple(entries)


def run_vshell(case: Any) -> Any:
    """The case run in vshell the way the recorder runs it in bash; its changes applied with every rule off."""
    from vshell import commit
    from vshell.golden.format import Recording, materialise, normalise, snapshot
    from vshell.session import Session, default_env

    work = os.path.realpath(tempfile.mkdtemp(prefix="vsd-w-"))
    try:
        materialise(case.fixture, work)
        env = default_env(VIRTUAL_HOME, work)
        env = {k: env[k] for k in ("LC_ALL", "TZ", "PATH", "USER", "HOME")}
        with Session([work], env=env, home=VIRTUAL_HOME, policy=commit.Policy.off()) as session:
            result = session.run(case.script, stdin=case.stdin or b"")
            if result.offered:
                session.commit(commit.ApplyDirectly())
        return Recording(
            name=case.name,
            digest=case.digest,
            stdout=normalise(result.stdout, work, VIRTUAL_HOME),
            stderr=normalise(result.stderr, work, VIRTUAL_HOME),
            status=result.status,
            tree=snapshot(work, work, VIRTUAL_HOME),
        )
    finally:
        shutil.rmtree(work, ignore_errors=True)


def differences(bash: Any, vsh: Any) -> list[str]:
    """Readable differences between the two recordings; empty when they agree."""
    out: list[str] = []
    for name in ("stdout", "stderr"):
        a, b = getattr(bash, name), getattr(vsh, name)
        if a != b:
            diff = difflib.unified_diff(
                a.decode("utf-8", "replace").splitlines(keepends=True),
                b.decode("utf-8", "replace").splitlines(keepends=True),
                f"bash {name}",
                f"vshell {name}",
            )
            out.append("".join(diff).rstrip("\n"))
    if bash.status != vsh.status:
        out.append(f"exit status: bash {bash.status}, vshell {vsh.status}")
    if bash.tree != vsh.tree:
        a = json.dumps(bash.tree, indent=1, sort_keys=True, default=str).splitlines(keepends=True)
        b = json.dumps(vsh.tree, indent=1, sort_keys=True, default=str).splitlines(keepends=True)
        out.append("".join(difflib.unified_diff(a, b, "bash tree", "vshell tree")).rstrip("\n"))
    return out


def main(argv: Sequence[str]) -> int:
    """``vshell diff [--workspace DIR] [--stdin TEXT] (-c SCRIPT | FILE)``; status 0 same, 1 different, 2 usage."""
    from vshell.invocation import USAGE, UsageError, parse_args

    try:
        opts = parse_args(argv)
    except UsageError as e:
        sys.stderr.write(f"vshell diff: {e}\n{USAGE}")
        return 2
    if opts.command is not None:
        script = opts.command
    elif opts.script is not None:
        try:
            with open(opts.script, "rb") as f:
                script = f.read().decode("utf-8", "surrogateescape")
        except OSError as e:
            sys.stderr.write(f"vshell diff: {opts.script}: {e.strerror}\n")
            return 2
    else:
        sys.stderr.write(f"vshell diff: a script is needed\n{USAGE}")
        return 2
    from vshell.golden.format import Case
    from vshell.golden.record import RecordError, run_once

    folder = opts.workspaces[0] if opts.workspaces else os.getcwd()
    try:
        fixture = fixture_of(folder)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"vshell diff: {e}\n")
        return 2
    stdin = opts.stdin_text.encode() if opts.stdin_text is not None else None
    case = Case(file="vshell-diff", name="diff", line=1, script=script, fixture=fixture, stdin=stdin)
    try:
        bash = run_once(case)
    except RecordError as e:
        sys.stderr.write(f"vshell diff: bash: {e}\n")
        return 2
    found = differences(bash, run_vshell(case))
    if not found:
        sys.stdout.write("vshell diff: same stdout, stderr, exit status and files as GNU bash\n")
        return 0
    sys.stdout.write("\n".join(found) + "\n")
    return 1
