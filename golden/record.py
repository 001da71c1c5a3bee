"""The golden recorder: runs golden cases in GNU bash and writes golden/recorded/<topic>.json.

This is one of only two modules in the repository allowed to run GNU bash (the other is the
differential tool); tests that need real bash go through ``record_case`` here.

Usage::

    python -m vshell.golden.record golden/cases/lang_quoting.test.sh ...
    python -m vshell.golden.record --all            # every case file
    python -m vshell.golden.record --check FILE...  # re-run and compare with the stored recordings, write nothing

Each case runs as ``bash [args] -c SCRIPT`` ($0 is ``bash``) with the work dir as cwd: a fresh
temporary directory holding only the case's fixture, a fresh HOME, the environment
LC_ALL=C.UTF-8 TZ=UTC PATH=/usr/local/bin:/usr/bin:/bin USER=user HOME=<home> and nothing else,
umask 022, stdin from ``## stdin:`` or /dev/null, and a 10 s timeout.  When the recorder runs as
root, bash runs as ``nobody`` so permission checks behave as for an ordinary user.

Every case is run twice; a case whose two runs differ (or that times out) is refused: reported,
and left out of the written file, which the up-to-date test then flags.
"""

from __future__ import annotations

import argparse
import os
import pwd
import selectors
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from vshell.golden.format import (
    Case,
    CaseFormatError,
    RecordedFile,
    Recording,
    all_case_files,
    dump_recorded_file,
    load_cases,
    load_recorded_file,
    materialise,
    normalise,
    recording_path,
    snapshot,
)

TIMEOUT_SECONDS = 10.0
# A runaway case (``yes`` without ``head``) is stopped at this much output instead of filling memory.
MAX_OUTPUT_BYTES = 16 * 1024 * 1024
BASH = "/bin/bash"
BASE_ENV = {
    "LC_ALL": "C.UTF-8",
    "TZ": "UTC",
    "PATH": "/usr/local/bin:/usr/bin:/bin",
    "USER": "user",
}
# Tool name -> command printing its version (first line of output is kept).
TOOLS = {
    "bash": ["bash", "--version"],
    "coreutils": ["ls", "--version"],
    "sed": ["sed", "--version"],
    "grep": ["grep", "--version"],
    "gawk": ["gawk", "--version"],
    "findutils": ["find", "--version"],
    "diffutils": ["diff", "--version"],
    "jq": ["jq", "--version"],
    "tree": ["tree", "--version"],
    "gettext": ["envsubst", "--version"],
    "glibc iconv": ["iconv", "--version"],
    "gzip": ["gzip", "--version"],
    "tar": ["tar", "--version"],
    "bc": ["bc", "--version"],
    "patch": ["patch", "--version"],
}


# Threads share one fd table: a fixture file still open for writing in one thread is inherited by a
# child another thread forks, and until that child execs, running the file fails with "Text file busy".
# Writing fixtures and spawning bash happen under this lock (Popen returns only after the exec).
_SPAWN_LOCK = threading.Lock()


class RecordError(Exception):
    """A case that could not be recorded (timeout, nondeterminism); the message says which and why."""


@dataclass(frozen=True, slots=True)
class _Identity:
    """Whom bash runs as: unchanged, or nobody when we are root."""

    uid: int | None
    gid: int | None


def _identity() -> _Identity:
    if os.geteuid() != 0:
        return _Identity(None, None)
    try:
        nobody = pwd.getpwnam("nobody")
    except KeyError:
        return _Identity(None, None)
    return _Identity(nobody.pw_uid, nobody.pw_gid)


def _chown_tree(root: str, ident: _Identity) -> None:
    if ident.uid is None or ident.gid is None:
        return
    os.lchown(root, ident.uid, ident.gid)
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            os.lchown(os.path.join(dirpath, name), ident.uid, ident.gid)


def _remove(path: str) -> None:
    """rmtree that also clears dirs a case made unwritable (chmod 555)."""

    def fix(func: Callable[..., object], p: str, _exc: object) -> None:
        os.chmod(os.path.dirname(p), 0o755)
        func(p)

    shutil.rmtree(path, onerror=fix)


def run_once(case: Case, ident: _Identity | None = None) -> Recording:
    """Run one case once in real bash; raises RecordError on timeout."""
    ident = ident or _identity()
    work = os.path.realpath(tempfile.mkdtemp(prefix="vsg-w-"))
    home = os.path.realpath(tempfile.mkdtemp(prefix="vsg-h-"))
    try:
        with _SPAWN_LOCK:
            proc, out_r, err_r, in_w = _spawn(case, work, home, ident)
        try:
            out, err = _communicate(out_r, err_r, in_w, case.stdin or b"", time.monotonic() + TIMEOUT_SECONDS)
        except (TimeoutError, OverflowError) as exc:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
            why = (
                f"timed out after {TIMEOUT_SECONDS:g}s"
                if isinstance(exc, TimeoutError)
                else f"wrote more than {MAX_OUTPUT_BYTES} bytes"
            )
            raise RecordError(f"{case.file}:{case.line}: {case.name}: {why}") from None
        proc.wait()
        # Background jobs the case left behind must not outlive it.
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        status = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
        return Recording(
            name=case.name,
            digest=case.digest,
            stdout=normalise(out, work, home),
            stderr=normalise(err, work, home),
            status=status,
            tree=snapshot(work, work, home),
        )
    finally:
        _remove(work)
        _remove(home)


def _spawn(case: Case, work: str, home: str, ident: _Identity) -> tuple[subprocess.Popen[bytes], int, int, int]:
    """Materialise the fixture and start bash; returns the process and our ends of its pipes."""
    materialise(case.fixture, work)
    _chown_tree(work, ident)
    _chown_tree(home, ident)
    env = dict(BASE_ENV, HOME=home)
    # Our own pipes, owned by bash's user: bash reopens /dev/stdout, /dev/stderr and /dev/stdin
    # through /proc, which checks the pipe's owner.
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    in_r, in_w = os.pipe() if case.stdin is not None else (os.open(os.devnull, os.O_RDONLY), -1)
    for fd in (out_w, err_w, in_r):
        if ident.uid is not None and ident.gid is not None and fd >= 0:
            os.fchown(fd, ident.uid, ident.gid)
    try:
        proc = subprocess.Popen(
            ["bash", *case.args, "-c", case.script],
            executable=BASH,
            cwd=work,
            env=env,
            stdin=in_r,
            stdout=out_w,
            stderr=err_w,
            umask=0o022,
            user=ident.uid,
            group=ident.gid,
            extra_groups=[] if ident.uid is not None else None,
            start_new_session=True,
        )
    except BaseException:
        _close(out_r, err_r, in_w)
        raise
    finally:
        _close(out_w, err_w, in_r)
    return proc, out_r, err_r, in_w


def _close(*fds: int) -> None:
    for fd in fds:
        if fd >= 0:
            os.close(fd)


def _communicate(out_r: int, err_r: int, in_w: int, data: bytes, deadline: float) -> tuple[bytes, bytes]:
    """Feed stdin and drain stdout/stderr until both reach EOF.

    Raises TimeoutError past the deadline and OverflowError past MAX_OUTPUT_BYTES.

    Takes ownership of the three fds and closes each exactly once (other threads reuse fd numbers).
    EOF means every holder of the write ends closed them, including background jobs of the case.
    """
    chunks: dict[int, list[bytes]] = {out_r: [], err_r: []}
    sel = selectors.DefaultSelector()
    sel.register(out_r, selectors.EVENT_READ)
    sel.register(err_r, selectors.EVENT_READ)
    pending = memoryview(data)
    if in_w >= 0 and pending:
        os.set_blocking(in_w, False)
        sel.register(in_w, selectors.EVENT_WRITE)
    elif in_w >= 0:
        os.close(in_w)
        in_w = -1
    open_reads = 2
    total = 0
    try:
        while open_reads:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            for key, _ in sel.select(left):
                fd = int(key.fd)
                if fd == in_w:
                    try:
                        pending = pending[os.write(in_w, pending) :]
                    except BrokenPipeError:
                        pending = pending[:0]
                    if not pending:
                        sel.unregister(in_w)
                        os.close(in_w)
                        in_w = -1
                    continue
                block = os.read(fd, 65536)
                if block:
                    chunks[fd].append(block)
                    total += len(block)
                    if total > MAX_OUTPUT_BYTES:
                        raise OverflowError
                else:
                    sel.unregister(fd)
                    open_reads -= 1
    finally:
        sel.close()
        _close(out_r, err_r, in_w)
    return b"".join(chunks[out_r]), b"".join(chunks[err_r])


def _differences(a: Recording, b: Recording) -> list[str]:
    return [f for f in ("stdout", "stderr", "status", "tree") if getattr(a, f) != getattr(b, f)]


def record_case(case: Case, ident: _Identity | None = None) -> Recording:
    """Run a case twice; return the recording, or raise RecordError if the runs differ."""
    first = run_once(case, ident)
    second = run_once(case, ident)
    diff = _differences(first, second)
    if diff:
        raise RecordError(f"{case.file}:{case.line}: {case.name}: nondeterministic ({', '.join(diff)} differ)")
    return first


def tool_versions() -> dict[str, str]:
    """First line of each tool's --version under the recording environment."""
    versions: dict[str, str] = {}
    env = dict(BASE_ENV, HOME="/")
    for name, argv in TOOLS.items():
        try:
            out = subprocess.run(argv, env=env, capture_output=True, timeout=10, check=False).stdout
            versions[name] = out.decode("utf-8", "replace").split("\n", 1)[0].strip()
        except (OSError, subprocess.TimeoutExpired):
            versions[name] = "missing"
    return versions


@dataclass(frozen=True, slots=True)
class FileResult:
    """The outcome of recording one case file."""

    case_file: Path
    recorded: int
    refused: list[str]


def record_files(
    files: Sequence[Path], *, check: bool = False, workers: int | None = None, log: Callable[[str], None] = print
) -> list[FileResult]:
    """Record (or with check=True compare) every case of the given files in parallel."""
    ident = _identity()
    tools = tool_versions()
    parsed: list[tuple[Path, list[Case]]] = [(f, load_cases(f)) for f in files]
    jobs = [c for _, cases in parsed for c in cases]
    results: dict[tuple[str, str], Recording | RecordError] = {}

    def work(case: Case) -> None:
        try:
            results[(case.file, case.name)] = record_case(case, ident)
        except RecordError as exc:
            results[(case.file, case.name)] = exc
        except OSError as exc:
            # e.g. a case left a file the recorder cannot read back; report it as that case's problem.
            results[(case.file, case.name)] = RecordError(f"{case.file}:{case.line}: {case.name}: {exc}")

    with ThreadPoolExecutor(max_workers=workers or (os.cpu_count() or 2) * 2) as pool:
        list(pool.map(work, jobs))

    outcome: list[FileResult] = []
    for case_file, cases in parsed:
        recordings: dict[str, Recording] = {}
        refused: list[str] = []
        for c in cases:
            r = results[(c.file, c.name)]
            if isinstance(r, RecordError):
                refused.append(str(r))
                log(f"REFUSED {r}")
            else:
                recordings[c.name] = r
        out_path = recording_path(case_file)
        source = cases[0].file if cases else str(case_file)
        if check:
            refused.extend(_compare(out_path, recordings, log))
        else:
            out_path.parent.mkdir(parents=True, exist_ok=True)
            out_path.write_text(dump_recorded_file(RecordedFile(source, tools, recordings)), encoding="utf-8")
        outcome.append(FileResult(case_file, len(recordings), refused))
    return outcome


def _compare(out_path: Path, fresh: dict[str, Recording], log: Callable[[str], None]) -> list[str]:
    """--check: every fresh recording must equal the stored one."""
    problems: list[str] = []
    if not out_path.exists():
        problems.append(f"{out_path}: no recording")
    else:
        stored = load_recorded_file(out_path).recordings
        for name, rec in fresh.items():
            old = stored.get(name)
            if old is None:
                problems.append(f"{out_path}: {name}: not recorded")
            elif old.digest != rec.digest:
                problems.append(f"{out_path}: {name}: stale (case changed)")
            elif diff := _differences(old, rec):
                problems.append(f"{out_path}: {name}: bash now differs in {', '.join(diff)}")
        for name in stored.keys() - fresh.keys():
            problems.append(f"{out_path}: {name}: recorded but no longer a case")
    for p in problems:
        log(f"MISMATCH {p}")
    return problems


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point; exit status 1 when any case was refused or (--check) differs."""
    parser = argparse.ArgumentParser(prog="python -m vshell.golden.record", description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="case files (golden/cases/*.test.sh)")
    parser.add_argument("--all", action="store_true", help="every case file in golden/cases")
    parser.add_argument("--check", action="store_true", help="compare with the stored recordings; write nothing")
    parser.add_argument("-j", "--jobs", type=int, default=None, help="parallel cases (default: 2 x CPUs)")
    ns = parser.parse_args(argv)
    files: list[Path] = all_case_files() if ns.all else list(ns.files)
    if not files:
        parser.error("give case files or --all")
    start = time.monotonic()
    try:
        results = record_files(files, check=ns.check, workers=ns.jobs)
    except (CaseFormatError, OSError, ValueError) as exc:
        print(f"vshell.golden.record: {exc}", file=sys.stderr)
        return 2
    total = sum(r.recorded for r in results)
    bad = sum(len(r.refused) for r in results)
    for r in results:
        print(f"{r.case_file}: {r.recorded} cases" + (f", {len(r.refused)} refused" if r.refused else ""))
    verb = "checked" if ns.check else "recorded"
    print(f"{verb} {total} cases in {len(results)} files, {bad} problems, {time.monotonic() - start:.1f}s")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
