"""Suite-wide: a private vshell state directory per test; tests marked ``needs_bash`` skip without GNU bash 5.2
and the GNU tools, and under ``CI=true`` no such skip is allowed."""

from __future__ import annotations

from collections.abc import Generator
from pathlib import Path
from typing import Any

import pytest

from tests.host_tools import SYSTEM_SKIP, in_ci, missing_tools


@pytest.fixture(autouse=True)
def _private_state_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test gets its own vshell state directory (commit journals and their key), never the user's."""
    state = tmp_path_factory.mktemp("vshell-state")
    monkeypatch.setenv("VSHELL_STATE_DIR", str(state))
    return state


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    why = missing_tools()
    if why is None:
        return
    skip = pytest.mark.skip(reason=why)
    for item in items:
        if item.get_closest_marker("needs_bash") is not None:
            item.add_marker(skip)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Generator[None, Any, None]:
    outcome = yield
    report = outcome.get_result()
    if not (report.skipped and in_ci()):
        return
    longrepr = report.longrepr
    text = longrepr[2] if isinstance(longrepr, tuple) else str(longrepr)
    if SYSTEM_SKIP in text:
        # .ci/run installs every system package the suite needs: a skip there means it did not.
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, where it must run: {text}"
