"""The commit stage behind the real producers of change sets: the overlay, and the ``vshell`` CLI.

Each test skips (with the reason) only while the other helper's module does not exist yet.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from commit_ws import WS, snapshot

from vshell.commit import ApplyDirectly, Policy, commit_changes, recover
from vshell.fs.overlay import Overlay

ROOT = Path(__file__).resolve().parent.parent.parent


def overlay_of(ws: WS) -> Overlay:
    return Overlay([ws.root])


def test_file_edited_on_disk_while_a_command_runs_is_refused_and_the_edit_survives(ws: WS) -> None:
    ws.put("notes.txt", b"draft\n")
    ov = overlay_of(ws)
    path = ws.path("notes.txt")
    ov.write_bytes(path, ov.read_bytes(path).replace(b"draft", b"final"))  # the command: sed -i s/draft/final/
    ws.put("notes.txt", b"draft\nthe person typed this meanwhile\n")  # the person saves in an editor
    outcome = commit_changes(ov.changes(), policy=Policy(), review=ApplyDirectly())
    assert not outcome.applied
    assert [(r.path, r.rule) for r in outcome.verdict.refusals] == [(path, "changed-on-disk")]
    assert snapshot(ws.root) == {"notes.txt": ("file", 0o644, b"draft\nthe person typed this meanwhile\n")}


def test_overlay_changes_of_every_kind_apply_exactly(ws: WS) -> None:
    ws.put("a.txt", b"a\n")
    ws.put("run.sh", b"echo\n", 0o644)
    ws.put("old/x.txt", b"x\n")
    ws.put("README.md", b"# r\n")
    ov = overlay_of(ws)
    ov.mkdir(ws.path("new"))
    ov.mkdir(ws.path("new/deep"))
    ov.write_bytes(ws.path("new/deep/n.txt"), b"n\n")
    ov.write_bytes(ws.path("a.txt"), b"A\n")
    ov.chmod(ws.path("run.sh"), 0o755)
    ov.unlink(ws.path("old/x.txt"))
    ov.rmdir(ws.path("old"))
    ov.rename(ws.path("README.md"), ws.path("DOCS.md"))
    ov.symlink("a.txt", ws.path("link"))
    outcome = commit_changes(ov.changes(), policy=Policy(), review=ApplyDirectly())
    assert outcome.applied, outcome.message
    assert snapshot(ws.root) == {
        "a.txt": ("file", 0o644, b"A\n"),
        "run.sh": ("file", 0o755, b"echo\n"),
        "new": ("dir", 0o755),
        "new/deep": ("dir", 0o755),
        "new/deep/n.txt": ("file", 0o644, b"n\n"),
        "DOCS.md": ("file", 0o644, b"# r\n"),
        "link": ("symlink", "a.txt"),
    }
    assert recover(ws.root) is None


def _vshell(ws: WS, command: str, answer: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "vshell", "--review", "-c", command],
        input=answer,
        capture_output=True,
        text=True,
        cwd=ws.root,
        env=env,
        timeout=120,
    )


REVIEW = """\
 modified  f | +1 -1 +-
 1 path changed, 1 insertion(+), 1 deletion(-)

diff --git a/f b/f
--- a/f
+++ b/f
@@ -1,2 +1,2 @@
-a1
+b1
 c2

 modified  f | +1 -1 +-
 1 path changed, 1 insertion(+), 1 deletion(-)
Apply this change to the workspace? [y/N/d] {answer}
"""


def test_cli_review_shows_the_diff_and_applies_on_yes(ws: WS) -> None:
    ws.put("f", b"a1\nc2\n")
    done = _vshell(ws, "sed -i s/a/b/ f", "y\n")
    assert (done.returncode, done.stdout) == (0, "")
    assert done.stderr == REVIEW.format(answer="y") + "vshell: applied 1 change\n"
    assert snapshot(ws.root) == {"f": ("file", 0o644, b"b1\nc2\n")}


@pytest.mark.parametrize("answer", ["n\n", ""])
def test_cli_review_changes_nothing_on_no(ws: WS, answer: str) -> None:
    ws.put("f", b"a1\nc2\n")
    done = _vshell(ws, "sed -i s/a/b/ f", answer)
    assert done.returncode == 0
    assert done.stderr == REVIEW.format(answer=answer.strip()) + "vshell: changes discarded; nothing was applied\n"
    assert snapshot(ws.root) == {"f": ("file", 0o644, b"a1\nc2\n")}
