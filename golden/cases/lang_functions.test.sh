# Functions: definition forms, arguments, return values, local and dynamic scoping, recursion, FUNCNAME.

#### posix style definition
greet() { echo "hello $1"; }
greet world

#### function keyword definition
function greet { echo "hi $1"; }
greet there

#### function keyword with parens
function greet() { echo "hey"; }
greet

#### function with subshell body
f() ( x=inner; echo $x )
x=outer
f; echo $x

#### function body on several lines
f()
{
  echo line1
  echo line2
}
f

#### arguments and count
f() { echo "$# args: $*"; }
f a 'b c' d

#### dollar zero inside function is shell name
f() { echo $0; }
f

#### positional parameters restored after call
set -- outer1 outer2
f() { set -- inner; echo "in: $1"; }
f x
echo "out: $1 $#"

#### return status
f() { return 3; }
f
echo $?

#### return without value uses last status
f() { false; return; }
f
echo $?

#### implicit return is last command status
f() { true; false; }
f
echo $?

#### return value wraps modulo 256
f() { return 257; }
f
echo $?

#### return negative value
f() { return -1; }
f
echo $?

#### return with non-numeric argument
f() { return abc; }
f
echo $?

#### return outside function
return 1
echo "after $?"

#### output captured from function
f() { echo result; }
v=$(f)
echo "got $v"

#### global variable modified in function
x=1
f() { x=2; }
f
echo $x

#### local variable does not leak
x=1
f() { local x=2; echo "in $x"; }
f
echo "out $x"

#### local without value is unset in function
x=1
f() { local x; echo "[${x-unset}]"; }
f

#### dynamic scoping sees caller's local
f() { local v=from-f; g; }
g() { echo "g sees $v"; }
v=global
f
g

#### inner assignment modifies caller's local
f() { local v=1; g; echo "f has $v"; }
g() { v=changed; }
v=global
f
echo "global $v"

#### local in nested function shadows
f() { local x=f; g; echo "f: $x"; }
g() { local x=g; echo "g: $x"; }
f

#### local outside function is an error
local x=1
echo "status $?"

#### recursion factorial
fact() { if (( $1 <= 1 )); then echo 1; else echo $(( $1 * $(fact $(( $1 - 1 ))) )); fi; }
fact 10

#### recursion with locals
count() { local n=$1; if (( n > 0 )); then echo $n; count $((n-1)); fi; }
count 3

#### FUNCNAME stack
a() { b; }
b() { echo "${FUNCNAME[@]}"; }
a

#### FUNCNAME at top level is empty
echo "[${FUNCNAME[@]}]" ${#FUNCNAME[@]}

#### function name with dash and dot
my-func.x() { echo ok; }
my-func.x

#### redefine function
f() { echo one; }
f() { echo two; }
f

#### unset -f removes function
f() { echo hi; }
unset -f f
f
echo "status $?"

#### declare -f prints function
f() { echo "a b"; local x=1; }
declare -f f

#### declare -F lists names
f() { :; }
g() { :; }
declare -F

#### type of a function
f() { echo hi; }
type f

#### function overrides builtin echo
echo() { builtin echo "wrapped: $*"; }
echo hi

#### command bypasses function
ls() { echo "fake ls"; }
command ls -d .

#### recursive function ends with the last test status
f() { echo $1; [ $1 -lt 3 ] && f $(( $1 + 1 )); }
f 1

#### function with redirection on call
f() { echo out; echo err >&2; }
f 2>/dev/null

#### function local array
f() { local -a arr=(1 2 3); echo ${#arr[@]}; }
f

#### local -i integer
f() { local -i n=2+3; echo $n; }
f

#### local copies global value with dash
x=5
f() { local x; x=$((x+1)); echo $x; }
f

#### unset of a local in its own scope leaves it unset
x=global
f() { local x=local; unset x; echo "[${x-unset}]"; }
f

#### export inside function exports global
f() { export EXPORTED_Z=1; }
f
bash -c 'echo "child sees $EXPORTED_Z"'

#### local -g assigns global
f() { declare -g G=set; }
f
echo $G

#### declare in function is local
f() { declare D=local; }
f
echo "[${D-unset}]"

#### function defined inside function
outer() { inner() { echo inner-called; }; }
outer
inner

#### function with same name as variable
x() { echo func; }
x=var
x; echo $x

#### function exit status in if
isbig() { [ "$1" -gt 10 ]; }
if isbig 20; then echo big; fi
isbig 5 || echo small

#### recursion depth limit message
FUNCNEST=5
f() { f; }
f
echo "status $?"

#### function args with special characters
f() { printf '<%s>' "$@"; echo; }
f '*' '$x' '' ' '

#### shift inside function
f() { shift; echo "$@"; }
f a b c

#### BASH_ARGC is empty without extdebug
f() { echo "${BASH_ARGC[0]}"; }
f a b

#### local variable visible in subshell of function
f() { local v=loc; ( echo "sub $v" ); }
f

#### function defined with compound command if
f() if true; then echo if-body; fi
f

#### function with for loop body
f() for i in 1 2; do echo $i; done
f

#### return in middle of loop in function
f() { for i in 1 2 3; do [ $i = 2 ] && return 7; echo $i; done; }
f
echo $?

#### local readonly variable
f() { local -r ro=1; ro=2; echo "still $ro"; }
f

#### function invoked with prefix assignment
f() { echo "v=$v"; }
v=temp f
echo "after [${v-unset}]"

#### function name that is a keyword fails
if() { echo x; }
echo "status $?"

#### caller builtin in function
f() { caller 0; echo $?; caller; }
f
g() { f; }
g

#### functions are not inherited by child bash unless exported
f() { echo exported-f; }
export -f f
bash -c f

#### variable scoping with same name in recursion
f() { local d=$1; (( d < 3 )) && f $((d+1)); echo "d=$d"; }
f 1

#### declare -f shows a backquote that does not parse as written
f() { echo `echo )`; }
declare -f f
