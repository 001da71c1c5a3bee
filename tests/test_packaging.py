"""What is installed: one import name, ``vshell``, and no golden recordings in the wheel.

A host program may have modules of its own named ``commit``, ``coreutils`` or
``golden``; vshell must neither import them nor be broken by them.
"""

from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HOST_SCRIPT = """\
import sys
from pathlib import Path

import commit, coreutils, golden  # the host's own modules, first on sys.path
assert (commit.HOST, coreutils.HOST, golden.HOST) == ("commit", "coreutils", "golden")

from vshell.commit import ApplyDirectly
from vshell.session import Session

ws = Path(sys.argv[1])
with Session([str(ws)]) as s:
    r = s.run("printf 'b\\\\na\\\\n' | sort | awk '{print NR\\": \\"$0}' > out.txt; jq -n 1+1")
    assert (r.stdout, r.status) == (b"2\\n", 0), r
    outcome = s.commit(ApplyDirectly())
assert (ws / "out.txt").read_text() == "1: a\\n2: b\\n", outcome
import vshell.commit
assert vshell.commit is not commit and sys.modules["commit"] is commit
print("ok")
"""


def test_host_modules_named_like_ours_do_not_shadow_vshell(tmp_path: Path) -> None:
    host = tmp_path / "host"
    host.mkdir()
    for name in ("commit", "coreutils", "golden"):
        (host / f"{name}.py").write_text(f"HOST = {name!r}\n")
    (host / "app.py").write_text(HOST_SCRIPT)
    ws = tmp_path / "ws"
    ws.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(host / "app.py"), str(ws)], cwd=host, env=env,
                          capture_output=True, text=True, timeout=120)
    assert (done.stdout, done.stderr, done.returncode) == ("ok\n", "", 0)


def test_the_wheel_installs_one_name_and_no_recordings(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(ROOT)],
        capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (wheel,) = tmp_path.glob("vshell-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    top = {n.split("/")[0] for n in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"vshell"}
    top_level = next(n for n in names if n.endswith(".dist-info/top_level.txt"))
    assert zipfile.ZipFile(wheel).read(top_level).decode().split() == ["vshell"]
    assert [n for n in names if n.endswith((".json", ".test.sh"))] == []
    for module in ("vshell/coreutils/awk/run.py", "vshell/coreutils/common/args.py", "vshell/commit/apply.py",
                   "vshell/golden/record.py"):
        assert module in names
    for page in ("index.html", "app.js", "app.css", "vendor/xterm.js", "vendor/xterm.css", "vendor/addon-fit.js",
                 "vendor/LICENSE.xterm", "vendor/LICENSE.addon-fit"):  # vshell serve needs no node
        assert f"vshell/web/static/{page}" in names
