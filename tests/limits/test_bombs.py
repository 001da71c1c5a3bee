"""The bombs: each ends within its limits, and the process stays under 1 GiB.
Cancellation from another thread ends each kind of long run (no timing is asserted)."""

from __future__ import annotations

import os
import resource
import threading
import time
from pathlib import Path

import pytest

from vshell.command import lookup
from vshell.limits import STATUS_CANCELLED, Limits
from vshell.session import EndedBy, Result, Session

GIB = 1 << 30


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    return os.path.realpath(root)


def peak_rss() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


# name -> (script, limits, how it must end: a limit field, or None for a normal end, with expected stdout)
BOMBS: dict[str, tuple[str, dict[str, object], str | None]] = {
    "fork-bomb": (":(){ :|:& };:", {"wall_time": 5.0}, "any"),
    "infinite-recursion": ("f(){ f; }; f", {}, "function_depth"),
    "eval-recursion": ('s=\'eval "$s"\'; eval "$s"', {}, "subst_depth"),
    "brace-1e8": ("echo {1..100000000}", {}, "brace_words"),
    "string-doubling": ("x=a; while :; do x=$x$x; done", {"memory_bytes": 128 << 20}, "string_length|memory_bytes"),
    "arith-2-pow-99999999": ("echo $(( 2**99999999 ))", {}, None),
    "printf-width-2e9": ("printf '%*s' 2000000000", {}, "string_length"),
    "head-10G-zero": ("head -c 10G /dev/zero > f", {}, "file_size"),
    "many-files-loop": ("for ((i=0;i<1000000;i++)); do : > f$i; done", {"overlay_files": 500}, "overlay_files"),
}


@pytest.mark.parametrize("name", sorted(BOMBS))
def test_bomb_ends_within_its_limits(ws: str, name: str) -> None:
    script, limits, ending = BOMBS[name]
    s = Session([ws], limits=Limits(**limits))  # type: ignore[arg-type]
    r = s.run(script)
    if ending is None:
        assert r.ended_by is EndedBy.NORMAL
    elif ending != "any":
        assert r.ended_by is EndedBy.LIMIT, r.stderr[-300:]
        assert r.limit in ending.split("|")
        assert not r.changes
    assert peak_rss() < GIB


def test_ten_thousand_nested_substitutions(ws: str) -> None:
    """10,000 nested $( ) are refused (parser nesting or $( ) depth), with a message, never a crash."""
    r = Session([ws]).run("echo " + "$(" * 10_000 + "echo hi" + ")" * 10_000)
    assert r.status != 0
    assert r.stdout == b""
    assert r.stderr.strip()
    assert r.ended_by in (EndedBy.NORMAL, EndedBy.LIMIT)
    assert peak_rss() < GIB


@pytest.mark.deep
def test_touch_a_million_files(ws: str) -> None:
    """`touch f{1..1000000}`: a million words (the brace limit exactly), then the overlay's file limit."""
    r = Session([ws], limits=Limits(wall_time=120)).run("touch f{1..1000000}")
    assert r.ended_by is EndedBy.LIMIT
    assert r.limit in ("overlay_files", "wall_time")
    assert peak_rss() < GIB


def run_and_cancel(s: Session, script: str, delay: float = 0.3, **kw: object) -> Result:
    box: list[Result] = []
    worker = threading.Thread(target=lambda: box.append(s.run(script, **kw)))  # type: ignore[arg-type]
    worker.start()
    time.sleep(delay)
    s.cancel()
    worker.join(30)
    assert not worker.is_alive(), "cancel did not end the run"
    return box[0]


CANCELLABLE = {
    "busy-loop": ("while true; do :; done", None),
    "blocked-pipeline": ("yes | sleep 100", "sleep"),
    "sleep-100": ("sleep 100", "sleep"),
    "slow-regex": ("x=$(printf 'a%.0s' {1..40}); [[ ${x}! =~ ^(a|a)*$ ]]", None),
    "huge-sort": ("seq 1 10000000 | sort -r | head -1", "sort"),
    "endless-stream": ("cat /dev/zero > /dev/null", None),
    "endless-pipe": ("yes | cat > /dev/null", None),
}


@pytest.mark.parametrize("name", sorted(CANCELLABLE))
def test_cancel_ends_the_run(ws: str, name: str) -> None:
    script, needs = CANCELLABLE[name]
    assert needs is None or lookup(needs) is not None, f"the {needs} command is not registered"
    s = Session([ws], limits=Limits(regex_seconds=600.0, wall_time=600.0))
    r = run_and_cancel(s, script)
    assert (r.ended_by, r.status) == (EndedBy.CANCELLED, STATUS_CANCELLED)
    assert r.stderr.endswith(b"vshell: cancelled\n")
