"""The wild corpus: every file of /usr/share/bash-completion against ``bash -O extglob -n``.

The oracle is golden/recorded/syntax_corpus.json, written by the recorder
``python -m vshell.golden.record_corpus``.  Each file must give exactly bash's
``-n`` stderr and status (accepted files: nothing, 0), and every accepted
file must survive the printer: ``parse(to_bash(parse(s))) == parse(s)``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.host_tools import needs_corpus_file
from vshell.syntax import check_syntax, parse, to_bash

_RECORDING = Path(__file__).resolve().parents[2] / "golden" / "recorded" / "syntax_corpus.json"
_DOC = json.loads(_RECORDING.read_text(encoding="utf-8"))
_ROOT = Path(_DOC["root"])
_FILES: dict[str, dict[str, object]] = _DOC["files"]
_ACCEPTED = [name for name, rec in _FILES.items() if rec["status"] == 0]



def _source(name: str) -> str:
    needs_corpus_file(_ROOT / name)
    return (_ROOT / name).read_bytes().decode("utf-8", "surrogateescape")


def test_recording_covers_the_corpus() -> None:
    assert len(_FILES) >= 800
    assert len(_ACCEPTED) >= 800


def test_installed_corpus_holds_the_recorded_files() -> None:
    """Every recorded file is installed; other packages (systemd, for one) may add completions of their own."""
    needs_corpus_file(_ROOT / "bash_completion")
    installed = {str(p.relative_to(_ROOT)) for p in _ROOT.rglob("*") if p.is_file()}
    assert sorted(set(_FILES) - installed) == []


@pytest.mark.parametrize("name", sorted(_FILES))
def test_bash_n_agrees(name: str) -> None:
    rec = _FILES[name]
    assert check_syntax(_source(name), source_name=str(_ROOT / name), extglob=True) == (rec["stderr"], rec["status"])


@pytest.mark.parametrize("name", _ACCEPTED)
def test_round_trip(name: str) -> None:
    tree = parse(_source(name), extglob=True)
    assert parse(to_bash(tree), extglob=True) == tree
