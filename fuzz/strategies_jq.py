"""Hypothesis strategies for jq: filters from its grammar, programs people write, option sets, JSON inputs.

A probe runs ``jq OPTIONS FILTER in.json`` (or reads stdin).  Two kinds of filter: most are
programs of the shape users write against records (``.[] | select(.active) | .name``, ``map``,
``group_by``, ``reduce``, string building and ``@formats``, update assignments, ``try``/``catch``,
``limit``/``first``/``until``, paths, ``input``/``inputs``, ``--arg``/``--argjson``, what the
environment both sides share holds), run over arrays of records; the rest are built at random
from jq's grammar (paths, pipes, commas, the built-ins, reductions, conditionals, ``try``,
interpolation), over a few small JSON values, to reach the corners.  Left out because jq's
answer is not fixed: ``now``, the environment beyond the variables both sides set, and colour.
"""

from __future__ import annotations

import json
from typing import Any

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


_NAMES = ["ada", "Bob", "carol", "Dave Smith", "élodie", "", "x,y", "O'Neil", "tab\tname"]
_TAGS = ["red", "blue", "a b", "Green", ""]


@st.composite
def records(draw: st.DrawFn) -> list[Any]:
    """An array of records of the kind jq is pointed at: ids, names, tags, prices, flags, nested metadata."""
    out: list[Any] = []
    for i in range(draw(st.integers(0, 4))):
        rec: dict[str, Any] = {"id": i + draw(st.integers(0, 3)), "name": draw(st.sampled_from(_NAMES))}
        if draw(st.booleans()):
            rec["tags"] = draw(st.lists(st.sampled_from(_TAGS), max_size=3))
        rec["price"] = draw(st.sampled_from([None, 0, 1.5, 10, -2, 99.99, "12", 1e3]))
        if draw(st.booleans()):
            rec["active"] = draw(st.sampled_from([True, False, None]))
        if draw(st.integers(0, 2)) == 0:
            rec["meta"] = {"created": draw(st.sampled_from(["2021-01-02T03:04:05Z", "2015-03-05T23:51:47Z", "x"])),
                           "owner": draw(st.sampled_from([None, {"name": "ops", "level": 2}, "root"]))}
        out.append(rec)
    return out


_FIELDS = [".id", ".name", ".price", ".active", ".tags", ".meta", ".meta.owner", ".meta.created", ".tags[0]",
           ".missing", ".meta.owner.name", ".tags[]"]
_CONDS = [".active", ".price > 5", ".price != null", "(.name | test(\"^[a-c]\"; \"i\"))", ".id % 2 == 0",
          "has(\"tags\")", "(.tags // [] | length) > 1", ".name == $name", ".id > $n", "(.price | type) == \"number\"",
          ".meta.owner != null", "(.tags // [] | index(\"red\")) != null", ".name | startswith(\"a\")"]
_STRINGS = ["ascii_downcase", "ascii_upcase", "length", "split(\" \")", "ltrimstr(\"a\")", "rtrimstr(\"b\")",
            "test(\"o\")", "sub(\"a\"; \"A\")", "gsub(\"[aeiou]\"; \"_\")", "explode | length", "@base64",
            "@base64 | @base64d", "@uri", "@html", "@sh", "@json", "tojson | fromjson", "[splits(\", *\")]",
            "ascii_downcase | ltrimstr(\"d\")", "tostring", "tonumber", "utf8bytelength", "[scan(\"[a-z]\")]",
            "capture(\"(?<first>\\\\w+)\")", "split(\"\") | reverse | join(\"\")", ".[1:3]", "indices(\"a\")"]
_UPDATES = [".[0].price += 1", ".[].price |= (. // 0) * 2", ".[] += {seen: true}", ".[0].tags |= map(ascii_upcase)",
            "map(.name |= ascii_downcase)", ".[].id -= 1", ".[1:] = []", "del(.[] | select(.active | not))",
            "del(.[0].meta)", "map(del(.tags))", ".[] |= with_entries(select(.value != null))", ".[0] = null",
            "map(.price //= 0)", ".[].meta.owner.level *= 10", "to_entries | map(.value.id) ", "map_values(.id)",
            ".[-1].name = \"last\"", "(.[] | select(.id > 1) | .name) |= \"big\"", "map(.tags[0] //= \"none\")",
            ".[] |= (.total = (.price // 0) * 2)", "setpath([0, \"name\"]; 1)", "delpaths([[0], [1, \"id\"]])"]


@st.composite
def programs(draw: st.DrawFn) -> str:
    """A filter of the shape people write against an array of records."""
    f = draw(st.sampled_from(_FIELDS))
    c = draw(st.sampled_from(_CONDS))
    s = draw(st.sampled_from(_STRINGS))
    n = draw(st.integers(-1, 3))
    fmt = draw(st.sampled_from(["@csv", "@tsv", "@sh", "@json", "@text", "@html", "@base64", "@uri"]))
    return draw(st.sampled_from([
        f".[] | {f}", f"map({f})", f"[.[] | {f}]", f".[] | select({c}) | {f}", f"map(select({c})) | length",
        f"[.[] | select({c})] | map({f})", "[.[] | {id, name}]", f"map({{id, v: {f}}})", "map({(.name): .id}) | add",
        f"group_by({f}) | map({{key: (.[0] | {f}), n: length}})", f"sort_by({f}) | map(.name)", f"sort_by({f}) | reverse | .[0:2]",
        f"unique_by({f}) | length", f"min_by({f}) | .name", f"max_by({f}) | .id", f"[.[] | {f}] | unique",
        "reduce .[] as $r (0; . + ($r.price // 0))", f"reduce .[] as $r ({{}}; .[$r.name] = $r{f})",
        "[foreach .[] as $r (0; . + 1; [., $r.id])]", f".[] | \"\\(.id): \\({f})\"", f".[] | [.id, .name] | {fmt}",
        f"map([.id, {f}]) | .[] | {fmt}", f".[] | .name | {s}", f"map(.name | {s})", f".[0].name | {s}",
        "to_entries | map(\"\\(.key)=\\(.value.id)\") | join(\"&\")", "[paths(type == \"number\")]", "[paths] | length",
        "[leaf_paths] | .[0:3]", "getpath([0, \"meta\", \"owner\"])", f"path(.[0]{f})", "[paths(..) | select(length == 2)] | .[0]",
        draw(st.sampled_from(_UPDATES)), f"try (.[] | {f} | tonumber) catch \"bad: \\(.)\"", f".[] | try {f}.x catch .",
        f"[.[] | {f}?]", f"[.[] | ({f} | tostring)?]", f"[limit({n}; .[] | {f})]", f"first(.[] | select({c})) | .id",
        "[.[].id] | until(length > 5; . + .)", f"[range(0; length; 2) as $i | .[$i] | {f}]", "[.[] | .id] | add / length",
        f"any(.[]; {c}), all(.[]; {c})", "map(has(\"tags\")) | index(true)", "map(.tags // []) | flatten | unique",
        "map(.tags // [] | length) | max", f".[] | {f} // \"default\"", f"map({f} | type) | group_by(.) | map([.[0], length])",
        "length as $n | map(.id / $n)", ". as [$first] | $first.name", ".[] | . as {name: $nm, id: $i} | \"\\($nm)#\\($i)\"",
        "map(select(.meta.created? | strings | test(\"Z$\"))) | map(.meta.created | fromdate)",
        "[.[] | .meta.created? | select(. != null) | strptime(\"%Y-%m-%dT%H:%M:%SZ\")? | mktime]",
        "input | length", "[., input] | map(length)", "[inputs | length]", "reduce inputs as $x (length; . + ($x | length))",
        "first(inputs) | .[0]?", "env.USER, $ENV.TZ, (env | has(\"PATH\"))", "$ENV.LC_ALL",
        ".[] | error(\"bad record \\(.id)\")", f".[] | {f} | error", ".[0] | keys, keys_unsorted", "map(keys) | add | unique",
        "with_entries(.value |= .id)", "to_entries[0].value", "tostream | select(length == 2) | .[0] | join(\".\")",
        "[tostream] | fromstream(.[])", "walk(if type == \"string\" then ascii_upcase else . end)", "tojson | length",
        f"[.[] | {f}] | @json", f"map({f}) | @csv", "map(.name) | join(\", \")", "map(.id) | indices(1)",
        f"[.[] | {f}] | sort", "del(..|nulls?)", "[..|numbers] | add", "[..|strings] | length", ".. |= (numbers? // .)",
    ]))


@st.composite
def jq_probes(draw: st.DrawFn) -> Probe:
    if draw(st.integers(0, 2)):
        return draw(_program_probes())
    return draw(_grammar_probes())


@st.composite
def _program_probes(draw: st.DrawFn) -> Probe:
    """A user's program over records, with the options people pass."""
    argv = ["jq"]
    argv += draw(st.lists(st.sampled_from(["-c", "-c", "-r", "-r", "-s", "-e", "--tab", "--indent=1", "-S", "-j", "-n",
                                           "-a"]), max_size=2, unique=True))
    if draw(st.integers(0, 2)) == 0:
        argv += ["--arg", "name", draw(st.sampled_from(["ada", "Bob", "nobody"]))]
    if draw(st.integers(0, 2)) == 0:
        argv += ["--argjson", "n", draw(st.sampled_from(["1", "2", "0"]))]
    program = draw(programs())
    missing = [v for v in ("$name", "$n") if v in program and ("--arg" if v == "$name" else "--argjson") not in argv]
    if missing and draw(st.integers(0, 5)) > 0:
        # A program that reads $name or $n mostly gets it; a few run without, for jq's compile error.
        argv += ["--arg", "name", "ada"] if "$name" in missing else []
        argv += ["--argjson", "n", "1"] if "$n" in missing else []
    argv.append(program)
    docs = draw(st.lists(records(), min_size=1, max_size=2))
    body = "\n".join(json.dumps(d, ensure_ascii=draw(st.booleans()), indent=draw(st.sampled_from([None, 2])))
                     for d in docs) + "\n"
    if draw(st.integers(0, 3)) == 0:
        return Probe(command_line(argv), (), body.encode())
    return Probe(command_line([*argv, "in.json"]), (("in.json", body.encode()),))


@st.composite
def _grammar_probes(draw: st.DrawFn) -> Probe:
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
