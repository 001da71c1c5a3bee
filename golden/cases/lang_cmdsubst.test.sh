# Command substitution, tilde expansion and a few brace-expansion integrations.

#### trailing newlines are stripped
x=$(printf 'a\n\n\n')
echo "[$x]"

#### inner newlines are kept
x=$(printf 'a\n\nb\n')
echo "$x"

#### leading newlines are kept
x=$(printf '\n\na')
echo "[$x]"

#### backquote form
x=`echo back`
echo $x

#### nested command substitution
echo $(echo outer $(echo inner $(echo deepest)))

#### nested backquotes need escaping
echo `echo a \`echo b\``

#### exit status of command substitution in assignment
x=$(exit 3)
echo $?

#### exit status of last substitution wins
x=$(exit 1)$(exit 2)
echo $?

#### status of command with substitution argument is the command's
echo $(exit 5) >/dev/null
echo $?

#### substitution runs in subshell
x=1
y=$(x=2; echo $x)
echo $x $y

#### cd inside substitution does not change cwd
## dir: sub
d=$(cd sub && pwd)
echo "$d" "$PWD"

#### substitution of a function
f() { echo from-f; }
echo "$(f)"

#### substitution output with spaces unquoted splits
set -- $(echo 'a   b')
echo $#

#### dollar-paren-less-than reads a file
## file: data.txt
## | file content
echo "$(< data.txt)"

#### dollar-paren-less-than missing file
x=$(< nofile)
echo "status $? [$x]"

#### stderr of substitution goes to the shell's stderr
x=$(echo err >&2; echo out)
echo "x=$x"

#### capture stderr with redirection inside
x=$(cat nonexistent-file 2>&1)
echo "$x"

#### arithmetic using substitution
echo $(( $(echo 3) * $(echo 4) ))

#### function call inside arithmetic substitution
f() { echo 7; }
echo $(( $(f) + 1 ))

#### case statement inside substitution with closing paren
x=$(case a in a) echo matched;; esac)
echo $x

#### comment inside substitution
x=$(echo hi # a comment
)
echo $x

#### here-doc inside substitution
x=$(cat <<EOF
inside
EOF
)
echo $x

#### quotes inside substitution inside double quotes
echo "$(echo "a  b")"

#### empty substitution gives empty word or nothing
set -- $(true)
echo $#
set -- "$(true)"
echo $#

#### substitution keeps tabs
x=$(printf 'a\tb')
echo "$x"

#### substitution drops NUL bytes with warning
x=$(printf 'a\0b')
echo "$x"

#### substitution with set -e failing inside continues in the substitution
set -e
x=$(false; echo after)
echo "got [$x]"

#### substitution output of loop
x=$(for i in 1 2 3; do echo $i; done)
echo $x

#### exit inside substitution does not exit shell
x=$(exit 4; echo no)
echo "still here $?"

#### variable assigned in substitution not visible
$(y=5)
echo "[$y]"

#### substitution as command name
$(echo echo) run
echo $?

#### tilde expands to HOME
echo ~

#### tilde with path
echo ~/docs

#### tilde after colon in assignment
PATHLIKE=~/a:~/b
echo $PATHLIKE

#### tilde after colon not expanded in argument
echo x=~/a:~/b

#### tilde in quotes not expanded
echo "~/x" '~'

#### tilde plus is PWD
echo ~+

#### tilde minus is OLDPWD
## dir: d
cd d
cd ..
echo ~-

#### tilde minus unset OLDPWD stays literal
unset OLDPWD
echo ~-

#### tilde of unknown user stays literal
echo ~nosuchuserzz/x

#### tilde with changed HOME
HOME=/custom
echo ~ ~/x

#### tilde with empty HOME
HOME=
x=~
echo "[$x]" ~/a

#### tilde in middle of word is literal
echo a~b

#### tilde in variable value is not expanded at use
x='~'
echo $x

#### tilde after equals in declare
declare y=~
echo "$y"

#### brace expansion happens before parameter expansion
a=1 b=3
echo {$a..$b}

#### brace expansion in command substitution output not performed
x=$(echo '{a,b}')
echo $x

#### brace expansion combined with tilde
echo ~/{a,b}

#### brace expansion with command substitution inside
echo {$(echo x),y}

#### brace expansion does not happen in quotes
echo "{a,b}" '{1..3}'

#### brace expansion with prefix and suffix
echo x{1,2}y

#### backquote with dollar sign escape
x=`echo \$HOME`
echo "$x"

#### backquote with backslash backslash
echo `echo 'a\\b'`

#### substitution with long output
x=$(seq 1 1000)
echo ${#x}

#### substitution strips only newlines not spaces
x=$(printf 'a  \n')
echo "[$x]"

#### substitution in here-string
cat <<< "$(echo here)"

#### nested quotes in dollar paren in double quotes
v='a b'
echo "$(echo "$v" | tr ' ' '_')"

#### dollar paren with subshell inside
echo $( (echo sub) )

#### dollar paren paren is arithmetic not subshell
echo $((1+2))

#### syntax error inside command substitution
echo $(if)
echo after

#### unclosed command substitution
echo $(echo a

#### backquoted text is parsed when it runs
x=`echo )`; echo "status $?"
echo "[`echo ;;`]" "[`if`]"; echo "status $?"
false && echo "`echo )`"
shopt -s extglob; echo `echo @(a|b)`

#### $(( that is neither arithmetic nor a command list fails when it runs
echo $(( 1 ) x)
echo "after $?"
x=$((a b) c)
echo "status $?"
f() { echo $(( 1 ) x); }
declare -f f

#### $(( that is not closed is an unexpected end of file
echo $(( 1 ) x
