"""The WebSocket protocol between the page and ``vshell serve``: one JSON object per text frame.

One WebSocket (``/ws?cols=C&rows=R``) is one terminal: its own Session over
the workspace folders and its own Terminal.  Every message is an object with
a ``type``; a message the server does not understand ends the connection
(code 1003), never reaches the terminal.

From the page:

``{"type": "input", "data": TEXT}``
    What the person typed or pasted, as xterm.js's ``onData`` gives it
    (UTF-8 text, control characters, escape sequences, bracketed paste).
    At most :data:`MAX_INPUT` characters per message.
``{"type": "resize", "cols": C, "rows": R}``
    The terminal's new size in cells (1..1000 each).
``{"type": "review", "id": ID, "apply": BOOL}``
    The answer to the review card ``ID``: true is Keep (apply the whole
    change set through the commit stage), false is Undo (discard it).

To the page:

``{"type": "hello", "session": SID, "mode": MODE, "workspaces": [DIR...]}``
    First message. ``SID`` names this terminal's session for the file
    endpoint (``GET /file?session=SID&path=P``); ``MODE`` is ``review``,
    ``apply`` or ``dry-run``.
``{"type": "output", "data": TEXT}``
    Text to draw, already through the terminal's output filter (a command's
    output can never set the title, query the terminal or forge a link; the
    only links are the terminal's own OSC 8 ``file://`` links).
``{"type": "review", "id": ID, "summary": TEXT, "diff": TEXT, "files": [FILE...]}``
    A change set that passed the commit checks, waiting for Keep or Undo;
    each FILE is ``{"path", "display", "kind", "summary", "insertions",
    "deletions", "diff"}``.  The terminal waits; Ctrl+C there answers Undo.
``{"type": "review-closed", "id": ID}``
    The card is answered (from this page or by Ctrl+C); a ``commit``
    message follows once the change set is applied or refused.
``{"type": "commit", "applied": BOOL, "message": TEXT, "refusals": [REFUSAL...]}``
    What became of a command's change set: applied, discarded, or refused
    by the commit checks (nothing applied), each REFUSAL being ``{"path",
    "rule", "reason", "text"}``; the page shows a refusal as a card.
``{"type": "end", "reason": TEXT}``
    The terminal ended (``exit``, Ctrl+D, the idle timeout, the server is
    full or stopping); the server closes the socket after it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

MAX_INPUT = 1 << 20
"""Characters of one input message (a large paste); more ends the connection."""
MAX_CELLS = 1000


class ProtocolError(ValueError):
    """A message from the page that is not part of the protocol."""


@dataclass(frozen=True, slots=True)
class Input:
    data: str


@dataclass(frozen=True, slots=True)
class Resize:
    cols: int
    rows: int


@dataclass(frozen=True, slots=True)
class ReviewAnswer:
    id: str
    apply: bool


ClientMessage = Input | Resize | ReviewAnswer


def _cells(value: Any, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= MAX_CELLS:
        raise ProtocolError(f"{name} must be a whole number from 1 to {MAX_CELLS}")
    return value


def parse_client(text: str) -> ClientMessage:
    """One message from the page; raises ProtocolError for anything else."""
    try:
        msg = json.loads(text)
    except ValueError:
        raise ProtocolError("not JSON")
    if not isinstance(msg, dict):
        raise ProtocolError("not an object")
    kind = msg.get("type")
    if kind == "input":
        data = msg.get("data")
        if not isinstance(data, str) or len(data) > MAX_INPUT:
            raise ProtocolError(f"input data must be text of at most {MAX_INPUT} characters")
        return Input(data)
    if kind == "resize":
        return Resize(_cells(msg.get("cols"), "cols"), _cells(msg.get("rows"), "rows"))
    if kind == "review":
        ident, apply = msg.get("id"), msg.get("apply")
        if not isinstance(ident, str) or not isinstance(apply, bool):
            raise ProtocolError("review needs an id (text) and apply (true or false)")
        return ReviewAnswer(ident, apply)
    raise ProtocolError(f"unknown message type {kind!r}")


def dump(kind: str, **fields: Any) -> str:
    """A message to the page."""
    return json.dumps({"type": kind, **fields}, separators=(",", ":"))  # ASCII: a surrogate-escaped name survives


def review_card(ident: str, review_set: Any) -> str:
    """The review message for a ``vshell.commit.ReviewSet``."""
    files = [
        {
            "path": f.path,
            "display": f.display,
            "kind": f.kind.value,
            "summary": f.summary,
            "insertions": f.insertions,
            "deletions": f.deletions,
            "diff": f.diff,
        }
        for f in review_set.files
    ]
    return dump("review", id=ident, summary=review_set.summary(), diff=review_set.diff(False), files=files)
