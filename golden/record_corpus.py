"""Part of the golden recorder: the ``bash -n`` oracle for the parser's wild corpus.

Runs ``bash -O extglob -n FILE`` on every file under /usr/share/bash-completion
(the ``bash-completion`` package) and records each file's exit status and
stderr, with the bash and bash-completion versions, in
``golden/recorded/syntax_corpus.json``.  Like ``golden/record.py`` this is the
only kind of code allowed to run GNU bash; ``tests/syntax/test_corpus.py``
checks the parser against the recording.

    python -m vshell.golden.record_corpus            # re-record
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

CORPUS_ROOT = Path("/usr/share/bash-completion")
OUTPUT = Path(__file__).resolve().parent / "recorded" / "syntax_corpus.json"
_ENV = {"LC_ALL": "C.UTF-8", "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": "/nonexistent"}


def corpus_files(root: Path = CORPUS_ROOT) -> list[Path]:
    """Every regular file under ``root``, sorted."""
    return sorted(Path(d) / f for d, _, names in os.walk(root) for f in names if (Path(d) / f).is_file())


def _version(argv: list[str]) -> str:
    out = subprocess.run(argv, capture_output=True, text=True, env=_ENV, check=False).stdout
    return out.splitlines()[0] if out else ""


def record_syntax_corpus(root: Path = CORPUS_ROOT, output: Path = OUTPUT) -> dict[str, object]:
    """Record ``bash -O extglob -n`` on each corpus file; write and return the JSON document."""
    files: dict[str, dict[str, object]] = {}
    for path in corpus_files(root):
        run = subprocess.run(
            ["bash", "-O", "extglob", "-n", str(path)], capture_output=True, env=_ENV, check=False, timeout=60
        )
        files[str(path.relative_to(root))] = {
            "status": run.returncode,
            "stderr": run.stderr.decode("utf-8", "surrogateescape"),
        }
    doc: dict[str, object] = {
        "root": str(root),
        "command": "bash -O extglob -n FILE (FILE given as root/relative path)",
        "tools": {
            "bash": _version(["bash", "--version"]),
            "bash-completion": _version(["dpkg-query", "-W", "-f", "${Version}\n", "bash-completion"]),
        },
        "files": files,
    }
    output.write_text(json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")
    return doc


def main() -> int:
    doc = record_syntax_corpus()
    files = doc["files"]
    assert isinstance(files, dict)
    rejected = sum(1 for v in files.values() if v["status"])
    print(f"recorded {len(files)} files ({rejected} rejected by bash -n) in {OUTPUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
