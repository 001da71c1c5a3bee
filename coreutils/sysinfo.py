"""uname, whoami, id, hostname, nproc, getconf: fixed, documented answers.

vshell has no kernel, users or CPUs of its own, so these commands answer with
one fixed identity (NOTES.md D-misc-identity): a Linux x86_64 machine named
``vshell``, one user ``user`` (uid/gid 1000, the owner the filesystem reports
for every file) and one processor, because commands run one at a time.
"""

from __future__ import annotations

from vshell.command import CommandContext
from vshell.coreutils.common.args import Arg, Opt, Parsed
from vshell.coreutils.common.registry import command
from vshell.coreutils.common.textio import quote, usage_error

HOSTNAME = "vshell"
KERNEL_NAME = "Linux"
KERNEL_RELEASE = "6.1.0-vshell"
KERNEL_VERSION = "#1 SMP PREEMPT_DYNAMIC vshell"
MACHINE = "x86_64"
OPERATING_SYSTEM = "GNU/Linux"
USER_NAME = "user"
UID = 1000
GID = 1000
NPROC = 1

_UNAME_FIELDS = (
    ("kernel_name", "s", "kernel-name", KERNEL_NAME),
    ("nodename", "n", "nodename", HOSTNAME),
    ("kernel_release", "r", "kernel-release", KERNEL_RELEASE),
    ("kernel_version", "v", "kernel-version", KERNEL_VERSION),
    ("machine", "m", "machine", MACHINE),
    ("processor", "p", "processor", "unknown"),
    ("hardware_platform", "i", "hardware-platform", "unknown"),
    ("operating_system", "o", "operating-system", OPERATING_SYSTEM),
)

_UNAME_OPTS = (Opt("a", "all", "all"), *(Opt(short, long, dest) for dest, short, long, _ in _UNAME_FIELDS))


@command("uname", summary="print system information", usage="uname [OPTION]...", opts=_UNAME_OPTS)
def uname_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return usage_error(ctx, f"extra operand {quote(args.operands[0])}")
    every = bool(args.values.get("all"))
    chosen = [value for dest, _, _, value in _UNAME_FIELDS if args.values.get(dest)]
    if every:
        # -a leaves out -p and -i when they are "unknown", as GNU does.
        chosen = [value for dest, _, _, value in _UNAME_FIELDS if dest not in ("processor", "hardware_platform")]
    elif not chosen:
        chosen = [KERNEL_NAME]
    ctx.stdout.write((" ".join(chosen) + "\n").encode())
    return 0


@command("whoami", summary="print effective user name", usage="whoami [OPTION]...")
def whoami_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return usage_error(ctx, f"extra operand {quote(args.operands[0])}")
    ctx.stdout.write(f"{USER_NAME}\n".encode())
    return 0


_ID_OPTS = (
    Opt("a", None, "ignored"),
    Opt("Z", "context", "context"),
    Opt("g", "group", "group"),
    Opt("G", "groups", "groups"),
    Opt("n", "name", "name"),
    Opt("r", "real", "real"),
    Opt("u", "user", "user"),
    Opt("z", "zero", "zero"),
)


@command("id", summary="print real and effective user and group IDs", usage="id [OPTION]... [USER]...",
         opts=_ID_OPTS)
def id_cmd(ctx: CommandContext, args: Parsed) -> int:
    v = args.values
    chosen = [k for k in ("user", "group", "groups") if v.get(k)]
    if v.get("context"):
        ctx.error("--context (-Z) works only on an SELinux-enabled kernel")
        return 1
    if len(chosen) > 1:
        ctx.error('cannot print "only" of more than one choice')
        return 1
    if not chosen and (v.get("name") or v.get("real")):
        ctx.error("cannot print only names or real IDs in default format")
        return 1
    if not chosen and v.get("zero"):
        ctx.error("option --zero not permitted in default format")
        return 1
    users = args.operands or [USER_NAME]
    status = 0
    end = "\0" if v.get("zero") else "\n"
    for user in users:
        if user not in (USER_NAME, str(UID)):
            ctx.error(f"{quote(user)}: no such user")
            status = 1
            continue
        if not chosen:
            text = f"uid={UID}({USER_NAME}) gid={GID}({USER_NAME}) groups={GID}({USER_NAME})\n"
        elif v.get("name"):
            text = USER_NAME + end
        else:
            text = str(UID if chosen[0] == "user" else GID) + end
        ctx.stdout.write(text.encode())
    return status


_HOSTNAME_OPTS = (
    Opt("a", "alias", "alias"),
    Opt("A", "all-fqdns", "fqdns"),
    Opt("d", "domain", "domain"),
    Opt("f", "fqdn", "fqdn"),
    Opt(None, "long", "fqdn"),
    Opt("i", "ip-address", "ip"),
    Opt("I", "all-ip-addresses", "ips"),
    Opt("s", "short", "short"),
)


@command("hostname", summary="show the system's host name", usage="hostname [-a|-A|-d|-f|-i|-I|-s]",
         opts=_HOSTNAME_OPTS)
def hostname_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        ctx.error("you must be root to change the host name")
        return 1
    v = args.values
    if v.get("domain") or v.get("alias"):
        text = ""
    elif v.get("ip"):
        text = "127.0.1.1"
    elif v.get("ips"):
        text = "127.0.0.1 "
    else:
        text = HOSTNAME
    ctx.stdout.write(f"{text}\n".encode())
    return 0


_NPROC_OPTS = (Opt(None, "all", "all"), Opt(None, "ignore", "ignore", Arg.REQUIRED))


@command("nproc", summary="print the number of processing units available", usage="nproc [OPTION]...",
         opts=_NPROC_OPTS)
def nproc_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return usage_error(ctx, f"extra operand {quote(args.operands[0])}")
    ignore = 0
    raw = args.values.get("ignore")
    if isinstance(raw, str):
        text = raw.strip()
        if not text.isdigit():
            ctx.error(f"invalid number: {quote(raw)}")
            return 1
        ignore = int(text)
    ctx.stdout.write(f"{max(1, NPROC - ignore)}\n".encode())
    return 0


# getconf's system variables (fixed, those of an ordinary x86_64 glibc box) and
# its path variables, which need a PATHNAME operand.
_SYSCONF = {
    "ARG_MAX": "2097152",
    "CHILD_MAX": "63704",
    "CLK_TCK": "100",
    "HOST_NAME_MAX": "64",
    "LOGIN_NAME_MAX": "256",
    "NGROUPS_MAX": "65536",
    "OPEN_MAX": "1024",
    "PAGESIZE": "4096",
    "PAGE_SIZE": "4096",
    "LONG_BIT": "64",
    "WORD_BIT": "32",
    "CHAR_BIT": "8",
    "CHAR_MAX": "127",
    "CHAR_MIN": "-128",
    "INT_MAX": "2147483647",
    "INT_MIN": "-2147483648",
    "LONG_MAX": "9223372036854775807",
    "LONG_MIN": "-9223372036854775808",
    "SSIZE_MAX": "32767",
    "UINT_MAX": "4294967295",
    "ULONG_MAX": "18446744073709551615",
    "_NPROCESSORS_CONF": str(NPROC),
    "_NPROCESSORS_ONLN": str(NPROC),
    "_POSIX_VERSION": "200809",
    "POSIX_VERSION": "200809",
    "LINE_MAX": "2048",
    "RE_DUP_MAX": "32767",
    "STREAM_MAX": "16",
    "TZNAME_MAX": "",
}
_PATHCONF = {
    "LINK_MAX": "65000",
    "MAX_CANON": "255",
    "MAX_INPUT": "255",
    "NAME_MAX": "255",
    "PATH_MAX": "4096",
    "PIPE_BUF": "4096",
    "FILESIZEBITS": "64",
    "SYMLINK_MAX": "",
}

_GETCONF_USAGE = "Usage: getconf [-v specification] variable_name [pathname]\n       getconf -a [pathname]\n"


@command("getconf", summary="query system configuration variables", usage="getconf variable_name [pathname]",
         parse=False, help_text=_GETCONF_USAGE)
def getconf_cmd(ctx: CommandContext, args: Parsed) -> int:
    # glibc's getconf, not a GNU coreutils tool: its own usage text and status 2.
    ops = list(args.operands)
    if ops and ops[0] == "--":
        ops = ops[1:]
    if ops and ops[0] == "-a":
        for name, value in sorted({**_SYSCONF, **_PATHCONF}.items()):
            ctx.stdout.write(f"{name:<34} {value}\n".encode())
        return 0
    if not ops or len(ops) > 2:
        ctx.stderr.write(_GETCONF_USAGE.encode())
        return 2
    name = ops[0]
    if name in _SYSCONF:
        if len(ops) == 2:
            ctx.stderr.write(_GETCONF_USAGE.encode())
            return 2
        ctx.stdout.write(f"{_SYSCONF[name]}\n".encode() if _SYSCONF[name] else b"undefined\n")
        return 0
    if name in _PATHCONF:
        if len(ops) != 2:
            ctx.stderr.write(_GETCONF_USAGE.encode())
            return 2
        try:
            ctx.fs.stat(ctx.resolve(ops[1]))
        except OSError as exc:
            ctx.error(f"pathconf: {ops[1]}: {exc.strerror}")
            return 3
        ctx.stdout.write(f"{_PATHCONF[name]}\n".encode() if _PATHCONF[name] else b"undefined\n")
        return 0
    ctx.error(f"Unrecognized variable `{name}'")
    return 2


@command("logname", summary="print user's login name", usage="logname [OPTION]")
def logname_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return usage_error(ctx, f"extra operand {quote(args.operands[0])}")
    ctx.stdout.write(f"{USER_NAME}\n".encode())
    return 0


@command("groups", summary="print the groups a user is in", usage="groups [OPTION]... [USERNAME]...")
def groups_cmd(ctx: CommandContext, args: Parsed) -> int:
    status = 0
    if not args.operands:
        ctx.stdout.write(f"{USER_NAME}\n".encode())
        return 0
    for user in args.operands:
        if user not in (USER_NAME, str(UID)):
            ctx.error(f"{quote(user)}: no such user")
            status = 1
            continue
        ctx.stdout.write(f"{user} : {USER_NAME}\n".encode())
    return status


@command("arch", summary="print machine hardware name", usage="arch [OPTION]...")
def arch_cmd(ctx: CommandContext, args: Parsed) -> int:
    if args.operands:
        return usage_error(ctx, f"extra operand {quote(args.operands[0])}")
    ctx.stdout.write(f"{MACHINE}\n".encode())
    return 0
