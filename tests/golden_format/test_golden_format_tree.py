"""Fixtures materialise exactly; snapshots round-trip; recordings survive dump and load."""

from __future__ import annotations

import os
from pathlib import Path

from vshell.golden.format import (
    RecordedFile,
    Recording,
    decode_bytes,
    dump_recorded_file,
    encode_bytes,
    fixture_tree,
    load_recorded_file,
    load_recordings,
    materialise,
    normalise,
    parse_cases,
    snapshot,
)

CASE = """\
#### tree
## file: a/b/c.txt
## | hello
## file-nonl: run.sh
## | echo hi
## mode: run.sh 755
## dir: empty
## dir: locked
## mode: locked 555
## symlink: a/link -> b/c.txt
## symlink: dangling -> nowhere
:
"""


def test_materialise_creates_exactly_the_fixture(tmp_path: Path) -> None:
    (case,) = parse_cases(CASE)
    materialise(case.fixture, tmp_path)
    assert (tmp_path / "a/b/c.txt").read_bytes() == b"hello\n"
    assert (tmp_path / "run.sh").read_bytes() == b"echo hi"
    assert os.stat(tmp_path / "run.sh").st_mode & 0o777 == 0o755
    assert os.stat(tmp_path / "a/b/c.txt").st_mode & 0o777 == 0o644 & ~_umask()
    assert os.stat(tmp_path / "locked").st_mode & 0o777 == 0o555
    assert os.readlink(tmp_path / "a/link") == "b/c.txt"
    assert os.readlink(tmp_path / "dangling") == "nowhere"
    assert sorted(os.listdir(tmp_path)) == ["a", "dangling", "empty", "locked", "run.sh"]
    os.chmod(tmp_path / "locked", 0o755)


def _umask() -> int:
    old = os.umask(0o022)
    os.umask(old)
    return old


def test_snapshot_equals_fixture_tree(tmp_path: Path) -> None:
    (case,) = parse_cases(CASE)
    materialise(case.fixture, tmp_path)
    expected = {
        "a": {"type": "dir"},
        "a/b": {"type": "dir"},
        "a/b/c.txt": {"type": "file", "content": "hello\n", "exec": False},
        "a/link": {"type": "symlink", "target": "b/c.txt"},
        "dangling": {"type": "symlink", "target": "nowhere"},
        "empty": {"type": "dir"},
        "locked": {"type": "dir"},
        "run.sh": {"type": "file", "content": "echo hi", "exec": True},
    }
    assert snapshot(tmp_path) == expected
    assert fixture_tree(case.fixture) == expected
    os.chmod(tmp_path / "locked", 0o755)


def test_snapshot_does_not_follow_symlinks_and_keeps_binary(tmp_path: Path) -> None:
    (tmp_path / "d").mkdir()
    (tmp_path / "d/bin").write_bytes(b"\xff\x00")
    os.symlink(str(tmp_path / "d"), tmp_path / "loop")
    tree = snapshot(tmp_path, tmp_path, tmp_path / "nohome")
    assert tree == {
        "d": {"type": "dir"},
        "d/bin": {"type": "file", "content": {"b64": "/wA="}, "exec": False},
        "loop": {"type": "symlink", "target": "@WORK@/d"},
    }


def test_normalise_longest_path_first() -> None:
    data = b"/t/w /t/w/h /t/wx"
    assert normalise(data, "/t/w", "/t/w/h") == b"@WORK@ @HOME@ @WORK@x"


def test_bytes_encoding_round_trip() -> None:
    for data in (b"", b"plain\n", "é".encode(), b"\xff\xfe", b"a\x00b"):
        assert decode_bytes(encode_bytes(data)) == data
    assert encode_bytes(b"\xff") == {"b64": "/w=="}


def test_recorded_file_round_trip(tmp_path: Path) -> None:
    odd_name = os.fsdecode(b"n\xffame")
    rec = Recording(
        name="c",
        digest="0" * 64,
        stdout=b"out\n",
        stderr=b"\xff",
        status=3,
        tree={odd_name: {"type": "file", "content": "é", "exec": False}},
    )
    rf = RecordedFile(source="golden/cases/x.test.sh", tools={"bash": "5.2"}, recordings={"c": rec})
    path = tmp_path / "x.json"
    path.write_text(dump_recorded_file(rf), encoding="utf-8")
    assert load_recorded_file(path) == rf
    assert load_recordings(path) == {"c": rec}
    assert dump_recorded_file(load_recorded_file(path)) == path.read_text(encoding="utf-8")
