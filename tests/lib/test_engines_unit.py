"""Hand-checked behaviour of the engines' APIs that the recordings cannot reach directly.

Every expected value here was measured in bash 5.2 by hand (the command is
in the comment) or follows from the API contract.
"""

from __future__ import annotations

from vshell.expand.arith import ArithEvaluator, compile_arith
from vshell.expand.glob import GlobOptions, glob
from vshell.fs.memory import MemoryFS
from vshell.lib.shquote import xtrace_assignment
from vshell.lib.test_expr import TestContext, binary_test, run_test, unary_test
from vshell.syntax import ast
from vshell.syntax.arith_parse import parse_arith


class ArrayEnv:
    """Indexed arrays as dicts of int -> str, one associative array ``m``."""

    def __init__(self) -> None:
        self.arrays: dict[str, dict[int | str, str]] = {"a": {0: "10", 1: "20", 2: "30"}, "m": {"k": "4", "x y": "5"}}
        self.sets: list[tuple[str, str | int | None, int]] = []

    def get(self, name: str, index: str | int | None) -> str | None:
        arr = self.arrays.get(name, {})
        if isinstance(index, int) and index < 0 and arr:
            index = max(k for k in arr if isinstance(k, int)) + 1 + index
        return arr.get(0 if index is None else index)

    def set(self, name: str, index: str | int | None, value: int) -> None:
        self.sets.append((name, index, value))
        self.arrays.setdefault(name, {})[0 if index is None else index] = str(value)

    def is_assoc(self, name: str) -> bool:
        return name == "m"


def test_indexed_array_elements_and_negative_index() -> None:
    # a=(10 20 30); echo $((a[1] + a[-1])) -> 50
    ev = ArithEvaluator(ArrayEnv())
    assert ev.evaluate_text("a[1] + a[-1]") == 50


def test_associative_key_is_the_name_not_its_value() -> None:
    # declare -A m=([k]=4); k=9; echo $((m[k] + 1)) -> 5
    env = ArrayEnv()
    env.arrays["k"] = {0: "9"}
    assert ArithEvaluator(env).evaluate_text("m[k] + 1") == 5


def test_assignment_to_element_reports_the_index() -> None:
    env = ArrayEnv()
    assert ArithEvaluator(env).evaluate_text("a[2] += 5") == 35
    assert env.sets == [("a", 2, 35)]


def test_unevaluated_branches_assign_nothing() -> None:
    env = ArrayEnv()
    ev = ArithEvaluator(env)
    assert ev.evaluate_text("0 && (x = 1) || 1 ? 7 : (y = 2)") == 7
    assert env.sets == []


def test_compiled_closure_is_reused_per_node() -> None:
    tree = parse_arith("1 + 2 * 3")
    assert compile_arith(tree) is compile_arith(tree)
    ticks: list[int] = []
    assert ArithEvaluator(ArrayEnv(), tick=lambda: ticks.append(1)).evaluate(tree, "1 + 2 * 3") == 7
    assert ticks


def _fs() -> MemoryFS:
    fs = MemoryFS(clock=lambda: 1_000_000_000_000_000_000)
    fs.mkdir("/w")
    fs.write_bytes("/w/old", b"x")
    fs.write_bytes("/w/new", b"")
    fs.utime("/w/old", 10, 10)
    fs.utime("/w/new", 20, 20)
    fs.mkdir("/w/d")
    fs.symlink("/w/d", "/w/d/loop")
    fs.symlink("old", "/w/ln")
    return fs


def test_newer_older_same_file() -> None:
    ctx = TestContext(fs=_fs(), cwd="/w")
    assert binary_test("new", "-nt", "old", ctx)
    assert binary_test("old", "-ot", "new", ctx)
    assert not binary_test("old", "-nt", "old", ctx)
    assert binary_test("old", "-nt", "missing", ctx)  # bash: exists and the other does not
    assert binary_test("ln", "-ef", "old", ctx)
    assert not binary_test("new", "-ef", "old", ctx)


def test_file_primaries_on_memory_fs() -> None:
    ctx = TestContext(fs=_fs(), cwd="/w")
    assert unary_test("-s", "old", ctx) and not unary_test("-s", "new", ctx)
    assert unary_test("-L", "ln", ctx) and unary_test("-f", "ln", ctx)
    assert unary_test("-d", "d/", ctx) and not unary_test("-f", "old/", ctx)
    assert run_test(["-e", ""], ctx) == (1, None)


def test_globstar_does_not_follow_symlink_loops() -> None:
    # bash -O globstar: ** lists a symlink to a directory but does not enter it
    found = glob([("**", False)], _fs(), "/w", GlobOptions(globstar=True))
    assert found == ["d", "d/loop", "ln", "new", "old"]


def test_glob_in_the_root_and_absolute_patterns() -> None:
    assert glob([("/w/*e*", False)], _fs(), "/") == ["/w/new"]
    assert glob([("/w/", True), ("o*", False)], _fs(), "/") == ["/w/old"]


def test_xtrace_assignment_quotes_only_the_value() -> None:
    # set -x; v='a b'; w+=x; e=  ->  + v='a b' / + w+=x / + e=
    assert xtrace_assignment("v", "a b") == "v='a b'"
    assert xtrace_assignment("w", "x", append=True) == "w+=x"
    assert xtrace_assignment("e", "") == "e="


def test_brace_word_parts_keep_their_quoting() -> None:
    from vshell.expand.braces import expand_braces

    word = ast.Word((ast.Lit("{a,"), ast.DoubleQuoted((ast.Lit("b c"),)), ast.Lit("}x")))
    assert expand_braces(word) == [
        ast.Word((ast.Lit("ax"),)),
        ast.Word((ast.DoubleQuoted((ast.Lit("b c"),)), ast.Lit("x"))),
    ]
