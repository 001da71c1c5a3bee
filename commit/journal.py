"""Where an apply keeps its journal, and how recovery proves it wrote one (NOTES.md D-commit-journal).

A journal says which paths to delete, rename and chmod, so a journal a
workspace's author could write would be a way to change files anywhere.  Two
defences, both needed:

* Journals live outside every workspace, in the host's state directory:
  ``$VSHELL_STATE_DIR``, else ``$XDG_STATE_HOME/vshell``, else
  ``~/.local/state/vshell`` (a host may pass its own), under
  ``journals/<digest of the mount's real path, st_dev and st_ino>/``.  A
  ``.vshell-journal`` folder inside a workspace is just a folder.
* Each journal carries an HMAC-SHA256 over its whole text, keyed by a
  per-host secret (``journal.key`` in the state directory, created 0600), and
  names its mounts with their device and inode.  A journal copied from
  another host, another workspace or another name is refused.

Recovery then still checks every path a journal names, component by
component (``_os.confined``), and the helper files' names; anything else is
refused, never repaired.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import posixpath
import secrets
from typing import Any

from vshell.commit import _os
from vshell.lib.statedir import STATE_ENV, journal_dir, mount_identity, state_dir

__all__ = ["STATE_ENV", "JournalRefused", "host_key", "journal_dir", "mount_identity", "seal", "state_dir", "unseal"]

KEY_NAME = "journal.key"
_KEY_BYTES = 32


class JournalRefused(Exception):
    """A journal recovery will not act on; the message says why."""


def host_key(state: str) -> bytes:
    """The per-host signing key, created (0600, atomically) on first use.

    A key that is a symlink, not ours, readable by others or of the wrong size is refused:
    someone else could then know it.
    """
    path = posixpath.join(state, KEY_NAME)
    try:
        return _os.read_private(path, _KEY_BYTES)
    except FileNotFoundError:
        pass
    _os.makedirs_private(state)
    _os.create_private(path, secrets.token_bytes(_KEY_BYTES))
    return _os.read_private(path, _KEY_BYTES)


def _canonical(doc: dict[str, Any]) -> bytes:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode("ascii")


def seal(doc: dict[str, Any], key: bytes) -> bytes:
    """The journal's text: ``doc`` plus its MAC."""
    mac = hmac.new(key, _canonical(doc), hashlib.sha256).hexdigest()
    return _canonical({**doc, "mac": mac})


def unseal(text: bytes, key: bytes) -> dict[str, Any]:
    """The document, if its MAC is right; ``JournalRefused`` otherwise (nothing of it is trusted before)."""
    try:
        doc = json.loads(text.decode("ascii"))
    except (UnicodeDecodeError, ValueError) as e:
        raise JournalRefused("it is not a journal vshell wrote (unreadable)") from e
    if not isinstance(doc, dict) or not isinstance(doc.get("mac"), str):
        raise JournalRefused("it is not a journal vshell wrote (no signature)")
    mac = doc.pop("mac")
    want = hmac.new(key, _canonical(doc), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(mac, want):
        raise JournalRefused("its signature is not this host's (it was not written here, or it was altered)")
    return doc
