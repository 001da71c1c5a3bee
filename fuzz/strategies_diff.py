"""Hypothesis strategies for diff: two edits of one file, compared with a drawn output format and options.

The lines come from a small alphabet, so that most pairs have several minimal
diffs and the one printed depends on how the search and its clean-up pick;
the options cover every output format and the options that change what
compares equal.  File names are fixed and the time stamps of -u and -c
headers are cut off by the script.
"""

from __future__ import annotations

from hypothesis import strategies as st

from fuzz.strategies_patch import edited
from fuzz.strategies_text import Probe, command_line

_ALPHABET = ["a", "b", "c", "d", "e", "A", " a", "a ", "", "\tb"]
_FORMATS = [[], ["-u"], ["-U0"], ["-U1"], ["-c"], ["-C1"], ["-e"], ["-n"], ["-y", "-W30"],
            ["-y", "-W40", "--suppress-common-lines"], ["-y", "-W30", "--left-column"], ["-q"], ["-s"]]
_OPTIONS = [[], [], ["-i"], ["-w"], ["-b"], ["-B"], ["--minimal"], ["-a"], ["-t"], ["-T"], ["-i", "-b"],
            ["--horizon-lines=2"], ["--strip-trailing-cr"], ["-Z"]]


def _body(lines: list[str], final_newline: bool) -> bytes:
    text = "".join(f"{line}\n" for line in lines)
    return (text if final_newline or not text else text[:-1]).encode()


@st.composite
def diff_probes(draw: st.DrawFn) -> Probe:
    base = draw(st.lists(st.sampled_from(_ALPHABET), min_size=0, max_size=30))
    left = draw(edited(base)) if draw(st.booleans()) else list(base)
    right = draw(edited(base))
    fmt = draw(st.sampled_from(_FORMATS))
    opts = draw(st.sampled_from(_OPTIONS))
    argv = ["diff", *fmt, *opts, "x", "y"]
    cut = " | sed '1,2s/\\t.*//'" if fmt[:1] in (["-u"], ["-U0"], ["-U1"], ["-c"], ["-C1"]) else ""
    script = f"{command_line(argv)}{cut}\necho \"status ${{PIPESTATUS[0]}}\"\n"
    files = (("x", _body(left, draw(st.booleans()) or draw(st.booleans()))),
             ("y", _body(right, draw(st.booleans()) or draw(st.booleans()))))
    return Probe(script, files)
