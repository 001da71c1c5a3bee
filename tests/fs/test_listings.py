"""Listings follow the disk between runs (issue 17): what a person creates or deletes meanwhile shows up as it is.

A lower directory's listing is compared with the disk once per run, by its
inode and mtime_ns, and re-read when they moved; what the script itself
changed wins over the disk, and the commit still refuses a conflict.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from vshell.commit import ApplyDirectly
from vshell.session import Session


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "sub").mkdir(parents=True)
    for name in ("a.txt", "b.txt"):
        (root / "sub" / name).write_bytes(name.encode() + b"\n")
    return root


def test_a_file_created_and_one_deleted_on_disk_between_runs_show_up(ws: Path) -> None:
    s = Session([str(ws)])
    assert s.run("ls sub; echo sub/*").stdout == b"a.txt\nb.txt\nsub/a.txt sub/b.txt\n"
    (ws / "sub" / "new.txt").write_bytes(b"made by the person\n")
    os.unlink(ws / "sub" / "a.txt")
    r = s.run("ls sub; echo sub/*; find . -type f | sort; cat sub/new.txt; cat sub/a.txt")
    assert r.stdout == (
        b"b.txt\nnew.txt\nsub/b.txt sub/new.txt\n./sub/b.txt\n./sub/new.txt\nmade by the person\n"
    )
    assert r.stderr == b"cat: sub/a.txt: No such file or directory\n"
    assert not r.changes


def test_a_file_replaced_on_disk_shows_its_new_size(ws: Path) -> None:
    s = Session([str(ws)])
    assert s.run("wc -c < sub/a.txt").stdout == b"6\n"
    (ws / "sub" / "a.txt.tmp").write_bytes(b"a longer text\n")
    os.replace(ws / "sub" / "a.txt.tmp", ws / "sub" / "a.txt")  # an editor's save
    assert s.run("stat -c %s sub/a.txt; cat sub/a.txt").stdout == b"14\na longer text\n"


def test_what_the_script_changed_wins_over_the_disk(ws: Path) -> None:
    s = Session([str(ws)])
    s.run("rm sub/a.txt; echo mine > sub/b.txt; echo script > sub/both.txt")
    (ws / "sub" / "other.txt").write_bytes(b"disk\n")
    (ws / "sub" / "both.txt").write_bytes(b"disk\n")
    os.unlink(ws / "sub" / "b.txt")
    r = s.run("ls sub; cat sub/b.txt sub/both.txt")
    assert r.stdout == b"b.txt\nboth.txt\nother.txt\nmine\nscript\n"
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert sorted((r.path, r.rule) for r in outcome.verdict.refusals) == [
        (f"{ws}/sub/b.txt", "changed-on-disk"),
        (f"{ws}/sub/both.txt", "changed-on-disk"),
    ]
    assert sorted(os.listdir(ws / "sub")) == ["a.txt", "both.txt", "other.txt"]
