"""Hypothesis strategies for jq: filters from its grammar, option sets, and JSON inputs.

A probe runs ``jq OPTIONS FILTER in.json`` (or reads stdin).  Filters are
built from paths, pipes, commas, the common built-ins, reductions,
conditionals, ``try``, string interpolation and the ``@format`` strings, over
inputs of a few small JSON values.  Left out because GNU jq's answer is not
fixed: ``$ENV``/``env`` (the environments differ by design), ``now``,
``input_filename`` on stdin, and colour.
"""

from __future__ import annotations

import json

from hypothesis import strategies as st

from fuzz.strategies_text import Probe, command_line

_KEYS = ["a", "b", "name", "n", "x y", "é", "k1"]
_scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-20, 20), st.sampled_from([1.5, -0.25, 1e3, 3.0, 0.1, 1e100, 2.5e-5,
                                                                     123456789012, -7.0]),
    st.sampled_from(["", "a", "b", "abc", "A b", "1", "10", "é", "x\ty", "a,b", "\"q\"", "2021-01-02", "😀", "<&>"]),
)
json_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(_KEYS), inner, max_size=4)),
    max_leaves=10,
)

_PATHS = [".", ".a", ".b", ".[0]", ".[1]", ".[-1]", ".[]", ".a.b", ".[\"x y\"]", ".a[]", ".[1:3]", ".[:2]", ".n?",
          ".[]?", "..", ".a?", ".[0]?"]
_UNARY = [
    "length", "keys", "keys_unsorted", "values", "type", "tostring", "tojson", "add", "sort", "reverse", "unique",
    "min", "max", "not", "to_entries", "from_entries", "flatten", "floor", "sqrt", "tonumber", "ascii_downcase",
    "ascii_upcase", "paths", "leaf_paths", "any", "all", "first", "last", "empty", "arrays", "objects", "strings",
    "numbers", "booleans", "nulls", "scalars", "iterables", "explode", "utf8bytelength", "ltrimstr(\"a\")",
    "rtrimstr(\"b\")", "startswith(\"a\")", "endswith(\"b\")", "split(\",\")", "join(\",\")", "join(\"-\")",
    "has(\"a\")", "has(0)", "index(\"b\")", "indices(1)", "inside([1,2,3])", "contains(\"a\")", "contains([1])",
    "tostream", "fromjson?", "getpath([\"a\",\"b\"])", "to_entries|map(.key)", "with_entries(.value |= tostring)",
    "del(.a)", "del(.[0])", "map(. * 2)", "map(type)", "map_values(. + 1)", "select(. != null)", "recurse",
    "test(\"a\")", "test(\"A\"; \"i\")", "ascii", "implode", "range(3)", "range(1; 4)", "limit(2; .[])",
    "first(.[])", "isnan", "infinite", "nan | isnan", "splits(\", *\")", "sub(\"a\"; \"X\")", "gsub(\"[ab]\"; \"_\")",
    "@base64", "@base64d", "@csv", "@tsv", "@sh", "@json", "@text", "@html", "@uri", "ascii_downcase?",
    "group_by(type)", "sort_by(type)", "unique_by(length)", "min_by(length)", "max_by(length)", "env | type",
    "input_line_number", "$__loc__", "splits(\"a\")", "tojson | fromjson", "getpath([0])", "paths(type == \"number\")",
    "any(. == 1)", "all(type == \"number\")", "combinations?", "transpose?", "walk(if type == \"number\" then . + 1 "
    "else . end)", "to_entries[0]?", "[.[] | numbers]", "ltrimstr(1)", "splits(1)?", "error", "error(\"boom\")",
    "halt_error", "@json \"v=\\(.)\"", "\"<\\(.)>\"", "\"\\(.a?) and \\(type)\"", "[paths]", "[..] | length",
    "add / length", "length > 2", "tostring | length", "getpath([\"a\"]) // \"none\"", "input", "[inputs]",
    "debug", "stderr", "builtins | length > 10", "splits(\"\")", "ascii_downcase | explode", "significand?",
    "gmtime?", "todate?", "fromdate?", "@text \"\\(1 + 2)\"", "indices(\", \")", "tojson | length", "abs?",
    "toarray?", "pick(.a)?", "getpath([\"x\",0])", "setpath([\"a\"]; 1)", "delpaths([[0]])", "to_entries | from_entries",
    "ltrimstr(\"\")", "[limit(3; repeat(1))]", "[range(0; 10; 3)]", "[range(5; 0; -2)]", "isvalid(.a)?",
    "splits(\"b\"; \"g\")", "ascii(65)?", "@base32", "@base32d", "min_by(.a)?", "getpath([\"a\"]) |= 3",
]
_BINARY = ["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or", "//"]
_LITERALS = ["1", "0", "-1", "2.5", "\"a\"", "\"\"", "null", "true", "false", "[]", "{}", "[1,2]", "{\"a\":1}",
             "\"x\\ty\"", "1e1000", "infinite", "nan"]


@st.composite
def filters(draw: st.DrawFn, depth: int = 0) -> str:
    if depth >= 3:
        return draw(st.sampled_from(_PATHS + _LITERALS + _UNARY))
    inner = filters(depth + 1)
    kind = draw(st.sampled_from(["path", "path", "unary", "unary", "literal", "pipe", "pipe", "comma", "binary",
                                 "array", "object", "if", "reduce", "foreach", "try", "alt", "optional", "var",
                                 "update", "select", "map", "def", "label", "string", "format", "as", "neg",
                                 "slice", "sortby", "getpath", "destructure"]))
    if kind == "path":
        return draw(st.sampled_from(_PATHS))
    if kind == "unary":
        return draw(st.sampled_from(_UNARY))
    if kind == "literal":
        return draw(st.sampled_from(_LITERALS))
    if kind == "pipe":
        return f"{draw(inner)} | {draw(inner)}"
    if kind == "comma":
        return f"{draw(inner)}, {draw(inner)}"
    if kind == "binary":
        return f"({draw(inner)}) {draw(st.sampled_from(_BINARY))} ({draw(inner)})"
    if kind == "array":
        return f"[{draw(inner)}]"
    if kind == "object":
        key = draw(st.sampled_from(["a", "\"k\"", "(\"x\" + \"y\")", "$__loc__", "@text", "\"\\(1)\"", "b"]))
        if key in ("$__loc__", "@text"):
            return "{a: 1, $__loc__}" if key == "$__loc__" else "{\"a\": 1}"
        return f"{{{key}: {draw(inner)}}}"
    if kind == "if":
        # jq 1.6 needs the else (a missing one is a compile error, drawn now and then).
        other = draw(st.sampled_from(["else " + draw(inner) + " ", "else . ", "elif . then 1 else 2 ", ""]))
        return f"if {draw(inner)} then {draw(inner)} {other}end"
    if kind == "reduce":
        return f"reduce ({draw(inner)}) as $x (0; . + ($x | length?))"
    if kind == "foreach":
        return f"[foreach ({draw(inner)}) as $x (0; . + 1; [., $x])]"
    if kind == "try":
        return f"try ({draw(inner)}) catch ." if draw(st.booleans()) else f"try ({draw(inner)})"
    if kind == "alt":
        return f"({draw(inner)}) // {draw(inner)}"
    if kind == "optional":
        return f"({draw(inner)})?"
    if kind == "var":
        return f"({draw(inner)}) as $v | [$v, {draw(inner)}]"
    if kind == "update":
        op = draw(st.sampled_from(["|=", "=", "+=", "-=", "*=", "//="]))
        return f"{draw(st.sampled_from(['.a', '.[0]', '.[]', '.b.c', '..|numbers?']))} {op} {draw(inner)}"
    if kind == "select":
        return f"select({draw(inner)})"
    if kind == "map":
        return f"map({draw(inner)})"
    if kind == "def":
        return f"def f(g): [g, {draw(inner)}]; f({draw(inner)})"
    if kind == "label":
        return f"[label $out | {draw(inner)} | ., break $out]"
    if kind == "string":
        return f"\"x\\({draw(inner)})y\""
    if kind == "format":
        return f"{draw(inner)} | {draw(st.sampled_from(['@csv', '@tsv', '@sh', '@html', '@uri', '@base64', '@json']))}"
    if kind == "as":
        return ". as [$a, $b] | {a: $a, b: $b}"
    if kind == "neg":
        return f"-({draw(inner)})"
    if kind == "slice":
        index = draw(st.sampled_from(["1:", ":-1", "0", '"a"', "-2:", "1:2"]))
        return f"({draw(inner)})[{index}]"
    if kind == "sortby":
        return f"sort_by({draw(inner)})"
    if kind == "getpath":
        return f"path({draw(st.sampled_from(_PATHS))})"
    return ". as {a: $x, $b} | [$x, $b]"


@st.composite
def jq_probes(draw: st.DrawFn) -> Probe:
    argv = ["jq"]
    argv += draw(st.lists(st.sampled_from(["-c", "-c", "-r", "-s", "-n", "-S", "-j", "-e", "-a", "--tab", "-R",
                                           "--seq", "--indent=1", "--indent", "-C"]),
                          max_size=3, unique=True))
    if "--indent" in argv:
        argv.insert(argv.index("--indent") + 1, draw(st.sampled_from(["0", "3", "7", "8"])))
    if "-C" in argv:
        argv.remove("-C")
        argv.append("-M")
    if draw(st.integers(0, 4)) == 0:
        argv += ["--arg", "v", draw(st.sampled_from(["x", "1", ""])), "--argjson", "j",
                 draw(st.sampled_from(["1", "[1]", "{\"a\":null}"]))]
        program = f"[$v, $j, ({draw(filters())})]"
    else:
        program = draw(filters())
    argv.append(program)
    values = draw(st.lists(json_values, min_size=1, max_size=3))
    sep = draw(st.sampled_from(["\n", " ", "\n\n"]))
    compact = draw(st.booleans())
    body = sep.join(json.dumps(v, ensure_ascii=draw(st.booleans()), separators=(",", ":") if compact else None)
                    for v in values)
    if draw(st.integers(0, 12)) == 0:
        body += draw(st.sampled_from(["{", "[1,", "tru", "1 2 ]", "\"\\u12\"", "nan", "{\"a\" 1}"]))
    data = (body + "\n").encode()
    if draw(st.integers(0, 3)) == 0:
        return Probe(command_line(argv), (), data)
    return Probe(command_line([*argv, "in.json"]), (("in.json", data),))
