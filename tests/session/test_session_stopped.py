"""A stopped run (timeout, cancel, limit) undoes its own writes only (NOTES.md D-stopped-run).

The earlier runs' changes stay pending and committable; the stopped run's
jobs and pipeline stages are undone too, and a descriptor an earlier run
opened keeps naming the same file.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vshell.limits import Limits
from vshell.session import EndedBy, Session


def tree(root: str) -> dict[str, str]:
    """Every file below ``root`` (relative path -> text) and every directory (-> '/')."""
    out: dict[str, str] = {}
    for d, dirs, files in os.walk(root):
        for n in dirs:
            out[os.path.relpath(os.path.join(d, n), root)] = "/"
        for n in files:
            out[os.path.relpath(os.path.join(d, n), root)] = Path(d, n).read_text()
    return out


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    (root / "src").mkdir(parents=True)
    for name in ("a", "b", "c", "d"):
        (root / f"{name}.txt").write_text(f"{name}\n")
    (root / "src" / "main.c").write_text("int main;\n")
    return os.path.realpath(root)


LOOP = "while :; do :; done"


def stop_by_timeout(s: Session, script: str) -> None:
    r = s.run(f"{script}; {LOOP}", timeout=0.3)
    assert (r.ended_by, r.limit, r.status) == (EndedBy.LIMIT, "wall_time", 124)


def test_three_edits_a_timed_out_run_and_a_fourth_edit_commit_the_four_edits(ws: str) -> None:
    s = Session([ws], approvals="full")
    for name in ("a", "b", "c"):
        assert s.run(f"echo edited >> {name}.txt").status == 0
    stop_by_timeout(s, "echo stopped > stopped.txt; echo more >> a.txt; rm b.txt; mkdir newdir; mv src moved")
    assert s.run("echo edited >> d.txt").status == 0
    outcome = s.commit()
    assert (outcome.applied, outcome.message) == (True, "vshell: applied 4 changes")
    assert tree(ws) == {
        "a.txt": "a\nedited\n",
        "b.txt": "b\nedited\n",
        "c.txt": "c\nedited\n",
        "d.txt": "d\nedited\n",
        "src": "/",
        "src/main.c": "int main;\n",
    }


def test_the_result_and_the_model_text_say_what_was_undone_and_what_is_pending(ws: str) -> None:
    s = Session([ws])
    s.run("echo x >> a.txt; echo new > n.txt")
    r = s.run(f"echo y > stopped.txt; rm a.txt; {LOOP}", timeout=0.3)
    assert sorted((c.path, c.kind.value) for c in r.changes.changes) == [
        (f"{ws}/a.txt", "modified"),
        (f"{ws}/n.txt", "added"),
    ]
    assert r.for_model().endswith(
        "[exit status: 124]\n[stopped: vshell: time limit of 0.3s exceeded; the run's own file changes were undone; "
        "2 earlier changes are still pending (1 added, 1 modified)]"
    )
    assert s.last_stopped == "vshell: time limit of 0.3s exceeded"
    assert "its own file changes\nundone; the changes of earlier commands stay pending" in s.prompt_block()
    fresh = Session([ws])
    alone = fresh.run(f"echo y > stopped.txt; {LOOP}", timeout=0.3)
    assert alone.for_model().endswith("the run's own file changes were undone; no earlier changes are pending]")


def test_a_cancelled_run_is_undone(ws: str) -> None:
    s = Session([ws])
    s.run("echo kept > kept.txt")

    def cancel_at_go(data: bytes) -> None:
        if b"go" in data:
            s.cancel()

    r = s.run(f"echo lost > lost.txt; chmod 600 c.txt; echo go; {LOOP}", on_stdout=cancel_at_go)
    assert r.ended_by is EndedBy.CANCELLED
    assert s.run("cat kept.txt; ls lost.txt; stat -c %a c.txt").stdout == b"kept\n644\n"
    assert [c.path for c in s.changes().changes] == [f"{ws}/kept.txt"]


def test_a_run_ended_by_another_limit_is_undone(ws: str) -> None:
    s = Session([ws], limits=Limits(overlay_files=20))
    s.run("touch first")
    r = s.run("for i in $(seq 100); do touch f$i; done")
    assert (r.ended_by, r.limit) == (EndedBy.LIMIT, "overlay_files")
    assert [c.path for c in s.changes().changes] == [f"{ws}/first"]
    assert s.run("for i in $(seq 15); do touch g$i; done").status == 0  # the undone entries no longer count


def test_background_jobs_and_pipeline_stages_of_a_stopped_run_are_undone(ws: str) -> None:
    s = Session([ws])
    s.run("echo before > before.txt")
    stop_by_timeout(
        s,
        "{ while :; do echo j >> job.txt; done; } & "
        "yes | while read -r l; do echo p >> pipe.txt; done & "
        "seq 1 100000 | while read -r n; do echo $n > last.txt; done",
    )
    assert [c.path for c in s.changes().changes] == [f"{ws}/before.txt"]
    r = s.run("ls; cat before.txt")
    assert r.stdout == b"a.txt\nb.txt\nbefore.txt\nc.txt\nd.txt\nsrc\nbefore\n"


def test_a_descriptor_opened_earlier_names_the_same_file_after_the_undo(ws: str) -> None:
    s = Session([ws], approvals="full")
    s.run("exec 3>>log.txt; echo one >&3; exec 4>>a.txt")
    stop_by_timeout(s, "echo two >&3; echo lost >&4")
    s.run("echo three >&3; echo kept >&4")
    assert s.commit().applied
    assert (Path(ws, "log.txt").read_text(), Path(ws, "a.txt").read_text()) == ("one\nthree\n", "a\nkept\n")


def test_what_an_earlier_run_changed_is_put_back_as_that_run_left_it(ws: str) -> None:
    s = Session([ws])
    s.run("echo one > a.txt; mkdir -p d/e; echo f > d/e/f.txt; chmod +x b.txt; ln -s a.txt link")
    before = s.run("find . -newer src -o -name '*' | sort; cat a.txt d/e/f.txt; stat -c %a b.txt; readlink link")
    stop_by_timeout(s, "echo two >> a.txt; rm -r d; chmod -x b.txt; rm link; ln -s c.txt link; mv c.txt cc.txt")
    after = s.run("find . -newer src -o -name '*' | sort; cat a.txt d/e/f.txt; stat -c %a b.txt; readlink link")
    assert after.stdout == before.stdout
    assert sorted(c.path for c in s.changes().changes) == [
        f"{ws}/a.txt",
        f"{ws}/b.txt",
        f"{ws}/d",
        f"{ws}/d/e",
        f"{ws}/d/e/f.txt",
        f"{ws}/link",
    ]


def test_a_commit_right_after_a_stop_applies_the_earlier_changes(ws: str) -> None:
    s = Session([ws], approvals="full")
    s.run("echo early > early.txt")
    stop_by_timeout(s, "echo late > late.txt")
    assert s.commit().applied
    assert sorted(os.listdir(ws)) == ["a.txt", "b.txt", "c.txt", "d.txt", "early.txt", "src"]


def test_the_result_says_whether_the_stopped_run_had_changed_files(ws: str) -> None:
    s = Session([ws])
    quiet = s.run(f"cat a.txt; {LOOP}", timeout=0.3)
    wrote = s.run(f"touch t; {LOOP}", timeout=0.3)
    assert (quiet.undone, wrote.undone, s.run("ls t").status) == (False, True, 2)
