"""The shared option parser behaves as glibc 2.36's getopt_long.

Expected messages were taken from running GNU coreutils 9.1 on this machine
(``ls --h``, ``ls --tab``, ``ls --all=3``, ``ls -T``, ``cat --zz=3``...).
"""

from __future__ import annotations

import io

import pytest

from vshell.command import CommandContext, lookup
from vshell.coreutils.common.args import Arg, Opt, Parsed, UsageError, parse_args
from vshell.coreutils.common.registry import command
from vshell.limits import Budget, Limits

LS_LIKE = [
    Opt("a", "all", "all"),
    Opt(None, "human-readable", "human", action="store_const", const="h"),
    Opt("q", "hide-control-chars", "hide_ctl"),
    Opt(None, "hide", "hide", Arg.REQUIRED, action="append"),
    Opt(None, "hyperlink", "hyperlink", Arg.OPTIONAL, const="always"),
    Opt("T", "tabsize", "tabsize", Arg.REQUIRED),
    Opt(None, "color", "color", Arg.OPTIONAL, const="always"),
    Opt(None, "colour", "color", Arg.OPTIONAL, const="always"),
    Opt("l", None, "long"),
    Opt("v", "verbose", "verbose", action="count"),
    Opt(None, "help", "__help"),
]


def parse(*argv: str, **kw: object) -> Parsed:
    return parse_args("ls", list(argv), LS_LIKE, **kw)  # type: ignore[arg-type]


def error_of(*argv: str, **kw: object) -> str:
    with pytest.raises(UsageError) as info:
        parse(*argv, **kw)
    return info.value.message


def test_clustered_shorts_and_attached_argument() -> None:
    p = parse("-alT4", "x")
    assert p.values == {"all": True, "long": True, "tabsize": "4"}
    assert p.operands == ["x"]
    assert p.order == [("all", True), ("long", True), ("tabsize", "4")]


def test_short_argument_in_next_word_even_if_it_starts_with_dash() -> None:
    assert parse("-T", "-5").values == {"tabsize": "-5"}


def test_long_with_equals_and_next_word() -> None:
    assert parse("--tabsize=3").values == {"tabsize": "3"}
    assert parse("--tabsize", "3").values == {"tabsize": "3"}
    assert parse("--tabsize=").values == {"tabsize": ""}


def test_unambiguous_prefix_and_exact_match_wins() -> None:
    assert parse("--tab", "2").values == {"tabsize": "2"}
    # "--hide" is exact although "--hide-control-chars" starts with it
    assert parse("--hide", "*.o").values == {"hide": ["*.o"]}
    assert parse("--hide-c").values == {"hide_ctl": True}


def test_prefix_of_options_with_the_same_effect_is_not_ambiguous() -> None:
    # GNU ls accepts --col for --color/--colour
    assert parse("--col").values == {"color": "always"}
    assert parse("--colo=never").values == {"color": "never"}


def test_ambiguous_prefix_lists_candidates_in_declaration_order() -> None:
    assert error_of("--h") == (
        "option '--h' is ambiguous; possibilities: '--human-readable' '--hide-control-chars' '--hide' "
        "'--hyperlink' '--help'"
    )
    assert error_of("--h=3").startswith("option '--h=3' is ambiguous; possibilities: '--human-readable'")


def test_gnu_messages() -> None:
    assert error_of("-z") == "invalid option -- 'z'"
    assert error_of("-az") == "invalid option -- 'z'"
    assert error_of("--zz") == "unrecognized option '--zz'"
    assert error_of("--zz=3") == "unrecognized option '--zz=3'"
    assert error_of("-T") == "option requires an argument -- 'T'"
    assert error_of("--tab") == "option '--tabsize' requires an argument"
    assert error_of("--all=3") == "option '--all' doesn't allow an argument"
    assert error_of("--a=3") == "option '--all' doesn't allow an argument"


def test_optional_argument_only_with_equals() -> None:
    p = parse("--hyperlink", "never")
    assert p.values == {"hyperlink": "always"}
    assert p.operands == ["never"]


def test_permutation_and_double_dash() -> None:
    p = parse("x", "-l", "y", "--", "-a", "-")
    assert p.values == {"long": True}
    assert p.operands == ["x", "y", "-a", "-"]


def test_lone_dash_is_an_operand() -> None:
    assert parse("-", "-l").operands == ["-"]


def test_posixly_correct_stops_at_first_operand() -> None:
    p = parse("-a", "x", "-l", env={"POSIXLY_CORRECT": "1"})
    assert p.values == {"all": True}
    assert p.operands == ["x", "-l"]
    p = parse("-a", "x", "-l", permute=False)
    assert p.operands == ["x", "-l"]


def test_count_and_append() -> None:
    p = parse("-v", "--verb", "--hide=a", "--hide", "b")
    assert p.values == {"verbose": 2, "hide": ["a", "b"]}
    assert p.count("verbose") == 2
    assert p.texts("hide") == ["a", "b"]


def test_numeric_shorts() -> None:
    opts = [Opt("n", "lines", "lines", Arg.REQUIRED), Opt("q", "quiet", "quiet")]
    p = parse_args("head", ["-5", "f", "-q12"], opts, numeric_shorts="n")
    assert p.values == {"lines": "12", "quiet": True}
    assert p.order == [("lines", "5"), ("quiet", True), ("lines", "12")]
    assert p.operands == ["f"]


def test_stop_dests_stop_parsing_at_once() -> None:
    p = parse("--help", "--bogus", stop_dests=("__help",))
    assert p.values == {"__help": True}


def _ctx(argv: list[str], env: dict[str, str] | None = None) -> CommandContext:
    def no_run(*_a: object, **_k: object) -> int:
        return 127

    return CommandContext(
        argv=argv,
        stdin=io.BytesIO(),
        stdout=io.BytesIO(),
        stderr=io.BytesIO(),
        env=env or {},
        cwd="/",
        fs=None,  # type: ignore[arg-type]
        budget=Budget(Limits()),
        run=no_run,
    )


@command(
    "zz-test-args",
    summary="a command for the parser tests",
    usage="zz-test-args [OPTION]... [FILE]...",
    opts=[Opt("a", "all", "all"), Opt("n", "lines", "n", Arg.REQUIRED)],
    usage_status=2,
)
def _zz(ctx: CommandContext, args: Parsed) -> int:
    if args.flag("all"):
        raise BrokenPipeError
    if args.operands == ["missing"]:
        raise OSError(2, "No such file or directory", "a b")
    ctx.stdout.write(repr((args.values, args.operands)).encode())
    return 0


def _run(*argv: str) -> tuple[int, bytes, bytes]:
    info = lookup("zz-test-args")
    assert info is not None
    ctx = _ctx(["zz-test-args", *argv])
    status = info.func(ctx)
    return status, ctx.stdout.getvalue(), ctx.stderr.getvalue()  # type: ignore[attr-defined]


def test_wrapper_usage_error_has_try_line_and_status() -> None:
    assert _run("-z") == (
        2,
        b"",
        b"zz-test-args: invalid option -- 'z'\nTry 'zz-test-args --help' for more information.\n",
    )


def test_wrapper_help_and_version() -> None:
    status, out, err = _run("--he", "--bogus")
    assert status == 0 and err == b""
    assert out.startswith(b"Usage: zz-test-args [OPTION]... [FILE]...\na command for the parser tests\n")
    status, out, _ = _run("--vers")
    assert status == 0
    assert out.splitlines()[0] == b"zz-test-args (GNU coreutils) 9.1"


def test_wrapper_sigpipe_and_oserror() -> None:
    assert _run("-a") == (141, b"", b"")
    assert _run("missing") == (1, b"", b"zz-test-args: 'a b': No such file or directory\n")
    assert _run("-n", "3", "x") == (0, b"({'n': '3'}, ['x'])", b"")
