"""install: copy files and set their mode (0755 unless -m), or create directories with -d."""

from __future__ import annotations

import posixpath
import re

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quote, quoteaf, strerror
from vshell.coreutils.common.registry import command
from vshell.fs.protocol import OpenMode

_OPTS = (
    Opt(None, "backup", "backup", Arg.OPTIONAL, const="existing"),
    Opt("b", None, "backup", action="store_const", const="existing"),
    Opt("c", None, "ignored"),
    Opt("C", "compare", "compare"),
    Opt("d", "directory", "directory"),
    Opt("D", None, "leading"),
    Opt("g", "group", "group", Arg.REQUIRED),
    Opt("m", "mode", "mode", Arg.REQUIRED),
    Opt("o", "owner", "owner", Arg.REQUIRED),
    Opt("p", "preserve-timestamps", "preserve"),
    Opt("s", "strip", "strip"),
    Opt(None, "strip-program", "strip_program", Arg.REQUIRED),
    Opt("S", "suffix", "suffix", Arg.REQUIRED),
    Opt("t", "target-directory", "target", Arg.REQUIRED),
    Opt("T", "no-target-directory", "no_target"),
    Opt("v", "verbose", "verbose"),
    Opt(None, "preserve-context", "ignored"),
    Opt("Z", "context", "ignored", Arg.OPTIONAL, const=""),
)

_WHO = {"u": 0o4700, "g": 0o2070, "o": 0o1007, "a": 0o7777}
_PERM = {"r": 0o444, "w": 0o222, "x": 0o111, "X": 0o111, "s": 0o6000, "t": 0o1000}


def parse_mode(text: str, base: int, umask: int = 0o022) -> int | None:
    """An octal or symbolic (``u+x,go-w``) mode applied to ``base``, as chmod reads it."""
    if re.fullmatch(r"[0-7]{1,4}", text):
        return int(text, 8)
    mode = base
    for clause in text.split(","):
        m = re.fullmatch(r"([ugoa]*)([-+=][rwxXst]*)+", clause)
        if not m:
            return None
        who_text = m.group(1)
        mask = 0
        for w in who_text or "a":
            mask |= _WHO[w]
        for op, perms in re.findall(r"([-+=])([rwxXst]*)", clause[len(who_text) :]):
            bits = 0
            for p in perms:
                bits |= _PERM[p]
            bits &= mask if who_text else (mask & ~umask | 0o7000 & mask)
            if op == "+":
                mode |= bits
            elif op == "-":
                mode &= ~bits
            else:
                mode = (mode & ~mask) | bits
    return mode & 0o7777


@command("install", summary="copy files and set attributes",
         usage="install [OPTION]... [-T] SOURCE DEST\n  or:  install [OPTION]... SOURCE... DIRECTORY\n"
         "  or:  install [OPTION]... -t DIRECTORY SOURCE...\n  or:  install [OPTION]... -d DIRECTORY...",
         opts=_OPTS)
def install_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    for dest, what in (("backup", "--backup"), ("suffix", "--suffix"), ("strip_program", "--strip-program")):
        if v.get(dest) is not None:
            ctx.error(f"{what} is not supported by vshell")
            return 1
    mode = 0o755
    if v.get("mode") is not None:
        parsed = parse_mode(str(v["mode"]), 0o755)
        if parsed is None:
            ctx.error(f"invalid mode {quote(str(v['mode']))}")
            return 1
        mode = parsed
    for key, label, known in (("owner", "user", ("user", "1000")), ("group", "group", ("user", "1000"))):
        if v.get(key) is not None and str(v[key]) not in known:
            ctx.error(f"invalid {label} {quote(str(v[key]))}")
            return 1
    verbose = bool(v.get("verbose"))
    ops = list(args.operands)
    if v.get("directory"):
        if not ops:
            raise UsageError("missing file operand")
        status = 0
        for name in ops:
            if not _makedirs(ctx, name, verbose, mode):
                status = 1
        return status
    target = v.get("target")
    if not ops:
        raise UsageError("missing file operand")
    if target is None and len(ops) == 1:
        raise UsageError(f"missing destination file operand after {quoteaf(ops[0])}")
    if target is None and not v.get("no_target") and (len(ops) > 2 or _is_dir(ctx, ops[-1])):
        target = ops.pop()
        if not _is_dir(ctx, str(target)):
            why = "Not a directory" if ctx.fs.exists(ctx.resolve(str(target))) else "No such file or directory"
            ctx.error(f"target {quoteaf(str(target))}: {why}")
            return 1
    elif target is None:
        if len(ops) > 2:
            raise UsageError(f"extra operand {quoteaf(ops[2])}")
        return 0 if _install_file(ctx, ops[0], ops[1], mode, v) else 1
    status = 0
    if v.get("leading") and not _is_dir(ctx, str(target)) and not _makedirs(ctx, str(target), verbose, 0o755):
        return 1
    for src in ops:
        dest = posixpath.join(str(target), posixpath.basename(src.rstrip("/")))
        if not _install_file(ctx, src, dest, mode, v):
            status = 1
    return status


def _is_dir(ctx: CommandContext, name: str) -> bool:
    try:
        return ctx.fs.stat(ctx.resolve(name)).is_dir
    except OSError:
        return False


def _makedirs(ctx: CommandContext, name: str, verbose: bool, mode: int) -> bool:
    parts = [p for p in name.split("/") if p]
    cur = "/" if name.startswith("/") else ""
    for i, part in enumerate(parts):
        cur = posixpath.join(cur, part) if cur else part
        path = ctx.resolve(cur)
        if ctx.fs.exists(path):
            if not _is_dir(ctx, cur):
                ctx.error(f"cannot create directory {quoteaf(cur)}: File exists")
                return False
            continue
        try:
            ctx.fs.mkdir(path, 0o755)
            if i == len(parts) - 1:
                ctx.fs.chmod(path, mode)
        except OSError as exc:
            ctx.error(f"cannot create directory {quoteaf(cur)}: {strerror(exc)}")
            return False
        if verbose:
            ctx.stdout.write(f"{ctx.name}: creating directory {quoteaf(cur)}\n".encode("utf-8", "surrogateescape"))
    return True


def _install_file(ctx: CommandContext, src: str, dest: str, mode: int, v: dict[str, object]) -> bool:
    try:
        st = ctx.fs.stat(ctx.resolve(src))
    except OSError as exc:
        ctx.error(f"cannot stat {quoteaf(src)}: {strerror(exc)}")
        return False
    if st.is_dir:
        ctx.error(f"omitting directory {quoteaf(src)}")
        return False
    if v.get("leading"):
        parent = posixpath.dirname(dest)
        if parent and not _is_dir(ctx, parent) and not _makedirs(ctx, parent, bool(v.get("verbose")), 0o755):
            return False
    dest_path = ctx.resolve(dest)
    try:
        data = ctx.fs.read_bytes(ctx.resolve(src))
        if v.get("compare") and ctx.fs.exists(dest_path):
            old = ctx.fs.stat(dest_path)
            if old.mode == mode and ctx.fs.read_bytes(dest_path) == data:
                return True
        if ctx.fs.exists(dest_path) and not _is_dir(ctx, dest):
            ctx.fs.unlink(dest_path)
        with ctx.fs.open(dest_path, OpenMode.WRITE, 0o600) as out:
            out.write(data)
        ctx.fs.chmod(dest_path, mode)
        if v.get("preserve"):
            ctx.fs.utime(dest_path, st.atime_ns, st.mtime_ns)
    except OSError as exc:
        ctx.error(f"cannot create regular file {quoteaf(dest)}: {strerror(exc)}")
        return False
    if v.get("verbose"):
        ctx.stdout.write(f"{quoteaf(src)} -> {quoteaf(dest)}\n".encode("utf-8", "surrogateescape"))
    return True
