"""The one object a host configures to say what a commit may change.

Every commit rule (NOTES.md D-commit-*) is a field here with its default;
``Policy()`` is the safe default and ``Policy.off()`` turns every rule off
for scratch directories and differential testing.  Two checks are not rules
and stay on even then, because the apply could not honour them: a path must
lie inside a workspace mount, and only files, directories and symlinks can be
written (a device or FIFO in a change set has no bytes to write).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

MIB = 1024 * 1024

DEFAULT_PROTECTED: tuple[str, ...] = (
    ".git/",
    ".vscode/",
    ".idea/",
    ".cursor/",
    ".husky/",
    ".github/workflows/",
    ".gitlab-ci.yml",
    "AGENTS.md",
    "CLAUDE.md",
    "GEMINI.md",
    ".cursorrules",
    ".vshell.toml",
    ".vshell/",
)
"""Protected globs, matched case-insensitively against any run of path components
below a mount (``.git/`` protects ``sub/.git/config`` too); a leading ``/``
anchors a pattern at the mount.  A trailing ``/`` only says "directory": a plain
file named ``.git`` (a worktree's gitfile) is just as dangerous."""


@dataclass(frozen=True, slots=True)
class Policy:
    """Every commit rule, with its default.  ``None`` or ``False`` turns a rule off."""

    protected: tuple[str, ...] = DEFAULT_PROTECTED
    """Globs of paths no change may touch, and under which no new file may appear."""
    max_file_bytes: int | None = MIB
    """Largest new file content; exactly this many bytes still passes."""
    max_files: int | None = 300
    """Most entries (files, directories, symlinks) one commit may change; exactly this many passes."""
    require_utf8: bool = True
    """New contents must be valid UTF-8."""
    refuse_nul: bool = True
    """New contents must not hold a NUL byte (the mark of a binary file)."""
    refuse_bom: bool = True
    """New contents must not start with a UTF-8 byte-order mark (a file that had one may keep it)."""
    refuse_bom_removal: bool = True
    """A file that starts with a byte-order mark must keep it."""
    keep_line_endings: bool = True
    """A file's line endings may not change kind (CRLF to LF, LF to CRLF, either to mixed);
    a new file may not mix them."""
    refuse_changed_on_disk: bool = True
    """A path whose disk state differs from what the run saw is refused (a lost update otherwise)."""
    dirty_buffer: Callable[[str], bool] | None = None
    """Host callback: True when the editor holds unsaved changes to this real path."""
    refuse_case_renames: bool = True
    """Refuse renames that change only letter case (``mv``, or a copy with the same content and the
    old name removed), and new names that collide with a sibling on a case- and normalisation-insensitive
    filesystem (macOS, Windows checkouts); names are compared NFD and case folded."""
    refuse_protected_aliases: bool = True
    """Refuse names macOS or Windows fold onto a protected one (``.git.``, ``.git ``, ``.g\u200cit``,
    ``GIT~1``, ``AGENTS.md.``)."""
    refuse_unshowable_names: bool = True
    """Refuse new names a review cannot show as they are (control characters, bidi and zero-width
    characters, bytes that are not UTF-8)."""
    refuse_world_writable: bool = True
    """Refuse new files and folders writable by every user (``umask 000``)."""
    mode_change_mask: int | None = 0o111
    """Permission bits a change may flip on an existing entry (the execute bits, so
    ``chmod +x`` passes); new entries may not carry setuid, setgid or sticky."""
    refuse_escaping_symlinks: bool = True
    """A symlink whose target resolves outside every mount is refused."""
    refuse_symlinks_into_protected: bool = True
    """A new symlink whose target lies in a protected path is refused."""
    state_dir: str | None = None
    """The host's vshell state directory, where journals and their key live (None: the default,
    :func:`vshell.commit.journal.state_dir`).  When it lies inside a mount, nothing in it, and no
    folder above it, can be changed by a commit (always on)."""

    @classmethod
    def off(cls) -> Policy:
        """Every rule off; the apply is still all-or-nothing and still confined to the mounts."""
        return cls(
            protected=(),
            max_file_bytes=None,
            max_files=None,
            require_utf8=False,
            refuse_nul=False,
            refuse_bom=False,
            refuse_bom_removal=False,
            keep_line_endings=False,
            refuse_changed_on_disk=False,
            dirty_buffer=None,
            refuse_case_renames=False,
            refuse_protected_aliases=False,
            refuse_unshowable_names=False,
            refuse_world_writable=False,
            mode_change_mask=None,
            refuse_escaping_symlinks=False,
            refuse_symlinks_into_protected=False,
        )
