# set -x (xtrace) output: quoting of traced words, PS4 expansion, compound commands, nesting levels.

#### xtrace simple command
set -x
echo hello

#### xtrace assignment
set -x
x=5
y="a b"

#### xtrace quotes words with spaces and specials
set -x
echo 'a b' '$x' "*" ''

#### xtrace shows expanded values
set -x
v=world
echo "hello $v"

#### xtrace of double bracket
set -x
[[ a == a ]]

#### xtrace of arithmetic command
set -x
(( 1 + 2 ))

#### xtrace of for loop
set -x
for i in 1 2; do :; done

#### xtrace of c-style for
set -x
for ((i=0; i<1; i++)); do :; done

#### xtrace of case statement
set -x
case x in x) echo hit;; esac

#### xtrace of if statement
set -x
if true; then echo yes; fi

#### xtrace of command substitution nests plus signs
set -x
x=$(echo inner)

#### xtrace of subshell
set -x
( echo sub )

#### xtrace in one pipeline stage
echo a | { set -x; cat; }

#### xtrace of function call
set -x
f() { echo in-f; }
f arg

#### xtrace custom PS4 with variable
PS4='[$LINENO] '
set -x
echo one
echo two

#### xtrace PS4 empty
PS4=
set -x
echo quiet-prefix

#### xtrace turned off is not traced
set -x
set +x
echo after

#### xtrace of redirections not shown
set -x
echo hi > out
cat out

#### xtrace with BASH_XTRACEFD
exec 5> trace.log
BASH_XTRACEFD=5
set -x
echo traced-to-file
set +x
cat trace.log

#### xtrace of array assignment
set -x
a=(1 2 'x y')

#### xtrace of declare
set -x
declare -i n=3

#### xtrace of newline in argument
set -x
echo $'a\nb'

#### xtrace of while loop condition
set -x
n=0
while (( n < 1 )); do n=1; done

#### xtrace of eval
set -x
eval 'echo evald'

#### xtrace of source
## file: s.sh
## | echo sourced
set -x
. ./s.sh

#### xtrace inside set -x in subshell only
( set -x; echo in-sub )
echo outside

#### xtrace of test builtin
set -x
[ -n x ]

#### xtrace of here-string command
set -x
cat <<< hi

#### xtrace of unicode argument
set -x
echo héllo

#### xtrace of backslash argument
set -x
echo 'a\b'

#### xtrace of assignment with tilde
set -x
p=~/x

#### xtrace shows for, select and case words as written
l="a b"
set -x
for x in $l "$l" {1..2}; do :; done
case $l in x) ;; esac
case $'it\'s' in x) ;; esac
select y in $l; do break; done <<< 1
set -- p
for x; do :; done

#### xtrace of a case word runs before its expansion
set -x
case $(echo a) in a) ;; esac

#### xtrace of (( )) shows the text after expansion
x=3 l=abc
set -x
(( x > $x ))
((a=$x, b=2))
(( ${#l} > 1 ))
for ((i=0; i<${#l}; i+=2)); do :; done

#### xtrace of an arithmetic for loop shows a missing part as 1
set -x
for ((i=0;;i++)); do ((i>0)) && break; done
for ((;i<2;)); do ((i++)); done
for (( ; ; )); do break; done
