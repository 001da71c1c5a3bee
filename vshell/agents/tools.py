"""The agent's tools over one Session, as plain JSON-schema specs with handlers.

Every host builds on this one module, so the model reads the same text and
the same approval modes everywhere: the MCP server (``vshell mcp``), the
LangChain and PydanticAI adapters, and hosts on any other framework, which
take ``ShellTools(session).specs()`` and call ``spec.handler(arguments)``.

The tools: ``bash`` (run a command; the text is ``Result.for_model``),
``apply_changes`` (the pending change set through the commit rules and the
approval mode), ``discard_changes`` and ``pending_changes`` (the diff).  In
``auto`` and ``full`` a ``bash`` call that ended normally also offers its
pending changes at once: a set the mode applies by itself lands on disk then,
so the agent's other tools see it; anything else stays pending and the text
says why.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from vshell.fs.changes import ChangeSet
from vshell.session import MODEL_OUTPUT_CHARS, EndedBy, Result, Session, _cut_middle

MAX_TIMEOUT = 600.0
"""The longest ``timeout`` a model may ask of one ``bash`` call, in seconds."""


@dataclass(frozen=True, slots=True)
class ToolResult:
    text: str
    """What the model reads."""
    data: dict[str, Any]
    """The same as structured content (the tool's ``output_schema``)."""
    is_error: bool = False


@dataclass(frozen=True, slots=True)
class ToolSpec:
    """One tool: its name, description and JSON schemas, MCP-style hints, and the function that runs it."""

    name: str
    description: str
    input_schema: dict[str, Any]
    output_schema: dict[str, Any]
    handler: Callable[[Mapping[str, Any]], ToolResult]
    read_only: bool = False
    destructive: bool = False
    idempotent: bool = False
    open_world: bool = False
    title: str = ""

    def annotations(self) -> dict[str, Any]:
        """The hints under MCP's names (``readOnlyHint`` ...)."""
        return {
            "title": self.title or self.name,
            "readOnlyHint": self.read_only,
            "destructiveHint": self.destructive,
            "idempotentHint": self.idempotent,
            "openWorldHint": self.open_world,
        }

    def function_schema(self) -> dict[str, Any]:
        """The common ``{"name", "description", "parameters"}`` form most chat APIs take for a function tool."""
        return {"name": self.name, "description": self.description, "parameters": self.input_schema}


_STR = {"type": "string"}
_INT = {"type": "integer"}
_BOOL = {"type": "boolean"}
_STRS = {"type": "array", "items": {"type": "string"}}

BASH_INPUT: dict[str, Any] = {
    "type": "object",
    "properties": {
        "command": {"type": "string", "description": "The bash command or script to run."},
        "timeout": {
            "type": "number",
            "description": f"Seconds before the command is stopped (default: the session's limit; at most {MAX_TIMEOUT:g}).",
            "exclusiveMinimum": 0,
        },
    },
    "required": ["command"],
    "additionalProperties": False,
}
NO_INPUT: dict[str, Any] = {"type": "object", "properties": {}, "additionalProperties": False}

BASH_OUTPUT: dict[str, Any] = {
    "type": "object",
    "properties": {
        "stdout": _STR,
        "stderr": _STR,
        "status": _INT,
        "ended_by": {"type": "string", "enum": [e.value for e in EndedBy]},
        "pending": {**_STR, "description": "The pending change set, one line per path (empty: none)."},
        "applied": {**_BOOL, "description": "The approval mode applied the pending changes after this command."},
        "approval": {**_STR, "description": "What the approval mode did with the pending changes, if anything."},
        "truncated": _BOOL,
    },
    "required": ["stdout", "stderr", "status", "ended_by", "pending", "applied", "approval", "truncated"],
}
APPLY_OUTPUT: dict[str, Any] = {
    "type": "object",
    "properties": {
        "applied": _BOOL,
        "asked": _BOOL,
        "mode": _STR,
        "message": _STR,
        "concerns": _STRS,
        "refusals": _STRS,
    },
    "required": ["applied", "asked", "mode", "message", "concerns", "refusals"],
}
PENDING_OUTPUT: dict[str, Any] = {
    "type": "object",
    "properties": {"summary": _STR, "diff": _STR, "paths": _STRS, "stopped": _STR},
    "required": ["summary", "diff", "paths", "stopped"],
}
DISCARD_OUTPUT: dict[str, Any] = {
    "type": "object",
    "properties": {"discarded": _INT, "message": _STR},
    "required": ["discarded", "message"],
}

_MODE_NOTES = {
    "plan": "Approval mode plan: commands run, but no file change is ever applied; results say what would change.",
    "ask": "Approval mode ask: file changes stay pending until apply_changes, where a person says yes or no.",
    "auto": "Approval mode auto: low-risk file changes (edits of files you read, new text files) are applied right "
    "after the command; others stay pending and apply_changes asks a person, with the reasons.",
    "full": "Approval mode full: file changes are applied right after each command when the commit checks pass.",
}


def mode_note(mode: str) -> str:
    """One paragraph for the model about what happens to its file changes."""
    return _MODE_NOTES[mode] + " pending_changes shows the diff; discard_changes drops it."


class ShellTools:
    """``bash``, ``apply_changes``, ``discard_changes``, ``pending_changes`` over ``session``.

    ``ask`` answers the person's question in ``ask`` and for what ``auto``
    will not apply by itself: a ``commit.Review`` or a function taking a
    ``commit.ReviewSet`` (its ``summary()``, ``diff()`` and ``concerns``) and
    returning True to apply.  Without one such a set stays pending and the
    result says so.
    """

    def __init__(
        self,
        session: Session,
        *,
        ask: Any = None,
        max_chars: int = MODEL_OUTPUT_CHARS,
        max_timeout: float = MAX_TIMEOUT,
    ) -> None:
        self.session = session
        self.ask = _as_review(ask)
        self.max_chars = max_chars
        self.max_timeout = max_timeout
        self._lock = threading.RLock()
        self._declined: tuple[Any, ...] | None = None
        """The pending set the mode last left pending after a ``bash`` call (its reasons were said then)."""

    @property
    def mode(self) -> str:
        return str(self.session.approvals)

    def system_prompt(self) -> str:
        """The prompt block and the approval note: what a system prompt (or MCP instructions) should say."""
        return self.session.prompt_block() + "\n" + mode_note(self.mode)

    # ----- the tools

    def bash(self, command: str, timeout: float | None = None, cancel: threading.Event | None = None) -> ToolResult:
        """Run ``command``; setting ``cancel`` (from any thread) stops it, and nothing of it is applied."""
        if timeout is not None:
            timeout = min(float(timeout), self.max_timeout)
        # One call at a time, its run and what the mode does with the changes together: another call's
        # run between them would leave this one's changes to that run's fate.
        with self._lock:
            if cancel is not None and cancel.is_set():
                return ToolResult("vshell: cancelled before it ran", {}, is_error=True)
            result = self.session.run(command, timeout=timeout, cancel=cancel)
            if cancel is not None and cancel.is_set():
                # Nothing of a cancelled call is offered, even when its run ended just before the cancel.
                return ToolResult(result.for_model(self.max_chars), {}, is_error=True)
            return self.bash_result(result)

    def bash_result(self, result: Result) -> ToolResult:
        """The ``bash`` tool's answer for a finished run (offers its changes in ``auto`` and ``full``)."""
        text = result.for_model(self.max_chars)
        applied, approval = False, ""
        if result.ended_by is EndedBy.NORMAL and result.changes and self.mode in ("auto", "full"):
            seen = _fingerprint(result.changes)
            if seen == self._declined:
                # The same set the mode would not apply after an earlier call: said once, in full, then.
                text += "\n[still not applied; apply_changes asks a person, discard_changes drops them]"
            else:
                outcome = self.session.commit(None)
                applied = bool(outcome.applied)
                approval = outcome.message
                if applied:
                    text += f"\n[{outcome.message.removeprefix('vshell: ')} to the workspace]"
                else:
                    self._declined = seen
                    text += "\n[not applied yet; apply_changes asks a person]\n" + outcome.message
        elif result.ended_by is EndedBy.NORMAL and result.changes and self.mode == "plan":
            text += "\n[plan mode: these changes will never be applied]"
        out = _cut_middle(result.stdout.decode("utf-8", "replace"), self.max_chars)
        err = _cut_middle(result.stderr.decode("utf-8", "replace"), self.max_chars)
        pending = _summary_text(self.session) if not applied else ""
        data = {
            "stdout": out,
            "stderr": err,
            "status": result.status,
            "ended_by": result.ended_by.value,
            "pending": pending,
            "applied": applied,
            "approval": approval,
            "truncated": len(out) < len(result.stdout) or len(err) < len(result.stderr),
        }
        return ToolResult(text, data, is_error=result.ended_by is not EndedBy.NORMAL)

    def apply_changes(self, ask: Any = None) -> ToolResult:
        """The pending change set through the rules and the mode; ``ask`` overrides this object's asker once."""
        review = _as_review(ask) if ask is not None else self.ask
        with self._lock:
            self._declined = None
            outcome = self.session.commit(review)
            ladder = self.session.last_approval
        concerns = [c.text() for c in ladder.concerns] if ladder is not None else []
        data = {
            "applied": bool(outcome.applied),
            "asked": bool(ladder is not None and ladder.asked),
            "mode": self.mode,
            "message": outcome.message,
            "concerns": concerns,
            "refusals": [r.text() for r in outcome.verdict.refusals],
        }
        return ToolResult(outcome.message, data, is_error=not outcome.verdict.ok)

    def discard_changes(self) -> ToolResult:
        with self._lock:
            self._declined = None
            n = sum(1 for c in self.session.changes().changes if c.in_mount)
            self.session.discard()
        message = f"vshell: discarded {n} pending {'change' if n == 1 else 'changes'}"
        return ToolResult(message, {"discarded": n, "message": message})

    def pending_changes(self) -> ToolResult:
        from vshell.commit import build_review

        review = build_review(self.session.changes())
        stopped = self.session.last_stopped or ""
        text = review.summary() + ("\n" + review.diff() if review.files else "")
        if stopped:
            text += f"\n[the last run was stopped ({stopped}): its own file changes were undone]\n"
        data = {
            "summary": review.summary(),
            "diff": review.diff(),
            "paths": [f.path for f in review.files],
            "stopped": stopped,
        }
        return ToolResult(text, data)

    # ----- as specs

    def specs(self) -> tuple[ToolSpec, ...]:
        """The four tools as plain JSON-schema specs whose handlers take the call's arguments."""
        return (
            ToolSpec(
                "bash",
                bash_description(self.session),
                BASH_INPUT,
                BASH_OUTPUT,
                lambda a: self.bash(str(a["command"]), a.get("timeout")),
                # Nothing a command does reaches the disk, unless the mode applies it right after (D-mcp-annotations).
                read_only=self.mode in ("plan", "ask"),
                destructive=self.mode == "full",
                title="Run bash (sandboxed; file changes stay pending)",
            ),
            ToolSpec(
                "apply_changes",
                "Apply the pending file changes to the real workspace, all or nothing, after the commit checks "
                "and as the approval mode says (" + mode_note(self.mode) + ")",
                NO_INPUT,
                APPLY_OUTPUT,
                lambda a: self.apply_changes(),
                destructive=True,
                title="Apply pending file changes",
            ),
            ToolSpec(
                "discard_changes",
                "Drop every pending file change; the workspace reads as it is on disk again.",
                NO_INPUT,
                DISCARD_OUTPUT,
                lambda a: self.discard_changes(),
                idempotent=True,
                title="Discard pending file changes",
            ),
            ToolSpec(
                "pending_changes",
                "Show the pending file changes: a summary line per path and the unified diff.",
                NO_INPUT,
                PENDING_OUTPUT,
                lambda a: self.pending_changes(),
                read_only=True,
                idempotent=True,
                title="Show pending file changes",
            ),
        )

    def call(self, name: str, arguments: Mapping[str, Any] | None = None) -> ToolResult:
        """Run the tool ``name``; an unknown name is an error result, never an exception."""
        for spec in self.specs():
            if spec.name == name:
                return spec.handler(arguments or {})
        return ToolResult(f"vshell: no tool named {name!r}", {}, is_error=True)


def bash_description(session: Session) -> str:
    """The ``bash`` tool's description: what it does, then the prompt block."""
    return (
        "Run a bash command in vshell and return its output and exit status. Shell state (cwd, variables, "
        "functions) persists between calls. File changes are kept in memory until they are applied.\n\n"
        + session.prompt_block()
        + "\n"
        + mode_note(str(session.approvals))
    )


def _fingerprint(changes: ChangeSet) -> tuple[Any, ...]:
    """What a change set would write, to tell a set seen before from one a command changed."""
    return tuple(
        (c.path, c.kind, c.type, c.new_content, c.new_mode, c.link_target, c.renamed_from)
        for c in changes.changes
        if c.in_mount
    )


def _summary_text(session: Session) -> str:
    from vshell.commit import build_review

    changes = session.changes()
    return build_review(changes).summary() if changes else ""


def _as_review(ask: Any) -> Any:
    if ask is None or hasattr(ask, "decide"):
        return ask
    from vshell.commit import CallbackReview

    return CallbackReview(ask)
