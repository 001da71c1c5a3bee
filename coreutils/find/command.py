"""find: search for files in a directory hierarchy (GNU findutils 4.9).

Directories are read in name order (GNU uses the filesystem's own order,
which varies between filesystems: D-find-order).  Warnings about option
placement are printed only with ``-warn`` or on a terminal, since GNU
enables them only when stdin is a terminal.  ``-exec``/``-execdir``/``-ok``
run their command through ``ctx.run``; ``-ok`` reads its answer from stdin.
"""

from __future__ import annotations

import datetime
import posixpath
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, cast

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import quote, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.lsformat import zone
from vshell.coreutils.common.registry import command, help_text_for, version_text
from vshell.coreutils.find.expr import FindError, Node, Options, Parser, compare
from vshell.coreutils.find.outputs import OutputFiles, Sink
from vshell.coreutils.find.outputs import write as write_sink
from vshell.coreutils.find.printf import LsFormatter, Printf, Visit, type_letter, type_letter_of
from vshell.fs.protocol import FileType, Stat

if TYPE_CHECKING:
    import regex

Test = Callable[[Visit], bool]
"""A compiled expression: true or false for one file (actions act as they are evaluated)."""

_KNOWN_USERS = {"user": 1000, "root": 0}
_EXTENDED = {"posix-extended", "posix-egrep", "egrep", "awk", "posix-awk", "gnu-awk"}


class _Quit(Exception):
    pass


def _emacs_to_bre(pattern: str) -> str:
    """findutils' default (emacs) regex syntax: ``+ ?`` are operators, ``\\( \\| \\)`` group; as a GNU BRE."""
    out: list[str] = []
    i = 0
    in_bracket = False
    while i < len(pattern):
        ch = pattern[i]
        if in_bracket:
            out.append(ch)
            if ch == "]" and out[-2:-1] != ["["]:
                in_bracket = False
            i += 1
            continue
        if ch == "[":
            in_bracket = True
            out.append(ch)
        elif ch == "\\" and i + 1 < len(pattern):
            nxt = pattern[i + 1]
            out.append("\\{" if nxt == "{" else "\\}" if nxt == "}" else "\\" + nxt)
            i += 2
            continue
        elif ch in "+?":
            out.append("\\" + ch)
        elif ch in "{}":
            out.append(ch)
        else:
            out.append(ch)
        i += 1
    return "".join(out)


class Finder:
    def __init__(
        self, ctx: CommandContext, opts: Options, expr: Node, implicit_print: bool, files: OutputFiles
    ) -> None:
        self.ctx = ctx
        self.files = files
        self.fs = ctx.fs
        self.opts = opts
        self.expr = expr
        self.implicit_print = implicit_print
        self.status = 0
        self.now_ns = time.time_ns()
        self._tz: datetime.tzinfo | None = None
        self._ls: LsFormatter | None = None
        self.out: list[str] = []
        self.batches: dict[int, tuple[Node, list[str], str | None]] = {}
        self.prune = False
        self._compiled: dict[int, object] = {}
        self.day_base_ns = self.now_ns
        if opts.daystart:
            local = time.localtime(self.now_ns // 10**9)
            midnight = self.now_ns // 10**9 - (local.tm_hour * 3600 + local.tm_min * 60 + local.tm_sec)
            self.day_base_ns = (midnight + 86400) * 10**9

        self.test = self._compile(expr)
        self._lstat_pair = self._lstat_twice

    @property
    def ls(self) -> LsFormatter:
        """``-ls``/``-fls`` lines (made on first use: the zone is looked up only then)."""
        if self._ls is None:
            if self._tz is None:
                self._tz = zone(self.ctx.env)
            self._ls = LsFormatter(self._tz, self.now_ns)
        return self._ls

    # ----- output

    def write(self, text: str) -> None:
        self.out.append(text)
        if len(self.out) > 512:
            self.flush()

    def emit(self, sink: Sink, text: str) -> None:
        """Output of -fprint/-fprint0/-fprintf/-fls: /dev/stdout stays in order with -print."""
        if sink is self.files.stdout:
            self.write(text)
        else:
            write_sink(sink, text.encode("utf-8", "surrogateescape"))

    def flush(self) -> None:
        if self.out:
            self.ctx.stdout.write("".join(self.out).encode("utf-8", "surrogateescape"))
            self.out.clear()

    def error(self, message: str) -> None:
        self.flush()
        write_err(self.ctx, message)
        self.status = 1

    # ----- walking

    def _stat_for(self, path: str, top: bool) -> tuple[Stat, Stat]:
        lst = self.fs.lstat(path)
        follow = self.opts.follow == "L" or (top and self.opts.follow == "H")
        if follow and lst.type is FileType.SYMLINK:
            try:
                return self.fs.stat(path), lst
            except OSError:
                return lst, lst
        return lst, lst

    def walk_start(self, start: str) -> None:
        try:
            path = fs_path(self.ctx, start)
            st, lst = self._stat_for(path, True)
            if start.endswith("/") and not self.fs.stat(path).is_dir:
                raise NotADirectoryError(20, strerror(20), path)
        except OSError as exc:
            self.error(f"{quote(start)}: {strerror(exc)}")
            return
        self._visit(Visit(start, path, 0, start, st, lst), set())

    def _children(self, v: Visit) -> Iterator[Visit]:
        try:
            names = [(de.name, de.type) for de in self.fs.scandir(v.path)]
        except OSError as exc:
            self.error(f"{quote(v.shown)}: {strerror(exc)}")
            return
        if all(name.isascii() for name, _ in names):
            names.sort()  # the order of the bytes, as below, for a fraction of the cost
        else:
            names.sort(key=lambda e: e[0].encode("utf-8", "surrogateescape"))
        base = v.path.rstrip("/") + "/"
        shown_base = v.shown if v.shown.endswith("/") else v.shown + "/"
        tick = self.ctx.budget.tick
        depth = v.depth + 1
        start = v.start
        if self.opts.follow == "P":
            load = self._lstat_pair
            for name, dtype in names:
                tick()
                yield Visit(shown_base + name, base + name, depth, start, None, None, dtype, load)
            return
        for name, _dtype in names:
            tick()
            child = base + name
            try:
                st, lst = self._stat_for(child, False)
            except OSError as exc:
                self.error(f"{quote(shown_base + name)}: {strerror(exc)}")
                continue
            yield Visit(shown_base + name, child, depth, start, st, lst)

    def _lstat_twice(self, path: str) -> tuple[Stat, Stat]:
        st = self.fs.lstat(path)
        return st, st

    def _visit(self, v: Visit, ancestors: set[tuple[int, int]]) -> None:
        o = self.opts
        is_dir = v.kind is FileType.DIR
        descend = is_dir and (o.maxdepth is None or v.depth < o.maxdepth)
        if descend and o.follow != "P":
            key = (v.st.dev, v.st.ino)
            if key in ancestors:
                self.error(
                    f"File system loop detected; {quote(v.shown)} is part of the same file system loop as {quote(v.start)}."
                )
                return
        if not o.depth_first:
            self.prune = False
            if v.depth >= o.mindepth:
                self._evaluate(v)
            if self.prune:
                descend = False
        if descend:
            inner = ancestors | {(v.st.dev, v.st.ino)}
            for child in list(self._children(v)):
                self._visit(child, inner)
        if o.depth_first and v.depth >= o.mindepth:
            self._evaluate(v)

    def _evaluate(self, v: Visit) -> None:
        if self.test(v) and self.implicit_print:
            self.write(v.shown + "\n")

    # ----- predicates

    def _compile(self, node: Node) -> Test:
        """The expression as closures, made once: a walk evaluates it for every file."""
        kind = node.kind
        if kind != "pred":
            first = self._compile(node.children[0])
            if kind == "not":
                return lambda v: not first(v)
            second = self._compile(node.children[1])
            if kind == "and":
                return lambda v: first(v) and second(v)
            if kind == "or":
                return lambda v: first(v) or second(v)
            return lambda v: (first(v), second(v))[1]  # comma: both, the second's value
        name = node.name
        arg = node.args[0] if node.args else ""
        write = self.write
        if name == "-true":
            return lambda v: True
        if name == "-false":
            return lambda v: False
        if name in ("-print", "-print0"):
            end = "\n" if name == "-print" else "\0"
            return lambda v: write(v.shown + end) or True
        if name == "-name":
            return _name_test(arg)
        if name == "-iname":
            rx = _glob(arg, True)
            return lambda v: rx.fullmatch(v.name) is not None
        if name == "-type":
            letters = node.data
            assert isinstance(letters, frozenset)
            return lambda v: type_letter_of(v.kind) in letters
        return lambda v: self._pred_stat(node, v, name, arg)

    def _target(self, v: Visit) -> str | None:
        if v.target is None and v.lst.type is FileType.SYMLINK:
            try:
                v.target = self.fs.readlink(v.path)
            except OSError:
                v.target = None
        return v.target

    def _other(self, v: Visit) -> Stat | None:
        if v.other is None:
            try:
                v.other = self.fs.lstat(v.path) if v.st is not v.lst else self.fs.stat(v.path)
            except OSError:
                v.other = None
        return v.other

    def _age(self, ns: int, unit: int) -> int:
        return (self.day_base_ns - ns) // (unit * 10**9)

    def _pred_stat(self, node: Node, v: Visit, name: str, arg: str) -> bool:
        st = v.st
        if name in ("-path", "-wholename"):
            return _glob(arg).fullmatch(v.shown) is not None
        if name in ("-ipath", "-iwholename"):
            return _glob(arg, True).fullmatch(v.shown) is not None
        if name in ("-regex", "-iregex"):
            rx = cast("regex.Pattern[str]", node.data)
            return rx.fullmatch(v.shown, timeout=2.0) is not None
        if name == "-xtype":
            assert isinstance(node.data, frozenset)
            other = self._other(v) if v.lst.type is FileType.SYMLINK else st
            return type_letter(other if other is not None else v.lst) in node.data
        if name == "-size":
            op, n, unit = cast(tuple[str, int, int], node.data)
            return compare(op, -(-st.size // unit), n)
        if name == "-empty":
            if st.type is FileType.DIR:
                try:
                    return not self.fs.listdir(v.path)
                except OSError:
                    return False
            return st.type is FileType.FILE and st.size == 0
        if name in ("-mtime", "-atime", "-ctime", "-mmin", "-amin", "-cmin"):
            ns = {"m": st.mtime_ns, "a": st.atime_ns, "c": st.ctime_ns}[name[1]]
            op, n = cast(tuple[str, int], node.data)
            return compare(op, self._age(ns, 86400 if name.endswith("time") else 60), n)
        if name in ("-newer", "-anewer", "-cnewer") or (name.startswith("-newer") and len(name) == 8):
            ref = node.data
            assert isinstance(ref, int)
            letter = {"-newer": "m", "-anewer": "a", "-cnewer": "c"}.get(name, name[6:7])
            ns = {"m": st.mtime_ns, "a": st.atime_ns, "c": st.ctime_ns, "B": st.mtime_ns}.get(letter, st.mtime_ns)
            return ns > ref
        if name == "-perm":
            kind, mode = cast(tuple[str, int], node.data)
            bits = st.mode & 0o7777
            if kind == "-":
                return bits & mode == mode
            if kind == "/":
                return mode == 0 or bool(bits & mode)
            return bits == mode
        if name in ("-user", "-uid"):
            return compare(*cast(tuple[str, int], node.data), st.uid) if name == "-uid" else st.uid == node.data
        if name in ("-group", "-gid"):
            return compare(*cast(tuple[str, int], node.data), st.gid) if name == "-gid" else st.gid == node.data
        if name == "-nouser":
            return st.uid not in _KNOWN_USERS.values()
        if name == "-nogroup":
            return st.gid not in _KNOWN_USERS.values()
        if name == "-links":
            op, n = cast(tuple[str, int], node.data)
            return compare(op, st.nlink, n)
        if name == "-inum":
            op, n = cast(tuple[str, int], node.data)
            return compare(op, st.ino, n)
        if name == "-samefile":
            return st.ino == node.data
        if name in ("-lname", "-ilname"):
            target = self._target(v)
            return target is not None and _glob(arg, name == "-ilname").fullmatch(target) is not None
        if name in ("-readable", "-writable", "-executable"):
            bit = {"-readable": 0o400, "-writable": 0o200, "-executable": 0o100}[name]
            return bool(st.mode & bit)
        if name == "-prune":
            if not self.opts.depth_first:
                self.prune = True
            return True
        if name == "-quit":
            raise _Quit
        if name == "-printf":
            printer = node.data
            assert isinstance(printer, Printf)
            self._target(v)
            if "Y" in arg:
                self._other(v)
            text, _stopped = printer.render(v, self.now_ns)
            self.write(text)
            return True
        if name == "-ls":
            self._target(v)
            self.write(self.ls.line(v))
            return True
        if name in ("-fprint", "-fprint0", "-fls", "-fprintf"):
            return self._to_file(node, v)
        if name == "-delete":
            return self._delete(v)
        if name in ("-exec", "-execdir", "-ok", "-okdir"):
            return self._exec(node, v)
        if name == "-fstype":
            return arg == "vshell"
        if name == "-used":
            op, n = cast(tuple[str, int], node.data)
            return compare(op, (st.atime_ns - st.ctime_ns) // (86400 * 10**9), n)
        return False

    def _delete(self, v: Visit) -> bool:
        if v.depth == 0 and v.shown in (".", "./"):
            return True
        try:
            if v.lst.type is FileType.DIR:
                self.fs.rmdir(v.path)
            else:
                self.fs.unlink(v.path)
        except OSError as exc:
            self.error(f"cannot delete {quote(v.shown)}: {strerror(exc)}")
            return False
        return True

    def _exec(self, node: Node, v: Visit) -> bool:
        name = node.name
        in_dir = name in ("-execdir", "-okdir")
        if in_dir:
            cwd = posixpath.dirname(v.path.rstrip("/")) or "/"
            if v.depth == 0 and "/" not in v.shown.rstrip("/"):
                cwd = self.ctx.cwd
            item = "./" + v.name if v.name != "/" else "/"
        else:
            cwd = None
            item = v.shown
        if node.data is True:
            key = id(node)
            batch = self.batches.get(key)
            if batch is not None and batch[2] != cwd:
                self._run_batch(key)
                batch = None
            if batch is None:
                self.batches[key] = (node, [item], cwd)
            else:
                batch[1].append(item)
                if len(batch[1]) >= 5000:
                    self._run_batch(key)
            return True
        argv = [a.replace("{}", item) for a in node.args]
        if name in ("-ok", "-okdir"):
            self.flush()
            prompt = f"< {' '.join([argv[0], '...', item])} > ? "
            self.ctx.stderr.write(prompt.encode("utf-8", "surrogateescape"))
            self.ctx.stderr.flush()
            answer = self.ctx.stdin.readline()
            if answer[:1] not in (b"y", b"Y"):
                return False
        return self._run(argv, cwd) == 0

    def _to_file(self, node: Node, v: Visit) -> bool:
        name = node.name
        if name == "-fprintf":
            sink, printer = cast(tuple[Sink, Printf], node.data)
            self._target(v)
            if "Y" in node.args[1]:
                self._other(v)
            self.emit(sink, printer.render(v, self.now_ns)[0])
            return True
        sink = cast(Sink, node.data)
        if name == "-fls":
            self._target(v)
            self.emit(sink, self.ls.line(v))
        else:
            self.emit(sink, v.shown + ("\0" if name == "-fprint0" else "\n"))
        return True

    def _run(self, argv: list[str], cwd: str | None) -> int:
        self.flush()
        status = self.ctx.run(argv, stdin=None, cwd=cwd)
        if status in (126, 127):
            self.status = 1
        return status

    def _run_batch(self, key: int) -> None:
        node, items, cwd = self.batches.pop(key)
        argv: list[str] = []
        for a in node.args:
            if a == "{}":
                argv.extend(items)
            else:
                argv.append(a)
        if self._run(argv, cwd) != 0:
            self.status = 1

    def finish(self) -> None:
        for key in list(self.batches):
            self._run_batch(key)
        self.flush()


def _glob(pattern: str, ignore_case: bool = False) -> regex.Pattern[str]:
    """An fnmatch pattern's regex (``regex`` is imported at the first pattern that needs it)."""
    from vshell.coreutils.common.wildcards import glob_regex

    return glob_regex(pattern, ignore_case)


def _name_test(pattern: str) -> Test:
    """``-name``: ``LIT``, ``*LIT`` and ``LIT*`` (no other wildcard or backslash in LIT) as string methods,
    which match exactly what the pattern does; anything else through the pattern's regex."""
    core = pattern.strip("*")
    if core and not any(c in core for c in "*?[\\"):
        if core == pattern:
            return lambda v: v.name == core
        if pattern == "*" + core:
            return lambda v: v.name.endswith(core)
        if pattern == core + "*":
            return lambda v: v.name.startswith(core)
    rx = _glob(pattern)
    return lambda v: rx.fullmatch(v.name) is not None


def _split_args(argv: list[str]) -> tuple[str, list[str], list[str]]:
    """Leading -H/-L/-P (and -D/-O), then the starting points, then the expression."""
    follow = "P"
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-H", "-L", "-P"):
            follow = a[1]
        elif a == "-D" and i + 1 < len(argv):
            i += 1
        elif a.startswith("-O") or (a.startswith("-D") and len(a) > 2):
            pass
        elif a == "--":
            i += 1
            break
        else:
            break
        i += 1
    starts: list[str] = []
    while i < len(argv) and not (argv[i].startswith("-") and argv[i] != "-") and argv[i] not in ("(", "!"):
        starts.append(argv[i])
        i += 1
    return follow, starts, argv[i:]


def _prepare(ctx: CommandContext, node: Node, opts: Options, files: OutputFiles) -> None:
    """Resolve arguments that need the filesystem or compilation (-newer, -user, -regex, -printf, -fprint)."""
    if node.kind != "pred":
        for child in node.children:
            _prepare(ctx, child, opts, files)
        return
    name = node.name
    arg = node.args[0] if node.args else ""
    if name.startswith("-newer") and len(name) == 8 and name[7] == "t":
        from vshell.coreutils.common.dateparse import DateError, parse_date, zone_from_tz

        try:
            secs, ns = parse_date(arg, time.time_ns(), zone_from_tz(ctx.env.get("TZ")))
        except (DateError, ValueError, OverflowError):
            raise FindError(f"I cannot figure out how to interpret {quote(arg)} as a date or time") from None
        node.data = secs * 10**9 + ns
        return
    if name in ("-newer", "-anewer", "-cnewer", "-samefile") or (name.startswith("-newer") and len(name) == 8):
        try:
            st = (
                ctx.fs.stat(fs_path(ctx, arg))
                if opts.follow != "P" or name != "-samefile"
                else ctx.fs.lstat(fs_path(ctx, arg))
            )
        except OSError as exc:
            raise FindError(f"{quote(arg)}: {strerror(exc)}") from None
        node.data = st.ino if name == "-samefile" else st.mtime_ns
    elif name in ("-user", "-group"):
        if arg in _KNOWN_USERS:
            node.data = _KNOWN_USERS[arg]
        elif arg.isdigit():
            node.data = int(arg)
        else:
            what = "user" if name == "-user" else "group"
            raise FindError(f"{quote(arg)} is not the name of a known {what}")
    elif name in ("-regex", "-iregex"):
        pattern = (
            arg
            if opts.regextype in _EXTENDED
            else _emacs_to_bre(arg)
            if opts.regextype
            in (
                "findutils-default",
                "emacs",
            )
            else arg
        )
        from vshell.coreutils.common.posix_regex import RegexError, compile_posix

        try:
            compiled = compile_posix(pattern, extended=opts.regextype in _EXTENDED, ignore_case=name == "-iregex",
                                     strict_ranges=True)
        except RegexError as exc:
            raise FindError(f"failed to compile regular expression '{arg}': {exc}") from None
        node.data = compiled.rx
    elif name == "-printf":
        node.data = _printer(ctx, arg)
    elif name == "-fprintf":
        node.data = (files.open(arg), _printer(ctx, node.args[1]))
    elif name in ("-fprint", "-fprint0", "-fls"):
        node.data = files.open(arg)


def _printer(ctx: CommandContext, fmt: str) -> Printf:
    printer = Printf(fmt, zone(ctx.env))
    for warning in printer.warnings:
        write_err(ctx, warning)
    return printer


@command(
    "find",
    summary="search for files in a directory hierarchy",
    usage="find [-H] [-L] [-P] [-Olevel] [-D debugopts] [path...] [expression]",
    parse=False,
    package="GNU findutils",
    version="4.9.0",
)
def find(ctx: CommandContext, args: Parsed) -> int:
    argv = args.operands
    if argv[:1] == ["--help"] or argv[:1] == ["-help"]:
        ctx.stdout.write(
            help_text_for(
                "find",
                "find [-H] [-L] [-P] [-Olevel] [-D debugopts] [path...] [expression]",
                "search for files in a directory hierarchy",
                [],
                None,
            ).encode()
        )
        return 0
    if argv[:1] in (["--version"], ["-version"]):
        ctx.stdout.write(version_text("find", "GNU findutils", "4.9.0").encode())
        return 0
    follow, starts, expr_tokens = _split_args(argv)
    opts = Options(follow=follow)
    parser = Parser(expr_tokens, opts)
    expr = parser.parse()
    if opts.warn or ctx.interactive:
        for warning in parser.warnings:
            write_err(ctx, warning)
    implicit_print = not parser.has_action
    if expr is None:
        expr = Node("pred", "-true")
    files = OutputFiles(ctx)
    try:
        _prepare(ctx, expr, opts, files)
        finder = Finder(ctx, opts, expr, implicit_print, files)
        try:
            for start in starts or ["."]:
                finder.walk_start(start)
        except _Quit:
            pass
        finally:
            finder.finish()
    finally:
        files.close()
    return finder.status
