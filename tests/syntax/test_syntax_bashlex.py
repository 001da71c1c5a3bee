"""bashlex as an independent oracle: same list/pipeline/command structure and word boundaries.

Commands come from the lines of the bash-completion corpus that are complete
commands on their own (a few thousand) and from generated scripts in the
subset bashlex parses.  ``bashlex_compare`` flattens both trees.
"""

from __future__ import annotations

import bashlex
from hypothesis import HealthCheck, assume, given, settings

from fuzz.strategies_syntax import simple_scripts
from tests.host_tools import corpus_files
from tests.syntax.bashlex_compare import ours, theirs
from vshell.syntax import ParseError, parse


def _corpus_lines() -> list[str]:
    seen: dict[str, None] = {}
    for path in corpus_files():
        for line in path.read_bytes().decode("utf-8", "surrogateescape").split("\n"):
            line = line.strip()
            if line and not line.startswith("#"):
                seen.setdefault(line)
    return list(seen)


def _compare(line: str) -> bool | None:
    """True/False when both parse it within the compared subset, None when outside it."""
    try:
        shape = ours(parse(line, extglob=True))
    except ParseError:
        return None
    if shape is None:
        return None
    try:
        nodes = bashlex.parse(line)
    except Exception:  # bashlex's own parse errors and limitations
        return None
    theirs_shape = theirs(nodes)
    if theirs_shape is None:
        return None
    return shape == theirs_shape


def test_corpus_commands_agree_with_bashlex() -> None:
    compared = 0
    differing = []
    for line in _corpus_lines():
        result = _compare(line)
        if result is None:
            continue
        compared += 1
        if not result:
            differing.append(line)
    assert differing == []
    assert compared >= 2000


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(simple_scripts())
def test_generated_commands_agree_with_bashlex(script: str) -> None:
    result = _compare(script)
    assume(result is not None)
    assert result, script
