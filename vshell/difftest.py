"""``vshell diff``: run one script in vshell and in GNU bash over copies of a folder and show the differences.

GNU bash runs through the golden recorder (``vshell.golden.record.run_once``), the
one place allowed to start it, so this module starts nothing itself.  Both
sides get the same thing a golden case gets: a fresh copy of the fixture
(here: the workspace folder's files), a fresh HOME, the golden environment,
the given stdin.  Compared: stdout, stderr (work dir and HOME paths written as
@WORK@ and @HOME@), exit status, and the resulting tree.

Differences that are there by design are left out unless ``--exact`` is given:
in ``ls -l`` lines the owner and group (bash runs as ``nobody`` when the
recorder runs as root, vshell's user is ``user``, D-user), the time of a
recent entry (both sides list fresh copies, made moments apart), and the
listed folder's ``..`` entry (the mount's parent is vshell's own read-only
directory, D-fs-ns; the line is moved to the end, since a sort by size or
time would place it differently).  A Python virtual environment inside the
folder is copied empty, and said so on stderr.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Sequence
from typing import Any

MAX_FIXTURE_FILES = 20_000
MAX_FIXTURE_BYTES = 256 * 1024 * 1024
VIRTUAL_HOME = f"/home/vsd-{os.urandom(6).hex()}"
"""vshell's HOME in a differential run: made fresh for each process, so that no file in the folder
names it and writing it as @HOME@ (as the bash side's temporary HOME is) changes nothing else."""

# An `ls -l` line: mode, links, owner, group, size (or major, minor), month day, then a time (recent)
# or a year, then the name.
_LS_LINE = re.compile(
    rb"^(?P<mode>[-bcdlps][-rwxsStT]{9}[.+@]?) +(?P<links>\d+) +(?P<owner>\S+) +(?P<group>\S+) +"
    rb"(?P<size>\d+(?:, +\d+)?) +(?P<date>[A-Z][a-z]{2} +\d{1,2}) +(?P<when>\d{1,2}:\d{2}|\d{4}) (?P<name>.*)$"
)


class FolderTooBig(ValueError):
    """The folder holds more than a differential run copies."""


def fixture_of(folder: str, left_out: list[str] | None = None) -> tuple[Any, ...]:
    """The folder's files, directories, symlinks and modes as golden fixture entries.

    A Python virtual environment (a directory holding ``pyvenv.cfg``, as the README's quick start makes in
    this repository's folder) is copied as an empty directory: it is tens of thousands of installed files
    that a script under test does not read, and copying them twice would exceed the limits. Its path is
    added to ``left_out`` so that the caller can say so."""
    from vshell.golden.format import FixtureDir, FixtureFile, FixtureMode, FixtureSymlink

    entries: list[Any] = []
    total = 0
    for dirpath, dirnames, filenames in os.walk(folder):
        if dirpath != folder and "pyvenv.cfg" in filenames:
            if left_out is not None:
                left_out.append(os.path.relpath(dirpath, folder))
            dirnames.clear()
            continue
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
                raise FolderTooBig(
                    f"{folder} holds more than {MAX_FIXTURE_FILES:,} entries or {MAX_FIXTURE_BYTES >> 20} MiB, the most "
                    "a differential run copies (each side runs in a copy); run it in a smaller folder: "
                    "vshell diff --workspace DIR ..."
                )
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


def by_design(text: bytes) -> bytes:
    """``text`` with the differences that are by design written the same on both sides (see the module doc)."""
    lines = text.split(b"\n")
    # A listing with `..` in it counts that entry's blocks in its `total` line.
    listed_parent = any((m := _LS_LINE.match(line)) is not None and m["name"] == b".." for line in lines)
    parents: list[int] = []
    for i, line in enumerate(lines):
        if listed_parent and re.fullmatch(rb"total \d+", line):
            lines[i] = b"total [counts .., differs by design]"
            continue
        m = _LS_LINE.match(line)
        if m is None:
            continue
        if m["name"] == b"..":
            # Its size, links and time are the real parent's on one side and the mount's on the other, so
            # where a sort by any of them puts it differs too: the line is taken out and noted at the end.
            parents.append(i)
            continue
        when = b"HH:MM" if b":" in m["when"] else m["when"]
        date = b" ".join(m["date"].split())
        lines[i] = b" ".join((m["mode"], m["links"], b"OWNER", b"GROUP", m["size"], date, when, m["name"]))
    for i in reversed(parents):
        del lines[i]
    end = len(lines) - 1 if lines[-1] == b"" else len(lines)
    lines[end:end] = [b"[.. of the listed folder: differs by design]"] * len(parents)
    return b"\n".join(lines)


def differences(bash: Any, vsh: Any, exact: bool = False) -> list[str]:
    """Readable differences between the two recordings; empty when they agree.

    Without ``exact``, stdout's by-design differences are left out (:func:`by_design`).
    """
    out: list[str] = []
    for name in ("stdout", "stderr"):
        a, b = getattr(bash, name), getattr(vsh, name)
        if not exact and name == "stdout":
            a, b = by_design(a), by_design(b)
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
    """``vshell diff [--workspace DIR] [--stdin TEXT] [--exact] (-c SCRIPT | FILE)``; status 0 same, 1 different,
    2 usage (or a folder too big to copy, or no bash)."""
    from vshell.invocation import SYNOPSIS, UsageError, parse_args

    try:
        opts = parse_args(argv)
    except UsageError as e:
        sys.stderr.write(f"vshell diff: {e}\n{SYNOPSIS}")
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
        sys.stderr.write(f"vshell diff: a script is needed\n{SYNOPSIS}")
        return 2
    from vshell.golden.format import Case
    from vshell.golden.record import RecordError, run_once

    folder = opts.workspaces[0] if opts.workspaces else os.getcwd()
    left_out: list[str] = []
    try:
        fixture = fixture_of(folder, left_out)
    except (OSError, ValueError) as e:
        sys.stderr.write(f"vshell diff: {e}\n")
        return 2
    for venv in left_out:
        sys.stderr.write(f"vshell diff: {venv}/ is a Python virtual environment: both sides see it empty\n")
    stdin = opts.stdin_text.encode() if opts.stdin_text is not None else None
    case = Case(file="vshell-diff", name="diff", line=1, script=script, fixture=fixture, stdin=stdin)
    try:
        bash = run_once(case)
    except RecordError as e:
        sys.stderr.write(f"vshell diff: bash: {e}\n")
        return 2
    found = differences(bash, run_vshell(case), exact=opts.exact)
    if not found:
        note = "" if opts.exact else " (by-design differences left out; --exact shows them)"
        sys.stdout.write(f"vshell diff: same stdout, stderr, exit status and files as GNU bash{note}\n")
        return 0
    sys.stdout.write("\n".join(found) + "\n")
    return 1
