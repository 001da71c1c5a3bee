# Positional parameters, shift, set (options, --, listing), special parameters.

#### set dash dash replaces positionals
set -- a b c
echo $# "$@"

#### set dash dash with no args clears
set -- a b
set --
echo $#

#### set with words starting with dash needs dash dash
set -- -x -y
echo "$1 $2"

#### set dash alone ends options too
set - a b
echo "$# $1"

#### shift by one
set -- a b c
shift
echo "$@"

#### shift by n
set -- a b c d
shift 2
echo "$@"

#### shift too many fails and keeps params
set -- a b
shift 3
echo "status $? $#"

#### shift zero is no-op
set -- a
shift 0
echo "$# $1"

#### shift negative count
set -- a
shift -1
echo "status $?"

#### shift non-numeric
set -- a
shift x
echo "status $?"

#### shift with no params fails
set --
shift
echo "status $?"

#### dollar hash after shifts in loop
set -- a b c
while [ $# -gt 0 ]; do echo "$1 ($#)"; shift; done

#### dollar zero is bash
echo "$0"

#### dollar dash contains option letters
set -f
case $- in *f*) echo has-f;; esac
set +f
case $- in *f*) echo still;; *) echo no-f;; esac

#### dollar dash contains h and B and c
echo $-

#### dollar underscore is last argument of previous command
echo a b last
echo "$_"

#### dollar question after success and failure
true; echo $?
false; echo $?

#### dollar question of command not found
nosuchcommand_zz 2>/dev/null
echo $?

#### dollar question of non-executable file
## file: script.sh
## | echo hi
./script.sh
echo $?

#### dollar question of directory as command
## dir: adir
./adir
echo $?

#### dollar question after syntax error in eval
eval 'fi'
echo $?

#### dollar question after expansion error
x=$(( 1/0 ))
echo $?

#### dollar question preserved by echo in compound
(exit 42)
echo "status $?"
echo "now $?"

#### set -x traces to stderr
set -x
echo traced
x=1

#### set -x with PS4
PS4='+> '
set -x
echo hi

#### set -x in function shows nesting
set -x
f() { echo in-f; }
f

#### set -x shows quoted arguments
set -x
echo 'a b' "c"

#### set -v prints input lines
set -v
echo verbose

#### set -f disables globbing
## file: a.txt
set -f
echo *.txt

#### set -o lists options
set -o | grep -E '^(errexit|noglob|nounset) '

#### set +o prints commands to restore
set +o | grep -E 'errexit|noglob'

#### set -o invalid option
set -o nosuchoption
echo "status $?"

#### set invalid flag
set -Z
echo "status $?"

#### set without args lists variables including one
MYVAR_ZZ=1
set | grep '^MYVAR_ZZ='

#### set -n reads but does not execute
set -n
echo not-printed

#### set -a exports all assignments
set -a
AUTOEXP=yes
bash -c 'echo "child $AUTOEXP"'

#### set -C same as noclobber
set -C
[[ -o noclobber ]] && echo on

#### set -e -u combined in one flag
set -eu
echo $-

#### set -o posix is reported by shopt -o
set -o posix
shopt -oq posix && echo posix-on

#### shopt lists and sets
shopt -s nullglob
shopt nullglob
shopt -u nullglob
shopt nullglob

#### shopt -p prints commands
shopt -p extglob nullglob

#### shopt invalid name
shopt -s nosuchopt
echo "status $?"

#### shopt -q status only
shopt -q nullglob
echo "status $?"

#### shopt -o manipulates set options
shopt -so errexit
echo $- | grep -q e && echo e-on

#### positional beyond count is empty
set -- a
echo "[$2] [${5}]"

#### dollar star and at with IFS unset
unset IFS
set -- 'a b' c
echo "$*"

#### set resets positional in function only
f() { set -- x y z; echo $#; }
set -- a
f
echo $#

#### shift in function does not affect caller
f() { shift; echo "f: $*"; }
set -- a b c
f 1 2 3
echo "main: $*"

#### long list of positionals
set -- {1..20}
echo $# ${20} ${!#}

#### last positional via indirect
set -- x y z
echo ${!#} ${@: -1}

#### set with array-like argument containing spaces
set -- "a b" "c d"
echo $#

#### BASH_ARGV0 sets dollar zero
BASH_ARGV0=custom
echo $0

#### dollar hash of function arguments
f() { echo $#; }
f
f ''
f a b

#### set -o noglob reported by dollar dash
set -o noglob
echo $- | grep -q f && echo f-present
