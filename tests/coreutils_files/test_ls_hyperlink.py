"""ls --hyperlink=always: OSC 8 links to file://HOST/PATH, as GNU ls 9.1 writes them.

The expected texts are GNU's output on the recorder's machine (``script -qc "ls --hyperlink=auto"``
on a terminal, ``ls --hyperlink=always`` in a pipe) with its host name replaced by vshell's.
"""

from __future__ import annotations

from tests.coreutils_files.harness import make_fs, run
from vshell.coreutils.ls.links import file_escape, link_start


def _link(path: str, text: str) -> str:
    return f"\x1b]8;;file://vshell{path}\a{text}\x1b]8;;\a"


def test_file_escape_keeps_unreserved_bytes_and_lower_cases_the_rest() -> None:
    assert file_escape("a-Z_0.9~", path=False) == "a-Z_0.9~"
    assert file_escape("/a b/%é", path=True) == "/a%20b/%25%c3%a9"
    assert file_escape("host/name", path=False) == "host%2fname"


def test_link_start_names_vshell_host() -> None:
    assert link_start("/w/x") == "\x1b]8;;file://vshell/w/x\a"


def test_each_name_links_to_its_absolute_path() -> None:
    fs = make_fs({"a b": "", "c": "", "é%": ""})
    r = run(fs, "ls --hyperlink=always")
    assert (r.status, r.etext) == (0, "")
    assert r.text == _link("/w/a%20b", "a b") + "\n" + _link("/w/c", "c") + "\n" + _link("/w/%c3%a9%25", "é%") + "\n"


def test_auto_links_only_on_a_terminal() -> None:
    fs = make_fs({"c": ""})
    assert run(fs, "ls --hyperlink=auto").text == "c\n"
    assert run(fs, "ls --hyperlink=auto", interactive=True).text == _link("/w/c", "c") + "\n"


def test_terminal_alignment_keeps_quotes_and_padding_outside_the_link() -> None:
    fs = make_fs({"a b": "", "c": ""})
    r = run(fs, "ls --hyperlink", interactive=True)
    assert r.text == "'" + _link("/w/a%20b", "a b") + "'   " + _link("/w/c", "c") + "\n"


def test_a_symlink_and_its_target_both_link_to_the_resolved_path() -> None:
    fs = make_fs({"c": "", "lc": ("link", "c")})
    r = run(fs, "ls -go --time-style=+X --hyperlink=always lc")
    assert r.text == "lrwxrwxrwx 1 1 X " + _link("/w/c", "lc") + " -> " + _link("/w/c", "c") + "\n"


def test_directory_headers_link_to_the_directory() -> None:
    fs = make_fs({"d/x": ""})
    r = run(fs, "ls -R --hyperlink=always d")
    assert r.text == _link("/w/d", "d") + ":\n" + _link("/w/d/x", "x") + "\n"
