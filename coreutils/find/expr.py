"""find's expression language: parsing (GNU precedence and messages) into a tree of predicates.

Precedence, loosest first: ``,`` then ``-o`` then ``-a`` (also implied
between adjacent terms) then ``!`` then ``( )``.  Positional options
(``-maxdepth``, ``-depth``...) are terms that are always true and set
the walk's options.  Without an action the whole expression is wrapped as
``( expr ) -print``, as GNU does.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from vshell.coreutils.common.args import UsageError
from vshell.coreutils.common.errors import quote

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field

MAX_DEPTH = 1000
"""Nesting of ``(`` and ``!`` in an expression; deeper is refused (GNU recurses until its stack ends)."""

class FindError(UsageError):
    """A find command-line error: ``find: message``, status 1, no ``Try`` line."""

    def __init__(self, message: str) -> None:
        super().__init__(message, try_help=False, status=1)


@dataclass(slots=True)
class Options:
    maxdepth: int | None = None
    mindepth: int = 0
    depth_first: bool = False
    follow: str = "P"  # P, H, L
    daystart: bool = False
    regextype: str = "findutils-default"
    warn: bool = False
    ignore_race: bool = False


@dataclass(slots=True)
class Node:
    kind: str  # "and", "or", "not", "comma", "pred"
    name: str = ""
    args: tuple[str, ...] = ()
    children: list[Node] = field(default_factory=list)
    data: object = None


ACTIONS = {
    "-print",
    "-print0",
    "-printf",
    "-ls",
    "-exec",
    "-execdir",
    "-ok",
    "-okdir",
    "-delete",
    "-fprint",
    "-fprint0",
    "-fprintf",
    "-fls",
    "-quit",
}
# actions after which GNU does not add the implicit -print (-quit and -prune do not count)
_SUPPRESS_PRINT = ACTIONS - {"-quit"}
_NO_ARG = {
    "-print",
    "-print0",
    "-ls",
    "-delete",
    "-prune",
    "-quit",
    "-true",
    "-false",
    "-empty",
    "-nouser",
    "-nogroup",
    "-readable",
    "-writable",
    "-executable",
    "-depth",
    "-d",
    "-xdev",
    "-mount",
    "-noleaf",
    "-daystart",
    "-follow",
    "-ignore_readdir_race",
    "-noignore_readdir_race",
    "-warn",
    "-nowarn",
}
_ONE_ARG = {
    "-name",
    "-iname",
    "-path",
    "-ipath",
    "-wholename",
    "-iwholename",
    "-regex",
    "-iregex",
    "-type",
    "-xtype",
    "-size",
    "-mtime",
    "-atime",
    "-ctime",
    "-mmin",
    "-amin",
    "-cmin",
    "-newer",
    "-anewer",
    "-cnewer",
    "-perm",
    "-user",
    "-group",
    "-uid",
    "-gid",
    "-links",
    "-inum",
    "-samefile",
    "-lname",
    "-ilname",
    "-printf",
    "-maxdepth",
    "-mindepth",
    "-regextype",
    "-fprint",
    "-fprint0",
    "-fls",
    "-used",
    "-fstype",
    "-context",
}
_POSITIONAL = {
    "-maxdepth",
    "-mindepth",
    "-depth",
    "-d",
    "-xdev",
    "-mount",
    "-noleaf",
    "-daystart",
    "-follow",
    "-regextype",
    "-ignore_readdir_race",
    "-noignore_readdir_race",
    "-warn",
    "-nowarn",
}
REGEX_TYPES = [
    "findutils-default",
    "ed",
    "emacs",
    "gnu-awk",
    "grep",
    "posix-awk",
    "awk",
    "posix-basic",
    "posix-egrep",
    "egrep",
    "posix-extended",
    "posix-minimal-basic",
    "sed",
]
_NUM = re.compile(r"[-+]?\d+")


def numeric_test(text: str, option: str) -> tuple[str, int]:
    """``+N`` / ``-N`` / ``N`` -> (comparison, N)."""
    if not _NUM.fullmatch(text):
        raise FindError(f"invalid argument `{text}' to `{option}'")
    if text[0] in "+-":
        return text[0], int(text[1:])
    return "=", int(text)


def compare(op: str, value: int, n: int) -> bool:
    if op == "+":
        return value > n
    if op == "-":
        return value < n
    return value == n


_SIZE_UNITS = {"b": 512, "c": 1, "w": 2, "k": 1024, "M": 1024**2, "G": 1024**3}


def size_test(text: str) -> tuple[str, int, int]:
    m = re.fullmatch(r"([-+]?)(\d+)(.?)", text)
    if not m:
        raise FindError(f"invalid argument `{text}' to `-size'")
    unit = m.group(3) or "b"
    if unit not in _SIZE_UNITS:
        raise FindError(f"invalid -size type `{unit}'")
    return m.group(1) or "=", int(m.group(2)), _SIZE_UNITS[unit]


def perm_test(text: str) -> tuple[str, int]:
    kind = "="
    body = text
    if text[:1] in "-/+":
        kind, body = text[0], text[1:]
        if kind == "+":
            kind = "/"
    from vshell.coreutils.common.modes import adjust, compile_mode  # only -perm needs it

    changes = compile_mode(body)
    if changes is None:
        raise FindError(f"invalid mode {quote(text)}")
    return kind, adjust(0, False, 0, changes)


class Parser:
    def __init__(self, tokens: list[str], opts: Options) -> None:
        self.tokens = tokens
        self.pos = 0
        self.depth = 0  # of `(` and `!`: the parser recurses once per level
        self.opts = opts
        self.has_action = False
        self.seen_test = False
        self.warnings: list[str] = []

    def peek(self) -> str | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> str:
        tok = self.tokens[self.pos]
        self.pos += 1
        return tok

    def parse(self) -> Node | None:
        if not self.tokens:
            return None
        node = self.comma()
        if self.peek() is not None:
            tok = self.peek()
            if tok == ")":
                raise FindError("you have too many ')'")
            raise FindError(f"paths must precede expression: `{tok}'")
        return node

    def comma(self) -> Node:
        left = self.or_()
        while self.peek() == ",":
            self.take()
            if self.peek() is None:
                raise FindError("invalid expression; you have used a binary operator ',' with nothing after it.")
            left = Node("comma", children=[left, self.or_()])
        return left

    def or_(self) -> Node:
        left = self.and_()
        while self.peek() in ("-o", "-or"):
            op = self.take()
            if self.peek() is None or self.peek() in (")", "-o", "-or", "-a", "-and", ","):
                raise FindError(f"invalid expression; you have used a binary operator '{op}' with nothing after it.")
            left = Node("or", children=[left, self.and_()])
        return left

    def and_(self) -> Node:
        left = self.unary()
        while True:
            tok = self.peek()
            if tok in ("-a", "-and"):
                op = self.take()
                if self.peek() is None or self.peek() in (")", "-o", "-or", "-a", "-and", ","):
                    raise FindError(
                        f"invalid expression; you have used a binary operator '{op}' with nothing after it."
                    )
                left = Node("and", children=[left, self.unary()])
            elif tok is None or tok in (")", "-o", "-or", ","):
                return left
            else:
                left = Node("and", children=[left, self.unary()])

    def unary(self) -> Node:
        self.depth += 1
        try:
            return self._unary()
        finally:
            self.depth -= 1

    def _unary(self) -> Node:
        tok = self.peek()
        if tok is None:
            raise FindError("invalid expression")
        if self.depth > MAX_DEPTH:
            raise FindError(f"expression nested deeper than {MAX_DEPTH} levels")
        if tok in ("!", "-not"):
            self.take()
            if self.peek() is None:
                raise FindError(f"expected an expression after '{tok}'")
            return Node("not", children=[self.unary()])
        if tok == "(":
            self.take()
            if self.peek() == ")":
                raise FindError("invalid expression; empty parentheses are not allowed.")
            inner = self.comma()
            if self.peek() != ")":
                raise FindError("invalid expression; I was expecting to find a ')' somewhere but did not see one.")
            self.take()
            return inner
        if tok == ")":
            raise FindError("invalid expression; you have too many ')'")
        if tok in ("-o", "-or", "-a", "-and", ","):
            raise FindError(f"invalid expression; you have used a binary operator '{tok}' with nothing before it.")
        return self.primary()

    def primary(self) -> Node:
        name = self.take()
        if name in ("-exec", "-execdir", "-ok", "-okdir"):
            return self._exec(name)
        if name in _NO_ARG:
            args: tuple[str, ...] = ()
        elif name in _ONE_ARG or (name.startswith("-newer") and len(name) == 8):
            if self.peek() is None:
                raise FindError(f"missing argument to `{name}'")
            args = (self.take(),)
        elif name == "-fprintf":
            if self.peek() is None:
                raise FindError(f"missing argument to `{name}'")
            if self.pos + 2 > len(self.tokens):
                raise FindError(f"invalid argument `{self.peek()}' to `{name}'")
            args = (self.take(), self.take())
        else:
            if name.startswith("-"):
                raise FindError(f"unknown predicate `{name}'")
            raise FindError(f"paths must precede expression: `{name}'")
        if name == "-context":
            # vshell has no SELinux, so find answers as it does on a system without it
            raise FindError("invalid predicate -context: SELinux is not enabled.")
        if name in _POSITIONAL:
            self._positional(name, args)
            return Node("pred", "-true")
        if name in _SUPPRESS_PRINT:
            self.has_action = True
        if name == "-delete":
            self.opts.depth_first = True
        if name not in ACTIONS and name != "-prune":
            self.seen_test = True
        return Node("pred", name, args, data=self._prepare(name, args))

    def _positional(self, name: str, args: tuple[str, ...]) -> None:
        o = self.opts
        if self.seen_test and name not in ("-follow", "-daystart", "-regextype", "-warn", "-nowarn"):
            self.warnings.append(
                f"warning: you have specified the global option {name} after the argument "
                f"{self._last_test()}, but global options are not positional, i.e., {name} affects tests "
                f"specified before it as well as those specified after it.  Please specify global options "
                f"before other arguments."
            )
        if name in ("-maxdepth", "-mindepth"):
            if not args[0].isdigit():
                raise FindError(f"Expected a positive decimal integer argument to {name}, but got {quote(args[0])}")
            if name == "-maxdepth":
                o.maxdepth = int(args[0])
            else:
                o.mindepth = int(args[0])
        elif name in ("-depth", "-d"):
            o.depth_first = True
        elif name == "-follow":
            o.follow = "L"
        elif name == "-daystart":
            o.daystart = True
        elif name == "-regextype":
            if args[0] not in REGEX_TYPES:
                listed = ", ".join(quote(t) for t in REGEX_TYPES)
                raise FindError(f"Unknown regular expression type {quote(args[0])}; valid types are {listed}.")
            o.regextype = args[0]
        elif name == "-warn":
            o.warn = True
        elif name == "-nowarn":
            o.warn = False

    def _last_test(self) -> str:
        for tok in reversed(self.tokens[: self.pos - 1]):
            if tok.startswith("-") and tok not in _POSITIONAL and tok not in ("-a", "-o", "-and", "-or", "-not"):
                return tok
        return "?"

    def _exec(self, name: str) -> Node:
        cmd: list[str] = []
        while True:
            tok = self.peek()
            if tok is None:
                raise FindError(f"missing argument to `{name}'")
            self.take()
            if tok == ";":
                plus = False
                break
            if tok == "+" and cmd and cmd[-1] == "{}" and name in ("-exec", "-execdir"):
                plus = True
                break
            cmd.append(tok)
        if not cmd:
            raise FindError(f"missing argument to `{name}'")
        if plus and sum(1 for c in cmd if "{}" in c) > 1:
            raise FindError(f"Only one instance of {{}} is supported with {name} ... +")
        self.has_action = True
        return Node("pred", name, tuple(cmd), data=plus)

    def _prepare(self, name: str, args: tuple[str, ...]) -> object:
        """Check and pre-compute a predicate's argument at parse time, with GNU's messages."""
        if name in ("-type", "-xtype"):
            letters = args[0].split(",")
            for letter in letters:
                if letter not in ("f", "d", "l", "p", "s", "b", "c", "D"):
                    if len(letter) != 1:
                        raise FindError(f"Must separate multiple arguments to {name} using: ','")
                    raise FindError(f"Unknown argument to {name}: {letter}")
            return frozenset(letters)
        if name in (
            "-mtime",
            "-atime",
            "-ctime",
            "-mmin",
            "-amin",
            "-cmin",
            "-links",
            "-inum",
            "-uid",
            "-gid",
            "-used",
        ):
            return numeric_test(args[0], name)
        if name == "-size":
            return size_test(args[0])
        if name == "-perm":
            return perm_test(args[0])
        return None


def make_parser(tokens: list[str], opts: Options) -> Parser:
    return Parser(tokens, opts)


Evaluator = Callable[[Node, object], bool]
