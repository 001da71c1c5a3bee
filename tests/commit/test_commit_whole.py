"""Refusal is whole: one bad change among many good ones applies nothing and names only the bad one."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from commit_ws import WS, mixed_changes, populate, snapshot

from vshell.commit import ApplyDirectly, Policy, commit_changes
from vshell.commit.names import shown
from vshell.commit.policy import MIB
from vshell.commit.rules import RULES
from vshell.fs.changes import Change, ChangeKind
from vshell.fs.protocol import FileType

Bad = Callable[[WS], Change | None]


def _changed_on_disk(ws: WS) -> Change:
    ws.put("edited.txt", b"original\n")
    change = ws.modified("edited.txt", b"from the command\n")
    ws.put("edited.txt", b"the person's edit\n")
    return change


def _line_endings(ws: WS) -> Change:
    ws.put("win.txt", b"a\r\nb\r\n")
    return ws.modified("win.txt", b"a\nb\nc\n")


def _case_rename(ws: WS) -> Change:
    ws.put("Guide.md", b"# g\n")
    return ws.added("guide.md", b"# g\n", renamed_from="Guide.md")


def _with_source_deleted(ws: WS, change: Change) -> list[Change]:
    """A rename is two changes: the new name, and the old one deleted."""
    if change.renamed_from is None:
        return [change]
    return [change, ws.deleted(change.renamed_from[len(ws.root) + 1 :])]


def _case_collision(ws: WS) -> Change:
    ws.put("src/d0/Readme", b"r\n")
    return ws.added("src/d0/README", b"r\n")


def _bom_removal(ws: WS) -> Change:
    ws.put("marked.txt", b"\xef\xbb\xbfx\n")
    return ws.modified("marked.txt", b"x\n")


def _mode(ws: WS) -> Change:
    ws.put("tool", b"#!/bin/sh\n", 0o755)
    return ws.chmod("tool", 0o4755)


CASES: dict[str, tuple[Bad, str | None]] = {
    "outside-mounts": (
        lambda ws: Change("/etc/cron.d/x", ChangeKind.ADDED, FileType.FILE, new_content=b"x\n"),
        "/etc/cron.d/x",
    ),
    "malformed": (lambda ws: Change(ws.path("empty"), ChangeKind.ADDED, FileType.FILE), "empty"),
    "special-file": (lambda ws: Change(ws.path("fifo"), ChangeKind.ADDED, FileType.FIFO), "fifo"),
    "protected": (lambda ws: ws.added(".github/workflows/evil.yml", b"on: push\n"), ".github/workflows/evil.yml"),
    "nul-byte": (lambda ws: ws.added("a.out", b"\x7fELF\0\0"), "a.out"),
    "not-utf8": (lambda ws: ws.added("latin1.txt", b"\xe9t\xe9\n"), "latin1.txt"),
    "bom": (lambda ws: ws.added("bom.txt", b"\xef\xbb\xbfx\n"), "bom.txt"),
    "too-large": (lambda ws: ws.added("huge.txt", b"y\n" * (MIB // 2) + b"!"), "huge.txt"),
    "line-endings": (_line_endings, "win.txt"),
    "changed-on-disk": (_changed_on_disk, "edited.txt"),
    "dirty-buffer": (lambda ws: ws.added("open-in-editor.txt", b"x\n"), "open-in-editor.txt"),
    "case-rename": (_case_rename, "guide.md"),
    "case-collision": (_case_collision, "src/d0/README"),
    "too-many-files": (lambda ws: None, None),
    "mode": (_mode, "tool"),
    "symlink-escape": (lambda ws: ws.added_link("src/escape", "../../../../etc/shadow"), "src/escape"),
    "bom-removal": (_bom_removal, "marked.txt"),
    "protected-alias": (lambda ws: ws.added(".git./config", b"[core]\n"), ".git./config"),
    "symlink-protected": (lambda ws: ws.added_link("src/hooks", "../.git/hooks"), "src/hooks"),
    "world-writable": (lambda ws: ws.added("open.txt", b"x\n", mode=0o666), "open.txt"),
    "unshowable-name": (lambda ws: ws.added("red\x1b[31m.txt", b"x\n"), "red\x1b[31m.txt"),
    "vshell-state": (lambda ws: ws.added("state/journals/forged.json", b"{}\n"), "state/journals/forged.json"),
}


def _policy(ws: WS) -> Policy:
    """The rules' defaults, an editor holding one file, and vshell's state directory inside the workspace."""
    return Policy(dirty_buffer=lambda p: p.endswith("/open-in-editor.txt"), state_dir=ws.path("state"))


@pytest.mark.parametrize("rule", sorted(CASES))
def test_one_bad_change_refuses_the_whole_set(ws: WS, rule: str) -> None:
    populate(ws, 60)
    make_bad, bad_rel = CASES[rule]
    bad = make_bad(ws)
    good = mixed_changes(ws, 60)
    if bad is None:  # too many files: the good ones themselves, one past the limit
        good += [ws.added(f"extra/e{i:03}.txt", b"e\n") for i in range(301 - len(good))]
    before = snapshot(ws.root)
    changes = [*good, *_with_source_deleted(ws, bad)] if bad is not None else good
    outcome = commit_changes(ws.changeset(changes), policy=_policy(ws), review=ApplyDirectly())
    assert not outcome.applied
    assert snapshot(ws.root) == before
    bad_path = None if bad_rel is None else (bad_rel if bad_rel.startswith("/") else ws.path(bad_rel))
    assert [(r.path, r.rule) for r in outcome.verdict.refusals] == [(bad_path, rule)]
    assert outcome.message.splitlines()[0] == "vshell: nothing was applied; 1 path was refused:"
    assert outcome.message.splitlines()[1].startswith(f"  {shown(bad_path) if bad_path else '(the change set)'}: ")


def test_the_good_changes_alone_apply(ws: WS) -> None:
    populate(ws, 60)
    good = mixed_changes(ws, 60)
    outcome = commit_changes(ws.changeset(good), policy=_policy(ws), review=ApplyDirectly())
    assert outcome.applied, outcome.message
    assert outcome.message == f"vshell: applied {len(good)} changes"
    assert not os.path.exists(ws.path("gone"))


def test_every_rule_has_a_whole_refusal_case(ws: WS) -> None:
    """Each case trips exactly one rule function, and together they trip every one of them."""
    tripped: set[str] = set()
    for rule, (make_bad, _rel) in CASES.items():
        sub = WS(ws.path(rule))
        os.makedirs(sub.root)
        populate(sub, 3)
        bad = make_bad(sub)
        changes = (
            _with_source_deleted(sub, bad) if bad is not None else [sub.added(f"n{i}", b"x\n") for i in range(301)]
        )
        cs = sub.changeset(changes)
        scope = [c for c in cs.changes if c.in_mount]
        hits = [fn.__name__ for fn in RULES if any(r.rule == rule for r in fn(scope, cs, _policy(sub)))]
        assert len(hits) == 1, (rule, hits)
        tripped.update(hits)
    assert tripped == {fn.__name__ for fn in RULES}
