# Parameter expansion: defaults, assignment, error, alternate, length, braces.

#### default when unset
unset x
echo "${x-def}" "${x:-def}"

#### default when empty differs with colon
x=
echo "[${x-def}]" "[${x:-def}]"

#### default not used when set
x=val
echo "${x-def}" "${x:-def}"

#### default word is expanded
unset x; y=world
echo "${x:-hello $y}"

#### default word is not expanded when unused
x=1
echo "${x:-$(echo side >&2)}"

#### default with command substitution
unset x
echo "${x:-$(echo computed)}"

#### assign default when unset
unset x
echo "${x=assigned}"; echo "$x"

#### assign default with colon when empty
x=
echo "${x:=filled}"; echo "$x"

#### assign without colon keeps empty
x=
echo "[${x=filled}]"; echo "[$x]"

#### assign to positional parameter is an error
set --
echo "${1:=a}"
echo after

#### assign default used as command with colon builtin
unset x
: ${x:=5}
echo $x

#### error when unset prints message and exits
unset x
echo "${x?x is required}"
echo not reached

#### error with colon on empty
x=
echo "${x:?empty here}"
echo not reached

#### error without message
unset x
echo "${x?}"

#### error with colon without message on empty
x=
echo ${x:?}

#### error not triggered when set
x=ok
echo "${x?missing}" "${x:?missing}"

#### error inside subshell only ends subshell
unset x
( echo "${x?gone}"; echo inner )
echo "status $?"

#### alternate when set
x=1
echo "[${x+alt}]" "[${x:+alt}]"

#### alternate when empty
x=
echo "[${x+alt}]" "[${x:+alt}]"

#### alternate when unset
unset x
echo "[${x+alt}]" "[${x:+alt}]"

#### alternate expands its word
x=1 y=2
echo "${x:+value is $y}"

#### length of string
x=hello
echo ${#x}

#### length of empty and unset
x=
unset y
echo ${#x} ${#y}

#### length counts characters not bytes in utf-8
x='héllo'
echo ${#x}

#### length of positional count
set -- a b c
echo ${#} ${#@} ${#*}

#### length of positional parameter
set -- abcdef
echo ${#1}

#### braces needed for positional above nine
set -- 1 2 3 4 5 6 7 8 9 ten eleven
echo $10 ${10} ${11}

#### braces separate name from following text
x=ab
echo $xc "${x}c"

#### default for positional parameter
set -- a
echo "${1:-x}" "${2:-y}"

#### special parameter hash with default
set --
echo "${1-none}" $#

#### nested default expansions
unset a b
c=third
echo "${a:-${b:-$c}}"

#### default value with spaces quoted keeps one word
unset x
set -- ${x:-"a b"}
echo $#

#### default value unquoted splits
unset x
set -- ${x:-a b}
echo $#

#### default in arithmetic context
unset n
echo $(( ${n:-3} + 1 ))

#### assign default on array element
unset a
echo "${a[2]:=z}"; declare -p a

#### alternate with at-sign inside quotes
set -- a b
printf '<%s>' "${1:+$@}"; echo

#### default with single quotes inside double quotes
unset x
echo "${x:-'q'}"

#### default with single quotes unquoted
unset x
echo ${x:-'a  b'}

#### dollar at default when no params
set --
echo "${@:-none}"

#### dollar star alternate
set -- a
echo "${*:+has args}"

#### error message goes to stderr with name
unset myvar
f() { echo "${myvar:?need it}"; }
f
echo not reached

#### error expansion status seen from a nested bash
bash -c 'unset x; : ${x?}' 2>/dev/null
echo $?

#### length of array element
a=(abc de)
echo ${#a[0]} ${#a[1]} ${#a}

#### number of array elements
a=(x y z)
echo ${#a[@]} ${#a[*]}

#### default with tilde in word
unset x
echo ${x:-~/sub}

#### assign default with tilde
unset x
: ${x:=~}
echo "$x"

#### default when variable set to space
x=' '
echo "[${x:-def}]"

#### braced special parameters
set -- a b
echo ${#} ${?} ${-+set} ${0}

#### unbraced dollar followed by digit text
set -- one
echo $1x ${1}x

#### length of special parameter question mark
false
echo ${#?}

#### alternate of unset expands to nothing unquoted
unset x
set -- ${x:+a}
echo $#

#### alternate of unset in quotes is one empty word
unset x
set -- "${x:+a}"
echo $#

#### default used with readonly variable set
readonly r=set
echo ${r:-d}

#### assign default on readonly fails
readonly r=
echo "${r:=v}"
echo after
