"""Running commands in the terminal, on pyte's screen: Ctrl+C, type-ahead, stdin from the keyboard, jobs.

Hand-checked against bash 5.2 in a terminal with PS1='$ ' (bash's own screens for the cases it can be
driven through the same way are in test_golden_screens.py).  Waiting is on the terminal's state,
never on a fixed time.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.screens import Screen


@pytest.fixture
def scr(tmp_path: Path) -> Iterator[Screen]:
    s = Screen(tmp_path, cols=40, rows=10)
    yield s
    s.close()


def test_command_output_and_prompt(scr: Screen) -> None:
    scr.keys("echo hello\r")
    assert scr.text() == "$ echo hello\nhello\n$"
    assert scr.cursor == (2, 2)


def test_prompt_starts_on_a_fresh_line_after_output_without_newline(scr: Screen) -> None:
    scr.keys("printf abc\r")
    assert scr.text() == "$ printf abc\nabc\n$"


def test_ctrl_c_at_the_prompt(scr: Screen) -> None:
    scr.keys("echo abc\x03")
    assert scr.text() == "$ echo abc^C\n$"
    scr.keys("echo $?\r")
    assert scr.text() == "$ echo abc^C\n$ echo $?\n130\n$"


@pytest.mark.parametrize(
    "command",
    [
        "while :; do :; done",
        "sleep 100",
        "yes | grep x",
        "echo aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa! | grep -E '^(a|aa)+$'",  # seconds of backtracking
    ],
)
def test_ctrl_c_stops_a_running_command(tmp_path: Path, command: str) -> None:
    s = Screen(tmp_path, cols=80, rows=10)
    try:
        s.keys(command + "\r", wait=False)
        s.wait_running()
        s.keys("\x03")
        assert s.text() == f"$ {command}\n^C\n$"
        assert s.cursor == (2, 2)
        s.keys("echo $?\r")
        assert s.text() == f"$ {command}\n^C\n$ echo $?\n130\n$"
    finally:
        s.close()


def test_type_ahead_runs_at_the_next_prompt(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("read -r x; echo got $x\r", wait=False)
        s.wait_running()
        # the first line answers `read`; the second is typed ahead for the prompt
        s.keys("one\recho two\r", wait=False)
        s.wait_text("two")
        s.wait()
        assert s.text() == "$ read -r x; echo got $x\none\necho two\ngot one\n$ echo two\ntwo\n$"
    finally:
        s.close()


def test_keys_after_enter_in_one_write_are_the_commands_input(scr: Screen) -> None:
    scr.keys("read -r x; echo got $x\rhello\r")
    assert scr.text() == "$ read -r x; echo got $x\nhello\ngot hello\n$"


def test_ctrl_c_drops_type_ahead(scr: Screen) -> None:
    scr.keys("sleep 100\r", wait=False)
    scr.wait_running()
    scr.keys("echo lost", wait=False)
    scr.keys("\x03")
    assert scr.text() == "$ sleep 100\necho lost^C\n$"
    assert scr.cursor == (2, 2)


def test_read_p_is_answered_from_the_keyboard(scr: Screen) -> None:
    scr.keys("read -p 'name? ' who; echo hi $who\r", wait=False)
    scr.wait(lambda: scr.lines()[1].startswith("name?"))
    scr.keys("bob\x7fb\x7fb\r")
    assert scr.text() == "$ read -p 'name? ' who; echo hi $who\nname? bob\nhi bob\n$"


def test_cat_reads_lines_until_ctrl_d(scr: Screen) -> None:
    scr.keys("cat\r", wait=False)
    scr.wait_running()
    scr.keys("one\r", wait=False)
    scr.wait(lambda: scr.lines().count("one") == 2)
    scr.keys("two\r\x04")
    assert scr.text() == "$ cat\none\none\ntwo\ntwo\n$"


def test_head_takes_one_line_and_leaves_the_rest(scr: Screen) -> None:
    scr.keys("head -1\r", wait=False)
    scr.wait_running()
    scr.keys("first\r")
    assert scr.text() == "$ head -1\nfirst\nfirst\n$"


def test_ctrl_c_interrupts_a_read(scr: Screen) -> None:
    scr.keys("read x\r", wait=False)
    scr.wait_running()
    scr.keys("par\x03")
    assert scr.text() == "$ read x\npar^C\n$"


def test_commands_see_a_terminal(scr: Screen) -> None:
    scr.keys("[ -t 0 ] && [ -t 1 ] && echo yes; tty\r")
    scr.keys("echo $TERM $COLUMNS $LINES\r")
    assert scr.text() == (
        "$ [ -t 0 ] && [ -t 1 ] && echo yes; tty\nyes\n/dev/pts/0\n"
        "$ echo $TERM $COLUMNS $LINES\nxterm-256color 40 10\n$"
    )


def test_piped_output_is_not_a_terminal(scr: Screen) -> None:
    scr.keys("{ [ -t 1 ]&&echo t||echo p; }|cat\r")
    assert scr.text() == "$ { [ -t 1 ]&&echo t||echo p; }|cat\np\n$"


def test_columns_follow_a_resize(scr: Screen) -> None:
    scr.screen.resize(10, 30)
    scr.term.resize(30, 10)
    scr.keys("echo $COLUMNS\r")
    assert scr.lines()[:2] == ["$ echo $COLUMNS", "30"]


@pytest.mark.parametrize(
    ("cols", "expected"),
    [
        (40, ["alpha.txt    delta.txt    golf.txt", "bravo.txt    echo.txt     hotel.txt", "charlie.txt  foxtrot.txt"]),
        (60, ["alpha.txt  charlie.txt  echo.txt     golf.txt", "bravo.txt  delta.txt    foxtrot.txt  hotel.txt"]),
    ],
)
def test_ls_lays_out_columns_for_the_width(tmp_path: Path, cols: int, expected: list[str]) -> None:
    """The layouts are GNU ls 9's (``COLUMNS=40 ls -C`` and ``COLUMNS=60 ls -C`` over the same names)."""
    for name in ("alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"):
        (tmp_path / f"{name}.txt").write_text("x\n")
    s = Screen(tmp_path, cols=cols, rows=10)
    try:
        s.keys("ls\r")
        assert s.lines()[1 : 1 + len(expected)] == expected
        assert s.lines()[1 + len(expected)] == "$"
    finally:
        s.close()


def test_ls_colours_directories(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("ls --color=auto\r")
        cell = s.screen.buffer[1][0]
        assert s.lines()[1] == "sub"
        assert cell.fg == "blue" and cell.bold
    finally:
        s.close()


def test_background_job_done_notice(scr: Screen) -> None:
    scr.keys("sleep 0.05 &\r")
    job = scr.session.shell.interp.jobs[0]
    assert scr.text() == "$ sleep 0.05 &\n[1] 4244\n$"
    job.done.wait(10)
    scr.keys("\r")
    assert scr.text() == "$ sleep 0.05 &\n[1] 4244\n$\n[1]+  Done                    sleep 0.05\n$"


def test_job_output_at_the_prompt_redraws_the_line(scr: Screen) -> None:
    scr.keys("(sleep 0.05; echo from-job) &\r")
    scr.keys("echo abc\x02")
    scr.wait(lambda: scr.lines()[2] == "from-job")
    assert scr.text() == "$ (sleep 0.05; echo from-job) &\n[1] 4244\nfrom-job\n$ echo abc"
    assert scr.cursor == (3, 9)


def test_fg_waits_and_ctrl_c_stops_the_job(scr: Screen) -> None:
    scr.keys("sleep 100 &\r")
    scr.keys("fg\r", wait=False)
    scr.wait(lambda: scr.lines()[3] == "sleep 100")
    scr.keys("\x03")
    scr.keys("jobs\r")
    assert scr.text() == "$ sleep 100 &\n[1] 4244\n$ fg\nsleep 100\n^C\n$ jobs\n$"
