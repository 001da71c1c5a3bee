"""The crash test's child: apply a pickled change set, to be killed with SIGKILL at some moment.

Run as ``python crash_child.py CHANGESET.pickle [KILL_AT_STEP]``.  Prints ``ready`` once
everything is imported and loaded (the parent's clock starts there), then ``done SECONDS``.
"""

from __future__ import annotations

import pickle
import sys
import time

from commit_faults import Faults

from vshell.commit import Policy
from vshell.commit.apply import apply_changes


def main() -> None:
    with open(sys.argv[1], "rb") as f:
        changes = pickle.load(f)
    kill_at = int(sys.argv[2]) if len(sys.argv) > 2 else None
    faults = Faults(kill_at=kill_at, real_fsync=True).install() if kill_at is not None else None
    print("ready", flush=True)
    started = time.perf_counter()
    apply_changes(changes, Policy())
    if faults is not None:
        faults.uninstall()
    print(f"done {time.perf_counter() - started:.6f}", flush=True)


if __name__ == "__main__":
    main()
