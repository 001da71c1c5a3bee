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
## xfail: L-posix-prefix POSIX-mode prefix assignments before special builtins do not persist
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
## xfail: L-underscore $_ is not copied back from a subshell
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
