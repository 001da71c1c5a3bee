"""One GNU ``getopt_long``-compatible option parser for every command.

A command declares its options as a sequence of :class:`Opt` (in the order of
GNU's ``long_options`` array: glibc lists the candidates of an ambiguous
abbreviation in that order) and gets back a :class:`Parsed`.  The behaviour
and the messages are glibc 2.36's ``getopt_long``:

* short options cluster (``-abc``); a short option's argument is the rest of
  the cluster or the next word (``-n5``, ``-n 5``), even one starting with ``-``;
* ``--name=value`` and ``--name value``; any unambiguous prefix of a long name
  is accepted, an exact name wins over longer names it prefixes, and a prefix
  matching several options that do the same thing (``--color``/``--colour``)
  is not ambiguous;
* ``--`` ends the options; a lone ``-`` is an operand;
* operands and options mix freely (GNU permutation) unless the command asks
  otherwise or ``POSIXLY_CORRECT`` is set, in which case the first operand
  ends the options.

Obsolete forms GNU still accepts go through the same loop, by two hooks:
``numeric_shorts`` (a run of digits in a cluster is an option's argument:
``head -5``, ``fold -5``, ``uniq -1``) and ``obsolete``, a command's own
reader of words such as ``+N`` and their partners (``sort +1 -2``,
``uniq +2``, ``expand -4,8``).

The first error raises :class:`UsageError` whose message has no ``name:``
prefix; the registry's wrapper adds it and the ``Try '… --help'`` line.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Collection, Mapping, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field


class Arg(enum.Enum):
    NONE = "none"
    REQUIRED = "required"
    OPTIONAL = "optional"
    """Long options: only the ``--name=value`` form; short options: only an attached ``-xVALUE``."""


@dataclass(frozen=True, slots=True)
class Opt:
    short: str | None
    long: str | None
    dest: str
    arg: Arg = Arg.NONE
    action: str = "store"
    """``store`` (last wins), ``append`` (a list), ``count`` (an int), ``store_const`` (always ``const``)."""
    const: object = True
    """The value stored by an option without an argument (and by ``store_const``)."""


class UsageError(Exception):
    """A command-line error: ``message`` has no ``name:`` prefix.

    ``try_help`` adds GNU's ``Try 'name --help' for more information.`` line;
    ``status`` overrides the command's usage status.
    """

    def __init__(self, message: str, *, try_help: bool = True, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.try_help = try_help
        self.status = status


@dataclass
class Parsed:
    values: dict[str, object]
    operands: list[str]
    order: list[tuple[str, object]] = field(default_factory=list)
    """Every option occurrence in command-line order, as ``(dest, value)``."""

    def flag(self, dest: str) -> bool:
        """True when the option ``dest`` was given (and not stored as a false value)."""
        return bool(self.values.get(dest))

    def text(self, dest: str, default: str | None = None) -> str | None:
        value = self.values.get(dest, default)
        return value if isinstance(value, str) or value is None else default

    def texts(self, dest: str) -> list[str]:
        value = self.values.get(dest)
        return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []

    def count(self, dest: str) -> int:
        value = self.values.get(dest, 0)
        return value if isinstance(value, int) and not isinstance(value, bool) else int(bool(value))


Obsolete = Callable[[Sequence[str], int, Mapping[str, object]], "tuple[int, list[tuple[str, str | None]]] | None"]
"""``obsolete(argv, i, values)``: when ``argv[i]`` (a ``+…`` or ``-…`` word, not ``--…``, that no option took as its
argument) starts an obsolete form, the number of words it takes and the ``(dest, value)`` pairs they stand for (None:
a flag without its argument); None when it is not one.  ``values`` holds what the words before it set (``pr +3``
is a page range only while no range was given)."""


def _same_effect(a: Opt, b: Opt) -> bool:
    """glibc reports an abbreviation ambiguous only when its candidates differ in effect."""
    return a.dest == b.dest and a.arg is b.arg and a.action == b.action and a.const == b.const


class _State:
    """The values being built, with the one rule of how an occurrence is stored."""

    __slots__ = ("order", "values")

    def __init__(self) -> None:
        self.values: dict[str, object] = {}
        self.order: list[tuple[str, object]] = []

    def store(self, opt: Opt, value: str | None) -> None:
        stored: object
        if opt.action == "count":
            old = self.values.get(opt.dest, 0)
            stored = (old if isinstance(old, int) else 0) + 1
            self.values[opt.dest] = stored
        elif opt.action == "store_const":
            stored = opt.const
            self.values[opt.dest] = stored
        elif opt.action == "append":
            stored = opt.const if value is None else value
            lst = self.values.setdefault(opt.dest, [])
            if isinstance(lst, list):
                lst.append(stored)
        else:
            stored = opt.const if value is None else value
            self.values[opt.dest] = stored
        self.order.append((opt.dest, stored))


def _match_long(name: str, typed: str, longs: Sequence[Opt]) -> Opt:
    """Find the long option ``name`` (the part before ``=``); ``typed`` is the whole word for messages."""
    candidates: list[Opt] = []
    for opt in longs:
        assert opt.long is not None
        if opt.long == name:
            return opt
        if opt.long.startswith(name):
            candidates.append(opt)
    if not candidates:
        raise UsageError(f"unrecognized option '{typed}'")
    first = candidates[0]
    if all(_same_effect(first, other) for other in candidates[1:]):
        return first
    listed = " ".join(f"'--{o.long}'" for o in candidates)
    raise UsageError(f"option '{typed}' is ambiguous; possibilities: {listed}")


def parse_args(
    name: str,
    argv: Sequence[str],
    opts: Sequence[Opt],
    *,
    permute: bool = True,
    env: Mapping[str, str] | None = None,
    numeric_shorts: str | None = None,
    obsolete: Obsolete | None = None,
    stop_dests: Collection[str] = (),
) -> Parsed:
    """Parse ``argv`` (the words AFTER the command name) against ``opts`` as GNU getopt_long does.

    ``numeric_shorts`` names a short option that takes an argument; a run of
    digits inside a short cluster is that option's argument (``head -5`` is
    ``head -n 5``, ``grep -2`` is ``grep -C 2``).  Parsing stops as soon as an
    option whose dest is in ``stop_dests`` is seen (GNU acts on ``--help`` the
    moment getopt returns it, so ``ls --help --bogus`` prints the help).
    ``obsolete`` reads a command's obsolete ``+…`` forms (see :data:`Obsolete`).
    """
    del name  # messages get their "name: " prefix from the caller
    shorts = {o.short: o for o in opts if o.short}
    longs = [o for o in opts if o.long]
    numeric_opt = shorts.get(numeric_shorts) if numeric_shorts else None
    if env is not None and "POSIXLY_CORRECT" in env:
        permute = False
    state = _State()
    operands: list[str] = []
    i = 0
    n = len(argv)

    def done() -> Parsed:
        return Parsed(state.values, operands, state.order)

    by_dest = {o.dest: o for o in reversed(opts)}
    while i < n:
        word = argv[i]
        if obsolete is not None and len(word) > 1 and word[0] in "+-" and not word.startswith("--"):
            found = obsolete(argv, i, state.values)
            if found is not None:
                taken, pairs = found
                for dest, value in pairs:
                    state.store(by_dest[dest], value)
                i += taken
                continue
        i += 1
        if word == "--":
            operands.extend(argv[i:])
            return done()
        if not word.startswith("-") or word == "-":
            operands.append(word)
            if not permute:
                operands.extend(argv[i:])
                return done()
            continue
        if word.startswith("--"):
            body = word[2:]
            opt_name, eq, value = body.partition("=")
            opt = _match_long(opt_name, word, longs)
            if opt.arg is Arg.NONE:
                if eq:
                    raise UsageError(f"option '--{opt.long}' doesn't allow an argument")
                state.store(opt, None)
            elif opt.arg is Arg.REQUIRED:
                if not eq:
                    if i >= n:
                        raise UsageError(f"option '--{opt.long}' requires an argument")
                    value = argv[i]
                    i += 1
                state.store(opt, value)
            else:
                state.store(opt, value if eq else None)
            if opt.dest in stop_dests:
                return done()
            continue
        j = 1
        while j < len(word):
            ch = word[j]
            if numeric_opt is not None and ch.isdigit() and ch.isascii():
                k = j
                while k < len(word) and word[k].isdigit() and word[k].isascii():
                    k += 1
                state.store(numeric_opt, word[j:k])
                j = k
                continue
            sopt = shorts.get(ch)
            if sopt is None:
                # getopt works on bytes: it names the first byte of a multibyte character.
                first = ch.encode("utf-8", "surrogateescape")[:1].decode("utf-8", "surrogateescape")
                raise UsageError(f"invalid option -- '{first}'")
            j += 1
            if sopt.arg is Arg.NONE:
                state.store(sopt, None)
            else:
                rest = word[j:]
                if rest:
                    state.store(sopt, rest)
                elif sopt.arg is Arg.OPTIONAL:
                    state.store(sopt, None)
                elif i < n:
                    state.store(sopt, argv[i])
                    i += 1
                else:
                    raise UsageError(f"option requires an argument -- '{ch}'")
                j = len(word)
            if sopt.dest in stop_dests:
                return done()
    return done()
