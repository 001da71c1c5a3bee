"""The ``test``/``[`` builtin's evaluator, and its primaries for ``[[ ]]``.

``test`` decides by argument count first (POSIX): 0 false; 1 non-empty; 2
``! x`` or a unary primary; 3 a binary primary (``-a``/``-o`` included),
``! x y`` or ``( x )``; 4 ``! x y z`` or ``( x y )``; otherwise -- and when
those rules do not apply -- a recursive parse with ``!``, ``( )``, ``-a``
binding tighter than ``-o``.  Both sides of ``-a``/``-o`` are evaluated, so
an integer error on either side ends the test with status 2.

Messages are bash's, without the ``bash: line N: test: `` prefix:
``X: unary operator expected``, ``X: binary operator expected``, ``too many
arguments``, ``argument expected``, ``\\`)' expected``, ``X: integer
expression expected``, ``missing \\`]'``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.command import resolve
from vshell.fs.protocol import FileSystem, FileType, Stat
from vshell.lib.lazyre import lazy_compile

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field

UNARY_OPS = frozenset(
    [
        "-a",
        "-b",
        "-c",
        "-d",
        "-e",
        "-f",
        "-g",
        "-h",
        "-k",
        "-p",
        "-r",
        "-s",
        "-t",
        "-u",
        "-w",
        "-x",
        "-O",
        "-G",
        "-L",
        "-S",
        "-N",
        "-n",
        "-z",
        "-o",
        "-v",
        "-R",
    ]
)
BINARY_OPS = frozenset(["=", "==", "!=", "<", ">", "-eq", "-ne", "-lt", "-le", "-gt", "-ge", "-nt", "-ot", "-ef"])
_INT_RE = lazy_compile(r"[ \t\n]*[-+]?[0-9]+[ \t\n]*\Z")
_INT_MAX = (1 << 63) - 1
_INT_MIN = -(1 << 63)


class TestError(Exception):
    """A syntax or integer error: ``test`` prints ``message`` and returns 2."""

    __test__ = False  # not a pytest class

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _no_option(name: str) -> bool | None:
    return None


def _false(_: str) -> bool:
    return False


def _not_tty(_: int) -> bool:
    return False


@dataclass(frozen=True, slots=True)
class TestContext:
    """What the primaries look at: the filesystem view and cwd, and the shell's state through callbacks.

    ``var_set`` answers ``-v`` (``name`` may carry a subscript), ``is_nameref``
    ``-R``, ``option`` ``-o`` (None for an unknown option name), ``isatty``
    ``-t``; ``uid``/``gid`` are the virtual user's, for ``-O``/``-G``/``-r``...
    """

    __test__ = False  # not a pytest class

    fs: FileSystem
    cwd: str
    var_set: Callable[[str], bool] = _false
    is_nameref: Callable[[str], bool] = _false
    option: Callable[[str], bool | None] = _no_option
    isatty: Callable[[int], bool] = _not_tty
    uid: int = 1000
    gid: int = 1000
    groups: frozenset[int] = field(default_factory=frozenset)


def parse_test_int(s: str) -> int:
    """An integer operand of ``-eq`` & co.: decimal with optional sign and surrounding blanks, 64-bit."""
    if not _INT_RE.match(s):
        raise TestError(f"{s}: integer expression expected")
    value = int(s.strip(" \t\n"))
    if value > _INT_MAX or value < _INT_MIN:
        raise TestError(f"{s}: integer expression expected")
    return value


# ---------------------------------------------------------------------------
# Primaries
# ---------------------------------------------------------------------------


def _stat(ctx: TestContext, path: str, follow: bool = True) -> Stat | None:
    if path == "":
        return None
    full = resolve(ctx.cwd, path)
    try:
        st = ctx.fs.stat(full) if follow else ctx.fs.lstat(full)
    except (OSError, ValueError):
        return None
    if path.endswith("/") and st.type is not FileType.DIR:
        return None  # "file/" is ENOTDIR for a non-directory
    return st


def _access(ctx: TestContext, st: Stat, bit: int) -> bool:
    if ctx.uid == 0:
        return bit != 1 or st.type is FileType.DIR or bool(st.mode & 0o111)
    if st.uid == ctx.uid:
        return bool(st.mode & (bit << 6))
    if st.gid == ctx.gid or st.gid in ctx.groups:
        return bool(st.mode & (bit << 3))
    return bool(st.mode & bit)


def is_unary_op(op: str) -> bool:
    """True for the unary primaries ``test`` knows (``-f``, ``-z``...)."""
    return op in UNARY_OPS


def is_binary_op(op: str) -> bool:
    """True for the binary primaries (``=``, ``-eq``, ``-nt``...; not ``-a``/``-o``)."""
    return op in BINARY_OPS


def unary_test(op: str, arg: str, ctx: TestContext) -> bool:
    """Evaluate the unary primary ``op arg`` (``op`` includes the dash)."""
    if op == "-n":
        return arg != ""
    if op == "-z":
        return arg == ""
    if op == "-v":
        return ctx.var_set(arg)
    if op == "-R":
        return ctx.is_nameref(arg)
    if op == "-o":
        return bool(ctx.option(arg))
    if op == "-t":
        try:
            return ctx.isatty(parse_test_int(arg))
        except TestError:
            return False
    if op in ("-h", "-L"):
        st = _stat(ctx, arg, follow=False)
        return st is not None and st.type is FileType.SYMLINK
    st = _stat(ctx, arg)
    if st is None:
        return False
    if op in ("-e", "-a"):
        return True
    if op == "-f":
        return st.type is FileType.FILE
    if op == "-d":
        return st.type is FileType.DIR
    if op == "-s":
        return st.size > 0
    if op == "-p":
        return st.type is FileType.FIFO
    if op == "-c":
        return st.type is FileType.CHAR_DEVICE
    if op in ("-b", "-S"):
        return False  # no block devices or sockets in the virtual namespace
    if op == "-r":
        return _access(ctx, st, 4)
    if op == "-w":
        return _access(ctx, st, 2)
    if op == "-x":
        return _access(ctx, st, 1)
    if op == "-O":
        return st.uid == ctx.uid
    if op == "-G":
        return st.gid == ctx.gid
    if op == "-N":
        return st.mtime_ns > st.atime_ns
    if op == "-k":
        return bool(st.mode & 0o1000)
    if op == "-u":
        return bool(st.mode & 0o4000)
    if op == "-g":
        return bool(st.mode & 0o2000)
    raise TestError(f"{op}: unary operator expected")


def binary_test(left: str, op: str, right: str, ctx: TestContext, to_int: Callable[[str], int] | None = None) -> bool:
    """Evaluate ``left op right``; ``to_int`` converts integer operands (``[[ ]]`` passes arithmetic).

    String ``<``/``>`` compare by code point (C.UTF-8 collation).
    """
    if op in ("=", "=="):
        return left == right
    if op == "!=":
        return left != right
    if op == "<":
        return left < right
    if op == ">":
        return left > right
    if op in ("-eq", "-ne", "-lt", "-le", "-gt", "-ge"):
        conv = to_int or parse_test_int
        a = conv(left)
        b = conv(right)
        return {
            "-eq": a == b,
            "-ne": a != b,
            "-lt": a < b,
            "-le": a <= b,
            "-gt": a > b,
            "-ge": a >= b,
        }[op]
    if op in ("-nt", "-ot"):
        sa = _stat(ctx, left)
        sb = _stat(ctx, right)
        if op == "-ot":
            sa, sb = sb, sa
        if sa is None:
            return False
        return sb is None or sa.mtime_ns > sb.mtime_ns
    if op == "-ef":
        sa = _stat(ctx, left)
        sb = _stat(ctx, right)
        return sa is not None and sb is not None and sa.dev == sb.dev and sa.ino == sb.ino
    if op == "-a":
        return left != "" and right != ""
    if op == "-o":
        return left != "" or right != ""
    raise TestError(f"{op}: binary operator expected")


# ---------------------------------------------------------------------------
# The test/[ evaluator
# ---------------------------------------------------------------------------


class _Parser:
    def __init__(self, argv: list[str], ctx: TestContext) -> None:
        self.argv = argv
        self.pos = 0
        self.ctx = ctx

    def expr(self) -> bool:
        value = self.and_()
        while self.pos < len(self.argv) and self.argv[self.pos] == "-o":
            self.pos += 1
            right = self.and_()
            value = value or right
        return value

    def and_(self) -> bool:
        value = self.term()
        while self.pos < len(self.argv) and self.argv[self.pos] == "-a":
            self.pos += 1
            right = self.term()
            value = value and right
        return value

    def term(self) -> bool:
        argv = self.argv
        n = len(argv)
        if self.pos >= n:
            raise TestError("argument expected")
        a = argv[self.pos]
        if a == "!":
            negate = False
            while self.pos < n and argv[self.pos] == "!":
                negate = not negate
                self.pos += 1
            value = self.term()
            return not value if negate else value
        if a == "(":
            if self.pos + 1 >= n:
                raise TestError("argument expected")
            self.pos += 1
            value = self.expr()
            if self.pos >= n:
                raise TestError("`)' expected")
            if argv[self.pos] != ")":
                raise TestError(f"`)' expected, found {argv[self.pos]}")
            self.pos += 1
            return value
        if self.pos + 3 <= n and argv[self.pos + 1] in BINARY_OPS:
            value = binary_test(a, argv[self.pos + 1], argv[self.pos + 2], self.ctx)
            self.pos += 3
            return value
        if a in UNARY_OPS and self.pos + 1 < n:
            # a unary primary as the last argument is just a non-empty string
            value = unary_test(a, argv[self.pos + 1], self.ctx)
            self.pos += 2
            return value
        self.pos += 1
        return a != ""


def _two(a: str, b: str, ctx: TestContext) -> bool:
    if a == "!":
        return b == ""
    if a in UNARY_OPS:
        return unary_test(a, b, ctx)
    raise TestError(f"{a}: unary operator expected")


def _three(a: str, b: str, c: str, ctx: TestContext) -> bool:
    if b in BINARY_OPS or b in ("-a", "-o"):
        return binary_test(a, b, c, ctx)
    if a == "!":
        return not _two(b, c, ctx)
    if a == "(" and c == ")":
        return b != ""
    raise TestError(f"{b}: binary operator expected")


def evaluate_test(argv: list[str], ctx: TestContext) -> bool:
    """Evaluate ``test ARGV`` (without the command name or ``]``); raises :class:`TestError`."""
    n = len(argv)
    if n == 0:
        return False
    if n == 1:
        return argv[0] != ""
    if n == 2:
        return _two(argv[0], argv[1], ctx)
    if n == 3:
        return _three(argv[0], argv[1], argv[2], ctx)
    if n == 4:
        if argv[0] == "!":
            return not _three(argv[1], argv[2], argv[3], ctx)
        if argv[0] == "(" and argv[3] == ")":
            return _two(argv[1], argv[2], ctx)
    parser = _Parser(argv, ctx)
    value = parser.expr()
    if parser.pos != n:
        extra = argv[parser.pos]
        if extra.startswith("-"):
            raise TestError(f"syntax error: `{extra}' unexpected")
        raise TestError("too many arguments")
    return value


def run_test(argv: list[str], ctx: TestContext, bracket: bool = False) -> tuple[int, str | None]:
    """The whole builtin: ``argv`` are the arguments after ``test`` or ``[``.

    With ``bracket`` the last argument must be ``]`` (else ``missing `]'``).
    Returns ``(status, message)``; status 0 true, 1 false, 2 error with the
    message (to print after ``test: `` or ``[: ``).
    """
    if bracket:
        if not argv or argv[-1] != "]":
            return 2, "missing `]'"
        argv = argv[:-1]
    try:
        return (0 if evaluate_test(argv, ctx) else 1), None
    except TestError as err:
        return 2, err.message


__all__ = [
    "BINARY_OPS",
    "UNARY_OPS",
    "TestContext",
    "TestError",
    "binary_test",
    "evaluate_test",
    "is_binary_op",
    "is_unary_op",
    "parse_test_int",
    "run_test",
    "unary_test",
]
