"""sed: GNU sed 4.9, run over the filesystem view.

Input is read lazily, one line of lookahead (enough to know ``$``), so
``yes | sed 3q`` ends at once.  A last line without a newline is written back
without one, as GNU does.  ``-i`` writes each file's new content through the
filesystem view (so the change lands in the overlay and goes to review).
"""

from __future__ import annotations

import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.sed.input import Input, sources
from vshell.coreutils.sed.parse import Command, SedError, parse_script
from vshell.coreutils.sed.run import Quit, Sed

_SYNOPSIS = "sed [OPTION]... {script-only-if-no-other-script} [input-file]..."
_USAGE = f"Usage: {_SYNOPSIS}"
_HELP = """
  -n, --quiet, --silent
                 suppress automatic printing of pattern space
  -e script, --expression=script
                 add the script to the commands to be executed
  -f script-file, --file=script-file
                 add the contents of script-file to the commands to be executed
  -i[SUFFIX], --in-place[=SUFFIX]
                 edit files in place (makes backup if SUFFIX supplied)
  -l N, --line-length=N
                 specify the desired line-wrap length for the `l' command
  -E, -r, --regexp-extended
                 use extended regular expressions in the script
  -s, --separate
                 consider files as separate rather than as a single
                 continuous long stream.
  -z, --null-data
                 separate lines by NUL characters
      --help     display this help and exit
      --version  output version information and exit
"""

_OPTS = (
    Opt("n", "quiet", "quiet"),
    Opt(None, "silent", "quiet"),
    Opt("e", "expression", "script", Arg.REQUIRED, action="append"),
    Opt("f", "file", "script", Arg.REQUIRED, action="append"),
    Opt("i", "in-place", "in_place", Arg.OPTIONAL),
    Opt("l", "line-length", "line_length", Arg.REQUIRED),
    Opt("E", "regexp-extended", "extended"),
    Opt("r", None, "extended"),
    Opt("s", "separate", "separate"),
    Opt("z", "null-data", "null_data"),
    Opt("u", "unbuffered", "unbuffered"),
    Opt(None, "posix", "posix"),
    Opt(None, "debug", "debug"),
    Opt(None, "sandbox", "sandbox"),
    Opt(None, "follow-symlinks", "follow_symlinks"),
    Opt("b", "binary", "binary"),
)


@command("sed", summary="stream editor for filtering and transforming text", usage=_SYNOPSIS, opts=_OPTS,
         usage_status=1, help_text=_HELP)
def sed(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    operands = list(args.operands)
    pieces: list[tuple[str, int, str | None]] = []
    expr_no = 0
    values = [str(value) for dest, value in args.order if dest == "script"]
    if values:
        # -e and -f both land in "script"; tell them apart by what argv said.
        for text, kind in zip(values, _script_sources(ctx.argv[1:]), strict=False):
            if kind == "f":
                try:
                    raw = ctx.stdin.read() if text == "-" else ctx.fs.read_bytes(ctx.resolve(text))
                except OSError as e:
                    ctx.error(f"couldn't open file {text}: {strerror(e)}")
                    return 1
                pieces.append((raw.decode("utf-8", "surrogateescape"), 0, text))
            else:
                expr_no += 1
                pieces.append((text, expr_no, None))
    else:
        if not operands:
            ctx.stderr.write(f"{_USAGE}\n{_HELP}".encode())
            return 1
        pieces = [(operands.pop(0), 1, None)]
    # GNU compiles each -e/-f script as its option is read, so --posix rules only the scripts after it.
    # So does --debug the label names it keeps for its dump.
    posix_from = _first_after(args, values, "posix", len(pieces))
    debug_from = _first_after(args, values, "debug", 0)
    try:
        cmds, hash_n, where = parse_script(pieces, extended=bool(v.get("extended")), posix_from=posix_from,
                                           debug_from=debug_from, sandbox=bool(v.get("sandbox")))
    except SedError as e:
        ctx.error(e.message)
        return e.status
    in_place = "in_place" in v
    suffix = v.get("in_place")
    if in_place and not operands:
        ctx.error("no input files")
        return 4
    eol = "\0" if v.get("null_data") else "\n"
    # GNU reads the length with atoi: leading blanks, a sign and digits, anything else ends it (0 if none).
    length = re.match(r"[ \t\n\v\f\r]*([-+]?\d+)", str(v.get("line_length", 70)))
    line_length = int(length.group(1)) if length else 0
    runner = Sed(ctx, cmds, quiet=bool(v.get("quiet")) or hash_n, eol=eol, line_length=line_length,
                 separate=bool(v.get("separate")) or in_place, in_place=in_place, debug=bool(v.get("debug")),
                 posix_correct=bool(v.get("posix")) or "POSIXLY_CORRECT" in ctx.env, where=where,
                 extended=bool(v.get("extended")))
    state = [0, int(in_place)]
    if not operands:
        operands = ["-"]
    if in_place and isinstance(suffix, str) and suffix:
        for name in operands:
            if name == "-":
                continue
            try:
                data = ctx.fs.read_bytes(ctx.resolve(name))
                backup = suffix.replace("*", name) if "*" in suffix else name + suffix
                ctx.fs.write_bytes(ctx.resolve(backup), data)
            except OSError:
                pass
    inp = Input(list(sources(ctx, operands, eol.encode(), state)), separate=runner.separate)
    try:
        status = runner.run(inp)
    except Quit as q:
        status = q.code
    except SedError as e:
        runner.flush()
        ctx.error(e.message)
        return e.status
    runner.flush()
    if in_place:
        runner.finish_file(inp)
    for name, datas in runner.wfiles.items():
        try:
            ctx.fs.write_bytes(ctx.resolve(name), b"".join(datas))
        except OSError as e:
            ctx.error(f"couldn't open file {name}: {strerror(e)}")
            return 4
    for name in _empty_wfiles(cmds, runner.wfiles):
        try:
            ctx.fs.write_bytes(ctx.resolve(name), b"")
        except OSError as e:
            ctx.error(f"couldn't open file {name}: {strerror(e)}")
            return 4
    return status or state[0]


def _first_after(args: Parsed, values: list[str], dest: str, unset: int) -> int:
    """The index of the first -e/-f script given after the option ``dest`` (all of them when the script is
    the first operand); ``unset`` without the option."""
    if not args.values.get(dest):
        return unset
    seen = [d for d, _ in args.order if d in ("script", dest)]
    return seen.index(dest) if values else 0


def _empty_wfiles(cmds: list[Command], written: dict[str, list[bytes]]) -> list[str]:
    """GNU creates every w file when the script is read, even if nothing is written."""
    names: list[str] = []
    for c in cmds:
        name = c.wfile if c.name == "s" else (c.text if c.name in "wW" else None)
        if name and name not in written and name not in ("/dev/stdout", "/dev/stderr", "-") and name not in names:
            names.append(name)
    return names


def _script_sources(argv: list[str]) -> list[str]:
    """For each -e/-f script argument in argv order, 'e' or 'f'."""
    kinds: list[str] = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--":
            break
        if a.startswith("--"):
            name = a[2:].split("=", 1)[0]
            if "expression".startswith(name) and len(name) >= 2:
                kinds.append("e")
                i += 1 if "=" in a else 2
                continue
            if "file".startswith(name) and len(name) >= 2:
                kinds.append("f")
                i += 1 if "=" in a else 2
                continue
            i += 1
            continue
        if a.startswith("-") and len(a) > 1:
            j = 1
            while j < len(a):
                ch = a[j]
                if ch in "ef":
                    kinds.append(ch)
                    i += 1 if j + 1 < len(a) else 2
                    break
                if ch in "il":
                    i += 1
                    break
                j += 1
            else:
                i += 1
            continue
        i += 1
    return kinds
