# POSIX mode (set -o posix): POSIXLY_CORRECT, export -p and readonly -p formats, break outside a
# loop, `.` of a missing file, and set -n stopping execution.

#### POSIXLY_CORRECT follows posix mode
set -o posix
echo "${POSIXLY_CORRECT-unset}"
set +o posix
echo "${POSIXLY_CORRECT-unset}"

#### shopt -o -s posix sets POSIXLY_CORRECT
shopt -o -s posix
echo "${POSIXLY_CORRECT-unset}"

#### export -p in posix mode
set -o posix
export A=1 B
declare -a arr=(1)
export arr
export -p | grep -E '^export (-a )?(A|B|arr)'

#### readonly -p in posix mode
set -o posix
readonly R=2
readonly -a RA=(x)
readonly -p | grep -E ' (R|RA)='

#### break outside a loop in posix mode is silent
set -o posix
break
echo "rc=$?"
continue
echo "rc=$?"

#### dot of a missing file ends a posix shell
set -o posix
. ./nosuchfile
echo "not reached"

#### command dot of a missing file does not end a posix shell
set -o posix
command . ./nosuchfile
echo "rc=$?"

#### set -n stops the rest of the line
echo before
set -n; echo not-run
echo not-run-either

#### set -n inside a function
f() { set -n; echo in-f; }
f
echo after

#### shopt -o with a bad name
shopt -o -s nosuch
echo "rc=$?"

#### posix: expand_aliases follows posix mode
set -o posix
shopt -p expand_aliases
alias e=echo
set +o posix
shopt -p expand_aliases

#### posix: aliases expand in a posix shell
set -o posix
alias e='echo aliased'
e hi

#### posix: a redirection word that expands to nothing is ambiguous
set -o posix
e=
echo hi > $e
echo "status $?"
echo hi > "$@"
echo "status $?"

#### posix: source without a file name ends the shell
set -o posix
source
echo not reached

#### posix: shift_verbose off again keeps shift quiet
set -o posix
shopt -u shift_verbose
shift 4
echo "status $?"

#### posix: an offset's arithmetic error does not end the shell
set -o posix
x=abc
echo ${x:1+}
echo "status $?"

#### posix: a readonly assignment in a subshell ends only the subshell
set -o posix
(readonly r=1; r=2; echo in)
echo "status $?"
x=$(readonly v=1; for v in a; do :; done; echo in)
echo "status $? [$x]"

#### posix: an assignment to a readonly variable ends the shell with 127
set -o posix
readonly r=1
r=2
echo "status $?"

#### posix: a readonly prefix assignment abandons a regular command
set -o posix
readonly r=1
r=2 true
echo "status $?"

#### posix: a readonly prefix assignment before a special builtin ends the shell
set -o posix
readonly r=1
r=2 :
echo "status $?"

#### posix: a readonly for variable ends the shell
set -o posix
readonly v=1
for v in a b; do echo $v; done
echo "status $?"

#### posix: shift out of range does not end the shell
set -o posix
shift 5
echo "status $?"

#### posix: a special builtin's bad option ends the shell with 2
set -o posix
set -Q
echo "status $?"

#### posix: export of a bad name goes on
set -o posix
export 1a=b
echo "status $?"

#### posix: unset of a readonly variable goes on
set -o posix
readonly q=1
unset q
echo "status $?"

#### posix: return outside a function ends the shell
set -o posix
return 3
echo "status $?"

#### posix: exit with a bad argument
set -o posix
exit abc
echo "status $?"

#### posix: trap of a bad signal goes on
set -o posix
trap : NOSUCH
echo "status $?"

#### posix: a redirection error on a special builtin ends the shell
set -o posix
: > /nonexistent/x
echo "status $?"

#### posix: a redirection error on a regular builtin goes on
set -o posix
echo hi > /nonexistent/x
echo "status $?"

#### posix: command takes away a special builtin's fatal errors
set -o posix
command shift 5
echo "status $?"

#### posix: a syntax error in eval ends the shell
set -o posix
eval 'if'
echo "status $?"

#### a syntax error in eval goes on outside posix mode
eval 'if'
echo "status $?"

#### posix: a syntax error in a sourced file ends the shell
set -o posix
echo 'if' > f.sh
. ./f.sh
echo "status $?"

#### posix: an arithmetic expansion error ends the shell with 127
set -o posix
echo $((1+))
echo "status $?"

#### posix: a ${x:?} error ends the shell
set -o posix
echo ${x:?boom}
echo "status $?"

#### posix: a bad substitution ends the shell with 127
set -o posix
echo ${x&}
echo "status $?"

#### posix: trap -p lists every signal, - for the defaults
set -o posix
trap 'echo x' INT
trap -p

#### trap -p lists only the traps set
trap 'echo x' INT
trap -p

#### posix: trap lists signal names without SIG
set -o posix
trap 'echo x' USR1 TERM
trap

#### posix: trap with one signal name is a usage error
set -o posix
trap 'echo t' USR1
trap USR1
trap -p USR1
trap 1 USR1 2>&1
trap -p

#### posix: kill -l lists the names on one line
set -o posix
kill -l | head -c 60; echo

#### posix: kill takes no SIG prefix
set -o posix
kill -s SIGTERM 99999
echo "status $?"
kill -SIGTERM 99999
echo "status $?"

#### posix: ${!#} and ${!?} are $! with an operator
set -o posix
set -- a b
echo ${!#}
x=1; echo ${!?}
echo "status $?"

#### posix: an assignment before a special builtin stays
set -o posix
x=1 :
echo "x=$x"
y=2 true
echo "y=$y"
f() { :; }
z=3 f
echo "z=$z"

#### an assignment before a special builtin goes away outside posix mode
x=1 :
echo "x=$x"

#### posix: command export keeps assignment tilde expansion
set -o posix
command export a=~/x
echo "$a"

#### command export outside posix mode
command export a=~/x
echo "$a"

#### posix: a function named as a special builtin is fatal
set -o posix
break() { echo mine; }
echo "status $?"

#### posix: a function name must be a valid name
set -o posix
a-b() { echo x; }
echo "status $?"

#### posix: a special builtin is found before a function
set -o posix
f() { :; }
eval() { echo func; }
eval echo builtin

#### posix: type and declare -f of a function keyword definition
set -o posix
function f { echo hi; }
type f
declare -f f

#### posix: tilde expansion only in real assignments
set -o posix
x=a:~/b
echo "$x"
echo y=~/c
declare d=~/d
echo "$d"

#### posix: a redirection word is not split
set -o posix
f="a b"
echo hi > $f
ls

#### posix: a redirection word is not globbed
## file: one.txt
set -o posix
echo hi > *.txt
ls

#### posix: command substitution inherits set -e
set -o posix
shopt -p inherit_errexit
set -e
x=$(false; echo after)
echo "x=$x"

#### posix: shift_verbose is on
set -o posix
shopt -p shift_verbose
set -- a
shift 3
echo "status $?"

#### posix: alias lists without the alias keyword unless -p
set -o posix
alias ll='ls -l'
alias
alias -p

#### posix: set lists no functions
set -o posix
f() { :; }
set | grep -c '^f ()'

#### posix: set quotes only values with metacharacters
set -o posix
x=$'a\tb'
y='c d'
set | grep '^[xy]='

#### posix: echo with xpg_echo takes no options
set -o posix
shopt -s xpg_echo
echo -n 'a\tb'
echo -e x

#### posix: single quotes in a braced expansion inside double quotes
set -o posix
x=abc
echo "${x:-'q'}"
echo "${x#'a'}"
echo "${y:-'q'}"

#### posix: a quoted $* in a pattern
set -o posix
set -- a b
x='a b'
case $x in "$*") echo m;; esac
[[ $x == "$*" ]] && echo m2

#### posix: export -p and readonly -p formats
set -o posix
export X=1
export -p | grep X=
readonly R=2
readonly -p | grep R=

#### posix: readonly with a bad option ends the shell
set -o posix
readonly -z
echo "status $?"

#### posix: cd failure goes on
set -o posix
cd /nonexistent
echo "status $?"

#### posix: dot does not search the current directory and ends the shell
set -o posix
echo 'echo sourced' > g.sh
. g.sh
echo "status $?"

#### dot falls back on the current directory outside posix mode
echo 'echo sourced' > g.sh
. g.sh
echo "status $?"

#### posix: local outside a function goes on
set -o posix
local x=1
echo "status $?"

#### posix: unset -f of a bad name
set -o posix
unset -f 'a b'
echo "status $?"

#### posix: set -o posix turns on inherit_errexit and shift_verbose
set -o posix
shopt -p inherit_errexit shift_verbose
set -o | grep posix
echo $SHELLOPTS

#### posix: set +o posix turns shift_verbose off and keeps inherit_errexit
set -o posix
set +o posix
shopt -p inherit_errexit shift_verbose
echo ${POSIXLY_CORRECT-unset}

#### posix: readonly -f of a missing function goes on
set -o posix
readonly -f nosuch
echo "status $?"

#### posix: continue outside a loop
set -o posix
continue
echo "status $?"

#### posix: exec of a missing command ends the shell
set -o posix
exec /nonexistent/cmd
echo "status $?"

#### posix: a special builtin's error in a pipeline ends only that stage
set -o posix
shift 5 | cat
echo "status $?"

#### posix: a special builtin's error ends only its subshell
set -o posix
(shift 5; echo in)
echo "status $?"

#### posix: a special builtin's error in a function ends the shell
set -o posix
f() { shift 5; echo in; }
f
echo "status $?"

#### posix: a special builtin's error in an if condition
set -o posix
if shift 5; then echo y; else echo n; fi
echo "status $?"

#### posix: a readonly assignment in a function ends the shell
set -o posix
readonly r=1
f() { r=2; echo in; }
f
echo "status $?"

#### posix: declare of a readonly variable goes on
set -o posix
readonly r=1
declare r=2
echo "status $?"

#### posix: local shadowing a readonly variable
set -o posix
readonly r=1
f() { local r=2; echo "in $r"; }
f
echo "status $?"
