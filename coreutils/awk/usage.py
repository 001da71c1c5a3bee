"""gawk's usage text, and how its command line goes wrong: ``-W``, usage errors, ``-v`` and ``-F``.

gawk prints its whole usage on a usage error (status 1, with no message
except for a missing argument), reads ``-W name`` as ``--name`` (warning
about a name it does not know), and handles ``-v`` and ``-F`` in the order
given, before the program is parsed: their warnings and errors come first.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from vshell.coreutils.awk.lex import unescape
from vshell.coreutils.awk.value import strnum
from vshell.coreutils.common.args import Opt, Parsed, UsageError

_USAGE = """Usage: PROG [POSIX or GNU style options] -f progfile [--] file ...
Usage: PROG [POSIX or GNU style options] [--] 'program' file ...
POSIX options:\t\tGNU long options: (standard)
\t-f progfile\t\t--file=progfile
\t-F fs\t\t\t--field-separator=fs
\t-v var=val\t\t--assign=var=val
Short options:\t\tGNU long options: (extensions)
\t-b\t\t\t--characters-as-bytes
\t-c\t\t\t--traditional
\t-C\t\t\t--copyright
\t-d[file]\t\t--dump-variables[=file]
\t-D[file]\t\t--debug[=file]
\t-e 'program-text'\t--source='program-text'
\t-E file\t\t\t--exec=file
\t-g\t\t\t--gen-pot
\t-h\t\t\t--help
\t-i includefile\t\t--include=includefile
\t-I\t\t\t--trace
\t-l library\t\t--load=library
\t-L[fatal|invalid|no-ext]\t--lint[=fatal|invalid|no-ext]
\t-M\t\t\t--bignum
\t-N\t\t\t--use-lc-numeric
\t-n\t\t\t--non-decimal-data
\t-o[file]\t\t--pretty-print[=file]
\t-O\t\t\t--optimize
\t-p[file]\t\t--profile[=file]
\t-P\t\t\t--posix
\t-r\t\t\t--re-interval
\t-s\t\t\t--no-optimize
\t-S\t\t\t--sandbox
\t-t\t\t\t--lint-old
\t-V\t\t\t--version

To report bugs, use the `gawkbug' program.
For full instructions, see the node `Bugs' in `gawk.info'
which is section `Reporting Problems and Bugs' in the
printed version.  This same information may be found at
https://www.gnu.org/software/gawk/manual/html_node/Bugs.html.
PLEASE do NOT try to report bugs by posting in comp.lang.awk,
or by using a web forum such as Stack Overflow.

gawk is a pattern scanning and processing language.
By default it reads standard input and writes standard output.

Examples:
\tPROG '{ sum += $1 }; END { print sum }' file
\tPROG -F: '{ print $1 }' /etc/passwd
"""


COPYRIGHT = """Copyright (C) 1989, 1991-2022 Free Software Foundation.

This program is free software; you can redistribute it and/or modify
it under the terms of the GNU General Public License as published by
the Free Software Foundation; either version 3 of the License, or
(at your option) any later version.

This program is distributed in the hope that it will be useful,
but WITHOUT ANY WARRANTY; without even the implied warranty of
MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the
GNU General Public License for more details.

You should have received a copy of the GNU General Public License
along with this program. If not, see http://www.gnu.org/licenses/.
"""
"""What ``--copyright`` (-C) prints: gawk's notice."""


def usage(prog: str) -> str:
    """gawk's usage, named as it was run (``awk`` or ``gawk``)."""
    return _USAGE.replace("PROG", prog)


def usage_error(prog: str, e: UsageError, opts: Sequence[Opt]) -> str:
    """What gawk prints for a bad command line: the usage, after the one message it gives."""
    head = ""
    if "requires an argument" in e.message:
        word = e.message.split("'")[1] if "'" in e.message else ""
        letter = word.lstrip("-")
        for opt in opts:
            if opt.long == letter and opt.short:
                letter = opt.short
        head = f"{prog}: option requires an argument -- {letter}\n"
    return head + usage(prog)


def expand_w(argv: Sequence[str], opts: Sequence[Opt]) -> tuple[list[str], list[str]]:
    """``-W name[=value]`` (POSIX's way to spell a long option) as ``--name``; unknown names are dropped."""
    out: list[str] = []
    unknown: list[str] = []
    takes_arg = {f"-{o.short}" for o in opts if o.short and o.arg.name == "REQUIRED"}
    i = 0
    while i < len(argv):
        word = argv[i]
        i += 1
        if word == "--" or not word.startswith("-") or word == "-":
            out.extend(argv[i - 1 :])
            break
        if word in takes_arg and i < len(argv):
            out.extend((word, argv[i]))
            i += 1
            continue
        if not word.startswith("-W"):
            out.append(word)
            continue
        name = word[2:]
        if not name and i < len(argv):
            name, i = argv[i], i + 1
        key = name.partition("=")[0]
        if key and any(o.long is not None and o.long.startswith(key) for o in opts):
            out.append("--" + name)
        else:
            unknown.append(f"option `-W {name}' unrecognized, ignored")
    return out, unknown


def preassigns(args: Parsed, mode: str, prog: str) -> tuple[list[tuple[str, Any]], str, int]:
    """``-v`` and ``-F`` in command-line order: the assignments, the messages, and a status if gawk stops."""
    out: list[tuple[str, Any]] = []
    text = ""
    for dest, value in args.order:
        if not isinstance(value, str):
            continue
        found: list[str] = []
        if dest == "fs":
            # -F takes escapes like a string (with gawk's warnings about unknown ones); gawk 5.2's -Ft is "t".
            out.append(("FS", unescape(value, found, hex_escapes=mode != "posix")))
        elif dest == "assign":
            name, eq, raw = value.partition("=")
            if not eq:
                return out, text + f"{prog}: `{value}' argument to `-v' not in `var=value' form\n\n" + usage(prog), 1
            if not name.isidentifier() or not name.isascii():
                return out, text + f"{prog}: fatal: `{name}' is not a legal variable name\n", 2
            out.append((name, strnum(unescape(raw, found, hex_escapes=mode != "posix"))))
        text += "".join(f"{prog}: {w}\n" for w in found)
    return out, text, 0
