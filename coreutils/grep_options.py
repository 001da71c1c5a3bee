"""grep's command line read into one configuration: the patterns compiled, the output and search modes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from vshell.command import CommandContext
from vshell.coreutils.common.args import Parsed
from vshell.coreutils.common.errors import strerror, utf8_locale
from vshell.coreutils.grep_match import Matchers, Trouble, build_matcher
from vshell.fs.devices import NullStream

if TYPE_CHECKING:
    from dataclasses import dataclass, field
else:  # the same classes, without importing dataclasses (vshell/lib/records.py)
    from vshell.lib.records import dataclass, field

_BINARY_FILES = ("binary", "text", "without-match")


@dataclass
class Config:
    matchers: Matchers | None  # None: the empty pattern list matches nothing
    invert: bool
    count: bool
    list_mode: str | None
    only: bool
    quiet: bool
    exit_on_match: bool
    max_count: int | None
    byte_offset: bool
    line_number: bool
    with_filename: bool
    null: bool
    eol: str
    before: int
    after: int
    color: bool
    initial_tab: bool
    binary_mode: str
    utf8: bool
    """The locale's character set is UTF-8, so bytes that are not UTF-8 are encoding errors."""
    no_messages: bool
    recursive: str | None
    include: list[str] = field(default_factory=list)
    exclude: list[str] = field(default_factory=list)
    exclude_dir: list[str] = field(default_factory=list)
    directories: str = "read"
    group_separator: str | None = "--"
    # -A/-B/-C given, even as 0: groups of lines are then separated (GNU).
    context_given: bool = False


def _is_dir(ctx: CommandContext, name: str) -> bool:
    if name == "-":
        return False
    try:
        return ctx.fs.stat(ctx.resolve(name)).is_dir
    except OSError:
        return False


def _number(value: object, what: str) -> int:
    text = str(value)
    try:
        n = int(text)
    except ValueError:
        raise Trouble(f"{text}: invalid {what}") from None
    if n < 0:
        raise Trouble(f"{text}: invalid {what}")
    return n


def _read_pattern_file(ctx: CommandContext, name: str) -> list[str]:
    data = ctx.stdin.read() if name == "-" else ctx.fs.read_bytes(ctx.resolve(name))
    text = data.decode("utf-8", "surrogateescape")
    if text.endswith("\n"):
        text = text[:-1]
    return text.split("\n") if text or data else []


def check_in_order(order: list[tuple[str, object]]) -> None:
    """The checks GNU makes as getopt returns each option, so the first bad one in order is reported."""
    syntax = None
    for dest, value in order:
        if dest == "syntax":
            if syntax is not None and value != syntax:
                raise Trouble("conflicting matchers specified")
            syntax = value
        elif dest in ("context", "before", "after"):
            _number(value, "context length argument")
        elif dest == "max_count":
            _max_count(value)
        elif dest == "binary_files" and str(value) not in _BINARY_FILES:
            raise Trouble("unknown binary-files type")


def _max_count(value: object) -> int | None:
    try:
        n = int(str(value))
    except ValueError:
        raise Trouble("invalid max count") from None
    return None if n < 0 else n


def configure(ctx: CommandContext, args: Parsed, operands: list[str]) -> tuple[Config, list[str]]:
    v = args.values
    patterns: list[str] = []
    pats = v.get("patterns")
    pfiles = v.get("pattern_files")
    if pats is None and pfiles is None:
        if not operands:
            raise UsageRequest()
        patterns.extend(operands.pop(0).split("\n"))
    else:
        for p in pats or []:  # type: ignore[attr-defined]
            patterns.extend(str(p).split("\n"))
        for f in pfiles or []:  # type: ignore[attr-defined]
            try:
                patterns.extend(_read_pattern_file(ctx, str(f)))
            except OSError as e:
                raise Trouble(f"{f}: {strerror(e)}") from None
    # GNU drops repeated patterns (so `-P -e a -e a` is one pattern).
    patterns = list(dict.fromkeys(patterns))
    syntaxes = {str(value) for dest, value in args.order if dest == "syntax"}
    if len(syntaxes) > 1:
        raise Trouble("conflicting matchers specified")
    syntax = str(v.get("syntax", "G"))
    if ctx.argv and ctx.argv[0] == "egrep" and "syntax" not in v:
        syntax = "E"
    if ctx.argv and ctx.argv[0] == "fgrep" and "syntax" not in v:
        syntax = "F"
    context = _number(v["context"], "context length argument") if "context" in v else 0
    before = _number(v["before"], "context length argument") if "before" in v else context
    after = _number(v["after"], "context length argument") if "after" in v else context
    max_count = _max_count(v["max_count"]) if "max_count" in v else None
    if patterns == [""] and v.get("invert") and not v.get("line") and not v.get("word"):
        max_count = 0  # -v of the lone empty pattern selects nothing: GNU stops at once, as for -m 0
    matcher = None
    if max_count != 0:  # with -m 0 GNU stops before it compiles the patterns (no error for a bad one)
        matcher = build_matcher(patterns, syntax, bool(v.get("ignore_case")), bool(v.get("word")),
                                bool(v.get("line")), ctx.budget.regex_timeout, ctx.error, bool(v.get("null_data")))
    color_arg = v.get("color")
    color = False
    if color_arg is not None:
        when = "auto" if color_arg is True else str(color_arg)
        if when in ("always", "yes", "force"):
            color = True
        elif when in ("auto", "tty", "if-tty"):
            color = ctx.interactive
    binary_mode = str(v.get("binary_files", "binary"))
    if binary_mode not in _BINARY_FILES:
        raise Trouble("unknown binary-files type")
    recursive = v.get("recursive")
    directories = str(v.get("directories", "read"))
    if directories == "recurse":
        recursive = recursive or "r"
    if not operands:
        operands = ["."] if recursive else ["-"]
        implicit_dot = bool(recursive)
    else:
        implicit_dot = False
    with_filename = v.get("with_filename")
    if with_filename is None:
        # GNU names files when there are several operands, or when -r has a directory to walk.
        with_filename = len(operands) > 1 or (bool(recursive) and (implicit_dot or _is_dir(ctx, operands[0])))
    cfg = Config(
        matchers=matcher,
        invert=bool(v.get("invert")),
        # -q overrides -l and -L, which override -c (GNU's precedence).
        count=bool(v.get("count")) and "list" not in v and not v.get("quiet"),
        list_mode=str(v["list"]) if "list" in v and not v.get("quiet") else None,
        only=bool(v.get("only")),
        # GNU treats output to /dev/null as -q within a file (it stops at the first match and says
        # nothing of binary files), but still searches every file and still exits 2 on an error.
        quiet=bool(v.get("quiet")) or isinstance(ctx.stdout, NullStream),
        exit_on_match=bool(v.get("quiet")),
        max_count=max_count,
        byte_offset=bool(v.get("byte_offset")),
        line_number=bool(v.get("line_number")),
        with_filename=bool(with_filename),
        null=bool(v.get("null")),
        eol="\0" if v.get("null_data") else "\n",
        before=before,
        after=after,
        color=color,
        initial_tab=bool(v.get("initial_tab")),
        binary_mode=binary_mode,
        utf8=utf8_locale(ctx.env),
        no_messages=bool(v.get("no_messages")),
        recursive=str(recursive) if recursive else None,
        include=[str(x) for x in v.get("include", [])],  # type: ignore[attr-defined]
        exclude=[str(x) for x in v.get("exclude", [])],  # type: ignore[attr-defined]
        exclude_dir=[str(x) for x in v.get("exclude_dir", [])],  # type: ignore[attr-defined]
        directories=directories,
        group_separator=None if v.get("group_separator", "--") is None else str(v.get("group_separator", "--")),
        context_given=any(k in v for k in ("context", "before", "after")),
    )
    if implicit_dot:
        return cfg, [""]
    return cfg, operands


class UsageRequest(Exception):
    """No pattern was given: grep prints its usage line, status 2."""
