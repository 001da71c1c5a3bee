"""The public API: command-at-a-time parsing, extglob and alias hooks, limits, errors, ``parse_arith``.

Expected messages were measured with bash 5.2 (``bash -c``/``bash -n``) when
not covered by the recorded golden cases.
"""

from __future__ import annotations

import pytest

from vshell.syntax import (
    ArithSyntaxError,
    CommandParser,
    ParseError,
    ParseLimits,
    check_syntax,
    iter_commands,
    parse,
    parse_arith,
    to_bash,
)
from vshell.syntax.ast import ArithBinary, ArithNumber, ArithUnary, ArithVar, ExtGlob


def test_commands_come_one_line_at_a_time_and_errors_only_when_reached() -> None:
    reader = CommandParser("echo a; echo b\nif true\nthen :\nfi\necho )\necho never")
    first = reader.next_command()
    assert first is not None and len(first.items) == 2 and first.span.line == 1
    second = reader.next_command()
    assert second is not None and second.span.line == 2
    with pytest.raises(ParseError) as err:
        reader.next_command()
    assert (
        err.value.format("-c")
        == "bash: -c: line 5: syntax error near unexpected token `)'\nbash: -c: line 5: `echo )'\n"
    )
    assert reader.next_command() is None


def test_extglob_callable_is_consulted_for_each_command() -> None:
    state = {"on": False}
    reader = CommandParser("shopt -s extglob\necho @(a|b)", extglob=lambda: state["on"])
    assert reader.next_command() is not None
    state["on"] = True  # what the interpreter does when it runs `shopt -s extglob`
    cmd = reader.next_command()
    assert cmd is not None
    assert isinstance(cmd.items[0].command.first.commands[0].words[1].parts[0], ExtGlob)  # type: ignore[union-attr]


def test_aliases_first_word_trailing_blank_and_recursion_guard() -> None:
    table = {"ll": "ls -l", "ls": "ls -F", "sudo": "sudo ", "two": "echo a; echo b"}
    assert to_bash(parse("ll x", aliases=table.get)) == "ls -F -l x\n"
    # bash 5.2 checks the first word of an alias expanded after a trailing blank again: ll, then ls
    assert to_bash(parse("sudo ll x", aliases=table.get)) == "sudo ls -F -l x\n"
    assert to_bash(parse("echo ll", aliases=table.get)) == "echo ll\n"
    assert to_bash(parse("two c", aliases=table.get)) == "echo a\necho b c\n"
    assert to_bash(parse("'ll' x", aliases=table.get)) == "'ll' x\n"


def test_line_numbers_of_commands() -> None:
    lines = [c.span.line for c in iter_commands("a\n\n# c\nb \\\n c\nd <<E\nx\nE\ne")]
    assert lines == [1, 4, 6, 9]


def test_incomplete_flag_for_continuation_prompts() -> None:
    for text in ("if true; then", 'echo "abc', "echo $(ls", "f() {", "echo a |", "case x in"):
        with pytest.raises(ParseError) as err:
            parse(text)
        assert err.value.incomplete, text
    for text in ("echo )", "fi", "echo a ;; b"):
        with pytest.raises(ParseError) as err:
            parse(text)
        assert not err.value.incomplete, text


def test_check_syntax_for_a_file_uses_the_file_name() -> None:
    assert check_syntax("if true\nthen\n echo (\nfi\n", source_name="t1.sh") == (
        "t1.sh: line 3: syntax error near unexpected token `newline'\nt1.sh: line 3: ` echo ('\n",
        2,
    )
    assert check_syntax("cat <<EOF\nbody", source_name="x.sh") == (
        "x.sh: line 2: warning: here-document at line 1 delimited by end-of-file (wanted `EOF')\n",
        0,
    )


@pytest.mark.parametrize(
    "text",
    [
        "(" * 3000 + "echo" + ")" * 3000,
        "{ " * 3000 + "echo" + "; }" * 3000,
        "echo " + "$(" * 3000 + "x" + ")" * 3000,
        "echo " + '"$(' * 3000 + "x" + ')"' * 3000,
        "echo " + "${x:-" * 3000 + "}" * 3000,
        "[[ " + "( " * 3000 + "a" + " )" * 3000 + " ]]",
        "[[ " + "! " * 3000 + "a ]]",
        "if true; then " * 3000 + ":" + "; fi" * 3000,
        "echo " + "@(" * 3000 + "a" + ")" * 3000,
    ],
)
def test_deep_nesting_is_a_parse_error_never_a_recursion_error(text: str) -> None:
    try:
        parse(text, extglob=True)
    except ParseError as err:
        assert "nesting deeper than 500 levels" in err.message
    # `((((...))))` is read as one arithmetic command, as bash does; that is fine too.


def test_small_limits() -> None:
    with pytest.raises(ParseError, match="nesting deeper than 3 levels"):
        parse("{ { { { :; }; }; }; }", limits=ParseLimits(max_depth=3))
    with pytest.raises(ParseError, match="script too large"):
        parse("echo " + "x" * 100, limits=ParseLimits(max_bytes=50))
    with pytest.raises(ParseError, match="work limit"):
        parse("echo a; " * 100, limits=ParseLimits(max_work=50))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("1 +", '1 +: syntax error: operand expected (error token is "+")'),
        ("  1 +  ", '1 +  : syntax error: operand expected (error token is "+  ")'),
        ("(1", '(1: missing `)\' (error token is "1")'),
        ("1 2", '1 2: syntax error in expression (error token is "2")'),
        ("1 @ 2", '1 @ 2: syntax error: invalid arithmetic operator (error token is "@ 2")'),
        ("5 = 3", '5 = 3: attempted assignment to non-variable (error token is "= 3")'),
        ("1 ? 2 ", '1 ? 2 : `:\' expected for conditional expression (error token is "2 ")'),
        ("x[1", 'x[1: bad array subscript (error token is "x[1")'),
        ("x++ ++", 'x++ ++: syntax error: operand expected (error token is "+")'),
    ],
)
def test_parse_arith_messages(text: str, message: str) -> None:
    with pytest.raises(ArithSyntaxError) as err:
        parse_arith(text)
    assert err.value.message == message


def test_parse_arith_precedence() -> None:
    assert parse_arith("-2**2*3") == ArithBinary(
        "*", ArithBinary("**", ArithUnary("-", ArithNumber("2")), ArithNumber("2")), ArithNumber("3")
    )
    assert parse_arith("a<<1|b") == ArithBinary("|", ArithBinary("<<", ArithVar("a"), ArithNumber("1")), ArithVar("b"))
    assert parse_arith("2**3**2") == ArithBinary(
        "**", ArithNumber("2"), ArithBinary("**", ArithNumber("3"), ArithNumber("2"))
    )
    assert parse_arith("") == ArithNumber("0")


def test_heredoc_running_into_the_end_is_flagged() -> None:
    reader = CommandParser("cat <<EOF\nbody")
    assert reader.next_command() is not None
    assert reader.heredoc_incomplete
    assert reader.take_warnings() == [
        "line 2: warning: here-document at line 1 delimited by end-of-file (wanted `EOF')"
    ]
    complete = CommandParser("cat <<EOF\nbody\nEOF")
    assert complete.next_command() is not None
    assert not complete.heredoc_incomplete


def test_recoverable_compound_assignment_error() -> None:
    reader = CommandParser("a=(1 ; 2) b=3; echo dropped\necho kept")
    cmd = reader.next_command()
    (err,) = reader.take_errors()
    assert (
        err.format("-c")
        == "bash: -c: line 1: syntax error near unexpected token `;'\nbash: -c: line 1: `a=(1 ; 2) b=3; echo dropped'\n"
    )
    assert err.status == 1
    assert cmd is not None and to_bash(cmd) == "echo kept"


def test_aliases_are_expanded_inside_command_substitution() -> None:
    """bash 5.2 parses $( ) with the shell's parser, aliases included (golden lang_alias)."""
    assert to_bash(parse("ll; echo $(ll x)", aliases={"ll": "ls -l"}.get)) == "ls -l\necho $(ls -l x)\n"


def test_aliases_are_expanded_in_nested_substitutions() -> None:
    aliases = {"ll": "ls -l"}.get
    assert parse('echo "$(echo $(ll a))" <(ll b)', aliases=aliases) == parse('echo "$(echo $(ls -l a))" <(ls -l b)')


def test_alias_value_is_read_again_for_reserved_words() -> None:
    """bash expands an alias before looking for reserved words: the value may start a compound command."""
    aliases = {"forever": "while true; do echo once; break; done", "neg": "! true", "t": "time -p"}.get
    assert parse("forever", aliases=aliases) == parse("while true; do echo once; break; done")
    assert parse("neg; t neg", aliases=aliases) == parse("! true; time -p ! true")
