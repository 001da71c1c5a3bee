"""The terminal's parts alone: the VT input parser, the prompt escapes, the cooked line discipline.

Key sequences are xterm's (ctlseqs: "PC-Style Function Keys"); prompt escapes are bash's PROMPTING
section, checked by hand against bash 5.2.
"""

from __future__ import annotations

from vshell.terminal.cooked import TtyInput
from vshell.terminal.input import InputParser, Key
from vshell.terminal.prompt import PromptInfo, expand_escapes, split_ignore


def names(data: str | list[str]) -> list[str]:
    p = InputParser()
    out: list[Key] = []
    for chunk in [data] if isinstance(data, str) else data:
        out += p.feed(chunk)
    return [k.text if k.is_text else f"<{k.name}>" if k.name != "paste" else f"[{k.text}]" for k in out]


def test_keys_and_modifiers() -> None:
    assert names("ab\x01\x1b[D\x1b[1;5C\x1b[1;3D\x1b[1;2A\x1bOH\x1bOF\x1b[3~\x1b[5;5~\x7f\r\t\x1b[Z") == [
        "ab", "<C-a>", "<Left>", "<C-Right>", "<M-Left>", "<S-Up>", "<Home>", "<End>", "<Delete>",
        "<C-PageUp>", "<Backspace>", "<Enter>", "<Tab>", "<S-Tab>",
    ]  # fmt: skip


def test_alt_is_an_esc_prefix() -> None:
    assert names("\x1bb\x1bf\x1bd\x1b\x7f\x1b\x1b[D") == ["<M-b>", "<M-f>", "<M-d>", "<M-Backspace>", "<M-Left>"]


def test_sequences_split_across_feeds() -> None:
    assert names(["x\x1b", "[1;", "5D", "y"]) == ["x", "<C-Left>", "y"]
    assert names(["\x1b", "b"]) == ["<M-b>"]


def test_a_lone_escape_waits_then_flushes() -> None:
    p = InputParser()
    assert p.feed("\x1b") == []
    assert p.flush() == [Key("Escape")]


def test_bracketed_paste_is_one_event_even_split() -> None:
    assert names(["a\x1b[200~line1\nli", "ne2\t\x1b[20", "1~b"]) == ["a", "[line1\nline2\t]", "b"]


def test_unknown_and_reply_sequences_are_dropped() -> None:
    assert names("a\x1b[?1;2cb\x1b]11;rgb:0/0/0\x07c\x1b[99xd\x1bP1$r0m\x1b\\e\u009bf") == ["abcdef"]  # one text run


def test_prompt_escapes() -> None:
    info = PromptInfo(
        user="user", host="vshell.example", cwd="/home/user/src/app", home="/home/user", jobs=2,
        history_number=17, command_number=5, now=0.0,
    )  # fmt: skip
    text = expand_escapes(r"\u@\h:\H \w \W \j \! \# \$ \t \A \d \D{%Y} \101 \\ \s \v \V \l", info)
    assert text == "user@vshell:vshell.example ~/src/app app 2 17 5 $ 00:00:00 00:00 Thu Jan 01 1970 A \\ bash 5.2 5.2.15 0"
    assert split_ignore(expand_escapes(r"\[\e[1m\]$ \[\e[m\]", info)) == [("\x1b[1m", False), ("$ ", True), ("\x1b[m", False)]


def test_prompt_home_and_root() -> None:
    base = dict(user="u", host="h", jobs=0, history_number=1, command_number=1, now=0.0)
    assert expand_escapes(r"\w \W", PromptInfo(cwd="/home/u", home="/home/u", **base)) == "~ ~"  # type: ignore[arg-type]
    assert expand_escapes(r"\w \W", PromptInfo(cwd="/", home="/home/u", **base)) == "/ /"  # type: ignore[arg-type]


def test_cooked_line_discipline() -> None:
    echoed: list[str] = []
    tty = TtyInput(echoed.append)
    tty.type("ab\x7fc one two\x17three\r")
    assert tty.readline() == b"ac one three\n"
    assert "".join(echoed) == "ab\b \bc one two\b \b\b \b\b \bthree\r\n"
    tty.type("par\x04")
    assert tty.read(2) == b"pa"
    assert tty.read(10) == b"r"
    tty.type("\x04")
    assert tty.read(10) == b""
    tty.type("left\rover")
    assert tty.take_leftover() == [("left\n", False), ("over", False)]
