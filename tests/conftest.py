"""Every test gets its own vshell state directory (commit journals and their key), never the user's."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_state_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    state = tmp_path_factory.mktemp("vshell-state")
    monkeypatch.setenv("VSHELL_STATE_DIR", str(state))
    return state
