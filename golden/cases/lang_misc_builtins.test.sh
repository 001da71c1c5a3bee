# Smaller builtin corners: BASH_LINENO's main frame, the initial PIPESTATUS, getopts and OPTIND,
# pushd/popd arguments, POSIX-mode special builtins, chained aliases, test with huge integers,
# printf %(...)T under a TZ the script sets.

#### BASH_LINENO in a function called from the top level
f() { echo "${BASH_LINENO[@]} / ${FUNCNAME[@]}"; }
f

#### BASH_LINENO at the top level
echo "n=${#BASH_LINENO[@]} v=${BASH_LINENO[0]-unset}"
declare -p BASH_LINENO

#### BASH_LINENO in nested functions
g() { echo "${BASH_LINENO[*]}"; }
f() {
  g
}
f

#### initial PIPESTATUS
echo "${PIPESTATUS[@]}"
declare -p PIPESTATUS

#### PIPESTATUS after a pipeline
true | false | true
echo "${PIPESTATUS[@]}"

#### getopts OPTIND reset to 1 restarts
set -- -a -b
getopts ab o; echo "$o $OPTIND"
OPTIND=1
getopts ab o; echo "$o $OPTIND"
getopts ab o; echo "$o $OPTIND"

#### getopts with new arguments after a reset
getopts x o -x; echo "$o $OPTIND"
OPTIND=1
getopts y o -y; echo "$o $OPTIND"

#### getopts grouped options across a reset
getopts abc o -abc; echo "$o $OPTIND"
getopts abc o -abc; echo "$o $OPTIND"
OPTIND=1
getopts abc o -abc; echo "$o $OPTIND"

#### getopts in a function with a local OPTIND
f() { local OPTIND; getopts ab o "$@"; echo "$o $OPTIND"; }
f -a
f -b

#### pushd with too many arguments
pushd a b
echo "rc=$?"

#### popd with a bad argument
popd x
echo "rc=$?"
popd +1
echo "rc=$?"

#### pushd with no other directory
pushd
echo "rc=$?"

#### pushd of a missing directory
pushd /nonexistent_dir_zz
echo "rc=$?"

#### popd with too many arguments
mkdir d
pushd d >/dev/null
popd +0 +1
echo "rc=$?"

#### posix mode: assignment before a special builtin stays
set -o posix
x=1 :
echo "x=$x"

#### posix mode: a special builtin error ends the script
set -o posix
shift 5
echo "not reached"

#### posix mode: a function may not be named as a special builtin
set -o posix
eval 'export() { :; }'
echo "rc=$?"

#### chained aliases with trailing spaces
shopt -s expand_aliases
alias a='echo ' b='x ' x='y' y='Y'
eval 'a b x'

#### alias with a trailing space followed by a non-alias
shopt -s expand_aliases
alias e='echo ' w=WORD
eval 'e w e'

#### test with an integer over 64 bits
test 99999999999999999999 -gt 1
echo "rc=$?"

#### bracket with an integer over 64 bits
[ 1 -lt 18446744073709551616 ]
echo "rc=$?"

#### test with the largest 64-bit integer
[ 9223372036854775807 -gt 9223372036854775806 ] && echo yes

#### printf %T honours TZ set in the script
TZ=Asia/Tokyo
printf '%(%H %Z)T\n' 0

#### printf %T with an exported TZ
export TZ=America/New_York
printf '%(%Y-%m-%d %H:%M %Z)T\n' 86400

#### pushd and popd with stack indices and -n
mkdir a b c
pushd a >/dev/null
pushd ../b
pushd ../c
pushd +1
pushd -1
pushd -n ../a
pushd +9
echo "rc=$?"
popd -n
popd +1
popd -0
popd +7
echo "rc=$?"
popd 1
echo "rc=$?"

#### pushd -n with no directory and an empty stack
pushd +1
echo "rc=$?"
popd -n
echo "rc=$?"

#### BASH_LINENO and FUNCNAME in a script file
## file: s.sh
## | f() { echo "${BASH_LINENO[@]} / ${FUNCNAME[@]}"; }
## | f
## | echo "top: ${#BASH_LINENO[@]} ${BASH_LINENO[@]}"
## | declare -p BASH_LINENO FUNCNAME
bash s.sh

#### FUNCNAME and BASH_SOURCE outside functions
declare -p FUNCNAME BASH_SOURCE

#### a function named export outside posix mode
export() { echo "my export $*"; }
export x=1
unset -f export
export y=2
declare -p y

#### printf %T with a numeric zone offset
TZ=EST5
printf '%(%H:%M %z %Z)T\n' 0
TZ=UTC
printf '%(%H:%M %z)T\n' 0

#### shift with -- and with too many arguments
set -- 1 2 3
shift -- 2
echo "$#"
shift --
echo "$#"
shift 1 2
echo "not reached"

#### readonly -f lists and checks functions
f() { :; }
g() { echo; }
readonly -f f g
readonly -f
readonly -f nosuchfunc
echo "rc=$?"
