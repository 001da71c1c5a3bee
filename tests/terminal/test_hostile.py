"""Hostile output: what a command prints cannot retitle, query, reconfigure or overwrite the terminal.

Each case is printed by ``cat`` from a file; the screen is a real VT emulator (pyte).  For every case
the whole screen is checked (hand-derived: the text that may pass, nothing else), the window title
stays empty, the emulator typed nothing back (a query's reply would land in the prompt), its modes
are the ones it started with, and the only OSC strings drawn are the terminal's own marks, each with
this terminal's nonce.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.terminal.screens import Screen

CASES: list[tuple[str, bytes, list[str]]] = [
    # OSC strings: titles, links, clipboard, palette, marks, cwd
    ("osc0-title-bel", b"\x1b]0;pwned\x07ok\n", ["ok"]),
    ("osc2-title-st", b"\x1b]2;pwned\x1b\\ok\n", ["ok"]),
    ("osc1-icon", b"\x1b]1;icon\x07ok\n", ["ok"]),
    ("osc8-forged-link", b"\x1b]8;;http://evil.example/\x1b\\click\x1b]8;;\x1b\\\n", ["click"]),
    ("osc52-clipboard-set", b"\x1b]52;c;cm0gLXJmIH4K\x07ok\n", ["ok"]),
    ("osc52-clipboard-query", b"\x1b]52;c;?\x07ok\n", ["ok"]),
    ("osc4-palette", b"\x1b]4;1;rgb:ff/00/00\x07ok\n", ["ok"]),
    ("osc10-colour-query", b"\x1b]10;?\x07\x1b]11;?\x1b\\ok\n", ["ok"]),
    ("osc133-fake-end-mark", b"\x1b]133;D;0\x07\x1b]133;A\x07ok\n", ["ok"]),
    ("osc633-command-line", b"\x1b]633;E;rm -rf ~\x07ok\n", ["ok"]),
    ("osc7-cwd", b"\x1b]7;file:///etc\x07ok\n", ["ok"]),
    ("osc-unterminated", b"\x1b]0;no end\nhidden\n", []),
    ("osc-c1-terminator", "\x1b]0;t\x9cok\n".encode(), ["ok"]),
    # DCS, APC, PM, SOS strings
    ("dcs-decrqss", b"\x1bP$qm\x1b\\ok\n", ["ok"]),
    ("dcs-sixel", b"\x1bPq#0;2;0;0;0~~\x1b\\ok\n", ["ok"]),
    ("dcs-xtgettcap", b"\x1bP+q544e\x1b\\ok\n", ["ok"]),
    ("apc-graphics", b"\x1b_Gf=100;AAAA\x1b\\ok\n", ["ok"]),
    ("pm", b"\x1b^private\x1b\\ok\n", ["ok"]),
    ("sos", b"\x1bXstring\x1b\\ok\n", ["ok"]),
    # 8-bit C1 controls (as UTF-8 characters)
    ("c1-csi-dsr", "\x9b6nok\n".encode(), ["6nok"]),
    ("c1-osc-title", "\x9d0;title\x9cok\n".encode(), ["0;titleok"]),
    ("c1-dcs", "\x90$qm\x9cok\n".encode(), ["$qmok"]),
    ("c1-nel-ind", "a\x85b\x84c\n".encode(), ["abc"]),
    # queries the terminal would answer into the prompt
    ("query-da1", b"\x1b[cok\n", ["ok"]),
    ("query-da2", b"\x1b[>cok\n", ["ok"]),
    ("query-dsr", b"\x1b[5nok\n", ["ok"]),
    ("query-cpr", b"\x1b[6nok\n", ["ok"]),
    ("query-decxcpr", b"\x1b[?6nok\n", ["ok"]),
    ("query-window-report", b"\x1b[18t\x1b[21t\x1b[14tok\n", ["ok"]),
    ("query-decid", b"\x1bZok\n", ["ok"]),
    ("query-decreqtparm", b"\x1b[xok\n", ["ok"]),
    ("query-xtversion", b"\x1b[>qok\n", ["ok"]),
    # mode changes
    ("mode-alt-screen", b"\x1b[?1049h\x1b[?47hok\n", ["ok"]),
    ("mode-mouse", b"\x1b[?1000h\x1b[?1006hok\n", ["ok"]),
    ("mode-bracketed-paste-off", b"\x1b[?2004lok\n", ["ok"]),
    ("mode-hide-cursor", b"\x1b[?25lok\n", ["ok"]),
    ("mode-keypad", b"\x1b=\x1b[?1hok\x1b>\n", ["ok"]),
    ("mode-insert", b"\x1b[4hok\n", ["ok"]),
    ("mode-no-autowrap", b"\x1b[?7lok\n", ["ok"]),
    ("mode-scroll-region", b"\x1b[2;5rok\n", ["ok"]),
    ("mode-origin", b"\x1b[?6hok\n", ["ok"]),
    ("reset-ris", b"\x1bcok\n", ["ok"]),
    ("charset-line-drawing", b"\x1b(0lqk\x1b(B\n", ["lqk"]),
    ("charset-shift-out", b"\x0elqk\x0f\n", ["lqk"]),
    ("decaln", b"\x1b#8ok\n", ["ok"]),
    ("reverse-index", b"\x1bMok\n", ["ok"]),
    ("bell-and-controls", b"a\x07b\x00c\x01d\x7fe\n", ["abcde"]),
    # cursor tricks: output never moves above its own first row
    ("up-and-erase-command-line", b"\x1b[1A\x1b[2K$ echo safe\n", ["$ echo safe"]),
    ("home-and-fake-prompt", b"\x1b[H$ fake\n", ["$ fake"]),
    ("save-restore-cursor", b"ab\x1b7cd\x1b8X\n", ["abcdX"]),
    ("erase-above", b"line\n\x1b[1Jok\n", ["line", "ok"]),
    ("up-too-far", b"a\nb\n\x1b[9A!\n", ["!", "b"]),
    ("previous-line-too-far", b"a\n\x1b[5Fz\n", ["z"]),
    ("vpa-absolute", b"a\n\x1b[1dX\n", ["a", "X"]),
    # what passes
    ("sgr-colours", b"\x1b[1;31mred\x1b[m \x1b[38;5;82mgreen\x1b[0m\n", ["red green"]),
    ("progress-carriage-return", b"10%\r20%\r\x1b[Kdone\n", ["done"]),
    ("backspace-tab", b"abc\bX\tY\n", ["abX     Y"]),
    ("own-rows-up", b"one\ntwo\n\x1b[2AONE\n", ["ONE", "two"]),
]


@pytest.mark.parametrize(("name", "data", "shown"), CASES, ids=[c[0] for c in CASES])
def test_hostile_output(tmp_path: Path, name: str, data: bytes, shown: list[str]) -> None:
    (tmp_path / "evil").write_bytes(data)
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        modes = set(s.screen.mode)
        s.keys("cat evil\r")
        assert s.text() == "\n".join(["$ cat evil", *shown, "$"])
        assert s.cursor == (len(shown) + 1, 2)
        assert s.screen.title == ""
        assert s.screen.icon_name == ""
        assert s.screen.replies == []
        assert set(s.screen.mode) == modes
        drawn = "".join(s.raw)
        for osc in re.findall(r"\x1b\](\d+);([^\x07\x1b]*)", drawn):
            assert osc[0] == "133" and osc[1].endswith(f";nonce={s.term.nonce}"), osc
    finally:
        s.close()


def test_clear_owns_the_screen(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("echo before\r").keys("printf '\\033[H\\033[2J\\033[3J'; echo top\r")
        assert s.text() == "top\n$"
        assert s.cursor == (1, 2)
    finally:
        s.close()


def test_sequences_split_across_writes_are_still_dropped(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        command = "printf '\\033]0;'; printf 'title\\007ok\\n'; printf '\\033['; printf '6n\\n'"
        s.keys(command + "\r")
        line = "$ " + command
        assert s.text() == "\n".join([line[:40], line[40:], "ok", "", "$"])
        assert s.screen.title == ""
        assert s.screen.replies == []
    finally:
        s.close()


def test_invisible_characters_in_a_completion_list_are_shown(tmp_path: Path) -> None:
    (tmp_path / "a\u202etxt.exe").write_text("x\n")
    (tmp_path / "a\u200bb").write_text("x\n")
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("cat a\t\t")
        assert s.text() == "$ cat a\na<U+200B>b        a<U+202E>txt.exe\n$ cat a"
        s.keys("\u202e\t")
        assert s.text().splitlines()[-1] == "$ cat a<U+202E>txt.exe"
    finally:
        s.close()


def test_the_prompt_cannot_be_retitled_by_ps1(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=40, rows=10, ps1="\\[\\e]0;pwned\\a\\]$ ")
    try:
        s.keys("echo x\r")
        assert s.text() == "$ echo x\nx\n$"
        assert s.screen.title == ""
    finally:
        s.close()


def test_output_of_a_job_cannot_climb_over_the_line_being_typed(tmp_path: Path) -> None:
    s = Screen(tmp_path, cols=40, rows=10)
    try:
        s.keys("(sleep 0.05; printf '\\033[5A\\033[2Kgotcha\\n') &\r")
        s.keys("echo typed")
        s.wait(lambda: s.lines()[3] == "gotcha")
        assert s.text() == "$ (sleep 0.05; printf '\\033[5A\\033[2Kgot\ncha\\n') &\n[1] 4244\ngotcha\n$ echo typed"
    finally:
        s.close()
