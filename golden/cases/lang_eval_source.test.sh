# eval and source/.: parsing at run time, variables and functions, return, arguments, errors.

#### eval runs a string
eval 'echo evaluated'

#### eval joins arguments with spaces
eval echo a   b   'c  d'

#### eval defines variables in current shell
eval 'x=42'
echo $x

#### eval with quoted expansion
cmd='echo "$HOME" | wc -l'
eval "$cmd"

#### eval double expansion
a='$b'; b=final
eval echo $a

#### eval dynamic variable names
for i in 1 2; do eval "var$i=value$i"; done
echo $var1 $var2

#### eval status of last command
eval 'true; false'
echo "status $?"

#### eval empty string status zero
false
eval ''
echo "status $?"

#### eval syntax error
eval 'if then'
echo "status $?"

#### eval syntax error unterminated quote
eval 'echo "abc'
echo "status $?"

#### eval function definition
eval 'f() { echo from-eval-f; }'
f

#### eval with break in loop
for i in 1 2 3; do eval 'if [ $i = 2 ]; then break; fi'; echo $i; done

#### eval with here-doc
eval 'cat <<EOF
inside eval
EOF'

#### eval command substitution
eval "echo $(echo 'subst')"

#### eval with exit
eval 'exit 7'
echo not reached

#### eval nested
eval "eval 'echo nested'"

#### eval with array assignment
eval 'arr=(a b c)'
echo ${#arr[@]}

#### eval with set -e failure
set -e
eval 'false'
echo not reached

#### source runs file in current shell
## file: lib.sh
## | libvar=set-in-lib
## | libfn() { echo "lib function"; }
source ./lib.sh
echo $libvar
libfn

#### dot is source
## file: lib.sh
## | echo dotted
. ./lib.sh

#### source with arguments sets positionals
## file: args.sh
## | echo "args: $# $1 $2"
set -- outer
source ./args.sh one two
echo "after: $*"

#### source without arguments keeps positionals
## file: args.sh
## | echo "args: $*"
set -- x y
. ./args.sh

#### source return stops file
## file: r.sh
## | echo before
## | return 3
## | echo after
. ./r.sh
echo "status $?"

#### source missing file
source ./missing.sh
echo "status $?"

#### source directory
## dir: d
source d
echo "status $?"

#### source without argument
source
echo "status $?"

#### source file with syntax error
## file: bad.sh
## | echo ok
## | if then
. ./bad.sh
echo "status $?"

#### source finds file in PATH when no slash
## file: bin/helper.sh
## | echo from-path
PATH=$PWD/bin:$PATH
source helper.sh

#### source finds file in current dir when not in PATH
## file: here.sh
## | echo from-cwd
source here.sh

#### sourcepath off disables PATH search
## file: bin/helper.sh
## | echo from-path
## file: helper.sh
## | echo from-cwd
shopt -u sourcepath
PATH=$PWD/bin:$PATH
source helper.sh

#### BASH_SOURCE inside sourced file
## file: s.sh
## | echo "${BASH_SOURCE[0]}"
. ./s.sh

#### sourced file sees local variables of calling function
## file: s.sh
## | echo "sees $loc"
f() { local loc=local-value; . ./s.sh; }
f

#### source status is last command
## file: s.sh
## | false
. ./s.sh
echo "status $?"

#### source empty file status zero
## file: empty.sh
false
. ./empty.sh
echo "status $?"

#### source file that exits ends shell
## file: e.sh
## | exit 5
. ./e.sh
echo not reached

#### source with set -e failure inside
## file: s.sh
## | false
## | echo not-here
set -e
. ./s.sh
echo not reached

#### source nested files
## file: a.sh
## | echo in-a
## | . ./b.sh
## | echo back-in-a
## file: b.sh
## | echo in-b
. ./a.sh

#### eval of assignment with spaces needs quotes
eval 'v="a b"'
echo "$v"

#### eval with semicolon separated commands
eval 'echo one; echo two'

#### eval preserves positional parameters
set -- p1 p2
eval 'echo $2 $1'

#### eval return inside function
f() { eval 'return 4'; echo no; }
f
echo "status $?"

#### source unreadable file
## file: s.sh
## | echo x
## mode: s.sh 000
. ./s.sh
echo "status $?"

#### eval dash dash argument
eval -- 'echo dashdash'

#### eval invalid option
eval -x 'echo hi'
echo "status $?"

#### alias defined in a sourced file works on later lines
## file: s.sh
## | shopt -s expand_aliases
## | alias hi='echo aliased'
. ./s.sh
hi

#### bad compound assignment inside eval
eval 'a=(1 ; 2); echo dropped'
echo st $?
eval 'a=(1 ; 2)'
echo st $?

#### bad compound assignment in a sourced file
## file: lib.sh
## | a=(1 ; 2); echo dropped
## | echo kept $?
. ./lib.sh
echo st $?
