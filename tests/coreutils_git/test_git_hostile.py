"""A hostile repository stays confined and bounded, and the agent's everyday loop agrees with real git."""

from __future__ import annotations

import os
import shutil
import subprocess
import zlib
from pathlib import Path

import pytest

from vshell.session import Session

GIT = shutil.which("git")
needs_git = pytest.mark.skipif(GIT is None, reason="real git is not installed (the reference for vshell's git)")
ENV = {"GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@x", "GIT_COMMITTER_NAME": "A",
       "GIT_COMMITTER_EMAIL": "a@x", "GIT_AUTHOR_DATE": "2020-01-01T00:00:00Z",
       "GIT_COMMITTER_DATE": "2020-01-01T00:00:00Z", "LC_ALL": "C.UTF-8", "PATH": "/usr/bin:/bin"}


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run([GIT or "git", *args], cwd=repo, env={**ENV, "HOME": str(repo.parent)}, check=True,
                          capture_output=True, text=True)
    return done.stdout


def _repo(tmp_path: Path) -> Path:
    repo = tmp_path / "ws"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main", ".")
    (repo / "a.txt").write_text("one\ntwo\nthree\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "first")
    return repo


def _run(ws: Path, script: str) -> tuple[str, str, int]:
    with Session([str(ws)]) as s:
        r = s.run(f"cd {ws} && {script}")
    return r.stdout.decode(), r.stderr.decode(), r.status


@needs_git
def test_a_git_dir_whose_links_lead_out_reads_nothing_outside(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    secret = _repo(outside)
    (secret / "a.txt").write_text("TOP SECRET\n")
    ws = tmp_path / "ws2"
    ws.mkdir()
    (ws / ".git").symlink_to(secret / ".git")
    out, err, status = _run(ws, "git log; git show HEAD:a.txt; git cat-file -p HEAD; git status")
    assert "first" not in out and "SECRET" not in out
    assert "fatal: not a git repository" in err and status == 128


@needs_git
def test_refs_and_objects_linked_out_are_not_followed(tmp_path: Path) -> None:
    (tmp_path / "o").mkdir()
    outside = _repo(tmp_path / "o")
    ws = tmp_path / "w"
    ws.mkdir()
    shutil.copytree(outside / ".git", ws / ".git")
    shutil.rmtree(ws / ".git" / "objects")
    (ws / ".git" / "objects").symlink_to(outside / ".git" / "objects")
    out, err, status = _run(ws, "git log --oneline")
    assert out == "" and status == 128 and err.startswith("fatal: ")


@needs_git
def test_a_corrupt_pack_and_a_zlib_bomb_are_clean_errors(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    _git(repo, "gc", "-q")
    (pack,) = (repo / ".git" / "objects" / "pack").glob("*.pack")
    data = bytearray(pack.read_bytes())
    for i in range(40, len(data) - 20, 7):
        data[i] ^= 0x5A
    os.chmod(pack, 0o644)
    pack.write_bytes(bytes(data))
    _out, err, status = _run(repo, "git log")
    assert status == 128 and err.startswith("fatal: ") and "Traceback" not in err
    head = "ab" * 20
    bomb = repo / ".git" / "objects" / head[:2]
    bomb.mkdir(exist_ok=True)
    (bomb / head[2:]).write_bytes(zlib.compress(b"blob 999999999999\0" + b"\0" * (80 << 20), 9))
    _out, err, status = _run(repo, f"git cat-file -p {head}")
    assert status == 128 and "too large" in err


@needs_git
def test_git_diff_after_sed_shows_exactly_the_overlay_change(tmp_path: Path) -> None:
    repo = _repo(tmp_path)
    theirs = tmp_path / "theirs"
    shutil.copytree(repo, theirs)
    script = "sed -i s/two/2/ a.txt && git diff && git status -s"
    real = subprocess.run(["bash", "-c", script], cwd=theirs, env={**ENV, "HOME": str(tmp_path)},
                          capture_output=True, text=True)
    out, err, status = _run(repo, script)
    assert (out, err, status) == (real.stdout, real.stderr, real.returncode)
    assert "-two\n+2\n" in out
    assert (repo / "a.txt").read_text() == "one\ntwo\nthree\n"  # nothing reached the disk


@needs_git
@pytest.mark.skipif(shutil.which("patch") is None, reason="GNU patch is not installed (the reference for patch)")
def test_patch_then_git_diff_stat_agrees_with_real_patch_and_git(tmp_path: Path) -> None:
    (tmp_path / "x").mkdir()
    ours = _repo(tmp_path / "x")
    theirs = tmp_path / "theirs"
    shutil.copytree(ours, theirs)
    fix = ("diff --git a/a.txt b/a.txt\n--- a/a.txt\n+++ b/a.txt\n@@ -1,3 +1,4 @@\n one\n-two\n+TWO\n three\n"
           "+four\ndiff --git a/new.txt b/new.txt\nnew file mode 100644\n--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1 @@\n"
           "+hello\n")
    for where in (ours, theirs):
        (where / "fix.diff").write_text(fix)
    real = subprocess.run(["bash", "-c", "patch -p1 < fix.diff > /dev/null && git diff --stat && git status -s"],
                          cwd=theirs, env={**ENV, "HOME": str(tmp_path)}, capture_output=True, text=True)
    with Session([str(ours)]) as s:
        r = s.run(f"cd {ours} && patch -p1 < fix.diff > /dev/null && git diff --stat && git status -s")
    assert r.status == 0 and real.returncode == 0
    assert r.stdout.decode() == real.stdout
