"""Streaming pipelines: early readers end writers (SIGPIPE status 141), bounded buffers."""

from __future__ import annotations

import threading

from tests.interp.conftest import Runner
from vshell.interp.pipes import make_pipe
from vshell.limits import Budget, Limits


def test_pipestatus_of_writer_killed_by_sigpipe(run: Runner) -> None:
    # bash 5.2: `yes | head -1; echo ${PIPESTATUS[@]}` prints y then "141 0"
    assert run("yes | head -1; echo ${PIPESTATUS[@]}") == ("y\n141 0\n", "", 0)


def test_infinite_loop_into_head_ends(run: Runner) -> None:
    assert run("while :; do echo; done | head -2") == ("\n\n", "", 0)


def test_pipe_reader_sees_eof_and_writer_gets_epipe() -> None:
    reader, writer = make_pipe(8, Budget(Limits()))
    writer.write(b"abc")
    writer.close()
    assert reader.read() == b"abc"
    r2, w2 = make_pipe(8, Budget(Limits()))
    r2.close()
    try:
        w2.write(b"x")
    except BrokenPipeError:
        pass
    else:
        raise AssertionError("write after the reader closed must raise BrokenPipeError")


def test_writer_blocks_when_full_until_read() -> None:
    reader, writer = make_pipe(4, Budget(Limits()))
    done = threading.Event()

    def produce() -> None:
        writer.write(b"12345678")
        writer.close()
        done.set()

    t = threading.Thread(target=produce)
    t.start()
    assert not done.wait(0.1)  # 8 bytes do not fit in 4
    assert reader.read() == b"12345678"
    t.join(2)
    assert done.is_set()
