"""Property: ``Shell.run`` returns an int status or raises ``RunAborted`` -- never anything else."""

from __future__ import annotations

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.interp.conftest import make_shell
from vshell.limits import Budget, InternalError, Limits, RunAborted

WORDS = ["x", "$x", '"$@"', "${x:-d}", "${#x}", "$((1+2))", "$(echo a)", "'q'", "*", "{a,b}", "${a[1]}", "~"]
CMDS = ["echo", "printf %s", "x=1", "a=(1 2)", "read -r v", "set --", "declare -p", "unset x", "[[ -n", "(( i++ ))"]
OPS = [";", "&&", "||", "|", "\n", " & wait;"]


@st.composite
def scripts(draw: st.DrawFn) -> str:
    parts = []
    for _ in range(draw(st.integers(1, 5))):
        cmd = draw(st.sampled_from(CMDS))
        args = " ".join(draw(st.lists(st.sampled_from(WORDS), max_size=3)))
        wrap = draw(
            st.sampled_from(
                ["{}", "( {} )", "{{ {}; }}", "if {}; then :; fi", "for i in 1 2; do {}; done", "f() {{ {}; }}; f"]
            )
        )
        parts.append(wrap.format(f"{cmd} {args}".strip()))
        parts.append(draw(st.sampled_from(OPS)))
    return "".join(parts[:-1])


def _run(script: str) -> None:
    limits = Limits(wall_time=5.0, steps=200_000, loop_iterations=10_000)
    sh, _fs, _ = make_shell(limits)
    try:
        status = sh.run(
            script, stdin=io.BytesIO(b"in\n"), stdout=io.BytesIO(), stderr=io.BytesIO(), budget=Budget(limits)
        )
    except InternalError as e:  # an internal error is a bug: show its cause
        raise AssertionError(f"internal error for {script!r}") from e.__cause__
    except RunAborted:
        return
    assert isinstance(status, int) and 0 <= status <= 255


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(scripts())
def test_generated_scripts_never_raise(script: str) -> None:
    _run(script)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(alphabet=st.sampled_from(list("ab $(){}[]'\"\\|&;<>*?!#=-+%@~`\n\t0123")), max_size=40))
def test_random_text_never_raises(script: str) -> None:
    _run(script)
