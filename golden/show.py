"""Print recordings for review: ``python -m vshell.golden.show golden/cases/<topic>.test.sh [CASE NAME...]``.

For each case: the script, the status, stdout and stderr (as Python byte literals so invisible
characters show) and the files of the resulting tree.  Reads recordings only; never runs bash.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from vshell.golden.format import Case, CaseFormatError, Recording, load_cases, load_recordings, recording_path


def render(case: Case, rec: Recording | None) -> str:
    """One case and its recording as readable text."""
    lines = [f"#### {case.name}  ({case.file}:{case.line})"]
    lines += [f"    {line}" for line in case.script.split("\n")]
    if rec is None:
        lines.append("  (not recorded)")
        return "\n".join(lines)
    if rec.digest != case.digest:
        lines.append("  (recording is stale: the case changed since)")
    lines.append(f"  status: {rec.status}")
    if rec.stdout:
        lines.append(f"  stdout: {rec.stdout!r}")
    if rec.stderr:
        lines.append(f"  stderr: {rec.stderr!r}")
    for path, entry in rec.tree.items():
        kind = entry["type"]
        detail = f" -> {entry['target']}" if kind == "symlink" else ""
        if kind == "file":
            detail = f" {entry['content']!r}" + (" (exec)" if entry["exec"] else "")
        lines.append(f"  tree: {path} [{kind}]{detail}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Print the named cases of one case file (all when no names are given)."""
    parser = argparse.ArgumentParser(prog="python -m vshell.golden.show", description=__doc__.split("\n\n")[0])
    parser.add_argument("case_file", type=Path)
    parser.add_argument("names", nargs="*", help="case names (default: every case)")
    ns = parser.parse_args(argv)
    try:
        cases = load_cases(ns.case_file)
        recordings = load_recordings(ns.case_file) if recording_path(ns.case_file).exists() else {}
    except (CaseFormatError, OSError) as exc:
        print(f"vshell.golden.show: {exc}", file=sys.stderr)
        return 2
    wanted = set(ns.names)
    unknown = wanted - {c.name for c in cases}
    if unknown:
        print(f"vshell.golden.show: no such case: {', '.join(sorted(unknown))}", file=sys.stderr)
        return 2
    for case in cases:
        if not wanted or case.name in wanted:
            print(render(case, recordings.get(case.name)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
