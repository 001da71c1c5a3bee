"""The golden case format: parsing case files, loading recordings, fixture trees.

A case file (``golden/cases/<topic>.test.sh``) holds many small cases::

    #### name of the case
    ## file: dir/a.txt
    ## | first line of the fixture file
    ## file-nonl: b.txt
    ## | no newline at end
    ## dir: emptydir
    ## symlink: link -> target
    ## mode: run.sh 755
    ## stdin: text on stdin (one line; \\n \\t \\\\ \\xHH escapes)
    ## args: -O extglob
    ## xfail: L-3 reason this case differs
    echo the script, until the next #### line

Lines before the first ``####`` may only be blank or ``#`` comments.  The
directives of a case are the ``## `` lines right after its ``####`` line; the
script is everything after them up to the next ``####`` line, with leading and
trailing blank lines removed and no final newline.  See golden/README.md.

This module never runs bash; ``vshell.golden.record`` does.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import re
import shlex
import stat
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

GOLDEN_DIR = Path(__file__).resolve().parent
CASES_DIR = GOLDEN_DIR / "cases"
RECORDED_DIR = GOLDEN_DIR / "recorded"

WORK_MARK = "@WORK@"
HOME_MARK = "@HOME@"

# Bumped when the recording layout changes incompatibly; the loader refuses others.
RECORDING_FORMAT = 1

# A tree entry: {"type": "file", "content": str | {"b64": str}, "exec": bool}
#               {"type": "dir"} | {"type": "symlink", "target": str} | {"type": "other"}
Tree = dict[str, dict[str, Any]]


class CaseFormatError(ValueError):
    """A malformed case or recording file; the message starts with ``path:line:``."""


@dataclass(frozen=True, slots=True)
class FixtureFile:
    """A regular file of the fixture with its exact bytes."""

    path: str
    content: bytes


@dataclass(frozen=True, slots=True)
class FixtureDir:
    """A directory of the fixture (parents of files are created implicitly)."""

    path: str


@dataclass(frozen=True, slots=True)
class FixtureSymlink:
    """A symbolic link; the target is stored verbatim and may dangle."""

    path: str
    target: str


@dataclass(frozen=True, slots=True)
class FixtureMode:
    """A permission mode applied after every entry exists (so a 555 dir still gets its files)."""

    path: str
    mode: int


FixtureEntry = FixtureFile | FixtureDir | FixtureSymlink | FixtureMode


@dataclass(frozen=True, slots=True)
class Xfail:
    """A known difference of vshell from bash for this case; ``id`` cites an L-row of NOTES.md."""

    id: str
    reason: str


@dataclass(frozen=True, slots=True)
class Case:
    """One golden case as written in its case file."""

    file: str
    name: str
    line: int
    script: str
    fixture: tuple[FixtureEntry, ...] = ()
    stdin: bytes | None = None
    args: tuple[str, ...] = ()
    xfail: Xfail | None = None

    @property
    def digest(self) -> str:
        """A hash of everything that determines bash's behaviour; a recording stores it to detect staleness."""
        return case_digest(self)


@dataclass(frozen=True, slots=True)
class Recording:
    """What GNU bash did for one case (paths normalised to @WORK@/@HOME@)."""

    name: str
    digest: str
    stdout: bytes
    stderr: bytes
    status: int
    tree: Tree


@dataclass(frozen=True, slots=True)
class RecordedFile:
    """A whole recording file: the case file it came from, the tool versions, the recordings in case order."""

    source: str
    tools: Mapping[str, str]
    recordings: Mapping[str, Recording]


# --------------------------------------------------------------------------- case files

_DIRECTIVE = re.compile(r"## (file|file-nonl|dir|symlink|mode|stdin|args|xfail):(?: (.*))?$")
_CONTENT = re.compile(r"## \|(?: (.*))?$")
_XFAIL = re.compile(r"(L-[A-Za-z0-9][A-Za-z0-9-]*)\s+(\S.*)$")
_MODE = re.compile(r"(\S+)\s+([0-7]{3,4})$")
_STDIN_ESCAPE = re.compile(r"\\(x[0-9a-fA-F]{2}|.)", re.DOTALL)
_STDIN_SIMPLE = {"n": b"\n", "t": b"\t", "\\": b"\\", "0": b"\0", "r": b"\r", "e": b"\x1b"}


def _unescape_stdin(text: str, where: str) -> bytes:
    """Decode the one-line ``## stdin:`` value: \\n \\t \\r \\0 \\e \\\\ and \\xHH; anything else is an error."""

    def one(m: re.Match[str]) -> str:
        code = m.group(1)
        if code.startswith("x") and len(code) == 3:
            return chr(int(code[1:], 16))
        if code in _STDIN_SIMPLE:
            return _STDIN_SIMPLE[code].decode("latin-1")
        raise CaseFormatError(f"{where}: unknown escape \\{code} in stdin (use \\n \\t \\r \\0 \\e \\\\ \\xHH)")

    # Work in latin-1 so \xHH yields exactly that byte; the literal text itself is UTF-8.
    out: list[bytes] = []
    pos = 0
    for m in _STDIN_ESCAPE.finditer(text):
        out.append(text[pos : m.start()].encode("utf-8"))
        out.append(one(m).encode("latin-1"))
        pos = m.end()
    out.append(text[pos:].encode("utf-8"))
    return b"".join(out)


def _check_relpath(path: str, where: str) -> str:
    """Fixture paths are relative, normalised and stay inside the work dir."""
    p = PurePosixPath(path)
    if not path or p.is_absolute() or ".." in p.parts or str(p) != path or path == ".":
        raise CaseFormatError(f"{where}: fixture path must be a plain relative path inside the work dir: {path!r}")
    return path


class _CaseBuilder:
    """Accumulates one case's directives and script lines while the file is read."""

    def __init__(self, file: str, name: str, line: int) -> None:
        self.file = file
        self.name = name
        self.line = line
        self.fixture: list[FixtureEntry] = []
        self.stdin: bytes | None = None
        self.args: list[str] = []
        self.xfail: Xfail | None = None
        self.script: list[str] = []
        self.in_script = False
        # The file being filled by ``## |`` lines: (index into fixture, final newline?, lines)
        self.open_file: tuple[int, bool, list[str]] | None = None

    def close_file(self) -> None:
        if self.open_file is None:
            return
        index, final_nl, lines = self.open_file
        entry = self.fixture[index]
        assert isinstance(entry, FixtureFile)
        text = "\n".join(lines) + ("\n" if final_nl and lines else "")
        self.fixture[index] = FixtureFile(entry.path, text.encode("utf-8"))
        self.open_file = None

    def directive(self, key: str, value: str, where: str) -> None:
        self.close_file()
        if key in ("file", "file-nonl"):
            path = _check_relpath(value.strip(), where)
            self._no_duplicate(path, where)
            self.fixture.append(FixtureFile(path, b""))
            self.open_file = (len(self.fixture) - 1, key == "file", [])
        elif key == "dir":
            path = _check_relpath(value.strip(), where)
            self._no_duplicate(path, where)
            self.fixture.append(FixtureDir(path))
        elif key == "symlink":
            link, sep, target = value.partition(" -> ")
            if not sep or not target:
                raise CaseFormatError(f"{where}: symlink needs 'LINK -> TARGET'")
            path = _check_relpath(link.strip(), where)
            self._no_duplicate(path, where)
            self.fixture.append(FixtureSymlink(path, target))
        elif key == "mode":
            m = _MODE.match(value.strip())
            if not m:
                raise CaseFormatError(f"{where}: mode needs 'PATH OCTAL', e.g. 'run.sh 755'")
            path = _check_relpath(m.group(1), where)
            if not any(isinstance(e, FixtureFile | FixtureDir) and e.path == path for e in self.fixture):
                raise CaseFormatError(f"{where}: mode for {path!r}, which is no file or dir declared above")
            self.fixture.append(FixtureMode(path, int(m.group(2), 8)))
        elif key == "stdin":
            if self.stdin is not None:
                raise CaseFormatError(f"{where}: stdin given twice")
            self.stdin = _unescape_stdin(value, where)
        elif key == "args":
            try:
                self.args.extend(shlex.split(value))
            except ValueError as exc:
                raise CaseFormatError(f"{where}: bad args: {exc}") from None
        elif key == "xfail":
            if self.xfail is not None:
                raise CaseFormatError(f"{where}: xfail given twice")
            m = _XFAIL.match(value.strip())
            if not m:
                raise CaseFormatError(f"{where}: xfail needs 'L-<id> reason' citing a row of NOTES.md")
            self.xfail = Xfail(m.group(1), m.group(2).strip())

    def content(self, text: str, where: str) -> None:
        if self.open_file is None:
            raise CaseFormatError(f"{where}: '## |' content line outside a file/file-nonl directive")
        self.open_file[2].append(text)

    def _no_duplicate(self, path: str, where: str) -> None:
        for e in self.fixture:
            if not isinstance(e, FixtureMode) and e.path == path:
                raise CaseFormatError(f"{where}: fixture path {path!r} declared twice")
        # Implicit parent dirs are fine, but a file cannot also be a parent.
        for e in self.fixture:
            if isinstance(e, FixtureFile | FixtureSymlink) and path.startswith(e.path + "/"):
                raise CaseFormatError(f"{where}: {path!r} lies under {e.path!r}, which is not a directory")

    def build(self) -> Case:
        self.close_file()
        lines = self.script
        while lines and not lines[-1].strip():
            lines.pop()
        start = 0
        while start < len(lines) and not lines[start].strip():
            start += 1
        script = "\n".join(lines[start:])
        if not script:
            raise CaseFormatError(f"{self.file}:{self.line}: case {self.name!r} has no script")
        return Case(
            file=self.file,
            name=self.name,
            line=self.line,
            script=script,
            fixture=tuple(self.fixture),
            stdin=self.stdin,
            args=tuple(self.args),
            xfail=self.xfail,
        )


def parse_cases(text: str, file: str = "<string>") -> list[Case]:
    """Parse the text of a case file; raises CaseFormatError with ``file:line:`` on any malformed line."""
    cases: list[Case] = []
    names: dict[str, int] = {}
    current: _CaseBuilder | None = None
    for lineno, line in enumerate(text.split("\n"), start=1):
        where = f"{file}:{lineno}"
        if line.startswith("####"):
            if current is not None:
                cases.append(current.build())
            name = line[4:].strip()
            if not line.startswith("#### ") or not name:
                raise CaseFormatError(f"{where}: a case starts with '#### name'")
            if name in names:
                raise CaseFormatError(f"{where}: duplicate case name {name!r} (first at line {names[name]})")
            names[name] = lineno
            current = _CaseBuilder(file, name, lineno)
            continue
        if current is None:
            if line.strip() and not line.startswith("#"):
                raise CaseFormatError(f"{where}: text before the first '#### name' line (only comments allowed)")
            continue
        directive = _DIRECTIVE.match(line)
        if not current.in_script:
            if directive:
                current.directive(directive.group(1), directive.group(2) or "", where)
                continue
            content = _CONTENT.match(line)
            if content:
                current.content(content.group(1) or "", where)
                continue
            if line.startswith("## ") or line == "##":
                raise CaseFormatError(f"{where}: unknown directive {line!r}")
            current.close_file()
            current.in_script = True
        elif directive or _CONTENT.match(line):
            raise CaseFormatError(f"{where}: directive after the script began (directives go right after '####')")
        current.script.append(line)
    if current is not None:
        cases.append(current.build())
    return cases


def load_cases(path: str | os.PathLike[str]) -> list[Case]:
    """Parse one case file."""
    p = Path(path)
    return parse_cases(p.read_text(encoding="utf-8"), _display(p))


def all_case_files() -> list[Path]:
    """Every case file in golden/cases, sorted by name."""
    return sorted(CASES_DIR.glob("*.test.sh"))


def recording_path(case_file: str | os.PathLike[str]) -> Path:
    """golden/cases/<topic>.test.sh -> golden/recorded/<topic>.json"""
    name = Path(case_file).name
    if not name.endswith(".test.sh"):
        raise ValueError(f"not a case file (must end in .test.sh): {case_file}")
    return RECORDED_DIR / (name[: -len(".test.sh")] + ".json")


def _display(p: Path) -> str:
    """Paths in messages and recordings relative to the repository root when possible."""
    try:
        return str(p.resolve().relative_to(GOLDEN_DIR.parent))
    except ValueError:
        return str(p)


# --------------------------------------------------------------------------- hashing


def _entry_json(e: FixtureEntry) -> list[Any]:
    if isinstance(e, FixtureFile):
        return ["file", e.path, base64.b64encode(e.content).decode("ascii")]
    if isinstance(e, FixtureDir):
        return ["dir", e.path]
    if isinstance(e, FixtureSymlink):
        return ["symlink", e.path, e.target]
    return ["mode", e.path, e.mode]


def case_digest(case: Case) -> str:
    """sha256 over script, fixture, stdin and args (not the name, line or xfail, which do not change bash's output)."""
    payload = {
        "script": case.script,
        "fixture": [_entry_json(e) for e in case.fixture],
        "stdin": None if case.stdin is None else base64.b64encode(case.stdin).decode("ascii"),
        "args": list(case.args),
    }
    data = json.dumps(payload, sort_keys=True, ensure_ascii=True).encode("ascii")
    return hashlib.sha256(data).hexdigest()


# --------------------------------------------------------------------------- bytes <-> json


def encode_bytes(data: bytes) -> str | dict[str, str]:
    """UTF-8 text as a plain string; anything else as {"b64": ...} so no byte is lost."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return {"b64": base64.b64encode(data).decode("ascii")}


def decode_bytes(value: Any, where: str = "recording") -> bytes:
    """Inverse of encode_bytes."""
    if isinstance(value, str):
        return value.encode("utf-8")
    if isinstance(value, dict) and set(value) == {"b64"} and isinstance(value["b64"], str):
        return base64.b64decode(value["b64"])
    raise CaseFormatError(f"{where}: expected a string or {{'b64': ...}}, got {value!r}")


# --------------------------------------------------------------------------- trees


def normalise(data: bytes, work: str | os.PathLike[str], home: str | os.PathLike[str]) -> bytes:
    """Replace the real work-dir and HOME paths (as given and resolved) by @WORK@ and @HOME@.

    Longer paths are replaced first so a HOME inside the work dir (or the reverse) still maps right.
    """
    pairs: list[tuple[bytes, bytes]] = []
    for real, name in ((work, WORK_MARK), (home, HOME_MARK)):
        for variant in {os.fspath(real), os.path.realpath(real)}:
            pairs.append((os.fsencode(variant), name.encode("ascii")))
    for raw, mark in sorted(pairs, key=lambda p: -len(p[0])):
        data = data.replace(raw, mark)
    return data


def materialise(fixture: tuple[FixtureEntry, ...] | list[FixtureEntry], root: str | os.PathLike[str]) -> None:
    """Create the fixture inside the existing directory ``root``; modes are applied last, deepest first."""
    base = Path(root)
    modes: list[FixtureMode] = []
    for e in fixture:
        if isinstance(e, FixtureMode):
            modes.append(e)
            continue
        target = base / e.path
        target.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(e, FixtureFile):
            target.write_bytes(e.content)
        elif isinstance(e, FixtureDir):
            target.mkdir(parents=True, exist_ok=True)
        else:
            os.symlink(e.target, target)
    for m in sorted(modes, key=lambda m: -m.path.count("/")):
        os.chmod(base / m.path, m.mode)


def fixture_tree(fixture: tuple[FixtureEntry, ...] | list[FixtureEntry]) -> Tree:
    """The tree ``snapshot`` would return right after ``materialise`` (without touching a disk)."""
    tree: Tree = {}

    def parents(path: str) -> None:
        parts = path.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            tree.setdefault("/".join(parts[:i]), {"type": "dir"})

    for e in fixture:
        if isinstance(e, FixtureFile):
            parents(e.path)
            tree[e.path] = {"type": "file", "content": encode_bytes(e.content), "exec": False}
        elif isinstance(e, FixtureDir):
            parents(e.path)
            tree[e.path] = {"type": "dir"}
        elif isinstance(e, FixtureSymlink):
            parents(e.path)
            tree[e.path] = {"type": "symlink", "target": e.target}
        elif tree[e.path]["type"] == "file":
            tree[e.path]["exec"] = bool(e.mode & stat.S_IXUSR)
    return dict(sorted(tree.items()))


def _walk(root: str) -> Iterator[tuple[str, os.DirEntry[str]]]:
    """Every entry under root as (relative path, entry), never following symlinks."""
    stack = [("", root)]
    while stack:
        rel, full = stack.pop()
        with os.scandir(full) as it:
            entries = list(it)
        for entry in entries:
            relpath = f"{rel}/{entry.name}" if rel else entry.name
            yield relpath, entry
            if entry.is_dir(follow_symlinks=False):
                stack.append((relpath, entry.path))


def snapshot(
    root: str | os.PathLike[str],
    work: str | os.PathLike[str] | None = None,
    home: str | os.PathLike[str] | None = None,
) -> Tree:
    """The tree form of a real directory (symlinks recorded, not followed).

    With ``work``/``home`` given, file contents and link targets are normalised like stdout.
    """
    top = os.fspath(root)

    def norm(data: bytes) -> bytes:
        return data if work is None or home is None else normalise(data, work, home)

    tree: Tree = {}
    for relpath, entry in _walk(top):
        st = entry.stat(follow_symlinks=False)
        if stat.S_ISLNK(st.st_mode):
            target = os.fsdecode(norm(os.fsencode(os.readlink(entry.path))))
            tree[relpath] = {"type": "symlink", "target": target}
        elif stat.S_ISDIR(st.st_mode):
            tree[relpath] = {"type": "dir"}
        elif stat.S_ISREG(st.st_mode):
            with open(entry.path, "rb") as fh:
                content = norm(fh.read())
            tree[relpath] = {"type": "file", "content": encode_bytes(content), "exec": bool(st.st_mode & stat.S_IXUSR)}
        else:
            tree[relpath] = {"type": "other"}
    return dict(sorted(tree.items()))


# --------------------------------------------------------------------------- recordings


def recording_to_json(rec: Recording) -> dict[str, Any]:
    """The JSON object stored for one case."""
    return {
        "name": rec.name,
        "digest": rec.digest,
        "stdout": encode_bytes(rec.stdout),
        "stderr": encode_bytes(rec.stderr),
        "status": rec.status,
        "tree": rec.tree,
    }


def dump_recorded_file(rf: RecordedFile) -> str:
    """Stable, sorted, pretty JSON text (names that are not UTF-8 stay as \\udcXX escapes)."""
    obj = {
        "format": RECORDING_FORMAT,
        "source": rf.source,
        "tools": dict(sorted(rf.tools.items())),
        "cases": [recording_to_json(r) for r in rf.recordings.values()],
    }
    text = json.dumps(obj, indent=1, sort_keys=True, ensure_ascii=False) + "\n"
    # Lone surrogates (undecodable file names) become the JSON escape \udcXX, which json.loads restores.
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def load_recorded_file(path: str | os.PathLike[str]) -> RecordedFile:
    """Load golden/recorded/<topic>.json."""
    p = Path(path)
    where = _display(p)
    try:
        obj = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise CaseFormatError(f"{where}:{exc.lineno}: invalid JSON: {exc.msg}") from None
    if not isinstance(obj, dict) or obj.get("format") != RECORDING_FORMAT:
        raise CaseFormatError(f"{where}: not a recording of format {RECORDING_FORMAT}")
    recordings: dict[str, Recording] = {}
    for item in obj["cases"]:
        name = item["name"]
        if name in recordings:
            raise CaseFormatError(f"{where}: case {name!r} recorded twice")
        recordings[name] = Recording(
            name=name,
            digest=item["digest"],
            stdout=decode_bytes(item["stdout"], f"{where}: {name}"),
            stderr=decode_bytes(item["stderr"], f"{where}: {name}"),
            status=int(item["status"]),
            tree=item["tree"],
        )
    return RecordedFile(source=obj["source"], tools=obj["tools"], recordings=recordings)


def load_recordings(path: str | os.PathLike[str]) -> dict[str, Recording]:
    """The recordings of one file by case name (in case order). Accepts the case file or the JSON path."""
    p = Path(path)
    if p.name.endswith(".test.sh"):
        p = recording_path(p)
    return dict(load_recorded_file(p).recordings)
