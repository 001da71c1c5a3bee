"""Hypothesis strategies for the text commands: option sets and inputs for awk, sed, grep, sort, cut and tr.

Each strategy draws a :class:`Probe`: one command line over a generated input
file (``in.txt``, sometimes a second file ``b.txt``, sometimes stdin).  What is
drawn stays within what GNU answers the same way every time: no randomness
(``sort -R``, awk's ``rand``), no clock, no ``for (k in a)`` order (gawk's hash
order is unspecified), no locale beyond the recorder's ``C.UTF-8``, and no
program that can loop forever (sed only branches forward).  Most draws are
valid command lines; a few are wrong on purpose so the error paths are
compared too.
"""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import strategies as st


@dataclass(frozen=True)
class Probe:
    """One generated command line and what it reads."""

    script: str
    files: tuple[tuple[str, bytes], ...]
    stdin: bytes | None = None


def quote(word: str) -> str:
    """``word`` as one shell word (single quotes unless it needs none)."""
    if word and all(c.isalnum() or c in "-_./=,:+%@" for c in word) and word.isascii():
        return word
    return "'" + word.replace("'", "'\\''") + "'"


def command_line(argv: list[str]) -> str:
    return " ".join(quote(a) for a in argv)


TOKENS = [
    "a", "b", "B", "abc", "Abc", "x y", "10", "2", "-3", "1.5", "007", "1e3", "0x1F", "  lead", "trail ", "ü", "é",
    "a,b", "k:v", "", "Jan", "feb", "1K", "2M", "v1.10", "v1.9", "foo", "bar", "Foo", "b4r", "\\", "a.b", "[x]", "$",
    "*", "é1", "ZZ", "0", "+5", " 3", "ab ab", "aaa", "😀",
]
SEPARATORS = [" ", ",", ":", "\t", "  ", ";"]


@st.composite
def lines(draw: st.DrawFn, max_lines: int = 7) -> list[str]:
    out = []
    for _ in range(draw(st.integers(0, max_lines))):
        fields = draw(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=4))
        sep = draw(st.sampled_from(SEPARATORS))
        out.append(sep.join(fields))
    return out


@st.composite
def text(draw: st.DrawFn, max_lines: int = 7) -> bytes:
    body = draw(lines(max_lines))
    if not body:
        return b""
    final = "\n" if draw(st.integers(0, 9)) else ""
    return ("\n".join(body) + final).encode()


@st.composite
def _with_input(draw: st.DrawFn, argv: list[str], two_files: bool = False) -> Probe:
    """``argv`` reading in.txt (and b.txt), or stdin; the status is printed so a later check sees it."""
    main = draw(text())
    how = draw(st.sampled_from(["file", "file", "file", "stdin", "two"] if two_files else ["file", "file", "stdin"]))
    if how == "stdin":
        return Probe(command_line(argv), (), main)
    files = [("in.txt", main)]
    names = ["in.txt"]
    if how == "two":
        files.append(("b.txt", draw(text(4))))
        names.append("b.txt")
    return Probe(command_line([*argv, *names]), tuple(files))


# sort --------------------------------------------------------------------------------------------------------

_SORT_KEYS = ["n", "r", "f", "b", "d", "g", "h", "M", "V", "i", ""]


@st.composite
def _sort_key(draw: st.DrawFn) -> str:
    start = draw(st.integers(1, 3))
    spec = str(start)
    if draw(st.booleans()):
        spec += f".{draw(st.integers(1, 3))}"
    spec += draw(st.sampled_from(_SORT_KEYS))
    if draw(st.booleans()):
        end = draw(st.integers(start, 4))
        spec += f",{end}"
        if draw(st.integers(0, 3)) == 0:
            spec += f".{draw(st.integers(0, 3))}"
        spec += draw(st.sampled_from(_SORT_KEYS))
    return spec


@st.composite
def sort_probes(draw: st.DrawFn) -> Probe:
    argv = ["sort"]
    flags = draw(st.lists(st.sampled_from(["-n", "-r", "-u", "-f", "-b", "-d", "-g", "-h", "-M", "-V", "-s", "-i",
                                            "-c", "-C", "-z"]), max_size=3, unique=True))
    # GNU refuses some pairs of orderings ("options '-gn' are incompatible"): drawn sometimes, not mostly.
    argv += flags
    if draw(st.booleans()):
        argv += ["-t", draw(st.sampled_from([",", ":", " ", ";", "\t"]))]
    for _ in range(draw(st.integers(0, 2))):
        argv += ["-k", draw(_sort_key())]
    if draw(st.integers(0, 5)) == 0:
        argv.append(draw(st.sampled_from(["-m", "--debug", "-o", "--unique", "--reverse", "-k0", "-t", "--key=2,1"])))
    return draw(_with_input(argv, two_files=True))


# cut ---------------------------------------------------------------------------------------------------------


@st.composite
def _cut_list(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 3))):
        a = draw(st.integers(1, 6))
        b = draw(st.integers(a, 8))
        parts.append(draw(st.sampled_from([str(a), f"{a}-", f"-{b}", f"{a}-{b}"])))
    return ",".join(parts)


@st.composite
def cut_probes(draw: st.DrawFn) -> Probe:
    mode = draw(st.sampled_from(["-b", "-c", "-f", "-f", "-f"]))
    argv = ["cut", mode, draw(_cut_list())]
    if mode == "-f":
        if draw(st.integers(0, 3)):
            argv += ["-d", draw(st.sampled_from([",", ":", " ", ";", "a", "é"]))]
        if draw(st.booleans()):
            argv.append("-s")
    if draw(st.integers(0, 2)) == 0:
        argv.append("--complement")
    if draw(st.integers(0, 3)) == 0:
        argv.append("--output-delimiter=" + draw(st.sampled_from(["|", "", "--", "\t"])))
    if draw(st.integers(0, 5)) == 0:
        argv.append(draw(st.sampled_from(["-z", "-n", "-d", "-b0", "-f", "--only-delimited", "-c1-2,0"])))
    return draw(_with_input(argv, two_files=True))


# tr ----------------------------------------------------------------------------------------------------------

_TR_ATOMS = [
    "a-z", "A-Z", "0-9", "abc", "xyz", "a", "b", " ", ",", ":", "\\n", "\\t", "\\\\", "\\040", "[:alpha:]",
    "[:digit:]", "[:upper:]", "[:lower:]", "[:space:]", "[:punct:]", "[:alnum:]", "[:blank:]", "[=a=]", "[a*]",
    "[x*2]", "e-a", "é", "-", "\\-", "[:xdigit:]", "[:cntrl:]", "[:print:]", "[:graph:]", "]", "[",
]


@st.composite
def _tr_set(draw: st.DrawFn) -> str:
    return "".join(draw(st.lists(st.sampled_from(_TR_ATOMS), min_size=1, max_size=3)))


@st.composite
def tr_probes(draw: st.DrawFn) -> Probe:
    flags = draw(st.lists(st.sampled_from(["-d", "-s", "-c", "-C", "-t"]), max_size=2, unique=True))
    sets = [draw(_tr_set())]
    if "-d" not in flags or "-s" in flags or draw(st.integers(0, 4)) == 0:
        sets.append(draw(_tr_set()))
    argv = ["tr", *flags, *sets]
    data = draw(text())
    # tr reads only stdin; in.txt is redirected so every probe has the same shape.
    return Probe(command_line(argv) + " < in.txt", (("in.txt", data),))


# grep --------------------------------------------------------------------------------------------------------

_RE_ATOMS = [
    "a", "b", "ab", "foo", "x", "1", ".", "a*", "b+", "o?", "[ab]", "[^a]", "[0-9]", "[[:digit:]]", "[[:upper:]]",
    "^", "$", "\\.", " ", ",", "\\w", "\\W", "\\b", "\\<", "\\>", "(a|b)", "\\(a\\)", "a\\|b", "a{2}", "o{1,2}",
    "[[:space:]]", "é", "\\s", "B", "\\\\", "[.]", "x*y", "k:",
]


@st.composite
def _regex(draw: st.DrawFn) -> str:
    return "".join(draw(st.lists(st.sampled_from(_RE_ATOMS), min_size=1, max_size=3)))


@st.composite
def grep_probes(draw: st.DrawFn) -> Probe:
    argv = ["grep"]
    argv += draw(st.lists(st.sampled_from(["-E", "-F", "-i", "-v", "-c", "-n", "-o", "-w", "-x", "-l", "-L", "-h",
                                           "-H", "-s", "-q", "-b", "--color=never", "-T", "-Z", "-y"]),
                          max_size=3, unique=True))
    if draw(st.integers(0, 3)) == 0:
        argv.append(draw(st.sampled_from(["-m1", "-m2", "-A1", "-B1", "-C1", "-m0", "-A0"])))
    if draw(st.integers(0, 4)) == 0:
        argv += ["-e", draw(_regex()), "-e", draw(_regex())]
    else:
        argv.append(draw(_regex()))
    if draw(st.integers(0, 6)) == 0:
        argv.append(draw(st.sampled_from(["-G", "-P", "--no-such", "-A", "-r"])))
    return draw(_with_input(argv, two_files=True))


# sed ---------------------------------------------------------------------------------------------------------

_SED_RE = ["a", "b", "^", "$", ".", "a*", "[ab]", "[0-9]", "x", "o", "foo", "\\(a\\)", "[[:space:]]", ",", "é",
           "\\n", "^$", "[^ ]*"]
_SED_ERE = ["(a|b)", "a+", "o?", "(.)", "[0-9]+", "b{2}"]


@st.composite
def _sed_regex(draw: st.DrawFn, extended: bool) -> str:
    atoms = _SED_RE + (_SED_ERE if extended else [])
    return "".join(draw(st.lists(st.sampled_from(atoms), min_size=1, max_size=3)))


@st.composite
def _sed_address(draw: st.DrawFn, extended: bool) -> str:
    def one() -> str:
        return draw(st.sampled_from(["1", "2", "3", "$", f"/{draw(_sed_regex(extended))}/",
                                     f"/{draw(_sed_regex(extended))}/I"]))

    kind = draw(st.sampled_from(["", "", "", "one", "one", "range", "step", "plus", "zero"]))
    if kind == "one":
        return one()
    if kind == "range":
        return f"{one()},{one()}"
    if kind == "step":
        return f"{draw(st.integers(0, 3))}~{draw(st.integers(0, 3))}"
    if kind == "plus":
        return f"{one()},+{draw(st.integers(0, 2))}"
    if kind == "zero":
        return f"0,/{draw(_sed_regex(extended))}/"
    return ""


@st.composite
def _sed_command(draw: st.DrawFn, extended: bool, depth: int = 0) -> str:
    addr = draw(_sed_address(extended))
    if addr and draw(st.integers(0, 4)) == 0:
        addr += "!"
    kinds = ["s", "s", "s", "p", "d", "y", "=", "h", "H", "g", "G", "x", "n", "N", "D", "P", "q", "Q", "l",
             "a", "i", "c", "z", "b"]
    if depth == 0:
        kinds.append("{")
    kind = draw(st.sampled_from(kinds))
    if kind == "s":
        rep = "".join(draw(st.lists(st.sampled_from(["X", "", "&", "\\1", "[&]", "\\n", "-", "\\U&", "\\u",
                                                     "\\L", "\\E", "é", "\\&"]), max_size=3)))
        flags = "".join(draw(st.lists(st.sampled_from(["g", "p", "2", "i", "I", "m"]), max_size=2, unique=True)))
        regex = draw(_sed_regex(extended))
        if "\\1" in rep and "(" not in regex:
            regex = "\\(a\\)" if not extended else "(a)"
        return f"{addr}s/{regex}/{rep}/{flags}"
    if kind == "y":
        src = draw(st.sampled_from(["abc", "ab", "a", "xyz", "é,"]))
        return f"{addr}y/{src}/{draw(st.sampled_from(['ABC', 'BA', 'b', 'XYZ', 'e;']))[:len(src)].ljust(len(src), 'Q')}/"
    if kind in ("a", "i", "c"):
        return f"{addr}{kind} {draw(st.sampled_from(['text', 'two words', 'x', '']))}"
    if kind in ("q", "Q") and draw(st.booleans()):
        return f"{addr}{kind}{draw(st.integers(0, 5))}"
    if kind == "l" and draw(st.booleans()):
        return f"{addr}l {draw(st.integers(1, 8))}"
    if kind == "b":
        # Only forward: to the end of the script, or to the label the program ends with.
        return f"{addr}b{draw(st.sampled_from(['', ' end']))}"
    if kind == "{":
        inner = draw(st.lists(_sed_command(extended, depth + 1), min_size=1, max_size=3))
        return f"{addr}{{" + ";".join(inner) + "}"
    return addr + kind


@st.composite
def sed_probes(draw: st.DrawFn) -> Probe:
    flags = draw(st.lists(st.sampled_from(["-n", "-E", "-s", "-z", "-r", "-u"]), max_size=2, unique=True))
    extended = "-E" in flags or "-r" in flags
    cmds = draw(st.lists(_sed_command(extended), min_size=1, max_size=4))
    # a/i/c take the rest of the line as text, so each command gets its own line.
    program = "\n".join(cmds)
    if any(" end" in c for c in cmds):
        program += "\n:end"
    argv = ["sed", *flags]
    if draw(st.integers(0, 3)) == 0:
        argv += [a for c in cmds for a in ("-e", c)]
        if any(" end" in c for c in cmds):
            argv += ["-e", ":end"]
    else:
        argv.append(program)
    if draw(st.integers(0, 8)) == 0:
        argv.append(draw(st.sampled_from(["--posix", "-l", "--debug", "-i"])))
    return draw(_with_input(argv, two_files=True))


# awk ---------------------------------------------------------------------------------------------------------

_AWK_EXPR = [
    "$1", "$2", "$NF", "NF", "NR", "FNR", "$0", "length($0)", "length", "$1+0", "$2*2", "$1 \"-\" $2", "x",
    "substr($0, 2, 3)", "index($0, \"a\")", "toupper($1)", "tolower($0)", "int($1)", "$1 > $2", "$1 == \"a\"",
    "NR % 2", "split($0, parts, \",\")", "parts[1]", "sprintf(\"%5.2f\", $1)", "($1 ~ /a/)", "!$1", "-$1",
    "$1 $1", "FILENAME", "x++", "++x", "x += $1", "n[$1]++", "length(n)", "match($0, /[0-9]+/)", "RSTART",
    "RLENGTH", "sqrt(NR)", "exp(1)", "log(NR)", "2^10", "1/3", "NR \"\" NF", "$1 < 5", "\"10\" < \"9\"",
    "$(NF > 1 ? 2 : 1)", "(NR, NF) in n", "1e6 * 1e6", "0.1 + 0.2", "-0", "int(-3.7)", "x \"\"", "$1 * 1",
    "substr(\"hello\", 0)", "substr(\"hello\", -1, 3)", "sprintf(\"%c\", 65)", "sprintf(\"%d\", \"3x\")",
    "sprintf(\"%x %o %e\", 255, 8, 12345)", "sprintf(\"%-4s|%4s\", $1, $2)", "sprintf(\"%.3s\", $0)",
    "sprintf(\"%i\", 2.9)", "sprintf(\"%5.1e\", $1)", "sprintf(\"%g\", 100000 * 10)",
]
_AWK_STMT = [
    "print", "print {e}", "print {e}, {e}", "printf \"%s|\\n\", {e}", "x = {e}", "sum += {e}", "n[{e}] = NR",
    "if ({e}) print {e}; else print \"no\"", "gsub(/a/, \"X\")", "sub(/[0-9]/, \"#\", $1)", "$2 = \"Z\"",
    "NF = 2", "$5 = \"e\"", "OFS = \"-\"; $1 = $1", "print {e} > \"/dev/stderr\"", "next", "delete n",
    "for (i = 1; i <= NF; i++) printf \"%s;\", $i; print \"\"", "while (x < 3) x++", "print length({e})",
    "getline; print", "printf \"%d %s\\n\", {e}, {e}", "exit", "exit 3",
    "do { x++ } while (x < 2)", "print substr({e}, 2)", "$0 = \"new rec\"; print NF",
]
_AWK_PATTERN = ["", "", "", "NR == 2", "/a/", "$1 > 3", "NF", "!/b/", "NR > 1 && NF > 1", "/a/, /b/", "$1 ~ /^[0-9]+$/",
                "END", "BEGIN", "length > 3", "NR == 1, NR == 2", "$2"]


@st.composite
def _awk_expr(draw: st.DrawFn) -> str:
    return draw(st.sampled_from(_AWK_EXPR))


@st.composite
def _awk_stmt(draw: st.DrawFn) -> str:
    template = draw(st.sampled_from(_AWK_STMT))
    while "{e}" in template:
        template = template.replace("{e}", draw(_awk_expr()), 1)
    return template


@st.composite
def awk_probes(draw: st.DrawFn) -> Probe:
    rules = []
    for _ in range(draw(st.integers(1, 3))):
        pattern = draw(st.sampled_from(_AWK_PATTERN))
        body = "; ".join(draw(st.lists(_awk_stmt(), min_size=1, max_size=3)))
        if pattern in ("BEGIN", "END") or draw(st.integers(0, 5)):
            rules.append(f"{pattern} {{ {body} }}".strip())
        else:
            rules.append(pattern or "1")
    if draw(st.integers(0, 3)) == 0:
        # The sum at the end: a common shape, with the uninitialised-variable rules.
        rules.append("END { print sum, x, NR }")
    argv = ["awk"]
    if draw(st.integers(0, 2)) == 0:
        argv += ["-F", draw(st.sampled_from([",", ":", " ", "\t", "[,:]", "a", ";", "\\|", "|", ""]))]
    if draw(st.integers(0, 4)) == 0:
        value = draw(st.sampled_from(["1", "abc", "2.50", "", "a\\tb", "-3"]))
        argv += ["-v", f"x={value}"]
    argv.append(("\n" if draw(st.booleans()) else "; ").join(rules))
    return draw(_with_input(argv, two_files=True))
