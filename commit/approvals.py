"""Approval modes: who says yes to a change set that passed the commit rules.

One ladder for every host (the Python API, the CLI, the MCP server, the
framework tools), applied after the rules, which no mode lifts:

- ``plan``: nothing is ever applied; the caller is told what would change.
- ``ask`` (the default): applied only after a person says yes (the host's review).
- ``auto``: applied without asking when the change set is low-risk by the
  fixed classification below; anything else is asked as in ``ask``, with the
  reasons it was not low-risk.
- ``full``: applied whenever the rules pass.

The classification (NOTES.md D-approvals-auto) judges the change set itself,
never the command text: each rule is a small named function that yields a
``Concern`` per path, like ``commit/rules.py``; ``AutoPolicy`` configures them
and a host may pass its own tuple of rules.  A change set is low-risk when no
rule has a concern.
"""

from __future__ import annotations

import dataclasses
import enum
import stat as stat_mod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase

from vshell.commit import _os
from vshell.commit.review import ReviewSet
from vshell.commit.rules import after_type, before_type, mount_of
from vshell.fs.changes import Change, ChangeKind, ChangeSet, FileIdentity
from vshell.fs.protocol import FileType


class Mode(enum.Enum):
    PLAN = "plan"
    ASK = "ask"
    AUTO = "auto"
    FULL = "full"


MANIFESTS: tuple[str, ...] = (
    "package.json",
    "package-lock.json",
    "npm-shrinkwrap.json",
    "pnpm-lock.yaml",
    "pnpm-workspace.yaml",
    "yarn.lock",
    ".yarnrc*",
    ".npmrc",
    "bun.lockb",
    "deno.json",
    "deno.lock",
    "pyproject.toml",
    "setup.py",
    "setup.cfg",
    "requirements*.txt",
    "requirements*.in",
    "constraints*.txt",
    "pipfile",
    "pipfile.lock",
    "poetry.lock",
    "uv.lock",
    "environment.yml",
    "cargo.toml",
    "cargo.lock",
    "go.mod",
    "go.sum",
    "go.work",
    "gemfile",
    "gemfile.lock",
    "*.gemspec",
    "composer.json",
    "composer.lock",
    "pom.xml",
    "build.gradle",
    "build.gradle.kts",
    "settings.gradle*",
    "gradle.properties",
    "*.csproj",
    "packages.config",
    "mix.exs",
    "mix.lock",
    "pubspec.yaml",
    "pubspec.lock",
    "*.lock",
)
"""Dependency manifests and lockfiles (matched case-insensitively against the file name)."""

BUILD_FILES: tuple[str, ...] = (
    "makefile",
    "gnumakefile",
    "*.mk",
    "cmakelists.txt",
    "*.cmake",
    "meson.build",
    "build.rs",
    "dockerfile",
    "*.dockerfile",
    "docker-compose*.yml",
    "docker-compose*.yaml",
    "compose.yaml",
    "justfile",
    "rakefile",
    "tox.ini",
    "noxfile.py",
    ".pre-commit-config.yaml",
    ".pre-commit-hooks.yaml",
    "lefthook.yml",
    ".github/",
    ".circleci/",
    "jenkinsfile",
    ".travis.yml",
    "azure-pipelines.yml",
    ".gitlab-ci.yml",
)
"""Build, CI and hook files: they run commands on someone's machine."""


@dataclass(frozen=True, slots=True)
class Concern:
    """Why a change set is not low-risk: one per path (or for the whole set)."""

    path: str | None
    rule: str
    """The rule's name (``deletes``, ``manifest`` ...), stable for hosts to match on."""
    reason: str

    def text(self) -> str:
        return f"{self.path if self.path is not None else '(the change set)'}: {self.reason} [{self.rule}]"


@dataclass(frozen=True, slots=True)
class Facts:
    """What the rules judge: the in-mount changes, their line counts and what was read."""

    scope: tuple[Change, ...]
    changes: ChangeSet
    lines: Mapping[str, int]
    """Changed lines (insertions plus deletions) per path, from the review's diff."""
    reads: Mapping[str, FileIdentity]
    """Every file read in the session, with its identity when read."""


AutoRule = Callable[[Facts, "AutoPolicy"], Iterator[Concern]]


def _matches(path: str, mounts: Sequence[str], patterns: Sequence[str]) -> str | None:
    """The first pattern naming ``path``: a name glob matches the last component, ``dir/`` any component."""
    mount = mount_of(path, mounts)
    rel = path[len(mount.rstrip("/")) + 1 :] if mount is not None else path.lstrip("/")
    parts = rel.lower().split("/")
    for pattern in patterns:
        p = pattern.lower()
        if p.endswith("/"):
            if p[:-1] in parts[:-1]:
                return pattern
        elif fnmatchcase(parts[-1], p):
            return pattern
    return None


def _relative(path: str, mounts: Sequence[str]) -> str:
    mount = mount_of(path, mounts)
    return path[len(mount.rstrip("/")) + 1 :] if mount is not None else path


def rule_deletes(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """Deleting or renaming away anything that exists on disk."""
    moved = {c.renamed_from: c.path for c in facts.scope if c.renamed_from is not None}
    for c in facts.scope:
        if c.kind is ChangeKind.RENAMED and c.renamed_from is not None:
            # a file moved and not written: the overlay gives it as one change, no DELETED of its old path
            yield Concern(c.renamed_from, "renames", f"renames an existing file to {c.path}")
            continue
        if c.kind is not ChangeKind.DELETED:
            continue
        what = "directory" if c.type is FileType.DIR else "file"
        if c.path in moved:
            yield Concern(c.path, "renames", f"renames an existing {what} to {moved[c.path]}")
        else:
            yield Concern(c.path, "deletes", f"deletes an existing {what}")


def rule_kinds(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """Only text files and directories may be made; no symlink, no type change."""
    for c in facts.scope:
        if c.kind is ChangeKind.DELETED:
            continue
        before, after = before_type(c), after_type(c)
        if after is FileType.SYMLINK:
            yield Concern(c.path, "symlink", f"creates a symlink to {c.link_target!r}")
        elif before is not None and after is not None and before is not after:
            yield Concern(c.path, "type-change", f"replaces a {before.value} with a {after.value}")
        elif after is FileType.FILE and c.new_content is not None and not _is_text(c.new_content):
            yield Concern(c.path, "not-text", "writes content that is not UTF-8 text")


def _is_text(data: bytes) -> bool:
    if b"\0" in data:
        return False
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def rule_modes(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """No executable bit on a new file, no mode change, no edit of an executable on disk."""
    for c in facts.scope:
        if c.kind is ChangeKind.DELETED or after_type(c) is not FileType.FILE:
            if c.kind is ChangeKind.MODE:
                yield Concern(c.path, "mode", f"changes the mode to {(c.new_mode or 0) & 0o7777:04o}")
            continue
        new = (c.new_mode or 0) & 0o7777
        old = c.old_mode if c.old_mode is not None else _disk_mode(c) if before_type(c) is FileType.FILE else None
        if old is None:
            if new & 0o111:
                yield Concern(c.path, "executable", f"creates an executable file (mode {new:04o})")
        elif c.kind is ChangeKind.MODE or (c.new_mode is not None and new != old & 0o7777):
            made = "makes the file executable" if new & 0o111 and not old & 0o111 else "changes its mode"
            yield Concern(c.path, "executable" if new & 0o111 else "mode", f"{made} ({old & 0o7777:04o} -> {new:04o})")
        elif old & 0o111:
            yield Concern(c.path, "executable", "edits an executable file (a script that runs)")


def _disk_mode(change: Change) -> int | None:
    try:
        st = _os.lstat_or_none(change.path)
    except OSError:
        return None
    return None if st is None else stat_mod.S_IMODE(st.st_mode)


def rule_manifests(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """Nothing in dependency manifests and lockfiles, build, CI and hook files."""
    mounts = facts.changes.mounts
    for c in facts.scope:
        hit = _matches(c.path, mounts, policy.manifests)
        if hit is not None:
            yield Concern(c.path, "manifest", f"touches a dependency manifest or lockfile ({hit})")
            continue
        hit = _matches(c.path, mounts, policy.build_files)
        if hit is not None:
            yield Concern(c.path, "build-file", f"touches a build, CI or hook file ({hit})")


def rule_root_dotfiles(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """No dotfile or dot-directory at a workspace root (``.env``, ``.gitignore``, ``.config/``)."""
    if not policy.root_dotfiles:
        return
    for c in facts.scope:
        top = _relative(c.path, facts.changes.mounts).split("/", 1)[0]
        if top.startswith("."):
            yield Concern(c.path, "root-dotfile", f"touches {top} at the workspace root")


def rule_unread(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """An existing file is rewritten only after this session read it, as it still is on disk."""
    if not policy.require_read:
        return
    for c in facts.scope:
        if c.kind is not ChangeKind.MODIFIED or c.type is not FileType.FILE:
            continue
        if c.new_source is not None or (c.old_content is not None and c.new_content is not None
                                        and c.new_content.startswith(c.old_content)):
            continue  # an append keeps the file as it was on disk and adds to it: nothing is overwritten
        seen = facts.reads.get(c.path)
        if seen is None:
            yield Concern(c.path, "unread", "overwrites an existing file this session never read")
        elif c.old_identity is not None and (seen.size, seen.mtime_ns, seen.ino) != (
            c.old_identity.size,
            c.old_identity.mtime_ns,
            c.old_identity.ino,
        ):
            yield Concern(c.path, "unread", "overwrites a file that changed on disk since this session read or wrote it")


def rule_size(facts: Facts, policy: AutoPolicy) -> Iterator[Concern]:
    """At most ``max_files`` files and ``max_lines`` changed lines in one set."""
    files = [c for c in facts.scope if c.type is not FileType.DIR]
    if policy.max_files is not None and len(files) > policy.max_files:
        yield Concern(None, "many-files", f"changes {len(files)} files, over the {policy.max_files} of a low-risk set")
    total = sum(facts.lines.values())
    if policy.max_lines is not None and total > policy.max_lines:
        yield Concern(None, "many-lines", f"changes {total} lines, over the {policy.max_lines} of a low-risk set")


DEFAULT_RULES: tuple[AutoRule, ...] = (
    rule_deletes,
    rule_kinds,
    rule_modes,
    rule_manifests,
    rule_root_dotfiles,
    rule_unread,
    rule_size,
)


@dataclass(frozen=True, slots=True)
class AutoPolicy:
    """What ``auto`` counts as low-risk; every field has the documented default."""

    max_files: int | None = 20
    """Most files (directories do not count) a low-risk set may change; exactly this many passes."""
    max_lines: int | None = 1000
    """Most changed lines (insertions plus deletions, as the diff counts them) in a low-risk set."""
    manifests: tuple[str, ...] = MANIFESTS
    build_files: tuple[str, ...] = BUILD_FILES
    root_dotfiles: bool = True
    """Ask for any dotfile or dot-directory directly under a workspace root."""
    require_read: bool = True
    """Ask when an existing file is overwritten without this session having read it."""
    rules: tuple[AutoRule, ...] = field(default=DEFAULT_RULES)
    """The rules run, in order; a host may drop or add its own."""


def assess(
    changes: ChangeSet,
    policy: AutoPolicy | None = None,
    *,
    reads: Mapping[str, FileIdentity] | None = None,
    review: ReviewSet | None = None,
) -> tuple[Concern, ...]:
    """Every reason ``changes`` is not low-risk (empty: ``auto`` applies it without asking).

    ``reads`` is what the session read before (the change set's own read set
    always counts); ``review`` saves building the diff again when the caller has it.
    """
    from vshell.commit.review import build_review

    policy = policy or AutoPolicy()
    scope = tuple(sorted((c for c in changes.changes if c.in_mount), key=lambda c: c.path))
    review = review if review is not None else build_review(changes)
    lines = {f.path: f.insertions + f.deletions for f in review.files}
    seen = {**(reads or {}), **changes.read_set}
    facts = Facts(scope, changes, lines, seen)
    out: list[Concern] = []
    for rule in policy.rules:
        out.extend(rule(facts, policy))
    return tuple(out)


class ApprovalReview:
    """The ladder as a ``Review``: ``commit_changes`` calls it only after every rule passed.

    ``asker`` is the person (the host's review); without one, a set that needs
    a yes is left unanswered (``unanswered`` is True), which a host reports
    rather than treating as a no.
    """

    def __init__(
        self,
        mode: Mode,
        changes: ChangeSet,
        asker: object | None = None,
        auto: AutoPolicy | None = None,
        reads: Mapping[str, FileIdentity] | None = None,
    ) -> None:
        self.mode = mode
        self._changes = changes
        self._asker = asker
        self._auto = auto
        self._reads = reads
        self.concerns: tuple[Concern, ...] = ()
        self.asked = False
        self.answer: bool | None = None
        self.unanswered = False
        self.review: ReviewSet | None = None

    def decide(self, review: ReviewSet) -> bool:
        self.review = review
        if self.mode is Mode.PLAN:
            self.unanswered = True
            return False
        if self.mode is Mode.FULL:
            self.answer = True
            return True
        if self.mode is Mode.AUTO:
            self.concerns = assess(self._changes, self._auto, reads=self._reads, review=review)
            if not self.concerns:
                self.answer = True
                return True
        decide = getattr(self._asker, "decide", None)
        if decide is None:
            self.unanswered = True
            return False
        self.asked = True
        shown = dataclasses.replace(review, concerns=tuple(c.text() for c in self.concerns))
        self.answer = bool(decide(shown))
        return self.answer

    def message(self) -> str:
        """What an unanswered decision says to a person and a model: why, and what would have changed."""
        if self.mode is Mode.PLAN:
            lines = ["vshell: plan mode: nothing was applied; this is what would change:"]
        else:
            lines = [f"vshell: not applied: approval mode '{self.mode.value}' needs a person's yes; still pending:"]
        if self.review is not None:
            lines.append(self.review.summary().rstrip("\n"))
        if self.concerns:
            lines.append("not low-risk, because:")
            lines.extend(f"  {c.text()}" for c in self.concerns)
        return "\n".join(lines)


__all__ = [
    "BUILD_FILES",
    "DEFAULT_RULES",
    "MANIFESTS",
    "ApprovalReview",
    "AutoPolicy",
    "AutoRule",
    "Concern",
    "Facts",
    "Mode",
    "assess",
]
