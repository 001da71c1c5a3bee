"""History, reverse search, history expansion, multi-line input and pastes, on pyte's screen.

Hand-checked against interactive bash 5.2 with PS1='$ ' and PS2='> ' (the cases bash can be driven
through the same way are also replayed from bash's recordings in test_golden_screens.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.terminal.screens import Screen
from vshell.terminal.history import History, expand

UP, DOWN = "\x1b[A", "\x1b[B"


@pytest.fixture
def scr(tmp_path: Path) -> Iterator[Screen]:
    s = Screen(tmp_path, cols=40, rows=12)
    yield s
    s.close()


def test_up_and_down_walk_the_history(scr: Screen) -> None:
    scr.keys("echo one\r").keys("echo two\r").keys("draft")
    scr.keys(UP)
    assert scr.lines()[4] == "$ echo two"
    scr.keys(UP + UP)
    assert scr.lines()[4] == "$ echo one"  # the oldest: Up rings the bell and stays
    scr.keys("\x0e\x0e")
    assert scr.lines()[4] == "$ draft"
    assert scr.cursor == (4, 7)
    scr.keys("\x10\r")
    assert scr.text() == "$ echo one\none\n$ echo two\ntwo\n$ echo two\ntwo\n$"


def test_reverse_search(tmp_path: Path) -> None:
    scr = Screen(tmp_path, cols=60, rows=12)
    scr.keys("echo alpha\r").keys("echo beta\r").keys("ls /\r")
    scr.keys("\x12ech")
    assert scr.lines()[-1] == "" and scr.text().splitlines()[-1] == "(reverse-i-search)`ech': echo beta"
    scr.keys("\x12")
    assert scr.text().splitlines()[-1] == "(reverse-i-search)`ech': echo alpha"
    y, x = scr.cursor
    assert x == len("(reverse-i-search)`ech': ")
    scr.keys("\x12")  # no older match: the search fails and stays on the last match
    assert scr.text().splitlines()[-1] == "(failed reverse-i-search)`ech': echo alpha"
    scr.keys("\x05")  # any editing key ends the search with the match in the line
    assert scr.text().splitlines()[-1] == "$ echo alpha"
    assert scr.cursor == (y, 12)
    scr.keys("\r")
    assert scr.text().splitlines()[-2:] == ["alpha", "$"]


def test_reverse_search_ctrl_g_restores_the_line(scr: Screen) -> None:
    scr.keys("echo alpha\r").keys("draft\x12alp\x07")
    assert scr.text().splitlines()[-1] == "$ draft"
    assert scr.cursor[1] == 7


def test_history_expansion_is_shown_then_run(tmp_path: Path) -> None:
    scr = Screen(tmp_path, cols=40, rows=20)
    scr.keys("echo one two\r").keys("!!\r").keys("echo !$\r").keys("!ec\r").keys("!1\r")
    assert scr.text() == (
        "$ echo one two\none two\n$ !!\necho one two\none two\n$ echo !$\necho two\ntwo\n"
        "$ !ec\necho two\ntwo\n$ !1\necho one two\none two\n$"
    )


def test_history_event_not_found(scr: Screen) -> None:
    scr.keys("!nothing\r").keys("history\r")
    assert scr.text() == "$ !nothing\nbash: !nothing: event not found\n$ history\n    1  history\n$"


def test_history_builtin_histcontrol_and_histsize(scr: Screen) -> None:
    scr.keys("HISTCONTROL=ignoreboth\r").keys("echo a\r").keys("echo a\r").keys(" echo hidden\r")
    scr.keys("history\r")
    assert scr.text().splitlines()[-4:] == ["    1  HISTCONTROL=ignoreboth", "    2  echo a", "    3  history", "$"]
    scr.keys("\x0c").keys("HISTSIZE=2\r").keys("history\r")
    assert scr.text() == "$ HISTSIZE=2\n$ history\n    4  HISTSIZE=2\n    5  history\n$"
    scr.keys("\x0c").keys("history -c\r").keys("history\r")
    assert scr.text() == "$ history -c\n$ history\n    1  history\n$"


def test_history_delete_and_bad_offset(scr: Screen) -> None:
    scr.keys("echo a\r").keys("echo b\r").keys("history -d 1\r").keys("history -d 9\r").keys("\x0c").keys("history\r")
    # as bash: deleting an entry renumbers the ones after it
    assert scr.text() == "$ history\n    1  echo b\n    2  history -d 1\n    3  history -d 9\n    4  history\n$"


def test_history_store_keeps_entries_for_the_next_terminal(tmp_path: Path) -> None:
    class Store:
        def __init__(self) -> None:
            self.saved: list[str] = []

        def load(self) -> list[str]:
            return list(self.saved)

        def save(self, entries: list[str]) -> None:
            self.saved = list(entries)

    store = Store()
    first = Screen(tmp_path, history=store)
    first.keys("echo kept\r")
    first.close()
    second = Screen(tmp_path, history=store)
    try:
        second.keys(UP)
        assert second.text() == "$ echo kept"
    finally:
        second.close()


def test_multi_line_input_continues_with_ps2(scr: Screen) -> None:
    scr.keys("for i in 1 2; do\r")
    assert scr.text() == "$ for i in 1 2; do\n>"
    scr.keys("echo \"n $i\r").keys("end\"\r").keys("done\r")
    assert scr.text() == '$ for i in 1 2; do\n> echo "n $i\n> end"\n> done\nn 1\nend\nn 2\nend\n$'


def test_here_doc_and_trailing_pipe_continue(scr: Screen) -> None:
    scr.keys("cat <<EOF |\r").keys("hi\r").keys("EOF\r").keys("tr a-z A-Z\r")
    assert scr.text() == "$ cat <<EOF |\n> hi\n> EOF\n> tr a-z A-Z\nHI\n$"


def test_ctrl_c_abandons_a_continued_command(scr: Screen) -> None:
    scr.keys("if true\r").keys("\x03").keys("echo $?\r")
    assert scr.text() == "$ if true\n> ^C\n$ echo $?\n130\n$"


def test_pasted_block_runs_command_by_command(scr: Screen) -> None:
    scr.keys("\x1b[200~echo one\necho two\nfor x in a; do\necho $x\ndone\n\x1b[201~")
    scr.wait(lambda: scr.text().endswith("a\n$"))
    assert scr.text() == "$ echo one\none\n$ echo two\ntwo\n$ for x in a; do\n> echo $x\n> done\na\n$"


def test_paste_without_newline_is_inserted_and_tabs_are_not_completion(scr: Screen) -> None:
    scr.keys("echo \x1b[200~a\tb\x1b[201~")
    assert scr.text() == "$ echo a^Ib"


def test_expand_word_designators() -> None:
    h = History()
    h.add("cp src/a.txt dst/")
    assert expand("ls !$", h).text == "ls dst/"
    assert expand("ls !^", h).text == "ls src/a.txt"
    assert expand("x !*", h).text == "x src/a.txt dst/"
    assert expand("x !!:1:t", h).text == "x a.txt"
    assert expand("x !!:1:r", h).text == "x src/a"
    assert expand("echo '!!' \\!!", h).text == "echo '!!' \\!!"
    assert expand("^a.txt^b.txt", h).text == "cp src/b.txt dst/"
    assert expand("!-1:0", h).text == "cp"
    assert expand("!?src?", h).text == "cp src/a.txt dst/"
    assert expand("!cp:5", h).error == "bash: !cp:5: event not found"
