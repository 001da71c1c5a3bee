"""The engines never leak a Python exception and never do unbounded work.

Each engine has its documented error types (ArithError/ArithSyntaxError,
TestError inside run_test, PrintfLimitError, LimitExceeded); anything else
escaping is a bug.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import vshell.expand.pattern as pattern_mod
from vshell.expand.ansi_c import decode_ansi_c
from vshell.expand.arith import ArithError, ArithEvaluator
from vshell.expand.braces import expand_braces
from vshell.expand.pattern import PatternFlags, compile_pattern, remove_prefix, remove_suffix, replace
from vshell.fs.memory import MemoryFS
from vshell.lib.echo import echo_output
from vshell.lib.printf_format import PrintfLimitError, printf_format
from vshell.lib.shquote import ansi_c_quote, backslash_quote, single_quote
from vshell.lib.test_expr import TestContext, run_test
from vshell.limits import LimitExceeded
from vshell.syntax import ast
from vshell.syntax.errors import ArithSyntaxError

_SHELLISH = st.text(alphabet=st.sampled_from(list("ab01%*?[]!^-.\\'\"(){},|@+#$xX&:= \t\n")), max_size=24)


class _Env:
    def __init__(self) -> None:
        self.values: dict[str, str] = {"x": "y", "y": "1+", "z": "08"}  # no self-reference: see lib_arith

    def get(self, name: str, index: str | int | None) -> str | None:
        return self.values.get(name)

    def set(self, name: str, index: str | int | None, value: int) -> None:
        self.values[name] = str(value)

    def is_assoc(self, name: str) -> bool:
        return False


def test_huge_exponent_wraps_without_big_numbers() -> None:
    ev = ArithEvaluator(_Env())
    assert ev.evaluate_text("2**99999999") == 0
    low = pow(3, 99999999, 1 << 64)
    assert ev.evaluate_text("3**99999999") == (low - (1 << 64) if low >= 1 << 63 else low)


def test_brace_sequence_over_the_limit_raises_before_building() -> None:
    word = ast.Word((ast.Lit("{1..9223372036854775807}"),))
    with pytest.raises(LimitExceeded) as err:
        expand_braces(word, max_words=1000)
    assert err.value.limit == "brace_words"


def test_brace_products_over_the_limit_raise() -> None:
    word = ast.Word((ast.Lit("{a,b}" * 20),))
    with pytest.raises(LimitExceeded):
        expand_braces(word, max_words=10_000)


@pytest.mark.parametrize("fmt", ["%*s", "%*d", "%.*f", "%.*d"])
def test_printf_huge_width_fails_cleanly(fmt: str) -> None:
    with pytest.raises(PrintfLimitError):
        printf_format(fmt, ["2000000000", "x"], max_output=1 << 20)


def test_printf_huge_string_precision_only_truncates() -> None:
    # bash: printf '[%.*s]' 2000000000 abc  ->  [abc]
    assert printf_format("[%.*s]", ["2000000000", "abc"], max_output=1 << 20).output == b"[abc]"


def test_printf_output_limit() -> None:
    with pytest.raises(PrintfLimitError):
        printf_format("%s", ["x" * 100] * 100, max_output=1000)


def test_slow_pattern_hits_the_regex_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pattern_mod, "DEFAULT_TIMEOUT", 0.01)
    hostile = [("+(a|aa)b", False)]  # exponential backtracking on a run of a's
    with pytest.raises(LimitExceeded) as err:
        compile_pattern(hostile, PatternFlags(extglob=True)).fullmatch("a" * 60)
    assert err.value.limit == "regex_seconds"


@settings(max_examples=150, deadline=None)
@given(_SHELLISH)
def test_arith_errors_are_bash_errors(text: str) -> None:
    ev = ArithEvaluator(_Env())
    try:
        ev.evaluate_text(text)
    except (ArithError, ArithSyntaxError):
        pass


@settings(max_examples=150, deadline=None)
@given(_SHELLISH, st.lists(_SHELLISH, max_size=4))
def test_printf_never_raises(fmt: str, args: list[str]) -> None:
    result = printf_format(fmt, args)
    assert result.status in (0, 1)


@settings(max_examples=150, deadline=None)
@given(_SHELLISH, _SHELLISH, st.booleans())
def test_patterns_compile_and_match(pat: str, subject: str, extglob: bool) -> None:
    flags = PatternFlags(extglob=extglob)
    compile_pattern([(pat, False)], flags).fullmatch(subject)
    remove_prefix(subject, [(pat, False)], False, flags)
    remove_suffix(subject, [(pat, False)], True, flags)
    replace(subject, [(pat, False)], [("&", False)], "//", flags)


@settings(max_examples=150, deadline=None)
@given(_SHELLISH)
def test_braces_quoting_and_echo_never_raise(text: str) -> None:
    for word in expand_braces(ast.Word((ast.Lit(text),)), max_words=100_000):
        assert isinstance(word, ast.Word)
    decode_ansi_c(text)
    echo_output(["-e", text])
    assert backslash_quote(text) and single_quote(text) and ansi_c_quote(text)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(st.sampled_from(["!", "(", ")", "-a", "-o", "-n", "-z", "-f", "=", "-eq", "1", "x", "", "/"]), max_size=7)
)
def test_test_builtin_always_gives_a_status(argv: list[str]) -> None:
    status, message = run_test(argv, TestContext(fs=MemoryFS(), cwd="/"))
    assert status in (0, 1) or (status == 2 and message)


def test_extglob_walk_is_charged_to_the_run_budget() -> None:
    # bash's matcher is exponential on nested groups; ours remembers each call but still does
    # polynomial work, every call a step of the run: a step limit ends it
    from vshell.limits import Budget, Limits

    budget = Budget(Limits(steps=20_000))
    cp = compile_pattern([("*(*(a)*(a))!(b)b", False)], PatternFlags(extglob=True))
    with pytest.raises(LimitExceeded) as err:
        cp.fullmatch("a" * 400, tick=budget.tick)
    assert err.value.limit == "steps"


def test_extglob_walk_too_deep_for_python_falls_back_to_the_regex() -> None:
    cp = compile_pattern([("@(b|+(a))", False)], PatternFlags(extglob=True))
    assert cp.regex_ok == 1  # starts with a group: bash's walk answers ${x/p/r}
    assert replace("a" * 20_000 + "b", [("@(b|+(a))", False)], [("X", False)], "/%", PatternFlags(extglob=True)) == (
        "a" * 20_000 + "X"
    )
