"""Result text for a model, output capture and the prompt block: no interpreter needed."""

from __future__ import annotations

from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType
from vshell.session import EndedBy, Result, Timings, _Capture, _cut_middle


def result(stdout: bytes = b"", stderr: bytes = b"", status: int = 0, **kw: object) -> Result:
    return Result(stdout, stderr, status, ChangeSet(), Timings(0.0, 0), **kw)  # type: ignore[arg-type]


def test_short_output_is_whole_with_the_status_line() -> None:
    assert result(b"hello\n").for_model() == "hello\n[exit status: 0]"


def test_stderr_is_labelled() -> None:
    text = result(b"out", b"cat: x: No such file or directory\n", 1).for_model()
    assert text == "out\n[stderr]\ncat: x: No such file or directory\n[exit status: 1]"


def test_long_output_keeps_a_quarter_from_the_start_and_the_rest_from_the_end() -> None:
    body = "".join(f"line {i:05d}\n" for i in range(1000))  # 11,000 characters
    text = result(body.encode()).for_model(max_chars=1000)
    head, rest = text.split("\n[... ", 1)
    gap, tail = rest.split(" omitted ...]\n", 1)
    assert head == body[:250]
    assert tail == body[-750:] + "[exit status: 0]"
    assert gap == f"{11000 - 1000} characters ({body[250:-750].count(chr(10))} lines)"


def test_the_status_line_survives_any_cut() -> None:
    text = result(b"x" * 100_000, status=3).for_model(max_chars=100)
    assert text.endswith("[exit status: 3]")
    assert len(text) < 200


def test_a_stopped_run_says_so() -> None:
    r = result(b"", b"vshell: cancelled\n", 130, ended_by=EndedBy.CANCELLED, message="vshell: cancelled")
    assert r.for_model() == (
        "[stderr]\nvshell: cancelled\n[exit status: 130]\n"
        "[stopped: vshell: cancelled; its file changes will not be applied]"
    )
    assert not r.offered


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


def test_cut_middle_leaves_short_text_alone() -> None:
    assert _cut_middle("abc", 3) == "abc"


def test_capture_keeps_up_to_the_limit_and_counts_the_rest() -> None:
    live: list[bytes] = []
    cap = _Capture(10, live.append)
    assert cap.write(b"0123456") == 7
    assert cap.write(b"789abc") == 6
    cap.note(b"note\n")
    assert cap.value() == b"0123456789note\n"
    assert cap.dropped == 3
    assert live == [b"0123456", b"789", b"note\n"]
