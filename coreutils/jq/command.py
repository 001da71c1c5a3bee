"""jq: the JSON processor (jq 1.6 language and output), in-process.

Exit statuses as jq's: 0 ok, 1 with ``-e`` when the last output is false or
null, 2 usage or input parse error, 3 compile error, 4 with ``-e`` when
there was no output, 5 a runtime error.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.jq import libm as _libm  # noqa: F401  (importing it registers the math builtins)
from vshell.coreutils.jq import regexp as _regexp  # noqa: F401  (importing it registers _match_impl)
from vshell.coreutils.jq import search as _search  # noqa: F401  (importing it registers bsearch)
from vshell.coreutils.jq.check import compile_errors
from vshell.coreutils.jq.evaluate import JqError, dump, dump_color
from vshell.coreutils.jq.inputs import InputError, Joined, Reader, Values, json_values, read_inputs
from vshell.coreutils.jq.interp import Interp
from vshell.coreutils.jq.modules import Loader, ModuleError, home_defs
from vshell.coreutils.jq.natives import NATIVES, _Halt
from vshell.coreutils.jq.options import HINT, OptionError, parse_options
from vshell.coreutils.jq.parse import JqSyntaxError, Node, parse


def _link(ctx: CommandContext, lib_dirs: list[str], interp: Interp, tree: Node) -> Node:
    """Bind ``~/.jq``'s definitions and the program's imports into the interpreter's root; the program body."""
    loader = Loader(ctx, lib_dirs, interp.root, lambda node: next(iter(interp.eval(node, None, interp.root))),
                    lambda text: [x for x, _ in json_values(text)])
    interp.loader = loader  # type: ignore[attr-defined]
    if home_defs(ctx) is not None:
        home = ctx.resolve(ctx.env.get("HOME", "") + "/.jq")
        loaded = loader.load_file(home)
        interp.root.funcs.update(loaded.defs)
    if tree[0] != "module":
        return tree
    directives: list[Any] = tree[2]
    loader.bind(directives, interp.root, ctx.cwd)
    body: Node = tree[3]
    return body


@command("jq", parse=False, summary="command-line JSON processor", usage="[OPTIONS] FILTER [FILES...]")
def jq(ctx: CommandContext, _: Parsed) -> int:
    try:
        o = parse_options(ctx.argv[1:])
    except OptionError as e:
        (ctx.stdout if e.stdout else ctx.stderr).write(e.message.encode())
        return e.status
    if o.version:
        ctx.stdout.write(b"jq-1.6\n")
        return 0
    v = o.flags
    operands = list(o.files)
    if o.program is None:
        # Without a terminal on either side (always so here) jq 1.6 runs `.`.
        o.program = "."
    program = o.program
    if "from_file" in v:
        try:
            program = ctx.fs.read_bytes(ctx.resolve(o.program)).decode("utf-8", "surrogateescape")
        except OSError as e:
            why = "It's a directory" if isinstance(e, IsADirectoryError) else strerror(e)
            ctx.stderr.write(f"jq: Could not open {o.program}: {why}\n".encode())
            return 2
    named: dict[str, Any] = {}
    for flag, name, value in o.named:
        if flag == "--arg":
            named[name] = value
        elif flag == "--argjson":
            try:
                named[name] = json.loads(value, parse_int=float)
            except json.JSONDecodeError:
                ctx.stderr.write(f"jq: invalid JSON text passed to --argjson\n{HINT}".encode())
                return 2
        else:
            try:
                data = ctx.fs.read_bytes(ctx.resolve(value)).decode("utf-8", "surrogateescape")
            except OSError as e:
                ctx.stderr.write(f"jq: Bad JSON in {flag} {name} {value}: Could not open {value}: {strerror(e)}\n"
                                 .encode())
                return 2
            try:
                named[name] = data if flag == "--rawfile" else [x for x, _ in json_values(data)]
            except InputError as e:
                ctx.stderr.write(f"jq: Bad JSON in {flag} {name} {value}: {e.message}\n".encode())
                return 2
            if flag == "--argfile" and isinstance(named[name], list) and len(named[name]) == 1:
                named[name] = named[name][0]
    positional: list[Any] = o.positional
    globals_: dict[str, Any] = dict(named)
    globals_["ENV"] = dict(ctx.env)
    globals_["__prog_args"] = positional
    globals_["ARGS"] = {"positional": positional, "named": named}
    try:
        tree = parse(program)
    except JqSyntaxError as e:
        # jq 1.6 echoes the program followed by as many blanks as the error's offset in it (its
        # location printer's quirk).
        errors = [(e.message, e.at if e.at is not None else len(program) - 1), *e.more]
        for message, offset in errors:
            ctx.stderr.write(f"jq: error: {message} at <top-level>, line 1:\n{program}{' ' * offset}\n"
                             .encode("utf-8", "surrogateescape"))
        n = len(errors)
        ctx.stderr.write(f"jq: {n} compile error{'s' if n > 1 else ''}\n".encode())
        return 3
    except RecursionError:
        ctx.stderr.write(b"jq: error: program too deeply nested\njq: 1 compile error\n")
        return 3
    interp = Interp(NATIVES, globals_, ctx.budget.tick)
    try:
        tree = _link(ctx, o.lib_dirs, interp, tree)
    except ModuleError as e:
        ctx.stderr.write(e.message.encode("utf-8", "surrogateescape") + b"jq: 1 compile error\n")
        return 3
    except InputError as e:
        ctx.stderr.write(f"jq: error: {e.message}\njq: 1 compile error\n".encode())
        return 3
    known_vars = frozenset(k for k in interp.root.vars if k != "__prog_args") | {"ENV", "__loc__"}
    errors = compile_errors(tree, interp.known_functions(), known_vars)
    if errors:
        # jq lists every one, each with the program padded to the construct's offset.
        for message, at in errors:
            ctx.stderr.write(f"jq: error: {message} at <top-level>, line 1:\n{program}{' ' * at}\n"
                             .encode("utf-8", "surrogateescape"))
        n = len(errors)
        ctx.stderr.write(f"jq: {n} compile error{'s' if n > 1 else ''}\n".encode())
        return 3
    interp.stderr = ctx.stderr  # type: ignore[attr-defined]
    color = "color" in v and "mono" not in v
    indent = o.indent
    sort_keys = bool("sort_keys" in v)
    ascii_only = bool("ascii" in v)
    raw_out = "raw" in v or "join" in v
    sep = b"" if "join" in v else b"\n"
    end: list[Any] = []
    seq = bool("seq" in v)
    joined = Joined(ctx, operands)
    inputs = read_inputs(joined, "raw_input" in v, "slurp" in v, seq, end)
    # --seq writes each output as an RFC 7464 text, RS first (jq 1.6: not a raw string).
    rs = b"\x1e" if seq else b""
    status = 0
    exit_status = "exit_status" in v
    # jq's status is its last input's run: 14 with no output, 11 (-e: false or null last) or 0,
    # 5 after an error, a halt's code; 10 and over is 0 unless -e (less 10) or a halt happened
    # (then it stays: jq 1.6's EXIT_STATUS_EXACT is never cleared).
    status = 0
    exact = False
    reader = Reader(inputs, end, joined)
    interp.reader = reader  # type: ignore[attr-defined]
    interp.inputs = Values(reader)  # type: ignore[attr-defined]
    try:
        if "null_input" in v:
            feed: Iterator[tuple[Any, int | None]] = iter([(None, None)])
        else:
            # ``input``/``inputs`` in the program pull from this same stream.
            feed = reader
        # jq's main loop stops taking inputs once a file could not be opened.
        while not joined.failed:
            try:
                value, _line = next(feed)
            except StopIteration:
                break
            status = 14
            try:
                for out in interp.eval(tree, value, interp.root):
                    status = 11 if exit_status and (out is None or out is False) else 0
                    if raw_out and isinstance(out, str) and not ascii_only:
                        # (with -a jq 1.6 prints even a raw string as JSON, escaped)
                        ctx.stdout.write(out.encode("utf-8", "surrogateescape") + sep)
                    else:
                        text = (dump_color if color else dump)(out, indent, sort_keys, ascii_only)
                        ctx.stdout.write(rs + text.encode("utf-8", "surrogateescape") + sep)
            except JqError as e:
                status = 5
                # jq names where its reader is now, which `input` may have moved past this value.
                where = reader.where()
                msg = e.value
                if isinstance(msg, str):
                    text = f"jq: error (at {where}): {msg}\n"
                else:
                    text = f"jq: error (at {where}) (not a string): {dump(msg)}\n"
                ctx.stdout.flush()
                ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
            except _Halt as h:
                # jq 1.6's halt ends this input's run only; the next input runs.
                exact = True
                status = h.code
                if h.value is not None:
                    text = h.value if isinstance(h.value, str) else dump(h.value) + "\n"
                    ctx.stdout.flush()
                    ctx.stderr.write(text.encode("utf-8", "surrogateescape"))
    except InputError as e:
        ctx.stderr.write(f"parse error: {e.message}\n".encode())
        status = 4
    except RecursionError:
        ctx.stderr.write(b"jq: error: recursion too deep\n")
        return 5
    if joined.failed:
        return 2
    if status >= 10 and exit_status:
        return status - 10
    if status >= 10 and not exact:
        return 0
    return status
