"""Test helpers for the commit stage: a real workspace folder, change builders that
describe the disk the way the overlay does, and exact tree snapshots."""

from __future__ import annotations

import hashlib
import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass

from vshell.fs.changes import Change, ChangeKind, ChangeSet, FileIdentity
from vshell.fs.protocol import FileType

Entry = tuple[str, int, bytes] | tuple[str, int] | tuple[str, str]
Tree = dict[str, Entry]


def snapshot(root: str) -> Tree:
    """Every entry below ``root``: files with mode and bytes, dirs with mode, symlinks with target."""
    out: Tree = {}
    for dirpath, dirnames, filenames in os.walk(root):
        for name in dirnames + filenames:
            p = os.path.join(dirpath, name)
            rel = os.path.relpath(p, root)
            st = os.lstat(p)
            if stat.S_ISLNK(st.st_mode):
                out[rel] = ("symlink", os.readlink(p))
            elif stat.S_ISDIR(st.st_mode):
                out[rel] = ("dir", stat.S_IMODE(st.st_mode))
            else:
                with open(p, "rb") as f:
                    out[rel] = ("file", stat.S_IMODE(st.st_mode), f.read())
    return out


@dataclass
class WS:
    """A workspace folder on the real disk, mounted at its own path."""

    root: str

    def path(self, rel: str) -> str:
        return f"{self.root}/{rel}"

    # -- making the before-state

    def put(self, rel: str, data: bytes, mode: int = 0o644) -> str:
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
        os.chmod(p, mode)
        return p

    def mkdir(self, rel: str, mode: int = 0o755) -> str:
        p = self.path(rel)
        os.makedirs(p, exist_ok=True)
        os.chmod(p, mode)
        return p

    def symlink(self, rel: str, target: str) -> str:
        p = self.path(rel)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        os.symlink(target, p)
        return p

    def ident(self, rel: str) -> FileIdentity:
        p = self.path(rel)
        st = os.lstat(p)
        digest = None
        if stat.S_ISREG(st.st_mode):
            with open(p, "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
        return FileIdentity(st.st_size, st.st_mtime_ns, st.st_ino, digest)

    def _old(self, rel: str) -> tuple[FileType, int, bytes | None, FileIdentity]:
        p = self.path(rel)
        st = os.lstat(p)
        if stat.S_ISLNK(st.st_mode):
            t = FileType.SYMLINK
        elif stat.S_ISDIR(st.st_mode):
            t = FileType.DIR
        else:
            t = FileType.FILE
        content = None
        if t is FileType.FILE:
            with open(p, "rb") as f:
                content = f.read()
        return t, stat.S_IMODE(st.st_mode), content, self.ident(rel)

    # -- describing changes, as the overlay would after a run

    def added(self, rel: str, data: bytes, mode: int = 0o644, renamed_from: str | None = None) -> Change:
        src = self.path(renamed_from) if renamed_from else None
        return Change(
            self.path(rel), ChangeKind.ADDED, FileType.FILE, new_content=data, new_mode=mode, renamed_from=src
        )

    def added_dir(self, rel: str, mode: int = 0o755) -> Change:
        return Change(self.path(rel), ChangeKind.ADDED, FileType.DIR, new_mode=mode)

    def added_link(self, rel: str, target: str) -> Change:
        return Change(self.path(rel), ChangeKind.ADDED, FileType.SYMLINK, link_target=target)

    def modified(self, rel: str, data: bytes, mode: int | None = None) -> Change:
        _t, old_mode, old, ident = self._old(rel)
        return Change(
            self.path(rel),
            ChangeKind.MODIFIED,
            FileType.FILE,
            old_content=old,
            new_content=data,
            old_mode=old_mode,
            new_mode=old_mode if mode is None else mode,
            old_identity=ident,
        )

    def relinked(self, rel: str, target: str) -> Change:
        _t, _m, _c, ident = self._old(rel)
        return Change(self.path(rel), ChangeKind.MODIFIED, FileType.SYMLINK, link_target=target, old_identity=ident)

    def deleted(self, rel: str) -> Change:
        t, old_mode, old, ident = self._old(rel)
        return Change(self.path(rel), ChangeKind.DELETED, t, old_content=old, old_mode=old_mode, old_identity=ident)

    def deleted_tree(self, rel: str) -> list[Change]:
        """A directory and everything below it, as ``rm -r`` leaves it in a change set."""
        out = []
        for dirpath, dirnames, filenames in os.walk(self.path(rel)):
            for name in dirnames + filenames:
                out.append(self.deleted(os.path.relpath(os.path.join(dirpath, name), self.root)))
        out.append(self.deleted(rel))
        return out

    def chmod(self, rel: str, mode: int) -> Change:
        t, old_mode, _c, ident = self._old(rel)
        return Change(self.path(rel), ChangeKind.MODE, t, old_mode=old_mode, new_mode=mode, old_identity=ident)

    def replaced(
        self,
        rel: str,
        new_type: FileType,
        data: bytes | None = None,
        target: str | None = None,
        mode: int | None = None,
    ) -> Change:
        """The entry at ``rel`` replaced by one of another type (``rm f; mkdir f``), as the overlay says it."""
        t, _m, _c, _i = self._old(rel)
        return Change(
            self.path(rel), ChangeKind.ADDED, new_type, new_content=data, link_target=target, new_mode=mode, old_type=t
        )

    def changeset(self, changes: Iterable[Change], extra_mounts: tuple[str, ...] = ()) -> ChangeSet:
        cs = tuple(changes)
        reads = {c.path: c.old_identity for c in cs if c.old_identity is not None}
        return ChangeSet(cs, read_set=reads, mounts=(self.root, *extra_mounts))


def populate(ws: WS, n: int) -> None:
    """A before-state with ``n`` small text files in a few folders, a symlink and a script."""
    for i in range(n):
        ws.put(f"src/d{i % 5}/f{i:03}.txt", f"line one of {i}\nline two\n".encode())
    ws.put("run.sh", b"#!/bin/sh\necho hi\n", 0o644)
    ws.put("crlf.txt", b"a\r\nb\r\n")
    ws.symlink("link", "run.sh")
    ws.put("gone/deep/x.txt", b"x\n")
    ws.put("gone/y.txt", b"y\n")
    ws.put("becomes_dir", b"I was a file\n")
    ws.put("was_dir/inner.txt", b"inner\n")


def mixed_changes(ws: WS, n: int) -> list[Change]:
    """About ``n`` changes of every kind over a ``populate``d workspace."""
    out: list[Change] = []
    k = max(1, n // 3)
    for i in range(k):
        out.append(ws.modified(f"src/d{i % 5}/f{i:03}.txt", f"changed {i}\nline two\n".encode()))
    for i in range(k):
        out.append(ws.added(f"new/sub{i % 3}/n{i:03}.txt", f"new file {i}\n".encode()))
    out.extend(ws.added_dir(f"new/sub{j}") for j in range(min(3, k)))
    out.append(ws.added_dir("new"))
    out.extend(ws.deleted(f"src/d{i % 5}/f{i:03}.txt") for i in range(k, min(2 * k, 10**6)) if i < n)
    out.append(ws.chmod("run.sh", 0o755))
    out.append(ws.modified("crlf.txt", b"a\r\nB\r\n"))
    out.append(ws.relinked("link", "crlf.txt"))
    out.extend(ws.deleted_tree("gone"))
    out.append(ws.replaced("becomes_dir", FileType.DIR, mode=0o755))
    out.append(ws.added("becomes_dir/child.txt", b"child\n"))
    out.append(ws.deleted("was_dir/inner.txt"))
    out.append(ws.replaced("was_dir", FileType.FILE, data=b"now a file\n", mode=0o644))
    out.append(ws.added_link("new/link", "../run.sh"))
    return out


def expected_after(ws: WS, before: Tree, changes: Iterable[Change]) -> Tree:
    """The tree a change set should leave, worked out from the change set alone (the test's model)."""
    tree = dict(before)
    for c in changes:
        if not c.in_mount:
            continue
        rel = os.path.relpath(c.path, ws.root)
        old = tree.get(rel)
        if c.kind is ChangeKind.DELETED:
            tree.pop(rel, None)
        elif c.kind is ChangeKind.MODE:
            assert old is not None and c.new_mode is not None
            tree[rel] = (old[0], c.new_mode, *old[2:]) if old[0] != "symlink" else old  # type: ignore[assignment]
        elif c.type is FileType.FILE:
            assert c.new_content is not None
            mode = c.new_mode if c.new_mode is not None else (old[1] if old and old[0] == "file" else 0o644)
            tree[rel] = ("file", mode, c.new_content)  # type: ignore[assignment]
        elif c.type is FileType.DIR:
            tree[rel] = ("dir", c.new_mode if c.new_mode is not None else 0o755)
        else:
            assert c.link_target is not None
            tree[rel] = ("symlink", c.link_target)
    return tree
