"""mktemp: create a uniquely named file or directory (in vshell's private /tmp by default)."""

from __future__ import annotations

import errno
import random
import string

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.errors import strerror
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import quote, usage_error
from vshell.fs.protocol import OpenMode

_ALPHABET = string.ascii_letters + string.digits
_DEFAULT_TEMPLATE = "tmp.XXXXXXXXXX"
_ATTEMPTS = 100

_OPTS = (
    Opt("d", "directory", "directory"),
    Opt("u", "dry-run", "dry_run"),
    Opt("q", "quiet", "quiet"),
    Opt(None, "suffix", "suffix", Arg.REQUIRED),
    Opt("p", None, "tmpdir", Arg.REQUIRED),
    Opt(None, "tmpdir", "tmpdir", Arg.OPTIONAL, const=""),
    Opt("t", None, "t"),
)


@command("mktemp", summary="create a temporary file or directory", usage="mktemp [OPTION]... [TEMPLATE]",
         opts=_OPTS)
def mktemp_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    quiet = bool(v.get("quiet"))
    if len(args.operands) > 1:
        return usage_error(ctx, "too many templates")
    template = args.operands[0] if args.operands else None
    tmpdir_opt = v.get("tmpdir")
    use_dir = template is None or tmpdir_opt is not None or bool(v.get("t"))
    if template is None:
        template = _DEFAULT_TEMPLATE
    suffix = v.get("suffix")
    suffix_text = suffix if isinstance(suffix, str) else ""
    if "/" in suffix_text:
        ctx.error(f"invalid suffix {quote(suffix_text)}, contains directory separator")
        return 1
    if not template.endswith("X"):
        # A template that does not end in X implies --suffix: the text after the last X.
        cut = template.rfind("X") + 1
        if suffix_text and cut < len(template):
            ctx.error(f"with --suffix, template {quote(template)} must end in X")
            return 1
        template, suffix_text = template[:cut], template[cut:] + suffix_text
        if "/" in suffix_text:
            ctx.error(f"invalid suffix {quote(suffix_text)}, contains directory separator")
            return 1
    xs = len(template) - len(template.rstrip("X"))
    if xs < 3:
        ctx.error(f"too few X's in template {quote(template + suffix_text)}")
        return 1
    if use_dir:
        if v.get("t"):
            base = ctx.env.get("TMPDIR") or (tmpdir_opt if isinstance(tmpdir_opt, str) and tmpdir_opt else "/tmp")
            if "/" in template:
                ctx.error(f"invalid template, {quote(template + suffix_text)}, contains directory separator")
                return 1
        else:
            base = tmpdir_opt if isinstance(tmpdir_opt, str) and tmpdir_opt else (ctx.env.get("TMPDIR") or "/tmp")
            if template.startswith("/"):
                ctx.error(f"invalid template, {quote(template + suffix_text)}; with --tmpdir, it may not be absolute")
                return 1
        template = base.rstrip("/") + "/" + template if base != "/" else "/" + template
    stem = template[: len(template) - xs]
    rng = random.SystemRandom()
    last_error: OSError | None = None
    for _ in range(_ATTEMPTS):
        name = stem + "".join(rng.choice(_ALPHABET) for _ in range(xs)) + suffix_text
        path = ctx.resolve(name)
        try:
            if v.get("dry_run"):
                if ctx.fs.exists(path):
                    continue
                ctx.fs.stat(path.rsplit("/", 1)[0] or "/")
            elif v.get("directory"):
                ctx.fs.mkdir(path, 0o700)
            else:
                ctx.fs.open(path, OpenMode.EXCLUSIVE, 0o600).close()
        except FileExistsError:
            continue
        except OSError as exc:
            last_error = exc
            break
        ctx.stdout.write(f"{name}\n".encode("utf-8", "surrogateescape"))
        return 0
    if not quiet:
        what = "directory" if v.get("directory") else "file"
        code = last_error.errno if last_error is not None and last_error.errno else errno.EEXIST
        ctx.error(f"failed to create {what} via template {quote(template + suffix_text)}: {strerror(code)}")
    return 1
