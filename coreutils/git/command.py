"""``git``, read-only, over the view (git 2.39): status, diff, log, show, ls-files, grep, rev-parse,
branch, tag, cat-file, config, blame.

It reads the workspace's real ``.git`` through the filesystem view like any
other file, and takes the view as the working tree, so the session's pending
changes are what ``git status`` and ``git diff`` show.  Every subcommand that
would write (``add``, ``commit``, ``checkout`` ...) fails with one line saying
so (NOTES.md D-git).  Output goes to a pipe as git writes it when it is not on
a terminal: no colour, no pager, no decorations.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterator
from dataclasses import dataclass, field

import regex

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.posix_regex import translate
from vshell.coreutils.common.registry import command
from vshell.coreutils.git import blame, output
from vshell.coreutils.git.ignore import Ignores
from vshell.coreutils.git.repo import Commit, GitError, Person, Repo, blob_sha, find_repo
from vshell.fs.protocol import FileType

WRITERS = frozenset(["add", "commit", "checkout", "switch", "restore", "reset", "stash", "merge", "rebase", "cherry-pick", "revert", "push", "pull", "fetch", "clone", "init", "rm", "mv", "tag-create", "am", "apply", "clean", "gc", "prune", "notes", "remote", "submodule", "worktree", "update-index", "update-ref", "write-tree", "commit-tree"])
READERS = ("status", "diff", "log", "show", "ls-files", "grep", "rev-parse", "branch", "tag", "cat-file", "config",
           "blame")


class _Usage(Exception):
    pass


@dataclass(slots=True)
class LogOptions:
    limit: int | None = None
    format: str = "medium"
    patch: bool = False
    stat: bool = False
    paths: list[str] = field(default_factory=list)
    revs: list[str] = field(default_factory=list)
    show: bool = False


class Git:
    def __init__(self, ctx: CommandContext, repo: Repo) -> None:
        self.ctx = ctx
        self.repo = repo
        rel = posixpath.relpath(ctx.cwd, repo.top)
        self.prefix = "" if rel == "." else rel + "/"

    def rel(self, path: str) -> str:
        """A top-relative path as git shows it from the cwd (``../x`` from a subdirectory)."""
        if not self.prefix:
            return path
        return posixpath.relpath(path, self.prefix.rstrip("/")) + ("/" if path.endswith("/") else "")

    def out(self, text: str | bytes) -> None:
        self.ctx.stdout.write(text if isinstance(text, bytes) else text.encode("utf-8", "surrogateescape"))

    # the working tree ----------------------------------------------------------------------------
    def work_path(self, rel: str) -> str:
        return posixpath.join(self.repo.top, rel)

    def work_file(self, rel: str) -> tuple[bytes, int] | None:
        """A working-tree file's content and git mode, None when it is missing."""
        path = self.work_path(rel)
        fs = self.ctx.fs
        try:
            st = fs.lstat(path)
        except OSError:
            return None
        if st.type is FileType.SYMLINK:
            return fs.readlink(path).encode("utf-8", "surrogateescape"), 0o120000
        if st.type is not FileType.FILE:
            return None
        with fs.open(path) as f:
            data = f.read()
        self.ctx.budget.tick()
        return data, 0o100755 if st.mode & 0o100 else 0o100644

    def untracked(self, tracked: set[str]) -> list[str]:
        """Untracked paths as git status lists them: a directory with nothing tracked in it is one ``dir/``."""
        fs = self.ctx.fs
        ignores = Ignores(self.ctx, self.repo)
        out: list[str] = []
        tracked_dirs = {posixpath.dirname(p) for p in tracked}
        for p in list(tracked_dirs):
            while p:
                p = posixpath.dirname(p)
                tracked_dirs.add(p)

        def walk(rel: str) -> None:
            try:
                names = sorted(fs.listdir(self.work_path(rel) if rel else self.repo.top))
            except OSError:
                return
            ignores.enter(rel)
            for name in names:
                sub = f"{rel}/{name}" if rel else name
                if sub == ".git":
                    continue
                try:
                    st = fs.lstat(self.work_path(sub))
                except OSError:
                    continue
                is_dir = st.type is FileType.DIR
                if ignores.ignored(sub, is_dir):
                    continue
                if is_dir:
                    if sub in tracked_dirs:
                        walk(sub)
                    elif self.has_untracked_file(sub, ignores):
                        out.append(sub + "/")
                elif sub not in tracked:
                    out.append(sub)
            self.ctx.budget.tick()

        walk("")
        return out

    def has_untracked_file(self, rel: str, ignores: Ignores) -> bool:
        try:
            names = self.ctx.fs.listdir(self.work_path(rel))
        except OSError:
            return False
        ignores.enter(rel)
        for name in names:
            sub = f"{rel}/{name}"
            try:
                is_dir = self.ctx.fs.lstat(self.work_path(sub)).type is FileType.DIR
            except OSError:
                continue
            if ignores.ignored(sub, is_dir):
                continue
            if not is_dir or self.has_untracked_file(sub, ignores):
                return True
        return False

    def head_tree(self) -> dict[str, tuple[str, str]]:
        _ref, sha = self.repo.head()
        return self.repo.flat_tree(self.repo.commit(sha).tree) if sha else {}

    def index_map(self) -> dict[str, tuple[str, str]]:
        return {e.path: (f"{e.mode:o}", e.sha) for e in self.repo.index() if e.stage == 0}

    def worktree_changes(self, index: dict[str, tuple[str, str]]) -> dict[str, str]:
        """``path -> "M" | "D"`` for tracked files that differ from the index in the working tree."""
        out: dict[str, str] = {}
        for path, (mode, sha) in index.items():
            found = self.work_file(path)
            if found is None:
                out[path] = "D"
            elif blob_sha(found[0]) != sha or f"{found[1]:o}" != mode:
                out[path] = "M"
        return out

    # status --------------------------------------------------------------------------------------
    def status(self, args: list[str]) -> int:
        short = any(a in ("-s", "--short", "--porcelain", "--porcelain=v1") for a in args)
        branch_line = any(a in ("-b", "--branch") for a in args)
        head = self.head_tree()
        index = self.index_map()
        staged: dict[str, str] = {}
        for path in sorted(set(head) | set(index)):
            if path not in index:
                staged[path] = "D"
            elif path not in head:
                staged[path] = "A"
            elif head[path] != index[path]:
                staged[path] = "M"
        unstaged = self.worktree_changes(index)
        untracked = self.untracked(set(index))
        ref, sha = self.repo.head()
        if short:
            if branch_line:
                self.out(f"## {_branch_name(ref) if ref else 'HEAD (no branch)'}\n" if sha or not ref
                         else f"## No commits yet on {_branch_name(ref)}\n")
            for path in sorted(set(staged) | set(unstaged)):
                self.out(f"{staged.get(path, ' ')}{unstaged.get(path, ' ')} {_quote(self.rel(path))}\n")
            for path in untracked:
                self.out(f"?? {_quote(self.rel(path))}\n")
            return 0
        self.out(f"On branch {_branch_name(ref)}\n" if ref else f"HEAD detached at {sha[:7] if sha else ''}\n")
        if not sha:
            self.out("\nNo commits yet\n\n")
        words = {"M": "modified:   ", "A": "new file:   ", "D": "deleted:    "}
        if staged:
            self.out("Changes to be committed:\n")
            self.out('  (use "git restore --staged <file>..." to unstage)\n' if sha else
                     '  (use "git rm --cached <file>..." to unstage)\n')
            for path, kind in staged.items():
                self.out(f"\t{words[kind]}{_quote(self.rel(path))}\n")
            self.out("\n")
        if unstaged:
            self.out("Changes not staged for commit:\n")
            verb = "add/rm" if "D" in unstaged.values() else "add"
            self.out(f'  (use "git {verb} <file>..." to update what will be committed)\n')
            self.out('  (use "git restore <file>..." to discard changes in working directory)\n')
            for path in sorted(unstaged):
                self.out(f"\t{words[unstaged[path]]}{_quote(self.rel(path))}\n")
            self.out("\n")
        if untracked:
            self.out("Untracked files:\n")
            self.out('  (use "git add <file>..." to include in what will be committed)\n')
            for path in untracked:
                self.out(f"\t{_quote(self.rel(path))}\n")
            self.out("\n")
        if not staged:
            if unstaged:
                self.out('no changes added to commit (use "git add" and/or "git commit -a")\n')
            elif untracked:
                self.out('nothing added to commit but untracked files present (use "git add" to track)\n')
            elif sha:
                self.out("nothing to commit, working tree clean\n")
            else:
                self.out('nothing to commit (create/copy files and use "git add" to track)\n')
        return 0

    # diff ----------------------------------------------------------------------------------------
    def blob(self, sha: str) -> bytes:
        return self.repo.object(sha)[1]

    def diff_sets(self, old: dict[str, tuple[str, bytes | None]], new: dict[str, tuple[str, bytes | None]],
                  paths: list[str], how: str) -> None:
        """Print a diff between two ``path -> (mode, content)`` maps in the form ``how`` asks for."""
        names = sorted(p for p in set(old) | set(new) if _wanted(p, paths) and old.get(p) != new.get(p))
        renames = _renames({p: old[p] for p in names if p not in new}, {p: new[p] for p in names if p not in old})
        gone = {src for src, _dst, _score in renames.values()}
        rows: list[tuple[str, int, int, bool, str]] = []
        for path in names:
            if path in gone:
                continue
            src, score = (renames[path][0], renames[path][2]) if path in renames else (None, 0)
            o = old.get(src) if src else old.get(path)
            n = new.get(path)
            shown = _rename_label(src, path) if src else path
            if how == "name-only":
                self.out(path + "\n")
                continue
            if how == "name-status":
                self.out(f"R{score:03d}\t{src}\t{path}\n" if src else
                         f"{'A' if o is None else 'D' if n is None else 'M'}\t{path}\n")
                continue
            od = o[1] or b"" if o else b""
            nd = n[1] or b"" if n else b""
            binary = output.is_binary(od) or output.is_binary(nd)
            if how in ("stat", "numstat"):
                added, removed = (0, 0) if binary else output.count_changes(od, nd, self.ctx.budget.tick)
                if how == "numstat":
                    self.out(f"-\t-\t{path}\n" if binary else f"{added}\t{removed}\t{path}\n")
                rows.append((shown, added, removed, binary, f"Bin {len(od)} -> {len(nd)} bytes" if binary else ""))
                continue
            self.file_diff(path, o, n, src, score)
        if how == "stat":
            self.out(output.diffstat(rows))

    def file_diff(self, path: str, o: tuple[str, bytes | None] | None, n: tuple[str, bytes | None] | None,
                  src: str | None = None, score: int = 0) -> None:
        od = o[1] or b"" if o else b""
        nd = n[1] or b"" if n else b""
        old_path = src or path
        self.out(f"diff --git a/{old_path} b/{path}\n")
        if src:
            self.out(f"similarity index {score}%\nrename from {src}\nrename to {path}\n")
            if od == nd and o is not None and n is not None and o[0] == n[0]:
                return
        osha = blob_sha(od)[:7] if o else "0000000"
        nsha = blob_sha(nd)[:7] if n else "0000000"
        if o is None and n is not None:
            self.out(f"new file mode {n[0]}\nindex {osha}..{nsha}\n")
        elif n is None and o is not None:
            self.out(f"deleted file mode {o[0]}\nindex {osha}..{nsha}\n")
        elif o is not None and n is not None and o[0] != n[0]:
            self.out(f"old mode {o[0]}\nnew mode {n[0]}\n")
            if od == nd:
                return
            self.out(f"index {osha}..{nsha}\n")
        else:
            self.out(f"index {osha}..{nsha} {n[0] if n else ''}\n")
        if output.is_binary(od) or output.is_binary(nd):
            a = f"a/{path}" if o else "/dev/null"
            b = f"b/{path}" if n else "/dev/null"
            self.out(f"Binary files {a} and {b} differ\n")
            return
        if not od and not nd:
            return
        self.out(f"--- {'a/' + old_path if o else '/dev/null'}\n+++ {'b/' + path if n else '/dev/null'}\n")
        hunks, _, _ = output.unified(od, nd, self.ctx.budget.tick)
        self.out(hunks)

    def tree_side(self, sha: str) -> dict[str, tuple[str, bytes | None]]:
        return {p: (m, self.blob(s)) for p, (m, s) in self.repo.flat_tree(self.repo.commit(sha).tree).items()}

    def index_side(self) -> dict[str, tuple[str, bytes | None]]:
        return {p: (m, self.blob(s)) for p, (m, s) in self.index_map().items()}

    def work_side(self, tracked: list[str]) -> dict[str, tuple[str, bytes | None]]:
        out: dict[str, tuple[str, bytes | None]] = {}
        for path in tracked:
            found = self.work_file(path)
            if found is not None:
                out[path] = (f"{found[1]:o}", found[0])
        return out

    def diff(self, args: list[str]) -> int:
        how, revs, paths, cached = _diff_options(args)
        if len(revs) == 1 and ".." in revs[0]:
            a, _, b = revs[0].partition("..")
            revs = [a or "HEAD", b or "HEAD"]
        if len(revs) == 2:
            old = self.tree_side(self.repo.rev(revs[0]))
            new = self.tree_side(self.repo.rev(revs[1]))
        elif len(revs) == 1:
            old = self.tree_side(self.repo.rev(revs[0]))
            new = self.index_side() if cached else self.work_side(sorted(set(self.index_map()) | set(old)))
        elif cached:
            _ref, sha = self.repo.head()
            old = self.tree_side(sha) if sha else {}
            new = self.index_side()
        else:
            old = self.index_side()
            new = self.work_side(sorted(old))
        self.diff_sets(old, new, paths, how)
        return 0

    # log and show --------------------------------------------------------------------------------
    def walk(self, start: list[str], limit: int | None) -> Iterator[Commit]:
        """Commits reachable from ``start``, newest committer date first, as ``git log`` orders them."""
        seen: set[str] = set()
        queue = [self.repo.commit(s) for s in start]
        count = 0
        while queue and (limit is None or count < limit):
            queue.sort(key=lambda c: c.committer.when)
            c = queue.pop()
            if c.sha in seen:
                continue
            seen.add(c.sha)
            count += 1
            self.ctx.budget.tick()
            yield c
            for p in c.parents:
                if p not in seen:
                    queue.append(self.repo.commit(p))

    def log(self, args: list[str], show: bool = False) -> int:
        opts = _log_options(args, show)
        revs = opts.revs or ["HEAD"]
        if not show:
            _ref, sha = self.repo.head()
            if sha is None and revs == ["HEAD"]:
                _ref = _ref or "HEAD"
                raise GitError(f"your current branch '{_branch_name(_ref)}' does not have any commits yet")
        starts = [self.repo.rev(r) for r in revs]
        if show:
            for sha in starts:
                self.show_tags(sha)
        commits = [self.repo.commit(s) for s in starts] if show else self.walk(starts, None)
        shown = 0
        first = True
        for c in commits:
            if opts.paths and not show and not self.touches(c, opts.paths):
                continue
            if opts.limit is not None and shown >= opts.limit:
                break
            shown += 1
            self.entry(c, opts, first)
            first = False
        return 0

    def show_tags(self, sha: str) -> None:
        """``git show TAG`` of an annotated tag: the tag's own header and message first."""
        while True:
            kind, body = self.repo.object(sha)
            if kind != "tag":
                return
            head, _, message = body.decode("utf-8", "surrogateescape").partition("\n\n")
            fields = dict(line.split(" ", 1) for line in head.split("\n") if " " in line)
            tagger = _person_of(fields.get("tagger", ""))
            self.out(f"tag {fields.get('tag', '')}\n")
            if tagger is not None:
                self.out(f"Tagger: {tagger.name} <{tagger.email}>\nDate:   {output.date(tagger)}\n")
            self.out("\n" + message.rstrip("\n") + "\n\n")
            sha = fields.get("object", "")

    def touches(self, c: Commit, paths: list[str]) -> bool:
        new = self.repo.flat_tree(c.tree)
        old = self.repo.flat_tree(self.repo.commit(c.parents[0]).tree) if c.parents else {}
        return any(_wanted(p, paths) and old.get(p) != new.get(p) for p in set(old) | set(new))

    def entry(self, c: Commit, opts: LogOptions, first: bool) -> None:
        fmt = opts.format
        patch = opts.patch
        stat = opts.stat
        if fmt == "oneline":
            self.out(f"{c.sha[:7]} {_subject(c.message)}\n")
        elif fmt.startswith("format:"):
            self.out(_format(fmt[7:], c) + "\n")
        else:
            if not first:
                self.out("\n")
            self.out(f"commit {c.sha}\n")
            if len(c.parents) > 1:
                self.out("Merge: " + " ".join(p[:7] for p in c.parents) + "\n")
            self.out(f"Author: {c.author.name} <{c.author.email}>\n")
            self.out(f"Date:   {output.date(c.author)}\n\n")
            body = c.message.rstrip("\n")
            self.out("".join(f"    {line}\n" for line in body.split("\n")))
            if len(c.parents) > 1 and opts.patch and opts.show:
                self.out("\n")  # git show of a merge: its (empty) combined diff leaves a blank line
        if (patch or stat) and len(c.parents) <= 1:
            old = self.tree_side(c.parents[0]) if c.parents else {}
            new = self.tree_side(c.sha)
            if stat:
                self.out("\n" if fmt != "oneline" else "")
                self.diff_sets(old, new, opts.paths, "stat")
            if patch:
                self.out("\n" if fmt != "oneline" else "")
                self.diff_sets(old, new, opts.paths, "patch")

    # the small ones ------------------------------------------------------------------------------
    def ls_files(self, args: list[str]) -> int:
        wanted = [self.prefix + a for a in args if not a.startswith("-")] or ([self.prefix] if self.prefix else [])
        for path in sorted(self.index_map()):
            if _wanted(path, wanted):
                self.out(_quote(self.rel(path)) + "\n")
        return 0

    def rev_parse(self, args: list[str]) -> int:
        abbrev = False
        for a in args:
            if a == "--show-toplevel":
                self.out(self.repo.top + "\n")
            elif a == "--git-dir":
                self.out((".git" if self.ctx.cwd == self.repo.top else self.repo.git_dir) + "\n")
            elif a == "--is-inside-work-tree":
                self.out("true\n")
            elif a == "--abbrev-ref":
                abbrev = True
            elif a == "--short":
                abbrev = False
                self._short = True
            elif a.startswith("-"):
                raise _Usage(f"unknown option {a}")
            else:
                if abbrev and a == "HEAD":
                    ref, _sha = self.repo.head()
                    self.out((_branch_name(ref) if ref else "HEAD") + "\n")
                else:
                    sha = self.repo.rev(a)
                    self.out((sha[:7] if getattr(self, "_short", False) else sha) + "\n")
        return 0

    def branch(self, args: list[str]) -> int:
        if any(not a.startswith("-") for a in args) or any(a in ("-d", "-D", "-m", "-M", "-c", "-C") for a in args):
            return read_only(self.ctx, "branch")
        ref, _sha = self.repo.head()
        heads = self.repo.refs("refs/heads/")
        if ref is None:
            self.out(f"* (HEAD detached at {_sha[:7] if _sha else ''})\n")
        for name in heads:
            self.out(("* " if name == ref else "  ") + name[len("refs/heads/"):] + "\n")
        return 0

    def tag(self, args: list[str]) -> int:
        if any(not a.startswith("-") for a in args if a not in ("-l", "--list")) and "-l" not in args \
                and "--list" not in args:
            return read_only(self.ctx, "tag")
        for name in self.repo.refs("refs/tags/"):
            self.out(name[len("refs/tags/"):] + "\n")
        return 0

    def cat_file(self, args: list[str]) -> int:
        if len(args) != 2 or args[0] not in ("-p", "-t", "-s", "-e"):
            raise _Usage("usage: git cat-file (-t | -s | -e | -p) <object>")
        sha = self.repo.rev(args[1])
        kind, body = self.repo.object(sha)
        if args[0] == "-t":
            self.out(kind + "\n")
        elif args[0] == "-s":
            self.out(f"{len(body)}\n")
        elif args[0] == "-p":
            if kind == "tree":
                for e in self.repo.tree(sha):
                    what = "tree" if e.mode == "40000" else "commit" if e.mode == "160000" else "blob"
                    self.out(f"{e.mode.rjust(6, '0')} {what} {e.sha}\t{_quote(e.name)}\n")
            else:
                self.out(body)
        return 0

    def blame(self, args: list[str]) -> int:
        flags = {"-s": "suppress", "-e": "email", "--show-email": "email", "-l": "long", "--root": "root",
                 "-f": "show_name", "--show-name": "show_name", "-n": "show_number", "--show-number": "show_number", "-b": "blank_boundary"}
        usage = "usage: git blame [<options>] [<rev-opts>] [<rev>] [--] <file>\n"
        chosen: dict[str, bool] = {}
        words: list[str] = []
        paths: list[str] = []
        it = iter(args)
        for a in it:
            if a == "--":
                paths.extend(it)
            elif a in flags:
                chosen[flags[a]] = True
            elif a.startswith("-") and a != "-":
                self.ctx.stderr.write(f"error: unknown option `{a}'\n{usage}".encode("utf-8", "surrogateescape"))
                return 129
            else:
                words.append(a)
        if not paths and words:
            paths = [words.pop()]
        if len(paths) != 1 or len(words) > 1:
            self.ctx.stderr.write(usage.encode())
            return 129
        rel = posixpath.normpath(self.prefix + paths[0])
        opts = blame.BlameOptions(rev=words[0] if words else None, **chosen)
        blamer = blame.Blamer(self.repo, self.ctx.budget.tick)
        try:
            start = self.repo.rev(opts.rev or "HEAD")
        except GitError:
            raise GitError(f"bad revision '{opts.rev}'") from None
        entry = blamer.blob_at(start, rel)
        if entry is None:
            raise GitError(f"no such path '{rel}' in HEAD" if opts.rev is None else f"no such path {rel} in {opts.rev}")
        if opts.rev is None:
            found = self.work_file(rel)
            if found is None:
                raise GitError(f"Cannot lstat '{paths[0]}': No such file or directory")
            final, first = found[0], None
        else:
            final, first = blamer.content(entry[1]), start
        lines = blamer.run(rel, final, first)
        self.out(blame.render(blamer, rel, final, lines, opts))
        return 0

    def config(self, args: list[str]) -> int:
        rest = [a for a in args if a not in ("--get", "--local")]
        if len(rest) != 1 or any(a.startswith("--") and a not in ("--get", "--local") for a in args):
            return read_only(self.ctx, "config") if len(rest) > 1 else self._config_list(args)
        section, _, key = rest[0].rpartition(".")
        head, dot, sub = section.partition(".")
        wanted = head.lower() + (dot + sub if sub else "") + "." + key.lower()
        value = self.repo.config().get(wanted)
        if value is None:
            return 1
        self.out(value + "\n")
        return 0

    def _config_list(self, args: list[str]) -> int:
        if args in (["-l"], ["--list"]):
            for k, v in self.repo.config().items():
                self.out(f"{k}={v}\n")
            return 0
        raise _Usage("usage: git config [--get] <name>")

    def grep(self, args: list[str]) -> int:
        flags = [a for a in args if a.startswith("-")]
        words = [a for a in args if not a.startswith("-")]
        if not words:
            raise _Usage("no pattern given")
        pattern, paths = words[0], words[1:]
        rx = regex.compile(translate(pattern, extended="-E" in flags, strict_ranges=True).pattern,
                           regex.IGNORECASE if "-i" in flags else 0)
        number = "-n" in flags
        names_only = "-l" in flags
        found = False
        scope = [self.prefix + p for p in paths] or ([self.prefix] if self.prefix else [])
        for path in sorted(self.index_map()):
            if not _wanted(path, scope):
                continue
            item = self.work_file(path)
            if item is None or output.is_binary(item[0]):
                continue
            for i, line in enumerate(item[0].decode("utf-8", "surrogateescape").split("\n"), 1):
                if rx.search(line, timeout=self.ctx.budget.limits.regex_seconds):
                    found = True
                    shown = self.rel(path)
                    if names_only:
                        self.out(shown + "\n")
                        break
                    self.out(f"{shown}:{i}:{line}\n" if number else f"{shown}:{line}\n")
        return 0 if found else 1


def _renames(deleted: dict[str, tuple[str, bytes | None]],
             added: dict[str, tuple[str, bytes | None]]) -> dict[str, tuple[str, str, int]]:
    """``new path -> (old path, new path, similarity %)`` for added files that continue a deleted one.

    Exact copies pair first; then, as git's default ``-M`` (50%), the most similar deleted file,
    similarity being the share of the larger file's bytes in lines both have.
    """
    out: dict[str, tuple[str, str, int]] = {}
    free = dict(deleted)
    for path, (_mode, data) in sorted(added.items()):
        for src, (_smode, sdata) in sorted(free.items()):
            if sdata == data:
                out[path] = (src, path, 100)
                del free[src]
                break
    for path, (_mode, data) in sorted(added.items()):
        if path in out or not free:
            continue
        best, best_score = None, 0
        for src, (_smode, sdata) in sorted(free.items()):
            score = _similarity(sdata or b"", data or b"")
            if score > best_score:
                best, best_score = src, score
        if best is not None and best_score >= 50:
            out[path] = (best, path, best_score)
            del free[best]
    return out


def _similarity(a: bytes, b: bytes) -> int:
    if not a or not b or output.is_binary(a) or output.is_binary(b):
        return 0
    from collections import Counter

    common = Counter(a.splitlines(keepends=True)) & Counter(b.splitlines(keepends=True))
    shared = sum(len(line) * n for line, n in common.items())
    return shared * 100 // max(len(a), len(b))


def _rename_label(src: str, dst: str) -> str:
    """git's ``dir/{old => new}`` form: the common leading directories and trailing components kept outside."""
    a, b = src.split("/"), dst.split("/")
    pre = 0
    while pre < min(len(a), len(b)) - 1 and a[pre] == b[pre]:
        pre += 1
    post = 0
    while post < min(len(a), len(b)) - pre - 1 and a[-1 - post] == b[-1 - post]:
        post += 1
    if not pre and not post:
        return f"{src} => {dst}"
    head = "/".join(a[:pre]) + "/" if pre else ""
    tail = "/" + "/".join(a[len(a) - post:]) if post else ""
    return f"{head}{{{'/'.join(a[pre:len(a) - post])} => {'/'.join(b[pre:len(b) - post])}}}{tail}"


def _person_of(text: str) -> Person | None:
    if not text:
        return None
    name_email, _, rest = text.rpartition("> ")
    name, _, email = name_email.partition(" <")
    when, _, tz = rest.partition(" ")
    return Person(name, email, int(when or 0), tz or "+0000")


def _branch_name(ref: str | None) -> str:
    return (ref or "").removeprefix("refs/heads/")


def _quote(path: str) -> str:
    if re.search(r'[\x00-\x1f"\\\x7f-\U0010ffff]', path):
        raw = path.encode("utf-8", "surrogateescape")
        out = []
        for b in raw:
            ch = chr(b)
            if ch in '"\\':
                out.append("\\" + ch)
            elif ch == "\t":
                out.append("\\t")
            elif ch == "\n":
                out.append("\\n")
            elif b < 0x20 or b >= 0x7F:
                out.append(f"\\{b:03o}")
            else:
                out.append(ch)
        return '"' + "".join(out) + '"'
    return path


def _wanted(path: str, paths: list[str]) -> bool:
    if not paths:
        return True
    return any(p in (".", "") or path == p.rstrip("/") or path.startswith(p.rstrip("/") + "/") for p in paths)


def _subject(message: str) -> str:
    para = message.strip("\n").split("\n\n", 1)[0]
    return " ".join(line.strip() for line in para.split("\n"))


def _format(fmt: str, c: Commit) -> str:
    subject = _subject(c.message)
    body = c.message.strip("\n").split("\n\n", 1)[1] + "\n" if "\n\n" in c.message.strip("\n") else ""
    table = {
        "H": c.sha, "h": c.sha[:7], "T": c.tree, "t": c.tree[:7], "P": " ".join(c.parents),
        "p": " ".join(p[:7] for p in c.parents), "an": c.author.name, "ae": c.author.email,
        "ad": output.date(c.author), "ai": output.date(c.author, "iso"), "as": output.date(c.author, "short"),
        "at": output.date(c.author, "unix"), "cn": c.committer.name, "ce": c.committer.email,
        "cd": output.date(c.committer), "ci": output.date(c.committer, "iso"),
        "cs": output.date(c.committer, "short"), "ct": output.date(c.committer, "unix"), "s": subject,
        "b": body, "B": c.message.strip("\n") + "\n", "n": "\n", "%": "%",
    }
    return re.sub(r"%(an|ae|ad|ai|as|at|cn|ce|cd|ci|cs|ct|H|h|T|t|P|p|s|b|B|n|%)",
                  lambda m: table[m.group(1)], fmt)


def _diff_options(args: list[str]) -> tuple[str, list[str], list[str], bool]:
    how = "patch"
    cached = False
    revs: list[str] = []
    paths: list[str] = []
    dashdash = False
    for a in args:
        if dashdash:
            paths.append(a)
        elif a == "--":
            dashdash = True
        elif a in ("--cached", "--staged"):
            cached = True
        elif a == "--stat":
            how = "stat"
        elif a == "--numstat":
            how = "numstat"
        elif a == "--name-only":
            how = "name-only"
        elif a == "--name-status":
            how = "name-status"
        elif a in ("--no-color", "--no-ext-diff", "-p", "-u", "--patch"):
            pass
        elif a.startswith("-"):
            raise _Usage(f"invalid option: {a}")
        else:
            revs.append(a)
    return how, revs, paths, cached


def _log_options(args: list[str], show: bool) -> LogOptions:
    opts = LogOptions(patch=show, show=show)
    it = iter(args)
    dashdash = False
    for a in it:
        if dashdash:
            opts.paths.append(a)
        elif a == "--":
            dashdash = True
        elif a == "--oneline":
            opts.format = "oneline"
        elif a in ("-p", "--patch", "-u"):
            opts.patch = True
        elif a == "--stat":
            opts.stat = True
            if show:
                opts.patch = False
        elif a in ("-s", "--no-patch"):
            opts.patch = False
        elif a == "-n":
            opts.limit = int(next(it, "0"))
        elif re.fullmatch(r"-n?\d+", a):
            opts.limit = int(a.lstrip("-n"))
        elif a.startswith("--max-count="):
            opts.limit = int(a.split("=", 1)[1])
        elif a.startswith(("--format=", "--pretty=")):
            value = a.split("=", 1)[1]
            opts.format = value if value in ("oneline", "medium") else (
                value if value.startswith("format:") else "format:" + value.removeprefix("tformat:"))
        elif a in ("--no-decorate", "--no-color", "--abbrev-commit"):
            pass
        elif a.startswith("-"):
            raise _Usage(f"unrecognized argument: {a}")
        else:
            opts.revs.append(a)
    return opts


def read_only(ctx: CommandContext, sub: str) -> int:
    ctx.stderr.write(f"git: '{sub}' would write to the repository; vshell's git is read-only: file changes go "
                     "through the review, and .git is never written.\n".encode("utf-8", "surrogateescape"))
    return 1


@command("git", summary="the stupid content tracker (read-only)", usage="git <command> [<args>]", parse=False,
         package="", version="2.39.5")
def git_cmd(ctx: CommandContext, args: Parsed) -> int:
    argv = list(args.operands)
    while argv and argv[0] in ("--no-pager", "--no-optional-locks", "-P"):
        argv.pop(0)
    if argv and argv[0] == "-C" and len(argv) > 1:
        ctx = _with_cwd(ctx, argv[1])
        argv = argv[2:]
    if not argv or argv[0] in ("--help", "help", "-h"):
        ctx.stdout.write(("usage: git <command> [<args>]\n\nvshell's git reads the repository and never writes it: "
                          + ", ".join(READERS) + ".\n").encode())
        return 0 if argv else 1
    if argv[0] == "--version":
        ctx.stdout.write(b"git version 2.39.5 (vshell, read-only)\n")
        return 0
    sub, rest = argv[0], argv[1:]
    if sub in WRITERS:
        return read_only(ctx, sub)
    if sub not in READERS:
        ctx.stderr.write(f"git: '{sub}' is not a git command. See 'git --help'.\n".encode("utf-8", "surrogateescape"))
        return 1
    repo = find_repo(ctx)
    if repo is None:
        ctx.stderr.write(b"fatal: not a git repository (or any of the parent directories): .git\n")
        return 128
    g = Git(ctx, repo)
    handlers = {"status": g.status, "diff": g.diff, "log": g.log, "show": lambda a: g.log(a, show=True),
                "ls-files": g.ls_files, "grep": g.grep, "rev-parse": g.rev_parse, "branch": g.branch, "tag": g.tag,
                "cat-file": g.cat_file, "config": g.config, "blame": g.blame}
    try:
        return handlers[sub](rest)
    except GitError as exc:
        ctx.stderr.write(f"fatal: {exc}\n".encode("utf-8", "surrogateescape"))
        return 128
    except _Usage as exc:
        ctx.stderr.write(f"error: {exc}\n".encode("utf-8", "surrogateescape"))
        return 129
    except (ValueError, IndexError, KeyError, UnicodeDecodeError) as exc:
        ctx.stderr.write(f"fatal: corrupt repository data ({type(exc).__name__})\n".encode())
        return 128


def _with_cwd(ctx: CommandContext, path: str) -> CommandContext:
    import dataclasses

    return dataclasses.replace(ctx, cwd=posixpath.normpath(posixpath.join(ctx.cwd, path)))
