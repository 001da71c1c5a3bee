"""Tab completion, the review and OSC 8 links, on pyte's screen.

Completion screens are hand-checked against bash 5.2's readline (PS1='$ ', default inputrc); the
review and the links are vshell's own (no bash counterpart) and are checked against the disk.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.screens import Screen
from vshell.terminal import ReviewRequest


@pytest.fixture
def ws(tmp_path: Path) -> Path:
    (tmp_path / "notes.txt").write_text("one\ntwo\n")
    (tmp_path / "docs").mkdir()
    (tmp_path / "my file.txt").write_text("x\n")
    return tmp_path


@pytest.fixture
def scr(ws: Path) -> Iterator[Screen]:
    s = Screen(ws, cols=40, rows=12)
    yield s
    s.close()


def test_tab_completes_a_unique_file_and_adds_a_space(scr: Screen) -> None:
    scr.keys("cat no\t")
    assert scr.text() == "$ cat notes.txt"
    assert scr.cursor == (0, 16)


def test_tab_completes_a_directory_with_a_slash(scr: Screen) -> None:
    scr.keys("cd do\t")
    assert scr.text() == "$ cd docs/"


def test_tab_quotes_special_characters(scr: Screen) -> None:
    scr.keys("cat my\t")
    assert scr.text() == "$ cat my\\ file.txt"
    scr.keys("\x15cat 'my\t")
    assert scr.text() == "$ cat 'my file.txt'"


def test_tab_completes_commands_and_variables(scr: Screen) -> None:
    scr.keys("hostn\t")
    assert scr.text() == "$ hostname"
    scr.keys("\x15echo $HOM\t")
    assert scr.text() == "$ echo $HOME"


def test_second_tab_lists_candidates_in_columns(scr: Screen) -> None:
    scr.keys("echo \t")
    assert scr.text() == "$ echo"  # the first Tab only rings the bell: nothing in common to add
    scr.keys("\t")
    assert scr.text() == "$ echo\ndocs/        my file.txt  notes.txt\n$ echo"
    assert scr.cursor == (2, 7)


def test_common_prefix_first(tmp_path: Path) -> None:
    for name in ("report-2023.txt", "report-2024.txt"):
        (tmp_path / name).write_text("x\n")
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("cat r\t")
        assert s.text() == "$ cat report-202"
        s.keys("\t")  # readline lists only on a Tab after one that changed nothing
        assert s.text() == "$ cat report-202"
        s.keys("\t")
        assert s.text() == "$ cat report-202\nreport-2023.txt  report-2024.txt\n$ cat report-202"
    finally:
        s.close()


def test_many_candidates_ask_before_listing(tmp_path: Path) -> None:
    for i in range(120):
        (tmp_path / f"f{i:03d}").write_text("")
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("cat f\t\t")
        assert s.text() == "$ cat f\nDisplay all 120 possibilities? (y or n)"
        s.keys("n")
        assert s.text() == "$ cat f\nDisplay all 120 possibilities? (y or n)\n$ cat f"
        s.keys("\t\ty")
        # 6 columns of 6 cells fit in 40, sorted down the columns: 20 rows
        assert s.text().splitlines()[-3:] == ["f018  f038  f058  f078  f098  f118", "f019  f039  f059  f079  f099  f119", "$ cat f"]
    finally:
        s.close()


def _review_screen(s: Screen) -> list[str]:
    return s.text().splitlines()


def test_review_yes_applies(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12)
    try:
        s.keys("echo three >> notes.txt\r")
        assert s.text() == (
            "$ echo three >> notes.txt\n modified  notes.txt | +1 -0 +\n"
            " 1 path changed, 1 insertion(+), 0 deletions(-)\nApply? [y/N/d]"
        )
        assert (ws / "notes.txt").read_text() == "one\ntwo\n"
        s.keys("y")
        assert s.text().splitlines()[-2:] == ["vshell: applied 1 change", "$"]
        assert (ws / "notes.txt").read_text() == "one\ntwo\nthree\n"
    finally:
        s.close()


def test_review_no_discards(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12)
    try:
        s.keys("rm notes.txt\r").keys("n")
        assert s.text().splitlines()[-3:] == ["Apply? [y/N/d] n", "vshell: changes discarded; nothing was applied", "$"]
        assert (ws / "notes.txt").exists()
        s.keys("cat notes.txt\r")
        assert s.text().splitlines()[-3:] == ["one", "two", "$"]
    finally:
        s.close()


def test_review_d_shows_the_coloured_diff_paged(ws: Path) -> None:
    (ws / "long.txt").write_text("".join(f"line {i}\n" for i in range(30)))
    s = Screen(ws, cols=60, rows=8)
    try:
        s.keys("sed -i 's/line/LINE/' long.txt\r").keys("d")
        rows = s.lines()
        assert rows == [
            "diff --git a/long.txt b/long.txt", "--- a/long.txt", "+++ b/long.txt", "@@ -1,30 +1,30 @@",
            "-line 0", "-line 1", "-line 2", "--More--",
        ]  # fmt: skip
        assert s.screen.buffer[4][0].fg == "red" and s.screen.buffer[0][0].bold
        s.keys(" ")
        assert s.lines()[-1] == "--More--"
        s.keys("q")
        assert s.text().splitlines()[-1] == "Apply? [y/N/d]"
        s.keys("\r")
        assert (ws / "long.txt").read_text().startswith("line 0")
    finally:
        s.close()


def test_refused_change_lists_the_reason_and_applies_nothing(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12)
    try:
        s.keys("mkdir .git; echo x > .git/config\r")
        text = s.text()
        assert "vshell: nothing was applied; 1 path was refused:" in text or "paths were refused" in text
        assert ".git" in text
        assert s.term.state == "prompt"
        assert not (ws / ".git").exists()
    finally:
        s.close()


def test_type_ahead_never_answers_the_review(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12)
    try:
        s.keys("sleep 0.2; echo x > new.txt\r", wait=False)
        s.wait_running()
        s.keys("y", wait=False)
        s.wait(lambda: s.term.state == "review")
        assert s.text().splitlines()[-1] == "Apply? [y/N/d]"
        s.keys("n")
        assert not (ws / "new.txt").exists()
        assert s.text().splitlines()[-1] == "$ y"  # the typed-ahead key waits for the prompt
    finally:
        s.close()


def test_host_callback_decides_later(ws: Path) -> None:
    asked: list[ReviewRequest] = []
    s = Screen(ws, cols=60, rows=12, review=asked.append)
    try:
        s.keys("echo new > added.txt\r")
        assert s.term.state == "review"
        assert len(asked) == 1 and "added.txt" in asked[0].summary and "+new" in asked[0].diff()
        assert not (ws / "added.txt").exists()
        threading.Thread(target=asked[0].decide, args=(True,)).start()
        s.wait(lambda: s.term.state == "prompt")
        assert (ws / "added.txt").read_text() == "new\n"
        assert s.text().splitlines()[-2:] == ["vshell: applied 1 change", "$"]
    finally:
        s.close()


def test_host_callback_answer_at_once(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12, review=lambda request: False)
    try:
        s.keys("echo new > added.txt\r")
        assert not (ws / "added.txt").exists()
        assert s.text().splitlines()[-2:] == ["vshell: changes discarded; nothing was applied", "$"]
    finally:
        s.close()


def test_modes_apply_and_dry_run(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12, mode="apply")
    try:
        s.keys("echo a > a.txt\r")
        assert (ws / "a.txt").read_text() == "a\n"
    finally:
        s.close()
    d = Screen(ws, cols=60, rows=12, mode="dry-run")
    try:
        d.keys("echo b > b.txt\r").keys("cat b.txt\r")
        assert d.text().splitlines()[-2:] == ["b", "$"]
        d.keys("\x04")
        assert "vshell: not applied:" in d.text()
        assert not (ws / "b.txt").exists()
    finally:
        d.close()


def test_links_for_existing_files_only(ws: Path) -> None:
    urls: list[tuple[str, int | None, int | None]] = []

    def link(path: str, line: int | None, col: int | None) -> str:
        urls.append((path, line, col))
        return f"https://host.example/open?p={path}&l={line}&c={col}"

    s = Screen(ws, cols=60, rows=12, link_url=link)
    try:
        s.keys("echo notes.txt:2:3 missing.txt docs/ notes.txt\r")
        drawn = "".join(s.raw)
        links = re.findall(r"\x1b\]8;;([^\x1b]*)\x1b\\([^\x1b]*)\x1b\]8;;\x1b\\", drawn)
        assert links == [
            (f"https://host.example/open?p={ws}/notes.txt&l=2&c=3", "notes.txt:2:3"),
            (f"https://host.example/open?p={ws}/notes.txt&l=None&c=None", "notes.txt"),
        ]
        assert s.lines()[1] == "notes.txt:2:3 missing.txt docs/ notes.txt"
    finally:
        s.close()


def test_default_link_is_a_file_url_with_line_and_column(ws: Path) -> None:
    s = Screen(ws, cols=60, rows=12)
    try:
        s.keys("echo notes.txt:12:3\r")
        assert f"\x1b]8;;file://{ws}/notes.txt#L12C3\x1b\\notes.txt:12:3\x1b]8;;\x1b\\" in "".join(s.raw)
    finally:
        s.close()
