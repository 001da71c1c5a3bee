# Well-known bash gotchas that scripts trip over; vshell must reproduce them exactly.

#### unquoted array subscript in unset is globbed
## file: a1
a=(x y z)
unset a[1]
declare -p a

#### quoted array subscript in unset is safe
## file: a1
a=(x y z)
unset 'a[1]'
declare -p a

#### continue in c-style for still runs the increment
for ((i=0; i<5; i++)); do (( i % 2 )) && continue; echo $i; done

#### exec inside a subshell replaces only the subshell
(exec echo from-exec)
echo after

#### local hides the status of command substitution
f() { local v=$(exit 3); echo "status $?"; }
f

#### separate declaration keeps the status
f() { local v; v=$(exit 3); echo "status $?"; }
f

#### pipe into while loses variable changes
count=0
printf 'a\nb\n' | while read -r _; do count=$((count+1)); done
echo "count=$count"

#### test with unquoted empty variable
x=
[ -n $x ] && echo "-n of nothing is true"
[ -n "$x" ] || echo "quoted is correctly false"

#### string comparison with greater than in single bracket redirects
[ b > a ] && echo "true, but created file a"
ls

#### arithmetic on numbers with leading zero is octal
echo $(( 010 + 1 ))
echo $(( 10#010 + 1 ))

#### invalid octal number
echo $(( 09 ))
echo "status $?"

#### cd in a pipeline does not change the directory
## dir: sub
echo | cd sub
pwd

#### read in a pipeline with lastpipe off
echo value | read v
echo "[$v]"

#### set -e does not apply inside a function called in an if
set -e
f() { false; echo "still running"; }
if f; then echo ok; fi

#### command substitution strips all trailing newlines of a file
## file: f
## | text
## |
## |
v=$(cat f)
echo "[${v}]"

#### word splitting of an unquoted variable with a glob star
## file: x1
## file: x2
msg='files: *'
echo $msg
echo "$msg"

#### for loop over ls output splits names with spaces
## file: a b
for f in $(ls); do echo "[$f]"; done

#### glob loop keeps names with spaces
## file: a b
for f in *; do echo "[$f]"; done

#### echo with a dash-e argument from a variable
v=-e
echo $v
echo "$v" x

#### command name taken from a variable expansion
ls=echo
$ls hello

#### exit status of a negated pipeline with pipefail
set -o pipefail
! false | true
echo $?

#### double quotes around command substitution in assignment are optional
v=$(echo 'a   b')
w="$(echo 'a   b')"
[ "$v" = "$w" ] && echo same

#### array assignment from a string needs parentheses
s='a b c'
arr=$s
echo ${#arr[@]}
arr=($s)
echo ${#arr[@]}

#### dollar at without quotes in function arguments resplits
f() { echo $#; }
set -- 'a b' c
f $@
f "$@"

#### integer comparison with string operator compares lexically
[[ 10 < 9 ]] && echo "10 sorts before 9"
(( 10 < 9 )) || echo "numerically not"

#### equals inside double brackets with spaces matters
x=a
[[ $x=b ]] && echo "non-empty string is true"
[[ $x = b ]] || echo "comparison is false"

#### one-line brace group ends with a semicolon before the brace
{ echo a; }
echo "status $?"

#### trailing backslash continues the line
echo one \
  two

#### here-doc delimiter with trailing space does not match
cat <<EOF
line
EOF 
EOF

#### cd with no error check then running commands in wrong dir
cd nosuchdir
pwd
