"""Session.run end to end: state between runs, copy-on-write, output limits, cancel, timeout, commit."""

from __future__ import annotations

import asyncio
import os
import threading
import time
from pathlib import Path

import pytest

from vshell.limits import STATUS_CANCELLED, STATUS_LIMIT, Limits
from vshell.session import AsyncSession, EndedBy, Session


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    (root / "src" / "a.txt").write_text("alpha\n")
    (root / "notes.txt").write_text("notes\n")
    return os.path.realpath(root)


def test_state_persists_between_runs(ws: str) -> None:
    s = Session([ws])
    first = s.run('x=42; f() { echo "f:$1"; }; cd src; false')
    assert (first.stdout, first.status) == (b"", 1)
    r = s.run('echo "$x $?"; f a; pwd')
    assert r.stdout == f"42 1\nf:a\n{ws}/src\n".encode()
    assert r.status == 0


def test_writes_stay_in_memory_until_commit(ws: str) -> None:
    s = Session([ws])
    r = s.run("echo new > b.txt; cat src/a.txt")
    assert r.stdout == b"alpha\n"
    assert not os.path.exists(f"{ws}/b.txt")
    assert [(c.path, c.kind.value) for c in r.changes.changes] == [(f"{ws}/b.txt", "added")]
    assert s.run("cat b.txt").stdout == b"new\n"


def test_commit_applies_and_rebases(ws: str) -> None:
    from vshell import commit

    s = Session([ws])
    s.run("echo changed > notes.txt")
    outcome = s.commit(commit.ApplyDirectly())
    assert outcome.applied, outcome.message
    assert Path(ws, "notes.txt").read_text() == "changed\n"
    assert not s.changes()
    assert s.run("cat notes.txt").stdout == b"changed\n"


def test_declined_review_discards(ws: str) -> None:
    from vshell import commit

    s = Session([ws])
    s.run("echo changed > notes.txt")
    outcome = s.commit(commit.CallbackReview(lambda review: False))
    assert not outcome.applied
    assert not s.changes()
    assert Path(ws, "notes.txt").read_text() == "notes\n"


def test_output_beyond_the_limit_is_counted_and_said(ws: str) -> None:
    s = Session([ws], limits=Limits(output_bytes=10))
    r = s.run("printf '%s' 0123456789abcdef")
    assert r.stdout == b"0123456789"
    assert r.stdout_dropped == 6
    assert r.stderr == b"vshell: stdout: 6 more bytes were not kept (output limit 10 bytes)\n"
    assert r.status == 0


def test_live_callbacks_stream_output(ws: str) -> None:
    got: list[bytes] = []
    Session([ws]).run("echo one; echo two >&2", on_stdout=got.append, on_stderr=got.append)
    assert b"".join(got) == b"one\ntwo\n"


def cancel_soon(s: Session, delay: float = 0.3) -> threading.Thread:
    t = threading.Thread(target=lambda: (time.sleep(delay), s.cancel()))
    t.start()
    return t


def test_cancel_stops_a_busy_loop_and_offers_nothing(ws: str) -> None:
    s = Session([ws])
    t = cancel_soon(s)
    r = s.run("echo x > new.txt; while :; do :; done")
    t.join()
    assert (r.ended_by, r.status) == (EndedBy.CANCELLED, STATUS_CANCELLED)
    assert r.stderr.endswith(b"vshell: cancelled\n")
    assert not r.changes
    assert not s.changes()  # its own write was undone (D-stopped-run)
    outcome = s.commit()
    assert (outcome.applied, outcome.message) == (False, "vshell: no changes to apply")
    assert not os.path.exists(f"{ws}/new.txt")
    assert s.run("echo ok; ls new.txt").stdout == b"ok\n"


def test_timeout_is_the_wall_time_limit(ws: str) -> None:
    r = Session([ws]).run("while :; do :; done", timeout=0.2)
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, "wall_time", STATUS_LIMIT)
    assert r.stderr == b"vshell: time limit of 0.2s exceeded\n"


def test_exit_then_a_fresh_shell(ws: str) -> None:
    s = Session([ws])
    r = s.run("exit 3")
    assert r.status == 3
    assert s.exited
    assert s.run("echo again").stdout == b"again\n"


def test_reset_forgets_state_and_changes(ws: str) -> None:
    s = Session([ws])
    s.run("y=1; echo z > z.txt")
    s.reset()
    r = s.run('echo "[$y]"; cat z.txt 2>/dev/null; echo $?')
    assert r.stdout == b"[]\n1\n"


def test_stdin_is_given_to_the_script(ws: str) -> None:
    assert Session([ws]).run("cat", stdin=b"piped\n").stdout == b"piped\n"


def test_async_session_runs_and_cancels(ws: str) -> None:
    async def main() -> tuple[bytes, bool]:
        a = AsyncSession([ws])
        r = await a.run("echo async")
        task = asyncio.create_task(a.run("while :; do :; done"))
        await asyncio.sleep(0.2)
        task.cancel()
        try:
            await task
        except asyncio.CancelledError:
            return r.stdout, True
        return r.stdout, False

    assert asyncio.run(main()) == (b"async\n", True)


def test_prompt_block_names_commands_and_limits(ws: str) -> None:
    text = Session([ws]).prompt_block()
    assert " cat " in text
    assert ws in text
    assert "command not found" in text
    assert "124" in text


def test_opening_a_workspace_recovers_an_interrupted_apply(ws: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A journal folder for this workspace in the state directory is handed to commit.recover before anything
    reads the folder; one inside the workspace is just a folder."""
    from vshell import commit
    from vshell.commit.journal import journal_dir, state_dir

    calls: list[str] = []
    monkeypatch.setattr(commit, "recover", lambda folder, state=None: calls.append(folder))
    Session([ws])
    os.mkdir(os.path.join(ws, ".vshell-journal"))
    Session([ws])
    assert calls == []
    os.makedirs(journal_dir(ws, state_dir()))
    Session([ws])
    assert calls == [ws]
