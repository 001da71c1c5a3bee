"""Language semantics; every expected value was measured with GNU bash 5.2.15 (``bash -c``)."""

from __future__ import annotations

from tests.interp.conftest import Runner


def test_ifs_non_whitespace_fields(run: Runner) -> None:
    assert run('IFS=:; x=":a::b:"; printf "[%s]" $x; echo') == ("[][a][][b]\n", "", 0)


def test_ifs_mixed_whitespace_and_colon(run: Runner) -> None:
    assert run('IFS=" :"; x=" : a : b :: c "; printf "[%s]" $x; echo') == ("[][a][b][][c]\n", "", 0)


def test_quoted_empties_around_split_value(run: Runner) -> None:
    assert run('x=" a "; printf "[%s]" ""$x""; echo') == ("[][a][]\n", "", 0)


def test_at_star_quoting(run: Runner) -> None:
    script = 'set -- a "" b; printf "[%s]" $@; echo; printf "[%s]" "$@"; echo; printf "[%s]" "x$@y"; echo'
    assert run(script) == ("[a][b]\n[a][][b]\n[xa][][by]\n", "", 0)


def test_slices(run: Runner) -> None:
    out, _, _ = run("a=(1 2 3 4 5); echo ${a[@]:1:2} ${a[@]: -2}; set -- a b c; echo ${@:0:2} ${@:2}")
    assert out == "2 3 4 5\nbash a b c\n"


def test_assoc_key_order_is_bash_hash_order(run: Runner) -> None:
    assert run("declare -A a; a[x]=1 a[y]=2 a[abc]=3 a[10]=4; echo ${!a[@]}") == ("y x abc 10\n", "", 0)


def test_declare_p_formats(run: Runner) -> None:
    out, _, _ = run("declare -i x=3; x+=2; declare -l y=ABC; declare -p x y; a=(1 2 3); a[10]=x; declare -p a")
    assert out == 'declare -i x="5"\ndeclare -l y="abc"\ndeclare -a a=([0]="1" [1]="2" [2]="3" [10]="x")\n'


def test_local_unset_and_declare_p(run: Runner) -> None:
    assert run('x=1; f(){ local x; echo "[${x-unset}]"; declare -p x; }; f') == ("[unset]\ndeclare -- x\n", "", 0)


def test_read_ifs_rules(run: Runner) -> None:
    script = (
        'IFS=: read a b <<< "x:y:z:"; echo "[$a][$b]"; IFS=: read a b <<< "x:y:"; echo "[$a][$b]";'
        ' read a b <<< "  x  y  z  "; echo "[$a][$b]"; read <<< "  x  "; echo "[$REPLY]"'
    )
    assert run(script) == ("[x][y:z:]\n[x][y]\n[x][y  z]\n[  x  ]\n", "", 0)


def test_unbound_variable_exits_127(run: Runner) -> None:
    assert run("set -u; echo $y; echo after") == ("", "bash: line 1: y: unbound variable\n", 127)


def test_bad_substitution_abandons_only_the_line(run: Runner) -> None:
    assert run("echo ${x!}\necho $?") == ("1\n", "bash: line 1: ${x!}: bad substitution\n", 0)


def test_arith_error_in_function_reports_environment(run: Runner) -> None:
    out, err, _ = run("f(){ echo $((1/0)); }\nf\necho next $?")
    assert (out, err) == ("next 1\n", 'environment: line 1: 1/0: division by 0 (error token is "0")\n')


def test_arith_command_error_continues(run: Runner) -> None:
    assert run("(( 1/0 )); echo after $?") == (
        "after 1\n",
        'bash: line 1: ((: 1/0 : division by 0 (error token is "0 ")\n',
        0,
    )


def test_redirection_order(run: Runner) -> None:
    out, err, _ = run("{ echo out; echo err >&2; } 2>&1 >/dev/null; { echo o2; echo e2 >&2; } >/dev/null 2>&1")
    assert (out, err) == ("err\n", "")


def test_xtrace_format(run: Runner) -> None:
    _, err, _ = run("set -x; x=1 y=$(echo a); echo \"a b\" c 'd'")
    assert err == "+ x=1\n++ echo a\n+ y=a\n+ echo 'a b' c d\n"


def test_break_two_levels(run: Runner) -> None:
    assert run("for i in 1 2; do for j in a b; do break 2; done; echo no; done; echo $i$j") == ("1a\n", "", 0)


def test_getopts_loop(run: Runner) -> None:
    out, err, _ = run('while getopts "ab:" o -a -b v -c x; do echo "$o ${OPTARG-}"; done; echo $OPTIND')
    assert (out, err) == ("a \nb v\n? \n5\n", "bash: illegal option -- c\n")


def test_persistent_state_between_runs(run: Runner) -> None:
    run("f() { echo in-f; }; x=5; cd /home/user")
    assert run("f; echo $x; pwd") == ("in-f\n5\n/home/user\n", "", 0)


def test_exit_runs_exit_trap(run: Runner) -> None:
    assert run("trap 'echo bye' EXIT; exit 3") == ("bye\n", "", 3)
