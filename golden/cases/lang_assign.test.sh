# Assignment semantics: += on strings, integers and arrays; declaration builtins' word handling; special variables.

#### plus equals appends to string
s=ab
s+=cd
echo $s

#### plus equals on integer variable adds
declare -i n=10
n+=5
echo $n

#### plus equals on unset variable
unset v
v+=start
echo $v

#### plus equals with array element
a=(x y)
a[1]+=z
echo "${a[@]}"

#### plus equals on associative element
declare -A m=([k]=1)
m[k]+=2
echo ${m[k]}

#### plus equals on integer array element
declare -ai a=(1 2)
a[0]+=5
echo ${a[0]}

#### assignment argument to local is not split
y='a   b'
f() { local x=$y; echo "[$x]"; }
f

#### unquoted expansion as name argument to local is split
names='p q'
f() { local $names; p=1; q=2; echo "$p $q"; }
f

#### declare with expanded assignment word not split
v='1 2 3'
declare w=$v
echo "[$w]"

#### export with expansion not split
v='x   y'
export E=$v
echo "[$E]"

#### assignment-looking word after command name is an argument
echo a=b
x=1 echo x=2

#### invalid variable name assignment is a command
1x=5
echo "status $?"

#### assignment with dash in name is a command
my-var=1
echo "status $?"

#### multiple assignments in one statement
a=1 b=2 c=3
echo $a$b$c

#### assignment order uses earlier values
a=1
a=2 b=$a
echo $b

#### assignment with command substitution and status
v=$(echo out; exit 3)
echo "$v $?"

#### PATH assignment affects lookup
PATH=/nonexistent
cat /dev/null
echo "status $?"

#### PATH prefix assignment affects only that command
PATH=/nonexistent cat /dev/null
echo "status $?"
cat /dev/null && echo found-again

#### HOME assignment affects tilde
HOME=/somewhere
echo ~/x

#### readonly special assignment fails
readonly R=1
R=2
echo "status $?"

#### assignment to readonly in prefix fails
readonly R=1
R=2 true
echo "status $?"

#### unset array whole via at
a=(1 2 3)
unset 'a[@]'
declare -p a

#### unset -v with function of same name
f() { echo fn; }
f=1
unset -v f
f
echo "[${f-unset}]"

#### declare then assign keeps attributes
declare -u up
up=lower
echo $up

#### assign integer with invalid expression
declare -i n
n='2 +'
echo "status $? n=$n"

#### array assignment inside declare with brace expansion
declare -a a=({1..3})
echo "${a[@]}"

#### compound assignment to element is an error
a[0]=(1 2)
echo "status $?"

#### assignment with glob chars does not glob
## file: match1
v=match*
echo "$v"

#### array element assignment with glob chars does not glob
## file: m1
a[0]=m*
echo "${a[0]}"

#### assignment in array literal globs elements
## file: m1
## file: m2
a=(m*)
echo ${#a[@]}

#### tilde in array literal expands
a=(~/a x~ ~)
echo "${a[@]}"

#### IFS assignment with ansi-c quoting
IFS=$'\n'
v=$'a b\nc'
set -- $v
echo $#

#### assignment of empty value vs unset
e=
[[ -v e ]] && echo e-set
unset e
[[ -v e ]] || echo e-unset

#### assignment to positional parameter is not allowed
1=x
echo "status $?"

#### assignment to special parameter question is not allowed
?=1
echo "status $?"

#### unset special variable then use
unset PWD
echo "[${PWD-unset}]"
cd .
echo "${PWD:+set-again}"

#### declare -i with plus equals of string expression
declare -i n=2
n+='3*4'
echo $n

#### nameref plus equals to array
a=(1)
declare -n r=a
r+=(2 3)
echo "${a[@]}"

#### export of assignment with plus equals
export V=a
export V+=b
bash -c 'echo $V'

#### assignment inside arithmetic with comma
(( a = 1, b = a + 1 ))
echo $a $b

#### variable name with underscore and digits
_v1=x __=y
echo $_v1 $__
