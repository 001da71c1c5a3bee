# set -e (errexit): when it stops the shell and every exemption; set -u (nounset).

#### set -e stops at failing command
set -e
echo before
false
echo after

#### set -e status is the failing command's
set -e
(exit 3)
echo never

#### set -e exempt in if condition
set -e
if false; then echo yes; else echo no; fi
echo after

#### set -e exempt in while condition
set -e
while false; do :; done
echo after

#### set -e exempt in until condition
set -e
n=0
until [ $n -ge 2 ]; do n=$((n+1)); done
echo "after $n"

#### set -e exempt in and list except last
set -e
false && echo no
echo after

#### set -e applies to last command of and list
set -e
true && false
echo not reached

#### set -e exempt in or list
set -e
false || echo rescued
echo after

#### set -e last of or list fails
set -e
false || false
echo not reached

#### set -e exempt for negated command
set -e
! true
echo after $?

#### set -e exempt for negated pipeline returning failure
set -e
! echo x | grep -q x
echo "after $?"

#### set -e pipeline failure in last stage exits
set -e
true | false
echo not reached

#### set -e pipeline failure in first stage ignored without pipefail
set -e
false | true
echo after

#### set -e with pipefail exits on first stage failure
set -eo pipefail
false | true
echo not reached

#### set -e in subshell exits subshell only
set -e
(false; echo in-sub) || echo "sub failed"
echo after

#### set -e inherited by subshell
set -e
( false; echo not-in-sub )
echo not reached

#### set -e ignored in function called in condition
set -e
f() { false; echo "f continues"; }
if f; then echo true-branch; fi
echo after

#### set -e in function exits whole shell
set -e
f() { false; echo nope; }
f
echo not reached

#### set -e ignored in function called with or
set -e
f() { false; echo "inside f"; return 1; }
f || echo "f failed"

#### set -e command substitution in assignment exits
set -e
x=$(false)
echo not reached

#### set -e command substitution as argument does not exit
set -e
echo "arg: $(false)"
echo after

#### set -e local with failing substitution does not exit
set -e
f() { local x=$(false); echo "status masked"; }
f

#### set -e declare with failing substitution does not exit
set -e
declare y=$(false)
echo after

#### set -e command substitution inherits errexit only with inherit_errexit
set -e
x=$(false; echo printed)
echo "$x"

#### inherit_errexit makes substitution stop
set -e
shopt -s inherit_errexit
x=$(false; echo printed)
echo not reached

#### set -e arithmetic zero result exits
set -e
(( 0 ))
echo not reached

#### set -e arithmetic increment from zero exits
set -e
i=0
(( i++ ))
echo not reached

#### set -e let with zero exits
set -e
let x=0
echo not reached

#### set -e test failure exits
set -e
[ 1 -eq 2 ]
echo not reached

#### set -e double bracket failure exits
set -e
[[ a == b ]]
echo not reached

#### set -e compound command braces failure
set -e
{ false; }
echo not reached

#### set -e ignores failure inside condition braces
set -e
if { false; echo in-braces; }; then echo then; fi
echo after

#### set -e trap ERR runs before exit
set -e
trap 'echo "err trap $?"' ERR
false
echo not reached

#### set -e exit trap runs
set -e
trap 'echo "exit trap $?"' EXIT
false

#### set +e turns off
set -e
set +e
false
echo after

#### dollar dash shows e
set -e
echo $- | grep -q e && echo has-e

#### set -o errexit form
set -o errexit
false
echo not reached

#### set -e eval failure exits
set -e
eval false
echo not reached

#### set -e in for loop body exits
set -e
for i in 1 2; do echo $i; false; done
echo not reached

#### set -e case with failing command
set -e
case x in x) false;; esac
echo not reached

#### set -e return nonzero from function at top level exits
set -e
f() { return 2; }
f
echo not reached

#### set -e ignored within while body when loop is in a condition
set -e
if while false; do :; done; then echo ok; fi

#### set -e failure of command not found
set -e
nosuchcmd_zz
echo not reached

#### set -e redirect failure of builtin
set -e
echo x < missingfile
echo not reached

#### set -e subshell failure inside and list is exempt
set -e
(false) && echo no
echo after

#### set -u unbound variable error
set -u
echo "$undefined_zz"
echo not reached

#### set -u default expansion is fine
set -u
echo "${undefined_zz:-default}"

#### set -u empty variable is fine
set -u
e=
echo "[$e]"

#### set -u unset positional
set -u
echo "$1"
echo not reached

#### set -u dollar at with no args is fine
set -u
echo "[$@]" "[$*]" $#

#### set -u unset array element
set -u
a=(1)
echo "${a[5]}"
echo not reached

#### set -u empty array expansion is fine in 5.2
set -u
a=()
echo "[${a[@]}]"

#### set -u length of unset variable
set -u
echo ${#nothere}
echo not reached

#### set -u in arithmetic
set -u
echo $(( nothere + 1 ))
echo not reached

#### set -u plus alternate is fine
set -u
echo "[${nothere+set}]"

#### set -u error in function mentions variable
set -u
f() { echo "$missing_in_f"; }
f
echo not reached

#### set -u unset variable in subshell exits subshell
set -u
( echo $nothere_zz )
echo "after $?"

#### set +u allows again
set -u
set +u
echo "[$undefined_zz]"

#### set -u with -v test
set -u
[[ -v nothere ]] || echo not-set

#### set -eu combined
set -eu
x=1
echo $x
echo $y
echo not reached

#### set -e after failure in background job
set -e
false &
wait $! || echo "bg failed"
echo after

#### set -e with while loop last command failing
set -e
n=0
while [ $n -lt 2 ]; do n=$((n+1)); done
echo "loop done $n"
