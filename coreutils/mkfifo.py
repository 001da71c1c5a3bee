"""mkfifo (GNU coreutils 9.1): named pipes, in the overlay's memory only.

The FIFO is a :class:`vshell.fs.devices.Fifo` node in the upper layer; it is
never created on disk, and a FIFO left in a workspace is refused by the commit
stage (``special-file``).  There is no SELinux here: ``-Z`` and a bare
``--context`` do nothing, ``--context=CTX`` warns as GNU does on such a kernel.
"""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError
from vshell.coreutils.common.errors import quoteaf, strerror, write_err
from vshell.coreutils.common.fileio import fs_path
from vshell.coreutils.common.modes import adjust_bits, compile_mode
from vshell.coreutils.common.registry import command

_OPTS = [
    Opt("m", "mode", "mode", Arg.REQUIRED),
    Opt("Z", None, "selinux"),
    Opt(None, "context", "context", Arg.OPTIONAL),
]

_HELP = """\
Create named pipes (FIFOs) with the given NAMEs.

Mandatory arguments to long options are mandatory for short options too.
  -m, --mode=MODE    set file permission bits to MODE, not a=rw - umask
  -Z                   set the SELinux security context to default type
      --context[=CTX]  like -Z, or if CTX is specified then set the SELinux
                         or SMACK security context to CTX
      --help        display this help and exit
      --version     output version information and exit

GNU coreutils online help: <https://www.gnu.org/software/coreutils/>
Full documentation <https://www.gnu.org/software/coreutils/mkfifo>
or available locally via: info '(coreutils) mkfifo invocation'
"""


@command("mkfifo", summary="make FIFOs (named pipes)", usage="mkfifo [OPTION]... NAME...", opts=_OPTS, help_text=_HELP)
def mkfifo(ctx: CommandContext, args: Parsed) -> int:
    context = args.values.get("context")
    if isinstance(context, str):
        write_err(ctx, "warning: ignoring --context; it requires an SELinux/SMACK-enabled kernel")
    if not args.operands:
        raise UsageError("missing operand")
    umask = ctx.fs.umask()
    mode = 0o666 & ~umask
    exact = False
    mode_text = args.text("mode")
    if mode_text is not None:
        changes = compile_mode(mode_text)
        if changes is None:
            write_err(ctx, "invalid mode")
            return 1
        # GNU starts from a=rw, lets the umask touch only who-less clauses, and sets the result exactly
        mode = adjust_bits(0o666, False, umask, changes)[0]
        if mode & ~0o777:
            write_err(ctx, "mode must specify only file permission bits")
            return 1
        exact = True
    make = getattr(ctx.fs, "mkfifo", None)
    status = 0
    for name in args.operands:
        try:
            if make is None:
                raise PermissionError(1, "Operation not permitted", name)
            path = fs_path(ctx, name)
            make(path, 0o666)
            if exact:
                ctx.fs.chmod(path, mode)
        except OSError as exc:
            write_err(ctx, f"cannot create fifo {quoteaf(name)}: {strerror(exc)}")
            status = 1
    return status
