# Subshells and groups: isolation of variables, cwd, options, traps and functions; special variables.

#### subshell variable changes do not leak
x=1
( x=2; echo "in $x" )
echo "out $x"

#### brace group runs in current shell
x=1
{ x=2; }
echo $x

#### subshell cd does not leak
## dir: sub
( cd sub && pwd )
pwd

#### subshell exit status
( exit 7 )
echo $?

#### exit in subshell does not end script
( exit 1 ); echo continues

#### exit in brace group ends script
{ echo in-group; exit 3; }
echo not reached

#### subshell inherits variables
x=outer
( echo "sees $x" )

#### subshell inherits functions
f() { echo from-f; }
( f )

#### function defined in subshell does not leak
( g() { echo g; } )
g
echo "status $?"

#### subshell set options do not leak
( set -f; echo $- | grep -q f && echo f-in-sub )
echo $- | grep -q f || echo no-f-outside

#### nested subshells
( ( ( echo deep ) ) )

#### subshell output redirection
( echo a; echo b ) > out
cat out

#### brace group needs semicolon before closing brace
{ echo one; echo two; }

#### brace group with newline
{
  echo multi
}

#### subshell with pipe inside
( echo abc | tr a-z A-Z )

#### BASHPID differs in subshell
[ "$( echo $BASHPID )" != "$BASHPID" ] && echo different
[ "$( echo $$ )" = "$$" ] && echo dollar-dollar-same

#### BASH_SUBSHELL counts nesting
echo $BASH_SUBSHELL
( echo $BASH_SUBSHELL; ( echo $BASH_SUBSHELL ) )

#### SHLVL in fresh shell
echo $SHLVL
bash -c 'echo $SHLVL'

#### LINENO counts lines
echo $LINENO
echo $LINENO

#### LINENO inside function
f() {
  echo "line $LINENO"
}
f

#### BASH_LINENO for function call
f() { echo "${BASH_LINENO[0]}"; }
f

#### subshell umask does not leak
( umask 077; umask )
umask

#### trap -p in a subshell still lists the parent exit trap
trap 'echo parent-trap' EXIT
( trap -p EXIT; echo sub )

#### exported variable visible in child shell
export E=exported
bash -c 'echo $E'

#### non-exported variable not visible in child shell
N=notexported
bash -c 'echo "[${N-unset}]"'

#### prefix assignment exported to child only
V=temp bash -c 'echo "child $V"'
echo "parent [${V-unset}]"

#### prefix assignment before builtin is temporary
V=temp true
echo "[${V-unset}]"

#### prefix assignment before special builtin is temporary outside posix mode
V=kept :
echo "[${V-unset}]"

#### prefix assignment before special builtin persists in posix mode
set -o posix
V=kept :
echo "[${V-unset}]"

#### prefix assignment before function is temporary
f() { echo "in f: $V"; }
V=fn f
echo "[${V-unset}]"

#### assignment only command status is last substitution
x=$(false)
echo $?
x=1
echo $?

#### multiple assignments evaluated left to right
a=1 b=$a
echo $b

#### subshell sees dollar dollar of parent
p=$$
( [ $$ = $p ] && echo same-pid-var )

#### command grouping status
{ false; true; }
echo $?
( true; false )
echo $?

#### subshell in condition
if ( exit 0 ); then echo zero-true; fi

#### negated subshell
! ( exit 3 )
echo $?

#### background subshell with wait
( echo bg-out ) &
wait
echo done

#### background job status via wait dollar bang
( exit 9 ) &
pid=$!
wait $pid
echo $?

#### jobs listing after wait is empty
sleep 0.01 &
wait
jobs
echo "jobs-done"

#### PWD after cd to same directory with trailing slash
## dir: d
cd d/
echo "${PWD#"$OLDPWD"}"

#### subshell reading stdin
## stdin: one\ntwo\n
( read a; echo "sub read $a" )
read b
echo "main read $b"

#### variable assignment in while loop in pipeline lost
x=0
echo 1 | while read -r n; do x=$n; done
echo $x

#### group output redirected as a whole
{ echo a; echo b >&2; } 2>&1 | cat

#### dollar underscore after subshell
( : )
echo "[$_]"

#### HOME and PWD are set
[ -n "$HOME" ] && [ -d "$HOME" ] && echo home-ok
[ "$PWD" = "$(pwd)" ] && echo pwd-ok

#### arithmetic command status in conditions
(( 2 > 1 )) && echo yes
(( 0 )) || echo zero-is-false
x=$(( 5 > 3 ))
echo $x

#### let and arithmetic assignment affect current shell
let n=3*4
(( m = n + 1 ))
echo $n $m

#### arithmetic in subshell does not leak
( (( k = 5 )) )
echo "[${k-unset}]"

#### deprecated dollar bracket arithmetic
echo $[2+3]

#### dollar underscore is empty after an assignment-only command
echo a b; x=1; echo "[$_]"; echo c; x=$(echo d e); echo "[$_]"

#### dollar underscore is empty after a redirection-only command
echo a b; >/dev/null; echo "[$_]"; echo c; $empty; echo "[$_]"

#### dollar underscore after a prefix assignment and a command
echo a; x=1 true; echo "[$_]"

#### dollar underscore is not changed by (( )) and [[ ]]
echo e; ((1)); echo "[$_]"; echo f; [[ 1 ]]; echo "[$_]"

#### dollar underscore is not changed by a pipeline or a subshell
echo q r; echo z | cat >/dev/null; echo "[$_]"; true 5; (cd /); echo "[$_]"

#### dollar underscore at the start is the shell's name
echo "[$_]"

#### commands get the program path in their environment as underscore
env | grep '^_='; printenv _; x=1; printenv _

#### a bash -c child starts with its path in underscore
bash -c 'echo "[$_]"'; sh -c 'echo "[$_]"'

#### a script starts with its path in underscore
## file: s.sh
## | #!/bin/bash
## | echo "[$_]"
## mode: s.sh 755
./s.sh; bash s.sh

#### posix mode prefix assignments before export and eval stay
set -o posix
W=1 export X=2; echo "$W $X"
Y=3 eval 'echo in $Y'; echo "[${Y-unset}]"
f() { :; }; Z=3 f; echo "[${Z-unset}]"
Q=4 true; echo "[${Q-unset}]"

#### posix mode readonly prefix assignment before a special builtin exits
set -o posix
readonly R=1
R=2 :
echo "not reached $?"

#### readonly prefix assignment before a special builtin outside posix mode
readonly R=1
R=2 :
echo "st $? R=$R"

#### a fatal error in a script file ends it with status 1
## file: u.sh
## | set -u
## | echo $zz
## | echo after
bash u.sh; echo "child $?"; bash -c 'set -u; echo $zz; echo after'; echo "dash c $?"
