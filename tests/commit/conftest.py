from __future__ import annotations

from pathlib import Path

import pytest
from commit_ws import WS


@pytest.fixture
def ws(tmp_path: Path) -> WS:
    root = tmp_path / "ws"
    root.mkdir()
    return WS(str(root))
