# set -u: which expansions of unset names are errors, and their messages.

#### set -u message
set -u; echo $nosuch; echo after

#### set -u array element
set -u; a=(1); echo ${a[5]}; echo after

#### set -u positional
set -u; echo $1

#### set -u in arithmetic
set -u; echo $((nosuch + 1))

#### set -u with default ok
set -u; echo "${nosuch-def} ${nosuch:-d2} ${#nosuch[@]}"; echo "${@}"; echo "$*"

#### set -u ${!x}
set -u; x=nosuch; echo ${!x}

#### set -u length
set -u; echo ${#nosuch}

#### set -u assoc
set -u; declare -A m; echo ${m[k]}

#### set -u in function
set -u; f() { echo $undefined_in_f; }; f; echo after

#### set -u: the length of an unset array is an error that abandons the command
set -u
echo ${#nosuch[@]}; echo same line
echo "next $?"
declare -A m
echo ${#m[@]}
echo "next $?"

#### set -u: the length of a scalar with a subscript is an error
set -u
x=1
echo ${#x[0]}
echo "next $?"
echo ${x[@]}

#### set -u: the length of a missing element of a set array is 0
set -u
a=(1)
declare -A m=([k]=v)
echo ${#a[@]} ${#a[0]} ${#a[3]} ${#m[@]} ${#m[k]} ${#m[z]}
