"""A full disk as pyfakefs models it (its own accounting of file sizes, independent of ``Faults``):
at every byte-boundary class of a 50-file apply the tree ends exactly before or exactly after.

Modes are left out of the comparison here: pyfakefs 6.3 chmods an existing file to
``0777 & ~umask`` whenever ``os.open`` opens it (Linux never does), so the fake disk's modes
are not the apply's.  The real-disk fault tests (test_commit_faults.py) compare modes too.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pyfakefs.fake_filesystem_unittest as fake
import pytest
from commit_faults import Faults, disk_full_quotas
from commit_ws import WS, Tree, expected_after, mixed_changes, populate, snapshot

from vshell.commit import Policy, journal, recover
from vshell.commit import _os as cos
from vshell.commit.apply import ApplyError, apply_changes

FILES = 50
DISK = 10**9


def without_modes(tree: Tree) -> dict[str, tuple[object, ...]]:
    return {k: (v[0], *v[2:]) if v[0] == "file" else (v[0],) if v[0] == "dir" else v for k, v in tree.items()}


@pytest.fixture
def fake_fs(monkeypatch: pytest.MonkeyPatch) -> Iterator[object]:
    # The journal's key file is checked to be 0600, and pyfakefs re-modes every file os.open opens.
    monkeypatch.setattr(journal, "host_key", lambda state: b"k" * 32)
    with fake.Patcher(modules_to_reload=[cos]) as patcher:
        patcher.fs.set_disk_usage(DISK, "/")
        yield patcher.fs


def trial(fs: object, name: str, quota: int | None) -> tuple[bool, Faults]:
    """Apply in a fresh folder of the fake disk with ``quota`` bytes free; recover; compare."""
    ws = WS(f"/{name}")
    os.mkdir(ws.root)
    populate(ws, FILES)
    before = snapshot(ws.root)
    changes = mixed_changes(ws, FILES)
    after = expected_after(ws, before, changes)
    used = fs.get_disk_usage("/").used  # type: ignore[attr-defined]
    if quota is not None:
        fs.set_disk_usage(used + quota, "/")  # type: ignore[attr-defined]
    faults = Faults()  # counts only: the fake disk decides when it is full
    with faults:
        try:
            apply_changes(ws.changeset(changes), Policy())
            applied = True
        except ApplyError as e:
            assert "No space left on device" in e.message, e.message
            applied = False
    fs.set_disk_usage(DISK, "/")  # type: ignore[attr-defined]
    recover(ws.root)
    assert without_modes(snapshot(ws.root)) == without_modes(after if applied else before), (quota, applied)
    assert recover(ws.root) is None
    return applied, faults


def _sweep(fs: object, stride: int) -> None:
    applied, ref = trial(fs, "reference", None)
    assert applied
    quotas = disk_full_quotas(ref)
    assert len(quotas) > 100
    outcomes = [trial(fs, f"q{q}", q)[0] for q in quotas[::stride]]
    assert not all(outcomes)


def test_pyfakefs_disk_full_at_a_sample_of_byte_boundaries(fake_fs: object) -> None:
    _sweep(fake_fs, stride=12)  # pyfakefs is slow: every class runs under -m deep


@pytest.mark.deep
def test_deep_pyfakefs_disk_full_at_every_byte_boundary_class(fake_fs: object) -> None:
    _sweep(fake_fs, stride=1)
