# Every builtin vshell provides, given an invalid option: the message (with its usage line) and the status.

#### invalid option to alias
alias -Z
echo "status $?"

#### invalid option to builtin
builtin -Z
echo "status $?"

#### invalid option to caller
caller -Z
echo "status $?"

#### invalid option to cd
cd -Z
echo "status $?"

#### invalid option to command
command -Z
echo "status $?"

#### invalid option to declare
declare -Z
echo "status $?"

#### invalid option to dirs
dirs -Z
echo "status $?"

#### invalid option to enable
enable -Z
echo "status $?"

#### invalid option to eval
eval -Z
echo "status $?"

#### invalid option to exec
exec -Z
echo "status $?"

#### invalid option to exit
exit -Z
echo "status $?"

#### invalid option to export
export -Z
echo "status $?"

#### invalid option to getopts
getopts -Z
echo "status $?"

#### invalid option to hash
hash -Z
echo "status $?"

#### invalid option to help
help -Z
echo "status $?"

#### invalid option to jobs
jobs -Z
echo "status $?"

#### invalid option to kill
kill -Z
echo "status $?"

#### invalid option to let
let -Z
echo "status $?"

#### invalid option to local
f() { local -Z; echo "status $?"; }
f

#### invalid option to mapfile
mapfile -Z
echo "status $?"

#### invalid option to popd
popd -Z
echo "status $?"

#### invalid option to printf
printf -Z
echo "status $?"

#### invalid option to pushd
pushd -Z
echo "status $?"

#### invalid option to pwd
pwd -Z
echo "status $?"

#### invalid option to read
read -Z
echo "status $?"

#### invalid option to readarray
readarray -Z
echo "status $?"

#### invalid option to readonly
readonly -Z
echo "status $?"

#### invalid option to return
f() { return -Z; echo "status $?"; }
f

#### invalid option to set
set -Z
echo "status $?"

#### invalid option to shift
shift -Z
echo "status $?"

#### invalid option to shopt
shopt -Z
echo "status $?"

#### invalid option to source
source -Z
echo "status $?"

#### invalid option to test
test -Z
echo "status $?"

#### invalid option to times
times -Z
echo "status $?"

#### invalid option to trap
trap -Z
echo "status $?"

#### invalid option to type
type -Z
echo "status $?"

#### invalid option to typeset
typeset -Z
echo "status $?"

#### invalid option to umask
umask -Z
echo "status $?"

#### invalid option to unalias
unalias -Z
echo "status $?"

#### invalid option to unset
unset -Z
echo "status $?"

#### invalid option to wait
wait -Z
echo "status $?"

#### builtins answer --help with their usage line and status 2
for b in cd read shift exit return break let printf eval source set declare type kill wait trap disown umask; do
  "$b" --help | head -1; echo "$b ${PIPESTATUS[0]}"
done 2>&1

#### builtins that take --help as an argument
echo --help; true --help; echo "true $?"; false --help; echo "false $?"; : --help; echo ": $?"; test --help; echo "test $?"; [ --help ]; echo "[ $?"
