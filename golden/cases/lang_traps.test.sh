# Traps: EXIT, ERR, RETURN, DEBUG; in subshells and functions; trap listing and reset.

#### exit trap runs at end
trap 'echo bye' EXIT
echo hello

#### exit trap runs on exit builtin with status
trap 'echo "trap sees $?"' EXIT
exit 4

#### exit trap can change nothing about status unless it exits
trap 'echo in-trap; exit 9' EXIT
exit 2

#### exit trap with signal number zero
trap 'echo zero' 0
true

#### exit trap replaced by later trap
trap 'echo first' EXIT
trap 'echo second' EXIT

#### trap with empty string ignores
trap '' EXIT
echo done

#### trap reset with dash
trap 'echo never' EXIT
trap - EXIT
echo done

#### trap listing with trap -p
trap 'echo x' EXIT
trap -p EXIT

#### trap listing without args
trap 'echo a' EXIT
trap 'echo b' ERR
trap

#### trap with quotes in command listing
trap "echo 'it''s'" EXIT
trap -p
trap - EXIT

#### exit trap in subshell runs for subshell
( trap 'echo sub-exit' EXIT; echo in-sub )
echo after

#### exit trap not inherited by subshell
trap 'echo main-exit' EXIT
( echo sub )
echo main

#### exit trap not run in command substitution
trap 'echo main-exit' EXIT
x=$(echo value)
echo "$x"

#### traps are listed in command substitution
trap 'echo t' EXIT
x=$(trap -p EXIT)
echo "$x"
trap - EXIT

#### err trap runs on failing command
trap 'echo "err at status $?"' ERR
false
echo continue

#### err trap not run in condition
trap 'echo err-trap' ERR
if false; then :; fi
false || true
echo done

#### err trap not inherited by function without errtrace
trap 'echo err-trap' ERR
f() { false; echo in-f; }
f

#### errtrace makes err trap inherited
set -E
trap 'echo "err-trap in ${FUNCNAME[0]:-main}"' ERR
f() { false; }
f

#### err trap with line number
trap 'echo "failed at line $LINENO"' ERR
true
false

#### err trap fires for failing pipeline
trap 'echo err-trap' ERR
true | false
echo after

#### err trap in subshell with errtrace
set -E
trap 'echo sub-err' ERR
( false )
echo "status $?"

#### return trap runs when function returns
f() { trap 'echo returning' RETURN; echo in-f; }
f
echo after

#### return trap set globally needs functrace
trap 'echo ret-trap' RETURN
f() { echo body; }
f
echo after

#### return trap with functrace
set -T
trap 'echo "ret from ${FUNCNAME[0]}"' RETURN
f() { :; }
f

#### return trap runs after source
## file: lib.sh
## | echo sourcing
trap 'echo ret-trap' RETURN
. ./lib.sh
echo after

#### debug trap runs before each command
trap 'echo "debug: $BASH_COMMAND"' DEBUG
x=1
echo $x

#### debug trap removed
trap 'echo dbg' DEBUG
trap - DEBUG
echo quiet

#### exit trap runs when set -e exits
set -e
trap 'echo "cleanup $?"' EXIT
false
echo not reached

#### exit trap runs after unbound variable error
set -u
trap 'echo cleanup' EXIT
echo $zz_unset

#### exit trap status from last command in trap
trap 'false' EXIT
true

#### exit trap output redirected
trap 'echo to-stderr >&2' EXIT
echo main

#### exit trap runs function
cleanup() { echo "cleaning $1"; }
trap 'cleanup now' EXIT
echo work

#### trap with multiple signals
trap 'echo caught' EXIT ERR
false
echo x

#### trap invalid signal
trap 'echo x' NOSUCHSIG
echo "status $?"

#### trap with only one argument resets
trap 'echo x' EXIT
trap EXIT
echo done

#### trap -l lists signals
trap -l | head -1

#### trap signal names with SIG prefix accepted
trap 'echo exiting' SIGTERM EXIT
trap -p SIGTERM

#### kill self with trapped signal
trap 'echo got TERM' TERM
kill -TERM $BASHPID
echo after

#### ignored signal in trap list
trap '' INT
trap -p INT

#### trap in function is global
f() { trap 'echo from-f-trap' EXIT; }
f
echo main

#### exit trap running exit inside function
f() { exit 3; }
trap 'echo "exit status $?"' EXIT
f

#### err trap and exit code preserved
trap 'echo trapped' ERR
(exit 5)
echo "status $?"

#### nested trap set inside trap
trap 'trap "echo inner" EXIT; echo outer' EXIT
echo main

#### trap -p for unset trap prints nothing
trap -p ERR
echo "[$?]"

#### err trap not triggered by negated command
trap 'echo err' ERR
! false
! true
echo done

#### err trap fires for the last command of an and-list
trap 'echo err' ERR
true && false
echo done

#### debug trap sees arithmetic command
trap 'echo "dbg: $BASH_COMMAND"' DEBUG
(( 1 + 1 ))
trap - DEBUG

#### signal exit status from kill
( kill -TERM $BASHPID; echo not )
echo "status $?"

#### exit trap in subshell of pipeline
echo x | ( trap 'echo pipe-sub-exit' EXIT; cat )
