"""Forged commit journals (T-forged-journal): nothing outside the workspace ever changes.

A journal tells recovery what to delete, rename and chmod.  A workspace's author
ships ``.vshell-journal/*.json`` naming paths outside the workspace, spelled with
``..``, absolutely, or through a symlinked component, in every state and through
every field; opening the workspace (``vshell --dry-run -c true``, ``vshell
--apply -c true``, ``Session(...)``) must leave the outside folder exactly as it
was.  Journals placed in the host's state directory are refused too, unless this
host signed them for this folder, and even then every path is checked.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from sec_fixture import snapshot

from vshell.commit import journal
from vshell.session import Session

ROOT = Path(__file__).resolve().parent.parent.parent
STATES = ("prepared", "applying", "committed")
SPELLINGS = ("dotdot", "absolute", "symlinked")

Variant = Callable[[str, str, str], dict[str, object]]
"""(readme path, victim path, a path that does not exist) -> the entry's fields."""

BLANK: dict[str, object] = {
    "path": "",
    "before": None,
    "after": None,
    "before_mode": None,
    "after_mode": None,
    "old_target": None,
    "temp": None,
    "backup": None,
    "restore": None,
    "remove": False,
    "make_dir": False,
    "set_mode": False,
}

# Each field a journal has, pointed at a victim outside; the comment says what recovery did with it before.
VARIANTS: dict[str, tuple[str, Variant]] = {
    # every state removed the staged file: the victim was deleted
    "temp": ("file", lambda readme, v, none: {"path": readme, "before": "file", "after": "file", "temp": v}),
    # applying moved the backup over the readme; the others removed it as a helper
    "backup": (
        "file",
        lambda readme, v, none: {"path": readme, "before": "file", "after": "file", "temp": none, "backup": v},
    ),
    # a half-made backup copy (``<backup>.part``) was removed in every state
    "backup-part": (
        "part",
        lambda readme, v, none: {
            "path": readme, "before": "file", "after": "file", "temp": none, "backup": v.removesuffix(".part")
        },
    ),
    # the name for re-making an old symlink was unlinked first
    "restore": (
        "file",
        lambda readme, v, none: {
            "path": readme, "before": "symlink", "after": "file", "temp": none, "restore": v, "old_target": "x"
        },
    ),
    # rolling back a file the apply had added unlinked the path
    "path": ("file", lambda readme, v, none: {"path": v, "before": None, "after": "file", "temp": none}),
    # rolling back a mode change chmodded the path
    "set_mode": (
        "file",
        lambda readme, v, none: {
            "path": v, "before": "file", "after": "file", "before_mode": 0o777, "after_mode": 0o644, "set_mode": True
        },
    ),
    # rolling back a directory the apply had made removed it
    "make_dir": ("dir", lambda readme, v, none: {"path": v, "after": "dir", "after_mode": 0o755, "make_dir": True}),
    # rolling back a directory the apply had removed re-made it
    "remove": ("absent", lambda readme, v, none: {"path": v, "before": "dir", "before_mode": 0o755, "remove": True}),
}


def make_world(tmp: Path) -> tuple[Path, str, str]:
    """``ws`` (with README.md and ``lnk`` -> ../outside) beside ``outside``; returns (root, ws, outside)."""
    root = Path(os.path.realpath(tmp))
    ws, outside = root / "ws", root / "outside"
    ws.mkdir()
    outside.mkdir()
    (ws / "README.md").write_text("readme\n")
    os.symlink("../outside", ws / "lnk")
    return root, str(ws), str(outside)


def victim(ws: str, outside: str, kind: str, name: str, spelling: str) -> str:
    """Make the outside victim ``name`` of ``kind``; return how the journal spells its path."""
    real = Path(outside, name + (".part" if kind == "part" else ""))
    if kind in ("file", "part"):
        real.write_text(f"victim {name}\n")
        real.chmod(0o644)
    elif kind == "dir":
        real.mkdir()
    base = {"dotdot": f"{ws}/../outside", "absolute": outside, "symlinked": f"{ws}/lnk"}[spelling]
    return f"{base}/{real.name}"


def entries_for(ws: str, outside: str, variant: str, state: str, spelling: str) -> list[dict[str, object]]:
    kind, make = VARIANTS[variant]
    v = victim(ws, outside, kind, f"{variant}-{state}-{spelling}", spelling)
    return [{**BLANK, **make(f"{ws}/README.md", v, f"{ws}/.never-there")}]


def plant_in_workspace(ws: str, outside: str, variant: str) -> None:
    """One journal per state and spelling, in the format the old recovery read."""
    jdir = Path(ws, ".vshell-journal")
    jdir.mkdir(exist_ok=True)
    for state in STATES:
        for spelling in SPELLINGS:
            doc = {"version": 1, "state": state, "entries": entries_for(ws, outside, variant, state, spelling)}
            (jdir / f"{state}-{spelling}.json").write_text(json.dumps(doc))


def open_by_cli(ws: str, mode: str) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.run(
        [sys.executable, "-m", "vshell", mode, "-c", "true"], cwd=ws, env=env, capture_output=True, timeout=120
    )
    assert (proc.returncode, b"Traceback" in proc.stderr) == (0, False), proc.stderr.decode()


def open_by_api(ws: str, mode: str) -> None:
    Session([ws]).close()


HOSTS: dict[str, Callable[[str], None]] = {
    "dry-run": lambda ws: open_by_cli(ws, "--dry-run"),
    "apply": lambda ws: open_by_cli(ws, "--apply"),
    "Session": lambda ws: open_by_api(ws, ""),
}


@pytest.mark.parametrize("host", sorted(HOSTS))
@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_journal_shipped_in_the_workspace_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, variant: str, host: str
) -> None:
    root, ws, outside = make_world(tmp_path)
    plant_in_workspace(ws, outside, variant)
    monkeypatch.chdir(ws)  # the example used paths relative to the current folder
    before = snapshot(root)
    HOSTS[host](ws)
    assert snapshot(root) == before


# ---- journals in the state directory -------------------------------------------------------


def plant_signed(ws: str, outside: str, variant: str, key: bytes, name_ws: str | None = None) -> list[Path]:
    """Journals as this host would sign them, for ``name_ws`` (default ``ws``), but naming outside paths."""
    state = journal.state_dir()
    jdir = Path(journal.journal_dir(name_ws or ws, state))
    jdir.mkdir(parents=True, exist_ok=True)
    out = []
    for n, st in enumerate(STATES):
        for m, spelling in enumerate(SPELLINGS):
            txid = f"{n:06x}{m:06x}"
            doc = {
                "version": 2,
                "txid": txid,
                "state": st,
                "mounts": [list(journal.mount_identity(ws))],
                "entries": entries_for(ws, outside, variant, st, spelling),
            }
            path = jdir / f"{txid}.json"
            path.write_bytes(journal.seal(doc, key))
            out.append(path)
    return out


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_signed_journal_naming_outside_paths_is_refused_and_said_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], variant: str
) -> None:
    """Even this host's signature does not make a path outside the mount acceptable (the path gate)."""
    root, ws, outside = make_world(tmp_path)
    planted = plant_signed(ws, outside, variant, journal.host_key(journal.state_dir()))
    before = snapshot(root)
    Session([ws]).close()
    assert snapshot(root) == before
    lines = capsys.readouterr().err.splitlines()
    assert len(lines) == len(planted)
    assert all(line.startswith(f"vshell: {ws}: refused the interrupted-commit journal ") for line in lines)
    assert all(line.endswith("; nothing was changed") for line in lines)
    assert all(not p.exists() and Path(f"{p}.refused").exists() for p in planted)
    Session([ws]).close()  # said once: a refused journal is set aside
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("why", ["unsigned", "another host", "another workspace"])
def test_a_journal_this_host_did_not_sign_for_this_folder_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], why: str
) -> None:
    """A journal whose every path is inside, but which this host did not write for this folder."""
    root, ws, _outside = make_world(tmp_path)
    Path(ws, "victim.txt").write_text("keep me\n")
    other = root / "other"
    other.mkdir()
    key = journal.host_key(journal.state_dir())
    doc = {
        "version": 2,
        "txid": "00000000abcd",
        "state": "committed",
        "mounts": [list(journal.mount_identity(str(other) if why == "another workspace" else ws))],
        "entries": [{**BLANK, "path": f"{ws}/README.md", "before": "file", "after": "file", "temp": f"{ws}/victim.txt"}],
    }
    text = json.dumps(doc).encode() if why == "unsigned" else journal.seal(doc, b"x" * 32 if why == "another host" else key)
    jdir = Path(journal.journal_dir(ws, journal.state_dir()))
    jdir.mkdir(parents=True)
    (jdir / "00000000abcd.json").write_bytes(text)
    before = snapshot(root)
    Session([ws]).close()
    assert snapshot(root) == before
    reason = {
        "unsigned": "it is not a journal vshell wrote (no signature)",
        "another host": "its signature is not this host's (it was not written here, or it was altered)",
        "another workspace": "it belongs to another workspace folder",
    }[why]
    assert capsys.readouterr().err == (
        f"vshell: {ws}: refused the interrupted-commit journal {jdir}/00000000abcd.json.refused: {reason}; "
        "nothing was changed\n"
    )


def test_a_vshell_journal_folder_in_the_workspace_is_just_a_folder(tmp_path: Path) -> None:
    """Scripts may write it and commit it; no later session acts on it."""
    from vshell.commit import ApplyDirectly

    _root, ws, _outside = make_world(tmp_path)
    s = Session([ws])
    doc = json.dumps({"version": 1, "state": "committed", "entries": [{"path": f"{ws}/README.md", "temp": f"{ws}/README.md"}]})
    s.run(f"mkdir .vshell-journal && printf '%s\\n' '{doc}' > .vshell-journal/x.json")
    assert s.commit(ApplyDirectly()).applied
    Session([ws]).close()
    assert Path(ws, "README.md").read_text() == "readme\n"
    assert json.loads(Path(ws, ".vshell-journal/x.json").read_text()) == json.loads(doc)


def test_the_state_directory_inside_a_workspace_cannot_be_written_by_a_commit(tmp_path: Path) -> None:
    """With HOME as the workspace, the journals' folder is under it: a commit may not write there."""
    from vshell.commit import ApplyDirectly

    _root, ws, _outside = make_world(tmp_path)
    state = f"{ws}/.local/state/vshell"
    s = Session([ws], state_dir=state)
    s.run("mkdir -p .local/state/vshell/journals/x && echo '{}' > .local/state/vshell/journals/x/j.json")
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert {(r.path, r.rule) for r in outcome.verdict.refusals} == {
        (f"{ws}/.local", "vshell-state"),
        (f"{ws}/.local/state", "vshell-state"),
        (f"{ws}/.local/state/vshell", "vshell-state"),
        (f"{ws}/.local/state/vshell/journals", "vshell-state"),
        (f"{ws}/.local/state/vshell/journals/x", "vshell-state"),
        (f"{ws}/.local/state/vshell/journals/x/j.json", "vshell-state"),
    }
    assert not Path(ws, ".local").exists()
