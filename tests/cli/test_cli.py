"""The vshell command, run in-process: -c, scripts, -n, change-set modes, limits, statuses, the REPL."""

from __future__ import annotations

import builtins
import io
import os
import signal
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from vshell import cli


class FakeStdin(io.TextIOWrapper):
    def isatty(self) -> bool:
        return False


@pytest.fixture
def ws(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "f.txt").write_text("old\n")
    real = os.path.realpath(root)
    monkeypatch.chdir(real)
    feed(monkeypatch, b"")
    return real


class TtyStdin(io.TextIOWrapper):
    def isatty(self) -> bool:
        return True


def feed(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr("sys.stdin", FakeStdin(io.BytesIO(data)))


def run(capsysbinary: pytest.CaptureFixture[bytes], *argv: str) -> tuple[int, bytes, bytes]:
    status = cli.main(list(argv))
    out, err = capsysbinary.readouterr()
    return status, out, err


def test_dash_c_with_arg0_and_args(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "-c", 'echo hi; echo "$0 $1 $#"', "a0", "a1") == (0, b"hi\na0 a1 1\n", b"")


def test_exit_status_is_the_scripts(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "-c", "echo out; exit 7") == (7, b"out\n", b"")


def test_piped_stdin_reaches_the_script(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed(monkeypatch, b"from the pipe\n")
    assert run(capsysbinary, "-c", "cat") == (0, b"from the pipe\n", b"")


def test_default_without_a_terminal_is_dry_run(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "-c", "echo new > f.txt; echo x > g.txt")
    assert out == b""
    assert status == 0
    assert err == f"vshell: dry run; not applied:\n  M {ws}/f.txt\n  A {ws}/g.txt\n".encode()
    assert Path(ws, "f.txt").read_text() == "old\n"
    assert not Path(ws, "g.txt").exists()


def test_apply_writes(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "--apply", "-c", "echo new > f.txt")
    assert (status, out, err) == (0, b"", b"vshell: applied 1 change\n")
    assert Path(ws, "f.txt").read_text() == "new\n"


def test_refused_commit_has_its_own_status(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "--apply", "-c", "mkdir .git; echo x > .git/config; echo ok > f.txt")
    assert out == b""
    assert status == cli.STATUS_REFUSED
    assert err.startswith(b"vshell: nothing was applied; ")
    assert Path(ws, "f.txt").read_text() == "old\n"
    assert not Path(ws, ".git").exists()


def test_policy_off_applies_what_the_rules_refuse(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, _, _ = run(capsysbinary, "--apply", "--policy", "off", "-c", "mkdir .git; echo x > .git/config")
    assert status == 0
    assert Path(ws, ".git", "config").read_text() == "x\n"


def test_review_yes_applies_and_no_discards(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed(monkeypatch, b"n\n")
    status, _, err = run(capsysbinary, "--review", "-c", "echo no > f.txt")
    assert status == 0
    assert err.endswith(b"vshell: changes discarded; nothing was applied\n")
    assert Path(ws, "f.txt").read_text() == "old\n"
    feed(monkeypatch, b"y\n")
    status, _, err = run(capsysbinary, "--review", "-c", "echo yes > f.txt")
    assert err.endswith(b"vshell: applied 1 change\n")
    assert Path(ws, "f.txt").read_text() == "yes\n"


def test_limit_option(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "--apply", "--limit", "file_size=10", "-c", "printf '%020d' 0 > f.txt")
    assert out == b""
    assert status == 124
    assert (
        err
        == b"vshell: file size limit of 10 bytes exceeded\nvshell: the run was stopped; its own file changes were undone\n"
    )
    assert Path(ws, "f.txt").read_text() == "old\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--limit", "bogus=1", "-c", ":"], "vshell: --limit: unknown limit 'bogus'"),
        (["--limit", "file_size=big", "-c", ":"], "vshell: --limit: file_size needs a size (like 64K, 8M, 1G), not 'big'"),
        (["--limit", "steps=many", "-c", ":"], "vshell: --limit: steps needs a whole number, not 'many'"),
        (["--limit", "wall_time", "-c", ":"], "vshell: --limit: expected NAME=VALUE, not 'wall_time'"),
        (["--timeout", "soon", "-c", ":"], "vshell: --timeout: not a number of seconds: 'soon'"),
        (["--policy", "lax", "-c", ":"], "vshell: --policy: expected 'off' or 'default', not 'lax'"),
        (["-Q"], "vshell: -Q: invalid option"),
        (["--bogus"], "vshell: --bogus: invalid option"),
        (["-o", "nosuch", "-c", ":"], "vshell: nosuch: invalid option name"),
        (["-c"], "vshell: -c: option requires an argument"),
    ],
)
def test_usage_errors(ws: str, capsysbinary: pytest.CaptureFixture[bytes], argv: list[str], message: str) -> None:
    status, out, err = run(capsysbinary, *argv)
    assert out == b""
    assert status == cli.STATUS_USAGE
    assert err.decode().splitlines()[0].startswith(message)
    assert "usage: vshell" in err.decode()
    assert err.decode().endswith("Try 'vshell --help' for more information.\n")


def test_timeout(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "--timeout", "0.2", "-c", "while :; do :; done") == (
        124,
        b"",
        b"vshell: time limit of 0.2s exceeded\n",
    )


def test_syntax_check_like_bash_n(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    # bash -n -c 'if true; then' prints this and exits 2 (checked by hand against bash 5.2.15)
    assert run(capsysbinary, "-n", "-c", "if true; then") == (
        2,
        b"",
        b"bash: -c: line 2: syntax error: unexpected end of file\n",
    )
    assert run(capsysbinary, "-n", "-c", "echo fine > would-be-written") == (0, b"", b"")
    assert not Path(ws, "would-be-written").exists()


def test_script_file_from_the_host(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    script = tmp_path / "s.sh"
    script.write_text('echo "$0:$1"; cat f.txt\n')
    assert run(capsysbinary, str(script), "arg") == (0, f"{script}:arg\nold\n".encode(), b"")


def test_missing_script_is_127(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "nope.sh") == (127, b"", b"vshell: nope.sh: No such file or directory\n")


def test_several_workspaces(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    other = tmp_path / "other"
    other.mkdir()
    (other / "o.txt").write_text("other\n")
    o = os.path.realpath(other)
    assert run(capsysbinary, "--workspace", ws, "--workspace", o, "-c", f"cat {o}/o.txt f.txt") == (
        0,
        b"other\nold\n",
        b"",
    )


def test_ctrl_c_cancels_the_run(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    def interrupt_once_running() -> None:
        while not any(t.name == "vshell-run" for t in threading.enumerate()):
            time.sleep(0.01)
        time.sleep(0.2)
        os.kill(os.getpid(), signal.SIGINT)

    sender = threading.Thread(target=interrupt_once_running)
    sender.start()
    status, out, err = run(capsysbinary, "-c", "while :; do :; done")
    sender.join()
    assert (status, out, err) == (130, b"", b"vshell: cancelled\n")


def test_repl_runs_lines_and_continues_incomplete_ones(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines: Iterator[str] = iter(["x=5", 'echo "x=$x"', "if true; then", "echo inside", "fi", "cd /tmp", "false"])
    prompts: list[str] = []

    def fake_input(prompt: str = "") -> str:
        prompts.append(prompt)
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr(builtins, "input", fake_input)
    monkeypatch.setattr("sys.stdin", TtyStdin(io.BytesIO(b"")))
    status, out, err = run(capsysbinary, "--dry-run")
    assert out == b"x=5\ninside\n"
    assert err == b"exit\n"
    assert status == 1
    assert prompts == [f"user@vshell:{ws}$ "] * 3 + [
        "> ",
        "> ",
        f"user@vshell:{ws}$ ",
        "user@vshell:/tmp$ ",
        "user@vshell:/tmp$ ",
    ]


def test_python_dash_m_entry_point_exists() -> None:
    import importlib.util

    assert importlib.util.find_spec("vshell.__main__") is not None
    assert callable(cli.main)
