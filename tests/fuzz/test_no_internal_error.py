"""Random sed and jq programs never end in an internal error: whatever the program, the command answers
with its own message and status, never vshell's status 70 or a Python traceback.

Programs come two ways: token soup (any sequence of the language's pieces, mostly invalid) and
grammar-shaped programs (the family fuzzers' generators, mostly valid), each over random input.
A run is bounded (a few seconds, a step budget), so a program that loops ends with the limit's
status, which is an answer too.  CI runs a fixed sample; ``-m deep`` runs many more.
"""

from __future__ import annotations

import itertools
import json
import os
import tempfile
from collections.abc import Iterator

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from fuzz.strategies_jq import filters, json_values
from fuzz.strategies_text import _sed_command, text
from vshell.limits import STATUS_INTERNAL, Limits
from vshell.session import Session

_SED_TOKENS = [
    "s", "/", "a", "b", "x", "\\", "{", "}", ";", "!", "p", "d", "1", "2", "$", ",", "~", "+", "y", "t", "T", ":",
    "\n", "N", "D", "G", "H", "h", "g", "P", "n", "q", "Q", "l", "=", "z", "F", "M", "I", "e", "w", "r", "W", "R",
    "v", "c", "i", "(", ")", "*", "[", "]", "^", ".", "&", "\\1", "\\9", "\\n", "#n", " ", "0", "|", "?", "é",
    "\\o9", "\\d300", "\\x4", "\\cA", "\\c", "\\w", "\\`", "\\'", "\\(", "\\)", "\\{", "\\}", "[[:alpha:]]",
    "[[:", "[:digit:]", "\\U", "\\L", "\\E", "s/a/b/", "s/\\(a\\)/\\1/g", "0,/x/", "1~0", "/x/I,+2", "\x00",
    "\\\n", "a\\", "}", "-", "\t", "9999999999999999999",
]
_JQ_TOKENS = [
    ".", "..", "|", ",", "[", "]", "{", "}", "(", ")", ":", ";", "?", "//", "?//", "=", "|=", "+=", "-", "+", "*",
    "/", "%", "==", "<", "and", "or", "not", "if", "then", "elif", "else", "end", "as", "$x", "$__loc__", "def",
    "f", "reduce", "foreach", "try", "catch", "label", "$out", "break", "import", "include", "\"a\"", "\"\\(",
    "\"\\u12", "@base64", "@csv", "@sh", "@text", "1", "-1", "1e999", "nan", "null", "true", "length", "keys",
    "map", "select", "empty", "error", "input", "inputs", "range", "limit", "path", "getpath", "setpath", "del",
    "to_entries", "splits", "sub", "test", "ltrimstr", "tostream", "fromstream", "env", "$ENV", "builtins",
    "input_line_number", "halt_error", "bsearch", "JOIN", "INDEX", "IN", "walk", "recurse", "tojson", "fromjson",
    "implode", "explode", "ascii", "@json", "strftime", "mktime", "gmtime", "todate", "splits(\"\")", "a::b",
    "modulemeta", "get_search_list", "$__prog_args", "\\", "#", "é", "0.5", "[]", "{}", ".a", ".[0]", ".[1:]",
]

_LIMITS = Limits(wall_time=5.0, steps=200_000, loop_iterations=100_000, output_bytes=64 * 1024)


_COUNTER = itertools.count()


@pytest.fixture(scope="module")
def session() -> Iterator[tuple[Session, str]]:
    with tempfile.TemporaryDirectory(prefix="vs-prop-") as work, Session([work], limits=_LIMITS) as s:
        s.run(f"cd {work}")
        yield s, work


def _run(where: tuple[Session, str], files: dict[str, bytes], script: str) -> None:
    session, work = where
    # Fresh names each time: the session sees new files in its folder, never a stale copy of old ones.
    n = next(_COUNTER)
    for name, data in files.items():
        with open(os.path.join(work, f"{n}-{name}"), "wb") as f:
            f.write(data)
        script = script.replace(name, f"{n}-{name}")
    result = session.run(script)
    detail = f"{script!r} over {files!r}: status {result.status}, stderr {result.stderr[-600:]!r}"
    assert result.status != STATUS_INTERNAL, detail
    assert b"Traceback" not in result.stderr and b"internal error" not in result.stderr, detail


_soup = st.lists(st.sampled_from(_SED_TOKENS), min_size=1, max_size=12).map("".join)
_sed_shaped = st.lists(_sed_command(False), min_size=1, max_size=4).map("\n".join)
_sed_flags = st.sampled_from(["", "-n", "-E", "-n -E", "-s", "-z", "--posix", "-n -z"])
_jq_soup = st.lists(st.sampled_from(_JQ_TOKENS), min_size=1, max_size=14).map(" ".join)
_jq_flags = st.sampled_from(["", "-c", "-r", "-s", "-n", "-R", "-e", "-cS", "-j", "--seq", "--tab", "-a"])
_json_text = st.lists(json_values, max_size=3).map(lambda vs: "\n".join(json.dumps(v) for v in vs))


def _sed_case(session: tuple[Session, str], program: str, flags: str, data: bytes) -> None:
    _run(session, {"prog.sed": program.encode(), "in.txt": data}, f"sed {flags} -f prog.sed in.txt >/dev/null")


def _jq_case(session: tuple[Session, str], program: str, flags: str, data: str) -> None:
    _run(session, {"prog.jq": program.encode(), "in.json": data.encode()},
         f"jq {flags} -f prog.jq in.json >/dev/null")


_FAST = settings(max_examples=25, deadline=None, derandomize=True, database=None,
                 phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
_DEEP = settings(max_examples=3000, deadline=None, database=None, suppress_health_check=list(HealthCheck))


@_FAST
@given(program=st.one_of(_soup, _sed_shaped), flags=_sed_flags, data=text())
def test_sed_programs_never_fail_internally(session: tuple[Session, str], program: str, flags: str, data: bytes) -> None:
    _sed_case(session, program, flags, data)


@_FAST
@given(program=st.one_of(_jq_soup, filters()), flags=_jq_flags, data=_json_text)
def test_jq_programs_never_fail_internally(session: tuple[Session, str], program: str, flags: str, data: str) -> None:
    _jq_case(session, program, flags, data)


@pytest.mark.deep
@_DEEP
@given(program=st.one_of(_soup, _sed_shaped), flags=_sed_flags, data=text())
def test_sed_programs_never_fail_internally_deep(session: tuple[Session, str], program: str, flags: str, data: bytes) -> None:
    _sed_case(session, program, flags, data)


@pytest.mark.deep
@_DEEP
@given(program=st.one_of(_jq_soup, filters()), flags=_jq_flags, data=_json_text)
def test_jq_programs_never_fail_internally_deep(session: tuple[Session, str], program: str, flags: str, data: str) -> None:
    _jq_case(session, program, flags, data)
