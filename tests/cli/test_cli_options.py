"""The vshell command's options, in-process: bash's invocation options, stdin scripts, --help, --version,
--json, the policy flags, the host config file, the environment and the starting folder."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import tomllib
from pathlib import Path

import pytest

from vshell import Limits, cli
from vshell.commit import DEFAULT_PROTECTED
from vshell.invocation import EXIT_STATUSES, UsageError, parse_args, parse_size

ROOT = Path(__file__).resolve().parents[2]


class PipeStdin(io.TextIOWrapper):
    def isatty(self) -> bool:
        return False


@pytest.fixture
def ws(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "f.txt").write_text("old\n")
    real = os.path.realpath(root)
    monkeypatch.chdir(real)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    feed(monkeypatch, b"")
    return real


def feed(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    monkeypatch.setattr("sys.stdin", PipeStdin(io.BytesIO(data)))


def run(capsysbinary: pytest.CaptureFixture[bytes], *argv: str) -> tuple[int, bytes, bytes]:
    status = cli.main(list(argv))
    out, err = capsysbinary.readouterr()
    return status, out, err


# ----- scripts from stdin, -s and -


def test_a_script_on_stdin_runs_without_prompts(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed(monkeypatch, b'echo hi\nx=2\necho "$0 $# $x"\n')
    assert run(capsysbinary) == (0, b"hi\nbash 0 2\n", b"")


def test_dash_s_reads_stdin_and_takes_the_arguments(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed(monkeypatch, b'echo "$0 $# $1 $2"\n')
    assert run(capsysbinary, "-s", "a", "b") == (0, b"bash 2 a b\n", b"")


def test_dash_alone_reads_stdin_and_dash_then_a_file_runs_the_file(
    ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    feed(monkeypatch, b"echo from-stdin\n")
    assert run(capsysbinary, "-") == (0, b"from-stdin\n", b"")
    script = tmp_path / "s.sh"
    script.write_text('echo "file $1"\n')
    assert run(capsysbinary, "-", str(script), "x") == (0, b"file x\n", b"")


def test_syntax_check_of_stdin(ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    # bash -n < file with `fi` alone says this (bash 5.2.15)
    feed(monkeypatch, b"echo ok\nfi\n")
    assert run(capsysbinary, "-n") == (2, b"", b"bash: line 2: syntax error near unexpected token `fi'\nbash: line 2: `fi'\n")


def test_errors_in_a_stdin_script_are_named_as_bash_names_them(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    # printf 'echo $nope\necho after\n' | bash -u: this, status 1 (bash 5.2.15)
    feed(monkeypatch, b"echo $nope\necho after\n")
    assert run(capsysbinary, "-u") == (1, b"", b"bash: line 1: nope: unbound variable\n")


# ----- bash's invocation options


def test_eux_as_bash_takes_them(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    script = tmp_path / "s.sh"
    script.write_text("echo a\nfalse\necho b\n")
    # bash -eux s.sh: stdout "a", the trace on stderr, status 1 (bash 5.2.15)
    assert run(capsysbinary, "-eux", str(script)) == (1, b"a\n", b"+ echo a\n+ false\n")
    assert run(capsysbinary, "-u", "-c", "echo $nope") == (127, b"", b"bash: line 1: nope: unbound variable\n")


def test_o_and_big_o_options_reach_the_shell(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, _ = run(capsysbinary, "-o", "pipefail", "-O", "nullglob", "-c", "shopt nullglob; set -o | grep pipefail; echo *.none")
    assert (status, out) == (0, b"nullglob       \ton\npipefail       \ton\n\n")
    assert run(capsysbinary, "-e", "+e", "-c", "false; echo went-on") == (0, b"went-on\n", b"")
    assert run(capsysbinary, "--posix", "--norc", "-c", "set -o | grep -w posix") == (0, b"posix          \ton\n", b"")
    assert run(capsysbinary, "-x", "-c", "echo $-") == (0, b"hxBc\n", b"+ echo hxBc\n")


def test_big_o_extglob_with_dash_n(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    script = tmp_path / "g.sh"
    script.write_text("case x in @(a|x)) echo y;; esac\n")
    assert run(capsysbinary, "-O", "extglob", "-n", str(script)) == (0, b"", b"")
    status, _, err = run(capsysbinary, "-n", str(script))
    assert status == 2
    assert err.startswith(f"{script}: line 1: syntax error".encode())


def test_an_unknown_shopt_name_is_refused_in_bashs_words(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "-O", "nosuch", "-c", "echo ran") == (2, b"", b"vshell: nosuch: invalid shell option name\n")


def test_dash_c_is_a_flag_and_the_command_comes_after_the_options(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "-ec", 'echo "$0 $1"', "zero", "one") == (0, b"zero one\n", b"")
    assert run(capsysbinary, "-c", "-e", "echo hi") == (0, b"hi\n", b"")


def test_a_dry_run_lists_a_moved_folder_as_one_rename(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    Path(ws, "src").mkdir()
    for i in range(9):
        Path(ws, "src", f"f{i}").write_text(f"{i}\n")
    assert run(capsysbinary, "-c", "mv src dst; echo x > f.txt") == (
        0, b"", f"vshell: dry run; not applied:\n  R {ws}/src => {ws}/dst (9 files)\n  M {ws}/f.txt\n".encode())


# ----- --help, --version


def test_help_is_on_stdout_and_lists_every_option_limit_and_status(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "--help")
    text = out.decode()
    assert (status, err) == (0, b"")
    for option in ("--workspace", "--review", "--apply", "--dry-run", "--json", "--env", "--inherit-env", "--timeout",
                   "--limit", "--no-config", "--protect", "--allow", "--max-files", "--max-file-size", "--policy",
                   "--posix", "--norc", "--help", "--version", " -c ", " -s ", " -n ", " -o NAME", " -O NAME", "-e -u -x"):
        assert option in text, option
    limits = text.split("Limits (NAME, default, unit):\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert [line.split()[0] for line in limits] == [f.name for f in dataclasses.fields(Limits)]
    assert "  output_bytes             8M bytes    stdout and stderr kept in memory per run" in text
    assert "  wall_time                30 seconds  wall time of one run" in text
    assert "  steps            50_000_000 steps " in text
    for code, _ in EXIT_STATUSES:
        assert f"\n  {code} " in text
    assert run(capsysbinary, "-h")[1] == out


def test_version_is_the_packages(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert run(capsysbinary, "--version") == (0, f"vshell {version} (GNU bash 5.2.15 compatible)\n".encode(), b"")


# ----- sizes, workspaces


def test_sizes_take_k_m_g() -> None:
    assert [parse_size(s) for s in ("10", "1K", "8M", "2G", "1KB", "1.5K", "64KiB")] == [10, 1024, 8 << 20, 2 << 30, 1000, 1536, 65536]
    with pytest.raises(ValueError):
        parse_size("1.1")
    assert parse_args(["--limit", "output_bytes=1K", "--max-file-size", "2M", "-c", ":"]).limits == {"output_bytes": 1024}


def test_workspace_errors_are_in_bashs_words(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert run(capsysbinary, "--workspace", "/nonexistent", "-c", ":") == (
        2, b"", b"vshell: --workspace: /nonexistent: No such file or directory\n")
    assert run(capsysbinary, "--workspace", f"{ws}/f.txt", "-c", ":") == (
        2, b"", f"vshell: --workspace: {ws}/f.txt: Not a directory\n".encode())


def test_the_shell_starts_in_the_current_folder_inside_the_workspace(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    sub = Path(ws, "a", "b")
    sub.mkdir(parents=True)
    monkeypatch.chdir(sub)
    assert run(capsysbinary, "--workspace", ws, "-c", "pwd; echo $PWD") == (0, f"{sub}\n{sub}\n".encode(), b"")


def test_outside_the_workspace_the_shell_starts_at_its_root(
    ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    assert run(capsysbinary, "--workspace", ws, "-c", "pwd") == (0, f"{ws}\n".encode(), b"")


# ----- the environment


def test_env_and_inherit_env(ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("VSHELL_TEST_SECRET", "s3cret")
    assert run(capsysbinary, "--env", "A=1", "--env", "B=x=y", "-c", 'echo "$A $B [$VSHELL_TEST_SECRET]"') == (
        0, b"1 x=y []\n", b"")
    assert run(capsysbinary, "--inherit-env", "-c", 'echo "[$VSHELL_TEST_SECRET] $HOME"') == (0, b"[s3cret] /home/user\n", b"")
    with pytest.raises(UsageError, match="expected NAME=VALUE"):
        parse_args(["--env", "1A=2"])


# ----- --json


def test_json_has_output_status_and_the_change_set_with_its_verdict(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, err = run(capsysbinary, "--json", "-c", "echo hi; echo oops >&2; echo x > new.txt; exit 3")
    assert (status, err) == (3, b"")
    doc = json.loads(out)
    assert doc == {
        "stdout": "hi\n", "stderr": "oops\n", "status": 3, "script_status": 3, "ended_by": "normal", "limit": None,
        "stdout_dropped": 0, "stderr_dropped": 0, "mode": "dry-run",
        "changes": [{"path": f"{ws}/new.txt", "kind": "added", "type": "file"}], "renames": [],
        "verdict": {"ok": True, "refusals": [], "discarded": []},
        "applied": False, "message": f"vshell: dry run; not applied:\n  A {ws}/new.txt",
    }
    assert not Path(ws, "new.txt").exists()


def test_json_names_a_rename(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    doc = json.loads(run(capsysbinary, "--json", "-c", "mv f.txt g.txt")[1])
    assert doc["renames"] == [{"from": f"{ws}/f.txt", "to": f"{ws}/g.txt", "files": 1, "similarity": 100, "directory": False}]


def test_json_of_a_refused_apply(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, _ = run(capsysbinary, "--json", "--apply", "-c", "mkdir .git; echo ok > f.txt")
    doc = json.loads(out)
    assert (status, doc["status"], doc["script_status"], doc["applied"]) == (125, 125, 0, False)
    assert doc["verdict"]["ok"] is False
    assert [(r["path"], r["rule"]) for r in doc["verdict"]["refusals"]] == [(f"{ws}/.git", "protected")]
    assert Path(ws, "f.txt").read_text() == "old\n"


def test_json_of_a_stopped_run(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, out, _ = run(capsysbinary, "--json", "--timeout", "0.2", "-c", "echo x > f.txt; while :; do :; done")
    doc = json.loads(out)
    assert (status, doc["ended_by"], doc["limit"], doc["changes"], doc["verdict"]) == (124, "limit", "wall_time", [], None)
    assert doc["stderr"] == "vshell: time limit of 0.2s exceeded\n"


# ----- the policy flags and the config file


def test_protect_and_allow(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, _, err = run(capsysbinary, "--apply", "--protect", "*.lock", "-c", "echo 1 > deps.lock; echo new > f.txt")
    assert status == 125
    assert f"{ws}/deps.lock: is protected ('*.lock')".encode() in err
    assert err.endswith(b"vshell: also not applied (1 change refused with them): f.txt\n")
    assert ".github/workflows/" in DEFAULT_PROTECTED
    script = "mkdir -p .github/workflows; echo 'on: push' > .github/workflows/ci.yml"
    assert run(capsysbinary, "--apply", "-c", script)[0] == 125
    status, _, err = run(capsysbinary, "--apply", "--allow", ".github/workflows", "-c", script)
    assert (status, err) == (0, b"vshell: applied 3 changes\n")
    assert Path(ws, ".github/workflows/ci.yml").read_text() == "on: push\n"
    status, _, err = run(capsysbinary, "--allow", "src/", "-c", ":")
    assert status == 2
    assert err.startswith(b"vshell: --allow: src/: not a protected path")


def test_max_files_and_max_file_size(ws: str, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    status, _, err = run(capsysbinary, "--apply", "--max-files", "1", "-c", "echo a > a; echo b > b")
    assert status == 125
    assert not Path(ws, "a").exists()
    status, _, err = run(capsysbinary, "--apply", "--max-file-size", "1K", "-c", "head -c 1025 /dev/zero | tr '\\0' x > big")
    assert status == 125
    assert b"big" in err
    assert run(capsysbinary, "--apply", "--max-file-size", "1K", "-c", "head -c 1024 /dev/zero | tr '\\0' x > ok")[0] == 0


def _config(tmp_path: Path, text: str) -> None:
    folder = tmp_path / "config" / "vshell"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.toml").write_text(text)


def test_the_host_config_file_is_read(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    _config(tmp_path, 'mode = "apply"\n[env]\nGREETING = "hello"\n[limits]\noutput_bytes = "4K"\n'
                      '[policy]\nprotect = ["*.lock"]\n')
    status, out, err = run(capsysbinary, "-c", 'echo "$GREETING"; echo 1 > x.lock')
    assert (status, out) == (125, b"hello\n")
    assert b"x.lock: is protected ('*.lock')" in err
    # the command line wins over the file
    assert run(capsysbinary, "--dry-run", "-c", "echo x > y.txt")[2] == f"vshell: dry run; not applied:\n  A {ws}/y.txt\n".encode()
    assert run(capsysbinary, "--no-config", "-c", 'echo "[$GREETING]"')[1] == b"[]\n"


def test_a_config_file_inside_the_workspace_is_never_read(
    ws: str, capsysbinary: pytest.CaptureFixture[bytes], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", f"{ws}/.config")
    Path(ws, ".config", "vshell").mkdir(parents=True)
    Path(ws, ".config", "vshell", "config.toml").write_text('mode = "apply"\n')
    status, _, err = run(capsysbinary, "-c", "echo x > f.txt")
    assert status == 0
    assert err.startswith(f"vshell: {ws}/.config/vshell/config.toml: not read, it lies inside the workspace\n".encode())
    assert Path(ws, "f.txt").read_text() == "old\n"


def test_a_bad_config_file_is_a_usage_error(ws: str, tmp_path: Path, capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    _config(tmp_path, "[limits]\nbogus = 1\n")
    status, _, err = run(capsysbinary, "-c", ":")
    assert status == 2
    assert err.startswith(f"vshell: {tmp_path}/config/vshell/config.toml: limits: unknown limit 'bogus'".encode())
