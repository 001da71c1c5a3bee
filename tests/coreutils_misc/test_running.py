"""Commands that run or wait: env, timeout, sleep, yes, tee, mktemp."""

from __future__ import annotations

import io
import re
import threading

import pytest

from tests.coreutils_misc.harness import make_fs, run
from vshell.limits import Cancelled, LimitExceeded, Limits


def test_env_runs_a_registered_command_with_the_new_environment() -> None:
    assert run(["env", "-i", "A=1", "printenv", "A"]).out == b"1\n"
    r = run(["env", "nosuch"])
    assert (r.err, r.status) == ("env: ‘nosuch’: No such file or directory\n".encode(), 127)


def test_env_refuses_shell_builtins_like_real_env() -> None:
    r = run(["env", "cd", "/"])
    assert (r.err, r.status) == ("env: ‘cd’: No such file or directory\n".encode(), 127)


def test_timeout_turns_its_own_deadline_into_124() -> None:
    r = run("timeout 0.05 sleep 5")
    assert (r.out, r.err, r.status) == (b"", b"", 124)
    assert run("timeout -s KILL 0.05 sleep 5").status == 137
    assert run("timeout --preserve-status 0.05 sleep 5").status == 143
    assert run("timeout 5 seq 2").out == b"1\n2\n"


def test_timeout_does_not_swallow_the_runs_own_limit() -> None:
    with pytest.raises(LimitExceeded):
        run("timeout 10 sleep 5", limits=Limits(wall_time=0.1))


def test_sleep_obeys_the_wall_time_limit() -> None:
    with pytest.raises(LimitExceeded):
        run("sleep 1d", limits=Limits(wall_time=0.1))


def test_sleep_units_and_errors() -> None:
    assert run("sleep 0.01 .001m 0s").status == 0
    r = run("sleep 1x")
    assert r.err == "sleep: invalid time interval ‘1x’\nTry 'sleep --help' for more information.\n".encode()


class _ClosingPipe(io.RawIOBase):
    """A pipe whose reader goes away after ``limit`` bytes."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.taken = 0

    def writable(self) -> bool:
        return True

    def write(self, b: bytes) -> int:  # type: ignore[override]
        if self.taken >= self.limit:
            raise BrokenPipeError(32, "Broken pipe")
        self.taken += len(b)
        return len(b)


def test_yes_stops_when_the_reader_goes_away() -> None:
    pipe = _ClosingPipe(100_000)
    r = run("yes", stdout=pipe)  # type: ignore[arg-type]
    assert r.status == 141
    assert pipe.taken >= 100_000


def test_yes_is_cancellable() -> None:
    cancel = threading.Event()
    cancel.set()
    with pytest.raises(Cancelled):
        run("yes", stdout=_ClosingPipe(1 << 40), cancel=cancel)  # type: ignore[arg-type]


def test_tee_writes_every_file_and_treats_dash_as_a_name() -> None:
    fs = make_fs()
    r = run("tee a -", fs=fs, stdin=b"hi\n")
    assert r.out == b"hi\n"
    assert fs.read_bytes("/w/a") == b"hi\n" and fs.read_bytes("/w/-") == b"hi\n"
    r = run("tee -a a /w", fs=fs, stdin=b"x\n")
    assert (r.err, r.status) == (b"tee: /w: Is a directory\n", 1)
    assert fs.read_bytes("/w/a") == b"hi\nx\n"


def test_mktemp_creates_private_files_and_directories() -> None:
    fs = make_fs()
    r = run("mktemp", fs=fs)
    assert re.fullmatch(rb"/tmp/tmp\.[A-Za-z0-9]{10}\n", r.out)
    assert fs.stat(r.out.decode().strip()).mode == 0o600
    r = run("mktemp -d -p /w fooXXXX", fs=fs)
    assert re.fullmatch(rb"/w/foo[A-Za-z0-9]{4}\n", r.out)
    assert fs.stat(r.out.decode().strip()).mode == 0o700
    r = run("mktemp fooXX", fs=fs)
    assert (r.err, r.status) == ("mktemp: too few X's in template ‘fooXX’\n".encode(), 1)


def test_shuf_permutes_and_samples() -> None:
    r = run("shuf -i 1-10")
    assert sorted(r.out.split()) == sorted(str(i).encode() for i in range(1, 11))
    r = run("shuf -n 2 -e a b c")
    assert len(r.out.split()) == 2 and set(r.out.split()) <= {b"a", b"b", b"c"}
    r = run("shuf -r -n 5 -i 7-7")
    assert r.out == b"7\n" * 5
