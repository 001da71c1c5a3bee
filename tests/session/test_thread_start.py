"""A host that cannot give a thread its stack (an address-space cap) ends the run out of memory, never as an
internal error (status 70), whichever thread it was: the run's worker, a pipeline stage, a background job."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from vshell.limits import STATUS_LIMIT
from vshell.session import EndedBy, Session


@pytest.fixture
def refuse(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Threads whose name starts with one of the listed prefixes fail to start as under RLIMIT_AS."""
    prefixes: list[str] = []
    real = threading.Thread.start

    def start(self: threading.Thread) -> None:
        if any(self.name.startswith(p) for p in prefixes):
            raise RuntimeError("can't start new thread")
        real(self)

    monkeypatch.setattr(threading.Thread, "start", start)
    yield prefixes


@pytest.mark.parametrize(("prefix", "script"), [("vshell-run", "echo hi"), ("vshell-stage", "echo hi | cat"),
                                                ("vshell-job", "sleep 0 & wait")])
def test_a_thread_without_a_stack_is_out_of_memory(tmp_path: Path, refuse: list[str], prefix: str,
                                                   script: str) -> None:
    refuse.append(prefix)
    r = Session([str(tmp_path)]).run(script)
    assert (r.status, r.ended_by) == (STATUS_LIMIT, EndedBy.LIMIT), r.stderr
    assert b"out of memory" in r.stderr


def test_no_memory_watcher_thread_still_runs(tmp_path: Path, refuse: list[str]) -> None:
    refuse.append("vshell-memwatch")
    r = Session([str(tmp_path)]).run("echo hi")
    assert (r.status, r.stdout) == (0, b"hi\n")
