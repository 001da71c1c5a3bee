"""xargs: build and run command lines from standard input (GNU findutils 4.9).

Commands run through ``ctx.run``; ``-P`` is accepted and runs them one after
another (vshell runs a command's children sequentially: L-xargs-P).
Exit status as GNU: 123 when a command exits 1-125, 124 when one exits 255
(xargs stops), 127/126 when it cannot be run.
"""

from __future__ import annotations

from collections.abc import Iterator

from coreutils._args import Arg, Opt, Parsed, UsageError
from coreutils._errors import quote, strerror, write_err
from coreutils._fileio import fs_path, reject_unsupported
from coreutils._registry import command
from vshell.command import CommandContext

_OPTS = [
    Opt("0", "null", "null"),
    Opt("a", "arg-file", "arg_file", Arg.REQUIRED),
    Opt("d", "delimiter", "delimiter", Arg.REQUIRED),
    Opt("E", None, "eof", Arg.REQUIRED),
    Opt("e", "eof", "eof", Arg.OPTIONAL, const=""),
    Opt("I", None, "replace", Arg.REQUIRED),
    Opt("i", "replace", "replace", Arg.OPTIONAL, const="{}"),
    Opt("L", "max-lines", "max_lines", Arg.REQUIRED),
    Opt("l", None, "max_lines", Arg.OPTIONAL, const="1"),
    Opt("n", "max-args", "max_args", Arg.REQUIRED),
    Opt("o", "open-tty", "open_tty"),
    Opt("P", "max-procs", "max_procs", Arg.REQUIRED),
    Opt("p", "interactive", "interactive"),
    Opt(None, "process-slot-var", "slot_var", Arg.REQUIRED),
    Opt("r", "no-run-if-empty", "no_run_empty"),
    Opt("s", "max-chars", "max_chars", Arg.REQUIRED),
    Opt(None, "show-limits", "show_limits"),
    Opt("t", "verbose", "verbose"),
    Opt("x", "exit", "exit"),
]
_ARG_MAX = 131072
_BLANKS = b" \t\n"


class _QuoteError(Exception):
    pass


def _split_default(data: bytes, eof: str | None) -> Iterator[tuple[str, bool]]:
    """Blank-separated words with ``'`` ``"`` and backslash quoting; (word, ends_line)."""
    i = 0
    n = len(data)
    while i < n:
        while i < n and data[i] in _BLANKS:
            i += 1
        if i >= n:
            return
        word = bytearray()
        while i < n and data[i] not in _BLANKS:
            c = data[i]
            if c in b"'\"":
                end = data.find(bytes([c]), i + 1)
                nl = data.find(b"\n", i + 1)
                if end < 0 or (0 <= nl < end):
                    kind = "double" if c == 34 else "single"
                    raise _QuoteError(
                        f"unmatched {kind} quote; by default quotes are special to xargs unless you use the -0 option"
                    )
                word += data[i + 1 : end]
                i = end + 1
            elif c == 92 and i + 1 < n:
                word.append(data[i + 1])
                i += 2
            else:
                word.append(c)
                i += 1
        text = word.decode("utf-8", "surrogateescape")
        if eof is not None and eof != "" and text == eof:
            return
        yield text, (i >= n or data[i] == 10)


@command(
    "xargs",
    summary="build and execute command lines from standard input",
    usage="xargs [OPTION]... COMMAND [INITIAL-ARGS]...",
    opts=_OPTS,
    permute=False,
    package="GNU findutils",
    version="4.9.0",
)
def xargs(ctx: CommandContext, args: Parsed) -> int:
    reject_unsupported(
        args, {"slot_var": "--process-slot-var", "show_limits": "--show-limits", "open_tty": "--open-tty"}
    )
    cmd = args.operands or ["echo"]
    arg_file = args.text("arg_file")
    try:
        data = ctx.fs.read_bytes(fs_path(ctx, arg_file)) if arg_file is not None else ctx.stdin.read()
    except OSError as exc:
        write_err(ctx, f"Cannot open input file {quote(arg_file or '')}: {strerror(exc)}")
        return 1
    replace = args.text("replace")
    max_args = _number(args, "max_args", "-n")
    max_lines = _number(args, "max_lines", "-L")
    max_chars = _number(args, "max_chars", "-s") or _ARG_MAX
    _number(args, "max_procs", "-P")
    if replace is not None:
        max_lines = 1
        max_args = None
    eof = args.text("eof")
    delim = args.text("delimiter")
    status = 0
    groups: list[list[str]] = []
    error: str | None = None
    try:
        if args.flag("null") or delim is not None:
            sep = b"\0" if args.flag("null") else _delimiter(delim or "")
            items = data.split(sep)
            if items and items[-1] == b"":
                items.pop()
            words = [(w.decode("utf-8", "surrogateescape"), True) for w in items]
        elif replace is not None:
            words = []
            for line in data.split(b"\n"):
                stripped = line.lstrip(b" \t")
                if stripped:
                    text = stripped.decode("utf-8", "surrogateescape")
                    if eof and text == eof:
                        break
                    words.append((text, True))
        else:
            words = []
            try:
                for item in _split_default(data, eof):
                    words.append(item)
            except _QuoteError as exc:
                error = str(exc)
        groups = _group(words, cmd, max_args, max_lines, max_chars, args.flag("exit"))
    except _TooLong:
        write_err(ctx, "argument line too long")
        return 1
    if not groups and not args.flag("no_run_empty") and error is None:
        groups = [[]]
    for group in groups:
        if replace is not None:
            argv = [a.replace(replace, group[0]) if group else a for a in cmd]
        else:
            argv = cmd + group
        if args.flag("verbose") or args.flag("interactive"):
            ctx.stderr.write(
                (" ".join(argv) + ("?..." if args.flag("interactive") else "") + "\n").encode(
                    "utf-8", "surrogateescape"
                )
            )
            if args.flag("interactive") and ctx.stdin.readline()[:1] not in (b"y", b"Y"):
                continue
        ctx.stdout.flush()
        rc = ctx.run(argv)
        if rc == 255:
            write_err(ctx, f"{argv[0]}: exited with status 255; aborting")
            return 124
        if rc in (126, 127):
            return rc
        if rc != 0:
            status = 123
    if error is not None:
        write_err(ctx, error)
        return 1
    return status


class _TooLong(Exception):
    pass


def _group(
    words: list[tuple[str, bool]],
    cmd: list[str],
    max_args: int | None,
    max_lines: int | None,
    max_chars: int,
    exact: bool,
) -> list[list[str]]:
    base = sum(len(c.encode("utf-8", "surrogateescape")) + 1 for c in cmd)
    groups: list[list[str]] = []
    current: list[str] = []
    size = base
    lines = 0
    for word, ends_line in words:
        wlen = len(word.encode("utf-8", "surrogateescape")) + 1
        if base + wlen > max_chars and (exact or not current):
            raise _TooLong
        if current and size + wlen > max_chars:
            if exact and max_args is not None:
                raise _TooLong
            groups.append(current)
            current, size, lines = [], base, 0
        current.append(word)
        size += wlen
        if ends_line:
            lines += 1
        if (max_args is not None and len(current) >= max_args) or (
            max_lines is not None and ends_line and lines >= max_lines
        ):
            groups.append(current)
            current, size, lines = [], base, 0
    if current:
        groups.append(current)
    return groups


def _delimiter(text: str) -> bytes:
    escapes = {
        "n": b"\n",
        "t": b"\t",
        "0": b"\0",
        "\\": b"\\",
        "r": b"\r",
        "a": b"\a",
        "b": b"\b",
        "f": b"\f",
        "v": b"\v",
    }
    if len(text) == 1:
        return text.encode("utf-8", "surrogateescape")
    if text.startswith("\\") and text[1:] in escapes:
        return escapes[text[1:]]
    if text.startswith("\\x"):
        return bytes([int(text[2:], 16)])
    if text.startswith("\\") and text[1:].isdigit():
        return bytes([int(text[1:], 8)])
    raise UsageError(
        f"invalid input delimiter specification {text}: the delimiter must be either a single character or an escape sequence starting with \\.",
        try_help=False,
    )


def _number(args: Parsed, dest: str, option: str) -> int | None:
    text = args.text(dest)
    if text is None:
        return None
    if not text.isdigit() or (int(text) < 1 and dest != "max_procs"):
        raise UsageError(f'invalid number "{text}" for {option} option', try_help=True)
    return int(text)
