"""FIFOs through a whole Session: blocked scripts end through the run's limits, and the commit refuses a FIFO.

A FIFO exists only in the overlay's memory (the disk never sees one); left in a
workspace it is refused by the commit stage as a special file, all-or-nothing,
with a message naming it; removed again it is no change at all; in /tmp it is
discarded with the scratch space.
"""

from __future__ import annotations

import os
import threading
import time
from pathlib import Path

from vshell import commit
from vshell.limits import Limits
from vshell.session import EndedBy, Session


def _ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    return os.path.realpath(root)


def test_a_fifo_left_in_the_workspace_is_refused_and_nothing_is_applied(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    s = Session([ws])
    r = s.run("mkfifo p; echo data > f")
    assert (r.status, r.stderr) == (0, b"")
    outcome = s.commit(commit.ApplyDirectly())
    assert not outcome.applied
    assert [(x.path, x.rule) for x in outcome.verdict.refusals] == [(f"{ws}/p", "special-file")]
    assert outcome.message == (
        "vshell: nothing was applied; 1 path was refused:\n"
        f"  {ws}/p: is a fifo (device files and FIFOs cannot be committed) [special-file]"
    )
    assert os.listdir(ws) == []
    # the changes stay pending: removing the FIFO makes the rest committable
    s.run("rm p")
    outcome = s.commit(commit.ApplyDirectly())
    assert outcome.applied, outcome.message
    assert sorted(os.listdir(ws)) == ["f"]


def test_a_fifo_made_and_removed_or_in_tmp_is_no_change(tmp_path: Path) -> None:
    ws = _ws(tmp_path)
    s = Session([ws])
    r = s.run("mkfifo p; rm p; mkfifo /tmp/q; echo x > /tmp/q & cat /tmp/q; wait")
    assert (r.stdout, r.status) == (b"x\n", 0)
    assert [c.path for c in r.changes.changes if c.in_mount] == []
    outcome = s.commit(commit.ApplyDirectly())
    assert (outcome.verdict.ok, outcome.verdict.refusals, outcome.verdict.discarded) == (True, (), ("/tmp/q",))


def test_a_reader_without_writer_ends_at_the_wall_time_limit(tmp_path: Path) -> None:
    s = Session([_ws(tmp_path)], limits=Limits(wall_time=0.5))
    r = s.run("mkfifo p; cat p; echo never")
    assert (r.ended_by, r.limit, r.stdout) == (EndedBy.LIMIT, "wall_time", b"")


def test_cancel_ends_a_writer_blocked_on_a_fifo(tmp_path: Path) -> None:
    s = Session([_ws(tmp_path)])
    t = threading.Thread(target=lambda: (time.sleep(0.3), s.cancel()))
    t.start()
    r = s.run("mkfifo p; echo x > p; echo never")
    t.join()
    assert (r.ended_by, r.stdout) == (EndedBy.CANCELLED, b"")


def test_a_job_left_blocked_on_a_fifo_does_not_hold_the_run(tmp_path: Path) -> None:
    s = Session([_ws(tmp_path)])
    r = s.run("mkfifo p; cat p & jobs; echo end")
    assert (r.stdout, r.status, r.ended_by) == (b"[1]+  Running                 cat p &\nend\n", 0, EndedBy.NORMAL)
    # the next run finds the FIFO idle: a new reader/writer pair works
    r = s.run("echo again > p & cat p; wait")
    assert (r.stdout, r.status) == (b"again\n", 0)


def test_kill_ends_a_job_blocked_opening_a_fifo(tmp_path: Path) -> None:
    s = Session([_ws(tmp_path)])
    r = s.run("mkfifo p; cat p & kill -HUP %1; wait %1; echo $?; kill -9 %1; echo $?")
    assert (r.stdout, r.stderr) == (b"129\n1\n", b"bash: line 1: kill: %1: no such job\n")


def test_a_reader_reopening_the_fifo_gets_each_writer_in_turn(tmp_path: Path) -> None:
    # GNU bash here prints "one\ntwo\n" and "a\nb\nc\n": a reader that saw its EOF closes before the next
    # writer pairs with it, however late its thread runs (the writer would otherwise feed a closing reader)
    s = Session([_ws(tmp_path)])
    r = s.run("mkfifo p; cat p p & echo one > p; echo two > p; wait")
    assert (r.stdout, r.status) == (b"one\ntwo\n", 0)
    r = s.run("for i in 1 2 3; do cat p; done & for i in a b c; do echo $i > p; done; wait")
    assert (r.stdout, r.status) == (b"a\nb\nc\n", 0)


def test_timeout_ends_a_command_blocked_on_a_fifo(tmp_path: Path) -> None:
    # GNU bash: "status 124" after a second
    s = Session([_ws(tmp_path)])
    r = s.run('mkfifo p; timeout 0.3 cat p; echo "status $?"')
    assert (r.stdout, r.ended_by) == (b"status 124\n", EndedBy.NORMAL)
