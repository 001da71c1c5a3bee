"""Every misc command answers a bogus option as its GNU (or util-linux/vim) original does, and never raises."""

from __future__ import annotations

import io
import random

import pytest

from tests.coreutils_misc.harness import make_fs, run
from vshell.command import lookup
from vshell.limits import Limits, RunAborted

# Commands using the shared getopt_long parser, with their usage-error status.
GETOPT = {
    "env": 125, "printenv": 2, "seq": 1, "sleep": 1, "tee": 1, "yes": 1, "mktemp": 1, "date": 1, "timeout": 125,
    "uname": 1, "whoami": 1, "id": 1, "nproc": 1, "md5sum": 1, "sha1sum": 1, "sha224sum": 1, "sha256sum": 1,
    "sha384sum": 1, "sha512sum": 1, "b2sum": 1, "cksum": 1, "base64": 1, "base32": 1, "od": 1, "truncate": 1,
    "split": 1, "install": 1, "sync": 1, "chown": 1, "chgrp": 1, "tty": 2, "sort": 2, "uniq": 1, "cut": 1,
    "tr": 1, "tac": 1, "paste": 1, "comm": 1, "join": 1, "fold": 1, "expand": 1, "unexpand": 1, "nl": 1,
    "shuf": 1, "nice": 125, "nohup": 125, "factor": 1, "logname": 1, "groups": 1, "arch": 1,
}
# Commands whose originals ignore options or parse them their own way.
OWN_PARSING = ["true", "false", "echo", "printf", "test", "[", "dd", "getconf", "which", "xxd", "expr"]
OTHERS = ["hostname", "clear", "hexdump", "file", "rev", "column"]


@pytest.mark.parametrize(("name", "status"), sorted(GETOPT.items()))
def test_bogus_long_and_short_options(name: str, status: int) -> None:
    r = run([name, "--bogus-option"])
    assert (r.out, r.status) == (b"", status)
    assert r.err == (f"{name}: unrecognized option '--bogus-option'\n"
                     f"Try '{name} --help' for more information.\n").encode()
    r = run([name, "-\u00e7"])
    assert r.status == status
    assert r.err.startswith(f"{name}: invalid option -- ".encode())


@pytest.mark.parametrize("name", sorted(GETOPT) + OTHERS)
def test_help_prints_usage(name: str) -> None:
    r = run([name, "--help"])
    assert r.status == 0 and r.out.startswith(b"Usage: ")


def test_every_misc_command_is_registered() -> None:
    for name in [*GETOPT, *OWN_PARSING, *OTHERS]:
        assert lookup(name) is not None, name


def test_true_ignores_options_and_false_fails() -> None:
    assert run(["true", "--bogus"]).status == 0
    assert run(["false", "--bogus"]).status == 1


def test_dd_and_which_report_their_own_way() -> None:
    r = run(["dd", "--bogus"])
    assert (r.err, r.status) == ("dd: unrecognized operand ‘--bogus’\nTry 'dd --help' for more information.\n".encode(), 1)
    r = run(["which", "-x"])
    assert (r.out, r.err, r.status) == (b"Usage: /usr/bin/which [-a] args\n", b"Illegal option -x\n", 2)


_WORDS = ["-", "--", "-1", "0", "", "x", "-n", "1e9", "%", "%d", "a-z", "[:alpha:]", "-k", "1,2", "nofile", "f", "/",
          "-w", "999999999999999999999", "\\", "'", "-s", "+%s", "@", "-t", ",", "..", "-0", "--help=x"]


class _Pipe(io.RawIOBase):
    """stdout whose reader leaves after 64 KiB, so `seq 1e9` ends as it would in a pipeline to head."""

    def __init__(self) -> None:
        self.taken = 0

    def writable(self) -> bool:
        return True

    def write(self, b: bytes) -> int:  # type: ignore[override]
        if self.taken > 65536:
            raise BrokenPipeError(32, "Broken pipe")
        self.taken += len(b)
        return len(b)


@pytest.mark.parametrize("seed", range(3))
def test_awkward_arguments_end_with_a_status(seed: int) -> None:
    rng = random.Random(seed)
    names = sorted(set(GETOPT) | set(OWN_PARSING) | set(OTHERS) - {"yes", "sleep", "timeout", "nice", "nohup"})
    for name in names:
        for _ in range(8):
            argv = [name, *rng.sample(_WORDS, rng.randint(0, 4))]
            try:
                r = run(argv, fs=make_fs({"f": "some text\n"}), stdin=b"a b\n1 2\n", stdout=_Pipe(),  # type: ignore[arg-type]
                        limits=Limits(wall_time=2.0))
            except RunAborted:
                continue  # a limit ended it: also a clean end
            assert isinstance(r.status, int), argv
