"""Reading a git repository through the filesystem view: objects (loose and packed), refs, the index, config.

Nothing here writes.  Every read goes through the command's filesystem view,
so a ``.git`` whose symlinks lead out of the workspace cannot be followed
(the view does not resolve them), and every object is bounded: an inflated
object larger than ``MAX_OBJECT`` or a delta chain deeper than
``MAX_DELTA_DEPTH`` is a clean error (:class:`GitError`), never a memory
bomb or a recursion.
"""

from __future__ import annotations

import hashlib
import posixpath
import struct
import zlib
from dataclasses import dataclass, field

from vshell.command import CommandContext
from vshell.fs.protocol import FileType

MAX_OBJECT = 64 * 1024 * 1024
MAX_DELTA_DEPTH = 64


class GitError(Exception):
    """A problem reading the repository; the message is git's ``fatal:`` text."""


@dataclass(frozen=True, slots=True)
class Person:
    name: str
    email: str
    when: int
    tz: str  # "+0000"


@dataclass(frozen=True, slots=True)
class Commit:
    sha: str
    tree: str
    parents: tuple[str, ...]
    author: Person
    committer: Person
    message: str


@dataclass(frozen=True, slots=True)
class TreeEntry:
    mode: str  # "100644", "100755", "120000", "40000", "160000"
    name: str
    sha: str


@dataclass(frozen=True, slots=True)
class IndexEntry:
    path: str
    sha: str
    mode: int
    size: int
    stage: int


def _person(text: str) -> Person:
    name_email, _, rest = text.rpartition("> ")
    name, _, email = name_email.partition(" <")
    when, _, tz = rest.partition(" ")
    return Person(name, email, int(when or 0), tz or "+0000")


class Repo:
    def __init__(self, ctx: CommandContext, top: str, git_dir: str) -> None:
        self.ctx = ctx
        self.top = top
        self.git_dir = git_dir
        self._packs: list[_Pack] | None = None
        self._cache: dict[str, tuple[str, bytes]] = {}

    # files ---------------------------------------------------------------------------------------
    def read(self, rel: str) -> bytes | None:
        path = posixpath.join(self.git_dir, rel)
        try:
            if self.ctx.fs.stat(path).type is not FileType.FILE:
                return None
            with self.ctx.fs.open(path) as f:
                data = f.read(MAX_OBJECT + 1)
        except OSError:
            return None
        if len(data) > MAX_OBJECT:
            raise GitError(f"file too large: {rel}")
        self.ctx.budget.tick()
        return data

    def listdir(self, rel: str) -> list[str]:
        try:
            return sorted(self.ctx.fs.listdir(posixpath.join(self.git_dir, rel)))
        except OSError:
            return []

    # objects -------------------------------------------------------------------------------------
    def object(self, sha: str) -> tuple[str, bytes]:
        """``(type, content)`` of an object by its full hex name."""
        hit = self._cache.get(sha)
        if hit is not None:
            return hit
        raw = self.read(f"objects/{sha[:2]}/{sha[2:]}")
        if raw is not None:
            data = _inflate(raw)
            head, _, body = data.partition(b"\0")
            kind, _, size = head.decode("ascii", "replace").partition(" ")
            if not size.isdigit() or int(size) != len(body):
                raise GitError(f"loose object {sha} is corrupt")
            found = (kind, body)
        else:
            found = self._packed(sha, 0)
        if len(self._cache) > 4096:
            self._cache.clear()
        self._cache[sha] = found
        return found

    def has(self, sha: str) -> bool:
        try:
            self.object(sha)
        except GitError:
            return False
        return True

    def packs(self) -> list[_Pack]:
        if self._packs is None:
            self._packs = []
            for name in self.listdir("objects/pack"):
                if name.endswith(".idx"):
                    idx = self.read(f"objects/pack/{name}")
                    if idx is not None:
                        self._packs.append(_Pack(self, f"objects/pack/{name[:-4]}.pack", idx))
        return self._packs

    def _packed(self, sha: str, depth: int) -> tuple[str, bytes]:
        if depth > MAX_DELTA_DEPTH:
            raise GitError("delta chain too deep")
        for pack in self.packs():
            offset = pack.find(sha)
            if offset is not None:
                return pack.at(offset, depth)
        raise GitError(f"bad object {sha}")

    def all_shas(self) -> list[str]:
        out = []
        for d in self.listdir("objects"):
            if len(d) == 2:
                out += [d + rest for rest in self.listdir(f"objects/{d}") if len(rest) == 38]
        for pack in self.packs():
            out += pack.shas()
        return sorted(set(out))

    def commit(self, sha: str) -> Commit:
        kind, body = self.object(sha)
        if kind == "tag":
            return self.commit(self.peel(sha))
        if kind != "commit":
            raise GitError(f"{sha} is a {kind}, not a commit")
        head, _, message = body.decode("utf-8", "surrogateescape").partition("\n\n")
        tree, parents, author, committer = "", [], None, None
        for line in head.split("\n"):
            key, _, value = line.partition(" ")
            if key == "tree":
                tree = value
            elif key == "parent":
                parents.append(value)
            elif key == "author":
                author = _person(value)
            elif key == "committer":
                committer = _person(value)
        if author is None or committer is None:
            raise GitError(f"corrupt commit {sha}")
        return Commit(sha, tree, tuple(parents), author, committer, message)

    def tree(self, sha: str) -> list[TreeEntry]:
        kind, body = self.object(sha)
        if kind != "tree":
            raise GitError(f"{sha} is not a tree")
        out: list[TreeEntry] = []
        pos = 0
        while pos < len(body):
            sp = body.index(b" ", pos)
            nul = body.index(b"\0", sp)
            mode = body[pos:sp].decode()
            name = body[sp + 1 : nul].decode("utf-8", "surrogateescape")
            out.append(TreeEntry(mode, name, body[nul + 1 : nul + 21].hex()))
            pos = nul + 21
        return out

    def flat_tree(self, sha: str, prefix: str = "") -> dict[str, tuple[str, str]]:
        """Every file of a tree: ``path -> (mode, sha)``."""
        out: dict[str, tuple[str, str]] = {}
        for e in self.tree(sha):
            path = prefix + e.name
            if e.mode == "40000":
                out.update(self.flat_tree(e.sha, path + "/"))
            else:
                out[path] = (e.mode, e.sha)
        return out

    def peel(self, sha: str) -> str:
        for _ in range(MAX_DELTA_DEPTH):
            kind, body = self.object(sha)
            if kind != "tag":
                return sha
            sha = body.split(b"\n", 1)[0].split(b" ", 1)[1].decode()
        raise GitError("tag chain too deep")

    # refs ----------------------------------------------------------------------------------------
    def packed_refs(self) -> dict[str, str]:
        data = self.read("packed-refs")
        out: dict[str, str] = {}
        if data:
            for line in data.decode("utf-8", "surrogateescape").splitlines():
                if line and not line.startswith(("#", "^")):
                    sha, _, name = line.partition(" ")
                    out[name] = sha
        return out

    def refs(self, prefix: str) -> dict[str, str]:
        """Every ref under ``prefix`` (``refs/heads/``), loose ones over packed ones."""
        out = {k: v for k, v in self.packed_refs().items() if k.startswith(prefix)}

        def walk(rel: str) -> None:
            for name in self.listdir(rel):
                sub = f"{rel}/{name}"
                data = self.read(sub)
                if data is None:
                    walk(sub)
                else:
                    out[sub] = data.decode().strip()

        walk(prefix.rstrip("/"))
        return dict(sorted(out.items()))

    def head(self) -> tuple[str | None, str | None]:
        """``(branch ref or None when detached, commit sha or None before the first commit)``."""
        data = self.read("HEAD")
        if data is None:
            raise GitError("not a git repository")
        text = data.decode().strip()
        if text.startswith("ref: "):
            ref = text[5:]
            return ref, self.resolve_ref(ref)
        return None, text

    def resolve_ref(self, ref: str) -> str | None:
        for _ in range(10):
            data = self.read(ref)
            if data is None:
                return self.packed_refs().get(ref)
            text = data.decode().strip()
            if not text.startswith("ref: "):
                return text
            ref = text[5:]
        return None

    def rev(self, text: str) -> str:
        """A revision as git reads the common forms: names, HEAD, sha prefixes, ``X~N``, ``X^N``, ``X^{}``."""
        base, ops = _split_rev(text)
        sha = self._name(base)
        for op, n in ops:
            if op == "~":
                for _ in range(n):
                    parents = self.commit(sha).parents
                    if not parents:
                        raise GitError(_unknown(text))
                    sha = parents[0]
            elif op == "^":
                if n == 0:
                    continue
                parents = self.commit(sha).parents
                if len(parents) < n:
                    raise GitError(_unknown(text))
                sha = parents[n - 1]
            elif op == "{tree}":
                sha = self.commit(sha).tree
            else:
                sha = self.peel(sha)
        return sha

    def _name(self, name: str) -> str:
        if name in ("HEAD", "@", ""):
            _ref, sha = self.head()
            if sha is None:
                raise GitError(_unknown(name or "HEAD"))
            return sha
        for ref in (name, f"refs/{name}", f"refs/tags/{name}", f"refs/heads/{name}", f"refs/remotes/{name}"):
            sha = self.resolve_ref(ref) if ref.startswith("refs/") or (ref == name and name.startswith("refs/")) else None
            if sha:
                return sha
        if 4 <= len(name) <= 40 and all(c in "0123456789abcdef" for c in name):
            if len(name) == 40 and self.has(name):
                return name
            hits = [s for s in self.all_shas() if s.startswith(name)]
            if len(hits) == 1:
                return hits[0]
            if len(hits) > 1:
                raise GitError(f"short object ID {name} is ambiguous")
        raise GitError(_unknown(name))

    def abbrev(self, sha: str, length: int = 7) -> str:
        return sha[:length]

    # the index -----------------------------------------------------------------------------------
    def index(self) -> list[IndexEntry]:
        data = self.read("index")
        if not data:
            return []
        if data[:4] != b"DIRC":
            raise GitError("index file corrupt")
        version, count = struct.unpack(">II", data[4:12])
        pos = 12
        out: list[IndexEntry] = []
        prev = b""
        for _ in range(count):
            fields = struct.unpack(">10I", data[pos : pos + 40])
            sha = data[pos + 40 : pos + 60].hex()
            flags = struct.unpack(">H", data[pos + 60 : pos + 62])[0]
            p = pos + 62
            if version >= 3 and flags & 0x4000:
                p += 2
            if version == 4:
                strip, p = _varint(data, p)
                end = data.index(b"\0", p)
                name = prev[: len(prev) - strip] + data[p:end]
                pos = end + 1
            else:
                end = data.index(b"\0", p)
                name = data[p:end]
                pos += (end - pos + 8) // 8 * 8
            prev = name
            out.append(IndexEntry(name.decode("utf-8", "surrogateescape"), sha, fields[6], fields[9],
                                  (flags >> 12) & 3))
        return out

    # config --------------------------------------------------------------------------------------
    def config(self) -> dict[str, str]:
        data = self.read("config")
        out: dict[str, str] = {}
        if not data:
            return out
        section = ""
        for raw in data.decode("utf-8", "surrogateescape").splitlines():
            line = raw.strip()
            if not line or line.startswith(("#", ";")):
                continue
            if line.startswith("["):
                inner = line[1:line.rindex("]")] if "]" in line else line[1:]
                name, _, sub = inner.partition(" ")
                section = name.lower() + ("." + sub.strip().strip('"') if sub else "")
                continue
            key, eq, value = line.partition("=")
            value = value.strip()
            if value.startswith('"') and value.endswith('"') and len(value) > 1:
                value = value[1:-1]
            out[f"{section}.{key.strip().lower()}"] = value if eq else "true"
        return out


def _unknown(text: str) -> str:
    return (f"ambiguous argument '{text}': unknown revision or path not in the working tree.\n"
            "Use '--' to separate paths from revisions, like this:\n'git <command> [<revision>...] -- [<file>...]'")


def _split_rev(text: str) -> tuple[str, list[tuple[str, int]]]:
    ops: list[tuple[str, int]] = []
    i = len(text)
    for j, ch in enumerate(text):
        if ch in "~^":
            i = j
            break
    base, rest = text[:i], text[i:]
    while rest:
        if rest.startswith(("^{}", "^{commit}")):
            ops.append(("{}", 0))
            rest = rest[3 if rest.startswith("^{}") else 9 :]
            continue
        if rest.startswith("^{tree}"):
            ops.append(("{tree}", 0))
            rest = rest[7:]
            continue
        op = rest[0]
        k = 1
        while k < len(rest) and rest[k].isdigit():
            k += 1
        n = int(rest[1:k]) if k > 1 else 1
        ops.append((op, n))
        rest = rest[k:]
    return base, ops


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    """The offset encoding of index v4 and ofs-delta: 7 bits a byte, plus one per continuation."""
    byte = data[pos]
    value = byte & 0x7F
    pos += 1
    while byte & 0x80:
        byte = data[pos]
        value = ((value + 1) << 7) | (byte & 0x7F)
        pos += 1
    return value, pos


def _inflate(raw: bytes) -> bytes:
    d = zlib.decompressobj()
    try:
        out = d.decompress(raw, MAX_OBJECT + 1)
    except zlib.error:
        raise GitError("object is corrupt (zlib)")
    if len(out) > MAX_OBJECT:
        raise GitError("object too large")
    return out


_TYPES = {1: "commit", 2: "tree", 3: "blob", 4: "tag"}


@dataclass(slots=True)
class _Pack:
    repo: Repo
    path: str
    idx: bytes
    count: int = 0
    data: bytes | None = None
    names: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.idx[:4] != b"\xfftOc" or struct.unpack(">I", self.idx[4:8])[0] != 2:
            raise GitError(f"unsupported pack index {self.path}")
        self.count = struct.unpack(">I", self.idx[8 + 255 * 4 : 8 + 256 * 4])[0]

    def shas(self) -> list[str]:
        base = 8 + 256 * 4
        return [self.idx[base + 20 * i : base + 20 * i + 20].hex() for i in range(self.count)]

    def find(self, sha: str) -> int | None:
        want = bytes.fromhex(sha)
        first = want[0]
        lo = struct.unpack(">I", self.idx[8 + (first - 1) * 4 : 8 + first * 4])[0] if first else 0
        hi = struct.unpack(">I", self.idx[8 + first * 4 : 12 + first * 4])[0]
        base = 8 + 256 * 4
        while lo < hi:
            mid = (lo + hi) // 2
            here = self.idx[base + 20 * mid : base + 20 * mid + 20]
            if here == want:
                off_base = base + 24 * self.count
                offset = int(struct.unpack(">I", self.idx[off_base + 4 * mid : off_base + 4 * mid + 4])[0])
                if offset & 0x80000000:
                    big = off_base + 4 * self.count + 8 * (offset & 0x7FFFFFFF)
                    offset = int(struct.unpack(">Q", self.idx[big : big + 8])[0])
                return offset
            if here < want:
                lo = mid + 1
            else:
                hi = mid
        return None

    def pack(self) -> bytes:
        if self.data is None:
            self.data = self.repo.read(self.path) or b""
            if self.data[:4] != b"PACK":
                raise GitError(f"bad pack file {self.path}")
        return self.data

    def at(self, offset: int, depth: int) -> tuple[str, bytes]:
        if depth > MAX_DELTA_DEPTH:
            raise GitError("delta chain too deep")
        data = self.pack()
        byte = data[offset]
        kind = (byte >> 4) & 7
        size = byte & 15
        shift = 4
        pos = offset + 1
        while byte & 0x80:
            byte = data[pos]
            size |= (byte & 0x7F) << shift
            shift += 7
            pos += 1
        if size > MAX_OBJECT:
            raise GitError("object too large")
        if kind == 6:
            rel, pos = _varint(data, pos)
            base_kind, base = self.at(offset - rel, depth + 1)
            return base_kind, _apply_delta(base, _inflate(data[pos:]))
        if kind == 7:
            base_sha = data[pos : pos + 20].hex()
            base_kind, base = self.repo._packed(base_sha, depth + 1) if not self.repo.read(
                f"objects/{base_sha[:2]}/{base_sha[2:]}") else self.repo.object(base_sha)
            return base_kind, _apply_delta(base, _inflate(data[pos + 20 :]))
        if kind not in _TYPES:
            raise GitError(f"bad object type {kind} in pack")
        return _TYPES[kind], _inflate(data[pos:])[:size]


def _apply_delta(base: bytes, delta: bytes) -> bytes:
    def size(pos: int) -> tuple[int, int]:
        value, shift = 0, 0
        while True:
            byte = delta[pos]
            pos += 1
            value |= (byte & 0x7F) << shift
            shift += 7
            if not byte & 0x80:
                return value, pos

    src_size, pos = size(0)
    dst_size, pos = size(pos)
    if src_size != len(base) or dst_size > MAX_OBJECT:
        raise GitError("corrupt delta")
    out = bytearray()
    while pos < len(delta):
        op = delta[pos]
        pos += 1
        if op & 0x80:
            off = length = 0
            for i in range(4):
                if op & (1 << i):
                    off |= delta[pos] << (8 * i)
                    pos += 1
            for i in range(3):
                if op & (16 << i):
                    length |= delta[pos] << (8 * i)
                    pos += 1
            length = length or 0x10000
            if off + length > len(base):
                raise GitError("corrupt delta")
            out += base[off : off + length]
        elif op:
            out += delta[pos : pos + op]
            pos += op
        else:
            raise GitError("corrupt delta")
    if len(out) != dst_size:
        raise GitError("corrupt delta")
    return bytes(out)


def blob_sha(data: bytes) -> str:
    """The name git gives ``data`` as a blob."""
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def find_repo(ctx: CommandContext) -> Repo | None:
    """The repository containing the cwd (a ``.git`` directory in it or a parent), or None."""
    d = ctx.cwd
    while True:
        candidate = posixpath.join(d, ".git")
        try:
            if ctx.fs.stat(candidate).type is FileType.DIR:
                return Repo(ctx, d, candidate)
        except OSError:
            pass
        if d == "/":
            return None
        d = posixpath.dirname(d)
