"""Hypothesis strategies that generate bash scripts from the grammar (for parser and printer properties).

``scripts()`` draws whole scripts: lists of pipelines of simple and compound
commands whose words mix every kind of part (quotes, ``$x``, ``${x op w}``,
``$( )``, backquotes, ``$(( ))``, globs, braces, tildes), with redirections
and here-documents.  ``simple_scripts()`` keeps to simple commands, pipelines
and lists (the subset bashlex parses).  Generated text is syntactically valid
by construction; tests still ``assume`` it parses, so a generator slip costs
an example, not a false failure.
"""

from __future__ import annotations

from hypothesis import strategies as st

NAMES = st.sampled_from(["a", "b", "x", "y", "foo", "_v", "PATH", "i"])
LITERALS = st.text(alphabet="abcxyz019_./-,:=+%@", min_size=1, max_size=6).filter(
    lambda s: not s.startswith(("-", "=")) or len(s) > 1
)
COMMAND_NAMES = st.sampled_from(["echo", "cat", "printf", "grep", "ls", "true", "wc", ":", "f", "cmd-x"])


def _dq_inner(depth: int) -> st.SearchStrategy[str]:
    pieces = [
        st.text(alphabet="abc xyz012 .,;|&<>(){}*?'~#!", max_size=6),
        NAMES.map(lambda n: "$" + n),
        NAMES.map(lambda n: "${" + n + "}"),
        st.sampled_from(["\\$", "\\\\", '\\"', "\\`", "\\a"]),
    ]
    if depth > 0:
        pieces.append(param_exp(depth - 1))
        pieces.append(command_sub(depth - 1))
    return st.lists(st.one_of(*pieces), max_size=4).map("".join)


def param_exp(depth: int) -> st.SearchStrategy[str]:
    ops = st.sampled_from(["", ":-", "-", ":=", "+", ":+", "?", "#", "##", "%", "%%", "/", "//", "^^", ",", "@Q"])

    @st.composite
    def build(draw: st.DrawFn) -> str:
        name = draw(NAMES)
        prefix = draw(st.sampled_from(["", "", "#", "!"]))
        op = draw(ops) if not prefix else ""
        index = draw(st.sampled_from(["", "", "[0]", "[@]", "[i+1]"]))
        if op in ("", "@Q"):
            return "${" + prefix + name + index + op + "}"
        arg = draw(word(depth)) if depth > 0 else draw(LITERALS)
        if op.startswith("/"):
            arg = arg.replace("/", "_") + "/" + draw(LITERALS)
        if ":" in op and arg[:1] in ("-", "=", "+", "?"):
            arg = "x" + arg
        return "${" + name + index + op + arg.replace("}", "x") + "}"

    return build()


def command_sub(depth: int) -> st.SearchStrategy[str]:
    inner = simple_command(depth)
    return st.one_of(
        inner.map(lambda c: "$(" + c + ")"),
        st.sampled_from(["`echo a`", "`ls \\`echo b\\``", "$(( 1 + 2 * x ))", "$((a[1]++))", "$[3]"]),
    )


def word(depth: int = 1) -> st.SearchStrategy[str]:
    parts = [
        LITERALS,
        st.text(alphabet="abc 'x\"$\\\n|&;()<>", max_size=6).map(lambda s: "'" + s.replace("'", "") + "'"),
        _dq_inner(depth).map(lambda s: '"' + s + '"'),
        NAMES.map(lambda n: "$" + n),
        st.sampled_from(["$1", "$@", "$*", "$#", "$?", "$$", "$!", "$-", "$0"]),
        st.sampled_from(["*", "?", "[a-z]", "{a,b}", "{1..3}", "\\ ", "\\;", "\\(", "$'\\n\\t'", '$"loc"']),
    ]
    if depth > 0:
        parts += [param_exp(depth - 1), command_sub(depth - 1)]
    body = st.lists(st.one_of(*parts), min_size=1, max_size=3).map("".join)
    tilde = st.sampled_from(["~", "~/d", "~root", "~+"])
    return st.one_of(body, st.tuples(tilde, st.sampled_from(["", "/x"])).map("".join))


def redirect(depth: int) -> st.SearchStrategy[str]:
    return st.one_of(
        st.tuples(st.sampled_from(["<", ">", ">>", "2>", "&>", "&>>", ">|", "<>", "<<<", "3<"]), word(depth)).map(
            lambda t: t[0] + (" " if t[1][:1] in "<>(" else "") + t[1]
        ),
        st.sampled_from(["2>&1", ">&2", "<&-", "3>&-", "{fd}>out"]),
    )


def simple_command(depth: int = 1) -> st.SearchStrategy[str]:
    @st.composite
    def build(draw: st.DrawFn) -> str:
        pieces = [
            draw(NAMES) + draw(st.sampled_from(["=", "+="])) + draw(word(depth)) for _ in range(draw(st.integers(0, 1)))
        ]
        pieces.append(draw(COMMAND_NAMES))
        pieces += draw(st.lists(word(depth), max_size=3))
        pieces += draw(st.lists(redirect(depth), max_size=1))
        return " ".join(pieces)

    return build()


def pipeline(command: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.tuples(
        st.sampled_from(["", "", "! ", "time "]),
        st.lists(command, min_size=1, max_size=2),
        st.sampled_from([" | ", " |& "]),
    ).map(lambda t: t[0] + t[2].join(t[1]))


def and_or(command: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    return st.lists(pipeline(command), min_size=1, max_size=2).flatmap(
        lambda ps: st.lists(st.sampled_from([" && ", " || "]), min_size=len(ps) - 1, max_size=len(ps) - 1).map(
            lambda ops: ps[0] + "".join(op + p for op, p in zip(ops, ps[1:], strict=True))
        )
    )


def command_list(command: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """And-or lists joined by separators, with none after the last (callers add what their context needs)."""
    return st.lists(
        st.tuples(and_or(command), st.sampled_from(["; ", "\n", " & ", ";\n"])), min_size=1, max_size=2
    ).map(lambda items: "".join(a + sep for a, sep in items[:-1]) + items[-1][0])


def compound(depth: int) -> st.SearchStrategy[str]:
    inner = command(depth - 1)
    body = command_list(inner)
    w = word(1)
    return st.one_of(
        st.tuples(body, body).map(lambda t: f"if {t[0]}\nthen {t[1]}\nfi"),
        st.tuples(body, body, body).map(lambda t: f"if {t[0]}; then {t[1]}; else {t[2]}; fi"),
        st.tuples(body, body).map(lambda t: f"while {t[0]}; do {t[1]}; done"),
        st.tuples(body, body).map(lambda t: f"until {t[0]}\ndo\n{t[1]}\ndone"),
        st.tuples(NAMES, st.lists(w, max_size=3), body).map(
            lambda t: f"for {t[0]} in {' '.join(t[1])}; do {t[2]}; done"
        ),
        st.tuples(NAMES, body).map(lambda t: f"for {t[0]}; do {t[1]}; done"),
        body.map(lambda b: f"for ((i = 0; i < 3; i++)); do {b}; done"),
        st.tuples(NAMES, body).map(lambda t: f"select {t[0]} in a b; do {t[1]}; done"),
        st.tuples(
            w,
            st.lists(
                st.tuples(st.lists(w, min_size=1, max_size=2), body, st.sampled_from([";;", ";&", ";;&"])), max_size=3
            ),
        ).map(
            lambda t: f"case {t[0]} in\n" + "".join(f"  ({'|'.join(p)}) {b} {term}\n" for p, b, term in t[1]) + "esac"
        ),
        body.map(lambda b: "{ " + b + "; }"),
        body.map(lambda b: "( " + b + " )"),
        body.map(lambda b: "f() { " + b + "; }"),
        body.map(lambda b: "function g { " + b + "; } > out"),
        st.tuples(w, w).map(lambda t: f"[[ -n {t[0]} && ( {t[0]} == {t[1]} || ! -f {t[1]} ) ]]"),
        st.sampled_from(["[[ $x =~ ^(a|b)+$ ]]", "[[ a < b ]]", "(( x = 1 + 2 ))", "(( a[1] += 3, b++ ))"]),
        st.just("a=(1 'two' [5]=five) b+=(x)\ndeclare -A m=([k]=v [j]+=w)\nlocal -a arr=($x)"),
    )


def heredocs() -> st.SearchStrategy[str]:
    """Lines ending in here-documents (bodies follow the line, so these stand alone in a script)."""
    w = word(1)
    return st.one_of(
        w.map(lambda x: f"cat <<EOF | wc -l\nline {x}\n$y and `echo z` \\$ \\\\\nEOF"),
        st.just("cat <<'E' <<-X; echo after\n$raw 'text'\nE\n\tstripped\n\tX"),
        st.just('x="$(cat <<EOF\ninside $(echo sub)\nEOF\n)"'),
    )


def command(depth: int) -> st.SearchStrategy[str]:
    if depth <= 0:
        return simple_command(0)
    return st.one_of(simple_command(1), compound(depth))


def scripts(depth: int = 2) -> st.SearchStrategy[str]:
    """Whole scripts over the full grammar, here-documents included."""
    return st.tuples(command_list(command(depth)), st.lists(heredocs(), max_size=1)).map(
        lambda t: "\n".join([t[0], *t[1]])
    )


def simple_scripts() -> st.SearchStrategy[str]:
    """Lists of pipelines of simple commands without ``!``/``time``/``|&``, the subset bashlex parses."""
    pipe = st.lists(simple_command(1), min_size=1, max_size=3).map(" | ".join)
    return st.lists(st.tuples(pipe, st.sampled_from(["; ", " && ", " || ", " & "])), min_size=1, max_size=3).map(
        lambda items: "".join(a + sep for a, sep in items).rstrip(" ;&|").rstrip()
    )
