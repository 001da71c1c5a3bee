"""The vshell command as a process on real pipes: all of the output streamed, EPIPE as SIGPIPE, stdin scripts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": str(tmp_path / "config")}


def _vshell(tmp_path: Path, *argv: str) -> list[str]:
    del tmp_path
    return [sys.executable, "-m", "vshell", *argv]


def test_a_closed_stdout_ends_the_run_as_sigpipe_would(tmp_path: Path) -> None:
    """`vshell -c yes | head -1`: the reader goes away, `yes` ends with 141, so does the script."""
    child = subprocess.Popen(_vshell(tmp_path, "-c", "yes; echo \"yes=$?\" >&2"), stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, cwd=tmp_path, env=_env(tmp_path))
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.readline() == b"y\n"
    child.stdout.close()
    err = child.stderr.read()
    assert child.wait(timeout=60) == 0
    assert err == b"yes=141\n"
    child = subprocess.Popen(_vshell(tmp_path, "-c", "yes"), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             stdin=subprocess.DEVNULL, cwd=tmp_path, env=_env(tmp_path))
    assert child.stdout is not None and child.stderr is not None
    assert child.stdout.read(4) == b"y\ny\n"
    child.stdout.close()
    assert (child.wait(timeout=60), child.stderr.read()) == (141, b"")


def test_all_three_million_lines_are_streamed(tmp_path: Path) -> None:
    """Past the 8 MiB kept in memory the terminal still gets everything; only the count of what was kept is said."""
    # --timeout: on a busy machine the run may take longer than the default 30 s; speed is not the point here
    done = subprocess.run(_vshell(tmp_path, "--timeout", "600", "-c", "seq 1 3000000"), capture_output=True, cwd=tmp_path,
                          env=_env(tmp_path), stdin=subprocess.DEVNULL, timeout=300)
    expected = "".join(f"{i}\n" for i in range(1, 3_000_001)).encode()
    assert done.returncode == 0
    assert done.stdout == expected
    assert done.stderr == (f"vshell: stdout: {len(expected) - 8 * 1024 * 1024} more bytes were not kept "
                           f"(output limit {8 * 1024 * 1024} bytes)\n").encode()


def test_a_piped_script_runs_without_prompts(tmp_path: Path) -> None:
    done = subprocess.run(_vshell(tmp_path), input=b'echo hi\nread -r line || echo "no more stdin"\n',
                          capture_output=True, cwd=tmp_path, env=_env(tmp_path), timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (0, b"hi\nno more stdin\n", b"")


def test_stdout_on_a_pipe_and_stderr_on_a_file(tmp_path: Path) -> None:
    log = tmp_path / "err.log"
    with log.open("wb") as err:
        done = subprocess.run(_vshell(tmp_path, "-c", "echo out; echo err >&2; exit 4"), stdout=subprocess.PIPE,
                              stderr=err, stdin=subprocess.DEVNULL, cwd=tmp_path, env=_env(tmp_path), timeout=120)
    assert (done.returncode, done.stdout, log.read_bytes()) == (4, b"out\n", b"err\n")
