"""Differential fuzzing: generated scripts over generated file trees, run in vshell and in GNU bash.

Scripts come from a small grammar of what agents and people actually type:
assignments, expansions, arithmetic, conditionals, loops, functions, and
pipelines through the text commands (grep, sed, awk, sort, cut, wc, head,
tr, uniq, jq) over a generated fixture tree.  GNU bash runs through the golden
recorder (the one module allowed to start it); vshell runs through the
differential tool.  A difference is reported as a ready-to-paste golden case.

``python -m fuzz.differential [N]`` runs N examples and prints every difference.
``python -m fuzz.differential --family awk N`` runs N generated command lines of one
command family instead (awk, sed, grep, sort, cut, tr, jq, patch, diff: ``FAMILIES``); a
difference whose script matches a finding already written down
(``fuzz.explained``) is counted as explained and not printed again.
"""

from __future__ import annotations

import sys
import warnings
from typing import Any

from hypothesis import strategies as st

from fuzz.strategies_diff import diff_probes
from fuzz.strategies_jq import jq_probes
from fuzz.strategies_patch import patch_probes
from fuzz.strategies_text import Probe, awk_probes, cut_probes, grep_probes, sed_probes, sort_probes, tr_probes
from vshell.golden.format import Case, FixtureFile

FAMILIES: dict[str, st.SearchStrategy[Probe]] = {
    "awk": awk_probes(),
    "sed": sed_probes(),
    "grep": grep_probes(),
    "sort": sort_probes(),
    "cut": cut_probes(),
    "tr": tr_probes(),
    "jq": jq_probes(),
    "patch": patch_probes(),
    "diff": diff_probes(),
}

WORDS = ["alpha", "beta", "gamma", "delta", "a b", "x*", "", "-n", "tab\there", "ünï", "10", "007", "-3"]
FILES = ["a.txt", "b.txt", "dir/c.txt", "notes.md", "data.csv"]
VARS = ["x", "y", "name", "n", "arr"]

_word = st.sampled_from(WORDS)
_var = st.sampled_from(VARS)
_file = st.sampled_from(FILES)
_num = st.integers(min_value=-5, max_value=20)


def _quote(word: str) -> str:
    return "'" + word.replace("'", "'\\''") + "'"


@st.composite
def expansions(draw: st.DrawFn) -> str:
    v = draw(_var)
    return draw(st.sampled_from([
        f"${v}", f'"${v}"', f"${{{v}:-dflt}}", f"${{#{v}}}", f"${{{v}^^}}", f"${{{v}%a*}}",
        f"${{{v}##*a}}", f"${{{v}/a/X}}", f"${{{v}//a/X}}", f"${{{v}:1:2}}", '"${arr[@]}"', "${#arr[@]}",
        f"$(( {draw(_num)} + {draw(_num)} * 2 ))", f"$(echo {_quote(draw(_word))})", "$?", "$#",
    ]))


@st.composite
def simple_commands(draw: st.DrawFn) -> str:
    w = _quote(draw(_word))
    f = draw(_file)
    v = draw(_var)
    e = draw(expansions())
    return draw(st.sampled_from([
        f"echo {e} {w}",
        f"printf '%s|%d\\n' {w} {draw(_num)}",
        f"{v}={w}",
        f"{v}+={w}",
        f"arr=({w} {_quote(draw(_word))} {draw(_num)})",
        f"cat {f}",
        f"grep -n a {f}",
        f"grep -c {_quote(draw(st.sampled_from(['a', '^b', 'e$', '[0-9]'])))} {f}",
        f"sed 's/a/A/g' {f}",
        f"sed -n '2,3p' {f}",
        f"awk '{{print NF, $1}}' {f}",
        "awk -F, '{s += $2} END {print s+0}' data.csv",
        f"sort {f}",
        "sort -t, -k2n data.csv",
        f"wc -l {f}",
        f"head -n 2 {f}",
        f"tail -n 1 {f}",
        "cut -d, -f1 data.csv",
        f"tr a-z A-Z < {f}",
        f"ls {draw(st.sampled_from(['', '-a', '-1', 'dir']))}",
        f"test -f {f} && echo yes || echo no",
        f"[[ {e} == *a* ]] && echo match",
        f"(( {draw(_num)} > {draw(_num)} )) && echo gt",
        f"echo {w} > out.txt",
        f"echo {w} >> {f}",
        f"mkdir -p new/{v} && ls new",
        f"rm -f {f}",
        f"cp {f} copy.txt",
        "echo '{\"k\": [1, 2, 3]}' | jq -c '.k | map(. * 2)'",
        f"unset {v}",
        "false",
        "true",
    ]))


@st.composite
def pipelines(draw: st.DrawFn) -> str:
    first = draw(simple_commands())
    tail = draw(st.lists(st.sampled_from([
        "sort", "sort -r", "uniq -c", "wc -l", "head -n 1", "tr -d a", "grep -v '^$'", "sed 's/^/> /'",
        "awk '{print length}'", "cut -c1-3",
    ]), max_size=2))
    return " | ".join([first, *tail])


@st.composite
def statements(draw: st.DrawFn, depth: int = 0) -> str:
    if depth >= 2:
        return draw(pipelines())
    kind = draw(st.sampled_from(["pipe", "pipe", "pipe", "if", "for", "while", "case", "func", "andor", "subshell"]))
    inner = statements(depth + 1)
    if kind == "if":
        return f"if {draw(pipelines())}; then {draw(inner)}; else {draw(inner)}; fi"
    if kind == "for":
        return f"for {draw(_var)} in {_quote(draw(_word))} {_quote(draw(_word))}; do {draw(inner)}; done"
    if kind == "while":
        # one counter per nesting level: a nested loop resetting the outer one's counter never ends
        i = f"i{depth}"
        return f"{i}=0; while (( {i} < {draw(st.integers(0, 3))} )); do {draw(inner)}; {i}=$(({i}+1)); done"
    if kind == "case":
        return f"case {draw(expansions())} in *a*) {draw(inner)};; *) echo other;; esac"
    if kind == "func":
        return f"f() {{ {draw(inner)}; return {draw(st.integers(0, 3))}; }}; f; echo \"rc=$?\""
    if kind == "andor":
        return f"{draw(pipelines())} && {draw(pipelines())} || {draw(pipelines())}"
    if kind == "subshell":
        return f"( {draw(inner)} ); echo \"sub=$?\""
    return draw(pipelines())


@st.composite
def scripts(draw: st.DrawFn) -> str:
    lines = draw(st.lists(statements(), min_size=1, max_size=4))
    return "\n".join(lines) + "\necho \"end=$?\""


@st.composite
def fixtures(draw: st.DrawFn) -> tuple[FixtureFile, ...]:
    def text() -> bytes:
        lines = draw(st.lists(st.sampled_from(["alpha", "beta 2", "gamma,3", "", "a a a", "Zeta", "10", "x\ty"]),
                              max_size=6))
        return ("\n".join(lines) + ("\n" if lines else "")).encode()

    csv = "\n".join(f"{draw(_word).replace(',', '')},{draw(_num)}" for _ in range(draw(st.integers(0, 4))))
    return (
        FixtureFile("a.txt", text()),
        FixtureFile("b.txt", text()),
        FixtureFile("dir/c.txt", text()),
        FixtureFile("notes.md", text()),
        FixtureFile("data.csv", (csv + "\n").encode() if csv else b""),
    )


def case_of(script: str, fixture: tuple[Any, ...]) -> Case:
    return Case(file="fuzz", name="generated", line=1, script=script, fixture=fixture)


def case_of_probe(probe: Probe) -> Case:
    fixture = tuple(FixtureFile(path, content) for path, content in probe.files)
    return Case(file="fuzz", name="generated", line=1, script=probe.script, fixture=fixture, stdin=probe.stdin)


def compare(case: Case) -> list[str]:
    """Run the case in GNU bash (via the recorder) and in vshell; the differences, empty when they agree."""
    from vshell.difftest import differences, run_vshell
    from vshell.golden.record import run_once

    return differences(run_once(case), run_vshell(case))


def _stdin_directive(data: bytes) -> str:
    """``data`` in the one-line escapes of the ``## stdin:`` directive."""
    named = {0x0A: "\\n", 0x09: "\\t", 0x0D: "\\r", 0x00: "\\0", 0x1B: "\\e", 0x5C: "\\\\"}
    text = data.decode("utf-8", "surrogateescape")
    out = []
    for ch in text:
        code = ord(ch)
        if code in named:
            out.append(named[code])
        elif 0xDC80 <= code <= 0xDCFF or code < 0x20 or code == 0x7F:
            out.append(f"\\x{code & 0xFF:02x}")
        else:
            out.append(ch)
    return "## stdin: " + "".join(out)


def as_golden_case(case: Case) -> str:
    """The case written in the golden format, to paste into a case file and record."""
    lines = [f"#### fuzz: {case.script.splitlines()[0][:60]}"]
    if case.stdin is not None:
        lines.append(_stdin_directive(case.stdin))
    for entry in case.fixture:
        content = entry.content.decode("utf-8", "replace")
        body = content[:-1] if content.endswith("\n") else content
        directive = "file" if content.endswith("\n") or not content else "file-nonl"
        lines.append(f"## {directive}: {entry.path}")
        lines.extend(f"## | {line}" for line in (body.split("\n") if body else []))
    lines.append(case.script)
    return "\n".join(lines)


def run_family(family: str, n: int, out: Any = sys.stdout) -> tuple[int, int, int, int]:
    """Run ``n`` generated probes of one family; print each unexplained difference as a golden case.

    Returns (cases, differences, explained, refused): a case the recorder refuses (over 10 s) is not compared.
    """
    from hypothesis import Phase, given, settings

    from fuzz.explained import explain
    from vshell.golden.record import RecordError

    counts = {"cases": 0, "diffs": 0, "explained": 0, "refused": 0}
    seen: set[str] = set()

    # Generation only: shrinking would re-run both shells many times per difference, and the
    # differences are collected, not raised.
    @settings(max_examples=n, deadline=None, database=None, phases=[Phase.generate])
    @given(FAMILIES[family])
    def probe(p: Probe) -> None:
        case = case_of_probe(p)
        if case.digest in seen:
            # Hypothesis draws some small probes more than once; each distinct case counts once.
            return
        seen.add(case.digest)
        counts["cases"] += 1
        try:
            diffs = compare(case)
        except RecordError:
            counts["refused"] += 1
            return
        if not diffs:
            return
        counts["diffs"] += 1
        why = explain(family, case.script, case.stdin, diffs)
        if why is not None:
            counts["explained"] += 1
            return
        out.write(as_golden_case(case) + "\n# " + "\n# ".join("\n".join(diffs).splitlines()[:16]) + "\n\n")
        out.flush()

    with warnings.catch_warnings():
        # vshell raises the recursion limit for deep scripts; hypothesis warns that it will not put it back.
        warnings.filterwarnings("ignore", message="The recursion limit will not be reset")
        probe()
    return counts["cases"], counts["diffs"], counts["explained"], counts["refused"]


_USAGE = "usage: python -m fuzz.differential [N] | --family FAMILY [N]"


def main(argv: list[str]) -> int:
    from hypothesis import given, settings

    counts = argv[2:] if argv[:1] == ["--family"] else argv
    if argv[:1] in (["-h"], ["--help"]) or len(counts) > 1 or (counts and not counts[0].isdigit()) or argv == [
            "--family"]:
        print(_USAGE + f"\n  families: {', '.join(FAMILIES)}", file=sys.stderr)
        return 0 if argv[:1] in (["-h"], ["--help"]) else 2
    if argv[:1] == ["--family"]:
        family = argv[1]
        if family not in FAMILIES:
            print(f"fuzz.differential: unknown family {family!r} (one of {', '.join(FAMILIES)})", file=sys.stderr)
            return 2
        cases, diffs, explained, refused = run_family(family, int(argv[2]) if len(argv) > 2 else 50)
        print(f"{family}: {cases} cases, {diffs} differing, {explained} explained, {diffs - explained} unexplained, "
              f"{refused} refused by the recorder", file=sys.stderr)
        return 1 if diffs > explained else 0
    n = int(argv[0]) if argv else 50
    found: list[str] = []

    @settings(max_examples=n, deadline=None, database=None)
    @given(scripts(), fixtures())
    def probe(script: str, fixture: tuple[Any, ...]) -> None:
        case = case_of(script, fixture)
        diffs = compare(case)
        if diffs:
            found.append(as_golden_case(case) + "\n# " + "\n# ".join("\n".join(diffs).splitlines()[:12]))

    probe()
    for text in found:
        print(text, end="\n\n")
    print(f"{n} examples, {len(found)} differing", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
