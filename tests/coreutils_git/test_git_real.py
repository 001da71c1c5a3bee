"""vshell's read-only git against real git, over repositories real git builds (merges, renames, tags,
binary files, a missing final newline, packed objects after ``git gc``, .gitignore, pending changes).

Each command runs in real git in the repository and in vshell over the same folder; stdout, stderr
and status must be the same.  Skips with one line when git is not installed.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from vshell.session import Session

GIT = shutil.which("git")
pytestmark = pytest.mark.skipif(GIT is None, reason="real git is not installed (the reference for vshell's git)")

ENV = {"GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "A U Thor", "GIT_AUTHOR_EMAIL": "author@example.com",
       "GIT_COMMITTER_NAME": "C O Mitter", "GIT_COMMITTER_EMAIL": "committer@example.com", "LC_ALL": "C.UTF-8",
       "TZ": "UTC", "PATH": "/usr/bin:/bin"}


def _git(repo: Path, *args: str, day: int = 1) -> None:
    env = {**ENV, "HOME": str(repo.parent), "GIT_AUTHOR_DATE": f"2020-01-{day:02d}T12:00:00Z",
           "GIT_COMMITTER_DATE": f"2020-01-{day:02d}T12:00:00Z"}
    subprocess.run([GIT or "git", *args], cwd=repo, env=env, check=True, capture_output=True)


def _build(repo: Path) -> None:
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main", ".")
    (repo / "big.txt").write_text("".join(f"{i}\n" for i in range(1, 31)))
    (repo / "code.py").write_text("def f():\n    return 1\n\nclass C:\n    pass\n")
    (repo / "blob.bin").write_bytes(b"bin\0ary")
    (repo / ".gitignore").write_text("*.log\nbuild/\n")
    (repo / "src").mkdir()
    (repo / "src" / "a.c").write_text("int a;\n")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "initial import\n\nwith a body line", day=1)
    _git(repo, "tag", "v1")
    _git(repo, "tag", "-a", "v1.1", "-m", "annotated", day=1)
    (repo / "big.txt").write_text("".join(f"{'fifteen' if i == 15 else i}\n" for i in range(1, 31)))
    (repo / "nonl.txt").write_text("no newline")
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "second", day=2)
    _git(repo, "checkout", "-q", "-b", "feature")
    (repo / "feat.txt").write_text("feat\n")
    _git(repo, "add", "feat.txt")
    _git(repo, "commit", "-q", "-m", "feature work", day=3)
    _git(repo, "checkout", "-q", "main")
    (repo / "big.txt").write_text("".join(f"{'three' if i == 3 else 'fifteen' if i == 15 else i}\n"
                                          for i in range(1, 31)))
    _git(repo, "commit", "-q", "-am", "main work", day=4)
    _git(repo, "merge", "-q", "--no-edit", "feature", day=5)
    _git(repo, "mv", "src/a.c", "src/b.c")
    os.chmod(repo / "code.py", 0o755)
    _git(repo, "add", ".")
    _git(repo, "commit", "-q", "-m", "rename and chmod", day=6)
    _git(repo, "gc", "-q")


@pytest.fixture(scope="module")
def repo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("gitrepo") / "r"
    _build(root)
    return root


def _pending(repo: Path) -> None:
    """Working-tree changes made on disk, as a person would have them before the session."""
    with open(repo / "code.py", "a") as f:
        f.write("extra\n")
    (repo / "blob.bin").write_bytes(b"bin\0ary2")
    (repo / "feat.txt").unlink()
    (repo / "x.log").write_text("log\n")
    (repo / "newdir" / "deep").mkdir(parents=True)
    (repo / "newdir" / "deep" / "q").write_text("q\n")
    (repo / "untracked.txt").write_text("u\n")
    _git(repo, "add", "blob.bin")


COMMANDS = [
    "git status", "git status -s", "git status --porcelain", "git diff", "git diff --stat", "git diff --cached",
    "git diff --cached --stat", "git diff HEAD", "git diff HEAD~2", "git diff HEAD~3 HEAD --stat",
    "git diff v1..HEAD --name-status", "git diff --name-only HEAD~1", "git diff HEAD~1 -- big.txt",
    "git log", "git log --oneline", "git log --stat -n 3", "git log -p -n 2", "git log --oneline -- big.txt",
    "git log -n 2 --format='%H %P %an <%ae> %ad %s'", "git log --format='%h|%cn|%ci|%as|%b' -n 3",
    "git show", "git show v1", "git show HEAD~1", "git show HEAD --stat", "git show v1.1",
    "git tag", "git branch", "git rev-parse HEAD", "git rev-parse --abbrev-ref HEAD", "git rev-parse v1.1^{}",
    "git rev-parse --show-toplevel", "git cat-file -p HEAD", "git cat-file -p v1.1", "git cat-file -t HEAD~1",
    "git cat-file -p HEAD^{tree}", "git ls-files", "git config --get core.bare", "git config --get user.name",
    "git grep -n fifteen", "git grep -l class", "git log nonexistent", "cd src && git status -s && git ls-files",
    "git blame big.txt", "git blame src/b.c", "git blame -s big.txt", "git blame -e --root big.txt",
    "git blame -l HEAD~1 -- big.txt", "git blame -n -f big.txt", "git blame -b HEAD code.py", "git blame nosuch",
    "git blame HEAD~9 big.txt", "git blame feat.txt", "cd src && git blame b.c", "git blame v1 -- big.txt",
]


@pytest.fixture(scope="module")
def dirty(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("gitdirty") / "r"
    _build(root)
    _pending(root)
    return root


def _real(repo: Path, script: str) -> tuple[str, str, int]:
    env = {**ENV, "HOME": str(repo.parent)}
    done = subprocess.run(["bash", "-c", script], cwd=repo, env=env, capture_output=True, text=True)
    return done.stdout, done.stderr, done.returncode


def _ours(repo: Path, script: str) -> tuple[str, str, int]:
    with Session([str(repo)]) as s:
        r = s.run(f"cd {repo} && {script}")
    return r.stdout.decode(), r.stderr.decode(), r.status


@pytest.mark.parametrize("script", COMMANDS)
def test_the_same_as_real_git_on_a_clean_tree(repo: Path, script: str) -> None:
    assert _ours(repo, script) == _real(repo, script)


@pytest.mark.parametrize("script", COMMANDS)
def test_the_same_as_real_git_with_changes_on_disk(dirty: Path, script: str) -> None:
    assert _ours(dirty, script) == _real(dirty, script)


@pytest.mark.parametrize("sub", ["add .", "commit -m x", "checkout main", "reset --hard", "stash", "merge feature",
                                 "rebase main", "push", "pull", "fetch", "clone x y", "init", "branch new",
                                 "tag v9", "config user.name x"])
def test_writing_subcommands_are_refused_in_one_line(repo: Path, sub: str) -> None:
    out, err, status = _ours(repo, f"git {sub}")
    assert (out, status) == ("", 1)
    assert err.count("\n") == 1 and "read-only" in err and "review" in err and ".git is never written" in err
