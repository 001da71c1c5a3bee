"""The optional packages the web tests need: skip with one line when absent, fail in CI."""

from __future__ import annotations

import importlib
import os
from typing import Any

import pytest

WEB = "vshell serve needs the web extra: pip install 'vshell[web]'"
TEST = "pip install 'vshell[test]'"


def need(module: str, reason: str) -> Any:
    """Import ``module`` or skip the test module with ``reason``; in CI (``CI=true``) its absence fails."""
    try:
        return importlib.import_module(module)
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail(f"CI must install {module}: {reason}", pytrace=False)
        pytest.skip(f"{module} is missing: {reason}", allow_module_level=True)


def need_server() -> None:
    for module, reason in (("starlette", WEB), ("uvicorn", WEB), ("websockets", TEST), ("httpx", TEST),
                           ("pyte", TEST)):
        need(module, reason)
