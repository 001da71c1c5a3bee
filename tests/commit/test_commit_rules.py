"""Each commit rule refuses, and passes at its boundary ."""

from __future__ import annotations

import os

import pytest
from commit_ws import WS

from vshell.commit import Policy, check
from vshell.commit.policy import MIB
from vshell.fs.changes import Change, ChangeKind, ChangeSet
from vshell.fs.protocol import FileType


def rules_hit(ws: WS, *changes: Change, policy: Policy | None = None) -> list[tuple[str | None, str]]:
    verdict = check(ws.changeset(changes), policy or Policy())
    assert verdict.ok is (not verdict.refusals)
    return [(None if r.path is None else os.path.relpath(r.path, ws.root), r.rule) for r in verdict.refusals]


# ---- mounts ---------------------------------------------------------------------------------


def test_change_outside_the_mounts_is_discarded_not_refused(ws: WS) -> None:
    tmp = Change("/tmp/scratch.txt", ChangeKind.ADDED, FileType.FILE, in_mount=False, new_content=b"x")
    verdict = check(ws.changeset([tmp, ws.added("a.txt", b"a\n")]), Policy())
    assert (verdict.ok, verdict.refusals, verdict.discarded) == (True, (), ("/tmp/scratch.txt",))


def test_in_mount_flag_with_a_path_outside_every_mount_is_refused(ws: WS) -> None:
    bad = Change("/etc/passwd", ChangeKind.ADDED, FileType.FILE, new_content=b"x\n")
    verdict = check(ws.changeset([bad]), Policy.off())
    assert [(r.path, r.rule) for r in verdict.refusals] == [("/etc/passwd", "outside-mounts")]


def test_the_mount_folder_itself_and_dotdot_paths_are_refused(ws: WS) -> None:
    root_chmod = Change(ws.root, ChangeKind.MODE, FileType.DIR, old_mode=0o755, new_mode=0o755)
    sneaky = Change(ws.root + "/a/../../evil", ChangeKind.ADDED, FileType.FILE, new_content=b"x\n")
    verdict = check(ws.changeset([root_chmod, sneaky]), Policy.off())
    assert sorted((r.path, r.rule) for r in verdict.refusals) == sorted(
        [(ws.root, "outside-mounts"), (ws.root + "/a/../../evil", "outside-mounts")]
    )


def test_a_path_under_a_symlink_leading_out_is_refused_one_staying_in_passes(ws: WS, tmp_path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    ws.symlink("out", str(outside))
    ws.mkdir("real")
    ws.symlink("in", "real")
    assert rules_hit(ws, ws.added("out/x.txt", b"x\n"), policy=Policy.off()) == [("out/x.txt", "outside-mounts")]
    assert rules_hit(ws, ws.added("in/x.txt", b"x\n"), policy=Policy.off()) == []


# ---- protected paths ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "rel",
    [
        ".git/config",
        ".git",
        "sub/.git/HEAD",
        ".GIT/config",
        ".vscode/settings.json",
        ".idea/workspace.xml",
        ".cursor/rules/x.mdc",
        ".husky/pre-commit",
        ".github/workflows/ci.yml",
        ".gitlab-ci.yml",
        "AGENTS.md",
        "pkg/agents.md",
        "CLAUDE.md",
        "GEMINI.md",
        ".cursorrules",
        ".vshell.toml",
        ".vshell/settings.json",
    ],
)
def test_protected_paths_are_refused(ws: WS, rel: str) -> None:
    assert rules_hit(ws, ws.added(rel, b"x\n")) == [(rel, "protected")]


@pytest.mark.parametrize("rel", [".gitignore", ".github/CODEOWNERS", "src/git/config", "AGENTS.md.bak", "docs/x.md"])
def test_near_misses_of_protected_paths_pass(ws: WS, rel: str) -> None:
    assert rules_hit(ws, ws.added(rel, b"x\n")) == []


def test_protected_files_cannot_be_changed_deleted_or_moved_out(ws: WS) -> None:
    ws.put(".git/config", b"[core]\n")
    ws.put("AGENTS.md", b"be nice\n")
    changes = [
        ws.modified(".git/config", b"[core]\nhooksPath = x\n"),
        ws.deleted("AGENTS.md"),
        ws.added("stolen.md", b"be nice\n", renamed_from="AGENTS.md"),
    ]
    assert sorted(rules_hit(ws, *changes)) == [
        (".git/config", "protected"),
        ("AGENTS.md", "protected"),
        ("stolen.md", "protected"),
    ]


def test_new_file_in_a_protected_directory_is_refused(ws: WS) -> None:
    ws.mkdir(".git/hooks")
    assert rules_hit(ws, ws.added(".git/hooks/pre-commit", b"#!/bin/sh\n", 0o755)) == [
        (".git/hooks/pre-commit", "protected")
    ]


def test_protected_globs_are_configurable(ws: WS) -> None:
    policy = Policy(protected=("*.lock", "/secrets/"))
    assert rules_hit(ws, ws.added("a/poetry.LOCK", b"x\n"), policy=policy) == [("a/poetry.LOCK", "protected")]
    assert rules_hit(ws, ws.added("secrets/k", b"x\n"), policy=policy) == [("secrets/k", "protected")]
    assert rules_hit(ws, ws.added("a/secrets/k", b"x\n"), policy=policy) == []
    assert rules_hit(ws, ws.added(".git/config", b"x\n"), policy=policy) == []


# ---- text only --------------------------------------------------------------------------------


def test_nul_byte_is_refused_and_text_passes(ws: WS) -> None:
    assert rules_hit(ws, ws.added("bin.dat", b"ab\0cd\n")) == [("bin.dat", "nul-byte")]
    assert rules_hit(ws, ws.added("ok.txt", b"abcd\n")) == []
    assert rules_hit(ws, ws.added("bin.dat", b"ab\0cd\n"), policy=Policy(refuse_nul=False)) == []


def test_invalid_utf8_is_refused_valid_utf8_passes(ws: WS) -> None:
    assert rules_hit(ws, ws.added("latin1.txt", b"caf\xe9\n")) == [("latin1.txt", "not-utf8")]
    assert rules_hit(ws, ws.added("utf8.txt", "café ✓ 𝄞\n".encode())) == []
    assert rules_hit(ws, ws.added("cut.txt", "é".encode()[:1])) == [("cut.txt", "not-utf8")]


def test_modifying_a_file_into_invalid_utf8_is_refused(ws: WS) -> None:
    ws.put("a.txt", "ünïcode\n".encode())
    assert rules_hit(ws, ws.modified("a.txt", "\ufffd\n".encode())) == []
    assert rules_hit(ws, ws.modified("a.txt", b"\xfc\n")) == [("a.txt", "not-utf8")]


def test_bom_at_the_start_is_refused_elsewhere_passes(ws: WS) -> None:
    assert rules_hit(ws, ws.added("bom.txt", b"\xef\xbb\xbfhello\n")) == [("bom.txt", "bom")]
    assert rules_hit(ws, ws.added("zwnbsp.txt", b"hello\xef\xbb\xbf\n")) == []


def test_exactly_one_mib_passes_one_byte_more_is_refused(ws: WS) -> None:
    assert MIB == 1048576
    assert rules_hit(ws, ws.added("big.txt", b"x" * MIB)) == []
    assert rules_hit(ws, ws.added("big.txt", b"x" * (MIB + 1))) == [("big.txt", "too-large")]
    assert rules_hit(ws, ws.added("big.txt", b"x" * (MIB + 1)), policy=Policy(max_file_bytes=None)) == []


def test_text_rules_do_not_judge_deletions_modes_or_symlinks(ws: WS) -> None:
    ws.put("blob.bin", b"\0\xff" * 10, 0o644)
    assert rules_hit(ws, ws.deleted("blob.bin")) == []
    assert rules_hit(ws, ws.chmod("blob.bin", 0o755)) == []


# ---- line endings -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "refused"),
    [
        (b"a\r\nb\r\n", b"a\r\nB\r\nc\r\n", False),  # a CRLF file edited keeping CRLF
        (b"a\r\nb\r\n", b"a\nb\n", True),  # CRLF rewritten with LF
        (b"a\r\nb\r\n", b"a\r\nb\nc\r\n", True),  # CRLF made mixed
        (b"a\nb\n", b"a\r\nb\r\n", True),  # LF rewritten with CRLF
        (b"a\nb\n", b"a\nb\r\n", True),  # LF made mixed
        (b"a\nb\n", b"a\nc\nd\n", False),  # LF edited keeping LF
        (b"a\r\nb\n", b"a\r\nc\n", False),  # mixed stays mixed
        (b"a\r\nb\n", b"c\n", False),  # mixed may lose a kind (lines were deleted)
        (b"one line", b"one line\r\ntwo\r\n", False),  # no ending before: any single kind
        (b"", b"x\ny\n", False),
        (b"a\r\nb\r\n", b"no newline at all", False),
    ],
)
def test_line_endings_are_judged_against_the_original(ws: WS, old: bytes, new: bytes, refused: bool) -> None:
    ws.put("f.txt", old)
    assert rules_hit(ws, ws.modified("f.txt", new)) == ([("f.txt", "line-endings")] if refused else [])


def test_line_endings_use_the_disk_when_the_change_has_no_old_content(ws: WS) -> None:
    ws.put("f.txt", b"a\r\nb\r\n")
    bare = Change(
        ws.path("f.txt"), ChangeKind.MODIFIED, FileType.FILE, new_content=b"a\nb\n", old_identity=ws.ident("f.txt")
    )
    assert rules_hit(ws, bare) == [("f.txt", "line-endings")]


def test_a_new_file_may_use_either_ending_but_not_both(ws: WS) -> None:
    assert rules_hit(ws, ws.added("lf.txt", b"a\nb\n"), ws.added("crlf.txt", b"a\r\nb\r\n")) == []
    assert rules_hit(ws, ws.added("mixed.txt", b"a\r\nb\n")) == [("mixed.txt", "line-endings")]
    assert rules_hit(ws, ws.added("mixed.txt", b"a\r\nb\n"), policy=Policy(keep_line_endings=False)) == []


# ---- changed on disk ---------------------------------------------------------------------------


def test_unchanged_file_passes(ws: WS) -> None:
    ws.put("f.txt", b"one\n")
    assert rules_hit(ws, ws.modified("f.txt", b"two\n")) == []


def test_file_edited_on_disk_after_the_read_is_refused(ws: WS) -> None:
    ws.put("f.txt", b"one\n")
    change = ws.modified("f.txt", b"two\n")
    ws.put("f.txt", b"person's edit\n")
    assert rules_hit(ws, change) == [("f.txt", "changed-on-disk")]


def test_same_size_and_mtime_but_other_content_is_caught_by_the_hash(ws: WS) -> None:
    p = ws.put("f.txt", b"aaaa\n")
    change = ws.modified("f.txt", b"bbbb\n")
    st = os.stat(p)
    with open(p, "r+b") as f:  # in place: same inode, same size
        f.write(b"cccc\n")
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
    assert rules_hit(ws, change) == [("f.txt", "changed-on-disk")]
    assert change.old_identity is not None
    no_hash = Change(
        change.path,
        change.kind,
        change.type,
        new_content=b"bbbb\n",
        old_identity=change.old_identity.__class__(st.st_size, st.st_mtime_ns, st.st_ino),
    )
    assert rules_hit(ws, no_hash) == []  # without a hash the three stat fields are all there is


def test_file_replaced_with_identical_content_is_refused_by_inode(ws: WS) -> None:
    p = ws.put("f.txt", b"same\n")
    change = ws.modified("f.txt", b"new\n")
    st = os.stat(p)
    os.rename(ws.put("f.tmp", b"same\n"), p)  # an editor's save-by-rename
    os.utime(p, ns=(st.st_atime_ns, st.st_mtime_ns))
    verdict = check(ws.changeset([change]), Policy())
    assert [(r.rule, "inode" in r.reason) for r in verdict.refusals] == [("changed-on-disk", True)]


def test_deleted_or_created_on_disk_meanwhile_is_refused(ws: WS) -> None:
    ws.put("gone.txt", b"x\n")
    change = ws.modified("gone.txt", b"y\n")
    os.unlink(ws.path("gone.txt"))
    new = ws.added("born.txt", b"mine\n")
    ws.put("born.txt", b"theirs\n")
    assert sorted(rules_hit(ws, change, new)) == [("born.txt", "changed-on-disk"), ("gone.txt", "changed-on-disk")]


def test_file_turned_into_a_directory_on_disk_is_refused(ws: WS) -> None:
    ws.put("f", b"x\n")
    change = ws.deleted("f")
    os.unlink(ws.path("f"))
    ws.mkdir("f")
    assert rules_hit(ws, change) == [("f", "changed-on-disk")]


def test_a_change_without_any_record_of_the_read_is_refused(ws: WS) -> None:
    ws.put("f.txt", b"x\n")
    blind = Change(ws.path("f.txt"), ChangeKind.MODIFIED, FileType.FILE, new_content=b"y\n")
    assert rules_hit(ws, blind) == [("f.txt", "changed-on-disk")]
    assert rules_hit(ws, blind, policy=Policy(refuse_changed_on_disk=False)) == []


def test_the_read_set_stands_in_for_a_missing_old_identity(ws: WS) -> None:
    ws.put("f.txt", b"x\n")
    ident = ws.ident("f.txt")
    bare = Change(ws.path("f.txt"), ChangeKind.MODIFIED, FileType.FILE, new_content=b"y\n")
    cs = ChangeSet((bare,), read_set={bare.path: ident}, mounts=(ws.root,))
    assert check(cs, Policy()).ok
    ws.put("f.txt", b"edited\n")
    assert [r.rule for r in check(cs, Policy()).refusals] == ["changed-on-disk"]


# ---- dirty buffers --------------------------------------------------------------------------------


def test_dirty_buffer_callback(ws: WS) -> None:
    ws.put("open.txt", b"x\n")
    ws.put("closed.txt", b"x\n")
    policy = Policy(dirty_buffer=lambda path: path.endswith("/open.txt"))
    changes = [ws.modified("open.txt", b"y\n"), ws.modified("closed.txt", b"y\n")]
    assert rules_hit(ws, *changes, policy=policy) == [("open.txt", "dirty-buffer")]


def test_a_dirty_buffer_callback_that_raises_refuses(ws: WS) -> None:
    def broken(path: str) -> bool:
        raise RuntimeError("editor went away")

    assert rules_hit(ws, ws.added("a.txt", b"a\n"), policy=Policy(dirty_buffer=broken)) == [("a.txt", "dirty-buffer")]


# ---- letter case ------------------------------------------------------------------------------------


def test_case_only_rename_is_refused_a_real_rename_passes(ws: WS) -> None:
    ws.put("README.md", b"# hi\n")
    case_only = [ws.deleted("README.md"), ws.added("readme.md", b"# hi\n", renamed_from="README.md")]
    assert rules_hit(ws, *case_only) == [("readme.md", "case-rename")]
    real = [ws.deleted("README.md"), ws.added("DOCS.md", b"# hi\n", renamed_from="README.md")]
    assert rules_hit(ws, *real) == []


def test_new_names_colliding_without_case_are_refused(ws: WS) -> None:
    ws.put("Makefile", b"all:\n")
    changes = [ws.added("Foo.txt", b"a\n"), ws.added("foo.txt", b"b\n"), ws.added("makefile", b"c\n")]
    assert sorted(rules_hit(ws, *changes)) == [
        ("Foo.txt", "case-collision"),
        ("foo.txt", "case-collision"),
        ("makefile", "case-collision"),
    ]
    assert rules_hit(ws, *changes, policy=Policy(refuse_case_renames=False)) == []


def test_a_name_freed_by_a_deletion_does_not_collide(ws: WS) -> None:
    ws.put("Notes.txt", b"a\n")
    assert rules_hit(ws, ws.deleted("Notes.txt"), ws.added("notes.txt", b"b\n")) == []


# ---- count -------------------------------------------------------------------------------------------


def test_exactly_300_files_pass_301_are_refused(ws: WS) -> None:
    three_hundred = [ws.added(f"f{i:03}.txt", b"x\n") for i in range(300)]
    assert rules_hit(ws, *three_hundred) == []
    verdict = check(ws.changeset([*three_hundred, ws.added("one-more.txt", b"x\n")]), Policy())
    assert [(r.path, r.rule) for r in verdict.refusals] == [(None, "too-many-files")]
    assert "301" in verdict.refusals[0].reason
    assert check(ws.changeset([*three_hundred, ws.added("x.txt", b"x\n")]), Policy(max_files=None)).ok


# ---- modes -----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("old", "new", "refused"),
    [
        (0o644, 0o755, False),  # chmod +x
        (0o644, 0o744, False),  # chmod u+x
        (0o755, 0o644, False),  # chmod -x
        (0o644, 0o4755, True),  # setuid
        (0o755, 0o2755, True),  # setgid
        (0o755, 0o1755, True),  # sticky
        (0o644, 0o666, True),  # world-writable
        (0o644, 0o600, True),  # read bits
    ],
)
def test_only_execute_bits_may_change(ws: WS, old: int, new: int, refused: bool) -> None:
    ws.put("f.sh", b"echo\n", old)
    assert rules_hit(ws, ws.chmod("f.sh", new)) == ([("f.sh", "mode")] if refused else [])
    assert rules_hit(ws, ws.chmod("f.sh", new), policy=Policy.off()) == []


def test_a_modified_file_changing_mode_too_is_judged(ws: WS) -> None:
    ws.put("f.sh", b"echo\n", 0o644)
    assert rules_hit(ws, ws.modified("f.sh", b"echo 2\n", mode=0o6755)) == [("f.sh", "mode")]


def test_a_new_entry_may_not_be_setuid(ws: WS) -> None:
    assert rules_hit(ws, ws.added("s", b"x\n", 0o4755)) == [("s", "mode")]
    assert rules_hit(ws, ws.added("ok.sh", b"x\n", 0o755), ws.added_dir("d", 0o700)) == []
    assert rules_hit(ws, ws.added_dir("t", 0o1777)) == [("t", "mode"), ("t", "world-writable")]


def test_directory_mode_change(ws: WS) -> None:
    ws.mkdir("d", 0o755)
    assert rules_hit(ws, ws.chmod("d", 0o777)) == [("d", "mode")]


# ---- symlinks and special files ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("target", "refused"),
    [
        ("a.txt", False),
        ("sub/../a.txt", False),
        ("../outside", True),
        ("/etc/passwd", True),
        ("sub/../../x", True),
    ],
)
def test_symlink_targets_must_stay_in_the_workspace(ws: WS, target: str, refused: bool) -> None:
    assert rules_hit(ws, ws.added_link("ln", target)) == ([("ln", "symlink-escape")] if refused else [])


def test_absolute_symlink_into_the_workspace_passes(ws: WS) -> None:
    assert rules_hit(ws, ws.added_link("d/ln", ws.path("a.txt"))) == []


def test_symlink_target_escaping_through_a_symlink_on_disk_is_refused(ws: WS, tmp_path) -> None:
    far = tmp_path / "far" / "deeper"
    far.mkdir(parents=True)
    ws.symlink("hop", str(far))
    assert rules_hit(ws, ws.added_link("ln", "hop/..")) == [("ln", "symlink-escape")]
    assert rules_hit(ws, ws.added_link("ln", "hop/.."), policy=Policy.off()) == []


@pytest.mark.parametrize("ftype", [FileType.FIFO, FileType.CHAR_DEVICE])
def test_device_files_and_fifos_are_refused_even_with_every_rule_off(ws: WS, ftype: FileType) -> None:
    change = Change(ws.path("dev"), ChangeKind.ADDED, ftype)
    for policy in (Policy(), Policy.off()):
        assert rules_hit(ws, change, policy=policy) == [("dev", "special-file")]


def test_incomplete_changes_are_refused(ws: WS) -> None:
    no_content = Change(ws.path("a"), ChangeKind.ADDED, FileType.FILE)
    no_target = Change(ws.path("b"), ChangeKind.ADDED, FileType.SYMLINK)
    assert sorted(rules_hit(ws, no_content, no_target, policy=Policy.off())) == [("a", "malformed"), ("b", "malformed")]


# ---- the policy ------------------------------------------------------------------------------------


def test_policy_off_lets_every_rule_pass(ws: WS) -> None:
    ws.put("crlf.txt", b"a\r\n")
    ws.put("AGENTS.md", b"x\n")
    changes = [
        ws.added("bin", b"\0\xff" * (MIB)),
        ws.added("bom", b"\xef\xbb\xbfx"),
        ws.modified("crlf.txt", b"a\n"),
        ws.deleted("AGENTS.md"),
        ws.added("suid", b"x\n", 0o4755),
        ws.added_link("esc", "/etc"),
        *[ws.added(f"n{i}", b"x\n") for i in range(301)],
    ]
    assert check(ws.changeset(changes), Policy.off()).ok
    assert not check(ws.changeset(changes), Policy()).ok


def test_every_reason_reads_as_a_sentence_naming_the_path(ws: WS) -> None:
    ws.put("crlf.txt", b"a\r\n")
    changes = [ws.added(".git/x", b"\0"), ws.modified("crlf.txt", b"a\n"), ws.added("s", b"x\n", 0o4755)]
    text = check(ws.changeset(changes), Policy()).text()
    assert text.splitlines() == [
        f"{ws.path('.git/x')}: contains a NUL byte at offset 0: binary files are refused [nul-byte]",
        f"{ws.path('.git/x')}: is protected ('.git/'); vshell never changes it [protected]",
        f"{ws.path('crlf.txt')}: would change its line endings from CRLF to LF [line-endings]",
        f"{ws.path('s')}: would be created with mode 4755 (setuid, setgid or sticky) [mode]",
    ]
