"""Line editing on a real VT emulator's screen (pyte): each binding, the whole screen and the cursor.

Expected screens here are hand-checked against bash 5.2's readline in emacs mode (PS1='$ ');
the ones bash can be driven to the same way are also recorded from bash (test_golden_screens.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.screens import Screen


@pytest.fixture
def scr(tmp_path: Path) -> Iterator[Screen]:
    s = Screen(tmp_path)
    yield s
    s.close()


LEFT, RIGHT, HOME, END, DEL = "\x1b[D", "\x1b[C", "\x1b[H", "\x1b[F", "\x1b[3~"
C_LEFT, C_RIGHT = "\x1b[1;5D", "\x1b[1;5C"


@pytest.mark.parametrize(
    ("keys", "line", "col"),
    [
        ("abc", "$ abc", 5),
        ("abd" + LEFT + "c", "$ abcd", 5),
        ("bc" + HOME + "a", "$ abc", 3),
        ("bc\x01a", "$ abc", 3),
        ("ab\x01\x05c", "$ abc", 5),
        ("ab" + HOME + END + "c", "$ abc", 5),
        ("ac\x02b", "$ abc", 4),
        ("ac\x02\x02\x06b", "$ abc", 4),
        ("abc" + LEFT + RIGHT + "d", "$ abcd", 6),
        ("one two\x1bbX", "$ one Xtwo", 7),
        ("one two\x01\x1bfX", "$ oneX two", 6),
        ("one two three" + C_LEFT + C_LEFT + "X", "$ one Xtwo three", 7),
        ("one two" + HOME + C_RIGHT + "X", "$ oneX two", 6),
        ("abc\x7f", "$ ab", 4),
        ("abc" + LEFT + "\x7f", "$ ac", 3),
        ("abc\x01" + DEL, "$ bc", 2),
        ("abc\x01\x04", "$ bc", 2),
        ("one two\x02\x02\x0b", "$ one t", 7),
        ("one two\x02\x02\x15", "$ wo", 2),
        ("one two three\x17", "$ one two", 10),
        ("one two three\x17\x17", "$ one", 6),
        ("one two\x01\x1bd", "$  two", 2),
        ("one two\x17\x01\x19 ", "$ two one", 6),
        ("ab\x14", "$ ba", 4),
        ("abc\x02\x14", "$ acb", 5),
        ("one\x17two\x19\x19", "$ twooneone", 11),
        ("zq\tb", "$ zqb", 5),  # Tab with nothing to complete rings the bell, inserts nothing
        ("x\x1b[Zy", "$ xy", 4),  # an unknown key (Shift+Tab) is ignored
        ("x\x1b[99;9~y\x1bOzw\x1b[?1;2cq", "$ xywq", 6),  # unknown sequences are never inserted
    ],
)
def test_binding(scr: Screen, keys: str, line: str, col: int) -> None:
    scr.keys(keys)
    assert scr.text() == line
    assert scr.cursor == (0, col)


def test_ctrl_k_and_yank_join_consecutive_kills(scr: Screen) -> None:
    scr.keys("aa bb cc\x1bb\x1bb\x0b\x01\x19\x19")
    assert scr.text() == "$ bb ccbb ccaa"
    assert scr.cursor == (0, 12)


def test_ctrl_l_clears_and_keeps_the_line(scr: Screen) -> None:
    scr.keys("echo one\r")
    scr.keys("echo two\x02\x0c")
    assert scr.text() == "$ echo two"
    assert scr.cursor == (0, 9)


def test_ctrl_d_on_empty_line_ends_the_shell(scr: Screen) -> None:
    scr.keys("\x04")
    assert scr.text() == "$ exit"
    assert scr.term.state == "closed"
    assert scr.term.exit_status == 0


def test_wrapping_long_line_stays_editable(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=10, rows=8)
    try:
        s.keys("echo 0123456789abc")
        assert s.text() == "$ echo 012\n3456789abc"
        assert s.cursor == (2, 0)
        s.keys("\x01\x06\x06\x06\x06X")
        assert s.text() == "$ echoX 01\n23456789ab\nc"
        assert s.cursor == (0, 7)
        s.keys("\x05\x7f\x7f")
        assert s.text() == "$ echoX 01\n23456789a"
        assert s.cursor == (1, 9)
        s.keys("\r")
        assert s.text() == "$ echoX 01\n23456789a\nbash: echo\nX: command\n not found\n$"
    finally:
        s.close()


def test_wide_characters_never_straddle_the_margin(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=10, rows=5)
    try:
        s.keys("echo 漢字漢字")
        # "$ echo " takes 7 cells, 漢 8-9, 字 would need 10-11: it goes to the next row
        assert s.lines()[:2] == ["$ echo 漢", "字漢字"]
        assert s.cursor == (1, 6)
        s.keys("\x02\x02\x7f")
        assert s.lines()[:2] == ["$ echo 漢", "漢字"]
        assert s.cursor == (1, 0)
    finally:
        s.close()


def test_resize_redraws_the_line(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=20, rows=5)
    try:
        s.keys("echo 漢字 and more text")
        assert s.lines()[:2] == ["$ echo 漢字 and more", " text"]
        s.screen.resize(5, 12)
        s.term.resize(12, 5)
        # "$ echo 漢字 " fills the 12 columns exactly
        assert s.lines()[:3] == ["$ echo 漢字", "and more tex", "t"]
        assert s.cursor == (2, 1)
        s.keys("\r")
        assert s.lines() == ["and more tex", "t", "漢字 and mor", "e text", "$"]
    finally:
        s.close()


def test_combining_marks_take_no_cell_and_move_with_their_letter(scr: Screen) -> None:
    scr.keys("e\u0301x\x02\x02y")
    assert scr.lines()[0] == "$ y\u00e9x"  # pyte joins the mark to its letter (NFC)
    assert scr.cursor == (0, 3)


def test_bidi_and_invisible_characters_are_shown_as_markers(scr: Screen) -> None:
    scr.keys("echo a\u202eb\u200bc")
    assert scr.text() == "$ echo a<U+202E>b<U+200B>c"
    assert scr.cursor == (0, 26)
