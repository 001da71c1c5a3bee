"""`vshell -O extglob -n FILE` gives `bash -O extglob -n FILE`'s stderr and status on every bash-completion file.

The oracle is the recording of bash itself (golden/recorded/syntax_corpus.json).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.host_tools import corpus_files
from vshell import cli

_RECORDING = Path(__file__).resolve().parents[2] / "golden" / "recorded" / "syntax_corpus.json"


def test_dash_big_o_extglob_dash_n_agrees_with_bash_on_the_corpus(capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(_RECORDING.read_text(encoding="utf-8"))
    root = Path(doc["root"])
    installed = set(corpus_files())
    records = doc["files"]
    assert len(records) >= 800
    differing = []
    for name in sorted(records):
        if root / name not in installed:
            continue
        status = cli.main(["-O", "extglob", "-n", str(root / name)])
        out, err = capsys.readouterr()
        rec = records[name]
        if (out, err, status) != ("", rec["stderr"], rec["status"]):
            differing.append(name)
    assert differing == []
