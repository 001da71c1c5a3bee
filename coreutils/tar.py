"""tar (GNU tar 1.34): create, list and extract archives, plain or gzip/bzip2/xz-compressed.

Python's ``tarfile`` reads and writes the archive bytes, always as a stream
over a file of the filesystem view (``tarfile`` never opens a host path
here).  Files are read and written only through the view, so extraction is
confined like every other write: as GNU tar does, a member whose name has
a ``..`` component is skipped with "Member name contains '..'", a leading
``/`` (or ``../`` run) is removed with "Removing leading ..." once per
prefix, and a hard link whose target has ``..`` or is absolute is skipped the
same way.  Symbolic links are made as they are stored; the commit stage
refuses one that leaves the workspace.  Errors are counted and end the run
with GNU's "Exiting with failure status due to previous errors" (status 2).
Members are written in name order (D-find-order).
"""

from __future__ import annotations

import fnmatch
import posixpath
import tarfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.errors import quote, strerror
from vshell.coreutils.common.fileio import CHUNK, fs_path
from vshell.coreutils.common.modes import perm_string
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import FileType, OpenMode

_OPTS = (
    Opt("A", "catenate", "op", action="store_const", const="A"),
    Opt("c", "create", "op", action="store_const", const="c"),
    Opt("d", "diff", "op", action="store_const", const="d"),
    Opt("r", "append", "op", action="store_const", const="r"),
    Opt("t", "list", "op", action="store_const", const="t"),
    Opt("u", "update", "op", action="store_const", const="u"),
    Opt("x", "extract", "op", action="store_const", const="x"),
    Opt(None, "get", "op", action="store_const", const="x"),
    Opt("f", "file", "file", Arg.REQUIRED),
    Opt("C", "directory", "directory", Arg.REQUIRED, action="append"),
    Opt("z", "gzip", "compress", action="store_const", const="gz"),
    Opt(None, "gunzip", "compress", action="store_const", const="gz"),
    Opt(None, "ungzip", "compress", action="store_const", const="gz"),
    Opt("j", "bzip2", "compress", action="store_const", const="bz2"),
    Opt("J", "xz", "compress", action="store_const", const="xz"),
    Opt("a", "auto-compress", "auto"),
    Opt("v", "verbose", "verbose", action="count"),
    Opt("O", "to-stdout", "to_stdout"),
    Opt("k", "keep-old-files", "keep_old"),
    Opt(None, "skip-old-files", "skip_old"),
    Opt(None, "overwrite", "overwrite"),
    Opt(None, "strip-components", "strip", Arg.REQUIRED),
    Opt(None, "exclude", "exclude", Arg.REQUIRED, action="append"),
    Opt("X", "exclude-from", "exclude_from", Arg.REQUIRED, action="append"),
    Opt("T", "files-from", "files_from", Arg.REQUIRED, action="append"),
    Opt("p", "preserve-permissions", "preserve"),
    Opt(None, "same-permissions", "preserve"),
    Opt(None, "no-same-owner", "no_same_owner"),
    Opt(None, "same-owner", "same_owner"),
    Opt(None, "numeric-owner", "numeric_owner"),
    Opt("m", "touch", "touch"),
    Opt("h", "dereference", "dereference"),
    Opt("P", "absolute-names", "absolute"),
    Opt(None, "sort", "sort", Arg.REQUIRED),
    Opt(None, "owner", "owner", Arg.REQUIRED),
    Opt(None, "group", "group", Arg.REQUIRED),
    Opt(None, "mtime", "mtime", Arg.REQUIRED),
    Opt(None, "mode", "mode", Arg.REQUIRED),
    Opt(None, "usage", "usage"),
    Opt("?", "help", "help"),
    Opt(None, "version", "version"),
)
_ARG_LETTERS = {o.short for o in _OPTS if o.short and o.arg is Arg.REQUIRED} | {"b", "H", "K", "L", "N", "V", "g"}

_HELP = """\
Usage: tar [OPTION...] [FILE]...
GNU 'tar' saves many files together into a single tape or disk archive, and can
restore individual files from the archive.

Examples:
  tar -cf archive.tar foo bar  # Create archive.tar from files foo and bar.
  tar -tvf archive.tar         # List all files in archive.tar verbosely.
  tar -xf archive.tar          # Extract all files from archive.tar.

 Main operation mode:
  -c, --create               create a new archive
  -r, --append               append files to the end of an archive
  -t, --list                 list the contents of an archive
  -x, --extract, --get       extract files from an archive

 Common options:
  -C, --directory=DIR        change to directory DIR
  -f, --file=ARCHIVE         use archive file or device ARCHIVE
  -j, --bzip2                filter the archive through bzip2
  -J, --xz                   filter the archive through xz
  -O, --to-stdout            extract files to standard output
  -k, --keep-old-files       don't replace existing files when extracting
      --strip-components=NUMBER   strip NUMBER leading components from file names
      --exclude=PATTERN      exclude files, given as a PATTERN
  -v, --verbose              verbosely list files processed
  -z, --gzip                 filter the archive through gzip
"""

_TRY = "Try 'tar --help' or 'tar --usage' for more information."


class _Fatal(Exception):
    """An error after which GNU tar stops at once ("Error is not recoverable: exiting now")."""


def _modern(argv: list[str]) -> list[str]:
    """``tar cvf x.tar d`` (the old bundled form) as ``tar -c -v -f x.tar d``."""
    if not argv or argv[0].startswith("-"):
        return argv
    letters, rest = argv[0], argv[1:]
    out: list[str] = []
    for letter in letters:
        out.append("-" + letter)
        if letter in _ARG_LETTERS:
            if not rest:
                raise UsageError(f"Old option '{letter}' requires an argument.")
            out.append(rest.pop(0))
    return out + rest


@dataclass(slots=True)
class _Tar:
    ctx: CommandContext
    values: dict[str, object]
    errors: int = 0
    stripped: set[tuple[str, str]] = field(default_factory=set)

    def say(self, text: str) -> None:
        self.ctx.stderr.write(f"tar: {text}\n".encode("utf-8", "surrogateescape"))

    def fail(self, text: str) -> None:
        self.say(text)
        self.errors += 1

    @property
    def compression(self) -> str:
        kind = self.values.get("compress")
        archive = str(self.values.get("file", "-"))
        if kind is None and self.values.get("auto") and self.values.get("op") == "c":
            for suffix, name in ((".tgz", "gz"), (".gz", "gz"), (".bz2", "bz2"), (".tbz2", "bz2"), (".xz", "xz"),
                                 (".txz", "xz")):
                if archive.endswith(suffix):
                    return name
        return str(kind) if kind else ""

    def base(self) -> str:
        cwd = self.ctx.cwd
        for d in self.values.get("directory", []) or []:  # type: ignore[attr-defined]
            cwd = posixpath.join(cwd, str(d)) if not str(d).startswith("/") else str(d)
        return cwd

    def path(self, name: str) -> str:
        return name if name.startswith("/") else posixpath.join(self.base(), name)

    # the archive stream -------------------------------------------------------------------------
    def open_archive(self, write: bool) -> BinaryIO:
        archive = str(self.values.get("file", "-"))
        if archive == "-":
            return self.ctx.stdout if write else self.ctx.stdin
        try:
            mode = (OpenMode.APPEND if self.values.get("op") == "r" else OpenMode.WRITE) if write else OpenMode.READ
            return self.ctx.fs.open(fs_path(self.ctx, archive), mode)
        except OSError as exc:
            self.say(f"{archive}: Cannot open: {strerror(exc)}")
            self.say("Error is not recoverable: exiting now")
            raise _Fatal

    # create -------------------------------------------------------------------------------------
    def names(self, operands: list[str]) -> list[str]:
        names = list(operands)
        for listing in self.values.get("files_from", []) or []:  # type: ignore[attr-defined]
            with self.ctx.fs.open(fs_path(self.ctx, str(listing))) as f:
                names += [line for line in f.read().decode("utf-8", "surrogateescape").split("\n") if line]
        return names

    def excluded(self, name: str) -> bool:
        patterns = [str(p) for p in self.values.get("exclude", []) or []]  # type: ignore[attr-defined]
        base = posixpath.basename(name.rstrip("/"))
        return any(fnmatch.fnmatchcase(name, p) or fnmatch.fnmatchcase(base, p) for p in patterns)

    def create(self, operands: list[str]) -> None:
        names = self.names(operands)
        if not names:
            self.say("Cowardly refusing to create an empty archive")
            self.ctx.stderr.write((_TRY + "\n").encode())
            raise _Fatal
        out = self.open_archive(write=True)
        mode = "w|" + self.compression if self.compression else "w|"
        verbose_to = self.ctx.stderr if out is self.ctx.stdout else self.ctx.stdout
        try:
            with tarfile.open(fileobj=out, mode=mode, format=tarfile.GNU_FORMAT) as archive:  # type: ignore[call-overload]
                for name in names:
                    self.add(archive, name, verbose_to)
        finally:
            if out is not self.ctx.stdout:
                out.close()

    def member_name(self, name: str, what: str = "member names") -> str:
        """``name`` without what GNU tar removes: leading slashes, or everything up to a last ``..``."""
        if self.values.get("absolute"):
            return name
        parts = name.split("/")
        dots = [i for i, part in enumerate(parts) if part == ".."]
        if dots:
            prefix = "/".join(parts[: dots[-1] + 1]) + "/"
        else:
            prefix = name[: len(name) - len(name.lstrip("/"))]
        if not prefix:
            return name
        key = (prefix, what)
        if key not in self.stripped:
            self.stripped.add(key)
            self.say(f"Removing leading `{prefix}' from {what}")
        return name[len(prefix):]

    def add(self, archive: tarfile.TarFile, name: str, verbose_to: BinaryIO) -> None:
        fs = self.ctx.fs
        path = self.path(name)
        try:
            st = fs.stat(path) if self.values.get("dereference") else fs.lstat(path)
        except OSError as exc:
            self.fail(f"{name}: Cannot stat: {strerror(exc)}")
            return
        if self.excluded(name):
            return
        self.ctx.budget.tick()
        info = tarfile.TarInfo(self.member_name(name))
        info.mode = st.mode
        info.mtime = st.mtime_ns // 1_000_000_000
        info.uid, info.gid, info.uname, info.gname = 1000, 1000, "user", "user"
        if self.values.get("numeric_owner"):
            info.uname = info.gname = ""
        if st.type is FileType.DIR:
            info.type = tarfile.DIRTYPE
            info.name = info.name.rstrip("/") + "/" if info.name else "./"
            archive.addfile(info)
            self.verbose(info, verbose_to, name.rstrip("/") + "/")
            try:
                entries = sorted(fs.listdir(path))
            except OSError as exc:
                self.fail(f"{name}: Cannot open: {strerror(exc)}")
                return
            for entry in entries:
                self.add(archive, posixpath.join(name, entry) if name != "." else f"./{entry}", verbose_to)
            return
        if st.type is FileType.SYMLINK:
            info.type = tarfile.SYMTYPE
            info.linkname = fs.readlink(path)
            archive.addfile(info)
        elif st.type is FileType.FILE:
            info.size = st.size
            try:
                with fs.open(path) as src:
                    archive.addfile(info, src)
            except OSError as exc:
                self.fail(f"{name}: Cannot open: {strerror(exc)}")
                return
        else:
            self.fail(f"{name}: Cannot add: special file")
            return
        self.verbose(info, verbose_to, name)

    def verbose(self, info: tarfile.TarInfo, to: BinaryIO, shown: str) -> None:
        level = int(self.values.get("verbose", 0))  # type: ignore[call-overload]
        if level == 1:
            to.write(shown.encode("utf-8", "surrogateescape") + b"\n")
        elif level > 1:
            to.write(_long_line(info).encode("utf-8", "surrogateescape"))

    # read ---------------------------------------------------------------------------------------
    def members(self) -> Iterator[tuple[tarfile.TarFile, tarfile.TarInfo]]:
        src = self.open_archive(write=False)
        mode = "r|" + (self.compression or "*")
        try:
            with tarfile.open(fileobj=src, mode=mode) as archive:  # type: ignore[call-overload]
                for info in archive:
                    self.ctx.budget.tick()
                    yield archive, info
        except tarfile.ReadError as exc:
            text = str(exc)
            if "empty" in text:
                return
            self.say("This does not look like a tar archive")
            self.say("Exiting with failure status due to previous errors")
            raise _Fatal
        except (EOFError, tarfile.StreamError):
            self.say("Unexpected EOF in archive")
            self.say("Error is not recoverable: exiting now")
            raise _Fatal
        finally:
            if src is not self.ctx.stdin:
                src.close()

    def wanted(self, info: tarfile.TarInfo, operands: list[str], seen: set[str]) -> bool:
        name = info.name.rstrip("/")
        if self.excluded(name):
            return False
        if not operands:
            return True
        for op in operands:
            op_name = op.rstrip("/")
            if name == op_name or name.startswith(op_name + "/"):
                seen.add(op)
                return True
        return False

    def list_(self, operands: list[str]) -> None:
        seen: set[str] = set()
        level = int(self.values.get("verbose", 0))  # type: ignore[call-overload]
        for _archive, info in self.members():
            if not self.wanted(info, operands, seen):
                continue
            shown = info.name + ("/" if info.isdir() and not info.name.endswith("/") else "")
            if level:
                self.ctx.stdout.write(_long_line(info, shown).encode("utf-8", "surrogateescape"))
            else:
                self.ctx.stdout.write(shown.encode("utf-8", "surrogateescape") + b"\n")
        self.not_found(operands, seen)

    def not_found(self, operands: list[str], seen: set[str]) -> None:
        for op in operands:
            if op not in seen:
                self.fail(f"{op}: Not found in archive")

    def safe_name(self, name: str) -> str | None:
        """The name to extract to, or None when GNU tar refuses it (a '..' component)."""
        if self.values.get("absolute"):
            return name
        target = self.member_name(name)
        if ".." in name.split("/"):
            self.fail(f"{name}: Member name contains '..'")
            return None
        strip = int(str(self.values.get("strip", 0)))
        if strip:
            parts = [p for p in target.split("/") if p]
            if len(parts) <= strip:
                return None
            target = "/".join(parts[strip:])
        return target or None

    def extract(self, operands: list[str]) -> None:
        seen: set[str] = set()
        dirs: list[tuple[str, tarfile.TarInfo]] = []
        for archive, info in self.members():
            if not self.wanted(info, operands, seen):
                continue
            target = self.safe_name(info.name)
            if target is None:
                continue
            if self.values.get("verbose"):
                shown = info.name + ("/" if info.isdir() and not info.name.endswith("/") else "")
                self.verbose(info, self.ctx.stdout, shown)
            if self.values.get("to_stdout"):
                if info.isfile():
                    self.copy(archive, info, self.ctx.stdout)
                continue
            self.extract_one(archive, info, target, dirs)
        fs = self.ctx.fs
        for path, info in reversed(dirs):  # directory times after their contents, as tar does
            if not self.values.get("touch"):
                try:
                    fs.utime(path, None, int(info.mtime) * 1_000_000_000)
                except OSError:
                    pass
        self.not_found(operands, seen)

    def copy(self, archive: tarfile.TarFile, info: tarfile.TarInfo, out: BinaryIO) -> None:
        data = archive.extractfile(info)
        if data is None:
            return
        while block := data.read(CHUNK):
            self.ctx.budget.tick()
            out.write(block)

    def extract_one(self, archive: tarfile.TarFile, info: tarfile.TarInfo, target: str,
                    dirs: list[tuple[str, tarfile.TarInfo]]) -> None:
        fs = self.ctx.fs
        path = self.path(target)
        self.make_parents(posixpath.dirname(path))
        mode = info.mode & (0o7777 if self.values.get("preserve") else 0o777 & ~self.umask())
        try:
            if info.isdir():
                try:
                    fs.mkdir(path, 0o700)
                except FileExistsError:
                    pass
                fs.chmod(path, mode)
                dirs.append((path, info))
                return
            if self.exists(path):
                if self.values.get("keep_old"):
                    self.fail(f"{target}: Cannot open: File exists")
                    return
                if self.values.get("skip_old"):
                    return
                if fs.lstat(path).type is not FileType.DIR:
                    fs.unlink(path)
            if info.issym():
                fs.symlink(info.linkname, path)
                return
            if info.islnk():
                link = self.member_name(info.linkname, "hard link targets")
                try:
                    fs.link(self.path(link), path)
                except OSError as exc:
                    self.fail(f"{target}: Cannot hard link to {quote(link)}: {strerror(exc)}")
                return
            if not info.isfile():
                self.fail(f"{target}: Cannot create special file: Operation not permitted")
                return
            with fs.open(path, OpenMode.WRITE) as out:
                self.copy(archive, info, out)
            fs.chmod(path, mode)
            if not self.values.get("touch"):
                fs.utime(path, None, int(info.mtime) * 1_000_000_000)
        except OSError as exc:
            self.fail(f"{target}: Cannot open: {strerror(exc)}")

    def exists(self, path: str) -> bool:
        try:
            self.ctx.fs.lstat(path)
        except OSError:
            return False
        return True

    def make_parents(self, path: str) -> None:
        missing = []
        while path and path != "/" and not self.exists(path):
            missing.append(path)
            path = posixpath.dirname(path)
        for d in reversed(missing):
            try:
                self.ctx.fs.mkdir(d, 0o777 & ~self.umask())
            except OSError:
                return

    def umask(self) -> int:
        return self.ctx.fs.umask()


def _long_line(info: tarfile.TarInfo, shown: str | None = None) -> str:
    kind = {tarfile.DIRTYPE: "d", tarfile.SYMTYPE: "l", tarfile.LNKTYPE: "h"}.get(info.type, "-")
    owner = f"{info.uname or info.uid}/{info.gname or info.gid}"
    size = str(info.size)
    width = max(19, len(owner) + 1 + len(size))
    when = time.strftime("%Y-%m-%d %H:%M", time.gmtime(info.mtime))
    name = shown if shown is not None else info.name
    if info.issym():
        name += f" -> {info.linkname}"
    elif info.islnk():
        name += f" link to {info.linkname}"
    return f"{kind}{perm_string(info.mode)} {owner}{size.rjust(width - len(owner))} {when} {name}\n"


@command("tar", summary="an archiving utility", usage="tar [OPTION...] [FILE]...", opts=_OPTS, parse=False,
         package="GNU tar", version="1.34")
def tar_cmd(ctx: CommandContext, args: Parsed) -> int:
    try:
        parsed = parse_args("tar", _modern(list(args.operands)), _OPTS, env=ctx.env,
                            stop_dests=("help", "usage", "version"))
    except UsageError as error:
        ctx.stderr.write(f"tar: {error.message}\n{_TRY}\n".encode("utf-8", "surrogateescape"))
        return 2
    v = parsed.values
    if v.get("help") or v.get("usage"):
        ctx.stdout.write(_HELP.encode())
        return 0
    if v.get("version"):
        ctx.stdout.write(b"tar (GNU tar) 1.34\nThis is vshell's in-process implementation of tar.\n")
        return 0
    run = _Tar(ctx, dict(v))
    op = v.get("op")
    try:
        if op in ("c", "r"):
            run.create(parsed.operands)
        elif op == "t":
            run.list_(parsed.operands)
        elif op == "x":
            run.extract(parsed.operands)
        elif op is None:
            run.say("You must specify one of the '-Acdtrux', '--delete' or '--test-label' options")
            ctx.stderr.write((_TRY + "\n").encode())
            return 2
        else:
            run.say(f"option -{op} is not supported in vshell")
            return 2
    except _Fatal:
        return 2
    except (tarfile.TarError, EOFError, OSError, ValueError) as exc:
        run.say(f"{exc}")
        run.say("Error is not recoverable: exiting now")
        return 2
    if run.errors:
        run.say("Exiting with failure status due to previous errors")
        return 2
    return 0


