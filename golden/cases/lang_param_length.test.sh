# ${#...}: the length of a value, of the positional parameters and of arrays, and the forms
# bash refuses as bad substitutions.

#### length with a default operator is a bad substitution
x=abc
echo "${#x-default}"
echo "status $?"

#### length with other operators is a bad substitution
x=abc
echo "${#x:-d}"
echo "after"

#### length of a pattern removal is a bad substitution
x=abc
echo "${#x#a}"
echo "after"

#### length of the positional parameters
set -- a bb ccc
echo "${#@} ${#*} $#"
set --
echo "${#@} ${#*}"

#### length of an array and of its elements
arr=(a bb '' dddd)
echo "${#arr[@]} ${#arr[*]} ${#arr} ${#arr[1]} ${#arr[2]} ${#arr[3]}"
arr[10]=x
echo "${#arr[@]} ${#arr[10]} ${#arr[9]}"

#### length of an associative array
declare -A m=([a]=1 [bb]=22)
echo "${#m[@]} ${#m[bb]} ${#m[zz]}"

#### length of special parameters
set -- x y z
echo "${##} ${#?} ${#1} ${#9}"
false
echo "${#?}"

#### length of an unset variable is zero
unset u
echo "${#u} ${#u[@]} ${#u[0]}"

#### length under set -u of an unset variable
set -u
x=ab
echo "${#x}"
echo "${#nope}"
echo "after"

#### length counts characters, not bytes
x='héllo wörld'
echo "${#x}"
x=$'\xe2\x82\xac'
echo "${#x}"

#### length of a negative index
arr=(a bb ccc)
echo "${#arr[-1]} ${#arr[-3]}"
echo "${#arr[-4]}"
echo "status $?"

#### length with a substring is a bad substitution
x=abcdef
echo "${#x:1:2}"
echo "after"

#### hash-hash alone is the length of the number of parameters
set -- 1 2 3 4 5 6 7 8 9 10
echo "${##}"
echo "${#}"

#### length of an indirect name is a bad substitution
x=abc
n=x
echo "${#!n}"
echo "after"

#### length of a nameref target
x=hello
declare -n r=x
echo "${#r}"

#### length of an unset positional under set -u
set -u
set -- a
echo "${#1}"
echo "${#2}"
echo after

#### a slice of a scalar through [@] slices its text
x=abcdef
echo "${x[@]:1}" "${x[*]:2:2}" "${x[@]: -2}"
set -- "${x[@]:9}"; echo "$#"
set -- "${x[@]:1:0}"; echo "$#"
set -- "${x[@]: -9}"; echo "$#"

#### ${#@...} with an operator is a bad substitution with status 127
set -- a b
echo ${#@:1}
echo not reached

#### ${#*...} and ${#name...} with an operator fail with status 1
set -- a b
echo ${#*:1}
echo not reached

#### ${#@...} in a function ends the shell with 127
f() { echo "${#@%a}"; echo in; }
f
echo after

#### ${#@-x} is a bad substitution too
echo ${#@-x}
