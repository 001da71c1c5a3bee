"""Commit-rule gaps found by trying as an attacker would (issue 11): each script's change set is refused
whole, with the rule and its reason for each offending path, and the disk is unchanged."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path

import pytest
from sec_fixture import snapshot

from vshell.commit import ApplyDirectly, Policy
from vshell.session import Session


@pytest.fixture
def ws(tmp_path: Path) -> str:
    root = tmp_path / "ws"
    root.mkdir()
    (root / "README.md").write_text("# readme\n")
    (root / "bom.txt").write_bytes(b"\xef\xbb\xbfwith a mark\n")
    (root / unicodedata.normalize("NFC", "café.txt")).write_text("nfc\n")
    (root / ".git").mkdir()
    (root / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    return os.path.realpath(root)


def refused(ws: str, script: str, policy: Policy | None = None) -> list[tuple[str, str, str]]:
    """Run ``script``, commit, and return (path below ws, rule, reason) per refusal; the disk must not change."""
    before = snapshot(Path(ws))
    s = Session([ws], policy=policy)
    r = s.run(script)
    assert r.status == 0, r.stderr
    outcome = s.commit(ApplyDirectly())
    assert not outcome.applied
    assert snapshot(Path(ws)) == before
    return [(os.path.relpath(x.path, ws) if x.path else "", x.rule, x.reason) for x in outcome.verdict.refusals]


def test_removing_a_bom_is_refused(ws: str) -> None:
    assert refused(ws, "tail -c +4 bom.txt > t && mv t bom.txt") == [
        ("bom.txt", "bom-removal", "would lose the UTF-8 byte-order mark it starts with (a diff does not show it)")
    ]


def test_keeping_a_bom_passes_and_adding_one_is_refused(ws: str) -> None:
    s = Session([ws])
    s.run("echo more >> bom.txt")
    assert s.commit(ApplyDirectly()).applied
    assert refused(ws, "printf '\\xef\\xbb\\xbfx\\n' > README.md") == [
        ("README.md", "bom", "starts with a UTF-8 byte-order mark")
    ]


def test_a_name_equal_under_unicode_normalisation_collides(ws: str) -> None:
    nfd = unicodedata.normalize("NFD", "café.txt")
    assert refused(ws, f"echo nfd > '{nfd}'") == [
        (nfd, "case-collision", "differs only in letter case or Unicode normalisation from 'café.txt' in the same folder")
    ]


@pytest.mark.parametrize("script", ["cp README.md readme.md && rm README.md", "cat README.md > readme.md; rm README.md"])
def test_a_case_only_rename_by_copy_and_remove_is_refused(ws: str, script: str) -> None:
    assert refused(ws, script) == [
        ("readme.md", "case-rename", "replaces 'README.md', deleted, with the same content: a rename by letter case only")
    ]


@pytest.mark.parametrize(
    ("name", "pattern"),
    [
        (".git.", ".git/"),
        (".git ", ".git/"),
        (".g\u200cit", ".git/"),
        ("GIT~1", ".git/"),
        ("git~2", ".git/"),
        (".GIT::$INDEX_ALLOCATION", ".git/"),
        ("AGENTS.md.", "AGENTS.md"),
        ("AGENTS~1.MD", "AGENTS.md"),
        ("claude.md ", "CLAUDE.md"),
        (".vscod\ufeffe", ".vscode/"),
    ],
)
def test_names_that_macos_or_windows_fold_onto_a_protected_name_are_refused(ws: str, name: str, pattern: str) -> None:
    got = refused(ws, f"mkdir -p \"$(printf '%b' '{name.encode('unicode_escape').decode()}')/x\"; touch \"$_/y\"")
    aliases = [(path, reason) for path, rule, reason in got if rule == "protected-alias"]
    assert [path for path, _ in aliases] == [name, f"{name}/x", f"{name}/x/y"]
    assert all(reason.endswith(f"which macOS or Windows take for the protected {pattern!r}") for _, reason in aliases)
    # a name holding an invisible code point is also one a review cannot show
    assert {rule for _, rule, _ in got} - {"protected-alias"} <= {"unshowable-name"}


def test_a_new_symlink_into_a_protected_path_is_refused(ws: str) -> None:
    assert refused(ws, "ln -s .git/hooks hooks; mkdir d; ln -s ../.GIT d/g; ln -s ../.git. d/h") == [
        ("d/g", "symlink-protected", "is a symlink to '../.GIT', which leads into the protected '.git/'"),
        ("d/h", "symlink-protected", "is a symlink to '../.git.', which leads into the protected '.git/'"),
        ("hooks", "symlink-protected", "is a symlink to '.git/hooks', which leads into the protected '.git/'"),
    ]


def test_new_world_writable_files_and_folders_are_refused(ws: str) -> None:
    assert refused(ws, "umask 000; touch open.txt; mkdir open; umask 022; touch open/fine.txt") == [
        ("open", "world-writable", "would be writable by every user (mode 0777)"),
        ("open.txt", "world-writable", "would be writable by every user (mode 0666)"),
    ]


@pytest.mark.parametrize(
    ("name", "what"),
    [
        ("a\\nb", "U+000A, a control character"),
        ("\\e[31mred", "U+001B, a control character"),
        ("\\u202eevil.txt", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("\\u2066iso", "U+2066 LEFT-TO-RIGHT ISOLATE"),
        ("zero\\u200bwidth", "U+200B ZERO WIDTH SPACE"),
        ("bad\\xff", "the byte 0xff, which is not UTF-8"),
    ],
)
def test_names_a_review_cannot_show_truthfully_are_refused(ws: str, name: str, what: str) -> None:
    got = refused(ws, f"touch $'{name}'")
    assert len(got) == 1
    assert got[0][1:] == ("unshowable-name", f"has a name a review cannot show as it is ({what})")


def test_every_new_rule_can_be_turned_off(ws: str) -> None:
    off = Policy(
        refuse_bom_removal=False,
        refuse_case_renames=False,
        refuse_protected_aliases=False,
        refuse_symlinks_into_protected=False,
        refuse_world_writable=False,
        refuse_unshowable_names=False,
    )
    s = Session([ws], policy=off)
    s.run("tail -c +4 bom.txt > t && mv t bom.txt; cp README.md readme.md; rm README.md; mkdir .git.; "
          "ln -s .git/HEAD head; umask 000; touch open $'bad\\e'")
    outcome = s.commit(ApplyDirectly())
    assert outcome.applied, outcome.message
