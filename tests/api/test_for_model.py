"""``Result.for_model``: binary summarised, escapes stripped, streams interleaved, one cut note, exits said."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from vshell import Limits, Result, Session
from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType
from vshell.session import MODEL_OUTPUT_CHARS, EndedBy, Timings


@pytest.fixture
def session(tmp_path: Path) -> Iterator[Session]:
    with Session([os.path.realpath(tmp_path)]) as s:
        yield s


def result(stdout: bytes = b"", stderr: bytes = b"", status: int = 0, **kw: object) -> Result:
    return Result(stdout, stderr, status, ChangeSet(), Timings(0.0, 0), **kw)  # type: ignore[arg-type]


def test_short_output_is_whole_with_the_status_line(session: Session) -> None:
    assert session.run("echo hello").for_model() == "hello\n[exit status: 0]"


def test_binary_stdout_is_summarised_with_its_size(session: Session) -> None:
    r = session.run(r"printf 'PK\003\004\000\001\002'; echo done >&2")
    assert r.stdout == b"PK\x03\x04\x00\x01\x02"
    assert r.for_model() == "[binary output: 7 bytes]\ndone\n[exit status: 0]"


def test_invalid_utf8_text_is_not_binary_when_it_is_mostly_text(session: Session) -> None:
    r = session.run(r"printf 'caf\351 au lait, a long line of ordinary text\n'")
    assert r.for_model() == "caf\ufffd au lait, a long line of ordinary text\n[exit status: 0]"


def test_ansi_escapes_and_control_characters_are_stripped(session: Session) -> None:
    r = session.run(r"printf '\033[1;31mred\033[0m \033]0;title\007plain\tTab\r\n\033(Bend\bX\n'")
    assert r.for_model() == "red plain\tTab\nendX\n[exit status: 0]"
    assert b"\x1b[1;31m" in r.stdout  # Result keeps the bytes as written


def test_stdout_and_stderr_interleave_in_the_order_written(session: Session) -> None:
    r = session.run("echo step1; ls nosuch; echo step3; echo warn >&2; echo step5")
    assert r.stdout == b"step1\nstep3\nstep5\n"
    assert r.stderr == b"ls: cannot access 'nosuch': No such file or directory\nwarn\n"
    assert r.for_model() == (
        "step1\nls: cannot access 'nosuch': No such file or directory\nstep3\nwarn\nstep5\n[exit status: 0]"
    )


def test_a_long_output_has_one_note_with_the_real_sizes(session: Session) -> None:
    r = session.run("seq 1 3000")
    body = "".join(f"{i}\n" for i in range(1, 3001))
    text = r.for_model(max_chars=1000)
    assert text.count("[output cut:") == 1
    head, rest = text.split("\n[output cut: ", 1)
    note, tail = rest.split("]\n", 1)
    assert head == body[:250]
    assert tail == body[-750:] + "[exit status: 0]"
    lines = body[250:-750].count("\n")
    assert note == f"{len(body) - 1000:,} characters ({lines:,} lines) left out here; the run wrote {len(body):,} bytes on stdout and 0 bytes on stderr"


def test_output_past_the_limit_gives_one_note_not_two(tmp_path: Path) -> None:
    with Session([os.path.realpath(tmp_path)], limits=Limits(output_bytes=1000)) as s:
        r = s.run("seq 1 30000")
    body = "".join(f"{i}\n" for i in range(1, 30001))
    assert r.stdout == body.encode()[:1000]
    assert r.stdout_dropped == len(body) - 1000
    assert b"more bytes were not kept" in r.stderr  # said on stderr for a person
    text = r.for_model(max_chars=400)
    assert text == (
        body[:400] + f"[output cut: the first 400 characters are shown, the rest left out; the run wrote "
        f"{len(body):,} bytes on stdout and 0 bytes on stderr]\n[exit status: 0]"
    )


def test_a_line_says_the_shell_exited(session: Session) -> None:
    session.run("x=1")
    r = session.run("echo bye; exit 3")
    assert r.exited
    assert r.for_model() == (
        "bye\n[exit status: 3]\n[the shell exited: the next command starts a fresh shell (variables, functions, "
        "aliases and options reset; the working directory kept)]"
    )
    after = session.run('echo "x=$x"')
    assert (after.stdout, after.exited) == (b"x=\n", False)
    assert "exited" not in after.for_model()


def test_a_stopped_run_says_so_once(tmp_path: Path) -> None:
    with Session([os.path.realpath(tmp_path)]) as s:
        r = s.run("while :; do :; done", timeout=0.2)
    assert r.ended_by is EndedBy.LIMIT
    assert r.stderr == b"vshell: time limit of 0.2s exceeded\n"
    assert r.for_model() == (
        "[exit status: 124]\n[stopped: vshell: time limit of 0.2s exceeded; the run's own file changes were undone; "
        "no earlier changes are pending]"
    )


def test_pending_changes_are_summarised() -> None:
    changes = ChangeSet(
        (
            Change("/w/a", ChangeKind.ADDED, FileType.FILE, new_content=b""),
            Change("/w/b", ChangeKind.MODIFIED, FileType.FILE, new_content=b""),
            Change("/tmp/c", ChangeKind.ADDED, FileType.FILE, in_mount=False, new_content=b""),
        )
    )
    r = Result(b"", b"", 0, changes, Timings(0.0, 0))
    assert r.for_model() == "[exit status: 0]\n[pending file changes: 1 added, 1 modified]"


def test_a_result_made_by_hand_shows_stdout_then_stderr() -> None:
    assert result(b"out\n", b"err\n", 1).for_model() == "out\nerr\n[exit status: 1]"


def test_the_prompt_block_says_how_long_output_is_cut(session: Session) -> None:
    block = session.prompt_block()
    assert f"cut in the middle past {MODEL_OUTPUT_CHARS:,} characters" in block
    assert "[binary output: N bytes]" in block
