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
