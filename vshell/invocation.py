"""The ``vshell`` command line: its options, ``--help``, sizes, the host config file, and their parser.

Shared by the CLI (``vshell.cli``) and the differential tool
(``vshell.difftest``), which takes the same options, so that neither imports
the other.  Nothing here imports the interpreter: ``vshell --help`` and
``vshell --version`` stay cheap.

bash's own invocation options are taken as ``bash`` takes them (``bash(1)``,
OPTIONS): single-letter ``set`` options in clusters (``-eux``, ``+x``),
``-o NAME``/``+o NAME``, ``-O NAME``/``+O NAME``, ``-c`` (the command is the
first argument after the options), ``-s``, ``-`` and ``--`` (both end the
options), ``--posix``, ``--norc`` and ``--noprofile``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from vshell import __version__
from vshell.lib.lazyre import lazy_compile
from vshell.limits import Limits

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field

STATUS_USAGE = 2
STATUS_REFUSED = 125
STATUS_MISSING = 127
STATUS_SIGPIPE = 141


BASH_VERSION = "5.2.15"

SYNOPSIS = """\
usage: vshell [OPTION]... [-c COMMAND [ARG0 [ARG]...] | -s [ARG]... | SCRIPT [ARG]... | -]
       vshell -n [-O extglob] (SCRIPT | -c COMMAND | -)
       vshell diff [OPTION]... (SCRIPT | -c COMMAND)
       vshell mcp [--workspace DIR]... [--approvals MODE] [--timeout S] [--limit NAME=VALUE]... [--http [--port N]]
       vshell serve [--workspace DIR]... [--host 127.0.0.1] [--port 8022] [--token SECRET] [OPTIONS]
Try 'vshell --help' for more information.
"""

# bash's single-letter options and the `set -o` names they stand for (bash(1), SHELL BUILTIN COMMANDS: set).
SET_LETTERS: dict[str, str] = {
    "a": "allexport", "b": "notify", "e": "errexit", "f": "noglob", "h": "hashall", "k": "keyword",
    "m": "monitor", "n": "noexec", "p": "privileged", "t": "onecmd", "u": "nounset", "v": "verbose",
    "x": "xtrace", "B": "braceexpand", "C": "noclobber", "E": "errtrace", "H": "histexpand",
    "P": "physical", "T": "functrace",
}  # fmt: skip
SET_NAMES = frozenset(SET_LETTERS.values()) | {
    "emacs", "history", "ignoreeof", "interactive-comments", "nolog", "pipefail", "posix", "vi",
}  # fmt: skip

MODES = ("review", "apply", "dry-run", "auto")

APPROVALS = {"plan": "dry-run", "ask": "review", "auto": "auto", "full": "apply"}
"""``--approvals MODE`` (``vshell.commit.approvals``) as the CLI's own modes: plan shows and discards, ask
reviews, full applies what passes the checks, auto applies a low-risk set and reviews any other."""

# Each limit's unit and meaning, for --help (a test checks every Limits field is here).
LIMIT_HELP: dict[str, tuple[str, str]] = {
    "wall_time": ("seconds", "wall time of one run (--timeout sets it too)"),
    "steps": ("steps", "interpreter steps (statements, loop turns, expansions)"),
    "loop_iterations": ("turns", "turns of any one loop"),
    "function_depth": ("calls", "nested function calls"),
    "subst_depth": ("levels", "nesting of $( ), eval, source and subshells"),
    "output_bytes": ("bytes", "stdout and stderr kept in memory per run (the terminal gets everything)"),
    "overlay_bytes": ("bytes", "all file contents written, held in memory until applied"),
    "overlay_files": ("entries", "entries created in the overlay"),
    "file_size": ("bytes", "largest single file"),
    "string_length": ("bytes", "longest string value"),
    "brace_words": ("words", "words one brace expansion may make"),
    "arith_bits": ("bits", "width of shell arithmetic"),
    "regex_seconds": ("seconds", "time one regex match may take"),
    "heredoc_bytes": ("bytes", "one here-document or here-string"),
    "script_bytes": ("bytes", "size of a script"),
    "parse_depth": ("levels", "nesting depth the parser accepts"),
    "pipe_buffer": ("bytes", "bytes a pipe holds before its writer waits"),
    "jobs": ("jobs", "background jobs and pipeline stages alive at once"),
    "memory_bytes": ("bytes", "growth of vshell's resident memory during one run"),
}

EXIT_STATUSES = (
    ("N", "the script's own status, as bash gives it"),
    ("2", "a usage error (a bad option or value)"),
    ("70", "an internal error in vshell (nothing applied)"),
    ("124", "a limit or --timeout stopped the run (nothing applied)"),
    ("125", "the script succeeded but the commit checks refused its changes (nothing applied)"),
    ("127", "the script file was not found"),
    ("130", "cancelled with Ctrl+C (nothing applied)"),
    ("141", "stdout was a pipe whose reader went away (as bash's SIGPIPE)"),
)


class UsageError(Exception):
    """A bad command line; the message is said as ``vshell: MESSAGE`` and the status is 2."""


@dataclass(slots=True)
class Options:
    """Everything the command line (and the host config file) asked for."""

    workspaces: list[str] = field(default_factory=list)
    mode: str | None = None
    """review | apply | dry-run | auto (``--approvals``); None: review on a terminal, dry-run otherwise."""
    policy_off: bool = False
    timeout: float | None = None
    limits: dict[str, Any] = field(default_factory=dict)
    syntax_only: bool = False
    dash_c: bool = False
    command: str | None = None
    script: str | None = None
    read_stdin: bool = False
    """``-s``, or ``-`` with no script after it: the script is read from stdin."""
    args: list[str] = field(default_factory=list)
    set_options: list[tuple[str, bool]] = field(default_factory=list)
    """``set -o`` names in the order given, with on (``-``) or off (``+``)."""
    shopt_options: list[tuple[str, bool]] = field(default_factory=list)
    """``shopt`` names from ``-O``/``+O``, in order."""
    list_set: bool | None = None
    """A bare ``-o``/``+o``: list the ``set -o`` options (as ``bash -o`` does)."""
    list_shopt: bool | None = None
    """A bare ``-O``/``+O``: list the shopt options."""
    env: dict[str, str] = field(default_factory=dict)
    inherit_env: bool = False
    json: bool = False
    protect: list[str] = field(default_factory=list)
    allow: list[str] = field(default_factory=list)
    max_files: int | None = None
    max_file_size: int | None = None
    no_config: bool = False
    exact: bool = False
    """``vshell diff --exact``: show the differences that are by design too."""
    stdin_text: str | None = None
    """``vshell diff --stdin TEXT``."""
    help: bool = False
    version: bool = False
    given: set[str] = field(default_factory=set)
    """Option names given on the command line (the config file does not override them)."""


_SIZE = lazy_compile(r"(?i)^\s*(\d+(?:\.\d+)?)\s*(k|m|g|t|kb|mb|gb|tb|kib|mib|gib|tib|b)?\s*$")
_UNITS = {"": 1, "b": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30, "t": 1 << 40, "kib": 1 << 10, "mib": 1 << 20,
          "gib": 1 << 30, "tib": 1 << 40, "kb": 10**3, "mb": 10**6, "gb": 10**9, "tb": 10**12}  # fmt: skip


def parse_size(text: str) -> int:
    """``8M`` → 8,388,608: K, M, G and T are powers of 1024 (as ``head -c 1K``), KB, MB, GB of 1000."""
    m = _SIZE.match(text.replace("_", ""))
    if m is None:
        raise ValueError(text)
    number, unit = m.group(1), (m.group(2) or "").lower()
    value = float(number) * _UNITS[unit]
    if value != int(value):
        raise ValueError(text)
    return int(value)


def is_size_limit(name: str) -> bool:
    return LIMIT_HELP.get(name, ("", ""))[0] == "bytes"


def limit_value(name: str, raw: Any, where: str = "--limit") -> Any:
    """A ``Limits`` field's value from text (sizes take K/M/G) or, from the config file, a number."""
    fields = set(Limits.field_names())
    if name not in fields:
        raise UsageError(f"{where}: unknown limit {name!r} (known: {', '.join(sorted(fields))})")
    kind = type(getattr(Limits(), name))
    text = str(raw)
    try:
        if is_size_limit(name):
            value: Any = parse_size(text)
        elif kind is int:
            value = int(text.replace("_", ""))
        else:
            value = float(text)
    except ValueError:
        what = "size (like 64K, 8M, 1G)" if is_size_limit(name) else "number" if kind is float else "whole number"
        raise UsageError(f"{where}: {name} needs a {what}, not {text!r}")
    if value <= 0:
        raise UsageError(f"{where}: {name} must be positive")
    return value


def _positive_int(flag: str, text: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise UsageError(f"{flag}: not a whole number: {text!r}")
    if n <= 0:
        raise UsageError(f"{flag}: must be positive")
    return n


def _size_value(flag: str, text: str) -> int:
    try:
        return parse_size(text)
    except ValueError:
        raise UsageError(f"{flag}: not a size (like 64K, 1M, 2G): {text!r}")


def _env_pair(flag: str, text: str) -> tuple[str, str]:
    name, eq, value = text.partition("=")
    if not eq or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise UsageError(f"{flag}: expected NAME=VALUE, not {text!r}")
    return name, value


# Options that take a value: the long name and what it does with the value.
_VALUED = (
    "--workspace", "--approvals", "--policy", "--timeout", "--limit", "--stdin", "--env", "--protect", "--allow",
    "--max-files", "--max-file-size",
)  # fmt: skip
_FLAGS = (
    "--review", "--apply", "--dry-run", "--json", "--inherit-env", "--no-config", "--exact", "--posix",
    "--norc", "--noprofile", "--help", "--version",
)  # fmt: skip


def _long(opts: Options, name: str, value: str | None) -> None:
    opts.given.add(name)
    if name in ("--review", "--apply", "--dry-run"):
        opts.mode = name[2:]
    elif name == "--json":
        opts.json = True
    elif name == "--inherit-env":
        opts.inherit_env = True
    elif name == "--no-config":
        opts.no_config = True
    elif name == "--exact":
        opts.exact = True
    elif name == "--posix":
        opts.set_options.append(("posix", True))
    elif name in ("--norc", "--noprofile"):
        pass  # vshell never reads a startup file
    elif name == "--help":
        opts.help = True
    elif name == "--version":
        opts.version = True
    assert value is not None or name in _FLAGS
    if value is None:
        return
    if name == "--approvals":
        if value not in APPROVALS:
            raise UsageError(f"--approvals: expected plan, ask, auto or full, not {value!r}")
        opts.mode = APPROVALS[value]
    elif name == "--workspace":
        if not value:
            raise UsageError("--workspace: an empty folder name")
        opts.workspaces.append(value)
    elif name == "--policy":
        if value not in ("off", "default"):
            raise UsageError(f"--policy: expected 'off' or 'default', not {value!r}")
        opts.policy_off = value == "off"
    elif name == "--timeout":
        try:
            opts.timeout = float(value)
        except ValueError:
            raise UsageError(f"--timeout: not a number of seconds: {value!r}")
        if not opts.timeout > 0:
            raise UsageError("--timeout: must be positive")
    elif name == "--limit":
        key, eq, raw = value.partition("=")
        if not eq:
            raise UsageError(f"--limit: expected NAME=VALUE, not {value!r}")
        opts.limits[key] = limit_value(key, raw)
    elif name == "--stdin":
        opts.stdin_text = value
    elif name == "--env":
        key, val = _env_pair(name, value)
        opts.env[key] = val
    elif name == "--protect":
        opts.protect.append(value)
    elif name == "--allow":
        opts.allow.append(value)
    elif name == "--max-files":
        opts.max_files = _positive_int(name, value)
    elif name == "--max-file-size":
        opts.max_file_size = _size_value(name, value)


def parse_args(argv: Sequence[str]) -> Options:
    """Options first, as bash: then the command (``-c``), or SCRIPT, or (``-s``) the positional arguments."""
    opts = Options()
    it = list(argv)
    i = 0
    dash = False  # `-` or `--` ended the options

    def next_value(flag: str) -> str:
        nonlocal i
        i += 1
        if i >= len(it):
            raise UsageError(f"{flag}: option requires an argument")
        return it[i]

    while i < len(it):
        arg = it[i]
        if arg in ("--", "-"):
            dash = True
            i += 1
            break
        if arg.startswith("--"):
            name, eq, inline = arg.partition("=")
            if name in _VALUED:
                _long(opts, name, inline if eq else next_value(name))
            elif name in _FLAGS and not eq:
                _long(opts, name, None)
            else:
                raise UsageError(f"{arg}: invalid option")
        elif len(arg) > 1 and arg[0] in "-+":
            on = arg[0] == "-"
            for letter in arg[1:]:
                if letter in "oO":
                    has_value = i + 1 < len(it) and not it[i + 1].startswith(("-", "+"))
                    if not has_value:
                        if letter == "o":
                            opts.list_set = on
                        else:
                            opts.list_shopt = on
                        continue
                    name = next_value(f"{arg[0]}{letter}")
                    if letter == "o":
                        if name not in SET_NAMES:
                            raise UsageError(f"{name}: invalid option name")
                        if name == "noexec":
                            opts.syntax_only = on
                        else:
                            opts.set_options.append((name, on))
                    else:
                        opts.shopt_options.append((name, on))
                elif letter == "c" and on:
                    opts.dash_c = True
                elif letter == "s" and on:
                    opts.read_stdin = True
                elif letter == "n":
                    opts.syntax_only = on
                elif letter == "h" and on and arg == "-h":
                    opts.help = True
                elif letter in SET_LETTERS:
                    opts.set_options.append((SET_LETTERS[letter], on))
                else:
                    raise UsageError(f"{arg[0]}{letter}: invalid option")
        else:
            break
        i += 1
    rest = it[i:]
    if opts.help or opts.version:
        return opts
    if opts.dash_c:
        if not rest:
            raise UsageError("-c: option requires an argument")
        opts.command, rest = rest[0], rest[1:]
    elif opts.read_stdin:
        pass  # every argument is a positional parameter
    elif rest:
        opts.script, rest = rest[0], rest[1:]
    elif dash:
        opts.read_stdin = True
    opts.args = rest
    return opts


# ----- the host config file


def config_path(environ: Mapping[str, str]) -> str | None:
    """``$XDG_CONFIG_HOME/vshell/config.toml`` (default ``~/.config``); None when there is no home to find it in."""
    base = environ.get("XDG_CONFIG_HOME") or ""
    if not os.path.isabs(base):
        home = environ.get("HOME")
        if not home:
            return None
        base = os.path.join(home, ".config")
    return os.path.join(base, "vshell", "config.toml")


def _inside(path: str, folders: Sequence[str]) -> bool:
    real = os.path.realpath(path)
    for folder in folders:
        top = os.path.realpath(folder)
        if real == top or real.startswith(top.rstrip("/") + "/"):
            return True
    return False


def read_config(opts: Options, environ: Mapping[str, str], workspaces: Sequence[str]) -> list[str]:
    """Merge the host config file into ``opts`` (the command line wins); return warnings to print.

    The file is read with ``tomllib``, and never when it lies inside a
    workspace: a script could have written it.  Keys: ``mode``, ``timeout``,
    ``inherit_env``, ``[env]``, ``[limits]`` (sizes as ``"8M"`` or numbers),
    ``[policy]`` with ``protect``, ``allow``, ``max_files``, ``max_file_size``.
    """
    path = config_path(environ)
    if opts.no_config or path is None or not os.path.isfile(path):
        return []
    if _inside(path, workspaces):
        return [f"vshell: {path}: not read, it lies inside the workspace"]
    import tomllib

    try:
        with open(path, "rb") as f:
            doc = tomllib.load(f)
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise UsageError(f"{path}: {getattr(e, 'strerror', None) or e}")
    where = path
    known = {"mode", "timeout", "inherit_env", "env", "limits", "policy"}
    unknown = sorted(set(doc) - known)
    if unknown:
        raise UsageError(f"{where}: unknown key {unknown[0]!r} (known: {', '.join(sorted(known))})")
    if "mode" in doc and not ({"--review", "--apply", "--dry-run", "--approvals"} & opts.given):
        if doc["mode"] not in MODES:
            raise UsageError(f"{where}: mode must be one of {', '.join(MODES)}, not {doc['mode']!r}")
        opts.mode = doc["mode"]
    if "timeout" in doc and "--timeout" not in opts.given:
        _long(opts, "--timeout", str(doc["timeout"]))
        opts.given.discard("--timeout")
    if doc.get("inherit_env") is True:
        opts.inherit_env = True
    for key, val in _table(doc, "env", where).items():
        opts.env.setdefault(key, _env_pair(f"{where}: env", f"{key}={val}")[1])
    for key, val in _table(doc, "limits", where).items():
        if key not in opts.limits:
            opts.limits[key] = limit_value(key, val, where=f"{where}: limits")
    policy = _table(doc, "policy", where)
    for key in sorted(set(policy) - {"protect", "allow", "max_files", "max_file_size"}):
        raise UsageError(f"{where}: policy: unknown key {key!r}")
    opts.protect = [*_strings(policy, "protect", where), *opts.protect]
    opts.allow = [*_strings(policy, "allow", where), *opts.allow]
    if "max_files" in policy and opts.max_files is None:
        opts.max_files = _positive_int(f"{where}: policy.max_files", str(policy["max_files"]))
    if "max_file_size" in policy and opts.max_file_size is None:
        opts.max_file_size = _size_value(f"{where}: policy.max_file_size", str(policy["max_file_size"]))
    return []


def _table(doc: Mapping[str, Any], key: str, where: str) -> dict[str, Any]:
    value = doc.get(key, {})
    if not isinstance(value, dict):
        raise UsageError(f"{where}: {key} must be a table")
    return value


def _strings(doc: Mapping[str, Any], key: str, where: str) -> list[str]:
    value = doc.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise UsageError(f"{where}: policy.{key} must be a list of strings")
    return list(value)


# ----- --help


def _fmt_default(name: str, value: Any) -> str:
    if is_size_limit(name):
        for unit, step in (("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)):
            if value >= step and value % step == 0:
                return f"{value // step}{unit}"
        return str(value)
    if isinstance(value, float):
        return f"{value:g}"
    return f"{value:,}".replace(",", "_")


def help_text() -> str:
    """The whole ``vshell --help`` text: every option, the modes, every limit, the exit statuses."""
    defaults = Limits()
    limit_lines = []
    for name in Limits.field_names():
        unit, text = LIMIT_HELP[name]
        limit_lines.append(f"  {name:<16} {_fmt_default(name, getattr(defaults, name)):>10} {unit:<8} {text}")
    statuses = [f"  {code:<4} {text}" for code, text in EXIT_STATUSES]
    return "\n".join(
        [
            "usage: vshell [OPTION]... [-c COMMAND [ARG0 [ARG]...] | -s [ARG]... | SCRIPT [ARG]... | -]",
            "       vshell -n [-O extglob] (SCRIPT | -c COMMAND | -)",
            "       vshell diff [OPTION]... (SCRIPT | -c COMMAND)",
            "       vshell mcp [OPTION]... [--http [--port N]]   the MCP server (vshell mcp --help)",
            "       vshell serve [OPTION]...                     the terminal in a web page (vshell serve --help)",
            "",
            f"A sandboxed GNU bash {BASH_VERSION}: commands run in-process over a copy-on-write view of the",
            "workspace folders; file changes are kept in memory and applied all at once, or not at all.",
            "With no COMMAND or SCRIPT, commands are read from stdin when it is not a terminal, and",
            "typed at a prompt when it is.",
            "",
            "What becomes of the changes (the mode):",
            "  --review              show the summary and ask [y/N/d] (d: the diff); default on a terminal",
            "  --apply               apply what passes the commit checks, without asking",
            "  --dry-run             show what changed and apply nothing; default when not on a terminal",
            "  --approvals MODE      plan (= --dry-run), ask (= --review), full (= --apply), or auto: apply a",
            "                        low-risk set by itself and ask about any other, saying why",
            "  --json                write one JSON object on stdout: stdout, stderr, status, ended_by,",
            "                        the changes and the commit checks' verdict (the run's output is not streamed)",
            "",
            "The workspace and the shell:",
            "  --workspace DIR       a folder to work in, seen at its real path (repeatable; default: the",
            "                        current folder); the shell starts in the current folder when it is inside one",
            "  --env NAME=VALUE      set a variable in the shell's environment (repeatable)",
            "  --inherit-env         start from the host's environment (off: a fixed, clean one, so secrets",
            "                        do not leak in; HOME and PWD stay the sandbox's)",
            "  --timeout SECONDS     stop a run after this long (status 124)",
            "  --limit NAME=VALUE    set a limit (below); sizes take K, M, G (1024-based) or KB, MB, GB",
            "  --no-config           do not read the host config file",
            "",
            "The commit checks (the policy):",
            "  --protect GLOB        protect one more path glob (nothing under it may change)",
            "  --allow GLOB          lift one of the default protections (e.g. --allow .github/workflows/)",
            "  --max-files N         most paths one commit may change (default 300)",
            "  --max-file-size SIZE  largest new file content (default 1M)",
            "  --policy off          turn every check off (the apply stays all-or-nothing, inside the workspace)",
            "",
            "bash's own options, as bash takes them:",
            "  -c                    the command is the first argument; the next ones are $0, $1, ...",
            "  -s                    read the script from stdin; the arguments are $1, $2, ...",
            "  -n                    check the syntax only, exactly as bash -n",
            "  -e -u -x -v -f -C ... any `set` option letter (abefhkmnptuvxBCEHPT); + turns it off",
            "  -o NAME, +o NAME      a `set -o` option (pipefail, posix, ...); bare -o lists them",
            "  -O NAME, +O NAME      a `shopt` option (extglob, nullglob, globstar, ...); bare -O lists them",
            "  --posix               set -o posix",
            "  --norc, --noprofile   accepted; vshell reads no startup files",
            "  -, --                 end of options (`-` with nothing after it reads stdin)",
            "",
            "  -h, --help            this text",
            "  --version             the version",
            "",
            "vshell diff runs the script in vshell and in GNU bash over copies of the folder and shows the",
            "differences; in `ls -l` lines the owner, group, the copies' times and the listed folder's `..`",
            "differ by design and are left out unless --exact is given; --stdin TEXT feeds both sides.",
            "",
            "Limits (NAME, default, unit):",
            *limit_lines,
            "",
            "Host config file: $XDG_CONFIG_HOME/vshell/config.toml (default ~/.config/vshell/config.toml),",
            "never read when it lies inside a workspace. Keys: mode, timeout, inherit_env, [env], [limits],",
            "[policy] protect, allow, max_files, max_file_size. The command line wins over it.",
            "",
            "Exit status:",
            *statuses,
            "",
        ]
    )


def version_text() -> str:
    return f"vshell {__version__} (GNU bash {BASH_VERSION} compatible)\n"
