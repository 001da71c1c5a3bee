"""Where vshell keeps its own state on the host: the commit journals (NOTES.md D-commit-journal).

Cheap on purpose (no import beyond the standard library): a Session looks here
each time it opens a workspace, to learn whether an interrupted commit waits.
"""

from __future__ import annotations

import os
import posixpath

STATE_ENV = "VSHELL_STATE_DIR"
"""Environment variable naming the state directory (tests point it at a scratch folder)."""


def state_dir(override: str | None = None) -> str:
    """``override``, else ``$VSHELL_STATE_DIR``, else ``$XDG_STATE_HOME/vshell``, else ``~/.local/state/vshell``."""
    chosen = override or os.environ.get(STATE_ENV)
    if chosen:
        return posixpath.normpath(os.path.abspath(chosen))
    xdg = os.environ.get("XDG_STATE_HOME", "")
    base = xdg if os.path.isabs(xdg) else os.path.join(os.path.expanduser("~"), ".local", "state")
    return posixpath.normpath(os.path.join(os.path.abspath(base), "vshell"))


def mount_identity(mount: str) -> tuple[str, int, int]:
    """The mount's path, device and inode: what a journal is bound to."""
    path = posixpath.normpath(os.path.abspath(mount))
    st = os.stat(path)
    return path, st.st_dev, st.st_ino


def journal_dir(mount: str, state: str) -> str:
    """The folder holding ``mount``'s journals inside the state directory ``state``.

    Named by a digest of the mount's real path, device and inode, so two spellings of one
    folder share it and a folder recreated at the same path does not.
    """
    import hashlib  # here, not at the top: a session opening a folder with no journals never needs it

    _path, dev, ino = mount_identity(mount)
    real = os.path.realpath(mount)
    digest = hashlib.sha256(f"{real}\0{dev}\0{ino}".encode("utf-8", "surrogateescape")).hexdigest()[:32]
    return posixpath.join(state, "journals", digest)
