"""jq 1.6's command line, read the way its own hand-written loop reads it (not getopt).

What the loop does, as measured against jq 1.6: a word is an option only when it starts with ``-``
followed by a letter or a second ``-`` (so ``-1`` and ``-.a`` are programs); a long option matches
only whole (``--indent=1`` is unknown); a cluster of short options is accepted when each of its
letters is a distinct known one (``-nr``, but not ``-nn``); ``-L DIR`` and ``-LDIR`` add a module
directory; ``-f`` makes the first positional word the program's file; ``--args``/``--jsonargs`` make
the positional words after the program arguments instead of files, from where they appear; ``--``
before the program prints the usage and fails; ``--tab``, ``--indent N`` and ``-c`` take effect in
the order given.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

HINT = ("Use jq --help for help with command-line options,\n"
        "or see the jq manpage, or online docs  at https://stedolan.github.io/jq\n")

USAGE = """\
jq - commandline JSON processor [version 1.6]

Usage:\tjq [options] <jq filter> [file...]
\tjq [options] --args <jq filter> [strings...]
\tjq [options] --jsonargs <jq filter> [JSON_TEXTS...]

jq is a tool for processing JSON inputs, applying the given filter to
its JSON text inputs and producing the filter's results as JSON on
standard output.

The simplest filter is ., which copies jq's input to its output
unmodified (except for formatting, but note that IEEE754 is used
for number representation internally, with all that that implies).

For more advanced filters see the jq(1) manpage ("man jq")
and/or https://stedolan.github.io/jq

Example:

\t$ echo '{"foo": 0}' | jq .
\t{
\t\t"foo": 0
\t}

"""

OPTIONS_HELP = """\
Some of the options include:
  -c               compact instead of pretty-printed output;
  -n               use `null` as the single input value;
  -e               set the exit status code based on the output;
  -s               read (slurp) all inputs into an array; apply filter to it;
  -r               output raw strings, not JSON texts;
  -R               read raw strings, not JSON texts;
  -C               colorize JSON;
  -M               monochrome (don't colorize JSON);
  -S               sort keys of objects on output;
  --tab            use tabs for indentation;
  --arg a v        set variable $a to value <v>;
  --argjson a v    set variable $a to JSON value <v>;
  --slurpfile a f  set variable $a to an array of JSON texts read from <f>;
  --rawfile a f    set variable $a to a string consisting of the contents of <f>;
  --args           remaining arguments are string arguments, not files;
  --jsonargs       remaining arguments are JSON arguments, not files;
  --               terminates argument processing;

Named arguments are also available as $ARGS.named[], while
positional arguments are available as $ARGS.positional[].

See the manpage for more options.
"""

# Short letter, long name, the flag it sets.
_FLAGS = (
    ("s", "slurp", "slurp"), ("r", "raw-output", "raw"), ("c", "compact-output", "compact"),
    ("C", "color-output", "color"), ("M", "monochrome-output", "mono"), ("a", "ascii-output", "ascii"),
    (None, "unbuffered", "unbuffered"), ("S", "sort-keys", "sort_keys"), ("R", "raw-input", "raw_input"),
    ("n", "null-input", "null_input"), ("f", "from-file", "from_file"), ("j", "join-output", "join"),
    (None, "tab", "tab"), (None, "seq", "seq"), (None, "stream", "stream"), (None, "stream-errors", "stream"),
    ("e", "exit-status", "exit_status"), (None, "debug-dump-disasm", "disasm"), (None, "debug-trace", "trace"),
    (None, "debug-trace=all", "trace"),
)
_SHORT = {short: dest for short, _, dest in _FLAGS if short}
_LONG = {long: dest for _, long, dest in _FLAGS}


class OptionError(Exception):
    """A command line jq refuses: the message to print (stderr) and the status."""

    def __init__(self, message: str, status: int = 2, stdout: bool = False) -> None:
        super().__init__(message)
        self.message = message
        self.status = status
        self.stdout = stdout


@dataclass
class Options:
    program: str | None = None
    files: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    indent: int | str = 2
    lib_dirs: list[str] = field(default_factory=list)
    # (--arg | --argjson | --slurpfile | --rawfile | --argfile, name, value) in order
    named: list[tuple[str, str, str]] = field(default_factory=list)
    positional: list[Any] = field(default_factory=list)
    version: bool = False


def _usage_error() -> OptionError:
    return OptionError(USAGE + "For a listing of options, use jq --help.\n")


def parse_options(argv: list[str]) -> Options:
    """jq's options from ``argv`` (without the command name); raises OptionError."""
    opts = Options()
    mode = "files"  # what positional words after the program are: files, args or jsonargs
    args_done = False
    i = 0
    while i < len(argv):
        text = argv[i]
        i += 1
        optish = text[:1] == "-" and (text[1:2] == "-" or text[1:2].isalpha())
        if args_done or not optish:
            if opts.program is None:
                opts.program = text
            elif mode == "args":
                opts.positional.append(text)
            elif mode == "jsonargs":
                try:
                    opts.positional.append(json.loads(text, parse_int=float))
                except json.JSONDecodeError:
                    # jq 1.6 aborts on an assertion here; failing with its usage status is the closest.
                    raise OptionError(f"jq: invalid JSON text passed to --jsonargs\n{HINT}") from None
            else:
                opts.files.append(text)
            continue
        if text == "--":
            if opts.program is None:
                raise _usage_error()
            args_done = True
            continue
        if text.startswith("-L"):
            if len(text) > 2:
                opts.lib_dirs.append(text[2:])
            elif i < len(argv):
                opts.lib_dirs.append(argv[i])
                i += 1
            else:
                raise OptionError(f"-L takes a parameter: (e.g. -L /search/path or -L/search/path)\n{HINT}")
            continue
        if text.startswith("--"):
            i = _long_option(opts, text[2:], argv, i)
            if text == "--args":
                mode = "args"
            elif text == "--jsonargs":
                mode = "jsonargs"
            continue
        letters = text[1:]
        if len(set(letters)) != len(letters) or any(c not in _SHORT and c not in "hV" for c in letters):
            raise OptionError(f"jq: Unknown option {text}\n{HINT}")
        for c in letters:
            if c == "h":
                raise OptionError(USAGE + OPTIONS_HELP, status=0, stdout=True)
            if c == "V":
                opts.version = True
                return opts
            _set(opts, _SHORT[c])
    return opts


def _set(opts: Options, dest: str) -> None:
    opts.flags.add(dest)
    if dest == "tab":
        opts.indent = "\t"
    elif dest == "compact":
        opts.indent = 0


def _long_option(opts: Options, name: str, argv: list[str], i: int) -> int:
    if name in _LONG:
        _set(opts, _LONG[name])
        return i
    if name in ("args", "jsonargs"):
        return i
    if name == "help":
        raise OptionError(USAGE + OPTIONS_HELP, status=0, stdout=True)
    if name == "version":
        opts.version = True
        return len(argv)
    if name == "indent":
        if i >= len(argv):
            raise OptionError(f"jq: --indent takes one parameter\n{HINT}")
        n = _atoi(argv[i])
        if n < -1 or n > 7:
            raise OptionError(f"jq: --indent takes a number between -1 and 7\n{HINT}")
        opts.indent = "\t" if n == -1 else n
        opts.flags.discard("compact")
        return i + 1
    if name in ("arg", "argjson", "slurpfile", "rawfile", "argfile"):
        if i + 1 >= len(argv):
            what = "filename" if "file" in name else "value"
            raise OptionError(f"jq: --{name} takes two parameters (e.g. --{name} varname {what})\n{HINT}")
        opts.named.append(("--" + name, argv[i], argv[i + 1]))
        return i + 2
    raise OptionError(f"jq: Unknown option --{name}\n{HINT}")


def _atoi(text: str) -> int:
    """C's atoi: leading blanks, a sign, digits; anything else ends the number (none is 0)."""
    s = text.lstrip(" \t\n\v\f\r")
    sign = -1 if s[:1] == "-" else 1
    if s[:1] in "+-" and s:
        s = s[1:]
    digits = ""
    for c in s:
        if not c.isdigit() or not c.isascii():
            break
        digits += c
    return sign * int(digits) if digits else 0
