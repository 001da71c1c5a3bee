"""xargs: build and run command lines from standard input (GNU findutils 4.9).

Commands run through ``ctx.run``; ``-o`` finds no terminal to reopen (the sandbox has
none) and fails as GNU does without one; ``-P`` is accepted and runs them one after
another (vshell runs a command's children sequentially: L-xargs-P), so
``--process-slot-var`` always hands the child slot 0.
Exit status as GNU: 123 when a command exits 1-125, 124 when one exits 255
(xargs stops), 127/126 when it cannot be run.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import BinaryIO

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.registry import command

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
_ARG_MAX = 131072  # GNU's default command buffer
_SYSTEM_ARG_MAX = 2097152  # sysconf(_SC_ARG_MAX) with an 8 MiB stack
_BLANKS = b" \t\n"


def _split_line(line: bytes, eof: str | None, errors: list[str]) -> tuple[list[str], bool]:
    """Blank-separated words of one input line with ``'`` ``"`` and backslash quoting.

    Returns the words and whether the end-of-file word was met.  A quote left
    open at the end of the line is GNU's error; it is recorded in ``errors``.
    """
    words: list[str] = []
    i = 0
    n = len(line)
    while i < n:
        while i < n and line[i] in _BLANKS:
            i += 1
        if i >= n:
            break
        word = bytearray()
        while i < n and line[i] not in _BLANKS:
            c = line[i]
            if c in b"'\"":
                end = line.find(bytes([c]), i + 1)
                if end < 0:
                    kind = "double" if c == 34 else "single"
                    errors.append(
                        f"unmatched {kind} quote; by default quotes are special to xargs unless you use the -0 option"
                    )
                    return words, True
                word += line[i + 1 : end]
                i = end + 1
            elif c == 92 and i + 1 < n:
                word.append(line[i + 1])
                i += 2
            else:
                word.append(c)
                i += 1
        text = word.decode("utf-8", "surrogateescape")
        if eof and text == eof:
            return words, True
        words.append(text)
    return words, False


def _lines(stream: BinaryIO, ctx: CommandContext) -> Iterator[bytes]:
    while True:
        line = stream.readline()
        if not line:
            return
        ctx.budget.tick()
        yield line


def _items(stream: BinaryIO, sep: bytes, ctx: CommandContext) -> Iterator[bytes]:
    """Items separated by ``sep`` (``-0``, ``-d``), read in blocks so input can be endless."""
    pending = b""
    while True:
        block = stream.read(65536)
        if not block:
            break
        ctx.budget.tick()
        parts = (pending + block).split(sep)
        pending = parts.pop()
        yield from parts
    if pending:
        yield pending


def _words(stream: BinaryIO, ctx: CommandContext, args: Parsed, errors: list[str]) -> Iterator[tuple[str, bool]]:
    """(word, ends_line) pairs in the input mode the options ask for."""
    eof = args.text("eof")
    delim = args.text("delimiter")
    if args.flag("null") or delim is not None:
        sep = b"\0" if args.flag("null") else _delimiter(delim or "")
        for item in _items(stream, sep, ctx):
            yield item.decode("utf-8", "surrogateescape"), True
        return
    if args.text("replace") is not None:
        for line in _lines(stream, ctx):
            stripped = line.rstrip(b"\n").lstrip(b" \t")
            if stripped:
                text = stripped.decode("utf-8", "surrogateescape")
                if eof and text == eof:
                    return
                yield text, True
        return
    for line in _lines(stream, ctx):
        words, stop = _split_line(line, eof, errors)
        for k, word in enumerate(words):
            yield word, k == len(words) - 1
        if stop:
            return


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
    cmd = args.operands or ["echo"]
    arg_file = args.text("arg_file")
    try:
        stream = ctx.fs.open(fs_path(ctx, arg_file)) if arg_file is not None else ctx.stdin
    except OSError as exc:
        write_err(ctx, f"Cannot open input file {quote(arg_file or '')}: {strerror(exc)}")
        return 1
    replace = args.text("replace")
    max_args = _number(args, "max_args", "-n")
    max_lines = _number(args, "max_lines", "-L")
    usable = _usable_length(ctx)
    max_chars = _number(args, "max_chars", "-s") or min(_ARG_MAX, usable)
    if max_chars > usable:
        write_err(ctx, f"value {max_chars} for -s option should be <= {usable}")
        max_chars = usable
    _number(args, "max_procs", "-P")
    if args.flag("show_limits"):
        _show_limits(ctx, max_chars)
    if replace is not None:
        max_lines = 1
        max_args = None
    status = 0
    errors: list[str] = []
    ran = False
    groups = _group(_words(stream, ctx, args, errors), cmd, max_args, max_lines, max_chars, args.flag("exit"))
    try:
        for group in groups:
            ran = True
            rc = _run_group(ctx, args, cmd, replace, group)
            if rc is None:
                continue
            if rc == 255:
                write_err(ctx, f"{cmd[0]}: exited with status 255; aborting")
                return 124
            if rc > 128:
                # a child ended by a signal (141: SIGPIPE when the reader went away) stops xargs
                write_err(ctx, f"{cmd[0]}: terminated by signal {rc - 128}")
                return 125
            if rc in (126, 127):
                return rc
            if rc != 0:
                status = 123
    except _TooLong:
        write_err(ctx, "argument line too long")
        return 1
    finally:
        if stream is not ctx.stdin:
            stream.close()
    if not ran and not args.flag("no_run_empty") and not errors:
        rc = _run_group(ctx, args, cmd, replace, [])
        if rc is not None and rc > 128 and rc != 255:
            write_err(ctx, f"{cmd[0]}: terminated by signal {rc - 128}")
            return 125
        if rc is not None and rc != 0:
            status = 124 if rc == 255 else rc if rc in (126, 127) else 123
    if errors:
        write_err(ctx, errors[0])
        return 1
    return status


def _run_group(ctx: CommandContext, args: Parsed, cmd: list[str], replace: str | None, group: list[str]) -> int | None:
    """Run one command line; None when -p was answered no."""
    argv = [a.replace(replace, group[0]) if group else a for a in cmd] if replace is not None else cmd + group
    if args.flag("verbose") or args.flag("interactive"):
        line = " ".join(argv) + ("?..." if args.flag("interactive") else "") + "\n"
        ctx.stderr.write(line.encode("utf-8", "surrogateescape"))
        if args.flag("interactive") and ctx.stdin.readline()[:1] not in (b"y", b"Y"):
            return None
    ctx.stdout.flush()
    if args.flag("open_tty"):
        return _no_tty(ctx)
    slot = args.text("slot_var")
    if slot is not None:
        # commands run one at a time (L-xargs-P), so every child holds slot 0, as GNU's first one does
        return ctx.run(argv, env={**ctx.env, slot: "0"})
    return ctx.run(argv)


def _no_tty(ctx: CommandContext) -> int:
    """``-o`` with no controlling terminal, as GNU xargs 4.9 fails: its child cannot reopen
    /dev/tty (ENXIO), and the child's exit handler, meant for the parent, then aborts it."""
    write_err(ctx, f"{quote('/dev/tty')}: No such device or address")
    write_err(ctx, "xargs.c:1605: wait_for_proc_all: Assertion `getpid () == parent' failed.")
    return 128 + 6  # SIGABRT


def _env_bytes(ctx: CommandContext) -> int:
    """The environment's size as exec counts it: ``NAME=VALUE`` and a NUL for each variable."""
    return sum(len(k.encode("utf-8", "surrogateescape")) + len(v.encode("utf-8", "surrogateescape")) + 2
               for k, v in ctx.env.items())


def _usable_length(ctx: CommandContext) -> int:
    """GNU's "maximum length of command we could actually use": ARG_MAX less 2048 and the environment twice."""
    return _SYSTEM_ARG_MAX - 2048 - 2 * _env_bytes(ctx)


def _show_limits(ctx: CommandContext, buffer: int) -> None:
    """``--show-limits``: findutils' report, for a Linux ARG_MAX of 2 MiB (this machine's value)."""
    env = _env_bytes(ctx)
    lines = [
        f"Your environment variables take up {env} bytes",
        f"POSIX upper limit on argument length (this system): {_SYSTEM_ARG_MAX - 2048 - env}",
        "POSIX smallest allowable upper limit on argument length (all systems): 4096",
        f"Maximum length of command we could actually use: {_SYSTEM_ARG_MAX - 2048 - 2 * env}",
        f"Size of command buffer we are actually using: {buffer}",
        "Maximum parallelism (--max-procs must be no greater): 2147483647",
    ]
    ctx.stderr.write(("\n".join(lines) + "\n").encode("utf-8", "surrogateescape"))


class _TooLong(Exception):
    pass


def _group(
    words: Iterator[tuple[str, bool]],
    cmd: list[str],
    max_args: int | None,
    max_lines: int | None,
    max_chars: int,
    exact: bool,
) -> Iterator[list[str]]:
    """Command lines as soon as they are full (-n, -L, -s), so endless input streams."""
    base = sum(len(c.encode("utf-8", "surrogateescape")) + 1 for c in cmd)
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
            yield current
            current, size, lines = [], base, 0
        current.append(word)
        size += wlen
        if ends_line:
            lines += 1
        if (max_args is not None and len(current) >= max_args) or (
            max_lines is not None and ends_line and lines >= max_lines
        ):
            yield current
            current, size, lines = [], base, 0
    if current:
        yield current


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
