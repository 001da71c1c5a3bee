from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from commit_ws import WS


@pytest.fixture
def ws(tmp_path: Path) -> WS:
    root = tmp_path / "ws"
    root.mkdir()
    return WS(str(root))


@pytest.fixture
def fast_dir(tmp_path: Path) -> Iterator[Path]:
    """A scratch folder on tmpfs when there is one: the fault and crash tests create and rename
    tens of thousands of files, and a real disk's journal commits would make them slow."""
    shm = Path("/dev/shm")
    if not (shm.is_dir() and os.access(shm, os.W_OK)):
        yield tmp_path
        return
    d = Path(tempfile.mkdtemp(prefix="vshell-commit-", dir=shm))
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)
